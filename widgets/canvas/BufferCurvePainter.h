#pragma once
// BufferCurvePainter: what the canvas draws for buffer curves (widgets/session/
// BufferCurves.h) and their diff view (app/actions/BufferActions.h) — behind the real
// curves, so the edited curve always reads on top:
// - the diff spans (where a curve and its buffer, or two compared curves, differ beyond the
//   diff view's tolerance) as shaded vertical bands over the plot's full height, edged with
//   a thin line, at least kMinSpanPx wide so a one-sample span still shows (spans less than
//   that apart on screen are drawn as one band);
// - each buffer curve as a ghost: a thin solid line in a muted (desaturated, darker) tone of
//   its channel's colour over the visible range, extrapolation included, with small dots at
//   its keys — Maya's buffer curves are drawn the same way, in a dull colour behind.
// The canvas only draws the overlay (CurveCanvas::setBufferOverlay); the buffer actions
// fill it in and keep it current.

#include "widgets/canvas/PreviewCurves.h"

#include <QColor>

#include <utility>
#include <vector>

class QPainter;

namespace knotline {

struct CanvasContext;

struct BufferOverlay {
    /// The ghost curves, each in its channel's time and value units.
    std::vector<PreviewCurve> ghosts;
    /// Diff spans, [start, end] in time codes.
    std::vector<std::pair<double, double>> diffSpans;

    bool isEmpty() const { return ghosts.empty() && diffSpans.empty(); }
};

namespace buffer_paint {

/// Narrowest band drawn for a diff span, pixels.
constexpr double kMinSpanPx = 3.0;

/// The muted tone a ghost of a curve drawn in `channelColor` gets.
QColor ghostColor(const QColor &channelColor);
/// The fill of a diff span band (and, opaque, its edge lines).
QColor diffSpanFill();

/// Draws the spans of `overlay` and then its ghosts, clipped to the plot of `context`.
/// Ghosts of channels the document no longer has are skipped.
void paintBufferOverlay(QPainter &painter, const CanvasContext &context, const BufferOverlay &overlay);

} // namespace buffer_paint

} // namespace knotline
