#include "core/timeline/Clip.h"

#include "core/base/ShortestNumber.h"
#include "core/timeline/TimelineMessages.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace knotline {

using detail::timelineText;

Clip::Clip() = default;

Result<Clip> Clip::make(QString name, double duration, LoopMode loopMode, std::vector<ClipChannel> channels,
                        SyncTimes syncTimes)
{
    Clip clip;
    clip.m_name = std::move(name);
    clip.m_loopMode = loopMode;
    if (Status s = clip.setDuration(duration); !s)
        return s;
    if (Status s = clip.setChannels(std::move(channels)); !s)
        return s;
    if (Status s = clip.setSyncTimes(syncTimes); !s)
        return s;
    return clip;
}

Status Clip::setDuration(double duration)
{
    if (!(std::isfinite(duration) && duration > 0.0))
        return Status::error(MessageId::ClipDurationInvalid, timelineText(label()), shortestNumber(duration));
    m_duration = duration;
    return Status::ok();
}

const ClipChannel *Clip::channel(const ChannelKey &key) const
{
    const auto it = std::find_if(m_channels.begin(), m_channels.end(),
                                 [&](const ClipChannel &c) { return c.key == key; });
    return it == m_channels.end() ? nullptr : &*it;
}

Status Clip::checkChannel(const ClipChannel &channel) const
{
    if (channel.keyCount() == 0)
        return Status::error(MessageId::ClipChannelNoKeys, timelineText(label()),
                             timelineText(channel.key.property), timelineText(channel.key.target));
    return Status::ok();
}

Status Clip::checkChannels(const std::vector<ClipChannel> &channels) const
{
    std::set<ChannelKey> seen;
    for (const ClipChannel &c : channels) {
        if (Status s = checkChannel(c); !s)
            return s;
        if (!seen.insert(c.key).second)
            return Status::error(MessageId::ClipChannelTwice, timelineText(label()), timelineText(c.key.property),
                                 timelineText(c.key.target));
    }
    return Status::ok();
}

Status Clip::setChannels(std::vector<ClipChannel> channels)
{
    if (Status s = checkChannels(channels); !s)
        return s;
    m_channels = std::move(channels);
    return Status::ok();
}

Status Clip::setChannel(ClipChannel channel)
{
    if (Status s = checkChannel(channel); !s)
        return s;
    for (ClipChannel &c : m_channels) {
        if (c.key == channel.key) {
            c = std::move(channel);
            return Status::ok();
        }
    }
    m_channels.push_back(std::move(channel));
    return Status::ok();
}

bool Clip::removeChannel(const ChannelKey &key)
{
    const auto it = std::find_if(m_channels.begin(), m_channels.end(),
                                 [&](const ClipChannel &c) { return c.key == key; });
    if (it == m_channels.end())
        return false;
    m_channels.erase(it);
    return true;
}

Status Clip::setSyncTimes(const SyncTimes &times)
{
    for (std::size_t i = 0; i < times.size(); ++i) {
        if (times[i] && !std::isfinite(*times[i]))
            return Status::error(MessageId::ClipSyncTimeNotFinite, timelineText(label()),
                                 syncPointName(static_cast<SyncPoint>(i)), shortestNumber(*times[i]));
    }
    m_syncTimes = times;
    return Status::ok();
}

} // namespace knotline
