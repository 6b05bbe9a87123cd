#pragma once
// Deterministic test splines and time arrays for the benchmarks (bench_spline_eval,
// bench_spline_sample). Everything is generated from a fixed seed with SplitMix64, so the
// splines and times are identical on every machine and compiler (std distributions are
// not portable between standard libraries, hence the hand-rolled mapping to doubles).

#include "core/spline/Regression.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace knotline::bench {

/// SplitMix64: tiny, fast, fully specified pseudo-random generator.
class Rng {
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// Uniform double in [0, 1) with 53 random bits.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    /// Uniform double in [lo, hi).
    double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }

private:
    std::uint64_t m_state;
};

/// A spline of `knotCount` knots (>= 2) for benchmarking, with looping extrapolation
/// (pre: loop oscillate, post: loop repeat) over the whole knot range.
/// - Times: start at 0, gaps uniform in [0.5, 2) time codes (mean 1.25).
/// - Values: a random walk, steps uniform in [-1, 1).
/// - Interpolation: Curve, except every 50th segment is Held and every 50th (offset 25)
///   is Linear.
/// - Bezier tangents: slopes uniform in [-2, 2), the same on both sides; each width is
///   uniform in [0.1, 0.45) of its adjacent interval, so every segment's normalized
///   widths sum to < 0.9 and no segment is regressive (nothing for anti-regression to do).
/// - Hermite: the same knots; Spline::setKnots applies the Hermite width rule.
/// Throws std::runtime_error when the spline refuses the knots or a Bezier segment is
/// regressive (a bug in this generator).
inline Spline makeBenchSpline(std::size_t knotCount, CurveType curveType,
                              std::uint64_t seed = 0x4B4E4F544C494E45ull /* "KNOTLINE" */)
{
    Rng rng(seed ^ (knotCount * 0x9E3779B97F4A7C15ull));
    std::vector<double> times(knotCount);
    double t = 0.0;
    for (std::size_t i = 0; i < knotCount; ++i) {
        times[i] = t;
        t += rng.uniform(0.5, 2.0);
    }
    std::vector<Knot> knots(knotCount);
    double value = 0.0;
    for (std::size_t i = 0; i < knotCount; ++i) {
        Knot &k = knots[i];
        k.time = times[i];
        k.value = value;
        value += rng.uniform(-1.0, 1.0);
        if (i % 50 == 49)
            k.nextInterp = Interpolation::Held;
        else if (i % 50 == 24)
            k.nextInterp = Interpolation::Linear;
        else
            k.nextInterp = Interpolation::Curve;
        const double slope = rng.uniform(-2.0, 2.0);
        const double preGap = i > 0 ? times[i] - times[i - 1] : 1.0;
        const double postGap = i + 1 < knotCount ? times[i + 1] - times[i] : 1.0;
        k.pre = Tangent{preGap * rng.uniform(0.1, 0.45), slope, TangentAlgorithm::None};
        k.post = Tangent{postGap * rng.uniform(0.1, 0.45), slope, TangentAlgorithm::None};
    }
    Spline spline;
    auto check = [](const Status &status, const char *what) {
        if (!status.isOk())
            throw std::runtime_error(std::string("makeBenchSpline: ") + what + " refused: " + status.message());
    };
    check(spline.setCurveType(curveType), "setCurveType");
    check(spline.setKnots(std::move(knots)), "setKnots");
    check(spline.setPreExtrapolation(Extrapolation{ExtrapolationMode::LoopOscillate, 0.0, {}}),
          "setPreExtrapolation");
    check(spline.setPostExtrapolation(Extrapolation{ExtrapolationMode::LoopRepeat, 0.0, {}}),
          "setPostExtrapolation");
    if (curveType == CurveType::Bezier && hasRegressiveTangents(spline))
        throw std::runtime_error("makeBenchSpline: generated regressive tangents");
    return spline;
}

/// Memoized makeBenchSpline: building a 100,000-knot spline takes a while and every
/// benchmark of a given size and curve type should use the very same spline.
inline const Spline &benchSpline(std::size_t knotCount, CurveType curveType)
{
    static std::map<std::pair<std::size_t, int>, std::unique_ptr<Spline>> cache;
    auto &slot = cache[{knotCount, static_cast<int>(curveType)}];
    if (!slot)
        slot = std::make_unique<Spline>(makeBenchSpline(knotCount, curveType));
    return *slot;
}

/// The benchmark spline of `knotCount` knots (>= 20) with an inner loop: the prototype
/// spans knots [n/4, n/4 + n/10) (time of the first to time of the last), 2 pre loops and
/// 3 post loops, value offset 1.5. The loops shadow the authored knots they cover, so the
/// evaluation table has about 1.2·n knots. Memoized like benchSpline.
inline const Spline &innerLoopBenchSpline(std::size_t knotCount, CurveType curveType)
{
    static std::map<std::pair<std::size_t, int>, std::unique_ptr<Spline>> cache;
    auto &slot = cache[{knotCount, static_cast<int>(curveType)}];
    if (!slot) {
        Spline spline = makeBenchSpline(knotCount, curveType);
        const std::size_t first = knotCount / 4, last = first + knotCount / 10;
        const LoopParams loop{spline.knots()[first].time, spline.knots()[last].time, 2, 3, 1.5};
        if (!spline.setInnerLoopParams(loop).isOk() || !spline.hasInnerLoops())
            throw std::runtime_error("innerLoopBenchSpline: inner loop refused");
        slot = std::make_unique<Spline>(std::move(spline));
    }
    return *slot;
}

/// The time interval the eval benchmarks draw from: the knot range widened by 10% of its
/// length on each side, so about 1/6 of the times fall in the looping extrapolation.
inline std::pair<double, double> benchInterval(const Spline &spline)
{
    const double first = spline.knots().front().time;
    const double last = spline.knots().back().time;
    const double margin = 0.1 * (last - first);
    return {first - margin, last + margin};
}

/// `count` times uniform in [lo, hi), in generation order (random access pattern).
inline std::vector<double> randomTimes(std::size_t count, double lo, double hi,
                                       std::uint64_t seed = 0x54494D4553ull /* "TIMES" */)
{
    Rng rng(seed);
    std::vector<double> out(count);
    for (double &x : out)
        x = rng.uniform(lo, hi);
    return out;
}

/// The same as randomTimes, sorted increasing (sequential access pattern).
inline std::vector<double> sortedTimes(std::size_t count, double lo, double hi)
{
    std::vector<double> out = randomTimes(count, lo, hi);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace knotline::bench
