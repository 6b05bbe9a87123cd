#pragma once
// Internal: semantics rule 11 on knot vectors. The one place that writes inner loops out
// as ordinary knots; the evaluation table (EvalData) and the baking API
// (knotsWithInnerLoopsBaked) both take their knots from here, so a spline with inner loops
// evaluates exactly as its baked knots do.
//
// Units: times are time codes, values attribute units. This header includes no Qt.

#include "core/spline/Extrapolation.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <cstdint>
#include <vector>

namespace knotline::detail {

/// Where a knot of the baked vector (and the segment after it) comes from.
enum class KnotSource : std::uint8_t {
    Authored,  ///< an authored knot outside the looped interval
    Prototype, ///< an authored knot inside the prototype region [protoStart, protoEnd)
    PreEcho,   ///< a copy made by an inner pre-loop
    PostEcho,  ///< a copy made by an inner post-loop (including the closing copy at hi)
};

struct BakedKnotOrigin {
    KnotSource source = KnotSource::Authored;
    std::int32_t authoredIndex = -1; ///< index into the authored knots, -1 for copies
};

/// The knots of the spline with its inner loops baked (semantics rule 11), with
/// lo = loop.loopedStart(), hi = loop.loopedEnd(), span = protoEnd − protoStart:
/// the authored knots before lo; for every iteration k = −numPreLoops..numPostLoops a copy
/// of each prototype knot (protoStart <= time < protoEnd) at time + k·span, value (and
/// pre-value, when authored dual-valued) raised by k·valueOffset, with the same tangents,
/// tangent algorithms and interpolation (k = 0 is the authored knot itself); one more copy
/// of the prototype start knot at exactly hi, raised by (numPostLoops + 1)·valueOffset; the
/// authored knots after hi. Authored knots in [lo, hi] outside the prototype are shadowed
/// (dropped). Copies carry no custom data. A copy's raised value and pre-value are rounded
/// to `valueType` (as storing them as knots of that spline would round them; Double:
/// unchanged).
///
/// Preconditions: `knots` sorted by strictly increasing time and the loop valid
/// (Spline::hasInnerLoops(): protoStart < protoEnd, a knot at protoStart, at least one
/// pre or post loop). The result's times are strictly increasing. Where rounding makes
/// times collide (a prototype knot within ulps of protoEnd, or prototype knots ulps apart,
/// shifted by a large iteration offset), each iteration's start copy (and the closing copy
/// at hi) keeps its time and the colliding knots move by the fewest ulps that order them,
/// so no prototype segment is lost. `origins`, when given, receives one entry per output
/// knot. Cost: O(knots + prototype knots × loop count).
std::vector<Knot> bakeInnerLoopKnots(const std::vector<Knot> &knots, const LoopParams &loop,
                                     ValueType valueType, std::vector<BakedKnotOrigin> *origins = nullptr);

} // namespace knotline::detail
