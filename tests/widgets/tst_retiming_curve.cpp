// RetimingCurve: the pieces the retiming chart draws for placed clips (plays once, longer
// window, speed, loop, ping-pong, sync warp) and USD clip sets (holds, jumps, reversals),
// checked piece by piece and, for placements, sample by sample against PlacementTiming.
#include "tests/timeline/TimelineBuilders.h"
#include "core/timeline/PlacementTiming.h"
#include "core/valueclips/ClipSet.h"
#include "widgets/charts/RetimingCurve.h"

#include <QTest>

using namespace knotline;
using namespace knotline::test;
using Kind = RetimingPiece::Kind;

Q_DECLARE_METATYPE(knotline::PlacedClip)

namespace {

std::shared_ptr<const Clip> clip(double duration, LoopMode mode = LoopMode::Once, SyncTimes raw = {})
{
    Result<Clip> c = Clip::make(QStringLiteral("c"), duration, mode, {numberChannel("a", "x", {{0, 0}, {duration, 1}})}, raw);
    if (!c)
        qFatal("clip: %s", c.message().c_str());
    return std::make_shared<const Clip>(*c);
}

/// The seed's example-3 gesture (start 0, ready 1, stroke 2, relax 3, end 4) asked for
/// start 1, ready 1.5, stroke 4.
PlacedClip warped()
{
    PlacedClip p = place(clip(4.0, LoopMode::Once, exampleThreeSyncTimes()), 0.0);
    p.syncRequests[std::size_t(SyncPoint::Start)] = 1.0;
    p.syncRequests[std::size_t(SyncPoint::Ready)] = 1.5;
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 4.0;
    return p;
}

RetimingPiece piece(Kind kind, double s0, double c0, double s1, double c1)
{
    return {kind, s0, c0, s1, c1};
}

QString text(const std::vector<RetimingPiece> &pieces)
{
    QString out;
    for (const RetimingPiece &p : pieces)
        out += QStringLiteral("[%1 (%2,%3)-(%4,%5)] ")
                   .arg(int(p.kind))
                   .arg(p.stage0)
                   .arg(p.clip0)
                   .arg(p.stage1)
                   .arg(p.clip1);
    return out;
}

} // namespace

class TestRetimingCurve : public QObject {
    Q_OBJECT
private slots:
    void placements_data();
    void placements();
    void placementsMatchTheirTiming_data();
    void placementsMatchTheirTiming();
    void syncWarpShowsItsKnots();
    void manyLoopsAreTruncated();
    void clipSets_data();
    void clipSets();
};

