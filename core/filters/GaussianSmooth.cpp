#include "core/filters/GaussianSmooth.h"

#include "core/base/ShortestNumber.h"
#include "core/filters/CurveDeviation.h"
#include "core/filters/FilterRange.h"
#include "core/filters/SmoothedValues.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace knotline {

Result<SmoothReport> gaussianSmoothCurve(AnimCurveFn &fn, const GaussianSmoothOptions &options, AnimCurveChange *change)
{
    if (!std::isfinite(options.sigma) || options.sigma <= 0.0)
        return Result<SmoothReport>::error(MessageId::FilterSigmaInvalid, shortestNumber(options.sigma));
    if (!std::isfinite(options.blendFrames) || options.blendFrames < 0.0)
        return Result<SmoothReport>::error(MessageId::FilterBlendInvalid, shortestNumber(options.blendFrames));
    const auto range = detail::filterKeyRange(fn.curve(), options.keyRange, 1);
    if (!range)
        return range.status();
    const AnimCurve original = fn.curve();
    const std::vector<double> keys = keyTimes(original);
    const double reach = 3.0 * options.sigma;

    const auto [first, last] = range.value();
    std::vector<std::optional<double>> filtered;
    filtered.reserve(last - first + 1);
    for (std::size_t i = first; i <= last; ++i) {
        const double t = keys[i];
        const double t0 = std::max(keys.front(), t - reach);
        const double t1 = std::min(keys.back(), t + reach);
        const double sigma = options.sigma;
        filtered.push_back(detail::weightedCurveMean(original, t0, t1, keys, [t, sigma](double time) {
            const double x = (time - t) / sigma;
            return std::exp(-0.5 * x * x);
        }));
    }
    return detail::setSmoothedValues(fn, original, range.value(), filtered, options.blendFrames, options.tangentType,
                                     change);
}

} // namespace knotline
