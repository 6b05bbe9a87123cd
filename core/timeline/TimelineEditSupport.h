#pragma once
// Internal to core/timeline's edit functions (TimelineEdits, EditorialEdits): checks,
// translated refusals and the copy-change-check pattern every edit follows.

#include "core/base/Result.h"
#include "core/timeline/Timeline.h"

#include <set>
#include <utility>
#include <vector>

namespace knotline::detail {

/// A refusal whose text (marked with QT_TRANSLATE_NOOP, context "TimelineEdits") is
/// translated now.
Status refused(const char *text);
/// Ok when `index` names a placed clip of `timeline`.
Status checkIndex(const Timeline &timeline, PlacementIndex index);
/// Ok when `placements` is not empty and each names a placed clip.
Status checkSet(const Timeline &timeline, const std::set<PlacementIndex> &placements);
/// The playing length e − a of `p`, seconds.
double playingLength(const PlacedClip &p);
/// True when some sync point of `p` has a request.
bool hasSyncRequests(const PlacedClip &p);
/// The refusal of a trim-in edit on a placement with sync requests: its warp, not s +
/// trimIn, says where it starts playing (PlacementTiming), so trimming it is not offered.
Status refusedTrimOfSyncWarp();
/// Removes `placements` (descending, so earlier indices stay valid) and returns them in
/// ascending order. Precondition: checkSet passed.
std::vector<std::pair<PlacementIndex, PlacedClip>> takePlacements(Timeline &timeline,
                                                                  const std::set<PlacementIndex> &placements);

/// `timeline` with the placement at `index` replaced by what `change` (Status(PlacedClip&))
/// makes of a copy of it; the timeline's own checks apply.
template <typename Change>
Result<Timeline> withPlacement(const Timeline &timeline, PlacementIndex index, Change change)
{
    if (Status s = checkIndex(timeline, index); !s)
        return s;
    PlacedClip placed = timeline.placedClip(index);
    if (Status s = change(placed); !s)
        return s;
    Timeline next = timeline;
    if (Status s = next.setPlacedClip(index, std::move(placed)); !s)
        return s;
    return next;
}

} // namespace knotline::detail
