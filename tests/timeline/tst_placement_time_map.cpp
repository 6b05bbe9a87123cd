// core/timeline/PlacementTimeMap: a placed clip's timeline -> clip-time map as a TimeMap,
// against PlacementTiming (what evaluation uses) at many times: the plain map's keys
// (ramps, jumps at loop boundaries, holds), its values within 1e-9 * max(1, d) away from
// key inputs, the warp bit for bit; a layer offset's TimeMap bit for bit against
// LayerOffset::apply.
#include "core/time/LayerOffset.h"
#include "core/timeline/PlacementTimeMap.h"

#include "tests/timeline/TimelineBuilders.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace knotline;
using namespace knotline::test;

namespace {

std::shared_ptr<const Clip> clipOf(double d, LoopMode mode)
{
    return makeClip(QStringLiteral("c"), d, {numberChannel(QStringLiteral("a"), QStringLiteral("x"), {{0, 0}, {d, 1}})}, mode);
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// Distance from t to the nearest key input of `map`.
double distanceToKey(const TimeMap &map, double t)
{
    double best = INFINITY;
    for (const TimeMapKey &k : map.keys())
        best = std::min(best, std::abs(t - k.input));
    return best;
}

} // namespace

class TestPlacementTimeMap : public QObject {
    Q_OBJECT
private slots:
    void shapeOfThePlainMap_data();
    void shapeOfThePlainMap();
    void plainMapMatchesEvaluation_data();
    void plainMapMatchesEvaluation();
    void warpIsTheMap();
    void tooManyCyclesAreRefused();
    void layerOffsetIsATimeMap_data();
    void layerOffsetIsATimeMap();
};

void TestPlacementTimeMap::shapeOfThePlainMap_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("window"); // 0: none
    QTest::addColumn<QString>("keys");  // "input>output" pairs
    // d = 2, start 1, speed 2 (a cycle is 1 s on the timeline).
    QTest::newRow("once") << int(LoopMode::Once) << 0.0 << "1>0 2>2";
    QTest::newRow("once, short window") << int(LoopMode::Once) << 1.0 << "1>0 1.5>1";
    QTest::newRow("once, window past the end holds") << int(LoopMode::Once) << 3.0 << "1>0 2>2 2.5>2";
    QTest::newRow("loop, 1.5 cycles") << int(LoopMode::Loop) << 3.0 << "1>0 2>2 2>0 2.5>1";
    QTest::newRow("loop, 2 whole cycles") << int(LoopMode::Loop) << 4.0 << "1>0 2>2 2>0 3>2 3>0 3>0";
    QTest::newRow("ping_pong, 2.5 cycles") << int(LoopMode::PingPong) << 5.0 << "1>0 2>2 3>0 3.5>1";
}

void TestPlacementTimeMap::shapeOfThePlainMap()
{
    QFETCH(int, mode);
    QFETCH(double, window);
    QFETCH(QString, keys);
    const PlacedClip p = place(clipOf(2.0, LoopMode(mode)), 1.0, window > 0 ? std::optional<double>(window) : std::nullopt, 2.0);
    const Result<TimeMap> map = placementTimeMap(p);
    QVERIFY2(map, map ? "" : map.message().c_str());
    QStringList got;
    for (const TimeMapKey &k : map->keys())
        got << QStringLiteral("%1>%2").arg(k.input).arg(k.output);
    QCOMPARE(got.join(QLatin1Char(' ')), keys);
    // Clamped outside: 0 before the start, the held clip time after the end.
    QCOMPARE(map->evaluate(-100.0), 0.0);
    QCOMPARE(map->evaluate(1e6), p.heldClipTime());
}

void TestPlacementTimeMap::plainMapMatchesEvaluation_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("duration");
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("window"); // 0: none
    QTest::addColumn<double>("speed");
    QTest::newRow("once") << int(LoopMode::Once) << 1.7 << 0.3 << 0.0 << 1.0;
    QTest::newRow("once, window 2.5 d, slow") << int(LoopMode::Once) << 1.7 << -2.0 << 4.25 << 0.75;
    QTest::newRow("loop, 1.5 d") << int(LoopMode::Loop) << 0.37 << 0.1 << 0.555 << 1.25;
    QTest::newRow("loop, 40 cycles") << int(LoopMode::Loop) << 0.41 << 3.0 << 16.4 << 1.5;
    QTest::newRow("loop, long clip") << int(LoopMode::Loop) << 12.5 << 100.0 << 40.0 << 0.9;
    QTest::newRow("ping_pong, 2.5 d") << int(LoopMode::PingPong) << 0.8 << 0.0 << 2.0 << 1.0;
    QTest::newRow("ping_pong, 31 cycles, fast") << int(LoopMode::PingPong) << 0.3 << 5.0 << 9.3 << 3.0;
}

