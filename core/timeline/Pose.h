#pragma once
// Pose: what a timeline shows at one time (spec/timeline.md §1.4): for every (target,
// property) that is not at rest, its value and where it came from (the pose inspector's
// provenance): the placed clip that won it, whether that clip is playing (Active) or has
// ended and holds its end value (Held), and the time it was written at (t when active, the
// placement's end e when held).
//
// Entries are sorted by key (target, then property). A key at rest (no placement writing
// it has started) is absent; so is a key whose winning placement has no value there (a
// spline's value block).

#include "core/timeline/ChannelKey.h"
#include "core/timeline/PoseValue.h"
#include "core/timeline/Timeline.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace knotline {

enum class PoseState {
    Active, ///< the winning placement plays at t (s <= t <= e)
    Held,   ///< it has ended (t > e); its value at the window end holds
};

struct PoseSource {
    PlacementIndex placement; ///< the placed clip that won the key (track, clip: 0-based)
    PoseState state = PoseState::Active;
    double writtenAt = 0.0; ///< timeline seconds: t when active, the placement's end when held

    friend bool operator==(const PoseSource &, const PoseSource &) = default;
};

struct PoseEntry {
    const ChannelKey *keyPointer = nullptr; ///< into the pose's key table (see Pose)
    PoseValue value;
    PoseSource source;

    const ChannelKey &key() const { return *keyPointer; }
};

class Pose {
public:
    Pose();

    /// The entries, sorted by key.
    const std::vector<PoseEntry> &entries() const { return m_entries; }
    std::size_t size() const { return m_entries.size(); }
    bool isEmpty() const { return m_entries.empty(); }
    /// The entry of `key`, or nullptr when the key is absent. O(log n).
    const PoseEntry *find(const ChannelKey &key) const;
    bool contains(const ChannelKey &key) const { return find(key) != nullptr; }
    /// The value of `key`, or nullopt when absent.
    std::optional<PoseValue> value(const ChannelKey &key) const;

    /// Same keys, values and sources; numbers compare with ==, so 0.0 equals -0.0 (see
    /// identicalPoses for bits).
    friend bool operator==(const Pose &a, const Pose &b);

private:
    friend class PoseWriter;
    /// Keeps the keys the entries point to alive (shared with the evaluator).
    std::shared_ptr<const std::vector<ChannelKey>> m_keys;
    std::vector<PoseEntry> m_entries;
    /// Which TimelineCursor evaluation wrote the entries (a process-wide unique number;
    /// 0: another writer): a cursor writing into the pose it wrote last may keep the
    /// entries that have not changed. Copies carry it with the entries they copy.
    std::uint64_t m_writtenBy = 0;
};

/// True when both poses have the same keys, sources and values, numbers compared bit for
/// bit (what the sequential path promises against evaluateTimeline).
bool identicalPoses(const Pose &a, const Pose &b);

/// Internal: fills a Pose (used by the evaluators in core/timeline).
class PoseWriter {
public:
    /// Empties `pose` (keeping its capacity) and makes its entries point into `keys`.
    static void reset(Pose &pose, std::shared_ptr<const std::vector<ChannelKey>> keys);
    /// Appends an entry; keys must come in increasing order.
    static PoseEntry &append(Pose &pose) { return pose.m_entries.emplace_back(); }
    /// Makes `pose`'s entries point into `keys`, keeping its entries (to be overwritten).
    static void bind(Pose &pose, const std::shared_ptr<const std::vector<ChannelKey>> &keys)
    {
        if (pose.m_keys != keys)
            pose.m_keys = keys;
    }
    static std::vector<PoseEntry> &entries(Pose &pose) { return pose.m_entries; }
    static const std::shared_ptr<const std::vector<ChannelKey>> &keys(const Pose &pose) { return pose.m_keys; }
    /// The cursor evaluation that wrote `pose` (0: none; see Pose::m_writtenBy).
    static std::uint64_t writtenBy(const Pose &pose) { return pose.m_writtenBy; }
    static void setWrittenBy(Pose &pose, std::uint64_t id) { pose.m_writtenBy = id; }
};

} // namespace knotline
