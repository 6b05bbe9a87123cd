// KeyScale (core/edit/KeyScale.h): scaling keys in time and value about a pivot, reversal
// with mirrored tangents (widths kept, slopes negated, in and out swapped) checked by
// evaluating the reversed curve against the mirror image of the original, step ↔ step-next,
// ripple, and the refusals (which change nothing).
#include "core/animcurve/AnimCurveFn.h"
#include "core/edit/KeyScale.h"

#include <QTest>

#include <cmath>

using namespace knotline;

namespace {

double eval(const AnimCurve &c, double t)
{
    const Result<double> r = c.evaluate(t);
    return r ? r.value() : std::nan("");
}

/// Keys (0, 1) (2, 3) (3, 0) (5, 4) with different Fixed in and out tangents (weighted when
/// `weighted`): every tangent of a reversal shows.
AnimCurve fixedCurve(bool weighted)
{
    AnimCurve c;
    AnimCurveFn fn(c);
    const bool built = fn.setIsWeighted(weighted).isOk() && fn.addKeys({0, 2, 3, 5}, {1, 3, 0, 4}).isOk();
    for (std::size_t i = 0; built && i < 4; ++i) {
        const bool tangents = fn.setTangentsLocked(i, false).isOk()
            && fn.setTangent(i, MayaTangent{0.9 + 0.1 * i, 1.5 - 0.7 * i}, TangentSide::In).isOk()
            && fn.setTangent(i, MayaTangent{0.6 + 0.2 * i, -0.4 + 0.9 * i}, TangentSide::Out).isOk();
        if (!tangents)
            return AnimCurve();
    }
    return built ? c : AnimCurve();
}

AnimCurve stepCurve(MayaTangentType autoType)
{
    AnimCurve c;
    AnimCurveFn fn(c);
    const double t[] = {0, 2, 5, 6}, v[] = {1, 3, -2, 4};
    for (int i = 0; i < 4; ++i)
        if (!fn.addKey(t[i], v[i], autoType, autoType))
            return AnimCurve();
    if (!fn.setOutTangentType(1, MayaTangentType::Step) || !fn.setOutTangentType(2, MayaTangentType::StepNext))
        return AnimCurve();
    return c;
}

std::vector<double> times(const AnimCurve &c)
{
    std::vector<double> t;
    for (std::size_t i = 0; i < c.numKeys(); ++i)
        t.push_back(c.keyTime(i));
    return t;
}

} // namespace

class TestKeyScale : public QObject {
    Q_OBJECT

private slots:
    void scalesAboutPivot();
    void fixedTangentsScaleWithKeys();
    void reversalMirrorsTangents_data();
    void reversalMirrorsTangents();
    void reversalSwapsStepAndStepNext();
    void rippleMovesLaterKeys();
    void refusals();
};

void TestKeyScale::scalesAboutPivot()
{
    AnimCurve c = fixedCurve(false);
    AnimCurveFn fn(c);
    AnimCurveChange change;
    KeyScaleParams p;
    p.timeScale = 0.5;
    p.valueScale = 0.5;
    p.timePivot = 2.0;
    p.valuePivot = 2.0;
    QVERIFY(scaleKeys(fn, {1, 2}, p, &change).isOk());
    QCOMPARE(times(c), (std::vector<double>{0, 2, 2.5, 5})); // 2 → 2, 3 → 2.5; others stay
    QCOMPARE(c.keyValue(1), 2.5);                            // 2 + 0.5·(3 − 2)
    QCOMPARE(c.keyValue(2), 1.0);                            // 2 + 0.5·(0 − 2)
    QCOMPARE(c.keyValue(3), 4.0);
    QVERIFY(c.checkConsistency().isOk());
    QVERIFY(change.undoIt().isOk());
    QVERIFY(c == fixedCurve(false));
}

void TestKeyScale::fixedTangentsScaleWithKeys()
{
    // Scaling every key of a weighted curve by (2, 3) about (0, 0) scales the whole curve:
    // c'(t) = 3·c(t / 2) everywhere.
    const AnimCurve original = fixedCurve(true);
    AnimCurve c = original;
    AnimCurveFn fn(c);
    KeyScaleParams p;
    p.timeScale = 2.0;
    p.valueScale = 3.0;
    QVERIFY(scaleKeys(fn, {0, 1, 2, 3}, p).isOk());
    int compared = 0;
    for (int k = 0; k <= 10 * 8; ++k) {
        const double t = k / 8.0;
        QVERIFY2(std::abs(eval(c, t) - 3.0 * eval(original, t / 2.0)) <= 1e-9,
                 qPrintable(QStringLiteral("t %1: %2 vs %3").arg(t).arg(eval(c, t)).arg(3.0 * eval(original, t / 2.0))));
        ++compared;
    }
    qInfo("%d samples compared", compared);
}

