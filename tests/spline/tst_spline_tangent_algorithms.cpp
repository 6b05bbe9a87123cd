// Computed tangents (core/spline/TangentAlgorithms.h and their use by Spline edits):
// the Ts auto-ease slope, with the expectations of OpenUSD's testTsTangentAlgorithms
// and the worked examples of ../shared/spec/ts-algorithms.md §3(a) (including the
// Maya/AnimX coefficient, which gives different slopes), the discontinuity rules, and
// the Hermite "width = one third of the interval" rule.
#include "core/spline/Spline.h"
#include "core/spline/TangentAlgorithms.h"

#include <QTest>
#include <cmath>

using namespace knotline;

namespace {

bool near(double got, double want, double tol = 1e-15)
{
    return std::abs(got - want) <= tol * std::max(1.0, std::abs(want));
}

#define VERIFY_NEAR(got, want)                                                                             \
    QVERIFY2(near((got), (want)), qPrintable(QStringLiteral("%1: expected %2 got %3")                      \
                                                 .arg(QLatin1String(#got))                                 \
                                                 .arg((want), 0, 'g', 17)                                  \
                                                 .arg((got), 0, 'g', 17)))

/// A Curve knot whose both sides use auto-ease, with the authored (ignored or kept)
/// tangents of testTsTangentAlgorithms: pre (0.5, 0.25), post (3.0, 0.75).
Knot autoEaseKnot(double time, double value)
{
    Knot k;
    k.time = time;
    k.value = value;
    k.nextInterp = Interpolation::Curve;
    k.pre = Tangent{0.5, 0.25, TangentAlgorithm::AutoEase};
    k.post = Tangent{3.0, 0.75, TangentAlgorithm::AutoEase};
    return k;
}

/// Knots 0:0, 3:2, 6:3 (all auto-ease) set with setKnots on a default spline.
Spline threeAutoEaseKnots()
{
    Spline s;
    const Status st = s.setKnots({autoEaseKnot(0, 0), autoEaseKnot(3, 2), autoEaseKnot(6, 3)});
    Q_ASSERT(st.isOk());
    return s;
}

} // namespace

class TestSplineTangentAlgorithms : public QObject {
    Q_OBJECT
private slots:
    void autoEaseSlope_data();
    void autoEaseSlope();
    void setKnotsThreeKnots();
    void setKnotInsertsAndNeighboursFollow();
    void localMinimumIsFlat();
    void removeKnotRecomputesNeighbours();
    void usesNeighbourPreValueAndPostValue();
    void discontinuitiesAreFlat_data();
    void discontinuitiesAreFlat();
    void hermiteWidthsAreThirds();
    void bezierNoneAlgorithmIsUntouched();
};

void TestSplineTangentAlgorithms::autoEaseSlope_data()
{
    QTest::addColumn<double>("coefficient");
    QTest::addColumn<double>("prevTime");
    QTest::addColumn<double>("prevValue");
    QTest::addColumn<double>("time");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("nextTime");
    QTest::addColumn<double>("nextValue");
    QTest::addColumn<double>("slope");
    const double ts = kTsAutoEaseCoefficient;
    const double maya = kMayaAutoEaseCoefficient;
    // ts-algorithms.md §3(a) worked examples: s_prev = 1, s_next = 1/3, f = 1/4.
    QTest::newRow("ts (0,0) (1,1) (4,2)") << ts << 0.0 << 0.0 << 1.0 << 1.0 << 4.0 << 2.0 << 0.7708333333333334;
    QTest::newRow("animx (0,0) (1,1) (4,2)") << maya << 0.0 << 0.0 << 1.0 << 1.0 << 4.0 << 2.0 << 0.8958333333333334;
    // f = 1/2: both coefficients give the mean of the neighbour slopes.
    QTest::newRow("ts (0,0) (3,2) (6,3)") << ts << 0.0 << 0.0 << 3.0 << 2.0 << 6.0 << 3.0 << 0.5;
    QTest::newRow("animx (0,0) (3,2) (6,3)") << maya << 0.0 << 0.0 << 3.0 << 2.0 << 6.0 << 3.0 << 0.5;
    QTest::newRow("ts (0,0) (1,1) (3,2)") << ts << 0.0 << 0.0 << 1.0 << 1.0 << 3.0 << 2.0 << 0.7962962962962963;
    QTest::newRow("animx (0,0) (1,1) (3,2)") << maya << 0.0 << 0.0 << 1.0 << 1.0 << 3.0 << 2.0 << 0.8703703703703703;
    // The 3 x s_next clamp bites (s_next = 1/9), for either coefficient.
    QTest::newRow("ts clamp (0,0) (1,1) (10,2)") << ts << 0.0 << 0.0 << 1.0 << 1.0 << 10.0 << 2.0 << 1.0 / 3.0;
    QTest::newRow("animx clamp (0,0) (1,1) (10,2)") << maya << 0.0 << 0.0 << 1.0 << 1.0 << 10.0 << 2.0 << 1.0 / 3.0;
    // Falling curve: the mirror image.
    QTest::newRow("ts falling") << ts << 0.0 << 0.0 << 1.0 << -1.0 << 4.0 << -2.0 << -0.7708333333333334;
    QTest::newRow("ts falling clamp") << ts << 0.0 << 0.0 << 1.0 << -1.0 << 10.0 << -2.0 << -1.0 / 3.0;
    // Extrema and flat neighbours get 0.
    QTest::newRow("local minimum") << ts << 3.0 << 2.0 << 5.0 << 1.0 << 6.0 << 3.0 << 0.0;
    QTest::newRow("local maximum") << ts << 0.0 << 0.0 << 1.0 << 2.0 << 2.0 << 0.0 << 0.0;
    QTest::newRow("flat before") << ts << 0.0 << 1.0 << 1.0 << 1.0 << 2.0 << 3.0 << 0.0;
    QTest::newRow("flat after") << ts << 0.0 << 0.0 << 1.0 << 1.0 << 2.0 << 1.0 << 0.0;
}

void TestSplineTangentAlgorithms::autoEaseSlope()
{
    QFETCH(double, coefficient);
    QFETCH(double, prevTime);
    QFETCH(double, prevValue);
    QFETCH(double, time);
    QFETCH(double, value);
    QFETCH(double, nextTime);
    QFETCH(double, nextValue);
    QFETCH(double, slope);
    VERIFY_NEAR(knotline::autoEaseSlope(coefficient, prevTime, prevValue, time, value, nextTime, nextValue), slope);
}

void TestSplineTangentAlgorithms::setKnotsThreeKnots()
{
    // testTsTangentAlgorithms: the end knots keep their outward sides as authored and get
    // flat inward sides one third of the interval long; the middle knot gets the mean
    // slope 0.5 with widths 1.
    const Spline s = threeAutoEaseKnots();
    const std::vector<Knot> &k = s.knots();
    QCOMPARE(k.size(), std::size_t(3));
    QCOMPARE(k[0].pre.width, 0.5);
    QCOMPARE(k[0].pre.slope, 0.25);
    VERIFY_NEAR(k[0].post.width, 1.0);
    QCOMPARE(k[0].post.slope, 0.0);
    VERIFY_NEAR(k[1].pre.width, 1.0);
    VERIFY_NEAR(k[1].pre.slope, 0.5);
    VERIFY_NEAR(k[1].post.width, 1.0);
    VERIFY_NEAR(k[1].post.slope, 0.5);
    VERIFY_NEAR(k[2].pre.width, 1.0);
    QCOMPARE(k[2].pre.slope, 0.0);
    QCOMPARE(k[2].post.width, 3.0);
    QCOMPARE(k[2].post.slope, 0.75);
    // Algorithms stay auto-ease.
    QCOMPARE(k[1].pre.algorithm, TangentAlgorithm::AutoEase);
    QCOMPARE(k[1].post.algorithm, TangentAlgorithm::AutoEase);
}

void TestSplineTangentAlgorithms::setKnotInsertsAndNeighboursFollow()
{
    // testTsTangentAlgorithms: adding 1:1 gives it slope 0.7962962962962963 with widths
    // 1/3 and 2/3. Its neighbours are recomputed too (hand-computed): knot 0's post width
    // becomes 1/3; knot 3 now sits between (1,1) and (6,3): s_prev = 1/2, s_next = 1/3,
    // f = 2/5, g = 1/2 − 0.1·(1/2 + 0.02) = 0.448, slope = 0.552/2 + 0.448/3.
    Spline s = threeAutoEaseKnots();
    QVERIFY(s.setKnot(autoEaseKnot(1, 1)).isOk());
    const std::vector<Knot> &k = s.knots();
    QCOMPARE(k.size(), std::size_t(4));
    QCOMPARE(k[1].time, 1.0);
    VERIFY_NEAR(k[1].pre.slope, 0.7962962962962963);
    VERIFY_NEAR(k[1].post.slope, 0.7962962962962963);
    VERIFY_NEAR(k[1].pre.width, 1.0 / 3.0);
    VERIFY_NEAR(k[1].post.width, 2.0 / 3.0);
    VERIFY_NEAR(k[0].post.width, 1.0 / 3.0);
    QCOMPARE(k[0].post.slope, 0.0);
    VERIFY_NEAR(k[2].pre.width, 2.0 / 3.0);
    VERIFY_NEAR(k[2].post.width, 1.0);
    VERIFY_NEAR(k[2].pre.slope, 0.552 / 2.0 + 0.448 / 3.0);
    VERIFY_NEAR(k[2].post.slope, 0.552 / 2.0 + 0.448 / 3.0);
    // Knot 6 is two knots away: unchanged.
    VERIFY_NEAR(k[3].pre.width, 1.0);
    QCOMPARE(k[3].pre.slope, 0.0);
}

void TestSplineTangentAlgorithms::localMinimumIsFlat()
{
    // testTsTangentAlgorithms: 5:1 between 3:2 and 6:3 is a local minimum → slope 0.
    Spline s = threeAutoEaseKnots();
    QVERIFY(s.setKnot(autoEaseKnot(5, 1)).isOk());
    const Knot &k = s.knots()[2];
    QCOMPARE(k.time, 5.0);
    QCOMPARE(k.pre.slope, 0.0);
    QCOMPARE(k.post.slope, 0.0);
    VERIFY_NEAR(k.pre.width, 2.0 / 3.0);
    VERIFY_NEAR(k.post.width, 1.0 / 3.0);
    // Knot 3 now has neighbours (0,0) and (5,1): s_prev = 2/3, s_next = −1/2 → extremum, 0.
    QCOMPARE(s.knots()[1].pre.slope, 0.0);
}

void TestSplineTangentAlgorithms::removeKnotRecomputesNeighbours()
{
    Spline s = threeAutoEaseKnots();
    QVERIFY(s.setKnot(autoEaseKnot(1, 1)).isOk());
    QVERIFY(s.removeKnot(1).isOk());
    const Spline original = threeAutoEaseKnots();
    QCOMPARE(s.knots().size(), original.knots().size());
    for (std::size_t i = 0; i < s.knots().size(); ++i) {
        VERIFY_NEAR(s.knots()[i].pre.width, original.knots()[i].pre.width);
        VERIFY_NEAR(s.knots()[i].pre.slope, original.knots()[i].pre.slope);
        VERIFY_NEAR(s.knots()[i].post.width, original.knots()[i].post.width);
        VERIFY_NEAR(s.knots()[i].post.slope, original.knots()[i].post.slope);
    }
}

void TestSplineTangentAlgorithms::usesNeighbourPreValueAndPostValue()
{
    // s_prev uses the previous knot's (post) value, s_next the next knot's pre-value:
    // with prev (0, value 0, pre-value −7) and next (4, value 5, pre-value 2) the slope at
    // (1, 1) is the worked example's 0.7708333333333334.
    Knot prev = autoEaseKnot(0, 0);
    prev.preValue = -7.0;
    Knot next = autoEaseKnot(4, 5);
    next.preValue = 2.0;
    Spline s;
    QVERIFY(s.setKnots({prev, autoEaseKnot(1, 1), next}).isOk());
    VERIFY_NEAR(s.knots()[1].pre.slope, 0.7708333333333334);
    VERIFY_NEAR(s.knots()[1].post.slope, 0.7708333333333334);
}

void TestSplineTangentAlgorithms::discontinuitiesAreFlat_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("dual-valued knot") << 0;
    QTest::newRow("value block after the knot") << 1;
    QTest::newRow("value block before the knot") << 2;
}

void TestSplineTangentAlgorithms::discontinuitiesAreFlat()
{
    // Ts: a dual-valued knot or a value-blocked segment on either side makes the
    // auto-ease slope 0; widths remain one third of each interval.
    QFETCH(int, which);
    Knot a = autoEaseKnot(0, 0);
    Knot b = autoEaseKnot(1, 1);
    Knot c = autoEaseKnot(4, 2);
    if (which == 0)
        b.preValue = 0.5;
    else if (which == 1)
        b.nextInterp = Interpolation::ValueBlock;
    else
        a.nextInterp = Interpolation::ValueBlock;
    std::vector<Knot> knots{a, b, c};
    QVERIFY(updateAllKnotTangents(knots, CurveType::Bezier));
    QCOMPARE(knots[1].pre.slope, 0.0);
    QCOMPARE(knots[1].post.slope, 0.0);
    VERIFY_NEAR(knots[1].pre.width, 1.0 / 3.0);
    VERIFY_NEAR(knots[1].post.width, 1.0);
}

void TestSplineTangentAlgorithms::hermiteWidthsAreThirds()
{
    // With the Hermite curve type every side that has a neighbour gets width = one third
    // of the interval to it, whatever its algorithm; sides facing extrapolation keep
    // their authored width. Switching back to Bezier keeps the widths.
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(s.setKnots({makeKnot(0, 0, Interpolation::Curve, 7.0, 1.0),
                        makeKnot(3, 1, Interpolation::Curve, 7.0, 1.0),
                        makeKnot(9, 0, Interpolation::Curve, 7.0, 1.0)})
                .isOk());
    QVERIFY(s.setCurveType(CurveType::Hermite).isOk());
    const std::vector<Knot> &k = s.knots();
    QCOMPARE(k[0].pre.width, 7.0);
    VERIFY_NEAR(k[0].post.width, 1.0);
    VERIFY_NEAR(k[1].pre.width, 1.0);
    VERIFY_NEAR(k[1].post.width, 2.0);
    VERIFY_NEAR(k[2].pre.width, 2.0);
    QCOMPARE(k[2].post.width, 7.0);
    // Slopes are authored values and stay.
    QCOMPARE(k[1].pre.slope, 1.0);
    // Inserting a knot keeps the rule for it and its neighbours.
    QVERIFY(s.setKnot(makeKnot(6, 2, Interpolation::Curve, 0.1, 0.0)).isOk());
    VERIFY_NEAR(s.knots()[1].post.width, 1.0);
    VERIFY_NEAR(s.knots()[2].pre.width, 1.0);
    VERIFY_NEAR(s.knots()[2].post.width, 1.0);
    VERIFY_NEAR(s.knots()[3].pre.width, 1.0);
}

void TestSplineTangentAlgorithms::bezierNoneAlgorithmIsUntouched()
{
    std::vector<Knot> knots{makeKnot(0, 0, Interpolation::Curve, 7.0, 1.0), makeKnot(3, 1, Interpolation::Curve, 0.2, -4.0)};
    const std::vector<Knot> before = knots;
    QVERIFY(!updateAllKnotTangents(knots, CurveType::Bezier));
    QVERIFY(knots == before);
    QVERIFY(!updateKnotTangents(knots, CurveType::Bezier, 5)); // out of range: no-op
}

QTEST_GUILESS_MAIN(TestSplineTangentAlgorithms)
#include "tst_spline_tangent_algorithms.moc"
