#pragma once
// ChannelTreeView: the channel tree dock's widget — a QTreeView over its own
// ChannelTreeModel. Clicking a check box toggles visibility / lock (via the model, i.e.
// EditorSession); double-clicking a colour cell, or the context menu's "Colour…", opens a
// QColorDialog whose chosen colour goes to EditorSession::setChannelColor. Making a
// channel row current emits currentChannelChanged (wire it to the knot table, inspector
// and velocity chart). After a new document the tree is expanded and its first channel
// made current without selecting a row (so every curve is shown).
// Several rows can be selected (Ctrl+click toggles, Shift+click extends): the channels of
// the selected rows — a group row standing for every channel under it — go to the
// session's ChannelFocus, which decides the curves the canvas shows. When the session's
// current channel changes elsewhere (a key clicked in the canvas, the knot table), its
// row only becomes current: the selection, and with it the curves shown, stays.
// When the focus's selection is set elsewhere (selecting a placement selects its clip's
// channels, PlacementClipFocus), the tree selects those channels' rows, so that it shows
// what the canvas shows.

#include "core/editor/ChannelId.h"
#include <QColorDialog>
#include <QPointer>
#include <QTreeView>

#include <cstddef>
#include <optional>
#include <set>

namespace knotline {

class ChannelTreeModel;
class EditorSession;

class ChannelTreeView : public QTreeView {
    Q_OBJECT

public:
    explicit ChannelTreeView(EditorSession *session, QWidget *parent = nullptr);

    ChannelTreeModel *channelModel() const { return m_model; }

    /// The channel of the current row; nullopt when a group row (or nothing) is current.
    std::optional<ChannelId> currentChannel() const;
    /// Makes the row of `channel` current, and the only selected row unless it is selected
    /// already; nothing for an unknown channel.
    void setCurrentChannel(ChannelId channel);

    /// Opens a colour dialog for the channel row at `index` (non-blocking; the dialog is a
    /// child of this view and deletes itself when closed). Nothing for group rows.
    void chooseColor(const QModelIndex &index);
    /// The open colour dialog, if any (tests, and closing it).
    QColorDialog *colorDialog() const { return m_colorDialog; }

signals:
    /// A channel row became current (not emitted for group rows).
    void currentChannelChanged(std::optional<ChannelId> channel);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void onModelReset();
    /// Sends the selected rows' channels to the session's ChannelFocus.
    void publishSelection();
    /// The channels the selected rows stand for.
    std::set<ChannelId> selectedRowChannels() const;
    /// Selects the rows of the focus's selected channels when they differ from the tree's.
    void mirrorFocus();

    EditorSession *m_session;
    ChannelTreeModel *m_model;
    QPointer<QColorDialog> m_colorDialog;
    bool m_removingRows = false; ///< the model is removing rows (current-row moves are not the user's)
    bool m_mirroring = false;    ///< selecting rows for the focus (not published back)
};

} // namespace knotline
