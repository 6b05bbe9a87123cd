#include "core/edit/RegressionFix.h"

#include "core/edit/SegmentDeregression.h"
#include "core/spline/Regression.h"

#include <vector>

namespace knotline {

Status applyRegressionFix(AnimCurveFn &fn, const RegressionFix &fix, AnimCurveChange *change)
{
    if (fix.scope == RegressionFixScope::Segment)
        return fixRegressiveSegment(fn, fix.segment, fix.mode, change);
    std::vector<TouchedSegment> segments;
    for (std::size_t start : regressiveSegments(fn.curve().spline()))
        segments.push_back({start, true});
    if (segments.empty())
        return Status::ok();
    return deregressSegments(fn, segments, fix.mode, change);
}

Result<AnimCurve> previewRegressionFix(const AnimCurve &curve, const RegressionFix &fix)
{
    AnimCurve copy = curve;
    AnimCurveFn fn(copy);
    const Status status = applyRegressionFix(fn, fix);
    if (!status)
        return status;
    return copy;
}

} // namespace knotline
