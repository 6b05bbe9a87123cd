#include "core/analysis/CurveDiff.h"

#include "core/spline/Diff.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace knotline {

namespace {

/// |a(t) − b(t)|: 0 where neither has a value, +inf where only one has.
double differenceAt(const Spline &a, const Spline &b, double t)
{
    const std::optional<double> va = a.eval(t);
    const std::optional<double> vb = b.eval(t);
    if (!va && !vb)
        return 0.0;
    if (!va || !vb)
        return std::numeric_limits<double>::infinity();
    return std::abs(*va - *vb);
}

/// The time between `inside` (beyond the tolerance) and `outside` (within it) where the
/// difference starts to exceed the tolerance, to kDiffSpanRefineSteps halvings.
double refineEdge(const Spline &a, const Spline &b, double inside, double outside, double tolerance)
{
    for (int i = 0; i < kDiffSpanRefineSteps; ++i) {
        const double mid = 0.5 * (inside + outside);
        if (mid == inside || mid == outside)
            break;
        if (differenceAt(a, b, mid) > tolerance)
            inside = mid;
        else
            outside = mid;
    }
    return inside;
}

std::vector<double> knotTimesIn(const Spline &s, double t0, double t1, std::vector<double> times)
{
    for (const Knot &k : s.knots())
        if (k.time >= t0 && k.time <= t1)
            times.push_back(k.time);
    return times;
}

/// Samples [lo, hi] into `report`, extending or opening spans.
void sampleInterval(const Spline &a, const Spline &b, double lo, double hi, double tolerance, int subdivisions,
                    CurveDiffReport &report)
{
    const std::vector<double> extra = knotTimesIn(b, lo, hi, knotTimesIn(a, lo, hi, {}));
    const std::vector<double> times = deviationSampleTimes(lo, hi, subdivisions, extra);
    bool open = false;
    for (std::size_t i = 0; i < times.size(); ++i) {
        const double t = times[i];
        const double d = differenceAt(a, b, t);
        ++report.samples;
        if (d > report.largest) {
            report.largest = d;
            report.time = t;
        }
        if (!(d > tolerance)) {
            if (open)
                report.spans.back().end = refineEdge(a, b, report.spans.back().end, t, tolerance);
            open = false;
            continue;
        }
        if (!open) {
            const double start = i > 0 ? refineEdge(a, b, t, times[i - 1], tolerance) : t;
            report.spans.push_back(CurveDiffSpan{start, t, d, t});
            open = true;
        }
        CurveDiffSpan &span = report.spans.back();
        span.end = t;
        if (d > span.largest) {
            span.largest = d;
            span.time = t;
        }
    }
}

} // namespace

CurveDiffReport diffCurves(const Spline &a, const Spline &b, double t0, double t1, double tolerance,
                           int subdivisions)
{
    CurveDiffReport report;
    if (!(t0 <= t1) || !std::isfinite(t0) || !std::isfinite(t1))
        return report;
    tolerance = std::max(0.0, tolerance);
    for (const auto &[start, end] : diff(a, b)) {
        const double lo = std::max(start, t0);
        const double hi = std::min(end, t1);
        if (lo > hi)
            continue;
        report.identical = false;
        sampleInterval(a, b, lo, hi, tolerance, subdivisions, report);
    }
    // Intervals are disjoint, but a span ending on one interval's end and one starting on the
    // next interval's start may touch: merge them.
    std::vector<CurveDiffSpan> merged;
    for (const CurveDiffSpan &s : report.spans) {
        if (!merged.empty() && merged.back().end >= s.start) {
            CurveDiffSpan &m = merged.back();
            m.end = std::max(m.end, s.end);
            if (s.largest > m.largest) {
                m.largest = s.largest;
                m.time = s.time;
            }
            continue;
        }
        merged.push_back(s);
    }
    report.spans = std::move(merged);
    return report;
}

std::pair<double, double> keyedSpan(const Spline &a, const Spline &b)
{
    std::optional<double> lo, hi;
    for (const Spline *s : {&a, &b}) {
        if (s->knots().empty())
            continue;
        const double first = s->knots().front().time;
        const double last = s->knots().back().time;
        lo = lo ? std::min(*lo, first) : first;
        hi = hi ? std::max(*hi, last) : last;
    }
    if (!lo)
        return {0.0, 0.0};
    return {*lo, *hi};
}

} // namespace knotline
