#pragma once
// DockLayouts: the main window's dock layout per kind of document, as Maya and Blender keep
// a workspace per task. Curves (a usda or .anim document): the bottom docks sit under the
// canvas, the timeline tabbed with the velocity and retiming charts. Timeline (a timeline
// document): the timeline across the window's whole width below the canvas and the keys
// row, as Maya's Time Editor and Blender's NLA sit, with the pose view in front of the keys.
// Switching kinds keeps the layout the user left for the kind switched from and brings back
// the one they left for the kind switched to (the default arrangement the first time); in
// an interactive session both are saved with the settings (QSettings keys
// "mainWindow/state" and "mainWindow/timelineState").

#include <QByteArray>

#include <map>

class QMainWindow;
class QSettings;

namespace knotline {

class DockLayouts {
public:
    enum class Kind { Curves, Timeline };

    /// Manages `window`'s docks (by their object names, see MainWindow::dock). `version`
    /// is the saveState version (an old layout is not restored into a newer dock set).
    DockLayouts(QMainWindow *window, int version);

    Kind current() const { return m_current; }
    /// Switches the window's layout to `kind` (nothing when it is the current kind and
    /// `force` is false): remembers the current layout as the current kind's, then
    /// restores `kind`'s remembered layout or arranges its default.
    void show(Kind kind, bool force = false);
    /// The remembered layouts, the current one updated first.
    void save(QSettings &settings);
    /// Reads the remembered layouts and restores the current kind's.
    void load(QSettings &settings);

private:
    void arrangeDefault(Kind kind);
    void setCorners(Kind kind);

    QMainWindow *m_window;
    int m_version;
    Kind m_current = Kind::Curves;
    std::map<Kind, QByteArray> m_states;
};

} // namespace knotline
