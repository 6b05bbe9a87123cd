#pragma once
// PoseView: the pose view dock's widget (issue 15): a line naming the time ("Pose at frame
// 12 (0.5 s)") over a table of PoseModel — every (target, property) of the timeline, its
// value at the session's current time, the placed clip that wins it and whether it is
// active, held or at rest. It follows the session's current time live (playback, scrubbing,
// typing a time), evaluating through the model's TimelineCursor.
//
// Columns fit the view's width (no horizontal scrolling): Target, Property and Placed clip
// share what the fixed-width Value, State and Written-at columns leave.
//
// Time: the session's current time is in time codes; the model evaluates at timeline
// seconds = time codes / the document's time codes per second.
//
// What it shows: the session document's timeline (EditorDocument::timeline), re-read on
// documentChanged and timelineChanged (an edit, undo or redo, also each step of a drag
// applied live); setTimeline shows another one until the next of those. Without a
// timeline the table is empty and the line says why. An edit that keeps the keys (no
// track, placement count, played clip or pose mode changed; every drag step within a
// track) is shown by evaluating the current time directly, and only when it can change
// the pose there (TimelineTouched::from); the index that playback and scrubbing use is
// rebuilt once edits pause for kIndexRebuildDelayMs, or at the next time change, so a
// drag in a long timeline does not rebuild it on every step.

#include "core/timeline/Timeline.h"
#include "core/timeline/TimelineTouched.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QTableView;
class QTimer;

namespace knotline {

class EditorDocument;
class EditorSession;
class PoseModel;

class PoseView : public QWidget {
    Q_OBJECT

public:
    /// How long edits must pause before the pose index is rebuilt (see the header).
    static constexpr int kIndexRebuildDelayMs = 150;

    explicit PoseView(EditorSession *session, QWidget *parent = nullptr);

    /// Shows `timeline`'s pose (nullopt: none). Keeps the scroll position when the keys stay.
    void setTimeline(const std::optional<Timeline> &timeline);

    PoseModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLabel *timeLabel() const { return m_label; }

private:
    void followTime();
    void followDocument();
    void onTimelineChanged(const TimelineTouched &touched);
    /// setTimeline with the document's timeline (nullopt when it has none).
    void showDocumentTimeline();
    /// Column widths and resize modes (see the header comment).
    void fitColumns();

    EditorSession *m_session;
    QPointer<EditorDocument> m_document;
    PoseModel *m_model;
    QLabel *m_label;
    QTableView *m_table;
    QTimer *m_rebuild; ///< single shot: rebuild the index after an edit that kept the keys
};

} // namespace knotline
