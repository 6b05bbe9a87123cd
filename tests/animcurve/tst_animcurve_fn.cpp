// AnimCurveFn: the MFnAnimCurve-style operations, the Maya ↔ Ts conversions (both ways),
// the computed tangent types, step / step-next, infinity, locks and weights, the bulk
// paths and Ts-style spline edits. Errors are statuses, and a failed edit changes nothing.
#include "core/animcurve/AnimCurveFn.h"
#include "core/animcurve/MayaConversions.h"
#include "core/animcurve/MayaTangentAlgorithms.h"
#include "core/spline/Breakdown.h"
#include "core/spline/TangentAlgorithms.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::MayaTangentType)
Q_DECLARE_METATYPE(knotline::InfinityType)
Q_DECLARE_METATYPE(knotline::ExtrapolationMode)

namespace {

constexpr double kPi = std::numbers::pi;

/// A curve with keys (0, 0) (1, 2) (3, 1) (4, 5), all auto, non-weighted.
AnimCurve fourKeys(MayaTangentType type = MayaTangentType::Auto, bool weighted = false)
{
    AnimCurve c;
    AnimCurveFn fn(c);
    if (!fn.setIsWeighted(weighted))
        return c;
    const double t[] = {0, 1, 3, 4}, v[] = {0, 2, 1, 5};
    for (int i = 0; i < 4; ++i)
        if (!fn.addKey(t[i], v[i], type, type).isOk())
            return AnimCurve();
    return c;
}

bool close(MayaTangent a, MayaTangent b)
{
    return std::abs(a.x - b.x) <= 1e-14 * std::max(1.0, std::abs(b.x))
        && std::abs(a.y - b.y) <= 1e-14 * std::max(1.0, std::abs(b.y));
}

double eval(const AnimCurve &c, double t)
{
    const Result<double> r = c.evaluate(t);
    return r.isOk() ? r.value() : std::nan("");
}

} // namespace

class TestAnimCurveFn : public QObject {
    Q_OBJECT
private slots:
    // conversions
    void tangentToTsAndBack_data();
    void tangentToTsAndBack();
    void angleWeightFormulas_data();
    void angleWeightFormulas();
    void infinityMapping_data();
    void infinityMapping();
    void segmentInterpolationRules();
    void tangentTypeWords();
    // tangent algorithms
    void computedSlopes_data();
    void computedSlopes();
    void autoEaseAndAutoMixAreTheBlend();
    void computedExtent();
    // queries and key edits
    void queriesAndIndexErrors();
    void findClosest();
    void addKeyReplacesAtSameTime();
    void globalTypeResolves();
    void setValueRecomputesNeighbours();
    void setTimeTouchesOnlyNeighbours();
    void setTimeRefusesReorder();
    void removeKey();
    void moveKeys();
    void addKeysBulk();
    void addKeysErrors();
    void setKeysRoundTripsKeyData();
    // step, step-next, linear
    void stepAndStepNext();
    void stepNextEncodingFollowsEdits();
    void linearSegmentNeedsBothSides();
    // tangents, locks, weights
    void setTangentLockedAndUnlocked();
    void weightedTangentsAndWeights();
    void setAngleKeepsWeight();
    void tangentErrors();
    void isWeightedToggle();
    // infinity and evaluation
    void linearInfinityFollowsEndTangent();
    void cyclingInfinity();
    void oneKeyCurves();
    void isStatic();
    void evaluateErrors();
    // spline edits
    void editSplineKeepsTsFeatures();
    void editSplineBreakdownKeepsShape();
    void editSplineFailureChangesNothing();
    void fromSpline();
    void antiRegressionMode();
    void changeOfAnotherCurveIsRefused();
};

// ---- conversions -------------------------------------------------------------------------

void TestAnimCurveFn::tangentToTsAndBack_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("slope");
    QTest::newRow("flat") << 3.0 << 0.0 << 1.0 << 0.0;
    QTest::newRow("rising") << 6.0 << 3.0 << 2.0 << 0.5;
    QTest::newRow("falling") << 1.5 << -6.0 << 0.5 << -4.0;
    QTest::newRow("zero") << 0.0 << 0.0 << 0.0 << 0.0;
}

void TestAnimCurveFn::tangentToTsAndBack()
{
    QFETCH(double, x);
    QFETCH(double, y);
    QFETCH(double, width);
    QFETCH(double, slope);
    const Tangent t = tsTangentFromMaya(MayaTangent{x, y});
    QCOMPARE(t.width, width);
    QCOMPARE(t.slope, slope);
    QCOMPARE(t.algorithm, TangentAlgorithm::None);
    const MayaTangent back = mayaTangentFromTs(t, false);
    QCOMPARE(back.x, x);
    QCOMPARE(back.y, y);
    // Unit length for non-weighted curves, same direction.
    const MayaTangent unit = mayaTangentFromTs(t, true);
    if (x > 0.0) {
        QVERIFY(std::abs(std::hypot(unit.x, unit.y) - 1.0) < 1e-15);
        QVERIFY(std::abs(unit.y / unit.x - slope) < 1e-12);
    } else {
        QCOMPARE(unit, MayaTangent{});
    }
}

void TestAnimCurveFn::angleWeightFormulas_data()
{
    QTest::addColumn<double>("angle");
    QTest::addColumn<double>("weight");
    QTest::newRow("45deg") << kPi / 4 << 1.0;
    QTest::newRow("-30deg") << -kPi / 6 << 2.5;
    QTest::newRow("flat") << 0.0 << 4.0 / 3.0;
    QTest::newRow("steep") << 1.5 << 0.25;
}

void TestAnimCurveFn::angleWeightFormulas()
{
    QFETCH(double, angle);
    QFETCH(double, weight);
    const MayaTangent v = mayaTangentFromAngleWeight(angle, weight);
    // Seed formulas: x = 3 w cos a, y = 3 w sin a; a = atan(y/x), w = x / (3 cos a).
    QCOMPARE(v.x, 3.0 * weight * std::cos(angle));
    QCOMPARE(v.y, 3.0 * weight * std::sin(angle));
    const MayaTangentAngleWeight aw = angleWeightFromMayaTangent(v);
    QVERIFY(std::abs(aw.angle - std::atan(v.y / v.x)) < 1e-15);
    QVERIFY(std::abs(aw.weight - v.x / (3.0 * std::cos(aw.angle))) < 1e-14 * std::max(1.0, weight));
    QVERIFY(std::abs(aw.angle - angle) < 1e-14);
    QVERIFY(std::abs(aw.weight - weight) < 1e-14 * std::max(1.0, weight));
}

void TestAnimCurveFn::infinityMapping_data()
{
    QTest::addColumn<InfinityType>("type");
    QTest::addColumn<ExtrapolationMode>("mode");
    QTest::newRow("constant") << InfinityType::Constant << ExtrapolationMode::Held;
    QTest::newRow("linear") << InfinityType::Linear << ExtrapolationMode::Sloped;
    QTest::newRow("cycle") << InfinityType::Cycle << ExtrapolationMode::LoopReset;
    QTest::newRow("cycleRelative") << InfinityType::CycleRelative << ExtrapolationMode::LoopRepeat;
    QTest::newRow("oscillate") << InfinityType::Oscillate << ExtrapolationMode::LoopOscillate;
}

