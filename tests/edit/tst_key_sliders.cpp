// KeySliders (core/edit/KeySliders.h): the key slider operators on worked examples (every
// operator, both signs, runs that touch the curve's ends, two runs with their own
// neighbours, keys given out of order), the exact cases (factor 0 changes nothing, ±100 %
// blends land on the neighbour's value, a time offset by the full range is the identity),
// the ease curve, the refusals (which change nothing), and applyKeySlider recorded into an
// AnimCurveChange: the values it sets, Fixed tangents kept, undo and redo bit for bit.
#include "core/animcurve/AnimCurveFn.h"
#include "core/edit/KeySliders.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::KeySliderOp)
Q_DECLARE_METATYPE(knotline::MessageId)

namespace {

using Keys = std::vector<std::size_t>;
using Values = std::vector<double>;

AnimCurve makeCurve(const Values &times, const Values &values, MayaTangentType type)
{
    AnimCurve c;
    AnimCurveFn fn(c);
    for (std::size_t i = 0; i < times.size(); ++i)
        if (!fn.addKey(times[i], values[i], type, type))
            return AnimCurve();
    return c;
}

/// The worked-example curve, linear segments so that values between keys are exact:
/// key (index): time, value = 0: (0, 0) 1: (2, 4) 2: (3, 10) 3: (4, 6) 4: (6, 8) 5: (8, 2) 6: (10, 6).
AnimCurve exampleCurve()
{
    return makeCurve({0, 2, 3, 4, 6, 8, 10}, {0, 4, 10, 6, 8, 2, 6}, MayaTangentType::Linear);
}

/// Smooth (Auto) tangents, values and times that are not dyadic: for the exact cases.
AnimCurve autoCurve()
{
    return makeCurve({0.1, 1.3, 2.7, 3.9, 5.2, 7.0, 8.3}, {0.3, 1.7, -0.9, 2.2, 0.1, 3.3, -1.1},
                     MayaTangentType::Auto);
}

/// Weighted, every side Fixed with its own tangent, and a step and a step-next key.
AnimCurve fixedStepCurve()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    if (!fn.setIsWeighted(true) || !fn.addKeys({0, 2, 3, 5, 6, 9}, {1, 3, 0, 4, -2, 5}))
        return AnimCurve();
    for (std::size_t i = 0; i < 6; ++i) {
        if (!fn.setTangentsLocked(i, false)
            || !fn.setTangent(i, MayaTangent{0.9 + 0.1 * double(i), 1.5 - 0.7 * double(i)}, TangentSide::In)
            || !fn.setTangent(i, MayaTangent{0.6 + 0.2 * double(i), -0.4 + 0.9 * double(i)}, TangentSide::Out))
            return AnimCurve();
    }
    if (!fn.setOutTangentType(1, MayaTangentType::Step) || !fn.setOutTangentType(3, MayaTangentType::StepNext))
        return AnimCurve();
    return c;
}

Values keyValues(const AnimCurve &c, const Keys &keys)
{
    Values v;
    for (std::size_t k : keys)
        v.push_back(c.keyValue(k));
    return v;
}

QString text(const Values &v)
{
    QStringList parts;
    for (double x : v)
        parts << QString::number(x, 'g', 17);
    return QLatin1Char('{') + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
}

KeySliderParams params(KeySliderOp op, double factor, double defaultValue = 0.0, double sharpness = 2.0)
{
    return KeySliderParams{op, factor, defaultValue, sharpness};
}

constexpr KeySliderOp kAllOps[] = {KeySliderOp::Tween,        KeySliderOp::BlendToNeighbour,
                                   KeySliderOp::BlendToDefault, KeySliderOp::PushPull,
                                   KeySliderOp::Ease,          KeySliderOp::BlendToEase,
                                   KeySliderOp::BlendOffset,
                                   KeySliderOp::ScaleAverage,  KeySliderOp::ScaleFromNeighbour,
                                   KeySliderOp::Shear,         KeySliderOp::TimeOffset,
                                   KeySliderOp::MatchSlope};

