#include "widgets/canvas/ChannelCaches.h"

namespace knotline {

void ChannelCaches::invalidate(ChannelId channel, double timeMin, double timeMax)
{
    const auto it = m_channels.find(channel);
    if (it == m_channels.end())
        return;
    it->second.polylines.invalidate(timeMin, timeMax);
    it->second.regressive.reset();
}

void ChannelCaches::invalidate(ChannelId channel, const std::vector<std::pair<double, double>> &intervals)
{
    const auto it = m_channels.find(channel);
    if (it == m_channels.end())
        return;
    for (const auto &[lo, hi] : intervals)
        it->second.polylines.invalidate(lo, hi);
    it->second.regressive.reset();
}

const PolylineCache *ChannelCaches::findPolylines(ChannelId channel) const
{
    const auto it = m_channels.find(channel);
    return it == m_channels.end() ? nullptr : &it->second.polylines;
}

const RegressiveSpans &ChannelCaches::regressiveSpans(ChannelId channel, const Spline &spline)
{
    Entry &e = m_channels[channel];
    if (!e.regressive)
        e.regressive.emplace(spline);
    return *e.regressive;
}

} // namespace knotline
