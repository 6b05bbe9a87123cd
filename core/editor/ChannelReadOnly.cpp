#include "core/editor/ChannelReadOnly.h"

namespace knotline {

Status channelReadOnlyStatus(const Channel &channel)
{
    if (channel.source == ChannelSource::ClipChannel)
        return Status::error(MessageId::ClipStepChannelReadOnly, channel.path);
    if (channel.valueSource == ValueSourceKind::ClipSet)
        return Status::error(MessageId::ClipSetChannelReadOnly, channel.path);
    return Status::error(MessageId::ChannelReadOnly, channel.path);
}

} // namespace knotline
