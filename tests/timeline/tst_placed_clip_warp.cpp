// core/timeline/PlacedClipWarp: a placed clip's warp from its clip's raw sync times and
// its own requests, speed and start (the seed's example 2 and 3 numbers), looping clips
// unwarped with a warning, and a placement in a Timeline warping as computed directly.
#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/PlacedClipWarp.h"
#include "core/timeline/TimelineCursor.h"

#include "tests/timeline/TimelineBuilders.h"

#include <QTest>

using namespace knotline;
using namespace knotline::test;

namespace {

/// The seed's example-3 motion (TimelineBuilders.h).
std::shared_ptr<const Clip> gesture(LoopMode mode = LoopMode::Once) { return gestureClip(mode); }

} // namespace

class TestPlacedClipWarp : public QObject {
    Q_OBJECT
private slots:
    void inputFromPlacement();
    void requestsWarp();
    void noRequestPlaysFromStart();
    void loopingClipsAreNotWarped_data();
    void loopingClipsAreNotWarped();
    void warpedPlacementEvaluates_data();
    void warpedPlacementEvaluates();
    void clipWithoutEndPlaysToItsEnd();
};

void TestPlacedClipWarp::inputFromPlacement()
{
    PlacedClip p = place(gesture(), 2.5, std::nullopt, 2.0);
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 6.0;
    const SyncWarpInput in = syncWarpInput(p);
    QVERIFY(in.raw == p.clip->syncTimes());
    QCOMPARE(in.duration, 4.0);
    QCOMPARE(in.speed, 2.0);
    QCOMPARE(in.now, 2.5);
    QVERIFY(in.requests == p.syncRequests);
    QVERIFY(!in.loop);
}

void TestPlacedClipWarp::requestsWarp()
{
    // Example 3 (corrected, spec §2): start=1 ready=1.5 stroke=4 gives relax 6.5, end 9.
    PlacedClip p = place(gesture(), 0.0);
    p.syncRequests[std::size_t(SyncPoint::Start)] = 1.0;
    p.syncRequests[std::size_t(SyncPoint::Ready)] = 1.5;
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 4.0;
    const Timeline timeline = makeTimeline(10.0, {track(QStringLiteral("/"), {p})});
    const Result<SyncWarp> w = placedClipWarp(timeline.placedClip({0, 0}));
    QVERIFY2(w, w.message().c_str());
    QCOMPARE(w->knots[std::size_t(SyncPoint::Relax)], 6.5);
    QCOMPARE(w->knots[std::size_t(SyncPoint::End)], 9.0);
    QCOMPARE(w->blendIn, 0.5);
    QCOMPARE(w->blendOut, 2.5);
    QCOMPARE(w->warp.evaluate(7.75), 3.5);
    QVERIFY(w->warnings.empty());
}

void TestPlacedClipWarp::noRequestPlaysFromStart()
{
    const Result<SyncWarp> w = placedClipWarp(place(gesture(), 3.0, std::nullopt, 2.0));
    QVERIFY2(w, w.message().c_str());
    QCOMPARE(w->knots[std::size_t(SyncPoint::Start)], 3.0);
    QCOMPARE(w->knots[std::size_t(SyncPoint::End)], 5.0);
    QCOMPARE(w->warp.evaluate(4.0), 2.0); // slope = speed
}

void TestPlacedClipWarp::loopingClipsAreNotWarped_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("loop") << int(LoopMode::Loop);
    QTest::newRow("ping_pong") << int(LoopMode::PingPong);
}

void TestPlacedClipWarp::loopingClipsAreNotWarped()
{
    QFETCH(int, mode);
    PlacedClip p = place(gesture(LoopMode(mode)), 1.0);
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 9.0;
    const Result<SyncWarp> w = placedClipWarp(p);
    QVERIFY2(w, w.message().c_str());
    QVERIFY(w->warp.isAffine());
    QCOMPARE(w->warp.evaluate(7.0), 6.0);
    QCOMPARE(w->warnings.size(), std::size_t(1));
    QCOMPARE(int(w->warnings.front().id), int(MessageId::SyncRequestsIgnoredForLoop));
}