void TestAnimCurveFn::infinityMapping()
{
    QFETCH(InfinityType, type);
    QFETCH(ExtrapolationMode, mode);
    const Extrapolation e = extrapolationForInfinity(type, 2.5);
    QCOMPARE(e.mode, mode);
    QCOMPARE(e.slope, type == InfinityType::Linear ? 2.5 : 0.0);
    QCOMPARE(infinityForExtrapolation(e), type);
    QVERIFY(isMayaImage(e, type));
    QCOMPARE(infinityTypeFromWord(infinityTypeWord(type)), std::optional<InfinityType>(type));
    // Ts-only modes map to the closest Maya type but are not Maya images.
    Extrapolation ts;
    ts.mode = ExtrapolationMode::Linear;
    QCOMPARE(infinityForExtrapolation(ts), InfinityType::Linear);
    QVERIFY(!isMayaImage(ts, InfinityType::Linear));
    ts.mode = ExtrapolationMode::ValueBlock;
    QCOMPARE(infinityForExtrapolation(ts), InfinityType::Constant);
    ts.mode = ExtrapolationMode::LoopReset;
    ts.loopBoundary = 3.0;
    QVERIFY(!isMayaImage(ts, InfinityType::Cycle));
}

void TestAnimCurveFn::segmentInterpolationRules()
{
    using T = MayaTangentType;
    QCOMPARE(segmentInterpolation(T::Linear, T::Linear, true), Interpolation::Linear);
    QCOMPARE(segmentInterpolation(T::Linear, T::Auto, true), Interpolation::Curve);
    QCOMPARE(segmentInterpolation(T::Auto, T::Linear, true), Interpolation::Curve);
    QCOMPARE(segmentInterpolation(T::Step, T::Linear, true), Interpolation::Held);
    QCOMPARE(segmentInterpolation(T::StepNext, T::Auto, true), Interpolation::Held);
    QCOMPARE(segmentInterpolation(T::Linear, T::Linear, false), Interpolation::Curve);
    QCOMPARE(segmentInterpolation(T::Step, T::Auto, false), Interpolation::Held);
}

void TestAnimCurveFn::tangentTypeWords()
{
    using T = MayaTangentType;
    for (T t : {T::Global, T::Fixed, T::Linear, T::Flat, T::Smooth, T::Step, T::StepNext, T::Clamped, T::Plateau,
                T::Auto, T::AutoMix, T::AutoEase})
        QCOMPARE(mayaTangentTypeFromWord(mayaTangentTypeWord(t)), std::optional<T>(t));
    QCOMPARE(mayaTangentTypeWord(T::Smooth), std::string_view("spline"));
    QCOMPARE(mayaTangentTypeFromWord("smooth"), std::optional<T>(T::Smooth));
    QCOMPARE(mayaTangentTypeFromWord("slow"), std::optional<T>(T::Smooth));
    QCOMPARE(mayaTangentTypeFromWord("autocustom"), std::optional<T>(T::Auto));
    QCOMPARE(mayaTangentTypeFromWord("bogus"), std::optional<T>());
    QVERIFY(!isComputedTangentType(T::Fixed));
    QVERIFY(isComputedTangentType(T::StepNext));
    QVERIFY(isAutoFamily(T::AutoMix) && !isAutoFamily(T::Smooth));
}

// ---- tangent algorithms -----------------------------------------------------------------

void TestAnimCurveFn::computedSlopes_data()
{
    QTest::addColumn<MayaTangentType>("type");
    QTest::addColumn<bool>("inSide");
    QTest::addColumn<double>("prevValue"); // neighbours at times 0 and 4, key at time 1
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("nextValue");
    QTest::addColumn<double>("slope");
    using T = MayaTangentType;
    // key (1, v) between (0, p) and (4, n): sPrev = v - p, sNext = (n - v) / 3, chord (n - p) / 4
    QTest::newRow("flat") << T::Flat << true << 0.0 << 1.0 << 4.0 << 0.0;
    QTest::newRow("step") << T::Step << false << 0.0 << 1.0 << 4.0 << 0.0;
    QTest::newRow("linear in") << T::Linear << true << 0.0 << 1.0 << 4.0 << 1.0;
    QTest::newRow("linear out") << T::Linear << false << 0.0 << 1.0 << 4.0 << 1.0;
    QTest::newRow("linear out 2") << T::Linear << false << 0.0 << 1.0 << 7.0 << 2.0;
    QTest::newRow("smooth") << T::Smooth << true << 0.0 << 1.0 << 8.0 << 2.0;
    QTest::newRow("clamped equal neighbour") << T::Clamped << true << 1.0 << 1.0 << 8.0 << 0.0;
    QTest::newRow("clamped") << T::Clamped << true << 0.0 << 1.0 << 8.0 << 2.0;
    QTest::newRow("plateau extreme") << T::Plateau << true << 0.0 << 5.0 << 2.0 << 0.0;
    // smooth slope 2 limited to 3 * min(|1|, |7/3|) = 3: stays 2
    QTest::newRow("plateau") << T::Plateau << true << 0.0 << 1.0 << 8.0 << 2.0;
    // smooth slope (10 - 0)/4 = 2.5, limited by 3 * sPrev = 3 * 0.5 = 1.5
    QTest::newRow("plateau clamped") << T::Plateau << true << 0.0 << 0.5 << 10.0 << 1.5;
    // auto: chord 2.5, 3 sPrev = 1.5, 3 sNext = 9.5: min = 1.5
    QTest::newRow("auto clamped") << T::Auto << true << 0.0 << 0.5 << 10.0 << 1.5;
    QTest::newRow("auto extreme") << T::Auto << false << 0.0 << 5.0 << 2.0 << 0.0;
    // AnimX groups a zero slope with the negative ones: (2, 1, 1) keeps a falling tangent.
    // chord (1 - 2) / 4 = -0.25, 3 sPrev = -3, 3 sNext = 0 → min(-0.25, 0, -3) = -3
    QTest::newRow("auto AnimX zero-slope quirk") << T::Auto << true << 2.0 << 1.0 << 1.0 << -3.0;
    // rising into an equal neighbour: signs differ → 0
    QTest::newRow("auto rising into plateau") << T::Auto << true << 0.0 << 1.0 << 1.0 << 0.0;
}

void TestAnimCurveFn::computedSlopes()
{
    QFETCH(MayaTangentType, type);
    QFETCH(bool, inSide);
    QFETCH(double, prevValue);
    QFETCH(double, value);
    QFETCH(double, nextValue);
    QFETCH(double, slope);
    MayaKeyNeighbourhood k;
    k.time = 1.0;
    k.value = value;
    k.hasPrev = true;
    k.prevTime = 0.0;
    k.prevValue = prevValue;
    k.hasNext = true;
    k.nextTime = 4.0;
    k.nextValue = nextValue;
    QCOMPARE(computedTangentSlope(type, inSide ? TangentSide::In : TangentSide::Out, k), slope);
}

