#pragma once
// ChannelFocus: which channels the curve canvas shows — the graph editor's "only the
// selected curves" (Maya's Graph Editor shows the curves of the channels selected in its
// outliner; Blender's "Only Show Selected"). View state only: not undone, not saved.
//
// A channel is shown (shows()) when its ChannelDisplay is visible and
// - the isolated set is not empty (View ▸ Isolate Curves): it is one of the isolated
//   channels, whatever else is selected;
// - otherwise, when "show all" is off and some channel of the document is selected (the
//   channel tree's selection; a selected group row selects every channel under it):
//   it is one of the selected channels;
// - otherwise (show all on, or nothing selected): every visible channel is shown.
// Ids the document does not have (removed channels) are ignored in both sets; a new
// document clears both.
// When the tree selection, show-all or isolation changes, the selected keys of channels
// no longer shown leave the knot selection (a key command never acts on a key the user
// cannot see); hiding a channel (ChannelDisplay) drops its selected keys too
// (EditorSession::setChannelVisible).

#include "core/editor/ChannelId.h"

#include <QObject>

#include <set>
#include <vector>

namespace knotline {

class EditorSession;

class ChannelFocus : public QObject {
    Q_OBJECT

public:
    /// Owned by (and a child of) `session`.
    explicit ChannelFocus(EditorSession *session);

    /// The channels selected in the channel tree (group rows already expanded).
    const std::set<ChannelId> &selectedChannels() const { return m_selected; }
    /// Replaces the tree's selection; emits changed() when it differs.
    void setSelectedChannels(std::set<ChannelId> channels);

    /// View ▸ Show All Curves: show every visible channel whatever the tree selects.
    bool showAll() const { return m_showAll; }
    void setShowAll(bool on);

    /// The isolated (solo) channels; empty when nothing is isolated.
    const std::set<ChannelId> &isolatedChannels() const { return m_isolated; }
    bool isIsolating() const;
    /// Shows only `channels` until isolate({}) (the channels the document does not have are
    /// dropped; an empty set ends isolation). Emits changed() when it differs.
    void isolate(std::set<ChannelId> channels);

    /// Whether the canvas shows `channel` (rules above). False for an unknown id.
    bool shows(ChannelId channel) const;
    /// The shown channels in the document's row order.
    std::vector<ChannelId> shownChannels() const;

signals:
    void changed();

private:
    /// m_selected ∩ the document's channels is not empty.
    bool hasSelection() const;
    void onChanged();

    EditorSession *m_session;
    std::set<ChannelId> m_selected;
    std::set<ChannelId> m_isolated;
    bool m_showAll = false;
};

} // namespace knotline
