#include "widgets/canvas/RegressiveSpans.h"

#include "core/spline/Regression.h"
#include "core/spline/Spline.h"

#include <algorithm>

namespace knotline {

RegressiveSpans::RegressiveSpans(const Spline &spline) : m_starts(regressiveSegments(spline))
{
    const auto &knots = spline.knots();
    m_times.reserve(m_starts.size());
    for (std::size_t s : m_starts)
        m_times.emplace_back(knots[s].time, knots[s + 1].time);
}

bool RegressiveSpans::contains(std::size_t start) const
{
    return std::binary_search(m_starts.begin(), m_starts.end(), start);
}

std::pair<std::size_t, std::size_t> RegressiveSpans::overlapping(double tMin, double tMax) const
{
    if (!(tMin <= tMax))
        return {0, 0};
    // First span ending at or after tMin; first span starting after tMax.
    const auto first = std::partition_point(m_times.begin(), m_times.end(),
                                            [tMin](const auto &t) { return t.second < tMin; });
    const auto last = std::partition_point(first, m_times.end(), [tMax](const auto &t) { return t.first <= tMax; });
    return {std::size_t(first - m_times.begin()), std::size_t(last - m_times.begin())};
}

std::pair<std::size_t, std::size_t> RegressiveSpans::middlesWithin(double tMin, double tMax) const
{
    if (!(tMin <= tMax))
        return {0, 0};
    const std::size_t first = firstMiddleFrom(tMin, 0, size());
    // The first span from `first` on whose middle lies beyond tMax.
    const auto beyond = std::partition_point(m_times.begin() + std::ptrdiff_t(first), m_times.end(),
                                             [tMax](const auto &t) { return 0.5 * (t.first + t.second) <= tMax; });
    return {first, std::size_t(beyond - m_times.begin())};
}

std::size_t RegressiveSpans::firstMiddleFrom(double time, std::size_t from, std::size_t to) const
{
    const auto it = std::partition_point(m_times.begin() + std::ptrdiff_t(from), m_times.begin() + std::ptrdiff_t(to),
                                         [time](const auto &t) { return 0.5 * (t.first + t.second) < time; });
    return std::size_t(it - m_times.begin());
}

} // namespace knotline
