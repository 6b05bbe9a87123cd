#pragma once
// KNOTLINE_FORCE_INLINE: inline a small hot function even where the compiler's size
// heuristics would not (the evaluator's per-query path: segment search, Bezier solve).
// Plain `inline` on compilers without the attribute.

#if defined(__GNUC__) || defined(__clang__)
#define KNOTLINE_FORCE_INLINE inline __attribute__((always_inline))
#else
#define KNOTLINE_FORCE_INLINE inline
#endif
