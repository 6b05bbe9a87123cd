#pragma once
// EulerFilter: removes the 360° flips of a rotation channel (Maya's Graph Editor
// Curves ▸ Euler Filter, per curve). Rotation exporters, solvers and motion capture wrap
// angles into (−180°, 180°], so a curve turning steadily jumps by a full turn; the filter
// adds whole turns to keys from the first flip on so that no key differs from the key before
// it by more than half a turn. The first key of the range is the reference and keeps its
// value; a curve without flips is left unchanged. This header includes no Qt.
//
// Units: the curve's values are angles in `unit` (degrees: a turn is 360; radians: 2π);
// the caller says which from the curve's unit (a Maya .anim file's angularUnit for an
// angular output, USD rotations are degrees). Times are time codes.
//
// What it does not do: the joint three-channel solution Maya also tries for gimbal flips
// (x + 180°, 180° − y, z + 180°); only whole-turn unwrapping of one curve.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"

#include <cstddef>
#include <optional>

namespace knotline {

enum class AngleUnit { Degrees, Radians };

/// Value units of one full turn: 360 for degrees, 2π for radians.
double fullTurn(AngleUnit unit);

struct EulerFilterReport {
    std::size_t keysChanged = 0; ///< keys whose value moved by one or more turns
    double largestShift = 0.0;   ///< largest |change| of a key value, value units (a multiple of a turn)
};

/// Unwraps keys [first, last] (indices, inclusive; nullopt: every key) of `fn`'s curve: key i
/// gets v_i + k·turn with the integer k that brings it closest to key i − 1's new value
/// (ties keep the smaller |k|). The changed keys are set with AnimCurveFn::setValue, recorded in
/// `change`; computed tangents follow, Fixed tangents keep their slope. Errors (nothing
/// changed): a range outside the curve or reversed (FilterKeyRangeInvalid).
Result<EulerFilterReport> eulerFilter(AnimCurveFn &fn, AngleUnit unit,
                                      std::optional<std::pair<std::size_t, std::size_t>> keyRange = std::nullopt,
                                      AnimCurveChange *change = nullptr);

} // namespace knotline
