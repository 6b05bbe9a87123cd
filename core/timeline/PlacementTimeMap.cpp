#include "core/timeline/PlacementTimeMap.h"

#include "core/base/ShortestNumber.h"
#include "core/timeline/TimelineMessages.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace knotline {

using detail::timelineText;

namespace {

/// The plain map's keys (header comment), or an error when there are too many cycles.
Result<std::vector<TimeMapKey>> plainKeys(const PlacedClip &p)
{
    const double s = p.start;
    const double v = p.speed;
    const double d = p.clip->duration();
    const double w = p.naturalLength();
    const double e = p.end();
    const LoopMode mode = p.clip->loopMode();
    std::vector<TimeMapKey> keys{{s, 0.0}};
    if (mode == LoopMode::Once) {
        if (w > d) {
            keys.push_back({std::min(s + d / v, e), d});
            keys.push_back({e, d});
        } else {
            keys.push_back({e, p.heldClipTime()});
        }
        return keys;
    }
    const double cycles = std::floor(w / d);
    if (!(cycles <= double(kPlacementTimeMapMaxCycles)))
        return Status::error(MessageId::PlacementTimeMapTooManyCycles, timelineText(p.clip->label()), shortestNumber(cycles),
                             kPlacementTimeMapMaxCycles);
    keys.reserve(std::size_t(cycles) * 2 + 2);
    // A boundary within a millionth of a cycle of e (where rounding decides whether the
    // wrap at e has happened) is put at e: the last key, (e, held), then says which side.
    const double slack = 1e-6 * (d / v);
    for (std::size_t k = 1; s + (double(k) * d) / v <= e + slack; ++k) {
        const double b = std::min(s + (double(k) * d) / v, e);
        if (mode == LoopMode::Loop) {
            keys.push_back({b, d});
            keys.push_back({b, 0.0});
        } else {
            keys.push_back({b, k % 2 == 1 ? d : 0.0});
        }
    }
    keys.push_back({e, p.heldClipTime()});
    return keys;
}

} // namespace

Result<TimeMap> placementTimeMap(const PlacementTiming &timing)
{
    if (timing.warp)
        return *timing.warp;
    Result<std::vector<TimeMapKey>> keys = plainKeys(*timing.placed);
    if (!keys)
        return keys.status();
    return TimeMap::fromKeys(std::move(*keys), JumpRule::LaterKeyWins);
}

Result<TimeMap> placementTimeMap(const PlacedClip &placed)
{
    return placementTimeMap(placementTiming(placed));
}

} // namespace knotline
