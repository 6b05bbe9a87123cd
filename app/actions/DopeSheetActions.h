#pragma once
// The dope sheet dock (widgets/dopesheet/DopeSheetView.h): made here and wired to the
// window — its rows follow the channel tree dock's tree, its snapping follows the canvas'
// View ▸ Snap to Frames, its shaded playback range the window's transport, its refused
// edits go to the status bar. The dock ("dopeSheetDock", titled "Dope Sheet") is a tab of
// the Keys dock's group (behind the Keys tab, so the default layout keeps the canvas' room);
// showInOwnRow() — the command line's --dope-sheet, for screenshots — moves it to a row of
// its own under the other bottom docks, the full width of the bottom area. View ▸ Panels ▸
// Dope Sheet (the dock's own toggle action) shows and hides it. Must be made after the
// window's docks and before its View menu (ViewActions lists the docks that exist then).

#include <QObject>

class QDockWidget;

namespace knotline {

class DopeSheetView;
class MainWindow;

class DopeSheetActions : public QObject {
    Q_OBJECT

public:
    explicit DopeSheetActions(MainWindow *window);

    DopeSheetView *view() const { return m_view; }
    /// Moves the dock to a full-width row of its own at the bottom and shows it.
    void showInOwnRow();

private:
    MainWindow *m_window;
    QDockWidget *m_dock;
    DopeSheetView *m_view;
};

} // namespace knotline
