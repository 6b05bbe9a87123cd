#include "widgets/canvas/GridPainter.h"

#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/session/EditorSession.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <optional>

namespace knotline::grid {

namespace cs = canvas_style;

namespace {

/// Digits after the decimal point needed to show multiples of `step`.
int decimalsFor(double step)
{
    return std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 9);
}

/// At most this many lines per direction, whatever the view (guards absurd zoom levels).
constexpr int kMaxLines = 2000;

} // namespace

double niceStep(double raw)
{
    if (!(raw > 0.0) || !std::isfinite(raw))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= raw * (1.0 - 1e-12))
            return m * power;
    }
    return 10.0 * power;
}

double timeLabelStep(const ViewTransform &view)
{
    return niceStep(kMinTimeLabelSpacing / view.pixelsPerTime());
}

double valueLabelStep(const ViewTransform &view)
{
    return niceStep(kMinValueLabelSpacing / view.pixelsPerValue());
}

QString formatTick(double value, double step)
{
    if (std::abs(value) < step * 1e-6)
        value = 0.0; // no "-0"
    return QLocale().toString(value, 'f', decimalsFor(step));
}

void paintPlotGrid(QPainter &painter, const CanvasContext &context, double startTime, double endTime)
{
    const QRectF plot = context.plot;
    const ViewTransform &view = context.view;
    painter.fillRect(plot, cs::playbackRangeShade());
    const double x0 = std::clamp(view.timeToX(startTime), plot.left(), plot.right());
    const double x1 = std::clamp(view.timeToX(endTime), plot.left(), plot.right());
    if (x1 > x0)
        painter.fillRect(QRectF(QPointF(x0, plot.top()), QPointF(x1, plot.bottom())), cs::plotBackground());

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    // Frame lines.
    if (view.pixelsPerTime() >= kMinFrameSpacing) {
        painter.setPen(QPen(cs::frameLine(), 0));
        int n = 0;
        for (double f = std::ceil(view.xToTime(plot.left())); view.timeToX(f) <= plot.right() && n < kMaxLines;
             f += 1.0, ++n) {
            const double x = std::floor(view.timeToX(f)) + 0.5;
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
    }
    // Labelled time lines.
    const double timeStep = timeLabelStep(view);
    int n = 0;
    for (double k = std::ceil(view.xToTime(plot.left()) / timeStep); n < kMaxLines; k += 1.0, ++n) {
        const double t = k * timeStep;
        const double x = view.timeToX(t);
        if (x > plot.right())
            break;
        painter.setPen(QPen(std::abs(t) < timeStep * 1e-6 ? cs::zeroLine() : cs::majorLine(), 0));
        const double px = std::floor(x) + 0.5;
        painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
    }
    // Labelled value lines.
    const double valueStep = valueLabelStep(view);
    n = 0;
    for (double k = std::ceil(view.yToValue(plot.bottom()) / valueStep); n < kMaxLines; k += 1.0, ++n) {
        const double v = k * valueStep;
        const double y = view.valueToY(v);
        if (y < plot.top())
            break;
        painter.setPen(QPen(std::abs(v) < valueStep * 1e-6 ? cs::zeroLine() : cs::majorLine(), 0));
        const double py = std::floor(y) + 0.5;
        painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
    }
    painter.restore();
}

void paintRulers(QPainter &painter, const CanvasContext &context)
{
    const QRectF plot = context.plot;
    const ViewTransform &view = context.view;
    const QFontMetricsF fm(painter.font());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(context.timeRuler, cs::rulerBackground());
    painter.fillRect(context.valueRuler, cs::rulerBackground());
    painter.fillRect(QRectF(context.valueRuler.topLeft(), QPointF(context.valueRuler.right(), context.timeRuler.bottom())),
                     cs::rulerBackground());

    // Time ruler: ticks at every frame (when spaced enough), labels at the labelled lines.
    const double rulerBottom = context.timeRuler.bottom();
    painter.setPen(QPen(cs::majorLine(), 0));
    painter.drawLine(QPointF(plot.left(), rulerBottom - 0.5), QPointF(context.timeRuler.right(), rulerBottom - 0.5));
    if (view.pixelsPerTime() >= kMinFrameSpacing) {
        int n = 0;
        for (double f = std::ceil(view.xToTime(plot.left())); view.timeToX(f) <= plot.right() && n < kMaxLines;
             f += 1.0, ++n) {
            const double x = std::floor(view.timeToX(f)) + 0.5;
            painter.drawLine(QPointF(x, rulerBottom - 4.0), QPointF(x, rulerBottom));
        }
    }
    const double timeStep = timeLabelStep(view);
    int n = 0;
    for (double k = std::ceil(view.xToTime(plot.left()) / timeStep); n < kMaxLines; k += 1.0, ++n) {
        const double t = k * timeStep;
        const double x = view.timeToX(t);
        if (x > plot.right())
            break;
        const double px = std::floor(x) + 0.5;
        painter.setPen(QPen(cs::zeroLine(), 0));
        painter.drawLine(QPointF(px, rulerBottom - 8.0), QPointF(px, rulerBottom));
        painter.setPen(cs::labelText());
        const QString label = formatTick(t, timeStep);
        painter.drawText(QRectF(px + 3.0, context.timeRuler.top(), fm.horizontalAdvance(label) + 4.0,
                                context.timeRuler.height() - 4.0),
                         Qt::AlignLeft | Qt::AlignVCenter, label);
    }

    // Value ruler.
    const double rulerRight = context.valueRuler.right();
    painter.setPen(QPen(cs::majorLine(), 0));
    painter.drawLine(QPointF(rulerRight - 0.5, plot.top()), QPointF(rulerRight - 0.5, plot.bottom()));
    const double valueStep = valueLabelStep(view);
    n = 0;
    for (double k = std::ceil(view.yToValue(plot.bottom()) / valueStep); n < kMaxLines; k += 1.0, ++n) {
        const double v = k * valueStep;
        const double y = view.valueToY(v);
        if (y < plot.top())
            break;
        const double py = std::floor(y) + 0.5;
        painter.setPen(QPen(cs::zeroLine(), 0));
        painter.drawLine(QPointF(rulerRight - 6.0, py), QPointF(rulerRight, py));
        if (y - fm.height() / 2.0 < plot.top() - 2.0 || y + fm.height() / 2.0 > plot.bottom() + 2.0)
            continue; // the label would leave the ruler
        painter.setPen(cs::labelText());
        painter.drawText(QRectF(context.valueRuler.left(), y - fm.height() / 2.0, context.valueRuler.width() - 9.0,
                                fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, formatTick(v, valueStep));
    }
    painter.restore();
}

namespace {
/// Where the current-time line (x) and its flag go, and the flag's label; nullopt when the
/// time is outside the plot.
struct CursorLayout {
    double px = 0.0;
    QRectF flag;
    QString label;
};

std::optional<CursorLayout> cursorLayout(const CanvasContext &context, const QFont &font)
{
    const double time = context.currentTime;
    const double x = context.view.timeToX(time);
    if (!(x >= context.plot.left() - 1.0 && x <= context.plot.right() + 1.0))
        return std::nullopt;
    CursorLayout c;
    c.px = std::floor(x) + 0.5;
    const QFontMetricsF fm(font);
    const bool whole = std::abs(time - std::round(time)) < 1e-9;
    c.label = whole ? QLocale().toString(std::round(time), 'f', 0) : QLocale().toString(time, 'f', 2);
    const double w = fm.horizontalAdvance(c.label) + 10.0;
    c.flag = QRectF(c.px - w / 2.0, context.timeRuler.top() + 2.0, w, context.timeRuler.height() - 4.0);
    return c;
}
} // namespace

void paintCurrentTime(QPainter &painter, const CanvasContext &context)
{
    const std::optional<CursorLayout> c = cursorLayout(context, painter.font());
    if (!c)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(cs::currentTime(), 1.0));
    painter.drawLine(QPointF(c->px, context.plot.top()), QPointF(c->px, context.plot.bottom()));
    // Flag with the time in the ruler.
    painter.fillRect(c->flag, cs::currentTime());
    painter.setPen(QColor(0x10, 0x12, 0x16));
    painter.drawText(c->flag, Qt::AlignCenter, c->label);
    painter.restore();
}

QRectF currentTimeArea(const CanvasContext &context, const QFont &font)
{
    const std::optional<CursorLayout> c = cursorLayout(context, font);
    if (!c)
        return {};
    return c->flag.united(QRectF(c->px - 1.0, context.plot.top(), 2.0, context.plot.height()));
}

} // namespace knotline::grid
