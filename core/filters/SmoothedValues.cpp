#include "core/filters/SmoothedValues.h"

#include "core/filters/EdgeBlend.h"

#include <algorithm>
#include <cmath>

namespace knotline::detail {

Result<SmoothReport> setSmoothedValues(AnimCurveFn &fn, const AnimCurve &original,
                                       std::pair<std::size_t, std::size_t> range,
                                       const std::vector<std::optional<double>> &filtered, double blendFrames,
                                       AnimCurveChange *change)
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
    report.keysChanged = changed.size();
    return report;
}

} // namespace knotline::detail
