// hasLoops() and isStatic(): data-driven cases; every static case is also checked by
// evaluating the spline at many times on both sides.
#include "core/spline/Spline.h"
#include "core/spline/SplineQueries.h"

#include <QTest>
#include <cmath>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::Spline)

class TestSplineQueries : public QObject {
    Q_OBJECT
private slots:
    void hasLoops_data();
    void hasLoops();
    void isStatic_data();
    void isStatic();
    void hasValueBlocks_data();
    void hasValueBlocks();
};

namespace {

Knot knot(double t, double v, Interpolation next = Interpolation::Curve, double width = 1.0,
          double slope = 0.0)
{
    return makeKnot(t, v, next, width, slope);
}

Extrapolation extrap(ExtrapolationMode mode, std::optional<double> boundary = std::nullopt,
                     double slope = 0.0)
{
    Extrapolation e;
    e.mode = mode;
    e.slope = slope;
    e.loopBoundary = boundary;
    return e;
}

Spline build(std::vector<Knot> knots, Extrapolation pre = {}, Extrapolation post = {},
             LoopParams loop = {}, CurveType type = CurveType::Bezier)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (!s.setCurveType(type).isOk() || !s.setPreExtrapolation(pre).isOk()
        || !s.setPostExtrapolation(post).isOk() || !s.setKnots(std::move(knots)).isOk()
        || !s.setInnerLoopParams(loop).isOk())
        qFatal("test spline refused");
    return s;
}

} // namespace

void TestSplineQueries::hasLoops_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<bool>("expected");
    using M = ExtrapolationMode;
    const std::vector<Knot> two{knot(0, 1), knot(10, 2)};
    QTest::newRow("empty") << Spline() << false;
    QTest::newRow("plain") << build(two) << false;
    QTest::newRow("inner loops") << build(two, {}, {}, {0, 5, 1, 0, 0}) << true;
    QTest::newRow("inner loop params without a start knot") << build(two, {}, {}, {2, 5, 1, 0, 0}) << false;
    QTest::newRow("looping pre") << build(two, extrap(M::LoopRepeat)) << true;
    QTest::newRow("looping post") << build(two, {}, extrap(M::LoopOscillate)) << true;
    QTest::newRow("single knot, looping") << build({knot(0, 1)}, extrap(M::LoopReset), extrap(M::LoopReset)) << false;
    QTest::newRow("valid boundary") << build({knot(0, 1), knot(5, 3), knot(10, 2)}, {}, extrap(M::LoopReset, 5.0)) << true;
    QTest::newRow("boundary at the near end acts as held") << build(two, {}, extrap(M::LoopReset, 10.0)) << false;
    QTest::newRow("boundary off the knots is a value block") << build(two, extrap(M::LoopRepeat, 3.0)) << false;
}

void TestSplineQueries::hasLoops()
{
    QFETCH(Spline, spline);
    QFETCH(bool, expected);
    QCOMPARE(knotline::hasLoops(spline), expected);
}

