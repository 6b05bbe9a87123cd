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
//   share without evaluation).
// The timeline view (another helper's) is not part of this benchmark.
//
// bench_playback --play-minute[=SECONDS] instead plays SECONDS (default 60) of the timeline
// in real time through the Transport with the pose view shown (offscreen, repainting
// through the event loop as on screen) and prints the frames shown and dropped.
//
// Run: bench_playback --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "tests/benchmarks/BenchStatistics.h"
#include "tests/benchmarks/BenchTimeline.h"

#include "core/timeline/TimelineCursor.h"
#include "widgets/pose/PoseModel.h"
#include "widgets/pose/PoseView.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/Transport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QTimer>

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

/// Plays `seconds` in real time through a Transport with the pose view shown; prints the
/// frames shown and dropped.
int playMinute(double seconds)
{
    EditorSession session;
    Transport transport(&session);
    transport.setPlaybackRange(0.0, kSeconds * kFps);
    PoseView view(&session);
    view.resize(kPoseViewSize);
    view.setTimeline(benchTimeline());
    view.show();
    QElapsedTimer wall;
    QTimer::singleShot(int(seconds * 1000.0), qApp, [&] {
        transport.pause();
        qApp->quit();
    });
    session.setCurrentTime(0.0);
    wall.start();
    transport.play();
    qApp->exec();
    const double elapsed = double(wall.nsecsElapsed()) / 1e9;
    std::printf("played %.1f s at %.0f fps: %lld frames shown, %lld dropped (%lld expected)\n", elapsed,
                transport.frameRate(), static_cast<long long>(transport.shownFrames()),
                static_cast<long long>(transport.droppedFrames()), static_cast<long long>(elapsed * transport.frameRate()));
    return 0;
}

} // namespace

BENCHMARK(poseEvaluation)->Name("Playback/pose_evaluation")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(poseViewRepaint)->Name("Playback/pose_view_repaint")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);
BENCHMARK(poseViewPaintOnly)->Name("Playback/pose_view_paint_only")->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", fastest);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
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
    return 0;
}
