#include "core/timeline/PoseContributions.h"

#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PoseBlend.h"

#include <algorithm>

namespace knotline {

std::vector<PoseContribution> poseContributions(const Timeline &timeline, const ChannelKey &key, double t)
{
    struct Candidate {
        PoseContribution c;
        double end = 0.0;
    };
    std::vector<Candidate> held, active;
    const bool blended = timeline.poseMode() == TimelinePoseMode::Blended;
    for (std::size_t ti = 0; ti < timeline.trackCount(); ++ti) {
        if (!timeline.trackCounts(ti))
            continue;
        const Track &track = timeline.track(ti);
        for (std::size_t ci = 0; ci < track.placedClips.size(); ++ci) {
            const PlacedClip &p = track.placedClips[ci];
            const ClipChannel *channel = p.enabled ? p.clip->channel(key) : nullptr;
            if (!channel)
                continue;
            const PlacementTiming timing = placementTiming(p);
            if (!(t >= timing.start))
                continue;
            const bool isActive = t <= timing.end;
            Candidate c;
            c.end = timing.end;
            c.c.placement = {ti, ci};
            c.c.state = isActive ? PoseState::Active : PoseState::Held;
            c.c.additive = blended && track.blendMode == TrackBlendMode::Additive;
            c.c.weight = blended ? placementWeight(timing.start, timing.end, p.blendIn, p.blendOut, p.hold, t) * track.weight : 0.0;
            c.c.value = clipChannelValue(*channel, isActive ? timing.clipTime(t) : timing.heldClipTime());
            (isActive ? active : held).push_back(std::move(c));
        }
    }
    // Held ones by end (placement order among equal ends), then the active ones.
    std::vector<std::size_t> order(held.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return held[a].end < held[b].end; });
    std::vector<PoseContribution> out;
    out.reserve(held.size() + active.size());
    for (std::size_t i : order)
        out.push_back(held[i].c);
    for (const Candidate &c : active)
        out.push_back(c.c);
    if (!blended) {
        // The raw winner: the last active one, else the held one with the latest end (the
        // last of the held order).
        if (!out.empty()) {
            out.back().applied = true;
            out.back().weight = 1.0;
        }
        return out;
    }
    // Which contributions change the value: replay the blend and watch its source.
    BlendedValue x;
    for (PoseContribution &c : out) {
        if (!(c.weight > 0.0))
            continue;
        c.applied = x.apply(c.value, c.weight, c.additive, PoseSource{c.placement, c.state, 0.0});
    }
    return out;
}

} // namespace knotline
