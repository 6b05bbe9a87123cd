#pragma once
// Test support: bit-for-bit comparison of two resolved evaluation tables (EvalData), for
// tests that check an incremental edit against a rebuild from scratch.

#include "core/spline/EvalData.h"

#include <string>

namespace knotline::test {

/// Compares every field of the resolved knots, the compact segment records (byte for
/// byte), the inner-loop knot-time answers, the time index, the resolved extrapolation and
/// the table flags. Returns "" when identical, else a short description of the first
/// difference.
std::string compareEvalData(const detail::EvalData &a, const detail::EvalData &b);

} // namespace knotline::test
