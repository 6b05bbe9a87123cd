#include "app/DockLayouts.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QTimer>

namespace knotline {

namespace {

const char *settingsKey(DockLayouts::Kind kind)
{
    return kind == DockLayouts::Kind::Timeline ? "mainWindow/timelineState" : "mainWindow/state";
}

QDockWidget *dockNamed(QMainWindow *window, const char *name)
{
    return window->findChild<QDockWidget *>(QString::fromLatin1(name), Qt::FindDirectChildrenOnly);
}

} // namespace

DockLayouts::DockLayouts(QMainWindow *window, int version)
    : m_window(window)
    , m_version(version)
{
}

void DockLayouts::setCorners(Kind kind)
{
    // Curves: the side docks run the full height and the bottom docks sit under the canvas.
    // Timeline: the bottom docks run the full width (the timeline under everything).
    const Qt::DockWidgetArea left = kind == Kind::Timeline ? Qt::BottomDockWidgetArea : Qt::LeftDockWidgetArea;
    const Qt::DockWidgetArea right = kind == Kind::Timeline ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea;
    m_window->setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    m_window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    m_window->setCorner(Qt::BottomLeftCorner, left);
    m_window->setCorner(Qt::BottomRightCorner, right);
}

void DockLayouts::arrangeDefault(Kind kind)
{
    QDockWidget *timeline = dockNamed(m_window, "timelineDock");
    QDockWidget *velocity = dockNamed(m_window, "velocityDock");
    QDockWidget *keys = dockNamed(m_window, "knotTableDock");
    QDockWidget *pose = dockNamed(m_window, "poseDock");
    if (!timeline || !velocity || !keys)
        return;
    setCorners(kind);
    m_window->removeDockWidget(timeline);
    if (kind == Kind::Timeline) {
        m_window->addDockWidget(Qt::BottomDockWidgetArea, timeline, Qt::Vertical);
        timeline->show();
        if (pose)
            pose->raise();
        // Room for several tracks once the window has its size (queued: the document may
        // open before the window shows).
        // The canvas keeps the most room: a short keys row, the timeline a third.
        QTimer::singleShot(0, m_window, [w = m_window, timeline, keys] {
            if (!timeline->isFloating() && !keys->isFloating())
                w->resizeDocks({keys, timeline}, {170, std::max(240, w->height() / 3)}, Qt::Vertical);
        });
    } else {
        m_window->addDockWidget(Qt::BottomDockWidgetArea, timeline);
        m_window->tabifyDockWidget(velocity, timeline);
        timeline->show();
        keys->raise();
        velocity->raise();
    }
}

void DockLayouts::show(Kind kind, bool force)
{
    if (kind == m_current && !force)
        return;
    if (kind != m_current)
        m_states[m_current] = m_window->saveState(m_version);
    m_current = kind;
    const auto it = m_states.find(kind);
    if (it != m_states.end() && !it->second.isEmpty()) {
        setCorners(kind);
        if (m_window->restoreState(it->second, m_version))
            return;
    }
    arrangeDefault(kind);
}

void DockLayouts::save(QSettings &settings)
{
    m_states[m_current] = m_window->saveState(m_version);
    for (const auto &[kind, state] : m_states)
        settings.setValue(QLatin1String(settingsKey(kind)), state);
}

void DockLayouts::load(QSettings &settings)
{
    for (Kind kind : {Kind::Curves, Kind::Timeline}) {
        const QByteArray state = settings.value(QLatin1String(settingsKey(kind))).toByteArray();
        if (!state.isEmpty())
            m_states[kind] = state;
    }
    const auto it = m_states.find(m_current);
    if (it != m_states.end()) {
        setCorners(m_current);
        m_window->restoreState(it->second, m_version);
    }
}

} // namespace knotline
