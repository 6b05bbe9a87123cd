#include "widgets/charts/VelocityChart.h"

#include "core/spline/EvalCursor.h"
#include "widgets/session/EditorSession.h"

#include <QChart>
#include <QLineSeries>
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
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_velocityAxis, Qt::AlignLeft);
    m_timeAxis->setTitleText(tr("Time"));
    m_velocityAxis->setTitleText(tr("Velocity (per time code)"));
    setChart(chart); // the view owns the chart, the chart the axes
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 120);

    connect(m_session, &EditorSession::documentChanged, this, [this] {
        connectDocument();
        m_timeMin = m_session->document()->startTimeCode();
        m_timeMax = m_session->document()->endTimeCode();
        // Keep a channel of the new document chosen by an earlier receiver (channel tree).
        setChannel(m_channel && m_channelDocument == m_session->document() ? m_channel : std::nullopt);
    });
    connect(m_session, &EditorSession::channelDisplayChanged, this, [this](std::size_t ch) {
        if (m_channel && ch == *m_channel)
            recolor();
    });
    connectDocument();
    m_timeMin = m_session->document()->startTimeCode();
    m_timeMax = m_session->document()->endTimeCode();
    replot();
}

void VelocityChart::connectDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    connect(m_document, &EditorDocument::channelChanged, this, [this](std::size_t ch, double, double) {
        if (m_channel && ch == *m_channel)
            replot();
    });
}

void VelocityChart::setChannel(std::optional<std::size_t> channel)
{
    if (channel && *channel >= m_session->document()->channelCount())
        channel.reset();
    m_channel = channel;
    m_channelDocument = m_session->document();
    replot();
}

void VelocityChart::setTimeRange(double timeMin, double timeMax)
{
    if (!std::isfinite(timeMin) || !std::isfinite(timeMax) || timeMin == timeMax)
        return;
    if (timeMin > timeMax)
        std::swap(timeMin, timeMax);
    if (timeMin == m_timeMin && timeMax == m_timeMax)
        return;
    m_timeMin = timeMin;
    m_timeMax = timeMax;
    replot();
}

void VelocityChart::setSampleCount(int count)
{
    count = std::max(count, 2);
    if (count == m_sampleCount)
        return;
    m_sampleCount = count;
    replot();
}

void VelocityChart::replot()
{
    m_timeAxis->setRange(m_timeMin, m_timeMax);
    const EditorDocument *doc = m_session->document();
    std::vector<QList<QPointF>> runs;
    double lo = INFINITY, hi = -INFINITY;
    if (!m_channel || *m_channel >= doc->channelCount()) {
        chart()->setTitle(tr("Velocity: no channel"));
    } else {
        chart()->setTitle(tr("Velocity of %1").arg(QString::fromStdString(doc->channel(*m_channel).path)));
        const Spline spline = doc->channel(*m_channel).curve.spline(); // the cursor needs it alive
        EvalCursor cursor(spline);
        bool inRun = false;
        for (int i = 0; i <= m_sampleCount; ++i) {
            const double t = i == m_sampleCount
                                 ? m_timeMax
                                 : m_timeMin + (m_timeMax - m_timeMin) * double(i) / double(m_sampleCount);
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
    m_velocityAxis->setRange(lo - pad, hi + pad);
    recolor();
}

void VelocityChart::recolor()
{
    if (!m_channel || *m_channel >= m_session->document()->channelCount())
        return;
    const QColor color = m_session->display(*m_channel).color;
    for (QLineSeries *s : m_runs) {
        QPen pen(color.isValid() ? color : QColor(Qt::darkCyan));
        pen.setWidthF(1.5);
        s->setPen(pen);
    }
}

} // namespace knotline
