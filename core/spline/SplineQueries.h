#pragma once
// Whole-spline questions a view or exporter asks (OpenUSD TsSpline::HasLoops and a
// static-value test). This header includes no Qt.

#include <utility>

namespace knotline {

class Spline;

/// True when evaluation loops anywhere: inner loops that apply (Spline::hasInnerLoops()),
/// or a looping extrapolation that takes effect — at least two knots and, with a loop
/// boundary, one on a knot time and not at the near end (a looping mode that evaluation
/// treats as held or value block does not count). Matches Ts HasLoops for valid splines.
bool hasLoops(const Spline &spline);

/// The times one copy of each looping extrapolation takes next to the knots (for framing
/// what is drawn): {first − pre region length, last + post region length}, the regions as
/// evaluation resolves them (the loop boundary, inner loops baked in). A side that does not
/// loop, or that evaluation treats as held or a value block, adds nothing: that end is the
/// first (last) knot time. Empty spline: {0, 0}. Time codes.
std::pair<double, double> loopedExtrapolationSpan(const Spline &spline);

/// True when the spline evaluates to the same value at every time code, from both sides:
/// every knot value (and every pre-value evaluation reads) is the same, no segment or
/// extrapolation is a value block, Curve segments are flat (Bezier: each handle has slope
/// 0 or width 0; Hermite: slopes 0), linear/sloped extrapolation has slope 0, and a Repeat
/// loop has no value offset. An empty spline (no value anywhere) counts as static: it
/// never varies over time, like an attribute with no samples.
bool isStatic(const Spline &spline);

/// True when the spline has no value somewhere by its authored content: a value-block
/// segment (a knot's next interpolation, the last knot's excepted: no segment follows it)
/// or a value-block extrapolation on either side (usda "none"). What a format without
/// value blocks (a compiled timeline) cannot hold.
bool hasValueBlocks(const Spline &spline);

} // namespace knotline
