#pragma once
// VelocityChart: a Qt Charts panel plotting the current channel's velocity — the
// derivative of its curve (Spline::evalDerivative from the right, value units per time
// code) — over the session's shared visible time range (EditorSession::visibleTimeRange).
//
// Time axis: the chart follows, it does not drive. Its time QValueAxis range is always the
// session's visible time range, which the curve canvas drives (its zoom, pan, frame and
// resize), so the chart shows the same time span as the canvas. The chart has no zoom or
// pan gesture of its own; setTimeRange() is a programmatic shortcut for
// EditorSession::setVisibleTimeRange, so it moves the canvas too (one time axis, not two).
//
// This is a chart, not the curve drawing: the derivative is sampled with an EvalCursor at
// sampleCount() + 1 evenly spaced times over the range (both ends included). Where the
// curve has no value (value blocks) the line is broken: each unbroken run is its own
// QLineSeries, in the channel's colour. The axes fit the range and the sampled values.
// It re-samples on EditorDocument::channelChanged of the current channel, on
// EditorSession::visibleTimeRangeChanged (when the range differs from the one plotted),
// on setChannel / setSampleCount, and clears on documentChanged (no channel,
// unless one of the new document was already chosen by an earlier receiver);
// channelDisplayChanged recolours it.
//
// Look: the chart follows the widget's palette (QPalette::Window behind the chart,
// QPalette::Base in the plot area, QPalette::WindowText for titles and labels, grid lines
// blended from text and base), updated on palette and style changes — so on a dark
// application palette it is dark too, instead of Qt Charts' white light theme. The
// channel's colour is lightened (or darkened) until it stands out from the plot area.
// Margins and fonts are kept small so both axis titles fit in a dock of the default
// size (200 × 120 minimum): the velocity axis title is short ("Velocity"); the unit is
// in the chart title.

#include "core/editor/ChannelId.h"
#include "widgets/axis/TimeAxis.h"
#include <QChartView>
#include <QColor>
#include <QPointer>

#include <cstddef>
#include <optional>
#include <vector>

class QLineSeries;
class QValueAxis;

namespace knotline {

class EditorDocument;
class EditorSession;

class VelocityChart : public QChartView {
    Q_OBJECT

public:
    explicit VelocityChart(EditorSession *session, QWidget *parent = nullptr);

    /// The channel plotted; nullopt = none (empty chart).
    std::optional<ChannelId> channel() const { return m_channel; }
    /// Plots channel `channel` (nullopt or out of range: none).
    void setChannel(std::optional<ChannelId> channel);

    /// The time range plotted, in time codes: the session's visible time range (after a
    /// new document, its start/end time codes until a time view such as the canvas frames).
    double timeMin() const;
    double timeMax() const;
    /// Sets the session's visible time range to [timeMin, timeMax] (swapped when reversed;
    /// ignored when not finite or empty), which the chart and the other time views follow.
    void setTimeRange(double timeMin, double timeMax);

    /// Number of intervals sampled over the range (default 400; at least 2).
    int sampleCount() const { return m_sampleCount; }
    void setSampleCount(int count);

    /// The plotted runs (one QLineSeries per run without value blocks).
    const std::vector<QLineSeries *> &runs() const { return m_runs; }
    QValueAxis *timeAxis() const { return m_timeAxis; }
    QValueAxis *velocityAxis() const { return m_velocityAxis; }

    /// The colour a series of channel colour `channel` is drawn in on `background`: the
    /// channel colour, lightened (dark background) or darkened (light background) until
    /// its lightness differs from the background's by at least 90 (of 255).
    static QColor readableOn(const QColor &channel, const QColor &background);

protected:
    void changeEvent(QEvent *event) override;
    /// A short chart (the timeline layout's middle row) drops its axis titles so the tick
    /// labels keep their room (QtCharts elides them to "…" otherwise).
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyPalette();
    void fitFonts();
    void connectDocument();
    void replot();
    void recolor();

    EditorSession *m_session;
    QPointer<EditorDocument> m_document;
    std::optional<ChannelId> m_channel;
    /// The range replot() last sampled (also the time axis' range).
    TimeInterval m_plottedTimes;
    int m_sampleCount = 400;
    QValueAxis *m_timeAxis;
    QValueAxis *m_velocityAxis;
    std::vector<QLineSeries *> m_runs;
};

} // namespace knotline
