#include "widgets/charts/VelocityChart.h"

#include "widgets/charts/ChartLook.h"

#include "core/spline/EvalCursor.h"
#include "widgets/session/EditorSession.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QPalette>
#include <QResizeEvent>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace knotline {

VelocityChart::VelocityChart(EditorSession *session, QWidget *parent)
    : QChartView(parent)
    , m_session(session)
    , m_timeAxis(new QValueAxis)
    , m_velocityAxis(new QValueAxis)
{
    auto *chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_velocityAxis, Qt::AlignLeft);
    m_timeAxis->setTitleText(tr("Time"));
    m_velocityAxis->setTitleText(tr("Velocity"));
    for (QValueAxis *axis : {m_timeAxis, m_velocityAxis}) {
        axis->setTickType(QValueAxis::TicksDynamic); // round numbers (setRangeWithNiceTicks)
        axis->setTickAnchor(0.0);
    }
    setChart(chart); // the view owns the chart, the chart the axes
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 120);
    setFrameShape(QFrame::NoFrame);
    applyPalette();
    fitFonts();

    connect(m_session, &EditorSession::documentChanged, this, [this] {
        connectDocument();
        setChannel(m_session->currentChannel());
    });
    connect(m_session, &EditorSession::visibleTimeRangeChanged, this, [this](double t0, double t1) {
        if (m_plottedTimes != TimeInterval{t0, t1})
            replot();
    });
    connect(m_session, &EditorSession::currentChannelChanged, this, [this](std::optional<ChannelId> ch) {
        if (channel() != ch)
            setChannel(ch);
    });
    connect(m_session, &EditorSession::channelDisplayChanged, this, [this](ChannelId ch) {
        if (m_channel && ch == *m_channel)
            recolor();
    });
    connectDocument();
    replot();
}

void VelocityChart::connectDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    connect(m_document, &EditorDocument::channelChanged, this, [this](ChannelId ch, double, double) {
        if (m_channel && ch == *m_channel)
            replot();
    });
}

void VelocityChart::setChannel(std::optional<ChannelId> channel)
{
    if (channel && !m_session->document()->contains(*channel))
        channel.reset();
    m_channel = channel;
    replot();
}

double VelocityChart::timeMin() const
{
    return m_session->visibleTimeRange().min;
}

double VelocityChart::timeMax() const
{
    return m_session->visibleTimeRange().max;
}

void VelocityChart::setTimeRange(double timeMin, double timeMax)
{
    m_session->setVisibleTimeRange(timeMin, timeMax); // replots through visibleTimeRangeChanged
}

void VelocityChart::setSampleCount(int count)
{
    count = std::max(count, 2);
    if (count == m_sampleCount)
        return;
    m_sampleCount = count;
    replot();
}

using chartlook::setRangeWithNiceTicks;

void VelocityChart::replot()
{
    m_plottedTimes = m_session->visibleTimeRange();
    const double timeMin = m_plottedTimes.min, timeMax = m_plottedTimes.max;
    setRangeWithNiceTicks(m_timeAxis, timeMin, timeMax);
    const EditorDocument *doc = m_session->document();
    std::vector<QList<QPointF>> runs;
    double lo = INFINITY, hi = -INFINITY;
    if (!m_channel || !doc->contains(*m_channel)) {
        chart()->setTitle(tr("Velocity: no channel"));
    } else {
        chart()->setTitle(tr("Velocity of %1 (per time code)").arg(QString::fromStdString(doc->channel(*m_channel).path)));
        const Spline spline = doc->channel(*m_channel).curve.spline(); // the cursor needs it alive
        EvalCursor cursor(spline);
        bool inRun = false;
        for (int i = 0; i <= m_sampleCount; ++i) {
            const double t = i == m_sampleCount
                                 ? timeMax
                                 : timeMin + (timeMax - timeMin) * double(i) / double(m_sampleCount);
            const std::optional<double> d = cursor.evalDerivative(t);
            if (!d || !std::isfinite(*d)) {
                inRun = false; // a value block breaks the line
                continue;
            }
            if (!inRun)
                runs.emplace_back();
            inRun = true;
            runs.back().append(QPointF(t, *d));
            lo = std::min(lo, *d);
            hi = std::max(hi, *d);
        }
    }
    // Reuse the series while the number of runs stays (cheap replots during drags).
    while (m_runs.size() > runs.size()) {
        chart()->removeSeries(m_runs.back());
        delete m_runs.back();
        m_runs.pop_back();
    }
    while (m_runs.size() < runs.size()) {
        auto *series = new QLineSeries;
        chart()->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_velocityAxis);
        m_runs.push_back(series);
    }
    for (std::size_t i = 0; i < runs.size(); ++i)
        m_runs[i]->replace(runs[i]);
    if (!(lo <= hi)) {
        lo = -1.0;
        hi = 1.0;
    }
    const double pad = hi > lo ? 0.05 * (hi - lo) : std::max(1.0, std::abs(hi) * 0.1);
    setRangeWithNiceTicks(m_velocityAxis, lo - pad, hi + pad);
    recolor();
}

QColor VelocityChart::readableOn(const QColor &channel, const QColor &background)
{
    return chartlook::readableOn(channel, background);
}

void VelocityChart::recolor()
{
    if (!m_channel || !m_session->document()->contains(*m_channel))
        return;
    const QColor color = readableOn(m_session->display(*m_channel).color, palette().color(QPalette::Base));
    for (QLineSeries *s : m_runs) {
        QPen pen(color);
        pen.setWidthF(1.5);
        s->setPen(pen);
    }
}

void VelocityChart::applyPalette()
{
    chartlook::applyPalette(this, {m_timeAxis, m_velocityAxis}, palette());
    recolor();
}

void VelocityChart::fitFonts()
{
    chartlook::fitFonts(this, {m_timeAxis, m_velocityAxis}, font());
}

void VelocityChart::resizeEvent(QResizeEvent *event)
{
    const bool roomy = event->size().height() >= 3 * fontMetrics().height() * 4;
    m_timeAxis->setTitleVisible(roomy);
    m_velocityAxis->setTitleVisible(roomy);
    QChartView::resizeEvent(event);
}

void VelocityChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyPalette();
    else if (event->type() == QEvent::FontChange)
        fitFonts();
}

} // namespace knotline
