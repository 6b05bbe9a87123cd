#include "core/timeline/EditorialEdits.h"

#include "core/timeline/TimelineEditSupport.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <utility>
#include <vector>

namespace knotline {

using namespace detail;

namespace {

/// Clips that touch within this many seconds are neighbours.
constexpr double kNeighbourGap = 1e-9;

Status notFinite()
{
    return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The time is not a finite number."));
}

/// Moves a placement (its range, content and sync requests) by `delta` seconds.
void shift(PlacedClip &p, double delta)
{
    p.start += delta;
    for (std::optional<double> &r : p.syncRequests)
        if (r)
            *r += delta;
}

/// Moves every placement of track `track` other than `except` whose a is at or after
/// `from` (within kNeighbourGap) by `delta`.
Status shiftLater(Timeline &timeline, std::size_t track, std::optional<std::size_t> except, double from, double delta)
{
    const std::vector<PlacedClip> &list = timeline.track(track).placedClips;
    for (std::size_t c = 0; c < list.size(); ++c) {
        if (except && c == *except)
            continue;
        PlacedClip p = list[c];
        if (!(p.activeStart() >= from - kNeighbourGap))
            continue;
        shift(p, delta);
        if (Status s = timeline.setPlacedClip({track, c}, std::move(p)); !s)
            return s;
    }
    return Status::ok();
}

/// Time ranges [from, to] (seconds, from <= to).
using Ranges = std::vector<std::pair<double, double>>;

/// The union of `ranges`, as disjoint ranges in time order.
Ranges unite(Ranges ranges)
{
    std::sort(ranges.begin(), ranges.end());
    Ranges out;
    for (const auto &r : ranges) {
        if (!out.empty() && r.first <= out.back().second)
            out.back().second = std::max(out.back().second, r.second);
        else
            out.push_back(r);
    }
    return out;
}

/// `from` (disjoint, in order) without what `cut` (disjoint, in order) covers; pieces of
/// zero length are dropped.
Ranges without(const Ranges &from, const Ranges &cut)
{
    Ranges out;
    for (auto [a, e] : from) {
        for (const auto &[ca, ce] : cut) {
            if (ce <= a || ca >= e)
                continue;
            if (ca > a)
                out.emplace_back(a, ca);
            a = std::max(a, ce);
        }
        if (a < e)
            out.emplace_back(a, e);
    }
    return out;
}

} // namespace

std::optional<PlacementIndex> previousNeighbour(const Timeline &timeline, PlacementIndex index)
{
    if (!checkIndex(timeline, index))
        return std::nullopt;
    const double a = timeline.placedClip(index).activeStart();
    const std::vector<PlacedClip> &list = timeline.track(index.track).placedClips;
    std::optional<PlacementIndex> best;
    double bestEnd = -std::numeric_limits<double>::infinity();
    for (std::size_t c = 0; c < list.size(); ++c) {
        const double e = list[c].end();
        if (c != index.clip && std::abs(e - a) <= kNeighbourGap && list[c].activeStart() < a && e > bestEnd) {
            bestEnd = e;
            best = PlacementIndex{index.track, c};
        }
    }
    return best;
}

std::optional<PlacementIndex> nextNeighbour(const Timeline &timeline, PlacementIndex index)
{
    if (!checkIndex(timeline, index))
        return std::nullopt;
    const double e = timeline.placedClip(index).end();
    const std::vector<PlacedClip> &list = timeline.track(index.track).placedClips;
    std::optional<PlacementIndex> best;
    double bestStart = std::numeric_limits<double>::infinity();
    for (std::size_t c = 0; c < list.size(); ++c) {
        const double a = list[c].activeStart();
        if (c != index.clip && std::abs(a - e) <= kNeighbourGap && list[c].end() > e && a < bestStart) {
            bestStart = a;
            best = PlacementIndex{index.track, c};
        }
    }
    return best;
}

Result<Timeline> slipPlacement(const Timeline &timeline, PlacementIndex index, double delta)
{
    return withPlacement(timeline, index, [delta](PlacedClip &p) {
        if (!std::isfinite(delta))
            return notFinite();
        if (hasSyncRequests(p))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "A placed clip with sync requests cannot be slipped."));
        const double a = p.activeStart();
        const double e = p.end();
        const double d = std::min(delta, p.trimIn); // the content stops at the clip's first frame
        p.start += d;
        p.trimIn = std::max(0.0, a - p.start);
        p.window = (e - p.start) * p.speed;
        return Status::ok();
    });
}

