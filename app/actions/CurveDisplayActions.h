#pragma once
// Which curves the canvas shows (widgets/session/ChannelFocus.h), in the View menu and the
// canvas' Curves toolbar:
// - View ▸ Show All Curves (Shift+A, checkable): every visible curve, whatever the channel
//   tree selects (off: only the selected channels' curves, all while none is selected);
// - View ▸ Isolate Curves (Shift+H, checkable; Blender's "hide unselected"): shows only
//   the channels selected in the tree (or, with none selected, the current channel) until
//   it is unchecked; checking it with neither refuses and says so in the status bar.
// Object names: "actionShowAllCurves", "actionIsolateCurves". View state, not undo steps.

#include <QObject>

class QAction;
class QMenuBar;
class QToolBar;

namespace knotline {

class MainWindow;

class CurveDisplayActions : public QObject {
    Q_OBJECT

public:
    /// Adds the actions to the window's View menu ("menuView") and to `toolBar`.
    CurveDisplayActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar);

private:
    void isolate(bool on);
    void syncChecks();

    MainWindow *m_window;
    QAction *m_showAll;
    QAction *m_isolate;
};

} // namespace knotline
