#pragma once
// Fuzz-target support: an invariant check that aborts with a message, so libFuzzer records
// the input as a crash. (Sanitizer reports and uncaught exceptions are crashes already.)

#include <cstdio>
#include <cstdlib>

#define KNOTLINE_FUZZ_CHECK(condition, message)                                          \
    do {                                                                                 \
        if (!(condition)) {                                                              \
            std::fprintf(stderr, "fuzz invariant failed: %s (%s:%d): %s\n", #condition,   \
                         __FILE__, __LINE__, message);                                   \
            std::abort();                                                                \
        }                                                                                \
    } while (false)
