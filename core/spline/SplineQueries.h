#pragma once
// Whole-spline questions a view or exporter asks (OpenUSD TsSpline::HasLoops and a
// static-value test). This header includes no Qt.

namespace knotline {

class Spline;

/// True when evaluation loops anywhere: inner loops that apply (Spline::hasInnerLoops()),
/// or a looping extrapolation that takes effect — at least two knots and, with a loop
/// boundary, one on a knot time and not at the near end (a looping mode that evaluation
/// treats as held or value block does not count). Matches Ts HasLoops for valid splines.
bool hasLoops(const Spline &spline);

/// True when the spline evaluates to the same value at every time code, from both sides:
/// every knot value (and every pre-value evaluation reads) is the same, no segment or
/// extrapolation is a value block, Curve segments are flat (Bezier: each handle has slope
/// 0 or width 0; Hermite: slopes 0), linear/sloped extrapolation has slope 0, and a Repeat
/// loop has no value offset. An empty spline (no value anywhere) counts as static: it
/// never varies over time, like an attribute with no samples.
bool isStatic(const Spline &spline);

} // namespace knotline
