#include "widgets/canvas/CurveCanvas.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace knotline {

namespace {

const QColor kOutsideBackground(0x1f, 0x20, 0x23);
const QColor kPlotBackground(0x2a, 0x2b, 0x2f);
const QColor kFrameLine(0x33, 0x35, 0x3a);
const QColor kMajorLine(0x45, 0x48, 0x4f);
const QColor kZeroLine(0x6a, 0x6e, 0x78);
const QColor kLabelText(0xb8, 0xbc, 0xc4);
const QColor kTitleText(0x8c, 0x91, 0x9b);
const QColor kCurve(0xff, 0x9f, 0x1c);
const QColor kKnotFill(0xf4, 0xf4, 0xf4);
const QColor kKnotOutline(0x10, 0x10, 0x12);

constexpr double kMinMajorSpacingX = 80.0; ///< pixels between labelled time lines, at least
constexpr double kMinMajorSpacingY = 48.0; ///< pixels between labelled value lines, at least
constexpr double kMinFrameSpacing = 6.0;   ///< frame lines are drawn when at least this far apart
constexpr double kKnotSize = 8.0;          ///< knot square side, pixels

/// The smallest 1, 2 or 5 times a power of ten that is >= raw (raw > 0).
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

/// Digits after the decimal point needed to show multiples of `step`.
int decimalsFor(double step)
{
    return std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 9);
}

QString formatTick(double value, double step)
{
    if (std::abs(value) < step * 1e-6)
        value = 0.0; // no "-0"
    return QLocale().toString(value, 'f', decimalsFor(step));
}

} // namespace

CurveCanvas::CurveCanvas(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAutoFillBackground(false);
    updateViewTransform();
}

void CurveCanvas::setSpline(const Spline &spline)
{
    m_spline = spline;
    frameAll();
}

void CurveCanvas::frameAll()
{
    const auto &knots = m_spline.knots();
    double t0 = 0.0;
    double t1 = 24.0;
    if (!knots.empty()) {
        t0 = knots.front().time;
        t1 = knots.back().time;
        const double pad = t1 > t0 ? 0.05 * (t1 - t0) : 10.0;
        t0 -= pad;
        t1 += pad;
    }
    setTimeRange(t0, t1);
}

void CurveCanvas::setTimeRange(double timeMin, double timeMax)
{
    if (timeMax < timeMin)
        std::swap(timeMin, timeMax);
    m_timeMin = timeMin;
    m_timeMax = timeMax;
    fitValueRange();
    updateViewTransform();
    update();
}

void CurveCanvas::fitValueRange()
{
    // Evaluated at a fixed number of times (not per pixel) so the fit does not change with
    // the widget size.
    constexpr int kSamples = 1000;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    auto include = [&](std::optional<double> v) {
        if (v && std::isfinite(*v)) {
            lo = std::min(lo, *v);
            hi = std::max(hi, *v);
        }
    };
    for (int i = 0; i <= kSamples; ++i) {
        const double t = m_timeMin + (m_timeMax - m_timeMin) * i / kSamples;
        include(m_spline.eval(t));
    }
    for (const Knot &k : m_spline.knots()) {
        if (k.time >= m_timeMin && k.time <= m_timeMax) {
            include(k.value);
            include(m_spline.evalPreValue(k.time));
        }
    }
    if (!(lo <= hi)) {
        lo = -1.0;
        hi = 1.0;
    }
    const double span = hi - lo;
    const double pad = span > 0.0 ? 0.08 * span : std::max(1.0, 0.1 * std::abs(lo));
    m_valueMin = lo - pad;
    m_valueMax = hi + pad;
}

QMarginsF CurveCanvas::plotMargins() const
{
    const QFontMetricsF fm(font());
    const double line = fm.height();
    // Top: the value axis title; bottom: time labels and the time axis title.
    const double top = line + 10.0;
    const double bottom = 2.0 * line + 12.0;
    const double right = 16.0;
    // Left: as wide as the widest value label. The value label step depends only on the
    // plot height (not on the left margin), so the labels can be measured here.
    const double plotHeight = std::max(1.0, height() - top - bottom);
    const double valueStep = niceStep(kMinMajorSpacingY * (m_valueMax - m_valueMin) / plotHeight);
    double widest = 0.0;
    for (double v : {m_valueMin, m_valueMax}) {
        for (double k : {std::floor(v / valueStep), std::ceil(v / valueStep)})
            widest = std::max(widest, fm.horizontalAdvance(formatTick(k * valueStep, valueStep)));
    }
    return QMarginsF(std::max(3.0 * line, widest + 16.0), top, right, bottom);
}

