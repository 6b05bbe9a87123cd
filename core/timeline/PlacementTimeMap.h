#pragma once
// PlacementTimeMap: a placed clip's timeline → clip-time map as a TimeMap
// (core/time/TimeMap.h), the shape the retiming chart draws and the one type a placement,
// a sync-point warp, a value-clip `times` table (core/valueclips/ClipTimeMapping.h) and a
// layer offset (TimeMap::fromLayerOffset) all are. Input: timeline seconds; output:
// clip-local seconds. spec/timeline.md §1.1, §1.2, §2.
//
// Shape of the plain map (no sync warp; s = start, v = speed, d = the clip's duration,
// w = the window or d, e = s + w / v; the k-th cycle boundary b_k = s + (k · d) / v for
// k = 1, 2, … up to e; a boundary within 1e-6 of a cycle of e is put at e):
//
//   once       (s, 0) → (s + d / v, d) → (e, d)    a ramp, then a hold when w > d;
//              (s, 0) → (e, wrap(w))               when w <= d (one ramp).
//   loop       (s, 0) → (b_1, d) | (b_1, 0) → (b_2, d) | (b_2, 0) → … → (e, wrap(w))
//              one ramp per cycle; at each b_k a jump from d down to 0, where the later
//              key (0) wins, so exactly on a cycle boundary the clip's first key shows
//              (§1.2).
//   ping_pong  (s, 0) → (b_1, d) → (b_2, 0) → (b_3, d) → … → (e, wrap(w)), no jumps:
//              ramps alternately up and down, the apex b_odd is d.
//
// Outside [s, e] the map clamps: 0 before s (where the placement is at rest: the map's
// value there is not shown), the held clip time after e (PlacedClip::heldClipTime, what
// evaluation holds). With a sync warp (PlacementTiming::warp: a clip that plays once with
// at least one request) the map is the warp itself: seven keys, clamped outside the
// earliest and latest, with the jumps and holds the warp warnings describe (§2).
//
// Exactness. The warp is returned as it is, so it evaluates bit for bit as evaluation
// does. The plain map interpolates between its keys (TimeMap's operation order) where
// evaluation computes wrap((t − s) · v) with fmod; the two agree to within a few ulps of
// d: tests hold them to 1e-9 · max(1, d) at times more than 1e-9 s away from a key input.
// Closer to a cycle boundary than the rounding of b_k the two may pick different sides
// of the jump. Endpoints are exact: the first key is (s, 0) and the last key's output is
// heldClipTime() itself.

#include "core/base/Result.h"
#include "core/time/TimeMap.h"
#include "core/timeline/PlacedClip.h"
#include "core/timeline/PlacementTiming.h"

#include <cstddef>

namespace knotline {

/// The most cycles (loop or ping-pong ramps) a placement's map is made of; a placement
/// that plays more is refused (its keys would outgrow any chart).
constexpr std::size_t kPlacementTimeMapMaxCycles = 100000;

/// The timeline → clip-time map of `timing` (its warp when it has one, else the plain
/// map above). Precondition: timing.placed is set and its placed clip valid (Timeline
/// accepted it). Error: more than kPlacementTimeMapMaxCycles cycles
/// (MessageId::PlacementTimeMapTooManyCycles); nothing else fails.
Result<TimeMap> placementTimeMap(const PlacementTiming &timing);

/// placementTimeMap(placementTiming(placed)): the map with the placement's sync warp
/// applied as evaluation applies it. Precondition: `placed` valid (Timeline accepted it).
Result<TimeMap> placementTimeMap(const PlacedClip &placed);

} // namespace knotline
