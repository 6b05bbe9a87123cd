#pragma once
// Live anti-regression for interactive edits of AnimCurves: after a drag step changed
// tangent widths or knot times, the Bezier segments it touched are brought back out of
// regression, so the curve the user sees never runs backwards in time.
//
// AnimCurve splines use authoring anti-regression mode None (tangents stay as authored,
// AnimCurve.h), so interactive sessions (KnotDragSession, TangentDragSession) call this
// explicitly: deregressOppositeSides on the state before the edit, then
// deregressSegments on the edited state, is what Ts's TsRegressionPreventer does while a
// knot or tangent is dragged (its initial pass, then Set; ../shared/spec/ts-algorithms.md
// §3(g)), using the per-segment solver of core/spline/Regression.h; the sessions' headers
// list where they deliberately differ. This header includes no Qt.
//
// Units: widths are time codes; segment indices are start-knot (= key) indices.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Status.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>
#include <vector>

namespace knotline {

/// One segment an interactive edit touched: the segment from key `start` to key
/// `start + 1`, and which of its two inner tangents the user is editing (LimitActive /
/// LimitOpposite use it; KeepRatio treats both alike up to rounding).
struct TouchedSegment {
    std::size_t start = 0;
    bool activeIsStart = true;
};

/// Makes every listed Curve segment of a weighted (Bezier) curve non-regressive with
/// `mode` (None does nothing), as one AnimCurveFn::editSpline call (so it is recorded into
/// `change` like any edit, and the keys whose widths change become Fixed on that side).
/// Only the listed segments change, whatever the spline's authoring anti-regression mode.
/// Segments that are not regressive, not Curve, or out of range are left alone; Hermite
/// curves cannot regress and are left alone. After the solver a segment is checked again
/// with isRegressive and, in the rare fringe case where the solver's padding leaves it a
/// hair outside the admissible region (Regression.h), both widths are shrunk slightly
/// further until it passes, so the result is never reported by regressiveSegments().
/// Errors: only those of editSpline (none for a valid curve).
Status deregressSegments(AnimCurveFn &fn, const std::vector<TouchedSegment> &segments,
                         AntiRegressionMode mode, AnimCurveChange *change = nullptr);

/// Ts's initial anti-regression of an interactive edit (TsRegressionPreventer's first
/// Set, ts-algorithms.md §3(g)), run by the sessions on the state before the edit: each
/// listed Curve segment that is already regressive is solved once with Contain (when
/// `mode` is Contain) or Limit Opposite (every other mode; None does nothing), and only
/// the width on its OPPOSITE side (the one the user is not editing) is kept; the active
/// side keeps its width, to be solved again with `mode` once the edit proposes it
/// (deregressSegments). So an edit next to an initially regressive segment first repairs
/// the neighbour's tangent minimally, as Ts does, instead of scaling both tangents from
/// their regressive lengths. Segments that are not regressive are left alone (so this
/// does nothing on curves without regression). One editSpline call, like
/// deregressSegments. Errors: only those of editSpline.
Status deregressOppositeSides(AnimCurveFn &fn, const std::vector<TouchedSegment> &segments,
                              AntiRegressionMode mode, AnimCurveChange *change = nullptr);

/// One-click fix of one regressive segment (the canvas's tooltip menu): adjusts segment
/// `start` with `mode` (Contain, KeepRatio or KeepStart; the interactive-only modes behave
/// as in adjustSegmentWidths with the start as active side), as deregressSegments does,
/// except that Contain also clamps a non-regressive segment's widths to the interval
/// (Ts Contain semantics). Errors: `start` is not the start of a Curve segment.
Status fixRegressiveSegment(AnimCurveFn &fn, std::size_t start, AntiRegressionMode mode,
                            AnimCurveChange *change = nullptr);

} // namespace knotline
