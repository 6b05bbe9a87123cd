#pragma once
// LoopBoundaryDragSession: interactive drag of one boundary of a curve's inner-loop
// prototype (Ts TsLoopParams protoStart / protoEnd), testable without widgets. This
// header includes no Qt.
//
// Each apply() takes the proposed absolute time of the boundary and sets the loop
// parameters of a copy of the curve as it was when the drag started (before()), through
// AnimCurveFn::editSpline (Ts-style edit). The loop counts and value offset are kept.
//
// Rules (Ts needs a knot at protoStart for the loop to apply; protoEnd is free):
// - the start snaps to the nearest key time that is earlier than the prototype end;
// - the end must stay later than the start; it snaps to whole time codes (frames) when
//   snapping is on, else it is free; it is kept at least minimumSpan() after the start.
// Units: time codes.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/spline/Extrapolation.h"

namespace knotline {

/// Which end of the inner-loop prototype region.
enum class LoopBoundary { Start, End };

class LoopBoundaryDragSession {
public:
    /// Errors: the curve has no inner loop authored (default LoopParams).
    static Result<LoopBoundaryDragSession> create(const AnimCurve &before, LoopBoundary boundary);

    const AnimCurve &before() const { return m_before; }
    LoopBoundary boundary() const { return m_boundary; }
    /// Smallest prototype length a drag of the end produces (1e-3 time codes).
    static constexpr double minimumSpan() { return 1e-3; }

    /// The loop parameters a proposed boundary time gives (the rules above). When no key
    /// lies before the prototype end (start drag), the parameters are unchanged.
    LoopParams proposedParams(double time, bool snapToFrames) const;

    /// Sets fn.curve() to before() with proposedParams(time, snapToFrames). Errors:
    /// non-finite time, or the spline refusing the parameters (fn.curve() unchanged then).
    Status apply(AnimCurveFn &fn, double time, bool snapToFrames, AnimCurveChange *change = nullptr) const;

private:
    LoopBoundaryDragSession(AnimCurve before, LoopBoundary boundary);

    AnimCurve m_before;
    LoopBoundary m_boundary = LoopBoundary::Start;
};

} // namespace knotline
