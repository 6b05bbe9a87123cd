// CurveCanvas (offscreen rendering) and ViewTransform (formulas) tests.

#include "core/spline/Spline.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/ViewTransform.h"

#include <QImage>
#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using namespace knotline;

namespace {

/// True when `c` is close to the canvas curve colour (antialiasing blends the edges, so
/// only the core of the 2 px line matches this closely).
bool isCurvePixel(QRgb c)
{
    const QColor curve = CurveCanvas::curveColor();
    return std::abs(qRed(c) - curve.red()) <= 40 && std::abs(qGreen(c) - curve.green()) <= 40
        && std::abs(qBlue(c) - curve.blue()) <= 40;
}

/// Rows of column `x` whose pixel is curve-coloured, inside [top, bottom].
std::vector<int> curveRows(const QImage &image, int x, int top, int bottom)
{
    std::vector<int> rows;
    for (int y = std::max(0, top); y <= std::min(image.height() - 1, bottom); ++y) {
        if (isCurvePixel(image.pixel(x, y)))
            rows.push_back(y);
    }
    return rows;
}

QImage render(CurveCanvas &canvas)
{
    canvas.resize(640, 400);
    canvas.show();
    if (!QTest::qWaitForWindowExposed(&canvas))
        return {};
    return canvas.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

Spline makeSpline(const std::vector<Knot> &knots)
{
    Spline spline;
    const Status status = spline.setKnots(knots);
    if (!status)
        qFatal("setKnots refused the test spline: %s", status.message().c_str());
    return spline;
}

} // namespace

class TestCurveCanvas : public QObject {
    Q_OBJECT

private slots:
    void viewTransformRoundTrip_data();
    void viewTransformRoundTrip();
    void viewTransformFrame();
    void viewTransformFrameDegenerate();
    void drawsLinearCurveAtExpectedRows();
    void leavesGapInValueBlock();
};

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

    // Uniform margin overload.
    const ViewTransform uniform = ViewTransform::frame(0.0, 10.0, 0.0, 1.0, QSizeF(120, 70), 10.0);
    QCOMPARE(uniform.timeToX(0.0), 10.0);
    QCOMPARE(uniform.timeToX(10.0), 110.0);
    QCOMPARE(uniform.valueToY(1.0), 10.0);
    QCOMPARE(uniform.valueToY(0.0), 60.0);
}

void TestCurveCanvas::viewTransformFrameDegenerate()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    // Empty time range and value range: span 1 around the centre.
    const ViewTransform flat = ViewTransform::frame(5.0, 5.0, 2.0, 2.0, QSizeF(100, 100), 0.0);
    QCOMPARE(flat.timeToX(4.5), 0.0);
    QCOMPARE(flat.timeToX(5.5), 100.0);
    QCOMPARE(flat.valueToY(2.5), 0.0);
    QCOMPARE(flat.valueToY(1.5), 100.0);
    // Non-finite input and a widget smaller than its margins still give a usable transform.
    const ViewTransform bad = ViewTransform::frame(nan, 1.0, 0.0, nan, QSizeF(10, 10), 20.0);
    QVERIFY(std::isfinite(bad.pixelsPerTime()) && bad.pixelsPerTime() > 0.0);
    QVERIFY(std::isfinite(bad.pixelsPerValue()) && bad.pixelsPerValue() > 0.0);
    QVERIFY(std::isfinite(bad.timeToX(0.0)) && std::isfinite(bad.valueToY(0.0)));
}

void TestCurveCanvas::drawsLinearCurveAtExpectedRows()
{
    // v(t) = 2 t on [0, 10], held outside.
    CurveCanvas canvas;
    canvas.setSpline(makeSpline({makeKnot(0.0, 0.0, Interpolation::Linear),
                                 makeKnot(10.0, 20.0, Interpolation::Linear)}));
    canvas.setTimeRange(-2.0, 12.0);
    const QImage image = render(canvas);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(640, 400));

    const ViewTransform view = canvas.viewTransform();
    const QRectF plot = canvas.plotRect();
    QVERIFY(plot.width() > 400.0 && plot.height() > 250.0);

    // The fitted value range contains the curve with some headroom.
    QVERIFY(canvas.valueMin() < 0.0 && canvas.valueMax() > 20.0);

    for (double t : {1.3, 2.7, 4.1, 5.5, 6.9, 8.3}) {
        const int x = static_cast<int>(std::lround(view.timeToX(t)));
        const double expectedY = view.valueToY(2.0 * view.xToTime(x));
        const std::vector<int> rows =
            curveRows(image, x, static_cast<int>(plot.top()), static_cast<int>(plot.bottom()));
        QVERIFY2(!rows.empty(), qPrintable(QStringLiteral("no curve pixel in column %1 (t = %2)")
                                               .arg(x)
                                               .arg(t)));
        for (int y : rows) {
            QVERIFY2(std::abs(y - expectedY) <= 3.0,
                     qPrintable(QStringLiteral("column %1: curve pixel at row %2, expected "
                                               "near %3")
                                    .arg(x)
                                    .arg(y)
                                    .arg(expectedY)));
        }
    }
}

void TestCurveCanvas::leavesGapInValueBlock()
{
    // Linear 0 -> 10 on [0, 10], value block on [10, 20), linear 10 -> 0 on [20, 30].
    CurveCanvas canvas;
    canvas.setSpline(makeSpline({makeKnot(0.0, 0.0, Interpolation::Linear),
                                 makeKnot(10.0, 10.0, Interpolation::ValueBlock),
                                 makeKnot(20.0, 10.0, Interpolation::Linear),
                                 makeKnot(30.0, 0.0, Interpolation::Linear)}));
    canvas.setTimeRange(0.0, 30.0);
    const QImage image = render(canvas);
    QVERIFY(!image.isNull());
    const ViewTransform view = canvas.viewTransform();
    const int top = static_cast<int>(canvas.plotRect().top());
    const int bottom = static_cast<int>(canvas.plotRect().bottom());

    // Inside the block (away from the knot squares): no curve at all.
    for (double t : {12.0, 15.0, 18.0}) {
        const int x = static_cast<int>(std::lround(view.timeToX(t)));
        QVERIFY2(curveRows(image, x, top, bottom).empty(),
                 qPrintable(QStringLiteral("curve pixels inside the value block at t = %1")
                                .arg(t)));
    }
    // On both sides of it: the curve where it should be.
    for (double t : {5.0, 25.0}) {
        const int x = static_cast<int>(std::lround(view.timeToX(t)));
        const double tx = view.xToTime(x);
        const double expected = view.valueToY(t < 10.0 ? tx : 30.0 - tx);
        const std::vector<int> rows = curveRows(image, x, top, bottom);
        QVERIFY2(!rows.empty(), qPrintable(QStringLiteral("no curve at t = %1").arg(t)));
        for (int y : rows)
            QVERIFY(std::abs(y - expected) <= 3.0);
    }
}

QTEST_MAIN(TestCurveCanvas)
#include "tst_curve_canvas.moc"
