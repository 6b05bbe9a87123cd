// Properties of spec/timeline.md §1.6–1.7 over random timelines (tests/timeline/
// RandomTimeline.h), at every frame at 24 fps and at every anchor, start of play, ramp end
// and end with its one-ulp neighbours:
// - with no new feature used (no ramp, every weight 1, no additive track, nothing muted,
//   soloed or disabled, no trim in) the blended pose is the raw pose bit for bit;
// - with the features drawn at random (withBlendFeatures), TimelineCursor gives
//   evaluateTimeline's pose bit for bit in both the raw and the blended pose, in order,
//   backwards and in a random order;
// - the raw pose of a timeline is the same whether or not it carries ramps, weights and
//   blend modes (they do not reach the raw pose).
#include "tests/timeline/PoseText.h"
#include "tests/timeline/RandomTimeline.h"

#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/TimelineCursor.h"

#include <QTest>

#include <algorithm>

using namespace knotline;
using namespace knotline::test;

namespace {

constexpr std::uint64_t kSeeds = 300;

/// `times` in `order`: 0 as given, 1 backwards, 2 shuffled with `seed`.
std::vector<double> ordered(std::vector<double> times, int order, std::uint64_t seed)
{
    if (order == 1)
        std::reverse(times.begin(), times.end());
    if (order == 2) {
        SplitMix64 rng(seed * 7919);
        for (std::size_t i = times.size(); i > 1; --i)
            std::swap(times[i - 1], times[rng.below(i)]);
    }
    return times;
}

} // namespace

class TstTimelineBlendProperty : public QObject {
    Q_OBJECT
private slots:
    void blendedEqualsRawWithoutNewFeatures();
    void cursorMatchesEvaluate_data();
    void cursorMatchesEvaluate();
    void rawPoseIgnoresBlendFields();
};

void TstTimelineBlendProperty::blendedEqualsRawWithoutNewFeatures()
{
    std::size_t compared = 0, entries = 0;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
        const Timeline raw = withoutRamps(randomTimeline(seed));
        Timeline blended = raw;
        blended.setPoseMode(TimelinePoseMode::Blended);
        TimelineCursor cursor(blended);
        for (double t : probeTimes(raw)) {
            const Pose want = evaluateTimeline(raw, t);
            const Pose got = evaluateTimeline(blended, t);
            if (!identicalPoses(got, want) || !identicalPoses(cursor.evaluate(t), want))
                QFAIL(qPrintable(QStringLiteral("seed %1, t = %2:\n  blended: %3\n  raw:     %4")
                                     .arg(seed)
                                     .arg(numberText(t), poseText(got), poseText(want))));
            ++compared;
            entries += want.size();
        }
    }
    qInfo("blended = raw on %zu poses (%zu entries) of %llu timelines without new features", compared, entries,
          static_cast<unsigned long long>(kSeeds));
    QVERIFY(compared > 50000);
    QVERIFY(entries > compared);
}

void TstTimelineBlendProperty::cursorMatchesEvaluate_data()
{
    QTest::addColumn<int>("order");
    QTest::addColumn<bool>("blendedPose");
    QTest::newRow("raw in order") << 0 << false;
    QTest::newRow("raw random order") << 2 << false;
    QTest::newRow("blended in order") << 0 << true;
    QTest::newRow("blended backwards") << 1 << true;
    QTest::newRow("blended random order") << 2 << true;
}

void TstTimelineBlendProperty::cursorMatchesEvaluate()
{
    QFETCH(int, order);
    QFETCH(bool, blendedPose);
    std::size_t compared = 0, entries = 0, additive = 0;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
        Timeline timeline = withBlendFeatures(randomTimeline(seed), seed);
        if (!blendedPose)
            timeline.setPoseMode(TimelinePoseMode::Raw);
        for (const Track &t : timeline.tracks())
            additive += t.blendMode == TrackBlendMode::Additive ? 1 : 0;
        TimelineCursor cursor(timeline);
        Pose pose;
        for (double t : ordered(probeTimes(timeline), order, seed)) {
            const Pose want = evaluateTimeline(timeline, t);
            cursor.evaluate(t, pose);
            if (!identicalPoses(pose, want))
                QFAIL(qPrintable(QStringLiteral("seed %1, t = %2:\n  cursor:   %3\n  evaluate: %4")
                                     .arg(seed)
                                     .arg(numberText(t), poseText(pose), poseText(want))));
            ++compared;
            entries += want.size();
        }
    }
    qInfo("%s pose: %zu poses (%zu entries) identical; %zu additive tracks", blendedPose ? "blended" : "raw", compared,
          entries, additive);
    QVERIFY(compared > 50000);
    QVERIFY(entries > compared / 2);
    QVERIFY(additive > 50);
}

void TstTimelineBlendProperty::rawPoseIgnoresBlendFields()
{
    std::size_t compared = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        const Timeline plain = withoutRamps(randomTimeline(seed));
        // The same placements (no trim in, all enabled, nothing muted or soloed) with ramps,
        // weights and modes: the raw pose does not see them.
        std::vector<Track> tracks = plain.tracks();
        SplitMix64 rng(seed);
        for (Track &t : tracks) {
            t.weight = rng.uniform(0.0, 1.0);
            t.blendMode = rng.chance(0.5) ? TrackBlendMode::Additive : TrackBlendMode::Replace;
            for (PlacedClip &p : t.placedClips) {
                p.blendIn = rng.uniform(0.0, 0.5) * (p.end() - p.start);
                p.blendOut = rng.uniform(0.0, 0.5) * (p.end() - p.start);
            }
        }
        const Timeline decorated = makeTimeline(plain.duration(), std::move(tracks), plain.propertySpace());
        for (double t : probeTimes(plain)) {
            QVERIFY(identicalPoses(evaluateTimeline(decorated, t), evaluateTimeline(plain, t)));
            ++compared;
        }
    }
    QVERIFY(compared > 10000);
}

QTEST_GUILESS_MAIN(TstTimelineBlendProperty)
#include "tst_timeline_blend_property.moc"
