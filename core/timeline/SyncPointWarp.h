#pragma once
// SyncPointWarp: SmartBody's sync-point warp of one placed clip (spec/timeline.md §2, in the
// operation order of ../shared/golden/timeline/README.md "Sync-point warps", which follows
// SmartBody's BehaviorSchedulerConstantSpeed and srLinearCurve). From the clip's seven raw
// sync times, its duration, the placement's speed, start and sync requests it computes the
// seven knots (timeline seconds), the warp (a TimeMap from timeline seconds to clip-local
// seconds, right-continuous and clamped) and the blend ramps, and reports what the user
// should know about (dropped, reversed and collapsed requests, holds) as warnings.
//
// Departures from SmartBody are the golden README's: an absent or out-of-order raw point
// keeps its fixed-up time in the warp; the relax key sits at the relax knot; the motion cut
// and the blend curve are not modelled. A looping clip ignores its requests and plays
// unwarped (spec §2 rule 5).

#include "core/base/MessageId.h"
#include "core/base/Result.h"
#include "core/time/TimeMap.h"
#include "core/timeline/SyncPoint.h"

#include <array>
#include <string>
#include <vector>

namespace knotline {

/// What a warp is computed from. Times: raw in clip-local seconds, now and requests in
/// timeline seconds.
struct SyncWarpInput {
    SyncTimes raw;         ///< the clip's raw sync times; empty entries are points it lacks
    double duration = 0.0; ///< the clip's length: the clip time of the end key
    double speed = 1.0;    ///< v > 0 (BML `speed`, the seed's `time`)
    double now = 0.0;      ///< the placement's start (SmartBody's scheduler time)
    SyncTimes requests;    ///< requested timeline times per point (BML offsets added)
    bool loop = false;     ///< a looping clip: requests ignored, no warp
};

/// A condition of the warp the user is told about. `id` is one of SyncRequestDropped
/// (first: the point), SyncRequestsReversed, SyncRequestsCollapsed, SyncRequestsHold (first,
/// second: the two requested points of the pair) or SyncRequestsIgnoredForLoop.
struct SyncWarpWarning {
    MessageId id = MessageId::Plain;
    SyncPoint first = SyncPoint::Start;
    SyncPoint second = SyncPoint::Start;
    /// The English text (messageText of the id with the points' BML names).
    std::string message() const;
    bool operator==(const SyncWarpWarning &) const = default;
};

struct SyncWarp {
    /// The seven knots, timeline seconds, indexed by SyncPoint (absent points included, at
    /// their fixed-up times).
    std::array<double, kSyncPointCount> knots{};
    /// Timeline seconds -> clip-local seconds: keys (knot_i, m_i) with m_i the fixed-up raw
    /// time and the end key at the duration, sorted stably by knot. For a looping clip the
    /// affine map (t - now) * speed.
    TimeMap warp;
    /// knot[Ready] - knot[Start] and knot[End] - knot[Relax], timeline seconds. Negative
    /// when the requests are reversed (which is warned about).
    double blendIn = 0.0;
    double blendOut = 0.0;
    /// In the order found: dropped requests by point, then the pairs by point.
    std::vector<SyncWarpWarning> warnings;
};

/// Computes the warp (spec §2). The rules, in order: requests on absent raw points are
/// dropped; scaled times s_i = 0.0 + (1 / speed) * raw_i; both s and raw made monotone
/// from start (an absent point takes the previous value, a smaller one is raised to it,
/// starting from 0); knots for 0, 1 or 2+ requests as the golden README's rule 4 says.
/// Errors (nothing computed): speed <= 0 (SyncWarpSpeedNotPositive), any time, the
/// duration, speed or now not finite (SyncWarpNotFinite, naming the field).
Result<SyncWarp> computeSyncWarp(const SyncWarpInput &input);

} // namespace knotline
