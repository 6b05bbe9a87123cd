#pragma once
// CurveCanvas: the graph editor's curve view over an EditorSession — the channels the
// session's ChannelFocus shows (the channel tree's selection, show all, isolation; never a
// hidden one) drawn in their colours, the current curve on top in full colour and the
// others dimmed (CurveEmphasis.h), the hovered curve's name at the pointer and, for a
// chosen few, a legend of their names (CurveNameTag.h); drawn from cached sample()
// polylines, with keys, tangent handles, loop and extrapolation marks, regressive-segment
// warnings, time and value rulers, a frame grid and the current-time cursor — and the
// mouse/keyboard editing of it.
//
// Model-view: the canvas keeps only view state (view transform, options, caches, the
// gesture in progress). Every change goes through the session: selection into
// EditorSession::selection() (shared with the knot table), edits through EditGesture /
// EditorSession::applyEdit (one undo step per gesture), the current time through
// EditorSession::setCurrentTime. It repaints on the session's signals and resamples only
// the intervals EditorDocument::channelIntervalsChanged reports.
//
// Mouse (conventions of Maya's / Blender's graph editors):
// - left click on a key selects it (Shift adds, Ctrl toggles; a click on an already
//   selected key without modifiers keeps the selection for dragging and selects only it
//   when released without a drag); on a curve segment selects its two keys; on empty space
//   starts a box selection (replace; Shift adds; Ctrl toggles); a click on empty space
//   clears the selection;
// - dragging a key (or segment) moves the selected keys of all editable channels in time
//   and value — snapped to whole frames when snapping is on (not while Alt is held, as
//   in the dope sheet; also for ghost keys), locked to the axis the
//   pointer moved most along while Shift is held (pressed with the click or during the
//   drag); keys stop at their unselected neighbours (Maya behaviour, see
//   core/edit/KnotDragSession.h);
// - dragging a tangent handle of a selected key changes the tangent (locked tangents move
//   both sides; weighted curves change width and slope, non-weighted only slope), with
//   live anti-regression (Keep Ratio), so the segment never regresses;
//   end keys also show their outer handle where the extrapolation follows it (Maya
//   linear infinity: TangentDragSession::hasOuterHandle), dragged the same way;
// - dragging a dual-valued knot's pre-value marker (hollow circle) changes the pre-value;
// - dragging an inner-loop grip (tab at the plot's top edge) moves the prototype start
//   (snaps to keys) or end (snaps to frames when snapping);
// - dragging the loop-boundary flag of a looping pre/post extrapolation (on the plot's
//   bottom edge, pointing into the looped region) moves that boundary to the nearest
//   allowed key (ExtrapolationBoundaryDragSession);
// - a ⚠ marker on a regressive segment shows what is wrong in its tooltip; clicking it
//   (or right-clicking the segment) opens the fixes (RegressionFixMenu); where markers
//   would crowd (zoomed out) they are one group marker with the count, "37 regressive
//   segments here" in its tooltip, and clicking it zooms in on its time range
//   (RegressionMarkers.h);
// - the time ruler (top band) or the current-time line: drag to scrub the current time;
// - with the Insert Key tool on (CanvasOptions::insertKeyTool), a left click on a curve
//   segment inserts a key at the pointer's time on that curve (snapped when snapping is
//   on; CurveKeyInsertion.h) and selects it, as one undo step; elsewhere clicks select;
// - with the region tool on (CanvasOptions::regionTool) and two or more keys selected, a
//   box around them has handles on its edges and corners: dragging one scales the
//   selected keys in time (left / right) and / or value (top / bottom) about the opposite
//   edge, live, one undo step on release (RegionScaleCanvasDrag); Shift / Ctrl presses
//   still select;
// - middle drag pans; the wheel zooms about the pointer (Ctrl: time only, Shift: value
//   only); Alt+right-drag (Maya) and Ctrl+middle-drag (Blender) zoom about the press
//   point (dragZoomedView); Escape cancels a drag in progress.
// A gesture with the button held (drag, box select, scrub, pan) is modal: while it lasts,
// shortcuts (Ctrl+Z, Delete, S, …) and other keys are refused, Escape cancels it, and
// the window losing activation or the canvas losing focus (a dialog opening) cancels it.
// Keyboard: Left/Right nudge the selected keys by one frame (Shift: ten; snapped like a
// drag when snapping is on), Up/Down by a
// tenth of the value ruler's label step (Shift: a whole step), each press one undo step;
// A frames all, F frames the selection. While keys are selected the canvas claims
// Left/Right before the window's shortcuts do (ShortcutOverride); with none selected those
// keys reach the window (the transport steps a frame, app/actions/TransportActions.h).
//
// Shared time axis: the canvas drives EditorSession::visibleTimeRange — every change of the
// time codes shown across its plot (zoom, pan, frame, resize, setViewTransform) is written
// there — and follows it: when another view sets it, the canvas shows that range across
// its plot (its TimeAxis framed onto the plot's left and right edges), keeping its value
// mapping (or, while a framed range is kept for resizes, that range's values).
//
// Every drag is one undo step. Hit testing: CanvasHitTester.h. Drawing: GridPainter,
// CurvePainter, KnotPainter.

