#include "core/timeline/TimelineIndex.h"

#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PoseBlend.h"

#include "core/timeline/PropertySpace.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <utility>

namespace knotline {

namespace {

/// One placed clip in "later wins" order, with its clip's channels.
struct Placement {
    PlacementIndex at;
    const PlacedClip *placed = nullptr;
};

/// The counted placements (§1.6) in "later wins" order.
std::vector<Placement> placementsInOrder(const Timeline &timeline)
{
    std::vector<Placement> out;
    for (std::size_t t = 0; t < timeline.trackCount(); ++t) {
        if (!timeline.trackCounts(t))
            continue;
        const auto &list = timeline.track(t).placedClips;
        for (std::size_t c = 0; c < list.size(); ++c)
            if (list[c].enabled)
                out.push_back({{t, c}, &list[c]});
    }
    return out;
}

/// Where a writer starts (from t >= a on) or ends (from t > e on).
struct Event {
    double time;
    bool open; ///< an end (from t > e on); otherwise a start (from t >= a on)
    std::int32_t writer;
};

/// Every writer's start and end, in time order; at one time starts before ends.
std::vector<Event> eventsOf(const std::vector<TimelineIndex::Writer> &writers)
{
    std::vector<Event> events;
    events.reserve(2 * writers.size());
    for (std::size_t i = 0; i < writers.size(); ++i) {
        events.push_back({writers[i].start, false, std::int32_t(i)});
        events.push_back({writers[i].end, true, std::int32_t(i)});
    }
    std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
        return a.time < b.time || (a.time == b.time && !a.open && b.open);
    });
    return events;
}

/// The blended schedule of `f`'s writers (TimelineIndex.h).
void blendedSchedule(TimelineIndex::Family &f)
{
    const std::vector<TimelineIndex::Writer> &writers = f.writers;
    const std::vector<Event> events = eventsOf(writers);
    f.activeSpans = {{-std::numeric_limits<double>::infinity(), 0, 0, false}};
    std::set<std::int32_t> active;
    for (std::size_t i = 0; i < events.size();) {
        const Event first = events[i];
        for (; i < events.size() && events[i].time == first.time && events[i].open == first.open; ++i) {
            if (first.open)
                active.erase(events[i].writer);
            else
                active.insert(events[i].writer);
        }
        TimelineIndex::ActiveSpan span{first.time, std::uint32_t(f.activeWriters.size()), std::uint32_t(active.size()),
                                       first.open};
        f.activeWriters.insert(f.activeWriters.end(), active.begin(), active.end());
        f.activeSpans.push_back(span);
    }
    for (std::size_t i = 0; i < writers.size(); ++i)
        if (holdsAfterEnd(writers[i].hold, writers[i].blendOut))
            f.heldOrder.push_back(std::int32_t(i));
    std::stable_sort(f.heldOrder.begin(), f.heldOrder.end(), [&](std::int32_t a, std::int32_t b) {
        return writers[std::size_t(a)].end < writers[std::size_t(b)].end;
    });
    const std::size_t n = f.keys.size();
    f.heldStates.assign((f.heldOrder.size() + 1) * n, BlendedValue());
    f.heldRowUniform.assign(f.heldOrder.size() + 1, 0);
    for (std::size_t i = 0; i < f.heldOrder.size(); ++i) {
        const TimelineIndex::Writer &w = writers[std::size_t(f.heldOrder[i])];
        f.heldEnds.push_back(w.end);
        // Row i + 1: row i with this writer applied at its held weight (after its end and
        // without a blend out placementWeight gives 1: the weight is the track's, exactly
        // as evaluateTimeline computes it).
        const double weight = 1.0 * w.trackWeight;
        const PoseSource source{w.placement, PoseState::Held, w.end};
        for (std::size_t j = 0; j < n; ++j) {
            BlendedValue x = f.heldStates[i * n + j];
            if (weight > 0.0)
                x.apply(f.held[std::size_t(f.heldOrder[i]) * n + j], weight, w.additive, source);
            f.heldStates[(i + 1) * n + j] = std::move(x);
        }
        const BlendedValue *row = &f.heldStates[(i + 1) * n];
        bool uniform = n > 0;
        for (std::size_t j = 0; uniform && j < n; ++j)
            uniform = row[j].present() && std::holds_alternative<double>(row[j].value()) && row[j].source() == row[0].source();
        f.heldRowUniform[i + 1] = uniform ? 1 : 0;
    }
}

