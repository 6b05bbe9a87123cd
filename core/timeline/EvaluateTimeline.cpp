#include "core/timeline/EvaluateTimeline.h"

#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PropertySpace.h"

#include <map>
#include <optional>
#include <utility>

namespace knotline {

namespace {

/// One placement's claim on a key.
struct Claim {
    PlacementIndex at;
    const PlacementTiming *timing = nullptr;
    const ClipChannel *channel = nullptr;
    double end = 0.0;
};

struct Claims {
    std::optional<Claim> active; ///< the latest active placement so far
    std::optional<Claim> held;   ///< the ended placement with the latest end (ties: later)
};

struct Written {
    PoseValue value;
    PoseSource source;
};

} // namespace

Pose evaluateTimeline(const Timeline &timeline, double t)
{
    // README rule 5: tracks in order, clips in order within a track.
    std::map<ChannelKey, Claims> claims;
    // Every placement's timing; claims point into it, so it never reallocates.
    std::size_t placementCount = 0;
    for (std::size_t ti = 0; ti < timeline.trackCount(); ++ti)
        placementCount += timeline.track(ti).placedClips.size();
    std::vector<PlacementTiming> timings;
    timings.reserve(placementCount);
    for (std::size_t ti = 0; ti < timeline.trackCount(); ++ti) {
        const std::vector<PlacedClip> &list = timeline.track(ti).placedClips;
        for (std::size_t ci = 0; ci < list.size(); ++ci) {
            const PlacedClip &p = list[ci];
            const PlacementTiming &timing = timings.emplace_back(placementTiming(p));
            if (!(t >= timing.start))
                continue; // not started (or t is NaN)
            const double e = timing.end;
            for (const ClipChannel &channel : p.clip->channels()) {
                Claims &c = claims[channel.key];
                const Claim claim{{ti, ci}, &timing, &channel, e};
                if (t <= e)
                    c.active = claim;
                else if (!c.held || e >= c.held->end)
                    c.held = claim;
            }
        }
    }

    // Values of the winners, and the latest write of each group (per target).
    std::map<ChannelKey, Written> written;
    std::map<std::pair<QString, QString>, double> latest;
    for (const auto &[key, c] : claims) {
        const bool active = c.active.has_value();
        const Claim &w = active ? *c.active : *c.held;
        const double u = active ? w.timing->clipTime(t) : w.timing->heldClipTime();
        std::optional<PoseValue> value = clipChannelValue(*w.channel, u);
        if (!value)
            continue; // a value block: no value, the key is absent
        const double at = active ? t : w.end;
        written.emplace(key, Written{std::move(*value), {w.at, active ? PoseState::Active : PoseState::Held, at}});
        const auto group = std::make_pair(key.target, writeGroup(timeline.propertySpace(), key.property));
        const auto [it, inserted] = latest.emplace(group, at);
        if (!inserted && at > it->second)
            it->second = at;
    }

    auto keys = std::make_shared<std::vector<ChannelKey>>();
    std::vector<const Written *> kept;
    for (const auto &[key, w] : written) {
        const auto group = std::make_pair(key.target, writeGroup(timeline.propertySpace(), key.property));
        if (w.source.writtenAt != latest.at(group))
            continue; // hidden by a later write to its group
        keys->push_back(key);
        kept.push_back(&w);
    }
    Pose pose;
    PoseWriter::reset(pose, keys);
    for (std::size_t i = 0; i < kept.size(); ++i) {
        PoseEntry &e = PoseWriter::append(pose);
        e.keyPointer = &(*keys)[i];
        e.value = kept[i]->value;
        e.source = kept[i]->source;
    }
    return pose;
}

} // namespace knotline
