#pragma once
// Test and benchmark helper: deterministic Bezier splines with free (weighted) tangent
// widths where about one segment in twenty is regressive — the heavy case of issue 17
// item 12 (50 curves × 2,000 keys, about 4,900 regressive segments). Header-only and
// generated with SplitMix64 (no std distributions), so every machine gets the same curves.
//
// makeRegressiveSpline(knotCount, seed) starts from bench::makeBenchSpline (times with
// gaps in [0.5, 2) time codes, a random-walk value, slopes in [-2, 2), normalized widths
// in [0.1, 0.45)) and then:
// - makes every segment Curve (Bezier), so any may be regressive;
// - with probability 1/20 gives a segment a start width of 1.6 and an end width of 0.3
//   of its span, outside the one-vertical ellipse (regressive, see Regression.h);
// - sets anti-regression None and held extrapolation, so the authored tangents stay.
// Throws std::runtime_error when the spline refuses the knots (a bug in this generator).

#include "core/spline/Spline.h"
#include "tests/benchmarks/BenchSplines.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace knotline::test {

inline Spline makeRegressiveSpline(std::size_t knotCount, std::uint64_t seed)
{
    std::vector<Knot> knots = bench::makeBenchSpline(knotCount, CurveType::Bezier, seed).knots();
    bench::Rng rng(seed ^ 0x5245475245535356ull /* "REGRESSV" */);
    for (std::size_t i = 0; i + 1 < knots.size(); ++i) {
        knots[i].nextInterp = Interpolation::Curve;
        if (rng.unit() >= 0.05)
            continue;
        const double span = knots[i + 1].time - knots[i].time;
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
/// channel c seeded with 0x4B4E4F54 + 7919·c (the bench_canvas seeds).
inline std::vector<Spline> regressiveSplineSet(std::size_t channels, std::size_t knotCount)
{
    std::vector<Spline> splines;
    splines.reserve(channels);
    for (std::size_t c = 0; c < channels; ++c)
        splines.push_back(makeRegressiveSpline(knotCount, 0x4B4E4F54ull + 7919 * c));
    return splines;
}

} // namespace knotline::test
