#include "widgets/dopesheet/DopeSheetPainter.h"

#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/GridPainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace knotline {

namespace style = canvas_style;

namespace {

constexpr double kMinLabelSpacing = 60.0;
constexpr double kMinFrameSpacing = 6.0;

QColor summaryBand() { return QColor(0x33, 0x35, 0x3b); }
QColor oddBand() { return QColor(0x2d, 0x2e, 0x33); }
QColor keyFill() { return QColor(0xc8, 0xcc, 0xd4); }
QColor summaryKeyFill() { return QColor(0x9a, 0x9f, 0xaa); }
QColor breakdownFill() { return QColor(0x5f, 0xd0, 0xe0); }
QColor selectedFill() { return QColor(0xff, 0xc8, 0x3d); }

QPainterPath diamond(QPointF c, double r)
{
    QPainterPath path;
    path.moveTo(c.x(), c.y() - r);
    path.lineTo(c.x() + r, c.y());
    path.lineTo(c.x(), c.y() + r);
    path.lineTo(c.x() - r, c.y());
    path.closeSubpath();
    return path;
}

constexpr double kLabelGap = 3.0; ///< from a label's tick to its text

void paintRuler(QPainter &p, const DopeSheetLayout &layout, double step, double currentTime)
{
    const QRectF ruler = layout.rulerRect();
    p.fillRect(QRectF(0, 0, ruler.right(), ruler.height()), style::rulerBackground());
    const QFontMetricsF fm(p.font());
    const TimeInterval shown = layout.axis().visibleRange(ruler.left(), ruler.right());
    for (double t = std::ceil(shown.min / step) * step; t <= shown.max; t += step) {
        const double x = std::round(layout.timeToX(t)) + 0.5;
        p.setPen(style::majorLine());
        p.drawLine(QPointF(x, ruler.bottom() - 6), QPointF(x, ruler.bottom()));
    }
    p.setPen(style::labelText());
    for (double t : rulerLabelTimes(layout, step, fm, currentTimeFlagRect(layout, currentTime, fm))) {
        const double x = std::round(layout.timeToX(t)) + 0.5;
        p.drawText(QRectF(x + kLabelGap, ruler.top(), 80, ruler.height() - 4), Qt::AlignLeft | Qt::AlignVCenter,
                   grid::formatTick(t, step));
    }
}

void paintRows(QPainter &p, const DopeSheetLayout &layout, const DopeSheetScene &scene)
{
    const QRectF plot = layout.plotRect();
    const std::vector<DopeSheetRow> &rows = *scene.rows;
    QFont base = p.font();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const QRectF rect = layout.rowRect(r);
        if (rect.bottom() < plot.top() || rect.top() > plot.bottom())
            continue;
        const DopeSheetRow &row = rows[r];
        const bool summary = row.kind != DopeSheetRow::Kind::Channel;
        p.fillRect(rect, summary ? summaryBand() : (r % 2 ? oddBand() : style::plotBackground()));
        // Name column: indent, colour swatch, label.
        double x = 6.0 + DopeSheetLayout::kIndent * std::max(0, row.depth - 1);
        if (r < scene.rowColors.size() && scene.rowColors[r].isValid()) {
            p.fillRect(QRectF(x, rect.top() + 6, 4, rect.height() - 12), scene.rowColors[r]);
            x += 9.0;
        }
        QFont f = base;
        f.setBold(summary);
        f.setItalic(row.readOnly);
        p.setFont(f);
        p.setPen(row.hidden ? style::dimText() : style::labelText());
        const QRectF textRect(x, rect.top(), DopeSheetLayout::kNameWidth - x - 4, rect.height());
        p.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(f).elidedText(row.label, Qt::ElideMiddle, textRect.width()));
    }
    p.setFont(base);
    p.setPen(style::frameLine());
    p.drawLine(QPointF(plot.left() - 0.5, plot.top()), QPointF(plot.left() - 0.5, plot.bottom()));
}

void paintFrameLines(QPainter &p, const DopeSheetLayout &layout, double step, double rowsBottom)
{
    const QRectF plot = layout.plotRect();
    const TimeInterval shown = layout.axis().visibleRange(plot.left(), plot.right());
    const double bottom = std::min(plot.bottom(), rowsBottom);
    const bool frames = layout.axis().pixelsPerTime() >= kMinFrameSpacing;
    const double lineStep = frames ? 1.0 : step;
    for (double t = std::ceil(shown.min / lineStep) * lineStep; t <= shown.max; t += lineStep) {
        const bool major = std::abs(std::remainder(t, step)) < 1e-9;
        p.setPen(major ? style::majorLine() : style::frameLine());
        const double x = std::round(layout.timeToX(t)) + 0.5;
        p.drawLine(QPointF(x, plot.top()), QPointF(x, bottom));
    }
}

