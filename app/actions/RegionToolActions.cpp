#include "app/actions/RegionToolActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "widgets/canvas/CurveCanvas.h"

#include <QMenuBar>
#include <QToolBar>

namespace knotline {

RegionToolActions::RegionToolActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuNamed(menuBar, "menuKey", tr("&Key"));
    m_tool = addToggleAction(menu, tr("&Region Scale Tool"), "actionRegionTool", {QKeySequence(Qt::Key_R)});
    m_tool->setIconText(tr("Region"));
    m_tool->setToolTip(tr("Scale the selected keys by dragging the handles of the box around them (R)"));
    m_tool->setStatusTip(tr("While on, a box with handles surrounds the selected keys: drag an edge or a corner to "
                            "scale them in time and value about the opposite edge"));
    connect(m_tool, &QAction::triggered, this, [this](bool on) {
        CanvasOptions o = m_window->canvas()->options();
        o.regionTool = on;
        m_window->canvas()->setOptions(o);
    });
    toolBar->addAction(m_tool);
    const auto sync = [this] { m_tool->setChecked(m_window->canvas()->options().regionTool); };
    connect(m_window->canvas(), &CurveCanvas::optionsChanged, this, sync);
    sync();
}

} // namespace knotline
