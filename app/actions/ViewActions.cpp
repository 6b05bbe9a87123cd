#include "app/actions/ViewActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QMenuBar>

namespace knotline {

ViewActions::ViewActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuBar->addMenu(tr("&View"));
    menu->setObjectName(QStringLiteral("menuView"));

    QAction *frameAll = addMenuAction(menu, tr("Frame &All"), "actionFrameAll", {QKeySequence(Qt::Key_A)});
    connect(frameAll, &QAction::triggered, m_window, &MainWindow::frameAll);
    QAction *frameSelected = addMenuAction(menu, tr("&Frame Selected"), "actionFrameSelected",
                                           {QKeySequence(Qt::Key_F)});
    connect(frameSelected, &QAction::triggered, m_window, &MainWindow::frameSelected);
    menu->addSeparator();

    auto toggle = [&](const QString &text, const char *name) {
        QAction *a = addMenuAction(menu, text, name);
        a->setCheckable(true);
        connect(a, &QAction::triggered, this, &ViewActions::toggled);
        return a;
    };
    m_showTangents = toggle(tr("Show &Tangents"), "actionShowTangents");
    m_showExtrapolation = toggle(tr("Show &Extrapolation and Loops"), "actionShowExtrapolation");
    m_highlightRegression = toggle(tr("&Highlight Regressive Segments"), "actionHighlightRegression");
    m_snapping = toggle(tr("&Snap to Frames"), "actionSnapping");
    m_valueSnapping = toggle(tr("Snap to Whole &Values"), "actionValueSnapping");
    m_valueSnapping->setStatusTip(tr("A dragged key lands on a whole value (Alt while dragging: free)"));
    m_frameLoops = toggle(tr("Frame All Includes &Loops"), "actionFrameLoops");
    m_frameLoops->setStatusTip(tr("Frame All also frames one copy of each looped extrapolation "
                                  "before and after the keys, as drawn"));
    menu->addSeparator();

    QMenu *keymap = menu->addMenu(tr("&Keymap"));
    keymap->setObjectName(QStringLiteral("menuKeymap"));
    auto *keymaps = new QActionGroup(this);
    auto keymapChoice = [&](const QString &text, const char *name, const QString &tip) {
        QAction *a = addMenuAction(keymap, text, name);
        a->setCheckable(true);
        a->setStatusTip(tip);
        keymaps->addAction(a);
        connect(a, &QAction::triggered, this, &ViewActions::toggled);
        return a;
    };
    m_keymapMaya = keymapChoice(tr("&Maya-Style"), "actionKeymapMaya",
                                tr("Alt+middle-drag pans, Alt+right-drag zooms, middle-drag moves the selected keys"));
    m_keymapBlender = keymapChoice(tr("&Blender-Style"), "actionKeymapBlender",
                                   tr("Middle-drag pans, Ctrl+middle-drag zooms, G moves the selected keys"));

    QMenu *panels = menu->addMenu(tr("&Panels"));
    panels->setObjectName(QStringLiteral("menuPanels"));
    for (QDockWidget *dock : m_window->docks())
        panels->addAction(dock->toggleViewAction());
    syncChecks();
}

void ViewActions::syncChecks()
{
    const Preferences &p = m_window->preferences();
    m_showTangents->setChecked(p.showTangents);
    m_showExtrapolation->setChecked(p.showExtrapolation);
    m_highlightRegression->setChecked(p.highlightRegression);
    m_snapping->setChecked(p.snapping);
    m_valueSnapping->setChecked(p.valueSnapping);
    m_frameLoops->setChecked(p.frameLoops);
    (p.keymap == CanvasKeymap::Blender ? m_keymapBlender : m_keymapMaya)->setChecked(true);
}

void ViewActions::toggled()
{
    Preferences p = m_window->preferences();
    p.showTangents = m_showTangents->isChecked();
    p.showExtrapolation = m_showExtrapolation->isChecked();
    p.highlightRegression = m_highlightRegression->isChecked();
    p.snapping = m_snapping->isChecked();
    p.valueSnapping = m_valueSnapping->isChecked();
    p.frameLoops = m_frameLoops->isChecked();
    p.keymap = m_keymapBlender->isChecked() ? CanvasKeymap::Blender : CanvasKeymap::Maya;
    m_window->setPreferences(p);
}

} // namespace knotline
