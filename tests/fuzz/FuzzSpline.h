#pragma once
// Fuzz-target support: a spline decoded from fuzz bytes (any knots, tangents,
// interpolation, extrapolation, inner loops, curve type), for the evaluator and edit
// targets. Values stay within ±1e6 and tangent slopes within ±1e4 (a regime where every
// arithmetic result is finite), except where a byte asks for an extreme finite value.

#include "core/spline/Spline.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <optional>

namespace knotline::fuzz {

/// A double in [lo, hi], or now and then one of the awkward values (0, ±tiny, an integer).
double consumeNumber(FuzzedDataProvider &in, double lo, double hi);

/// A spline built from the bytes; nullopt when the decoded knots or settings are refused
/// by Spline (the refusal itself is part of what is fuzzed).
std::optional<Spline> consumeSpline(FuzzedDataProvider &in);

} // namespace knotline::fuzz
