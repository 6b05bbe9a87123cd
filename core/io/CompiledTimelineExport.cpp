#include "core/io/CompiledTimelineExport.h"

#include "core/timeline/ClipShift.h"
#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/KeyframeSpline.h"
#include "core/timeline/PlacementTiming.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace knotline {

namespace {

std::string label(const PlacedClip &p)
{
    return p.clip->label().toStdString();
}

/// A placement that starts playing at its anchor, showing what `p` shows from its a on.
Result<PlacedClip> untrimmed(const PlacedClip &p, std::size_t track, std::size_t index)
{
    if (p.trimIn == 0.0)
        return p;
    if (std::any_of(p.syncRequests.begin(), p.syncRequests.end(), [](const auto &r) { return r.has_value(); }))
        return Status::error(MessageId::CompiledExportTrimmedWarp, track + 1, index + 1, label(p));
    const double offset = p.trimIn * p.speed; // clip seconds hidden
    PlacedClip out = p;
    out.start = p.activeStart();
    out.trimIn = 0.0;
    out.window = p.naturalLength() - offset;
    const double d = p.clip->duration();
    if (p.clip->loopMode() != LoopMode::Once) {
        const double period = p.clip->loopMode() == LoopMode::Loop ? d : 2.0 * d;
        const double cycles = offset / period;
        if (std::abs(cycles - std::round(cycles)) > 1e-9)
            return Status::error(MessageId::CompiledExportTrimmedLoop, track + 1, index + 1, label(p));
        return out; // the same clip, starting on a cycle boundary
    }
    Result<Clip> copy = shiftedClip(*p.clip, offset, offset < d ? d - offset : *out.window);
    if (!copy)
        return copy.status();
    copy->setId(p.clip->id().isEmpty() ? QString() : p.clip->id() + QStringLiteral("_trimmed"));
    out.clip = std::make_shared<const Clip>(std::move(*copy));
    return out;
}

/// The pose of `timeline` sampled into one clip, played by one placement from `from`.
Result<OtherReadersExport> bakedPose(const CompiledTimeline &doc, double rate)
{
    const Timeline &timeline = doc.timeline;
    double from = 0.0, to = timeline.duration();
    for (const Track &track : timeline.tracks())
        for (const PlacedClip &p : track.placedClips) {
            const PlacementTiming timing = placementTiming(p);
            from = std::min(from, timing.start);
            to = std::max(to, timing.end);
        }
    std::map<ChannelKey, std::vector<NumericKeyframe>> numbers;
    std::map<ChannelKey, std::vector<StepKey>> steps;
    std::map<ChannelKey, double> absentFrom; // keys seen, and where each first went absent
    const double count = std::floor((to - from) * rate);
    for (double k = 0.0; k <= count + 1.0; k += 1.0) {
        const double t = std::min(from + k / rate, to);
        const Pose pose = evaluateTimeline(timeline, t);
        for (auto &[key, at] : absentFrom)
            if (std::isinf(at) && !pose.contains(key))
                at = t;
        for (const PoseEntry &e : pose.entries()) {
            absentFrom.emplace(e.key(), INFINITY);
            if (const double *v = std::get_if<double>(&e.value))
                numbers[e.key()].push_back({t - from, *v, Easing{}});
            else if (const bool *b = std::get_if<bool>(&e.value))
                steps[e.key()].push_back({t - from, StepValue(*b)});
            else
                steps[e.key()].push_back({t - from, StepValue(std::get<QString>(e.value))});
        }
        if (t == to)
            break;
    }
    std::vector<ClipChannel> channels;
    for (auto &[key, keys] : numbers) {
        Result<Spline> spline = splineFromKeyframes(keys);
        if (!spline)
            return spline.status();
        channels.push_back({key, std::move(*spline)});
    }
    for (auto &[key, keys] : steps) {
        Result<StepChannel> channel = StepChannel::make(std::move(keys));
        if (!channel)
            return channel.status();
        channels.push_back({key, std::move(*channel)});
    }
    std::sort(channels.begin(), channels.end(), [](const ClipChannel &a, const ClipChannel &b) { return a.key < b.key; });
    Result<Clip> clip = Clip::make(QStringLiteral("baked pose"), std::max(to - from, 1e-9), LoopMode::Once,
                                   std::move(channels), {});
    if (!clip)
        return clip.status();
    clip->setId(QStringLiteral("baked_pose"));
    auto shared = std::make_shared<const Clip>(std::move(*clip));
    Track track;
    track.name = QStringLiteral("Baked pose");
    PlacedClip placed;
    placed.clip = shared;
    placed.start = from;
    track.placedClips.push_back(std::move(placed));
    Result<Timeline> baked = Timeline::make(timeline.duration(), {std::move(track)}, timeline.propertySpace());
    if (!baked)
        return baked.status();
    OtherReadersExport out{doc, {}};
    out.document.timeline = std::move(*baked);
    out.document.clips = {shared};
    for (const auto &[key, at] : absentFrom)
        if (!std::isinf(at))
            out.heldWhereAbsent.push_back({key, at});
    return out;
}

} // namespace

Result<OtherReadersExport> timelineForOtherReaders(const CompiledTimeline &doc, const OtherReadersOptions &options)
{
    if (doc.timeline.poseMode() == TimelinePoseMode::Blended) {
        if (!options.bakeBlendedPose)
            return Status::error(MessageId::CompiledExportBlended);
        if (!(options.bakeRate > 0.0) || !std::isfinite(options.bakeRate))
            return Status::error(MessageId::CompiledNumberNotPositive, std::to_string(options.bakeRate));
        return bakedPose(doc, options.bakeRate);
    }
    std::vector<Track> tracks;
    for (std::size_t t = 0; t < doc.timeline.trackCount(); ++t) {
        Track track = doc.timeline.track(t);
        track.placedClips.clear();
        track.muted = false;
        track.solo = false;
        if (doc.timeline.trackCounts(t)) {
            const std::vector<PlacedClip> &list = doc.timeline.track(t).placedClips;
            for (std::size_t c = 0; c < list.size(); ++c) {
                if (!list[c].enabled)
                    continue;
                Result<PlacedClip> p = untrimmed(list[c], t, c);
                if (!p)
                    return p.status();
                track.placedClips.push_back(std::move(*p));
            }
        }
        tracks.push_back(std::move(track));
    }
    Result<Timeline> made = Timeline::make(doc.timeline.duration(), std::move(tracks), doc.timeline.propertySpace());
    if (!made)
        return made.status();
    OtherReadersExport out{doc, {}};
    out.document.timeline = std::move(*made);
    // Clips of the document stay (also those no placement plays now); trimmed copies are
    // added by the writer as clips the timeline plays.
    return out;
}

} // namespace knotline