QRectF CurveCanvas::plotRect() const
{
    return QRectF(QPointF(0, 0), QSizeF(size())).marginsRemoved(plotMargins());
}

void CurveCanvas::updateViewTransform()
{
    m_view = ViewTransform::frame(m_timeMin, m_timeMax, m_valueMin, m_valueMax, QSizeF(size()),
                                  plotMargins());
}

QColor CurveCanvas::curveColor()
{
    return kCurve;
}

QColor CurveCanvas::knotColor()
{
    return kKnotFill;
}

QSize CurveCanvas::sizeHint() const
{
    return QSize(800, 500);
}

QSize CurveCanvas::minimumSizeHint() const
{
    return QSize(240, 160);
}

void CurveCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateViewTransform();
}

void CurveCanvas::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateViewTransform();
}

void CurveCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), kOutsideBackground);
    const QRectF plot = plotRect();
    painter.fillRect(plot, kPlotBackground);

    drawGrid(painter, plot);

    painter.setRenderHint(QPainter::Antialiasing, true);
    drawCurve(painter, plot);
    drawKnots(painter, plot);

    if (m_spline.isEmpty()) {
        painter.setPen(kTitleText);
        painter.drawText(plot, Qt::AlignCenter, tr("No knots"));
    }
}

void CurveCanvas::drawGrid(QPainter &painter, const QRectF &plot) const
{
    const QFontMetricsF fm(font());
    painter.setFont(font());

    // Frame lines: one per whole time code, when they are far enough apart.
    if (m_view.pixelsPerTime() >= kMinFrameSpacing) {
        painter.setPen(QPen(kFrameLine, 0));
        for (double f = std::ceil(m_view.xToTime(plot.left())); m_view.timeToX(f) <= plot.right();
             f += 1.0) {
            const double x = std::round(m_view.timeToX(f)) + 0.5;
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
    }

    // Labelled time lines.
    const double timeStep = niceStep(kMinMajorSpacingX / m_view.pixelsPerTime());
    const double labelY = plot.bottom() + 4.0;
    for (double k = std::ceil(m_view.xToTime(plot.left()) / timeStep);; k += 1.0) {
        const double t = k * timeStep;
        const double x = m_view.timeToX(t);
        if (x > plot.right() + 0.5)
            break;
        const double px = std::round(x) + 0.5;
        painter.setPen(QPen(std::abs(t) < timeStep * 1e-6 ? kZeroLine : kMajorLine, 0));
        painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        painter.setPen(kLabelText);
        const QString label = formatTick(t, timeStep);
        const double w = fm.horizontalAdvance(label);
        painter.drawText(QRectF(x - w / 2.0 - 2.0, labelY, w + 4.0, fm.height()),
                         Qt::AlignCenter, label);
    }

    // Labelled value lines.
    const double valueStep = niceStep(kMinMajorSpacingY / m_view.pixelsPerValue());
    for (double k = std::ceil(m_view.yToValue(plot.bottom()) / valueStep);; k += 1.0) {
        const double v = k * valueStep;
        const double y = m_view.valueToY(v);
        if (y < plot.top() - 0.5)
            break;
        const double py = std::round(y) + 0.5;
        painter.setPen(QPen(std::abs(v) < valueStep * 1e-6 ? kZeroLine : kMajorLine, 0));
        painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        painter.setPen(kLabelText);
        painter.drawText(QRectF(0.0, y - fm.height() / 2.0, plot.left() - 6.0, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, formatTick(v, valueStep));
    }

    // Axis titles: time under its labels at the right, value above its labels at the left.
    painter.setPen(kTitleText);
    painter.drawText(QRectF(plot.left(), labelY + fm.height() + 2.0, plot.width(), fm.height()),
                     Qt::AlignRight | Qt::AlignVCenter, tr("Time (frames)"));
    painter.drawText(QRectF(4.0, 4.0, plot.left() + plot.width() / 2.0, fm.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, tr("Value"));

    painter.setPen(QPen(kMajorLine, 0));
    painter.drawRect(plot.adjusted(0.5, 0.5, -0.5, -0.5));
}

void CurveCanvas::drawCurve(QPainter &painter, const QRectF &plot) const
{
    const auto &knots = m_spline.knots();
    if (knots.empty())
        return;

    // Stopgap drawing: the spline is evaluated at every pixel column, plus both sides of
    // each knot so corners and jumps at knots are exact. Features narrower than a pixel
    // are missed and jumps between knots (loop copies) are drawn as steep lines.
    // TODO(sample): switch to Spline::sample(interval, timeScale, valueScale, tolerance)
    // polylines, cached per view scale, once that API exists (see DESIGN.md, Widgets).
    struct Point {
        double time;
        std::optional<double> value;
    };
    std::vector<Point> points;
    const int x0 = static_cast<int>(std::floor(plot.left()));
    const int x1 = static_cast<int>(std::ceil(plot.right()));
    points.reserve(static_cast<std::size_t>(x1 - x0 + 1) + 2 * knots.size());
    auto knot = std::lower_bound(knots.begin(), knots.end(), m_view.xToTime(x0),
                                 [](const Knot &k, double t) { return k.time < t; });
    for (int x = x0; x <= x1; ++x) {
        const double t = m_view.xToTime(x);
        for (; knot != knots.end() && knot->time <= t; ++knot) {
            points.push_back({knot->time, m_spline.evalPreValue(knot->time)});
            points.push_back({knot->time, m_spline.eval(knot->time)});
        }
        points.push_back({t, m_spline.eval(t)});
    }

    // Runs of defined values become polylines; "no value" (value blocks) leaves a gap.
    std::vector<QPolygonF> runs;
    QPolygonF run;
    for (const Point &p : points) {
        if (p.value && std::isfinite(*p.value)) {
            run << m_view.toPixels(p.time, *p.value);
        } else if (!run.isEmpty()) {
            runs.push_back(std::move(run));
            run = QPolygonF();
        }
    }
    if (!run.isEmpty())
        runs.push_back(std::move(run));

    auto drawRuns = [&](const QRectF &clip, const QPen &pen) {
        const QRectF area = clip.intersected(plot);
        if (area.isEmpty())
            return;
        painter.save();
        painter.setClipRect(area);
        painter.setPen(pen);
        for (const QPolygonF &r : runs) {
            if (r.size() == 1)
                painter.drawPoint(r.front());
            else
                painter.drawPolyline(r);
        }
        painter.restore();
    };

    // Between the first and the last knot: solid. Extrapolation: dashed, dimmer.
    const double xFirst = m_view.timeToX(knots.front().time);
    const double xLast = m_view.timeToX(knots.back().time);
    QColor extrapolationColor = kCurve;
    extrapolationColor.setAlphaF(0.6f);
    QPen extrapolationPen(extrapolationColor, 1.5, Qt::DashLine, Qt::FlatCap, Qt::RoundJoin);
    drawRuns(QRectF(QPointF(plot.left(), plot.top()), QPointF(xFirst, plot.bottom())),
             extrapolationPen);
    drawRuns(QRectF(QPointF(xLast, plot.top()), QPointF(plot.right(), plot.bottom())),
             extrapolationPen);
    drawRuns(QRectF(QPointF(xFirst, plot.top()), QPointF(xLast, plot.bottom())),
             QPen(kCurve, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
}

void CurveCanvas::drawKnots(QPainter &painter, const QRectF &plot) const
{
    painter.save();
    painter.setClipRect(plot.adjusted(-kKnotSize, -kKnotSize, kKnotSize, kKnotSize));
    painter.setPen(QPen(kKnotOutline, 1.0));
    painter.setBrush(kKnotFill);
    const double half = kKnotSize / 2.0;
    for (const Knot &k : m_spline.knots()) {
        const QPointF p = m_view.toPixels(k.time, k.value);
        if (p.x() < plot.left() - half || p.x() > plot.right() + half)
            continue;
        painter.drawRect(QRectF(p.x() - half, p.y() - half, kKnotSize, kKnotSize));
    }
    painter.restore();
}

} // namespace knotline
