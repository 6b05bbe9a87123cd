#include "widgets/timeline/TimelineDrag.h"

#include "widgets/timeline/TimelineSnapping.h"

#include <QCoreApplication>

#include <algorithm>

namespace knotline {

TimelineDrag::TimelineDrag(const Timeline &before, const TimelineHit &hit, QPointF pos, const TimelineLayout &layout,
                           std::set<PlacementIndex> moving, bool stretch, std::set<std::size_t> locked)
    : m_before(before)
    , m_kind(hit.kind)
    , m_anchor(hit.placement.value_or(PlacementIndex{}))
    , m_shape(placementShape(before, m_anchor))
    , m_point(hit.syncPoint)
    , m_moving(std::move(moving))
    , m_locked(std::move(locked))
    , m_pressSeconds(layout.secondsAtX(pos.x()))
    , m_pressRow(layout.rowAt(pos.y()).value_or(m_anchor.track))
    , m_stretch(stretch)
{
    m_moving.insert(m_anchor);
    double grabbed = m_pressSeconds;
    switch (m_kind) {
    case TimelineHitKind::StartEdge:
        grabbed = m_shape.start;
        break;
    case TimelineHitKind::EndEdge:
        grabbed = m_shape.end;
        break;
    case TimelineHitKind::BlendIn:
        grabbed = m_shape.start + m_shape.blendIn;
        break;
    case TimelineHitKind::BlendOut:
        grabbed = m_shape.end - m_shape.blendOut;
        break;
    case TimelineHitKind::SyncMarker:
        for (const SyncMarker &m : m_shape.syncMarkers)
            if (m.point == m_point)
                grabbed = m.time;
        break;
    default:
        break;
    }
    m_grabOffset = grabbed - m_pressSeconds;
}

int TimelineDrag::allowedTrackDelta(int wanted) const
{
    const int step = wanted < 0 ? -1 : 1;
    int allowed = 0;
    for (int d = step; d != wanted + step; d += step) {
        for (const PlacementIndex &i : m_moving) {
            const long long t = static_cast<long long>(i.track) + d;
            if (t < 0 || t >= static_cast<long long>(m_before.trackCount()) || m_locked.contains(std::size_t(t)))
                return allowed;
        }
        allowed = d;
    }
    return allowed;
}

Result<TimelineEditResult> TimelineDrag::update(QPointF pos, const TimelineLayout &layout, bool snapping,
                                                double currentSeconds) const
{
    const double tolerance = kSnapPixels * layout.secondsPerPixel();
    const double pointer = layout.secondsAtX(pos.x());
    if (m_kind == TimelineHitKind::Bar) {
        double delta = pointer - m_pressSeconds;
        if (snapping) {
            const SnapTargets targets = snapTargets(m_before, m_moving, currentSeconds, layout.timeCodesPerSecond());
            delta = snapMoveDelta(m_shape.start, m_shape.end, delta, targets, tolerance);
        }
        const std::optional<std::size_t> row = layout.rowAt(pos.y());
        const long long rows = static_cast<long long>(m_before.trackCount());
        const long long target = row ? std::min<long long>(static_cast<long long>(*row), rows - 1) : 0;
        const int trackDelta = allowedTrackDelta(static_cast<int>(target - static_cast<long long>(m_pressRow)));
        return movePlacements(m_before, m_moving, delta, trackDelta);
    }
    double t = pointer + m_grabOffset;
    if (snapping)
        t = snapTime(t, snapTargets(m_before, {m_anchor}, currentSeconds, layout.timeCodesPerSecond()), tolerance);
    Result<Timeline> next = Timeline();
    switch (m_kind) {
    case TimelineHitKind::StartEdge:
        next = m_stretch ? stretchPlacementStart(m_before, m_anchor, t) : trimPlacementStart(m_before, m_anchor, t);
        break;
    case TimelineHitKind::EndEdge:
        next = m_stretch ? stretchPlacementEnd(m_before, m_anchor, t) : trimPlacementEnd(m_before, m_anchor, t);
        break;
    case TimelineHitKind::BlendIn:
        next = setPlacementBlendIn(m_before, m_anchor, t - m_shape.start);
        break;
    case TimelineHitKind::BlendOut:
        next = setPlacementBlendOut(m_before, m_anchor, m_shape.end - t);
        break;
    case TimelineHitKind::SyncMarker:
        next = requestSyncPoint(m_before, m_anchor, m_point, t);
        break;
    default:
        return Status::error("not a drag");
    }
    if (!next)
        return next.status();
    return TimelineEditResult{std::move(*next), {m_anchor}};
}

QString TimelineDrag::text() const
{
    switch (m_kind) {
    case TimelineHitKind::Bar:
        return QCoreApplication::translate("TimelineDrag", "Move Clips");
    case TimelineHitKind::StartEdge:
    case TimelineHitKind::EndEdge:
        return m_stretch ? QCoreApplication::translate("TimelineDrag", "Change Clip Speed")
                         : QCoreApplication::translate("TimelineDrag", "Trim Clip");
    case TimelineHitKind::BlendIn:
    case TimelineHitKind::BlendOut:
        return QCoreApplication::translate("TimelineDrag", "Change Blend");
    case TimelineHitKind::SyncMarker:
        return QCoreApplication::translate("TimelineDrag", "Move Sync Point");
    default:
        return {};
    }
}

} // namespace knotline
