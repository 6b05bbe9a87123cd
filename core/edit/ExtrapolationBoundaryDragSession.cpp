#include "core/edit/ExtrapolationBoundaryDragSession.h"

#include "core/edit/DragStep.h"
#include "core/spline/Spline.h"

#include <cmath>

namespace knotline {

namespace {

const Extrapolation &extrapolationOf(const Spline &s, ExtrapolationSide side)
{
    return side == ExtrapolationSide::Pre ? s.preExtrapolation() : s.postExtrapolation();
}

} // namespace

ExtrapolationBoundaryDragSession::ExtrapolationBoundaryDragSession(AnimCurve before, ExtrapolationSide side)
    : m_before(std::move(before))
    , m_side(side)
{
}

bool ExtrapolationBoundaryDragSession::hasBoundary(const AnimCurve &curve, ExtrapolationSide side)
{
    const Extrapolation &e = extrapolationOf(curve.spline(), side);
    return e.isLooping() && e.loopBoundary.has_value() && curve.numKeys() >= 2;
}

Result<ExtrapolationBoundaryDragSession> ExtrapolationBoundaryDragSession::create(const AnimCurve &before,
                                                                                  ExtrapolationSide side)
{
    if (!hasBoundary(before, side))
        return Status::error(side == ExtrapolationSide::Pre ? MessageId::LoopDragNoPreBoundary
                                                            : MessageId::LoopDragNoPostBoundary);
    return ExtrapolationBoundaryDragSession(before, side);
}

double ExtrapolationBoundaryDragSession::proposedBoundary(double time) const
{
    const auto &knots = m_before.spline().knots();
    const std::size_t first = m_side == ExtrapolationSide::Pre ? 1 : 0;
    const std::size_t last = m_side == ExtrapolationSide::Pre ? knots.size() : knots.size() - 1; // exclusive
    double best = knots[first].time;
    for (std::size_t i = first + 1; i < last; ++i)
        if (std::abs(knots[i].time - time) < std::abs(best - time))
            best = knots[i].time;
    return best;
}

Status ExtrapolationBoundaryDragSession::apply(AnimCurveFn &fn, double time, AnimCurveChange *change) const
{
    if (!std::isfinite(time))
        return Status::error(MessageId::LoopDragTimeNotFinite);
    Extrapolation wanted = extrapolationOf(m_before.spline(), m_side);
    wanted.loopBoundary = proposedBoundary(time);
    return applyDragStep(fn, m_before, change, [&] {
        if (wanted == extrapolationOf(m_before.spline(), m_side))
            return Status::ok();
        const bool pre = m_side == ExtrapolationSide::Pre;
        return fn.editSpline([&](Spline &s) { return pre ? s.setPreExtrapolation(wanted) : s.setPostExtrapolation(wanted); });
    });
}

} // namespace knotline
