#pragma once
// TimelineIndex: a timeline prepared for evaluation at many times (playback, scrubbing),
// the data TimelineCursor walks. Immutable; share it as std::shared_ptr<const TimelineIndex>.
// It holds a copy of the timeline (cheap: clips are shared), so the index stays valid
// whatever happens to the Timeline it was made from; rebuild it after an edit.
//
// What it holds. Keys (target, property) sorted, each with its write group. Keys written by
// exactly the same placed clips form a *family* (typically the channels of one track's
// clips); a family's *schedule* says, for every stretch of timeline time, which of its
// placements wins (Active or Held) or that it is at rest. The stretches start at the
// placements' starts s ("from t >= s on") and ends e ("from t > e on"), the very comparisons
// of spec/timeline.md §1.4, so no boundary moves: at every t the schedule names the
// winner evaluateTimeline picks. Held values (the value at wrap((e − s) · v)) are computed
// once here.
//
// Cost: building is O(C log C) for C = placed clips × channels; memory O(C).

#include "core/timeline/ChannelKey.h"
#include "core/timeline/ClipChannel.h"
#include "core/timeline/LoopMode.h"
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
        double start = 0.0;    ///< s
        double speed = 1.0;    ///< v
        double end = 0.0;      ///< e = s + w / v
        double duration = 1.0; ///< the clip's d
        LoopMode mode = LoopMode::Once;
    };
    /// The channel a writer plays for one key of its family.
    struct Channel {
        const Spline *spline = nullptr;    ///< numeric channel, or null
        const StepChannel *step = nullptr; ///< step channel, or null
        std::optional<PoseValue> held;     ///< its value after the writer's end (none: value block)
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
    struct Family {
        std::vector<std::uint32_t> keys; ///< indices into keys(), increasing
        std::vector<Writer> writers;     ///< in "later wins" order (track, then clip)
        std::vector<Channel> channels;   ///< writers.size() rows of keys.size()
        std::vector<Span> spans;         ///< by increasing start; spans[0] is at rest from -inf
        std::uint32_t firstCursor = 0;   ///< sum of keys.size() of the families before
    };

    const std::vector<Family> &families() const { return m_families; }
    /// Write group of each key (index into the groups; keys of one group share a target).
    const std::vector<std::uint32_t> &keyGroups() const { return m_keyGroups; }
    /// Per group: true when more than one key writes it (only those need filtering).
    const std::vector<bool> &sharedGroups() const { return m_sharedGroups; }
    std::size_t groupCount() const { return m_sharedGroups.size(); }
    /// The span of `family` that holds at `t`: the last one reached (binary search);
    /// -1 for NaN.
    static std::int32_t findSpan(const Family &family, double t);

private:
    void buildKeys();
    void buildFamilies();

    Timeline m_timeline;
    std::shared_ptr<const std::vector<ChannelKey>> m_keys;
    std::vector<std::uint32_t> m_keyGroups;
    std::vector<bool> m_sharedGroups;
    std::vector<Family> m_families;
};

} // namespace knotline
