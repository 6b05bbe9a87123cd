#include "core/filters/EulerFilter.h"

#include "core/filters/FilterRange.h"

#include <cmath>
#include <numbers>
#include <vector>

namespace knotline {

double fullTurn(AngleUnit unit)
{
    return unit == AngleUnit::Degrees ? 360.0 : 2.0 * std::numbers::pi;
}

Result<EulerFilterReport> eulerFilter(AnimCurveFn &fn, AngleUnit unit,
                                      std::optional<std::pair<std::size_t, std::size_t>> keyRange,
                                      AnimCurveChange *change)
{
    const auto range = detail::filterKeyRange(fn.curve(), keyRange, 1);
    if (!range)
        return range.status();
    const auto [first, last] = range.value();
    const double turn = fullTurn(unit);
    const AnimCurve &curve = fn.curve();

    // New values first (from the original ones), then one setValue per changed key.
    std::vector<std::pair<std::size_t, double>> changed;
    EulerFilterReport report;
    double previous = curve.keyValue(first);
    for (std::size_t i = first + 1; i <= last; ++i) {
        const double v = curve.keyValue(i);
        // k: the whole number of turns that brings v nearest to the previous (unwrapped)
        // value; a difference of exactly half a turn is not a flip.
        double k = std::round((previous - v) / turn);
        if (std::abs(previous - v) == turn / 2.0)
            k = 0.0;
        const double unwrapped = v + k * turn;
        if (k != 0.0) {
            changed.emplace_back(i, unwrapped);
            report.largestShift = std::max(report.largestShift, std::abs(k * turn));
        }
        previous = unwrapped;
    }
    for (const auto &[index, value] : changed) {
        const Status st = fn.setValue(index, value, change);
        if (!st)
            return st; // setValue fails only on non-finite values, which the input cannot give
    }
    report.keysChanged = changed.size();
    return report;
}

} // namespace knotline
