// The pure edits behind the timeline view's gestures and Timeline-menu actions
// (core/timeline/TimelineEdits.h), and its snapping (TimelineSnapping.h), without widgets.

#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/PlacementTiming.h"
#include "core/timeline/TimelineEdits.h"
#include "core/timeline/TimelineSnapping.h"

#include "tests/timeline/PoseText.h"
#include "tests/timeline/TimelineBuilders.h"

#include <QTest>

#include <cmath>

using namespace knotline;
using namespace knotline::test;

namespace {

/// The clip with its name as its id too.
std::shared_ptr<const Clip> withId(const std::shared_ptr<const Clip> &clip)
{
    Clip named = *clip;
    named.setId(clip->name());
    return std::make_shared<const Clip>(std::move(named));
}

/// walk (2 s, once) at 1 and 5 on track 0 (shared clip), wave (1 s, loop) at 2 with window 3
/// on track 1.
Timeline sample()
{
    auto walk = withId(makeClip(QStringLiteral("walk"), 2.0,
                                {numberChannel("hips", "x", {{0.0, 0.0}, {1.0, 10.0}, {2.0, 4.0}})}));
    auto wave = withId(makeClip(QStringLiteral("wave"), 1.0, {numberChannel("arm", "r", {{0.0, 0.0}, {1.0, 1.0}})},
                                LoopMode::Loop));
    Track a = track("a", {place(walk, 1.0), place(walk, 5.0)});
    Track b = track("b", {place(wave, 2.0, 3.0)});
    return makeTimeline(10.0, {a, b});
}

/// The values of a pose, without where they came from.
QString values(const Pose &pose)
{
    QStringList parts;
    for (const PoseEntry &e : pose.entries())
        parts << e.key().target + QLatin1Char('.') + e.key().property + QLatin1Char('=') + poseValueText(e.value);
    return parts.join(QStringLiteral("; "));
}

} // namespace

class TestTimelineEdits : public QObject {
    Q_OBJECT

private slots:
    void moveWithinTrack()
    {
        Timeline t = sample();
        PlacedClip withRequest = t.placedClip({0, 1});
        withRequest.syncRequests[std::size_t(SyncPoint::End)] = 8.0;
        QVERIFY(t.setPlacedClip({0, 1}, withRequest));
        Result<TimelineEditResult> r = movePlacements(t, {{0, 1}}, 0.5, 0);
        QVERIFY(r);
        QCOMPARE(r->timeline.placedClip({0, 1}).start, 5.5);
        QCOMPARE(*r->timeline.placedClip({0, 1}).syncRequests[std::size_t(SyncPoint::End)], 8.5);
        QCOMPARE(r->timeline.placedClip({0, 0}).start, 1.0);
        QCOMPARE(r->selection, (std::set<PlacementIndex>{{0, 1}}));
    }

    void moveToAnotherTrack()
    {
        const Timeline t = sample();
        Result<TimelineEditResult> r = movePlacements(t, {{0, 0}}, -0.25, 1);
        QVERIFY(r);
        QCOMPARE(r->timeline.track(0).placedClips.size(), std::size_t(1));
        QCOMPARE(r->timeline.track(1).placedClips.size(), std::size_t(2));
        QCOMPARE(r->timeline.placedClip({1, 1}).start, 0.75);
        QCOMPARE(r->timeline.placedClip({1, 1}).clip->id(), QStringLiteral("walk"));
        QCOMPARE(r->selection, (std::set<PlacementIndex>{{1, 1}}));
        // Up from track 0 there is no track: refused.
        QVERIFY(!movePlacements(t, {{0, 0}}, 0.0, -1));
        QVERIFY(!movePlacements(t, {}, 1.0, 0));
        QVERIFY(!movePlacements(t, {{3, 0}}, 1.0, 0));
    }

    void trimAndStretch_data()
    {
        QTest::addColumn<int>("edit"); // 0 trim end, 1 trim start, 2 stretch end, 3 stretch start
        QTest::addColumn<double>("to");
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("window");
        QTest::addColumn<double>("speed");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("trimIn");
        QTest::newRow("trim end shorter") << 0 << 2.5 << 1.0 << 1.5 << 1.0 << 2.5 << 0.0;
        QTest::newRow("trim end past the clip") << 0 << 4.0 << 1.0 << 3.0 << 1.0 << 4.0 << 0.0;
        // Trimming the start keeps the content: the anchor stays, the trim in grows.
        QTest::newRow("trim start later") << 1 << 1.5 << 1.0 << 2.0 << 1.0 << 3.0 << 0.5;
        // Before the clip's first frame it stops at the anchor.
        QTest::newRow("trim start earlier") << 1 << 0.0 << 1.0 << 2.0 << 1.0 << 3.0 << 0.0;
        QTest::newRow("stretch end to half speed") << 2 << 5.0 << 1.0 << 2.0 << 0.5 << 5.0 << 0.0;
        QTest::newRow("stretch start to double speed") << 3 << 2.0 << 2.0 << 2.0 << 2.0 << 3.0 << 0.0;
    }

