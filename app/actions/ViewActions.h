#pragma once
// The View menu: Frame All (A), Frame Selected (F), the canvas display toggles (Show
// Tangents, Show Extrapolation and Loops, Highlight Regressive Segments), Snapping and
// Frame All Includes Loops — persisted preferences —, the Keymap submenu (Maya-style or
// Blender-style navigation, CanvasKeymap.h; persisted) and a Panels submenu that shows or
// hides each dock.
// Object names: "actionFrameAll", "actionFrameSelected", "actionShowTangents",
// "actionShowExtrapolation", "actionHighlightRegression", "actionSnapping",
// "actionFrameLoops", "actionKeymapMaya", "actionKeymapBlender".

#include <QObject>

class QAction;
class QMenuBar;

namespace knotline {

class MainWindow;

class ViewActions : public QObject {
    Q_OBJECT

public:
    ViewActions(MainWindow *window, QMenuBar *menuBar);

    /// Sets the toggles' check marks from the window's preferences.
    void syncChecks();

private:
    void toggled();

    MainWindow *m_window;
    QAction *m_showTangents;
    QAction *m_showExtrapolation;
    QAction *m_highlightRegression;
    QAction *m_snapping;
    QAction *m_valueSnapping;
    QAction *m_frameLoops;
    QAction *m_keymapMaya;
    QAction *m_keymapBlender;
};

} // namespace knotline
