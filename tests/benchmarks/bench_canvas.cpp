// Curve canvas speed (issue 5, "Speed"), offscreen (QT_QPA_PLATFORM=offscreen is set
// before the QApplication is made):
// - CanvasRender/...: CurveCanvas::render() into a 1280 × 720 QImage of a document with
//   50 channels × 1,000 knots (BenchSplines.h Bezier splines, seeds per channel, looping
//   extrapolation both sides), framed with frameAll(). One iteration = one frame.
//   * warm: the view does not change, so the polyline caches are reused (a repaint).
//   * zoom_gesture: one wheel notch (1.2×) per frame at the plot's centre, 8 in then 8
//     out, as a user zooms. Each paint samples for about curves::kRefineBudgetMs (at least
//     one channel) and draws the other channels from their caches at the nearby cached
//     scale (drafts, PolylineCache::kDraftSlack), refining them on the next paints.
//     Mean over frames; counter: the worst frame.
//   * zoom_two_notches: two notches (1.44×, beyond the exact-reuse slack) in or out, then
//     frames until every channel is resampled at the new scale. One iteration = one
//     frame; counters: the worst frame and the frames per zoom.
//   * zoom_full_resample: views 2.5× apart set directly (beyond PolylineCache::kDraftSlack),
//     so every frame resamples every channel synchronously (the old "zoom" benchmark, at a
//     larger ratio; also what one wheel event of several notches at once costs).
//   * closeup_warm: 100 frames in view (about 80 knots per channel: knot markers drawn).
// - DragStep/...: one step of a knot drag of 100 consecutive selected keys in the middle
//   of a 100,000-knot channel: KnotsCanvasDrag::applyOffsets (EditGesture → document edit
//   → AnimCurveFn::moveKeys, change record, channelChanged with the changed interval,
//   cache invalidation) plus the repaint into the QImage, which resamples the
//   invalidated chunks. Offsets alternate so every step changes the curve.
//   The channel is the bench spline with held extrapolation, so the changed interval the
//   document reports is local.
//   * all: the whole channel in view (frameAll); * closeup: 300 time codes around the
//   selection in view; * edit_only: the same step without the repaint (for the split);
//   * all_looping_extrapolation: the bench spline as is (looping extrapolation over the
//   whole key range on both sides), where any key move changes every loop copy, so the
//   document reports (-inf, inf) and the whole view is resampled.
//
// - RegressiveHighlight/50x2000/... (issue 17 item 12): 50 channels × 2,000 weighted Bezier
//   keys with about one regressive segment in twenty (tests/support/RegressiveSplines.h,
//   about 4,900 in all), drawn with View ▸ Highlight Regressive Segments on and, as the
//   baseline in the same run, off. One iteration = one frame.
//   * zoomed_out_warm: frameAll (the whole curve set, grouped markers), view unchanged;
//   * zoomed_in_warm: 60 time codes in view (a few regressive segments per channel, each
//     with its own glow and marker);
//   * zoom_gesture: one wheel notch a frame at the plot's centre, 8 in then 8 out, from
//     frameAll (what froze the editor: 3–14 s a notch before the fix).
//
// Worst-frame counters are wall-clock maxima over all iterations: on a shared machine
// they catch scheduler stalls too.
//
// Run: bench_canvas --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// bench_canvas --write-regressive-document=FILE.usda writes the RegressiveHighlight
// curve set as a layer (to open it in the editor, e.g. knotline --screenshot) and exits.
#include "BenchSplines.h"
#include "tests/support/OpenedChannels.h"
#include "tests/support/RegressiveSplines.h"
#include "tests/support/SplineDocument.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KnotsCanvasDrag.h"
#include "widgets/session/EditorSession.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QWheelEvent>

#include <algorithm>
#include <cstdio>
#include <string>
#include <chrono>
#include <cstdint>

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>

using namespace knotline;
using knotline::test::openedChannel;

namespace {

const QSize kCanvasSize(1280, 720);

struct Scene {
    QTemporaryDir dir;
    EditorSession session;
    std::unique_ptr<CurveCanvas> canvas;
    QImage image{kCanvasSize, QImage::Format_ARGB32_Premultiplied};

    Scene(std::size_t channels, std::size_t knots, bool loopingExtrapolation = true)
        : Scene(benchSplines(channels, knots, loopingExtrapolation))
    {
    }
    explicit Scene(const std::vector<Spline> &splines)
    {
        QString error;
        auto doc = test::documentWithSplines(splines, dir.path(), &error);
        if (!doc)
            throw std::runtime_error(error.toStdString());
        session.setDocument(std::move(doc));
        canvas = std::make_unique<CurveCanvas>(&session);
        canvas->resize(kCanvasSize);
        canvas->frameAll();
        render(); // warm the caches
    }
    void render() { canvas->render(&image); }

