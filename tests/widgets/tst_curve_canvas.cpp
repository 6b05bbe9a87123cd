// CurveCanvas over an EditorSession, driven offscreen with real QTest mouse and key events
// (and QWheelEvents): rendering (curve pixels, value-block gaps, extrapolation toggle),
// knot / tangent / pre-value / loop-boundary drags as single undo steps that undo exactly,
// live anti-regression, click and box selection with Shift/Ctrl, zoom about the cursor,
// pan, snapping, axis lock, nudges, scrubbing, regressive-segment fixes, the
// regressive-segment highlight (visible spans at the view's edges, markers grouped when
// zoomed out and single when zoomed in, following edits), cache invalidation; and
// ViewTransform's formulas.

#include "core/edit/KnotDragSession.h"
#include "core/spline/Regression.h"
#include "core/spline/Spline.h"
#include "tests/support/OpenedChannels.h"
#include "tests/support/RegressiveSplines.h"
#include "tests/support/TwoRegressiveSegments.h"
#include "tests/support/SplineDocument.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/GridPainter.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/canvas/PolylineCache.h"
#include "widgets/canvas/PolylineThinning.h"
#include "widgets/canvas/RegressionFixMenu.h"
#include "widgets/canvas/RegressionMarkers.h"
#include "widgets/canvas/RegressiveSpans.h"
#include "widgets/canvas/ViewTransform.h"
#include "widgets/session/EditorSession.h"

#include <QApplication>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QToolTip>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <QWheelEvent>

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

using namespace knotline;
using knotline::test::openedChannel;

namespace {

Spline makeSpline(const std::vector<Knot> &knots, CurveType type = CurveType::Bezier)
{
    Spline spline;
    spline.setAntiRegressionMode(AntiRegressionMode::None);
    if (!spline.setCurveType(type))
        qFatal("setCurveType refused");
    const Status status = spline.setKnots(knots);
    if (!status)
        qFatal("setKnots refused the test spline: %s", status.message().c_str());
    return spline;
}

/// A session over a document holding `splines`, and a 640 × 400 canvas showing it.
struct Fixture {
    QTemporaryDir dir;
    EditorSession session;
    std::unique_ptr<CurveCanvas> canvas;

    explicit Fixture(const std::vector<Spline> &splines)
    {
        QString error;
        auto doc = test::documentWithSplines(splines, dir.path(), &error);
        if (!doc)
            qFatal("document: %s", qPrintable(error));
        session.setDocument(std::move(doc));
        // Colours come from the channels' paths (channelColor); the drawing tests look for
        // an orange first and a sky-blue second channel, so they are given these.
        const std::array<QColor, 2> byRow{QColor(0xff, 0x9f, 0x1c), QColor(0x4c, 0xc9, 0xf0)};
        for (std::size_t i = 0; i < std::min(byRow.size(), splines.size()); ++i)
            session.setChannelColor(openedChannel(i), byRow[i]);
        canvas = std::make_unique<CurveCanvas>(&session);
        // Every paint samples everything it needs (no time budget: the results must not
        // depend on the machine's load); wheelZoomDrawsDraftsThenRefines sets its own.
        canvas->setRefineBudget(1e9);
        canvas->resize(640, 400);
        canvas->show();
        if (!QTest::qWaitForWindowExposed(canvas.get()))
            qFatal("canvas not exposed");
    }
    const AnimCurve &curve(std::size_t row = 0) const { return session.document()->channel(openedChannel(row)).curve; }
    QPoint key(std::size_t k, std::size_t ch = 0) const
    {
        return keyPixel(curve(ch), k, canvas->viewTransform()).toPoint();
    }
    QPoint at(double t, double v) const { return canvas->viewTransform().toPixels(t, v).toPoint(); }
    QImage render() const { return canvas->grab().toImage().convertToFormat(QImage::Format_RGB32); }
    std::set<KnotRef> selected() const { return session.selection()->knots(); }
};

/// Press at `from`, move in a few steps to `to`, release there (left button).
void drag(QWidget *w, QPoint from, QPoint to, Qt::KeyboardModifiers mods = {}, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mousePress(w, button, mods, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(w, from + (to - from) * i / 4);
    QTest::mouseRelease(w, button, mods, to);
}

bool near(double a, double b, double tol = 1e-9)
{
    return std::abs(a - b) <= tol * std::max(1.0, std::abs(b));
}

/// Pixels of the channel's hue (also faded or blended): orange-ish, channel 0's colour.
bool isOrange(QRgb c)
{
    return qRed(c) > qGreen(c) + 20 && qGreen(c) > qBlue(c) + 10 && qRed(c) - qBlue(c) > 60;
}

/// Close to the full channel colour (the core of the 2 px line).
bool isCurvePixel(QRgb c, const QColor &curve)
{
    return std::abs(qRed(c) - curve.red()) <= 40 && std::abs(qGreen(c) - curve.green()) <= 40
        && std::abs(qBlue(c) - curve.blue()) <= 40;
}

std::vector<int> curveRows(const QImage &image, int x, int top, int bottom, const QColor &curve)
{
    std::vector<int> rows;
    for (int y = std::max(0, top); y <= std::min(image.height() - 1, bottom); ++y)
        if (isCurvePixel(image.pixel(x, y), curve))
            rows.push_back(y);
    return rows;
}

void wheel(QWidget *w, QPoint pos, int delta, Qt::KeyboardModifiers mods)
{
    QWheelEvent ev(QPointF(pos), QPointF(w->mapToGlobal(pos)), QPoint(), QPoint(0, delta), Qt::NoButton, mods,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &ev);
}

} // namespace

class TestCurveCanvas : public QObject {
    Q_OBJECT

private slots:
    void viewTransformRoundTrip_data();
    void viewTransformRoundTrip();
    void viewTransformFrame();
    void viewTransformFrameDegenerate();
    void viewTransformZoomAboutKeepsPointFixed_data();
    void viewTransformZoomAboutKeepsPointFixed();
    void viewTransformPanAndCurveRect();
    void thinningKeepsColumnExtremesAndEnds();
    void polylineCacheChunksAndScales();

    void drawsLinearCurveAtExpectedRows();
    void leavesGapInValueBlock();
    void drawsHeldRisers();
    void extrapolationToggle();
    void dragKnotMovesAndUndoRestores();
    void dragKnotSnapsAndLocksAxis_data();
    void dragKnotSnapsAndLocksAxis();
    void altDragDoesNotSnap();
    void dragKnotSnapsToWholeValues();
    void dragKnotStopsAtNeighbour();
    void dragAwayAndBackPushesNothing();
    void dragHermiteTangentChangesSlopeOnly();
    void dragTangentIntoRegressionStaysNonRegressive();
    void hitOrderPrefersHandles();
    void dragPreValue();
    void dragLoopBoundary();
    void dragOuterTangentOfEndKey();
    void dragExtrapolationLoopBoundary();
    void clickSelection();
    void boxSelection();
    void zoomAboutCursor_data();
    void zoomAboutCursor();
    void panWithMiddleButton();
    void nudgesAreUndoSteps();
    void nudgesSnapLikeDrags_data();
    void nudgesSnapLikeDrags();
    void scrubCurrentTime();
    void timeChangeRepaintsOnlyTheTimeLine();
    void regressionMarkerMenuFixes();
    void regressiveSpansAtTheirEdges();
    void regressionMarkersGroupWhenZoomedOut();
    void regressionMarkersAtThePlotEdges();
    void regressionHighlightFollowsEdits();
    void editResamplesOnlyTheChangedInterval();
    void loopingExtrapolationEditInvalidatesOnlyReportedIntervals();
    void wheelZoomDrawsDraftsThenRefines();
    void frameAllAndSelected();
    void frameAllIncludesLoops();
    void hiddenAndLockedChannels();
};

// ---- ViewTransform ----------------------------------------------------------------------

void TestCurveCanvas::viewTransformRoundTrip_data()
{
    QTest::addColumn<double>("time");
    QTest::addColumn<double>("value");
    QTest::newRow("origin") << 0.0 << 0.0;
    QTest::newRow("inside") << 12.5 << -3.25;
    QTest::newRow("outside left") << -100.0 << 1e4;
    QTest::newRow("fractional frame") << 1001.125 << 0.001;
}

void TestCurveCanvas::viewTransformRoundTrip()
{
    QFETCH(double, time);
    QFETCH(double, value);
    const ViewTransform view =
        ViewTransform::frame(-10.0, 40.0, -5.0, 25.0, QSizeF(800, 500), QMarginsF(60, 20, 16, 40));
    const QPointF pixel = view.toPixels(time, value);
    QVERIFY(std::abs(view.xToTime(pixel.x()) - time) <= 1e-9 * std::max(1.0, std::abs(time)));
    QVERIFY(std::abs(view.yToValue(pixel.y()) - value) <= 1e-9 * std::max(1.0, std::abs(value)));
    const QPointF back = view.toCurve(pixel);
    QVERIFY(std::abs(back.x() - time) <= 1e-9 * std::max(1.0, std::abs(time)));
    QVERIFY(std::abs(back.y() - value) <= 1e-9 * std::max(1.0, std::abs(value)));
}

void TestCurveCanvas::viewTransformFrame()
{
    // Plot rectangle: x in [60, 784], y in [20, 460].
    const ViewTransform view =
        ViewTransform::frame(-10.0, 40.0, -5.0, 25.0, QSizeF(800, 500), QMarginsF(60, 20, 16, 40));
    QCOMPARE(view.timeToX(-10.0), 60.0);
    QCOMPARE(view.timeToX(40.0), 784.0);
    QCOMPARE(view.valueToY(25.0), 20.0);  // largest value at the top
    QCOMPARE(view.valueToY(-5.0), 460.0); // smallest at the bottom
    QCOMPARE(view.pixelsPerTime(), 724.0 / 50.0);
    QCOMPARE(view.pixelsPerValue(), 440.0 / 30.0);
    QCOMPARE(view.timeToX(15.0), 60.0 + 25.0 * 724.0 / 50.0);
    QVERIFY(view.valueToY(10.0) < view.valueToY(0.0));

    const ViewTransform uniform = ViewTransform::frame(0.0, 10.0, 0.0, 1.0, QSizeF(120, 70), 10.0);
    QCOMPARE(uniform.timeToX(0.0), 10.0);
    QCOMPARE(uniform.timeToX(10.0), 110.0);
    QCOMPARE(uniform.valueToY(1.0), 10.0);
    QCOMPARE(uniform.valueToY(0.0), 60.0);
}

void TestCurveCanvas::viewTransformFrameDegenerate()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const ViewTransform flat = ViewTransform::frame(5.0, 5.0, 2.0, 2.0, QSizeF(100, 100), 0.0);
    QCOMPARE(flat.timeToX(4.5), 0.0);
    QCOMPARE(flat.timeToX(5.5), 100.0);
    QCOMPARE(flat.valueToY(2.5), 0.0);
    QCOMPARE(flat.valueToY(1.5), 100.0);
    const ViewTransform bad = ViewTransform::frame(nan, 1.0, 0.0, nan, QSizeF(10, 10), 20.0);
    QVERIFY(std::isfinite(bad.pixelsPerTime()) && bad.pixelsPerTime() > 0.0);
    QVERIFY(std::isfinite(bad.pixelsPerValue()) && bad.pixelsPerValue() > 0.0);
    QVERIFY(std::isfinite(bad.timeToX(0.0)) && std::isfinite(bad.valueToY(0.0)));
}