void TestKeyScale::reversalMirrorsTangents_data()
{
    QTest::addColumn<bool>("weighted");
    QTest::addColumn<double>("valueScale");
    QTest::newRow("weighted") << true << 1.0;
    QTest::newRow("non-weighted") << false << 1.0;
    QTest::newRow("weighted, value scale 2") << true << 2.0;
}

void TestKeyScale::reversalMirrorsTangents()
{
    QFETCH(bool, weighted);
    QFETCH(double, valueScale);
    const AnimCurve original = fixedCurve(weighted);
    AnimCurve c = original;
    AnimCurveFn fn(c);
    KeyScaleParams p;
    p.timeScale = -1.0;
    p.valueScale = valueScale;
    p.timePivot = 2.5;
    QVERIFY(scaleKeys(fn, {0, 1, 2, 3}, p).isOk());
    QVERIFY(c.checkConsistency().isOk());
    QCOMPARE(times(c), (std::vector<double>{0, 2, 3, 5})); // 5 − t
    for (std::size_t j = 0; j < 4; ++j) {
        const std::size_t i = 3 - j; // the original key now at index j
        QCOMPARE(c.keyValue(j), valueScale * original.keyValue(i));
        const MayaTangent in = original.keyTangent(i, TangentSide::In);
        const MayaTangent out = original.keyTangent(i, TangentSide::Out);
        const MayaTangent newIn = c.keyTangent(j, TangentSide::In);
        const MayaTangent newOut = c.keyTangent(j, TangentSide::Out);
        if (weighted && valueScale == 1.0) {
            // In and out swapped, widths (x) kept, slopes negated.
            QVERIFY(std::abs(newOut.x - in.x) <= 1e-12 && std::abs(newOut.y + in.y) <= 1e-12);
            QVERIFY(std::abs(newIn.x - out.x) <= 1e-12 && std::abs(newIn.y + out.y) <= 1e-12);
        } else {
            // Directions: slope' = −valueScale · slope.
            QVERIFY(std::abs(newOut.y / newOut.x + valueScale * in.y / in.x) <= 1e-12);
            QVERIFY(std::abs(newIn.y / newIn.x + valueScale * out.y / out.x) <= 1e-12);
        }
        QCOMPARE(c.keyInfo()[j].inType, MayaTangentType::Fixed);
        QCOMPARE(c.keyInfo()[j].outType, MayaTangentType::Fixed);
    }
    // The reversed curve is the mirror image: c'(t) = s · c(5 − t) at every sub-frame.
    int compared = 0;
    for (int k = 0; k <= 5 * 16; ++k) {
        const double t = k / 16.0;
        QVERIFY2(std::abs(eval(c, t) - valueScale * eval(original, 5.0 - t)) <= 1e-9,
                 qPrintable(QStringLiteral("t %1: %2 vs %3").arg(t).arg(eval(c, t)).arg(eval(original, 5.0 - t))));
        ++compared;
    }
    qInfo("%d samples compared", compared);
    // Reversing twice gives the curve back.
    QVERIFY(scaleKeys(fn, {0, 1, 2, 3}, KeyScaleParams{-1.0, 1.0 / valueScale, 2.5, 0.0, false}).isOk());
    for (int k = 0; k <= 5 * 16; ++k)
        QVERIFY(std::abs(eval(c, k / 16.0) - eval(original, k / 16.0)) <= 1e-9);
}