void TestPlacedClipWarp::warpedPlacementEvaluates_data()
{
    // Example 3 (corrected): knots start 1, ready 1.5, stroke 4, relax 6.5, end 9 map to
    // clip times 0, 1, 2, 3, 4; arm:x shows the clip time. Before the start knot the key
    // is at rest; after the end knot it holds the end's value, written at 9.
    QTest::addColumn<double>("t");
    QTest::addColumn<bool>("present");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("held");
    QTest::addColumn<double>("writtenAt");
    QTest::newRow("before the start knot") << 0.999 << false << 0.0 << false << 0.0;
    QTest::newRow("start knot") << 1.0 << true << 0.0 << false << 1.0;
    QTest::newRow("start to ready, x2") << 1.25 << true << 0.5 << false << 1.25;
    QTest::newRow("ready to stroke, slowed 2.5x") << 2.75 << true << 1.5 << false << 2.75;
    QTest::newRow("stroke to relax") << 5.25 << true << 2.5 << false << 5.25;
    QTest::newRow("end knot (inclusive)") << 9.0 << true << 4.0 << false << 9.0;
    QTest::newRow("held after the end") << 12.0 << true << 4.0 << true << 9.0;
}

void TestPlacedClipWarp::warpedPlacementEvaluates()
{
    QFETCH(double, t);
    QFETCH(bool, present);
    QFETCH(double, value);
    QFETCH(bool, held);
    QFETCH(double, writtenAt);
    PlacedClip p = place(gesture(), 0.0);
    p.syncRequests[std::size_t(SyncPoint::Start)] = 1.0;
    p.syncRequests[std::size_t(SyncPoint::Ready)] = 1.5;
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 4.0;
    const Timeline timeline = makeTimeline(10.0, {track(QStringLiteral("arm"), {p})});
    const Pose pose = evaluateTimeline(timeline, t);
    const PoseEntry *e = pose.find({QStringLiteral("arm"), QStringLiteral("x")});
    QCOMPARE(e != nullptr, present);
    if (e) {
        QVERIFY(std::abs(std::get<double>(e->value) - value) <= 1e-12);
        QCOMPARE(e->source.state == PoseState::Held, held);
        QCOMPARE(e->source.writtenAt, writtenAt);
    }
    // The sequential path applies the same warp, bit for bit.
    TimelineCursor cursor(timeline);
    QVERIFY(identicalPoses(cursor.evaluate(t), pose));
}

// Found trying the command line: a clip whose sync times give only its stroke still has
// its start (0) and end (its duration), spec §2; the warp used to stop at the stroke.
void TestPlacedClipWarp::clipWithoutEndPlaysToItsEnd()
{
    SyncTimes raw;
    raw[std::size_t(SyncPoint::Stroke)] = 2.0;
    Result<Clip> c = Clip::make(QStringLiteral("m"), 3.0, LoopMode::Once,
                                {numberChannel(QStringLiteral("m"), QStringLiteral("x"), {{0, 0}, {3, 3}})}, raw);
    QVERIFY(c.isOk());
    PlacedClip p = place(std::make_shared<const Clip>(*c), 0.0);
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 5.0;
    const Timeline timeline = makeTimeline(10.0, {track(QStringLiteral("m"), {p})});
    const ChannelKey x{QStringLiteral("m"), QStringLiteral("x")};
    const std::vector<std::pair<double, double>> want{{4.0, 1.0}, {5.0, 2.0}, {5.5, 2.5}, {6.0, 3.0}};
    for (const auto &[t, v] : want) {
        const Pose pose = evaluateTimeline(timeline, t);
        QVERIFY2(pose.find(x), qPrintable(QString::number(t)));
        QCOMPARE(std::get<double>(pose.find(x)->value), v);
    }
    QVERIFY(!evaluateTimeline(timeline, 2.999).find(x)); // at rest before the start knot (3)
}

QTEST_APPLESS_MAIN(TestPlacedClipWarp)
#include "tst_placed_clip_warp.moc"