void TestPlacementTimeMap::plainMapMatchesEvaluation()
{
    QFETCH(int, mode);
    QFETCH(double, duration);
    QFETCH(double, start);
    QFETCH(double, window);
    QFETCH(double, speed);
    const PlacedClip p = place(clipOf(duration, LoopMode(mode)), start,
                               window > 0 ? std::optional<double>(window) : std::nullopt, speed);
    const PlacementTiming timing = placementTiming(p);
    QVERIFY(!timing.warp);
    const Result<TimeMap> map = placementTimeMap(timing);
    QVERIFY(map);
    QCOMPARE(map->keys().front().input, p.start);
    QCOMPARE(map->keys().back().input, p.end());
    QVERIFY(sameBits(map->keys().back().output, p.heldClipTime()));
    const double tolerance = 1e-9 * std::max(1.0, duration);
    const double from = p.start - 1.0, to = p.end() + 1.0;
    constexpr int kSamples = 20000;
    int compared = 0;
    for (int i = 0; i <= kSamples; ++i) {
        const double t = from + (to - from) * double(i) / kSamples;
        if (distanceToKey(*map, t) <= 1e-9)
            continue; // a jump's two sides are a rounding apart
        const double want = t < p.start ? 0.0 : (t <= p.end() ? timing.clipTime(t) : timing.heldClipTime());
        const double got = map->evaluate(t);
        QVERIFY2(std::abs(got - want) <= tolerance, qPrintable(QStringLiteral("t %1: map %2, evaluation %3").arg(t, 0, 'g', 17).arg(got, 0, 'g', 17).arg(want, 0, 'g', 17)));
        ++compared;
    }
    // Exactly at the start and after the end the map is exact.
    QVERIFY(sameBits(map->evaluate(p.start), timing.clipTime(p.start)));
    QVERIFY(sameBits(map->evaluate(p.end() + 1.0), timing.heldClipTime()));
    QVERIFY(compared > kSamples - 200);
    qInfo("compared %d times", compared);
}

void TestPlacementTimeMap::warpIsTheMap()
{
    // The seed's example 3 (spec §2, corrected): a 4 s clip with sync times 0, 1, 2, 3, 4
    // and requests start 1, ready 1.5, stroke 4; the map is the warp, bit for bit.
    PlacedClip p = place(gestureClip(), 0.0);
    p.syncRequests[std::size_t(SyncPoint::Start)] = 1.0;
    p.syncRequests[std::size_t(SyncPoint::Ready)] = 1.5;
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 4.0;
    const PlacementTiming timing = placementTiming(p);
    QVERIFY(timing.warp);
    const Result<TimeMap> map = placementTimeMap(p);
    QVERIFY(map);
    QVERIFY(*map == *timing.warp);
    QCOMPARE(map->keys().size(), std::size_t(7));
    int compared = 0;
    for (int i = 0; i <= 1000; ++i) {
        const double t = -1.0 + 11.0 * i / 1000.0;
        const double want = t <= timing.end ? timing.clipTime(t) : timing.heldClipTime();
        QVERIFY2(sameBits(map->evaluate(t), want), qPrintable(QString::number(t)));
        ++compared;
    }
    QCOMPARE(map->evaluate(9.0), 4.0);
    QCOMPARE(map->evaluate(2.75), 1.5); // halfway from ready (1.5 -> 1) to stroke (4 -> 2)
    qInfo("compared %d times", compared);
}

void TestPlacementTimeMap::tooManyCyclesAreRefused()
{
    const PlacedClip p = place(clipOf(1.0, LoopMode::Loop), 0.0, 1e9, 1.0);
    const Result<TimeMap> map = placementTimeMap(p);
    QVERIFY(!map);
    QCOMPARE(map.status().id(), MessageId::PlacementTimeMapTooManyCycles);
    QCOMPARE(QString::fromStdString(map.message()),
             QStringLiteral("placed clip 'c' plays 1e+09 cycles, more than the 100000 its time map may have"));
}

void TestPlacementTimeMap::layerOffsetIsATimeMap_data()
{
    QTest::addColumn<double>("offset");
    QTest::addColumn<double>("scale");
    QTest::newRow("identity") << 0.0 << 1.0;
    QTest::newRow("shift") << 10.0 << 1.0;
    QTest::newRow("seed: offset 10, scale 2") << 10.0 << 2.0;
    QTest::newRow("thirds") << -3.3 << 1.0 / 3.0;
    QTest::newRow("reversed") << 7.25 << -0.5;
}

void TestPlacementTimeMap::layerOffsetIsATimeMap()
{
    QFETCH(double, offset);
    QFETCH(double, scale);
    const LayerOffset lo{offset, scale};
    const TimeMap map = TimeMap::fromLayerOffset(lo);
    QVERIFY(map.isAffine());
    for (int i = -500; i <= 500; ++i) {
        const double t = i * 0.137;
        QVERIFY2(sameBits(map.evaluate(t), lo.apply(t)), qPrintable(QString::number(t)));
    }
    QVERIFY(map.toLayerOffset() == lo);
    qInfo("compared 1001 times");
}

QTEST_GUILESS_MAIN(TestPlacementTimeMap)
#include "tst_placement_time_map.moc"
