#include "core/filters/GaussianSmooth.h"

#include "core/base/ShortestNumber.h"
#include "core/filters/CurveDeviation.h"
#include "core/filters/FilterRange.h"
#include "core/filters/SmoothedValues.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace knotline {

namespace {

/// The Gaussian-weighted mean of `curve` around `t` over [t0, t1]; nullopt when it has no
/// value there.
std::optional<double> weightedMean(const AnimCurve &curve, double t, double sigma, double t0, double t1,
                                   const std::vector<double> &keys)
{
    const std::vector<double> times = deviationSampleTimes(t0, t1, kDeviationSubdivisions, keys);
    double sum = 0.0, weights = 0.0;
    std::optional<double> previousValue;
    double previousWeight = 0.0;
    for (std::size_t i = 0; i < times.size(); ++i) {
        const Result<double> v = curve.evaluate(times[i]);
        const std::optional<double> value = v ? std::optional<double>(v.value()) : std::nullopt;
        const double x = (times[i] - t) / sigma;
        const double w = std::exp(-0.5 * x * x);
        if (i > 0 && previousValue && value) {
            const double dt = times[i] - times[i - 1];
            sum += 0.5 * (previousWeight * *previousValue + w * *value) * dt;
            weights += 0.5 * (previousWeight + w) * dt;
        }
        previousValue = value;
        previousWeight = w;
    }
    if (times.size() == 1)
        return previousValue;
    if (!(weights > 0.0))
        return std::nullopt;
    return sum / weights;
}

} // namespace

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
        filtered.push_back(weightedMean(original, t, options.sigma, t0, t1, keys));
    }
    return detail::setSmoothedValues(fn, original, range.value(), filtered, options.blendFrames, change);
}

} // namespace knotline
