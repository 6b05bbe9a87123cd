// evaluateTimeline (spec/timeline.md §1.2–1.4, ../shared/golden/timeline/README.md rules):
// every doctest example of the seed (../shared/seeds/timeline-placed-clips.txt), built in
// C++, then one table per rule: loop boundaries, ping-pong apex, the inclusive end, held
// values and their ties, later wins, at rest = absent, write groups in both property
// spaces, dual-valued keys, speed and window, blends not applied, t not clamped. Each row
// compares the whole pose, provenance included (tests/timeline/PoseText.h).
#include "tests/timeline/PoseText.h"
#include "tests/timeline/TimelineBuilders.h"

#include "core/timeline/EvaluateTimeline.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace knotline;
using namespace knotline::test;

Q_DECLARE_METATYPE(knotline::Timeline)

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double before(double x) { return std::nextafter(x, -kInf); }
double after(double x) { return std::nextafter(x, kInf); }

ClipChannel ramp(const QString &target, const QString &property, double d, double top)
{
    return numberChannel(target, property, {{0.0, 0.0}, {d, top}});
}

/// The seed's first example: a 1 s clip "walk" ramping a.x from 0 to 10, placed at 0.5.
Timeline seedWalk()
{
    const auto clip = makeClip("walk", 1.0, {ramp("a", "x", 1.0, 10.0)});
    return makeTimeline(2.0, {track("a", {place(clip, 0.5)})});
}

/// A clip of duration 1 ramping a.x 0 → 10, with `mode`, placed at 2 with `window`.
Timeline looping(LoopMode mode, double window, double speed = 1.0)
{
    const auto clip = makeClip("cycle", 1.0, {ramp("a", "x", 1.0, 10.0)}, mode);
    return makeTimeline(10.0, {track("a", {place(clip, 2.0, window, speed)})});
}

} // namespace

class TstTimelineEvaluate : public QObject {
    Q_OBJECT
private slots:
    void pose_data();
    void pose();
    void valueAccessors();
};

