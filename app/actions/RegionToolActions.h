#pragma once
// The region tool (Maya's Graph Editor region tool) in the Key menu and the canvas' Curves
// toolbar: Key ▸ Region Scale Tool (R, checkable). While on, two or more selected keys get
// a box with handles on its edges and corners; dragging a handle scales the keys in time
// and / or value about the opposite edge, live, one undo step per drag
// (CanvasOptions::regionTool, widgets/canvas/RegionScaleCanvasDrag.h). Key ▸ Scale Keys…
// is the dialog form of the same scale.
// Object name: "actionRegionTool".

#include <QObject>

class QAction;
class QMenuBar;
class QToolBar;

namespace knotline {

class MainWindow;

class RegionToolActions : public QObject {
    Q_OBJECT

public:
    /// Adds the action to the window's Key menu ("menuKey") and to `toolBar`.
    RegionToolActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar);

private:
    MainWindow *m_window;
    QAction *m_tool;
};

} // namespace knotline
