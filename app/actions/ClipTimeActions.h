#pragma once
// View ▸ Clip Channels in Timeline Time (Shift+T, checkable; object name
// "actionClipChannelsInTimelineTime"): a timeline clip's channels in the curve canvas are
// shown mapped into timeline time through the placement (resampled, read-only: the canvas
// refuses edits and says so in the status bar) instead of in clip time, where they are
// edited (CanvasOptions::clipChannelsInTimelineTime, widgets/canvas/PlacementMarks.h).
// View state, not an undo step, not saved.

#include <QObject>

class QAction;
class QMenuBar;

namespace knotline {

class MainWindow;

class ClipTimeActions : public QObject {
    Q_OBJECT

public:
    /// Adds the action to the window's View menu ("menuView").
    ClipTimeActions(MainWindow *window, QMenuBar *menuBar);

private:
    void syncCheck();

    MainWindow *m_window;
    QAction *m_timelineTime;
};

} // namespace knotline
