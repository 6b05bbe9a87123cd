#pragma once
// EasingSegment: the spline knots that make one eased segment of a compiled-timeline
// channel, exactly as spec/timeline.md §1.5's table says. Times are clip-local seconds
// (the channel spline's time codes), values the channel's numbers.
//
// Segment from key (t0, v0) to key (t1, v1), Δt = t1 − t0, Δv = v1 − v0:
// - Linear: a Linear segment. Held: a Held segment.
// - CubicBezier [x1, y1, x2, y2]: a Bezier segment whose start knot's post tangent has
//   width x1·Δt and slope y1·Δv / (x1·Δt) and whose end knot's pre tangent has width
//   (1 − x2)·Δt and slope (1 − y2)·Δv / ((1 − x2)·Δt); a zero width carries slope 0 (so
//   x1 = 0 with y1 ≠ 0, a vertical start, cannot be held and is drawn with slope 0; the
//   same for x2 = 1 with y2 ≠ 1). With x1, x2 in [0, 1] the segment is never regressive.
// - QuadIn p²: the Bezier [⅓, 0, ⅔, ⅓] (widths Δt/3, post slope 0, pre slope 2Δv/Δt: the
//   Bernstein form of p² with a linear time cubic). QuadOut 1 − (1 − p)²: [⅓, ⅔, ⅔, 1]
//   (post slope 2Δv/Δt, pre slope 0). Both go through the 4-number formula above. QuadInOut: a breakdown knot at t0 + Δt/2 with value v0 + Δv/2, QuadIn on the
//   first half and QuadOut on the second.
// - Steps (CSS steps algorithm): Held segments with a knot wherever the CSS current step
//   changes, at p = k/steps (k = 1 … steps − 1), each holding v0 + Δv · step/jumps; the
//   knot times are the first doubles at which (t − t0)/Δt · steps reaches k, so a sample
//   one ulp either side of a step shows what the formula shows. With jump-start and
//   jump-both the start knot itself shows the first step (its value is v0 + Δv/jumps; the
//   caller keeps v0 as the pre-value).
// The Bezier forms equal the easing polynomials up to rounding (the spline solves its
// time cubic exactly).

#include "core/spline/Knot.h"
#include "core/timeline/Easing.h"

#include <vector>

namespace knotline {

struct EasedSegment {
    /// The knot at t0: time, value (v0 except for steps that jump at the start),
    /// nextInterp and post tangent. Its pre side (pre tangent, pre-value) is left default
    /// for the caller, which knows the segment arriving there.
    Knot start;
    /// Knots strictly between t0 and t1 in increasing time, complete (steps, the
    /// QuadInOut breakdown).
    std::vector<Knot> inner;
    /// The pre tangent the knot at t1 needs (width 0, slope 0 unless the segment is a
    /// Bezier).
    Tangent endPre;
};

/// The knots of the segment from (t0, v0) to (t1, v1) eased by `e`. Preconditions:
/// finite arguments, t0 < t1, `e` as made by easingFromName / easingFromControlPoints.
/// Never fails.
EasedSegment easedSegment(const Easing &e, double t0, double v0, double t1, double v1);

} // namespace knotline
