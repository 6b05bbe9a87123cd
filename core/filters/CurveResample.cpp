#include "core/filters/CurveResample.h"

#include "core/base/ShortestNumber.h"

#include <cmath>
#include <vector>

namespace knotline {

namespace {
constexpr double kMaxResampleKeys = 1.0e6;
} // namespace

std::vector<double> resampleTimes(double start, double end, double stride)
{
    std::vector<double> times;
    // Times from an integer counter (start + k·stride), never by adding up strides.
    const double count = std::floor((end - start) / stride + 1e-9);
    for (double k = 0.0; k <= count; k += 1.0)
        times.push_back(start + k * stride);
    if (end - times.back() > 1e-9 * std::max(1.0, std::abs(end)))
        times.push_back(end);
    else
        times.back() = end;
    return times;
}

Result<ResampleReport> resampleCurve(AnimCurveFn &fn, const ResampleOptions &options, AnimCurveChange *change)
{
    if (!std::isfinite(options.stride) || options.stride <= 0.0)
        return Result<ResampleReport>::error(MessageId::FilterStrideInvalid, shortestNumber(options.stride));
    const AnimCurve original = fn.curve();
    if (original.numKeys() == 0)
        return Result<ResampleReport>::error(MessageId::FilterTooFewKeys, 1);
    const double start = options.start.value_or(original.keyTime(0));
    const double end = options.end.value_or(original.keyTime(original.numKeys() - 1));
    if (!std::isfinite(start) || !std::isfinite(end) || start > end)
        return Result<ResampleReport>::error(MessageId::FilterTimeRangeInvalid, shortestNumber(start), shortestNumber(end));
    if ((end - start) / options.stride > kMaxResampleKeys)
        return Result<ResampleReport>::error(MessageId::FilterStrideInvalid, shortestNumber(options.stride));

    const std::vector<double> times = resampleTimes(start, end, options.stride);
    std::vector<double> values;
    values.reserve(times.size());
    for (double t : times) {
        const Result<double> v = original.evaluate(t);
        if (!v)
            return v.status();
        values.push_back(v.value());
    }
    const Status st = fn.addKeys(times, values, options.tangentType, options.tangentType, false, change);
    if (!st)
        return st;
    ResampleReport report;
    report.keysBefore = original.numKeys();
    report.keysAfter = fn.numKeys();
    report.deviation = largestDifference(mayaCurveFunction(original), mayaCurveFunction(fn.curve()), start, end,
                                         kDeviationSubdivisions, keyTimes(original));
    return report;
}

} // namespace knotline