void TestRetimingCurve::placements_data()
{
    QTest::addColumn<PlacedClip>("placed");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<std::vector<RetimingPiece>>("pieces");
    QTest::addColumn<std::vector<double>>("jumps");
    QTest::addColumn<std::vector<double>>("reversals");

    QTest::newRow("once") << place(clip(2.0), 1.0) << 0.0 << 5.0
                          << std::vector{piece(Kind::Forward, 1, 0, 3, 2), piece(Kind::Hold, 3, 2, 5, 2)}
                          << std::vector<double>{} << std::vector<double>{};
    QTest::newRow("once, window longer than the clip")
        << place(clip(2.0), 1.0, 3.0) << 0.0 << 6.0
        << std::vector{piece(Kind::Forward, 1, 0, 3, 2), piece(Kind::Hold, 3, 2, 4, 2), piece(Kind::Hold, 4, 2, 6, 2)}
        << std::vector<double>{} << std::vector<double>{};
    QTest::newRow("twice the speed") << place(clip(2.0), 1.0, std::nullopt, 2.0) << 0.0 << 3.0
                                     << std::vector{piece(Kind::Forward, 1, 0, 2, 2), piece(Kind::Hold, 2, 2, 3, 2)}
                                     << std::vector<double>{} << std::vector<double>{};
    QTest::newRow("loop: jumps back, holds the first key on a cycle boundary")
        << place(clip(1.0, LoopMode::Loop), 0.0, 3.0) << 0.0 << 4.0
        << std::vector{piece(Kind::Forward, 0, 0, 1, 1), piece(Kind::Forward, 1, 0, 2, 1),
                       piece(Kind::Forward, 2, 0, 3, 1), piece(Kind::Hold, 3, 0, 4, 0)}
        << std::vector<double>{1, 2, 3} << std::vector<double>{};
    QTest::newRow("ping-pong: turns round")
        << place(clip(1.0, LoopMode::PingPong), 0.0, 2.5) << 0.0 << 3.0
        << std::vector{piece(Kind::Forward, 0, 0, 1, 1), piece(Kind::Reverse, 1, 1, 2, 0),
                       piece(Kind::Forward, 2, 0, 2.5, 0.5), piece(Kind::Hold, 2.5, 0.5, 3, 0.5)}
        << std::vector<double>{} << std::vector<double>{1, 2};
    QTest::newRow("loop, clipped to the interval")
        << place(clip(1.0, LoopMode::Loop), 0.0, 3.0) << 1.5 << 2.25
        << std::vector{piece(Kind::Forward, 1.5, 0.5, 2, 1), piece(Kind::Forward, 2, 0, 2.25, 0.25)}
        << std::vector<double>{2} << std::vector<double>{};
    QTest::newRow("ended before the interval: held")
        << place(clip(2.0), 1.0) << 10.0 << 12.0 << std::vector{piece(Kind::Hold, 10, 2, 12, 2)}
        << std::vector<double>{} << std::vector<double>{};
    QTest::newRow("starts after the interval: at rest") << place(clip(2.0), 20.0) << 10.0 << 12.0
                                                        << std::vector<RetimingPiece>{} << std::vector<double>{}
                                                        << std::vector<double>{};
}

void TestRetimingCurve::placements()
{
    QFETCH(PlacedClip, placed);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(std::vector<RetimingPiece>, pieces);
    QFETCH(std::vector<double>, jumps);
    QFETCH(std::vector<double>, reversals);
    const RetimingCurve curve = placementRetiming(placed, from, to);
    QVERIFY2(curve.pieces == pieces, qPrintable(text(curve.pieces) + QStringLiteral(" vs ") + text(pieces)));
    QCOMPARE(curve.jumps, jumps);
    QCOMPARE(curve.reversals, reversals);
    QCOMPARE(curve.atRestBefore, std::optional<double>(placed.start));
    QVERIFY(curve.syncPoints.empty());
    QVERIFY(!curve.truncated);
}

void TestRetimingCurve::placementsMatchTheirTiming_data()
{
    QTest::addColumn<PlacedClip>("placed");
    QTest::newRow("once") << place(clip(2.0), 1.0);
    QTest::newRow("once, long window, slow") << place(clip(2.0), 1.0, 3.0, 0.75);
    QTest::newRow("loop, fast") << place(clip(0.7, LoopMode::Loop), 0.5, 3.1, 1.6);
    QTest::newRow("ping-pong") << place(clip(0.9, LoopMode::PingPong), -1.0, 4.4, 1.3);
    QTest::newRow("sync warp") << warped();
}

// Between its ends each piece is the placement's clip time (PlacementTiming) to 1e-9,
// at 2,001 times over an interval around the placement.
void TestRetimingCurve::placementsMatchTheirTiming()
{
    QFETCH(PlacedClip, placed);
    const PlacementTiming timing = placementTiming(placed);
    const double from = timing.start - 1.0, to = timing.end + 1.0;
    const RetimingCurve curve = placementRetiming(placed, from, to);
    int compared = 0;
    for (int i = 0; i <= 2000; ++i) {
        const double t = from + (to - from) * i / 2000.0;
        const auto p = std::find_if(curve.pieces.begin(), curve.pieces.end(),
                                    [t](const RetimingPiece &p) { return p.stage0 < t && t < p.stage1; });
        if (t < timing.start) {
            QVERIFY2(p == curve.pieces.end(), qPrintable(QString::number(t)));
            continue;
        }
        if (p == curve.pieces.end())
            continue; // exactly on a piece boundary
        const double drawn = p->clip0 + (p->clip1 - p->clip0) * (t - p->stage0) / (p->stage1 - p->stage0);
        const double expected = t <= timing.end ? timing.clipTime(t) : timing.heldClipTime();
        QVERIFY2(std::abs(drawn - expected) < 1e-9,
                 qPrintable(QStringLiteral("t %1: drawn %2, expected %3").arg(t).arg(drawn).arg(expected)));
        ++compared;
    }
    QVERIFY(compared > 1000);
    qInfo("%d samples compared", compared);
}

