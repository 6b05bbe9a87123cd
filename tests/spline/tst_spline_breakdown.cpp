// breakdown(): the user guide's example numbers (ts-algorithms.md §3(d)), shape
// preservation for every segment kind and extrapolation side, and refusals that leave the
// spline unchanged.
#include "core/spline/Breakdown.h"
#include "core/spline/Spline.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::Spline)

class TestSplineBreakdown : public QObject {
    Q_OBJECT
private slots:
    void userGuideExample();
    void shapePreserved_data();
    void shapePreserved();
    void hermiteKnotTakesValueAndDerivative();
    void autoEaseNeighboursKeepShape();
    void autoEaseShortenedByAntiRegressionKeepsShape();
    void segmentFewUlpsWideKeepsShapeAtEveryTime();
    void insidePrototypeKeepsEchoes();
    void refusals_data();
    void refusals();
};

namespace {

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

Knot knot(double t, double v, Interpolation next = Interpolation::Curve, double width = 2.0,
          double slope = 0.0)
{
    return makeKnot(t, v, next, width, slope);
}

Knot asymmetric(double t, double v, double preW, double preS, double postW, double postS,
                Interpolation next = Interpolation::Curve)
{
    Knot k = makeKnot(t, v, next);
    k.pre = {preW, preS, TangentAlgorithm::None};
    k.post = {postW, postS, TangentAlgorithm::None};
    return k;
}

Spline build(std::vector<Knot> knots, CurveType type = CurveType::Bezier,
             Extrapolation pre = {}, Extrapolation post = {}, ValueType valueType = ValueType::Double)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    bool ok = s.setValueType(valueType).isOk() && s.setCurveType(type).isOk()
        && s.setPreExtrapolation(pre).isOk() && s.setPostExtrapolation(post).isOk()
        && s.setKnots(std::move(knots)).isOk();
    if (!ok)
        qFatal("test spline refused");
    s.setAntiRegressionMode(AntiRegressionMode::KeepRatio);
    return s;
}

Extrapolation extrap(ExtrapolationMode mode, double slope = 0.0)
{
    Extrapolation e;
    e.mode = mode;
    e.slope = slope;
    return e;
}

bool relClose(double got, double want, double tol)
{
    return std::abs(got - want) <= tol * std::max(1.0, std::abs(want));
}

// Verifies a tangent to 1e-12 relative; `slopeAsFloat` compares the slope as float.
void checkTangent(const char *what, const Tangent &got, double width, double slope,
                  bool slopeAsFloat = false)
{
    QVERIFY2(relClose(got.width, width, 1e-12),
             qPrintable(QStringLiteral("%1 width: got %2 want %3").arg(what).arg(got.width, 0, 'g', 17).arg(width, 0, 'g', 17)));
    if (slopeAsFloat)
        QVERIFY2(float(got.slope) == float(slope),
                 qPrintable(QStringLiteral("%1 slope: got %2 want %3").arg(what).arg(got.slope, 0, 'g', 9).arg(slope, 0, 'g', 9)));
    else
        QVERIFY2(relClose(got.slope, slope, 1e-12),
                 qPrintable(QStringLiteral("%1 slope: got %2 want %3").arg(what).arg(got.slope, 0, 'g', 17).arg(slope, 0, 'g', 17)));
}

bool sameOptional(std::optional<double> a, std::optional<double> b, double tol)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || relClose(*a, *b, tol);
}

// Evaluates both splines at many times (and both sides of every knot of either) and
// reports the first disagreement beyond `tol`.
QString shapeDifference(const Spline &before, const Spline &after, double tol,
                        double skipFrom = 0.0, double skipTo = -1.0)
{
    std::vector<double> times;
    for (int i = 0; i <= 1600; ++i)
        times.push_back(-40.0 + i * 0.0625);
    for (const Spline *s : {&before, &after})
        for (const Knot &k : s->knots())
            times.push_back(k.time);
    for (double t : times) {
        if (t > skipFrom && t < skipTo)
            continue;
        for (Side side : {Side::Pre, Side::Post}) {
            const auto a = before.eval(t, side);
            const auto b = after.eval(t, side);
            if (!sameOptional(a, b, tol))
                return QStringLiteral("t=%1 side=%2: before %3 after %4")
                    .arg(t, 0, 'g', 17)
                    .arg(side == Side::Pre ? "pre" : "post")
                    .arg(a ? QString::number(*a, 'g', 17) : QStringLiteral("none"))
                    .arg(b ? QString::number(*b, 'g', 17) : QStringLiteral("none"));
        }
    }
    return {};
}

} // namespace

