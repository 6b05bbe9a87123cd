#include "core/animcurve/AnimCurveChange.h"

#include "core/spline/Diff.h"

namespace knotline {

Status AnimCurveChange::record(AnimCurve &curve, const AnimCurve &beforeEdit)
{
    if (!accepts(curve))
        return Status::error("the change record belongs to another curve");
    if (m_target == nullptr) {
        m_target = &curve;
        m_before = beforeEdit;
    }
    m_after = curve;
    m_intervals.reset();
    return Status::ok();
}

Status AnimCurveChange::undoIt(AnimCurve &curve) const
{
    if (isEmpty())
        return Status::error("nothing to undo: the change is empty");
    if (curve != m_after)
        return Status::error("cannot undo: the curve is not in the state this change left it in");
    curve = m_before;
    return Status::ok();
}

Status AnimCurveChange::redoIt(AnimCurve &curve) const
{
    if (isEmpty())
        return Status::error("nothing to redo: the change is empty");
    if (curve != m_before)
        return Status::error("cannot redo: the curve is not in the state before this change");
    curve = m_after;
    return Status::ok();
}

Status AnimCurveChange::undoIt()
{
    if (isEmpty())
        return Status::error("nothing to undo: the change is empty");
    return undoIt(*m_target);
}

Status AnimCurveChange::redoIt()
{
    if (isEmpty())
        return Status::error("nothing to redo: the change is empty");
    return redoIt(*m_target);
}

const std::vector<std::pair<double, double>> &AnimCurveChange::affectedIntervals() const
{
    if (!m_intervals)
        m_intervals = isEmpty() ? std::vector<std::pair<double, double>>{}
                                : diff(m_before.spline(), m_after.spline());
    return *m_intervals;
}

std::optional<std::pair<double, double>> AnimCurveChange::affectedInterval() const
{
    const auto &intervals = affectedIntervals();
    if (intervals.empty())
        return std::nullopt;
    return std::make_pair(intervals.front().first, intervals.back().second);
}

} // namespace knotline