/// The schedule of writers (in "later wins" order): a sweep over their starts and ends.
std::vector<TimelineIndex::Span> schedule(const std::vector<TimelineIndex::Writer> &writers)
{
    const std::vector<Event> events = eventsOf(writers);

    std::vector<TimelineIndex::Span> spans{{-std::numeric_limits<double>::infinity(), -1, false, false}};
    std::set<std::int32_t> active;
    std::int32_t held = -1; // the ended writer with the latest end, ties to the later
    for (std::size_t i = 0; i < events.size();) {
        const Event first = events[i];
        for (; i < events.size() && events[i].time == first.time && events[i].open == first.open; ++i) {
            const std::int32_t w = events[i].writer;
            if (!first.open) {
                active.insert(w);
                continue;
            }
            active.erase(w);
            const double e = writers[std::size_t(w)].end;
            if (held < 0 || e > writers[std::size_t(held)].end || (e == writers[std::size_t(held)].end && w > held))
                held = w;
        }
        const bool isHeld = active.empty() && held >= 0;
        const std::int32_t winner = active.empty() ? held : *active.rbegin();
        if (winner != spans.back().writer || isHeld != spans.back().held)
            spans.push_back({first.time, winner, first.open, isHeld});
    }
    return spans;
}

} // namespace

TimelineIndex::TimelineIndex(Timeline timeline) : m_timeline(std::move(timeline))
{
    buildKeys();
    buildFamilies();
}

void TimelineIndex::buildKeys()
{
    std::set<ChannelKey> keys;
    for (const Track &track : m_timeline.tracks())
        for (const PlacedClip &p : track.placedClips)
            for (const ClipChannel &c : p.clip->channels())
                keys.insert(c.key);
    auto table = std::make_shared<std::vector<ChannelKey>>(keys.begin(), keys.end());

    std::map<std::pair<QString, QString>, std::uint32_t> groups;
    std::vector<std::uint32_t> members;
    for (const ChannelKey &key : *table) {
        const auto [it, inserted] = groups.emplace(
            std::make_pair(key.target, writeGroup(m_timeline.propertySpace(), key.property)), std::uint32_t(groups.size()));
        if (inserted)
            members.push_back(0);
        ++members[it->second];
        m_keyGroups.push_back(it->second);
    }
    for (std::uint32_t n : members)
        m_sharedGroups.push_back(n > 1);
    m_keys = std::move(table);
}

