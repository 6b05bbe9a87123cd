#include "core/edit/LoopBoundaryDragSession.h"

#include "core/edit/DragStep.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

LoopBoundaryDragSession::LoopBoundaryDragSession(AnimCurve before, LoopBoundary boundary)
    : m_before(std::move(before))
    , m_boundary(boundary)
{
}

Result<LoopBoundaryDragSession> LoopBoundaryDragSession::create(const AnimCurve &before,
                                                                LoopBoundary boundary)
{
    if (before.spline().innerLoopParams().isDefault())
        return Status::error(MessageId::LoopDragNoInnerLoop);
    return LoopBoundaryDragSession(before, boundary);
}

LoopParams LoopBoundaryDragSession::proposedParams(double time, bool snapToFrames) const
{
    LoopParams p = m_before.spline().innerLoopParams();
    if (m_boundary == LoopBoundary::Start) {
        const auto &knots = m_before.spline().knots();
        double best = std::numeric_limits<double>::quiet_NaN();
        for (const Knot &k : knots) {
            if (!(k.time < p.protoEnd))
                break;
            if (std::isnan(best) || std::abs(k.time - time) < std::abs(best - time))
                best = k.time;
        }
        if (!std::isnan(best))
            p.protoStart = best;
    } else {
        double end = snapToFrames ? std::round(time) : time;
        if (snapToFrames && end < p.protoStart + minimumSpan())
            end = std::ceil(p.protoStart + minimumSpan());
        p.protoEnd = std::max(end, p.protoStart + minimumSpan());
    }
    return p;
}

Status LoopBoundaryDragSession::apply(AnimCurveFn &fn, double time, bool snapToFrames,
                                      AnimCurveChange *change) const
{
    if (!std::isfinite(time))
        return Status::error(MessageId::LoopDragTimeNotFinite);
    const LoopParams params = proposedParams(time, snapToFrames);
    return applyDragStep(fn, m_before, change, [&] {
        if (params == m_before.spline().innerLoopParams())
            return Status::ok();
        return fn.editSpline([&params](Spline &s) { return s.setInnerLoopParams(params); });
    });
}

} // namespace knotline
