#include "core/timeline/PlacedClipWarp.h"

namespace knotline {

SyncWarpInput syncWarpInput(const PlacedClip &placed)
{
    SyncWarpInput in;
    in.raw = placed.clip->syncTimes();
    in.duration = placed.clip->duration();
    // Every clip has a start (0) and an end (its duration) even where its sync times
    // leave them out (spec §2): a clip with only a stroke still plays to its end.
    if (!in.raw[std::size_t(SyncPoint::Start)])
        in.raw[std::size_t(SyncPoint::Start)] = 0.0;
    if (!in.raw[std::size_t(SyncPoint::End)])
        in.raw[std::size_t(SyncPoint::End)] = in.duration;
    in.speed = placed.speed;
    in.now = placed.start;
    in.requests = placed.syncRequests;
    in.loop = placed.clip->loopMode() != LoopMode::Once;
    return in;
}

Result<SyncWarp> placedClipWarp(const PlacedClip &placed)
{
    return computeSyncWarp(syncWarpInput(placed));
}

} // namespace knotline