void TestCurveCanvas::viewTransformZoomAboutKeepsPointFixed_data()
{
    QTest::addColumn<double>("fx");
    QTest::addColumn<double>("fy");
    QTest::newRow("both in") << 1.2 << 1.2;
    QTest::newRow("both out") << 0.5 << 0.5;
    QTest::newRow("time only") << 3.0 << 1.0;
    QTest::newRow("value only") << 1.0 << 0.25;
    QTest::newRow("bad factors count as 1") << std::nan("") << -2.0;
}

void TestCurveCanvas::viewTransformZoomAboutKeepsPointFixed()
{
    QFETCH(double, fx);
    QFETCH(double, fy);
    const ViewTransform view(37.0, 12.5, 210.0, 3.25);
    const QPointF pixel(311.5, 97.25);
    const QPointF c = view.toCurve(pixel);
    const ViewTransform z = view.zoomedAbout(pixel, fx, fy);
    QVERIFY(near(z.timeToX(c.x()), pixel.x()));
    QVERIFY(near(z.valueToY(c.y()), pixel.y()));
    const double ex = std::isfinite(fx) && fx > 0 ? fx : 1.0;
    const double ey = std::isfinite(fy) && fy > 0 ? fy : 1.0;
    QVERIFY(near(z.pixelsPerTime(), 12.5 * ex));
    QVERIFY(near(z.pixelsPerValue(), 3.25 * ey));
    // Limits: the scale stops at kMaxScale and the point stays fixed.
    const ViewTransform huge = view.zoomedAbout(pixel, 1e20, 1.0);
    QCOMPARE(huge.pixelsPerTime(), ViewTransform::kMaxScale);
    QVERIFY(near(huge.timeToX(c.x()), pixel.x(), 1e-6));
}

void TestCurveCanvas::viewTransformPanAndCurveRect()
{
    const ViewTransform view(10.0, 2.0, 100.0, 4.0);
    const ViewTransform p = view.panned(30.0, -20.0);
    QCOMPARE(p.xOffset(), 40.0);
    QCOMPARE(p.yOffset(), 80.0);
    QCOMPARE(p.timeToX(5.0), view.timeToX(5.0) + 30.0);
    QCOMPARE(p.pixelsPerTime(), 2.0);
    QCOMPARE(view.panned(std::nan(""), 1.0).xOffset(), 10.0);
    // Pixels (10..210) × (0..100): times 0..100, values 0 (bottom) .. 25 (top).
    const QRectF r = view.curveRect(QRectF(10.0, 0.0, 200.0, 100.0));
    QCOMPARE(r.left(), 0.0);
    QCOMPARE(r.right(), 100.0);
    QCOMPARE(r.top(), 0.0);
    QCOMPARE(r.bottom(), 25.0);
}

void TestCurveCanvas::thinningKeepsColumnExtremesAndEnds()
{
    // 300 vertices over 3 pixel columns (timeScale 1), a wiggle.
    SamplePolyline p;
    for (int i = 0; i < 300; ++i)
        p.vertices.push_back({i * 0.01, std::sin(i * 0.37) * (1.0 + i * 0.01)});
    const SamplePolyline original = p;
    std::vector<SamplePolyline> v{p};
    thinToPixelColumns(v, 1.0);
    const auto &out = v[0].vertices;
    QVERIFY(out.size() <= 3 * 2 + 2);
    QCOMPARE(out.front(), original.vertices.front());
    QCOMPARE(out.back(), original.vertices.back());
    for (int column = 0; column < 3; ++column) {
        double lo = 1e300, hi = -1e300, keptLo = 1e300, keptHi = -1e300;
        for (const auto &x : original.vertices)
            if (std::floor(x[0]) == column) {
                lo = std::min(lo, x[1]);
                hi = std::max(hi, x[1]);
            }
        for (const auto &x : out)
            if (std::floor(x[0]) == column) {
                keptLo = std::min(keptLo, x[1]);
                keptHi = std::max(keptHi, x[1]);
            }
        QCOMPARE(keptLo, lo); // the column's extent is kept exactly
        QCOMPARE(keptHi, hi);
    }
    for (std::size_t i = 1; i < out.size(); ++i)
        QVERIFY(out[i][0] >= out[i - 1][0]); // still in time order
    // Sparse polylines are untouched.
    std::vector<SamplePolyline> sparse{SamplePolyline{SampleSource::Knots, {{0, 0}, {5, 1}, {10, 0}, {15, 2}, {20, 1}}}};
    const auto copy = sparse[0].vertices;
    thinToPixelColumns(sparse, 1.0);
    QCOMPARE(sparse[0].vertices, copy);
}

void TestCurveCanvas::polylineCacheChunksAndScales()
{
    const Spline s = makeSpline({makeKnot(0, 0, Interpolation::Curve, 3.0, 1.0), makeKnot(50, 10, Interpolation::Curve, 3.0, -1.0),
                                 makeKnot(100, 0, Interpolation::Curve, 3.0, 0.0)});
    PolylineCache cache;
    cache.update(s, 0.0, 100.0, 6.4, 10.0); // chunks of 64 px = 10 time codes
    QCOMPARE(cache.samplingCount(), std::uint64_t(11)); // [0, 10) … [100, 110)
    cache.update(s, 0.0, 100.0, 6.4, 10.0);
    QCOMPARE(cache.samplingCount(), std::uint64_t(11)); // cached
    cache.invalidate(52.0, 57.0);
    cache.update(s, 0.0, 100.0, 6.4, 10.0);
    QCOMPARE(cache.samplingCount(), std::uint64_t(12)); // only [50, 60)
    cache.invalidate(60.0, 61.0); // a change at a chunk start also touches the chunk before
    cache.update(s, 0.0, 100.0, 6.4, 10.0);
    QCOMPARE(cache.samplingCount(), std::uint64_t(14));
    cache.update(s, 0.0, 100.0, 7.5, 11.0); // within the scale slack: reused
    QCOMPARE(cache.samplingCount(), std::uint64_t(14));
    QCOMPARE(cache.timeScale(), 6.4);
    cache.update(s, 0.0, 100.0, 12.8, 10.0); // zoomed: everything resampled at the new scale
    QCOMPARE(cache.timeScale(), 12.8);
    QCOMPARE(cache.samplingCount(), std::uint64_t(14 + 21));
    // The polylines cover the curve: every vertex lies on it.
    int vertices = 0;
    cache.forEach(0.0, 100.0, [&](const SamplePolyline &p) {
        for (const auto &v : p.vertices) {
            const std::optional<double> y = s.eval(v[0]);
            QVERIFY(y && std::abs(*y - v[1]) < 1e-6);
            ++vertices;
        }
    });
    QVERIFY(vertices > 20);
    cache.invalidate(-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity());
    cache.update(s, 0.0, 100.0, 12.8, 10.0);
    QCOMPARE(cache.samplingCount(), std::uint64_t(14 + 21 + 21));
}

// ---- rendering --------------------------------------------------------------------------

