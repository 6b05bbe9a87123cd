#include "core/timeline/PlacedClipWarp.h"

namespace knotline {

SyncWarpInput syncWarpInput(const PlacedClip &placed)
{
    SyncWarpInput in;
    in.raw = placed.clip->syncTimes();
    in.duration = placed.clip->duration();
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