void TestKeyScale::reversalSwapsStepAndStepNext()
{
    const AnimCurve original = stepCurve(MayaTangentType::Linear);
    AnimCurve c = original;
    AnimCurveFn fn(c);
    KeyScaleParams p;
    p.timeScale = -1.0;
    p.timePivot = 3.0;
    QVERIFY(scaleKeys(fn, {0, 1, 2, 3}, p).isOk());
    QVERIFY(c.checkConsistency().isOk());
    QCOMPARE(times(c), (std::vector<double>{0, 1, 4, 6}));
    // Old key 2 (step-next out, now index 1) → the segment (old 2, old 3) is held at old 3's
    // value: new key 0 (old 3) … the old step of key 1 holds its own value over (2, 5), which
    // reversed is a step-next out of old key 2 (new index 1).
    QCOMPARE(c.keyInfo()[1].outType, MayaTangentType::StepNext);
    QCOMPARE(c.keyInfo()[0].outType, MayaTangentType::Step);
    // Mirror image away from the key times (where step and step-next jump).
    int compared = 0;
    for (int k = 0; k <= 6 * 16; ++k) {
        const double t = k / 16.0;
        if (std::abs(t - std::round(t)) < 1e-12 && (t == 0 || t == 1 || t == 4 || t == 6))
            continue;
        QVERIFY2(std::abs(eval(c, t) - eval(original, 6.0 - t)) <= 1e-9,
                 qPrintable(QStringLiteral("t %1: %2 vs %3").arg(t).arg(eval(c, t)).arg(eval(original, 6.0 - t))));
        ++compared;
    }
    qInfo("%d samples compared", compared);
}

void TestKeyScale::rippleMovesLaterKeys()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    for (int i = 0; i < 6; ++i)
        QVERIFY(fn.addKey(i, i * i).isOk());
    const AnimCurve before = c;
    KeyScaleParams p;
    p.timeScale = 2.0;
    p.timePivot = 1.0;
    // Without ripple key 3 (time 2 → 3) would land on key 4 (time 3).
    const Status refused = scaleKeys(fn, {1, 2}, p);
    QCOMPARE(refused.id(), MessageId::ScaleKeysWouldPass);
    QVERIFY(c == before);
    p.ripple = true;
    QVERIFY(scaleKeys(fn, {1, 2}, p).isOk());
    QCOMPARE(times(c), (std::vector<double>{0, 1, 3, 4, 5, 6}));
    QCOMPARE(c.keyValue(5), 25.0);
    // Reversal with ripple: keys 1..2 (times 1, 3) reversed about 1 end at 1: the end moved
    // by −2, so the later keys move back by 2.
    KeyScaleParams r;
    r.timeScale = -1.0;
    r.timePivot = 2.0;
    r.ripple = true;
    QVERIFY(scaleKeys(fn, {1, 2}, r).isOk());
    QCOMPARE(times(c), (std::vector<double>{0, 1, 3, 4, 5, 6}));
    QCOMPARE(c.keyValue(1), 4.0);
    QCOMPARE(c.keyValue(2), 1.0);
}

void TestKeyScale::refusals()
{
    AnimCurve c = fixedCurve(true);
    const AnimCurve before = c;
    AnimCurveFn fn(c);
    KeyScaleParams zero;
    zero.timeScale = 0.0;
    QCOMPARE(scaleKeys(fn, {1}, zero).id(), MessageId::ScaleTimeInvalid);
    KeyScaleParams nanValue;
    nanValue.valueScale = std::nan("");
    QCOMPARE(scaleKeys(fn, {1}, nanValue).id(), MessageId::ScaleValueInvalid);
    KeyScaleParams infPivot;
    infPivot.timePivot = INFINITY;
    QCOMPARE(scaleKeys(fn, {1}, infPivot).id(), MessageId::ScalePivotNotFinite);
    QCOMPARE(scaleKeys(fn, {}, KeyScaleParams{}).id(), MessageId::FilterTooFewKeys);
    QCOMPARE(scaleKeys(fn, {7}, KeyScaleParams{}).id(), MessageId::KeyIndexOutOfRange);
    KeyScaleParams reverse;
    reverse.timeScale = -1.0;
    reverse.timePivot = 2.5;
    const Status gap = scaleKeys(fn, {0, 2}, reverse);
    QCOMPARE(gap.id(), MessageId::ScaleReverseNeedsRun);
    QVERIFY(gap.message().find("key 2") != std::string::npos);
    KeyScaleParams far;
    far.timeScale = 5.0;
    QCOMPARE(scaleKeys(fn, {1}, far).id(), MessageId::ScaleKeysWouldPass);
    QVERIFY(c == before);
}

QTEST_GUILESS_MAIN(TestKeyScale)
#include "tst_key_scale.moc"
