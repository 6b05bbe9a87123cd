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

/// How values between two samples are found, by the attribute's value type, as UsdStage
/// does with its default Linear interpolation type (Usd_LinearInterpolator / held for
/// types that do not interpolate). One rule for the layer stack's own samples and for
/// value-clip layers (core/valueclips).
enum class SampleInterpolation {
    Linear,      ///< in double (double, timecode, duration)
    LinearFloat, ///< as float: samples read rounded to float, the result rounded to float (float, half)
    Held,        ///< the earlier sample's value until the next sample (bool, int, string, …)
};

/// The interpolation of a scalar usda type name (without "[]"): Linear for double,
/// timecode and duration, LinearFloat for float and half, Held for everything else
/// (bool, int, uint, int64, uint64, uchar, string, token, …).
SampleInterpolation sampleInterpolationFor(const std::string &typeName);

/// The number a scalar time-sample value holds: numbers (UsdValue::toDouble), and the
/// bool atoms `true` / `false` as 1 / 0. nullopt for `None` and for anything else
/// (tuples, strings, arrays).
std::optional<double> scalarSampleValue(const UsdValue &value);

/// scalarSampleValue, rounded to float for LinearFloat (how a float sample is stored).
std::optional<double> sampleNumber(const UsdValue &value, SampleInterpolation interpolation);

/// The value between `lower` and `upper` at fraction `alpha`: GfLerp's
/// (1 − alpha) · lower + alpha · upper in double, rounded to float for LinearFloat;
/// `lower` for Held.
double interpolateSample(SampleInterpolation interpolation, double alpha, double lower, double upper);

/// Value of scalar samples at time code `t` (OpenUSD's time-sample rules): before the
/// first sample the first value, after the last the last value (held extrapolation),
/// at a sample its value, between two samples interpolateSample with alpha =
/// (t − t0) / (t1 − t0); a `None` sample blocks [its time, next sample), and a `None`
/// upper sample holds the lower value. Values are read with sampleNumber. Returns
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
