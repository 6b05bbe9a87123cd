#pragma once
// TimelineView: the timeline editor's view of the session's timeline document — one row
// per track with its header (name, mute, solo, lock), one bar per placed clip (drawn by
// TimelinePainter), the time ruler and the current time. For a usda document with value
// clips it shows the clip sets read-only (ValueClipTracks.h); otherwise it is empty.
//
// Time: the x axis is the session's shared visible time range (time codes) mapped onto
// the plot (TimeAxis::framed), so it stays in step with the curve canvas; zooming and
// panning here set that range. The timeline's seconds are time codes / the document's
// frame rate.
//
// Mouse (the Controls sheet lists the same): click a bar to select it (Shift adds, Ctrl
// toggles), drag from empty space to box-select (Shift adds); drag a bar to move the
// selected clips (also to another track), an edge to trim keeping the content in place,
// Ctrl+drag an edge to change the speed, Shift+drag an edge to ripple-trim, a blend handle
// to change the ramp, a sync marker to request its point at a new time (the warp follows
// live); the edit tool (TimelineEditTool.h: V select, B ripple, N roll, Y slip, U slide)
// chooses what a drag does; Alt held while dragging turns snapping off. In a track header:
// M mutes, S solos, the lock locks, the weight bar's drag sets the track's weight and the
// R/+ button switches it between replace and additive. Click or drag in the ruler to set
// the current time. Wheel zooms time about the pointer (over the headers it scrolls the
// tracks), middle-drag pans. Each drag is a TimelineDragSession (core), one undo step
// (TimelineGesture); Escape cancels it.
// Keys while it has the focus (taken before window shortcuts): Delete / Backspace delete
// the selected clips (Shift: ripple delete), Ctrl+D duplicates them, ← / → nudge them by a
// frame (Shift: 10), ↑ / ↓ move them to the track above / below, A frames all, F frames
// the selection, E enables or disables them, V B N Y U choose the edit tool.

#include "widgets/timeline/PlacementShapeCache.h"
#include "core/timeline/TimelineDragSession.h"
#include "widgets/timeline/TimelineEditTool.h"
#include "widgets/timeline/TimelineLayout.h"
#include "widgets/timeline/TimelinePainter.h"

#include <QPixmap>

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <set>

namespace knotline {

class EditorSession;
class TimelineGesture;

class TimelineView : public QWidget {
    Q_OBJECT

public:
    explicit TimelineView(EditorSession *session, QWidget *parent = nullptr);
    ~TimelineView() override;

    /// The timeline shown: the document's, the value clips', or nullptr (nothing to show).
    const Timeline *shownTimeline() const;
    /// True when the shown timeline cannot be edited (value clips, or none).
    bool isReadOnly() const;
    /// The geometry the view paints and hit-tests with now.
    TimelineLayout layout() const;
    /// Tracks locked in their header (Track::locked of the shown timeline): their clips
    /// cannot be selected by a box, dragged or edited, and nothing moves into them. The
    /// flag is part of the document (saved with it, knotline.tracks[i].locked) and
    /// travels with its track when tracks are added, removed or reordered.
    std::set<std::size_t> lockedTracks() const;
    /// Locks or unlocks track `track` as one undo step ("Lock Track" / "Unlock Track");
    /// locking drops the track's clips from the selection. Nothing for a read-only
    /// timeline, a track out of range or a flag already so.
    void setTrackLocked(std::size_t track, bool locked);
    /// Opens the inline name editor over track `track`'s header (a double click on its
    /// name does this; TrackNameEditor.h); committing renames it as one undo step.
    void editTrackName(std::size_t track);
    /// The track the Timeline menu's track actions work on: the last header clicked, or
    /// the current placement's track.
    std::optional<std::size_t> currentTrack() const { return m_currentTrack; }
    /// What a drag on a clip does (TimelineEditTool.h).
    TimelineEditTool editTool() const { return m_tool; }
    void setEditTool(TimelineEditTool tool);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    /// Splits the selected clips (or, with none selected, every clip) at the current time.
    void splitAtCurrentTime();
    void duplicateSelected();
    void deleteSelected();
    /// Deletes the selected clips and closes the gaps they leave (rippleDeletePlacements).
    void rippleDeleteSelected();
    /// Enables the selected clips when any is disabled, else disables them all.
    void toggleSelectedEnabled();
    void makeSelectedUnique();
    /// Adds an empty track after the current one (at the end with none).
    void addTrack();
    void removeCurrentTrack();
    /// Moves the current track up (delta < 0) or down.
    void moveCurrentTrack(int delta);
    /// Moves the selected clips by `frames` time codes.
    void nudgeSelected(double frames);
    /// Sets the session's visible time range (time codes) to all placements with a margin
    /// (5 %, at least one time code); with none, to the document's start/end time codes.
    void frameAll();
    void frameSelected();

