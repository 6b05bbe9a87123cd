#include "widgets/timeline/PlacementShape.h"

#include "core/timeline/PlacedClipWarp.h"
#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PoseBlend.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace knotline {

namespace {

bool writesAny(const Clip &a, const Clip &b)
{
    for (const ClipChannel &c : a.channels())
        if (b.channel(c.key))
            return true;
    return false;
}

} // namespace

PlacementShape placementShape(const Timeline &timeline, PlacementIndex index, std::size_t maxCycles)
{
    const PlacedClip &p = timeline.placedClip(index);
    const PlacementTiming timing = placementTiming(p);
    PlacementShape shape;
    shape.index = index;
    shape.start = timing.start;
    shape.end = timing.end;
    shape.warped = timing.warp != nullptr;
    shape.blendIn = p.blendIn;
    shape.blendOut = p.blendOut;
    if (!shape.warped && p.trimIn > 0.0)
        shape.trimmedFrom = p.start;
    const Track &ownTrack = timeline.track(index.track);
    shape.trackWeight = ownTrack.weight;
    shape.additive = ownTrack.blendMode == TrackBlendMode::Additive;
    shape.enabled = p.enabled;
    shape.counts = timeline.placementCounts(index);
    shape.holds = timeline.poseMode() != TimelinePoseMode::Blended || holdsAfterEnd(p.hold, p.blendOut);
    shape.sharedBy = std::max<std::size_t>(1, timeline.placementsPlaying(p.clip.get()).size());

    for (const Track &track : timeline.tracks()) {
        for (const PlacedClip &other : track.placedClips) {
            if (&other == &p || !(other.activeStart() > shape.end) || !writesAny(*p.clip, *other.clip))
                continue;
            if (!shape.heldUntil || other.activeStart() < *shape.heldUntil)
                shape.heldUntil = other.activeStart();
        }
    }

    const LoopMode mode = p.clip->loopMode();
    if (!shape.warped && mode != LoopMode::Once) {
        const double cycle = p.clip->duration() / p.speed; // timeline seconds per cycle
        for (std::size_t k = 1; k <= maxCycles; ++k) {
            const double t = p.start + static_cast<double>(k) * cycle;
            if (!(t < shape.end))
                break;
            if (!(t > shape.start))
                continue; // in the trimmed head
            shape.cycleStarts.push_back(t);
            shape.backwards.push_back(mode == LoopMode::PingPong && k % 2 == 1);
        }
    }

    if (Result<SyncWarp> warp = placedClipWarp(p)) {
        shape.warnings = warp->warnings;
        for (std::size_t i = 0; i < kSyncPointCount; ++i) {
            const bool requested = p.syncRequests[i].has_value();
            if (!p.clip->syncTimes()[i] && !requested)
                continue;
            const double t = shape.warped ? warp->knots[i] : p.start + *p.clip->syncTimes()[i] / p.speed;
            if (!shape.warped && !p.clip->syncTimes()[i])
                continue; // a loop ignores requests: nothing to place a marker at
            shape.syncMarkers.push_back({static_cast<SyncPoint>(i), t, requested});
        }
    }
    return shape;
}

std::vector<PlacementShape> placementShapes(const Timeline &timeline)
{
    std::vector<PlacementShape> out;
    for (std::size_t t = 0; t < timeline.trackCount(); ++t)
        for (std::size_t c = 0; c < timeline.track(t).placedClips.size(); ++c)
            out.push_back(placementShape(timeline, {t, c}));
    return out;
}

bool isWarpProblem(const SyncWarpWarning &warning)
{
    return warning.id == MessageId::SyncRequestsReversed || warning.id == MessageId::SyncRequestsCollapsed;
}

} // namespace knotline
