#include "core/timeline/TimelineSnapping.h"

#include "core/timeline/PlacementTiming.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace knotline {

namespace {

/// The edge nearest `t`, when within `tolerance`.
std::optional<double> nearestEdge(double t, const SnapTargets &targets, double tolerance)
{
    std::optional<double> best;
    const auto it = std::lower_bound(targets.edges.begin(), targets.edges.end(), t);
    for (auto c : {it, it == targets.edges.begin() ? it : std::prev(it)}) {
        if (c == targets.edges.end())
            continue;
        if (std::abs(*c - t) <= tolerance && (!best || std::abs(*c - t) < std::abs(*best - t)))
            best = *c;
    }
    return best;
}

double nearestFrame(double t, double fps)
{
    return std::round(t * fps) / fps;
}

} // namespace

SnapTargets snapTargets(const Timeline &timeline, const std::set<PlacementIndex> &excluded, double currentSeconds,
                        double framesPerSecond)
{
    SnapTargets targets;
    targets.framesPerSecond = framesPerSecond > 0.0 && std::isfinite(framesPerSecond) ? framesPerSecond : 24.0;
    for (std::size_t t = 0; t < timeline.trackCount(); ++t) {
        for (std::size_t c = 0; c < timeline.track(t).placedClips.size(); ++c) {
            if (excluded.contains(PlacementIndex{t, c}))
                continue;
            const PlacementTiming timing = placementTiming(timeline.track(t).placedClips[c]);
            targets.edges.push_back(timing.start);
            targets.edges.push_back(timing.end);
        }
    }
    if (std::isfinite(currentSeconds))
        targets.edges.push_back(currentSeconds);
    std::sort(targets.edges.begin(), targets.edges.end());
    return targets;
}

double snapTime(double t, const SnapTargets &targets, double tolerance)
{
    if (const std::optional<double> edge = nearestEdge(t, targets, tolerance))
        return *edge;
    return nearestFrame(t, targets.framesPerSecond);
}

double snapMoveDelta(double start, double end, double delta, const SnapTargets &targets, double tolerance)
{
    const std::optional<double> a = nearestEdge(start + delta, targets, tolerance);
    const std::optional<double> b = nearestEdge(end + delta, targets, tolerance);
    if (a && (!b || std::abs(*a - (start + delta)) <= std::abs(*b - (end + delta))))
        return *a - start;
    if (b)
        return *b - end;
    return nearestFrame(start + delta, targets.framesPerSecond) - start;
}

} // namespace knotline
