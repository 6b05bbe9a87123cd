// Playback speed (issues 15 and 18, "Speed"), offscreen, on the issue-13 timeline of 100
// tracks × 50 placed clips × 20 channels (BenchTimeline.h; about 2,000 keys in a pose).
// One iteration = one frame of playback at 24 fps, frames in order, cycling through the ten
// minutes:
// - Playback/pose_evaluation: TimelineCursor::evaluate into a reused Pose (what a frame's
//   pose costs; the pose view's model does exactly this);
// - Playback/pose_view_repaint: PoseView following the session's current time (model
//   evaluation + dataChanged) and PoseView::render into a 640 × 480 QImage (the dock at a
//   usual size, about 20 rows visible);
// - Playback/pose_view_paint_only: the same paint with the time unchanged (the repaint's
//   share without evaluation);
// - Playback/canvas_frame: a shown 1280 × 720 CurveCanvas, the current time one frame
//   further each iteration and the event loop run once (processEvents): the paint Qt does
//   for a playback frame — the two strips of the old and new current-time line over the
//   canvas's cached backdrop (CurveCanvas::lastPaintReusedBackdrop) — and the offscreen
//   flush;
// - Playback/canvas_full_repaint: CurveCanvas::render of the whole canvas into a QImage
//   (every curve painted again, caches warm): what a frame cost before the backdrop, and
//   what any other change of the canvas costs.
//   The canvas shows one clip's channels: 20 Bezier splines of 8 knots over 96–192 time
//   codes, as the bench timeline's clips have them. (Clip channels of a timeline document
//   are not yet editor channels, so they are put in a usda document.)
// - Playback/timeline_view_frame: a shown 1280 × 400 TimelineView of the bench timeline
//   (a timeline document: all 100 tracks, 20 s of them across the plot), the current time
//   one frame further each iteration and the event loop run until it painted: the two
//   strips of the old and new current-time line over the view's cached backdrop
//   (TimelineView::lastPaintReusedBackdrop), as for the canvas;
// - Playback/timeline_view_full_repaint: TimelineView::render of the whole view (every
//   visible row and bar painted again): what a frame cost before the backdrop.
//
// bench_playback --play-minute[=SECONDS] instead plays SECONDS (default 60) of the timeline
// in real time through the Transport with the canvas (the clip's channels above) and the
// pose view (the bench timeline) side by side above the timeline view (the bench timeline
// as a timeline document, following the transport's time) in one 1440 × 900 window
// (offscreen, repainting through the event loop as on screen) and prints the frames shown
// and dropped, and the CPU time the process used.
//
// Run: bench_playback --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "tests/benchmarks/BenchStatistics.h"
#include "tests/benchmarks/BenchTimeline.h"
#include "tests/benchmarks/FrameTrace.h"

#include "core/timeline/TimelineCursor.h"
#include "tests/support/SplineDocument.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/pose/PoseModel.h"
#include "widgets/pose/PoseView.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/Transport.h"
#include "widgets/timeline/TimelineView.h"
#include "core/io/CompiledTimeline.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QHBoxLayout>
#include <QTemporaryDir>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <ctime>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>
#include <string>

using namespace knotline;
using namespace knotline::bench;

namespace {

const QSize kPoseViewSize(640, 480);

/// A session whose current time plays the bench timeline's frames, in time codes at 24
/// per second (the session's document is an empty one: 24 time codes per second).
struct PoseScene {
    EditorSession session;
    std::unique_ptr<PoseView> view;
    QImage image{kPoseViewSize, QImage::Format_ARGB32_Premultiplied};
    std::size_t frame = 0;