void TestSplineBreakdown::userGuideExample()
{
    // Float spline 0:5, 10:10, 20:5, all widths 2, slopes 0 (user guide, breakdown knots).
    Spline s = build({knot(0, 5), knot(10, 10), knot(20, 5)}, CurveType::Bezier, {}, {},
                     ValueType::Float);
    s.setAntiRegressionMode(AntiRegressionMode::KeepRatio);

    QVERIFY(breakdown(s, 5).isOk());
    QCOMPARE(s.knotCount(), std::size_t(4));
    {
        const auto &k = s.knots();
        checkTangent("knot 0 pre", k[0].pre, 2.0, 0.0);
        checkTangent("knot 0 post", k[0].post, 0.9999999999999994, 0.0);
        QCOMPARE(k[1].time, 5.0);
        QVERIFY(float(k[1].value) == 7.5f);
        QCOMPARE(k[1].nextInterp, Interpolation::Curve);
        QVERIFY(!k[1].isDualValued());
        checkTangent("knot 5 pre", k[1].pre, 1.9999999999999987, 0.625, true);
        checkTangent("knot 5 post", k[1].post, 2.000000000000001, 0.625, true);
        checkTangent("knot 10 pre", k[2].pre, 1.0, 0.0);
        checkTangent("knot 10 post", k[2].post, 2.0, 0.0);
        QCOMPARE(k[1].pre.algorithm, TangentAlgorithm::None);
        QCOMPARE(k[1].post.algorithm, TangentAlgorithm::None);
    }

    QVERIFY(breakdown(s, 9).isOk());
    QCOMPARE(s.knotCount(), std::size_t(5));
    const auto &k = s.knots();
    // The user guide's spline after both breakdowns.
    QCOMPARE(k[0].time, 0.0);
    QVERIFY(float(k[0].value) == 5.0f);
    checkTangent("knot 0 pre", k[0].pre, 2.0, 0.0);
    checkTangent("knot 0 post", k[0].post, 0.9999999999999994, 0.0);
    QCOMPARE(k[1].time, 5.0);
    QVERIFY(float(k[1].value) == 7.5f);
    checkTangent("knot 5 pre", k[1].pre, 1.9999999999999987, 0.625, true);
    checkTangent("knot 5 post", k[1].post, 1.4641016151377562, 0.625, true);
    QCOMPARE(k[2].time, 9.0);
    QVERIFY2(float(k[2].value) == 9.754809f, qPrintable(QString::number(k[2].value, 'g', 9)));
    checkTangent("knot 9 pre", k[2].pre, 1.0717967697244912, 0.39623412, true);
    checkTangent("knot 9 post", k[2].post, 0.39230484541326405, 0.39623412, true);
    QCOMPARE(k[3].time, 10.0);
    QVERIFY(float(k[3].value) == 10.0f);
    checkTangent("knot 10 pre", k[3].pre, 0.2679491924311215, 0.0);
    checkTangent("knot 10 post", k[3].post, 2.0, 0.0);
    QCOMPARE(k[4].time, 20.0);
    checkTangent("knot 20 pre", k[4].pre, 2.0, 0.0);
    checkTangent("knot 20 post", k[4].post, 2.0, 0.0);
    for (const Knot &kn : k)
        QCOMPARE(kn.nextInterp, Interpolation::Curve);
    QCOMPARE(s.antiRegressionMode(), AntiRegressionMode::KeepRatio);
}

