// TimelineCursor (the sequential path) against evaluateTimeline: on 300 random timelines
// (tests/timeline/RandomTimeline.h), every frame at 24 fps and every placement boundary with
// its one-ulp neighbours, evaluated in order, backwards and in a random order; every pose
// must be identical bit for bit (values, provenance, written-at).
#include "tests/timeline/PoseText.h"
#include "tests/timeline/RandomTimeline.h"

#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/TimelineCursor.h"

#include <QTest>

#include <algorithm>

using namespace knotline;
using namespace knotline::test;

class TstTimelineCursor : public QObject {
    Q_OBJECT
private slots:
    void matchesEvaluateTimeline_data();
    void matchesEvaluateTimeline();
    void sharedIndexAndReusedPose();
    void poseWrittenByOthersIsRewritten();
};

void TstTimelineCursor::matchesEvaluateTimeline_data()
{
    QTest::addColumn<int>("order");
    QTest::newRow("in order") << 0;
    QTest::newRow("backwards") << 1;
    QTest::newRow("random order") << 2;
}

void TstTimelineCursor::matchesEvaluateTimeline()
{
    QFETCH(int, order);
    std::size_t compared = 0, entries = 0, held = 0, inKeyOrder = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const Timeline timeline = randomTimeline(seed);
        std::vector<double> times = probeTimes(timeline);
        if (order == 1)
            std::reverse(times.begin(), times.end());
        if (order == 2) {
            SplitMix64 rng(seed * 7919);
            for (std::size_t i = times.size(); i > 1; --i)
                std::swap(times[i - 1], times[rng.below(i)]);
        }
        TimelineCursor cursor(timeline);
        inKeyOrder += cursor.index().familiesInKeyOrder() ? 1 : 0;
        Pose pose;
        for (double t : times) {
            const Pose want = evaluateTimeline(timeline, t);
            cursor.evaluate(t, pose);
            if (!identicalPoses(pose, want)) {
                QFAIL(qPrintable(QStringLiteral("seed %1, t = %2:\n  cursor:   %3\n  evaluate: %4")
                                     .arg(seed)
                                     .arg(numberText(t), poseText(pose), poseText(want))));
            }
            ++compared;
            entries += want.size();
            held += std::size_t(std::count_if(want.entries().begin(), want.entries().end(),
                                              [](const PoseEntry &e) { return e.source.state == PoseState::Held; }));
        }
    }
    qInfo("compared %zu poses (%zu entries, %zu held; %zu of 300 timelines with families in key order), all identical",
          compared, entries, held, inKeyOrder);
    QVERIFY(compared > 50000);
    QVERIFY(inKeyOrder > 50 && inKeyOrder < 250); // both ways of writing the pose
    QVERIFY(held > entries / 10); // the held path is exercised
}

void TstTimelineCursor::poseWrittenByOthersIsRewritten()
{
    // The cursor keeps unchanged held entries of the pose it wrote last; a pose that was
    // copied, assigned, moved from or written by evaluateTimeline or another cursor in
    // between must still come out right.
    std::size_t compared = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Timeline timeline = randomTimeline(seed);
        TimelineCursor cursor(timeline);
        TimelineCursor other(timeline);
        const std::vector<double> times = probeTimes(timeline);
        Pose a, b;
        for (std::size_t i = 0; i + 1 < times.size(); ++i) {
            const double t = times[i], u = times[times.size() - 1 - i];
            cursor.evaluate(t, a);
            b = a;                  // a copy of the cursor's last pose
            cursor.evaluate(u, b);
            QVERIFY(identicalPoses(b, evaluateTimeline(timeline, u)));
            cursor.evaluate(t, a);  // a is no longer the last written
            QVERIFY(identicalPoses(a, evaluateTimeline(timeline, t)));
            other.evaluate(u, a);   // another cursor writes a
            cursor.evaluate(t, a);
            QVERIFY(identicalPoses(a, evaluateTimeline(timeline, t)));
            a = evaluateTimeline(timeline, u);
            cursor.evaluate(times[i + 1], a);
            QVERIFY(identicalPoses(a, evaluateTimeline(timeline, times[i + 1])));
            Pose moved = std::move(a);
            cursor.evaluate(t, a); // NOLINT(bugprone-use-after-move): a moved-from pose is reusable
            QVERIFY(identicalPoses(a, evaluateTimeline(timeline, t)));
            cursor.evaluate(times[i + 1], moved);
            QVERIFY(identicalPoses(moved, evaluateTimeline(timeline, times[i + 1])));
            compared += 6;
        }
    }
    qInfo("compared %zu poses", compared);
    QVERIFY(compared > 10000);
}

void TstTimelineCursor::sharedIndexAndReusedPose()
{
    const Timeline timeline = randomTimeline(42);
    const auto index = std::make_shared<const TimelineIndex>(timeline);
    TimelineCursor a(index), b(index);
    const std::vector<double> times = probeTimes(timeline);
    Pose reused;
    for (double t : times) {
        a.evaluate(t, reused);
        QVERIFY(identicalPoses(reused, b.evaluate(t)));
    }
    QCOMPARE(a.index().timeline(), timeline);
    QVERIFY(!reused.isEmpty());
}

QTEST_GUILESS_MAIN(TstTimelineCursor)
#include "tst_timeline_cursor.moc"
