#include "core/filters/SmoothedValues.h"

#include "core/filters/CurveDeviation.h"
#include "core/filters/EdgeBlend.h"

#include <algorithm>
#include <cmath>

namespace knotline::detail {

std::optional<double> weightedCurveMean(const AnimCurve &curve, double t0, double t1, const std::vector<double> &keys,
                                        const std::function<double(double)> &weight)
{
    const std::vector<double> times = deviationSampleTimes(t0, t1, kDeviationSubdivisions, keys);
    if (times.size() == 1) {
        const Result<double> v = curve.evaluate(times.front());
        return v ? std::optional<double>(v.value()) : std::nullopt;
    }
    double sum = 0.0, weights = 0.0;
    std::optional<double> previousValue;
    double previousWeight = 0.0;
    for (std::size_t i = 0; i < times.size(); ++i) {
        const Result<double> v = curve.evaluate(times[i]);
        const std::optional<double> value = v ? std::optional<double>(v.value()) : std::nullopt;
        const double w = weight(times[i]);
        if (i > 0 && previousValue && value) {
            const double dt = times[i] - times[i - 1];
            sum += 0.5 * (previousWeight * *previousValue + w * *value) * dt;
            weights += 0.5 * (previousWeight + w) * dt;
        }
        previousValue = value;
        previousWeight = w;
    }
    if (!(weights > 0.0))
        return std::nullopt;
    return sum / weights;
}

Result<SmoothReport> setSmoothedValues(AnimCurveFn &fn, const AnimCurve &original,
                                       std::pair<std::size_t, std::size_t> range,
                                       const std::vector<std::optional<double>> &filtered, double blendFrames,
                                       std::optional<MayaTangentType> tangentType, AnimCurveChange *change)
{
    const double first = original.keyTime(range.first);
    const double last = original.keyTime(range.second);
    std::vector<std::pair<std::size_t, double>> changed;
    SmoothReport report;
    for (std::size_t i = range.first; i <= range.second; ++i) {
        const std::optional<double> target = filtered[i - range.first];
        if (!target)
            continue;
        const double old = original.keyValue(i);
        const double value = blendedValue(old, *target, edgeBlendWeight(original.keyTime(i), first, last, blendFrames));
        if (value == old)
            continue;
        changed.emplace_back(i, value);
        report.largestChange = std::max(report.largestChange, std::abs(value - old));
    }
    for (const auto &[index, value] : changed) {
        const Status st = fn.setValue(index, value, change);
        if (!st)
            return st;
    }
    if (tangentType) {
        for (const auto &[index, value] : changed) {
            Status st = fn.setInTangentType(index, *tangentType, change);
            if (st)
                st = fn.setOutTangentType(index, *tangentType, change);
            if (!st)
                return st;
        }
    }
    report.keysChanged = changed.size();
    return report;
}

} // namespace knotline::detail
