#include "widgets/canvas/ChannelCaches.h"

#include "core/spline/Regression.h"

namespace knotline {

void ChannelCaches::reset(std::size_t channelCount)
{
    m_channels.clear();
    m_channels.resize(channelCount);
}

void ChannelCaches::invalidate(std::size_t channel, double timeMin, double timeMax)
{
    if (channel >= m_channels.size())
        return;
    m_channels[channel].polylines.invalidate(timeMin, timeMax);
    m_channels[channel].regressive.reset();
}

void ChannelCaches::invalidate(std::size_t channel, const std::vector<std::pair<double, double>> &intervals)
{
    if (channel >= m_channels.size())
        return;
    for (const auto &[lo, hi] : intervals)
        m_channels[channel].polylines.invalidate(lo, hi);
    m_channels[channel].regressive.reset();
}

const std::vector<std::size_t> &ChannelCaches::regressiveSegments(std::size_t channel, const Spline &spline)
{
    Entry &e = m_channels[channel];
    if (!e.regressive)
        e.regressive = knotline::regressiveSegments(spline);
    return *e.regressive;
}

} // namespace knotline
