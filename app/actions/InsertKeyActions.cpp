#include "app/actions/InsertKeyActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "widgets/canvas/CurveCanvas.h"

#include <QActionGroup>
#include <QMenuBar>
#include <QToolBar>

namespace knotline {

InsertKeyActions::InsertKeyActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuNamed(menuBar, "menuKey", tr("&Key"));
    menu->addSeparator();
    m_tool = addToggleAction(menu, tr("Insert &Key Tool"), "actionInsertKeyTool", {QKeySequence(Qt::Key_K)});
    m_tool->setIconText(tr("Insert Key"));
    m_tool->setToolTip(tr("Click a curve to put a key there (K)"));
    m_tool->setStatusTip(tr("While on, a click on a curve inserts a key at that frame"));

    QMenu *shapes = menu->addMenu(tr("Inserted &Keys"));
    shapes->setObjectName(QStringLiteral("menuInsertedKeys"));
    auto *group = new QActionGroup(this);
    m_keepShape = addToggleAction(shapes, tr("&Keep Curve Shape"), "actionInsertKeepShape");
    m_keepShape->setStatusTip(tr("Inserted keys split the curve without changing its shape, like a breakdown"));
    m_defaultTangent = addToggleAction(shapes, tr("Use &Default Tangent Type"), "actionInsertDefaultTangent");
    m_defaultTangent->setStatusTip(tr("Inserted keys get the default tangent type (Key ▸ Default Tangent Type)"));
    for (QAction *a : {m_keepShape, m_defaultTangent}) {
        group->addAction(a);
        connect(a, &QAction::triggered, this, &InsertKeyActions::apply);
    }
    connect(m_tool, &QAction::triggered, this, &InsertKeyActions::apply);
    toolBar->addAction(m_tool);
    connect(m_window->canvas(), &CurveCanvas::optionsChanged, this, &InsertKeyActions::syncChecks);
    syncChecks();
}

void InsertKeyActions::apply()
{
    CanvasOptions o = m_window->canvas()->options();
    o.insertKeyTool = m_tool->isChecked();
    o.insertShape = m_defaultTangent->isChecked() ? KeyInsertShape::DefaultTangent : KeyInsertShape::KeepShape;
    m_window->canvas()->setOptions(o);
}

void InsertKeyActions::syncChecks()
{
    const CanvasOptions &o = m_window->canvas()->options();
    m_tool->setChecked(o.insertKeyTool);
    (o.insertShape == KeyInsertShape::DefaultTangent ? m_defaultTangent : m_keepShape)->setChecked(true);
}

} // namespace knotline
