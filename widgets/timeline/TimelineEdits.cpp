#include "widgets/timeline/TimelineEdits.h"

#include <QCoreApplication>

#include <algorithm>

#include <cmath>
#include <map>
#include <utility>
#include <vector>

namespace knotline {

namespace {

/// A refusal whose text (marked with QT_TRANSLATE_NOOP) is translated now.
Status refused(const char *text)
{
    return Status::error(QCoreApplication::translate("TimelineEdits", text).toStdString());
}

Status checkIndex(const Timeline &timeline, PlacementIndex index)
{
    if (index.track >= timeline.trackCount() || index.clip >= timeline.track(index.track).placedClips.size())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no such placed clip."));
    return Status::ok();
}

Status checkSet(const Timeline &timeline, const std::set<PlacementIndex> &placements)
{
    if (placements.empty())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "No placed clip is selected."));
    for (const PlacementIndex &i : placements)
        if (Status s = checkIndex(timeline, i); !s)
            return s;
    return Status::ok();
}

/// Replaces the placement at `index` by what `change` makes of a copy of it.
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

/// The footprint length end − start, seconds.
double footprint(const PlacedClip &p)
{
    return p.end() - p.start;
}

/// The clip `clip` with every key and sync time moved earlier by `offset` clip seconds and
/// duration `duration`.
Result<Clip> shiftedClip(const Clip &clip, double offset, double duration)
{
    std::vector<ClipChannel> channels;
    for (const ClipChannel &channel : clip.channels()) {
        ClipChannel shifted = channel;
        if (Spline *spline = std::get_if<Spline>(&shifted.curve)) {
            std::vector<Knot> knots = spline->knots();
            for (Knot &k : knots)
                k.time -= offset;
            if (Status s = spline->setKnots(std::move(knots)); !s)
                return s;
        } else {
            std::vector<StepKey> keys = std::get<StepChannel>(shifted.curve).keys();
            for (StepKey &k : keys)
                k.time -= offset;
            Result<StepChannel> steps = StepChannel::make(std::move(keys));
            if (!steps)
                return steps.status();
            shifted.curve = *steps;
        }
        channels.push_back(std::move(shifted));
    }
    SyncTimes sync;
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (clip.syncTimes()[i] && *clip.syncTimes()[i] - offset >= 0.0)
            sync[i] = *clip.syncTimes()[i] - offset;
    Result<Clip> out = Clip::make(clip.name(), duration, clip.loopMode(), std::move(channels), sync);
    if (out)
        out->setId(clip.id());
    return out;
}

/// Sets the ramp `ramp` to `seconds`, clamped so that it and `other` fit the footprint.
Result<Timeline> setBlend(const Timeline &timeline, PlacementIndex index, double seconds, double PlacedClip::*ramp,
                          double PlacedClip::*other)
{
    return withPlacement(timeline, index, [=](PlacedClip &p) {
        if (std::isnan(seconds))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The time is not a finite number."));
        p.*ramp = std::clamp(seconds, 0.0, std::max(0.0, footprint(p) - p.*other));
        return Status::ok();
    });
}

bool hasSyncRequests(const PlacedClip &p)
{
    for (const std::optional<double> &r : p.syncRequests)
        if (r)
            return true;
    return false;
}

/// Removes `placements` (descending, so earlier indices stay valid) and returns them in
/// ascending order.
std::vector<std::pair<PlacementIndex, PlacedClip>> takePlacements(Timeline &timeline,
                                                                  const std::set<PlacementIndex> &placements)
{
    std::vector<std::pair<PlacementIndex, PlacedClip>> taken;
    for (auto it = placements.rbegin(); it != placements.rend(); ++it) {
        taken.emplace_back(*it, timeline.placedClip(*it));
        (void)timeline.removePlacedClip(*it); // checked by checkSet
    }
    return {taken.rbegin(), taken.rend()};
}

} // namespace

