#pragma once
// Fuzz-target support for the spline target: whether a point (a sample() vertex, a baked
// or broken-down value) lies on a spline's curve, up to what the evaluator's loop
// arithmetic can resolve. Loop copies are placed by adding k · span to times (Eval.cpp,
// Sample.cpp, Bake.cpp), so a copy's jump or segment end may sit a few ulps of that
// arithmetic from where eval() puts it, and a segment only a few of those ulps wide is met
// by eval at a few representable times only. Times are in time codes, values in the
// spline's value units.

#include "core/spline/Spline.h"

#include <cstddef>

namespace knotline::fuzz {

/// The ulp of the loop arithmetic at time t: of max(|t|, |first knot time|, |last knot
/// time|) of the evaluation table (near t = 0 a copy of knots at 32 is placed to within
/// ulp(32), not ulp(t)). Positive for finite t.
double loopUlp(const Spline &spline, double t);

/// Whether the curve passes within `allowed` (value units) of the point (t, v) at some
/// time within `dt` (time codes) of t, allowing for the loop arithmetic's rounding at
/// jumps, copy boundaries, steep or vertical segment ends and segments narrower than 16 of
/// its ulps (NearCurve.cpp lists the rules). Costs from 2 to a few hundred evaluations;
/// when `evaluations` is given, adds the number made to it.
bool nearCurve(const Spline &spline, double t, double v, double dt, double allowed,
               std::size_t *evaluations = nullptr);

/// Where the point checked by nearCurveInALoopCopy comes from.
enum class CopyTime {
    /// Placed by k · span as sample() and the loop bake place a copy's points: a few ulps
    /// of the loop arithmetic off where eval maps that time into the region.
    Placed,
    /// Eval's own value at t of a spline with the same looped region (a broken-down
    /// spline): the check maps t to the region as eval does, to the same bits.
    Evaluated,
};

/// Whether (t, v), a point in a loop-extrapolation copy (t before the first knot under
/// a looping pre-extrapolation or after the last under a looping post-extrapolation), lies
/// on the copy's prototype: nearCurve at the time t maps to in the looped region (clamped
/// to it as eval clamps; mirrored in odd Oscillate copies), with v less the copy's Repeat
/// offset, within dt. A Placed point is tried in the copy eval counts t in and in either
/// neighbour where t maps into the region up to the copy's placement (4 ulps of t), with dt
/// widened by that placement, and may also be a region knot's value (or pre-value) within
/// it: a copy's knot is drawn at its exact value. An Evaluated point is tried only at the
/// region time eval maps t to (Eval.cpp's loopHops and mapIntoLoop), with dt as given.
/// This is the copy as loop extrapolation defines it (Ts: the region repeated end to
/// start), at the region's resolution instead of the copy's: a segment 17 ulps wide at the
/// copy is 70 ulps wide in a region four times nearer 0. False for any other t. Counts
/// evaluations as nearCurve does.
bool nearCurveInALoopCopy(const Spline &spline, double t, double v, double dt, double allowed,
                          std::size_t *evaluations = nullptr, CopyTime copyTime = CopyTime::Placed);

/// Whether the spline has no value (a value block) somewhere within 64 ulps of the loop
/// arithmetic either side of t: where a copy's knots collapse onto one time, a baked knot
/// there leaves as the last of them (say into a value block), while evaluation still gives
/// the first one's value at that exact time.
bool hasNoValueNear(const Spline &spline, double t);

/// The time window a loop copy's placement may be off by: 2^21 ulps of the loop
/// arithmetic (nearCurve's ulp search looks at up to 2^20 of them).
double roundingWindow(const Spline &spline, double t);

} // namespace knotline::fuzz