void TestCurveCanvas::drawsLinearCurveAtExpectedRows()
{
    // v(t) = 2 t on [0, 10], held outside.
    Fixture f({makeSpline({makeKnot(0.0, 0.0, Interpolation::Linear), makeKnot(10.0, 20.0, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 12.0, -2.0, 22.0);
    const QImage image = f.render();
    QCOMPARE(image.size(), QSize(640, 400));
    const ViewTransform view = f.canvas->viewTransform();
    const QRectF plot = f.canvas->plotRect();
    QVERIFY(plot.width() > 500.0 && plot.height() > 300.0);
    QVERIFY(near(view.xToTime(plot.left()), -2.0) && near(view.yToValue(plot.top()), 22.0));
    const QColor colour = f.session.display(openedChannel(0)).color;
    for (double t : {1.3, 2.7, 4.1, 5.5, 6.9, 8.3}) {
        const int x = static_cast<int>(std::lround(view.timeToX(t)));
        const double expectedY = view.valueToY(2.0 * view.xToTime(x));
        const std::vector<int> rows = curveRows(image, x, int(plot.top()), int(plot.bottom()), colour);
        QVERIFY2(!rows.empty(), qPrintable(QStringLiteral("no curve pixel in column %1 (t = %2)").arg(x).arg(t)));
        for (int y : rows)
            QVERIFY2(std::abs(y - expectedY) <= 3.0,
                     qPrintable(QStringLiteral("column %1: row %2, expected near %3").arg(x).arg(y).arg(expectedY)));
    }
}

void TestCurveCanvas::leavesGapInValueBlock()
{
    // Linear 0 -> 10 on [0, 10], value block on [10, 20), linear 10 -> 0 on [20, 30].
    Fixture f({makeSpline({makeKnot(0.0, 0.0, Interpolation::Linear), makeKnot(10.0, 10.0, Interpolation::ValueBlock),
                           makeKnot(20.0, 10.0, Interpolation::Linear), makeKnot(30.0, 0.0, Interpolation::Linear)})});
    f.canvas->setVisibleRange(0.0, 30.0, -1.0, 11.0);
    const QImage image = f.render();
    const ViewTransform view = f.canvas->viewTransform();
    const int top = int(f.canvas->plotRect().top());
    const int bottom = int(f.canvas->plotRect().bottom());
    const QColor colour = f.session.display(openedChannel(0)).color;
    for (double t : {12.0, 15.0, 18.0}) {
        const int x = static_cast<int>(std::lround(view.timeToX(t)));
        QVERIFY2(curveRows(image, x, top, bottom, colour).empty(),
                 qPrintable(QStringLiteral("curve pixels inside the value block at t = %1").arg(t)));
    }
    for (double t : {5.0, 25.0}) {
        const int x = static_cast<int>(std::lround(view.timeToX(t)));
        const double tx = view.xToTime(x);
        const double expected = view.valueToY(t < 10.0 ? tx : 30.0 - tx);
        const std::vector<int> rows = curveRows(image, x, top, bottom, colour);
        QVERIFY2(!rows.empty(), qPrintable(QStringLiteral("no curve at t = %1").arg(t)));
        for (int y : rows)
            QVERIFY(std::abs(y - expected) <= 3.0);
    }
}

void TestCurveCanvas::drawsHeldRisers()
{
    // Stepped curve: 0 on [0, 10), 20 on [10, 20), then 5 from t = 20 on (linear, flat).
    // Risers at t = 10 (0 -> 20) and t = 20 (20 -> 5), as Maya and Blender draw them.
    Fixture f({makeSpline({makeKnot(0.0, 0.0, Interpolation::Held), makeKnot(10.0, 20.0, Interpolation::Held),
                           makeKnot(20.0, 5.0, Interpolation::Linear), makeKnot(30.0, 5.0, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 32.0, -2.0, 22.0);
    const QImage image = f.render();
    const ViewTransform view = f.canvas->viewTransform();
    const QColor colour = f.session.display(openedChannel(0)).color;
    struct Riser {
        double time, from, to;
    };
    for (const Riser &r : {Riser{10.0, 0.0, 20.0}, Riser{20.0, 20.0, 5.0}}) {
        // The 2 px line centred on the riser's x covers the column floor(x) whatever x's fraction.
        const int x = static_cast<int>(std::floor(view.timeToX(r.time)));
        const double lo = std::min(r.from, r.to), hi = std::max(r.from, r.to);
        // Every row strictly between the two values, away from the key markers at the ends.
        const int top = static_cast<int>(std::ceil(view.valueToY(hi))) + 8;
        const int bottom = static_cast<int>(std::floor(view.valueToY(lo))) - 8;
        QVERIFY(bottom - top > 50);
        const std::vector<int> rows = curveRows(image, x, top, bottom, colour);
        QVERIFY2(int(rows.size()) == bottom - top + 1,
                 qPrintable(QStringLiteral("riser at t = %1 (column %2): %3 of %4 rows in the curve colour")
                                .arg(r.time).arg(x).arg(rows.size()).arg(bottom - top + 1)));
    }
    // No riser where the curve is continuous (t = 30: linear into the held ray), and none
    // in the middle of a step.
    for (double t : {5.0, 15.0}) {
        const int x = static_cast<int>(std::lround(view.timeToX(t)));
        const std::vector<int> rows = curveRows(image, x, int(f.canvas->plotRect().top()),
                                                int(f.canvas->plotRect().bottom()), colour);
        QVERIFY(!rows.empty());
        QVERIFY2(rows.back() - rows.front() <= 3, qPrintable(QStringLiteral("t = %1: rows %2..%3").arg(t)
                                                                 .arg(rows.front()).arg(rows.back())));
    }
}

void TestCurveCanvas::extrapolationToggle()
{
    // Held extrapolation: a dashed, faded line at value 0 before the first key.
    Fixture f({makeSpline({makeKnot(0.0, 0.0, Interpolation::Linear), makeKnot(10.0, 10.0, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-20.0, 20.0, -5.0, 15.0);
    auto orangeLeftOfKeys = [&](const QImage &image) {
        int count = 0;
        const ViewTransform view = f.canvas->viewTransform();
        const int y = int(std::lround(view.valueToY(0.0)));
        for (int x = int(f.canvas->plotRect().left()) + 2; x < int(view.timeToX(0.0)) - 8; ++x)
            for (int dy = -1; dy <= 1; ++dy)
                count += isOrange(image.pixel(x, y + dy)) ? 1 : 0;
        return count;
    };
    const int shown = orangeLeftOfKeys(f.render());
    QVERIFY2(shown > 20, qPrintable(QString::number(shown)));
    // Dashed: gaps along the line, unlike the solid authored span.
    f.canvas->setShowExtrapolation(false);
    QCOMPARE(orangeLeftOfKeys(f.render()), 0);
}

// ---- drags ----------------------------------------------------------------------------

void TestCurveCanvas::dragKnotMovesAndUndoRestores()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 10, Interpolation::Linear),
                           makeKnot(20, 0, Interpolation::Linear)})});
    f.canvas->setSnapping(false);
    f.canvas->setVisibleRange(-2.0, 22.0, -2.0, 14.0);
    const AnimCurve original = f.curve();
    const QPoint from = f.key(1);
    const QPoint to = from + QPoint(40, -30);
    drag(f.canvas.get(), from, to);
    const ViewTransform view = f.canvas->viewTransform();
    QVERIFY(near(f.curve().keyTime(1), 10.0 + 40.0 / view.pixelsPerTime()));
    QVERIFY(near(f.curve().keyValue(1), 10.0 + 30.0 / view.pixelsPerValue()));
    QCOMPARE(f.curve().keyTime(0), 0.0);
    QCOMPARE(f.curve().keyTime(2), 20.0);
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 1}}));
    QCOMPARE(f.session.undoStack()->count(), 1); // the whole drag is one step
    const AnimCurve after = f.curve();
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original); // exactly
    f.session.undoStack()->redo();
    QVERIFY(f.curve() == after);
}

void TestCurveCanvas::dragKnotSnapsAndLocksAxis_data()
{
    QTest::addColumn<bool>("snap");
    QTest::addColumn<bool>("shift");
    QTest::newRow("free") << false << false;
    QTest::newRow("snapped") << true << false;
    QTest::newRow("shift: time only") << false << true;
}

void TestCurveCanvas::dragKnotSnapsAndLocksAxis()
{
    QFETCH(bool, snap);
    QFETCH(bool, shift);
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 10, Interpolation::Linear),
                           makeKnot(30, 0, Interpolation::Linear)})});
    f.canvas->setSnapping(snap);
    f.canvas->setVisibleRange(-2.0, 32.0, -2.0, 14.0);
    const ViewTransform view = f.canvas->viewTransform();
    const QPoint from = f.key(1);
    const QPoint delta(int(std::lround(3.4 * view.pixelsPerTime())), -9);
    f.canvas->setFocus();
    drag(f.canvas.get(), from, from + delta, shift ? Qt::ShiftModifier : Qt::NoModifier);
    const double freeTime = 10.0 + delta.x() / view.pixelsPerTime();
    if (snap) {
        QCOMPARE(f.curve().keyTime(1), 13.0);
    } else {
        QVERIFY(near(f.curve().keyTime(1), freeTime));
        QVERIFY(f.curve().keyTime(1) != std::round(f.curve().keyTime(1)));
    }
    if (shift)
        QCOMPARE(f.curve().keyValue(1), 10.0); // locked to the time axis (|dx| > |dy|)
    else
        QVERIFY(near(f.curve().keyValue(1), 10.0 + 9.0 / view.pixelsPerValue()));
}

// Alt is the no-snap modifier of key drags, as in the dope sheet: with snapping on, a drag
// whose moves carry Alt lands off the frame grid; releasing Alt before the next move snaps
// again; the whole drag is one undo step.
void TestCurveCanvas::altDragDoesNotSnap()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 10, Interpolation::Linear),
                           makeKnot(30, 0, Interpolation::Linear)})});
    f.canvas->setSnapping(true);
    f.canvas->setVisibleRange(-2.0, 32.0, -2.0, 14.0);
    const ViewTransform view = f.canvas->viewTransform();
    const QPoint from = f.key(1);
    const QPoint to = from + QPoint(int(std::lround(3.4 * view.pixelsPerTime())), 0);
    f.canvas->setFocus();
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i) // Alt held while moving (QTest::mouseMove carries no modifiers)
        QTest::mouseEvent(QTest::MouseMove, f.canvas.get(), Qt::NoButton, Qt::AltModifier, from + (to - from) * i / 4);
    const double freeTime = 10.0 + (to - from).x() / view.pixelsPerTime();
    QVERIFY(near(f.curve().keyTime(1), freeTime));
    QVERIFY(f.curve().keyTime(1) != std::round(f.curve().keyTime(1)));
    QTest::mouseMove(f.canvas.get(), to); // Alt let go: snapped again
    QCOMPARE(f.curve().keyTime(1), 13.0);
    QTest::mouseEvent(QTest::MouseMove, f.canvas.get(), Qt::NoButton, Qt::AltModifier, to);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, Qt::AltModifier, to);
    QVERIFY(near(f.curve().keyTime(1), freeTime));
    QCOMPARE(f.session.undoStack()->count(), 1);
}

// View ▸ Snap to Whole Values (Maya's value snap): the dragged key lands on a whole value,
// its time free when frame snapping is off; Alt held moves it freely; one undo step.
void TestCurveCanvas::dragKnotSnapsToWholeValues()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 10, Interpolation::Linear),
                           makeKnot(30, 0, Interpolation::Linear)})});
    f.canvas->setSnapping(false);
    CanvasOptions options = f.canvas->options();
    options.valueSnapping = true;
    f.canvas->setOptions(options);
    f.canvas->setVisibleRange(-2.0, 32.0, -2.0, 14.0);
    const ViewTransform view = f.canvas->viewTransform();
    const QPoint from = f.key(1);
    const QPoint to = from + QPoint(int(std::lround(3.4 * view.pixelsPerTime())), -int(std::lround(2.6 * view.pixelsPerValue())));
    const double freeValue = 10.0 + (from - to).y() / view.pixelsPerValue();
    QVERIFY(std::abs(freeValue - 12.6) < 0.1);
    f.canvas->setFocus();
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    QTest::mouseMove(f.canvas.get(), (from + to) / 2);
    QTest::mouseMove(f.canvas.get(), to);
    QCOMPARE(f.curve().keyValue(1), 13.0);
    QVERIFY(f.curve().keyTime(1) != std::round(f.curve().keyTime(1))); // time stays free
    QTest::mouseEvent(QTest::MouseMove, f.canvas.get(), Qt::NoButton, Qt::AltModifier, to);
    QVERIFY(near(f.curve().keyValue(1), freeValue)); // Alt held: free
    QVERIFY(f.curve().keyValue(1) != 13.0);
    QTest::mouseMove(f.canvas.get(), to); // Alt let go: snapped again
    QCOMPARE(f.curve().keyValue(1), 13.0);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, to);
    QCOMPARE(f.curve().keyValue(1), 13.0);
    QCOMPARE(f.session.undoStack()->count(), 1);
}

void TestCurveCanvas::dragKnotStopsAtNeighbour()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 10, Interpolation::Linear),
                           makeKnot(20, 0, Interpolation::Linear)})});
    f.canvas->setSnapping(true);
    f.canvas->setVisibleRange(-2.0, 32.0, -2.0, 14.0);
    drag(f.canvas.get(), f.key(1), f.at(28.0, 10.0)); // far past the key at 20
    QCOMPARE(f.curve().numKeys(), std::size_t(3));
    QCOMPARE(f.curve().keyTime(1), 19.0); // last whole frame before the neighbour
    QCOMPARE(f.curve().keyTime(2), 20.0);
}

void TestCurveCanvas::dragAwayAndBackPushesNothing()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 10, Interpolation::Linear),
                           makeKnot(20, 0, Interpolation::Linear)})});
    f.canvas->setSnapping(true);
    f.canvas->setVisibleRange(-2.0, 22.0, -2.0, 14.0);
    const AnimCurve original = f.curve();
    const QPoint from = f.key(1);
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    QTest::mouseMove(f.canvas.get(), from + QPoint(60, 0));
    QVERIFY(f.curve() != original); // moved while dragging …
    QTest::mouseMove(f.canvas.get(), from + QPoint(1, 0));
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, from + QPoint(1, 0));
    QVERIFY(f.curve() == original); // … and back (snapped to the same frame)
    QCOMPARE(f.session.undoStack()->count(), 0);
    // Escape during a drag restores the curve too.
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    QTest::mouseMove(f.canvas.get(), from + QPoint(60, -20));
    QVERIFY(f.curve() != original);
    QTest::keyClick(f.canvas.get(), Qt::Key_Escape);
    QVERIFY(f.curve() == original);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, from + QPoint(60, -20));
    QCOMPARE(f.session.undoStack()->count(), 0);
}