QString uniqueClipId(const Timeline &timeline, const QString &base)
{
    const QString stem = base.isEmpty() ? QStringLiteral("clip") : base;
    std::set<QString> taken;
    for (const auto &clip : timeline.clips())
        taken.insert(clip->id());
    if (!taken.contains(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1_%2").arg(stem).arg(n);
        if (!taken.contains(candidate))
            return candidate;
    }
}

Result<TimelineEditResult> movePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                          double deltaSeconds, int trackDelta)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    if (!std::isfinite(deltaSeconds))
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The time is not a finite number."));
    for (const PlacementIndex &i : placements) {
        const long long target = static_cast<long long>(i.track) + trackDelta;
        if (target < 0 || target >= static_cast<long long>(timeline.trackCount()))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no track to move the clip to."));
    }
    auto moved = [deltaSeconds](PlacedClip p) {
        p.start += deltaSeconds;
        for (std::optional<double> &r : p.syncRequests)
            if (r)
                *r += deltaSeconds;
        return p;
    };
    TimelineEditResult out{timeline, {}};
    if (trackDelta == 0) {
        for (const PlacementIndex &i : placements)
            if (Status s = out.timeline.setPlacedClip(i, moved(timeline.placedClip(i))); !s)
                return s;
        out.selection = placements;
        return out;
    }
    for (auto &[index, placed] : takePlacements(out.timeline, placements)) {
        const std::size_t track = static_cast<std::size_t>(static_cast<long long>(index.track) + trackDelta);
        const PlacementIndex at{track, out.timeline.track(track).placedClips.size()};
        if (Status s = out.timeline.insertPlacedClip(at, moved(placed)); !s)
            return s;
        out.selection.insert(at);
    }
    return out;
}

Result<Timeline> trimPlacementEnd(const Timeline &timeline, PlacementIndex index, double newEnd)
{
    return withPlacement(timeline, index, [newEnd](PlacedClip &p) {
        if (!(newEnd > p.start))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The end must stay after the start."));
        p.window = (newEnd - p.start) * p.speed;
        return Status::ok();
    });
}

Result<Timeline> trimPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart)
{
    return withPlacement(timeline, index, [newStart](PlacedClip &p) {
        const double end = p.end();
        if (!(newStart < end) || !std::isfinite(newStart))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The start must stay before the end."));
        p.window = (end - newStart) * p.speed;
        p.start = newStart;
        return Status::ok();
    });
}

Result<Timeline> stretchPlacementEnd(const Timeline &timeline, PlacementIndex index, double newEnd)
{
    return withPlacement(timeline, index, [newEnd](PlacedClip &p) {
        if (!(newEnd > p.start))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The end must stay after the start."));
        p.speed = p.naturalLength() / (newEnd - p.start);
        return Status::ok();
    });
}

Result<Timeline> stretchPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart)
{
    return withPlacement(timeline, index, [newStart](PlacedClip &p) {
        const double end = p.end();
        if (!(newStart < end) || !std::isfinite(newStart))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The start must stay before the end."));
        p.speed = p.naturalLength() / (end - newStart);
        p.start = newStart;
        return Status::ok();
    });
}

Result<Timeline> setPlacementBlendIn(const Timeline &timeline, PlacementIndex index, double seconds)
{
    return setBlend(timeline, index, seconds, &PlacedClip::blendIn, &PlacedClip::blendOut);
}

Result<Timeline> setPlacementBlendOut(const Timeline &timeline, PlacementIndex index, double seconds)
{
    return setBlend(timeline, index, seconds, &PlacedClip::blendOut, &PlacedClip::blendIn);
}

Result<Timeline> requestSyncPoint(const Timeline &timeline, PlacementIndex index, SyncPoint point, double time)
{
    return withPlacement(timeline, index, [point, time](PlacedClip &p) {
        if (!std::isfinite(time))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The time is not a finite number."));
        p.syncRequests[static_cast<std::size_t>(point)] = time;
        return Status::ok();
    });
}

Result<Timeline> clearSyncRequest(const Timeline &timeline, PlacementIndex index, SyncPoint point)
{
    return withPlacement(timeline, index, [point](PlacedClip &p) {
        p.syncRequests[static_cast<std::size_t>(point)].reset();
        return Status::ok();
    });
}

Result<TimelineEditResult> splitPlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                           double time)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    TimelineEditResult out{timeline, {}};
    // Second halves are appended to their tracks; earlier indices stay valid throughout.
    for (const PlacementIndex &i : placements) {
        const PlacedClip &p = timeline.placedClip(i);
        if (!(p.start < time && time < p.end()))
            continue;
        if (hasSyncRequests(p))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "A placed clip with sync requests cannot be split."));
        const double window = p.naturalLength();
        const double offset = (time - p.start) * p.speed;
        const double d = p.clip->duration();
        std::shared_ptr<const Clip> secondClip;
        if (p.clip->loopMode() != LoopMode::Once) {
            const double cycles = offset / (p.clip->loopMode() == LoopMode::Loop ? d : 2.0 * d);
            if (std::abs(cycles - std::round(cycles)) > 1e-9)
                return refused(QT_TRANSLATE_NOOP("TimelineEdits", "A looping clip can only be split on a cycle boundary."));
            secondClip = p.clip;
        } else {
            Result<Clip> shifted = shiftedClip(*p.clip, offset, offset < d ? d - offset : window - offset);
            if (!shifted)
                return shifted.status();
            shifted->setId(uniqueClipId(out.timeline, p.clip->id()));
            secondClip = std::make_shared<const Clip>(std::move(*shifted));
        }
        PlacedClip first = p;
        first.window = offset;
        first.blendOut = 0.0;
        first.blendIn = std::min(p.blendIn, time - p.start);
        PlacedClip second = p;
        second.clip = secondClip;
        second.start = time;
        second.window = window - offset;
        second.blendIn = 0.0;
        second.blendOut = std::min(p.blendOut, p.end() - time);
        if (Status s = out.timeline.setPlacedClip(i, std::move(first)); !s)
            return s;
        const PlacementIndex at{i.track, out.timeline.track(i.track).placedClips.size()};
        if (Status s = out.timeline.insertPlacedClip(at, std::move(second)); !s)
            return s;
        out.selection.insert(at);
    }
    if (out.selection.empty())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "No selected clip plays at the current time."));
    return out;
}