void TestRetimingCurve::syncWarpShowsItsKnots()
{
    const PlacedClip placed = warped();
    const PlacementTiming timing = placementTiming(placed);
    QVERIFY(timing.warp);
    const RetimingCurve curve = placementRetiming(placed, 0.0, 12.0);
    QCOMPARE(curve.syncPoints, timing.warp->keys());
    QVERIFY(curve.syncPoints.size() >= 5);
    QCOMPARE(curve.atRestBefore, std::optional<double>(timing.start));
    QCOMPARE(curve.pieces.front().stage0, timing.start);
    QCOMPARE(curve.pieces.back().kind, Kind::Hold);
    QCOMPARE(curve.pieces.back().stage1, 12.0);
    QCOMPARE(curve.pieces.back().clip1, timing.heldClipTime());
}

void TestRetimingCurve::manyLoopsAreTruncated()
{
    const RetimingCurve curve = placementRetiming(place(clip(0.001, LoopMode::Loop), 0.0, 100.0), 0.0, 100.0);
    QVERIFY(curve.truncated);
    QCOMPARE(curve.pieces.size(), RetimingCurve::kMaxCycles);
    QCOMPARE(curve.pieces.back().kind, Kind::Forward); // no hold: the end is not reached
}

void TestRetimingCurve::clipSets_data()
{
    QTest::addColumn<std::vector<ClipTimePair>>("times");
    QTest::addColumn<std::vector<RetimingPiece>>("pieces");
    QTest::addColumn<std::vector<double>>("jumps");
    QTest::addColumn<std::vector<double>>("reversals");
    QTest::newRow("no times: the identity") << std::vector<ClipTimePair>{}
                                            << std::vector{piece(Kind::Forward, -5, -5, 30, 30)}
                                            << std::vector<double>{} << std::vector<double>{};
    QTest::newRow("a jump back (a loop)")
        << std::vector<ClipTimePair>{{0, 10}, {10, 20}, {10, 0}, {20, 10}}
        << std::vector{piece(Kind::Hold, -5, 10, 0, 10), piece(Kind::Forward, 0, 10, 10, 20),
                       piece(Kind::Forward, 10, 0, 20, 10), piece(Kind::Hold, 20, 10, 30, 10)}
        << std::vector<double>{10} << std::vector<double>{};
    QTest::newRow("forward, hold, backward")
        << std::vector<ClipTimePair>{{0, 0}, {10, 10}, {15, 10}, {20, 5}}
        << std::vector{piece(Kind::Hold, -5, 0, 0, 0), piece(Kind::Forward, 0, 0, 10, 10), piece(Kind::Hold, 10, 10, 15, 10),
                       piece(Kind::Reverse, 15, 10, 20, 5), piece(Kind::Hold, 20, 5, 30, 5)}
        << std::vector<double>{} << std::vector<double>{15};
}

void TestRetimingCurve::clipSets()
{
    QFETCH(std::vector<ClipTimePair>, times);
    QFETCH(std::vector<RetimingPiece>, pieces);
    QFETCH(std::vector<double>, jumps);
    QFETCH(std::vector<double>, reversals);
    ClipSet set;
    set.times = times;
    const RetimingCurve curve = clipSetRetiming(set, -5.0, 30.0);
    QVERIFY2(curve.pieces == pieces, qPrintable(text(curve.pieces) + QStringLiteral(" vs ") + text(pieces)));
    QCOMPARE(curve.jumps, jumps);
    QCOMPARE(curve.reversals, reversals);
    QVERIFY(!curve.atRestBefore);
}

QTEST_MAIN(TestRetimingCurve)
#include "tst_retiming_curve.moc"