const char *opName(KeySliderOp op)
{
    switch (op) {
    case KeySliderOp::Tween: return "tween";
    case KeySliderOp::BlendToNeighbour: return "blend to neighbour";
    case KeySliderOp::BlendToDefault: return "blend to default";
    case KeySliderOp::PushPull: return "push/pull";
    case KeySliderOp::Ease: return "ease";
    case KeySliderOp::BlendToEase: return "blend to ease";
    case KeySliderOp::BlendOffset: return "blend offset";
    case KeySliderOp::ScaleAverage: return "scale average";
    case KeySliderOp::ScaleFromNeighbour: return "scale from neighbour";
    case KeySliderOp::Shear: return "shear";
    case KeySliderOp::TimeOffset: return "time offset";
    case KeySliderOp::MatchSlope: return "match slope";
    }
    return "?";
}

} // namespace

class TestKeySliders : public QObject {
    Q_OBJECT

private slots:
    void workedExamples_data();
    void workedExamples();
    void zeroFactorChangesNothing_data();
    void zeroFactorChangesNothing();
    void fullBlendLandsOnNeighbour_data();
    void fullBlendLandsOnNeighbour();
    void timeOffsetByFullRangeIsIdentity_data();
    void timeOffsetByFullRangeIsIdentity();
    void easeCurve_data();
    void easeCurve();
    void refusals_data();
    void refusals();
    void applyUndoRedo_data();
    void applyUndoRedo();
    void applyToAnotherCurvesChangeIsRefused();
    void overflowIsRefused();
    void unusedParametersAreNotChecked();
};