void TestSplineBreakdown::shapePreserved_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("time");

    const std::vector<Knot> bez{asymmetric(0, 1, 1, 0.5, 3, 2), asymmetric(10, 4, 4, -1, 2, 0.3),
                                asymmetric(16, -2, 1.5, 0, 1, 3), asymmetric(25, 6, 5, 1, 2, -1)};
    const Spline bezier = build(bez);
    QTest::newRow("bezier early in segment") << bezier << 0.7;
    QTest::newRow("bezier mid segment") << bezier << 5.0;
    QTest::newRow("bezier late in segment") << bezier << 15.9;
    QTest::newRow("bezier last segment") << bezier << 20.25;
    // Regressive authored segment (widths 9 and 8 over 10): evaluation de-regresses it.
    QTest::newRow("bezier regressive segment")
        << build({asymmetric(0, 0, 1, 0, 9, 1), asymmetric(10, 5, 8, -1, 1, 0)}) << 6.0;
    QTest::newRow("bezier zero-width handles")
        << build({asymmetric(0, 0, 0, 0, 0, 4), asymmetric(10, 5, 0, 7, 0, 0)}) << 3.0;
    Knot dual = asymmetric(10, 4, 2, 1, 2, 0);
    dual.preValue = 8.0;
    QTest::newRow("bezier into dual-valued knot")
        << build({asymmetric(0, 0, 3, 1, 3, 1), dual, knot(20, 1)}) << 7.0;

    const Spline hermite = build(bez, CurveType::Hermite);
    QTest::newRow("hermite mid segment") << hermite << 5.0;
    QTest::newRow("hermite late segment") << hermite << 24.0;

    const Spline linear = build({knot(0, 1, Interpolation::Linear), knot(10, 4, Interpolation::Linear),
                                 knot(16, -2, Interpolation::Held), knot(25, 6)});
    QTest::newRow("linear") << linear << 3.3;
    QTest::newRow("held") << linear << 20.0;
    Knot dualLinear = knot(10, 4, Interpolation::Linear);
    dualLinear.preValue = 9.0;
    QTest::newRow("linear into dual-valued knot")
        << build({knot(0, 1, Interpolation::Linear), dualLinear, knot(20, 0)}) << 4.0;
    QTest::newRow("value block")
        << build({knot(0, 1, Interpolation::ValueBlock), knot(10, 4), knot(20, 0)}) << 4.0;

    // Before the first / after the last knot, per extrapolation mode.
    const std::vector<Knot> ends{asymmetric(0, 1, 2, 0.5, 3, 2), asymmetric(10, 4, 4, -1, 2, 0.3)};
    QTest::newRow("before first, held") << build(ends) << -5.0;
    QTest::newRow("after last, held") << build(ends) << 14.0;
    QTest::newRow("before first, linear")
        << build(ends, CurveType::Bezier, extrap(ExtrapolationMode::Linear)) << -5.0;
    QTest::newRow("middle of a linear segment under linear extrapolation")
        << build({knot(0, -654836.72340019862, Interpolation::Linear),
                  knot(10.405290640992853, -358233.13053430081, Interpolation::Linear)},
                 CurveType::Hermite, extrap(ExtrapolationMode::Linear), extrap(ExtrapolationMode::Linear))
        << 5.0;
    QTest::newRow("after last, linear")
        << build(ends, CurveType::Bezier, {}, extrap(ExtrapolationMode::Linear)) << 30.0;
    QTest::newRow("before first, sloped")
        << build(ends, CurveType::Bezier, extrap(ExtrapolationMode::Sloped, -3)) << -1.0;
    QTest::newRow("after last, sloped")
        << build(ends, CurveType::Bezier, {}, extrap(ExtrapolationMode::Sloped, 0.75)) << 12.0;
    QTest::newRow("before first, value block")
        << build(ends, CurveType::Bezier, extrap(ExtrapolationMode::ValueBlock)) << -5.0;
    QTest::newRow("after last, value block")
        << build(ends, CurveType::Bezier, {}, extrap(ExtrapolationMode::ValueBlock)) << 11.0;
    QTest::newRow("after last, hermite linear")
        << build(ends, CurveType::Hermite, {}, extrap(ExtrapolationMode::Linear)) << 15.0;
    Knot dualFirst = asymmetric(0, 1, 2, 0.5, 3, 2);
    dualFirst.preValue = -3.0;
    QTest::newRow("before dual-valued first, linear")
        << build({dualFirst, ends[1]}, CurveType::Bezier, extrap(ExtrapolationMode::Linear)) << -5.0;

    // Looping extrapolation on the far side with a loop boundary is not disturbed.
    Extrapolation bounded = extrap(ExtrapolationMode::LoopRepeat);
    bounded.loopBoundary = 10.0;
    QTest::newRow("before first, post loop with boundary")
        << build(bez, CurveType::Bezier, extrap(ExtrapolationMode::Linear), bounded) << -4.0;
    QTest::newRow("between knots, looping both sides")
        << build(bez, CurveType::Bezier, extrap(ExtrapolationMode::LoopOscillate),
                 extrap(ExtrapolationMode::LoopRepeat))
        << 12.5;
}

