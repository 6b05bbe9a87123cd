// core/time/TimeMap: affine maps and layer offsets, keyed maps (interpolation, clamping,
// both jump conventions: SmartBody's later-key-wins and USD's SafeStep), construction
// errors, monotonicity, inverses, composition (checked against evaluating the two maps one
// after the other) and the sequential cursor (bit-identical to evaluate()).
#include "core/time/TimeMap.h"

#include <QTest>
#include <cmath>
#include <limits>
#include <random>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::TimeMap)

namespace {

TimeMap keyed(std::vector<TimeMapKey> keys, JumpRule rule = JumpRule::LaterKeyWins)
{
    Result<TimeMap> m = TimeMap::fromKeys(std::move(keys), rule);
    if (!m)
        qFatal("fromKeys failed: %s", m.message().c_str());
    return std::move(m).value();
}

double below(double t)
{
    return std::nextafter(t, -std::numeric_limits<double>::infinity());
}

} // namespace

class TestTimeMap : public QObject {
    Q_OBJECT
private slots:
    void identityAndAffine();
    void layerOffsetConversion();
    void keyedEvaluation_data();
    void keyedEvaluation();
    void laterKeyWinsJump();
    void usdSafeStepJump();
    void constructionErrors_data();
    void constructionErrors();
    void keysSortedStably();
    void monotoneQueries_data();
    void monotoneQueries();
    void inverse();
    void composeAffine();
    void composeMatchesSequentialEvaluation_data();
    void composeMatchesSequentialEvaluation();
    void composeKeepsJumps();
    void cursorMatchesEvaluate();
};

void TestTimeMap::identityAndAffine()
{
    const TimeMap id = TimeMap::identity();
    QVERIFY(id.isIdentity() && id.isAffine() && !id.isKeyed());
    QCOMPARE(id.evaluate(-3.25), -3.25);
    QVERIFY(!id.domain());
    const TimeMap a = TimeMap::affine(2.0, 10.0);
    QVERIFY(!a.isIdentity());
    QCOMPARE(a.evaluate(3.0), 16.0);
    QCOMPARE(a.evaluate(-1e6), -1999990.0); // unclamped
    const TimeMap placement = TimeMap::shiftThenScale(1.5, 2.0); // (t - start) * speed
    QCOMPARE(placement.evaluate(1.5), 0.0);
    QCOMPARE(placement.evaluate(2.0), 1.0);
    QVERIFY(std::isnan(TimeMap::fromKeys({{0, 0}, {1, 1}}).value().evaluate(std::nan(""))));
}

void TestTimeMap::layerOffsetConversion()
{
    const LayerOffset lo{10.0, 2.0};
    const TimeMap m = TimeMap::fromLayerOffset(lo);
    QCOMPARE(m.evaluate(10.0), lo.apply(10.0));
    QCOMPARE(m.toLayerOffset(), std::optional<LayerOffset>(lo));
    // A shift folds into the offset: (t - 3) * 2 = t * 2 - 6.
    QCOMPARE(TimeMap::shiftThenScale(3.0, 2.0).toLayerOffset(), std::optional<LayerOffset>(LayerOffset{-6.0, 2.0}));
    QVERIFY(!keyed({{0, 0}, {1, 2}}).toLayerOffset());
    // Composition agrees with LayerOffset's operator*.
    const LayerOffset inner{1.0, 3.0};
    const TimeMap c = compose(m, TimeMap::fromLayerOffset(inner));
    QCOMPARE(c.toLayerOffset(), std::optional<LayerOffset>(lo * inner));
}

void TestTimeMap::keyedEvaluation_data()
{
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("expected");
    // keys (1, 10), (3, 20), (4, 20), (6, 0)
    QTest::newRow("before first: hold") << -5.0 << 10.0;
    QTest::newRow("first key") << 1.0 << 10.0;
    QTest::newRow("inside rising piece") << 2.0 << 15.0;
    QTest::newRow("key") << 3.0 << 20.0;
    QTest::newRow("inside hold") << 3.5 << 20.0;
    QTest::newRow("inside falling piece") << 5.5 << 5.0;
    QTest::newRow("last key") << 6.0 << 0.0;
    QTest::newRow("after last: hold") << 100.0 << 0.0;
}

void TestTimeMap::keyedEvaluation()
{
    QFETCH(double, t);
    QFETCH(double, expected);
    const TimeMap m = keyed({{1, 10}, {3, 20}, {4, 20}, {6, 0}});
    QCOMPARE(m.evaluate(t), expected);
    QCOMPARE(m(t), expected);
    QCOMPARE(m.domain(), std::optional(std::make_pair(1.0, 6.0)));
}

