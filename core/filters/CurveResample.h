#pragma once
// CurveResample: replaces the keys of a time range with keys at a regular stride (Maya's
// Graph Editor Curves ▸ Resample Curve): a key at the range start, then every `stride`
// time codes, and one at the range end when the stride does not land on it. Each new key
// takes the original curve's value there (AnimCurve::evaluate, Maya rules) and the given
// tangent type on both sides. The old keys inside the range are removed; keys outside it
// stay. This header includes no Qt.
//
// Units: times, the range and the stride are time codes (frames), values value units.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/filters/CurveDeviation.h"

#include <cstddef>
#include <optional>

namespace knotline {

struct ResampleOptions {
    double stride = 1.0; ///< time codes between new keys, > 0
    /// The range [start, end] in time codes; nullopt: the curve's first and last key.
    std::optional<double> start, end;
    MayaTangentType tangentType = MayaTangentType::Auto; ///< both sides of every new key
};

struct ResampleReport {
    std::size_t keysBefore = 0;
    std::size_t keysAfter = 0;
    /// Largest difference from the original curve over the range (CurveDeviation samples).
    Deviation deviation;
};

/// Resamples `fn`'s curve as described above in one AnimCurveFn::addKeys, recorded in
/// `change`. Errors (nothing changed): a stride that is not a positive finite number
/// (FilterStrideInvalid); an empty curve (FilterTooFewKeys); a range that is not finite or
/// reversed (FilterTimeRangeInvalid); a range giving more than 1,000,000
/// keys (FilterStrideInvalid); no value at a new key's time (a value block).
Result<ResampleReport> resampleCurve(AnimCurveFn &fn, const ResampleOptions &options,
                                     AnimCurveChange *change = nullptr);

/// The new key times of resampleCurve: start, start + stride, …, and end. Preconditions as
/// checked there.
std::vector<double> resampleTimes(double start, double end, double stride);

} // namespace knotline
