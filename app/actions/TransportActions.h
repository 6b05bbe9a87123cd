#pragma once
// The Playback menu: the window's transport (widgets/session/Transport.h) as actions with
// window-wide shortcuts, which the transport toolbar (app/TransportToolBar.h) shows too.
//
//   Play / Pause              Space          "actionPlayPause" (checked while playing)
//   Next Frame, Previous      Right, Left    "actionNextFrame", "actionPreviousFrame"
//   Go to Start, Go to End    Ctrl+Left, Ctrl+Right   "actionGoToStart", "actionGoToEnd"
//   Frame Playback Range      Home           "actionFramePlaybackRange" (issue 18)
//   Loop Playback             (toggle)       "actionLoopPlayback"
//   Show Times in Seconds     (toggle)       "actionShowSeconds"
//
// Who gets the key: a widget that uses the key itself keeps it. Text fields and spin boxes
// already claim arrows, Space and Ctrl+arrows (Qt's ShortcutOverride); item views (channel
// tree, knot table) are given them here, since they move their current row or column with
// them; the curve canvas claims Left/Right only while keys are selected (it nudges them,
// CurveCanvas::event). Everywhere else the transport gets them.

#include <QObject>

class QAction;
class QMenuBar;

namespace knotline {

class MainWindow;
class Transport;

class TransportActions : public QObject {
    Q_OBJECT

public:
    TransportActions(MainWindow *window, Transport *transport, QMenuBar *menuBar);

    QAction *playPause() const { return m_playPause; }
    QAction *nextFrame() const { return m_nextFrame; }
    QAction *previousFrame() const { return m_previousFrame; }
    QAction *goToStart() const { return m_goToStart; }
    QAction *goToEnd() const { return m_goToEnd; }
    QAction *framePlaybackRange() const { return m_framePlaybackRange; }
    QAction *loop() const { return m_loop; }
    QAction *showSeconds() const { return m_showSeconds; }

    /// Sets every time view's time range (EditorSession::setVisibleTimeRange) to the
    /// playback range, with 2% of its length to spare on each side.
    void framePlaybackRangeInViews();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MainWindow *m_window;
    Transport *m_transport;
    QAction *m_playPause;
    QAction *m_nextFrame;
    QAction *m_previousFrame;
    QAction *m_goToStart;
    QAction *m_goToEnd;
    QAction *m_framePlaybackRange;
    QAction *m_loop;
    QAction *m_showSeconds;
};

} // namespace knotline
