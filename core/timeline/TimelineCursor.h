#pragma once
// TimelineCursor: the sequential path for playback (issue 13). Evaluates a TimelineIndex
// at any sequence of times and gives exactly the poses evaluateTimeline gives, bit for bit
// (values, provenance, written-at times), in any order of times; it is fastest when times
// increase in small steps (frame after frame).
//
// It remembers, per family of keys (TimelineIndex.h), the stretch of the schedule the last
// time fell in, and per key an EvalCursor (core/spline/EvalCursor.h) on the spline of the
// placement that last played it; a time in the same or the next stretch, and clip times
// in the same or the next spline segment, are answered without a search. Otherwise it
// searches (binary search on the schedule, the spline's own lookup), so a jump costs what
// evaluating at a random time costs.
//
// A blended timeline (spec/timeline.md §1.7) is evaluated per family from the index's
// blended schedule: the blend the held writers that ended before t give (precomputed, held
// weights do not change), then the active span's writers weighted at t and applied as
// PoseBlend.h says (from the last active replace one of weight 1 on, which sets the value
// whatever came before), so the poses are evaluateTimeline's bit for bit there too.
//
// A cursor is not thread-safe (it updates its memory on every call); use one per thread.
// The index (and so the timeline copy it holds) is kept alive by the cursor.

#include "core/spline/EvalCursor.h"
#include "core/timeline/Pose.h"
#include "core/timeline/TimelineIndex.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace knotline {

class TimelineCursor {
public:
    /// A cursor over `index` (must not be null).
    explicit TimelineCursor(std::shared_ptr<const TimelineIndex> index);
    /// A cursor over its own index of a copy of `timeline`.
    explicit TimelineCursor(const Timeline &timeline);

    const TimelineIndex &index() const { return *m_index; }

    /// The pose at timeline time `t` (seconds, any double), as evaluateTimeline(
    /// index().timeline(), t) gives it, bit for bit.
    Pose evaluate(double t);
    /// The same into `out`, reusing its storage (no allocation once it has grown).
    void evaluate(double t, Pose &out);

private:
    struct FamilyState {
        std::int32_t span = -1;     ///< the schedule stretch of the previous time
        std::int32_t loaded = -1;   ///< the writer whose splines m_splines holds
        std::int32_t loaded2 = -1;  ///< blended: the writer whose splines m_splines2 holds
        std::int32_t previous = -1; ///< the writer that was active at the previous time
        /// The held span whose entries the previous evaluation wrote, and where in the
        /// pose (-1: none): the same span at the same place need not be written again.
        std::int32_t heldSpan = -1;
        std::uint32_t heldAt = 0;
        std::int32_t activeSpan = -1; ///< blended: the active span of the previous time
    };
    /// Blended: one active writer's contribution at the current time.
    struct Contribution {
        std::int32_t writer = -1;
        double weight = 0.0;
        double clipTime = 0.0; ///< the clip time it shows
        PoseSource source;
    };
    struct Slot {
        std::uint64_t stamp = 0; ///< == m_stamp: written by the current evaluation
        PoseValue value;
        PoseSource source;
    };

    std::int32_t locate(const TimelineIndex::Family &family, std::int32_t hint, double t) const;
    /// One family's keys at t, through write().
    void evaluateFamily(std::size_t family, double t);
    /// The same for a blended timeline.
    void evaluateFamilyBlended(std::size_t family, double t);
    /// Records the entry of key `j` of family `f`: straight into the pose when the families
    /// are in key order, else into the key's slot.
    template <class Value>
    void write(const TimelineIndex::Family &f, std::size_t j, Value &&value, const PoseSource &source);
    /// Notes `writtenAt` for shared write group `g`; flags when an entry will be hidden.
    void noteGroup(std::int32_t g, double writtenAt);
    /// Fast path (families in key order): room for `n` more entries of *m_out, at m_count.
    PoseEntry *reserveEntries(std::size_t n);
    /// Fast path: takes the `written` entries at m_count (all of family `f` written at
    /// `writtenAt`) and notes their shared groups.
    void commitEntries(const TimelineIndex::Family &f, std::size_t written, double writtenAt);
    /// The same when the entries may have been written at different times (each noted with
    /// its own source's written-at).
    void commitEntriesEachOwn(const TimelineIndex::Family &f, std::size_t written);
    /// The slots in key order into m_out (when the families are not in key order).
    void gatherSlots();
    /// Removes the entries a later write to their group hides.
    void removeHidden();

    std::shared_ptr<const TimelineIndex> m_index;
    std::vector<FamilyState> m_families;
    std::vector<EvalCursor> m_splines; ///< per family key (Family::firstCursor + j)
    /// Blended: a second row, for the second of two active writers (a crossfade).
    std::vector<EvalCursor> m_splines2;
    std::vector<Slot> m_slots;         ///< per key
    std::vector<std::uint64_t> m_groupStamp;
    std::vector<double> m_groupLatest; ///< the latest written-at of each shared group
    std::uint64_t m_stamp = 0;
    bool m_hidden = false;                 ///< some entry of this evaluation is hidden
    std::vector<Contribution> m_contributions; ///< blended: scratch, one family's
    bool m_blended = false;                    ///< the index's timeline is blended
    std::vector<PoseEntry> *m_out = nullptr; ///< the pose being written
    std::size_t m_count = 0;               ///< entries written to *m_out
    std::uint64_t m_lastWrite = 0;         ///< the id of the previous evaluation (Pose::m_writtenBy)
    bool m_reuse = false;                  ///< *m_out holds the previous evaluation's entries
};

} // namespace knotline
