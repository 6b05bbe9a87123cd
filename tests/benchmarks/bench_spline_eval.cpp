// Evaluation speed (issue 2, "Speed"): Spline::eval at random times and EvalCursor::eval
// at sorted times, on Bezier splines of 10, 1,000 and 100,000 knots (plus a 1,000-knot
// Hermite spline), with looping extrapolation on both sides (see BenchSplines.h); and the
// 1,000-knot Bezier spline with an inner loop (value, derivative and sorted value), where
// the loops are baked into the evaluation table.
//
// One benchmark iteration = one evaluation, so "Time" is nanoseconds per eval and
// items_per_second is evaluations per second. Times cycle through a precomputed array
// spanning the knot range plus 10% on each side (the looping extrapolation).
//
// Run (see RESULTS.md):
//   bench_spline_eval --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "tests/benchmarks/BenchSplines.h"
#include "tests/benchmarks/BenchStatistics.h"

#include "core/spline/EvalCursor.h"
#include "core/spline/Spline.h"

#include <benchmark/benchmark.h>

#include <bit>
#include <cstddef>
#include <vector>

using namespace knotline;
using namespace knotline::bench;

namespace {

constexpr std::size_t kRandomTimeCount = std::size_t{1} << 16;

/// Enough sorted times that consecutive queries are usually in the same or the next
/// segment: 2^16, or ~8 per knot for large splines (2^20 for 100,000 knots).
std::size_t sortedTimeCount(std::size_t knotCount)
{
    return std::max(std::size_t{1} << 16, std::bit_ceil(8 * knotCount));
}

enum class Query { Value, Derivative };

void evalRandom(benchmark::State &state, const Spline &spline, Query query = Query::Value)
{
    const std::size_t knotCount = spline.knotCount();
    const auto [lo, hi] = benchInterval(spline);
    const std::vector<double> times = randomTimes(kRandomTimeCount, lo, hi);
    // The spline has no value blocks: every time must have a value.
    for (double t : times) {
        if (!spline.eval(t)) {
            state.SkipWithError("Spline::eval gave no value on a spline without value blocks");
            return;
        }
    }
    const std::size_t mask = times.size() - 1;
    std::size_t i = 0;
    if (query == Query::Derivative) {
        for (auto _ : state) {
            benchmark::DoNotOptimize(spline.evalDerivative(times[i & mask]));
            ++i;
        }
    } else {
        for (auto _ : state) {
            benchmark::DoNotOptimize(spline.eval(times[i & mask]));
            ++i;
        }
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["knots"] = static_cast<double>(knotCount);
}

/// `extrapolation`: times span the knot range plus 10% each side; otherwise the knot
/// range only (isolates the cursor from the loop mapping).
void evalSorted(benchmark::State &state, const Spline &spline, bool extrapolation)
{
    const std::size_t knotCount = spline.knotCount();
    auto [lo, hi] = benchInterval(spline);
    if (!extrapolation) {
        lo = spline.knots().front().time;
        hi = spline.knots().back().time;
    }
    const std::vector<double> times = sortedTimes(sortedTimeCount(knotCount), lo, hi);
    // EvalCursor promises the same results as Spline::eval, bit for bit.
    {
        EvalCursor check(spline);
        for (double t : times) {
            if (check.eval(t) != spline.eval(t)) {
                state.SkipWithError("EvalCursor::eval differs from Spline::eval");
                return;
            }
        }
    }
    const std::size_t mask = times.size() - 1;
    EvalCursor cursor(spline);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(cursor.eval(times[i & mask]));
        ++i;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["knots"] = static_cast<double>(knotCount);
    state.counters["times"] = static_cast<double>(times.size());
}

const Spline &plain(const benchmark::State &state, CurveType curveType)
{
    return benchSpline(static_cast<std::size_t>(state.range(0)), curveType);
}

const Spline &innerLoops(const benchmark::State &state)
{
    return innerLoopBenchSpline(static_cast<std::size_t>(state.range(0)), CurveType::Bezier);
}

void BM_EvalRandom_Bezier(benchmark::State &state) { evalRandom(state, plain(state, CurveType::Bezier)); }
void BM_EvalRandom_Hermite(benchmark::State &state) { evalRandom(state, plain(state, CurveType::Hermite)); }
void BM_EvalSorted_Bezier(benchmark::State &state) { evalSorted(state, plain(state, CurveType::Bezier), true); }
void BM_EvalSorted_Hermite(benchmark::State &state) { evalSorted(state, plain(state, CurveType::Hermite), true); }
void BM_EvalSortedKnotRangeOnly_Bezier(benchmark::State &state)
{
    evalSorted(state, plain(state, CurveType::Bezier), false);
}
void BM_EvalRandom_InnerLoops(benchmark::State &state) { evalRandom(state, innerLoops(state)); }
void BM_EvalDerivativeRandom_InnerLoops(benchmark::State &state)
{
    evalRandom(state, innerLoops(state), Query::Derivative);
}
void BM_EvalSorted_InnerLoops(benchmark::State &state) { evalSorted(state, innerLoops(state), true); }

} // namespace

BENCHMARK(BM_EvalRandom_Bezier)->Arg(10)->Arg(1000)->Arg(100000)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvalRandom_Hermite)->Arg(1000)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvalSorted_Bezier)->Arg(10)->Arg(1000)->Arg(100000)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvalSorted_Hermite)->Arg(1000)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvalSortedKnotRangeOnly_Bezier)->Arg(10)->Arg(1000)->Arg(100000)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvalRandom_InnerLoops)->Arg(1000)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvalDerivativeRandom_InnerLoops)->Arg(1000)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvalSorted_InnerLoops)->Arg(1000)->ComputeStatistics("min", fastest);

BENCHMARK_MAIN();