    static std::vector<Spline> benchSplines(std::size_t channels, std::size_t knots, bool loopingExtrapolation)
    {
        std::vector<Spline> splines;
        for (std::size_t c = 0; c < channels; ++c) {
            splines.push_back(bench::makeBenchSpline(knots, CurveType::Bezier, 0x4B4E4F54ull + 7919 * c));
            if (!loopingExtrapolation
                && (!splines.back().setPreExtrapolation(Extrapolation{ExtrapolationMode::Held, 0.0, {}})
                    || !splines.back().setPostExtrapolation(Extrapolation{ExtrapolationMode::Held, 0.0, {}})))
                throw std::runtime_error("extrapolation refused");
        }
        return splines;
    }
};

Scene &fiftyChannels()
{
    static Scene scene(50, 1000);
    return scene;
}

Scene &bigChannel(bool loops)
{
    static Scene held(1, 100000, false);
    static Scene looping(1, 100000, true);
    return loops ? looping : held;
}

void renderWarm(benchmark::State &state)
{
    Scene &s = fiftyChannels();
    s.canvas->frameAll();
    s.render();
    for (auto _ : state) {
        s.render();
        benchmark::DoNotOptimize(s.image.constBits());
    }
}

/// One wheel event of `delta` eighths of a degree at the plot's centre (the user's zoom).
void wheelAtCentre(CurveCanvas &canvas, int delta)
{
    const QPointF centre = canvas.plotRect().center();
    QWheelEvent ev(centre, canvas.mapToGlobal(centre), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(&canvas, &ev);
}

/// Scene s at rest: framed, every channel refined.
void settle(Scene &s)
{
    s.canvas->frameAll();
    s.render();
    while (s.canvas->isRefining())
        s.render();
}

/// One notch a frame, 8 in then 8 out, from the framed view; counter: the worst frame.
void zoomGesture(benchmark::State &state, Scene &s)
{
    settle(s);
    int phase = 0;
    double worst = 0.0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        wheelAtCentre(*s.canvas, phase < 8 ? 120 : -120); // 8 notches in, 8 out, one per frame
        phase = (phase + 1) % 16;
        s.render();
        benchmark::DoNotOptimize(s.image.constBits());
        worst = std::max(worst, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    state.counters["worst_frame_ms"] = worst;
}

void renderZoomGesture(benchmark::State &state)
{
    zoomGesture(state, fiftyChannels());
}

void renderZoomTwoNotches(benchmark::State &state)
{
    Scene &s = fiftyChannels();
    s.canvas->frameAll();
    s.render();
    while (s.canvas->isRefining())
        s.render();
    bool in = true;
    double worst = 0.0;
    std::int64_t zooms = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (!s.canvas->isRefining()) { // the previous zoom is fully refined: zoom again
            wheelAtCentre(*s.canvas, in ? 240 : -240); // two notches: 1.44x, beyond the cache's slack
            in = !in;
            ++zooms;
        }
        s.render(); // the zoom frame, or one refining the channels it left as drafts
        benchmark::DoNotOptimize(s.image.constBits());
        worst = std::max(worst, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    state.counters["worst_frame_ms"] = worst;
    state.counters["frames_per_zoom"] = zooms > 0 ? double(state.iterations()) / double(zooms) : 0.0;
}

void renderZoomFull(benchmark::State &state)
{
    Scene &s = fiftyChannels();
    s.canvas->frameAll();
    const ViewTransform a = s.canvas->viewTransform();
    const ViewTransform b = a.zoomedAbout(s.canvas->plotRect().center(), 2.5, 2.5);
    bool flip = false;
    for (auto _ : state) {
        s.canvas->setViewTransform(flip ? a : b); // beyond the draft slack: no draft possible
        flip = !flip;
        s.render();
        benchmark::DoNotOptimize(s.image.constBits());
    }
    s.canvas->frameAll();
}

void renderCloseup(benchmark::State &state)
{
    Scene &s = fiftyChannels();
    s.canvas->setVisibleRange(500.0, 600.0, -40.0, 40.0);
    s.render();
    for (auto _ : state) {
        s.render();
        benchmark::DoNotOptimize(s.image.constBits());
    }
    s.canvas->frameAll();
}

Scene &regressiveChannels()
{
    static Scene scene(test::regressiveSplineSet(50, 2000));
    return scene;
}

enum class RegressiveView { ZoomedOut, ZoomedIn, ZoomGesture };

void regressiveHighlight(benchmark::State &state, RegressiveView view, bool highlight)
{
    Scene &s = regressiveChannels();
    s.canvas->setHighlightRegressive(highlight);
    if (view == RegressiveView::ZoomGesture) {
        zoomGesture(state, s);
    } else {
        settle(s);
        if (view == RegressiveView::ZoomedIn)
            s.canvas->setVisibleRange(1200.0, 1260.0, -30.0, 30.0);
        s.render();
        while (s.canvas->isRefining())
            s.render();
        for (auto _ : state) {
            s.render();
            benchmark::DoNotOptimize(s.image.constBits());
        }
    }
    std::size_t regressive = 0;
    for (ChannelId ch : s.session.document()->channelIds())
        regressive += regressiveSegments(s.session.document()->channel(ch).curve.spline()).size();
    state.counters["regressive_segments"] = double(regressive);
    s.canvas->setHighlightRegressive(true);
    s.canvas->frameAll();
}

enum class DragView { All, Closeup, EditOnly, AllLooping };

void dragStep(benchmark::State &state, DragView view)
{
    Scene &s = bigChannel(view == DragView::AllLooping);
    const std::size_t first = 50000;
    std::set<KnotRef> keys;
    for (std::size_t k = first; k < first + 100; ++k)
        keys.insert(KnotRef{openedChannel(0), k});
    s.session.selection()->set(keys);
    const double t0 = s.session.document()->channel(openedChannel(0)).curve.keyTime(first);
    if (view == DragView::Closeup)
        s.canvas->setVisibleRange(t0 - 100.0, t0 + 200.0, -200.0, 200.0);
    else
        s.canvas->frameAll();
    s.render();
    auto drag = KnotsCanvasDrag::create(&s.session, keys, KnotRef{openedChannel(0), first}, QPointF(), {});
    if (!drag)
        throw std::runtime_error("no drag");
    long step = 0;
    for (auto _ : state) {
        ++step;
        // Small offsets (the keys' gaps are >= 0.5), alternating, so every step changes.
        drag->applyOffsets((step % 2) ? 0.2 : 0.1, (step % 2) ? 0.5 : -0.5, DragAxis::Free, false);
        if (view != DragView::EditOnly)
            s.render();
        benchmark::DoNotOptimize(s.image.constBits());
    }
    drag->cancel();
    s.render();
}

} // namespace

BENCHMARK(renderWarm)->Name("CanvasRender/50x1000/warm")->Unit(benchmark::kMillisecond);
BENCHMARK(renderZoomGesture)->Name("CanvasRender/50x1000/zoom_gesture")->Unit(benchmark::kMillisecond);
BENCHMARK(renderZoomTwoNotches)->Name("CanvasRender/50x1000/zoom_two_notches")->Unit(benchmark::kMillisecond);
BENCHMARK(renderZoomFull)->Name("CanvasRender/50x1000/zoom_full_resample")->Unit(benchmark::kMillisecond);
BENCHMARK(renderCloseup)->Name("CanvasRender/50x1000/closeup_warm")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(regressiveHighlight, out_on, RegressiveView::ZoomedOut, true)
    ->Name("RegressiveHighlight/50x2000/zoomed_out_warm/highlight_on")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(regressiveHighlight, out_off, RegressiveView::ZoomedOut, false)
    ->Name("RegressiveHighlight/50x2000/zoomed_out_warm/highlight_off")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(regressiveHighlight, in_on, RegressiveView::ZoomedIn, true)
    ->Name("RegressiveHighlight/50x2000/zoomed_in_warm/highlight_on")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(regressiveHighlight, in_off, RegressiveView::ZoomedIn, false)
    ->Name("RegressiveHighlight/50x2000/zoomed_in_warm/highlight_off")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(regressiveHighlight, gesture_on, RegressiveView::ZoomGesture, true)
    ->Name("RegressiveHighlight/50x2000/zoom_gesture/highlight_on")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(regressiveHighlight, gesture_off, RegressiveView::ZoomGesture, false)
    ->Name("RegressiveHighlight/50x2000/zoom_gesture/highlight_off")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(dragStep, all, DragView::All)->Name("DragStep/100000/100keys/all")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(dragStep, closeup, DragView::Closeup)
    ->Name("DragStep/100000/100keys/closeup")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(dragStep, edit_only, DragView::EditOnly)
    ->Name("DragStep/100000/100keys/edit_only")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(dragStep, all_looping, DragView::AllLooping)
    ->Name("DragStep/100000/100keys/all_looping_extrapolation")
    ->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::string writeFlag = "--write-regressive-document=";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind(writeFlag, 0) != 0)
            continue;
        QFile file(QString::fromStdString(arg.substr(writeFlag.size())));
        const std::string text = test::usdaWithSplines(test::regressiveSplineSet(50, 2000), 1.0, 2400.0);
        if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(file.fileName()));
            return 1;
        }
        return 0;
    }
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