#include "core/editor/ChannelId.h"
#include "core/base/Status.h"
#include "core/spline/SplineTypes.h"
#include "widgets/canvas/BufferCurvePainter.h"
#include "widgets/canvas/CanvasHitTester.h"
#include "widgets/canvas/CanvasOptions.h"
#include "widgets/canvas/ChannelCaches.h"
#include "widgets/canvas/PreviewCurves.h"
#include "widgets/canvas/CanvasPlacement.h"
#include "widgets/canvas/RegionBox.h"
#include "widgets/canvas/RegressionMarkers.h"
#include "widgets/canvas/ViewTransform.h"

#include <QPixmap>
#include <QPointer>
#include <QRect>
#include <QRectF>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace knotline {

class CanvasEditDrag;
class EditorSession;
struct CanvasContext;


/// The view of a zoom drag (Alt+right-drag, Ctrl+middle-drag) from `start` pressed at
/// `pressPos` with the pointer now at `pos`: zoomed about the press point, time by
/// e^(0.01·dx) (dragging right zooms in) and value by e^(0.01·dy) (dragging up zooms
/// in), as Blender's Ctrl+middle-drag does.
ViewTransform dragZoomedView(const ViewTransform &start, const QPointF &pressPos, const QPointF &pos);

class CurveCanvas : public QWidget {
    Q_OBJECT

public:
    /// A canvas without a session draws an empty grid until setSession() is called.
    explicit CurveCanvas(QWidget *parent = nullptr);
    CurveCanvas(EditorSession *session, QWidget *parent = nullptr);
    ~CurveCanvas() override;

    /// Shows `session` (not owned; must outlive the canvas or be replaced first) and frames
    /// all its curves. Follows its documentChanged() (new document: caches dropped, frame
    /// all), channel changes, selection, display and current-time signals.
    void setSession(EditorSession *session);
    EditorSession *session() const { return m_session; }

    // ---- options (View menu) -----------------------------------------------------------
    const CanvasOptions &options() const { return m_options; }
    void setOptions(const CanvasOptions &options);
    bool showTangents() const { return m_options.showTangents; }
    bool showExtrapolation() const { return m_options.showExtrapolation; }
    bool highlightRegressive() const { return m_options.highlightRegressive; }
    /// The regressive-segment markers the next paint draws for the shown channels (single
    /// and grouped, RegressionMarkers.h); empty with the highlight off. Call after a paint
    /// (it reads the caches a paint fills).
    std::vector<RegressionMarker> regressionMarkersInView() const;
    bool snapping() const { return m_options.snapping; }

    // ---- view -----------------------------------------------------------------------------
    /// Current curve-space ↔ pixel transform (widget pixels).
    const ViewTransform &viewTransform() const { return m_view; }
    /// Replaces the view transform (e.g. restoring a saved view).
    void setViewTransform(const ViewTransform &view);
    /// Shows exactly [timeMin, timeMax] × [valueMin, valueMax] in the plot area. Until the
    /// user zooms or pans, the range is kept when the widget is resized.
    void setVisibleRange(double timeMin, double timeMax, double valueMin, double valueMax);
    /// Curve-space rectangle the plot shows (x = time codes, y = values).
    QRectF visibleRange() const;
    /// Where curves are drawn (widget pixels); the rulers are above and left of it.
    QRectF plotRect() const;
    QRectF timeRulerRect() const;

    // ---- queries for tests, benchmarks and other views ----------------------------------
    /// What is under `pos` (widget pixels); see CanvasHitTester.h.
    CanvasHit hitAt(const QPointF &pos) const;
    /// The polyline cache of a channel (nullptr when out of range).
    const PolylineCache *polylineCache(ChannelId channel) const;

