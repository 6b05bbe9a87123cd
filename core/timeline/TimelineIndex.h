#pragma once
// TimelineIndex: a timeline prepared for evaluation at many times (playback, scrubbing),
// the data TimelineCursor walks. Immutable; share it as std::shared_ptr<const TimelineIndex>.
// It holds a copy of the timeline (cheap: clips are shared), so the index stays valid
// whatever happens to the Timeline it was made from; rebuild it after an edit.
//
// What it holds. Only counted placements (spec/timeline.md §1.6: not on a muted track, on a
// soloed one when any is soloed, enabled) take part. Keys (target, property) sorted, each
// with its write group. Keys written by exactly the same placed clips form a *family* (typically the channels of one track's
// clips); a family's *schedule* says, for every stretch of timeline time, which of its
// placements wins (Active or Held) or that it is at rest. The stretches start at the
// placements' starts a (s + trimIn; a warp's earliest knot + trimIn: PlacementTiming) ("from
// t >= a on") and ends e ("from t > e on"), the
// very comparisons of spec/timeline.md §1.4, so no boundary moves: at every t the schedule
// names the winner evaluateTimeline picks. Held values (the value at wrap((e − s) · v)) are
// computed once here.
//
// For a blended timeline (§1.7) each family also has the blended schedule: the stretches
// over which the set of active writers is fixed (each with its writers in placement order),
// and the writers that hold after their end (no blend out) in the held order (end, then
// placement order), with, for every prefix of that order, the blend they give (held
// weights are constant), so that a cursor applies only the active writers at t.
//
// Cost: building is O(C log C) for C = placed clips × channels; memory O(C).

#include "core/time/TimeMap.h"
#include "core/timeline/ChannelKey.h"
#include "core/timeline/ClipChannel.h"
#include "core/timeline/LoopMode.h"
#include "core/timeline/PoseBlend.h"
#include "core/timeline/PoseValue.h"
#include "core/timeline/Timeline.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace knotline {

class TimelineIndex {
public:
    explicit TimelineIndex(Timeline timeline);

    const Timeline &timeline() const { return m_timeline; }
    /// Every key some placement writes, sorted (target, then property).
    const std::shared_ptr<const std::vector<ChannelKey>> &keys() const { return m_keys; }

    // ---- internal layout (read by TimelineCursor) -------------------------------------
    /// One placed clip of a family, with the numbers evaluation needs.
    struct Writer {
        PlacementIndex placement;
        double start = 0.0;    ///< a: where it starts playing (s + trimIn, PlacementTiming::start)
        double anchor = 0.0;   ///< s: clip time is wrap((t − s) · v)
        double speed = 1.0;    ///< v
        double end = 0.0;      ///< e = s + w / v
        double duration = 1.0; ///< the clip's d
        LoopMode mode = LoopMode::Once;
        /// The sync-point warp (PlacementTiming.h); null: wrap((t − s) · v). With a warp,
        /// start and end are its earliest and latest knots.
        std::shared_ptr<const TimeMap> warp;
        double blendIn = 0.0;     ///< seconds (blended pose)
        double blendOut = 0.0;    ///< seconds (blended pose)
        bool hold = true;         ///< PlacedClip::hold (blended pose)
        double trackWeight = 1.0; ///< its track's weight (blended pose)
        bool additive = false;    ///< its track is additive (blended pose)
    };
    /// Blended schedule: from `from` on (t > from when `open`, else t >= from) the writers
    /// Family::activeWriters[first, first + count) are active, in placement order.
    struct ActiveSpan {
        double from = 0.0;
        std::uint32_t first = 0;
        std::uint32_t count = 0;
        bool open = false;

        bool reached(double t) const { return open ? t > from : t >= from; }
    };
    /// From `from` on (t > from when `open`, else t >= from) the family shows `writer`
    /// (index into Family::writers; -1: at rest), active or held.
    struct Span {
        double from = 0.0;
        std::int32_t writer = -1;
        bool open = false;
        bool held = false;

