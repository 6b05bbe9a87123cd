#include "app/actions/CurveDisplayActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QMenuBar>
#include <QToolBar>

#include <set>

namespace knotline {

CurveDisplayActions::CurveDisplayActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuNamed(menuBar, "menuView", tr("&View"));
    menu->addSeparator();
    m_showAll = addToggleAction(menu, tr("Show A&ll Curves"), "actionShowAllCurves",
                                {QKeySequence(Qt::SHIFT | Qt::Key_A)});
    m_showAll->setIconText(tr("All Curves"));
    m_showAll->setToolTip(tr("Show every curve, not only the channels selected in the channel tree (Shift+A)"));
    connect(m_showAll, &QAction::toggled, this, [this](bool on) { m_window->session()->channelFocus()->setShowAll(on); });

    m_isolate = addToggleAction(menu, tr("&Isolate Curves"), "actionIsolateCurves", {QKeySequence(Qt::SHIFT | Qt::Key_H)});
    m_isolate->setIconText(tr("Isolate"));
    m_isolate->setToolTip(tr("Show only the selected channels' curves (or the current one) until unchecked "
                             "(Shift+H)"));
    connect(m_isolate, &QAction::triggered, this, &CurveDisplayActions::isolate);

    toolBar->addAction(m_showAll);
    toolBar->addAction(m_isolate);
    connect(m_window->session()->channelFocus(), &ChannelFocus::changed, this, &CurveDisplayActions::syncChecks);
    syncChecks();
}

void CurveDisplayActions::isolate(bool on)
{
    EditorSession *session = m_window->session();
    ChannelFocus *focus = session->channelFocus();
    if (!on) {
        focus->isolate({});
        m_window->report(Status::ok(), tr("All selected curves shown again"));
        return;
    }
    std::set<ChannelId> channels = focus->selectedChannels();
    if (channels.empty() && session->currentChannel())
        channels.insert(*session->currentChannel());
    focus->isolate(channels);
    if (!focus->isIsolating()) {
        syncChecks();
        m_window->report(Status::error("select a channel in the channel tree to isolate"), QString());
        return;
    }
    m_window->report(Status::ok(), tr("Isolated %n curve(s)", nullptr, int(focus->isolatedChannels().size())));
}

void CurveDisplayActions::syncChecks()
{
    const ChannelFocus *focus = m_window->session()->channelFocus();
    const QSignalBlocker a(m_showAll);
    const QSignalBlocker b(m_isolate);
    m_showAll->setChecked(focus->showAll());
    m_isolate->setChecked(focus->isIsolating());
}

} // namespace knotline
