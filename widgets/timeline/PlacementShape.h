#pragma once
// PlacementShape: what the timeline view draws for one placed clip, in timeline seconds
// (no pixels): the footprint (with the sync warp applied, PlacementTiming.h), the held
// tail after it, the loop cycles inside it, the blend ramps, the sync-point markers and the
// warp's warnings. TimelineLayout turns it into pixels; TimelineHitTester and the painter
// read it, so what is drawn is what is hit.

#include "core/timeline/SyncPointWarp.h"
#include "core/timeline/Timeline.h"

#include <optional>
#include <vector>

namespace knotline {

struct SyncMarker {
    SyncPoint point = SyncPoint::Start;
    double time = 0.0;      ///< timeline seconds: the warp's knot for the point
    bool requested = false; ///< the placement requests this point (else it follows the speed)
    bool operator==(const SyncMarker &) const = default;
};

struct PlacementShape {
    PlacementIndex index;
    double start = 0.0; ///< seconds: from here the clip plays, a = s + trimIn (the warp's first knot when warped)
    /// Seconds: the anchor s when the start is trimmed (the hidden head runs from it to
    /// start, drawn as a ghost); nullopt when nothing is trimmed.
    std::optional<double> trimmedFrom;
    double end = 0.0;   ///< seconds, inclusive; after it the clip's last shown frame holds
    bool warped = false; ///< a sync warp decides start, end and clip times
    /// Where the held tail ends: the next start after `end` of a placement writing a key
    /// this one writes (spec §1.4: the hold lasts until something else writes); nullopt:
    /// it holds for ever.
    std::optional<double> heldUntil;
    /// Times inside (start, end) where a looping clip starts a new cycle; `backwards[i]`
    /// tells whether the cycle that begins at cycleStarts[i] plays backwards (ping-pong).
    std::vector<double> cycleStarts;
    std::vector<bool> backwards;
    double blendIn = 0.0;  ///< seconds after start
    double blendOut = 0.0; ///< seconds before end
    double trackWeight = 1.0;  ///< its track's weight (the blended pose multiplies by it)
    bool additive = false;     ///< its track is additive
    bool enabled = true;       ///< PlacedClip::enabled
    /// It takes part in evaluation (enabled, its track not muted, soloed when any is).
    bool counts = true;
    /// Its value holds after its end: always in the raw pose, in the blended pose only
    /// without a blend out (spec §1.7: it has blended out).
    bool holds = true;
    /// One marker per sync point the clip has a raw time for or the placement requests.
    std::vector<SyncMarker> syncMarkers;
    /// The warp's warnings (reversed, collapsed, dropped, ignored for a loop, holds).
    std::vector<SyncWarpWarning> warnings;
    /// How many placements play this placement's clip (>= 1; > 1: a shared clip).
    std::size_t sharedBy = 1;

    bool operator==(const PlacementShape &) const = default;
};

/// How many cycle starts a shape lists by default (placementShapes lists as many).
inline constexpr std::size_t kShapeCycleLimit = 512;

/// Whether clips `a` and `b` have a channel key in common (a clip shares its keys with
/// itself when it has any): whether a placement of one ends the held tail of the other.
bool clipsShareAKey(const Clip &a, const Clip &b);

/// The shape of the placement at `index` (a valid index of `timeline`) but for the two
/// fields that need the other placements: sharedBy is 1 and heldUntil nullopt. O(1) in
/// the placements.
PlacementShape placementOwnShape(const Timeline &timeline, PlacementIndex index,
                                 std::size_t maxCycles = kShapeCycleLimit);

/// The shape of the placement at `index` (a valid index of `timeline`), in O(n) for n
/// placements. Cycle starts are
/// listed up to `maxCycles` (a very fast loop would give millions; the painter shades
/// what is listed).
PlacementShape placementShape(const Timeline &timeline, PlacementIndex index,
                              std::size_t maxCycles = kShapeCycleLimit);

/// The shapes of every placement, track by track in clip order, equal to placementShape()
/// of each; in O(n log n + n · channels per clip) for n placements (placementShape() of
/// each would be O(n²)).
std::vector<PlacementShape> placementShapes(const Timeline &timeline);

/// True when the warning is one the bar shows as a problem: reversed or collapsed
/// requests (the clip plays backwards or jumps).
bool isWarpProblem(const SyncWarpWarning &warning);

} // namespace knotline
