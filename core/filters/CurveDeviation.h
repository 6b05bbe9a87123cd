#pragma once
// CurveDeviation: the largest difference between two curves over a time span, measured
// the way an animator checks a filter or a conversion: at every whole time code (frame)
// in the span, at `subdivisions` − 1 evenly spaced sub-frames between neighbouring frames,
// at the span's ends and at extra times the caller names (the keys). Used by the curve
// filters (CurveSimplify, CurveResample) to report and bound their error and by the Maya ↔
// OpenUSD round-trip check (core/io/RoundTripCheck.h). This header includes no Qt.
//
// Units: times are time codes, differences value units.

#include "core/animcurve/AnimCurve.h"

#include <cstddef>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace knotline {

/// A curve as a function of time code: nullopt where it has no value (a value block, an
/// evaluation error).
using CurveFunction = std::function<std::optional<double>(double time)>;

/// AnimCurve::evaluate (Maya rules) as a CurveFunction; nullopt where it fails.
CurveFunction mayaCurveFunction(const AnimCurve &curve);

struct Deviation {
    /// Largest |a(t) − b(t)| over the samples, value units; +infinity when at some sample
    /// one curve has a value and the other has none; 0 for no samples.
    double largest = 0.0;
    /// Time code of the first sample where `largest` was measured; NaN for no samples.
    double time = std::numeric_limits<double>::quiet_NaN();
    /// Number of sample times compared.
    std::size_t samples = 0;
};

/// Sub-frames per frame used by the filters unless told otherwise (every 1/8 time code).
constexpr int kDeviationSubdivisions = 8;

/// At most this many evenly spaced times are sampled over a span (plus the extra times), so
/// a curve with keys a million frames apart costs memory and time in proportion to this,
/// not to its span.
constexpr double kMaxDeviationSamples = 1.0e6;

/// The sample times of [t0, t1] described above, ascending and distinct: t0, every
/// multiple of 1 / subdivisions strictly inside, t1, and the `extra` times inside [t0, t1].
/// A span of N frames gives about N · subdivisions samples; when that is more than
/// kMaxDeviationSamples, the times inside are kMaxDeviationSamples evenly spaced ones
/// instead (coarser than a sub-frame). Empty when t0 > t1 or either is not finite;
/// subdivisions below 1 count as 1.
std::vector<double> deviationSampleTimes(double t0, double t1, int subdivisions,
                                         const std::vector<double> &extra = {});

/// Largest difference between `a` and `b` at deviationSampleTimes(t0, t1, subdivisions,
/// extra). Samples where neither has a value agree.
Deviation largestDifference(const CurveFunction &a, const CurveFunction &b, double t0, double t1,
                            int subdivisions = kDeviationSubdivisions, const std::vector<double> &extra = {});

/// The key times of `curve` (time codes, ascending).
std::vector<double> keyTimes(const AnimCurve &curve);

} // namespace knotline