void TestTimeMap::laterKeyWinsJump()
{
    // Three keys at 5 (a collapsed warp) between 3 and 7.
    const TimeMap m = keyed({{3, 0}, {5, 1}, {5, 2}, {5, 3}, {7, 4}});
    QVERIFY(m.hasJumps());
    QCOMPARE(m.evaluate(5.0), 3.0);            // the last key at 5 wins
    QCOMPARE(m.leftLimit(5.0), 1.0);           // approaching from below: the first
    QVERIFY(std::abs(m.evaluate(below(5.0)) - 1.0) < 1e-14);
    QCOMPARE(m.evaluate(4.0), 0.5);
    QCOMPARE(m.evaluate(6.0), 3.5);
    // A jump on the first key: before it the first key's output, at it the later one.
    const TimeMap first = keyed({{2, 0}, {2, 5}, {4, 6}});
    QCOMPARE(first.evaluate(1.0), 0.0);
    QCOMPARE(first.evaluate(2.0), 5.0);
    QCOMPARE(first.evaluate(3.0), 5.5);
}

void TestTimeMap::usdSafeStepJump()
{
    QCOMPARE(TimeMap::kUsdSafeStep, std::numeric_limits<double>::epsilon() * 1e6 * 10 * 2);
    QVERIFY(std::abs(TimeMap::kUsdSafeStep - 4.44e-9) < 1e-11);
    // times = [(0, 0), (10, 10), (10, 0), (20, 10)]: a jump back at stage time 10.
    const TimeMap m = keyed({{0, 0}, {10, 10}, {10, 0}, {20, 10}}, JumpRule::UsdSafeStep);
    QVERIFY(!m.hasJumps());
    QCOMPARE(m.keys()[1].input, 10.0 - TimeMap::kUsdSafeStep);
    QCOMPARE(m.evaluate(10.0), 0.0);                      // the later entry wins at T
    QCOMPARE(m.evaluate(10.0 - TimeMap::kUsdSafeStep), 10.0);
    QVERIFY(std::abs(m.evaluate(5.0) - 5.0) < 1e-8); // slope 10 / (10 - SafeStep)
    const double mid = 10.0 - TimeMap::kUsdSafeStep / 2;  // interpolates across the step
    QVERIFY(std::abs(m.evaluate(mid) - 5.0) < 1e-6);
    QCOMPARE(m.evaluate(15.0), 5.0);
    // The same keys with SmartBody's rule keep the jump.
    const TimeMap sb = keyed({{0, 0}, {10, 10}, {10, 0}, {20, 10}});
    QVERIFY(sb.hasJumps());
    QCOMPARE(sb.evaluate(10.0), 0.0);
    QVERIFY(std::abs(sb.evaluate(below(10.0)) - 10.0) < 1e-12);
    // The moved entry never passes the one before it.
    const TimeMap close = keyed({{0, 0}, {1e-9, 1}, {1e-9, 2}}, JumpRule::UsdSafeStep);
    QCOMPARE(close.keys()[1].input, 0.0);
}

void TestTimeMap::constructionErrors_data()
{
    QTest::addColumn<std::vector<double>>("inputs");
    QTest::addColumn<std::vector<double>>("outputs");
    QTest::addColumn<int>("rule");
    QTest::addColumn<int>("id");
    QTest::addColumn<QString>("message");
    const double nan = std::nan("");
    const double inf = std::numeric_limits<double>::infinity();
    const int later = int(JumpRule::LaterKeyWins);
    const int usd = int(JumpRule::UsdSafeStep);
    QTest::newRow("no keys") << std::vector<double>{} << std::vector<double>{} << later
                             << int(MessageId::TimeMapNoKeys) << "a time map needs at least one key";
    QTest::newRow("NaN input") << std::vector<double>{0, nan} << std::vector<double>{0, 1} << later
                               << int(MessageId::TimeMapKeyNotFinite) << "time map key 2 is not a finite number";
    QTest::newRow("infinite output") << std::vector<double>{0, 1, 2} << std::vector<double>{-inf, 1, 2} << later
                                     << int(MessageId::TimeMapKeyNotFinite) << "time map key 1 is not a finite number";
    QTest::newRow("lists differ") << std::vector<double>{0, 1} << std::vector<double>{0} << later
                                  << int(MessageId::TimeMapKeyListsDiffer)
                                  << "a time map needs as many output times as input times (2 inputs, 1 outputs)";
    QTest::newRow("three at one time (USD)") << std::vector<double>{0, 2.5, 2.5, 2.5} << std::vector<double>{0, 1, 2, 3}
                                             << usd << int(MessageId::TimeMapTooManyKeysAtTime)
                                             << "more than two time map entries at time 2.5";
}

