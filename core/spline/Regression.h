#pragma once
// Anti-regression of Bezier segments (matches Ts TsRegressionPreventer /
// TsSpline::AdjustRegressiveTangents; ../shared/spec/ts-algorithms.md §3(g)).
//
// A Bezier segment is regressive when its time cubic x(u) is not monotonic, so the
// curve has more than one value at some time. Only the normalized tangent widths
// matter: L1 = start knot post width / span, L2 = end knot pre width / span.
// All widths here are time codes; spans are time codes > 0.

#include "core/base/Status.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>
#include <vector>

namespace knotline {

class Spline;

/// Widths of one segment's two inner tangents, in time codes.
struct SegmentWidths {
    double start = 0.0; ///< post-tangent width of the segment's start knot
    double end = 0.0;   ///< pre-tangent width of the segment's end knot
};

/// True when a segment of length `span` with these widths is regressive (Ts rule: never
/// when both normalized widths are <= 1; otherwise outside the one-vertical ellipse
/// L1² + L2² + L1·L2 − 2(L1 + L2) + 1 > 0 after a read padding of 1e-6).
bool isRegressive(double span, SegmentWidths widths);

/// Adjusts one segment's widths with `mode`. Returns true when the widths changed.
/// `activeIsStart` names the side being edited (used by LimitActive / LimitOpposite only).
/// Contain clamps each normalized width to 1 even when not regressive; every other mode
/// changes only regressive segments. None never changes anything.
bool adjustSegmentWidths(AntiRegressionMode mode, double span, SegmentWidths &widths,
                         bool activeIsStart = true);

/// Keep Ratio applied to one segment (what evaluation, sampling and breakdown use).
/// Returns true when the widths changed.
inline bool keepRatio(double span, SegmentWidths &widths)
{
    return adjustSegmentWidths(AntiRegressionMode::KeepRatio, span, widths);
}

/// Adjusts the Curve segments starting at knot indices [firstSegment, lastSegment]
/// (clamped to the valid range) of a knot vector sorted by time. Does nothing for Hermite
/// curves. Returns true when any width changed.
bool adjustRegressiveKnots(std::vector<Knot> &knots, CurveType curveType, AntiRegressionMode mode,
                           std::size_t firstSegment, std::size_t lastSegment);

/// True when any authored Curve segment of a Bezier spline is regressive.
bool hasRegressiveTangents(const Spline &spline);

/// Start-knot indices of the regressive authored segments, ascending (for the canvas).
std::vector<std::size_t> regressiveSegments(const Spline &spline);

/// Adjusts every regressive segment with `mode` (None, Contain, KeepRatio, KeepStart;
/// the interactive-only modes are treated as KeepRatio). Sets `*changed` when given.
/// Never fails for a valid spline; the Status is for symmetry with other edits.
Status adjustRegressiveTangents(Spline &spline, AntiRegressionMode mode, bool *changed = nullptr);

} // namespace knotline
