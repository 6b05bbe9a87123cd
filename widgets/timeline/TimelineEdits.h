#pragma once
// TimelineEdits: what each timeline-view gesture and Timeline-menu action does to a
// Timeline, as pure functions (a Timeline in, a new Timeline or an error out; the input is
// never changed). The view computes each state of a drag from the timeline at the start of
// the gesture (TimelineGesture::before()), so nothing accumulates rounding.
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
// A placed clip has no in-offset (spec §1.1: it always plays its clip from clip time 0),
// which decides what trimming the start and splitting can do; see each function.

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

/// Trims the window at its end: the end moves to `newEnd` (start and speed kept), so the
/// window becomes (newEnd − start) · speed clip-local seconds (longer than the clip: a
/// `once` clip holds its last frame, a looping one plays more cycles). Refuses newEnd <=
/// start.
Result<Timeline> trimPlacementEnd(const Timeline &timeline, PlacementIndex index, double newEnd);
/// Trims at the start: the start moves to `newStart` and the end stays, so the window
/// becomes (end − newStart) · speed. The clip still plays from clip time 0 (no in-offset),
/// so its content moves with the start. Refuses newStart >= end.
Result<Timeline> trimPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart);
/// Changes the speed by moving the end to `newEnd` with the window kept: speed = window /
/// (newEnd − start) (the clip plays the same frames, faster or slower). Refuses newEnd <=
/// start.
Result<Timeline> stretchPlacementEnd(const Timeline &timeline, PlacementIndex index, double newEnd);
/// The same at the start: start = newStart, end kept, speed = window / (end − newStart).
Result<Timeline> stretchPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart);

/// Sets the blend-in ramp (seconds from the start), clamped to [0, footprint − blend out]
/// so the two ramps never cross (a ramp is drawn and saved, not evaluated, §1.4).
Result<Timeline> setPlacementBlendIn(const Timeline &timeline, PlacementIndex index, double seconds);
/// Sets the blend-out ramp (seconds before the end), clamped to [0, footprint − blend in].
Result<Timeline> setPlacementBlendOut(const Timeline &timeline, PlacementIndex index, double seconds);

/// Requests that sync point `point` of the placement be at timeline time `time` (§2: the
/// warp is recomputed from all its requests). A looping clip carries the request but
/// ignores it (PlacedClipWarp.h), which the view shows as a warning.
Result<Timeline> requestSyncPoint(const Timeline &timeline, PlacementIndex index, SyncPoint point, double time);
/// Removes the request of `point` (nothing when there is none).
Result<Timeline> clearSyncRequest(const Timeline &timeline, PlacementIndex index, SyncPoint point);

/// Splits every placement of `placements` that plays across `time` (start < time < end)
/// into two that together play what it played: the first keeps its start and ends at
/// `time`; the second starts at `time` and plays a new clip (its own copy, id made unique)
/// whose keys and sync times are moved earlier by the clip time o = (time − start) · speed
/// at the cut, so it continues where the first stopped. Refused for a placement with sync
/// requests (its warp maps the whole clip) and for a looping clip unless o is a whole
/// number of cycles (the copy could not loop the same way); refused when no placement of
/// the set plays across `time`. The selection is the second halves.
Result<TimelineEditResult> splitPlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                           double time);
/// Duplicates each placement right after itself on its track (start = its end), playing
/// the same shared clip; the copies are appended to their tracks. Selection: the copies.
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
/// Sets the mute and solo flags of a track (carried, not evaluated, Track.h).
Result<Timeline> setTrackFlags(const Timeline &timeline, std::size_t index, bool muted, bool solo);
/// Locks or unlocks a track (Track::locked: carried, not evaluated; the timeline view
/// refuses edits of a locked track's clips). Refused for an index out of range.
Result<Timeline> setTrackLock(const Timeline &timeline, std::size_t index, bool locked);
/// Renames a track; refused for an index out of range or a name that is empty once its
/// surrounding white space is trimmed (the name is stored trimmed).
Result<Timeline> renameTrack(const Timeline &timeline, std::size_t index, const QString &name);

/// An id that no clip of `timeline` has: `base`, else base_2, base_3, ... (base "clip"
/// when empty).
QString uniqueClipId(const Timeline &timeline, const QString &base);

} // namespace knotline