void TimelineIndex::buildFamilies()
{
    const std::vector<ChannelKey> &keys = *m_keys;
    const std::vector<Placement> placements = placementsInOrder(m_timeline);
    // Each placement's timing once (a sync warp is computed here, not per key).
    std::vector<PlacementTiming> timings;
    timings.reserve(placements.size());
    for (const Placement &p : placements)
        timings.push_back(placementTiming(*p.placed));

    // Per key, its writers: (placement ordinal, channel), in order.
    std::vector<std::vector<std::pair<std::uint32_t, const ClipChannel *>>> writersOf(keys.size());
    for (std::size_t ord = 0; ord < placements.size(); ++ord) {
        for (const ClipChannel &c : placements[ord].placed->clip->channels()) {
            const auto k = std::lower_bound(keys.begin(), keys.end(), c.key) - keys.begin();
            writersOf[std::size_t(k)].push_back({std::uint32_t(ord), &c});
        }
    }

    // Keys with the same writers form a family.
    std::map<std::vector<std::uint32_t>, std::size_t> familyOf;
    for (std::size_t k = 0; k < keys.size(); ++k) {
        std::vector<std::uint32_t> ords;
        for (const auto &w : writersOf[k])
            ords.push_back(w.first);
        const auto [it, inserted] = familyOf.emplace(std::move(ords), m_families.size());
        if (inserted) {
            Family f;
            for (const auto &w : writersOf[k]) {
                const PlacedClip &p = *placements[w.first].placed;
                const PlacementTiming &timing = timings[w.first];
                const Track &track = m_timeline.track(placements[w.first].at.track);
                f.writers.push_back({placements[w.first].at, timing.start, p.start, p.speed, timing.end,
                                     p.clip->duration(), p.clip->loopMode(), timing.warp, p.blendIn, p.blendOut,
                                     p.hold, track.weight, track.blendMode == TrackBlendMode::Additive});
            }
            m_families.push_back(std::move(f));
        }
        m_families[it->second].keys.push_back(std::uint32_t(k));
    }

    std::uint32_t cursors = 0;
    for (Family &f : m_families) {
        const std::size_t n = f.keys.size();
        const std::size_t cells = f.writers.size() * n;
        f.splines.resize(cells);
        f.steps.resize(cells);
        f.held.resize(cells);
        for (std::size_t j = 0; j < n; ++j) {
            const std::uint32_t k = f.keys[j];
            f.keyPointers.push_back(&keys[k]);
            f.groups.push_back(keyInSharedGroup(k) ? std::int32_t(m_keyGroups[k]) : -1);
            const auto &ws = writersOf[k];
            for (std::size_t i = 0; i < ws.size(); ++i) {
                const ClipChannel &c = *ws[i].second;
                f.splines[i * n + j] = std::get_if<Spline>(&c.curve);
                f.steps[i * n + j] = std::get_if<StepChannel>(&c.curve);
                f.held[i * n + j] = clipChannelValue(c, timings[ws[i].first].heldClipTime());
            }
        }
        f.sharedGroupList.clear();
        for (const std::int32_t g : f.groups)
            if (g >= 0)
                f.sharedGroupList.push_back(g);
        std::sort(f.sharedGroupList.begin(), f.sharedGroupList.end());
        f.sharedGroupList.erase(std::unique(f.sharedGroupList.begin(), f.sharedGroupList.end()), f.sharedGroupList.end());
        f.allSplines.assign(f.writers.size(), 1);
        f.heldAllNumbers.assign(f.writers.size(), 1);
        f.heldNumbers.assign(cells, 0.0);
        for (std::size_t c = 0; c < cells; ++c) {
            if (!f.splines[c])
                f.allSplines[c / n] = 0;
            const double *number = f.held[c] ? std::get_if<double>(&*f.held[c]) : nullptr;
            if (number)
                f.heldNumbers[c] = *number;
            else
                f.heldAllNumbers[c / n] = 0;
        }
        f.spans = schedule(f.writers);
        if (m_timeline.poseMode() == TimelinePoseMode::Blended)
            blendedSchedule(f);
        for (std::size_t j = 0; j < n; ++j)
            m_familiesInKeyOrder = m_familiesInKeyOrder && f.keys[j] == cursors + j;
        f.firstCursor = cursors;
        cursors += std::uint32_t(n);
    }
}

std::int32_t TimelineIndex::findSpan(const Family &family, double t)
{
    const auto it = std::partition_point(family.spans.begin(), family.spans.end(),
                                         [t](const Span &s) { return s.reached(t); });
    return std::int32_t(it - family.spans.begin()) - 1;
}

std::int32_t TimelineIndex::findActiveSpan(const Family &family, double t)
{
    const auto it = std::partition_point(family.activeSpans.begin(), family.activeSpans.end(),
                                         [t](const ActiveSpan &s) { return s.reached(t); });
    return std::int32_t(it - family.activeSpans.begin()) - 1;
}

std::size_t TimelineIndex::heldBefore(const Family &family, double t)
{
    return std::size_t(std::partition_point(family.heldEnds.begin(), family.heldEnds.end(),
                                            [t](double e) { return t > e; })
                       - family.heldEnds.begin());
}

} // namespace knotline
