#include "app/actions/TransportActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/Transport.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QKeyEvent>
#include <QMenuBar>
#include <QStyle>

namespace knotline {

namespace {
/// Share of the playback range left free on each side by Frame Playback Range.
constexpr double kFrameMargin = 0.02;

/// The keys of the transport's shortcuts (without modifiers they need), for handing them
/// to item views.
bool isTransportKey(const QKeyEvent *key)
{
    const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
    switch (key->key()) {
    case Qt::Key_Space:
    case Qt::Key_Home:
        return mods == Qt::NoModifier;
    case Qt::Key_Left:
    case Qt::Key_Right:
        return mods == Qt::NoModifier || mods == Qt::ControlModifier;
    default:
        return false;
    }
}
} // namespace

TransportActions::TransportActions(MainWindow *window, Transport *transport, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
    , m_transport(transport)
{
    QMenu *menu = menuBar->addMenu(tr("&Playback"));
    menu->setObjectName(QStringLiteral("menuPlayback"));
    QStyle *style = window->style();

    m_playPause = addMenuAction(menu, tr("&Play"), "actionPlayPause", {QKeySequence(Qt::Key_Space)});
    m_playPause->setCheckable(true);
    m_playPause->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
    m_playPause->setStatusTip(tr("Play or pause in real time over the playback range"));
    connect(m_playPause, &QAction::triggered, m_transport, &Transport::togglePlaying);
    connect(m_transport, &Transport::playingChanged, this, [this, style](bool playing) {
        m_playPause->setChecked(playing);
        m_playPause->setText(playing ? tr("&Pause") : tr("&Play"));
        m_playPause->setIcon(style->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });

    m_previousFrame = addMenuAction(menu, tr("P&revious Frame"), "actionPreviousFrame", {QKeySequence(Qt::Key_Left)});
    m_previousFrame->setIcon(style->standardIcon(QStyle::SP_MediaSeekBackward));
    connect(m_previousFrame, &QAction::triggered, m_transport, &Transport::stepBackward);
    m_nextFrame = addMenuAction(menu, tr("&Next Frame"), "actionNextFrame", {QKeySequence(Qt::Key_Right)});
    m_nextFrame->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
    connect(m_nextFrame, &QAction::triggered, m_transport, &Transport::stepForward);
    m_goToStart = addMenuAction(menu, tr("Go to &Start"), "actionGoToStart",
                                {QKeySequence(Qt::CTRL | Qt::Key_Left)});
    m_goToStart->setIcon(style->standardIcon(QStyle::SP_MediaSkipBackward));
    connect(m_goToStart, &QAction::triggered, m_transport, &Transport::jumpToStart);
    m_goToEnd = addMenuAction(menu, tr("Go to &End"), "actionGoToEnd", {QKeySequence(Qt::CTRL | Qt::Key_Right)});
    m_goToEnd->setIcon(style->standardIcon(QStyle::SP_MediaSkipForward));
    connect(m_goToEnd, &QAction::triggered, m_transport, &Transport::jumpToEnd);
    menu->addSeparator();

    m_loop = addMenuAction(menu, tr("&Loop Playback"), "actionLoopPlayback");
    m_loop->setCheckable(true);
    m_loop->setChecked(m_transport->isLooping());
    m_loop->setIcon(style->standardIcon(QStyle::SP_BrowserReload));
    m_loop->setStatusTip(tr("Start again at the range start after its last frame"));
    connect(m_loop, &QAction::toggled, m_transport, &Transport::setLooping);
    connect(m_transport, &Transport::loopingChanged, m_loop, &QAction::setChecked);
    m_showSeconds = addMenuAction(menu, tr("Show Times in &Seconds"), "actionShowSeconds");
    m_showSeconds->setCheckable(true);
    connect(m_showSeconds, &QAction::toggled, m_transport, [this](bool seconds) {
        m_transport->setTimeDisplay(seconds ? Transport::TimeDisplay::Seconds : Transport::TimeDisplay::Frames);
    });
    connect(m_transport, &Transport::timeDisplayChanged, m_showSeconds,
            [this](Transport::TimeDisplay d) { m_showSeconds->setChecked(d == Transport::TimeDisplay::Seconds); });
    menu->addSeparator();
    m_framePlaybackRange = addMenuAction(menu, tr("&Frame Playback Range"), "actionFramePlaybackRange",
                                         {QKeySequence(Qt::Key_Home)});
    m_framePlaybackRange->setStatusTip(tr("Show the playback range across the time views"));
    connect(m_framePlaybackRange, &QAction::triggered, this, &TransportActions::framePlaybackRangeInViews);

    qApp->installEventFilter(this);
}

void TransportActions::framePlaybackRangeInViews()
{
    const TimeInterval range = m_transport->playbackRange();
    const double margin = (range.max - range.min) * kFrameMargin;
    m_transport->session()->setVisibleTimeRange(range.min - margin, range.max + margin);
}

bool TransportActions::eventFilter(QObject *watched, QEvent *event)
{
    // Item views move their current row / column (and toggle check boxes) with these keys:
    // let them have the key before the window-wide shortcut does.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *view = qobject_cast<QAbstractItemView *>(watched);
        if (view && view->window() == m_window && isTransportKey(static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace knotline