        bool reached(double t) const { return open ? t > from : t >= from; }
    };
    /// A family: its keys, its writers and, in writers.size() rows of keys.size(), the
    /// channel each writer plays for each key (a spline or a step channel) and its value
    /// after the writer's end (none: a value block).
    struct Family {
        std::vector<std::uint32_t> keys;           ///< indices into keys(), increasing
        std::vector<const ChannelKey *> keyPointers; ///< per key, into keys()
        std::vector<std::int32_t> groups;          ///< per key: its shared write group, or -1
        std::vector<Writer> writers;               ///< in "later wins" order (track, then clip)
        std::vector<const Spline *> splines;       ///< per writer and key; null for a step channel
        std::vector<const StepChannel *> steps;    ///< per writer and key; null for a spline
        std::vector<std::optional<PoseValue>> held; ///< per writer and key
        std::vector<Span> spans;                   ///< by increasing start; spans[0] is at rest from -inf
        std::uint32_t firstCursor = 0;             ///< sum of keys.size() of the families before
        // For the cursor's fast paths (the same values as above, laid out flat):
        std::vector<std::int32_t> sharedGroupList; ///< the distinct shared write groups of keys, increasing
        std::vector<std::uint8_t> allSplines;      ///< per writer: 1 when every key's channel is a spline
        std::vector<std::uint8_t> heldAllNumbers;  ///< per writer: 1 when every key's held value is a number
        std::vector<double> heldNumbers;           ///< per writer and key: the held number (when heldAllNumbers)
        // Blended schedule (empty for a raw timeline):
        std::vector<ActiveSpan> activeSpans;       ///< by increasing start; activeSpans[0] from -inf
        std::vector<std::int32_t> activeWriters;   ///< the writers of every active span, concatenated
        std::vector<std::int32_t> heldOrder;       ///< writers without a blend out, by (end, placement order)
        std::vector<double> heldEnds;              ///< their ends, in heldOrder's order
        /// The blend of every key after the first k writers of heldOrder were applied in
        /// that order (row k of keys.size() states, k = 0 … heldOrder.size()): what the held
        /// placements give before the active ones apply (PoseBlend.h). Held weights do not
        /// change with t (1 · the track's weight), so these are computed once.
        std::vector<BlendedValue> heldStates;
        /// Per row of heldStates: 1 when every key's state there is a number written by one
        /// and the same placement (the cursor copies such a row into the pose as it is).
        std::vector<std::uint8_t> heldRowUniform;
    };

    const std::vector<Family> &families() const { return m_families; }
    /// Write group of each key (index into the groups; keys of one group share a target).
    const std::vector<std::uint32_t> &keyGroups() const { return m_keyGroups; }
    /// Per group: true when more than one key writes it (only those need filtering).
    const std::vector<bool> &sharedGroups() const { return m_sharedGroups; }
    std::size_t groupCount() const { return m_sharedGroups.size(); }
    /// True when the key at `index` shares its write group with another key.
    bool keyInSharedGroup(std::size_t index) const { return m_sharedGroups[m_keyGroups[index]]; }
    /// True when the families, in order, hold the keys 0, 1, 2, … in order (each family a
    /// run of consecutive keys: e.g. every track animating its own target), so a pose can
    /// be written family after family and comes out sorted.
    bool familiesInKeyOrder() const { return m_familiesInKeyOrder; }
    /// The span of `family` that holds at `t`: the last one reached (binary search);
    /// -1 for NaN.
    static std::int32_t findSpan(const Family &family, double t);
    /// The blended schedule's active span at `t` (binary search); -1 for NaN.
    static std::int32_t findActiveSpan(const Family &family, double t);
    /// How many of the family's held-order writers have ended before `t` (t > end).
    static std::size_t heldBefore(const Family &family, double t);

private:
    void buildKeys();
    void buildFamilies();

    Timeline m_timeline;
    std::shared_ptr<const std::vector<ChannelKey>> m_keys;
    std::vector<std::uint32_t> m_keyGroups;
    std::vector<bool> m_sharedGroups;
    std::vector<Family> m_families;
    bool m_familiesInKeyOrder = true;
};

} // namespace knotline
