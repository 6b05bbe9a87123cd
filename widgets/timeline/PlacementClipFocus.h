#pragma once
// PlacementClipFocus: selecting a placement shows its clip's channels in the curve canvas
// (issue 15, "Clip channels in the curve editor"). When the current placement
// (PlacementSelection::current) becomes another placed clip, the channels of its clip
// (channelsOfClip, PlacementClipTime.h) become the channel focus's selection and, unless
// the current channel already is one of them, the first of them the current channel —
// as a click on those channels in the channel tree would do. Clearing the placement
// selection leaves the focus as it is. View state only: nothing is undone.

#include <QObject>

#include <optional>

#include "core/timeline/Timeline.h"

namespace knotline {

class EditorSession;

class PlacementClipFocus : public QObject {
    Q_OBJECT

public:
    /// Follows `session`'s placement selection (not owned; parent of this object or
    /// outliving it).
    explicit PlacementClipFocus(EditorSession *session, QObject *parent = nullptr);

private:
    void onPlacementChanged();

    EditorSession *m_session;
    std::optional<PlacementIndex> m_shown; ///< the placement whose channels were last focused
    const Clip *m_shownClip = nullptr;     ///< and its clip
};

} // namespace knotline
