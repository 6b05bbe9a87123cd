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

constexpr std::size_t kTracks = 100;
constexpr std::size_t kClipsPerTrack = 50;
constexpr std::size_t kChannels = 20;
constexpr std::size_t kClipPoolPerTrack = 10; ///< distinct clips a track's placements share
constexpr double kSeconds = 600.0;
constexpr double kFps = 24.0;
constexpr std::size_t kFrames = 14400;

/// 14 transform properties (each its own write group) and 6 swap-set properties (one
/// shared group per target in the stage.node space).
const char *const kProperties[kChannels] = {"x",      "y",      "rotation", "scale_x", "scale_y", "skew_x", "skew_y",
                                            "pivot_x", "pivot_y", "tint_r",  "tint_g",  "tint_b",  "alpha",  "rotation_rad",
                                            "mouth",  "eyes",   "brow",     "hand_l",  "hand_r",  "prop"};

/// A Bezier spline of 8 knots over [0, d] (clip-local seconds), held extrapolation.
Spline clipSpline(Rng &rng, double d)
{
    constexpr std::size_t n = 8;
    std::vector<Knot> knots;
    for (std::size_t i = 0; i < n; ++i) {
        Knot k = makeKnot(d * double(i) / double(n - 1), rng.uniform(-10.0, 10.0), Interpolation::Curve);
        const double gap = d / double(n - 1);
        const double slope = rng.uniform(-2.0, 2.0);
        k.pre = Tangent{gap * rng.uniform(0.1, 0.45), slope, TangentAlgorithm::None};
        k.post = Tangent{gap * rng.uniform(0.1, 0.45), slope, TangentAlgorithm::None};
        knots.push_back(k);
    }
    Spline s;
    if (!s.setKnots(std::move(knots)))
        throw std::runtime_error("bench_timeline: setKnots refused");
    return s;
}

/// The benchmark timeline: track i writes target "node<i>"; its 50 placed clips sit one per
/// 12 s slot (start 0–2 s into the slot, 4–8 s clips, speed 0.75–1.5, a third looping with a
/// 1.5× window, a third ping-pong), so one clip plays at a time and the gaps between show
/// held values. Deterministic.
const Timeline &benchTimeline()
{
    static const Timeline timeline = [] {
        Rng rng(0x54494D454C494E45ull); // "TIMELINE"
        std::vector<Track> tracks;
        for (std::size_t ti = 0; ti < kTracks; ++ti) {
            const QString target = QStringLiteral("node%1").arg(ti);
            std::vector<std::shared_ptr<const Clip>> pool;
            for (std::size_t c = 0; c < kClipPoolPerTrack; ++c) {
                const double d = rng.uniform(4.0, 8.0);
                std::vector<ClipChannel> channels;
                for (const char *p : kProperties)
                    channels.push_back({{target, QString::fromLatin1(p)}, clipSpline(rng, d)});
                const LoopMode mode = c % 3 == 0 ? LoopMode::Once : (c % 3 == 1 ? LoopMode::Loop : LoopMode::PingPong);
                Result<Clip> clip = Clip::make(QStringLiteral("clip%1").arg(c), d, mode, std::move(channels));
                if (!clip)
                    throw std::runtime_error(clip.message());
                pool.push_back(std::make_shared<const Clip>(std::move(*clip)));
            }
            Track track;
            track.targetRoot = target;
            const double slot = kSeconds / double(kClipsPerTrack);
            for (std::size_t k = 0; k < kClipsPerTrack; ++k) {
                PlacedClip p;
                p.clip = pool[std::size_t(rng.next() % kClipPoolPerTrack)];
                p.speed = rng.uniform(0.75, 1.5);
                if (p.clip->loopMode() != LoopMode::Once)
                    p.window = 1.5 * p.clip->duration();
                p.start = double(k) * slot + rng.uniform(0.0, 2.0);
                if (p.end() > double(k + 1) * slot) // keep one clip at a time per track
                    p.speed = p.naturalLength() / (double(k + 1) * slot - p.start);
                track.placedClips.push_back(p);
            }
            tracks.push_back(std::move(track));
        }
        Result<Timeline> t = Timeline::make(kSeconds, std::move(tracks), PropertySpace::StageNode);
        if (!t)
            throw std::runtime_error(t.message());
        return *t;
    }();
    return timeline;
}

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
