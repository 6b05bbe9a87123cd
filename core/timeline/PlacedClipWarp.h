#pragma once
// The sync-point warp of a placed clip (spec/timeline.md §2): its clip's raw sync times
// and duration, its speed, start and sync requests, fed to computeSyncWarp. A clip that
// loops (LoopMode::Loop, and LoopMode::PingPong, which repeats too) gets no warp: its
// requests are ignored with the SyncRequestsIgnoredForLoop warning.

#include "core/timeline/PlacedClip.h"
#include "core/timeline/SyncPointWarp.h"

namespace knotline {

/// What computeSyncWarp is given for `placed`: raw = clip->syncTimes() with start 0 and
/// end = the duration where the clip leaves them out (spec §2), duration =
/// clip->duration(), speed, now = start, requests = syncRequests, loop as above.
/// Precondition: placed.clip is set.
SyncWarpInput syncWarpInput(const PlacedClip &placed);

/// computeSyncWarp(syncWarpInput(placed)). Errors as computeSyncWarp's (a valid placement
/// in a Timeline has none: its numbers are finite and its speed > 0).
Result<SyncWarp> placedClipWarp(const PlacedClip &placed);

} // namespace knotline
