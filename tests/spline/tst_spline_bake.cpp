// Baking loops: knotsWithInnerLoopsBaked / bakeInnerLoops / knotsWithLoopsBaked
// (ts-algorithms.md §3(f)). A spline made of the baked knots (same curve and value type,
// no loops) must evaluate like the original inside the baked interval, as Ts's baking test
// requires (101+ points, 1e-10 for doubles, 1e-5 for floats).
#include "core/spline/Bake.h"
#include "core/spline/EvalData.h"
#include "core/spline/Spline.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::Spline)

class TestSplineBake : public QObject {
    Q_OBJECT
private slots:
    void innerLoopKnotsWithValueOffset();
    void innerLoopShadowedKnotDropped();
    void bakeInnerLoopsReplacesKnots_data();
    void bakeInnerLoopsReplacesKnots();
    void bakeWithoutInnerLoopsChangesNothing();
    void loopsBakedEvaluateEqual_data();
    void loopsBakedEvaluateEqual();
    void resetBoundariesAreDualValued();
    void repeatShiftsAndDualValuedEnds();
    void oscillateMirrorsTangents();
    void farIntervalBakesFewKnots();
    void refusals();
    void loopCopyEndAfterRounding();
    void deRegressedSegmentBakedWithAuthoredWidths();
    void farCopiesEndAndTheLimitHolds();
    void copyOfAVerticalEndAHairBeforeTheKnot();
    void knotsCollapsedInACopyLeaveLikeTheLast();
};

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

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
             CurveType type = CurveType::Bezier, LoopParams loop = {},
             ValueType valueType = ValueType::Double)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    const bool ok = s.setValueType(valueType).isOk() && s.setCurveType(type).isOk()
        && s.setPreExtrapolation(pre).isOk() && s.setPostExtrapolation(post).isOk()
        && s.setKnots(std::move(knots)).isOk() && s.setInnerLoopParams(loop).isOk();
    if (!ok)
        qFatal("test spline refused");
    return s;
}

// The user guide's inner-loop spline: 0:5 held, 15:5 curve, 20:10, 25:5 held, 40:5 held.
std::vector<Knot> guideKnots(bool withShadowedKnot)
{
    Knot k0 = knot(0, 5, Interpolation::Held, 0);
    Knot k15 = knot(15, 5);
    k15.pre = {};
    Knot k25 = knot(25, 5, Interpolation::Held);
    k25.post = {};
    std::vector<Knot> knots{k0, k15, knot(20, 10), k25, knot(40, 5, Interpolation::Held, 0)};
    if (withShadowedKnot)
        knots.insert(knots.begin() + 1, knot(8, 7, Interpolation::Held, 0));
    return knots;
}

// The extrapolation a baked spline needs on one side: non-looping as evaluation resolves it.
Extrapolation bakedExtrapolation(const Extrapolation &authored, const detail::ResolvedExtrapolation &resolved)
{
    if (resolved.isLooping())
        return extrap(ExtrapolationMode::Held);
    if (authored.isLooping())
        return extrap(resolved.mode);
    return authored;
}

Spline splineFromBaked(const Spline &original, std::vector<Knot> knots)
{
    const detail::EvalData &d = original.evalData();
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    const bool ok = s.setValueType(original.valueType()).isOk()
        && s.setCurveType(original.curveType()).isOk()
        && s.setPreExtrapolation(bakedExtrapolation(original.preExtrapolation(), d.pre)).isOk()
        && s.setPostExtrapolation(bakedExtrapolation(original.postExtrapolation(), d.post)).isOk()
        && s.setKnots(std::move(knots)).isOk();
    if (!ok)
        qFatal("baked knots refused");
    return s;
}

bool close(std::optional<double> a, std::optional<double> b, double tol)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || std::abs(*a - *b) <= tol * std::max(1.0, std::abs(*b));
}

