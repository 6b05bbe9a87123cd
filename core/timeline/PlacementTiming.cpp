#include "core/timeline/PlacementTiming.h"

#include "core/timeline/PlacedClipWarp.h"

#include <algorithm>

namespace knotline {

PlacementTiming placementTiming(const PlacedClip &placed)
{
    PlacementTiming timing;
    timing.placed = &placed;
    timing.start = placed.activeStart();
    timing.end = placed.end();
    const bool requested = std::any_of(placed.syncRequests.begin(), placed.syncRequests.end(),
                                       [](const std::optional<double> &q) { return q.has_value(); });
    if (!requested || placed.clip->loopMode() != LoopMode::Once)
        return timing;
    Result<SyncWarp> warp = placedClipWarp(placed);
    if (!warp)
        return timing;
    const auto [first, last] = std::minmax_element(warp->knots.begin(), warp->knots.end());
    timing.start = std::min(*first + placed.trimIn, *last);
    timing.end = *last;
    timing.warp = std::make_shared<const TimeMap>(std::move(warp->warp));
    return timing;
}

} // namespace knotline