void TestSplineBreakdown::shapePreserved()
{
    QFETCH(Spline, spline);
    QFETCH(double, time);
    Spline s = spline;
    const Status st = breakdown(s, time);
    QVERIFY2(st.isOk(), st.message().c_str());
    QCOMPARE(s.knotCount(), spline.knotCount() + 1);
    QVERIFY(s.knotIndexAt(time).has_value());
    QCOMPARE(s.antiRegressionMode(), spline.antiRegressionMode());
    const QString diff = shapeDifference(spline, s, 1e-9);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

void TestSplineBreakdown::hermiteKnotTakesValueAndDerivative()
{
    const Spline before = build({asymmetric(0, 1, 1, 0, 1, 2), asymmetric(12, 5, 1, -1, 1, 0)},
                                CurveType::Hermite);
    Spline s = before;
    QVERIFY(breakdown(s, 4.5).isOk());
    const Knot &k = s.knots()[1];
    QVERIFY(relClose(k.value, *before.eval(4.5), 1e-14));
    QVERIFY(relClose(k.pre.slope, *before.evalDerivative(4.5), 1e-14));
    QCOMPARE(k.post.slope, k.pre.slope);
    // Hermite widths are a third of the neighbouring intervals.
    QVERIFY(relClose(k.pre.width, 1.5, 1e-14));
    QVERIFY(relClose(k.post.width, 2.5, 1e-14));
    QVERIFY(relClose(s.knots()[0].post.width, 1.5, 1e-14));
    QVERIFY(relClose(s.knots()[2].pre.width, 2.5, 1e-14));
}

void TestSplineBreakdown::autoEaseNeighboursKeepShape()
{
    std::vector<Knot> knots{knot(0, 0), knot(10, 4), knot(20, 9), knot(30, 10), knot(40, 12)};
    for (Knot &k : knots)
        k.pre.algorithm = k.post.algorithm = TangentAlgorithm::AutoEase;
    const Spline before = build(knots);
    // The neighbours' recomputed auto-ease would change; breakdown freezes them instead.
    for (double t : {15.0, 3.0, 37.0, -6.0, 45.0}) {
        Spline s = before;
        QVERIFY(breakdown(s, t).isOk());
        const QString diff = shapeDifference(before, s, 1e-9);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("breakdown at %1: %2").arg(t).arg(diff)));
    }
    // Far knots keep auto-ease.
    Spline s = before;
    QVERIFY(breakdown(s, 15.0).isOk());
    QCOMPARE(s.knots()[0].post.algorithm, TangentAlgorithm::AutoEase);
    QCOMPARE(s.knots()[4].pre.algorithm, TangentAlgorithm::AutoEase);
    QCOMPARE(s.knots()[5].pre.algorithm, TangentAlgorithm::AutoEase);
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/breakdown-recomputes-an-auto-ease-
// tangent-that-anti-regression-shortened): setKnots computes the first knot's auto-ease
// width (a third of the interval, 4) and then Keep Ratio shortens it to 0.63 against the
// next knot's 91-wide pre tangent. A breakdown in the next segment set the knots again
// without anti-regression, so the auto-ease width came back as 4 and the first segment
// changed (705,327 instead of 783,054 at t = 3), two knots away from the breakdown.
void TestSplineBreakdown::autoEaseShortenedByAntiRegressionKeepsShape()
{
    Knot first = makeKnot(0, 0, Interpolation::Curve);
    first.post = {0.0, 0.0, TangentAlgorithm::AutoEase};
    Knot second = makeKnot(12, 1e6, Interpolation::Linear);
    second.pre = second.post = {91.0, -2000.0, TangentAlgorithm::None};
    Spline before; // Keep Ratio, the default
    QVERIFY(before.setKnots({first, second, makeKnot(62, -4e5, Interpolation::Held)}).isOk());
    QVERIFY(before.knots()[0].post.width < 1.0); // shortened from 4 by Keep Ratio
    Spline s = before;
    QVERIFY(breakdown(s, 15.0).isOk());
    QCOMPARE(s.knots()[0].post.width, before.knots()[0].post.width);
    QCOMPARE(s.knots()[0].post.algorithm, TangentAlgorithm::None); // frozen
    const QString diff = shapeDifference(before, s, 1e-9);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/breakdown-of-a-141-ulp-segment-near-keep-
// ratios-ellipse): a segment 1e-12 wide at t = -57.5, 141 ulps of its time, with widths
// 0.74 and 1.20 of the span, just inside Keep Ratio's ellipse, so its time cubic is nearly
// vertical about where the breakdown falls. Splitting the handles in absolute times
// rounded each new width to ulps of 57.5 (2% of it): the left piece became regressive,
// its shrink flattened it (the previous knot's post width 1.6e-24, the new knot's pre
// handle vertical) and the curve moved by up to 17,667 of 63,607. Split in times relative
// to the segment's start, every representable time of the segment keeps its value up to
// the evaluation's own rounding: within the curve's values one ulp either side.
void TestSplineBreakdown::segmentFewUlpsWideKeepsShapeAtEveryTime()
{
    Knot first = makeKnot(-57.497177819271428, 63606.792203131597, Interpolation::Curve);
    first.post = {7.4281948882842759e-13, 0.0, TangentAlgorithm::None};
    Knot last = makeKnot(-57.497177819270426, 0.0, Interpolation::Held);
    last.pre = {1.2052172398166171e-12, -6782.0, TangentAlgorithm::None};
    Spline before; // Keep Ratio, the default: the segment is not regressive
    QVERIFY(before.setKnots({first, last}).isOk());
    QCOMPARE(before.knots()[0].post.width, first.post.width);
    Spline s = before;
    QVERIFY(breakdown(s, -57.497177819271101).isOk());
    QVERIFY2(s.knots()[1].pre.width < 0.9 * (s.knots()[1].time - s.knots()[0].time),
             "the new knot's pre handle is a vertical one"); // 3.27e-13 of a 3.27e-13 piece
    QVERIFY(s.knots()[0].post.width > 1e-13); // 1.6e-24 on the old code
    int times = 0;
    for (double t = first.time; t <= last.time; t = std::nextafter(t, 0.0), ++times) {
        const double after = *s.eval(t);
        double lo = INFINITY, hi = -INFINITY;
        for (double n : {std::nextafter(t, -INFINITY), t, std::nextafter(t, INFINITY)}) {
            lo = std::min(lo, *before.eval(n));
            hi = std::max(hi, *before.eval(n));
        }
        QVERIFY2(after >= lo - 1e-9 && after <= hi + 1e-9,
                 qPrintable(QStringLiteral("t=%1: after %2, before within an ulp [%3, %4]")
                                .arg(t, 0, 'g', 17).arg(after, 0, 'g', 17).arg(lo, 0, 'g', 17).arg(hi, 0, 'g', 17)));
    }
    QCOMPARE(times, 142);
}

void TestSplineBreakdown::insidePrototypeKeepsEchoes()
{
    // The user guide's inner-loop spline, loop (15, 25, 1, 1, 2) with value offset 2.
    Knot k0 = knot(0, 5, Interpolation::Held, 0);
    Knot k15 = knot(15, 5);
    k15.pre = {};
    Knot k20 = knot(20, 10);
    Knot k25 = knot(25, 5, Interpolation::Held);
    k25.post = {};
    Knot k40 = knot(40, 5, Interpolation::Held, 0);
    Spline spline = build({k0, k15, k20, k25, k40});
    QVERIFY(spline.setInnerLoopParams({15, 25, 1, 1, 2}).isOk());
    // Inside the prototype (every echo follows), and outside the looped interval.
    for (double t : {17.0, 23.5, 1.0, 45.0}) {
        Spline s = spline;
        const Status st = breakdown(s, t);
        QVERIFY2(st.isOk(), st.message().c_str());
        // Splitting the prototype's first segment shortens the prototype start knot's post
        // handle, which the closing copy at 35 also uses for the curve to the knot at 40
        // (as in Ts): that one segment outside the loop changes.
        const double skipTo = t == 17.0 ? 40.0 : -1.0;
        const QString diff = shapeDifference(spline, s, 1e-9, 35.0, skipTo);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("breakdown at %1: %2").arg(t).arg(diff)));
    }
}

