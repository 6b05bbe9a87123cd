#pragma once
// Test and benchmark helper: deterministic Bezier splines with free (weighted) tangent
// widths where about one segment in twenty is regressive — the heavy case of issue 17
// item 12 (50 curves × 2,000 keys, about 4,900 regressive segments). Header-only and
// generated with SplitMix64 (no std distributions), so every machine gets the same curves.
//
// Shape of makeRegressiveSpline(knotCount, seed):
// - times: start at 0, gaps uniform in [0.5, 2) time codes;
// - values: a random walk, steps uniform in [-1, 1);
// - every segment is Curve (Bezier); slopes uniform in [-2, 2), the same on both sides;
// - normalized widths (width / adjacent gap) uniform in [0.1, 0.45) — except that with
//   probability 1/20 a segment gets a start width of 1.6 and an end width of 0.3 of its
//   span, which lies outside the one-vertical ellipse (regressive, see Regression.h);
// - anti-regression None, held extrapolation, so the authored tangents stay as generated.
// Throws std::runtime_error when the spline refuses the knots (a bug in this generator).

#include "core/spline/Spline.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace knotline::test {

inline Spline makeRegressiveSpline(std::size_t knotCount, std::uint64_t seed)
{
    std::uint64_t state = seed;
    auto unit = [&state] { // SplitMix64 → [0, 1) with 53 bits
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return static_cast<double>((z ^ (z >> 31)) >> 11) * 0x1.0p-53;
    };
    auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * unit(); };
    std::vector<double> times(knotCount);
    double t = 0.0;
    for (double &time : times) {
        time = t;
        t += uniform(0.5, 2.0);
    }
    std::vector<Knot> knots(knotCount);
    double value = 0.0;
    for (std::size_t i = 0; i < knotCount; ++i) {
        Knot &k = knots[i];
        k.time = times[i];
        k.value = value;
        value += uniform(-1.0, 1.0);
        k.nextInterp = Interpolation::Curve;
        const double slope = uniform(-2.0, 2.0);
        const double preGap = i > 0 ? times[i] - times[i - 1] : 1.0;
        const double postGap = i + 1 < knotCount ? times[i + 1] - times[i] : 1.0;
        k.pre = Tangent{preGap * uniform(0.1, 0.45), slope, TangentAlgorithm::None};
        k.post = Tangent{postGap * uniform(0.1, 0.45), slope, TangentAlgorithm::None};
    }
    for (std::size_t i = 0; i + 1 < knotCount; ++i) {
        if (unit() >= 0.05)
            continue;
        const double span = times[i + 1] - times[i];
        knots[i].post.width = 1.6 * span;
        knots[i + 1].pre.width = 0.3 * span;
    }
    Spline spline;
    spline.setAntiRegressionMode(AntiRegressionMode::None);
    auto check = [](const Status &status, const char *what) {
        if (!status.isOk())
            throw std::runtime_error(std::string("makeRegressiveSpline: ") + what + " refused: " + status.message());
    };
    check(spline.setCurveType(CurveType::Bezier), "setCurveType");
    check(spline.setKnots(std::move(knots)), "setKnots");
    return spline;
}

/// The issue 17 item 12 curve set: `channels` regressive splines of `knotCount` keys,
/// channel c seeded with 0x5245475245535356 ("REGRESSV") + 7919·c.
inline std::vector<Spline> regressiveSplineSet(std::size_t channels, std::size_t knotCount)
{
    std::vector<Spline> splines;
    splines.reserve(channels);
    for (std::size_t c = 0; c < channels; ++c)
        splines.push_back(makeRegressiveSpline(knotCount, 0x5245475245535356ull + 7919 * c));
    return splines;
}

} // namespace knotline::test
