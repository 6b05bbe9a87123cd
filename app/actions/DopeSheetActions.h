#pragma once
// The dope sheet dock (widgets/dopesheet/DopeSheetView.h): made here and wired to the
// window — its rows follow the channel tree dock's tree, its snapping follows the canvas'
// View ▸ Snap to Frames, its shaded playback range the window's transport, its refused
// edits go to the status bar. The dock ("dopeSheetDock", titled "Dope Sheet") sits in the
// bottom dock area under the other bottom docks, visible by default (so --screenshot shows
// it); View ▸ Panels ▸ Dope Sheet (the dock's own toggle action) shows and hides it. Must be
// made after the window's docks and before its View menu (ViewActions lists the docks that
// exist then).

#include <QObject>

namespace knotline {

class DopeSheetView;
class MainWindow;

class DopeSheetActions : public QObject {
    Q_OBJECT

public:
    explicit DopeSheetActions(MainWindow *window);

    DopeSheetView *view() const { return m_view; }

private:
    DopeSheetView *m_view;
};

} // namespace knotline
