#pragma once
// ClipTimeMapping: a clip set's stage → clip time curve, built from its `times` pairs as
// ../shared/spec/timeline.md §3.3 states OpenUSD's rule (Usd_Clip's time mappings):
// entries sorted by stage time (stable); where two entries share a stage time T (a jump),
// the later one holds at T and the earlier one ends the segment before it, and the
// earlier one is listed as a time sample at T − SafeStep (OpenUSD keeps the jump's
// authored times for the mapping itself, so clip samples map back exactly); linear
// between entries; the first entry's clip time held before it and the last's after it;
// no entries = the identity. Stage times are root-layer time codes, clip times the clip
// layer's.
//
// The mapping itself is a TimeMap (core/time/TimeMap) with JumpRule::LaterKeyWins: the
// authored times, the later key winning at a jump. JumpRule::UsdSafeStep (moving the
// earlier key itself) is not what OpenUSD's golden values need: mapping through the moved
// key puts clip samples and values off by ~1e-9, so the sample list alone keeps
// T − SafeStep.
// This header includes no Qt.

#include "core/time/TimeMap.h"
#include "core/valueclips/ClipSet.h"

#include <cstddef>
#include <vector>

namespace knotline {

/// OpenUSD's UsdTimeCode::SafeStep(): DBL_EPSILON · 1e6 · 10 · 2 ≈ 4.44e-9 time codes.
double clipSafeStep();

class ClipTimeMapping {
public:
    /// One entry after sorting; `jumpStart` marks an entry whose next entry shares its
    /// stage time T (the segment after it is a jump); its sampleTime is T − SafeStep.
    struct Point {
        double stageTime = 0.0;  ///< as authored (root time)
        double clipTime = 0.0;
        bool jumpStart = false;
        double sampleTime = 0.0; ///< the stage time listed as a time sample
    };

    /// The part of the mapping that stage time t uses (what the inspector shows).
    struct Segment {
        enum class Kind {
            Identity, ///< no `times`: clip time = stage time
            Before,   ///< before the first entry: its clip time holds (`from` = `to` = it)
            Between,  ///< linear from `from` to `to` (`from.stageTime` ≤ t < `to.stageTime`)
            After,    ///< at or after the last entry: its clip time holds (`from` = `to` = it)
        };
        Kind kind = Kind::Identity;
        ClipTimePair from;
        ClipTimePair to;
        bool operator==(const Segment &) const = default;
    };

    ClipTimeMapping() = default;
    explicit ClipTimeMapping(std::vector<ClipTimePair> times);

    bool isIdentity() const { return m_points.empty(); }
    const std::vector<Point> &points() const { return m_points; }

    /// Clip time for stage time `stageTime` (finite).
    double clipTime(double stageTime) const;
    /// A cursor over the stage → clip time map: cursor.evaluate(t) is exactly clipTime(t),
    /// O(1) for times close to the previous one (TimeMap::Cursor). It refers to this
    /// mapping, which must outlive it and not move.
    TimeMap::Cursor cursor() const { return TimeMap::Cursor(m_map); }

    /// Stage times that map onto clip time `clipTime` through each segment that is not a
    /// jump and whose clip times cover it (both ends included); a flat segment at that clip
    /// time gives both its ends. Appended to `out` unsorted. For the identity: `clipTime`.
    void stageTimesOf(double clipTime, std::vector<double> *out) const;
    /// The segment stage time `stageTime` (finite) maps through; at a jump's stage time T
    /// the segment after it (the later entry wins, as clipTime does).
    Segment segmentAt(double stageTime) const;

private:
    std::vector<Point> m_points;
    TimeMap m_map; ///< stage → clip time; the identity without entries
};

} // namespace knotline
