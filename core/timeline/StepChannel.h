#pragma once
// StepChannel: a clip channel of strings or booleans (spec/timeline.md §1.1, §1.3). Each
// key's value holds from its time until the next key's time. Before the first key the first
// value shows, at and after the last key the last value. Two keys at one time: the later
// one wins from that time on (the earlier one is never shown).
//
// Times are clip-local seconds. A cheap value type (shared key list, copy on write).

#include "core/base/Result.h"

#include <QString>

#include <cstddef>
#include <memory>
#include <variant>
#include <vector>

namespace knotline {

/// The value of one step key.
using StepValue = std::variant<QString, bool>;

struct StepKey {
    double time = 0.0; ///< clip-local seconds, finite
    StepValue value;

    friend bool operator==(const StepKey &, const StepKey &) = default;
};

class StepChannel {
public:
    /// A channel with no key (not valid in a clip: Clip refuses it).
    StepChannel();

    /// A channel with `keys`, which must have finite times that do not decrease (equal
    /// times are allowed: the later key wins from that time on). Errors (nothing made):
    /// MessageId::StepKeyTimeNotFinite, MessageId::StepKeyTimesDecrease, naming the key by
    /// its 1-based number.
    static Result<StepChannel> make(std::vector<StepKey> keys);

    const std::vector<StepKey> &keys() const;
    bool isEmpty() const { return keys().empty(); }

    /// Index of the key whose value shows at clip-local time `u`: the last key with
    /// time <= u, or the first key when u is before it (and for NaN). Precondition: not
    /// empty. O(log n).
    std::size_t keyIndexAt(double u) const;
    /// The value at clip-local time `u` (the key of keyIndexAt). Precondition: not empty.
    const StepValue &valueAt(double u) const { return keys()[keyIndexAt(u)].value; }

    friend bool operator==(const StepChannel &a, const StepChannel &b)
    {
        return a.m_keys == b.m_keys || a.keys() == b.keys();
    }

private:
    explicit StepChannel(std::shared_ptr<const std::vector<StepKey>> keys);
    std::shared_ptr<const std::vector<StepKey>> m_keys;
};

} // namespace knotline
