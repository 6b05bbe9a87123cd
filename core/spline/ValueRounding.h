#pragma once
// Rounding of knot values and slopes to a spline's value type (evaluation stays double).

#include "core/base/MessageId.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <optional>

namespace knotline {

/// Nearest IEEE binary16 value (ties to even); beyond the finite range gives ±inf.
double roundToHalf(double x);
/// Largest finite half value (65504).
inline constexpr double kHalfMax = 65504.0;
/// `x` rounded to `type` (Double: unchanged; Float: nearest float; Half: roundToHalf).
double roundToValueType(double x, ValueType type);
/// The knot with its value, pre-value and slopes rounded to `type` as Spline stores them
/// (Half slopes beyond the range are clamped, keeping the tangent's height) holds a
/// number that is not finite: a value or pre-value (or a Float slope) beyond the type's
/// largest finite value. Returns which: MessageId::KnotValueNotFinite,
/// KnotPreValueNotFinite or KnotTangentSlopeNotFinite (then `*side` is "pre" or "post"),
/// or nullopt when the knot fits. Ts refuses a knot value that is not finite in the
/// knot's type (TsKnot::SetValue), so Knotline refuses such knots too.
std::optional<MessageId> overflowInValueType(const Knot &knot, ValueType type, const char **side);


} // namespace knotline
