#include "core/io/SampleBake.h"

#include "core/spline/Bake.h"
#include "core/spline/EvalCursor.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

struct Jump {
    double time;
    std::optional<double> left, right;
};

std::vector<Jump> findJumps(const Spline &spline, double lo, double hi, double tolerance)
{
    std::vector<Jump> jumps;
    if (spline.isEmpty() || !(lo < hi))
        return jumps;
    std::vector<Knot> boundaries;
    if (!knotsWithLoopsBaked(spline, lo, hi, &boundaries))
        boundaries = spline.knots();
    for (const Knot &k : boundaries) {
        if (!(k.time > lo && k.time <= hi))
            continue;
        const std::optional<double> left = spline.evalPreValue(k.time);
        const std::optional<double> right = spline.eval(k.time);
        const bool jump = left.has_value() != right.has_value()
            || (left && right && std::abs(*left - *right) > tolerance);
        if (jump)
            jumps.push_back(Jump{k.time, left, right});
    }
    return jumps;
}

} // namespace

bool interpolateBakedSamples(const std::vector<BakedSample> &s, double t, double *value)
{
    if (s.empty())
        return false;
    const auto upper = std::upper_bound(s.begin(), s.end(), t,
                                        [](double time, const BakedSample &b) { return time < b.time; });
    if (upper == s.begin()) {
        *value = s.front().value;
        return !s.front().blocked;
    }
    const BakedSample &a = *(upper - 1);
    if (a.blocked)
        return false;
    if (upper == s.end() || a.time == t || upper->blocked) {
        *value = a.value;
        return true;
    }
    const BakedSample &b = *upper;
    *value = a.value + (b.value - a.value) * ((t - a.time) / (b.time - a.time));
    return true;
}

SampleBakeResult bakeSplineSamples(const Spline &spline, const TimeCodeRange &range,
                                   const SampleBakeOptions &options)
{
    SampleBakeResult result;
    const std::size_t n = range.size();
    const bool ascending = range.stride() > 0.0;
    const double lo = ascending ? range.start() : range.at(n - 1);
    const double hi = ascending ? range.at(n - 1) : range.start();

    const std::vector<Jump> jumps = findJumps(spline, lo, hi, options.jumpTolerance);
    result.samples.reserve(n + 2 * jumps.size());

    EvalCursor cursor(spline);
    std::size_t j = 0;
    const auto push = [&](double t, const std::optional<double> &v) {
        BakedSample s;
        s.time = t;
        s.blocked = !v.has_value();
        s.value = v.value_or(0.0);
        result.samples.push_back(s);
    };
    double previous = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < n; ++i) {
        const double t = range.at(ascending ? i : n - 1 - i);
        // Jumps strictly before this grid time (and after the previous sample).
        while (j < jumps.size() && jumps[j].time <= t) {
            const Jump &jump = jumps[j++];
            double before = options.jumpGap > 0.0 ? jump.time - options.jumpGap
                                                  : std::nextafter(jump.time, -std::numeric_limits<double>::infinity());
            if (!(before > previous))
                before = std::nextafter(jump.time, -std::numeric_limits<double>::infinity());
            if (before > previous) {
                push(before, options.jumpGap > 0.0 ? spline.eval(before) : jump.left);
                ++result.jumpSamples;
                previous = before;
            }
            if (jump.time < t) {
                push(jump.time, jump.right);
                ++result.jumpSamples;
                previous = jump.time;
            }
        }
        push(t, cursor.eval(t));
        previous = t;
    }

    if (options.probesPerInterval > 0 && result.samples.size() > 1) {
        EvalCursor probe(spline);
        const int p = options.probesPerInterval;
        const auto &s = result.samples;
        for (std::size_t i = 0; i + 1 < s.size(); ++i) {
            const BakedSample &a = s[i], &b = s[i + 1];
            for (int k = 1; k <= p; ++k) {
                const double t = a.time + (b.time - a.time) * (static_cast<double>(k) / (p + 1));
                if (!(t > a.time && t < b.time))
                    continue;
                const std::optional<double> want = probe.eval(t);
                std::optional<double> got;
                if (!a.blocked)
                    got = b.blocked ? a.value : a.value + (b.value - a.value) * ((t - a.time) / (b.time - a.time));
                double error = 0.0;
                if (want.has_value() != got.has_value())
                    error = std::numeric_limits<double>::infinity();
                else if (want)
                    error = std::abs(*want - *got);
                if (error > result.maxError) {
                    result.maxError = error;
                    result.maxErrorTime = t;
                }
            }
        }
    }
    return result;
}

} // namespace knotline
