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
// - CachedDragStep/N: the same drag step with the view's shape cache (PlacementShapeCache:
//   timelineTouched of the step, then only the shapes it reaches redone), which is what
//   the view does on each timelineChanged.
// - WindowDragStep/N: the whole editor (offscreen MainWindow on the timeline written as
//   compiled JSON, zoomed to the grabbed bar): one mouse move of a Move drag of the middle
//   placement of track 0, with every view following (document, undo record, shapes, the
//   other docks) and the timeline view repainted. N = 1,000 is the baseline.
// Targets: n log n, not n²: Shapes and DragStep at 100,000 at most 15× the 10,000 figure
// in the same run (quadratic work would be 100×); a drag step stays within a frame:
// WindowDragStep at 100,000 at most 16 ms of CPU, and CachedDragStep at 100,000 at most
// 15× the 10,000 one.
//
// Run (see RESULTS.md):
//   bench_timeline_view --benchmark_repetitions=10 --benchmark_report_aggregates_only=true
#include "app/MainWindow.h"
#include "core/timeline/TimelineDragSession.h"
#include "core/timeline/TimelineTouched.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/timeline/PlacementShape.h"
#include "widgets/timeline/PlacementShapeCache.h"
#include "widgets/timeline/TimelineView.h"

#include <QApplication>
#include <QFile>
#include <QMouseEvent>
#include <QTemporaryDir>

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

/// A Move drag of the middle placement of track 0, pressed in its middle, and steps that
/// alternate ±0.25 s from the press (every step changes the timeline), snapping off.
struct MiddleDrag {
    explicit MiddleDrag(const Timeline &t)
        : press(double(t.track(0).placedClips.size() / 2) + 0.5)
        , session(TimelineDragSession::create(t, TimelineDragKind::Move, {0, t.track(0).placedClips.size() / 2}, press, 0))
    {
        if (!session)
            throw std::runtime_error(session.message());
        snap.enabled = false;
    }
    const Timeline &step()
    {
        if (!session->update(press + (steps++ % 2 == 0 ? 0.25 : -0.25), 0, snap))
            throw std::runtime_error("bench_timeline_view: the drag was refused");
        return session->change().after;
    }

    double press;
    Result<TimelineDragSession> session;
    TimelineDragSnap snap;
    std::size_t steps = 0;
};

void BM_DragStep(benchmark::State &state)
{
    MiddleDrag drag(timelineOf(std::size_t(state.range(0))));
    for (auto _ : state)
        benchmark::DoNotOptimize(placementShapes(drag.step()));
}

void BM_CachedDragStep(benchmark::State &state)
{
    const Timeline &t = timelineOf(std::size_t(state.range(0)));
    MiddleDrag drag(t);
    PlacementShapeCache cache;
    cache.rebuild(t);
    Timeline shown = t;
    for (auto _ : state) {
        const Timeline &next = drag.step();
        cache.update(next, timelineTouched(shown, next));
        shown = next;
        benchmark::DoNotOptimize(cache.shapes().data());
    }
    if (cache.fullRebuilds() != 0)
        throw std::runtime_error("bench_timeline_view: a drag step rebuilt every shape");
}

// The timeline as compiled JSON (spec/timeline.md §1.5).
QByteArray timelineJson(std::size_t placements)
{
    constexpr std::size_t kTracks = 5;
    QByteArray json = "{\"timeline\": {\"duration\": " + QByteArray::number(qulonglong(placements / kTracks + 1))
                      + ", \"tracks\": [";
    for (std::size_t track = 0; track < kTracks; ++track) {
        json += track ? ", {\"target_root\": \"a\", \"clips\": [" : "{\"target_root\": \"a\", \"clips\": [";
        for (std::size_t k = 0; k < placements / kTracks; ++k)
            json += (k ? ", " : "") + QByteArray("{\"animation_id\": \"m\", \"start_time\": ")
                    + QByteArray::number(qulonglong(k)) + "}";
        json += "]}";
    }
    json += "]}, \"animations\": {\"m\": {\"duration\": 1, \"channels\": [{\"target\": \"a\", "
            "\"property\": \"x\", \"keyframes\": [{\"time\": 0, \"value\": 0}, {\"time\": 1, \"value\": 10}]}]}}}";
    return json;
}

void sendMouse(QWidget *w, QEvent::Type type, QPointF pos, Qt::MouseButtons buttons)
{
    QMouseEvent e(type, pos, w->mapToGlobal(pos), type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons,
                  Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

void BM_WindowDragStep(benchmark::State &state)
{
    const std::size_t placements = std::size_t(state.range(0));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("timeline.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(timelineJson(placements)) < 0)
        throw std::runtime_error("bench_timeline_view: cannot write the timeline");
    f.close();
    MainWindow window(MainWindow::Mode::Screenshot);
    if (!window.openFile(path))
        throw std::runtime_error("bench_timeline_view: the timeline did not open");
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();
    TimelineView *view = window.timelineView();
    const std::size_t middle = placements / 5 / 2;
    window.session()->placementSelection()->set({PlacementIndex{0, middle}}, PlacementIndex{0, middle});
    view->frameSelected();
    QCoreApplication::processEvents();
    const double y = view->layout().rowRect(0).center().y();
    const QPointF press(view->layout().xOfSeconds(double(middle) + 0.5), y);
    const double step = view->layout().xOfSeconds(double(middle) + 0.75) - press.x();
    sendMouse(view, QEvent::MouseButtonPress, press, Qt::LeftButton);
    sendMouse(view, QEvent::MouseMove, press + QPointF(step, 0), Qt::LeftButton); // starts the drag
    QCoreApplication::processEvents();
    std::size_t n = 0;
    for (auto _ : state) {
        sendMouse(view, QEvent::MouseMove, press + QPointF(n++ % 2 ? step : -step, 0), Qt::LeftButton);
        view->repaint();
        QCoreApplication::processEvents();
    }
    sendMouse(view, QEvent::MouseButtonRelease, press, Qt::NoButton);
    if (window.session()->document()->timeline()->track(0).placedClips.size() != placements / 5)
        throw std::runtime_error("bench_timeline_view: the drag changed the placements");
}

} // namespace

BENCHMARK(BM_Shapes)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragStep)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CachedDragStep)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WindowDragStep)->Arg(1000)->Arg(100000)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
