#pragma once
// evaluateTimeline: the pose of a timeline at one time, a pure function of the timeline and
// t, in the timeline's pose mode (Timeline::poseMode):
//
// Raw (spec/timeline.md §1.4, §1.6; ../shared/golden/timeline/README.md rules 1–7, which
// fix the operation order):
// - Only counted placements take part (§1.6): a muted track's placements, every track's
//   but the soloed ones' when any track is soloed, and disabled placements are ignored.
// - A placed clip (anchor s, trim in, natural length w, speed v, end e = s + w / v) is
//   active at t when a <= t <= e with a = s + trimIn (the end is inclusive) and shows its
//   channels at the clip-local time wrap((t − s) · v). After its end (t > e) it holds the
//   value at wrap((e − s) · v). Before a it has not started. A sync-warped placement plays
//   from its warp's earliest knot (plus the trim in) to its latest (PlacementTiming.h).
// - Per key (target, property): an active placement beats every held one; among active
//   ones the later wins (track order, then clip order in the track), written at t; among
//   ended ones the latest end wins, a tie to the later placement, written at its end e.
//   A key no placement writing it has started is at rest: absent.
// - Write groups (PropertySpace, the timeline's property space): of the keys of one target
//   that write one group, only those written at the latest time stay (ties all stay).
// - Blend ramps, track weights and modes, target roots and the timeline's duration are
//   not applied; t is never clamped. Where the winning placement's spline has no value (a
//   value block) the key is absent and takes no part in its write group.
//
// Blended (§1.7, the arithmetic in PoseBlend.h): the same counted placements; per key the
// held placements (in the held order: earliest end first, equal ends by placement order)
// and then the active ones (placement order) are applied to a running value with their
// weight (the ramps from a and to e, times the track's weight; 0 skipped) as their track
// says (replace or additive). A placement with a blend out has blended out after its end
// (weight 0); without one it holds. The source and "written at" are those of the last
// applied contribution; write groups then apply as above. Without ramps, weights other
// than 1, additive tracks, mute, solo, disabled placements or trim in, the blended pose is
// the raw pose bit for bit.
//
// No time conversion beyond these expressions: boundaries one ulp apart come out as the
// golden data says (core is compiled with -ffp-contract=off).
//
// Cost: O(placed clips × channels · log keys) per call. For many times (playback,
// scrubbing) use TimelineCursor, which gives the same poses bit for bit in both modes.

#include "core/timeline/Pose.h"
#include "core/timeline/Timeline.h"

namespace knotline {

/// The pose of `timeline` at timeline time `t` (seconds; any double: NaN gives an empty
/// pose, as every key is at rest), raw or blended as timeline.poseMode() says.
Pose evaluateTimeline(const Timeline &timeline, double t);

} // namespace knotline