void TestAnimCurveFn::autoEaseAndAutoMixAreTheBlend()
{
    MayaKeyNeighbourhood k{1.0, 1.0, true, 0.0, 0.0, true, 4.0, 8.0};
    // AutoEase = Maya coefficient -0.5 (not Ts's +0.5), AutoMix = coefficient 0 (g = f).
    QCOMPARE(computedTangentSlope(MayaTangentType::AutoEase, TangentSide::In, k),
             autoEaseSlope(kMayaAutoEaseCoefficient, 0.0, 0.0, 1.0, 1.0, 4.0, 8.0));
    QCOMPARE(computedTangentSlope(MayaTangentType::AutoMix, TangentSide::Out, k),
             autoEaseSlope(0.0, 0.0, 0.0, 1.0, 1.0, 4.0, 8.0));
    // f = 1/4: g = f for auto-mix: (3/4)·1 + (1/4)·(7/3) = 4/3 (below 3 × 1, no clamp).
    QVERIFY(std::abs(computedTangentSlope(MayaTangentType::AutoMix, TangentSide::In, k) - 4.0 / 3.0) < 1e-15);
    QVERIFY(computedTangentSlope(MayaTangentType::AutoEase, TangentSide::In, k)
            != autoEaseSlope(kTsAutoEaseCoefficient, 0.0, 0.0, 1.0, 1.0, 4.0, 8.0));
    // Ends are flat for the auto family.
    MayaKeyNeighbourhood end{0.0, 3.0, false, 0, 0, true, 2.0, 5.0};
    for (MayaTangentType t : {MayaTangentType::Auto, MayaTangentType::AutoEase, MayaTangentType::AutoMix})
        QCOMPARE(computedTangentSlope(t, TangentSide::Out, end), 0.0);
    QCOMPARE(computedTangentSlope(MayaTangentType::Linear, TangentSide::In, end), 1.0);
}

void TestAnimCurveFn::computedExtent()
{
    MayaKeyNeighbourhood mid{1.0, 0.0, true, 0.0, 0.0, true, 4.0, 0.0};
    QCOMPARE(computedTangentExtent(MayaTangentType::Auto, TangentSide::In, mid), 1.0);
    QCOMPARE(computedTangentExtent(MayaTangentType::Auto, TangentSide::Out, mid), 3.0);
    MayaKeyNeighbourhood first{0.0, 0.0, false, 0, 0, true, 2.0, 0.0};
    QCOMPARE(computedTangentExtent(MayaTangentType::Flat, TangentSide::In, first), 2.0);
    MayaKeyNeighbourhood alone{0.0, 0.0, false, 0, 0, false, 0, 0};
    QCOMPARE(computedTangentExtent(MayaTangentType::Auto, TangentSide::In, alone), 0.0);
    QCOMPARE(computedTangentExtent(MayaTangentType::Flat, TangentSide::In, alone), 1.0);
}

// ---- queries and key edits ---------------------------------------------------------------

void TestAnimCurveFn::queriesAndIndexErrors()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QCOMPARE(fn.numKeys(), std::size_t(4));
    QCOMPARE(fn.time(2).value(), 3.0);
    QCOMPARE(fn.value(3).value(), 5.0);
    QCOMPARE(fn.find(3.0), std::optional<std::size_t>(2));
    QCOMPARE(fn.find(2.0), std::optional<std::size_t>());
    QCOMPARE(fn.inTangentType(1).value(), MayaTangentType::Auto);
    QVERIFY(fn.tangentsLocked(0).value());
    QVERIFY(!fn.weightsLocked(0).value());
    QVERIFY(!fn.isBreakdown(0).value());
    QVERIFY(c.checkConsistency().isOk());

    const AnimCurve before = c;
    QVERIFY(!fn.time(4).isOk());
    // Keys are numbered from 1 in messages: index 9 is key 10.
    QVERIFY(QString::fromStdString(fn.value(9).message()).startsWith("there is no key 10 ("));
    QVERIFY(!fn.getTangent(4, TangentSide::In).isOk());
    QVERIFY(!fn.key(4).isOk());
    QVERIFY(!fn.remove(4).isOk());
    QVERIFY(!fn.setValue(4, 1.0).isOk());
    QVERIFY(!fn.setTime(4, 10.0).isOk());
    QVERIFY(!fn.setInTangentType(4, MayaTangentType::Flat).isOk());
    QVERIFY(!fn.setTangentsLocked(4, false).isOk());
    QVERIFY(!fn.setIsBreakdown(4, true).isOk());
    QVERIFY(!fn.setTangent(4, MayaTangent{1, 0}, TangentSide::Out).isOk());
    QVERIFY(!fn.setValue(1, NAN).isOk());
    QVERIFY(!fn.addKey(INFINITY, 1.0).isOk());
    QVERIFY(c == before); // failed edits change nothing
}

void TestAnimCurveFn::findClosest()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QCOMPARE(fn.findClosest(-5).value(), std::size_t(0));
    QCOMPARE(fn.findClosest(1.9).value(), std::size_t(1));
    QCOMPARE(fn.findClosest(2.0).value(), std::size_t(1)); // tie: the earlier key
    QCOMPARE(fn.findClosest(2.1).value(), std::size_t(2));
    QCOMPARE(fn.findClosest(100).value(), std::size_t(3));
    AnimCurve empty;
    QVERIFY(!AnimCurveFn(empty).findClosest(0).isOk());
}

void TestAnimCurveFn::addKeyReplacesAtSameTime()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QVERIFY(fn.setTangentsLocked(1, false).isOk());
    const Result<std::size_t> i = fn.addKey(1.0, 7.0, MayaTangentType::Flat, MayaTangentType::Linear);
    QCOMPARE(i.value(), std::size_t(1));
    QCOMPARE(fn.numKeys(), std::size_t(4));
    QCOMPARE(fn.value(1).value(), 7.0);
    QCOMPARE(fn.inTangentType(1).value(), MayaTangentType::Flat);
    QVERIFY(!fn.tangentsLocked(1).value()); // kept
    const Result<std::size_t> j = fn.addKey(2.0, 1.5);
    QCOMPARE(j.value(), std::size_t(2));
    QCOMPARE(fn.numKeys(), std::size_t(5));
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::globalTypeResolves()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QCOMPARE(fn.addKey(0, 0).value(), std::size_t(0));
    QCOMPARE(fn.inTangentType(0).value(), MayaTangentType::Auto);
    fn.setGlobalTangentTypes(MayaTangentType::Clamped, MayaTangentType::Step);
    QVERIFY(fn.addKey(1, 1).isOk());
    QCOMPARE(fn.inTangentType(1).value(), MayaTangentType::Clamped);
    QCOMPARE(fn.outTangentType(1).value(), MayaTangentType::Step);
    QVERIFY(fn.setOutTangentType(0, MayaTangentType::Global).isOk());
    QCOMPARE(fn.outTangentType(0).value(), MayaTangentType::Step);
}

