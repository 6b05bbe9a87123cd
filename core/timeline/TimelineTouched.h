#pragma once
// TimelineTouched: what a timeline change touched (the timeline half's counterpart of a
// curve change's interval, Ts's Diff): which tracks and placements changed, which clips
// were replaced (edited clips: their channels change), which pose keys may now evaluate
// differently, and from which timeline time on. Views and clip channels update that, not
// everything. Found by comparing the timeline before and after (timelineTouched), so
// every edit reports it the same way however it was made.

#include "core/timeline/ChannelKey.h"
#include "core/timeline/Timeline.h"

#include <limits>
#include <set>

namespace knotline {

struct TimelineTouched {
    /// Tracks or placements were inserted or removed (the counts differ): indices before and
    /// after differ, so a view rebuilds its rows and bars (and every key and time is
    /// touched). A reorder keeps the counts and shows as the tracks and placements whose
    /// contents changed at each index.
    bool structure = false;
    /// The pose mode, property space or duration changed.
    bool timelineFields = false;
    std::set<std::size_t> tracks;        ///< tracks whose own fields changed (indices after)
    std::set<PlacementIndex> placements; ///< placements whose fields changed (indices after)
    /// Clips the timeline now plays that were not played before (an edited shared clip, a
    /// made-unique copy): their channels are new.
    std::set<const Clip *> newClips;
    /// The set of clips the timeline plays changed (a clip new or no longer played): a
    /// timeline document's clip channels change with it.
    bool playedClipsChanged = false;
    /// Keys whose value may change at some time: those of the changed placements' clips and,
    /// outside the independent property space, every key on their targets (a write can
    /// hide or reveal another key of its write group, §1.4).
    std::set<ChannelKey> keys;
    /// The pose may change only at times >= from (timeline seconds; +inf: nowhere).
    double from = std::numeric_limits<double>::infinity();

    /// True when nothing changed: every field of the timeline, its tracks and its
    /// placements is equal, clips compared by address. Unlike Timeline's == (which compares
    /// clips by content), a clip replaced by an identical copy counts as a change here.
    bool isEmpty() const
    {
        return !structure && !timelineFields && tracks.empty() && placements.empty() && !playedClipsChanged;
    }
};

/// What changed from `before` to `after`. O(placements of the tracks whose placements are
/// not shared (PlacementList) + channels of what changed): a drag step that moves clips on
/// one track compares that track only.
TimelineTouched timelineTouched(const Timeline &before, const Timeline &after);

} // namespace knotline
