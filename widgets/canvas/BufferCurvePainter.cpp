#include "widgets/canvas/BufferCurvePainter.h"

#include "core/spline/Sample.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/session/EditorSession.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace knotline::buffer_paint {

namespace {
constexpr double kGhostTolerancePx = 0.75;
constexpr double kGhostWidth = 1.3;
constexpr double kGhostKeyRadius = 2.2;

void paintSpans(QPainter &painter, const CanvasContext &context, const std::vector<std::pair<double, double>> &spans)
{
    const ViewTransform &view = context.view;
    const QRectF &plot = context.plot;
    QColor edge = diffSpanFill();
    edge.setAlpha(150);
    // Spans closer than kMinSpanPx on screen (split where the difference touches zero, at an
    // unmoved key) read as one band.
    std::vector<std::pair<double, double>> bands;
    for (const auto &[start, end] : spans) {
        const double x0 = view.timeToX(start);
        const double x1 = view.timeToX(end);
        if (!bands.empty() && x0 - bands.back().second < kMinSpanPx)
            bands.back().second = std::max(bands.back().second, x1);
        else
            bands.emplace_back(x0, x1);
    }
    for (auto [x0, x1] : bands) {
        if (x1 - x0 < kMinSpanPx) {
            const double mid = 0.5 * (x0 + x1);
            x0 = mid - 0.5 * kMinSpanPx;
            x1 = mid + 0.5 * kMinSpanPx;
        }
        if (x1 < plot.left() || x0 > plot.right())
            continue;
        const QRectF band(QPointF(x0, plot.top()), QPointF(x1, plot.bottom()));
        painter.fillRect(band, diffSpanFill());
        painter.setPen(QPen(edge, 1.0));
        painter.drawLine(QPointF(x0, plot.top()), QPointF(x0, plot.bottom()));
        painter.drawLine(QPointF(x1, plot.top()), QPointF(x1, plot.bottom()));
    }
}

void paintGhost(QPainter &painter, const CanvasContext &context, const PreviewCurve &ghost, double t0, double t1)
{
    const ViewTransform &view = context.view;
    std::vector<SamplePolyline> lines;
    if (!sample(ghost.spline, t0, t1, view.pixelsPerTime(), view.pixelsPerValue(), kGhostTolerancePx, &lines))
        return;
    const QColor tone = ghostColor(context.session->display(ghost.channel).color);
    painter.setPen(QPen(tone, kGhostWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    for (const SamplePolyline &line : lines) {
        QPolygonF polygon;
        polygon.reserve(static_cast<qsizetype>(line.vertices.size()));
        for (const auto &v : line.vertices)
            polygon << view.toPixels(v[0], v[1]);
        painter.drawPolyline(polygon);
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(tone);
    for (const Knot &k : ghost.spline.knots())
        if (k.time >= t0 && k.time <= t1)
            painter.drawEllipse(view.toPixels(k.time, k.value), kGhostKeyRadius, kGhostKeyRadius);
}

} // namespace

QColor ghostColor(const QColor &channelColor)
{
    const QColor hsv = channelColor.toHsv();
    return QColor::fromHsvF(std::max(0.0f, hsv.hueF()), hsv.saturationF() * 0.35f, std::min(0.62f, hsv.valueF() * 0.7f + 0.15f));
}

QColor diffSpanFill()
{
    return QColor(0xe0, 0xa0, 0x30, 0x38);
}

void paintBufferOverlay(QPainter &painter, const CanvasContext &context, const BufferOverlay &overlay)
{
    if (!context.session || overlay.isEmpty())
        return;
    const double t0 = context.visibleTimeMin();
    const double t1 = context.visibleTimeMax();
    if (!(t0 < t1))
        return;
    painter.save();
    painter.setClipRect(context.plot);
    painter.setRenderHint(QPainter::Antialiasing, true);
    paintSpans(painter, context, overlay.diffSpans);
    for (const PreviewCurve &ghost : overlay.ghosts)
        if (context.session->document()->contains(ghost.channel))
            paintGhost(painter, context, ghost, t0, t1);
    painter.restore();
}

} // namespace knotline::buffer_paint
