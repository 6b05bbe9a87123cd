#pragma once
// TimeSamples: an attribute's `.timeSamples` (time code → value), and their evaluation
// for scalar numbers with USD's rules. This header includes no Qt.

#include "core/document/UsdValue.h"

#include <optional>
#include <string>
#include <vector>

namespace knotline {

struct TimeSample {
    double time = 0.0; ///< time code
    UsdValue value;    ///< `None` = a value block from this sample to the next
    bool operator==(const TimeSample &) const = default;
};

/// Samples sorted by strictly increasing time.
using TimeSamples = std::vector<TimeSample>;

/// How values between two samples are found (OpenUSD: linear for interpolatable value
/// types, held for the others; UsdInterpolationTypeLinear / Held).
enum class SampleInterpolation {
    Linear, ///< straight line between the two samples
    Held,   ///< the earlier sample's value until the next sample
};

/// The interpolation OpenUSD uses for time samples of a scalar usda type: Linear for the
/// floating types (double, float, half) and timecode, Held for everything else (bool,
/// int, uint, int64, uint64, uchar, string, token, …). Takes the type name without "[]".
SampleInterpolation sampleInterpolationFor(const std::string &typeName);

/// The number a scalar time-sample value holds: numbers (UsdValue::toDouble), and the
/// bool atoms `true` / `false` as 1 / 0. nullopt for `None` and for anything else
/// (tuples, strings, arrays).
std::optional<double> scalarSampleValue(const UsdValue &value);

/// Value of scalar samples at time code `t` (OpenUSD's time-sample rules): before the
/// first sample the first value, after the last the last value (held extrapolation),
/// at a sample its value, between two samples linear interpolation (`Linear`) or the
/// earlier value (`Held`); a `None` sample blocks [its time, next sample), and a `None`
/// upper sample holds the lower value. Values are read with scalarSampleValue. Returns
/// nullopt for a block, for no samples and for values that are not single numbers.
std::optional<double> evalTimeSamples(const TimeSamples &samples, double t,
                                      SampleInterpolation interpolation = SampleInterpolation::Linear);

/// Sorts by time; a later sample at an equal time replaces the earlier one.
void normalizeTimeSamples(TimeSamples &samples);

/// The samples with every time mapped by `map` (a layer offset's apply: increasing or
/// decreasing), sorted again. Precondition: `map` is strictly monotonic.
template <class Map>
TimeSamples retimedTimeSamples(const TimeSamples &samples, Map &&map)
{
    TimeSamples out = samples;
    for (TimeSample &s : out)
        s.time = map(s.time);
    normalizeTimeSamples(out);
    return out;
}

} // namespace knotline