void TestAnimCurveFn::setValueRecomputesNeighbours()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    // key 1 (1, 2) between (0, 0) and (3, 1): a local maximum → auto flat.
    QCOMPARE(fn.getTangent(1, TangentSide::Out).value(), (MayaTangent{1.0, 0.0}));
    QVERIFY(fn.setValue(1, 0.5).isOk()); // now rising 0 → 0.5 → 1
    const MayaTangent t = fn.getTangent(1, TangentSide::Out).value();
    const double expected = mayaAutoSlope(0, 0, 1, 0.5, 3, 1);
    QVERIFY(expected > 0.0);
    QVERIFY(std::abs(t.y / t.x - expected) < 1e-15);
    // Key 2's auto tangent depended on key 1's value too.
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::setTimeTouchesOnlyNeighbours()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    std::vector<double> t, v;
    for (int i = 0; i < 12; ++i) {
        t.push_back(i);
        v.push_back(std::sin(i * 0.7) * 3.0);
    }
    QVERIFY(fn.addKeys(t, v, MayaTangentType::Auto, MayaTangentType::Auto).isOk());
    const std::vector<Knot> before = c.spline().knots();
    QVERIFY(fn.setTime(6, 6.4).isOk());
    const std::vector<Knot> &after = c.spline().knots();
    for (std::size_t i = 0; i < before.size(); ++i) {
        if (i >= 5 && i <= 7)
            continue;
        QVERIFY2(before[i] == after[i], qPrintable(QString("knot %1 changed").arg(i)));
    }
    QVERIFY(!(before[5] == after[5]) && !(before[7] == after[7]));
    QCOMPARE(fn.time(6).value(), 6.4);
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::setTimeRefusesReorder()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    const AnimCurve before = c;
    QVERIFY(!fn.setTime(1, 3.0).isOk()); // onto the neighbour
    QVERIFY(!fn.setTime(1, 3.5).isOk()); // past it
    QVERIFY(!fn.setTime(1, 0.0).isOk());
    QVERIFY(!fn.setTime(1, NAN).isOk());
    QVERIFY(c == before);
    QVERIFY(fn.setTime(0, -10.0).isOk()); // the first key may move freely to the left
    QVERIFY(fn.setTime(3, 99.0).isOk());
    QVERIFY(fn.setTime(1, 2.9).isOk());
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::removeKey()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QVERIFY(fn.remove(1).isOk());
    QCOMPARE(fn.numKeys(), std::size_t(3));
    QCOMPARE(fn.time(1).value(), 3.0);
    QVERIFY(c.checkConsistency().isOk());
    QVERIFY(fn.remove(2).isOk());
    QVERIFY(fn.remove(0).isOk());
    QVERIFY(fn.remove(0).isOk());
    QCOMPARE(fn.numKeys(), std::size_t(0));
    QVERIFY(!fn.remove(0).isOk());
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::moveKeys()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    const AnimCurve before = c;
    QVERIFY(!fn.moveKeys({1, 2}, 1.5, 0.0).isOk()); // key 2 would pass key 3
    QVERIFY(!fn.moveKeys({1, 1}, 0.1, 0.0).isOk());
    QVERIFY(!fn.moveKeys({7}, 0.1, 0.0).isOk());
    QVERIFY(c == before);
    QVERIFY(fn.moveKeys({2, 1}, 0.5, 1.0).isOk());
    QCOMPARE(fn.time(1).value(), 1.5);
    QCOMPARE(fn.time(2).value(), 3.5);
    QCOMPARE(fn.value(1).value(), 3.0);
    QCOMPARE(fn.value(2).value(), 2.0);
    QCOMPARE(fn.value(0).value(), 0.0);
    QVERIFY(c.checkConsistency().isOk());
    QVERIFY(fn.moveKeys({0, 1, 2, 3}, -100.0, 0.0).isOk());
    QCOMPARE(fn.time(0).value(), -100.0);
}

void TestAnimCurveFn::addKeysBulk()
{
    AnimCurve c = fourKeys(MayaTangentType::Flat);
    AnimCurveFn fn(c);
    // Merge (keep existing): new keys at 0.5 and 3 (replacing the key at 3).
    QVERIFY(fn.addKeys({3.0, 0.5}, {9.0, 1.0}, MayaTangentType::Linear, MayaTangentType::Linear, true).isOk());
    QCOMPARE(fn.numKeys(), std::size_t(5));
    QCOMPARE(fn.time(1).value(), 0.5);
    QCOMPARE(fn.value(3).value(), 9.0);
    QCOMPARE(fn.inTangentType(3).value(), MayaTangentType::Linear);
    QCOMPARE(fn.inTangentType(2).value(), MayaTangentType::Flat);
    QVERIFY(c.checkConsistency().isOk());
    // Cut (do not keep): keys in [0.75, 3.5] go, then the new ones come in.
    QVERIFY(fn.addKeys({0.75, 3.5}, {2.0, 2.0}, MayaTangentType::Flat, MayaTangentType::Flat, false).isOk());
    std::vector<double> times;
    for (std::size_t i = 0; i < fn.numKeys(); ++i)
        times.push_back(fn.time(i).value());
    QCOMPARE(times, (std::vector<double>{0.0, 0.5, 0.75, 3.5, 4.0}));
    QVERIFY(c.checkConsistency().isOk());
    // Equivalent to adding the keys one by one.
    AnimCurve a, b;
    AnimCurveFn fa(a), fb(b);
    std::vector<double> t, v;
    for (int i = 0; i < 50; ++i) {
        t.push_back(49 - i);
        v.push_back(std::cos(i * 0.3));
    }
    QVERIFY(fa.addKeys(t, v, MayaTangentType::AutoEase, MayaTangentType::AutoMix).isOk());
    for (std::size_t i = 0; i < t.size(); ++i)
        QVERIFY(fb.addKey(t[i], v[i], MayaTangentType::AutoEase, MayaTangentType::AutoMix).isOk());
    QVERIFY(a == b);
}

void TestAnimCurveFn::addKeysErrors()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    const AnimCurve before = c;
    QVERIFY(!fn.addKeys({1.0, 2.0}, {1.0}).isOk());
    QVERIFY(!fn.addKeys({1.0, 1.0}, {1.0, 2.0}).isOk());
    QVERIFY(!fn.addKeys({1.0, NAN}, {1.0, 2.0}).isOk());
    QVERIFY(fn.addKeys({}, {}).isOk());
    QVERIFY(c == before);
}

