#include "core/edit/TangentDragSession.h"

#include "core/edit/SegmentDeregression.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>

namespace knotline {

TangentDragSession::TangentDragSession(AnimCurve before, std::size_t key, TangentSide side)
    : m_before(std::move(before))
    , m_key(key)
    , m_side(side)
{
}

bool TangentDragSession::hasOuterHandle(const AnimCurve &curve, std::size_t key, TangentSide side)
{
    const std::size_t n = curve.numKeys();
    if (key >= n)
        return false;
    if (side == TangentSide::In)
        return key == 0 && !curve.isPreExtrapolationTsAuthored()
            && curve.preInfinityType() == InfinityType::Linear;
    return key + 1 == n && !curve.isPostExtrapolationTsAuthored()
        && curve.postInfinityType() == InfinityType::Linear;
}

bool TangentDragSession::hasHandle(const AnimCurve &curve, std::size_t key, TangentSide side)
{
    const auto &knots = curve.spline().knots();
    if (key >= knots.size())
        return false;
    if (hasOuterHandle(curve, key, side))
        return true;
    if (side == TangentSide::In)
        return key > 0 && knots[key - 1].nextInterp == Interpolation::Curve;
    return key + 1 < knots.size() && knots[key].nextInterp == Interpolation::Curve;
}

Result<TangentDragSession> TangentDragSession::create(const AnimCurve &before, std::size_t key,
                                                      TangentSide side)
{
    if (key >= before.numKeys())
        return Status::error(MessageId::TangentDragNoKey, key);
    if (!hasHandle(before, key, side))
        return Status::error(MessageId::TangentDragNoSegment, key);
    return TangentDragSession(before, key, side);
}

double TangentDragSession::minimumWidth() const
{
    const auto &knots = m_before.spline().knots();
    const std::size_t n = knots.size();
    // The segment on the handle's side; for an outer handle the inward one.
    double span = 1.0;
    if (m_side == TangentSide::Out)
        span = m_key + 1 < n ? knots[m_key + 1].time - knots[m_key].time
                             : (m_key > 0 ? knots[m_key].time - knots[m_key - 1].time : 1.0);
    else
        span = m_key > 0 ? knots[m_key].time - knots[m_key - 1].time
                         : (m_key + 1 < n ? knots[m_key + 1].time - knots[m_key].time : 1.0);
    return 1e-4 * span;
}

void TangentDragSession::widthAndSlope(double handleTime, double handleValue, double *width,
                                       double *slope) const
{
    const Knot &k = m_before.spline().knots()[m_key];
    double w = 0.0;
    double rise = 0.0;
    if (m_side == TangentSide::Out) {
        w = handleTime - k.time;
        rise = handleValue - k.value;
    } else {
        w = k.time - handleTime;
        rise = k.authoredPreValue() - handleValue;
    }
    w = std::max(w, minimumWidth());
    *width = w;
    *slope = rise / w;
}

Status TangentDragSession::apply(AnimCurveFn &fn, double handleTime, double handleValue,
                                 AnimCurveChange *change) const
{
    if (!std::isfinite(handleTime) || !std::isfinite(handleValue))
        return Status::error(MessageId::TangentDragNotFinite);
    double width = 0.0;
    double slope = 0.0;
    widthAndSlope(handleTime, handleValue, &width, &slope);
    const MayaTangent tangent{3.0 * width, 3.0 * width * slope};
    const AnimCurve previous = fn.curve();
    fn.curve() = m_before;
    auto fail = [&](Status st) {
        fn.curve() = previous;
        return st;
    };
    // The dragged segment, and the other side's: with locked tangents (and weights) the
    // other side changes too. Outer handles have no segment on their own side.
    const std::size_t n = m_before.numKeys();
    std::vector<TouchedSegment> touched;
    const bool hasBefore = m_key > 0;
    const bool hasAfter = m_key + 1 < n;
    if (m_side == TangentSide::Out) { // the dragged side's segment first
        if (hasAfter)
            touched.push_back({m_key, true});
        if (hasBefore)
            touched.push_back({m_key - 1, false});
    } else {
        if (hasBefore)
            touched.push_back({m_key - 1, false});
        if (hasAfter)
            touched.push_back({m_key, true});
    }
    // Ts's initial pass on the key as it was: the neighbours' sides of initially
    // regressive segments are repaired first; then the edit, then the live adjustment.
    if (Status st = deregressOppositeSides(fn, touched, m_mode); !st)
        return fail(st);
    if (Status st = fn.setTangent(m_key, tangent, m_side); !st)
        return fail(st);
    if (Status st = deregressSegments(fn, touched, m_mode); !st)
        return fail(st);
    if (change)
        if (Status st = change->record(fn.curve(), previous); !st)
            return fail(st);
    return Status::ok();
}

} // namespace knotline
