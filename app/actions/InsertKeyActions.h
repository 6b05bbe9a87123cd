#pragma once
// The Insert Key tool (Maya's Insert Keys Tool) in the Key menu and the canvas' Curves
// toolbar:
// - Key ▸ Insert Key Tool (K, checkable): while on, a left click on a curve segment puts
//   a key there (CanvasOptions::insertKeyTool; one undo step per click);
// - Key ▸ Inserted Keys ▸ Keep Curve Shape / Use Default Tangent Type (radio): how the
//   tool makes its keys (KeyInsertShape; the default tangent type is Key ▸ Default
//   Tangent Type's).
// Object names: "actionInsertKeyTool", "actionInsertKeepShape", "actionInsertDefaultTangent".

#include <QObject>

class QAction;
class QMenuBar;
class QToolBar;

namespace knotline {

class MainWindow;

class InsertKeyActions : public QObject {
    Q_OBJECT

public:
    /// Adds the actions to the window's Key menu ("menuKey") and the tool to `toolBar`.
    InsertKeyActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar);

private:
    void apply();
    void syncChecks();

    MainWindow *m_window;
    QAction *m_tool;
    QAction *m_keepShape;
    QAction *m_defaultTangent;
};

} // namespace knotline