void TestTimeMap::constructionErrors()
{
    QFETCH(std::vector<double>, inputs);
    QFETCH(std::vector<double>, outputs);
    QFETCH(int, rule);
    QFETCH(int, id);
    QFETCH(QString, message);
    const Result<TimeMap> m = TimeMap::fromKeys(inputs, outputs, JumpRule(rule));
    QVERIFY(!m);
    QCOMPARE(int(m.status().id()), id);
    QCOMPARE(QString::fromStdString(m.message()), message);
}

void TestTimeMap::keysSortedStably()
{
    const TimeMap m = keyed({{5, 1}, {0, 0}, {5, 2}, {2, 9}});
    const std::vector<TimeMapKey> want{{0, 0}, {2, 9}, {5, 1}, {5, 2}};
    QVERIFY(m.keys() == want);
    // Three keys at one time are fine under SmartBody's rule.
    QVERIFY(TimeMap::fromKeys({0, 2.5, 2.5, 2.5}, {0, 1, 2, 3}));
}

void TestTimeMap::monotoneQueries_data()
{
    QTest::addColumn<std::vector<double>>("inputs");
    QTest::addColumn<std::vector<double>>("outputs");
    QTest::addColumn<bool>("monotone");
    QTest::addColumn<bool>("strictly");
    QTest::newRow("rising") << std::vector<double>{0, 1, 3} << std::vector<double>{0, 2, 3} << true << true;
    QTest::newRow("falling") << std::vector<double>{0, 1, 3} << std::vector<double>{5, 2, 1} << true << true;
    QTest::newRow("hold") << std::vector<double>{0, 1, 3} << std::vector<double>{0, 2, 2} << true << false;
    QTest::newRow("jump up") << std::vector<double>{0, 1, 1, 3} << std::vector<double>{0, 1, 2, 3} << true << false;
    QTest::newRow("jump back") << std::vector<double>{0, 1, 1, 3} << std::vector<double>{0, 1, 0, 3} << false << false;
    QTest::newRow("up and down") << std::vector<double>{0, 1, 3} << std::vector<double>{0, 2, 1} << false << false;
    QTest::newRow("one key") << std::vector<double>{4} << std::vector<double>{7} << true << true;
}

void TestTimeMap::monotoneQueries()
{
    QFETCH(std::vector<double>, inputs);
    QFETCH(std::vector<double>, outputs);
    QFETCH(bool, monotone);
    QFETCH(bool, strictly);
    const TimeMap m = TimeMap::fromKeys(inputs, outputs).value();
    QCOMPARE(m.isMonotone(), monotone);
    QCOMPARE(m.isStrictlyMonotone(), strictly);
    QCOMPARE(m.inverse().has_value(), strictly);
}

void TestTimeMap::inverse()
{
    const TimeMap a = compose(TimeMap::affine(1.0, 1.0), TimeMap::shiftThenScale(2.0, 4.0)); // (t - 2) * 4 + 1
    const std::optional<TimeMap> ai = a.inverse();
    QVERIFY(ai);
    QCOMPARE(ai->evaluate(a.evaluate(3.5)), 3.5);
    QVERIFY(!TimeMap::affine(0.0, 3.0).inverse());

    const TimeMap rising = keyed({{0, 10}, {2, 20}, {3, 40}});
    const std::optional<TimeMap> ri = rising.inverse();
    QVERIFY(ri);
    QCOMPARE(ri->evaluate(15.0), 1.0);
    QCOMPARE(ri->evaluate(30.0), 2.5);
    QCOMPARE(ri->evaluate(0.0), 0.0);  // clamped outside the range
    QCOMPARE(ri->evaluate(99.0), 3.0);

    const TimeMap falling = keyed({{0, 3}, {1, 2}, {4, 0}});
    const std::optional<TimeMap> fi = falling.inverse();
    QVERIFY(fi);
    QCOMPARE(fi->domain(), std::optional(std::make_pair(0.0, 3.0)));
    QCOMPARE(fi->evaluate(1.0), 2.5);
    QCOMPARE(fi->evaluate(2.5), 0.5);
}

void TestTimeMap::composeAffine()
{
    const TimeMap outer = TimeMap::shiftThenScale(1.0, 3.0);
    const TimeMap inner = TimeMap::affine(2.0, 5.0);
    const TimeMap c = compose(outer, inner);
    QVERIFY(c.isAffine());
    for (double t : {-2.0, 0.0, 0.5, 7.0})
        QCOMPARE(c.evaluate(t), outer.evaluate(inner.evaluate(t)));
    QVERIFY(compose(TimeMap::identity(), TimeMap::identity()).isIdentity());
}