    PoseScene()
    {
        view = std::make_unique<PoseView>(&session);
        view->resize(kPoseViewSize);
        view->setTimeline(benchTimeline());
        view->render(&image);
    }
    void nextFrame()
    {
        frame = (frame + 1) % kFrames;
        session.setCurrentTime(double(frame) * session.document()->timeCodesPerSecond() / kFps);
    }
};

/// Made on first use, destroyed before the QApplication (end of main).
std::unique_ptr<PoseScene> g_poseScene;

PoseScene &poseScene()
{
    if (!g_poseScene)
        g_poseScene = std::make_unique<PoseScene>();
    return *g_poseScene;
}

const QSize kCanvasSize(1280, 720);

/// One bench clip's 20 channels, in time codes (24 per second), as a usda document.
std::unique_ptr<EditorDocument> clipChannelsDocument(const QString &directory)
{
    Rng rng(0x434C49504348ull); // "CLIPCH"
    const double d = rng.uniform(4.0, 8.0) * kFps;
    std::vector<Spline> splines;
    for (std::size_t c = 0; c < kChannels; ++c)
        splines.push_back(clipSpline(rng, d));
    QString error;
    auto doc = test::documentWithSplines(splines, directory, &error, 0.0, d);
    if (!doc)
        throw std::runtime_error(error.toStdString());
    return doc;
}

struct CanvasScene {
    QTemporaryDir dir;
    EditorSession session;
    std::unique_ptr<CurveCanvas> canvas;
    QImage image{kCanvasSize, QImage::Format_ARGB32_Premultiplied};
    std::size_t frame = 0;

    CanvasScene()
    {
        session.setDocument(clipChannelsDocument(dir.path()));
        canvas = std::make_unique<CurveCanvas>(&session);
        canvas->resize(kCanvasSize);
        canvas->frameAll();
        canvas->render(&image); // warm the caches
    }
};

std::unique_ptr<CanvasScene> g_canvasScene;

CanvasScene &canvasScene()
{
    if (!g_canvasScene)
        g_canvasScene = std::make_unique<CanvasScene>();
    return *g_canvasScene;
}

/// The next frame of the canvas's document range.
double nextCanvasFrame(CanvasScene &s)
{
    const TimeInterval range = s.session.visibleTimeRange();
    s.frame = (s.frame + 1) % std::size_t(range.max - range.min);
    return range.min + double(s.frame);
}

void canvasFrame(benchmark::State &state)
{
    CanvasScene &s = canvasScene();
    s.canvas->show();
    // One frame: the time moves, then the event loop runs until the canvas has painted
    // (the platform's update timer may hold the paint for a few ms: CPU time is the cost).
    auto frame = [&s] {
        const std::uint64_t before = s.canvas->paintCount();
        s.session.setCurrentTime(nextCanvasFrame(s));
        while (s.canvas->paintCount() == before)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    };
    for (int i = 0; i < 3; ++i) // the paints of showing the window, then a first frame
        frame();
    std::int64_t reused = 0;
    for (auto _ : state) {
        frame();
        reused += s.canvas->lastPaintReusedBackdrop() ? 1 : 0;
    }
    s.canvas->hide();
    if (reused != std::int64_t(state.iterations()))
        state.SkipWithError("a playback frame repainted the whole canvas");
    state.counters["channels"] = double(s.session.document()->channelCount());
}

void canvasFullRepaint(benchmark::State &state)
{
    CanvasScene &s = canvasScene();
    for (auto _ : state) {
        s.session.setCurrentTime(nextCanvasFrame(s));
        s.canvas->render(&s.image);
        benchmark::DoNotOptimize(s.image.constBits());
    }
    state.counters["channels"] = double(s.session.document()->channelCount());
}

const QSize kTimelineViewSize(1280, 400);

/// The bench timeline as a timeline document (its clips' channels become editor channels).
std::unique_ptr<EditorDocument> benchTimelineDocument()
{
    CompiledTimeline compiled;
    compiled.timeline = benchTimeline();
    compiled.clips = compiled.timeline.clips();
    compiled.frameRate = kFps;
    return EditorDocument::fromCompiledTimeline(std::move(compiled));
}

struct TimelineScene {
    EditorSession session;
    std::unique_ptr<TimelineView> view;
    QImage image{kTimelineViewSize, QImage::Format_ARGB32_Premultiplied};
    std::size_t frame = 0;

