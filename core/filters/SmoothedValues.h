#pragma once
// Internal to core/filters: how the smoothing filters (GaussianSmooth, ButterworthSmooth)
// write their result. Includes no Qt.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/filters/CurveSmooth.h"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace knotline::detail {

/// Sets keys [range.first, range.second] of `fn`'s curve to `filtered` (one value per key of
/// the range, nullopt: keep the key), each blended with the key's value in `original` by
/// edgeBlendWeight over `blendFrames` at the range's ends (EdgeBlend.h), through
/// AnimCurveFn::setValue recorded in `change`. Keys whose value would not change are not
/// touched. The report counts the changed keys and the largest |new − old|.
/// Precondition: `original` is `fn`'s curve as it was before (nothing set yet).
Result<SmoothReport> setSmoothedValues(AnimCurveFn &fn, const AnimCurve &original,
                                       std::pair<std::size_t, std::size_t> range,
                                       const std::vector<std::optional<double>> &filtered, double blendFrames,
                                       AnimCurveChange *change);

} // namespace knotline::detail