void TestTimeMap::composeMatchesSequentialEvaluation_data()
{
    QTest::addColumn<TimeMap>("outer");
    QTest::addColumn<TimeMap>("inner");
    const TimeMap warp = keyed({{0, 0}, {1, 0.5}, {3, 2.5}, {3, 3}, {4, 3}, {6, 1}});
    const TimeMap ramp = keyed({{-1, -2}, {2, 1}, {5, 7}});
    const TimeMap back = keyed({{0, 6}, {6, 0}});
    QTest::newRow("keyed after keyed") << warp << ramp;
    QTest::newRow("keyed after descending keyed") << warp << back;
    QTest::newRow("keyed after affine") << warp << TimeMap::affine(0.5, 1.0);
    QTest::newRow("keyed after reversing affine") << warp << TimeMap::affine(-2.0, 4.0);
    QTest::newRow("keyed after constant") << warp << TimeMap::affine(0.0, 3.5);
    QTest::newRow("affine after keyed") << TimeMap::shiftThenScale(1.0, 24.0) << warp;
    QTest::newRow("placement after warp") << ramp << warp;
}

void TestTimeMap::composeMatchesSequentialEvaluation()
{
    QFETCH(TimeMap, outer);
    QFETCH(TimeMap, inner);
    const TimeMap c = compose(outer, inner);
    int compared = 0;
    for (int i = -200; i <= 1000; ++i) {
        const double t = i * 0.00731;
        const double want = outer.evaluate(inner.evaluate(t));
        const double got = c.evaluate(t);
        if (std::abs(got - want) > 1e-9 * std::max(1.0, std::abs(want))) {
            // Only an isolated jump point may differ (the documented right-side rule).
            const bool atJump = std::abs(c.evaluate(std::nextafter(t, 1e9)) - got) < 1e-9;
            QVERIFY2(atJump, qPrintable(QStringLiteral("t=%1 got %2 want %3").arg(t).arg(got).arg(want)));
        }
        ++compared;
    }
    QCOMPARE(compared, 1201);
}

void TestTimeMap::composeKeepsJumps()
{
    // An ascending inner that crosses outer's jump at 3 (at t = 1.5) gives a jump there.
    const TimeMap outer = keyed({{0, 0}, {3, 3}, {3, 10}, {6, 13}});
    const TimeMap inner = keyed({{0, 0}, {2, 4}});
    const TimeMap c = compose(outer, inner);
    QVERIFY(c.hasJumps());
    QCOMPARE(c.evaluate(1.5), 10.0);
    QCOMPARE(c.leftLimit(1.5), 3.0);
    QCOMPARE(c.evaluate(1.0), 2.0);
    QCOMPARE(c.evaluate(2.0), 11.0);
    QCOMPARE(c.evaluate(5.0), 11.0); // inner holds at 4
    // A jump of inner stays a jump.
    const TimeMap c2 = compose(TimeMap::affine(2.0, 0.0), keyed({{1, 1}, {1, 5}}));
    QCOMPARE(c2.evaluate(0.0), 2.0);
    QCOMPARE(c2.evaluate(1.0), 10.0);
}

void TestTimeMap::cursorMatchesEvaluate()
{
    std::vector<TimeMapKey> keys;
    std::mt19937 rng(13);
    std::uniform_real_distribution<double> step(0.0, 0.3);
    double t = 0.0;
    for (int i = 0; i < 200; ++i) {
        if (i % 17 != 5) // every 17th key shares its time with the one before (a jump)
            t += step(rng);
        keys.push_back({t, std::sin(i * 0.37) * 10.0});
    }
    const TimeMap m = keyed(keys);
    TimeMap::Cursor forward(m);
    int compared = 0;
    for (double s = -1.0; s < t + 1.0; s += 1.0 / 24.0, ++compared)
        QCOMPARE(forward.evaluate(s), m.evaluate(s));
    for (const TimeMapKey &k : keys) { // exactly on every key, jumps included
        QCOMPARE(forward.evaluate(k.input), m.evaluate(k.input));
        QCOMPARE(forward.evaluate(below(k.input)), m.evaluate(below(k.input)));
        compared += 2;
    }
    TimeMap::Cursor random(m);
    std::uniform_real_distribution<double> anywhere(-2.0, t + 2.0);
    for (int i = 0; i < 2000; ++i, ++compared) {
        const double s = anywhere(rng);
        QCOMPARE(random.evaluate(s), m.evaluate(s));
    }
    QVERIFY(compared > 2400);
}

QTEST_APPLESS_MAIN(TestTimeMap)
#include "tst_time_map.moc"
