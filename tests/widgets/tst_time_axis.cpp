// TimeAxis (widgets/axis/TimeAxis.h): the x pixel ↔ time code mapping the time views share —
// formulas, zoom about a pixel (the time under it stays under it), pan, frame, round trips,
// the scale limits, degenerate and non-finite input.
#include "widgets/axis/TimeAxis.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace knotline;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

bool near(double a, double b, double tol = 1e-9)
{
    return std::abs(a - b) <= tol * std::max(1.0, std::abs(b));
}

} // namespace

class TestTimeAxis : public QObject {
    Q_OBJECT
private slots:
    void defaultAndConstructor_data();
    void defaultAndConstructor();
    void roundTrip_data();
    void roundTrip();
    void framed_data();
    void framed();
    void framedDegenerate_data();
    void framedDegenerate();
    void zoomAboutKeepsTimeUnderPixel_data();
    void zoomAboutKeepsTimeUnderPixel();
    void zoomClampsScale_data();
    void zoomClampsScale();
    void zoomNonFiniteInputAndFactorOne();
    void panned_data();
    void panned();
    void visibleRange();
};

void TestTimeAxis::defaultAndConstructor_data()
{
    QTest::addColumn<double>("offset");
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("expectedOffset");
    QTest::addColumn<double>("expectedScale");
    QTest::newRow("plain") << 37.0 << 12.5 << 37.0 << 12.5;
    QTest::newRow("negative offset") << -1e6 << 0.001 << -1e6 << 0.001;
    QTest::newRow("zero scale") << 5.0 << 0.0 << 5.0 << 1.0;
    QTest::newRow("negative scale") << 5.0 << -3.0 << 5.0 << 1.0;
    QTest::newRow("nan scale") << 5.0 << kNaN << 5.0 << 1.0;
    QTest::newRow("inf scale") << 5.0 << kInf << 5.0 << 1.0;
    QTest::newRow("nan offset") << kNaN << 2.0 << 0.0 << 2.0;
    QTest::newRow("inf offset") << -kInf << 2.0 << 0.0 << 2.0;
}

void TestTimeAxis::defaultAndConstructor()
{
    QFETCH(double, offset);
    QFETCH(double, scale);
    QFETCH(double, expectedOffset);
    QFETCH(double, expectedScale);
    const TimeAxis def;
    QCOMPARE(def.xOffset(), 0.0);
    QCOMPARE(def.pixelsPerTime(), 1.0);
    QCOMPARE(def.timeToX(7.5), 7.5);
    const TimeAxis a(offset, scale);
    QCOMPARE(a.xOffset(), expectedOffset);
    QCOMPARE(a.pixelsPerTime(), expectedScale);
    // x = xOffset + t * pixelsPerTime
    QCOMPARE(a.timeToX(4.0), expectedOffset + 4.0 * expectedScale);
    QCOMPARE(a.xToTime(a.xOffset()), 0.0);
}

void TestTimeAxis::roundTrip_data()
{
    QTest::addColumn<double>("offset");
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("time");
    QTest::newRow("origin") << 0.0 << 1.0 << 0.0;
    QTest::newRow("frame") << 60.0 << 14.48 << 12.5;
    QTest::newRow("negative time") << 60.0 << 14.48 << -100.0;
    QTest::newRow("fractional frame") << -3.5 << 0.75 << 1001.125;
    QTest::newRow("far out, zoomed in") << -2e6 << 2e4 << 100.001;
    QTest::newRow("zoomed far out") << 400.0 << 1e-6 << 3e7;
}

void TestTimeAxis::roundTrip()
{
    QFETCH(double, offset);
    QFETCH(double, scale);
    QFETCH(double, time);
    const TimeAxis a(offset, scale);
    QVERIFY(near(a.xToTime(a.timeToX(time)), time));
    const double x = a.timeToX(time);
    QVERIFY(near(a.timeToX(a.xToTime(x)), x));
    QVERIFY(a.timeToX(time + 1.0) > a.timeToX(time)); // later is further right
}

void TestTimeAxis::framed_data()
{
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<double>("left");
    QTest::addColumn<double>("right");
    QTest::newRow("canvas plot") << -10.0 << 40.0 << 60.0 << 784.0;
    QTest::newRow("unit") << 0.0 << 1.0 << 0.0 << 1.0;
    QTest::newRow("fractional pixels") << 1.0 << 24.0 << 10.5 << 333.25;
    QTest::newRow("big times") << 1e6 << 1e6 + 48.0 << 0.0 << 1920.0;
    QTest::newRow("small span") << 3.0 << 3.0 + 1e-6 << 50.0 << 550.0;
}

