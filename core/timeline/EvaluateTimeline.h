#pragma once
// evaluateTimeline: the pose of a timeline at one time, a pure function of the timeline and
// t (spec/timeline.md §1.4; ../shared/golden/timeline/README.md rules 1–7, which fix the
// operation order):
//
// - A placed clip (start s, natural length w, speed v, end e = s + w / v) is active at t
//   when s <= t <= e (the end is inclusive) and shows its channels at the clip-local time
//   wrap((t − s) · v). After its end (t > e) it holds the value at wrap((e − s) · v).
// - Per key (target, property): an active placement beats every held one; among active
//   ones the later wins (track order, then clip order in the track), written at t; among
//   ended ones the latest end wins, a tie to the later placement, written at its end e.
//   A key no placement writing it has started is at rest: absent.
// - Write groups (PropertySpace, the timeline's property space): of the keys of one target
//   that write one group, only those written at the latest time stay (ties all stay).
// - Blend ramps, track target roots, mute/solo and the timeline's duration are not
//   applied; t is never clamped. Where the winning placement's spline has no value (a value
//   block) the key is absent and takes no part in its write group.
//
// No time conversion beyond these expressions: boundaries one ulp apart come out as the
// golden data says (core is compiled with -ffp-contract=off).
//
// Cost: O(placed clips × channels · log keys) per call. For many times (playback,
// scrubbing) use TimelineCursor, which gives the same poses bit for bit.

#include "core/timeline/Pose.h"
#include "core/timeline/Timeline.h"

namespace knotline {

/// The pose of `timeline` at timeline time `t` (seconds; any double: NaN gives an empty
/// pose, as every key is at rest).
Pose evaluateTimeline(const Timeline &timeline, double t);

} // namespace knotline