void TestKeySliders::workedExamples_data()
{
    QTest::addColumn<KeySliderOp>("op");
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("defaultValue");
    QTest::addColumn<double>("sharpness");
    QTest::addColumn<Keys>("keys");
    QTest::addColumn<Values>("expected");

    // Run {2, 3} of exampleCurve: L = key 1 (2, 4), R = key 4 (6, 8); line(3) = 5, line(4) = 6.
    const Keys run = {2, 3};
    using Op = KeySliderOp;
    QTest::newRow("tween 0: the neighbours' midpoint") << Op::Tween << 0.0 << 0.0 << 2.0 << run << Values{6, 6};
    QTest::newRow("tween +50 %") << Op::Tween << 0.5 << 0.0 << 2.0 << run << Values{7, 7};
    QTest::newRow("tween +100 %: R") << Op::Tween << 1.0 << 0.0 << 2.0 << run << Values{8, 8};
    QTest::newRow("tween -100 %: L") << Op::Tween << -1.0 << 0.0 << 2.0 << run << Values{4, 4};
    QTest::newRow("blend to neighbour +50 %") << Op::BlendToNeighbour << 0.5 << 0.0 << 2.0 << run << Values{9, 7};
    QTest::newRow("blend to neighbour -25 %") << Op::BlendToNeighbour << -0.25 << 0.0 << 2.0 << run << Values{8.5, 5.5};
    QTest::newRow("blend to default 0, +50 %") << Op::BlendToDefault << 0.5 << 0.0 << 2.0 << run << Values{5, 3};
    QTest::newRow("blend to default 2, +75 %") << Op::BlendToDefault << 0.75 << 2.0 << 2.0 << run << Values{4, 3};
    QTest::newRow("blend to default 0, +100 %") << Op::BlendToDefault << 1.0 << 0.0 << 2.0 << run << Values{0, 0};
    QTest::newRow("blend to default 0, -50 %: away") << Op::BlendToDefault << -0.5 << 0.0 << 2.0 << run << Values{15, 9};
    QTest::newRow("push/pull -100 %: onto the line") << Op::PushPull << -1.0 << 0.0 << 2.0 << run << Values{5, 6};
    QTest::newRow("push/pull +50 %") << Op::PushPull << 0.5 << 0.0 << 2.0 << run << Values{12.5, 6};
    QTest::newRow("push/pull +100 %: distance doubled") << Op::PushPull << 1.0 << 0.0 << 2.0 << run << Values{15, 6};
    QTest::newRow("ease 0, s 2: quadratic in-out") << Op::Ease << 0.0 << 0.0 << 2.0 << run << Values{4.5, 6};
    QTest::newRow("ease -100 %: ease in x^2") << Op::Ease << -1.0 << 0.0 << 2.0 << run << Values{4.25, 5};
    QTest::newRow("ease +100 %: ease out") << Op::Ease << 1.0 << 0.0 << 2.0 << run << Values{5.75, 7};
    QTest::newRow("ease, s 1: the straight line") << Op::Ease << 0.3 << 0.0 << 1.0 << run << Values{5, 6};
    QTest::newRow("ease 0, s 3") << Op::Ease << 0.0 << 0.0 << 3.0 << run << Values{4.25, 6};
    QTest::newRow("blend to ease -100 %: on the ease in") << Op::BlendToEase << -1.0 << 0.0 << 2.0 << run << Values{4.25, 5};
    QTest::newRow("blend to ease +100 %: on the ease out") << Op::BlendToEase << 1.0 << 0.0 << 2.0 << run << Values{5.75, 7};
    QTest::newRow("blend to ease +50 %: halfway to the ease out") << Op::BlendToEase << 0.5 << 0.0 << 2.0 << run << Values{7.875, 6.5};
    QTest::newRow("blend to ease -50 %: halfway to the ease in") << Op::BlendToEase << -0.5 << 0.0 << 2.0 << run << Values{7.125, 5.5};
    QTest::newRow("blend offset -100 %: first key on L") << Op::BlendOffset << -1.0 << 0.0 << 2.0 << run << Values{4, 0};
    QTest::newRow("blend offset +100 %: last key on R") << Op::BlendOffset << 1.0 << 0.0 << 2.0 << run << Values{12, 8};
    QTest::newRow("blend offset +50 %") << Op::BlendOffset << 0.5 << 0.0 << 2.0 << run << Values{11, 7};
    QTest::newRow("scale average +50 % (average 8)") << Op::ScaleAverage << 0.5 << 0.0 << 2.0 << run << Values{11, 5};
    QTest::newRow("scale average -100 %: flat") << Op::ScaleAverage << -1.0 << 0.0 << 2.0 << run << Values{8, 8};
    QTest::newRow("scale from R +100 %") << Op::ScaleFromNeighbour << 1.0 << 0.0 << 2.0 << run << Values{12, 4};
    QTest::newRow("scale from L -50 %") << Op::ScaleFromNeighbour << -0.5 << 0.0 << 2.0 << run << Values{13, 7};
    QTest::newRow("shear +100 % (slope 1, anchor L)") << Op::Shear << 1.0 << 0.0 << 2.0 << run << Values{11, 8};
    QTest::newRow("shear -50 % (anchor R)") << Op::Shear << -0.5 << 0.0 << 2.0 << run << Values{8.5, 5};
    QTest::newRow("time offset +25 %") << Op::TimeOffset << 0.25 << 0.0 << 2.0 << run << Values{6, 7};
    QTest::newRow("time offset +50 %") << Op::TimeOffset << 0.5 << 0.0 << 2.0 << run << Values{7, 8};
    QTest::newRow("time offset +75 %: wraps") << Op::TimeOffset << 0.75 << 0.0 << 2.0 << run << Values{8, 10};
    QTest::newRow("time offset -25 % = +75 %") << Op::TimeOffset << -0.25 << 0.0 << 2.0 << run << Values{8, 10};
    QTest::newRow("match slope +100 % (slope -3 after R)") << Op::MatchSlope << 1.0 << 0.0 << 2.0 << run << Values{17, 14};
    QTest::newRow("match slope +50 %") << Op::MatchSlope << 0.5 << 0.0 << 2.0 << run << Values{13.5, 10};
    QTest::newRow("match slope -100 % (slope 2 before L)") << Op::MatchSlope << -1.0 << 0.0 << 2.0 << run << Values{6, 8};

    // Two runs {1} and {4}: (L, R) = ((0, 0), (3, 10)) and ((4, 6), (8, 2)).
    QTest::newRow("two runs: tween 0") << Op::Tween << 0.0 << 0.0 << 2.0 << Keys{1, 4} << Values{5, 4};
    QTest::newRow("two runs: blend +100 %") << Op::BlendToNeighbour << 1.0 << 0.0 << 2.0 << Keys{1, 4} << Values{10, 2};
    QTest::newRow("two runs: push/pull +100 %") << Op::PushPull << 1.0 << 0.0 << 2.0 << Keys{1, 4}
                                                << Values{2 * 4 - 10.0 * 2 / 3, 2 * 8 - 4.0};
    QTest::newRow("two runs: scale average is per run") << Op::ScaleAverage << -1.0 << 0.0 << 2.0 << Keys{1, 4}
                                                        << Values{4, 8};
    // Run {2}: R = key 3 (4, 6), and the key after R is key 4 (6, 8), selected: its original
    // value gives slope 1, target(3) = 5. Run {4}: key 5 (8, 2), key 6 (10, 6): slope 2,
    // target(6) = -2.
    QTest::newRow("match slope beyond a selected key uses its original value")
        << Op::MatchSlope << 1.0 << 0.0 << 2.0 << Keys{2, 4} << Values{5, -2};

    // Keys given out of order, and repeated: values in the order given.
    QTest::newRow("keys out of order") << Op::PushPull << 1.0 << 0.0 << 2.0 << Keys{3, 2, 3} << Values{6, 15, 6};

    // Runs that touch the curve's ends: the run's own end key stands in for the neighbour.
    QTest::newRow("first keys: tween 0 between key 0 and R") << Op::Tween << 0.0 << 0.0 << 2.0 << Keys{0, 1}
                                                             << Values{5, 5};
    QTest::newRow("first keys: blend -100 % onto key 0") << Op::BlendToNeighbour << -1.0 << 0.0 << 2.0 << Keys{0, 1}
                                                         << Values{0, 0};
    QTest::newRow("first keys: blend offset -100 % does nothing")
        << Op::BlendOffset << -1.0 << 0.0 << 2.0 << Keys{0, 1} << Values{0, 4};
    QTest::newRow("last keys: blend +100 % onto key 6") << Op::BlendToNeighbour << 1.0 << 0.0 << 2.0 << Keys{5, 6}
                                                        << Values{6, 6};
    QTest::newRow("last keys: time offset +50 % within (6, 10]")
        << Op::TimeOffset << 0.5 << 0.0 << 2.0 << Keys{5, 6} << Values{6, 2};
    QTest::newRow("whole curve: push/pull -100 % onto the end keys' line")
        << Op::PushPull << -1.0 << 0.0 << 2.0 << Keys{0, 1, 2, 3, 4, 5, 6} << Values{0, 1.2, 1.8, 2.4, 3.6, 4.8, 6};
}

