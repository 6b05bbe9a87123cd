#include "widgets/canvas/ClipBoundaryMarks.h"

#include "widgets/canvas/CanvasContext.h"
#include "widgets/models/NumberText.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace knotline::clipmarks {

namespace {

QColor boundaryColor()
{
    return QColor(0xe0, 0xa4, 0x3a); // amber: not a channel colour, not the time cursor
}

} // namespace

std::vector<ShownBoundary> shownBoundaries(const CanvasContext &context, const std::vector<ChannelId> &shown)
{
    std::vector<ShownBoundary> out;
    if (!context.session)
        return out;
    const std::optional<ChannelId> current = context.session->currentChannel();
    if (!current || std::find(shown.begin(), shown.end(), *current) == shown.end())
        return out;
    const ClipSet *set = context.session->document()->clipSetOf(*current);
    if (!set)
        return out;
    for (ClipBoundary &b : clipBoundaries(*set))
        out.push_back({std::move(b), set->name, set->primPath});
    return out;
}

QRectF tabRect(const CanvasContext &context, double time)
{
    const double x = context.view.timeToX(time);
    return QRectF(x - 4.5, context.timeRuler.bottom() - 8.0, 9.0, 8.0);
}

void paintLines(QPainter &painter, const CanvasContext &context, const std::vector<ShownBoundary> &boundaries)
{
    if (boundaries.empty())
        return;
    painter.save();
    painter.setClipRect(context.plot);
    painter.setRenderHint(QPainter::Antialiasing, false);
    QPen line(boundaryColor(), 1.0, Qt::CustomDashLine);
    line.setDashPattern({4.0, 3.0});
    painter.setPen(line);
    for (const ShownBoundary &b : boundaries) {
        const double x = std::round(context.view.timeToX(b.boundary.stageTime)) + 0.5;
        painter.drawLine(QPointF(x, context.plot.top()), QPointF(x, context.plot.bottom()));
    }
    painter.restore();
}

void paintTabs(QPainter &painter, const CanvasContext &context, const std::vector<ShownBoundary> &boundaries)
{
    if (boundaries.empty())
        return;
    painter.save();
    painter.setClipRect(context.timeRuler);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(boundaryColor());
    for (const ShownBoundary &b : boundaries) {
        const QRectF tab = tabRect(context, b.boundary.stageTime);
        painter.drawPolygon(QPolygonF({tab.topLeft(), tab.topRight(), QPointF(tab.center().x(), tab.bottom())}));
    }
    painter.restore();
}

std::optional<ShownBoundary> boundaryAt(const CanvasContext &context, const std::vector<ShownBoundary> &boundaries,
                                        QPointF pos)
{
    for (const ShownBoundary &b : boundaries) {
        if (tabRect(context, b.boundary.stageTime).adjusted(-2, -2, 2, 2).contains(pos))
            return b;
        const double x = context.view.timeToX(b.boundary.stageTime);
        if (context.plot.contains(pos) && std::abs(pos.x() - x) <= 3.0)
            return b;
    }
    return std::nullopt;
}

QString toolTip(const ShownBoundary &b)
{
    return QCoreApplication::translate("ClipBoundaryMarks", "Clip set '%1' of %2: from %3 clip %4 (before: %5)\n%6")
        .arg(QString::fromStdString(b.setName), QString::fromStdString(b.primPath),
             formatDisplayNumber(b.boundary.stageTime), QString::fromStdString(b.boundary.assetPath),
             QString::fromStdString(b.boundary.previousAssetPath), QString::fromStdString(b.boundary.clipFile));
}

} // namespace knotline::clipmarks
