#include "app/actions/DopeSheetActions.h"

#include "app/MainWindow.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/dopesheet/DopeSheetView.h"
#include "widgets/session/Transport.h"

#include <QDockWidget>
#include <QStatusBar>
#include <QTreeView>

namespace knotline {

namespace {
constexpr int kStatusTimeoutMs = 8000; // as the window's other status messages
constexpr int kOwnRowHeight = 260;     // pixels: about ten rows
} // namespace

DopeSheetActions::DopeSheetActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    QDockWidget *channels = window->dock(QStringLiteral("channelsDock"));
    auto *tree = channels ? qobject_cast<QTreeView *>(channels->widget()) : nullptr;
    m_view = new DopeSheetView(window->session(), tree, window);
    auto *dock = m_dock = new QDockWidget(tr("Dope Sheet"), window);
    dock->setObjectName(QStringLiteral("dopeSheetDock"));
    dock->setWidget(m_view);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (QDockWidget *keys = window->dock(QStringLiteral("knotTableDock"))) {
        window->tabifyDockWidget(keys, dock);
        keys->raise();
    }

    CurveCanvas *canvas = window->canvas();
    m_view->setSnapping(canvas->snapping());
    connect(canvas, &CurveCanvas::optionsChanged, m_view,
            [view = m_view](const CanvasOptions &o) { view->setSnapping(o.snapping); });
    Transport *transport = window->transport();
    m_view->setPlaybackRange(transport->playbackRange());
    connect(transport, &Transport::playbackRangeChanged, m_view,
            [view = m_view](double start, double end) { view->setPlaybackRange(TimeInterval{start, end}); });
    connect(m_view, &DopeSheetView::editRefused, window,
            [window](const QString &reason) { window->statusBar()->showMessage(reason, kStatusTimeoutMs); });
}

void DopeSheetActions::showInOwnRow()
{
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_dock, Qt::Vertical);
    m_dock->show();
    m_dock->raise();
    m_window->resizeDocks({m_dock}, {kOwnRowHeight}, Qt::Vertical);
}

} // namespace knotline