Result<TimelineEditResult> duplicatePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    TimelineEditResult out{timeline, {}};
    for (const PlacementIndex &i : placements) {
        PlacedClip copy = timeline.placedClip(i);
        const double shift = copy.end() - copy.start;
        copy.start += shift;
        for (std::optional<double> &r : copy.syncRequests)
            if (r)
                *r += shift;
        const PlacementIndex at{i.track, out.timeline.track(i.track).placedClips.size()};
        if (Status s = out.timeline.insertPlacedClip(at, std::move(copy)); !s)
            return s;
        out.selection.insert(at);
    }
    return out;
}

Result<TimelineEditResult> deletePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    TimelineEditResult out{timeline, {}};
    takePlacements(out.timeline, placements);
    return out;
}

Result<TimelineEditResult> makePlacementsUnique(const Timeline &timeline, const std::set<PlacementIndex> &placements)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    TimelineEditResult out{timeline, {}};
    for (const PlacementIndex &i : placements) {
        const PlacedClip &p = out.timeline.placedClip(i);
        if (out.timeline.placementsPlaying(p.clip.get()).size() < 2)
            continue;
        Clip copy = *p.clip;
        copy.setId(uniqueClipId(out.timeline, p.clip->id()));
        PlacedClip unique = p;
        unique.clip = std::make_shared<const Clip>(std::move(copy));
        if (Status s = out.timeline.setPlacedClip(i, std::move(unique)); !s)
            return s;
        out.selection.insert(i);
    }
    if (out.selection.empty())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The selected clips are not shared."));
    out.selection = placements;
    return out;
}

Result<Timeline> addTrack(const Timeline &timeline, std::size_t index, const QString &name)
{
    Timeline next = timeline;
    Track track;
    track.name = name;
    if (Status s = next.insertTrack(index, std::move(track)); !s)
        return s;
    return next;
}

Result<Timeline> removeTrack(const Timeline &timeline, std::size_t index)
{
    Timeline next = timeline;
    if (Status s = next.removeTrack(index); !s)
        return s;
    return next;
}

Result<Timeline> moveTrack(const Timeline &timeline, std::size_t from, std::size_t to)
{
    if (from >= timeline.trackCount() || to >= timeline.trackCount())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no such track."));
    Timeline next = timeline;
    Track moved = timeline.track(from);
    if (Status s = next.removeTrack(from); !s)
        return s;
    if (Status s = next.insertTrack(to, std::move(moved)); !s)
        return s;
    return next;
}

Result<Timeline> setTrackFlags(const Timeline &timeline, std::size_t index, bool muted, bool solo)
{
    if (index >= timeline.trackCount())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no such track."));
    Timeline next = timeline;
    const Track &t = timeline.track(index);
    if (Status s = next.setTrackInfo(index, t.name, t.targetRoot, muted, solo); !s)
        return s;
    return next;
}

Result<Timeline> setTrackLock(const Timeline &timeline, std::size_t index, bool locked)
{
    if (index >= timeline.trackCount())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no such track."));
    Timeline next = timeline;
    Track track = timeline.track(index);
    track.locked = locked;
    if (Status s = next.setTrack(index, std::move(track)); !s)
        return s;
    return next;
}

namespace {
/// `timeline` with track `index` replaced by what `change` makes of a copy of it.
template <typename Change>
Result<Timeline> withTrack(const Timeline &timeline, std::size_t index, Change change)
{
    if (index >= timeline.trackCount())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no such track."));
    Timeline next = timeline;
    Track track = timeline.track(index);
    change(track);
    if (Status s = next.setTrack(index, std::move(track)); !s)
        return s;
    return next;
}
} // namespace

Result<Timeline> renameTrack(const Timeline &timeline, std::size_t index, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "A track needs a name."));
    return withTrack(timeline, index, [&](Track &t) { t.name = trimmed; });
}

} // namespace knotline
