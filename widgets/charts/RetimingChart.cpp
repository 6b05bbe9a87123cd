#include "widgets/charts/RetimingChart.h"

#include "widgets/canvas/CanvasStyle.h"
#include "widgets/charts/ChartLook.h"
#include "widgets/session/EditorSession.h"

#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {
QColor jumpColor()
{
    return QColor(0xe5, 0x39, 0x35);
}
QColor reversalColor()
{
    return QColor(0xff, 0x98, 0x00);
}
QColor syncColor()
{
    return QColor(0x43, 0xa0, 0x47);
}

QScatterSeries *markerSeries(const QString &name, QScatterSeries::MarkerShape shape, double size)
{
    auto *s = new QScatterSeries;
    s->setName(name);
    s->setMarkerShape(shape);
    s->setMarkerSize(size);
    return s;
}
} // namespace

RetimingChart::RetimingChart(EditorSession *session, QWidget *parent)
    : QChartView(parent)
    , m_session(session)
    , m_stageAxis(new QValueAxis)
    , m_clipAxis(new QValueAxis)
    , m_line(new QLineSeries)
    , m_jumps(markerSeries(tr("Jumps"), QScatterSeries::MarkerShapeCircle, 7.0))
    , m_reversals(markerSeries(tr("Reversals"), QScatterSeries::MarkerShapeTriangle, 9.0))
    , m_syncPoints(markerSeries(tr("Sync points"), QScatterSeries::MarkerShapeRectangle, 7.0))
    , m_cursor(new QLineSeries)
{
    setObjectName(QStringLiteral("retimingChart"));
    auto *chart = new QChart;
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->addAxis(m_stageAxis, Qt::AlignBottom);
    chart->addAxis(m_clipAxis, Qt::AlignLeft);
    for (QValueAxis *axis : {m_stageAxis, m_clipAxis}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0.0);
    }
    m_line->setName(tr("Clip time"));
    m_cursor->setName(tr("Current time"));
    for (QXYSeries *s : std::initializer_list<QXYSeries *>{m_line, m_jumps, m_reversals, m_syncPoints, m_cursor}) {
        chart->addSeries(s);
        s->attachAxis(m_stageAxis);
        s->attachAxis(m_clipAxis);
    }
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 120);
    setFrameShape(QFrame::NoFrame);
    applyLook();

    connect(m_session, &EditorSession::visibleTimeRangeChanged, this, [this](double t0, double t1) {
        if (m_plottedTimes != TimeInterval{t0, t1})
            replot();
    });
    connect(m_session, &EditorSession::currentTimeChanged, this, &RetimingChart::moveCursor);
    showNothing(tr("No placed clip or clip set"));
}

void RetimingChart::showPlacement(const PlacedClip &placed, const QString &name, double timeCodesPerSecond)
{
    m_subject = placed;
    m_name = name;
    m_scale = timeCodesPerSecond > 0.0 && std::isfinite(timeCodesPerSecond) ? timeCodesPerSecond : 1.0;
    m_stageAxis->setTitleText(tr("Timeline time (frames)"));
    m_clipAxis->setTitleText(tr("Clip time (frames)"));
    replot();
}

void RetimingChart::showClipSet(const ClipSet &set, const QString &name)
{
    m_subject = set;
    m_name = name;
    m_scale = 1.0;
    m_stageAxis->setTitleText(tr("Stage time"));
    m_clipAxis->setTitleText(tr("Clip time"));
    replot();
}

void RetimingChart::showNothing(const QString &reason)
{
    m_subject = std::monostate();
    m_reason = reason;
    m_scale = 1.0;
    m_stageAxis->setTitleText(tr("Time"));
    m_clipAxis->setTitleText(tr("Clip time"));
    replot();
}

