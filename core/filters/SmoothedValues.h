#pragma once
// Internal to core/filters: what the smoothing filters (CurveSmooth, GaussianSmooth,
// ButterworthSmooth) share: a weighted mean of a curve over a window, and how they write
// their result. Includes no Qt.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/filters/CurveSmooth.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace knotline::detail {

/// The mean of `curve` (AnimCurve::evaluate) over [t0, t1] weighted by `weight(time)`:
/// ∫ weight·value / ∫ weight by the trapezoid rule over CurveDeviation's sample times (every
/// 1/8 frame and the `keys` inside); pieces where the curve has no value are left out. For a
/// window of one time, the value there. nullopt when it has no value there (or the weights'
/// integral is not positive).
std::optional<double> weightedCurveMean(const AnimCurve &curve, double t0, double t1, const std::vector<double> &keys,
                                        const std::function<double(double)> &weight);

/// Sets keys [range.first, range.second] of `fn`'s curve to `filtered` (one value per key of
/// the range, nullopt: keep the key), each blended with the key's value in `original` by
/// edgeBlendWeight over `blendFrames` at the range's ends (EdgeBlend.h), through
/// AnimCurveFn::setValue recorded in `change`; then, with a `tangentType`, gives the changed
/// keys that type on both sides (setInTangentType / setOutTangentType), except a side that
/// borders a value block (the block stays). Keys whose value would not change are not
/// touched. A new value that is not finite is refused (KeyValueNotFinite) before anything is
/// written. The report counts the changed keys and the largest |new − old|.
/// Precondition: `original` is `fn`'s curve as it was before (nothing set yet).
Result<SmoothReport> setSmoothedValues(AnimCurveFn &fn, const AnimCurve &original,
                                       std::pair<std::size_t, std::size_t> range,
                                       const std::vector<std::optional<double>> &filtered, double blendFrames,
                                       std::optional<MayaTangentType> tangentType, AnimCurveChange *change);

} // namespace knotline::detail
