#pragma once
// PlacementTiming: when a placed clip plays and which clip-local time it shows, with its
// sync-point warp applied (spec/timeline.md §1.1, §2). Times are timeline seconds; clip
// times clip-local seconds.
//
// - Without sync requests, or on a clip that loops (LoopMode::Loop or PingPong, whose
//   requests are ignored, PlacedClipWarp.h): from a = s + trimIn to e = s + w / v, clip time
//   wrap((t − s) · v), held after e at PlacedClip::heldClipTime(): PlacedClip's own
//   arithmetic, so boundaries fall where the golden data puts them.
// - With at least one request on a clip that plays once: the warp of placedClipWarp()
//   (the seven knots), active from the earliest knot to the latest (inclusive), clip time
//   = the warp at t (clamped at both ends, so a reversed warp plays the clip backwards),
//   held after the latest knot at the warp's clip time there. The window is not used:
//   the warp maps the whole clip. A trim in counts from the earliest knot (at most up to
//   the latest: the placement then plays only there). Spec §1.6 writes a = s + trimIn
//   without naming warps; a warp does not play from s, so its trim in counts from where
//   it does. Edits never set a trim in on a placement with requests (TimelineEdits.h);
//   only a file can.
// Trim in never changes the clip time at t (spec/timeline.md §1.6); it only moves where
// the placement starts playing.

#include "core/time/TimeMap.h"
#include "core/timeline/PlacedClip.h"

#include <memory>

namespace knotline {

struct PlacementTiming {
    const PlacedClip *placed = nullptr;
    double start = 0.0;                  ///< a: from here on (t >= start) the clip plays
    double end = 0.0;                    ///< up to here (inclusive); after it, it holds
    std::shared_ptr<const TimeMap> warp; ///< timeline → clip time; null: the plain placement map

    /// Clip-local time at timeline time t (for start <= t <= end).
    double clipTime(double t) const { return warp ? warp->evaluate(t) : placed->clipTime(t); }
    /// The clip-local time whose value holds after the end.
    double heldClipTime() const { return warp ? warp->evaluate(end) : placed->heldClipTime(); }
};

/// The timing of `placed` (rules above). `placed` must outlive the result and have its
/// clip set. A warp that cannot be computed (which a placement Timeline accepted cannot
/// give) falls back to the plain map.
PlacementTiming placementTiming(const PlacedClip &placed);

} // namespace knotline