void TestCurveCanvas::dragHermiteTangentChangesSlopeOnly()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Curve, 0.0, 0.0), makeKnot(10, 10, Interpolation::Curve, 0.0, 0.0),
                           makeKnot(20, 0, Interpolation::Curve, 0.0, 0.0)},
                          CurveType::Hermite)});
    f.canvas->setVisibleRange(-2.0, 22.0, -2.0, 14.0);
    QVERIFY(!f.curve().isWeighted());
    f.session.selection()->set({{openedChannel(0), 1}});
    // A flat Hermite tangent: its handle is drawn a fixed distance right of the key.
    const QPoint key = f.key(1);
    const QPoint handle = key + QPoint(int(canvas_style::kHermiteHandleLength), 0);
    QCOMPARE(f.canvas->hitAt(handle).kind, HitKind::TangentHandle);
    // Drag the handle up by 40 px: the direction from the key is now (40, -40) pixels.
    drag(f.canvas.get(), handle, handle + QPoint(0, -40));
    const ViewTransform view = f.canvas->viewTransform();
    const double expectedSlope = (40.0 / view.pixelsPerValue()) / (canvas_style::kHermiteHandleLength / view.pixelsPerTime());
    const Knot &k = f.curve().spline().knots()[1];
    QVERIFY2(std::abs(k.post.slope - expectedSlope) < 0.03 * expectedSlope,
             qPrintable(QStringLiteral("%1 vs %2").arg(k.post.slope).arg(expectedSlope)));
    QVERIFY(std::abs(k.post.width - 10.0 / 3.0) < 1e-9); // Hermite: a third of the segment
    QVERIFY(std::abs(k.pre.slope - k.post.slope) < 1e-9); // locked tangents (equal slopes on load)
    // The handle stays at the fixed length along the new direction.
    const QPointF h = *tangentHandlePixel(f.curve(), 1, TangentSide::Out, view);
    QVERIFY(std::abs(std::hypot(h.x() - key.x(), h.y() - key.y()) - canvas_style::kHermiteHandleLength) < 1.5);
}

void TestCurveCanvas::dragTangentIntoRegressionStaysNonRegressive()
{
    // Bezier keys with flat tangents of width 3; drag key 1's out handle far past key 2.
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Curve, 3.0, 0.0), makeKnot(10, 10, Interpolation::Curve, 3.0, 0.0),
                           makeKnot(20, 0, Interpolation::Curve, 3.0, 0.0)})});
    f.canvas->setVisibleRange(-2.0, 42.0, -4.0, 16.0);
    QVERIFY(f.curve().isWeighted());
    QTest::mouseClick(f.canvas.get(), Qt::LeftButton, {}, f.key(1));
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 1}}));
    const AnimCurve original = f.curve();
    const QPoint handle = f.at(13.0, 10.0);
    QCOMPARE(f.canvas->hitAt(handle).kind, HitKind::TangentHandle);
    QCOMPARE(f.canvas->hitAt(handle).side, TangentSide::Out);
    // Step by step to t = 40 (regressive without the live adjustment), checking each step.
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, handle);
    for (int i = 1; i <= 10; ++i) {
        QTest::mouseMove(f.canvas.get(), f.at(13.0 + 2.7 * i, 12.0));
        QVERIFY2(regressiveSegments(f.curve().spline()).empty(), qPrintable(QStringLiteral("step %1").arg(i)));
    }
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, f.at(40.0, 12.0));
    QVERIFY(regressiveSegments(f.curve().spline()).empty());
    const Knot &k = f.curve().spline().knots()[1];
    QVERIFY(k.post.width > 3.0);  // the handle did get longer …
    QVERIFY(k.post.width < 13.4); // … but not regressive (L < 4/3 of the 10-frame segment)
    QVERIFY(k.post.slope > 0.0);
    QCOMPARE(f.session.undoStack()->count(), 1);
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original);
}

void TestCurveCanvas::hitOrderPrefersHandles()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Curve, 3.0, 0.0), makeKnot(10, 10, Interpolation::Curve, 3.0, 0.0),
                           makeKnot(20, 0, Interpolation::Curve, 3.0, 0.0)})});
    f.canvas->setVisibleRange(-2.0, 22.0, -4.0, 16.0);
    const QPoint handle = f.at(13.0, 10.0);
    QVERIFY(f.canvas->hitAt(handle).kind != HitKind::TangentHandle); // not selected: no handles
    f.session.selection()->set({{openedChannel(0), 1}});
    QCOMPARE(f.canvas->hitAt(handle).kind, HitKind::TangentHandle);
    // Hit radius larger than the drawn size: 5 px off still hits the key.
    QCOMPARE(f.canvas->hitAt(f.key(0) + QPoint(5, 0)).kind, HitKind::Knot);
    // Segments are hit within their radius of the drawn curve.
    const std::optional<double> v = f.curve().spline().eval(15.0);
    QVERIFY(v);
    QCOMPARE(f.canvas->hitAt(f.at(15.0, *v) + QPoint(0, 3)).kind, HitKind::Segment);
    QCOMPARE(f.canvas->hitAt(f.at(15.0, *v) + QPoint(0, 3)).knot, std::size_t(1));
    f.canvas->setShowTangents(false);
    QVERIFY(f.canvas->hitAt(handle).kind != HitKind::TangentHandle);
    QCOMPARE(f.canvas->hitAt(f.at(5.0, 14.0)).kind, HitKind::None);
}

void TestCurveCanvas::dragPreValue()
{
    Knot dual = makeKnot(10, 5, Interpolation::Linear);
    dual.preValue = 2.0;
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), dual, makeKnot(20, 0, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 22.0, -2.0, 14.0);
    const QPoint marker = f.at(10.0, 2.0);
    QCOMPARE(f.canvas->hitAt(marker).kind, HitKind::PreValue);
    const AnimCurve original = f.curve();
    drag(f.canvas.get(), marker, marker + QPoint(7, -30)); // horizontal movement is ignored
    const ViewTransform view = f.canvas->viewTransform();
    const Knot &k = f.curve().spline().knots()[1];
    QVERIFY(k.preValue.has_value());
    QVERIFY(near(*k.preValue, 2.0 + 30.0 / view.pixelsPerValue()));
    QCOMPARE(k.value, 5.0);
    QCOMPARE(k.time, 10.0);
    QCOMPARE(f.session.undoStack()->count(), 1);
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original);
}

void TestCurveCanvas::dragLoopBoundary()
{
    Spline s = makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                           makeKnot(14, 1, Interpolation::Linear), makeKnot(20, 0, Interpolation::Linear),
                           makeKnot(50, 3, Interpolation::Linear)});
    QVERIFY(s.setInnerLoopParams(LoopParams{10, 20, 0, 1, 2.0}));
    Fixture f({s});
    f.canvas->setSnapping(true);
    f.canvas->setVisibleRange(-2.0, 52.0, -2.0, 14.0);
    const double top = f.canvas->plotRect().top();
    const QPoint grip(int(std::lround(f.canvas->viewTransform().timeToX(20.0))), int(top) + 4);
    QCOMPARE(f.canvas->hitAt(grip).kind, HitKind::LoopGrip);
    QCOMPARE(f.canvas->hitAt(grip).boundary, LoopBoundary::End);
    drag(f.canvas.get(), grip, QPoint(f.at(23.4, 0).x(), grip.y()));
    QCOMPARE(f.curve().spline().innerLoopParams().protoEnd, 23.0);
    QCOMPARE(f.curve().spline().innerLoopParams().protoStart, 10.0);
    QCOMPARE(f.session.undoStack()->count(), 1);
}

void TestCurveCanvas::dragOuterTangentOfEndKey()
{
    // Bezier keys with flat tangents of width 3. The last key's out tangent faces no
    // segment: no handle while the post infinity is constant (held) …
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Curve, 3.0, 0.0), makeKnot(10, 10, Interpolation::Curve, 3.0, 0.0),
                           makeKnot(20, 0, Interpolation::Curve, 3.0, 0.0)})});
    f.canvas->setVisibleRange(-8.0, 32.0, -4.0, 16.0);
    f.session.selection()->set({{openedChannel(0), 0}, {openedChannel(0), 2}});
    const QPoint outer = f.at(23.0, 0.0);
    const QPoint preOuter = f.at(-3.0, 0.0);
    QVERIFY(f.canvas->hitAt(outer).kind != HitKind::TangentHandle);
    QVERIFY(f.canvas->hitAt(preOuter).kind != HitKind::TangentHandle);
    // … and one as soon as the extrapolation follows it (Maya linear infinity).
    QVERIFY(f.session.applyEdit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setPostInfinityType(InfinityType::Linear); },
                                QStringLiteral("Linear")));
    QVERIFY(f.session.applyEdit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setPreInfinityType(InfinityType::Linear); },
                                QStringLiteral("Linear")));
    const int steps = f.session.undoStack()->count();
    const QPointF handlePixel = *tangentHandlePixel(f.curve(), 2, TangentSide::Out, f.canvas->viewTransform());
    const CanvasHit hit = f.canvas->hitAt(outer);
    QCOMPARE(hit.kind, HitKind::TangentHandle);
    QCOMPARE(hit.knot, std::size_t(2));
    QCOMPARE(hit.side, TangentSide::Out);
    QCOMPARE(f.canvas->hitAt(preOuter).kind, HitKind::TangentHandle);
    QCOMPARE(f.canvas->hitAt(preOuter).side, TangentSide::In);
    QCOMPARE(f.canvas->hitAt(preOuter).knot, std::size_t(0));
    const AnimCurve original = f.curve();

    // Drag the post handle up: control point (23, 6) → width 3, slope 2.
    const QPoint target = f.at(23.0, 6.0);
    drag(f.canvas.get(), outer, target);
    const ViewTransform view = f.canvas->viewTransform();
    const QPointF reached = view.toCurve(QPointF(target) + (handlePixel - QPointF(outer))); // grab offset kept
    const double expectedSlope = reached.y() / (reached.x() - 20.0);
    const Knot &k = f.curve().spline().knots()[2];
    QVERIFY2(near(k.post.slope, expectedSlope, 1e-6), qPrintable(QStringLiteral("%1 vs %2").arg(k.post.slope).arg(expectedSlope)));
    QVERIFY(std::abs(k.post.slope - 2.0) < 0.1);
    QVERIFY(near(k.post.width, reached.x() - 20.0, 1e-6));
    // The post extrapolation follows the new tangent.
    QCOMPARE(f.curve().spline().postExtrapolation().slope, k.post.slope);
    QVERIFY(near(*f.curve().spline().eval(30.0), 10.0 * k.post.slope, 1e-9));
    QCOMPARE(f.session.undoStack()->count(), steps + 1);
    QCOMPARE(f.session.undoStack()->undoText(), QStringLiteral("Drag Tangent"));
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original);
}

