#pragma once
// Rounding of knot values and slopes to a spline's value type (evaluation stays double).

#include "core/spline/SplineTypes.h"

namespace knotline {

/// Nearest IEEE binary16 value (ties to even); beyond the finite range gives ±inf.
double roundToHalf(double x);
/// Largest finite half value (65504).
inline constexpr double kHalfMax = 65504.0;
/// `x` rounded to `type` (Double: unchanged; Float: nearest float; Half: roundToHalf).
double roundToValueType(double x, ValueType type);

} // namespace knotline
