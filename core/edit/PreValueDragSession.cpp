#include "core/edit/PreValueDragSession.h"

#include "core/spline/Spline.h"

#include <cmath>

namespace knotline {

PreValueDragSession::PreValueDragSession(AnimCurve before, std::size_t key)
    : m_before(std::move(before))
    , m_key(key)
{
}

bool PreValueDragSession::hasDraggablePreValue(const AnimCurve &curve, std::size_t key)
{
    if (key >= curve.numKeys())
        return false;
    return curve.spline().knots()[key].isDualValued() && !curve.keyInfo()[key].stepNextEncoded;
}

Result<PreValueDragSession> PreValueDragSession::create(const AnimCurve &before, std::size_t key)
{
    if (key >= before.numKeys())
        return Status::error(MessageId::PreValueDragNoKey, key);
    if (!hasDraggablePreValue(before, key))
        return Status::error(MessageId::PreValueDragNoPreValue, key);
    return PreValueDragSession(before, key);
}

Status PreValueDragSession::apply(AnimCurveFn &fn, double preValue, AnimCurveChange *change) const
{
    if (!std::isfinite(preValue))
        return Status::error(MessageId::PreValueDragNotFinite);
    const AnimCurve previous = fn.curve();
    fn.curve() = m_before;
    const std::size_t index = m_key;
    Status st = fn.editSpline([index, preValue](Spline &s) {
        Knot k = s.knots()[index];
        k.preValue = preValue;
        // Tangents stay as authored (a pre-value does not change widths anyway).
        const AntiRegressionMode mode = s.antiRegressionMode();
        s.setAntiRegressionMode(AntiRegressionMode::None);
        Status set = s.setKnot(k);
        s.setAntiRegressionMode(mode);
        return set;
    });
    if (st && change)
        st = change->record(fn.curve(), previous);
    if (!st)
        fn.curve() = previous;
    return st;
}

} // namespace knotline
