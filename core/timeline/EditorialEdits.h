#pragma once
// EditorialEdits: the editorial operations of video editors and nonlinear animation
// editors (Premiere's and Kdenlive's slip, slide, ripple and roll; Maya's Time Editor and
// Blender's NLA speed about the start), as pure functions on a Timeline (the input is never
// changed; on error nothing is made). Units: timeline seconds; clip times clip-local
// seconds. Messages are translated (context "TimelineEdits").
//
// Terms (spec/timeline.md §1.1, §1.6): a placement has an anchor s (clip time 0 plays at
// s), speed v, window w, end e = s + w / v and trim in: it plays from a = s + trimIn to e,
// showing clip time wrap((t − s) · v). Its *neighbours* on its track are the clips that
// touch it: the previous one ends where it starts playing (its end within 1e-9 s of a),
// the next one starts playing where it ends (within 1e-9 s of e); the latest-ending
// previous one and the earliest-starting next one when several do. A clip across a gap,
// or one that overlaps it (a crossfade), is not a neighbour: slide and roll never close a
// gap or stretch a clip over one.
//
// Placements with sync requests are refused by slip (their warp maps the whole clip) and by
// every edit of the trim in (the warp, not s + trimIn, says where they start playing).

#include "core/base/Result.h"
#include "core/timeline/TimelineEdits.h"

#include <cstddef>
#include <optional>
#include <set>

namespace knotline {

/// Slip: the content moves under a fixed range. The anchor moves by `delta` seconds while
/// a and e stay: trimIn −= delta, window = (e − s') · v. Content can move later only as far
/// as the trim in reaches (trim in stays >= 0: the clip's first frame), so `delta` is
/// clamped to at most trimIn. Refused for sync requests.
Result<Timeline> slipPlacement(const Timeline &timeline, PlacementIndex index, double delta);

/// Slide: the placement moves by `delta` (content, range and sync requests with it) between
/// its neighbours, which absorb the change: the previous one's end follows its new a (its
/// window changes), the next one starts playing at its new end (its trim in changes, its
/// content stays). `delta` is clamped so that each neighbour keeps a positive playing
/// length and the next one's trim in stays >= 0. Without a neighbour on a side, that side
/// only moves. Selection: the placement.
Result<TimelineEditResult> slidePlacement(const Timeline &timeline, PlacementIndex index, double delta);

/// Ripple trim of the end: the end moves to `newEnd` (trimPlacementEnd) and every later
/// placement of the track (a at or after the old end, within 1e-9) moves by the same
/// amount, so the gaps after it are kept. Refuses newEnd <= a.
Result<Timeline> rippleTrimEnd(const Timeline &timeline, PlacementIndex index, double newEnd);
/// Ripple trim of the start: it starts playing `newStart − a` later (trim in grows or
/// shrinks, content kept) and then it and every later placement of the track move back by
/// that amount, so its start stays where it was and what follows closes up (or opens).
/// The trim in stays >= 0 (newStart is clamped at the anchor). Refuses newStart >= end.
Result<Timeline> rippleTrimStart(const Timeline &timeline, PlacementIndex index, double newStart);
/// Ripple delete: removes the placements and closes the time they free: on each of their
/// tracks, the time the removed placements played ([a, e], united) that no kept placement
/// plays. Every kept placement moves earlier by the freed time before its a (within
/// 1e-9), so overlapping removed clips free their union once and a kept clip that covered
/// part of a removed one keeps that part. Selection: empty.
Result<TimelineEditResult> rippleDeletePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements);

/// Roll: moves the cut between `left` and its next neighbour to `cut`: the left one's end
/// becomes `cut` (window), the right one starts playing at `cut` (trim in; content kept).
/// Clamped so that both keep a positive playing length and the right one's trim in stays
/// >= 0. Refused when `left` has no next neighbour. Selection: both.
Result<TimelineEditResult> rollCut(const Timeline &timeline, PlacementIndex left, double cut);
/// The next neighbour of `index` on its track (header comment), if any.
std::optional<PlacementIndex> nextNeighbour(const Timeline &timeline, PlacementIndex index);
/// The previous neighbour of `index` on its track (header comment), if any.
std::optional<PlacementIndex> previousNeighbour(const Timeline &timeline, PlacementIndex index);

/// Sets the speed to `speed` (> 0, finite) keeping where it starts playing and the clip
/// time there: trimIn' = trimIn · v / speed, s' = a − trimIn', window kept (so the end
/// moves). Maya's Time Editor and Blender's NLA scale a clip about its start. A placement
/// with sync requests only takes the speed (its warp places it).
Result<Timeline> setPlacementSpeed(const Timeline &timeline, PlacementIndex index, double speed);
/// Sets where it starts playing to `activeStart` by changing the trim in (content kept;
/// trimPlacementStart, but refused before the anchor or at or after the end instead of
/// clamped: for typed numbers).
Result<Timeline> setPlacementActiveStart(const Timeline &timeline, PlacementIndex index, double activeStart);
/// Sets the trim in (seconds >= 0, ending before e).
Result<Timeline> setPlacementTrimIn(const Timeline &timeline, PlacementIndex index, double trimIn);
/// Sets the window (clip seconds > 0, or nullopt: the clip's duration); a kept, so the end
/// moves. Refused when a would no longer be before the end.
Result<Timeline> setPlacementWindow(const Timeline &timeline, PlacementIndex index, std::optional<double> window);
/// Sets whether the placement holds after its end in the blended pose (PlacedClip::hold;
/// Blender's NLA strip extrapolation "Hold Forward" against "Nothing").
Result<Timeline> setPlacementHold(const Timeline &timeline, PlacementIndex index, bool hold);
/// Sets the loop mode of the placement's clip, which every placement playing that shared
/// clip plays (Timeline::replaceClip).
Result<Timeline> setClipLoopMode(const Timeline &timeline, PlacementIndex index, LoopMode mode);

} // namespace knotline
