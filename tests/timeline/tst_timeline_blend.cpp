// spec/timeline.md §1.6–1.7, worked by hand: trim in, mute, solo and enabled in both poses,
// and the blended pose — the ramp weights, a crossfade of two overlapping clips on one track,
// an additive track at weight ½, a track weight, a string under a ramp, held placements with
// and without a blend out, the first-contribution rule, "written at" and write groups, a
// rest value — each against numbers computed here from the spec's formulas. Every pose is
// also evaluated by a TimelineCursor and must be the same bit for bit.
#include "tests/timeline/TimelineBuilders.h"

#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/PoseBlend.h"
#include "core/timeline/PoseContributions.h"
#include "core/timeline/TimelineCursor.h"

#include <QTest>

#include <cmath>

using namespace knotline;
using namespace knotline::test;

namespace {

/// A clip holding a.x at `value` for `duration` seconds.
std::shared_ptr<const Clip> constant(const QString &name, double value, double duration = 4.0,
                                     const QString &property = QStringLiteral("x"))
{
    return makeClip(name, duration, {numberChannel("a", property, {{0.0, value}, {duration, value}})});
}

Timeline blended(std::vector<Track> tracks, PropertySpace space = PropertySpace::Independent)
{
    Timeline t = makeTimeline(10.0, std::move(tracks), space);
    t.setPoseMode(TimelinePoseMode::Blended);
    return t;
}

/// The pose of `t` at `at`, checked against a cursor's (bit for bit) first.
Pose poseAt(const Timeline &t, double at)
{
    const Pose pose = evaluateTimeline(t, at);
    TimelineCursor cursor(t);
    if (!identicalPoses(cursor.evaluate(at), pose))
        qFatal("the cursor's pose differs at %.17g", at);
    return pose;
}

std::optional<double> number(const Pose &pose, const QString &target = QStringLiteral("a"),
                             const QString &property = QStringLiteral("x"))
{
    const std::optional<PoseValue> v = pose.value({target, property});
    if (!v)
        return std::nullopt;
    return std::get<double>(*v);
}

} // namespace

class TstTimelineBlend : public QObject {
    Q_OBJECT
private slots:
    void rampWeights_data();
    void rampWeights();
    void trimInHidesTheHeadKeepsTheContent();
    void muteSoloAndEnabledInBothPoses();
    void crossfadeOfTwoClipsOnOneTrack();
    void additiveTrackAtHalfWeight();
    void trackWeightBlendsTowardsTheTrack();
    void firstContributionSetsTheValueWhateverItsWeight();
    void heldWithoutBlendOutBlendedOutWithOne();
    void stringUnderARamp();
    void writtenAtIsTheLastAppliedContribution();
    void restValueStartsTheBlend();
    void contributionsListWhatApplies();
    void rawIgnoresRampsWeightsAndModes();
};

void TstTimelineBlend::rampWeights_data()
{
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("want");
    // a = 1, e = 5, blend in 1, blend out 2 (spec §1.7: min of the ramps, 0 before a, 0 after
    // e with a blend out).
    QTest::newRow("before a") << 0.5 << 0.0;
    QTest::newRow("at a") << 1.0 << 0.0;
    QTest::newRow("quarter in") << 1.25 << 0.25;
    QTest::newRow("top") << 2.0 << 1.0;
    QTest::newRow("flat") << 2.5 << 1.0;
    QTest::newRow("falling") << 4.0 << 0.5;
    QTest::newRow("at e") << 5.0 << 0.0;
    QTest::newRow("after e") << 6.0 << 0.0;
    QTest::newRow("nan") << std::nan("") << 0.0;
}

void TstTimelineBlend::rampWeights()
{
    QFETCH(double, t);
    QFETCH(double, want);
    QCOMPARE(placementWeight(1.0, 5.0, 1.0, 2.0, true, t), want);
    QCOMPARE(placementWeight(1.0, 5.0, 1.0, 2.0, false, t), want); // not holding changes nothing before e
    // Overlapping ramps take the smaller: a = 0, e = 2, in 1.5, out 1.5 at t = 1: min(2/3, 2/3).
    QCOMPARE(placementWeight(0.0, 2.0, 1.5, 1.5, true, 1.0), 1.0 / 1.5);
    // No blend out: it holds after its end at weight 1, unless it does not hold.
    QCOMPARE(placementWeight(0.0, 2.0, 0.5, 0.0, true, 3.0), 1.0);
    QCOMPARE(placementWeight(0.0, 2.0, 0.5, 0.0, false, 3.0), 0.0);
    QCOMPARE(placementWeight(0.0, 2.0, 0.5, 0.0, false, 2.0), 1.0); // the end is inclusive
}