void TestKeySliders::workedExamples()
{
    QFETCH(KeySliderOp, op);
    QFETCH(double, factor);
    QFETCH(double, defaultValue);
    QFETCH(double, sharpness);
    QFETCH(Keys, keys);
    QFETCH(Values, expected);
    const AnimCurve c = exampleCurve();
    QCOMPARE(c.numKeys(), std::size_t(7));
    const Result<Values> r = keySliderValues(c, keys, params(op, factor, defaultValue, sharpness));
    QVERIFY2(r.isOk(), r.message().c_str());
    QCOMPARE(r.value().size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        QVERIFY2(std::abs(r.value()[i] - expected[i]) <= 1e-12,
                 qPrintable(QStringLiteral("got %1, expected %2").arg(text(r.value()), text(expected))));
}

void TestKeySliders::zeroFactorChangesNothing_data()
{
    QTest::addColumn<KeySliderOp>("op");
    QTest::addColumn<Keys>("keys");
    for (KeySliderOp op : kAllOps) {
        if (op == KeySliderOp::Tween || op == KeySliderOp::Ease)
            continue; // their factor 0 is a shape of its own (tested in workedExamples)
        QTest::addRow("%s, inner run", opName(op)) << op << Keys{2, 3, 4};
        QTest::addRow("%s, two runs and both ends", opName(op)) << op << Keys{0, 1, 3, 6};
    }
}

void TestKeySliders::zeroFactorChangesNothing()
{
    QFETCH(KeySliderOp, op);
    QFETCH(Keys, keys);
    const AnimCurve c = autoCurve();
    const Result<Values> r = keySliderValues(c, keys, params(op, 0.0, 1.25));
    QVERIFY2(r.isOk(), r.message().c_str());
    QCOMPARE(r.value(), keyValues(c, keys)); // exactly
    // Also through applyKeySlider: the curve is unchanged (compared by content).
    AnimCurve applied = c;
    AnimCurveFn fn(applied);
    QVERIFY(applyKeySlider(fn, keys, params(op, 0.0, 1.25)).isOk());
    QVERIFY(applied == c);
}

void TestKeySliders::fullBlendLandsOnNeighbour_data()
{
    QTest::addColumn<double>("factor");
    QTest::addColumn<Keys>("keys");
    QTest::addColumn<Values>("expected");
    // autoCurve values: 0.3, 1.7, -0.9, 2.2, 0.1, 3.3, -1.1 (not exact in binary).
    QTest::newRow("+100 %, run {2, 3} onto key 4") << 1.0 << Keys{2, 3} << Values{0.1, 0.1};
    QTest::newRow("-100 %, run {2, 3} onto key 1") << -1.0 << Keys{2, 3} << Values{1.7, 1.7};
    QTest::newRow("+100 %, runs {1} and {4, 5}") << 1.0 << Keys{1, 4, 5} << Values{-0.9, -1.1, -1.1};
    QTest::newRow("-100 %, runs {1} and {4, 5}") << -1.0 << Keys{1, 4, 5} << Values{0.3, 2.2, 2.2};
}

void TestKeySliders::fullBlendLandsOnNeighbour()
{
    QFETCH(double, factor);
    QFETCH(Keys, keys);
    QFETCH(Values, expected);
    AnimCurve c = autoCurve();
    const Result<Values> r = keySliderValues(c, keys, params(KeySliderOp::BlendToNeighbour, factor));
    QVERIFY2(r.isOk(), r.message().c_str());
    QCOMPARE(r.value(), expected); // bit for bit, not merely close
    AnimCurveFn fn(c);
    QVERIFY(applyKeySlider(fn, keys, params(KeySliderOp::BlendToNeighbour, factor)).isOk());
    QCOMPARE(keyValues(c, keys), expected);
}

void TestKeySliders::timeOffsetByFullRangeIsIdentity_data()
{
    QTest::addColumn<double>("factor");
    QTest::addColumn<Keys>("keys");
    for (double f : {1.0, -1.0}) {
        QTest::addRow("%+g, inner run", f) << f << Keys{2, 3, 4};
        QTest::addRow("%+g, runs at both ends", f) << f << Keys{0, 1, 5, 6};
        QTest::addRow("%+g, every key", f) << f << Keys{0, 1, 2, 3, 4, 5, 6};
    }
}

void TestKeySliders::timeOffsetByFullRangeIsIdentity()
{
    QFETCH(double, factor);
    QFETCH(Keys, keys);
    const AnimCurve c = autoCurve();
    const Result<Values> r = keySliderValues(c, keys, params(KeySliderOp::TimeOffset, factor));
    QVERIFY2(r.isOk(), r.message().c_str());
    QCOMPARE(r.value(), keyValues(c, keys)); // exactly
    // Not trivially: a quarter of the range does move them.
    const Result<Values> quarter = keySliderValues(c, keys, params(KeySliderOp::TimeOffset, factor / 4));
    QVERIFY(quarter.isOk());
    QVERIFY(quarter.value() != keyValues(c, keys));
}

void TestKeySliders::easeCurve_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("bias");
    QTest::addColumn<double>("sharpness");
    QTest::addColumn<double>("expected");
    QTest::newRow("start") << 0.0 << 0.0 << 2.0 << 0.0;
    QTest::newRow("end") << 1.0 << 0.0 << 2.0 << 1.0;
    QTest::newRow("middle") << 0.5 << 0.0 << 2.0 << 0.5;
    QTest::newRow("quarter, in-out") << 0.25 << 0.0 << 2.0 << 0.125;
    QTest::newRow("three quarters, in-out") << 0.75 << 0.0 << 2.0 << 0.875;
    QTest::newRow("ease in: x^3") << 0.5 << -1.0 << 3.0 << 0.125;
    QTest::newRow("ease out: 1 - (1 - x)^3") << 0.5 << 1.0 << 3.0 << 0.875;
    QTest::newRow("bias 0.5: joint at c = 0.25") << 0.25 << 0.5 << 2.0 << 0.25;
    QTest::newRow("bias 0.5, x 0.125: c·(x/c)^2") << 0.125 << 0.5 << 2.0 << 0.0625;
    QTest::newRow("bias 0.5, x 0.625: 1 - 0.75·(0.5)^2") << 0.625 << 0.5 << 2.0 << 0.8125;
    QTest::newRow("sharpness 1: identity") << 0.3 << -0.4 << 1.0 << 0.3;
    QTest::newRow("x below 0 is clamped") << -0.5 << 0.0 << 2.0 << 0.0;
    QTest::newRow("x above 1 is clamped") << 1.5 << 0.0 << 2.0 << 1.0;
}