    // ---- edits ------------------------------------------------------------------------
    /// Moves the selected keys of all editable channels by (timeOffset, valueOffset) as one
    /// undo step named "Nudge Keys". Keys stop at unselected neighbours; with snapping on
    /// (snapping()) the offset is snapped as a drag's is: the first selected key lands on a
    /// whole frame, and a key stopped by a neighbour stops on the last whole frame before it.
    void nudgeSelection(double timeOffset, double valueOffset);
    /// Fixes regressive segment `segmentStart` of `channel` with `mode` as one undo step.
    Status fixRegressiveSegment(ChannelId channel, std::size_t segmentStart, AntiRegressionMode mode);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void setShowTangents(bool on);
    void setShowExtrapolation(bool on);
    void setHighlightRegressive(bool on);
    void setSnapping(bool on);
    /// Frames every visible channel: the keys' time range (with inner-loop echoes and, with
    /// CanvasOptions::frameLoops while extrapolation is shown, one copy of each looping
    /// extrapolation on either side) and the curves' value range there, with some padding.
    /// Empty document: its playback range.
    void frameAll();
    /// Frames the selected keys, their pre-values and, while tangents are shown, their
    /// weighted tangent handles (Hermite handles have a fixed pixel length within the
    /// frame's margin); frameAll() when nothing is selected.
    void frameSelected();
    /// Frames the values (not the times: the time axis is the timeline view's too) of the
    /// visible channels' curves over the shown time range, with frameAll's padding. Called
    /// (queued, once the channel focus followed) when the current placement becomes another
    /// placed clip, so its clip's curves are all in view. Nothing without visible curves.
    void frameValues();
    /// The playback range shaded lighter than the time outside it, in time codes (the
    /// window's transport sets it); nullopt: the document's start/end time codes.
    void setPlaybackRange(std::optional<TimeInterval> range);
    /// True while the last paint left some channels drawn from a draft: after a zoom a
    /// paint samples for refineBudget() ms (at least one channel) and draws the other
    /// channels from their caches at a nearby scale (PolylineCache drafts, ≤ 1 px off);
    /// another paint is scheduled then, until every channel is at the exact scale
    /// (CurvePainter.h). So no zoom frame pays for resampling all channels at once.
    bool isRefining() const { return m_refining; }
    /// True when the last paint drew only the current-time line over the cached backdrop
    /// (everything else as the last full paint left it): a paint of part of the canvas
    /// (the strips a change of the current time repaints, an expose) does that; any full
    /// update paints the backdrop again. So playback and scrubbing cost a blit and a line,
    /// not a repaint of every curve.
    bool lastPaintReusedBackdrop() const { return m_lastPaintReusedBackdrop; }
    /// Where the canvas draws the window's current time (time codes of its own axis): the
    /// session's current time, or, while a timeline clip's channels are shown in clip time,
    /// that time mapped into clip time through the placement (PlacementClipTime.h).
    double shownCurrentTime() const;
    /// The placement the canvas maps a timeline clip's channels through, if any.
    std::optional<PlacementClipTime> shownPlacement() const;
    /// Paints so far (paint events handled), for tests and benchmarks.
    std::uint64_t paintCount() const { return m_paintCount; }
    /// Sampling time per paint before the rest is left as drafts (default
    /// curves::kRefineBudgetMs; 0 = one channel per paint).
    double refineBudget() const { return m_refineBudgetMs; }
    void setRefineBudget(double milliseconds);
    /// Ghost curves previewing an edit not yet applied (PreviewCurves.h), drawn over the
    /// curves until replaced; an empty list clears them.
    void setPreviewCurves(std::vector<PreviewCurve> curves);
    const std::vector<PreviewCurve> &previewCurves() const { return m_previewCurves; }
    /// Buffer-curve ghosts and diff spans (BufferCurvePainter.h), drawn behind the curves
    /// until replaced; an empty overlay clears them.
    void setBufferOverlay(BufferOverlay overlay);
    const BufferOverlay &bufferOverlay() const { return m_bufferOverlay; }

signals:
    /// The view changed (zoom, pan, frame, resize): the time codes now shown across the
    /// plot. The same range goes to EditorSession::setVisibleTimeRange, which is what the
    /// other time views (the velocity chart) follow.
    void visibleTimeRangeChanged(double timeMin, double timeMax);
    /// A short description of what is under the pointer (key, tangent, segment, time and
    /// value), for a status bar; empty when the pointer leaves the canvas.
    void hoverInfoChanged(const QString &text);
    void optionsChanged(const knotline::CanvasOptions &options);
    /// A click's edit was refused (the Insert Key tool on a curve that already has a key
    /// there, say): why, for the status bar.
    void editRefused(const QString &reason);

protected:
    void paintEvent(QPaintEvent *event) override;
    /// Everything the canvas shows except the current-time line.
    void paintBackdrop(QPainter &painter);
    void onCurrentTimeChanged();
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    /// GrabMove: Blender's G, the selected keys follow the pointer with no button held until
    /// a click or Enter confirms (right-click, Esc cancel).
    enum class Mode { Idle, Pending, EditDrag, BoxSelect, Pan, ZoomDrag, ScrubTime, GrabMove };

