#pragma once
// TimelineEdits: what each timeline gesture and Timeline-menu action does to a Timeline, as
// pure functions (a Timeline in, a new Timeline or an error out; the input is never
// changed). Drags go through TimelineDragSession, which computes each state from the
// timeline at the press, so nothing accumulates rounding. The editorial operations of
// video and nonlinear animation editors (slip, slide, ripple, roll, speed about the start)
// are in EditorialEdits.h.
//
// Units: every time here is timeline seconds (spec/timeline.md §1.1); the view converts
// from time codes with the document's frame rate. Placements are named by PlacementIndex
// (track, clip within the track; 0-based).
//
// Errors: every function checks its indices and refuses what Timeline's own checks refuse
// (a window or speed that is not > 0 and finite, ...); on error it returns a Status whose
// text is already translated (tr(), context "TimelineEdits") and the caller keeps its
// timeline. Functions taking a set of placements refuse an empty set.
//
// Trimming keeps content in place (spec/timeline.md §1.6, as in Maya's Time Editor,
// Blender's NLA and every video editor): a placement's clip time at t is wrap((t − s) · v)
// whatever its trim in, so trimming the start moves where it starts playing (a = s +
// trimIn), not its content; splitting gives two placements of the same shared clip.
// Messages are translated here (context "TimelineEdits"): Qt Core's translate, no widget.

#include "core/base/Result.h"
#include "core/timeline/Timeline.h"

#include <QString>

#include <cstddef>
#include <set>

namespace knotline {

/// A new timeline and the placements to select in it (where the edited ones are now).
struct TimelineEditResult {
    Timeline timeline;
    std::set<PlacementIndex> selection;
};

/// Moves `placements` by `deltaSeconds` in time (their sync requests, which are timeline
/// times, move with them) and by `trackDelta` tracks. Within a track a placement keeps its
/// index (its "later wins" rank, §1.4); moved to another track it is appended there (it
/// wins over that track's others), in the order the placements had. Refuses a target track
/// outside the timeline. The selection is the moved placements.
Result<TimelineEditResult> movePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                          double deltaSeconds, int trackDelta);

/// Trims the window at its end: the end moves to `newEnd` (anchor, trim in and speed
/// kept), so the window becomes (newEnd − s) · v clip-local seconds (longer than the clip:
/// a `once` clip holds its last frame, a looping one plays more cycles). Refuses newEnd <=
/// a (where it starts playing).
Result<Timeline> trimPlacementEnd(const Timeline &timeline, PlacementIndex index, double newEnd);
/// Trims at the start, keeping the content in place: it starts playing at `newStart`
/// (trimIn = newStart − s), anchor, window and end kept. A start before the anchor s (the
/// clip's first frame) stops there: trim in 0. Refuses newStart >= end, and placements
/// with sync requests (their warp says where they start playing: PlacementTiming).
Result<Timeline> trimPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart);
/// Changes the speed by moving the end to `newEnd`, keeping where it starts playing (a)
/// and the clip times it plays from a to its end: v' = (w − trimIn · v) / (newEnd − a), then
/// trimIn' = trimIn · v / v' and s' = a − trimIn' (with no trim in: v' = w / (newEnd − s)).
/// Refuses newEnd <= a.
Result<Timeline> stretchPlacementEnd(const Timeline &timeline, PlacementIndex index, double newEnd);
/// The same at the start: it starts playing at `newStart`, the end is kept, the same clip
/// times play in between. Refuses newStart >= end.
Result<Timeline> stretchPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart);

/// Sets the blend-in ramp (seconds from where it starts playing), clamped to [0, its
/// playing length − blend out] so the two ramps never cross (applied by the blended pose,
/// §1.7; carried by the raw pose).
Result<Timeline> setPlacementBlendIn(const Timeline &timeline, PlacementIndex index, double seconds);
/// Sets the blend-out ramp (seconds before the end), clamped to [0, footprint − blend in].
Result<Timeline> setPlacementBlendOut(const Timeline &timeline, PlacementIndex index, double seconds);

