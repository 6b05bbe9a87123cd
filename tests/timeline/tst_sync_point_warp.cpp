// core/timeline/SyncPointWarp: the seed's worked examples (smartbody-animation-sync-points)
// with spec/timeline.md §2's corrected numbers, 0/1/2+ requests, blends, every warning
// (dropped, reversed, collapsed, hold, loop) and the refused inputs.
#include "core/timeline/SyncPointWarp.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace knotline;

namespace {

using Knots = std::array<double, kSyncPointCount>;

SyncTimes times(std::initializer_list<std::pair<SyncPoint, double>> entries)
{
    SyncTimes out;
    for (const auto &[p, t] : entries)
        out[std::size_t(p)] = t;
    return out;
}

/// The seed's motion1 of examples 1 and 2: 3 s, stroke at 2 (ready 0.5, relax 2.5 as in
/// the golden cases seed-ex1-*, seed-ex2-*).
SyncTimes motion3s()
{
    using enum SyncPoint;
    return times({{Start, 0}, {Ready, 0.5}, {StrokeStart, 2}, {Stroke, 2}, {StrokeEnd, 2}, {Relax, 2.5}, {End, 3}});
}

/// Example 3's motion exactly as the seed lists it: start 0, ready 1, stroke 2, relax 3, end 4.
SyncTimes motion4s()
{
    using enum SyncPoint;
    return times({{Start, 0}, {Ready, 1}, {Stroke, 2}, {Relax, 3}, {End, 4}});
}

SyncWarp warpOf(const SyncWarpInput &in)
{
    Result<SyncWarp> w = computeSyncWarp(in);
    if (!w)
        qFatal("computeSyncWarp failed: %s", w.message().c_str());
    return std::move(w).value();
}

} // namespace

Q_DECLARE_METATYPE(knotline::SyncTimes)
Q_DECLARE_METATYPE(Knots)
Q_DECLARE_METATYPE(knotline::SyncWarpInput)
Q_DECLARE_METATYPE(std::vector<knotline::SyncWarpWarning>)

class TestSyncPointWarp : public QObject {
    Q_OBJECT
private slots:
    void seedExamples_data();
    void seedExamples();
    void warpFollowsKnots();
    void warnings_data();
    void warnings();
    void loopClipIsNotWarped();
    void refusedInputs_data();
    void refusedInputs();
};

void TestSyncPointWarp::seedExamples_data()
{
    using enum SyncPoint;
    QTest::addColumn<SyncTimes>("raw");
    QTest::addColumn<double>("duration");
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("now");
    QTest::addColumn<SyncTimes>("requests");
    QTest::addColumn<Knots>("knots");
    QTest::addColumn<double>("blendIn");
    QTest::addColumn<double>("blendOut");
    // Example 1: stroke=5 on a 3 s motion with its stroke at 2: a shift at natural speed,
    // starting at 3 (the seed's "4" is a slip, spec §2) and ending at 6.
    QTest::newRow("ex1 stroke=5") << motion3s() << 3.0 << 1.0 << 0.0 << times({{Stroke, 5}})
                                  << Knots{3, 3.5, 5, 5, 5, 5.5, 6} << 0.5 << 0.5;
    QTest::newRow("ex1 stroke=5, now 2.25") << motion3s() << 3.0 << 1.0 << 2.25 << times({{Stroke, 5}})
                                            << Knots{3, 3.5, 5, 5, 5, 5.5, 6} << 0.5 << 0.5;
    QTest::newRow("ex1 stroke=5 at speed 2") << motion3s() << 3.0 << 2.0 << 0.0 << times({{Stroke, 5}})
                                             << Knots{4, 4.25, 5, 5, 5, 5.25, 5.5} << 0.25 << 0.25;
    // Example 2: start=1 stroke=5 slows the motion 2x; it ends at 7. Speed cancels out.
    QTest::newRow("ex2 start=1 stroke=5") << motion3s() << 3.0 << 1.0 << 0.0 << times({{Start, 1}, {Stroke, 5}})
                                          << Knots{1, 2, 5, 5, 5, 6, 7} << 1.0 << 1.0;
    QTest::newRow("ex2 at speed 2") << motion3s() << 3.0 << 2.0 << 0.0 << times({{Start, 1}, {Stroke, 5}})
                                    << Knots{1, 2, 5, 5, 5, 6, 7} << 1.0 << 1.0;
    // Example 3: start=1 ready=1.5 stroke=4: start->ready 2x faster, ready->stroke 2.5x
    // slower (not the seed's 3x), so relax lands at 6.5 and end at 9.
    QTest::newRow("ex3 three points") << motion4s() << 4.0 << 1.0 << 0.0
                                      << times({{Start, 1}, {Ready, 1.5}, {Stroke, 4}})
                                      << Knots{1, 1.5, 1.5, 4, 4, 6.5, 9} << 0.5 << 2.5;
    // No request: the motion starts now at its speed.
    QTest::newRow("no request, now 3.5") << motion4s() << 4.0 << 1.0 << 3.5 << SyncTimes{}
                                         << Knots{3.5, 4.5, 4.5, 5.5, 5.5, 6.5, 7.5} << 1.0 << 1.0;
    QTest::newRow("no request at speed 2") << motion4s() << 4.0 << 2.0 << 1.0 << SyncTimes{}
                                           << Knots{1, 1.5, 1.5, 2, 2, 2.5, 3} << 0.5 << 0.5;
}

