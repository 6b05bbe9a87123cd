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

/// Adjusts one segment's widths with `mode` (matches Ts _SegmentSolver::Adjust). Returns
/// true when a width changed; only the widths a mode changes are rewritten, so a kept
/// width stays bit-identical. `activeIsStart` names the edited side: LimitActive and
/// LimitOpposite depend on it, Keep Ratio takes its ratio as active/opposite (the same
/// result up to rounding), the other modes ignore it. Batch adjustment uses the start as
/// active, like Ts. Per mode, in normalized widths (L = width / span), with write
/// padding p = 1e-5:
/// - None: nothing. Contain: each L > 1 becomes exactly 1, even when not regressive.
/// - The other modes change only regressive segments (see isRegressive).
/// - KeepRatio: an L below 1e-6 leaves it and sets the other to 1 − p; otherwise both
///   move to the ellipse along the line of constant ratio, minus p.
/// - KeepStart: start >= 4/3 gives (4/3 − p, 1/3 − p); else the end is solved on the
///   ellipse (root on its side of the ellipse centre) minus p.
/// - LimitActive: opposite >= 4/3 gives (active 1/3 − p, opposite 4/3 − p), but an
///   active side already shorter than 1/3 − p is kept and the opposite side solved on
///   the ellipse instead (Ts keeps it too yet clamps the opposite to 4/3 − p, which
///   leaves such segments regressive; deliberate fix); else the active side is solved on
///   the ellipse, minus p.
/// - LimitOpposite: opposite <= 1/3 solves the active side; else active >= 4/3 gives
///   (4/3 − p, 1/3 − p); else the opposite side is solved, minus p.
/// Note (Ts behaviour, kept for fidelity with the golden data): in the ellipse's fringe
/// (L1 + L2 < 4/3), at its extreme points and on lower roots, subtracting p can leave the
/// result a hair outside the ellipse, so isRegressive may still report it; the time
/// cubic then runs backwards by at most ~1.3e-7 of the span (measured over 10^6 random
/// segments). Deviations from Ts, where Ts's result is unusable: a solved width never
/// goes below 0 (Ts can write a negative width when the solution is within p of 0; Keep
/// Ratio then falls back to its zero-width rule, and a kept side longer than the
/// interval becomes 0 so the result is never regressive), and LimitActive (see above).
/// `span` <= 0: no-op, returns false.
bool adjustSegmentWidths(AntiRegressionMode mode, double span, SegmentWidths &widths,
                         bool activeIsStart = true);

/// Keep Ratio applied to one segment (what evaluation, sampling and breakdown use).
/// Returns true when the widths changed.
inline bool keepRatio(double span, SegmentWidths &widths)
{
    return adjustSegmentWidths(AntiRegressionMode::KeepRatio, span, widths);
}

/// Shrinks both widths by the same factor, as little as possible, until isRegressive no
/// longer flags the segment (binary search on the factor to full double precision).
/// For a piece cut out of a curve that evaluation already de-regressed (breakdown's
/// sub-segments), which lies at most Ts's padding quirk outside the ellipse (see above),
/// this scales both by about 0.9999 and keeps their ratio (a second Keep Ratio moves them
/// as far but changes their ratio: Keep Ratio is not idempotent in the fringe), so
/// evaluation, which de-regresses only flagged segments, keeps the piece as it is.
/// Returns true when the widths changed; `span` <= 0 or a segment already accepted: no-op.
bool shrinkUntilNotRegressive(double span, SegmentWidths &widths);

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
