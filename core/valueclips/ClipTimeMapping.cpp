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
    std::vector<TimeMapKey> keys;
    for (const Point &p : m_points)
        keys.push_back({p.stageTime, p.clipTime});
    // Finite times (ClipSetReader checks them) and the later key winning at a jump: the
    // map cannot be refused; the identity stays if it ever were.
    if (!keys.empty())
        if (Result<TimeMap> map = TimeMap::fromKeys(std::move(keys), JumpRule::LaterKeyWins))
            m_map = std::move(map.value());
}

double ClipTimeMapping::clipTime(double stageTime) const
{
    return m_map.evaluate(stageTime);
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

ClipTimeMapping::Segment ClipTimeMapping::segmentAt(double stageTime) const
{
    Segment s;
    if (m_points.empty())
        return s;
    const auto pair = [](const Point &p) { return ClipTimePair{p.stageTime, p.clipTime}; };
    // The last entry at or before stageTime (the later of a jump's two).
    const auto after = std::upper_bound(m_points.begin(), m_points.end(), stageTime,
                                        [](double t, const Point &p) { return t < p.stageTime; });
    if (after == m_points.begin()) {
        s.kind = Segment::Kind::Before;
        s.from = s.to = pair(m_points.front());
    } else if (after == m_points.end()) {
        s.kind = Segment::Kind::After;
        s.from = s.to = pair(m_points.back());
    } else {
        s.kind = Segment::Kind::Between;
        s.from = pair(*(after - 1));
        s.to = pair(*after);
    }
    return s;
}

} // namespace knotline
