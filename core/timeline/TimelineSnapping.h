#pragma once
// TimelineSnapping: where a dragged time lands in the timeline view. Times are timeline
// seconds. In order: the nearest of the other placements' edges (start and end of every
// placement not being dragged) and the current time, when it is within `tolerance`
// seconds (the view passes a few pixels' worth); else the nearest whole frame of the
// document's frame rate (frame k at k / framesPerSecond). The view skips snapping while Alt
// is held.

#include "core/timeline/Timeline.h"

#include <set>
#include <vector>

namespace knotline {

struct SnapTargets {
    std::vector<double> edges;      ///< seconds, sorted
    double framesPerSecond = 24.0;  ///< > 0; frames are at k / framesPerSecond
};

/// The edges of every placement of `timeline` not in `excluded`, plus `currentSeconds`.
SnapTargets snapTargets(const Timeline &timeline, const std::set<PlacementIndex> &excluded, double currentSeconds,
                        double framesPerSecond);

/// `t` snapped as described above.
double snapTime(double t, const SnapTargets &targets, double tolerance);

/// The snapped offset for moving the interval [start, end] by `delta`: whichever of the
/// moved start and end is nearer an edge within `tolerance` lands on it; else the moved
/// start lands on a whole frame.
double snapMoveDelta(double start, double end, double delta, const SnapTargets &targets, double tolerance);

} // namespace knotline
