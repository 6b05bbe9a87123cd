#include "core/filters/CurveSmooth.h"

#include "core/filters/CurveDeviation.h"
#include "core/filters/FilterRange.h"

#include "core/base/ShortestNumber.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace knotline {

namespace {

/// Mean of `curve` over [t0, t1] by the trapezoid rule over the deviation sample times;
/// nullopt when it has no value anywhere there. Pieces without a value are left out.
std::optional<double> meanValue(const AnimCurve &curve, double t0, double t1, const std::vector<double> &keys)
{
    const std::vector<double> times = deviationSampleTimes(t0, t1, kDeviationSubdivisions, keys);
    if (times.size() == 1) {
        const Result<double> v = curve.evaluate(times.front());
        return v ? std::optional<double>(v.value()) : std::nullopt;
    }
    double area = 0.0, length = 0.0;
    std::optional<double> previous;
    for (std::size_t i = 0; i < times.size(); ++i) {
        const Result<double> v = curve.evaluate(times[i]);
        const std::optional<double> value = v ? std::optional<double>(v.value()) : std::nullopt;
        if (i > 0 && previous && value) {
            const double dt = times[i] - times[i - 1];
            area += 0.5 * (*previous + *value) * dt;
            length += dt;
        }
        previous = value;
    }
    if (length <= 0.0)
        return std::nullopt;
    return area / length;
}

} // namespace

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

    std::vector<std::pair<std::size_t, double>> changed;
    SmoothReport report;
    for (std::size_t i = range.value().first; i <= range.value().second; ++i) {
        const double t = keys[i];
        const double t0 = std::max(keys.front(), t - half);
        const double t1 = std::min(keys.back(), t + half);
        const std::optional<double> mean = meanValue(original, t0, t1, keys);
        if (!mean || *mean == original.keyValue(i))
            continue;
        changed.emplace_back(i, *mean);
        report.largestChange = std::max(report.largestChange, std::abs(*mean - original.keyValue(i)));
    }
    for (const auto &[index, value] : changed) {
        const Status st = fn.setValue(index, value, change);
        if (!st)
            return st;
    }
    report.keysChanged = changed.size();
    return report;
}

} // namespace knotline
