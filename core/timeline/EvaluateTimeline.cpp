#include "core/timeline/EvaluateTimeline.h"

#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PoseAssembly.h"
#include "core/timeline/PoseBlend.h"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

namespace knotline {

namespace {

using detail::WrittenValue;

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

/// Every counted placement's timing (§1.6: muted, not soloed and disabled ones are left
/// out), in "later wins" order; the vector never reallocates once made.
std::vector<std::pair<PlacementIndex, PlacementTiming>> countedTimings(const Timeline &timeline)
{
    std::size_t count = 0;
    for (std::size_t ti = 0; ti < timeline.trackCount(); ++ti)
        count += timeline.track(ti).placedClips.size();
    std::vector<std::pair<PlacementIndex, PlacementTiming>> out;
    out.reserve(count);
    for (std::size_t ti = 0; ti < timeline.trackCount(); ++ti) {
        if (!timeline.trackCounts(ti))
            continue;
        const std::vector<PlacedClip> &list = timeline.track(ti).placedClips;
        for (std::size_t ci = 0; ci < list.size(); ++ci)
            if (list[ci].enabled)
                out.emplace_back(PlacementIndex{ti, ci}, placementTiming(list[ci]));
    }
    return out;
}

Pose rawPose(const Timeline &timeline, double t)
{
    // README rule 5: tracks in order, clips in order within a track.
    std::map<ChannelKey, Claims> claims;
    const auto timings = countedTimings(timeline);
    for (const auto &[at, timing] : timings) {
        if (!(t >= timing.start))
            continue; // not started (or t is NaN)
        const double e = timing.end;
        for (const ClipChannel &channel : timing.placed->clip->channels()) {
            Claims &c = claims[channel.key];
            const Claim claim{at, &timing, &channel, e};
            if (t <= e)
                c.active = claim;
            else if (!c.held || e >= c.held->end)
                c.held = claim;
        }
    }
    std::map<ChannelKey, WrittenValue> written;
    for (const auto &[key, c] : claims) {
        const bool active = c.active.has_value();
        const Claim &w = active ? *c.active : *c.held;
        const double u = active ? w.timing->clipTime(t) : w.timing->heldClipTime();
        std::optional<PoseValue> value = clipChannelValue(*w.channel, u);
        if (!value)
            continue; // a value block: no value, the key is absent
        const double at = active ? t : w.end;
        written.emplace(key, WrittenValue{std::move(*value), {w.at, active ? PoseState::Active : PoseState::Held, at}});
    }
    return detail::assemblePose(timeline, written);
}

/// One placement's contribution to a key (§1.7).
struct Contribution {
    const PlacementTiming *timing = nullptr;
    const ClipChannel *channel = nullptr;
    PlacementIndex at;
    std::size_t order = 0; ///< placement order (track, then clip)
};

Pose blendedPose(const Timeline &timeline, double t)
{
    const auto timings = countedTimings(timeline);
    std::map<ChannelKey, std::pair<std::vector<Contribution>, std::vector<Contribution>>> byKey; // held, active
    for (std::size_t ord = 0; ord < timings.size(); ++ord) {
        const auto &[at, timing] = timings[ord];
        if (!(t >= timing.start))
            continue;
        const bool active = t <= timing.end;
        if (!active && !holdsAfterEnd(timing.placed->hold, timing.placed->blendOut))
            continue; // blended out (or not holding): weight 0 after its end
        for (const ClipChannel &channel : timing.placed->clip->channels()) {
            auto &lists = byKey[channel.key];
            (active ? lists.second : lists.first).push_back({&timing, &channel, at, ord});
        }
    }
    std::map<ChannelKey, WrittenValue> written;
    for (auto &[key, lists] : byKey) {
        auto &[held, active] = lists;
        // Held first, earliest end first (equal ends in placement order), then active ones.
        std::stable_sort(held.begin(), held.end(),
                         [](const Contribution &a, const Contribution &b) { return a.timing->end < b.timing->end; });
        BlendedValue x;
        const auto apply = [&](const Contribution &c, bool isActive) {
            const Track &track = timeline.track(c.at.track);
            const PlacedClip &p = *c.timing->placed;
            const double w = placementWeight(c.timing->start, c.timing->end, p.blendIn, p.blendOut, p.hold, t) * track.weight;
            if (!(w > 0.0))
                return;
            const double u = isActive ? c.timing->clipTime(t) : c.timing->heldClipTime();
            const PoseSource source{c.at, isActive ? PoseState::Active : PoseState::Held,
                                    isActive ? t : c.timing->end};
            x.apply(clipChannelValue(*c.channel, u), w, track.blendMode == TrackBlendMode::Additive, source);
        };
        for (const Contribution &c : held)
            apply(c, false);
        for (const Contribution &c : active)
            apply(c, true);
        if (x.present())
            written.emplace(key, WrittenValue{x.value(), x.source()});
    }
    return detail::assemblePose(timeline, written);
}

} // namespace

Pose evaluateTimeline(const Timeline &timeline, double t)
{
    return timeline.poseMode() == TimelinePoseMode::Blended ? blendedPose(timeline, t) : rawPose(timeline, t);
}

} // namespace knotline
