#pragma once
// Baking a spline into an "interchange-safe" spline that tools without Ts's extra
// features can read: no inner loops (baked into knots), no looping extrapolation (loop
// copies baked over a time range, the sides then held), no dual-valued knots (each is
// replaced by two knots, a pre-value knot just before the jump holding into the value
// knot), and no tangent algorithms (the computed tangents are written out). Uses
// knotsWithInnerLoopsBaked / knotsWithLoopsBaked (core/spline/Bake.h).
// This header includes no Qt.

#include "core/base/Result.h"
#include "core/spline/Spline.h"

namespace knotline {

struct InterchangeOptions {
    /// Distance (time codes) between the pre-value knot and the knot that replaces a
    /// dual-valued knot; 0 = the next representable time code below the knot.
    double jumpGap = 0.0;
};

/// The interchange-safe spline for `spline` over the time-code range [tMin, tMax]
/// (finite, tMin <= tMax). The authored knot region is always kept whole; extrapolating
/// loops are baked over the range only. Evaluation matches the original everywhere in
/// [tMin, tMax] except within `jumpGap` before a replaced dual-valued knot (nowhere
/// when jumpGap is 0). Errors: bad range, or a baking error from Bake.h.
Result<Spline> interchangeSpline(const Spline &spline, double tMin, double tMax,
                                 const InterchangeOptions &options = {});

} // namespace knotline
