// Bulk edits in the whole editor at production scale (issue 38): a usda layer of C double
// attributes × K Bezier knots (BenchSplines.h splines, one seed per attribute, held
// extrapolation), opened in the real MainWindow (offscreen, 1600 × 1000, every curve
// shown, tangents hidden so a press lands on a key), and the same edits on the core alone.
//
// Window/<step>/C/K, one iteration = one step as the user does it, with every view
// following and the events the step posts processed (the repaint included):
// - SelectAll: Edit ▸ Select All Keys (every key of every shown curve).
// - Nudge: the Up arrow on the canvas with every key selected (a value nudge).
// - Undo, Redo: Edit ▸ Undo / Redo of that nudge.
// - Delete: Edit ▸ Delete Keys of every key; UndoDelete: Edit ▸ Undo of it.
// - BoxSelect: a left drag on the canvas, zoomed to 3 % of the keys' time range and all
//   their values, around the middle 2 % of the time range (about 2 % of all keys).
// - DragStep: with those keys selected, one mouse move of a drag of them (alternating
//   ±1 frame, snapping on: every step changes the keys' times).
// - ClearSelection: a click on empty canvas space with every key selected.
// The set-up between timed steps (selecting, undoing what a step did) is not timed.
//
// Core/<step>/C/K, the baseline: the same edit on the same curves with AnimCurveFn and a
// change record per curve (recorded once after the edit, as EditorDocument::edit does),
// nothing else: Nudge = KnotDragSession::apply of every key by
// the value step, Undo/Redo = AnimCurveChange::undoIt/redoIt of it, Delete =
// AnimCurveFn::remove of every key (last first, as Edit ▸ Delete Keys does), UndoDelete =
// undoIt of it, DragStep = KnotDragSession::apply of the boxed keys by ±1 frame,
// BoxSelect = finding the keys inside the box (a scan of every curve's keys). Selecting
// all and clearing a selection have no core counterpart (the selection is view state).
//
// Targets: every Window step at most 3× its Core step in the same run; at 200 × 5,000 a
// nudge and its undo at most 100 ms of CPU.
//
// Run (see RESULTS.md):
//   bench_editor_bulk --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
// (3 iterations a repetition; --benchmark_filter='/500$' or '/5000$' for one size)
// Write the test document (C attributes × K knots, 200 × 5,000 = 71 MB) without running:
//   bench_editor_bulk --write-document=FILE.usda [--channels=200] [--knots=5000]
#include "app/MainWindow.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/edit/KnotDragSession.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/KnotSelection.h"

#include "BenchSplines.h"
#include "BenchStatistics.h"
#include "../support/SplineDocument.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string>

using namespace knotline;

