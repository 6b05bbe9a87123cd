#include "app/actions/ClipTimeActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "widgets/canvas/CurveCanvas.h"

namespace knotline {

ClipTimeActions::ClipTimeActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuNamed(menuBar, "menuView", tr("&View"));
    m_timelineTime = addToggleAction(menu, tr("Clip Channels in &Timeline Time"), "actionClipChannelsInTimelineTime",
                                     {QKeySequence(Qt::SHIFT | Qt::Key_T)});
    m_timelineTime->setStatusTip(tr("Show a placed clip's channels mapped into timeline time through the placement "
                                    "(read-only) instead of in clip time"));
    connect(m_timelineTime, &QAction::triggered, this, [this](bool on) {
        CanvasOptions o = m_window->canvas()->options();
        o.clipChannelsInTimelineTime = on;
        m_window->canvas()->setOptions(o);
    });
    connect(m_window->canvas(), &CurveCanvas::optionsChanged, this, &ClipTimeActions::syncCheck);
    syncCheck();
}

void ClipTimeActions::syncCheck()
{
    m_timelineTime->setChecked(m_window->canvas()->options().clipChannelsInTimelineTime);
}

} // namespace knotline