    TimelineScene()
    {
        session.setDocument(benchTimelineDocument());
        view = std::make_unique<TimelineView>(&session);
        view->resize(kTimelineViewSize);
        session.setVisibleTimeRange(0.0, 20.0 * kFps);
        view->render(&image);
    }
    void nextFrame()
    {
        frame = (frame + 1) % std::size_t(20.0 * kFps); // within the 20 s shown
        session.setCurrentTime(double(frame));
    }
};

std::unique_ptr<TimelineScene> g_timelineScene;

TimelineScene &timelineScene()
{
    if (!g_timelineScene)
        g_timelineScene = std::make_unique<TimelineScene>();
    return *g_timelineScene;
}

void timelineViewFrame(benchmark::State &state)
{
    TimelineScene &s = timelineScene();
    s.view->show();
    auto frame = [&s] {
        const std::uint64_t before = s.view->paintCount();
        s.nextFrame();
        while (s.view->paintCount() == before)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    };
    for (int i = 0; i < 3; ++i)
        frame();
    std::int64_t reused = 0;
    for (auto _ : state) {
        frame();
        reused += s.view->lastPaintReusedBackdrop() ? 1 : 0;
    }
    s.view->hide();
    if (reused != std::int64_t(state.iterations()))
        state.SkipWithError("a playback frame repainted the whole timeline view");
    state.counters["tracks"] = double(s.session.document()->timeline()->trackCount());
}

void timelineViewFullRepaint(benchmark::State &state)
{
    TimelineScene &s = timelineScene();
    for (auto _ : state) {
        s.nextFrame();
        s.view->render(&s.image);
        benchmark::DoNotOptimize(s.image.constBits());
    }
}

void poseEvaluation(benchmark::State &state)
{
    TimelineCursor cursor(benchTimeline());
    Pose pose;
    std::size_t frame = 0;
    for (auto _ : state) {
        cursor.evaluate(double(frame) / kFps, pose);
        benchmark::DoNotOptimize(pose.entries().data());
        frame = (frame + 1) % kFrames;
    }
    state.counters["pose_entries"] = double(pose.size());
}

void poseViewRepaint(benchmark::State &state)
{
    PoseScene &s = poseScene();
    for (auto _ : state) {
        s.nextFrame();
        s.view->render(&s.image);
        benchmark::DoNotOptimize(s.image.constBits());
    }
    state.counters["rows"] = double(s.view->model()->rowCount());
}

void poseViewPaintOnly(benchmark::State &state)
{
    PoseScene &s = poseScene();
    for (auto _ : state) {
        s.view->render(&s.image);
        benchmark::DoNotOptimize(s.image.constBits());
    }
}

/// The application, timing every paint event for the --play-minute frame trace.
class TracingApplication : public QApplication {
public:
    using QApplication::QApplication;
    FrameTrace *trace = nullptr;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!trace || event->type() != QEvent::Paint)
            return QApplication::notify(receiver, event);
        QElapsedTimer t;
        t.start();
        const bool handled = QApplication::notify(receiver, event);
        trace->painted(receiver, double(t.nsecsElapsed()) / 1e6);
        return handled;
    }
};