namespace {

[[noreturn]] void fail(const std::string &what)
{
    throw std::runtime_error("bench_editor_bulk: " + what);
}

std::vector<Spline> bulkSplines(std::size_t channels, std::size_t knots)
{
    std::vector<Spline> splines;
    splines.reserve(channels);
    const Extrapolation held{ExtrapolationMode::Held, 0.0, {}};
    for (std::size_t c = 0; c < channels; ++c) {
        splines.push_back(bench::makeBenchSpline(knots, CurveType::Bezier, 0x42554C4Bull + 7919 * c));
        if (!splines.back().setPreExtrapolation(held) || !splines.back().setPostExtrapolation(held))
            fail("held extrapolation refused");
    }
    return splines;
}

std::string bulkDocumentText(std::size_t channels, std::size_t knots)
{
    return test::usdaWithSplines(bulkSplines(channels, knots), 0.0, double(knots) * 1.25);
}

bool writeText(const QString &path, const std::string &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

/// The time range and value range of every key of the curves.
struct KeyBounds {
    double t0 = std::numeric_limits<double>::infinity(), t1 = -t0, v0 = t0, v1 = -t0;
};

KeyBounds keyBounds(const std::vector<const AnimCurve *> &curves)
{
    KeyBounds b;
    for (const AnimCurve *c : curves) {
        for (std::size_t k = 0; k < c->numKeys(); ++k) {
            b.t0 = std::min(b.t0, c->keyTime(k));
            b.t1 = std::max(b.t1, c->keyTime(k));
            b.v0 = std::min(b.v0, c->keyValue(k));
            b.v1 = std::max(b.v1, c->keyValue(k));
        }
    }
    return b;
}

/// The box of BoxSelect in curve units: the middle 2 % of the time range, every value.
struct CurveBox {
    double t0, t1, v0, v1;
};

CurveBox boxOf(const KeyBounds &b)
{
    const double mid = 0.5 * (b.t0 + b.t1);
    const double half = 0.01 * (b.t1 - b.t0);
    const double margin = 0.05 * (b.v1 - b.v0);
    return {mid - half, mid + half, b.v0 - margin, b.v1 + margin};
}

// ---------------------------------------------------------------------------------------
// The window

void sendMouse(QWidget *w, QEvent::Type type, QPointF pos, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    QMouseEvent e(type, pos, w->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

void settle()
{
    QCoreApplication::processEvents();
}

class Window {
public:
    Window(std::size_t channels, std::size_t knots)
    {
        const QString path = m_dir.filePath(QStringLiteral("bulk.usda"));
        if (!writeText(path, bulkDocumentText(channels, knots)))
            fail("cannot write the document");
        m_window = std::make_unique<MainWindow>(MainWindow::Mode::Screenshot);
        if (!m_window->openFile(path))
            fail("the document did not open");
        m_window->resize(1600, 1000);
        m_window->show();
        canvas()->setShowTangents(false);
        canvas()->setSnapping(true);
        settle();
        canvas()->frameAll();
        settle();
        std::vector<const AnimCurve *> curves;
        for (ChannelId c : session()->document()->channelIds())
            curves.push_back(&session()->document()->channel(c).curve);
        m_bounds = keyBounds(curves);
        m_keys = 0;
        for (const AnimCurve *c : curves)
            m_keys += c->numKeys();
        if (m_keys != channels * knots)
            fail("the document holds " + std::to_string(m_keys) + " keys");
    }

    EditorSession *session() const { return m_window->session(); }
    CurveCanvas *canvas() const { return m_window->canvas(); }
    std::size_t keys() const { return m_keys; }
    std::size_t selected() const { return session()->selection()->knots().size(); }

    void trigger(const char *objectName)
    {
        auto *action = m_window->findChild<QAction *>(QString::fromLatin1(objectName));
        if (!action)
            fail(std::string("no action ") + objectName);
        action->trigger();
        settle();
    }
    void selectAll()
    {
        trigger("actionSelectAll");
        if (selected() != m_keys)
            fail("Select All selected " + std::to_string(selected()) + " keys");
    }
    void clearSelectionUntimed()
    {
        session()->selection()->clear();
        settle();
    }
    void nudgeUp()
    {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Up, Qt::NoModifier);
        QApplication::sendEvent(canvas(), &press);
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_Up, Qt::NoModifier);
        QApplication::sendEvent(canvas(), &release);
        settle();
    }
    int undoIndex() const { return session()->undoStack()->index(); }

    /// Frames every key, then finds a plot pixel with nothing under it.
    void frameAllView()
    {
        canvas()->frameAll();
        settle();
    }
    QPointF emptyPixel() const
    {
        const QRectF plot = canvas()->plotRect();
        for (double y = plot.top() + 3; y < plot.bottom(); y += 7)
            for (double x = plot.left() + 3; x < plot.right(); x += 53)
                if (canvas()->hitAt({x, y}).kind == HitKind::None)
                    return {x, y};
        fail("no empty pixel on the canvas");
    }
    void click(QPointF at)
    {
        sendMouse(canvas(), QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
        sendMouse(canvas(), QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
        settle();
    }

    /// Zooms to the box's surroundings (1.5× its time span, its values).
    void zoomToBox()
    {
        const CurveBox b = boxOf(m_bounds);
        const double pad = 0.25 * (b.t1 - b.t0);
        canvas()->setVisibleRange(b.t0 - pad, b.t1 + pad, b.v0 - 0.02 * (b.v1 - b.v0), b.v1 + 0.02 * (b.v1 - b.v0));
        settle();
    }
    void boxSelect()
    {
        const CurveBox b = boxOf(m_bounds);
        const ViewTransform &view = canvas()->viewTransform();
        const QPointF from = view.toPixels(b.t0, b.v1);
        const QPointF to = view.toPixels(b.t1, b.v0);
        sendMouse(canvas(), QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
        sendMouse(canvas(), QEvent::MouseMove, (from + to) / 2, Qt::NoButton, Qt::LeftButton);
        sendMouse(canvas(), QEvent::MouseMove, to, Qt::NoButton, Qt::LeftButton);
        sendMouse(canvas(), QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton);
        settle();
    }

    /// Presses on a selected key of the first channel that has one; returns the press.
    QPointF pressOnSelectedKey()
    {
        const KnotRef k = *session()->selection()->knots().begin();
        const AnimCurve &curve = session()->document()->channel(k.channel).curve;
        const QPointF at = keyPixel(curve, k.knot, canvas()->viewTransform());
        sendMouse(canvas(), QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
        return at;
    }
    void moveTo(QPointF at)
    {
        sendMouse(canvas(), QEvent::MouseMove, at, Qt::NoButton, Qt::LeftButton);
        settle();
    }
    void release(QPointF at)
    {
        sendMouse(canvas(), QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
        settle();
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    KeyBounds m_bounds;
    std::size_t m_keys = 0;
};

/// The open windows (one at a time), closed by main before the QApplication goes.
std::map<std::pair<std::size_t, std::size_t>, std::unique_ptr<Window>> &openWindows()
{
    static std::map<std::pair<std::size_t, std::size_t>, std::unique_ptr<Window>> made;
    return made;
}

Window &windowOf(std::size_t channels, std::size_t knots)
{
    auto &made = openWindows();
    auto &slot = made[{channels, knots}];
    if (!slot) {
        made.clear(); // one window at a time: 1,000,000 keys take about a gigabyte
        made[{channels, knots}] = std::make_unique<Window>(channels, knots);
        return *made[{channels, knots}];
    }
    return *slot;
}

Window &windowFor(const benchmark::State &state)
{
    return windowOf(std::size_t(state.range(0)), std::size_t(state.range(1)));
}

void expectUndoIndex(const Window &w, int index, const char *step)
{
    if (w.undoIndex() != index)
        fail(std::string(step) + " left the undo stack at " + std::to_string(w.undoIndex()) + ", not "
             + std::to_string(index));
}

void BM_WindowSelectAll(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.frameAllView();
    for (auto _ : state) {
        state.PauseTiming();
        w.clearSelectionUntimed();
        state.ResumeTiming();
        w.selectAll();
    }
    state.counters["keys"] = double(w.selected());
}

void BM_WindowNudge(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.frameAllView();
    w.selectAll();
    const int base = w.undoIndex();
    for (auto _ : state) {
        w.nudgeUp();
        state.PauseTiming();
        expectUndoIndex(w, base + 1, "Nudge");
        w.trigger("actionUndo");
        state.ResumeTiming();
    }
    state.counters["keys"] = double(w.selected());
}

void BM_WindowUndo(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.frameAllView();
    w.selectAll();
    const int base = w.undoIndex();
    for (auto _ : state) {
        state.PauseTiming();
        w.nudgeUp();
        state.ResumeTiming();
        w.trigger("actionUndo");
    }
    expectUndoIndex(w, base, "Undo");
    state.counters["keys"] = double(w.selected());
}

void BM_WindowRedo(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.frameAllView();
    w.selectAll();
    const int base = w.undoIndex();
    w.nudgeUp();
    w.trigger("actionUndo");
    for (auto _ : state) {
        w.trigger("actionRedo");
        state.PauseTiming();
        expectUndoIndex(w, base + 1, "Redo");
        w.trigger("actionUndo");
        state.ResumeTiming();
    }
    state.counters["keys"] = double(w.selected());
}

void BM_WindowDelete(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.frameAllView();
    const int base = w.undoIndex();
    for (auto _ : state) {
        state.PauseTiming();
        w.selectAll();
        state.ResumeTiming();
        w.trigger("actionDelete");
        state.PauseTiming();
        expectUndoIndex(w, base + 1, "Delete");
        w.trigger("actionUndo");
        state.ResumeTiming();
    }
    state.counters["keys"] = double(w.keys());
}

void BM_WindowUndoDelete(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.frameAllView();
    const int base = w.undoIndex();
    for (auto _ : state) {
        state.PauseTiming();
        w.selectAll();
        w.trigger("actionDelete");
        state.ResumeTiming();
        w.trigger("actionUndo");
    }
    expectUndoIndex(w, base, "Undo of Delete");
    state.counters["keys"] = double(w.keys());
}

void BM_WindowBoxSelect(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.zoomToBox();
    for (auto _ : state) {
        state.PauseTiming();
        w.clearSelectionUntimed();
        state.ResumeTiming();
        w.boxSelect();
    }
    state.counters["keys"] = double(w.selected());
    w.frameAllView();
}

void BM_WindowDragStep(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.zoomToBox();
    w.clearSelectionUntimed();
    w.boxSelect();
    const std::size_t boxed = w.selected();
    const int base = w.undoIndex();
    const QPointF press = w.pressOnSelectedKey();
    const double frame = w.canvas()->viewTransform().pixelsPerTime();
    w.moveTo(press + QPointF(frame, 0)); // starts the drag
    std::size_t n = 0;
    for (auto _ : state)
        w.moveTo(press + QPointF(n++ % 2 ? frame : -frame, 0));
    w.release(press + QPointF(n % 2 ? frame : -frame, 0));
    expectUndoIndex(w, base + 1, "the drag");
    w.trigger("actionUndo");
    if (w.selected() != boxed)
        fail("the drag changed the selection");
    state.counters["keys"] = double(boxed);
    w.frameAllView();
}

void BM_WindowClearSelection(benchmark::State &state)
{
    Window &w = windowFor(state);
    w.frameAllView();
    const QPointF empty = w.emptyPixel();
    for (auto _ : state) {
        state.PauseTiming();
        w.selectAll();
        state.ResumeTiming();
        w.click(empty);
    }
    if (w.selected() != 0)
        fail("the click left keys selected");
    state.counters["keys"] = double(w.keys());
}

// ---------------------------------------------------------------------------------------
// The core alone

struct CoreCurves {
    CoreCurves(std::size_t channels, std::size_t knots)
    {
        for (const Spline &s : bulkSplines(channels, knots)) {
            Result<AnimCurve> c = AnimCurveFn::fromSpline(s);
            if (!c)
                fail("AnimCurveFn::fromSpline: " + c.message());
            curves.push_back(std::move(*c));
        }
        std::vector<const AnimCurve *> all;
        for (const AnimCurve &c : curves)
            all.push_back(&c);
        bounds = keyBounds(all);
    }
    std::size_t keys() const
    {
        std::size_t n = 0;
        for (const AnimCurve &c : curves)
            n += c.numKeys();
        return n;
    }
    std::vector<AnimCurve> curves;
    KeyBounds bounds;
};

CoreCurves &coreFor(const benchmark::State &state)
{
    static std::map<std::pair<std::size_t, std::size_t>, std::unique_ptr<CoreCurves>> made;
    const std::pair<std::size_t, std::size_t> size{std::size_t(state.range(0)), std::size_t(state.range(1))};
    auto &slot = made[size];
    if (!slot)
        slot = std::make_unique<CoreCurves>(size.first, size.second);
    return *slot;
}

std::vector<std::size_t> allKeys(const AnimCurve &c)
{
    std::vector<std::size_t> keys(c.numKeys());
    std::iota(keys.begin(), keys.end(), std::size_t(0));
    return keys;
}

/// Every key of every curve moved up by `dv` (a drag session per curve, as a nudge).
std::vector<AnimCurveChange> coreNudge(CoreCurves &core, double dv)
{
    std::vector<AnimCurveChange> changes(core.curves.size());
    for (std::size_t i = 0; i < core.curves.size(); ++i) {
        AnimCurve &curve = core.curves[i];
        Result<KnotDragSession> s = KnotDragSession::create(curve, allKeys(curve), 0);
        if (!s)
            fail("KnotDragSession::create: " + s.message());
        const AnimCurve before = curve;
        AnimCurveFn fn(curve);
        if (!s->apply(fn, 0.0, dv, DragAxis::Free) || !changes[i].record(curve, before))
            fail("the core nudge was refused");
    }
    return changes;
}

void undoAll(std::vector<AnimCurveChange> &changes)
{
    for (AnimCurveChange &c : changes)
        if (!c.undoIt())
            fail("undo refused");
}

void redoAll(std::vector<AnimCurveChange> &changes)
{
    for (AnimCurveChange &c : changes)
        if (!c.redoIt())
            fail("redo refused");
}

void BM_CoreNudge(benchmark::State &state)
{
    CoreCurves &core = coreFor(state);
    for (auto _ : state) {
        std::vector<AnimCurveChange> changes = coreNudge(core, 0.1);
        state.PauseTiming();
        undoAll(changes);
        changes.clear();
        state.ResumeTiming();
    }
    state.counters["keys"] = double(core.keys());
}

void BM_CoreUndo(benchmark::State &state)
{
    CoreCurves &core = coreFor(state);
    for (auto _ : state) {
        state.PauseTiming();
        std::vector<AnimCurveChange> changes = coreNudge(core, 0.1);
        state.ResumeTiming();
        undoAll(changes);
        state.PauseTiming();
        changes.clear();
        state.ResumeTiming();
    }
    state.counters["keys"] = double(core.keys());
}

void BM_CoreRedo(benchmark::State &state)
{
    CoreCurves &core = coreFor(state);
    std::vector<AnimCurveChange> changes = coreNudge(core, 0.1);
    undoAll(changes);
    for (auto _ : state) {
        redoAll(changes);
        state.PauseTiming();
        undoAll(changes);
        state.ResumeTiming();
    }
    state.counters["keys"] = double(core.keys());
}

std::vector<AnimCurveChange> coreDelete(CoreCurves &core)
{
    std::vector<AnimCurveChange> changes(core.curves.size());
    for (std::size_t i = 0; i < core.curves.size(); ++i) {
        const AnimCurve before = core.curves[i];
        AnimCurveFn fn(core.curves[i]);
        for (std::size_t k = core.curves[i].numKeys(); k-- > 0;)
            if (!fn.remove(k))
                fail("the core delete was refused");
        if (!changes[i].record(core.curves[i], before))
            fail("the core delete was not recorded");
    }
    return changes;
}

void BM_CoreDelete(benchmark::State &state)
{
    CoreCurves &core = coreFor(state);
    const std::size_t keys = core.keys();
    for (auto _ : state) {
        std::vector<AnimCurveChange> changes = coreDelete(core);
        state.PauseTiming();
        undoAll(changes);
        changes.clear();
        state.ResumeTiming();
    }
    state.counters["keys"] = double(keys);
}

void BM_CoreUndoDelete(benchmark::State &state)
{
    CoreCurves &core = coreFor(state);
    const std::size_t keys = core.keys();
    for (auto _ : state) {
        state.PauseTiming();
        std::vector<AnimCurveChange> changes = coreDelete(core);
        state.ResumeTiming();
        undoAll(changes);
        state.PauseTiming();
        changes.clear();
        state.ResumeTiming();
    }
    state.counters["keys"] = double(keys);
}

/// (curve, key) of every key inside the BoxSelect box.
std::vector<std::pair<std::size_t, std::size_t>> coreBoxKeys(const CoreCurves &core)
{
    const CurveBox b = boxOf(core.bounds);
    std::vector<std::pair<std::size_t, std::size_t>> inside;
    for (std::size_t i = 0; i < core.curves.size(); ++i) {
        const AnimCurve &c = core.curves[i];
        for (std::size_t k = 0; k < c.numKeys(); ++k) {
            const double t = c.keyTime(k);
            const double v = c.keyValue(k);
            if (t >= b.t0 && t <= b.t1 && v >= b.v0 && v <= b.v1)
                inside.emplace_back(i, k);
        }
    }
    return inside;
}

void BM_CoreBoxSelect(benchmark::State &state)
{
    CoreCurves &core = coreFor(state);
    std::size_t n = 0;
    for (auto _ : state) {
        const auto inside = coreBoxKeys(core);
        n = inside.size();
        benchmark::DoNotOptimize(inside.data());
    }
    state.counters["keys"] = double(n);
}

void BM_CoreDragStep(benchmark::State &state)
{
    CoreCurves &core = coreFor(state);
    std::map<std::size_t, std::vector<std::size_t>> byCurve;
    std::size_t n = 0;
    for (const auto &[curve, key] : coreBoxKeys(core)) {
        byCurve[curve].push_back(key);
        ++n;
    }
    std::vector<std::pair<std::size_t, KnotDragSession>> sessions;
    for (auto &[curve, keys] : byCurve) {
        Result<KnotDragSession> s = KnotDragSession::create(core.curves[curve], keys, keys.front());
        if (!s)
            fail("KnotDragSession::create: " + s.message());
        sessions.emplace_back(curve, std::move(*s));
    }
    std::vector<AnimCurveChange> changes(core.curves.size());
    std::size_t step = 0;
    for (auto _ : state) {
        const double dt = step++ % 2 ? 1.0 : -1.0;
        for (const auto &[curve, session] : sessions) {
            const AnimCurve before = core.curves[curve];
            AnimCurveFn fn(core.curves[curve]);
            const double resolved = KnotDragSession::resolveTimeOffset(dt, session.anchorTime(),
                                                                        session.allowedTimeOffsets(), true);
            if (!session.apply(fn, resolved, 0.0, DragAxis::Free) || !changes[curve].record(core.curves[curve], before))
                fail("the core drag step was refused");
        }
    }
    undoAll(changes);
    state.counters["keys"] = double(n);
}

/// Both sizes, a fixed count of iterations: most steps need an untimed set-up (a nudge
/// before its undo, say) that costs far more than a fast step, so letting the library
/// pick the count by the timed part would run for hours.
void sizes(benchmark::internal::Benchmark *b)
{
    b->Args({200, 500})->Args({200, 5000})->Unit(benchmark::kMillisecond)->Iterations(3);
    b->ComputeStatistics("min", bench::fastest);
}

} // namespace

BENCHMARK(BM_CoreNudge)->Apply(sizes)->Name("Core/Nudge");
BENCHMARK(BM_CoreUndo)->Apply(sizes)->Name("Core/Undo");
BENCHMARK(BM_CoreRedo)->Apply(sizes)->Name("Core/Redo");
BENCHMARK(BM_CoreDelete)->Apply(sizes)->Name("Core/Delete");
BENCHMARK(BM_CoreUndoDelete)->Apply(sizes)->Name("Core/UndoDelete");
BENCHMARK(BM_CoreBoxSelect)->Apply(sizes)->Name("Core/BoxSelect");
BENCHMARK(BM_CoreDragStep)->Apply(sizes)->Name("Core/DragStep");
BENCHMARK(BM_WindowSelectAll)->Apply(sizes)->Name("Window/SelectAll");
BENCHMARK(BM_WindowNudge)->Apply(sizes)->Name("Window/Nudge");
BENCHMARK(BM_WindowUndo)->Apply(sizes)->Name("Window/Undo");
BENCHMARK(BM_WindowRedo)->Apply(sizes)->Name("Window/Redo");
BENCHMARK(BM_WindowDelete)->Apply(sizes)->Name("Window/Delete");
BENCHMARK(BM_WindowUndoDelete)->Apply(sizes)->Name("Window/UndoDelete");
BENCHMARK(BM_WindowBoxSelect)->Apply(sizes)->Name("Window/BoxSelect");
BENCHMARK(BM_WindowDragStep)->Apply(sizes)->Name("Window/DragStep");
BENCHMARK(BM_WindowClearSelection)->Apply(sizes)->Name("Window/ClearSelection");

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::string writeFlag = "--write-document=";
    std::string writePath;
    std::size_t channels = 200;
    std::size_t knots = 5000;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind(writeFlag, 0) == 0)
            writePath = arg.substr(writeFlag.size());
        else if (arg.rfind("--channels=", 0) == 0)
            channels = std::stoul(arg.substr(11));
        else if (arg.rfind("--knots=", 0) == 0)
            knots = std::stoul(arg.substr(8));
    }
    if (!writePath.empty()) {
        if (!writeText(QString::fromStdString(writePath), bulkDocumentText(channels, knots))) {
            std::fprintf(stderr, "cannot write %s\n", writePath.c_str());
            return 1;
        }
        return 0;
    }
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    openWindows().clear();
    benchmark::Shutdown();
    return 0;
}