    void trimAndStretch()
    {
        QFETCH(int, edit);
        QFETCH(double, to);
        const Timeline t = sample();
        const PlacementIndex i{0, 0};
        Result<Timeline> r = edit == 0   ? trimPlacementEnd(t, i, to)
                             : edit == 1 ? trimPlacementStart(t, i, to)
                             : edit == 2 ? stretchPlacementEnd(t, i, to)
                                         : stretchPlacementStart(t, i, to);
        QVERIFY2(r, r.status().message().c_str());
        const PlacedClip &p = r->placedClip(i);
        QTEST(p.start, "start");
        QTEST(p.naturalLength(), "window");
        QTEST(p.speed, "speed");
        QTEST(p.end(), "end");
        QTEST(p.trimIn, "trimIn");
    }

    void trimRefusesAnEmptyFootprint()
    {
        const Timeline t = sample();
        QVERIFY(!trimPlacementEnd(t, {0, 0}, 1.0));
        QVERIFY(!trimPlacementStart(t, {0, 0}, 3.0));
        QVERIFY(!stretchPlacementEnd(t, {0, 0}, 0.5));
        QVERIFY(!stretchPlacementStart(t, {0, 0}, 3.5));
        QVERIFY(!trimPlacementEnd(t, {0, 9}, 2.0));
    }

    void blendsAreClamped()
    {
        Timeline t = sample();
        Result<Timeline> r = setPlacementBlendIn(t, {0, 0}, 0.5);
        QVERIFY(r);
        QCOMPARE(r->placedClip({0, 0}).blendIn, 0.5);
        r = setPlacementBlendOut(*r, {0, 0}, 5.0); // footprint 2, blend in 0.5
        QVERIFY(r);
        QCOMPARE(r->placedClip({0, 0}).blendOut, 1.5);
        r = setPlacementBlendIn(*r, {0, 0}, -1.0);
        QVERIFY(r);
        QCOMPARE(r->placedClip({0, 0}).blendIn, 0.0);
    }

    void syncRequestWarps()
    {
        Timeline t = sample();
        Clip c = *t.placedClip({0, 0}).clip;
        SyncTimes raw;
        raw[std::size_t(SyncPoint::Stroke)] = 1.0;
        QVERIFY(c.setSyncTimes(raw));
        PlacedClip p = t.placedClip({0, 0});
        p.clip = std::make_shared<const Clip>(c);
        QVERIFY(t.setPlacedClip({0, 0}, p));
        Result<Timeline> r = requestSyncPoint(t, {0, 0}, SyncPoint::Stroke, 2.5);
        QVERIFY(r);
        const PlacementTiming timing = placementTiming(r->placedClip({0, 0}));
        QVERIFY(timing.warp);
        QCOMPARE(timing.clipTime(2.5), 1.0); // the stroke plays at the requested time
        Result<Timeline> cleared = clearSyncRequest(*r, {0, 0}, SyncPoint::Stroke);
        QVERIFY(cleared);
        QVERIFY(!placementTiming(cleared->placedClip({0, 0})).warp);
        QVERIFY(!requestSyncPoint(t, {0, 0}, SyncPoint::Stroke, qInf()));
    }

    void splitPlaysTheSame_data()
    {
        QTest::addColumn<int>("track");
        QTest::addColumn<double>("speed");
        QTest::addColumn<double>("at");
        QTest::newRow("once, mid key") << 0 << 1.0 << 1.5;
        QTest::newRow("once, on a key") << 0 << 1.0 << 2.0;
        QTest::newRow("once, fast") << 0 << 2.0 << 1.3;
        QTest::newRow("loop, on a cycle") << 1 << 1.0 << 4.0;
        QTest::newRow("loop, off a cycle") << 1 << 1.0 << 2.5;
    }

    void splitPlaysTheSame()
    {
        QFETCH(int, track);
        QFETCH(double, speed);
        QFETCH(double, at);
        Timeline t = sample();
        const PlacementIndex i{std::size_t(track), 0};
        PlacedClip p = t.placedClip(i);
        p.speed = speed;
        QVERIFY(t.setPlacedClip(i, p));
        Result<TimelineEditResult> r = splitPlacements(t, {i}, at);
        QVERIFY2(r, r.status().message().c_str());
        const std::size_t n = i.clip + 1; // the second half follows the first
        QCOMPARE(r->timeline.track(i.track).placedClips.size(), t.track(i.track).placedClips.size() + 1);
        QCOMPARE(r->selection, (std::set<PlacementIndex>{{i.track, n}}));
        QCOMPARE(std::nextafter(r->timeline.placedClip(i).end(), INFINITY), at);
        QCOMPARE(r->timeline.placedClip({i.track, n}).activeStart(), at);
        QCOMPARE(r->timeline.placedClip({i.track, n}).start, t.placedClip(i).start); // the same anchor
        int compared = 0;
        for (double time = 0.0; time <= 10.0; time += 0.125, ++compared)
            QCOMPARE(values(evaluateTimeline(r->timeline, time)), values(evaluateTimeline(t, time)));
        qInfo("compared %d poses", compared);
        // Both halves play the one shared clip (editing it edits both).
        QCOMPARE(r->timeline.placedClip({i.track, n}).clip, t.placedClip(i).clip);
    }