void TstTimelineBlend::trimInHidesTheHeadKeepsTheContent()
{
    // walk ramps a.x 0 → 4 over 4 s, anchored at 1, trimmed in by 1.5: it plays from 2.5,
    // showing what it always showed there (clip time 1.5 → 1.5).
    const auto walk = makeClip("walk", 4.0, {numberChannel("a", "x", {{0.0, 0.0}, {4.0, 4.0}})});
    PlacedClip p = place(walk, 1.0);
    p.trimIn = 1.5;
    for (TimelinePoseMode mode : {TimelinePoseMode::Raw, TimelinePoseMode::Blended}) {
        Timeline t = makeTimeline(10.0, {track("a", {p})});
        t.setPoseMode(mode);
        QVERIFY(poseAt(t, 2.0).isEmpty());               // not started: at rest
        QCOMPARE(number(poseAt(t, 2.5)), 1.5);            // a: clip time (2.5 − 1) · 1
        QCOMPARE(number(poseAt(t, 4.0)), 3.0);
        QCOMPARE(number(poseAt(t, 6.0)), 4.0);            // held after e = 5
        QCOMPARE(poseAt(t, 3.0).entries().front().source.writtenAt, 3.0);
    }
    // A trim in that reaches the end is refused.
    Timeline t = makeTimeline(10.0, {track("a", {place(walk, 1.0)})});
    PlacedClip bad = p;
    bad.trimIn = 4.0;
    QVERIFY(!t.setPlacedClip({0, 0}, bad));
}

void TstTimelineBlend::muteSoloAndEnabledInBothPoses()
{
    const auto low = constant("low", 1.0);
    const auto high = constant("high", 9.0);
    for (TimelinePoseMode mode : {TimelinePoseMode::Raw, TimelinePoseMode::Blended}) {
        Track base = track("a", {place(low, 0.0)});
        Track top = track("a", {place(high, 0.0)});
        Timeline t = makeTimeline(10.0, {base, top}, PropertySpace::Independent);
        t.setPoseMode(mode);
        QCOMPARE(number(poseAt(t, 1.0)), 9.0); // the later track wins
        // Mute the top track: as if it were not there.
        top.muted = true;
        QVERIFY(t.setTrack(1, top));
        QCOMPARE(number(poseAt(t, 1.0)), 1.0);
        // Solo the muted top track: a muted track stays ignored, and no other counts.
        top.solo = true;
        QVERIFY(t.setTrack(1, top));
        QVERIFY(poseAt(t, 1.0).isEmpty());
        // Solo the base: only it counts.
        top.solo = false;
        top.muted = false;
        base.solo = true;
        QVERIFY(t.setTrack(0, base));
        QVERIFY(t.setTrack(1, top));
        QCOMPARE(number(poseAt(t, 1.0)), 1.0);
        // Two soloed tracks: both count, the later wins.
        top.solo = true;
        QVERIFY(t.setTrack(1, top));
        QCOMPARE(number(poseAt(t, 1.0)), 9.0);
        // A disabled placement is ignored, neither active nor held.
        PlacedClip off = t.placedClip({1, 0});
        off.enabled = false;
        QVERIFY(t.setPlacedClip({1, 0}, off));
        QCOMPARE(number(poseAt(t, 1.0)), 1.0);
        QCOMPARE(number(poseAt(t, 20.0)), 1.0);
        // A locked track evaluates normally.
        Track locked = t.track(0);
        locked.locked = true;
        QVERIFY(t.setTrack(0, locked));
        QCOMPARE(number(poseAt(t, 1.0)), 1.0);
    }
}

void TstTimelineBlend::crossfadeOfTwoClipsOnOneTrack()
{
    // A holds 2 on [0, 4] with a blend out of 2; B holds 10 on [2, 6] with a blend in of 2,
    // both on one replace track. At t = 3: A is active with weight (4 − 3)/2 = ½, B with
    // (3 − 2)/2 = ½. Contributions in placement order: A first sets x = 2 (first rule), then
    // B: x = (1 − ½)·2 + ½·10 = 6.
    PlacedClip a = place(constant("A", 2.0), 0.0);
    a.blendOut = 2.0;
    PlacedClip b = place(constant("B", 10.0), 2.0);
    b.blendIn = 2.0;
    const Timeline t = blended({track("a", {a, b})});
    QCOMPARE(number(poseAt(t, 1.0)), 2.0);                   // only A
    QCOMPARE(number(poseAt(t, 2.0)), 2.0);                   // B at weight 0: skipped
    QCOMPARE(number(poseAt(t, 2.5)), (1.0 - 0.25) * 2.0 + 0.25 * 10.0); // 4
    QCOMPARE(number(poseAt(t, 3.0)), 6.0);
    QCOMPARE(number(poseAt(t, 3.5)), (1.0 - 0.75) * 2.0 + 0.75 * 10.0); // A's weight ¼ first, then B ¾: 8
    QCOMPARE(number(poseAt(t, 4.5)), 10.0);                  // A has blended out, B alone
    QCOMPARE(number(poseAt(t, 7.0)), 10.0);                  // B holds (no blend out)
    // The raw pose cuts: the later clip wins as soon as it starts.
    Timeline raw = t;
    raw.setPoseMode(TimelinePoseMode::Raw);
    QCOMPARE(number(poseAt(raw, 2.5)), 10.0);
}

