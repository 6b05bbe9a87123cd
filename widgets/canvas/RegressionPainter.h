#pragma once
// RegressionPainter: the regressive-segment highlight (View ▸ Highlight Regressive
// Segments) — a red glow under each regressive segment in view and the ⚠ markers
// (RegressionMarkers.h: one per segment zoomed in, grouped with their count when they
// crowd). Like the curves' own drawing, the cost follows the view: the segments in view
// come from ChannelCaches::regressiveSpans by binary search, and the glow is drawn from
// the channel's already-sampled polylines (PolylineCache), never by evaluating the curve.

#include "core/editor/ChannelId.h"
#include "widgets/canvas/RegressionMarkers.h"

#include <vector>

class QPainter;

namespace knotline {

struct CanvasContext;
struct CanvasHit;

namespace regression {

/// Red glow under the regressive segments in view of `channels`, from the authored-span
/// and inner-loop-prototype pieces of their cached polylines cut at the segments' ends;
/// segments less than a pixel apart are one run. Each run is a band: its per-pixel-column
/// value extent widened by half of kRegressionGlowWidth up, down and across the run's
/// columns (what a square pen that wide, clipped to the run, would cover). The bands are
/// written into one plot-sized layer (overlapping glows are blended once) and composited
/// in one draw, so the cost is linear in the runs' pixel columns and polyline vertices at
/// every zoom, plus one composite of the plot (Qt's stroker over a zoomed-out, dense
/// polyline costs seconds; its path filler, tens of milliseconds for thousands of bands).
/// Precondition: curves::prepareChannel ran for the view.
void paintGlow(QPainter &painter, const CanvasContext &context, const std::vector<ChannelId> &channels);

/// Draws `markers`: a single segment's as a red disc with "!", a group's as a red pill
/// with its count; the hovered one (hit `hover`) a little larger. Clipped to the plot.
/// Each distinct look is rendered once per call into a pixmap and then blitted.
void paintMarkers(QPainter &painter, const CanvasContext &context, const std::vector<RegressionMarker> &markers,
                  const CanvasHit &hover);

/// True when `hover` is the hit of marker `m` (RegressionBadge for a single segment,
/// RegressionGroup for a group).
bool isHovered(const RegressionMarker &m, const CanvasHit &hover);

} // namespace regression
} // namespace knotline
