#pragma once
// Breakdown: insert a knot into a spline without changing the curve's shape
// (OpenUSD TsSpline::Breakdown; ../shared/spec/ts-algorithms.md §3(d)).
//
// Units: times are time codes, values attribute units, slopes value units per time code,
// tangent widths time codes. This header includes no Qt.

#include "core/base/Status.h"

namespace knotline {

class Spline;

/// Inserts a knot at time code `time` so that the spline keeps its shape (up to rounding
/// to the spline's value type), adjusting the neighbouring tangents. Matches Ts Breakdown:
///
/// - Between two knots, by the interpolation of the segment that contains `time`:
///   value block → a value-block knot; held → a held knot with the held value; linear → a
///   linear knot on the chord; Bezier curve → the segment (de-regressed with Keep Ratio, as
///   evaluation does) is split with one de Casteljau step at the curve parameter that
///   evaluation solves for `time`, in times relative to the segment's start (so that a
///   segment a few hundred ulps of its time wide keeps its handles' precision): the
///   previous knot's post tangent, the new knot's
///   tangents and the next knot's pre tangent become the four new handles (a zero handle
///   keeps its slope with width 0; a vertical handle gets slope ±200000), the four tangent
///   algorithms become None, and a new segment that isRegressive still flags (the
///   pieces of a curve that Keep Ratio left a hair outside its ellipse, Regression.h) is
///   shrunk just enough that evaluation leaves it as it is (shrinkUntilNotRegressive;
///   Ts applies Keep Ratio again, which in that fringe moves the curve by its padding):
///   there the shape is kept only up to that shrink, about 1e-4 of the piece's widths
///   and up to 2e-3 near the ellipse's extreme (one normalized width near 1, the other
///   near 0: 1.7e-3 for widths 1.0035 and 2e-6), which moves values by up to a few 1e-3
///   of the curve's extent (the most the fuzz target has seen is 1e-3,
///   tests/fuzz/README.md);
///   Hermite curve → the new knot gets the curve's value and derivative (both slopes),
///   and the four tangent algorithms become None.
/// - Before the first knot (non-looping pre-extrapolation): a knot with the extrapolated
///   value; held extrapolation → held knot, linear/sloped → linear knot with the
///   extrapolation slope, value block → value-block knot. Its pre width is copied from the
///   first knot, its post width is a third of the gap, its tangent algorithms are the first
///   knot's pre algorithm.
/// - After the last knot (non-looping post-extrapolation): a knot with the extrapolated
///   value; the previous last knot's next interpolation becomes held / linear / value
///   block to match the extrapolation (held / linear or sloped / value block). Its pre
///   width is a third of the gap, its post width is copied from the previous last knot,
///   its tangent algorithms are that knot's post algorithm.
///
/// Knotline differences from Ts, both to keep the shape: an auto-ease side that evaluation
/// uses and whose recomputed tangent would change is frozen (algorithm None, tangent
/// kept): a neighbour's, and any other knot's whose stored tangent authoring
/// anti-regression had shortened after computing it; and a breakdown before the first /
/// after the last knot is refused when the other side's extrapolation loops over the
/// whole knot region (the new knot would change the looped region).
///
/// Inner loops: a breakdown inside the prototype is echoed by every copy. A neighbour that
/// cannot be written back keeps its tangent, as in Ts: an echoed knot, or the prototype
/// start knot's pre tangent (every iteration's closing copy shares it); a Bezier
/// sub-segment next to such a knot may change shape slightly. Likewise, splitting the
/// prototype's first segment shortens the prototype start knot's post tangent, which the
/// closing copy at the end of the looped interval also uses for a Bezier curve to the next
/// authored knot, so that one segment changes (as in Ts). Hermite, held and linear
/// segments are always exact.
///
/// Errors (the spline is left unchanged): non-finite time; empty spline; a knot already at
/// `time`; `time` inside an inner-loop echo (the looped interval minus the prototype
/// [protoStart, protoEnd)); `time` before the first knot with looping pre-extrapolation or
/// after the last knot with looping post-extrapolation (authored mode, even where it
/// resolves to held); after the last knot when that knot is the closing copy of an inner
/// loop whose next interpolation does not match the extrapolation; a breakdown that would
/// change the slope of linear pre- or post-extrapolation by more than 1e-9 of it (a time
/// a hair from the end knot of a linear segment, where both round to one value; a
/// Knotline refusal, Ts would move the extrapolated curve).
///
/// The authoring anti-regression mode is not applied (the result is already
/// non-regressive); the spline's mode is unchanged afterwards.
Status breakdown(Spline &spline, double time);

} // namespace knotline