void TstTimelineBlend::additiveTrackAtHalfWeight()
{
    // Base: 4 on a replace track. Layer: an additive track of weight ½ adding 6. x = 4 + ½·6.
    Track layer = track("a", {place(constant("offset", 6.0), 0.0)});
    layer.blendMode = TrackBlendMode::Additive;
    layer.weight = 0.5;
    const Timeline t = blended({track("a", {place(constant("base", 4.0), 0.0)}), layer});
    QCOMPARE(number(poseAt(t, 1.0)), 7.0);
    // The additive track alone: the first contribution sets x = w · v = 3.
    Timeline alone = blended({layer});
    QCOMPARE(number(poseAt(alone, 1.0)), 3.0);
    // Additive under a ramp: blend in 2 at t = 1 gives weight ½ · ½ = ¼: 4 + ¼·6.
    PlacedClip ramped = place(constant("offset", 6.0), 0.0);
    ramped.blendIn = 2.0;
    Track rampLayer = layer;
    rampLayer.placedClips = {ramped};
    const Timeline r = blended({track("a", {place(constant("base", 4.0), 0.0)}), rampLayer});
    QCOMPARE(number(poseAt(r, 1.0)), 4.0 + 0.25 * 6.0);
}

void TstTimelineBlend::trackWeightBlendsTowardsTheTrack()
{
    // A replace track of weight 0.25 over a base of 0: x = 0.75·0 + 0.25·8 = 2; weight 0:
    // skipped.
    Track over = track("a", {place(constant("eight", 8.0), 0.0)});
    over.weight = 0.25;
    Timeline t = blended({track("a", {place(constant("zero", 0.0), 0.0)}), over});
    QCOMPARE(number(poseAt(t, 1.0)), 2.0);
    over.weight = 0.0;
    QVERIFY(t.setTrack(1, over));
    QCOMPARE(number(poseAt(t, 1.0)), 0.0);
    QCOMPARE(poseAt(t, 1.0).entries().front().source.placement, (PlacementIndex{0, 0}));
    // A weight outside 0–1 is refused.
    over.weight = 1.5;
    QVERIFY(!t.setTrack(1, over));
}

void TstTimelineBlend::firstContributionSetsTheValueWhateverItsWeight()
{
    // One clip ramping in over 2 s: at t = 0.5 (weight ¼) the value is already its own.
    PlacedClip p = place(constant("solo", 5.0), 0.0);
    p.blendIn = 2.0;
    const Timeline t = blended({track("a", {p})});
    QCOMPARE(number(poseAt(t, 0.5)), 5.0);
    QVERIFY(poseAt(t, 0.0).isEmpty()); // weight exactly 0 at a: skipped, nothing applied
}

void TstTimelineBlend::heldWithoutBlendOutBlendedOutWithOne()
{
    // A (3, ends at 2) and B (7, ends at 4) on two tracks; after both ended the held order is
    // by end: A then B, so B's value shows (written at 4). With a blend out on B, B has
    // blended out and A's held value shows (written at 2).
    PlacedClip a = place(constant("A", 3.0, 2.0), 0.0);
    PlacedClip b = place(constant("B", 7.0, 4.0), 0.0);
    Timeline t = blended({track("a", {b}), track("a", {a})});
    QCOMPARE(number(poseAt(t, 5.0)), 7.0);
    QCOMPARE(poseAt(t, 5.0).entries().front().source.writtenAt, 4.0);
    QCOMPARE(poseAt(t, 5.0).entries().front().source.state, PoseState::Held);
    b.blendOut = 1.0;
    QVERIFY(t.setPlacedClip({0, 0}, b));
    QCOMPARE(number(poseAt(t, 5.0)), 3.0);
    QCOMPARE(poseAt(t, 5.0).entries().front().source.writtenAt, 2.0);
    // Only a blended-out placement: the key is at rest.
    a.blendOut = 0.5;
    QVERIFY(t.setPlacedClip({1, 0}, a));
    QVERIFY(poseAt(t, 5.0).isEmpty());
}