void TestTimeAxis::framed()
{
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(double, left);
    QFETCH(double, right);
    const TimeAxis a = TimeAxis::framed(t0, t1, left, right);
    QCOMPARE(a.pixelsPerTime(), (right - left) / (t1 - t0));
    QCOMPARE(a.xOffset(), left - t0 * ((right - left) / (t1 - t0)));
    QVERIFY(near(a.timeToX(t0), left));
    QVERIFY(near(a.timeToX(t1), right));
    const TimeInterval shown = a.visibleRange(left, right);
    QVERIFY(near(shown.min, t0) && near(shown.max, t1));
}

void TestTimeAxis::framedDegenerate_data()
{
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<double>("left");
    QTest::addColumn<double>("right");
    QTest::addColumn<double>("expectedT0"); // the time at `left` afterwards
    QTest::addColumn<double>("expectedScale");
    // Time ranges: empty, reversed, tiny or not finite → a span of 1 around the centre.
    QTest::newRow("empty range") << 5.0 << 5.0 << 0.0 << 100.0 << 4.5 << 100.0;
    QTest::newRow("reversed range") << 6.0 << 4.0 << 0.0 << 100.0 << 4.5 << 100.0;
    QTest::newRow("tiny range") << 2.0 << 2.0 + 1e-12 << 0.0 << 100.0 << 1.5 << 100.0;
    QTest::newRow("nan min") << kNaN << 1.0 << 0.0 << 10.0 << 0.5 << 10.0;
    QTest::newRow("inf max") << 2.0 << kInf << 0.0 << 10.0 << 1.5 << 10.0;
    QTest::newRow("both nan") << kNaN << kNaN << 0.0 << 10.0 << -0.5 << 10.0;
    // Pixel spans narrower than one pixel (or reversed, or not finite) count as one pixel.
    QTest::newRow("zero width") << 0.0 << 10.0 << 20.0 << 20.0 << 0.0 << 0.1;
    QTest::newRow("reversed span") << 0.0 << 10.0 << 30.0 << 20.0 << 0.0 << 0.1;
    QTest::newRow("nan right") << 0.0 << 10.0 << 20.0 << kNaN << 0.0 << 0.1;
    QTest::newRow("nan left") << 0.0 << 10.0 << kNaN << 100.0 << 0.0 << 10.0; // left → 0
}

void TestTimeAxis::framedDegenerate()
{
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(double, left);
    QFETCH(double, right);
    QFETCH(double, expectedT0);
    QFETCH(double, expectedScale);
    const TimeAxis a = TimeAxis::framed(t0, t1, left, right);
    QVERIFY(std::isfinite(a.xOffset()));
    QVERIFY(near(a.pixelsPerTime(), expectedScale));
    QVERIFY(near(a.xToTime(std::isfinite(left) ? left : 0.0), expectedT0));
}

void TestTimeAxis::zoomAboutKeepsTimeUnderPixel_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("expectedFactor");
    QTest::newRow("in") << 311.5 << 1.2 << 1.2;
    QTest::newRow("out") << 311.5 << 0.5 << 0.5;
    QTest::newRow("two notches") << 80.0 << 1.44 << 1.44;
    QTest::newRow("left of the plot") << -40.0 << 3.0 << 3.0;
    QTest::newRow("at the offset") << 37.0 << 10.0 << 10.0;
    QTest::newRow("factor 1") << 500.0 << 1.0 << 1.0;
    QTest::newRow("zero factor counts as 1") << 311.5 << 0.0 << 1.0;
    QTest::newRow("negative factor counts as 1") << 311.5 << -2.0 << 1.0;
    QTest::newRow("nan factor counts as 1") << 311.5 << kNaN << 1.0;
    QTest::newRow("inf factor counts as 1") << 311.5 << kInf << 1.0;
}

void TestTimeAxis::zoomAboutKeepsTimeUnderPixel()
{
    QFETCH(double, x);
    QFETCH(double, factor);
    QFETCH(double, expectedFactor);
    const TimeAxis a(37.0, 12.5);
    const double t = a.xToTime(x);
    const TimeAxis z = a.zoomedAbout(x, factor);
    QVERIFY(near(z.timeToX(t), x));
    QVERIFY(near(z.xToTime(x), t));
    QVERIFY(near(z.pixelsPerTime(), 12.5 * expectedFactor));
    // The formulas: pixelsPerTime' = pixelsPerTime * f, xOffset' = x - (x - xOffset) * f.
    QVERIFY(near(z.xOffset(), x - (x - 37.0) * expectedFactor));
    // Zooming back out by the inverse factor restores the axis (up to rounding).
    const TimeAxis back = z.zoomedAbout(x, 1.0 / expectedFactor);
    QVERIFY(near(back.pixelsPerTime(), a.pixelsPerTime()));
    QVERIFY(near(back.xOffset(), a.xOffset()));
}

