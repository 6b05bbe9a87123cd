#pragma once
// CurveDiff: where two curves differ and by how much — the buffer-curve diff view's numbers
// (a curve against its buffer snapshot, or two curves against each other). The spline diff
// (core/spline/Diff.h, OpenUSD TsSpline::Diff) says where the splines may evaluate
// differently; only those intervals are sampled, at the frames and sub-frames of
// CurveDeviation (core/filters/CurveDeviation.h) and at both splines' knot times, so curves
// that differ in one segment cost that segment. Consecutive samples whose |a − b| exceeds
// a tolerance form a span; each span's ends are refined by bisection between the last
// sample within the tolerance and the first one beyond it. This header includes no Qt.
//
// Units: times are time codes, differences value units. Values are Ts evaluation
// (Spline::eval, the post side at a knot): a difference only in a dual-valued knot's
// pre-value is not measured.

#include "core/filters/CurveDeviation.h"

#include <cstddef>
#include <limits>
#include <utility>
#include <vector>

namespace knotline {

class Spline;

/// A time range where two curves differ by more than the tolerance.
struct CurveDiffSpan {
    double start = 0.0; ///< time code where the difference first exceeds the tolerance
    double end = 0.0;   ///< time code where it last does (== start for a single sample)
    double largest = 0.0; ///< largest |a − b| in the span; +infinity where only one has a value
    double time = 0.0;    ///< time code of the first sample where `largest` was measured
};

struct CurveDiffReport {
    /// Largest |a − b| over all samples (0 when none or identical); +infinity when at some
    /// sample one curve has a value (not a value block) and the other has none.
    double largest = 0.0;
    /// Time code of the first sample where `largest` was measured; NaN when largest is 0.
    double time = std::numeric_limits<double>::quiet_NaN();
    /// Spans beyond the tolerance, ascending and disjoint.
    std::vector<CurveDiffSpan> spans;
    /// Sample times compared (0 for identical splines: nothing needs sampling).
    std::size_t samples = 0;
    /// True when the spline diff reports no interval in [t0, t1]: the curves are the same
    /// function there, bit for bit.
    bool identical = true;
};

/// Bisection steps refining each span end (the end is then within (sample step) / 2^steps).
constexpr int kDiffSpanRefineSteps = 24;

/// Compares `a` and `b` over [t0, t1] (time codes; t0 <= t1, both finite, else an empty,
/// identical report) as described above, with `subdivisions` sub-frames per frame (< 1 counts
/// as 1) and spans where |a − b| > `tolerance` (value units, >= 0; a negative one counts as 0).
/// Where neither has a value the curves agree. Never fails.
CurveDiffReport diffCurves(const Spline &a, const Spline &b, double t0, double t1, double tolerance,
                           int subdivisions = kDeviationSubdivisions);

/// The time span a diff view compares by default: from the earliest to the latest knot of
/// either spline, as {t0, t1}; {0, 0} when both are empty.
std::pair<double, double> keyedSpan(const Spline &a, const Spline &b);

} // namespace knotline
