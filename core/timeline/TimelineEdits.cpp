#include "core/timeline/TimelineEdits.h"

#include "core/timeline/TimelineEditSupport.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cstdint>

#include <cmath>
#include <map>
#include <utility>
#include <vector>

namespace knotline {

using namespace detail;

namespace {

/// Sets the ramp `ramp` to `seconds`, clamped so that it and `other` fit the playing length.
Result<Timeline> setBlend(const Timeline &timeline, PlacementIndex index, double seconds, double PlacedClip::*ramp,
                          double PlacedClip::*other)
{
    return withPlacement(timeline, index, [=](PlacedClip &p) {
        if (std::isnan(seconds))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The time is not a finite number."));
        p.*ramp = std::clamp(seconds, 0.0, std::max(0.0, playingLength(p) - p.*other));
        return Status::ok();
    });
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
        if (!(newEnd > p.activeStart()) || !std::isfinite(newEnd))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The end must stay after the start."));
        p.window = (newEnd - p.start) * p.speed;
        return Status::ok();
    });
}

Result<Timeline> trimPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart)
{
    return withPlacement(timeline, index, [newStart](PlacedClip &p) {
        if (hasSyncRequests(p))
            return refusedTrimOfSyncWarp();
        if (!(newStart < p.end()) || !std::isfinite(newStart))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The start must stay before the end."));
        p.trimIn = std::max(0.0, newStart - p.start);
        return Status::ok();
    });
}

namespace {

/// Plays the clip times the placement plays from a to its end between `from` and `to`
/// (timeline seconds, from < to): the speed that fits them there, the trim in and anchor
/// that keep the first of them at `from`.
Status restretch(PlacedClip &p, double from, double to)
{
    if (!(from < to) || !std::isfinite(from) || !std::isfinite(to))
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The end must stay after the start."));
    const double hidden = p.trimIn * p.speed; // clip seconds before a
    const double speed = (p.naturalLength() - hidden) / (to - from);
    if (!(speed > 0.0) || !std::isfinite(speed))
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The speed must be a finite number greater than 0."));
    p.speed = speed;
    p.trimIn = hidden == 0.0 ? 0.0 : hidden / speed;
    p.start = from - p.trimIn;
    return Status::ok();
}

} // namespace

Result<Timeline> stretchPlacementEnd(const Timeline &timeline, PlacementIndex index, double newEnd)
{
    return withPlacement(timeline, index, [newEnd](PlacedClip &p) { return restretch(p, p.activeStart(), newEnd); });
}

