#include "core/io/SampleBake.h"

#include "core/spline/EvalData.h"
#include "core/spline/EvalCursor.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

struct Jump {
    double time;
    std::optional<double> left, right;
};

bool isJump(const Spline &spline, double t, double tolerance, Jump *out)
{
    const std::optional<double> left = spline.evalPreValue(t);
    const std::optional<double> right = spline.eval(t);
    if (left.has_value() == right.has_value() && (!left || std::abs(*left - *right) <= tolerance))
        return false;
    *out = Jump{t, left, right};
    return true;
}

// Jumps can only happen at segment boundaries: the resolved knots (inner-loop copies
// included) and, in looping extrapolation, the copies of the looped region's boundaries.
// A copy's interior jumps are the region's interior jumps moved (or mirrored, for odd
// oscillate copies), so the region is searched once and each copy checks only those
// times and its own two ends — instead of evaluating at every copied knot.
std::vector<Jump> findJumps(const Spline &spline, double lo, double hi, double tolerance)
{
    std::vector<Jump> jumps;
    const detail::EvalData &d = spline.evalData();
    if (d.empty() || !(lo < hi))
        return jumps;
    const std::vector<double> &times = d.times;
    const auto check = [&](double t) {
        Jump j;
        if (t > lo && t <= hi && isJump(spline, t, tolerance, &j))
            jumps.push_back(j);
    };
    // Knot region.
    for (auto it = std::upper_bound(times.begin(), times.end(), lo); it != times.end() && *it <= hi; ++it)
        check(*it);
    // Looping extrapolation.
    for (const detail::ResolvedExtrapolation *e : {&d.pre, &d.post}) {
        if (!e->isLooping() || e->loopEnd <= e->loopStart)
            continue;
        const bool post = e == &d.post;
        const double a = times[e->loopStart], b = times[e->loopEnd];
        const double span = b - a;
        if (!(span > 0.0))
            continue;
        std::vector<double> offsets{0.0}; // region times (offset from a) where a jump can repeat
        for (std::size_t i = e->loopStart + 1; i < e->loopEnd; ++i) {
            Jump j;
            if (isJump(spline, times[i], tolerance, &j))
                offsets.push_back(times[i] - a);
        }
        offsets.push_back(span);
        const bool oscillate = e->mode == ExtrapolationMode::LoopOscillate;
        // Copy n (n >= 1) covers [last + (n-1)S, last + nS] after the knots, or
        // [first - nS, first - (n-1)S] before them.
        const double anchor = post ? times.back() : times.front();
        const double far = post ? hi : lo;
        const double copies = std::ceil(std::abs(far - anchor) / span);
        if (!(copies >= 1.0) || copies > 1e9)
            continue;
        const auto nMax = static_cast<long long>(copies);
        for (long long n = 1; n <= nMax; ++n) {
            const double copyStart = post ? anchor + static_cast<double>(n - 1) * span : anchor - static_cast<double>(n) * span;
            if (copyStart > hi || copyStart + span < lo)
                continue;
            const bool mirrored = oscillate && (n % 2 == 1);
            for (double o : offsets)
                check(mirrored ? copyStart + span - o : copyStart + o);
        }
    }
    std::sort(jumps.begin(), jumps.end(), [](const Jump &x, const Jump &y) { return x.time < y.time; });
    jumps.erase(std::unique(jumps.begin(), jumps.end(), [](const Jump &x, const Jump &y) { return x.time == y.time; }),
                jumps.end());
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
