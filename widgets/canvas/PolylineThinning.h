#pragma once
// thinToPixelColumns: removes polyline detail no pixel can show. Each polyline is cut into
// pixel columns (column = floor(time · timeScale)); of three or more vertices inside one
// column only the lowest and the highest are kept, in the order they occur (min/max
// decimation, as plotting tools do), plus the polyline's own first and last vertices, so
// chunk joins and jumps stay exact. The kept line covers the same values in every column
// and moves by less than a column width, so the drawing is unchanged to within a pixel,
// while dense curves (many knots per pixel, where sample() emits up to four vertices per
// quarter pixel) shrink to about two vertices per column. Applied by PolylineCache to
// every sampled chunk.

#include "core/spline/Sample.h"

#include <vector>

namespace knotline {

/// Thins every polyline of `polylines` in place (see above). `timeScale` is pixels per
/// time code (> 0); values are compared as they are (only their order matters).
void thinToPixelColumns(std::vector<SamplePolyline> &polylines, double timeScale);

} // namespace knotline
