// Curve canvas speed (issue 5, "Speed"), offscreen (QT_QPA_PLATFORM=offscreen is set
// before the QApplication is made):
// - CanvasRender/...: CurveCanvas::render() into a 1280 × 720 QImage of a document with
//   50 channels × 1,000 knots (BenchSplines.h Bezier splines, seeds per channel, looping
//   extrapolation both sides), framed with frameAll(). One iteration = one frame.
//   * warm: the view does not change, so the polyline caches are reused (a repaint).
//   * zoom: every frame alternates between two zoom levels 1.3× apart (beyond the cache's
//     scale slack), so every frame resamples every visible channel (a wheel-zoom frame).
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
// Run: bench_canvas --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "BenchSplines.h"
#include "tests/support/SplineDocument.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KnotsCanvasDrag.h"
#include "widgets/session/EditorSession.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>

using namespace knotline;

namespace {

const QSize kCanvasSize(1280, 720);

struct Scene {
    QTemporaryDir dir;
    EditorSession session;
    std::unique_ptr<CurveCanvas> canvas;
    QImage image{kCanvasSize, QImage::Format_ARGB32_Premultiplied};

    Scene(std::size_t channels, std::size_t knots, bool loopingExtrapolation = true)
    {
        std::vector<Spline> splines;
        for (std::size_t c = 0; c < channels; ++c) {
            splines.push_back(bench::makeBenchSpline(knots, CurveType::Bezier, 0x4B4E4F54ull + 7919 * c));
            if (!loopingExtrapolation
                && (!splines.back().setPreExtrapolation(Extrapolation{ExtrapolationMode::Held, 0.0, {}})
                    || !splines.back().setPostExtrapolation(Extrapolation{ExtrapolationMode::Held, 0.0, {}})))
                throw std::runtime_error("extrapolation refused");
        }
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

void renderZoom(benchmark::State &state)
{
    Scene &s = fiftyChannels();
    s.canvas->frameAll();
    const ViewTransform a = s.canvas->viewTransform();
    const ViewTransform b = a.zoomedAbout(s.canvas->plotRect().center(), 1.3, 1.3);
    bool flip = false;
    for (auto _ : state) {
        s.canvas->setViewTransform(flip ? a : b);
        flip = !flip;
        s.render();
        benchmark::DoNotOptimize(s.image.constBits());
    }
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

enum class DragView { All, Closeup, EditOnly, AllLooping };

void dragStep(benchmark::State &state, DragView view)
{
    Scene &s = bigChannel(view == DragView::AllLooping);
    const std::size_t first = 50000;
    std::set<KnotRef> keys;
    for (std::size_t k = first; k < first + 100; ++k)
        keys.insert(KnotRef{0, k});
    s.session.selection()->set(keys);
    const double t0 = s.session.document()->channel(0).curve.keyTime(first);
    if (view == DragView::Closeup)
        s.canvas->setVisibleRange(t0 - 100.0, t0 + 200.0, -200.0, 200.0);
    else
        s.canvas->frameAll();
    s.render();
    auto drag = KnotsCanvasDrag::create(&s.session, keys, KnotRef{0, first}, QPointF(), {});
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
BENCHMARK(renderZoom)->Name("CanvasRender/50x1000/zoom")->Unit(benchmark::kMillisecond);
BENCHMARK(renderCloseup)->Name("CanvasRender/50x1000/closeup_warm")->Unit(benchmark::kMillisecond);
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
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
