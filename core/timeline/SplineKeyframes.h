#pragma once
// SplineKeyframes: a channel spline as compiled-timeline keyframes, the inverse of
// KeyframeSpline (spec/timeline.md §1.5, export). Times are clip-local seconds.
//
// Each knot gives one keyframe whose easing describes the segment after it: Linear →
// Linear (written null), Held → Held ("step"), a Bezier or Hermite curve segment → the
// 4-number CubicBezier easing [x1, y1, x2, y2] of its tangents (Hermite tangents are a
// third of the segment wide). A dual-valued knot gives two keyframes at its time, the
// pre-value first. The numbers are chosen so that KeyframeSpline makes exactly the same
// knots again (each ratio is the quotient of the tangent and the segment, or a
// neighbouring double that reproduces the tangent bit for bit), so an export read back
// evaluates identically.
//
// What the format cannot hold is refused, naming the channel: inner loops, extrapolation
// other than held, value blocks, regressive segments, and curve segments with no easing
// form (tangents wider than the segment, or a curve between equal values that is not
// flat). bakedKeyframes() samples such a spline into linear keyframes instead.

#include "core/base/Result.h"
#include "core/spline/Spline.h"
#include "core/timeline/KeyframeSpline.h"

#include <string>
#include <vector>

namespace knotline {

/// The keyframes of `spline` (see above). `channel` names the channel in errors
/// (CompiledExportInnerLoops, CompiledExportExtrapolation, CompiledExportValueBlock,
/// CompiledExportRegressive, CompiledExportNoEasing; keys are numbered from 1). An
/// empty spline gives no keyframes.
Result<std::vector<NumericKeyframe>> keyframesFromSpline(const Spline &spline, const std::string &channel);

/// Linear keyframes sampling `spline` from `from` to `to` (clip seconds, from <= to) every
/// 1 / rate seconds and at every knot time inside, the end included, with a keyframe pair at
/// each discontinuity (pre-value, then value). Samples with no value (value blocks) are
/// left out. Preconditions: finite bounds, rate > 0, (to − from) · rate below 10^7.
std::vector<NumericKeyframe> bakedKeyframes(const Spline &spline, double from, double to, double rate);

} // namespace knotline
