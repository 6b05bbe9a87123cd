#pragma once
// Where two splines may evaluate differently (OpenUSD TsSpline::Diff), so that a view
// resamples only the changed span. This header includes no Qt.

#include <utility>
#include <vector>

namespace knotline {

class Spline;

/// Closed time-code intervals [start, end], sorted and disjoint (touching intervals are
/// merged), outside of which `a` and `b` evaluate identically: value, pre-value and
/// derivative on both sides, bit for bit. Ends may be -inf / +inf.
///
/// Built from the resolved tables evaluation uses (inner loops expanded, Keep Ratio
/// applied), so authored differences with no effect give no interval (for example a
/// tangent on a held segment). Each side's resolved pieces are compared on the common
/// refinement of both knot-time lists:
/// - a knot segment matches only the same segment (same end times and the data its
///   interpolation reads), so moving one knot reports its two neighbouring segments;
/// - non-looping extrapolation matches another non-looping piece that is the same
///   function there (both value block, both the same held value — zero-slope lines count
///   as held — or the same line through the same end knot);
/// - looping extrapolation matches only the same loop (same mode, end knot, region and
///   offset); a difference anywhere in a looped region reports that whole side, to ±inf.
/// Inside a reported interval the splines may still agree.
///
/// Identical splines give an empty vector; an empty spline against a non-empty one gives
/// the whole line (-inf, +inf). Value type, time-valued flag and authoring mode do not
/// affect evaluation and are ignored.
std::vector<std::pair<double, double>> diff(const Spline &a, const Spline &b);

} // namespace knotline