void TestAnimCurveFn::setKeysRoundTripsKeyData()
{
    AnimCurve c = fourKeys(MayaTangentType::Auto, true);
    AnimCurveFn fn(c);
    QVERIFY(fn.setTangentsLocked(1, false).isOk());
    QVERIFY(fn.setTangent(1, MayaTangent{0.6, 1.2}, TangentSide::Out).isOk());
    QVERIFY(fn.setOutTangentType(2, MayaTangentType::StepNext).isOk());
    QVERIFY(fn.setIsBreakdown(3, true).isOk());
    std::vector<MayaKey> keys;
    for (std::size_t i = 0; i < fn.numKeys(); ++i)
        keys.push_back(fn.key(i).value());
    AnimCurve copy;
    AnimCurveFn fc(copy);
    QVERIFY(fc.setIsWeighted(true).isOk());
    QVERIFY(fc.setKeys(keys).isOk());
    QVERIFY(copy.checkConsistency().isOk());
    for (std::size_t i = 0; i < fn.numKeys(); ++i) {
        const MayaKey k = fc.key(i).value();
        QCOMPARE(k.time, keys[i].time);
        QCOMPARE(k.value, keys[i].value);
        QCOMPARE(k.inType, keys[i].inType);
        QCOMPARE(k.outType, keys[i].outType);
        QCOMPARE(k.tangentsLocked, keys[i].tangentsLocked);
        QCOMPARE(k.weightsLocked, keys[i].weightsLocked);
        QCOMPARE(k.isBreakdown, keys[i].isBreakdown);
        QVERIFY(close(k.inTangent, keys[i].inTangent) && close(k.outTangent, keys[i].outTangent));
    }
    for (int i = -8; i <= 48; ++i)
        QVERIFY(std::abs(eval(copy, i / 8.0) - eval(c, i / 8.0)) < 1e-12);
    MayaKey bad = keys[0];
    bad.inType = MayaTangentType::Fixed;
    bad.inTangent = MayaTangent{-1, 0};
    QVERIFY(!fc.setKeys({bad}).isOk());
    QVERIFY(!fc.setKeys({keys[0], keys[0]}).isOk());
}

// ---- step, step-next, linear ---------------------------------------------------------------

void TestAnimCurveFn::stepAndStepNext()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QVERIFY(fn.setOutTangentType(0, MayaTangentType::Step).isOk());
    QVERIFY(fn.setOutTangentType(1, MayaTangentType::StepNext).isOk());
    // step: hold key 0's value on [0, 1)
    QCOMPARE(eval(c, 0.0), 0.0);
    QCOMPARE(eval(c, 0.999), 0.0);
    // step-next: the key's own value at its time, the next key's value right after it
    QCOMPARE(eval(c, 1.0), 2.0);
    QCOMPARE(eval(c, 1.001), 1.0);
    QCOMPARE(eval(c, 2.999), 1.0);
    QCOMPARE(eval(c, 3.0), 1.0);
    QCOMPARE(fn.value(1).value(), 2.0);
    // The Ts image: a dual-valued held knot (pre-value = own value, value = next value).
    const Knot &k = c.spline().knots()[1];
    QCOMPARE(k.nextInterp, Interpolation::Held);
    QCOMPARE(k.preValue, std::optional<double>(2.0));
    QCOMPARE(k.value, 1.0);
    QVERIFY(c.keyInfo()[1].stepNextEncoded);
    QCOMPARE(*c.spline().eval(1.5), 1.0);
    QCOMPARE(*c.spline().evalPreValue(1.0), 0.0); // after the step: the held value (Ts rule 4)
    // Tangent vectors of step sides are flat.
    QCOMPARE(fn.getTangent(1, TangentSide::Out).value(), (MayaTangent{1.0, 0.0}));
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::stepNextEncodingFollowsEdits()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QVERIFY(fn.setOutTangentType(1, MayaTangentType::StepNext).isOk());
    QVERIFY(fn.setValue(2, 4.0).isOk()); // the next key's value moves the held value
    QCOMPARE(eval(c, 2.0), 4.0);
    QCOMPARE(c.spline().knots()[1].value, 4.0);
    QVERIFY(fn.setValue(1, -1.0).isOk()); // the key's own value is the pre-value
    QCOMPARE(fn.value(1).value(), -1.0);
    QCOMPARE(eval(c, 1.0), -1.0);
    QVERIFY(fn.addKey(2.0, 8.0).isOk()); // a new next key
    QCOMPARE(eval(c, 1.5), 8.0);
    QVERIFY(fn.remove(2).isOk());
    QCOMPARE(eval(c, 1.5), 4.0);
    QVERIFY(c.checkConsistency().isOk());
    // The last key cannot step to a next key: the encoding is dropped.
    QVERIFY(fn.remove(2).isOk());
    QVERIFY(fn.remove(2).isOk());
    QCOMPARE(fn.numKeys(), std::size_t(2));
    QVERIFY(!c.keyInfo()[1].stepNextEncoded);
    QCOMPARE(c.spline().knots()[1].preValue, std::optional<double>());
    QCOMPARE(c.spline().knots()[1].value, -1.0);
    QCOMPARE(fn.outTangentType(1).value(), MayaTangentType::StepNext);
    QVERIFY(fn.addKey(5.0, 3.0).isOk());
    QVERIFY(c.keyInfo()[1].stepNextEncoded);
    QVERIFY(fn.setOutTangentType(1, MayaTangentType::Flat).isOk());
    QVERIFY(!c.keyInfo()[1].stepNextEncoded);
    QCOMPARE(c.spline().knots()[1].preValue, std::optional<double>());
    QCOMPARE(fn.value(1).value(), -1.0);
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::linearSegmentNeedsBothSides()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QVERIFY(fn.setOutTangentType(1, MayaTangentType::Linear).isOk());
    QCOMPARE(c.spline().knots()[1].nextInterp, Interpolation::Curve);
    QVERIFY(fn.setInTangentType(2, MayaTangentType::Linear).isOk());
    QCOMPARE(c.spline().knots()[1].nextInterp, Interpolation::Linear);
    QCOMPARE(eval(c, 2.0), 1.5);
    // Linear tangents point at the neighbour on their side.
    const MayaTangent t = fn.getTangent(1, TangentSide::Out).value();
    QVERIFY(std::abs(t.y / t.x - (-0.5)) < 1e-15);
}

// ---- tangents, locks, weights ----------------------------------------------------------------

