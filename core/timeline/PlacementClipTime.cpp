#include "core/timeline/PlacementClipTime.h"

#include "core/time/TimeCode.h"
#include "core/timeline/PlacementTimeMap.h"
#include "core/timeline/PlacementTiming.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

namespace {

/// The best timeline time found so far for a clip time: smallest clip-time error first,
/// then nearest to the current time.
struct Candidate {
    double time = 0.0;
    double error = std::numeric_limits<double>::infinity();
    double distance = std::numeric_limits<double>::infinity();
    bool found = false;

    void offer(double t, double err, double near)
    {
        constexpr double kSameError = 1e-12;
        const double d = std::abs(t - near);
        if (!found || err < error - kSameError || (std::abs(err - error) <= kSameError && d < distance)) {
            time = t;
            error = err;
            distance = d;
            found = true;
        }
    }
};

/// Offers the point of the linear piece (p0, m0)–(p1, m1), p0 < p1, that plays clip time
/// `c`, or its end nearest in clip time when it never does.
void offerPiece(Candidate &best, double p0, double m0, double p1, double m1, double c, double near)
{
    if (m0 == m1) { // a hold: every time in it plays m0
        best.offer(std::clamp(near, p0, p1), std::abs(m0 - c), near);
        return;
    }
    const double lo = std::min(m0, m1), hi = std::max(m0, m1);
    if (c >= lo && c <= hi) {
        const double t = p0 + (c - m0) / (m1 - m0) * (p1 - p0);
        best.offer(std::clamp(t, p0, p1), 0.0, near);
        return;
    }
    best.offer(p0, std::abs(m0 - c), near);
    best.offer(p1, std::abs(m1 - c), near);
}

} // namespace

double PlacementClipTime::clipTimeCode(double timelineTimeCode) const
{
    return secondsToTimeCode(map.evaluate(timeCodeToSeconds(timelineTimeCode, timeCodesPerSecond)), timeCodesPerSecond);
}

double PlacementClipTime::timelineTimeCodeFor(double clipTimeCode, double nearTimelineTimeCode) const
{
    const double c = timeCodeToSeconds(clipTimeCode, timeCodesPerSecond);
    const double near = timeCodeToSeconds(nearTimelineTimeCode, timeCodesPerSecond);
    // Only the times it plays at count: from where it starts playing (a trimmed head plays
    // nothing).
    const double a = placementTiming(placed).start;
    if (map.isAffine()) { // increasing: a hidden clip time is nearest at a
        const std::optional<TimeMap> inverse = map.inverse();
        return inverse ? secondsToTimeCode(std::max(inverse->evaluate(c), a), timeCodesPerSecond) : nearTimelineTimeCode;
    }
    const std::vector<TimeMapKey> &keys = map.keys();
    Candidate best;
    const double first = std::max(keys.front().input, a);
    best.offer(first, std::abs(map.evaluate(first) - c), near);
    for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
        if (!(keys[i].input < keys[i + 1].input) || keys[i + 1].input < a)
            continue;
        if (keys[i].input < a) // the piece across a: from a on
            offerPiece(best, a, map.evaluate(a), keys[i + 1].input, keys[i + 1].output, c, near);
        else
            offerPiece(best, keys[i].input, keys[i].output, keys[i + 1].input, keys[i + 1].output, c, near);
    }
    // The held tail after the last key plays its output for ever.
    const TimeMapKey &last = keys.back();
    best.offer(std::max({near, last.input, a}), std::abs(last.output - c), near);
    return secondsToTimeCode(best.time, timeCodesPerSecond);
}

QString PlacementClipTime::describe(const Timeline &timeline) const
{
    const QLocale locale;
    const Track &track = timeline.tracks()[index.track];
    const QString clipName = placed.clip->label().isEmpty()
                                 ? QCoreApplication::translate("PlacementClipTime", "(unnamed clip)")
                                 : placed.clip->label();
    // The track's title as its header shows it: name, else target root, else its number.
    const QString trackName = !track.name.isEmpty()         ? track.name
                              : !track.targetRoot.isEmpty() ? track.targetRoot
                                                            : QCoreApplication::translate("PlacementClipTime", "Track %1").arg(index.track + 1);
    return QCoreApplication::translate("PlacementClipTime", "%1 on %2, %3 s – %4 s")
        .arg(clipName, trackName, locale.toString(placed.activeStart(), 'g', 4), locale.toString(placed.end(), 'g', 4));
}

PlacementClipTime placementClipTime(const Timeline &timeline, PlacementIndex index, double timeCodesPerSecond)
{
    PlacementClipTime out;
    out.index = index;
    out.placed = timeline.placedClip(index);
    Result<TimeMap> map = placementTimeMap(out.placed);
    if (!map) // more cycles than a map holds: clip time as the plain formula gives it
        map = TimeMap::shiftThenScale(out.placed.start, out.placed.speed);
    out.map = std::move(map.value());
    out.timeCodesPerSecond = timeCodesPerSecond;
    out.placements = timeline.playCount(out.placed.clip.get());
    out.counts = timeline.placementCounts(index);
    return out;
}

} // namespace knotline