Result<TimelineEditResult> slidePlacement(const Timeline &timeline, PlacementIndex index, double delta)
{
    if (Status s = checkIndex(timeline, index); !s)
        return s;
    if (!std::isfinite(delta))
        return notFinite();
    const PlacedClip &p = timeline.placedClip(index);
    const std::optional<PlacementIndex> prev = previousNeighbour(timeline, index);
    const std::optional<PlacementIndex> next = nextNeighbour(timeline, index);
    double d = delta;
    if (prev) { // the previous one keeps a positive playing length
        const PlacedClip &q = timeline.placedClip(*prev);
        d = std::max(d, q.activeStart() - p.activeStart() + 1e-6);
    }
    if (next) { // the next one keeps a positive length and its trim in stays >= 0
        const PlacedClip &q = timeline.placedClip(*next);
        d = std::min(d, q.end() - p.end() - 1e-6);
        d = std::max(d, q.start - p.end());
    }
    TimelineEditResult out{timeline, {index}};
    PlacedClip moved = p;
    shift(moved, d);
    if (Status s = out.timeline.setPlacedClip(index, moved); !s)
        return s;
    if (prev) {
        PlacedClip q = timeline.placedClip(*prev);
        q.window = (moved.activeStart() - q.start) * q.speed;
        if (Status s = out.timeline.setPlacedClip(*prev, std::move(q)); !s)
            return s;
    }
    if (next) {
        PlacedClip q = timeline.placedClip(*next);
        q.trimIn = std::max(0.0, moved.end() - q.start);
        if (Status s = out.timeline.setPlacedClip(*next, std::move(q)); !s)
            return s;
    }
    return out;
}

Result<Timeline> rippleTrimEnd(const Timeline &timeline, PlacementIndex index, double newEnd)
{
    Result<Timeline> trimmed = trimPlacementEnd(timeline, index, newEnd);
    if (!trimmed)
        return trimmed;
    const double oldEnd = timeline.placedClip(index).end();
    const double delta = trimmed->placedClip(index).end() - oldEnd;
    Timeline out = std::move(*trimmed);
    if (Status s = shiftLater(out, index.track, index.clip, oldEnd, delta); !s)
        return s;
    return out;
}

Result<Timeline> rippleTrimStart(const Timeline &timeline, PlacementIndex index, double newStart)
{
    Result<Timeline> trimmed = trimPlacementStart(timeline, index, newStart);
    if (!trimmed)
        return trimmed;
    const PlacedClip &before = timeline.placedClip(index);
    const double delta = trimmed->placedClip(index).activeStart() - before.activeStart();
    Timeline out = std::move(*trimmed);
    // The trimmed placement and what follows it move back by what the trim took.
    PlacedClip p = out.placedClip(index);
    shift(p, -delta);
    if (Status s = out.setPlacedClip(index, std::move(p)); !s)
        return s;
    if (Status s = shiftLater(out, index.track, index.clip, before.end(), -delta); !s)
        return s;
    return out;
}

Result<TimelineEditResult> rippleDeletePlacements(const Timeline &timeline, const std::set<PlacementIndex> &placements)
{
    if (Status s = checkSet(timeline, placements); !s)
        return s;
    std::set<std::size_t> tracks;
    for (const PlacementIndex &i : placements)
        tracks.insert(i.track);
    TimelineEditResult out{timeline, {}};
    takePlacements(out.timeline, placements);
    for (const std::size_t track : tracks) {
        // The freed time: what the removed placements played that no kept one plays.
        Ranges removed, kept;
        for (std::size_t c = 0; c < timeline.track(track).placedClips.size(); ++c) {
            const PlacedClip &p = timeline.placedClip({track, c});
            (placements.count({track, c}) ? removed : kept).emplace_back(p.activeStart(), p.end());
        }
        const Ranges freed = without(unite(std::move(removed)), unite(std::move(kept)));
        const std::vector<PlacedClip> &list = out.timeline.track(track).placedClips;
        for (std::size_t c = 0; c < list.size(); ++c) {
            PlacedClip p = list[c];
            double back = 0.0;
            for (const auto &[a, e] : freed)
                if (e <= p.activeStart() + kNeighbourGap)
                    back += e - a;
            if (back == 0.0)
                continue;
            shift(p, -back);
            if (Status s = out.timeline.setPlacedClip({track, c}, std::move(p)); !s)
                return s;
        }
    }
    return out;
}

