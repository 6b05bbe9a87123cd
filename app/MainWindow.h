#pragma once
// The editor's main window: menus, a central curve canvas, status bar, saved geometry.

#include <QMainWindow>

namespace knotline {

class CurveCanvas;
class Spline;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    /// Restores the window geometry and state saved by the last session (QSettings).
    void restoreSettings();
    /// Asks to open `path`. No file reader exists yet, so this only says so in the status
    /// bar and keeps showing the demo curve.
    void openFile(const QString &path);

    CurveCanvas *canvas() const { return m_canvas; }

    /// The built-in demo curve shown until files can be read: Bezier knots (0, 5),
    /// (10, 20), (20, 5), flat tangents of width 3, looping (repeat) after the last knot.
    static Spline demoSpline();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void showOpenDialog();
    void showAbout();

    CurveCanvas *m_canvas = nullptr;
};

} // namespace knotline