void paintTicks(QPainter &p, const DopeSheetLayout &layout, const DopeSheetScene &scene)
{
    const QRectF plot = layout.plotRect();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.save();
    p.setClipRect(plot);
    for (std::size_t r = 0; r < scene.rows->size() && r < scene.ticks->size(); ++r) {
        const double y = std::round(layout.rowCenterY(r)) + 0.5;
        if (y < plot.top() - 10 || y > plot.bottom() + 10)
            continue;
        const bool summary = (*scene.rows)[r].kind != DopeSheetRow::Kind::Channel;
        for (const DopeSheetTick &tick : (*scene.ticks)[r]) {
            const double x = std::round(layout.timeToX(tick.time)) + 0.5;
            if (x < plot.left() - 10 || x > plot.right() + 10)
                continue;
            double radius = DopeSheetLayout::kTickRadius;
            QColor fill = summary ? summaryKeyFill() : keyFill();
            if (tick.breakdown) {
                radius -= 1.5;
                fill = breakdownFill();
            }
            if (summary)
                radius += 0.5;
            if (tick.selected)
                fill = selectedFill();
            p.setPen(QPen(tick.partlySelected ? selectedFill() : style::knotOutline(), tick.partlySelected ? 1.5 : 1.0));
            p.setBrush(fill);
            p.drawPath(diamond(QPointF(x, y), radius));
        }
    }
    p.restore();
    p.setRenderHint(QPainter::Antialiasing, false);
}

void paintOverlay(QPainter &p, const DopeSheetLayout &layout, const DopeSheetScene &scene)
{
    const QRectF plot = layout.plotRect();
    if (scene.span) {
        p.setPen(Qt::NoPen);
        p.setBrush(selectedFill());
        p.drawRect(scaleGripRect(layout, scene.span->start, true));
        p.drawRect(scaleGripRect(layout, scene.span->end, false));
        QColor band = selectedFill();
        band.setAlpha(0x50);
        const QRectF ruler = layout.rulerRect();
        p.fillRect(QRectF(QPointF(layout.timeToX(scene.span->start), ruler.bottom() - 3),
                          QPointF(layout.timeToX(scene.span->end), ruler.bottom())),
                   band);
    }
    if (scene.box) {
        p.setPen(style::selectionBoxLine());
        p.setBrush(style::selectionBoxFill());
        p.drawRect(*scene.box);
    }
    const double x = std::round(layout.timeToX(scene.currentTime)) + 0.5;
    if (x >= plot.left() && x <= plot.right()) {
        p.setPen(QPen(style::currentTime(), 1.0));
        p.drawLine(QPointF(x, 0), QPointF(x, plot.bottom()));
        const QString label = grid::formatTick(scene.currentTime, 1.0);
        const QRectF flag = *currentTimeFlagRect(layout, scene.currentTime, QFontMetricsF(p.font()));
        p.fillRect(flag, style::currentTime());
        p.setPen(style::knotOutline());
        p.drawText(flag, Qt::AlignCenter, label);
    }
}

} // namespace

std::optional<QRectF> currentTimeFlagRect(const DopeSheetLayout &layout, double currentTime, const QFontMetricsF &metrics)
{
    const QRectF plot = layout.plotRect();
    const double x = std::round(layout.timeToX(currentTime)) + 0.5;
    if (x < plot.left() || x > plot.right())
        return std::nullopt;
    const QString label = grid::formatTick(currentTime, 1.0);
    return QRectF(x, 2, metrics.horizontalAdvance(label) + 8, layout.rulerRect().height() * 0.5 - 1);
}

std::vector<double> rulerLabelTimes(const DopeSheetLayout &layout, double step, const QFontMetricsF &metrics,
                                    const std::optional<QRectF> &flag)
{
    constexpr double kClearance = 2.0;
    std::vector<double> times;
    const QRectF ruler = layout.rulerRect();
    const TimeInterval shown = layout.axis().visibleRange(ruler.left(), ruler.right());
    for (double t = std::ceil(shown.min / step) * step; t <= shown.max; t += step) {
        const double left = std::round(layout.timeToX(t)) + 0.5 + kLabelGap;
        const double right = left + metrics.horizontalAdvance(grid::formatTick(t, step));
        if (flag && right > flag->left() - kClearance && left < flag->right() + kClearance)
            continue;
        times.push_back(t);
    }
    return times;
}

void paintDopeSheet(QPainter &painter, const DopeSheetLayout &layout, const DopeSheetScene &scene)
{
    const QRectF plot = layout.plotRect();
    painter.fillRect(QRectF(QPointF(0, 0), QPointF(plot.right(), plot.bottom())), style::outsideBackground());
    if (!scene.rows || !scene.ticks)
        return;
    const double step = grid::niceStep(kMinLabelSpacing / layout.axis().pixelsPerTime());
    // Outside the playback range darker, as the canvas shades it.
    const double p0 = std::max(plot.left(), layout.timeToX(scene.playbackRange.min));
    const double p1 = std::min(plot.right(), layout.timeToX(scene.playbackRange.max));
    paintRows(painter, layout, scene);
    if (p1 > p0) {
        QColor shade = style::playbackRangeShade();
        shade.setAlpha(0x40);
        painter.fillRect(QRectF(p0, plot.top(), p1 - p0, plot.height()), shade);
    }
    const double rowsBottom = layout.rowCount() ? layout.rowRect(layout.rowCount() - 1).bottom() : plot.top();
    paintFrameLines(painter, layout, step, rowsBottom);
    paintTicks(painter, layout, scene);
    paintRuler(painter, layout, step, scene.currentTime);
    paintOverlay(painter, layout, scene);
}

} // namespace knotline
