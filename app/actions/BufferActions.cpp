#include "app/actions/BufferActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "app/edits/BufferSwap.h"
#include "widgets/analysis/CurveDiffPanel.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/session/BufferCurves.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QDockWidget>
#include <QMenuBar>

#include <set>

namespace knotline {

BufferActions::BufferActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
    , m_buffers(new BufferCurves(window->session(), this))
    , m_panel(new CurveDiffPanel(window->session(), m_buffers, window))
    , m_dock(new QDockWidget(tr("Buffer Diff"), window))
{
    m_dock->setObjectName(QStringLiteral("bufferDiffDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    if (auto *keys = window->findChild<QDockWidget *>(QStringLiteral("knotTableDock")))
        window->tabifyDockWidget(keys, m_dock);
    m_dock->hide();

    QMenu *curve = menuNamed(menuBar, "menuCurve", tr("&Curve"));
    curve->addSeparator();
    QMenu *menu = curve->addMenu(tr("&Buffer Curve"));
    menu->setObjectName(QStringLiteral("menuBufferCurve"));
    QAction *snap = addMenuAction(menu, tr("&Snapshot"), "actionBufferSnapshot");
    snap->setStatusTip(tr("Keep the selected curves in the buffer to compare with and swap back"));
    connect(snap, &QAction::triggered, this, &BufferActions::snapshot);
    QAction *swapAction = addMenuAction(menu, tr("S&wap Buffer Curves"), "actionBufferSwap");
    swapAction->setStatusTip(tr("Exchange the selected curves with their buffer curves"));
    connect(swapAction, &QAction::triggered, this, &BufferActions::swap);
    menu->addSeparator();
    QAction *show = addToggleAction(menu, tr("Show &Buffer Curves"), "actionShowBufferCurves");
    show->setChecked(m_buffers->isShown());
    show->setStatusTip(tr("Draw the buffer curves as ghosts behind the curves"));
    connect(show, &QAction::toggled, m_buffers, &BufferCurves::setShown);
    QAction *diff = m_dock->toggleViewAction();
    diff->setText(tr("&Diff View"));
    diff->setObjectName(QStringLiteral("actionBufferDiffView"));
    diff->setStatusTip(tr("List where the curves differ from their buffers (or two selected curves) and shade it"));
    menu->addAction(diff);

    connect(m_buffers, &BufferCurves::changed, this, &BufferActions::updateOverlay);
    connect(m_panel, &CurveDiffPanel::diffChanged, this, &BufferActions::updateOverlay);
    connect(window->session()->channelFocus(), &ChannelFocus::changed, this, &BufferActions::updateOverlay);
    connect(m_dock, &QDockWidget::visibilityChanged, this, &BufferActions::updateOverlay);
    // Turning the diff view on brings its tab to the front (it shares the Keys dock's tabs).
    connect(diff, &QAction::triggered, this, [this](bool on) {
        if (on)
            m_dock->raise();
    });
}

std::vector<ChannelId> BufferActions::chosenChannels() const
{
    const EditorSession &session = *m_window->session();
    std::set<ChannelId> chosen;
    for (const KnotRef &k : session.selection()->knots())
        chosen.insert(k.channel);
    if (chosen.empty())
        chosen = session.channelFocus()->selectedChannels();
    if (chosen.empty() && session.currentChannel())
        chosen.insert(*session.currentChannel());
    std::vector<ChannelId> out;
    for (ChannelId id : session.document()->channelIds())
        if (chosen.count(id))
            out.push_back(id);
    return out;
}

void BufferActions::snapshot()
{
    const std::size_t taken = m_buffers->snapshot(chosenChannels());
    m_window->report(taken ? Status::ok() : Status::error(tr("Select curves to snapshot").toStdString()),
                     tr("%n curve(s) kept in the buffer", nullptr, int(taken)));
}

void BufferActions::swap()
{
    const Result<std::size_t> swapped =
        swapWithBuffers(*m_window->session(), *m_buffers, chosenChannels(), tr("Swap Buffer Curves"));
    if (!swapped) {
        m_window->report(swapped.status(), QString());
        return;
    }
    m_window->report(Status::ok(), swapped.value() ? tr("%n curve(s) swapped with their buffers", nullptr,
                                                        int(swapped.value()))
                                                   : tr("No buffer curve differs from its curve: nothing swapped"));
}

void BufferActions::updateOverlay()
{
    const EditorSession &session = *m_window->session();
    BufferOverlay overlay;
    if (m_buffers->isShown())
        for (ChannelId id : m_buffers->channels())
            if (session.channelFocus()->shows(id))
                overlay.ghosts.push_back(PreviewCurve{id, m_buffers->curve(id)->spline()});
    if (m_dock->isVisible())
        overlay.diffSpans = m_panel->spans();
    m_window->canvas()->setBufferOverlay(std::move(overlay));
}

} // namespace knotline