void TestTimeAxis::zoomClampsScale_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("expectedScale");
    QTest::newRow("beyond max") << 12.5 << 1e20 << TimeAxis::kMaxScale;
    QTest::newRow("beyond min") << 12.5 << 1e-20 << TimeAxis::kMinScale;
    QTest::newRow("at max, zoom in") << TimeAxis::kMaxScale << 2.0 << TimeAxis::kMaxScale;
    QTest::newRow("at min, zoom out") << TimeAxis::kMinScale << 0.5 << TimeAxis::kMinScale;
    QTest::newRow("at max, zoom out") << TimeAxis::kMaxScale << 0.5 << TimeAxis::kMaxScale * 0.5;
    QTest::newRow("just inside") << 1e8 << 9.0 << 9e8;
}

void TestTimeAxis::zoomClampsScale()
{
    QFETCH(double, scale);
    QFETCH(double, factor);
    QFETCH(double, expectedScale);
    const double x = 250.0;
    const TimeAxis a(-20.0, scale);
    const double t = a.xToTime(x);
    const TimeAxis z = a.zoomedAbout(x, factor);
    QVERIFY(near(z.pixelsPerTime(), expectedScale));
    QVERIFY(z.pixelsPerTime() >= TimeAxis::kMinScale && z.pixelsPerTime() <= TimeAxis::kMaxScale);
    QVERIFY(near(z.timeToX(t), x, 1e-6)); // the pixel stays fixed at the limit too
}

void TestTimeAxis::zoomNonFiniteInputAndFactorOne()
{
    const TimeAxis a(37.0, 12.5);
    QCOMPARE(a.zoomedAbout(kNaN, 2.0), a);
    QCOMPARE(a.zoomedAbout(kInf, 2.0), a);
    QCOMPARE(a.zoomedAbout(-kInf, 0.5), a);
    QCOMPARE(a.zoomedAbout(100.0, kNaN), a);
    // A factor of 1 leaves the axis exactly (no rounding drift of xOffset).
    QCOMPARE(a.zoomedAbout(311.3, 1.0), a);
    const TimeAxis atMax(-3.7, TimeAxis::kMaxScale);
    QCOMPARE(atMax.zoomedAbout(123.4, 2.0), atMax); // limited to 1
}

void TestTimeAxis::panned_data()
{
    QTest::addColumn<double>("dx");
    QTest::addColumn<double>("expectedDx");
    QTest::newRow("right") << 30.0 << 30.0;
    QTest::newRow("left") << -12.25 << -12.25;
    QTest::newRow("zero") << 0.0 << 0.0;
    QTest::newRow("nan counts as 0") << kNaN << 0.0;
    QTest::newRow("inf counts as 0") << kInf << 0.0;
}

void TestTimeAxis::panned()
{
    QFETCH(double, dx);
    QFETCH(double, expectedDx);
    const TimeAxis a(10.0, 2.0);
    const TimeAxis p = a.panned(dx);
    QCOMPARE(p.xOffset(), 10.0 + expectedDx);
    QCOMPARE(p.pixelsPerTime(), 2.0);
    QCOMPARE(p.timeToX(5.0), a.timeToX(5.0) + expectedDx); // content moves right by dx
    // Panning by dx shifts the visible range by -dx / pixelsPerTime.
    const TimeInterval before = a.visibleRange(0.0, 200.0), after = p.visibleRange(0.0, 200.0);
    QVERIFY(near(after.min, before.min - expectedDx / 2.0));
    QVERIFY(near(after.max, before.max - expectedDx / 2.0));
    QVERIFY(near(a.panned(dx).panned(-dx).xOffset(), a.xOffset()));
}

void TestTimeAxis::visibleRange()
{
    // Pixels 10..210 at 2 px per time code, time 0 at x = 10: times 0..100.
    const TimeAxis a(10.0, 2.0);
    QCOMPARE(a.visibleRange(10.0, 210.0), (TimeInterval{0.0, 100.0}));
    QCOMPARE(a.visibleRange(0.0, 10.0), (TimeInterval{-5.0, 0.0}));
    // Framing a view's visible range onto the same pixels gives the same axis back.
    const TimeAxis f = TimeAxis::framed(0.0, 100.0, 10.0, 210.0);
    QCOMPARE(f, a);
}

QTEST_APPLESS_MAIN(TestTimeAxis)
#include "tst_time_axis.moc"