// Compares values (both sides) and, when `derivatives`, derivatives at `count` points
// strictly inside [tMin, tMax] (offset so that they avoid knot times).
QString evaluationDifference(const Spline &original, const Spline &baked, double tMin, double tMax,
                             double tol, bool derivatives, int count = 301)
{
    const double h = (tMax - tMin) / count;
    for (int i = 0; i < count; ++i) {
        const double t = tMin + (i + 0.37) * h;
        for (Side side : {Side::Pre, Side::Post}) {
            const auto want = original.eval(t, side);
            const auto got = baked.eval(t, side);
            if (!close(got, want, tol))
                return QStringLiteral("value t=%1: original %2 baked %3")
                    .arg(t, 0, 'g', 17)
                    .arg(want ? QString::number(*want, 'g', 17) : QStringLiteral("none"))
                    .arg(got ? QString::number(*got, 'g', 17) : QStringLiteral("none"));
        }
        if (derivatives && !close(baked.evalDerivative(t), original.evalDerivative(t), 1e3 * tol))
            return QStringLiteral("derivative t=%1: original %2 baked %3")
                .arg(t, 0, 'g', 17)
                .arg(original.evalDerivative(t).value_or(kInf), 0, 'g', 17)
                .arg(baked.evalDerivative(t).value_or(kInf), 0, 'g', 17);
    }
    return {};
}

const Knot *knotAt(const std::vector<Knot> &knots, double t)
{
    for (const Knot &k : knots)
        if (k.time == t)
            return &k;
    return nullptr;
}

std::vector<double> timesOf(const std::vector<Knot> &knots)
{
    std::vector<double> t;
    for (const Knot &k : knots)
        t.push_back(k.time);
    return t;
}

} // namespace

