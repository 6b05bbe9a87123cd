#include "core/edit/KnotDragSession.h"

#include "core/edit/SegmentDeregression.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

KnotDragSession::KnotDragSession(AnimCurve before, std::vector<std::size_t> keys, std::size_t anchor)
    : m_before(std::move(before))
    , m_keys(std::move(keys))
    , m_moved(m_before.numKeys(), false)
    , m_anchor(anchor)
{
    for (std::size_t k : m_keys)
        m_moved[k] = true;
}

Result<KnotDragSession> KnotDragSession::create(const AnimCurve &before, std::vector<std::size_t> keys,
                                                std::size_t anchor)
{
    if (keys.empty())
        return Status::error(MessageId::KnotDragNoKeys);
    std::sort(keys.begin(), keys.end());
    for (std::size_t j = 0; j < keys.size(); ++j) {
        if (keys[j] >= before.numKeys())
            return Status::error(MessageId::KnotDragNoKey, keys[j]);
        if (j > 0 && keys[j] == keys[j - 1])
            return Status::error(MessageId::KnotDragKeyTwice, keys[j]);
    }
    if (!std::binary_search(keys.begin(), keys.end(), anchor))
        return Status::error(MessageId::KnotDragAnchorNotMoved);
    return KnotDragSession(before, std::move(keys), anchor);
}

double KnotDragSession::anchorTime() const
{
    return m_before.keyTime(m_anchor);
}

double KnotDragSession::anchorValue() const
{
    return m_before.keyValue(m_anchor);
}

double KnotDragSession::resolveValueOffset(double proposed, double anchorValue, double step)
{
    if (!std::isfinite(proposed) || !std::isfinite(anchorValue))
        return 0.0;
    if (!(step > 0.0) || !std::isfinite(step))
        return proposed;
    const double snapped = std::round((anchorValue + proposed) / step) * step;
    return std::isfinite(snapped) ? snapped - anchorValue : proposed;
}

std::pair<double, double> KnotDragSession::allowedTimeOffsets(double minimumGap) const
{
    const auto &knots = m_before.spline().knots();
    double lo = -std::numeric_limits<double>::infinity();
    double hi = std::numeric_limits<double>::infinity();
    for (std::size_t i : m_keys) {
        if (i > 0 && !m_moved[i - 1])
            lo = std::max(lo, std::min(0.0, knots[i - 1].time + minimumGap - knots[i].time));
        if (i + 1 < knots.size() && !m_moved[i + 1])
            hi = std::min(hi, std::max(0.0, knots[i + 1].time - minimumGap - knots[i].time));
    }
    return {lo, hi};
}

double KnotDragSession::resolveTimeOffset(double proposed, double anchorTime,
                                          std::pair<double, double> allowed, bool snapToFrames)
{
    if (!std::isfinite(proposed) || !std::isfinite(anchorTime))
        return 0.0;
    const double clamped = std::clamp(proposed, allowed.first, allowed.second);
    if (!snapToFrames)
        return clamped;
    const double lowTime = anchorTime + allowed.first;  // may be -inf
    const double highTime = anchorTime + allowed.second; // may be +inf
    double frame = std::round(anchorTime + proposed);
    if (frame > highTime)
        frame = std::floor(highTime);
    if (frame < lowTime)
        frame = std::ceil(lowTime);
    if (frame < lowTime || frame > highTime || !std::isfinite(frame))
        return clamped; // no whole frame fits between the neighbours
    return frame - anchorTime;
}

Status KnotDragSession::followInnerLoop(AnimCurveFn &fn, double timeOffset, AnimCurveChange *change) const
{
    const LoopParams loop = m_before.spline().innerLoopParams();
    if (loop.isDefault() || timeOffset == 0.0)
        return Status::ok();
    LoopParams moved = loop;
    const auto &knots = m_before.spline().knots();
    for (std::size_t i : m_keys) {
        if (knots[i].time == loop.protoStart)
            moved.protoStart = loop.protoStart + timeOffset;
        if (knots[i].time == loop.protoEnd)
            moved.protoEnd = loop.protoEnd + timeOffset;
    }
    if (moved == loop || !(moved.protoStart < moved.protoEnd))
        return Status::ok();
    return fn.editSpline([&moved](Spline &s) { return s.setInnerLoopParams(moved); }, change);
}

Status KnotDragSession::apply(AnimCurveFn &fn, double timeOffset, double valueOffset, DragAxis axis,
                              AnimCurveChange *change) const
{
    if (axis == DragAxis::TimeOnly)
        valueOffset = 0.0;
    else if (axis == DragAxis::ValueOnly)
        timeOffset = 0.0;
    const AnimCurve previous = fn.curve();
    fn.curve() = m_before;
    auto fail = [&](Status st) {
        fn.curve() = previous;
        return st;
    };
    if (timeOffset == 0.0 && valueOffset == 0.0) {
        if (change && previous != m_before)
            if (Status st = change->record(fn.curve(), previous); !st)
                return fail(st);
        return Status::ok();
    }
    // The edits below record into no change; `change` gets one record of the whole step
    // at the end, so a failure part way leaves nothing recorded.
    const bool deregress = timeOffset != 0.0 && m_mode != AntiRegressionMode::None;
    // The segments between a moved and an unmoved key; the moved key's side is active.
    std::vector<TouchedSegment> touched;
    if (deregress) {
        for (std::size_t i : m_keys) {
            if (i > 0 && !m_moved[i - 1])
                touched.push_back({i - 1, false});
            if (i + 1 < m_moved.size() && !m_moved[i + 1])
                touched.push_back({i, true});
        }
        // Ts's initial pass, on the keys before they move: the unmoved neighbours' sides of
        // initially regressive segments are repaired first.
        if (Status st = deregressOppositeSides(fn, touched, m_mode); !st)
            return fail(st);
    }
    if (Status st = fn.moveKeys(m_keys, timeOffset, valueOffset); !st)
        return fail(st);
    if (Status st = followInnerLoop(fn, timeOffset, nullptr); !st)
        return fail(st);
    if (deregress)
        if (Status st = deregressSegments(fn, touched, m_mode); !st)
            return fail(st);
    if (change)
        if (Status st = change->record(fn.curve(), previous); !st)
            return fail(st);
    return Status::ok();
}

Status KnotDragSession::drag(AnimCurveFn &fn, double proposedTimeOffset, double valueOffset, DragAxis axis,
                             bool snapToFrames, double *appliedTimeOffset) const
{
    const double dt = axis == DragAxis::ValueOnly
        ? 0.0
        : resolveTimeOffset(proposedTimeOffset, anchorTime(), allowedTimeOffsets(), snapToFrames);
    if (appliedTimeOffset)
        *appliedTimeOffset = dt;
    return apply(fn, dt, valueOffset, axis);
}

} // namespace knotline