void TstTimelineBlend::stringUnderARamp()
{
    // Strings do not blend: a contribution replaces x from weight ½ on.
    const auto happy = makeClip("happy", 4.0, {stepChannel("a", "viseme", {{0.0, StepValue(QStringLiteral("happy"))}})});
    const auto sad = makeClip("sad", 4.0, {stepChannel("a", "viseme", {{0.0, StepValue(QStringLiteral("sad"))}})});
    PlacedClip second = place(sad, 1.0);
    second.blendIn = 2.0;
    const Timeline t = blended({track("a", {place(happy, 0.0), second})});
    const ChannelKey key{"a", "viseme"};
    QCOMPARE(poseAt(t, 1.5).value(key), std::optional<PoseValue>(QStringLiteral("happy"))); // weight ¼
    QCOMPARE(poseAt(t, 2.0).value(key), std::optional<PoseValue>(QStringLiteral("sad")));   // weight ½
    QCOMPARE(poseAt(t, 1.5).find(key)->source.placement, (PlacementIndex{0, 0}));
}

void TstTimelineBlend::writtenAtIsTheLastAppliedContribution()
{
    // stage.node space: x and y of one target are separate groups, viseme and visible share
    // the swap group. A held viseme (written at 2) and an active visible (written at t)
    // leave only the later write in the group, as §1.4 says.
    const auto v = makeClip("v", 2.0, {stepChannel("a", "viseme", {{0.0, StepValue(QStringLiteral("aa"))}})});
    const auto w = makeClip("w", 6.0, {stepChannel("a", "visible", {{0.0, StepValue(true)}})});
    const Timeline t = blended({track("a", {place(v, 0.0)}), track("a", {place(w, 3.0)})}, PropertySpace::StageNode);
    const Pose early = poseAt(t, 2.5);
    QVERIFY(early.contains({"a", "viseme"}));
    const Pose late = poseAt(t, 4.0);
    QVERIFY(!late.contains({"a", "viseme"}));
    QCOMPARE(late.find({"a", "visible"})->source.writtenAt, 4.0);
}

void TstTimelineBlend::restValueStartsTheBlend()
{
    // With a rest value of 10, a contribution of 0 at weight ¼ gives 0.75·10 + 0.25·0.
    BlendedValue x(PoseValue(10.0));
    QVERIFY(!x.present()); // nothing applied yet: the key shows its own value
    QVERIFY(x.applyNumber(0.0, 0.25, false, PoseSource{}));
    QCOMPARE(std::get<double>(x.value()), 7.5);
    // An additive contribution on it adds.
    BlendedValue y(PoseValue(10.0));
    QVERIFY(y.applyNumber(4.0, 0.5, true, PoseSource{}));
    QCOMPARE(std::get<double>(y.value()), 12.0);
    // Weight 1 replace gives v exactly (not 0·x + v).
    BlendedValue z(PoseValue(std::numeric_limits<double>::infinity()));
    QVERIFY(z.applyNumber(-0.0, 1.0, false, PoseSource{}));
    QVERIFY(std::signbit(std::get<double>(z.value())));
    // A value block on an additive track adds nothing.
    BlendedValue b;
    QVERIFY(b.applyNumber(1.0, 1.0, false, PoseSource{}));
    QVERIFY(!b.apply(std::nullopt, 1.0, true, PoseSource{}));
    QCOMPARE(std::get<double>(b.value()), 1.0);
}

void TstTimelineBlend::contributionsListWhatApplies()
{
    PlacedClip a = place(constant("A", 2.0), 0.0);
    a.blendOut = 2.0;
    PlacedClip b = place(constant("B", 10.0), 2.0);
    b.blendIn = 2.0;
    const Timeline t = blended({track("a", {a, b})});
    const std::vector<PoseContribution> c = poseContributions(t, {"a", "x"}, 3.0);
    QCOMPARE(c.size(), std::size_t(2));
    QCOMPARE(c[0].placement, (PlacementIndex{0, 0}));
    QCOMPARE(c[0].weight, 0.5);
    QCOMPARE(c[1].weight, 0.5);
    QVERIFY(c[0].applied && c[1].applied);
    // Raw: both listed, only the winner applied.
    Timeline raw = t;
    raw.setPoseMode(TimelinePoseMode::Raw);
    const std::vector<PoseContribution> r = poseContributions(raw, {"a", "x"}, 3.0);
    QCOMPARE(r.size(), std::size_t(2));
    QVERIFY(!r[0].applied && r[1].applied);
}

void TstTimelineBlend::rawIgnoresRampsWeightsAndModes()
{
    Track layer = track("a", {place(constant("offset", 6.0), 0.0)});
    layer.blendMode = TrackBlendMode::Additive;
    layer.weight = 0.5;
    layer.placedClips.front().blendIn = 3.0;
    Timeline t = makeTimeline(10.0, {track("a", {place(constant("base", 4.0), 0.0)}), layer}, PropertySpace::Independent);
    QCOMPARE(number(poseAt(t, 1.0)), 6.0); // the later placement wins whole
}

QTEST_APPLESS_MAIN(TstTimelineBlend)
#include "tst_timeline_blend.moc"
