#pragma once
// KnotTableView: the knot table dock's widget — a QTableView over its own KnotTableModel
// with a KnotTableDelegate, whose row selection is kept in sync with the session's
// KnotSelection in both directions:
// - selecting rows in the table replaces the session selection with those keys of the
//   current channel (a click in a table means "select these");
// - when the session selection changes (e.g. the canvas), the table selects the rows of
//   the current channel's selected keys; when none of them is in the current channel
//   but another channel has selected keys, the table first switches to the first such
//   channel (the current channel follows the selection).
// Construct with the session; set the channel with setChannel (the channel tree's
// currentChannelChanged) or let it follow the selection.

#include "core/editor/ChannelId.h"
#include <QTableView>

#include <cstddef>
#include <optional>

namespace knotline {

class EditorSession;
class KnotTableModel;

class KnotTableView : public QTableView {
    Q_OBJECT

public:
    explicit KnotTableView(EditorSession *session, QWidget *parent = nullptr);

    KnotTableModel *knotModel() const { return m_model; }

    /// The channel shown (forwards to the model).
    std::optional<ChannelId> channel() const;
    void setChannel(std::optional<ChannelId> channel);

signals:
    /// The channel shown changed (setChannel, following the selection, new document).
    void currentChannelChanged(std::optional<ChannelId> channel);
    /// An edit in the table was refused; `reason` is for the user (status bar).
    void editRefused(const QString &reason);

private:
    /// KnotSelection::changed: switch channel if needed, then selectionFromSession.
    void followSession();
    /// Selects the current channel's selected keys (no channel switch).
    void selectionFromSession();
    void selectionToSession();

    EditorSession *m_session;
    KnotTableModel *m_model;
    bool m_syncing = false; ///< applying the session selection: do not write it back
};

} // namespace knotline