    /// True when the last paint drew only the current-time line (and a selection box)
    /// over the cached backdrop: a paint of part of the view (the strips a change of the
    /// current time repaints, an expose) does that; any full update paints the backdrop
    /// again. So a playback frame costs a blit and a line, as in CurveCanvas.
    bool lastPaintReusedBackdrop() const { return m_lastPaintReusedBackdrop; }
    /// Paints so far (paint events handled), for tests and benchmarks.
    std::uint64_t paintCount() const { return m_paintCount; }

signals:
    /// An edit was refused; `reason` is translated. The window shows it.
    void editFailed(const QString &reason);
    /// currentTrack() changed.
    void currentTrackChanged();
    /// editTool() changed.
    void editToolChanged(knotline::TimelineEditTool tool);
    /// A right click on a placed clip (already selected) at global position `global`: the
    /// window opens the clip menu there.
    void placementMenuRequested(const QPoint &global);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    /// What the painter draws now (the shown timeline, selection, locks, current time…).
    TimelinePaintState paintState() const;
    /// Repaints only the strips of the old and the new current-time line.
    void onCurrentTimeChanged();
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    enum class Mode { Idle, PendingClick, Dragging, Box, Scrub, Pan, Weight };

    void onDocumentChanged();
    void setCurrentTrack(std::optional<std::size_t> track);
    void rebuildShapes();
    /// The document's timeline changed as `touched` says: only the shapes it reaches are
    /// redone (PlacementShapeCache), so a drag step stays cheap in a long timeline.
    void onTimelineChanged(const TimelineTouched &touched);
    std::set<PlacementIndex> selected() const;
    void select(const std::set<PlacementIndex> &placements, std::optional<PlacementIndex> current);
    void applyResult(Result<TimelineEditResult> result, const QString &text);
    void applyTimeline(Result<Timeline> result, const QString &text, std::optional<std::size_t> currentTrack);
    void fail(const Status &status);
    void cancelGesture();
    void setAxis(const TimeAxis &axis);
    void frameSeconds(double start, double end);
    void scrubTo(double x, bool snapping);
    bool isLockedTrack(std::size_t track) const;
    bool isLockedPlacement(PlacementIndex index) const { return isLockedTrack(index.track); }
    double currentSeconds() const;
    void pressOnPlacement(const TimelineHit &hit, QMouseEvent *event);
    void pressOnHeader(const TimelineHit &hit);
    void finishBox(QPointF end, bool add);
    /// Sets the dragged track's weight from the pointer's x on its weight bar, live.
    void dragWeight(QPointF pos);

    QPointer<EditorSession> m_session;
    std::optional<Timeline> m_valueClips; ///< a usda document's clip sets, read-only
    PlacementShapeCache m_shapes; ///< what is drawn and hit: m_shapes.shapes()
    /// The shapes paintState() found may be in view (its TimelinePaintState::visible).
    mutable std::vector<std::size_t> m_visibleShapes;
    std::optional<std::size_t> m_currentTrack;
    double m_scrollY = 0.0;

    Mode m_mode = Mode::Idle;
    QPointF m_pressPos;
    QPointF m_lastPos;
    TimelineHit m_pressHit;
    std::optional<TimelineDragSession> m_drag;
    TimelineEditTool m_tool = TimelineEditTool::Select;
    std::optional<std::size_t> m_weightTrack; ///< the track whose weight bar is dragged
    std::unique_ptr<TimelineGesture> m_gesture;
    std::optional<QRectF> m_box;
    QPixmap m_backdrop;           ///< the last full paint without the current-time line
    bool m_backdropValid = false;
    bool m_lastPaintReusedBackdrop = false;
    std::uint64_t m_paintCount = 0;
    QRect m_paintedCursor;        ///< where the last paint drew the current-time line
    bool m_boxAdds = false;
};

} // namespace knotline
