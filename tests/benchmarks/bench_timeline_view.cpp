// The timeline view's per-edit work at production scale (issue 40, item 4): the report's
// timeline, five tracks of placements that all play one one-second, one-channel clip, one
// after another, at 10,000 and 100,000 placements.
// - Shapes/N: placementShapes (widgets/timeline/PlacementShape.h), what the view rebuilds
//   when a timeline opens and after every edit (held tails in one sweep, shared counts in
//   one pass; it was O(n²): 100,000 placements took minutes to open).
// - DragStep/N: one step of a Move drag of the placement in the middle of track 0
//   (TimelineDragSession::update, alternating ±0.25 s so every step changes the timeline)
//   and placementShapes of the result: the core work of one drag frame. The paint is
//   culled to the bars in view, with bars under 4 px drawn as merged blocks
//   (TimelinePainter.cpp), so it does not grow with the placements out of view.
// Target: n log n, not n²: the 100,000 figure at most 15× the 10,000 one in the same run
// (quadratic work would be 100×).
//
// Run (see RESULTS.md):
//   bench_timeline_view --benchmark_repetitions=10 --benchmark_report_aggregates_only=true
#include "core/timeline/TimelineDragSession.h"
#include "widgets/timeline/PlacementShape.h"

#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <stdexcept>

using namespace knotline;

namespace {

const Timeline &timelineOf(std::size_t placements)
{
    static std::map<std::size_t, Timeline> made;
    if (const auto found = made.find(placements); found != made.end())
        return found->second;
    Knot first;
    first.nextInterp = Interpolation::Linear;
    Knot last;
    last.time = 1.0;
    last.value = 10.0;
    Spline spline;
    if (!spline.setKnots({first, last}))
        throw std::runtime_error("bench_timeline_view: setKnots refused");
    Result<Clip> clip = Clip::make(QStringLiteral("m"), 1.0, LoopMode::Once,
                                   {ClipChannel{{QStringLiteral("a"), QStringLiteral("x")}, spline}});
    if (!clip)
        throw std::runtime_error(clip.message());
    const auto shared = std::make_shared<const Clip>(std::move(*clip));
    constexpr std::size_t kTracks = 5;
    std::vector<Track> tracks(kTracks);
    for (Track &track : tracks) {
        track.targetRoot = QStringLiteral("a");
        for (std::size_t k = 0; k < placements / kTracks; ++k) {
            PlacedClip p;
            p.clip = shared;
            p.start = double(k);
            track.placedClips.push_back(p);
        }
    }
    Result<Timeline> t = Timeline::make(double(placements / kTracks) + 1.0, std::move(tracks), PropertySpace::StageNode);
    if (!t)
        throw std::runtime_error(t.message());
    return made.emplace(placements, std::move(*t)).first->second;
}

void BM_Shapes(benchmark::State &state)
{
    const Timeline &t = timelineOf(std::size_t(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(placementShapes(t));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_DragStep(benchmark::State &state)
{
    const Timeline &t = timelineOf(std::size_t(state.range(0)));
    const std::size_t middle = t.track(0).placedClips.size() / 2;
    const double press = double(middle) + 0.5;
    Result<TimelineDragSession> session = TimelineDragSession::create(t, TimelineDragKind::Move, {0, middle}, press, 0);
    if (!session)
        throw std::runtime_error(session.message());
    TimelineDragSnap snap;
    snap.enabled = false;
    std::size_t step = 0;
    for (auto _ : state) {
        const double pointer = press + (step++ % 2 == 0 ? 0.25 : -0.25);
        if (!session->update(pointer, 0, snap))
            throw std::runtime_error("bench_timeline_view: the drag was refused");
        benchmark::DoNotOptimize(placementShapes(session->change().after));
    }
}

} // namespace

BENCHMARK(BM_Shapes)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragStep)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
