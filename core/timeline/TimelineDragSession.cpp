#include "core/timeline/TimelineDragSession.h"

#include "core/timeline/EditorialEdits.h"
#include "core/timeline/PlacedClipWarp.h"
#include "core/timeline/PlacementTiming.h"
#include "core/timeline/TimelineEditSupport.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

/// The timeline time of sync point `point` of `p`: its warp's knot, else where the clip's
/// raw time plays; nullopt when the clip has no such point.
std::optional<double> syncPointTime(const PlacedClip &p, SyncPoint point)
{
    const std::size_t i = static_cast<std::size_t>(point);
    const PlacementTiming timing = placementTiming(p);
    if (timing.warp) {
        if (Result<SyncWarp> warp = placedClipWarp(p))
            return warp->knots[i];
    }
    if (const std::optional<double> raw = p.clip->syncTimes()[i])
        return p.start + *raw / p.speed;
    return std::nullopt;
}

bool snapsLikeAMove(TimelineDragKind kind)
{
    return kind == TimelineDragKind::Move || kind == TimelineDragKind::Slide;
}

} // namespace

Result<TimelineDragSession> TimelineDragSession::create(const Timeline &before, TimelineDragKind kind,
                                                        PlacementIndex anchor, double pressSeconds,
                                                        std::size_t pressTrack, std::set<PlacementIndex> moving,
                                                        SyncPoint point, std::set<std::size_t> locked)
{
    if (Status s = detail::checkIndex(before, anchor); !s)
        return s;
    if (!std::isfinite(pressSeconds))
        return detail::refused(QT_TRANSLATE_NOOP("TimelineEdits", "The time is not a finite number."));
    if (locked.contains(anchor.track))
        return detail::refused(QT_TRANSLATE_NOOP("TimelineEdits", "The track is locked."));
    if (kind == TimelineDragKind::Roll && !nextNeighbour(before, anchor))
        return detail::refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no clip after this one to roll the cut with."));
    for (const PlacementIndex &i : moving)
        if (Status s = detail::checkIndex(before, i); !s)
            return s;
    TimelineDragSession session;
    session.m_before = before;
    session.m_change = {before, before, {anchor}};
    session.m_kind = kind;
    session.m_anchor = anchor;
    session.m_point = point;
    session.m_moving = std::move(moving);
    session.m_moving.insert(anchor);
    session.m_locked = std::move(locked);
    session.m_pressSeconds = pressSeconds;
    session.m_pressTrack = pressTrack;
    const PlacedClip &p = before.placedClip(anchor);
    const PlacementTiming timing = placementTiming(p);
    session.m_barStart = timing.start;
    session.m_barEnd = timing.end;
    double grabbed = pressSeconds;
    switch (kind) {
    case TimelineDragKind::TrimStart:
    case TimelineDragKind::StretchStart:
    case TimelineDragKind::RippleTrimStart:
        grabbed = timing.start;
        break;
    case TimelineDragKind::TrimEnd:
    case TimelineDragKind::StretchEnd:
    case TimelineDragKind::RippleTrimEnd:
    case TimelineDragKind::Roll:
        grabbed = timing.end;
        break;
    case TimelineDragKind::BlendIn:
        grabbed = timing.start + p.blendIn;
        break;
    case TimelineDragKind::BlendOut:
        grabbed = timing.end - p.blendOut;
        break;
    case TimelineDragKind::SyncPoint:
        grabbed = syncPointTime(p, point).value_or(pressSeconds);
        break;
    default:
        break;
    }
    session.m_grabOffset = grabbed - pressSeconds;
    return session;
}

int TimelineDragSession::allowedTrackDelta(int wanted) const
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

const SnapTargets &TimelineDragSession::snapTargetsFor(const std::set<PlacementIndex> &excluded,
                                                       const TimelineDragSnap &snap) const
{
    const auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    if (!m_snapTargets || !same(m_snapTargets->currentSeconds, snap.currentSeconds)
        || !same(m_snapTargets->framesPerSecond, snap.framesPerSecond))
        m_snapTargets = CachedTargets{snap.currentSeconds, snap.framesPerSecond,
                                      snapTargets(m_before, excluded, snap.currentSeconds, snap.framesPerSecond)};
    return m_snapTargets->targets;
}

