#include "core/filters/CurveSmooth.h"

#include "core/filters/CurveDeviation.h"
#include "core/filters/FilterRange.h"
#include "core/filters/SmoothedValues.h"

#include "core/base/ShortestNumber.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace knotline {

Result<SmoothReport> smoothCurve(AnimCurveFn &fn, const SmoothOptions &options, AnimCurveChange *change)
{
    if (!std::isfinite(options.window) || options.window <= 0.0)
        return Result<SmoothReport>::error(MessageId::FilterWindowInvalid, shortestNumber(options.window));
    const auto range = detail::filterKeyRange(fn.curve(), options.keyRange, 1);
    if (!range)
        return range.status();
    const AnimCurve original = fn.curve();
    const std::vector<double> keys = keyTimes(original);
    const double half = options.window / 2.0;

    const auto [first, last] = range.value();
    std::vector<std::optional<double>> means;
    means.reserve(last - first + 1);
    for (std::size_t i = first; i <= last; ++i) {
        const double t = keys[i];
        const double t0 = std::max(keys.front(), t - half);
        const double t1 = std::min(keys.back(), t + half);
        means.push_back(detail::weightedCurveMean(original, t0, t1, keys, [](double) { return 1.0; }));
    }
    return detail::setSmoothedValues(fn, original, range.value(), means, 0.0, options.tangentType, change);
}

} // namespace knotline