void TestSplineBreakdown::refusals_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("time");
    QTest::addColumn<QString>("reason");

    const std::vector<Knot> three{knot(0, 5), knot(10, 10), knot(20, 5)};
    const Spline plain = build(three);
    QTest::newRow("empty") << Spline() << 1.0 << "empty";
    QTest::newRow("existing knot") << plain << 10.0 << "already";
    QTest::newRow("NaN time") << plain << kNan << "finite";
    QTest::newRow("infinite time") << plain << std::numeric_limits<double>::infinity() << "finite";

    Spline looped = build({knot(0, 5, Interpolation::Held, 0), knot(15, 5), knot(20, 10),
                           knot(25, 5, Interpolation::Held), knot(40, 5, Interpolation::Held)});
    QVERIFY(looped.setInnerLoopParams({15, 25, 1, 1, 0}).isOk());
    QTest::newRow("pre-loop echo") << looped << 10.0 << "inner-loop echo";
    QTest::newRow("pre-loop echo start") << looped << 5.0 << "inner-loop echo";
    QTest::newRow("post-loop echo") << looped << 30.0 << "inner-loop echo";
    QTest::newRow("prototype end") << looped << 25.0 << "already";
    QTest::newRow("looped interval end") << looped << 35.0 << "inner-loop echo";

    const Spline preLoop = build(three, CurveType::Bezier, extrap(ExtrapolationMode::LoopRepeat));
    QTest::newRow("looping pre-extrapolation") << preLoop << -3.0 << "looping pre";
    QTest::newRow("post side of a pre loop over everything") << preLoop << 23.0 << "would change";
    const Spline postLoop = build(three, CurveType::Bezier, {}, extrap(ExtrapolationMode::LoopOscillate));
    QTest::newRow("looping post-extrapolation") << postLoop << 21.0 << "looping post";
    QTest::newRow("pre side of a post loop over everything") << postLoop << -1.0 << "would change";
    // Fuzz finding breakdown-a-hair-after-the-first-knot-changes-linear-extrapolation: the
    // new piece's two values round to one number, so linear pre-extrapolation would take
    // slope 0 from it instead of 28505 (−654836.7 instead of −3737400.8 at t = −108).
    const Spline linearEnds = build({knot(0, -654836.72340019862, Interpolation::Linear),
                                     knot(10.405290640992853, -358233.13053430081, Interpolation::Linear)},
                                    CurveType::Hermite, extrap(ExtrapolationMode::Linear),
                                    extrap(ExtrapolationMode::Linear));
    QTest::newRow("a hair after the first knot of a linear segment")
        << linearEnds << 6.5432344566183714e-17 << "slope of the linear extrapolation";
    QTest::newRow("a hair before the last knot of a linear segment")
        << linearEnds << std::nextafter(10.405290640992853, 0.0) << "slope of the linear extrapolation";
    // A single knot: the loop acts as held but is still authored as a loop.
    QTest::newRow("single knot, looping pre")
        << build({knot(0, 1)}, CurveType::Bezier, extrap(ExtrapolationMode::LoopReset)) << -1.0
        << "looping pre";
}

void TestSplineBreakdown::refusals()
{
    QFETCH(Spline, spline);
    QFETCH(double, time);
    QFETCH(QString, reason);
    Spline s = spline;
    const Status st = breakdown(s, time);
    QVERIFY(!st.isOk());
    QVERIFY2(QString::fromStdString(st.message()).contains(reason), st.message().c_str());
    QVERIFY(s == spline);
}

QTEST_GUILESS_MAIN(TestSplineBreakdown)
#include "tst_spline_breakdown.moc"