    CanvasContext context() const;
    /// The channels drawn (visible ones). Precondition: a session.
    std::vector<ChannelId> shownChannels() const;
    /// The region tool's box of the selected keys (RegionBox.h); nullopt while the tool is
    /// off or the selection gives none.
    std::optional<region::RegionBox> regionBox() const;
    /// A press at `pos` on a region-tool handle starts its scale drag (RegionScaleCanvasDrag);
    /// false when there is none there (or Shift / Ctrl is held: those select).
    bool startRegionScale(const QPointF &pos, Qt::KeyboardModifiers modifiers);
    /// Fills the curves of pending clip-driven channels among `shown` (their clip layers
    /// are read now). Precondition: a session.
    void resolveClipCurves(const std::vector<ChannelId> &shown);
    void onDocumentChanged();
    void onChannelChanged(ChannelId channel, const std::vector<std::pair<double, double>> &intervals);
    void onChannelsInsertedOrRemoved(ChannelId channel, std::size_t row);
    void setView(const ViewTransform &view, bool userMoved);
    /// The time codes at the plot's left and right edges.
    TimeInterval shownTimes() const;
    void publishTimeRange();
    void followTimeRange(double timeMin, double timeMax);
    void applyPendingFrame();
    std::optional<QRectF> contentRange(bool selectedOnly) const;
    double snappedTime(double time) const;
    void scrubTo(const QPointF &pos);
    void startEditDrag(const QPointF &pos);
    /// Starts moving every selected key from the pointer at `pos` (the keymap's move
    /// gesture, CanvasKeymap.h) into m_drag; false (and editRefused) with nothing to move.
    bool startSelectionMove(const QPointF &pos);
    /// Ends Mode::GrabMove: `confirm` commits the move as one undo step, else cancels it.
    void finishGrab(bool confirm);
    /// The Insert Key tool's click on a segment of `channel` at `pos`: a key at the
    /// pointer's time (snapped when snapping), selected; editRefused when refused.
    void insertKeyAt(ChannelId channel, const QPointF &pos);
    void finishBoxSelect(Qt::KeyboardModifiers modifiers);
    void selectOnPress(const CanvasHit &hit, Qt::KeyboardModifiers modifiers);
    void openFixMenu(ChannelId channel, std::size_t start, const QPoint &globalPos);
    /// Tooltip and status text of a group marker of `count` regressive segments.
    QString regressionGroupText(std::size_t count) const;
    /// Shows the time range of group marker `hit` (HitKind::RegressionGroup) across the
    /// plot, values unchanged.
    void zoomToRegressionGroup(const CanvasHit &hit);
    void updateHover(const QPointF &pos);
    QString describe(const CanvasHit &hit, const QPointF &pos) const;
    void cancelGesture();
    /// The placement selection, the current channel or the timeline changed: the
    /// placement the canvas maps through is looked up again.
    void onPlacementChanged();
    /// The placement selection changed: a new current placement frames its clip's values.
    void onCurrentPlacementChanged();
    /// In the timeline-time view (read-only) says so through editRefused and returns true.
    bool refuseEditInTimelineTime();

    EditorSession *m_session = nullptr;
    CanvasOptions m_options;
    ViewTransform m_view;
    /// Curve-space range to show, kept while the user has not moved the view (resizes).
    std::optional<QRectF> m_framedRange;
    std::optional<TimeInterval> m_playbackRange;
    mutable ChannelCaches m_caches;

    Mode m_mode = Mode::Idle;
    QPointF m_pressPos;
    QPointF m_lastPos;
    CanvasHit m_pressHit;
    Qt::KeyboardModifiers m_pressModifiers;
    bool m_pressSelectOnly = false; ///< release without drag selects only the pressed key
    std::unique_ptr<CanvasEditDrag> m_drag;
    int m_regionHover = 0; ///< region::Edge bits of the region-tool handle under the pointer
    QRectF m_box;
    ViewTransform m_zoomStartView; ///< the view when a zoom drag started
    CanvasHit m_hover;
    QString m_hoverText;
    bool m_refining = false;        ///< the last paint left drafts to refine
    std::vector<PreviewCurve> m_previewCurves;
    BufferOverlay m_bufferOverlay;
    QPixmap m_backdrop;             ///< the last full paint without the current-time line
    bool m_backdropValid = false;
    bool m_lastPaintReusedBackdrop = false;
    std::uint64_t m_paintCount = 0;
    QRect m_paintedCursor;          ///< where the last paint drew the current-time line
    double m_refineBudgetMs;        ///< see refineBudget()
    /// The placement a clip's channels map through (context().placement), looked up when
    /// first needed after onPlacementChanged.
    mutable std::optional<PlacementClipTime> m_placement;
    mutable bool m_placementValid = false;
    std::optional<PlacementIndex> m_framedPlacement; ///< the current placement last framed
};

} // namespace knotline
