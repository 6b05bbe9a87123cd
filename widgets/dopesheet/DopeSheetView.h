#pragma once
// DopeSheetView: the dope sheet (Maya's Dope Sheet, Blender's Dope Sheet) over an
// EditorSession — a row per channel of the channel tree and a summary row per group and
// for the document (DopeSheetRows.h: every channel, in the tree's order and expansion),
// each key a diamond on its row at its time (DopeSheetPainter.h), on the window's shared
// time axis.
//
// Model-view, as the curve canvas: the view keeps only view state. The key selection is
// the session's KnotSelection (the one the curve canvas and the knot table use), the
// current time the session's, the time range shown EditorSession::visibleTimeRange
// (followed, and set when the user zooms or pans here, so the canvas follows). Edits go
// through the canvas' own key drag (KnotsCanvasDrag: the same neighbour stops and frame
// snapping) or DopeSheetScaleDrag, each gesture one undo step.
//
// Mouse:
// - left click on a tick selects its keys (a summary tick: every key under it); Shift
//   adds, Ctrl toggles; a click on a selected tick keeps the selection for dragging and
//   selects only its keys when released without a drag; a click on empty row space
//   clears the selection, a drag there box-selects (replace; Shift adds; Ctrl toggles);
// - dragging a tick moves the selected keys of every editable channel in time only,
//   snapped so the grabbed key lands on a whole frame while snapping is on (the canvas'
//   option); holding Alt during the drag moves freely (the dope sheet's own modifier:
//   the canvas has none);
// - the grips at both ends of the selected keys' time span (in the ruler band, shown when
//   at least two times are selected) scale the selected keys in time (core/edit/KeyScale)
//   about the opposite end, or about the current time with Ctrl held at the press; the
//   dragged end snaps to whole frames as a move does;
// - the ruler or the current-time line: drag to scrub the current time (whole frames
//   with snapping on);
// - a click on a channel's name makes it the session's current channel;
// - the wheel zooms time about the pointer (as the canvas: 1.2 per notch), Shift+wheel
//   scrolls the rows, middle drag pans time and scrolls the rows.
// Keys: Left/Right nudge the selected keys by a frame (Shift: ten), one undo step each,
// claimed before the window's frame-step shortcuts while keys are selected; Delete reaches
// the window's Edit ▸ Delete Keys (the same edit as in the canvas); Escape cancels a drag.
// A drag is modal (no shortcut runs during it), as in the canvas.
// Read-only channels (clip-driven, sublayers) and locked or hidden ones show their ticks
// and can be selected, but their keys never move: a gesture that would move only such
// keys does nothing, and editRefused says why.

#include "widgets/dopesheet/DopeSheetHitTester.h"
#include "widgets/dopesheet/DopeSheetLayout.h"
#include "widgets/dopesheet/DopeSheetRows.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QAbstractItemModel;
class QTreeView;

namespace knotline {

class DopeSheetScaleDrag;
class EditorSession;
class KnotsCanvasDrag;

class DopeSheetView : public QWidget {
    Q_OBJECT

public:
    /// A dope sheet of `session` (not owned; must outlive the view) whose rows follow
    /// `channelTree` (its ChannelTreeModel and expansion; not owned). Without a tree the
    /// view lists the rows of a ChannelTreeModel of its own, every group expanded.
    DopeSheetView(EditorSession *session, QTreeView *channelTree, QWidget *parent = nullptr);
    ~DopeSheetView() override;

    // ---- queries for tests -------------------------------------------------------------
    const std::vector<DopeSheetRow> &rows() const;
    const std::vector<std::vector<DopeSheetTick>> &ticks() const;
    DopeSheetLayout layout() const;
    /// The centre of tick `tick` of row `row` (widget pixels).
    QPointF tickCenter(std::size_t row, std::size_t tick) const;
    /// The row of `channel`, nullopt when not listed.
    std::optional<std::size_t> rowOfChannel(ChannelId channel) const;
    /// The selected keys' time span (the scale grips), nullopt with fewer than two times.
    std::optional<DopeSheetSelectionSpan> selectionSpan() const;

    bool snapping() const { return m_snapping; }
    QSize sizeHint() const override;

public slots:
    /// Frame snapping of drags, nudges and scrubbing (follows the canvas' View ▸ Snap).
    void setSnapping(bool on);
    /// The playback range shaded lighter; nullopt: the document's start/end time codes.
    void setPlaybackRange(std::optional<knotline::TimeInterval> range);

signals:
    /// A gesture's edit was refused (read-only or locked keys): why, for the status bar.
    void editRefused(const QString &reason);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool event(QEvent *event) override;

private:
    enum class Mode { Idle, Pending, Move, Scale, BoxSelect, Scrub, Pan };

    void invalidate();
    void rebuild() const;
    void selectOnPress(const DopeSheetHit &hit, Qt::KeyboardModifiers modifiers);
    void startMove();
    void startScale(const DopeSheetHit &hit, Qt::KeyboardModifiers modifiers);
    void finishBoxSelect(Qt::KeyboardModifiers modifiers);
    void scrubTo(double x);
    void nudge(double frames);
    void cancelGesture();
    void refuse();
    double snapped(double time, Qt::KeyboardModifiers modifiers) const;
    void setScroll(double y);

    EditorSession *m_session;
    QPointer<QTreeView> m_tree;
    QAbstractItemModel *m_model = nullptr; ///< the tree's model, or one of our own
    bool m_snapping = true;
    std::optional<TimeInterval> m_playbackRange;
    double m_scrollY = 0.0;

    mutable bool m_dirty = true;
    mutable std::vector<DopeSheetRow> m_rows;
    mutable std::vector<std::vector<DopeSheetTick>> m_ticks;
    mutable std::vector<QColor> m_rowColors;
    mutable std::optional<DopeSheetSelectionSpan> m_span;

    Mode m_mode = Mode::Idle;
    QPointF m_pressPos;
    QPointF m_lastPos;
    DopeSheetHit m_pressHit;
    Qt::KeyboardModifiers m_pressModifiers;
    bool m_pressSelectOnly = false;
    std::vector<KnotRef> m_pressKeys; ///< the keys of the pressed tick
    QRectF m_box;
    std::unique_ptr<KnotsCanvasDrag> m_move;
    std::unique_ptr<DopeSheetScaleDrag> m_scale;
    double m_anchorTime = 0.0; ///< the grabbed key's time at the press (move) / the dragged edge (scale)
};

} // namespace knotline
