#include "core/timeline/TimelineTouched.h"

#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PropertySpace.h"

#include <algorithm>
#include <set>

namespace knotline {

namespace {

/// Where `p` starts playing, its sync warp applied (a warp may start before the anchor).
double playsFrom(const PlacedClip &p)
{
    return placementTiming(p).start;
}

void addKeys(TimelineTouched &out, const Clip &clip)
{
    for (const ClipChannel &c : clip.channels())
        out.keys.insert(c.key);
}

void addAll(TimelineTouched &out, const Timeline &timeline)
{
    for (const Track &track : timeline.tracks())
        for (const PlacedClip &p : track.placedClips) {
            addKeys(out, *p.clip);
            out.from = std::min(out.from, playsFrom(p));
        }
}

/// Write groups (spec/timeline.md §1.4): outside the independent space a key's write can
/// hide or reveal another key of its target, so every key `timeline` plays on a target of a
/// touched key is touched too.
void addWriteGroupKeys(TimelineTouched &out, const Timeline &timeline, const std::set<const Clip *> &played)
{
    if (out.keys.empty() || timeline.propertySpace() == PropertySpace::Independent)
        return;
    std::set<QString> targets;
    for (const ChannelKey &k : out.keys)
        targets.insert(k.target);
    // Each played clip once (many placements share a clip).
    for (const Clip *clip : played)
        for (const ClipChannel &c : clip->channels())
            if (targets.contains(c.key.target))
                out.keys.insert(c.key);
}

bool sameTrackFields(const Track &a, const Track &b)
{
    return a.name == b.name && a.targetRoot == b.targetRoot && a.muted == b.muted && a.solo == b.solo
        && a.locked == b.locked && a.weight == b.weight && a.blendMode == b.blendMode;
}

/// The same placement fields, the clip compared by address (an edited clip is a new one).
bool samePlacement(const PlacedClip &a, const PlacedClip &b)
{
    return a.clip == b.clip && a.start == b.start && a.window == b.window && a.speed == b.speed
        && a.blendIn == b.blendIn && a.blendOut == b.blendOut && a.trimIn == b.trimIn && a.enabled == b.enabled && a.hold == b.hold
        && a.syncRequests == b.syncRequests;
}

std::set<const Clip *> playedClips(const Timeline &timeline)
{
    std::set<const Clip *> out;
    for (const std::shared_ptr<const Clip> &clip : timeline.clips())
        out.insert(clip.get());
    return out;
}

} // namespace

TimelineTouched timelineTouched(const Timeline &before, const Timeline &after)
{
    TimelineTouched out;
    // The clips each side plays. Unless a placement changed its clip (or the structure
    // changed) both sides play the same ones: one scan of a long timeline, not two.
    std::set<const Clip *> played, playedAfter;
    const auto comparePlayed = [&](bool clipsMayDiffer) {
        playedAfter = playedClips(after);
        if (!clipsMayDiffer) {
            played = playedAfter; // no new clips, none gone
            return;
        }
        played = playedClips(before);
        for (const Clip *clip : playedAfter)
            if (!played.contains(clip))
                out.newClips.insert(clip);
        out.playedClipsChanged = played != playedAfter;
    };

    out.timelineFields = before.poseMode() != after.poseMode() || before.propertySpace() != after.propertySpace()
                         || before.duration() != after.duration();
    bool structure = before.trackCount() != after.trackCount();
    for (std::size_t t = 0; !structure && t < after.trackCount(); ++t)
        structure = before.track(t).placedClips.size() != after.track(t).placedClips.size();
    if (structure || before.poseMode() != after.poseMode() || before.propertySpace() != after.propertySpace()
        || before.anySolo() != after.anySolo()) {
        out.structure = structure;
        comparePlayed(true);
        addAll(out, before);
        addAll(out, after);
        for (std::size_t t = 0; !structure && t < after.trackCount(); ++t) {
            if (!sameTrackFields(before.track(t), after.track(t)))
                out.tracks.insert(t);
            for (std::size_t c = 0; c < after.track(t).placedClips.size(); ++c)
                if (!samePlacement(before.track(t).placedClips[c], after.track(t).placedClips[c]))
                    out.placements.insert({t, c});
        }
        return out;
    }
    bool clipsMayDiffer = false;
    for (std::size_t t = 0; t < after.trackCount(); ++t) {
        const Track &a = before.track(t);
        const Track &b = after.track(t);
        if (!sameTrackFields(a, b)) {
            out.tracks.insert(t);
            // Flags, weight and mode change what every placement of the track gives.
            if (a.muted != b.muted || a.solo != b.solo || a.weight != b.weight || a.blendMode != b.blendMode)
                for (const PlacedClip &p : b.placedClips) {
                    addKeys(out, *p.clip);
                    out.from = std::min(out.from, playsFrom(p));
                }
        }
        if (a.placedClips.sharesWith(b.placedClips))
            continue; // one vector of placements (copy on write): none changed
        for (std::size_t c = 0; c < b.placedClips.size(); ++c) {
            const PlacedClip &x = a.placedClips[c];
            const PlacedClip &y = b.placedClips[c];
            if (samePlacement(x, y))
                continue;
            out.placements.insert({t, c});
            clipsMayDiffer = clipsMayDiffer || x.clip != y.clip;
            addKeys(out, *x.clip);
            addKeys(out, *y.clip);
            // Held values last for ever: the pose may change from the earlier start on.
            out.from = std::min({out.from, playsFrom(x), playsFrom(y)});
        }
    }
    comparePlayed(clipsMayDiffer);
    addWriteGroupKeys(out, before, played);
    if (clipsMayDiffer)
        addWriteGroupKeys(out, after, playedAfter);
    return out;
}

} // namespace knotline
