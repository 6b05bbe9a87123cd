#pragma once
// TimeSamples: an attribute's `.timeSamples` (time code → value), and their evaluation
// for scalar numbers with USD's rules. This header includes no Qt.

#include "core/document/UsdValue.h"

#include <optional>
#include <vector>

namespace knotline {

struct TimeSample {
    double time = 0.0; ///< time code
    UsdValue value;    ///< `None` = a value block from this sample to the next

    bool operator==(const TimeSample &) const = default;
};

/// Samples sorted by strictly increasing time.
using TimeSamples = std::vector<TimeSample>;

/// Value of scalar numeric samples at time code `t` (USD linear interpolation):
/// before the first sample the first value, after the last the last value, between two
/// samples linear interpolation; a `None` sample blocks [its time, next sample), and a
/// `None` upper sample holds the lower value. Returns nullopt for a block, for no
/// samples and for values that are not single numbers.
std::optional<double> evalTimeSamples(const TimeSamples &samples, double t);

/// Sorts by time; a later sample at an equal time replaces the earlier one.
void normalizeTimeSamples(TimeSamples &samples);

} // namespace knotline
