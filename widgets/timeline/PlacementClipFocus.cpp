#include "widgets/timeline/PlacementClipFocus.h"

#include "widgets/canvas/CanvasPlacement.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

namespace knotline {

PlacementClipFocus::PlacementClipFocus(EditorSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(session->placementSelection(), &PlacementSelection::changed, this, &PlacementClipFocus::onPlacementChanged);
    connect(session, &EditorSession::documentChanged, this, [this] {
        m_shown.reset();
        m_shownClip = nullptr;
    });
}

void PlacementClipFocus::onPlacementChanged()
{
    const Timeline *timeline = m_session->document() ? m_session->document()->timeline() : nullptr;
    const std::optional<PlacementIndex> current = m_session->placementSelection()->current();
    if (!timeline || !current || !hasPlacement(*timeline, *current))
        return;
    const Clip *clip = timeline->placedClip(*current).clip.get();
    if (current == m_shown && clip == m_shownClip)
        return; // the same placement still (a selection change around it)
    m_shown = current;
    m_shownClip = clip;
    std::set<ChannelId> channels = channelsOfClip(*m_session->document(), clip);
    if (channels.empty())
        return;
    const std::optional<ChannelId> currentChannel = m_session->currentChannel();
    m_session->channelFocus()->setSelectedChannels(channels);
    if (!currentChannel || !channels.count(*currentChannel)) {
        // The first in the document's row order (the channel tree's order).
        for (ChannelId id : m_session->document()->channelIds())
            if (channels.count(id)) {
                m_session->setCurrentChannel(id);
                break;
            }
    }
}

} // namespace knotline
