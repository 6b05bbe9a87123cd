#pragma once
// Baking loops into plain knots (OpenUSD TsSpline::BakeInnerLoops,
// GetKnotsWithInnerLoopsBaked, GetKnotsWithLoopsBaked; ../shared/spec/ts-algorithms.md
// §3(f)). Inner loops are written out by the same code that builds the evaluation table
// (InnerLoopKnots.h), and loops over an interval are read from that table
// (Spline::evalData()), so baked knots reproduce evaluation rather than re-implement it.
//
// Units: times are time codes, values attribute units, slopes value units per time code,
// tangent widths time codes. This header includes no Qt.

#include "core/base/Status.h"
#include "core/spline/Knot.h"

#include <vector>

namespace knotline {

class Spline;

/// The spline's knots with inner loops written out (semantics rule 11): every prototype
/// knot and every echo (values shifted by the loop value offset), the closing copy of the
/// prototype start knot at the end of the looped interval, and the authored knots outside
/// the looped interval; shadowed authored knots are dropped. Tangents are the authored ones
/// (a regressive Bezier segment stays regressive and is de-regressed at evaluation time,
/// as in the looped spline), every tangent algorithm is None, and custom data is kept for
/// knots that are authored (echoes have none). A spline whose inner loops
/// do not apply (Spline::hasInnerLoops() false) gives its authored knots unchanged.
/// With the same curve type, extrapolations and no inner loops these knots evaluate like
/// the spline everywhere (value, pre-value, derivative, extrapolation): semantics rule 11
/// defines inner-loop evaluation as that of these knots, and evaluation reads them from
/// the same table. Matches Ts GetKnotsWithInnerLoopsBaked (whose direct evaluation of
/// inner loops differs at iteration boundaries; Knotline follows the baked knots).
std::vector<Knot> knotsWithInnerLoopsBaked(const Spline &spline);

/// Replaces the knots with knotsWithInnerLoopsBaked() and clears the inner-loop
/// parameters; extrapolation, curve type, value type and authoring mode are kept (knots are
/// stored without anti-regression, then rounded to the value type). Does nothing when the
/// inner loops do not apply. Returns an error (spline unchanged) only if the baked knots
/// are refused, which should not happen for a valid spline. Matches Ts BakeInnerLoops.
Status bakeInnerLoops(Spline &spline);

/// Knots that reproduce the spline on the time-code interval [tMin, tMax] with inner and
/// extrapolating loops written out (Ts GetKnotsWithLoopsBaked / Ts_Bake with extrapolating
/// loops). Every segment boundary from the start of the segment containing tMin to the end
/// of the segment containing tMax becomes a knot: its pre side (pre-value, pre tangent) from
/// the segment ending there and its post side (value, post tangent, next interpolation)
/// from the segment starting there, dual-valued where the two values differ (for example at
/// a Reset loop boundary, or where Repeat meets a dual-valued end knot). Loop copies carry
/// their Repeat value shifts; Oscillate copies are mirrored in time (slopes negated). When
/// the interval reaches a Linear extrapolation ray, the inward segment is included too so
/// the baked knots give the same extrapolation slope.
///
/// Contract: a spline with the same curve type and value type, no inner loops, these knots
/// (stored without anti-regression) and, on each side, the extrapolation as evaluation
/// resolves it (Spline::evalData(): a side that evaluation loops may get any non-looping
/// mode; a looping mode that resolves to held or value block keeps that) evaluates like
/// the original on [tMin, tMax]. Looping the interval does not reach is not baked.
///
/// A de-regressed Bezier segment (and its loop copies) is written with its authored
/// widths, like knotsWithInnerLoopsBaked: the baked spline de-regresses it as this one
/// does (Keep Ratio is not idempotent in its ellipse's fringe, Regression.h, so the
/// de-regressed widths would be moved again).
///
/// `out` is cleared first. Errors (out left empty): NaN bounds or tMin > tMax; an infinite
/// end on a side whose extrapolation loops (an infinite number of knots); more than
/// 1,000,000 segments to bake (the limit bounds the work and memory, about 250 MB with
/// the evaluation table of a spline made of them). An empty spline gives no knots. Loop
/// copies narrower than the time resolution where they lie (say 2.5e-15 wide at t = −100,
/// 4e16 iterations out) cannot be written as distinct knots: their knot times collapse
/// and only the first knot at each time is kept.
Status knotsWithLoopsBaked(const Spline &spline, double tMin, double tMax, std::vector<Knot> *out);

} // namespace knotline
