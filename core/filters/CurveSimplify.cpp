#include "core/filters/CurveSimplify.h"

#include "core/filters/FilterRange.h"

#include "core/base/ShortestNumber.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

/// Tries to remove key `index` of `current`: the curve without it when it stays within
/// `tolerance` of `original` over the span key index − 2 … index + 2.
std::optional<AnimCurve> withoutKey(const AnimCurve &current, std::size_t index, const CurveFunction &original,
                                    const std::vector<double> &originalKeyTimes, const SimplifyOptions &options)
{
    AnimCurve trial = current;
    AnimCurveFn trialFn(trial);
    if (!trialFn.remove(index))
        return std::nullopt;
    const std::size_t n = current.numKeys();
    const double t0 = current.keyTime(index >= 2 ? index - 2 : 0);
    const double t1 = current.keyTime(std::min(index + 2, n - 1));
    const Deviation d = largestDifference(original, mayaCurveFunction(trial), t0, t1, options.subdivisions,
                                          originalKeyTimes);
    if (d.largest > options.tolerance)
        return std::nullopt;
    return trial;
}

} // namespace

Result<SimplifyReport> simplifyCurve(AnimCurveFn &fn, const SimplifyOptions &options, AnimCurveChange *change)
{
    if (!std::isfinite(options.tolerance) || options.tolerance < 0.0)
        return Result<SimplifyReport>::error(MessageId::FilterToleranceInvalid, shortestNumber(options.tolerance));
    const auto range = detail::filterKeyRange(fn.curve(), options.keyRange, 1);
    if (!range)
        return range.status();
    const AnimCurve original = fn.curve();
    const CurveFunction originalFn = mayaCurveFunction(original);
    const std::vector<double> originalTimes = keyTimes(original);
    SimplifyOptions opts = options;
    opts.subdivisions = std::max(1, options.subdivisions);

    // Work on a copy; the removable keys are identified by time (indices shift as keys go).
    const double rangeStart = original.keyTime(range.value().first);
    const double rangeEnd = original.keyTime(range.value().second);
    AnimCurve current = original;
    bool removedAny = true;
    while (removedAny) {
        removedAny = false;
        for (std::size_t i = 1; i + 1 < current.numKeys(); ++i) {
            const double t = current.keyTime(i);
            if (t <= rangeStart || t >= rangeEnd)
                continue;
            if (std::optional<AnimCurve> next = withoutKey(current, i, originalFn, originalTimes, opts)) {
                current = std::move(*next);
                removedAny = true;
                --i; // the next key now has index i
            }
        }
    }

    SimplifyReport report;
    report.keysBefore = original.numKeys();
    report.keysAfter = current.numKeys();
    const std::vector<double> kept = keyTimes(current);
    std::set_difference(originalTimes.begin(), originalTimes.end(), kept.begin(), kept.end(),
                        std::back_inserter(report.removedTimes));
    report.deviation = largestDifference(originalFn, mayaCurveFunction(current), originalTimes.front(),
                                         originalTimes.back(), opts.subdivisions, originalTimes);

    // Apply the same removals to the real curve, last first, recorded.
    for (auto it = report.removedTimes.rbegin(); it != report.removedTimes.rend(); ++it) {
        const std::optional<std::size_t> index = fn.find(*it);
        if (!index)
            continue;
        const Status st = fn.remove(*index, change);
        if (!st)
            return st;
    }
    return report;
}

} // namespace knotline
