#include "widgets/charts/ChartLook.h"

#include <QChart>
#include <QChartView>
#include <QColor>
#include <QFont>
#include <QPalette>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace knotline::chartlook {

namespace {
/// A round tick step (1, 2 or 5 times a power of ten) giving about `ticks` intervals.
double niceStep(double span, int ticks)
{
    if (!(span > 0.0) || !std::isfinite(span))
        return 1.0;
    const double raw = span / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double n = raw / magnitude;
    return (n < 1.5 ? 1.0 : n < 3.0 ? 2.0 : n < 7.0 ? 5.0 : 10.0) * magnitude;
}

QColor blend(const QColor &a, const QColor &b, double f)
{
    return QColor::fromRgbF(float(a.redF() * (1 - f) + b.redF() * f), float(a.greenF() * (1 - f) + b.greenF() * f),
                            float(a.blueF() * (1 - f) + b.blueF() * f));
}
} // namespace

void applyPalette(QChartView *view, const QList<QValueAxis *> &axes, const QPalette &pal)
{
    const QColor window = pal.color(QPalette::Window);
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::WindowText);
    QChart *c = view->chart();
    view->setBackgroundBrush(window); // the view around the chart
    c->setBackgroundBrush(window);
    c->setBackgroundPen(Qt::NoPen);
    c->setPlotAreaBackgroundBrush(base);
    c->setPlotAreaBackgroundPen(QPen(blend(base, text, 0.35), 1.0));
    c->setPlotAreaBackgroundVisible(true);
    c->setTitleBrush(text);
    for (QValueAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setLinePen(QPen(blend(base, text, 0.45), 1.0));
        axis->setGridLinePen(QPen(blend(base, text, 0.18), 1.0));
        axis->setMinorGridLinePen(QPen(blend(base, text, 0.09), 1.0));
        axis->setShadesVisible(false);
    }
}

void fitFonts(QChartView *view, const QList<QValueAxis *> &axes, const QFont &font)
{
    QFont labels = font;
    labels.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.85));
    QFont title = labels;
    title.setBold(true);
    view->chart()->setTitleFont(title);
    for (QValueAxis *axis : axes) {
        axis->setLabelsFont(labels);
        axis->setTitleFont(labels);
        axis->setLabelFormat(QStringLiteral("%.6g"));
    }
}

void setRangeWithNiceTicks(QValueAxis *axis, double lo, double hi)
{
    // A larger interval goes in before the range, a smaller one after it (never millions
    // of ticks in between).
    const double step = niceStep(hi - lo, 4);
    if (step >= axis->tickInterval()) {
        axis->setTickInterval(step);
        axis->setRange(lo, hi);
    } else {
        axis->setRange(lo, hi);
        axis->setTickInterval(step);
    }
}

QColor readableOn(const QColor &color, const QColor &background)
{
    QColor c = color.isValid() ? color : QColor(Qt::darkCyan);
    const int bg = background.lightness();
    const bool darkBackground = bg < 128;
    for (int i = 0; i < 8 && std::abs(c.lightness() - bg) < 90; ++i)
        c = darkBackground ? c.lighter(125) : c.darker(125);
    if (std::abs(c.lightness() - bg) < 90) // a grey that lighter() cannot lift enough
        c = QColor::fromHsl(c.hslHue(), c.hslSaturation(), darkBackground ? std::min(255, bg + 110) : std::max(0, bg - 110));
    return c;
}

} // namespace knotline::chartlook