void TestSplineQueries::isStatic_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<bool>("expected");
    using M = ExtrapolationMode;
    using I = Interpolation;
    QTest::newRow("empty") << Spline() << true;
    QTest::newRow("single knot") << build({knot(3, 2)}) << true;
    QTest::newRow("flat curve, held, linear") << build({knot(0, 2), knot(5, 2, I::Held), knot(7, 2, I::Linear), knot(9, 2)}) << true;
    QTest::newRow("one value differs") << build({knot(0, 2), knot(5, 2.5), knot(9, 2)}) << false;
    QTest::newRow("curve with a slope") << build({knot(0, 2, I::Curve, 1, 0.5), knot(9, 2)}) << false;
    QTest::newRow("zero-width handle with a slope") << build({knot(0, 2, I::Curve, 0, 0.5), knot(9, 2)}) << true;
    QTest::newRow("hermite with a slope")
        << build({knot(0, 2, I::Curve, 0, 0.5), knot(9, 2)}, {}, {}, {}, CurveType::Hermite) << false;
    QTest::newRow("value block segment") << build({knot(0, 2, I::ValueBlock), knot(9, 2)}) << false;
    QTest::newRow("value block extrapolation") << build({knot(0, 2), knot(9, 2)}, extrap(M::ValueBlock)) << false;
    QTest::newRow("linear extrapolation, flat ends")
        << build({knot(0, 2), knot(9, 2)}, extrap(M::Linear), extrap(M::Linear)) << true;
    QTest::newRow("sloped extrapolation") << build({knot(0, 2), knot(9, 2)}, {}, extrap(M::Sloped, {}, 0.1)) << false;
    QTest::newRow("sloped zero") << build({knot(0, 2), knot(9, 2)}, {}, extrap(M::Sloped, {}, 0.0)) << true;
    Knot jump = knot(5, 2);
    jump.preValue = 4.0;
    QTest::newRow("dual-valued after a curve") << build({knot(0, 2), jump, knot(9, 2)}) << false;
    QTest::newRow("pre-value after a held segment is unused")
        << build({knot(0, 2, I::Held), jump, knot(9, 2)}) << true;
    Knot firstJump = knot(0, 2);
    firstJump.preValue = 1.0;
    QTest::newRow("first knot's pre-value is extrapolated") << build({firstJump, knot(9, 2)}) << false;
    QTest::newRow("looping a flat region")
        << build({knot(0, 2), knot(4, 2)}, extrap(M::LoopRepeat), extrap(M::LoopOscillate)) << true;
    QTest::newRow("repeat offset from an unused pre-value")
        << build({knot(0, 2, I::Held), jump}, extrap(M::LoopRepeat)) << false;
    QTest::newRow("flat inner loop") << build({knot(0, 2), knot(3, 2), knot(6, 2)}, {}, {}, {0, 3, 1, 2, 0}) << true;
    QTest::newRow("inner loop with a value offset")
        << build({knot(0, 2), knot(3, 2), knot(6, 2)}, {}, {}, {0, 3, 1, 2, 1}) << false;
}

void TestSplineQueries::isStatic()
{
    QFETCH(Spline, spline);
    QFETCH(bool, expected);
    QCOMPARE(knotline::isStatic(spline), expected);
    if (!expected || spline.isEmpty())
        return;
    const double value = *spline.eval(spline.knots().front().time);
    for (int i = 0; i <= 400; ++i) {
        const double t = -30.0 + i * 0.17;
        for (Side side : {Side::Pre, Side::Post}) {
            const std::optional<double> v = spline.eval(t, side);
            QVERIFY2(v && std::abs(*v - value) <= 1e-12 * std::max(1.0, std::abs(value)),
                     qPrintable(QStringLiteral("t=%1: %2").arg(t).arg(v ? *v : std::nan(""))));
        }
    }
}

void TestSplineQueries::hasValueBlocks_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<bool>("expected");
    using M = ExtrapolationMode;
    QTest::newRow("empty") << Spline() << false;
    QTest::newRow("curves, held sides") << build({knot(0, 1), knot(10, 2)}) << false;
    QTest::newRow("a value-block segment") << build({knot(0, 1, Interpolation::ValueBlock), knot(10, 2)}) << true;
    QTest::newRow("value block before") << build({knot(0, 1), knot(10, 2)}, extrap(M::ValueBlock)) << true;
    QTest::newRow("value block after") << build({knot(0, 1), knot(10, 2)}, {}, extrap(M::ValueBlock)) << true;
    QTest::newRow("the last knot's interpolation leads nowhere")
        << build({knot(0, 1), knot(10, 2, Interpolation::ValueBlock)}) << false;
}

void TestSplineQueries::hasValueBlocks()
{
    QFETCH(Spline, spline);
    QFETCH(bool, expected);
    QCOMPARE(knotline::hasValueBlocks(spline), expected);
}

QTEST_GUILESS_MAIN(TestSplineQueries)
#include "tst_spline_queries.moc"
