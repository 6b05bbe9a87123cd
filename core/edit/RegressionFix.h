#pragma once
// RegressionFix: one choice of the regression inspector — an anti-regression strategy
// applied to one regressive segment or to every regressive segment of a curve — applied
// to an AnimCurve, or previewed on a copy (the canvas draws the copy as a ghost curve
// before the user picks a strategy). The strategies are those core provides for one-click
// fixes: Contain, Keep Ratio, Keep Start (Regression.h; Ts's authoring modes). This header
// includes no Qt.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>

namespace knotline {

enum class RegressionFixScope {
    Segment, ///< the segment starting at key `segment`
    Curve,   ///< every regressive segment of the curve (regressiveSegments)
};

struct RegressionFix {
    AntiRegressionMode mode = AntiRegressionMode::KeepRatio;
    RegressionFixScope scope = RegressionFixScope::Segment;
    std::size_t segment = 0; ///< start key of the segment (Segment scope only)
};

/// Applies `fix` to fn's curve as one editSpline-style edit: Segment scope is
/// fixRegressiveSegment (SegmentDeregression.h; Contain also clamps a non-regressive
/// segment's widths), Curve scope deregressSegments over every regressive segment (start
/// as active side). A curve without regressive segments is left as it is (ok). Errors:
/// Segment scope on a key that does not start a Curve segment; the curve is then unchanged.
Status applyRegressionFix(AnimCurveFn &fn, const RegressionFix &fix, AnimCurveChange *change = nullptr);

/// The curve `fix` would leave (`curve` itself is not changed). Errors as applyRegressionFix.
Result<AnimCurve> previewRegressionFix(const AnimCurve &curve, const RegressionFix &fix);

} // namespace knotline
