#include "core/filters/CurveDeviation.h"

#include <algorithm>
#include <cmath>

namespace knotline {

CurveFunction mayaCurveFunction(const AnimCurve &curve)
{
    return [curve](double t) -> std::optional<double> {
        const Result<double> v = curve.evaluate(t);
        if (!v)
            return std::nullopt;
        return v.value();
    };
}

std::vector<double> deviationSampleTimes(double t0, double t1, int subdivisions, const std::vector<double> &extra)
{
    std::vector<double> times;
    if (!(t0 <= t1) || !std::isfinite(t0) || !std::isfinite(t1))
        return times;
    const int n = std::max(1, subdivisions);
    times.push_back(t0);
    if ((t1 - t0) * n > kMaxDeviationSamples) {
        for (double k = 1.0; k < kMaxDeviationSamples; k += 1.0)
            times.push_back(t0 + (t1 - t0) * (k / kMaxDeviationSamples));
    } else {
        // Multiples of 1/n strictly inside (t0, t1), computed from an integer counter so that
        // whole frames are hit exactly.
        const double first = std::floor(t0 * n) + 1.0;
        for (double k = first; k / n < t1; k += 1.0)
            times.push_back(k / n);
    }
    times.push_back(t1);
    for (double t : extra)
        if (t >= t0 && t <= t1)
            times.push_back(t);
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    return times;
}

Deviation largestDifference(const CurveFunction &a, const CurveFunction &b, double t0, double t1, int subdivisions,
                            const std::vector<double> &extra)
{
    Deviation d;
    for (double t : deviationSampleTimes(t0, t1, subdivisions, extra)) {
        ++d.samples;
        const std::optional<double> va = a(t);
        const std::optional<double> vb = b(t);
        double diff = 0.0;
        if (va.has_value() != vb.has_value())
            diff = std::numeric_limits<double>::infinity();
        else if (va)
            diff = std::abs(*va - *vb);
        if (std::isnan(d.time) || diff > d.largest) {
            d.largest = diff;
            d.time = t;
        }
    }
    return d;
}

std::vector<double> keyTimes(const AnimCurve &curve)
{
    std::vector<double> times;
    times.reserve(curve.numKeys());
    for (const Knot &k : curve.spline().knots())
        times.push_back(k.time);
    return times;
}

} // namespace knotline