void TestKeySliders::easeCurve()
{
    QFETCH(double, x);
    QFETCH(double, bias);
    QFETCH(double, sharpness);
    QFETCH(double, expected);
    QVERIFY2(std::abs(keySliderEase(x, bias, sharpness) - expected) <= 1e-15,
             qPrintable(QString::number(keySliderEase(x, bias, sharpness), 'g', 17)));
    // Monotonic and C1 at the joint (slope = sharpness from both sides).
    const double c = (1.0 - bias) / 2.0;
    if (c > 1e-3 && c < 1.0 - 1e-3) {
        const double h = 1e-6;
        const double left = (keySliderEase(c, bias, sharpness) - keySliderEase(c - h, bias, sharpness)) / h;
        const double right = (keySliderEase(c + h, bias, sharpness) - keySliderEase(c, bias, sharpness)) / h;
        QVERIFY(std::abs(left - sharpness) < 1e-4 && std::abs(right - sharpness) < 1e-4);
    }
    for (int k = 0; k < 100; ++k)
        QVERIFY(keySliderEase(k / 100.0, bias, sharpness) <= keySliderEase((k + 1) / 100.0, bias, sharpness));
}

void TestKeySliders::refusals_data()
{
    QTest::addColumn<KeySliderOp>("op");
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("defaultValue");
    QTest::addColumn<double>("sharpness");
    QTest::addColumn<Keys>("keys");
    QTest::addColumn<MessageId>("error");
    QTest::addColumn<QString>("mentions");
    using Op = KeySliderOp;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("factor 1.5") << Op::Tween << 1.5 << 0.0 << 2.0 << Keys{2} << MessageId::SliderFactorOutOfRange
                                << QStringLiteral("not 1.5");
    QTest::newRow("factor just below -1") << Op::PushPull << std::nextafter(-1.0, -2.0) << 0.0 << 2.0 << Keys{2}
                                          << MessageId::SliderFactorOutOfRange << QString();
    QTest::newRow("factor NaN") << Op::BlendToNeighbour << nan << 0.0 << 2.0 << Keys{2}
                                << MessageId::SliderFactorOutOfRange << QStringLiteral("nan");
    QTest::newRow("factor infinite") << Op::Shear << inf << 0.0 << 2.0 << Keys{2} << MessageId::SliderFactorOutOfRange
                                     << QString();
    QTest::newRow("no keys") << Op::Tween << 0.5 << 0.0 << 2.0 << Keys{} << MessageId::SliderNoKeys << QString();
    QTest::newRow("key out of range") << Op::Tween << 0.5 << 0.0 << 2.0 << Keys{2, 7} << MessageId::KeyIndexOutOfRange
                                      << QStringLiteral("no key 8");
    QTest::newRow("default NaN") << Op::BlendToDefault << 0.5 << nan << 2.0 << Keys{2}
                                 << MessageId::SliderDefaultNotFinite << QString();
    QTest::newRow("sharpness below 1") << Op::Ease << 0.5 << 0.0 << 0.5 << Keys{2} << MessageId::SliderSharpnessInvalid
                                       << QStringLiteral("not 0.5");
    QTest::newRow("sharpness infinite") << Op::Ease << 0.5 << 0.0 << inf << Keys{2}
                                        << MessageId::SliderSharpnessInvalid << QString();
    QTest::newRow("blend to ease, sharpness below 1") << Op::BlendToEase << -0.5 << 0.0 << 0.9 << Keys{2}
                                                      << MessageId::SliderSharpnessInvalid << QStringLiteral("not 0.9");
    QTest::newRow("match slope after the last keys") << Op::MatchSlope << 0.5 << 0.0 << 2.0 << Keys{2, 5, 6}
                                                     << MessageId::SliderNoSlopeAfter << QStringLiteral("keys 6 to 7");
    QTest::newRow("match slope after key 6: one key after it") << Op::MatchSlope << 0.5 << 0.0 << 2.0 << Keys{5}
                                                               << MessageId::SliderNoSlopeAfter
                                                               << QStringLiteral("keys 6 to 6");
    QTest::newRow("match slope before key 2: one key before it")
        << Op::MatchSlope << -0.5 << 0.0 << 2.0 << Keys{1, 4} << MessageId::SliderNoSlopeBefore
        << QStringLiteral("keys 2 to 2");
}

