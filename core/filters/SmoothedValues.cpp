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
    // Checked before anything is written, so a refusal leaves the curve as it was.
    for (const auto &[index, value] : changed)
        if (!std::isfinite(value))
            return Status::error(MessageId::KeyValueNotFinite);
    for (const auto &[index, value] : changed) {
        const Status st = fn.setValue(index, value, change);
        if (!st)
            return st;
    }
    if (tangentType) {
        // A side that borders a value block keeps its type: setting the out side would turn
        // the block into a curve segment (AnimCurveFn::setOutTangentType).
        const std::vector<Knot> &knots = original.spline().knots();
        for (const auto &[index, value] : changed) {
            const bool blockBefore = index > 0 && knots[index - 1].nextInterp == Interpolation::ValueBlock;
            const bool blockAfter = knots[index].nextInterp == Interpolation::ValueBlock;
            if (!blockBefore) {
                if (const Status st = fn.setInTangentType(index, *tangentType, change); !st)
                    return st;
            }
            if (!blockAfter) {
                if (const Status st = fn.setOutTangentType(index, *tangentType, change); !st)
                    return st;
            }
        }
    }
    report.keysChanged = changed.size();
    return report;
}

} // namespace knotline::detail