/// Requests that sync point `point` of the placement be at timeline time `time` (§2: the
/// warp is recomputed from all its requests). A looping clip carries the request but
/// ignores it (PlacedClipWarp.h), which the view shows as a warning.
Result<Timeline> requestSyncPoint(const Timeline &timeline, PlacementIndex index, SyncPoint point, double time);
/// Removes the request of `point` (nothing when there is none).
Result<Timeline> clearSyncRequest(const Timeline &timeline, PlacementIndex index, SyncPoint point);

/// Splits every placement of `placements` that plays across `time` (a < time < end) into
/// two placements of the same shared clip with the same anchor and speed (spec §1.6): the
/// first ends at `time` (its window becomes (time − s) · v), the second starts playing at
/// `time` (trimIn = time − s) and keeps the end; editing the clip still edits both. The
/// second is inserted right after the first, so placement order ("later wins", §1.4) is
/// kept. The first keeps the blend in and does not hold (PlacedClip::hold); the second
/// keeps the blend out and the hold. Together they play what it played, in the raw pose
/// and in the blended pose, value for value at every time, except where the cut falls
/// inside a ramp (the part of the ramp across the cut plays at full weight). At the cut the
/// first half ends before the second starts, and the second starts at or before `time`,
/// so no instant is played by both; the first ends at the last representable time before
/// the second starts where s + w / v and s + trimIn can land there (one representable
/// time may lie between: both keep the anchor s, whose rounding sets the grid). Refused
/// for a placement with sync requests (its warp maps the whole clip and has no end to
/// cut); refused when no placement of the set plays across `time`. The selection is the
/// second halves.
Result<TimelineEditResult> splitPlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                           double time);
/// Duplicates each placement right after itself on its track (the copy starts playing
/// where the placement ends), playing the same shared clip; the copies are appended to
/// their tracks. Selection: the copies.
Result<TimelineEditResult> duplicatePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements);
/// Removes the placements. Selection: empty.
Result<TimelineEditResult> deletePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements);
/// Gives each placement its own copy of its clip (Timeline::makeClipUnique) with an id no
/// other clip of the timeline has ("walk" → "walk_2"). A placement whose clip nobody else
/// plays is left as it is. Refused when every one of them is unique already.
Result<TimelineEditResult> makePlacementsUnique(const Timeline &timeline, const std::set<PlacementIndex> &placements);

/// Inserts an empty track named `name` before `index` (== trackCount() appends).
Result<Timeline> addTrack(const Timeline &timeline, std::size_t index, const QString &name);
/// Removes the track at `index` with its placements.
Result<Timeline> removeTrack(const Timeline &timeline, std::size_t index);
/// Moves the track at `from` so that it ends up at index `to` (both < trackCount()).
/// Track order is the "later wins" order between tracks (§1.4).
Result<Timeline> moveTrack(const Timeline &timeline, std::size_t from, std::size_t to);
/// Sets the mute and solo flags of a track (evaluated, spec §1.6).
Result<Timeline> setTrackFlags(const Timeline &timeline, std::size_t index, bool muted, bool solo);
/// Locks or unlocks a track (Track::locked: carried, not evaluated; the timeline view
/// refuses edits of a locked track's clips). Refused for an index out of range.
Result<Timeline> setTrackLock(const Timeline &timeline, std::size_t index, bool locked);
/// Renames a track; refused for an index out of range or a name that is empty once its
/// surrounding white space is trimmed (the name is stored trimmed).
Result<Timeline> renameTrack(const Timeline &timeline, std::size_t index, const QString &name);
/// Sets a track's weight (0–1, the blended pose's, §1.7); refused outside [0, 1].
Result<Timeline> setTrackWeight(const Timeline &timeline, std::size_t index, double weight);
/// Sets a track's blend mode (replace or additive, §1.7).
Result<Timeline> setTrackBlendMode(const Timeline &timeline, std::size_t index, TrackBlendMode mode);
/// Switches the timeline between the raw and the blended pose (§1.7).
Result<Timeline> setTimelinePoseMode(const Timeline &timeline, TimelinePoseMode mode);
/// Enables or disables the placements (§1.6: a disabled one is ignored). Refused when every
/// one of them is that way already. Selection: the placements.
Result<TimelineEditResult> setPlacementsEnabled(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                                bool enabled);

/// An id that no clip of `timeline` has: `base`, else base_2, base_3, ... (base "clip"
/// when empty).
QString uniqueClipId(const Timeline &timeline, const QString &base);

} // namespace knotline