void TestKeySliders::refusals()
{
    QFETCH(KeySliderOp, op);
    QFETCH(double, factor);
    QFETCH(double, defaultValue);
    QFETCH(double, sharpness);
    QFETCH(Keys, keys);
    QFETCH(MessageId, error);
    QFETCH(QString, mentions);
    const KeySliderParams p = params(op, factor, defaultValue, sharpness);
    const Result<Values> r = keySliderValues(exampleCurve(), keys, p);
    QVERIFY(!r.isOk());
    QCOMPARE(r.status().id(), error);
    QVERIFY2(r.message().find(mentions.toStdString()) != std::string::npos, r.message().c_str());
    AnimCurve c = exampleCurve();
    AnimCurveFn fn(c);
    AnimCurveChange change;
    const Status st = applyKeySlider(fn, keys, p, &change);
    QCOMPARE(st.id(), error);
    QVERIFY(c == exampleCurve());
    QVERIFY(change.isEmpty());
}

void TestKeySliders::applyUndoRedo_data()
{
    QTest::addColumn<int>("curveKind");
    QTest::addColumn<KeySliderOp>("op");
    QTest::addColumn<double>("factor");
    QTest::addColumn<Keys>("keys");
    const char *kinds[] = {"auto tangents", "fixed weighted tangents with step and step-next"};
    for (int kind = 0; kind < 2; ++kind)
        for (KeySliderOp op : kAllOps) {
            const double f = op == KeySliderOp::MatchSlope ? 0.6 : -0.35;
            const Keys keys = op == KeySliderOp::MatchSlope ? Keys{1, 3} : Keys{0, 2, 3, 5};
            QTest::addRow("%s, %s", kinds[kind], opName(op)) << kind << op << f << keys;
        }
}