    void splitRefusals()
    {
        const Timeline t = sample();
        QVERIFY(!splitPlacements(t, {{0, 0}}, 4.0));    // not playing at 4
        QVERIFY(!splitPlacements(t, {}, 1.5));
    }

    void duplicateDeleteUnique()
    {
        const Timeline t = sample();
        Result<TimelineEditResult> d = duplicatePlacements(t, {{0, 0}});
        QVERIFY(d);
        QCOMPARE(d->timeline.placedClip({0, 2}).start, 3.0);
        QCOMPARE(d->timeline.placedClip({0, 2}).clip, t.placedClip({0, 0}).clip);
        QCOMPARE(d->selection, (std::set<PlacementIndex>{{0, 2}}));

        Result<TimelineEditResult> del = deletePlacements(t, {{0, 0}, {1, 0}});
        QVERIFY(del);
        QCOMPARE(del->timeline.track(0).placedClips.size(), std::size_t(1));
        QCOMPARE(del->timeline.placedClip({0, 0}).start, 5.0);
        QVERIFY(del->timeline.track(1).placedClips.empty());
        QVERIFY(del->selection.empty());

        Result<TimelineEditResult> u = makePlacementsUnique(t, {{0, 1}});
        QVERIFY(u);
        QCOMPARE(u->timeline.placedClip({0, 1}).clip->id(), QStringLiteral("walk_2"));
        QVERIFY(u->timeline.placedClip({0, 1}).clip != u->timeline.placedClip({0, 0}).clip);
        QCOMPARE(u->timeline.placementsPlaying(u->timeline.placedClip({0, 0}).clip.get()).size(), std::size_t(1));
        QVERIFY(!makePlacementsUnique(t, {{1, 0}})); // wave is not shared
        QVERIFY(!makePlacementsUnique(u->timeline, {{0, 0}, {0, 1}}));
    }

    void tracks()
    {
        const Timeline t = sample();
        Result<Timeline> added = addTrack(t, 1, QStringLiteral("new"));
        QVERIFY(added);
        QCOMPARE(added->trackCount(), std::size_t(3));
        QCOMPARE(added->track(1).name, QStringLiteral("new"));
        QVERIFY(!addTrack(t, 5, QStringLiteral("x")));
        Result<Timeline> removed = removeTrack(t, 0);
        QVERIFY(removed);
        QCOMPARE(removed->track(0).targetRoot, QStringLiteral("b"));
        Result<Timeline> moved = moveTrack(t, 0, 1);
        QVERIFY(moved);
        QCOMPARE(moved->track(0).targetRoot, QStringLiteral("b"));
        QCOMPARE(moved->track(1).targetRoot, QStringLiteral("a"));
        QVERIFY(!moveTrack(t, 0, 2));
        Result<Timeline> flags = setTrackFlags(t, 1, true, false);
        QVERIFY(flags);
        QVERIFY(flags->track(1).muted);
        QVERIFY(!flags->track(1).solo);
    }

    void uniqueIds()
    {
        const Timeline t = sample();
        QCOMPARE(uniqueClipId(t, QStringLiteral("run")), QStringLiteral("run"));
        QCOMPARE(uniqueClipId(t, QStringLiteral("walk")), QStringLiteral("walk_2"));
        QCOMPARE(uniqueClipId(t, QString()), QStringLiteral("clip"));
    }

    void snapping_data()
    {
        QTest::addColumn<double>("t");
        QTest::addColumn<double>("snapped");
        QTest::newRow("to an edge") << 3.02 << 3.0;
        QTest::newRow("to the current time") << 7.23 << 7.25;
        QTest::newRow("to a frame") << 8.3 << 8.291666666666666;
        QTest::newRow("an edge of a dragged clip is no target") << 1.03 << 1.0416666666666667;
    }

    void snapping()
    {
        QFETCH(double, t);
        const SnapTargets targets = snapTargets(sample(), {{0, 0}}, 7.25, 24.0);
        QTEST(snapTime(t, targets, 0.05), "snapped");
    }

    void snapMove()
    {
        const SnapTargets targets = snapTargets(sample(), {{0, 0}}, 100.0, 24.0);
        // [1, 3] moved by 1.97: its end (4.97) is near 5 (the next walk's start).
        QCOMPARE(snapMoveDelta(1.0, 3.0, 1.97, targets, 0.05), 2.0);
        // moved by 0.98: its start (1.98) is near 2 (wave's start).
        QCOMPARE(snapMoveDelta(1.0, 3.0, 0.98, targets, 0.05), 1.0);
        // no edge near: the start lands on a frame.
        QCOMPARE(snapMoveDelta(1.0, 3.0, 6.3, targets, 0.05), 7.291666666666667 - 1.0);
    }
};

QTEST_GUILESS_MAIN(TestTimelineEdits)
#include "tst_timeline_edits.moc"
