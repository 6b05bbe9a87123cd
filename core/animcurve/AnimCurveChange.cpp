#include "core/animcurve/AnimCurveChange.h"

#include "core/spline/Diff.h"

#include <algorithm>
#include <cstring>

namespace knotline {

namespace {

bool sameExtrapolation(const Extrapolation &a, const Extrapolation &b)
{
    return a == b && std::memcmp(&a.slope, &b.slope, sizeof a.slope) == 0;
}

const AnimCurve &emptyCurve()
{
    static const AnimCurve empty;
    return empty;
}

} // namespace

Status AnimCurveChange::record(AnimCurve &curve, const AnimCurve &beforeEdit)
{
    if (!accepts(curve))
        return Status::error(MessageId::ChangeOtherCurve);
    m_target = &curve;
    if (!m_steps.empty())
        if (auto *last = std::get_if<SnapshotStep>(&m_steps.back())) {
            last->after = curve; // consecutive snapshots: one step
            m_afterCache.reset();
            m_intervals.reset();
            return Status::ok();
        }
    m_steps.push_back(SnapshotStep{beforeEdit, curve});
    m_afterCache.reset();
    m_intervals.reset();
    return Status::ok();
}

Status AnimCurveChange::recordKeyRange(AnimCurve &curve, KeyRangeStep step)
{
    if (!accepts(curve))
        return Status::error(MessageId::ChangeOtherCurve);
    m_target = &curve;
    if (!m_steps.empty())
        if (auto *last = std::get_if<KeyRangeStep>(&m_steps.back());
            last && last->first == step.first && last->knotsAfter.size() == step.knotsBefore.size()) {
            // The same keys edited again (a drag, repeated setTime): one step.
            last->knotsAfter = std::move(step.knotsAfter);
            last->keysAfter = std::move(step.keysAfter);
            last->preAfter = step.preAfter;
            last->postAfter = step.postAfter;
            last->keyCountAfter = step.keyCountAfter;
            last->revisionAfter = step.revisionAfter;
            m_afterCache.reset();
            m_intervals.reset();
            return Status::ok();
        }
    m_steps.emplace_back(std::move(step));
    m_afterCache.reset();
    m_intervals.reset();
    return Status::ok();
}

bool AnimCurveChange::inState(const AnimCurve &curve, const Step &step, bool afterState)
{
    if (const auto *s = std::get_if<SnapshotStep>(&step))
        return curve == (afterState ? s->after : s->before);
    const auto &r = std::get<KeyRangeStep>(step);
    if (curve.revision() == (afterState ? r.revisionAfter : r.revisionBefore))
        return true;
    // Equal content with another revision (e.g. edited and edited back): check what the
    // step knows of that state.
    const std::vector<Knot> &knots = afterState ? r.knotsAfter : r.knotsBefore;
    const std::vector<MayaKeyInfo> &keys = afterState ? r.keysAfter : r.keysBefore;
    if (curve.numKeys() != (afterState ? r.keyCountAfter : r.keyCountBefore)
        || r.first + knots.size() > curve.numKeys()
        || !sameExtrapolation(curve.spline().preExtrapolation(), afterState ? r.preAfter : r.preBefore)
        || !sameExtrapolation(curve.spline().postExtrapolation(), afterState ? r.postAfter : r.postBefore))
        return false;
    for (std::size_t i = 0; i < knots.size(); ++i)
        if (!(curve.spline().knots()[r.first + i] == knots[i]) || !(curve.keyInfo()[r.first + i] == keys[i]))
            return false;
    return true;
}

Status AnimCurveChange::apply(AnimCurve &curve, const Step &step, bool undo)
{
    if (const auto *s = std::get_if<SnapshotStep>(&step)) {
        curve = undo ? s->before : s->after;
        return Status::ok();
    }
    const auto &r = std::get<KeyRangeStep>(step);
    const std::vector<Knot> &from = undo ? r.knotsAfter : r.knotsBefore; // in the curve now
    const std::vector<Knot> &to = undo ? r.knotsBefore : r.knotsAfter;
    const std::vector<MayaKeyInfo> &toKeys = undo ? r.keysBefore : r.keysAfter;
    AnimCurve::Data &data = curve.mutableData(); // in place unless shared
    if (Status st = data.spline.restoreKnots(r.first, from.size(), to); !st)
        return st;
    std::vector<MayaKeyInfo> &keys = data.keys;
    const auto at = [&keys](std::size_t i) { return keys.begin() + static_cast<std::ptrdiff_t>(i); };
    const std::size_t common = std::min(from.size(), toKeys.size());
    std::copy(toKeys.begin(), toKeys.begin() + static_cast<std::ptrdiff_t>(common), at(r.first));
    if (toKeys.size() < from.size())
        keys.erase(at(r.first + toKeys.size()), at(r.first + from.size()));
    else if (toKeys.size() > from.size())
        keys.insert(at(r.first + from.size()), toKeys.begin() + static_cast<std::ptrdiff_t>(from.size()), toKeys.end());
    const Extrapolation &pre = undo ? r.preBefore : r.preAfter;
    const Extrapolation &post = undo ? r.postBefore : r.postAfter;
    if (!sameExtrapolation(data.spline.preExtrapolation(), pre))
        if (Status st = data.spline.setPreExtrapolation(pre); !st)
            return st;
    if (!sameExtrapolation(data.spline.postExtrapolation(), post))
        if (Status st = data.spline.setPostExtrapolation(post); !st)
            return st;
    data.revision = undo ? r.revisionBefore : r.revisionAfter;
    return Status::ok();
}

Status AnimCurveChange::undoIt(AnimCurve &curve) const
{
    if (isEmpty())
        return Status::error(MessageId::NothingToUndo);
    if (!inState(curve, m_steps.back(), true))
        return Status::error(MessageId::CannotUndoState);
    for (std::size_t k = m_steps.size(); k-- > 0;) {
        if (Status st = apply(curve, m_steps[k], true); !st) {
            // Cannot happen for a curve in the after() state; put back what was undone.
            for (std::size_t j = k + 1; j < m_steps.size(); ++j)
                (void)apply(curve, m_steps[j], false);
            return Status::error(MessageId::CannotUndo, st);
        }
    }
    return Status::ok();
}

Status AnimCurveChange::redoIt(AnimCurve &curve) const
{
    if (isEmpty())
        return Status::error(MessageId::NothingToRedo);
    if (!inState(curve, m_steps.front(), false))
        return Status::error(MessageId::CannotRedoState);
    for (std::size_t k = 0; k < m_steps.size(); ++k) {
        if (Status st = apply(curve, m_steps[k], false); !st) {
            for (std::size_t j = k; j-- > 0;)
                (void)apply(curve, m_steps[j], true);
            return Status::error(MessageId::CannotRedo, st);
        }
    }
    return Status::ok();
}

Status AnimCurveChange::undoIt()
{
    if (isEmpty())
        return Status::error(MessageId::NothingToUndo);
    return undoIt(*m_target);
}

Status AnimCurveChange::redoIt()
{
    if (isEmpty())
        return Status::error(MessageId::NothingToRedo);
    return redoIt(*m_target);
}

const AnimCurve &AnimCurveChange::before() const
{
    if (isEmpty())
        return emptyCurve();
    if (const auto *s = std::get_if<SnapshotStep>(&m_steps.front()))
        return s->before;
    if (!m_beforeCache) {
        AnimCurve c = *m_target; // in the after() state: undo on a copy (copied on write)
        (void)undoIt(c);
        m_beforeCache = std::move(c);
    }
    return *m_beforeCache;
}

const AnimCurve &AnimCurveChange::after() const
{
    if (isEmpty())
        return emptyCurve();
    if (const auto *s = std::get_if<SnapshotStep>(&m_steps.back()))
        return s->after;
    if (!m_afterCache) {
        AnimCurve c = *m_target;
        if (!inState(c, m_steps.back(), true)) // undone (or edited): redo on a copy
            (void)redoIt(c);
        m_afterCache = std::move(c);
    }
    return *m_afterCache;
}

const std::vector<std::pair<double, double>> &AnimCurveChange::affectedIntervals() const
{
    if (!m_intervals)
        m_intervals = isEmpty() ? std::vector<std::pair<double, double>>{}
                                : diff(before().spline(), after().spline());
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