Result<TimelineEditResult> TimelineDragSession::propose(double pointer, std::optional<std::size_t> pointerTrack,
                                                        const TimelineDragSnap &snap) const
{
    if (!std::isfinite(pointer))
        return detail::refused(QT_TRANSLATE_NOOP("TimelineEdits", "The time is not a finite number."));
    double delta = pointer - m_pressSeconds;
    if (snapsLikeAMove(m_kind)) {
        if (snap.enabled) {
            const std::set<PlacementIndex> excluded = m_kind == TimelineDragKind::Move ? m_moving : std::set{m_anchor};
            delta = snapMoveDelta(m_barStart, m_barEnd, delta, snapTargetsFor(excluded, snap), snap.tolerance);
        }
        if (m_kind == TimelineDragKind::Slide)
            return slidePlacement(m_before, m_anchor, delta);
        int trackDelta = 0;
        if (pointerTrack) {
            const long long rows = static_cast<long long>(m_before.trackCount());
            const long long target = std::min<long long>(static_cast<long long>(*pointerTrack), rows - 1);
            trackDelta = allowedTrackDelta(static_cast<int>(target - static_cast<long long>(m_pressTrack)));
        }
        return movePlacements(m_before, m_moving, delta, trackDelta);
    }
    if (m_kind == TimelineDragKind::Slip) {
        if (snap.enabled && snap.framesPerSecond > 0.0) // content moves by whole frames
            delta = std::round(delta * snap.framesPerSecond) / snap.framesPerSecond;
        Result<Timeline> next = slipPlacement(m_before, m_anchor, delta);
        if (!next)
            return next.status();
        return TimelineEditResult{std::move(*next), {m_anchor}};
    }
    double t = pointer + m_grabOffset;
    if (snap.enabled) {
        std::set<PlacementIndex> excluded{m_anchor};
        if (m_kind == TimelineDragKind::Roll)
            if (const std::optional<PlacementIndex> right = nextNeighbour(m_before, m_anchor))
                excluded.insert(*right);
        t = snapTime(t, snapTargetsFor(excluded, snap), snap.tolerance);
    }
    Result<Timeline> next = Timeline();
    switch (m_kind) {
    case TimelineDragKind::TrimStart:
        next = trimPlacementStart(m_before, m_anchor, t);
        break;
    case TimelineDragKind::TrimEnd:
        next = trimPlacementEnd(m_before, m_anchor, t);
        break;
    case TimelineDragKind::StretchStart:
        next = stretchPlacementStart(m_before, m_anchor, t);
        break;
    case TimelineDragKind::StretchEnd:
        next = stretchPlacementEnd(m_before, m_anchor, t);
        break;
    case TimelineDragKind::RippleTrimStart:
        next = rippleTrimStart(m_before, m_anchor, t);
        break;
    case TimelineDragKind::RippleTrimEnd:
        next = rippleTrimEnd(m_before, m_anchor, t);
        break;
    case TimelineDragKind::Roll:
        return rollCut(m_before, m_anchor, t);
    case TimelineDragKind::BlendIn:
        next = setPlacementBlendIn(m_before, m_anchor, t - m_barStart);
        break;
    case TimelineDragKind::BlendOut:
        next = setPlacementBlendOut(m_before, m_anchor, m_barEnd - t);
        break;
    case TimelineDragKind::SyncPoint:
        next = requestSyncPoint(m_before, m_anchor, m_point, t);
        break;
    default:
        break;
    }
    if (!next)
        return next.status();
    return TimelineEditResult{std::move(*next), {m_anchor}};
}

Status TimelineDragSession::update(double pointerSeconds, std::optional<std::size_t> pointerTrack,
                                   const TimelineDragSnap &snap)
{
    Result<TimelineEditResult> r = propose(pointerSeconds, pointerTrack, snap);
    if (!r)
        return r.status();
    m_change.after = std::move(r->timeline);
    m_change.selection = std::move(r->selection);
    return Status::ok();
}

QString TimelineDragSession::text() const
{
    const char *text = "";
    switch (m_kind) {
    case TimelineDragKind::Move:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Move Clips");
        break;
    case TimelineDragKind::TrimStart:
    case TimelineDragKind::TrimEnd:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Trim Clip");
        break;
    case TimelineDragKind::StretchStart:
    case TimelineDragKind::StretchEnd:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Change Clip Speed");
        break;
    case TimelineDragKind::RippleTrimStart:
    case TimelineDragKind::RippleTrimEnd:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Ripple Trim Clip");
        break;
    case TimelineDragKind::Roll:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Roll Cut");
        break;
    case TimelineDragKind::Slip:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Slip Clip");
        break;
    case TimelineDragKind::Slide:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Slide Clip");
        break;
    case TimelineDragKind::BlendIn:
    case TimelineDragKind::BlendOut:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Change Blend");
        break;
    case TimelineDragKind::SyncPoint:
        text = QT_TRANSLATE_NOOP("TimelineDrag", "Move Sync Point");
        break;
    }
    return QCoreApplication::translate("TimelineDrag", text);
}

} // namespace knotline
