#pragma once
// GridPainter: the curve canvas's background, frame grid, time and value rulers and the
// current-time cursor. Lines at "nice" steps (1, 2 or 5 × 10^n) at least a minimum pixel
// distance apart are labelled; a thin line marks every whole frame (time code) while
// frames are at least kMinFrameSpacing pixels apart. Outside the playback range the plot is
// shaded a little darker.

#include <QRectF>
#include <QString>

class QFont;
class QPainter;

namespace knotline {

struct CanvasContext;
class ViewTransform;

namespace grid {

constexpr double kMinTimeLabelSpacing = 80.0;  ///< pixels between labelled time lines, at least
constexpr double kMinValueLabelSpacing = 48.0; ///< pixels between labelled value lines, at least
constexpr double kMinFrameSpacing = 6.0;       ///< frame lines drawn when at least this far apart

/// The smallest 1, 2 or 5 times a power of ten that is >= raw (1 for bad input).
double niceStep(double raw);
/// Time codes between labelled time lines for this view.
double timeLabelStep(const ViewTransform &view);
/// Value units between labelled value lines for this view.
double valueLabelStep(const ViewTransform &view);
/// `value` as a label for lines `step` apart (enough decimals, no "-0"), localised.
QString formatTick(double value, double step);

/// Plot background (with the playback range [startTime, endTime] lighter), frame lines and
/// labelled lines.
void paintPlotGrid(QPainter &painter, const CanvasContext &context, double startTime, double endTime);
/// Both rulers with their labels.
void paintRulers(QPainter &painter, const CanvasContext &context);
/// The current-time line across the plot and its flag (frame number) in the time ruler.
void paintCurrentTime(QPainter &painter, const CanvasContext &context);
/// What paintCurrentTime paints over with `font` (line and flag); empty when it paints
/// nothing (the time outside the plot).
QRectF currentTimeArea(const CanvasContext &context, const QFont &font);

} // namespace grid
} // namespace knotline