void TestSplineBake::innerLoopKnotsWithValueOffset()
{
    // loop (15, 25, 1, 1, 2): prototype [15, 25), one copy each side, value offset 2.
    const Spline s = build(guideKnots(false), {}, {}, CurveType::Bezier, {15, 25, 1, 1, 2});
    QVERIFY(s.hasInnerLoops());
    const std::vector<Knot> baked = knotsWithInnerLoopsBaked(s);
    QCOMPARE(timesOf(baked), (std::vector<double>{0, 5, 10, 15, 20, 25, 30, 35, 40}));
    const std::vector<double> values{5, 3, 8, 5, 10, 7, 12, 9, 5};
    for (std::size_t i = 0; i < baked.size(); ++i) {
        QCOMPARE(baked[i].value, values[i]);
        QCOMPARE(baked[i].pre.algorithm, TangentAlgorithm::None);
        QCOMPARE(baked[i].post.algorithm, TangentAlgorithm::None);
    }
    // The echoes carry the prototype's tangents and interpolation.
    QCOMPARE(baked[1].nextInterp, Interpolation::Curve);
    QCOMPARE(baked[1].post.width, 2.0);
    QCOMPARE(baked[2].pre.width, 2.0);
    QCOMPARE(baked[7].nextInterp, Interpolation::Curve); // closing copy of the 15 knot
    const Spline flat = splineFromBaked(s, baked);
    const QString diff = evaluationDifference(s, flat, -10, 50, 1e-10, false);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

void TestSplineBake::innerLoopShadowedKnotDropped()
{
    // The user guide's shadowed-knot example: 8:7 lies in the pre-loop echo [5, 15).
    Spline s = build(guideKnots(true), {}, {}, CurveType::Bezier, {15, 25, 1, 1, 0});
    Knot custom = s.knots()[3]; // 20: 10
    custom.customData["note"] = std::string("peak");
    s.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(s.setKnot(custom).isOk());
    const std::vector<Knot> baked = knotsWithInnerLoopsBaked(s);
    QCOMPARE(timesOf(baked), (std::vector<double>{0, 5, 10, 15, 20, 25, 30, 35, 40}));
    QVERIFY(!knotAt(baked, 8));
    QCOMPARE(knotAt(baked, 10)->value, 10.0);
    QCOMPARE(knotAt(baked, 35)->value, 5.0);
    QVERIFY(knotAt(baked, 20)->customData.count("note"));
    QVERIFY(knotAt(baked, 30)->customData.empty()); // echoes have no custom data
    const QString diff = evaluationDifference(s, splineFromBaked(s, baked), -10, 50, 1e-10, false);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

void TestSplineBake::bakeInnerLoopsReplacesKnots_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("value offset") << build(guideKnots(false), {}, {}, CurveType::Bezier, {15, 25, 1, 1, 2}) << 1e-10;
    QTest::newRow("shadowed knot") << build(guideKnots(true), {}, {}, CurveType::Bezier, {15, 25, 1, 1, 0}) << 1e-10;
    QTest::newRow("float value offset")
        << build(guideKnots(false), {}, {}, CurveType::Bezier, {15, 25, 1, 1, 2}, ValueType::Float) << 1e-5;
    QTest::newRow("hermite, two post loops")
        << build({knot(0, 1), asymmetric(4, 3, 1, 1, 1, 2), knot(7, 0), knot(20, 2)}, {}, {},
                 CurveType::Hermite, {4, 9, 0, 2, 1.5})
        << 1e-10;
    QTest::newRow("linear extrapolation and repeat")
        << build({asymmetric(-1, 1, 1, 1, 2, 3), knot(3, 4), asymmetric(6, 2, 1, -1, 2, 0.5), knot(12, 0)},
                 extrap(ExtrapolationMode::Linear), extrap(ExtrapolationMode::LoopRepeat),
                 CurveType::Bezier, {3, 6, 1, 1, -1})
        << 1e-10;
}

void TestSplineBake::bakeInnerLoopsReplacesKnots()
{
    QFETCH(Spline, spline);
    QFETCH(double, tolerance);
    Spline s = spline;
    s.setAntiRegressionMode(AntiRegressionMode::KeepStart);
    const Spline reference = s;
    const Status st = bakeInnerLoops(s);
    QVERIFY2(st.isOk(), st.message().c_str());
    QVERIFY(!s.hasInnerLoops());
    QVERIFY(s.innerLoopParams().isDefault());
    QCOMPARE(s.antiRegressionMode(), AntiRegressionMode::KeepStart);
    QCOMPARE(s.preExtrapolation(), reference.preExtrapolation());
    QCOMPARE(s.postExtrapolation(), reference.postExtrapolation());
    QCOMPARE(s.knotCount(), knotsWithInnerLoopsBaked(reference).size());
    // The whole line, extrapolation included (the baked spline keeps its extrapolation).
    const QString diff = evaluationDifference(reference, s, -60, 80, tolerance, false, 401);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

void TestSplineBake::bakeWithoutInnerLoopsChangesNothing()
{
    Spline s = build({knot(0, 1), knot(5, 2)});
    const Spline before = s;
    QVERIFY(bakeInnerLoops(s).isOk());
    QVERIFY(s == before);
    QCOMPARE(knotsWithInnerLoopsBaked(s), before.knots());
}

void TestSplineBake::loopsBakedEvaluateEqual_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("tMin");
    QTest::addColumn<double>("tMax");

    const std::vector<Knot> bez{asymmetric(0, 1, 1, 0.5, 3, 2), asymmetric(6, 4, 2, -1, 1, 0.3),
                                asymmetric(9, -2, 1.5, 0, 1, 3), asymmetric(14, 6, 2, 1, 2, -1)};
    using M = ExtrapolationMode;
    QTest::newRow("repeat both sides") << build(bez, extrap(M::LoopRepeat), extrap(M::LoopRepeat)) << -35.0 << 60.0;
    QTest::newRow("reset both sides") << build(bez, extrap(M::LoopReset), extrap(M::LoopReset)) << -30.0 << 45.0;
    QTest::newRow("oscillate both sides")
        << build(bez, extrap(M::LoopOscillate), extrap(M::LoopOscillate)) << -44.0 << 58.0;
    QTest::newRow("oscillate hermite")
        << build(bez, extrap(M::LoopOscillate), extrap(M::LoopOscillate), CurveType::Hermite) << -40.0 << 50.0;

    std::vector<Knot> mixed{knot(0, 1, Interpolation::Linear), knot(3, 4, Interpolation::Held),
                            knot(5, 2, Interpolation::Curve, 1, 1), knot(8, 0, Interpolation::ValueBlock),
                            knot(10, 3, Interpolation::Linear), knot(12, 5)};
    mixed[4].preValue = -1.0;
    QTest::newRow("mixed interpolations, oscillate")
        << build(mixed, extrap(M::LoopOscillate), extrap(M::LoopOscillate)) << -30.0 << 40.0;
    QTest::newRow("mixed interpolations, repeat")
        << build(mixed, extrap(M::LoopRepeat), extrap(M::LoopRepeat)) << -30.0 << 40.0;

    std::vector<Knot> dualEnds = bez;
    dualEnds.front().preValue = -3.0;
    dualEnds.back().preValue = 9.0;
    QTest::newRow("dual-valued ends, repeat")
        << build(dualEnds, extrap(M::LoopRepeat), extrap(M::LoopRepeat)) << -30.0 << 45.0;
    QTest::newRow("dual-valued ends, reset")
        << build(dualEnds, extrap(M::LoopReset), extrap(M::LoopReset)) << -30.0 << 45.0;

    QTest::newRow("loop boundaries")
        << build(bez, extrap(M::LoopRepeat, 9.0), extrap(M::LoopOscillate, 6.0)) << -30.0 << 45.0;
    QTest::newRow("invalid boundary is a value block")
        << build(bez, extrap(M::LoopRepeat, 7.0), extrap(M::LoopReset, 14.0)) << -10.0 << 25.0;

    QTest::newRow("inner and extrapolating loops")
        << build(guideKnots(false), extrap(M::LoopRepeat), extrap(M::LoopOscillate), CurveType::Bezier,
                 {15, 25, 1, 1, 2})
        << -70.0 << 130.0;

    QTest::newRow("linear pre ray, looping post")
        << build(bez, extrap(M::Linear), extrap(M::LoopRepeat)) << -20.0 << 33.0;
    QTest::newRow("interval inside the linear pre ray")
        << build(bez, extrap(M::Linear), extrap(M::LoopRepeat)) << -20.0 << -10.0;
    QTest::newRow("interval inside the linear post ray")
        << build(bez, extrap(M::LoopReset), extrap(M::Linear)) << 20.0 << 30.0;
    QTest::newRow("no loops, sloped and held") << build(bez, extrap(M::Sloped, {}, -2), {}) << -5.0 << 20.0;
    QTest::newRow("inside the knot region") << build(bez, extrap(M::LoopRepeat), extrap(M::LoopRepeat)) << 2.0 << 10.0;
    QTest::newRow("single knot, loop acts as held")
        << build({knot(3, 2)}, extrap(M::LoopRepeat), extrap(M::LoopOscillate)) << -5.0 << 10.0;
    QTest::newRow("infinite interval without loops") << build(bez, extrap(M::Linear), {}) << -kInf << kInf;
    QTest::newRow("far interval") << build(bez, extrap(M::LoopRepeat), extrap(M::LoopRepeat)) << 1003.0 << 1040.0;
}

void TestSplineBake::loopsBakedEvaluateEqual()
{
    QFETCH(Spline, spline);
    QFETCH(double, tMin);
    QFETCH(double, tMax);
    std::vector<Knot> knots;
    const Status st = knotsWithLoopsBaked(spline, tMin, tMax, &knots);
    QVERIFY2(st.isOk(), st.message().c_str());
    QVERIFY(!knots.empty());
    for (std::size_t i = 1; i < knots.size(); ++i)
        QVERIFY(knots[i - 1].time < knots[i].time);
    const Spline baked = splineFromBaked(spline, knots);
    const double lo = std::isfinite(tMin) ? tMin : -100.0;
    const double hi = std::isfinite(tMax) ? tMax : 100.0;
    const QString diff = evaluationDifference(spline, baked, lo, hi, 1e-10, !spline.hasInnerLoops());
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
    // The knots reach the interval's ends (or the spline's non-looping extrapolation).
    if (spline.evalData().pre.isLooping())
        QVERIFY(knots.front().time <= tMin);
    if (spline.evalData().post.isLooping())
        QVERIFY(knots.back().time >= tMax);
}

void TestSplineBake::resetBoundariesAreDualValued()
{
    // 0:0 linear to 10:5 (held); post reset: jumps back to 0 at 10, 20, 30.
    const Spline s = build({knot(0, 0, Interpolation::Linear), knot(10, 5, Interpolation::Held)}, {},
                           extrap(ExtrapolationMode::LoopReset));
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(s, 0, 35, &knots).isOk());
    QCOMPARE(timesOf(knots), (std::vector<double>{0, 10, 20, 30, 40}));
    QVERIFY(!knots[0].isDualValued());
    for (std::size_t i = 1; i <= 3; ++i) {
        QVERIFY(knots[i].isDualValued());
        QCOMPARE(*knots[i].preValue, 5.0);
        QCOMPARE(knots[i].value, 0.0);
        QCOMPARE(knots[i].nextInterp, Interpolation::Linear);
    }
    QCOMPARE(knots[4].authoredPreValue(), 5.0);
}

