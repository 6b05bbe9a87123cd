#pragma once
// The key range a curve filter works on (internal to core/filters). Includes no Qt.

#include "core/animcurve/AnimCurve.h"
#include "core/base/Result.h"

#include <cstddef>
#include <optional>
#include <utility>

namespace knotline::detail {

/// Keys [first, last] of `curve` (inclusive): `range` when it lies inside the curve and
/// first <= last, every key for nullopt. Errors: FilterKeyRangeInvalid (1-based numbers),
/// FilterTooFewKeys when the range has fewer than `minKeys` keys.
Result<std::pair<std::size_t, std::size_t>> filterKeyRange(const AnimCurve &curve,
                                                           std::optional<std::pair<std::size_t, std::size_t>> range,
                                                           std::size_t minKeys);

} // namespace knotline::detail
