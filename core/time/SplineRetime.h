#pragma once
// Applying a layer offset to a spline: what composition does to a spline authored in a
// sublayer or referenced layer (OpenUSD Ts_SplineOffsetAccess::ApplyOffsetAndScale /
// TsSpline::GetTimeScaled; ../shared/spec/ts-algorithms.md §3(e), §3(f)).
// This header includes no Qt.

#include "core/spline/Spline.h"
#include "core/time/LayerOffset.h"

namespace knotline {

/// Returns `spline` re-timed by `offset` (t' = t * scale + offset):
/// - knot times, inner-loop prototype start/end and loop boundaries map like times;
/// - tangent widths are multiplied by |scale|; tangent slopes and sloped-extrapolation
///   slopes are divided by the scale (value units per outer time code);
/// - time-valued splines (Spline::isTimeValued, usda `timecode`) have their knot values,
///   pre-values and inner-loop value offset mapped too (values like times, the value
///   offset like a duration); their slopes are then unchanged, because value and time
///   scale alike. Ts divides time-valued slopes by the scale as well, which breaks an
///   identity mapping; Knotline keeps d(value)/d(time) exact instead.
/// - Negative scale (time reversal, which Ts warns about and newer Ts refuses): inner
///   loops are baked first (Ts GetTimeScaled), knots are reversed, the pre and post
///   tangents of each knot swap, pre- and post-extrapolation swap (boundary included),
///   each segment's interpolation moves to the knot that now starts it, and each knot's
///   new value is the old limit from the left (so held segments and dual values keep
///   their shape) while its new pre-value is the old value.
/// Anti-regression: knots are stored exactly as mapped (uniform time scaling does not
/// change whether a segment is regressive); the spline keeps its authoring mode.
/// An offset that is not invertible (non-finite numbers or scale 0) returns `spline`
/// unchanged; check LayerOffset::isInvertible() first when that matters.
Spline applyLayerOffset(const Spline &spline, const LayerOffset &offset);

} // namespace knotline