void TestCurveCanvas::dragExtrapolationLoopBoundary()
{
    Spline s = makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                           makeKnot(14, 1, Interpolation::Linear), makeKnot(20, 0, Interpolation::Linear),
                           makeKnot(30, 3, Interpolation::Linear)});
    QVERIFY(s.setPreExtrapolation(Extrapolation{ExtrapolationMode::LoopRepeat, 0.0, 20.0}));
    QVERIFY(s.setPostExtrapolation(Extrapolation{ExtrapolationMode::LoopReset, 0.0, 10.0}));
    Fixture f({s});
    f.canvas->setVisibleRange(-12.0, 42.0, -2.0, 8.0);
    const ViewTransform view = f.canvas->viewTransform();
    const int y = int(f.canvas->plotRect().bottom()) - 5;
    const QPoint postGrip(int(std::lround(view.timeToX(10.0))) + 5, y);
    const QPoint preGrip(int(std::lround(view.timeToX(20.0))) - 5, y);
    QCOMPARE(f.canvas->hitAt(postGrip).kind, HitKind::ExtrapolationGrip);
    QCOMPARE(f.canvas->hitAt(postGrip).extrapolation, ExtrapolationSide::Post);
    QCOMPARE(f.canvas->hitAt(preGrip).kind, HitKind::ExtrapolationGrip);
    QCOMPARE(f.canvas->hitAt(preGrip).extrapolation, ExtrapolationSide::Pre);
    const AnimCurve original = f.curve();

    // Post boundary 10 → dropped near 19: snaps to the key at 20.
    drag(f.canvas.get(), postGrip, QPoint(f.at(19.0, 0).x() + 5, y));
    QCOMPARE(f.curve().spline().postExtrapolation().loopBoundary, std::optional(20.0));
    QCOMPARE(f.curve().spline().postExtrapolation().mode, ExtrapolationMode::LoopReset);
    QCOMPARE(f.curve().spline().preExtrapolation().loopBoundary, std::optional(20.0));
    // Looping [20, 30] after 30: 30 + 4 evaluates like 24.
    QCOMPARE(*f.curve().spline().eval(34.0), *f.curve().spline().eval(24.0));
    QCOMPARE(f.session.undoStack()->count(), 1);
    QCOMPARE(f.session.undoStack()->undoText(), QStringLiteral("Move Post-Extrapolation Loop Boundary"));

    // Pre boundary 20 → dragged far right: the last key (30) is the latest allowed.
    drag(f.canvas.get(), preGrip, QPoint(f.at(40.0, 0).x() - 5, y));
    QCOMPARE(f.curve().spline().preExtrapolation().loopBoundary, std::optional(30.0));
    QCOMPARE(f.session.undoStack()->count(), 2);
    // A drag that lands on the same key pushes nothing.
    const QPoint preNow(int(std::lround(f.canvas->viewTransform().timeToX(30.0))) - 5, y);
    QCOMPARE(f.canvas->hitAt(preNow).kind, HitKind::ExtrapolationGrip);
    drag(f.canvas.get(), preNow, preNow + QPoint(6, 0));
    QCOMPARE(f.session.undoStack()->count(), 2);
    f.session.undoStack()->undo();
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original);
}

// ---- selection ---------------------------------------------------------------------------

void TestCurveCanvas::clickSelection()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                           makeKnot(20, 0, Interpolation::Linear), makeKnot(30, 5, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 32.0, -2.0, 12.0);
    QWidget *w = f.canvas.get();
    QSignalSpy hover(f.canvas.get(), &CurveCanvas::hoverInfoChanged);
    QTest::mouseMove(w, f.key(1));
    QVERIFY(!hover.isEmpty());
    // Keys are numbered from 1 in what the user reads, as in the key table.
    QVERIFY2(hover.last().at(0).toString().contains(QLatin1String("key 2 at frame 10")),
             qPrintable(hover.last().at(0).toString()));
    QCOMPARE(f.canvas->hitAt(f.key(1)).kind, HitKind::Knot);
    QTest::mouseClick(w, Qt::LeftButton, {}, f.key(0));
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 0}}));
    QTest::mouseClick(w, Qt::LeftButton, Qt::ShiftModifier, f.key(2));
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 0}, {openedChannel(0), 2}}));
    QTest::mouseClick(w, Qt::LeftButton, Qt::ControlModifier, f.key(0));
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 2}}));
    QTest::mouseClick(w, Qt::LeftButton, Qt::ControlModifier, f.key(3));
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 2}, {openedChannel(0), 3}}));
    // A plain click on a selected key (without dragging) selects only it.
    QTest::mouseClick(w, Qt::LeftButton, {}, f.key(3));
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 3}}));
    // A click on a segment selects its two keys.
    QTest::mouseClick(w, Qt::LeftButton, {}, f.at(5.0, 2.5));
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 0}, {openedChannel(0), 1}}));
    // A click on empty space clears.
    QTest::mouseClick(w, Qt::LeftButton, {}, f.at(25.0, 10.0));
    QVERIFY(f.selected().empty());
}

void TestCurveCanvas::boxSelection()
{
    // Two channels, so the box selects across channels.
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                           makeKnot(20, 0, Interpolation::Linear), makeKnot(30, 5, Interpolation::Linear)}),
               makeSpline({makeKnot(5, 8, Interpolation::Linear), makeKnot(25, 8, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 32.0, -2.0, 12.0);
    QWidget *w = f.canvas.get();
    drag(w, f.at(8.0, 11.0), f.at(22.0, -1.0)); // keys 1 and 2 of channel 0 (channel 1's keys are outside)
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 1}, {openedChannel(0), 2}}));
    drag(w, f.at(27.0, 11.0), f.at(32.0, 1.0), Qt::ShiftModifier); // adds key 3 (value 5)
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 1}, {openedChannel(0), 2}, {openedChannel(0), 3}}));
    drag(w, f.at(18.0, 11.0), f.at(31.0, -1.0), Qt::ControlModifier); // toggles 2, 3 and channel 1's key 1
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(0), 1}, {openedChannel(1), 1}}));
    drag(w, f.at(3.0, 11.0), f.at(7.0, 6.5)); // replaces: channel 1's key 0 only
    QCOMPARE(f.selected(), (std::set<KnotRef>{{openedChannel(1), 0}}));
    // Hidden and locked channels are not box-selected.
    f.session.setChannelLocked(openedChannel(1), true);
    drag(w, f.at(3.0, 11.0), f.at(7.0, 6.5));
    QVERIFY(f.selected().empty());
}

// ---- view ----------------------------------------------------------------------------------

void TestCurveCanvas::zoomAboutCursor_data()
{
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<bool>("timeZooms");
    QTest::addColumn<bool>("valueZooms");
    QTest::newRow("wheel: both") << int(Qt::NoModifier) << true << true;
    QTest::newRow("ctrl: time only") << int(Qt::ControlModifier) << true << false;
    QTest::newRow("shift: value only") << int(Qt::ShiftModifier) << false << true;
}

void TestCurveCanvas::zoomAboutCursor()
{
    QFETCH(int, modifiers);
    QFETCH(bool, timeZooms);
    QFETCH(bool, valueZooms);
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 12.0, -2.0, 7.0);
    const ViewTransform before = f.canvas->viewTransform();
    const QPoint pos(400, 150);
    const QPointF under = before.toCurve(QPointF(pos));
    wheel(f.canvas.get(), pos, 240, Qt::KeyboardModifiers(modifiers)); // two notches in
    const ViewTransform after = f.canvas->viewTransform();
    QVERIFY(near(after.timeToX(under.x()), pos.x(), 1e-9));
    QVERIFY(near(after.valueToY(under.y()), pos.y(), 1e-9));
    QCOMPARE(after.pixelsPerTime() > before.pixelsPerTime() * 1.2, timeZooms);
    QCOMPARE(after.pixelsPerValue() > before.pixelsPerValue() * 1.2, valueZooms);
    if (!timeZooms)
        QCOMPARE(after.pixelsPerTime(), before.pixelsPerTime());
    if (!valueZooms)
        QCOMPARE(after.pixelsPerValue(), before.pixelsPerValue());
    wheel(f.canvas.get(), pos, -240, Qt::KeyboardModifiers(modifiers)); // and back out
    QVERIFY(near(f.canvas->viewTransform().pixelsPerTime(), before.pixelsPerTime()));
    QVERIFY(near(f.canvas->viewTransform().timeToX(under.x()), pos.x()));
}

void TestCurveCanvas::panWithMiddleButton()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 12.0, -2.0, 7.0);
    const ViewTransform before = f.canvas->viewTransform();
    const AnimCurve curve = f.curve();
    drag(f.canvas.get(), f.key(1), f.key(1) + QPoint(30, -20), Qt::AltModifier, Qt::MiddleButton); // Maya-style
    const ViewTransform after = f.canvas->viewTransform();
    QVERIFY(near(after.xOffset(), before.xOffset() + 30.0));
    QVERIFY(near(after.yOffset(), before.yOffset() - 20.0));
    QCOMPARE(after.pixelsPerTime(), before.pixelsPerTime());
    QVERIFY(f.curve() == curve); // panning over a key does not move it
    QCOMPARE(f.session.undoStack()->count(), 0);
    // The panned view stays on resize (the user moved it).
    f.canvas->resize(700, 420);
    QCOMPARE(f.canvas->viewTransform(), after);
}

void TestCurveCanvas::nudgesAreUndoSteps()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                           makeKnot(20, 0, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 22.0, -2.0, 7.0);
    f.session.selection()->set({{openedChannel(0), 1}});
    f.canvas->setFocus();
    QTest::keyClick(f.canvas.get(), Qt::Key_Right);
    QCOMPARE(f.curve().keyTime(1), 11.0);
    QTest::keyClick(f.canvas.get(), Qt::Key_Left, Qt::ShiftModifier); // 10 frames, stops before key 0
    QCOMPARE(f.curve().keyTime(1), 1.0);
    const double step = grid::valueLabelStep(f.canvas->viewTransform());
    QTest::keyClick(f.canvas.get(), Qt::Key_Up, Qt::ShiftModifier);
    QVERIFY(near(f.curve().keyValue(1), 5.0 + step));
    QCOMPARE(f.session.undoStack()->count(), 3);
    f.session.undoStack()->undo();
    f.session.undoStack()->undo();
    QCOMPARE(f.curve().keyTime(1), 11.0);
    QCOMPARE(f.curve().keyValue(1), 5.0);
}

// Issue 17 item 4: a nudge snaps like a drag. With snapping on, Shift+Right on a key ten
// frames before its neighbour stops on the last whole frame before it (26, not 26.999 with
// two near-vertical tangents), and a key off the frame grid lands on a whole frame; with
// snapping off a nudge moves by exactly the step and stops a hair before the neighbour.
void TestCurveCanvas::nudgesSnapLikeDrags_data()
{
    QTest::addColumn<double>("keyTime"); // the selected key; its neighbours are at 0 and 27
    QTest::addColumn<int>("key");
    QTest::addColumn<bool>("shift");
    QTest::addColumn<bool>("snapping");
    QTest::addColumn<double>("expected");
    const double gap = KnotDragSession::kDefaultMinimumGap;
    QTest::newRow("shift right, stopped by neighbour, snapping") << 17.0 << int(Qt::Key_Right) << true << true << 26.0;
    QTest::newRow("shift right, stopped by neighbour, no snapping") << 17.0 << int(Qt::Key_Right) << true << false << 27.0 - gap;
    QTest::newRow("shift left, stopped by neighbour, snapping") << 8.0 << int(Qt::Key_Left) << true << true << 1.0;
    QTest::newRow("shift left, stopped by neighbour, no snapping") << 8.0 << int(Qt::Key_Left) << true << false << gap;
    QTest::newRow("right, off the grid, snapping") << 10.3 << int(Qt::Key_Right) << false << true << 11.0;
    QTest::newRow("left, off the grid, snapping") << 10.3 << int(Qt::Key_Left) << false << true << 9.0;
    QTest::newRow("right, off the grid, no snapping") << 10.3 << int(Qt::Key_Right) << false << false << 11.3;
    QTest::newRow("shift right, free, snapping") << 12.0 << int(Qt::Key_Right) << true << true << 22.0;
}