void RetimingChart::replot()
{
    m_plottedTimes = m_session->visibleTimeRange();
    chartlook::setRangeWithNiceTicks(m_stageAxis, m_plottedTimes.min, m_plottedTimes.max);
    const double from = m_plottedTimes.min / m_scale, to = m_plottedTimes.max / m_scale;
    if (const auto *placed = std::get_if<PlacedClip>(&m_subject))
        m_curve = placementRetiming(*placed, from, to);
    else if (const auto *set = std::get_if<ClipSet>(&m_subject))
        m_curve = clipSetRetiming(*set, from, to);
    else
        m_curve = RetimingCurve();

    QString title = isShowingSomething() ? tr("Retiming of %1").arg(m_name) : m_reason;
    if (m_curve.truncated)
        title += tr(" (first %1 cycles shown)").arg(RetimingCurve::kMaxCycles);
    chart()->setTitle(title);

    // The line through every piece (vertical where it jumps); holds, jumps and reversals
    // marked over it.
    const double k = m_scale;
    QList<QPointF> line, jumps, reversals, sync;
    std::vector<QList<QPointF>> holds;
    const RetimingPiece *previous = nullptr;
    for (const RetimingPiece &p : m_curve.pieces) {
        const QPointF a(p.stage0 * k, p.clip0 * k), b(p.stage1 * k, p.clip1 * k);
        if (line.isEmpty() || line.back() != a)
            line.append(a);
        line.append(b);
        if (previous && previous->stage1 == p.stage0 && previous->clip1 != p.clip0)
            jumps << QPointF(p.stage0 * k, previous->clip1 * k) << a;
        if (p.kind == RetimingPiece::Kind::Hold && holds.size() < kMaxHoldSeries)
            holds.push_back({a, b});
        previous = &p;
    }
    for (double r : m_curve.reversals) {
        const auto p = std::find_if(m_curve.pieces.begin(), m_curve.pieces.end(),
                                    [r](const RetimingPiece &p) { return p.stage0 == r; });
        if (p != m_curve.pieces.end())
            reversals << QPointF(r * k, p->clip0 * k);
    }
    for (const TimeMapKey &key : m_curve.syncPoints) {
        if (key.input >= from && key.input <= to)
            sync << QPointF(key.input * k, key.output * k);
    }
    m_line->replace(line);
    m_jumps->replace(jumps);
    m_reversals->replace(reversals);
    m_syncPoints->replace(sync);

    while (m_holds.size() > holds.size()) {
        chart()->removeSeries(m_holds.back());
        delete m_holds.back();
        m_holds.pop_back();
    }
    while (m_holds.size() < holds.size()) {
        auto *s = new QLineSeries;
        s->setName(tr("Held"));
        chart()->addSeries(s);
        s->attachAxis(m_stageAxis);
        s->attachAxis(m_clipAxis);
        m_holds.push_back(s);
    }
    for (std::size_t i = 0; i < holds.size(); ++i)
        m_holds[i]->replace(holds[i]);

    double lo = INFINITY, hi = -INFINITY;
    for (const QPointF &p : line) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
    }
    if (!(lo <= hi)) {
        lo = 0.0;
        hi = 1.0;
    }
    const double pad = hi > lo ? 0.08 * (hi - lo) : std::max(1.0, std::abs(hi) * 0.1);
    chartlook::setRangeWithNiceTicks(m_clipAxis, lo - pad, hi + pad);
    moveCursor();
    applyLook();
}

void RetimingChart::moveCursor()
{
    const double t = m_session->currentTime();
    m_cursor->replace(QList<QPointF>{{t, m_clipAxis->min()}, {t, m_clipAxis->max()}});
}

void RetimingChart::applyLook()
{
    chartlook::applyPalette(this, {m_stageAxis, m_clipAxis}, palette());
    chartlook::fitFonts(this, {m_stageAxis, m_clipAxis}, font());
    QFont legendFont = font();
    legendFont.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.8));
    chart()->legend()->setFont(legendFont);
    chart()->legend()->setLabelColor(palette().color(QPalette::WindowText));
    const QColor base = palette().color(QPalette::Base);
    QPen line(chartlook::readableOn(palette().color(QPalette::Highlight), base));
    line.setWidthF(2.0);
    m_line->setPen(line);
    QPen hold(chartlook::readableOn(QColor(Qt::gray), base));
    hold.setWidthF(3.0);
    hold.setStyle(Qt::DashLine);
    for (QLineSeries *s : m_holds)
        s->setPen(hold);
    QPen cursor(canvas_style::currentTime());
    cursor.setWidthF(1.0);
    m_cursor->setPen(cursor);
    for (auto [series, color] : {std::pair{m_jumps, jumpColor()}, std::pair{m_reversals, reversalColor()},
                                 std::pair{m_syncPoints, syncColor()}}) {
        series->setColor(color);
        series->setBorderColor(color);
    }
    // One legend entry per kind: only the first hold series, none for empty marker series.
    for (QLegendMarker *marker : chart()->legend()->markers()) {
        auto *series = qobject_cast<QXYSeries *>(marker->series());
        const bool extraHold = !m_holds.empty() && series != m_holds.front()
            && std::find(m_holds.begin(), m_holds.end(), series) != m_holds.end();
        marker->setVisible(series && series->count() > 0 && !extraHold && (series != m_cursor || isShowingSomething()));
    }
}

void RetimingChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange
        || event->type() == QEvent::FontChange)
        applyLook();
}

} // namespace knotline
