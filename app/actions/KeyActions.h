#pragma once
// The Key menu: Set Key (S) and Insert Breakdown Key (I) at the current time, Mark /
// Clear Breakdown, tangent types (both sides, in, out), segment interpolation, dual value
// on/off and the default tangent type of new keys (a persisted preference).
// Object names: "actionSetKey", "actionInsertBreakdown", "actionMarkBreakdown",
// "actionClearBreakdown", "actionTangent<Both|In|Out>_<word>" (word as in .anim files,
// e.g. "actionTangentBoth_auto"), "actionInterp_<held|linear|curve|none>",
// "actionDualOn", "actionDualOff", "actionDefaultTangent_<word>".

#include "app/edits/KeyOperations.h"

#include <QObject>

#include <map>

class QActionGroup;
class QMenu;
class QMenuBar;

namespace knotline {

class MainWindow;

class KeyActions : public QObject {
    Q_OBJECT

public:
    KeyActions(MainWindow *window, QMenuBar *menuBar);

    /// Checks the default-tangent entry of the window's preferences.
    void syncDefaultTangent();

private:
    void addTangentMenu(QMenu *parent, const QString &title, TangentSides sides, const char *sideName);
    void setKeys();
    void insertBreakdowns();
    void reportSkipped(const Status &status, const QString &done, const std::vector<std::string> &skipped);

    MainWindow *m_window;
    QActionGroup *m_defaultGroup;
    std::map<MayaTangentType, QAction *> m_defaultActions;
};

} // namespace knotline