Result<Timeline> stretchPlacementStart(const Timeline &timeline, PlacementIndex index, double newStart)
{
    return withPlacement(timeline, index, [newStart](PlacedClip &p) {
        if (!(newStart < p.end()) || !std::isfinite(newStart))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The start must stay before the end."));
        return restretch(p, newStart, p.end());
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

namespace {

/// The smallest x of [lo, hi] (doubles >= 0) for which `pred` holds, given that it holds
/// at hi and, once it holds, for every larger x: a bisection over the doubles themselves.
template<class Pred>
double smallestWhere(double lo, double hi, Pred pred)
{
    if (pred(lo))
        return lo;
    std::uint64_t l = std::bit_cast<std::uint64_t>(lo); // non-negative doubles order as their bits
    std::uint64_t h = std::bit_cast<std::uint64_t>(hi);
    while (h - l > 1) {
        const std::uint64_t mid = l + (h - l) / 2;
        (pred(std::bit_cast<double>(mid)) ? h : l) = mid;
    }
    return std::bit_cast<double>(h);
}

/// The largest window of `p` whose end (s + w / v, as rounded) is before `t` (a < t < e).
double windowEndingBefore(PlacedClip p, double t)
{
    const double w = smallestWhere(0.0, p.naturalLength(), [&](double x) {
        p.window = x;
        return p.end() >= t;
    });
    return std::nextafter(w, 0.0);
}

/// The smallest trim in of `p` whose start of play (s + trimIn, as rounded) is at or after
/// `t` (t <= e).
double trimInStartingFrom(PlacedClip p, double t)
{
    return smallestWhere(0.0, p.end() - p.start + std::abs(p.end()) + 1.0, [&](double x) {
        p.trimIn = x;
        return p.activeStart() >= t;
    });
}

/// The two halves of `p` cut at `time` (a < time < e): see splitPlacements. The first
/// ends at e1 < time, the second starts at a2 = the first representable time after e1 when
/// s + trimIn can land there, and never after `time`.
std::pair<PlacedClip, PlacedClip> splitAt(const PlacedClip &p, double time)
{
    PlacedClip first = p;
    first.blendOut = 0.0;
    first.hold = false;
    PlacedClip second = p;
    second.blendIn = 0.0;
    double before = time; // e1 < before
    for (int attempt = 0; attempt < 16; ++attempt) {
        first.window = windowEndingBefore(p, before);
        second.trimIn = trimInStartingFrom(p, std::nextafter(first.end(), INFINITY));
        if (second.activeStart() <= time)
            break;
        before = first.end(); // the second cannot start by the cut: end the first earlier
    }
    return {std::move(first), std::move(second)};
}

} // namespace

Result<TimelineEditResult> splitPlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                           double time)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    TimelineEditResult out{timeline, {}};
    // In placement order; each second half goes right after its first, so the placements
    // after it on the track move down by the halves inserted before them.
    std::map<std::size_t, std::size_t> inserted; // per track
    for (const PlacementIndex &i : placements) {
        const PlacedClip &p = timeline.placedClip(i);
        if (!(p.activeStart() < time && time < p.end()))
            continue;
        if (hasSyncRequests(p))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "A placed clip with sync requests cannot be split."));
        auto [first, second] = splitAt(p, time);
        const PlacementIndex firstAt{i.track, i.clip + inserted[i.track]};
        const PlacementIndex secondAt{i.track, firstAt.clip + 1};
        if (Status s = out.timeline.setPlacedClip(firstAt, std::move(first)); !s)
            return s;
        if (Status s = out.timeline.insertPlacedClip(secondAt, std::move(second)); !s)
            return s;
        ++inserted[i.track];
        out.selection.insert(secondAt);
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
        const double shift = copy.end() - copy.activeStart(); // the copy starts playing where it ends
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
        if (out.timeline.playCount(p.clip.get()) < 2)
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

Result<Timeline> setTrackWeight(const Timeline &timeline, std::size_t index, double weight)
{
    if (!(weight >= 0.0 && weight <= 1.0))
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "A track's weight is a number from 0 to 1."));
    return withTrack(timeline, index, [&](Track &t) { t.weight = weight; });
}

Result<Timeline> setTrackBlendMode(const Timeline &timeline, std::size_t index, TrackBlendMode mode)
{
    return withTrack(timeline, index, [&](Track &t) { t.blendMode = mode; });
}

Result<Timeline> setTimelinePoseMode(const Timeline &timeline, TimelinePoseMode mode)
{
    Timeline next = timeline;
    next.setPoseMode(mode);
    return next;
}

Result<TimelineEditResult> setPlacementsEnabled(const Timeline &timeline, const std::set<PlacementIndex> &placements,
                                                bool enabled)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    TimelineEditResult out{timeline, placements};
    bool changed = false;
    for (const PlacementIndex &i : placements) {
        PlacedClip p = timeline.placedClip(i);
        if (p.enabled == enabled)
            continue;
        p.enabled = enabled;
        changed = true;
        if (Status s = out.timeline.setPlacedClip(i, std::move(p)); !s)
            return s;
    }
    if (!changed)
        return refused(enabled ? QT_TRANSLATE_NOOP("TimelineEdits", "The selected clips are enabled already.")
                               : QT_TRANSLATE_NOOP("TimelineEdits", "The selected clips are disabled already."));
    return out;
}

} // namespace knotline
