#pragma once
// EditorSession: what every view of one editor window shares — the open EditorDocument,
// the undo stack, the knot selection, the current channel, each channel's display state,
// the current time and the visible time range the time views share.
// Views hold an EditorSession* and react to its signals; edits go through applyEdit() or
// an EditGesture so that each user gesture becomes exactly one undo step.

#include "core/editor/DocumentEditSession.h"
#include "core/editor/EditorDocument.h"
#include "widgets/session/ChannelDisplay.h"
#include "widgets/session/KnotSelection.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/axis/TimeAxis.h"

#include <QObject>
#include <QUndoStack>

#include <map>
#include <set>
#include <memory>
#include <optional>
#include <unordered_map>

namespace knotline {

class ChannelFocus;

class EditorSession : public QObject {
    Q_OBJECT

public:
    explicit EditorSession(QObject *parent = nullptr);
    ~EditorSession() override;

    /// The knot selection follows the keys it holds across edits of any kind (key inserts
    /// and deletes, undo, redo): EditorDocument::knotRowsChanged moves the selected rows
    /// after the replaced ones; a selected key among the replaced ones stays selected when
    /// as many keys were replaced as there were (edited in place: moved, retangented),
    /// else it is found again by its time; keys that are gone leave the selection.
    /// Never null (an empty document until one is set).
    EditorDocument *document() const { return m_document.get(); }
    /// Replaces the document: clears the undo stack and the selection, gives each channel
    /// the colour of its path (channelColor: the same after a save and reopen, whatever
    /// the row order), emits documentChanged(). Channels the document inserts later get
    /// their path's colour and the default display; a removed channel's knots leave the
    /// selection, and when it was current the channel now at its row (else the one
    /// before) becomes current. The session follows the document's signals before any
    /// view connected later does.
    void setDocument(std::unique_ptr<EditorDocument> document);

    QUndoStack *undoStack() const { return m_undoStack; }
    KnotSelection *selection() const { return m_selection; }
    /// Which channels the curve canvas shows (the channel tree's selection, show all,
    /// isolation: ChannelFocus.h). Never null.
    ChannelFocus *channelFocus() const { return m_focus; }
    /// The selected placed clips of a timeline document (empty for other documents);
    /// cleared by setDocument, pruned after every timeline change (PlacementSelection.h).
    PlacementSelection *placementSelection() const { return m_placementSelection; }

    /// The display state of `channel`; a default one (visible, unlocked, grey) for an id
    /// the document does not have.
    const ChannelDisplay &display(ChannelId channel) const;
    /// Set a channel's display state (ids the document does not have are ignored); emit
    /// channelDisplayChanged when it changes. Hiding a channel drops its selected keys
    /// from the knot selection (no command reaches keys the user cannot see).
    void setChannelVisible(ChannelId channel, bool visible);
    void setChannelLocked(ChannelId channel, bool locked);
    void setChannelColor(ChannelId channel, const QColor &color);
    /// The document has the channel, and it is visible, not locked and not read-only.
    bool isChannelEditable(ChannelId channel) const;

    /// The current channel: the one the knot table, the inspector and the velocity chart
    /// show and the channel tree marks; nullopt for none. Views set it (a row made current,
    /// the knot table following the selection) and follow currentChannelChanged, so none
    /// depends on another's signals or their order. setDocument makes the first channel
    /// current (none for an empty document).
    std::optional<ChannelId> currentChannel() const { return m_currentChannel; }
    /// Sets the current channel; an id the document does not have means none. A pending
    /// clip-driven channel gets its curve first (EditorDocument::resolveClipCurve).
    /// Emits currentChannelChanged when it changes.
    void setCurrentChannel(std::optional<ChannelId> channel);

    /// The current time cursor, in time codes.
    double currentTime() const { return m_currentTime; }
    void setCurrentTime(double time);

    /// One edit of one channel as one undo step named `text`. Errors as
    /// EditorDocument::edit, plus a locked channel; nothing is pushed on error.
    Status applyEdit(ChannelId channel, const EditorDocument::CurveEdit &edit, const QString &text);
    /// Makes `next` the timeline of the document (EditorDocument::setTimeline) as one undo
    /// step named `text` (nothing pushed when it equals the current timeline). Errors, with
    /// nothing changed or pushed: not a timeline document (MessageId::NotTimelineDocument).
    /// For gestures that change the timeline continuously use a TimelineGesture.
    Status applyTimelineEdit(Timeline next, const QString &text);
    /// Pushes `change` (already applied to document()) as one undo step named `text`;
    /// nothing when it is empty.
    void pushChange(DocumentChange change, const QString &text);
    /// Puts the undo stack's index back where the document is, after an undo or redo the
    /// document refused (QUndoStack moves its index even when a command's undo or redo
    /// fails; the failed command stays as it was): the index becomes one past the last
    /// step the document holds after a failed undo, the first step it does not hold after
    /// a failed redo; steps a multi-step jump undid or redid around the failed one are
    /// redone or undone again so that the steps held are exactly those below the index.
    /// Runs by itself from the event loop right after the failure (queued: the stack
    /// cannot be moved from inside its own undo()); calling it earlier does the same, and
    /// when nothing failed it does nothing.
    void repairHistory();

signals:
    void documentChanged();
    void channelDisplayChanged(knotline::ChannelId channel);
    void currentTimeChanged(double time);
    void currentChannelChanged(std::optional<knotline::ChannelId> channel);
    /// An undo (`undo` true) or redo of a command this session pushed failed: the document
    /// refused to revert or apply its change (and is unchanged); `status` says why. The
    /// window shows it (a failed step is never only a log line).
    void undoRedoFailed(const knotline::Status &status, bool undo);

private:
    void connectDocument();
    void onChannelInserted(ChannelId channel);
    void onChannelRemoved(ChannelId channel, std::size_t row);
    void onKnotRowsChanged(ChannelId channel, const KnotRowChange &rows);
    /// Moves the selection with the keys of the curves changed since the last call (once
    /// the change, or the batch of changes, is announced: EditorDocument::curvesSettled).
    void followSelection();
    void rememberSelectedTimes(ChannelId channel);
    void onStepFailed(const Status &status, bool undo);

