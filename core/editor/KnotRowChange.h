#pragma once
// KnotRowChange: which keys (rows of a knot table) of one curve an edit replaced.
// This header includes no Qt.

#include <cstddef>

namespace knotline {

class AnimCurve;

/// Keys [first, first + removed) of the curve before the edit became keys
/// [first, first + inserted) after it; the keys before `first` are unchanged and the keys
/// after the range are unchanged but shifted by inserted - removed. An edit that changed
/// no key (only extrapolation, say) has removed == inserted == 0.
struct KnotRowChange {
    std::size_t first = 0;
    std::size_t removed = 0;
    std::size_t inserted = 0;
    bool operator==(const KnotRowChange &) const = default;
};

/// The smallest KnotRowChange taking `before`'s keys to `after`'s: the longest common run
/// of keys (knot and Maya key info equal) at the front and then at the back; every key
/// when the curve type or weightedness changed (each key reads differently then). O(n).
KnotRowChange knotRowChange(const AnimCurve &before, const AnimCurve &after);

} // namespace knotline