void TestCurveCanvas::nudgesSnapLikeDrags()
{
    QFETCH(double, keyTime);
    QFETCH(int, key);
    QFETCH(bool, shift);
    QFETCH(bool, snapping);
    QFETCH(double, expected);
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Curve, 3.0, 0.0), makeKnot(keyTime, 5, Interpolation::Curve, 3.0, 0.0),
                           makeKnot(27, 0, Interpolation::Curve, 3.0, 0.0)})});
    f.canvas->setVisibleRange(-2.0, 30.0, -2.0, 7.0);
    f.canvas->setSnapping(snapping);
    f.session.selection()->set({{openedChannel(0), 1}});
    f.canvas->setFocus();
    QTest::keyClick(f.canvas.get(), Qt::Key(key), shift ? Qt::ShiftModifier : Qt::NoModifier);
    QCOMPARE(f.session.undoStack()->count(), 1);
    QVERIFY2(near(f.curve().keyTime(1), expected, 1e-9),
             qPrintable(QString::number(f.curve().keyTime(1), 'g', 17)));
    QCOMPARE(f.curve().keyValue(1), 5.0);
}

void TestCurveCanvas::scrubCurrentTime()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 12.0, -2.0, 7.0);
    f.canvas->setSnapping(true);
    const QRectF ruler = f.canvas->timeRulerRect();
    const int y = int(ruler.center().y());
    const ViewTransform view = f.canvas->viewTransform();
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, QPoint(int(view.timeToX(7.3)), y));
    QCOMPARE(f.session.currentTime(), 7.0);
    QTest::mouseMove(f.canvas.get(), QPoint(int(view.timeToX(3.8)), y + 100)); // drag continues off the ruler
    QCOMPARE(f.session.currentTime(), 4.0);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, QPoint(int(view.timeToX(3.8)), y + 100));
    f.canvas->setSnapping(false);
    QTest::mouseClick(f.canvas.get(), Qt::LeftButton, {}, QPoint(int(view.timeToX(7.3)), y));
    QVERIFY(std::abs(f.session.currentTime() - 7.3) < 1.0 / view.pixelsPerTime());
    QCOMPARE(f.session.undoStack()->count(), 0); // not an edit
}

// ---- regression fixes --------------------------------------------------------------------

void TestCurveCanvas::regressionMarkerMenuFixes()
{
    // Segment 0 → 10 with normalized widths 1.2 and 0.9: regressive.
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Curve, 12.0, 1.0), makeKnot(10, 5, Interpolation::Curve, 9.0, 0.0),
                           makeKnot(20, 0, Interpolation::Curve, 2.0, 0.0)})});
    f.canvas->setVisibleRange(-2.0, 22.0, -6.0, 12.0);
    QCOMPARE(regressiveSegments(f.curve().spline()), std::vector<std::size_t>{0});
    (void)f.render(); // paint once (caches)
    const std::optional<double> mid = f.curve().spline().eval(5.0);
    QVERIFY(mid);
    const QPoint badge = f.at(5.0, *mid);
    QCOMPARE(f.canvas->hitAt(badge).kind, HitKind::RegressionBadge);
    QTest::mouseClick(f.canvas.get(), Qt::LeftButton, {}, badge);
    // The tooltip names the problem.
    QHelpEvent help(QEvent::ToolTip, badge, f.canvas->mapToGlobal(badge));
    QApplication::sendEvent(f.canvas.get(), &help);
    QVERIFY2(QToolTip::text().contains(QLatin1String("Regressive segment")), qPrintable(QToolTip::text()));
    QToolTip::hideText();
    auto *menu = f.canvas->findChild<RegressionFixMenu *>(QLatin1String(RegressionFixMenu::kObjectName));
    QVERIFY(menu);
    QAction *keepRatio = nullptr;
    for (QAction *a : menu->actions())
        if (a->data().isValid() && a->data().toInt() == int(AntiRegressionMode::KeepRatio))
            keepRatio = a;
    QVERIFY(keepRatio);
    const AnimCurve original = f.curve();
    keepRatio->trigger();
    menu->close();
    QVERIFY(regressiveSegments(f.curve().spline()).empty());
    QCOMPARE(f.session.undoStack()->count(), 1);
    // Highlight off: no marker.
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original);
    f.canvas->setHighlightRegressive(false);
    QVERIFY(f.canvas->hitAt(badge).kind != HitKind::RegressionBadge);
    // The public fix entry point does the same with another strategy.
    QVERIFY(f.canvas->fixRegressiveSegment(openedChannel(0), 0, AntiRegressionMode::Contain).isOk());
    QVERIFY(regressiveSegments(f.curve().spline()).empty());
    QCOMPARE(f.curve().spline().knots()[0].post.width, 10.0);
}

namespace {

using test::twoRegressiveSegments;

/// Pixels of the regressive-segment glow over the plot background (not the curve, not a
/// marker's saturated red) in columns [x0, x1] of `image`.
int glowPixels(const QImage &image, int x0, int x1, int top, int bottom)
{
    int n = 0;
    for (int x = x0; x <= x1; ++x)
        for (int y = top; y <= bottom; ++y) {
            const QRgb c = image.pixel(x, y);
            const bool glow = qRed(c) - qGreen(c) > 60 && std::abs(qGreen(c) - qBlue(c)) < 15 && qRed(c) < 200;
            n += glow;
        }
    return n;
}

std::size_t markedSegments(const std::vector<RegressionMarker> &markers)
{
    std::size_t n = 0;
    for (const RegressionMarker &m : markers)
        n += m.count;
    return n;
}

} // namespace

void TestCurveCanvas::regressiveSpansAtTheirEdges()
{
    const RegressiveSpans spans(twoRegressiveSegments());
    QCOMPARE(spans.size(), std::size_t(2));
    QCOMPARE(spans.start(0), std::size_t(0));
    QCOMPARE(spans.start(1), std::size_t(2));
    QVERIFY(spans.contains(0) && spans.contains(2));
    QVERIFY(!spans.contains(1) && !spans.contains(3));
    QCOMPARE(spans.middle(1), 25.0);
    using Range = std::pair<std::size_t, std::size_t>;
    // Touching ends count; the gap between the spans and beyond the last is empty.
    QCOMPARE(spans.overlapping(-5.0, 0.0), Range(0, 1));
    QCOMPARE(spans.overlapping(10.0, 20.0), Range(0, 2));
    QCOMPARE(spans.overlapping(10.5, 19.5).first, spans.overlapping(10.5, 19.5).second);
    QCOMPARE(spans.overlapping(30.5, 50.0).first, spans.overlapping(30.5, 50.0).second);
    QCOMPARE(spans.overlapping(-50.0, -0.5).first, spans.overlapping(-50.0, -0.5).second);
    QCOMPARE(spans.overlapping(29.0, 31.0), Range(1, 2));
    QCOMPARE(spans.overlapping(5.0, 4.0).first, spans.overlapping(5.0, 4.0).second);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(spans.overlapping(nan, 4.0).first, spans.overlapping(nan, 4.0).second);
    // Middles (5 and 25), inclusive at both ends.
    QCOMPARE(spans.middlesWithin(5.0, 5.0), Range(0, 1));
    QCOMPARE(spans.middlesWithin(5.0 + 1e-9, 25.0), Range(1, 2));
    QCOMPARE(spans.middlesWithin(-1.0, 5.0 - 1e-9).first, spans.middlesWithin(-1.0, 5.0 - 1e-9).second);
    QCOMPARE(spans.firstMiddleFrom(6.0, 0, 2), std::size_t(1));
    QCOMPARE(spans.firstMiddleFrom(26.0, 0, 2), std::size_t(2));
}

void TestCurveCanvas::regressionMarkersGroupWhenZoomedOut()
{
    // Two identical channels of 400 keys, about 20 regressive segments each: zoomed out
    // their markers crowd and group; every twin pair falls on one spot.
    const Spline s = test::makeRegressiveSpline(400, 0x5eedull);
    const RegressiveSpans spans(s);
    const std::size_t n = spans.size();
    QVERIFY2(n >= 10, qPrintable(QString::number(n)));
    Fixture f({s, s});
    f.canvas->frameAll();
    (void)f.render();
    const std::vector<RegressionMarker> out = f.canvas->regressionMarkersInView();
    QCOMPARE(markedSegments(out), 2 * n); // every regressive segment of both channels, once
    std::size_t largest = 0;
    for (const RegressionMarker &m : out)
        largest = std::max(largest, m.count);
    QVERIFY2(largest >= 3, qPrintable(QString::number(largest))); // grouped beyond the twins
    QVERIFY(out.size() < 2 * n);
    for (std::size_t i = 0; i < out.size(); ++i) // markers never overlap
        for (std::size_t j = i + 1; j < out.size(); ++j) {
            const QPointF d = out[i].centre - out[j].centre;
            QVERIFY(std::abs(d.x()) >= kRegressionGroupWidth || std::abs(d.y()) >= kRegressionGroupHeight);
        }
    // A group's tooltip gives its count, and a click zooms in on its time range.
    const auto group = std::find_if(out.begin(), out.end(), [&](const RegressionMarker &m) { return m.count == largest; });
    const QPoint at = group->centre.toPoint();
    const CanvasHit hit = f.canvas->hitAt(at);
    QCOMPARE(hit.kind, HitKind::RegressionGroup);
    QCOMPARE(hit.groupCount, largest);
    QHelpEvent help(QEvent::ToolTip, at, f.canvas->mapToGlobal(at));
    QApplication::sendEvent(f.canvas.get(), &help);
    QCOMPARE(QToolTip::text(), QStringLiteral("%1 regressive segments here. Click to zoom in.").arg(largest));
    QToolTip::hideText();
    const double t0 = group->timeMin, t1 = group->timeMax;
    QTest::mouseClick(f.canvas.get(), Qt::LeftButton, {}, at);
    const double pad = 0.1 * std::max(t1 - t0, 1.0);
    QVERIFY2(near(f.canvas->visibleRange().left(), t0 - pad, 1e-9) && near(f.canvas->visibleRange().right(), t1 + pad, 1e-9),
             qPrintable(QStringLiteral("%1 %2").arg(f.canvas->visibleRange().left()).arg(f.canvas->visibleRange().right())));
    QVERIFY(f.session.undoStack()->count() == 0); // a view change, not an edit

    // Zoomed in (6 time codes across, segments >= 0.5 apart, so markers >= 45 px apart):
    // one marker per regressive segment in view, each holding the two twins.
    const double mid = spans.middle(n / 2);
    f.canvas->setVisibleRange(mid - 3.0, mid + 3.0, -1000.0, 1000.0);
    (void)f.render();
    const std::vector<RegressionMarker> in = f.canvas->regressionMarkersInView();
    const QRectF plot = f.canvas->plotRect();
    const ViewTransform &view = f.canvas->viewTransform();
    const auto [first, last] = spans.middlesWithin(view.xToTime(plot.left() - 10.0), view.xToTime(plot.right() + 10.0));
    QVERIFY(last > first);
    QCOMPARE(in.size(), last - first);
    for (std::size_t k = 0; k < in.size(); ++k) {
        QCOMPARE(in[k].count, std::size_t(2));
        QCOMPARE(in[k].timeMin, spans.timeMin(first + k));
        QCOMPARE(in[k].timeMax, spans.timeMax(first + k));
        QVERIFY(std::abs(in[k].centre.x() - view.timeToX(spans.middle(first + k))) < 1e-6);
    }
    // With one channel hidden, the single markers of the other remain, fix menu and all.
    f.session.setChannelVisible(openedChannel(1), false);
    (void)f.render();
    const std::vector<RegressionMarker> single = f.canvas->regressionMarkersInView();
    QCOMPARE(single.size(), last - first);
    for (const RegressionMarker &m : single)
        QVERIFY(!m.isGroup() && m.channel == openedChannel(0));
    QCOMPARE(f.canvas->hitAt(single.front().centre.toPoint()).kind, HitKind::RegressionBadge);
    QCOMPARE(f.canvas->hitAt(single.front().centre.toPoint()).knot, single.front().start);
}

