#pragma once
// Live anti-regression for interactive edits of AnimCurves: after a drag step changed
// tangent widths or knot times, the Bezier segments it touched are brought back out of
// regression, so the curve the user sees never runs backwards in time.
//
// AnimCurve splines use authoring anti-regression mode None (tangents stay as authored,
// AnimCurve.h), so interactive sessions (KnotDragSession, TangentDragSession) call this
// explicitly: it matches what Ts's TsRegressionPreventer does while a knot or tangent is
// dragged (../shared/spec/ts-algorithms.md §3(g)), using the per-segment solver of
// core/spline/Regression.h. This header includes no Qt.
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

/// One-click fix of one regressive segment (the canvas's tooltip menu): adjusts segment
/// `start` with `mode` (Contain, KeepRatio or KeepStart; the interactive-only modes behave
/// as in adjustSegmentWidths with the start as active side), as deregressSegments does,
/// except that Contain also clamps a non-regressive segment's widths to the interval
/// (Ts Contain semantics). Errors: `start` is not the start of a Curve segment.
Status fixRegressiveSegment(AnimCurveFn &fn, std::size_t start, AntiRegressionMode mode,
                            AnimCurveChange *change = nullptr);

} // namespace knotline