Result<TimelineEditResult> rollCut(const Timeline &timeline, PlacementIndex left, double cut)
{
    if (Status s = checkIndex(timeline, left); !s)
        return s;
    if (!std::isfinite(cut))
        return notFinite();
    const std::optional<PlacementIndex> right = nextNeighbour(timeline, left);
    if (!right)
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no clip after this one to roll the cut with."));
    PlacedClip l = timeline.placedClip(left);
    PlacedClip r = timeline.placedClip(*right);
    double c = cut;
    c = std::max(c, l.activeStart() + 1e-6);
    c = std::max(c, r.start); // the right one's trim in stays >= 0
    c = std::min(c, r.end() - 1e-6);
    if (!(c > l.activeStart() && c < r.end()))
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The cut cannot move there."));
    l.window = (c - l.start) * l.speed;
    r.trimIn = c - r.start;
    TimelineEditResult out{timeline, {left, *right}};
    if (Status s = out.timeline.setPlacedClip(left, std::move(l)); !s)
        return s;
    if (Status s = out.timeline.setPlacedClip(*right, std::move(r)); !s)
        return s;
    return out;
}

Result<Timeline> setPlacementSpeed(const Timeline &timeline, PlacementIndex index, double speed)
{
    return withPlacement(timeline, index, [speed](PlacedClip &p) {
        if (!(speed > 0.0) || !std::isfinite(speed))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The speed must be a finite number greater than 0."));
        if (hasSyncRequests(p)) { // the warp places it; anchor and trim in stay
            p.speed = speed;
            return Status::ok();
        }
        const double a = p.activeStart();
        const double hidden = p.trimIn * p.speed;
        p.speed = speed;
        p.trimIn = hidden == 0.0 ? 0.0 : hidden / speed;
        p.start = a - p.trimIn;
        return Status::ok();
    });
}

Result<Timeline> setPlacementActiveStart(const Timeline &timeline, PlacementIndex index, double activeStart)
{
    return withPlacement(timeline, index, [activeStart](PlacedClip &p) {
        if (!std::isfinite(activeStart))
            return notFinite();
        if (hasSyncRequests(p))
            return refusedTrimOfSyncWarp();
        if (activeStart < p.start)
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "A clip cannot start before its first frame; slip or move it instead."));
        if (!(activeStart < p.end()))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The start must stay before the end."));
        p.trimIn = activeStart - p.start;
        return Status::ok();
    });
}

Result<Timeline> setPlacementTrimIn(const Timeline &timeline, PlacementIndex index, double trimIn)
{
    return withPlacement(timeline, index, [trimIn](PlacedClip &p) {
        if (!(trimIn >= 0.0) || !std::isfinite(trimIn))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The trim in is a number of seconds, 0 or more."));
        if (hasSyncRequests(p))
            return refusedTrimOfSyncWarp();
        p.trimIn = trimIn;
        if (!(p.activeStart() < p.end()))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The start must stay before the end."));
        return Status::ok();
    });
}

Result<Timeline> setPlacementWindow(const Timeline &timeline, PlacementIndex index, std::optional<double> window)
{
    return withPlacement(timeline, index, [window](PlacedClip &p) {
        if (window && !(*window > 0.0 && std::isfinite(*window)))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The window is a number of clip seconds greater than 0."));
        p.window = window;
        if (!(p.activeStart() < p.end()))
            return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The end must stay after the start."));
        return Status::ok();
    });
}

Result<Timeline> setPlacementHold(const Timeline &timeline, PlacementIndex index, bool hold)
{
    return withPlacement(timeline, index, [hold](PlacedClip &p) {
        p.hold = hold;
        return Status::ok();
    });
}

Result<Timeline> setClipLoopMode(const Timeline &timeline, PlacementIndex index, LoopMode mode)
{
    if (Status s = checkIndex(timeline, index); !s)
        return s;
    const std::shared_ptr<const Clip> &clip = timeline.placedClip(index).clip;
    if (clip->loopMode() == mode)
        return timeline;
    Clip changed = *clip;
    changed.setLoopMode(mode);
    Timeline next = timeline;
    Result<std::size_t> replaced = next.replaceClip(clip.get(), std::make_shared<const Clip>(std::move(changed)));
    if (!replaced)
        return replaced.status();
    return next;
}

} // namespace knotline
