#include "core/valueclips/ClipTimeMapping.h"

#include <algorithm>
#include <limits>

namespace knotline {

double clipSafeStep()
{
    return std::numeric_limits<double>::epsilon() * 1e6 * 10.0 * 2.0;
}

ClipTimeMapping::ClipTimeMapping(std::vector<ClipTimePair> times)
{
    std::stable_sort(times.begin(), times.end(),
                     [](const ClipTimePair &a, const ClipTimePair &b) { return a.stageTime < b.stageTime; });
    m_points.reserve(times.size());
    for (std::size_t i = 0; i < times.size(); ++i) {
        Point p{times[i].stageTime, times[i].clipTime, false, times[i].stageTime};
        if (i + 1 < times.size() && times[i + 1].stageTime == times[i].stageTime) {
            p.sampleTime -= clipSafeStep();
            p.jumpStart = true;
        }
        m_points.push_back(p);
    }
}

double ClipTimeMapping::clipTime(double stageTime) const
{
    if (m_points.empty())
        return stageTime;
    // The first entry after stageTime; the one before it is the last entry at or before
    // stageTime, so at a jump's time the later entry wins.
    const auto upper = std::upper_bound(m_points.begin(), m_points.end(), stageTime,
                                        [](double t, const Point &p) { return t < p.stageTime; });
    if (upper == m_points.begin())
        return m_points.front().clipTime;
    if (upper == m_points.end())
        return m_points.back().clipTime;
    const Point &b = *upper;
    const Point &a = *(upper - 1);
    if (a.stageTime == stageTime)
        return a.clipTime;
    return (b.clipTime - a.clipTime) / (b.stageTime - a.stageTime) * (stageTime - a.stageTime) + a.clipTime;
}

void ClipTimeMapping::stageTimesOf(double clipTime, std::vector<double> *out) const
{
    if (m_points.empty()) {
        out->push_back(clipTime);
        return;
    }
    for (std::size_t i = 0; i + 1 < m_points.size(); ++i) {
        const Point &a = m_points[i];
        const Point &b = m_points[i + 1];
        if (a.jumpStart)
            continue;
        if (clipTime < std::min(a.clipTime, b.clipTime) || clipTime > std::max(a.clipTime, b.clipTime))
            continue;
        if (a.clipTime == b.clipTime) {
            out->push_back(a.stageTime);
            out->push_back(b.stageTime);
        } else {
            out->push_back(a.stageTime + (b.stageTime - a.stageTime) * (clipTime - a.clipTime) / (b.clipTime - a.clipTime));
        }
    }
}

} // namespace knotline
