#pragma once
// ChartLook: what the editor's Qt Charts panels (VelocityChart, RetimingChart) share in how
// they look and scale: colours from the widget's palette instead of Qt Charts' white light
// theme, small fonts so axis titles fit a small dock, round tick steps.

#include <QList>

class QChartView;
class QColor;
class QFont;
class QPalette;
class QValueAxis;

namespace knotline::chartlook {

/// Colours the view and its chart from `palette`: QPalette::Window behind the chart,
/// QPalette::Base in the plot area, QPalette::WindowText for titles and labels, grid and
/// axis lines blended from text and base.
void applyPalette(QChartView *view, const QList<QValueAxis *> &axes, const QPalette &palette);

/// Titles and labels a little smaller than `font` (the title bold), labels "%.6g".
void fitFonts(QChartView *view, const QList<QValueAxis *> &axes, const QFont &font);

/// Sets the axis range [lo, hi] with a round tick step (1, 2 or 5 × a power of ten, about
/// four intervals), never letting the axis see a wide range with a small interval.
void setRangeWithNiceTicks(QValueAxis *axis, double lo, double hi);

/// `color` lightened (dark background) or darkened (light background) until its lightness
/// differs from the background's by at least 90 (of 255).
QColor readableOn(const QColor &color, const QColor &background);

} // namespace knotline::chartlook
