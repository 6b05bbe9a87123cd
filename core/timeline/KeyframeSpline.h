#pragma once
// KeyframeSpline: a compiled-timeline numeric channel (keyframes with easings) as a Spline,
// and back (spec/timeline.md §1.3, §1.5). Times are clip-local seconds (the spline's time
// codes).
//
// Keyframes → spline: each keyframe's easing shapes the segment leaving it (EasingSegment);
// the last keyframe's easing is unused. Keyframes at one time make one dual-valued knot:
// its pre-value is the value the segment arriving there reaches (the first of those
// keyframes), its value and leaving segment are the last one's. The spline is Bezier with
// held extrapolation, so before the first key the first value shows (the first knot's
// pre-value when it is dual-valued) and at and after the last key the last value.

#include "core/base/Result.h"
#include "core/spline/Spline.h"
#include "core/timeline/Easing.h"

#include <vector>

namespace knotline {

struct NumericKeyframe {
    double time = 0.0;  ///< clip-local seconds
    double value = 0.0;
    Easing easing;      ///< shapes the segment to the next keyframe
};

/// The spline of `keyframes`. Preconditions: at least one keyframe, finite times and
/// values, times that do not decrease (the reader checks these with JSON paths). Errors:
/// what Spline::setKnots refuses (not expected for valid input).
Result<Spline> splineFromKeyframes(const std::vector<NumericKeyframe> &keyframes);

} // namespace knotline