void TestSplineBake::repeatShiftsAndDualValuedEnds()
{
    // Post repeat over a dual-valued last knot: each copy shifts by last value − first value
    // (4 − 1 = 3), and every join keeps the last knot's jump (pre-value 9 + 3k, value 4 + 3k).
    Knot last = knot(10, 4, Interpolation::Curve, 2, 0);
    last.preValue = 9.0;
    const Spline s = build({knot(0, 1, Interpolation::Linear), last}, {}, extrap(ExtrapolationMode::LoopRepeat));
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(s, 0, 30, &knots).isOk());
    // 30 is a join: the last knot is there, its post side read from the next copy.
    QCOMPARE(timesOf(knots), (std::vector<double>{0, 10, 20, 30}));
    for (int k = 1; k <= 3; ++k) {
        const Knot &kn = knots[static_cast<std::size_t>(k)];
        QVERIFY(kn.isDualValued());
        QCOMPARE(*kn.preValue, 9.0 + 3.0 * (k - 1));
        QCOMPARE(kn.value, 4.0 + 3.0 * (k - 1));
    }
}

void TestSplineBake::oscillateMirrorsTangents()
{
    const Spline s = build({asymmetric(0, 0, 1, 0, 3, 2), asymmetric(10, 5, 4, 1, 1, 0)}, {},
                           extrap(ExtrapolationMode::LoopOscillate));
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(s, 0, 20, &knots).isOk());
    QCOMPARE(timesOf(knots), (std::vector<double>{0, 10, 20}));
    // At 10 the curve turns back: it leaves along the mirrored incoming tangent.
    QCOMPARE(knots[1].pre.width, 4.0);
    QCOMPARE(knots[1].pre.slope, 1.0);
    QCOMPARE(knots[1].post.width, 4.0);
    QCOMPARE(knots[1].post.slope, -1.0);
    QCOMPARE(knots[2].pre.width, 3.0);
    QCOMPARE(knots[2].pre.slope, -2.0);
    QCOMPARE(knots[2].authoredPreValue(), 0.0);
}

