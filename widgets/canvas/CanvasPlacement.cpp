#include "widgets/canvas/CanvasPlacement.h"

#include "core/editor/ClipChannelCurves.h"
#include "core/editor/EditorDocument.h"
#include "widgets/session/EditorSession.h"

namespace knotline {

std::optional<PlacementClipTime> placementForCanvas(const EditorSession &session)
{
    const EditorDocument *doc = session.document();
    const Timeline *timeline = doc ? doc->timeline() : nullptr;
    if (!timeline)
        return std::nullopt;
    const double fps = doc->timeCodesPerSecond();
    const Channel *channel = doc->findChannel(session.currentChannel());
    if (channel && channel->source != ChannelSource::ClipChannel)
        channel = nullptr;
    const std::string channelLabel = channel ? channel->path.substr(0, channel->path.find(':')) : std::string();

    std::optional<PlacementIndex> chosen;
    const std::optional<PlacementIndex> current = session.placementSelection()->current();
    if (current && hasPlacement(*timeline, *current)
        && (!channel || clipChannelLabel(*timeline, timeline->placedClip(*current).clip.get()) == channelLabel))
        chosen = current;
    if (!chosen && channel) {
        const std::shared_ptr<const Clip> clip = clipOfLabel(*timeline, channelLabel);
        const std::vector<PlacementIndex> playing = timeline->placementsPlaying(clip.get());
        if (!playing.empty())
            chosen = playing.front();
    }
    if (!chosen)
        return std::nullopt;
    return placementClipTime(*timeline, *chosen, fps);
}

std::set<ChannelId> channelsOfClip(const EditorDocument &document, const Clip *clip)
{
    std::set<ChannelId> out;
    const Timeline *timeline = document.timeline();
    if (!timeline)
        return out;
    const std::string label = clipChannelLabel(*timeline, clip);
    if (label.empty())
        return out;
    const std::string prefix = label + ":";
    for (ChannelId id : document.channelIds()) {
        const Channel &c = document.channel(id);
        if (c.source == ChannelSource::ClipChannel && c.path.compare(0, prefix.size(), prefix) == 0)
            out.insert(id);
    }
    return out;
}

} // namespace knotline
