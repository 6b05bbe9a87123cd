#pragma once
// The Curve menu: Add Curve… (Ctrl+Shift+N, AddCurveDialog: an empty curve, one undo
// step; it becomes the current curve), pre- and post-extrapolation (every Ts mode, loop boundary at the
// current time), Inner Loop… / Remove Inner Loop, Fix Regressive Tangents with a chosen
// strategy, Convert Time Samples to Spline. They act on the curves holding selected keys,
// else on the current curve.
// Object names: "actionAddCurve", "actionPre_<mode>" / "actionPost_<mode>" with mode held, linear, sloped,
// none, repeat, reset, oscillate; "actionPreBoundary", "actionPreClearBoundary" (and
// Post…); "actionInnerLoop", "actionRemoveInnerLoop"; "actionConvertTimeSamples"; "actionFixRegressive_<keepRatio|
// keepStart|contain>".

#include "app/edits/CurveOperations.h"

#include <QObject>

class QMenu;
class QMenuBar;

namespace knotline {

class MainWindow;

class CurveActions : public QObject {
    Q_OBJECT

public:
    CurveActions(MainWindow *window, QMenuBar *menuBar);

private:
    void addExtrapolationMenu(QMenu *parent, CurveEnd end);
    void showInnerLoopDialog();
    void showAddCurveDialog();

    MainWindow *m_window;
};

} // namespace knotline