void TestKeySliders::applyUndoRedo()
{
    QFETCH(int, curveKind);
    QFETCH(KeySliderOp, op);
    QFETCH(double, factor);
    QFETCH(Keys, keys);
    const AnimCurve original = curveKind == 0 ? autoCurve() : fixedStepCurve();
    QVERIFY(original.numKeys() >= 6);
    const KeySliderParams p = params(op, factor, 0.5, 2.5);
    const Result<Values> expected = keySliderValues(original, keys, p);
    QVERIFY2(expected.isOk(), expected.message().c_str());
    QVERIFY(expected.value() != keyValues(original, keys)); // the edit changes something

    AnimCurve c = original;
    AnimCurveFn fn(c);
    AnimCurveChange change;
    QVERIFY(applyKeySlider(fn, keys, p, &change).isOk());
    QVERIFY(c.checkConsistency().isOk());
    QCOMPARE(keyValues(c, keys), expected.value());
    for (std::size_t i = 0; i < c.numKeys(); ++i) {
        QCOMPARE(c.keyTime(i), original.keyTime(i));
        if (std::find(keys.begin(), keys.end(), i) == keys.end())
            QCOMPARE(c.keyValue(i), original.keyValue(i));
        QCOMPARE(c.keyInfo()[i].inType, original.keyInfo()[i].inType);
        QCOMPARE(c.keyInfo()[i].outType, original.keyInfo()[i].outType);
        if (original.keyInfo()[i].inType == MayaTangentType::Fixed)
            QCOMPARE(c.keyTangent(i, TangentSide::In), original.keyTangent(i, TangentSide::In));
        if (original.keyInfo()[i].outType == MayaTangentType::Fixed)
            QCOMPARE(c.keyTangent(i, TangentSide::Out), original.keyTangent(i, TangentSide::Out));
    }
    const AnimCurve applied = c;
    QVERIFY(change.undoIt().isOk());
    QVERIFY(c == original);
    QVERIFY(change.redoIt().isOk());
    QVERIFY(c == applied);
    QCOMPARE(keyValues(c, keys), expected.value());
}

