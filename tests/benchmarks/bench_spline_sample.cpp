// Sampling speed (issue 2, "Speed"): sample() of a 10,000-knot Bezier spline (see
// BenchSplines.h) for a 2,000 x 1,000-pixel view at 0.25 px tolerance.
//
// Views (timeScale = 2000 px / visible time span, valueScale = 1000 px / visible value
// range, the value range being the curve's extent over the view measured once with a
// dense evaluation, plus 5% margin):
//   WholeKnotRange  the first to the last knot time (all 10,000 knots, ~5 knots per pixel)
//   Zoomed100Knots  knots 5,000 to 5,100 (~20 pixels per knot)
//   WithLoops       the knot range plus 10% each side (looping extrapolation drawn too)
// One iteration = one sample() call into a reused output vector; counters report the
// polylines and vertices produced.
//
// Run (see RESULTS.md):
//   bench_spline_sample --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "tests/benchmarks/BenchSplines.h"
#include "tests/benchmarks/BenchStatistics.h"

#include "core/spline/EvalCursor.h"
#include "core/spline/Sample.h"
#include "core/spline/Spline.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <limits>
#include <tuple>
#include <vector>

using namespace knotline;
using namespace knotline::bench;

namespace {

constexpr std::size_t kKnots = 10000;
constexpr double kViewWidthPx = 2000.0;
constexpr double kViewHeightPx = 1000.0;
constexpr double kTolerancePx = 0.25;

enum class View { WholeKnotRange, Zoomed100Knots, WithLoops };

void sampleView(benchmark::State &state, View view)
{
    const Spline &spline = benchSpline(kKnots, CurveType::Bezier);
    const std::vector<Knot> &knots = spline.knots();
    double tMin = knots.front().time, tMax = knots.back().time;
    if (view == View::Zoomed100Knots) {
        tMin = knots[5000].time;
        tMax = knots[5100].time;
    } else if (view == View::WithLoops) {
        std::tie(tMin, tMax) = benchInterval(spline);
    }
    // The value range a view fitted to the curve would show (not part of the timing).
    double vMin = std::numeric_limits<double>::infinity(), vMax = -vMin;
    EvalCursor cursor(spline);
    const int probes = 200000;
    for (int k = 0; k <= probes; ++k) {
        if (const auto v = cursor.eval(tMin + (tMax - tMin) * k / probes)) {
            vMin = std::min(vMin, *v);
            vMax = std::max(vMax, *v);
        }
    }
    const double margin = 0.05 * (vMax - vMin);
    const double timeScale = kViewWidthPx / (tMax - tMin);
    const double valueScale = kViewHeightPx / (vMax - vMin + 2.0 * margin);

    std::vector<SamplePolyline> out;
    for (auto _ : state) {
        const Status status = sample(spline, tMin, tMax, timeScale, valueScale, kTolerancePx, &out);
        if (!status.isOk()) {
            state.SkipWithError(status.message().c_str());
            break;
        }
        benchmark::DoNotOptimize(out.data());
        benchmark::ClobberMemory();
    }
    std::size_t vertices = 0;
    for (const SamplePolyline &p : out)
        vertices += p.vertices.size();
    if (vertices == 0)
        state.SkipWithError("sample() produced no vertices");
    state.counters["polylines"] = static_cast<double>(out.size());
    state.counters["vertices"] = static_cast<double>(vertices);
    state.counters["knotsInView"] = static_cast<double>(
        std::count_if(knots.begin(), knots.end(),
                      [&](const Knot &k) { return k.time >= tMin && k.time <= tMax; }));
    state.counters["timeScale"] = timeScale;
    state.counters["valueScale"] = valueScale;
}

void BM_Sample10kKnots_WholeKnotRange(benchmark::State &state) { sampleView(state, View::WholeKnotRange); }
void BM_Sample10kKnots_Zoomed100Knots(benchmark::State &state) { sampleView(state, View::Zoomed100Knots); }
void BM_Sample10kKnots_WithLoops(benchmark::State &state) { sampleView(state, View::WithLoops); }

} // namespace

BENCHMARK(BM_Sample10kKnots_WholeKnotRange)->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(BM_Sample10kKnots_Zoomed100Knots)->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(BM_Sample10kKnots_WithLoops)->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);

BENCHMARK_MAIN();