void TstTimelineEvaluate::pose_data()
{
    QTest::addColumn<Timeline>("timeline");
    QTest::addColumn<double>("t");
    QTest::addColumn<QString>("want");

    // ---- the seed's doctest examples ----
    QTest::newRow("seed: walk at 1.0 is 5") << seedWalk() << 1.0 << "a:x=5 A0.0@1";
    QTest::newRow("seed: at 0.0 not started, absent") << seedWalk() << 0.0 << "";
    QTest::newRow("seed: ended at 1.75, end value holds") << seedWalk() << 1.75 << "a:x=10 H0.0@1.5";
    {
        // timeline_from_compiled's example: clip m (1 s, a.x 0 → 4) at 0, t = 0.25.
        const auto m = makeClip("m", 1.0, {ramp("a", "x", 1.0, 4.0)});
        QTest::newRow("seed: compiled document at 0.25") << makeTimeline(1.0, {track("", {place(m, 0.0)})}) << 0.25
                                                         << "a:x=1 A0.0@0.25";
    }

    // ---- inclusive end, start boundary, one ulp either side ----
    QTest::newRow("one ulp before the start: absent") << seedWalk() << before(0.5) << "";
    QTest::newRow("exactly at the start: active") << seedWalk() << 0.5 << "a:x=0 A0.0@0.5";
    QTest::newRow("exactly at the end: still active") << seedWalk() << 1.5 << "a:x=10 A0.0@1.5";
    QTest::newRow("one ulp after the end: held, written at the end")
        << seedWalk() << after(1.5) << "a:x=10 H0.0@1.5";
    QTest::newRow("t is not clamped to the duration") << seedWalk() << 1e6 << "a:x=10 H0.0@1.5";
    QTest::newRow("NaN: empty") << seedWalk() << std::numeric_limits<double>::quiet_NaN() << "";
    QTest::newRow("-inf: empty") << seedWalk() << -kInf << "";
    QTest::newRow("+inf: held") << seedWalk() << kInf << "a:x=10 H0.0@1.5";

    // ---- loop wrap (§1.2) ----
    QTest::newRow("loop: inside the first cycle") << looping(LoopMode::Loop, 3.0) << 2.25 << "a:x=2.5 A0.0@2.25";
    QTest::newRow("loop: cycle boundary shows the first key") << looping(LoopMode::Loop, 3.0) << 3.0 << "a:x=0 A0.0@3";
    QTest::newRow("loop: one ulp before the boundary is near the last key")
        << looping(LoopMode::Loop, 3.0) << before(3.0)
        << QStringLiteral("a:x=%1 A0.0@%2")
               .arg(numberText(std::fmod(before(3.0) - 2.0, 1.0) * 10.0),
                    numberText(before(3.0)));
    QTest::newRow("loop: active at its end on a cycle boundary: first key") << looping(LoopMode::Loop, 3.0) << 5.0
                                                                            << "a:x=0 A0.0@5";
    QTest::newRow("loop: held after ending on a cycle boundary: first key") << looping(LoopMode::Loop, 3.0) << 6.0
                                                                            << "a:x=0 H0.0@5";
    QTest::newRow("loop: held mid-cycle end") << looping(LoopMode::Loop, 2.5) << 9.0 << "a:x=5 H0.0@4.5";
    QTest::newRow("once: past the clip's duration holds its last frame") << looping(LoopMode::Once, 3.0) << 4.5
                                                                          << "a:x=10 A0.0@4.5";
    QTest::newRow("ping-pong: forward") << looping(LoopMode::PingPong, 4.0) << 2.5 << "a:x=5 A0.0@2.5";
    QTest::newRow("ping-pong: apex shows d") << looping(LoopMode::PingPong, 4.0) << 3.0 << "a:x=10 A0.0@3";
    QTest::newRow("ping-pong: backward") << looping(LoopMode::PingPong, 4.0) << 3.75 << "a:x=2.5 A0.0@3.75";
    QTest::newRow("ping-pong: full cycle back at 0") << looping(LoopMode::PingPong, 4.0) << 4.0 << "a:x=0 A0.0@4";
    QTest::newRow("ping-pong: held at the apex") << looping(LoopMode::PingPong, 3.0) << 8.0 << "a:x=10 H0.0@5";
    QTest::newRow("speed 2: clip time (t − s) · v") << looping(LoopMode::Once, 1.0, 2.0) << 2.25 << "a:x=5 A0.0@2.25";
    QTest::newRow("speed 2: ends at s + w / v") << looping(LoopMode::Once, 1.0, 2.0) << 2.75 << "a:x=10 H0.0@2.5";
    QTest::newRow("window shorter than the clip: holds the window end") << looping(LoopMode::Once, 0.25) << 3.0
                                                                        << "a:x=2.5 H0.0@2.25";

    // ---- later wins, held ties, active beats held (§1.4) ----
    {
        const auto one = makeClip("one", 1.0, {numberChannel("a", "x", {{0.0, 1.0}})});
        const auto two = makeClip("two", 1.0, {numberChannel("a", "x", {{0.0, 2.0}})});
        const auto three = makeClip("three", 2.0, {numberChannel("a", "x", {{0.0, 3.0}})});
        const Timeline overlap = makeTimeline(5.0, {track("a", {place(two, 0.0), place(one, 0.5)}), track("b", {place(three, 0.2)})});
        QTest::newRow("later wins: track order beats clip order") << overlap << 0.6 << "a:x=3 A1.0@0.6";
        const Timeline sameTrack = makeTimeline(5.0, {track("a", {place(two, 0.0), place(one, 0.5)})});
        QTest::newRow("later wins: clip order within a track") << sameTrack << 0.75 << "a:x=1 A0.1@0.75";
        QTest::newRow("the later clip plays on alone after the earlier ends")
            << sameTrack << 1.25 << "a:x=1 A0.1@1.25";
        QTest::newRow("latest end wins among held") << sameTrack << 1.75 << "a:x=1 H0.1@1.5";
        const Timeline activeOverHeld = makeTimeline(5.0, {track("a", {place(three, 0.0)}), track("b", {place(one, 0.0)})});
        QTest::newRow("an active earlier placement beats a held later one") << activeOverHeld << 1.5 << "a:x=3 A0.0@1.5";
        const Timeline tie = makeTimeline(5.0, {track("a", {place(two, 1.0)}), track("b", {place(one, 1.0)})});
        QTest::newRow("equal ends: the later placement holds") << tie << 3.0 << "a:x=1 H1.0@2";
        const Timeline tieReversed = makeTimeline(5.0, {track("a", {place(one, 1.0), place(two, 1.0)})});
        QTest::newRow("equal ends in one track: the later clip holds") << tieReversed << 3.0 << "a:x=2 H0.1@2";
        const Timeline laterEndsEarlier = makeTimeline(5.0, {track("a", {place(three, 0.0)}), track("b", {place(one, 0.0)})});
        QTest::newRow("the latest end beats the later placement") << laterEndsEarlier << 2.5 << "a:x=3 H0.0@2";
        const Timeline touching = makeTimeline(5.0, {track("a", {place(one, 0.0), place(two, 1.0)})});
        QTest::newRow("touching clips: at the seam the later, starting one wins") << touching << 1.0 << "a:x=2 A0.1@1";
        const Timeline touchingReversed = makeTimeline(5.0, {track("a", {place(two, 1.0), place(one, 0.0)})});
        QTest::newRow("touching clips, ending one later: at the seam it wins") << touchingReversed << 1.0 << "a:x=1 A0.1@1";
        QTest::newRow("touching clips, ending one later: after the seam the other")
            << touchingReversed << after(1.0) << QStringLiteral("a:x=2 A0.0@%1").arg(numberText(after(1.0)));
    }

    // ---- at rest = absent ----
    {
        const auto ax = makeClip("ax", 1.0, {numberChannel("a", "x", {{0.0, 1.0}})});
        const auto ay = makeClip("ay", 1.0, {numberChannel("a", "y", {{0.0, 7.0}})});
        const Timeline partial = makeTimeline(5.0, {track("a", {place(ax, 0.0), place(ay, 3.0)})});
        QTest::newRow("a key whose only writer has not started is absent") << partial << 2.0 << "a:x=1 H0.0@1";
        QTest::newRow("it appears once its writer starts") << partial << 3.0 << "a:x=1 H0.0@1; a:y=7 A0.1@3";
        const Timeline negative = makeTimeline(5.0, {track("a", {place(ax, -2.0)})});
        QTest::newRow("negative start: held from -1") << negative << 0.0 << "a:x=1 H0.0@-1";
    }

    // ---- write groups ----
    {
        const auto rot = makeClip("rot", 1.0, {numberChannel("n", "rotation", {{0.0, 90.0}})});
        const auto rad = makeClip("rad", 1.0, {numberChannel("n", "rotation_rad", {{0.0, 1.5}})});
        const auto visA = makeClip("vis", 1.0, {stepChannel("n", "viseme", {{0.0, QStringLiteral("ah")}})});
        const auto visB = makeClip("happy", 1.0, {stepChannel("n", "viseme@happy", {{0.0, QStringLiteral("oh")}})});
        const auto xy = makeClip("xy", 1.0, {numberChannel("n", "x", {{0.0, 1.0}}), numberChannel("n", "y", {{0.0, 2.0}})});
        const auto other = makeClip("other", 1.0, {stepChannel("m", "viseme", {{0.0, QStringLiteral("ee")}})});
        const std::vector<Track> tracks{track("n", {place(rot, 0.0), place(rad, 2.0)}),
                                        track("n", {place(visA, 0.0), place(visB, 2.5), place(xy, 0.5)}),
                                        track("m", {place(other, 0.0)})};
        const Timeline stage = makeTimeline(5.0, tracks, PropertySpace::StageNode);
        const Timeline independent = makeTimeline(5.0, tracks, PropertySpace::Independent);
        QTest::newRow("stage.node: held rotation, swap sets tie, other target apart")
            << stage << 1.75 << "m:viseme='ee' H2.0@1; n:rotation=90 H0.0@1; n:viseme='ah' H1.0@1; n:x=1 H1.2@1.5; n:y=2 H1.2@1.5";
        QTest::newRow("stage.node: rotation_rad playing hides the held rotation")
            << stage << 2.25 << "m:viseme='ee' H2.0@1; n:rotation_rad=1.5 A0.1@2.25; n:viseme='ah' H1.0@1; n:x=1 H1.2@1.5; n:y=2 H1.2@1.5";
        QTest::newRow("stage.node: viseme@happy playing hides the held viseme")
            << stage << 2.75
            << "m:viseme='ee' H2.0@1; n:rotation_rad=1.5 A0.1@2.75; n:viseme@happy='oh' A1.1@2.75; n:x=1 H1.2@1.5; n:y=2 H1.2@1.5";
        QTest::newRow("stage.node: the later end of rotation_rad still hides rotation")
            << stage << 4.0
            << "m:viseme='ee' H2.0@1; n:rotation_rad=1.5 H0.1@3; n:viseme@happy='oh' H1.1@3.5; n:x=1 H1.2@1.5; n:y=2 H1.2@1.5";
        QTest::newRow("independent: every property its own group")
            << independent << 2.75
            << "m:viseme='ee' H2.0@1; n:rotation=90 H0.0@1; n:rotation_rad=1.5 A0.1@2.75; n:viseme='ah' H1.0@1; "
               "n:viseme@happy='oh' A1.1@2.75; n:x=1 H1.2@1.5; n:y=2 H1.2@1.5";
    }

    // ---- dual-valued keys, step channels ----
    {
        const auto dual = makeClip("dual", 3.0, {numberChannel("a", "x", {{0.0, 0.0}, {1.0, 5.0}, {1.0, 8.0}, {2.0, 8.0}}),
                                                 stepChannel("a", "face", {{0.0, QStringLiteral("rest")},
                                                                           {1.0, QStringLiteral("smile")},
                                                                           {1.0, QStringLiteral("grin")},
                                                                           {2.0, false}})});
        const Timeline t = makeTimeline(5.0, {track("a", {place(dual, 0.0)})});
        QTest::newRow("dual keys: before, toward the earlier key") << t << 0.5 << "a:face='rest' A0.0@0.5; a:x=2.5 A0.0@0.5";
        QTest::newRow("dual keys: at the time the later wins") << t << 1.0 << "a:face='grin' A0.0@1; a:x=8 A0.0@1";
        QTest::newRow("step: holds until the next key") << t << before(2.0)
                                                       << QStringLiteral("a:face='grin' A0.0@%1; a:x=8 A0.0@%1")
                                                              .arg(numberText(before(2.0)));
        QTest::newRow("step: a boolean key") << t << 2.0 << "a:face=false A0.0@2; a:x=8 A0.0@2";
        QTest::newRow("step: held end value") << t << 4.0 << "a:face=false H0.0@3; a:x=8 H0.0@3";
    }

    // ---- blends carried, not applied; a value block is absent ----
    {
        const auto clip = makeClip("walk", 1.0, {ramp("a", "x", 1.0, 10.0)});
        PlacedClip blended = place(clip, 0.0);
        blended.blendIn = 0.5;
        blended.blendOut = 0.5;
        QTest::newRow("blend ramps are not applied") << makeTimeline(2.0, {track("a", {blended})}) << 0.25 << "a:x=2.5 A0.0@0.25";

        std::vector<Knot> knots{makeKnot(0.0, 1.0, Interpolation::ValueBlock), makeKnot(1.0, 2.0, Interpolation::Held)};
        Spline blocked;
        QVERIFY(blocked.setKnots(knots).isOk());
        const auto gap = makeClip("gap", 1.0, {ClipChannel{{"a", "x"}, blocked}});
        const auto base = makeClip("base", 5.0, {numberChannel("a", "x", {{0.0, 7.0}})});
        const Timeline blockedT = makeTimeline(5.0, {track("a", {place(base, 0.0), place(gap, 1.0)})});
        QTest::newRow("a value block: the key is absent") << blockedT << 1.5 << "";
        QTest::newRow("after the block: its value") << blockedT << 2.0 << "a:x=2 A0.1@2";
    }
}

void TstTimelineEvaluate::pose()
{
    QFETCH(Timeline, timeline);
    QFETCH(double, t);
    QFETCH(QString, want);
    QCOMPARE(poseText(evaluateTimeline(timeline, t)), want);
}

void TstTimelineEvaluate::valueAccessors()
{
    const Pose pose = evaluateTimeline(seedWalk(), 1.0);
    QCOMPARE(pose.size(), std::size_t(1));
    QCOMPARE(pose.value({"a", "x"}), std::optional<PoseValue>(5.0));
    QVERIFY(!pose.contains({"a", "y"}));
    QCOMPARE(pose.find({"b", "x"}), nullptr);
    const Pose copy = pose; // entries keep pointing at live keys
    QCOMPARE(copy.entries().front().key(), (ChannelKey{"a", "x"}));
    QVERIFY(identicalPoses(copy, pose));
    QVERIFY(copy == pose);
    QVERIFY(!(evaluateTimeline(seedWalk(), 1.25) == pose));
}

QTEST_GUILESS_MAIN(TstTimelineEvaluate)
#include "tst_timeline_evaluate.moc"
