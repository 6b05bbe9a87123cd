// Timeline evaluation speed (issue 13, "Speed"): a timeline of 100 tracks × 50 placed
// clips × 20 channels evaluated at every frame of ten minutes at 24 fps (14,400 frames),
// (a) in order with TimelineCursor and (b) at the same frames in a random order, each
// against its baseline in the same run: evaluating directly the splines of the clips
// active at each frame (which clips are active is precomputed, untimed; the baseline
// computes each active clip's wrapped clip time once and evaluates its 20 splines, with
// one EvalCursor per track and channel in order, Spline::eval at random). Target: the
// timeline machinery costs at most 1.5× its baseline.
//
// One iteration = all 14,400 frames; items_per_second is frames per second. Also:
// evaluateTimeline itself (the direct, index-free pure function) on 240 random frames, for
// scale.
//
// Run (see RESULTS.md):
//   bench_timeline --benchmark_repetitions=10 --benchmark_report_aggregates_only=true
#include "tests/benchmarks/BenchSplines.h"
#include "tests/benchmarks/BenchStatistics.h"
#include "tests/benchmarks/BenchTimeline.h"

#include "core/spline/EvalCursor.h"
#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/TimelineCursor.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <vector>

using namespace knotline;
using namespace knotline::bench;

namespace {

std::vector<double> frameTimes(bool shuffled)
{
    std::vector<double> times(kFrames);
    for (std::size_t f = 0; f < kFrames; ++f)
        times[f] = double(f) / kFps;
    if (shuffled) {
        Rng rng(0x53485546464C45ull); // "SHUFFLE"
        for (std::size_t i = times.size(); i > 1; --i)
            std::swap(times[i - 1], times[std::size_t(rng.next() % i)]);
    }
    return times;
}

/// The placed clip active on each track at each of `times` (null: none), untimed set-up of
/// the baseline.
std::vector<std::vector<const PlacedClip *>> activeClips(const std::vector<double> &times)
{
    const Timeline &timeline = benchTimeline();
    std::vector<std::vector<const PlacedClip *>> out(times.size());
    for (std::size_t f = 0; f < times.size(); ++f) {
        const double t = times[f];
        for (const Track &track : timeline.tracks()) {
            const PlacedClip *active = nullptr;
            for (const PlacedClip &p : track.placedClips)
                if (p.start <= t && t <= p.end())
                    active = &p;
            out[f].push_back(active);
        }
    }
    return out;
}

void reportFrames(benchmark::State &state)
{
    state.SetItemsProcessed(state.iterations() * std::int64_t(kFrames));
    state.counters["frames"] = double(kFrames);
}

/// The baseline: every active clip's splines, evaluated directly.
void baseline(benchmark::State &state, bool shuffled)
{
    const std::vector<double> times = frameTimes(shuffled);
    const auto active = activeClips(times);
    std::vector<double> out(kTracks * kChannels);
    // In order: one EvalCursor per track and channel, moved to a clip's splines when it starts.
    std::vector<EvalCursor> cursors;
    std::vector<const PlacedClip *> loaded(kTracks, nullptr);
    const Spline none;
    cursors.assign(kTracks * kChannels, EvalCursor(none));
    std::size_t evaluated = 0;
    for (auto _ : state) {
        evaluated = 0;
        for (std::size_t f = 0; f < times.size(); ++f) {
            const double t = times[f];
            for (std::size_t ti = 0; ti < kTracks; ++ti) {
                const PlacedClip *p = active[f][ti];
                if (!p)
                    continue;
                const double u = p->clipTime(t);
                const std::vector<ClipChannel> &channels = p->clip->channels();
                double *row = &out[ti * kChannels];
                if (shuffled) {
                    for (std::size_t c = 0; c < kChannels; ++c)
                        row[c] = *std::get<Spline>(channels[c].curve).eval(u);
                } else {
                    EvalCursor *cur = &cursors[ti * kChannels];
                    if (loaded[ti] != p) {
                        for (std::size_t c = 0; c < kChannels; ++c)
                            cur[c] = EvalCursor(std::get<Spline>(channels[c].curve));
                        loaded[ti] = p;
                    }
                    for (std::size_t c = 0; c < kChannels; ++c)
                        row[c] = *cur[c].eval(u);
                }
                evaluated += kChannels;
            }
            benchmark::DoNotOptimize(out.data());
            benchmark::ClobberMemory();
        }
    }
    reportFrames(state);
    state.counters["spline_evals_per_frame"] = double(evaluated) / double(kFrames);
}

/// The timeline machinery: TimelineCursor::evaluate into a reused Pose.
void machinery(benchmark::State &state, bool shuffled)
{
    const std::vector<double> times = frameTimes(shuffled);
    const auto index = std::make_shared<const TimelineIndex>(benchTimeline());
    TimelineCursor cursor(index);
    Pose pose;
    // Untimed check on a sample of frames: the cursor equals the pure function.
    for (std::size_t f = 0; f < times.size(); f += 97) {
        cursor.evaluate(times[f], pose);
        if (!identicalPoses(pose, evaluateTimeline(index->timeline(), times[f]))) {
            state.SkipWithError("TimelineCursor differs from evaluateTimeline");
            return;
        }
    }
    TimelineCursor timed(index);
    std::size_t entries = 0;
    for (auto _ : state) {
        entries = 0;
        for (double t : times) {
            timed.evaluate(t, pose);
            entries += pose.size();
            benchmark::DoNotOptimize(pose.entries().data());
        }
    }
    reportFrames(state);
    state.counters["pose_entries_per_frame"] = double(entries) / double(kFrames);
}

void directEvaluate(benchmark::State &state)
{
    const std::vector<double> times = frameTimes(true);
    const Timeline &timeline = benchTimeline();
    std::size_t i = 0;
    for (auto _ : state) {
        const Pose pose = evaluateTimeline(timeline, times[i % times.size()]);
        benchmark::DoNotOptimize(pose.entries().data());
        ++i;
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_Baseline_InOrder(benchmark::State &state) { baseline(state, false); }
void BM_Timeline_InOrder(benchmark::State &state) { machinery(state, false); }
void BM_Baseline_Random(benchmark::State &state) { baseline(state, true); }
void BM_Timeline_Random(benchmark::State &state) { machinery(state, true); }
void BM_EvaluateTimeline_Random(benchmark::State &state) { directEvaluate(state); }

} // namespace

BENCHMARK(BM_Baseline_InOrder)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fastest);
BENCHMARK(BM_Timeline_InOrder)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fastest);
BENCHMARK(BM_Baseline_Random)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fastest);
BENCHMARK(BM_Timeline_Random)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvaluateTimeline_Random)->Unit(benchmark::kMillisecond)->Iterations(240)->ComputeStatistics("min", fastest);

BENCHMARK_MAIN();