void TestAnimCurveFn::setTangentLockedAndUnlocked()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    // Locked (default): both sides take the direction and become fixed.
    QVERIFY(fn.setTangent(1, MayaTangent{2.0, 1.0}, TangentSide::In).isOk());
    QCOMPARE(fn.inTangentType(1).value(), MayaTangentType::Fixed);
    QCOMPARE(fn.outTangentType(1).value(), MayaTangentType::Fixed);
    const MayaTangent in = fn.getTangent(1, TangentSide::In).value();
    const MayaTangent out = fn.getTangent(1, TangentSide::Out).value();
    QVERIFY(std::abs(in.y / in.x - 0.5) < 1e-15);
    QVERIFY(std::abs(std::hypot(in.x, in.y) - 1.0) < 1e-15); // non-weighted: unit length
    QVERIFY(close(in, out));
    // Unlocked: only one side.
    QVERIFY(fn.setTangentsLocked(2, false).isOk());
    QVERIFY(fn.setTangent(2, MayaTangent{1.0, -1.0}, TangentSide::Out).isOk());
    QCOMPARE(fn.inTangentType(2).value(), MayaTangentType::Auto);
    QCOMPARE(fn.outTangentType(2).value(), MayaTangentType::Fixed);
    QVERIFY(c.checkConsistency().isOk());
    // Setting Fixed freezes the current tangent; a computed type recomputes it.
    const MayaTangent auto0 = fn.getTangent(0, TangentSide::Out).value();
    QVERIFY(fn.setOutTangentType(0, MayaTangentType::Fixed).isOk());
    QCOMPARE(fn.getTangent(0, TangentSide::Out).value(), auto0);
    QVERIFY(fn.setOutTangentType(0, MayaTangentType::Linear).isOk());
    const MayaTangent lin = fn.getTangent(0, TangentSide::Out).value();
    QVERIFY(std::abs(lin.y / lin.x - 2.0) < 1e-15);
}

void TestAnimCurveFn::weightedTangentsAndWeights()
{
    AnimCurve c = fourKeys(MayaTangentType::Auto, true);
    AnimCurveFn fn(c);
    QVERIFY(fn.isWeighted());
    QCOMPARE(c.spline().curveType(), CurveType::Bezier);
    // Computed weighted tangents span the segment: x = distance to the neighbour.
    QCOMPARE(fn.getTangent(2, TangentSide::In).value().x, 2.0);
    QCOMPARE(fn.getTangent(2, TangentSide::Out).value().x, 1.0);
    // Tangents locked, weights unlocked: the other side keeps its weight.
    const double otherWeight = fn.getTangentAngleWeight(2, TangentSide::Out).value().weight;
    QVERIFY(fn.setTangent(2, MayaTangent{3.0, 3.0}, TangentSide::In).isOk());
    const MayaTangent in = fn.getTangent(2, TangentSide::In).value();
    QCOMPARE(in, (MayaTangent{3.0, 3.0}));
    const MayaTangentAngleWeight out = fn.getTangentAngleWeight(2, TangentSide::Out).value();
    QVERIFY(std::abs(out.angle - kPi / 4) < 1e-15);
    QVERIFY(std::abs(out.weight - otherWeight) < 1e-15);
    // The spline holds width x/3 and slope y/x.
    QCOMPARE(c.spline().knots()[2].pre.width, 1.0);
    QCOMPARE(c.spline().knots()[2].pre.slope, 1.0);
    // Weights locked: setWeight changes both weights, keeping the angles.
    QVERIFY(fn.setWeightsLocked(2, true).isOk());
    QVERIFY(fn.setWeight(2, 0.5, TangentSide::Out).isOk());
    QVERIFY(std::abs(fn.getTangentAngleWeight(2, TangentSide::Out).value().weight - 0.5) < 1e-15);
    QVERIFY(std::abs(fn.getTangentAngleWeight(2, TangentSide::In).value().weight - 0.5) < 1e-15);
    QVERIFY(std::abs(fn.getTangentAngleWeight(2, TangentSide::In).value().angle - kPi / 4) < 1e-15);
    // Weights unlocked: only one side.
    QVERIFY(fn.setWeightsLocked(2, false).isOk());
    QVERIFY(fn.setWeight(2, 0.25, TangentSide::In).isOk());
    QVERIFY(std::abs(fn.getTangentAngleWeight(2, TangentSide::In).value().weight - 0.25) < 1e-15);
    QVERIFY(std::abs(fn.getTangentAngleWeight(2, TangentSide::Out).value().weight - 0.5) < 1e-15);
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::setAngleKeepsWeight()
{
    AnimCurve c = fourKeys(MayaTangentType::Flat, true);
    AnimCurveFn fn(c);
    QVERIFY(fn.setTangentsLocked(1, false).isOk());
    const double weight = fn.getTangentAngleWeight(1, TangentSide::Out).value().weight;
    QCOMPARE(weight, 2.0 / 3.0); // x = 2 (distance to the next key), weight = x / 3
    QVERIFY(fn.setAngle(1, kPi / 3, TangentSide::Out).isOk());
    const MayaTangentAngleWeight aw = fn.getTangentAngleWeight(1, TangentSide::Out).value();
    QVERIFY(std::abs(aw.angle - kPi / 3) < 1e-15);
    QVERIFY(std::abs(aw.weight - weight) < 1e-15);
    QCOMPARE(fn.inTangentType(1).value(), MayaTangentType::Flat);
    // Non-weighted: angle only.
    AnimCurve n = fourKeys();
    AnimCurveFn fnn(n);
    QVERIFY(fnn.setTangent(1, -kPi / 4, 10.0, TangentSide::Out).isOk());
    const MayaTangent v = fnn.getTangent(1, TangentSide::Out).value();
    QVERIFY(std::abs(v.x - std::sqrt(0.5)) < 1e-15 && std::abs(v.y + std::sqrt(0.5)) < 1e-15);
}

void TestAnimCurveFn::tangentErrors()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    const AnimCurve before = c;
    QVERIFY(!fn.setTangent(1, MayaTangent{-1.0, 0.0}, TangentSide::In).isOk());
    QVERIFY(!fn.setTangent(1, MayaTangent{0.0, 1.0}, TangentSide::In).isOk());
    QVERIFY(!fn.setTangent(1, MayaTangent{NAN, 1.0}, TangentSide::In).isOk());
    QVERIFY(!fn.setTangent(1, 2.0, 1.0, TangentSide::In).isOk()); // beyond 90 degrees
    QVERIFY(!fn.setTangent(1, 0.5, -1.0, TangentSide::In).isOk());
    QVERIFY(!fn.setWeight(1, 1.0, TangentSide::In).isOk()); // not weighted
    QVERIFY(c == before);
}

void TestAnimCurveFn::isWeightedToggle()
{
    AnimCurve c = fourKeys(MayaTangentType::Auto, true);
    AnimCurveFn fn(c);
    QVERIFY(fn.setTangentsLocked(1, false).isOk());
    QVERIFY(fn.setTangent(1, MayaTangent{4.0, 2.0}, TangentSide::Out).isOk()); // long handle
    QVERIFY(fn.setIsWeighted(false).isOk());
    QCOMPARE(c.spline().curveType(), CurveType::Hermite);
    const MayaTangent dir = fn.getTangent(1, TangentSide::Out).value();
    QVERIFY(std::abs(dir.y / dir.x - 0.5) < 1e-15);
    QVERIFY(fn.setIsWeighted(true).isOk());
    // Maya's default weight: a third of the segment (x = segment length).
    QCOMPARE(fn.getTangent(1, TangentSide::Out).value().x, 2.0);
    QVERIFY(c.checkConsistency().isOk());
}