void TestKeySliders::applyToAnotherCurvesChangeIsRefused()
{
    AnimCurve other = exampleCurve();
    AnimCurveFn otherFn(other);
    AnimCurveChange change;
    QVERIFY(otherFn.setValue(0, 1.0, &change).isOk()); // the change now belongs to `other`
    AnimCurve c = exampleCurve();
    AnimCurveFn fn(c);
    QVERIFY(!applyKeySlider(fn, {2, 3}, params(KeySliderOp::Tween, 0.5), &change).isOk());
    QVERIFY(c == exampleCurve());
    QVERIFY(change.undoIt().isOk()); // still the one edit of `other`
    QVERIFY(other == exampleCurve());
}

void TestKeySliders::overflowIsRefused()
{
    // Key 1 lies 1e308 above the neighbours' line: doubling that distance overflows.
    AnimCurve c = makeCurve({0, 1, 2}, {0, 1e308, 0}, MayaTangentType::Flat);
    QCOMPARE(c.numKeys(), std::size_t(3));
    const AnimCurve before = c;
    const Result<Values> r = keySliderValues(c, {1}, params(KeySliderOp::PushPull, 1.0));
    QCOMPARE(r.status().id(), MessageId::SliderValueNotFinite);
    QVERIFY2(r.message().find("key 2") != std::string::npos, r.message().c_str());
    AnimCurveFn fn(c);
    QCOMPARE(applyKeySlider(fn, {1}, params(KeySliderOp::PushPull, 1.0)).id(), MessageId::SliderValueNotFinite);
    QVERIFY(c == before);
    // Half of it does not overflow.
    QVERIFY(keySliderValues(c, {1}, params(KeySliderOp::PushPull, -0.5)).isOk());
}

void TestKeySliders::unusedParametersAreNotChecked()
{
    // The default value matters to BlendToDefault only, the sharpness to Ease and BlendToEase only.
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const AnimCurve c = exampleCurve();
    const Result<Values> tween = keySliderValues(c, {2, 3}, params(KeySliderOp::Tween, 0.0, nan, nan));
    QVERIFY2(tween.isOk(), tween.message().c_str());
    QCOMPARE(tween.value(), (Values{6, 6}));
    QCOMPARE(keySliderValues(c, {2, 3}, params(KeySliderOp::Ease, 0.0, nan, 2.0)).value(), (Values{4.5, 6}));
    QCOMPARE(keySliderValues(c, {2, 3}, params(KeySliderOp::BlendToDefault, 1.0, 0.0, nan)).value(), (Values{0, 0}));
}

QTEST_GUILESS_MAIN(TestKeySliders)
#include "tst_key_sliders.moc"
