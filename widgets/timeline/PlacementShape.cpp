#include "widgets/timeline/PlacementShape.h"

#include "core/timeline/PlacedClipWarp.h"
#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PoseBlend.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <unordered_map>

namespace knotline {

bool clipsShareAKey(const Clip &a, const Clip &b)
{
    if (&a == &b)
        return !a.channels().empty();
    for (const ClipChannel &c : a.channels())
        if (b.channel(c.key))
            return true;
    return false;
}

PlacementShape placementOwnShape(const Timeline &timeline, PlacementIndex index, std::size_t maxCycles)
{
    const PlacedClip &p = timeline.placedClip(index);
    const PlacementTiming timing = placementTiming(p);
    PlacementShape shape;
    shape.index = index;
    shape.start = timing.start;
    shape.end = timing.end;
    shape.warped = timing.warp != nullptr;
    shape.blendIn = p.blendIn;
    shape.blendOut = p.blendOut;
    if (!shape.warped && p.trimIn > 0.0)
        shape.trimmedFrom = p.start;
    const Track &ownTrack = timeline.track(index.track);
    shape.trackWeight = ownTrack.weight;
    shape.additive = ownTrack.blendMode == TrackBlendMode::Additive;
    shape.enabled = p.enabled;
    shape.counts = timeline.placementCounts(index);
    shape.holds = timeline.poseMode() != TimelinePoseMode::Blended || holdsAfterEnd(p.hold, p.blendOut);

    const LoopMode mode = p.clip->loopMode();
    if (!shape.warped && mode != LoopMode::Once) {
        const double cycle = p.clip->duration() / p.speed; // timeline seconds per cycle
        for (std::size_t k = 1; k <= maxCycles; ++k) {
            const double t = p.start + static_cast<double>(k) * cycle;
            if (!(t < shape.end))
                break;
            if (!(t > shape.start))
                continue; // in the trimmed head
            shape.cycleStarts.push_back(t);
            shape.backwards.push_back(mode == LoopMode::PingPong && k % 2 == 1);
        }
    }

    if (Result<SyncWarp> warp = placedClipWarp(p)) {
        shape.warnings = warp->warnings;
        for (std::size_t i = 0; i < kSyncPointCount; ++i) {
            const bool requested = p.syncRequests[i].has_value();
            if (!p.clip->syncTimes()[i] && !requested)
                continue;
            const double t = shape.warped ? warp->knots[i] : p.start + *p.clip->syncTimes()[i] / p.speed;
            if (!shape.warped && !p.clip->syncTimes()[i])
                continue; // a loop ignores requests: nothing to place a marker at
            shape.syncMarkers.push_back({static_cast<SyncPoint>(i), t, requested});
        }
    }
    return shape;
}

namespace {

// The earliest active start after `end` of a placement other than `index` that writes a
// key the placement at `index` writes, by looking at every placement.
std::optional<double> heldUntilByScan(const Timeline &timeline, PlacementIndex index, double end)
{
    const PlacedClip &p = timeline.placedClip(index);
    std::optional<double> until;
    for (const Track &track : timeline.tracks()) {
        for (const PlacedClip &other : track.placedClips) {
            if (&other == &p || !(other.activeStart() > end) || !clipsShareAKey(*p.clip, *other.clip))
                continue;
            if (!until || other.activeStart() < *until)
                until = other.activeStart();
        }
    }
    return until;
}

// heldUntilByScan for every shape at once: placements are taken by active start, latest
// first, and each shape by its end, latest first; when a shape's turn comes every start
// after its end has been seen, and for each key the earliest of them is the last one
// seen. O(n log n + n · channels per clip).
void fillHeldUntil(const Timeline &timeline, std::vector<PlacementShape> &shapes)
{
    std::map<ChannelKey, int> keyIds;
    std::unordered_map<const Clip *, std::vector<int>> keysOfClip;
    std::vector<const std::vector<int> *> keys(shapes.size());
    std::vector<double> starts(shapes.size());
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const PlacedClip &p = timeline.placedClip(shapes[i].index);
        auto [it, added] = keysOfClip.try_emplace(p.clip.get());
        if (added)
            for (const ClipChannel &c : p.clip->channels())
                it->second.push_back(keyIds.try_emplace(c.key, int(keyIds.size())).first->second);
        keys[i] = &it->second;
        starts[i] = p.activeStart();
    }
    std::vector<std::size_t> byStart(shapes.size());
    std::vector<std::size_t> byEnd(shapes.size());
    for (std::size_t i = 0; i < shapes.size(); ++i)
        byStart[i] = byEnd[i] = i;
    std::sort(byStart.begin(), byStart.end(), [&](std::size_t a, std::size_t b) { return starts[a] > starts[b]; });
    std::sort(byEnd.begin(), byEnd.end(), [&](std::size_t a, std::size_t b) { return shapes[a].end > shapes[b].end; });
    std::vector<std::optional<double>> earliest(keyIds.size());
    std::size_t seen = 0;
    for (std::size_t q : byEnd) {
        PlacementShape &shape = shapes[q];
        if (starts[q] > shape.end) { // its own start is after its end (a reversed warp): not itself
            shape.heldUntil = heldUntilByScan(timeline, shape.index, shape.end);
            continue;
        }
        for (; seen < byStart.size() && starts[byStart[seen]] > shape.end; ++seen)
            for (int k : *keys[byStart[seen]])
                earliest[std::size_t(k)] = starts[byStart[seen]];
        for (int k : *keys[q]) {
            const std::optional<double> &e = earliest[std::size_t(k)];
            if (e && (!shape.heldUntil || *e < *shape.heldUntil))
                shape.heldUntil = e;
        }
    }
}

} // namespace

PlacementShape placementShape(const Timeline &timeline, PlacementIndex index, std::size_t maxCycles)
{
    PlacementShape shape = placementOwnShape(timeline, index, maxCycles);
    shape.sharedBy = std::max<std::size_t>(1, timeline.playCount(timeline.placedClip(index).clip.get()));
    shape.heldUntil = heldUntilByScan(timeline, index, shape.end);
    return shape;
}

std::vector<PlacementShape> placementShapes(const Timeline &timeline)
{
    std::vector<PlacementShape> out;
    for (std::size_t t = 0; t < timeline.trackCount(); ++t)
        for (std::size_t c = 0; c < timeline.track(t).placedClips.size(); ++c)
            out.push_back(placementOwnShape(timeline, {t, c}, kShapeCycleLimit));
    const std::unordered_map<const Clip *, std::size_t> plays = timeline.playCounts();
    for (PlacementShape &shape : out)
        shape.sharedBy = plays.at(timeline.placedClip(shape.index).clip.get());
    fillHeldUntil(timeline, out);
    return out;
}

bool isWarpProblem(const SyncWarpWarning &warning)
{
    return warning.id == MessageId::SyncRequestsReversed || warning.id == MessageId::SyncRequestsCollapsed;
}

} // namespace knotline
