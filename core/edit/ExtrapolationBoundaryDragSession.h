#pragma once
// ExtrapolationBoundaryDragSession: interactive drag of the loop boundary of a looping
// pre or post extrapolation (Ts loopBoundaryTime: Extrapolation::loopBoundary), testable
// without widgets. This header includes no Qt.
//
// A looping pre-extrapolation repeats the region [first key, B], a looping post
// extrapolation [B, last key]; B must be a key time (otherwise the extrapolation evaluates
// as a value block), so the drag always snaps to keys, like the inner-loop prototype
// start (LoopBoundaryDragSession): each apply() takes the proposed time and sets B to the
// nearest allowed key time — pre: any key after the first; post: any key before the last
// — on a copy of the curve as it was when the drag started (before()), through
// AnimCurveFn::editSpline (a Ts-style edit: the side becomes Ts-authored, as when the
// inspector sets a boundary). The mode, slope and the other side are kept.
// Units: time codes.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/spline/Extrapolation.h"

namespace knotline {

/// Which extrapolation: before the first key or after the last.
enum class ExtrapolationSide { Pre, Post };

class ExtrapolationBoundaryDragSession {
public:
    /// Errors: the side's extrapolation is not looping, has no loop boundary, or the curve
    /// has fewer than two keys.
    static Result<ExtrapolationBoundaryDragSession> create(const AnimCurve &before, ExtrapolationSide side);

    /// True when `side` of `curve` loops with an authored loop boundary and the curve has
    /// at least two keys (what create() requires; the canvas draws a grip only there).
    static bool hasBoundary(const AnimCurve &curve, ExtrapolationSide side);

    const AnimCurve &before() const { return m_before; }
    ExtrapolationSide side() const { return m_side; }

    /// The key time nearest to `time` among the allowed boundaries (pre: keys after the
    /// first; post: keys before the last). Ties go to the earlier key.
    double proposedBoundary(double time) const;

    /// Sets fn.curve() to before() with the side's loop boundary at
    /// proposedBoundary(time). Errors: non-finite time, or the spline refusing the
    /// extrapolation (fn.curve() unchanged then).
    Status apply(AnimCurveFn &fn, double time, AnimCurveChange *change = nullptr) const;

private:
    ExtrapolationBoundaryDragSession(AnimCurve before, ExtrapolationSide side);

    AnimCurve m_before;
    ExtrapolationSide m_side = ExtrapolationSide::Post;
};

} // namespace knotline