void TestCurveCanvas::regressionMarkersAtThePlotEdges()
{
    // Segment 0's marker sits at t = 5 (its middle); markers count while their centre is
    // within 10 px of the plot. 24 time codes across.
    Fixture f({twoRegressiveSegments()});
    auto markerAt5 = [&](double timeMin) {
        f.canvas->setVisibleRange(timeMin, timeMin + 24.0, -10.0, 15.0);
        (void)f.render();
        const auto markers = f.canvas->regressionMarkersInView();
        return std::any_of(markers.begin(), markers.end(), [](const RegressionMarker &m) { return m.start == 0; });
    };
    f.canvas->setVisibleRange(0.0, 24.0, -10.0, 15.0);
    const double pixelsPerTime = f.canvas->viewTransform().pixelsPerTime();
    QVERIFY(markerAt5(5.0));                          // at the left edge
    QVERIFY(markerAt5(5.0 + 9.0 / pixelsPerTime));    // 9 px outside
    QVERIFY(!markerAt5(5.0 + 11.0 / pixelsPerTime));  // 11 px outside
    QVERIFY(markerAt5(5.0 - 24.0 - 9.0 / pixelsPerTime));  // 9 px beyond the right edge
    QVERIFY(!markerAt5(5.0 - 24.0 - 11.0 / pixelsPerTime)); // 11 px beyond
    // The glow of a segment crossing the left edge is drawn up to the edge, and none of
    // the segment left of the view leaks in: view [8, 32], segment 0 ends at 8 + 2.
    f.canvas->setVisibleRange(8.0, 32.0, -10.0, 15.0);
    const QImage image = f.render();
    const QRectF plot = f.canvas->plotRect();
    const ViewTransform &view = f.canvas->viewTransform();
    const int top = int(plot.top()) + 1, bottom = int(plot.bottom()) - 1;
    QVERIFY(glowPixels(image, int(plot.left()) + 1, int(view.timeToX(9.5)), top, bottom) > 0);
    QCOMPARE(glowPixels(image, int(view.timeToX(10.0)) + 6, int(view.timeToX(20.0)) - 6, top, bottom), 0);
}

void TestCurveCanvas::regressionHighlightFollowsEdits()
{
    // Drag key 1 (t = 10) to t = 16 with the mouse: segment 0 (now 16 long) is no longer
    // regressive, segment 1 (4 long, widths 2 and 2) is not either: glow and marker go.
    // Undo brings them back (the caches follow every change of the channel).
    Fixture f({twoRegressiveSegments()});
    f.canvas->setVisibleRange(-2.0, 22.0, -6.0, 12.0);
    QImage image = f.render();
    const QRectF plot = f.canvas->plotRect();
    const int top = int(plot.top()) + 1, bottom = int(plot.bottom()) - 1;
    // Glow in segment 0's first quarter (its marker is at the middle).
    auto glowInFirstQuarter = [&](const QImage &img) {
        const ViewTransform &v = f.canvas->viewTransform();
        return glowPixels(img, int(v.timeToX(0.5)), int(v.timeToX(2.5)), top, bottom);
    };
    QVERIFY(glowInFirstQuarter(image) > 0);
    std::vector<RegressionMarker> markers = f.canvas->regressionMarkersInView();
    QCOMPARE(markers.size(), std::size_t(1));
    QCOMPARE(markers[0].start, std::size_t(0));
    f.canvas->setSnapping(true);
    drag(f.canvas.get(), f.key(1), f.at(16.0, 5.0), Qt::ShiftModifier);
    QCOMPARE(f.curve().keyTime(1), 16.0);
    QVERIFY(regressiveSegments(f.curve().spline()) == std::vector<std::size_t>{2});
    image = f.render();
    QCOMPARE(glowInFirstQuarter(image), 0);
    markers = f.canvas->regressionMarkersInView();
    QCOMPARE(markers.size(), std::size_t(0)); // segment 2 (20 → 30) is out of view
    f.session.undoStack()->undo();
    image = f.render();
    QVERIFY(glowInFirstQuarter(image) > 0);
    markers = f.canvas->regressionMarkersInView();
    QCOMPARE(markers.size(), std::size_t(1));
    QCOMPARE(markers[0].start, std::size_t(0));
}

// ---- caches and framing --------------------------------------------------------------------

void TestCurveCanvas::editResamplesOnlyTheChangedInterval()
{
    std::vector<Knot> knots;
    for (int i = 0; i <= 200; ++i)
        knots.push_back(makeKnot(i, std::sin(i * 0.3), Interpolation::Curve, 0.3, std::cos(i * 0.3) * 0.3));
    Fixture f({makeSpline(knots), makeSpline(knots)});
    f.canvas->setVisibleRange(-2.0, 202.0, -2.0, 2.0);
    (void)f.render();
    const PolylineCache *c0 = f.canvas->polylineCache(openedChannel(0));
    const PolylineCache *c1 = f.canvas->polylineCache(openedChannel(1));
    QVERIFY(c0 && c1);
    const auto s0 = c0->samplingCount();
    const auto s1 = c1->samplingCount();
    QVERIFY(s0 >= 8); // the view spans many chunks
    (void)f.render();
    QCOMPARE(c0->samplingCount(), s0); // a repaint samples nothing
    QVERIFY(f.session.applyEdit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(100, 0.9); }, QStringLiteral("x")));
    (void)f.render();
    const auto resampled = c0->samplingCount() - s0;
    QVERIFY2(resampled >= 1 && resampled <= 3, qPrintable(QString::number(resampled)));
    QCOMPARE(c1->samplingCount(), s1); // the other channel is untouched
}

void TestCurveCanvas::loopingExtrapolationEditInvalidatesOnlyReportedIntervals()
{
    // Looping extrapolation on both sides: a key move changes every loop copy, so the
    // change covers (-inf, first key] and [last key, inf) as well as the key's segments —
    // but not the rest of the key range, which must stay cached.
    std::vector<Knot> knots;
    for (int i = 0; i <= 200; ++i)
        knots.push_back(makeKnot(i, std::sin(i * 0.3), Interpolation::Curve, 0.3, std::cos(i * 0.3) * 0.3));
    Spline s = makeSpline(knots);
    QVERIFY(s.setPreExtrapolation(Extrapolation{ExtrapolationMode::LoopRepeat, 0.0, {}}));
    QVERIFY(s.setPostExtrapolation(Extrapolation{ExtrapolationMode::LoopReset, 0.0, {}}));
    Fixture f({s});
    f.canvas->setVisibleRange(-40.0, 240.0, -2.0, 2.0);
    (void)f.render();
    const PolylineCache *cache = f.canvas->polylineCache(openedChannel(0));
    QVERIFY(cache);
    const ViewTransform view = f.canvas->viewTransform();
    const double ts = view.pixelsPerTime(), vs = view.pixelsPerValue();
    QVERIFY(cache->covers(-40.0, 240.0, ts, vs));

    std::vector<EditorDocument::TimeIntervals> reports;
    QObject::connect(f.session.document(), &EditorDocument::channelIntervalsChanged, f.canvas.get(),
                     [&](ChannelId, const EditorDocument::TimeIntervals &i) { reports.push_back(i); });
    QSignalSpy combined(f.session.document(), &EditorDocument::channelChanged);
    QVERIFY(f.session.applyEdit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(100, 0.9); }, QStringLiteral("x")));
    QCOMPARE(reports.size(), std::size_t(1));
    QCOMPARE(combined.count(), 1);
    const EditorDocument::TimeIntervals reported = reports.front();
    QVERIFY2(reported.size() == 3, qPrintable(QString::number(reported.size())));
    QCOMPARE(reported.front().first, -std::numeric_limits<double>::infinity());
    QCOMPARE(reported.back().second, std::numeric_limits<double>::infinity());
    QVERIFY(reported[1].first >= 97.0 && reported[1].second <= 103.0);
    // The old signal still carries the union: the whole line.
    QCOMPARE(combined.first().at(1).toDouble(), -std::numeric_limits<double>::infinity());
    QCOMPARE(combined.first().at(2).toDouble(), std::numeric_limits<double>::infinity());

    // Only the reported intervals were invalidated: the key range away from key 100 is
    // still cached, the loop copies and key 100's neighbourhood are not.
    // Chunks are kChunkPixels wide; the ones touching a reported interval are resampled.
    const double span = PolylineCache::kChunkPixels / ts;
    const double leftKeep0 = span + 1e-6, leftKeep1 = std::floor(reported[1].first / span) * span - 1e-6;
    const double rightKeep0 = (std::floor(reported[1].second / span) + 1) * span + 1e-6;
    const double rightKeep1 = std::floor(200.0 / span) * span - 1e-6;
    QVERIFY(leftKeep1 - leftKeep0 > 20.0 && rightKeep1 - rightKeep0 > 20.0);
    QVERIFY(cache->covers(leftKeep0, leftKeep1, ts, vs));
    QVERIFY(cache->covers(rightKeep0, rightKeep1, ts, vs));
    QVERIFY(!cache->covers(99.5, 100.5, ts, vs));
    QVERIFY(!cache->covers(-30.0, -20.0, ts, vs));
    QVERIFY(!cache->covers(220.0, 230.0, ts, vs));
    const auto before = cache->samplingCount();
    (void)f.render();
    QVERIFY(cache->covers(-40.0, 240.0, ts, vs));
    const auto resampled = cache->samplingCount() - before;
    const double chunkSpan = PolylineCache::kChunkPixels / ts;
    // (-40, 0] and [200, 240) plus a few chunks around key 100, far fewer than the view.
    const double expectedMax = (40.0 + 40.0) / chunkSpan + 6.0;
    QVERIFY2(double(resampled) <= expectedMax, qPrintable(QStringLiteral("%1 > %2").arg(resampled).arg(expectedMax)));
    QVERIFY(double(resampled) < 280.0 / chunkSpan);
}