void TestSyncPointWarp::seedExamples()
{
    QFETCH(SyncTimes, raw);
    QFETCH(double, duration);
    QFETCH(double, speed);
    QFETCH(double, now);
    QFETCH(SyncTimes, requests);
    QFETCH(Knots, knots);
    QFETCH(double, blendIn);
    QFETCH(double, blendOut);
    const SyncWarp w = warpOf({raw, duration, speed, now, requests, false});
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        const QByteArray what = QByteArray("knot ") + syncPointName(SyncPoint(i)).data();
        QVERIFY2(qFuzzyCompare(w.knots[i] + 1.0, knots[i] + 1.0),
                 qPrintable(QStringLiteral("%1: %2, expected %3").arg(what).arg(w.knots[i]).arg(knots[i])));
    }
    QCOMPARE(w.blendIn, blendIn);
    QCOMPARE(w.blendOut, blendOut);
    QVERIFY(w.warnings.empty());
    // The warp maps each knot to its raw time (the end knot to the duration).
    QCOMPARE(w.warp.evaluate(knots[std::size_t(SyncPoint::End)]), duration);
    QCOMPARE(w.warp.evaluate(knots[std::size_t(SyncPoint::Start)]), 0.0);
}

void TestSyncPointWarp::warpFollowsKnots()
{
    using enum SyncPoint;
    // Example 3: ready (clip 1) at 1.5, stroke (clip 2) at 4, halfway: clip 1.5 at 2.75.
    const SyncWarp w = warpOf({motion4s(), 4.0, 1.0, 0.0, times({{Start, 1}, {Ready, 1.5}, {Stroke, 4}}), false});
    QCOMPARE(w.warp.evaluate(0.0), 0.0);   // clamped before start
    QCOMPARE(w.warp.evaluate(1.25), 0.5);  // start->ready at 2x
    QCOMPARE(w.warp.evaluate(1.5), 1.0);   // the later of the keys at 1.5 (ready, stroke_start)
    QCOMPARE(w.warp.evaluate(2.75), 1.5);
    QCOMPARE(w.warp.evaluate(7.75), 3.5);  // relax->end slowed 2.5x
    QCOMPARE(w.warp.evaluate(20.0), 4.0);  // clamped after end
    // Example 1 with a 3.2 s clip whose end point says 3: the end key maps to the duration.
    const SyncWarp d = warpOf({motion3s(), 3.2, 1.0, 0.0, times({{Stroke, 5}}), false});
    QCOMPARE(d.warp.evaluate(6.0), 3.2);
}

void TestSyncPointWarp::warnings_data()
{
    using enum SyncPoint;
    QTest::addColumn<SyncTimes>("raw");
    QTest::addColumn<SyncTimes>("requests");
    QTest::addColumn<bool>("loop");
    QTest::addColumn<std::vector<SyncWarpWarning>>("expected");
    QTest::addColumn<QString>("firstMessage");
    const SyncTimes full = times({{Start, 0}, {Ready, 1}, {StrokeStart, 1.5}, {Stroke, 2}, {StrokeEnd, 2.5}, {Relax, 3}, {End, 4}});
    QTest::newRow("dropped") << motion4s() << times({{Start, 1}, {StrokeStart, 2}, {StrokeEnd, 3}, {End, 7}}) << false
                             << std::vector<SyncWarpWarning>{{MessageId::SyncRequestDropped, StrokeStart, StrokeStart},
                                                             {MessageId::SyncRequestDropped, StrokeEnd, StrokeEnd}}
                             << "the clip has no stroke_start sync point: its request is dropped";
    QTest::newRow("reversed") << full << times({{Stroke, 1}, {End, 0.5}}) << false
                              << std::vector<SyncWarpWarning>{{MessageId::SyncRequestsReversed, Stroke, End}}
                              << "the requests for stroke and end are in reverse order: the clip plays backwards between them";
    QTest::newRow("collapsed") << full << times({{Start, 2}, {Ready, 2}}) << false
                               << std::vector<SyncWarpWarning>{{MessageId::SyncRequestsCollapsed, Start, Ready}}
                               << "start and ready are requested at the same time: the clip collapses to an instant there";
    QTest::newRow("hold") << times({{Start, 0}, {Ready, 1}, {StrokeStart, 2}, {Stroke, 2}, {StrokeEnd, 2}, {Relax, 3}, {End, 4}})
                          << times({{StrokeStart, 2}, {StrokeEnd, 4}}) << false
                          << std::vector<SyncWarpWarning>{{MessageId::SyncRequestsHold, StrokeStart, StrokeEnd}}
                          << "the clip has stroke_start and stroke_end at the same time but they are requested apart: the clip holds between them";
    QTest::newRow("loop") << full << times({{Stroke, 3}}) << true
                          << std::vector<SyncWarpWarning>{{MessageId::SyncRequestsIgnoredForLoop, Start, Start}}
                          << "a looping clip ignores its sync requests";
    QTest::newRow("fine") << full << times({{Start, 1}, {Relax, 5}}) << false << std::vector<SyncWarpWarning>{} << "";
}

