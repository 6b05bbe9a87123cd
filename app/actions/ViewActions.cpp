#include "app/actions/ViewActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"

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
    m_frameLoops = toggle(tr("Frame All Includes &Loops"), "actionFrameLoops");
    m_frameLoops->setStatusTip(tr("Frame All also frames one copy of each looped extrapolation "
                                  "before and after the keys, as drawn"));
    menu->addSeparator();

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
    m_frameLoops->setChecked(p.frameLoops);
}

void ViewActions::toggled()
{
    Preferences p = m_window->preferences();
    p.showTangents = m_showTangents->isChecked();
    p.showExtrapolation = m_showExtrapolation->isChecked();
    p.highlightRegression = m_highlightRegression->isChecked();
    p.snapping = m_snapping->isChecked();
    p.frameLoops = m_frameLoops->isChecked();
    m_window->setPreferences(p);
}

} // namespace knotline