// ---- infinity and evaluation ------------------------------------------------------------------

void TestAnimCurveFn::linearInfinityFollowsEndTangent()
{
    AnimCurve c = fourKeys(MayaTangentType::Linear);
    AnimCurveFn fn(c);
    QVERIFY(fn.setPreInfinityType(InfinityType::Linear).isOk());
    QVERIFY(fn.setPostInfinityType(InfinityType::Linear).isOk());
    QCOMPARE(c.spline().preExtrapolation().mode, ExtrapolationMode::Sloped);
    QCOMPARE(eval(c, -1.0), -2.0); // in tangent of key 0 points at key 1: slope 2
    QCOMPARE(eval(c, 6.0), 13.0);  // out tangent of key 3: slope 4
    QVERIFY(fn.setTangentsLocked(3, false).isOk());
    QVERIFY(fn.setTangent(3, MayaTangent{1.0, 1.0}, TangentSide::Out).isOk());
    QCOMPARE(c.spline().postExtrapolation().slope, 1.0);
    QCOMPARE(eval(c, 6.0), 7.0);
    QVERIFY(fn.remove(3).isOk()); // the new last key's out tangent (linear to key 1: -0.5)
    QCOMPARE(c.spline().postExtrapolation().slope, -0.5);
    QVERIFY(c.checkConsistency().isOk());
}

void TestAnimCurveFn::cyclingInfinity()
{
    AnimCurve c = fourKeys(MayaTangentType::Linear);
    AnimCurveFn fn(c);
    QVERIFY(fn.setPostInfinityType(InfinityType::Cycle).isOk());
    QVERIFY(fn.setPreInfinityType(InfinityType::CycleRelative).isOk());
    QCOMPARE(eval(c, 5.0), 2.0);   // 4 + 1 → key 1
    QCOMPARE(eval(c, 8.0), 0.0);   // boundary: post side → the first key
    QCOMPARE(eval(c, 6.0), 1.5);   // 4 + 2 → 2, between keys 1 and 2
    QCOMPARE(eval(c, -1.0), -4.0); // pre relative: maps to 3 (value 1), one iteration down (-5)
    QCOMPARE(eval(c, -4.0), -5.0); // boundary: pre side → the last key, one iteration down
    QVERIFY(fn.setPostInfinityType(InfinityType::Oscillate).isOk());
    QCOMPARE(eval(c, 5.0), 1.0);  // mirrored: 4 - 1 = 3
    QCOMPARE(eval(c, 9.0), 2.0);  // second copy forward again: 0 + 1
    QCOMPARE(eval(c, 12.0), 5.0); // end of the second copy
}

void TestAnimCurveFn::oneKeyCurves()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QVERIFY(fn.addKey(2.0, 7.0).isOk());
    for (InfinityType t : {InfinityType::Cycle, InfinityType::CycleRelative, InfinityType::Oscillate,
                           InfinityType::Constant}) {
        QVERIFY(fn.setPreInfinityType(t).isOk());
        QVERIFY(fn.setPostInfinityType(t).isOk());
        QCOMPARE(eval(c, -50.0), 7.0);
        QCOMPARE(eval(c, 2.0), 7.0);
        QCOMPARE(eval(c, 31.5), 7.0);
    }
    // Linear infinity from one key: a ray along its tangent (auto: zero vector → flat).
    QVERIFY(fn.setPostInfinityType(InfinityType::Linear).isOk());
    QCOMPARE(eval(c, 10.0), 7.0);
    QCOMPARE(fn.getTangent(0, TangentSide::Out).value(), MayaTangent{});
    QVERIFY(fn.setTangentsLocked(0, false).isOk());
    QVERIFY(fn.setTangent(0, MayaTangent{1.0, 2.0}, TangentSide::Out).isOk());
    QCOMPARE(eval(c, 10.0), 23.0);
    QVERIFY(fn.setOutTangentType(0, MayaTangentType::Flat).isOk());
    QCOMPARE(fn.getTangent(0, TangentSide::Out).value(), (MayaTangent{1.0, 0.0}));
}

void TestAnimCurveFn::isStatic()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QVERIFY(fn.isStatic());
    QVERIFY(fn.addKeys({0, 1, 2}, {3, 3, 3}).isOk());
    QVERIFY(fn.isStatic());
    QVERIFY(fn.setPostInfinityType(InfinityType::CycleRelative).isOk());
    QVERIFY(fn.isStatic());
    QVERIFY(fn.setTangentsLocked(1, false).isOk());
    QVERIFY(fn.setTangent(1, MayaTangent{1, 1}, TangentSide::Out).isOk());
    QVERIFY(!fn.isStatic());
    QVERIFY(fn.setOutTangentType(1, MayaTangentType::Flat).isOk());
    QVERIFY(fn.isStatic());
    QVERIFY(fn.setValue(2, 4).isOk());
    QVERIFY(!fn.isStatic());
}

void TestAnimCurveFn::evaluateErrors()
{
    AnimCurve c;
    QVERIFY(!c.evaluate(0.0).isOk());
    AnimCurve d = fourKeys();
    QVERIFY(!d.evaluate(NAN).isOk());
    QVERIFY(d.evaluate(1e300).isOk());
}

// ---- spline edits ---------------------------------------------------------------------------

void TestAnimCurveFn::editSplineKeepsTsFeatures()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    QVERIFY(fn.editSpline([](Spline &s) {
                  LoopParams lp;
                  lp.protoStart = 1.0;
                  lp.protoEnd = 3.0;
                  lp.numPostLoops = 1;
                  return s.setInnerLoopParams(lp);
              }).isOk());
    QVERIFY(c.spline().hasInnerLoops());
    // Ts rules wherever inner loops apply: AnimCurve::evaluate follows the spline.
    for (double t : {0.5, 1.5, 3.2, 4.5, 6.0})
        QCOMPARE(eval(c, t), *c.spline().eval(t));
    // A Maya edit keeps the inner loop (settings come from the spline).
    QVERIFY(fn.setValue(0, 0.25).isOk());
    QVERIFY(c.spline().hasInnerLoops());
    // Ts extrapolation: kept, infinity type describes it.
    QVERIFY(fn.editSpline([](Spline &s) {
                  Extrapolation e;
                  e.mode = ExtrapolationMode::Sloped;
                  e.slope = 5.0;
                  return s.setPostExtrapolation(e);
              }).isOk());
    QCOMPARE(fn.postInfinityType(), InfinityType::Linear);
    QCOMPARE(c.spline().postExtrapolation().slope, 5.0);
    // A value block stays.
    QVERIFY(fn.editSpline([](Spline &s) {
                  Knot k = s.knots()[0];
                  k.nextInterp = Interpolation::ValueBlock;
                  return s.setKnot(k);
              }).isOk());
    QCOMPARE(c.spline().knots()[0].nextInterp, Interpolation::ValueBlock);
    QVERIFY(!c.evaluate(0.5).isOk());
    QVERIFY(fn.setValue(1, 3.0).isOk());
    QCOMPARE(c.spline().knots()[0].nextInterp, Interpolation::ValueBlock);
    // An explicit Maya out type replaces it.
    QVERIFY(fn.setOutTangentType(0, MayaTangentType::Flat).isOk());
    QCOMPARE(c.spline().knots()[0].nextInterp, Interpolation::Curve);
}

