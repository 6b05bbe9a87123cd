#pragma once
// Curve ▸ Buffer Curve, as Maya's Graph Editor has it (Curves ▸ Buffer Curve):
// - Snapshot (actionBufferSnapshot): keeps the chosen curves in the buffer
//   (widgets/session/BufferCurves.h). View state, not a document edit: no undo step, the
//   document stays unmodified.
// - Swap Buffer Curves (actionBufferSwap): the chosen curves and their buffers change
//   places, one undo step (app/edits/BufferSwap.h; undo and redo carry the buffer along).
// - Show Buffer Curves (actionShowBufferCurves, checkable, on): the buffers of the shown
//   channels drawn as muted ghosts behind the curves (widgets/canvas/BufferCurvePainter.h).
// - Diff View (actionBufferDiffView, checkable): the "bufferDiffDock" dock with the
//   CurveDiffPanel (a curve against its buffer, or two selected curves); while it is open
//   its spans are shaded on the canvas.
// The chosen curves: the channels holding selected keys; with no key selected, the channels
// selected in the channel tree; with none, the current channel. No shortcuts (Maya has none).

#include <QObject>

#include <vector>

#include "core/editor/ChannelId.h"

class QAction;
class QDockWidget;
class QMenuBar;

namespace knotline {

class BufferCurves;
class CurveDiffPanel;
class MainWindow;

class BufferActions : public QObject {
    Q_OBJECT

public:
    /// Adds the submenu to the menu CurveActions made ("menuCurve") and the dock (hidden) to
    /// `window`.
    BufferActions(MainWindow *window, QMenuBar *menuBar);

    BufferCurves *buffers() const { return m_buffers; }
    CurveDiffPanel *diffPanel() const { return m_panel; }

private:
    std::vector<ChannelId> chosenChannels() const;
    void snapshot();
    void swap();
    /// Gives the canvas the ghosts and spans to draw now.
    void updateOverlay();

    MainWindow *m_window;
    BufferCurves *m_buffers;
    CurveDiffPanel *m_panel;
    QDockWidget *m_dock;
};

} // namespace knotline