    std::unique_ptr<EditorDocument> m_document;
    QUndoStack *m_undoStack;
    KnotSelection *m_selection;
    ChannelFocus *m_focus;
    PlacementSelection *m_placementSelection;
    std::unordered_map<ChannelId, ChannelDisplay> m_display;
    double m_currentTime = 1.0;
    std::optional<ChannelId> m_currentChannel;
    /// The selected keys' (index, time) by channel, ascending index, as last seen.
    std::map<ChannelId, std::vector<std::pair<std::size_t, double>>> m_selectedTimes;
    /// Channels whose keys a change moved to other indices: their selected keys' new
    /// indices, set on curvesSettled (followSelection).
    std::map<ChannelId, std::vector<std::size_t>> m_followedSelection;
    /// Channels with selected keys changed since the last followSelection.
    std::set<ChannelId> m_changedSelectedChannels;
    bool m_followingSelection = false; ///< inside followSelection's selection change
    /// Set by a failed undo (true) or redo (false) until repairHistory() has run.
    std::optional<bool> m_failedStepWasUndo;
    bool m_repairingHistory = false;

    // ---- the shared time axis (issue 12) ---------------------------------------------------
public:
    /// The time range, in time codes, that the time views show across their plots, so
    /// their time axes stay in step. Each view maps it onto its own pixel span
    /// (TimeAxis::framed). Who drives: the view the user zooms, pans or frames in time
    /// (today the curve canvas; also resizing it) sets it; the others (the velocity chart,
    /// later the timeline view) follow visibleTimeRangeChanged — and a driver follows it
    /// too when another view sets it. setDocument resets it, before documentChanged, to
    /// the document's start/end time codes (made usable as by axis::usableRange when they
    /// are not an increasing pair), and emits visibleTimeRangeChanged after it.
    TimeInterval visibleTimeRange() const { return m_visibleTimeRange; }
    /// Sets the range (swapped when reversed; ignored when an end is not finite or the
    /// range is empty). Emits visibleTimeRangeChanged when it changes.
    void setVisibleTimeRange(double timeMin, double timeMax);

signals:
    void visibleTimeRangeChanged(double timeMin, double timeMax);

private:
    void resetVisibleTimeRange();
    TimeInterval m_visibleTimeRange{1.0, 24.0};
};

/// Several edits, possibly of several channels, collected into one undo step (a
/// DocumentEditSession whose change is pushed as one DocumentChangeCommand): make one on
/// mouse press, call edit() on every move, commit() on release (pushes one command) or
/// cancel() (restores every touched channel). Destroying an uncommitted gesture cancels it.
class EditGesture {
public:
    EditGesture(EditorSession *session, QString text);
    ~EditGesture();
    EditGesture(const EditGesture &) = delete;
    EditGesture &operator=(const EditGesture &) = delete;

    /// Runs `edit` on `channel`, recording into this gesture's change. Errors as
    /// EditorDocument::edit, plus a locked channel and a finished gesture.
    Status edit(ChannelId channel, const EditorDocument::CurveEdit &edit);
    /// Inserts / removes a channel as part of this gesture (EditorDocument::insertChannel /
    /// removeChannel; removing a locked channel is refused).
    Result<ChannelId> insertChannel(std::size_t row, Channel channel);
    Status removeChannel(ChannelId channel);
    /// The curve of `channel` as it was when this gesture first touched it (the current
    /// curve if it has not touched it): compute absolute new states from this, never
    /// accumulate deltas.
    const AnimCurve &curveBefore(ChannelId channel) const;
    /// Pushes the collected changes as one command (nothing when nothing changed).
    void commit();
    /// Undoes everything this gesture did.
    void cancel();
    bool isActive() const { return m_edits.isActive(); }

private:
    Status checkUnlocked(ChannelId channel) const;

    EditorSession *m_session;
    QString m_text;
    DocumentEditSession m_edits;
};

} // namespace knotline