void TestAnimCurveFn::editSplineBreakdownKeepsShape()
{
    for (bool weighted : {false, true}) {
        AnimCurve c = fourKeys(MayaTangentType::Auto, weighted);
        AnimCurveFn fn(c);
        QVERIFY(fn.setOutTangentType(2, MayaTangentType::StepNext).isOk());
        const AnimCurve before = c;
        QVERIFY(fn.editSpline([](Spline &s) { return breakdown(s, 2.0); }).isOk());
        QCOMPARE(fn.numKeys(), std::size_t(5));
        QVERIFY(c.checkConsistency().isOk());
        for (int i = -20; i <= 80; ++i) {
            const double t = i / 16.0;
            const double a = eval(before, t), b = eval(c, t);
            QVERIFY2(std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(a)),
                     qPrintable(QString("weighted %1 t=%2: %3 vs %4").arg(weighted).arg(t).arg(a).arg(b)));
        }
        // The new key's sides and the neighbours' facing sides are fixed now.
        QCOMPARE(fn.inTangentType(2).value(), MayaTangentType::Fixed);
        QCOMPARE(fn.outTangentType(2).value(), MayaTangentType::Fixed);
        QCOMPARE(fn.outTangentType(3).value(), MayaTangentType::StepNext);
    }
}

void TestAnimCurveFn::editSplineFailureChangesNothing()
{
    AnimCurve c = fourKeys();
    AnimCurveFn fn(c);
    const AnimCurve before = c;
    AnimCurveChange change;
    const Status st = fn.editSpline([](Spline &s) { return s.removeKnot(42.0); }, &change);
    QVERIFY(!st.isOk());
    QVERIFY(c == before);
    QVERIFY(change.isEmpty());
    QVERIFY(!fn.editSpline(nullptr).isOk());
}

void TestAnimCurveFn::fromSpline()
{
    Spline s;
    QVERIFY(s.setKnots({makeKnot(0, 1, Interpolation::Linear, 0.5, 1.0), makeKnot(2, 3, Interpolation::Held, 0.5, 0.0),
                        makeKnot(4, 0, Interpolation::Curve, 1.0, -1.0), makeKnot(6, 2, Interpolation::Curve, 1.0, 0.5)})
                .isOk());
    Extrapolation loop;
    loop.mode = ExtrapolationMode::LoopRepeat;
    QVERIFY(s.setPostExtrapolation(loop).isOk());
    const Result<AnimCurve> c = AnimCurveFn::fromSpline(s);
    QVERIFY(c.isOk());
    QVERIFY(c->checkConsistency().isOk());
    QVERIFY(c->isWeighted());
    QCOMPARE(c->postInfinityType(), InfinityType::CycleRelative);
    QCOMPARE(c->keyInfo()[0].outType, MayaTangentType::Linear);
    QCOMPARE(c->keyInfo()[1].inType, MayaTangentType::Linear);
    QCOMPARE(c->keyInfo()[1].outType, MayaTangentType::Step);
    QCOMPARE(c->keyInfo()[2].outType, MayaTangentType::Fixed);
    for (int i = -8; i <= 80; ++i) {
        const double t = i / 8.0;
        if (s.knotIndexAt(t) || (t > 6.0 && std::fmod(t, 6.0) == 0.0))
            continue; // Maya and Ts answer differently exactly at keys / loop boundaries
        QCOMPARE(eval(*c, t), *s.eval(t));
    }
}

void TestAnimCurveFn::antiRegressionMode()
{
    // New curves author with None; Maya edits keep a regressive weighted tangent as given.
    AnimCurve c = fourKeys(MayaTangentType::Flat, true);
    AnimCurveFn fn(c);
    QCOMPARE(c.spline().antiRegressionMode(), AntiRegressionMode::None);
    QVERIFY(fn.setTangentsLocked(1, false).isOk());
    QVERIFY(fn.setTangent(1, MayaTangent{12.0, 0.0}, TangentSide::Out).isOk()); // handle 4, segment 2
    QCOMPARE(fn.getTangent(1, TangentSide::Out).value().x, 12.0);
    QVERIFY(c.evaluate(2.0).isOk()); // evaluation de-regresses (Keep Ratio) without changing it

    // fromSpline keeps the source's mode: Ts-style edits apply it, Maya edits do not.
    Spline s;
    QCOMPARE(s.antiRegressionMode(), AntiRegressionMode::KeepRatio);
    QVERIFY(s.setKnots({makeKnot(0, 0, Interpolation::Curve, 1, 0), makeKnot(3, 1, Interpolation::Curve, 1, 0)}).isOk());
    const Result<AnimCurve> r = AnimCurveFn::fromSpline(s);
    QVERIFY(r.isOk());
    QCOMPARE(r->spline().antiRegressionMode(), AntiRegressionMode::KeepRatio);
    AnimCurve d = r.value();
    AnimCurveFn fd(d);
    QVERIFY(fd.setTangentsLocked(0, false).isOk());
    QVERIFY(fd.setTangent(0, MayaTangent{12.0, 0.0}, TangentSide::Out).isOk());
    QCOMPARE(d.spline().knots()[0].post.width, 4.0);
    QVERIFY(fd.editSpline([](Spline &sp) {
                  Knot k = sp.knots()[0];
                  k.post.width = 5.0;
                  return sp.setKnot(k);
              }).isOk());
    // Keep Ratio applied by the Ts edit: both handles shortened, their 5 : 1 ratio kept (up to the write padding).
    const double w0 = d.spline().knots()[0].post.width, w1 = d.spline().knots()[1].pre.width;
    QVERIFY2(w0 < 5.0 && w1 < 1.0 && std::abs(w0 / w1 - 5.0) < 1e-3, qPrintable(QString("%1 %2").arg(w0).arg(w1)));
    QCOMPARE(d.spline().antiRegressionMode(), AntiRegressionMode::KeepRatio);
    QVERIFY(d.checkConsistency().isOk());
}

void TestAnimCurveFn::changeOfAnotherCurveIsRefused()
{
    AnimCurve a = fourKeys(), b = fourKeys();
    AnimCurveChange change;
    QVERIFY(AnimCurveFn(a).setValue(0, 1.0, &change).isOk());
    const AnimCurve before = b;
    QVERIFY(!AnimCurveFn(b).setValue(0, 1.0, &change).isOk());
    QVERIFY(!AnimCurveFn(b).addKey(9, 9, MayaTangentType::Global, MayaTangentType::Global, &change).isOk());
    QVERIFY(b == before);
}

QTEST_GUILESS_MAIN(TestAnimCurveFn)
#include "tst_animcurve_fn.moc"
