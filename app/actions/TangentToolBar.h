#pragma once
// The Tangents toolbar (Maya's Graph Editor tangent tools), over all selected keys of all
// channels, each button one undo step:
// - the tangent types of both sides — the Key ▸ Tangents actions themselves, which get
//   the shortcuts Alt+1 Auto, Alt+2 Spline, Alt+3 Clamped, Alt+4 Linear, Alt+5 Flat,
//   Alt+6 Stepped, Alt+7 Stepped Next, Alt+8 Plateau, Alt+9 Fixed, Alt+0 Auto Ease,
//   Alt+- Auto Mix;
// - Break Tangents (Alt+B) / Unify Tangents (Alt+U), Weighted Tangents (Alt+W) /
//   Non-Weighted Tangents (Alt+Shift+W), Free Tangent Weights (Alt+Shift+L) / Lock
//   Tangent Weights (Alt+L): new actions, also at the end of Key ▸ Tangents
//   (app/edits/TangentOperations.h).
// Object names: toolbar "tangentToolBar"; "actionBreakTangents", "actionUnifyTangents",
// "actionWeightedTangents", "actionNonWeightedTangents", "actionFreeWeights",
// "actionLockWeights". Construct after KeyActions (it looks its actions up by name). The
// window places toolBar() (above the curve canvas).

#include <QObject>

class QToolBar;

namespace knotline {

class MainWindow;

class TangentToolBar : public QObject {
    Q_OBJECT

public:
    explicit TangentToolBar(MainWindow *window);

    QToolBar *toolBar() const { return m_bar; }

private:
    MainWindow *m_window;
    QToolBar *m_bar;
};

} // namespace knotline