/// Plays `seconds` in real time through a Transport with the pose view shown; prints the
/// frames shown and dropped, and the frame trace (FrameTrace.h): which frames were late
/// and what each frame cost.
int playMinute(double seconds)
{
    QTemporaryDir dir;
    EditorSession session;
    session.setDocument(clipChannelsDocument(dir.path()));
    FrameTrace trace(kFps);
    // First on currentTimeChanged: a frame's time change begins.
    QObject::connect(&session, &EditorSession::currentTimeChanged, [&](double time) {
        trace.begin(std::llround(time / (session.document()->timeCodesPerSecond() / kFps)));
    });
    Transport transport(&session);
    transport.setPlaybackRange(0.0, kSeconds * kFps);
    // The timeline view shows the bench timeline as a document of its own session, which
    // follows the transport's time.
    EditorSession timelineSession;
    timelineSession.setDocument(benchTimelineDocument());
    QObject::connect(&session, &EditorSession::currentTimeChanged, &timelineSession, &EditorSession::setCurrentTime);
    QWidget window;
    auto *column = new QVBoxLayout(&window);
    auto *layout = new QHBoxLayout;
    auto *canvas = new CurveCanvas(&session, &window);
    auto *view = new PoseView(&session, &window);
    auto *timelineView = new TimelineView(&timelineSession, &window);
    layout->addWidget(canvas, 2);
    layout->addWidget(view, 1);
    column->addLayout(layout, 3);
    column->addWidget(timelineView, 2);
    window.resize(1440, 900);
    view->setTimeline(benchTimeline());
    // Last on currentTimeChanged: its handlers (the pose model's evaluation, the views'
    // update calls, the timeline session's time) are done.
    QObject::connect(&session, &EditorSession::currentTimeChanged, [&] { trace.end(); });
    trace.trace(canvas, "canvas");
    trace.trace(view, "pose view");
    trace.trace(timelineView, "timeline view");
    static_cast<TracingApplication *>(qApp)->trace = &trace;
    window.show();
    canvas->frameAll();
    timelineSession.setVisibleTimeRange(0.0, 20.0 * kFps);
    const std::uint64_t timelinePaintsBefore = timelineView->paintCount();
    QElapsedTimer wall;
    QTimer::singleShot(int(seconds * 1000.0), qApp, [&] {
        transport.pause();
        qApp->quit();
    });
    session.setCurrentTime(0.0);
    // Let the window's first paint happen before playing: it builds the canvas's and the
    // timeline view's backdrops (about 80 and 100 ms). Since the transport reads its clock
    // at the first tick rather than at play(), a paint pending at play() no longer counts
    // as dropped frames; painting first keeps the trace's first frames comparable.
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const std::clock_t cpuStart = std::clock();
    wall.start();
    trace.anchor(0);
    transport.play();
    qApp->exec();
    static_cast<TracingApplication *>(qApp)->trace = nullptr;
    const double elapsed = double(wall.nsecsElapsed()) / 1e9;
    const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("played %.1f s at %.0f fps: %lld frames shown, %lld dropped (%lld expected)\n", elapsed,
                transport.frameRate(), static_cast<long long>(transport.shownFrames()),
                static_cast<long long>(transport.droppedFrames()), static_cast<long long>(elapsed * transport.frameRate()));
    std::printf("DROPPED FRAMES: %lld\n", static_cast<long long>(transport.droppedFrames()));
    std::printf("CPU time %.1f s (%.0f%% of one core); timeline view painted %llu times\n", cpu, 100.0 * cpu / elapsed,
                static_cast<unsigned long long>(timelineView->paintCount() - timelinePaintsBefore));
    trace.report();
    return 0;
}

} // namespace

BENCHMARK(poseEvaluation)->Name("Playback/pose_evaluation")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(poseViewRepaint)->Name("Playback/pose_view_repaint")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(poseViewPaintOnly)->Name("Playback/pose_view_paint_only")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(canvasFrame)->Name("Playback/canvas_frame")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(canvasFullRepaint)->Name("Playback/canvas_full_repaint")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(timelineViewFrame)->Name("Playback/timeline_view_frame")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(timelineViewFullRepaint)->Name("Playback/timeline_view_full_repaint")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    TracingApplication app(argc, argv);
    const std::string playFlag = "--play-minute";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == playFlag)
            return playMinute(60.0);
        if (arg.rfind(playFlag + "=", 0) == 0)
            return playMinute(std::stod(arg.substr(playFlag.size() + 1)));
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_poseScene.reset();
    g_canvasScene.reset();
    g_timelineScene.reset();
    return 0;
}