void TestSplineBake::farIntervalBakesFewKnots()
{
    const Spline s = build({knot(0, 0), knot(2, 1), knot(4, 0)}, extrap(ExtrapolationMode::LoopRepeat),
                           extrap(ExtrapolationMode::LoopRepeat));
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(s, 1e6 + 1, 1e6 + 3, &knots).isOk());
    QCOMPARE(timesOf(knots), (std::vector<double>{1e6, 1e6 + 2, 1e6 + 4}));
    QVERIFY(knotsWithLoopsBaked(s, -1e6 - 3, -1e6 - 1, &knots).isOk());
    QCOMPARE(timesOf(knots), (std::vector<double>{-1e6 - 4, -1e6 - 2, -1e6}));
    // Values follow the repeat shift of 0 (first and last values are equal).
    QCOMPARE(knots[1].value, 1.0);
}

void TestSplineBake::refusals()
{
    const Spline looping = build({knot(0, 0), knot(2, 1)}, {}, extrap(ExtrapolationMode::LoopRepeat));
    std::vector<Knot> knots{knot(1, 1)};
    QVERIFY(!knotsWithLoopsBaked(looping, 0, kInf, &knots).isOk());
    QVERIFY(knots.empty());
    QVERIFY(knotsWithLoopsBaked(looping, -kInf, 5, &knots).isOk()); // pre side does not loop
    QVERIFY(!knotsWithLoopsBaked(looping, 5, 4, &knots).isOk());
    QVERIFY(!knotsWithLoopsBaked(looping, std::nan(""), 4, &knots).isOk());
    QVERIFY(!knotsWithLoopsBaked(looping, 0, 1, nullptr).isOk());
    const Spline huge = build({knot(0, 0), knot(1e-6, 1)}, {}, extrap(ExtrapolationMode::LoopRepeat));
    const Status st = knotsWithLoopsBaked(huge, 0, 1e6, &knots);
    QVERIFY(!st.isOk());
    QVERIFY(knots.empty());
    QVERIFY(knotsWithLoopsBaked(Spline(), 0, 1, &knots).isOk());
    QVERIFY(knots.empty());
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/loop-bake-differs-at-a-denormal-time):
// a time a hair before a Reset pre-loop's region lies in the copy just before it, near its
// end; mapped into the region it rounds onto the last knot, whose post side starts a value
// block outside the region. Evaluation read that block (no value); the copy's end is the
// last knot's pre side, the end of the linear ramp, as the baked knots give.
void TestSplineBake::loopCopyEndAfterRounding()
{
    const double end = 0.42366255178808104;
    const Spline s = build({knot(0, 1, Interpolation::Linear), knot(end, 5, Interpolation::ValueBlock)},
                           extrap(ExtrapolationMode::LoopReset), extrap(ExtrapolationMode::Held));
    const double justLeft = -std::numeric_limits<double>::denorm_min();
    QVERIFY(justLeft + end == end); // the mapped time rounds onto the last knot
    QCOMPARE(s.eval(justLeft), std::optional<double>(5.0));
    QCOMPARE(s.eval(-1e-17), std::optional<double>(5.0));
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(s, -1.0, 0.1, &knots).isOk());
    const Spline baked = splineFromBaked(s, knots);
    for (const double t : {justLeft, -1e-17, std::nextafter(-end, -1.0), -0.2, -0.5})
        QVERIFY2(close(s.eval(t), baked.eval(t), 1e-10), qPrintable(QString::number(t, 'g', 17)));
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/loop-bake-of-a-regressive-segment-under-
// oscillating-post-extrapolation): a regressive segment (start width 1.04 of the interval)
// that Keep Ratio leaves a hair outside its ellipse. The bake wrote the de-regressed widths,
// which the baked spline de-regressed again (Keep Ratio is not idempotent there): 934.03
// instead of 934.19 at t = 82.35. The authored widths are baked now, as Ts does.
void TestSplineBake::deRegressedSegmentBakedWithAuthoredWidths()
{
    const double end = 0.90687561051317434;
    const Spline s = build({asymmetric(0, 0, 31.280674040317535, 0, 0.94207401486722342, 2313.7254880748515),
                            asymmetric(end, 0, 0.0014153208657251789, 0, 0, 0, Interpolation::Linear)},
                           extrap(ExtrapolationMode::Held), extrap(ExtrapolationMode::LoopReset));
    QVERIFY(s.evalData().knots[0].deRegressed);
    std::vector<Knot> knots;
    const double tMin = 71.764705882352928, tMax = 257.64705882352939;
    QVERIFY(knotsWithLoopsBaked(s, tMin, tMax, &knots).isOk());
    QCOMPARE(knots.size(), std::size_t(207));
    QCOMPARE(knots[1].post.width, 0.94207401486722342); // authored, not de-regressed
    const Spline baked = splineFromBaked(s, knots);
    QVERIFY(close(s.eval(82.352941389863872), baked.eval(82.352941389863872), 1e-9));
    const QString diff = evaluationDifference(s, baked, tMin, tMax, 1e-9, false);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/out-of-memory-over-2-GB): an interval
