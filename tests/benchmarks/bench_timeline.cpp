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
// Blended pose (issue 32): BM_Interleaved_InOrder runs, in every iteration and one after
// the other, the baseline, the raw cursor and the blended cursor (on benchBlendedTimeline:
// half the placements ramped, one track in ten additive) over all frames in order, each
// timed with the thread's CPU clock, and reports the ratios of that iteration's pair as
// counters (raw_over_baseline, blended_over_raw), so every ratio is taken pair by pair
// within one repetition and the machine's drift between repetitions cancels. Target:
// blended_over_raw ≤ 1.5.
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
#include <ctime>
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

/// CPU seconds this thread has run.
double threadSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

/// One pass of the baseline over `times` in order (the `baseline` above, shuffled = false).
struct BaselinePass {
    explicit BaselinePass(const std::vector<double> &times)
        : times(times)
        , active(activeClips(times))
        , out(kTracks * kChannels)
        , loaded(kTracks, nullptr)
    {
        cursors.assign(kTracks * kChannels, EvalCursor(none));
    }
    void run()
    {
        for (std::size_t f = 0; f < times.size(); ++f) {
            const double t = times[f];
            for (std::size_t ti = 0; ti < kTracks; ++ti) {
                const PlacedClip *p = active[f][ti];
                if (!p)
                    continue;
                const double u = p->clipTime(t);
                const std::vector<ClipChannel> &channels = p->clip->channels();
                double *row = &out[ti * kChannels];
                EvalCursor *cur = &cursors[ti * kChannels];
                if (loaded[ti] != p) {
                    for (std::size_t c = 0; c < kChannels; ++c)
                        cur[c] = EvalCursor(std::get<Spline>(channels[c].curve));
                    loaded[ti] = p;
                }
                for (std::size_t c = 0; c < kChannels; ++c)
                    row[c] = *cur[c].eval(u);
            }
            benchmark::DoNotOptimize(out.data());
            benchmark::ClobberMemory();
        }
    }
    const std::vector<double> &times;
    std::vector<std::vector<const PlacedClip *>> active;
    std::vector<double> out;
    std::vector<const PlacedClip *> loaded;
    const Spline none;
    std::vector<EvalCursor> cursors;
};

/// The raw and the blended cursor, interleaved with the baseline (header comment).
void BM_Interleaved_InOrder(benchmark::State &state)
{
    const std::vector<double> times = frameTimes(false);
    BaselinePass base(times);
    TimelineCursor raw(benchTimeline());
    TimelineCursor blended(benchBlendedTimeline());
    Pose rawPose, blendedPose;
    // Untimed check on a sample of frames: each cursor equals the pure function.
    for (std::size_t f = 0; f < times.size(); f += 97) {
        blended.evaluate(times[f], blendedPose);
        if (!identicalPoses(blendedPose, evaluateTimeline(benchBlendedTimeline(), times[f]))) {
            state.SkipWithError("the blended TimelineCursor differs from evaluateTimeline");
            return;
        }
    }
    double baseTotal = 0.0, rawTotal = 0.0, blendedTotal = 0.0, rawRatio = 0.0, blendedRatio = 0.0;
    std::size_t entries = 0;
    for (auto _ : state) {
        const double t0 = threadSeconds();
        base.run();
        const double t1 = threadSeconds();
        for (double t : times) {
            raw.evaluate(t, rawPose);
            benchmark::DoNotOptimize(rawPose.entries().data());
        }
        const double t2 = threadSeconds();
        entries = 0;
        for (double t : times) {
            blended.evaluate(t, blendedPose);
            entries += blendedPose.size();
            benchmark::DoNotOptimize(blendedPose.entries().data());
        }
        const double t3 = threadSeconds();
        baseTotal += t1 - t0;
        rawTotal += t2 - t1;
        blendedTotal += t3 - t2;
        rawRatio += (t2 - t1) / (t1 - t0);
        blendedRatio += (t3 - t2) / (t2 - t1);
    }
    const double n = double(state.iterations());
    state.counters["baseline_ms"] = 1e3 * baseTotal / n;
    state.counters["raw_ms"] = 1e3 * rawTotal / n;
    state.counters["blended_ms"] = 1e3 * blendedTotal / n;
    state.counters["raw_over_baseline"] = rawRatio / n;
    state.counters["blended_over_raw"] = blendedRatio / n;
    state.counters["blended_pose_entries_per_frame"] = double(entries) / double(kFrames);
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
BENCHMARK(BM_Interleaved_InOrder)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fastest);
BENCHMARK(BM_EvaluateTimeline_Random)->Unit(benchmark::kMillisecond)->Iterations(240)->ComputeStatistics("min", fastest);

BENCHMARK_MAIN();
