#pragma once
// RetimingCurve: what the retiming chart draws (issue 15): stage (timeline) time → clip
// time of one placed clip or one USD value-clip set, as straight pieces, over a stage-time
// interval [from, to], with the places where the mapping jumps or turns round.
//
// Units are the caller's: a placed clip's pieces are timeline seconds → clip-local
// seconds (PlacementTiming, spec/timeline.md §1.1–§2); a clip set's are root-layer time
// codes → clip time codes (ClipTimeMapping, spec §3.3). The chart scales them.
//
// Pieces, in stage-time order, each Forward (clip time rises with stage time), Reverse
// (falls: a ping-pong's way back, a reversed warp) or Hold (flat: a clip that plays once and
// has reached its end inside a longer window, a sync warp stopping, a placement after its
// end holding its last value, a clip set before its first or after its last `times` entry).
// Consecutive pieces meet, except at a jump (a loop wrapping from the clip's end to its
// start, two warp or `times` entries at one stage time): jumps lists those stage times.
// reversals lists the stage times where the direction turns (Forward ↔ Reverse, directly or
// across a hold). syncPoints are a sync warp's knots (stage, clip); atRestBefore is where a
// placement starts (before it, it writes nothing: no piece). A looping placement shows at
// most kMaxCycles cycles of the interval (truncated is set when it would show more).

#include "core/time/TimeMap.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace knotline {

struct PlacedClip;
struct ClipSet;

struct RetimingPiece {
    enum class Kind { Forward, Reverse, Hold };
    Kind kind = Kind::Forward;
    double stage0 = 0.0, clip0 = 0.0; ///< start (stage0 <= stage1)
    double stage1 = 0.0, clip1 = 0.0; ///< end
    friend bool operator==(const RetimingPiece &, const RetimingPiece &) = default;
};

struct RetimingCurve {
    static constexpr std::size_t kMaxCycles = 2000;

    std::vector<RetimingPiece> pieces;
    std::vector<double> jumps;
    std::vector<double> reversals;
    std::vector<TimeMapKey> syncPoints;
    std::optional<double> atRestBefore;
    bool truncated = false;
};

/// The retiming of `placed` (its clip set; speed > 0, as a Timeline keeps it) over
/// [from, to] (timeline seconds; from < to): at rest before its start, then its clip time
/// as PlacementTiming gives it (loops and ping-pong cycles, the sync warp's knots when it
/// has sync requests and plays once), then held at its end value.
RetimingCurve placementRetiming(const PlacedClip &placed, double from, double to);

/// The retiming of clip set `set` over [from, to] (root-layer time codes; from < to): its
/// `times` pairs as ClipTimeMapping reads them (held before the first and after the last;
/// the identity when it has none).
RetimingCurve clipSetRetiming(const ClipSet &set, double from, double to);

} // namespace knotline