void TestCurveCanvas::wheelZoomDrawsDraftsThenRefines()
{
    // Twelve channels (enough for the helper thread), a gentle curve each.
    std::vector<Spline> splines;
    for (int c = 0; c < 12; ++c)
        splines.push_back(makeSpline({makeKnot(0, 0, Interpolation::Curve, 3.0, 0.5),
                                      makeKnot(10, 5 + 0.1 * c, Interpolation::Curve, 3.0, 0.5)}));
    Fixture f(splines);
    f.canvas->setVisibleRange(-2.0, 12.0, -2.0, 7.0);
    (void)f.render();
    QVERIFY(!f.canvas->isRefining());
    const double cachedScale = f.canvas->polylineCache(openedChannel(0))->timeScale();
    QCOMPARE(cachedScale, f.canvas->viewTransform().pixelsPerTime());
    const QPoint centre = f.canvas->plotRect().center().toPoint();

    // No sampling budget: each paint resamples one channel (the first that needs it) and
    // draws the others from their caches at the old scale.
    f.canvas->setRefineBudget(0.0);
    // The last channel is current, so it is drawn in full colour (CurveEmphasis.h).
    f.session.setCurrentChannel(openedChannel(splines.size() - 1));
    wheel(f.canvas.get(), centre, 240, {}); // 1.44x in: beyond the exact-reuse slack
    const double newScale = f.canvas->viewTransform().pixelsPerTime();
    QVERIFY(newScale > cachedScale * PolylineCache::kScaleSlack);
    const QImage draft = f.render();
    QVERIFY(f.canvas->isRefining());
    int drafts = 0;
    for (std::size_t ch = 0; ch < splines.size(); ++ch)
        drafts += f.canvas->polylineCache(openedChannel(ch))->timeScale() == cachedScale ? 1 : 0;
    QCOMPARE(drafts, int(splines.size()) - 1);
    // A draft is drawn where the curve is: the last channel's colour at t = 5.
    const std::size_t last = splines.size() - 1;
    QCOMPARE(f.canvas->polylineCache(openedChannel(last))->timeScale(), cachedScale);
    const QPoint onCurve = f.at(5.0, *f.curve(last).spline().eval(5.0));
    QVERIFY(!curveRows(draft, onCurve.x(), onCurve.y() - 2, onCurve.y() + 2, f.session.display(openedChannel(last)).color).empty());

    // Later paints refine the rest, one channel each.
    int frames = 1;
    while (f.canvas->isRefining() && frames < 50) {
        (void)f.render();
        ++frames;
    }
    QVERIFY(!f.canvas->isRefining());
    QCOMPARE(frames, int(splines.size()));
    for (std::size_t ch = 0; ch < splines.size(); ++ch)
        QCOMPARE(f.canvas->polylineCache(openedChannel(ch))->timeScale(), newScale);

    // Zooming out beyond kDraftSlack leaves no cache to draft from: all resampled at once.
    wheel(f.canvas.get(), centre, -120 * 6, {}); // 1.2^6 ≈ 3x out
    (void)f.render();
    QVERIFY(!f.canvas->isRefining());
    for (std::size_t ch = 0; ch < splines.size(); ++ch)
        QCOMPARE(f.canvas->polylineCache(openedChannel(ch))->timeScale(), f.canvas->viewTransform().pixelsPerTime());
}

void TestCurveCanvas::frameAllAndSelected()
{
    Fixture f({makeSpline({makeKnot(-5, -3, Interpolation::Linear), makeKnot(10, 50, Interpolation::Linear),
                           makeKnot(40, 7, Interpolation::Linear)})});
    f.canvas->setVisibleRange(100.0, 200.0, 100.0, 200.0);
    f.canvas->frameAll();
    QRectF r = f.canvas->visibleRange();
    QVERIFY(r.left() < -5.0 && r.right() > 40.0 && r.top() < -3.0 && r.bottom() > 50.0);
    QVERIFY(r.width() < 60.0 && r.height() < 70.0);
    f.session.selection()->set({{openedChannel(0), 2}});
    f.canvas->setFocus();
    QTest::keyClick(f.canvas.get(), Qt::Key_F);
    r = f.canvas->visibleRange();
    QVERIFY(r.contains(QPointF(40.0, 7.0)));
    QVERIFY(!r.contains(QPointF(10.0, 50.0)));
    QTest::keyClick(f.canvas.get(), Qt::Key_A);
    QVERIFY(f.canvas->visibleRange().contains(QPointF(10.0, 50.0)));
}

void TestCurveCanvas::frameAllIncludesLoops()
{
    // Issue 37 item 6: looped extrapolation is framed too (one copy each side, as drawn):
    // pre loops the keys up to the boundary at 10 (a copy is 10 long), post the whole
    // range (20 long).
    Spline s = makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                           makeKnot(20, 1, Interpolation::Linear)});
    QVERIFY(s.setPreExtrapolation({ExtrapolationMode::LoopRepeat, 0.0, 10.0}));
    QVERIFY(s.setPostExtrapolation({ExtrapolationMode::LoopOscillate, 0.0, std::nullopt}));
    Fixture f({s});
    f.canvas->setFocus();
    QVERIFY(f.canvas->options().frameLoops);
    QTest::keyClick(f.canvas.get(), Qt::Key_A);
    QRectF r = f.canvas->visibleRange();
    QVERIFY2(r.left() <= -10.0 && r.right() >= 40.0, qPrintable(QStringLiteral("%1 .. %2").arg(r.left()).arg(r.right())));
    QVERIFY(r.right() < 45.0);

    CanvasOptions keysOnly = f.canvas->options();
    keysOnly.frameLoops = false;
    f.canvas->setOptions(keysOnly);
    QTest::keyClick(f.canvas.get(), Qt::Key_A);
    r = f.canvas->visibleRange();
    QVERIFY2(r.left() > -5.0 && r.right() < 25.0, qPrintable(QStringLiteral("%1 .. %2").arg(r.left()).arg(r.right())));
    // Extrapolation hidden: nothing of it to frame.
    CanvasOptions hidden = f.canvas->options();
    hidden.frameLoops = true;
    hidden.showExtrapolation = false;
    f.canvas->setOptions(hidden);
    QTest::keyClick(f.canvas.get(), Qt::Key_A);
    QVERIFY(f.canvas->visibleRange().left() > -5.0);
}

void TestCurveCanvas::hiddenAndLockedChannels()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear)}),
               makeSpline({makeKnot(0, 8, Interpolation::Linear), makeKnot(10, 2, Interpolation::Linear)})});
    f.canvas->setVisibleRange(-2.0, 12.0, -1.0, 10.0);
    const QPoint key = f.key(1, 1);
    QCOMPARE(f.canvas->hitAt(key).kind, HitKind::Knot);
    QCOMPARE(f.canvas->hitAt(key).channel, openedChannel(1));
    // Locked: drawn, not hit, not dragged.
    f.session.setChannelLocked(openedChannel(1), true);
    QVERIFY(f.canvas->hitAt(key).kind != HitKind::Knot);
    const AnimCurve before = f.curve(1);
    drag(f.canvas.get(), key, key + QPoint(30, 30));
    QVERIFY(f.curve(1) == before);
    // Channel 1 is sky blue (drawn faded while locked; current, so not dimmed as well),
    // channel 0 orange.
    QCOMPARE(f.session.display(openedChannel(1)).color, QColor(0x4c, 0xc9, 0xf0));
    f.session.setCurrentChannel(openedChannel(1));
    auto hasColour = [&](const QImage &image) {
        const int x = int(f.canvas->viewTransform().timeToX(5.0));
        for (int y = int(f.canvas->plotRect().top()); y < int(f.canvas->plotRect().bottom()); ++y) {
            const QRgb c = image.pixel(x, y);
            if (qBlue(c) > qRed(c) + 60 && qGreen(c) > qRed(c) + 45)
                return true;
        }
        return false;
    };
    QVERIFY(hasColour(f.render()));
    // Hidden: neither drawn nor hit.
    f.session.setChannelLocked(openedChannel(1), false);
    f.session.setChannelVisible(openedChannel(1), false);
    QVERIFY(f.canvas->hitAt(key).kind != HitKind::Knot);
    QVERIFY(!hasColour(f.render()));
}

// Playback (issue 18): a change of the current time repaints only the strips of the old and
// the new time line, over the backdrop of the last full paint, and what it shows is what a
// full repaint at the new time shows, pixel for pixel; any other change paints it all.
void TestCurveCanvas::timeChangeRepaintsOnlyTheTimeLine()
{
    Fixture f({makeSpline({makeKnot(0, 0, Interpolation::Curve), makeKnot(10, 10, Interpolation::Curve),
                           makeKnot(20, 0, Interpolation::Curve)})});
    f.session.setCurrentTime(5.0);
    QTRY_VERIFY(!f.canvas->lastPaintReusedBackdrop() && f.canvas->paintCount() > 0);
    QApplication::processEvents();
    std::uint64_t paints = f.canvas->paintCount();
    f.session.setCurrentTime(12.0);
    QTRY_VERIFY(f.canvas->paintCount() > paints);
    QVERIFY(f.canvas->lastPaintReusedBackdrop());
    // Strips only: render those regions over the picture at 5, compare with a full paint at 12.
    QImage strips = f.render(); // a full paint at 12 (the backdrop painted again)
    QVERIFY(!f.canvas->lastPaintReusedBackdrop());
    f.session.setCurrentTime(5.0);
    QImage at5(f.canvas->size(), QImage::Format_RGB32);
    f.canvas->render(&at5); // full: the backdrop and the line at 5
    f.session.setCurrentTime(12.0);
    const ViewTransform &view = f.canvas->viewTransform();
    QRegion region;
    for (double t : {5.0, 12.0}) {
        const int x = int(view.timeToX(t));
        region += QRect(x - 30, 0, 60, f.canvas->height());
    }
    QImage partial = at5;
    f.canvas->render(&partial, region.boundingRect().topLeft(), region); // the region lands where it is
    QVERIFY(f.canvas->lastPaintReusedBackdrop());
    QCOMPARE(partial.convertToFormat(QImage::Format_RGB32), strips);
    // Any other change (here a key selected) paints everything again.
    paints = f.canvas->paintCount();
    f.session.selection()->set({KnotRef{openedChannel(0), 1}});
    QTRY_VERIFY(f.canvas->paintCount() > paints);
    QVERIFY(!f.canvas->lastPaintReusedBackdrop());
}

QTEST_MAIN(TestCurveCanvas)
#include "tst_curve_canvas.moc"
