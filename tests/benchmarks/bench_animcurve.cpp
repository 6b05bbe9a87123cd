// AnimCurveFn speed (issue 4, "Speed"):
// - AddKeys/1000000: AnimCurveFn::addKeys of 1,000,000 auto-tangent keys into an empty
//   curve (motion capture bulk path: one knot vector, one Spline::setKnots). One
//   iteration = one call, including destroying the previous curve.
// - SetTime/100000: AnimCurveFn::setTime of the middle key of a 100,000-key auto-tangent
//   curve, alternating between two valid times (tangents of the key and its two
//   neighbours are recomputed; the curve is patched in place over a window of keys with
//   Spline::replaceKnots). Also with a fresh change record per call (+Recorded: the
//   change stores the replaced key range).
// - MoveKeys/10000: one drag step of all 10,000 keys (AnimCurveFn::moveKeys), recorded
//   (the window is the whole curve: a snapshot step).
// - UndoRedo/10000: undoIt() + redoIt() of one change that holds a 10-step drag of all
//   10,000 keys of a 10,000-key curve. One iteration = one undo plus one redo.
// - UndoRedoRange/100000: undoIt() + redoIt() of one change holding 10 setTime calls on
//   the middle key of a 100,000-key curve (one merged key-range step).
//
// Run (see RESULTS.md):
//   bench_animcurve --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "core/animcurve/AnimCurveFn.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>

using namespace knotline;

namespace {

/// Deterministic key data: times 0, 1, 2, …; values a smooth signal plus noise
/// (SplitMix64, fixed seed), so auto tangents vary.
void keyData(std::size_t count, std::vector<double> &times, std::vector<double> &values)
{
    times.resize(count);
    values.resize(count);
    std::uint64_t state = 0x4b6e6f746c696e65ull;
    for (std::size_t i = 0; i < count; ++i) {
        state += 0x9e3779b97f4a7c15ull;
        std::uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        const double noise = static_cast<double>(z >> 11) * 0x1.0p-53 - 0.5;
        times[i] = static_cast<double>(i);
        values[i] = 10.0 * std::sin(static_cast<double>(i) * 0.05) + noise;
    }
}

AnimCurve autoCurve(std::size_t count)
{
    std::vector<double> times, values;
    keyData(count, times, values);
    AnimCurve curve;
    AnimCurveFn fn(curve);
    if (!fn.addKeys(times, values, MayaTangentType::Auto, MayaTangentType::Auto))
        return AnimCurve();
    return curve;
}

void addKeys(benchmark::State &state)
{
    const std::size_t count = static_cast<std::size_t>(state.range(0));
    std::vector<double> times, values;
    keyData(count, times, values);
    for (auto _ : state) {
        AnimCurve curve;
        AnimCurveFn fn(curve);
        if (!fn.addKeys(times, values, MayaTangentType::Auto, MayaTangentType::Auto)) {
            state.SkipWithError("addKeys failed");
            return;
        }
        benchmark::DoNotOptimize(curve.numKeys());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(count));
    state.counters["keys"] = static_cast<double>(count);
}

void setTime(benchmark::State &state, bool recorded)
{
    const std::size_t count = static_cast<std::size_t>(state.range(0));
    AnimCurve curve = autoCurve(count);
    AnimCurveFn fn(curve);
    const std::size_t index = count / 2;
    const double base = curve.keyTime(index);
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        AnimCurveChange change;
        if (!fn.setTime(index, base + (flip ? 0.25 : -0.25), recorded ? &change : nullptr)) {
            state.SkipWithError("setTime failed");
            return;
        }
    }
    state.counters["keys"] = static_cast<double>(count);
}

void moveKeys(benchmark::State &state)
{
    const std::size_t count = static_cast<std::size_t>(state.range(0));
    AnimCurve curve = autoCurve(count);
    AnimCurveFn fn(curve);
    std::vector<std::size_t> all(count);
    std::iota(all.begin(), all.end(), std::size_t(0));
    AnimCurveChange change;
    double offset = 0.01;
    for (auto _ : state) {
        offset = -offset;
        if (!fn.moveKeys(all, offset, offset, &change)) {
            state.SkipWithError("moveKeys failed");
            return;
        }
    }
    state.counters["keys"] = static_cast<double>(count);
}

void undoRedo(benchmark::State &state)
{
    const std::size_t count = static_cast<std::size_t>(state.range(0));
    AnimCurve curve = autoCurve(count);
    AnimCurveFn fn(curve);
    std::vector<std::size_t> all(count);
    std::iota(all.begin(), all.end(), std::size_t(0));
    AnimCurveChange drag;
    for (int step = 0; step < 10; ++step) {
        if (!fn.moveKeys(all, 0.01, 0.1, &drag)) {
            state.SkipWithError("building the drag failed");
            return;
        }
    }
    for (auto _ : state) {
        if (!drag.undoIt() || !drag.redoIt()) {
            state.SkipWithError("undo/redo failed");
            return;
        }
        benchmark::DoNotOptimize(curve.numKeys());
    }
    state.counters["keys"] = static_cast<double>(count);
}

void undoRedoRange(benchmark::State &state)
{
    const std::size_t count = static_cast<std::size_t>(state.range(0));
    AnimCurve curve = autoCurve(count);
    AnimCurveFn fn(curve);
    const std::size_t index = count / 2;
    const double base = curve.keyTime(index);
    AnimCurveChange change;
    for (int step = 1; step <= 10; ++step) {
        if (!fn.setTime(index, base + 0.04 * step, &change)) {
            state.SkipWithError("building the change failed");
            return;
        }
    }
    for (auto _ : state) {
        if (!change.undoIt() || !change.redoIt()) {
            state.SkipWithError("undo/redo failed");
            return;
        }
        benchmark::DoNotOptimize(curve.numKeys());
    }
    state.counters["keys"] = static_cast<double>(count);
}

} // namespace

BENCHMARK(addKeys)->Name("AddKeys")->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(setTime, plain, false)->Name("SetTime")->Arg(100000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(setTime, recorded, true)->Name("SetTime+Recorded")->Arg(100000)->Unit(benchmark::kMicrosecond);
BENCHMARK(moveKeys)->Name("MoveKeys")->Arg(10000)->Unit(benchmark::kMicrosecond);
BENCHMARK(undoRedo)->Name("UndoRedo")->Arg(10000)->Unit(benchmark::kNanosecond);
BENCHMARK(undoRedoRange)->Name("UndoRedoRange")->Arg(100000)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