void TestSyncPointWarp::warnings()
{
    QFETCH(SyncTimes, raw);
    QFETCH(SyncTimes, requests);
    QFETCH(bool, loop);
    QFETCH(std::vector<SyncWarpWarning>, expected);
    QFETCH(QString, firstMessage);
    const SyncWarp w = warpOf({raw, 4.0, 1.0, 0.0, requests, loop});
    QCOMPARE(w.warnings.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(int(w.warnings[i].id), int(expected[i].id));
        QCOMPARE(int(w.warnings[i].first), int(expected[i].first));
        QCOMPARE(int(w.warnings[i].second), int(expected[i].second));
    }
    if (!expected.empty())
        QCOMPARE(QString::fromStdString(w.warnings.front().message()), firstMessage);
}

void TestSyncPointWarp::loopClipIsNotWarped()
{
    using enum SyncPoint;
    const SyncWarp w = warpOf({motion4s(), 4.0, 2.0, 1.0, times({{Stroke, 10}, {End, 11}}), true});
    QVERIFY(w.warp.isAffine());
    QCOMPARE(w.warp.evaluate(1.0), 0.0);
    QCOMPARE(w.warp.evaluate(4.0), 6.0); // (t - start) * speed, unclamped: the loop wraps it
    QCOMPARE(w.knots[std::size_t(End)], 3.0);
    QCOMPARE(w.blendIn, 0.5);
}

void TestSyncPointWarp::refusedInputs_data()
{
    QTest::addColumn<SyncWarpInput>("input");
    QTest::addColumn<int>("id");
    QTest::addColumn<QString>("message");
    const double nan = std::nan("");
    SyncWarpInput zeroSpeed{motion4s(), 4.0, 0.0, 0.0, {}, false};
    QTest::newRow("speed 0") << zeroSpeed << int(MessageId::SyncWarpSpeedNotPositive)
                             << "sync warp: the speed must be greater than 0";
    SyncWarpInput negative = zeroSpeed;
    negative.speed = -1.0;
    QTest::newRow("negative speed") << negative << int(MessageId::SyncWarpSpeedNotPositive)
                                    << "sync warp: the speed must be greater than 0";
    SyncWarpInput nanSpeed = zeroSpeed;
    nanSpeed.speed = nan;
    QTest::newRow("NaN speed") << nanSpeed << int(MessageId::SyncWarpNotFinite)
                               << "sync warp: the speed is not a finite number";
    SyncWarpInput badRaw{motion4s(), 4.0, 1.0, 0.0, {}, false};
    badRaw.raw[std::size_t(SyncPoint::Relax)] = std::numeric_limits<double>::infinity();
    QTest::newRow("infinite raw relax") << badRaw << int(MessageId::SyncWarpNotFinite)
                                        << "sync warp: the raw relax is not a finite number";
    SyncWarpInput badRequest{motion4s(), 4.0, 1.0, 0.0, {}, false};
    badRequest.requests[std::size_t(SyncPoint::Ready)] = nan;
    QTest::newRow("NaN request") << badRequest << int(MessageId::SyncWarpNotFinite)
                                 << "sync warp: the requested ready is not a finite number";
    SyncWarpInput badDuration{motion4s(), nan, 1.0, 0.0, {}, false};
    QTest::newRow("NaN duration") << badDuration << int(MessageId::SyncWarpNotFinite)
                                  << "sync warp: the duration is not a finite number";
}

void TestSyncPointWarp::refusedInputs()
{
    QFETCH(SyncWarpInput, input);
    QFETCH(int, id);
    QFETCH(QString, message);
    const Result<SyncWarp> w = computeSyncWarp(input);
    QVERIFY(!w);
    QCOMPARE(int(w.status().id()), id);
    QCOMPARE(QString::fromStdString(w.message()), message);
}

QTEST_APPLESS_MAIN(TestSyncPointWarp)
#include "tst_sync_point_warp.moc"