// about 4e16 loop iterations before two knots 2.5e-15 apart. Copy numbers there are not
// distinct doubles, so the copy loop (n -= 1) never ended and filled memory. Now the
// copies are counted; being narrower than an ulp there, they collapse onto a few knot
// times. The segment limit is 1,000,000 (a bake just under it still works).
void TestSplineBake::farCopiesEndAndTheLimitHolds()
{
    const Spline tiny = build({knot(0, 0, Interpolation::Held), knot(2.4659636312096556e-15, 388235)},
                              extrap(ExtrapolationMode::LoopReset), extrap(ExtrapolationMode::LoopReset));
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(tiny, -100.0, -100.0 + 1e-12, &knots).isOk());
    QVERIFY(!knots.empty());
    QVERIFY(knots.size() < 2000);
    for (std::size_t i = 1; i < knots.size(); ++i)
        QVERIFY(knots[i - 1].time < knots[i].time);
    const Spline unit = build({knot(0, 0, Interpolation::Linear), knot(1, 1)}, {}, extrap(ExtrapolationMode::LoopReset));
    QVERIFY(knotsWithLoopsBaked(unit, 0, 999990, &knots).isOk());
    QVERIFY(knots.size() > 999990);
    QCOMPARE(knotsWithLoopsBaked(unit, 0, 1000010, &knots).id(), MessageId::BakeTooManyKnots);
    QVERIFY(knots.empty());
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/loop-bake-of-a-vertical-segment-end-
// at-a-denormal-time): a regressive segment (normalized widths 0.367 and 1.332) that Keep
// Ratio puts on the edge of its ellipse, so its time cubic ends vertically. The baked copy
// before the knots ends at 0; at the denormal before 0 the offset from the copy's start
// rounds onto its span, and the time solve stopped about 1e-8 short of u = 1 (a double
// root): −0.008 instead of the end value 0.
void TestSplineBake::copyOfAVerticalEndAHairBeforeTheKnot()
{
    const double end = 31.176470588208726;
    const Spline s = build({asymmetric(0, 0, 31.737132352941178, 2470.5882352941171, 11.43245814228437,
                                       2470.5882352941171),
                            asymmetric(end, 0, 41.53466870441963, 1686.2745098039231, 115.30024509803923,
                                       1686.2745098039231, Interpolation::Held)},
                           extrap(ExtrapolationMode::LoopReset), extrap(ExtrapolationMode::Held));
    const double justLeft = -std::numeric_limits<double>::denorm_min();
    QVERIFY(justLeft + end == end); // the spline maps it onto its last knot
    QCOMPARE(s.eval(justLeft), std::optional<double>(0.0));
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(s, -10.0, 10.0, &knots).isOk());
    const Spline baked = splineFromBaked(s, knots);
    QVERIFY(justLeft - (-end) == end); // in the baked copy the offset rounds onto the span
    QCOMPARE(baked.eval(justLeft), std::optional<double>(0.0));
    for (const double t : {-1e-300, -5.0, -9.5, 3.0})
        QVERIFY2(close(s.eval(t), baked.eval(t), 1e-9), qPrintable(QString::number(t, 'g', 17)));
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/loop-bake-of-a-sub-ulp-segment-
// collapsed-in-an-oscillating-copy): a linear segment 1e-17 wide copied to t = -52, where
// its two knots round onto one time. The bake kept the first junction there and dropped
// the rest, so the baked knot left with the collapsed segment's interpolation (Linear)
// and ramped to the next knot (4.23 at t = -30) where the curve holds 0.
void TestSplineBake::knotsCollapsedInACopyLeaveLikeTheLast()
{
    const Spline s = build({knot(0, -100, Interpolation::Linear), knot(1e-17, 0, Interpolation::Held),
                            knot(26, 5, Interpolation::Held)},
                           extrap(ExtrapolationMode::LoopOscillate), extrap(ExtrapolationMode::Held));
    QVERIFY(-52.0 - 1e-17 == -52.0); // both knots of the segment land on -52 in copy 2 and 3
    std::vector<Knot> knots;
    QVERIFY(knotsWithLoopsBaked(s, -60.0, -30.0, &knots).isOk());
    const Spline baked = splineFromBaked(s, knots);
    int compared = 0;
    for (double t = -59.5; t <= -30.5; t += 1.0, ++compared)
        QVERIFY2(close(s.eval(t), baked.eval(t), 1e-12), qPrintable(QString::number(t, 'g', 17)));
    QCOMPARE(compared, 30);
    QCOMPARE(baked.eval(-30.5), std::optional<double>(0.0));
}

QTEST_GUILESS_MAIN(TestSplineBake)
#include "tst_spline_bake.moc"
