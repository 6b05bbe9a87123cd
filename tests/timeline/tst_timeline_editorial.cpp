// Timeline editing in core (core/timeline/TimelineEdits.h, EditorialEdits.h,
// TimelineDragSession.h, TimelineTouched.h), without widgets: trimming the start keeps the
// content in place, split gives two placements of one shared clip, slip, slide, ripple
// trim and ripple delete, roll, speed about the start, the inspector's setters; drag
// sessions make each state from the press (absolute proposals), snap in seconds and give
// one change; a change reports what it touched. Each edit is checked on the pose it gives
// (what an artist sees), not only on the fields.
#include "tests/timeline/TimelineBuilders.h"

#include "core/timeline/EditorialEdits.h"
#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/PlacementClipTime.h"
#include "core/timeline/TimelineDragSession.h"
#include "core/timeline/TimelineEdits.h"
#include "core/timeline/TimelineTouched.h"

#include <QTest>

#include <cstdint>
#include <map>

using namespace knotline;
using namespace knotline::test;

Q_DECLARE_METATYPE(knotline::Timeline)

namespace {

/// walk ramps a.x from 0 to 10 over 10 s (value = clip time).
std::shared_ptr<const Clip> walk()
{
    static const auto clip = makeClip("walk", 10.0, {numberChannel("a", "x", {{0.0, 0.0}, {10.0, 10.0}})});
    return clip;
}

std::optional<double> x(const Timeline &t, double at)
{
    const std::optional<PoseValue> v = evaluateTimeline(t, at).value({"a", "x"});
    return v ? std::optional<double>(std::get<double>(*v)) : std::nullopt;
}

/// Two touching placements of walk on one track: [0, 4] and [4, 8] (the second anchored at
/// 4, so it shows clip time t − 4).
Timeline twoTouching()
{
    return makeTimeline(20.0, {track("a", {place(walk(), 0.0, 4.0), place(walk(), 4.0, 4.0)})}, PropertySpace::Independent);
}

const TimelineDragSnap kNoSnap{false, 0.0, 24.0, 0.0};

/// The values of a pose (what an artist sees; which placement wrote them may differ).
std::map<ChannelKey, PoseValue> values(const Pose &pose)
{
    std::map<ChannelKey, PoseValue> out;
    for (const PoseEntry &e : pose.entries())
        out.emplace(e.key(), e.value);
    return out;
}

/// Where each placement of track 0 starts playing and ends, in placement order.
std::vector<std::pair<double, double>> ranges(const Timeline &t)
{
    std::vector<std::pair<double, double>> out;
    for (const PlacedClip &p : t.track(0).placedClips)
        out.emplace_back(p.activeStart(), p.end());
    return out;
}

} // namespace

class TstTimelineEditorial : public QObject {
    Q_OBJECT
private slots:
    void trimStartKeepsContent();
    void trimEndKeepsContent();
    void splitSharesTheClip();
    void splitKeepsThePose_data();
    void splitKeepsThePose();
    void splitLeavesNoGapAtTheCut();
    void slipMovesContentUnderTheRange();
    void slideLetsNeighboursAbsorb();
    void slideKeepsGaps();
    void rippleTrimAndRippleDelete();
    void rippleDeleteClosesOnlyTheFreedTime();
    void rollMovesTheCut();
    void rollNeedsATouchingNeighbour();
    void trimInOfSyncWarpsIsRefused();
    void speedKeepsTheStart();
    void inspectorSetters();
    void dragSessionsAreAbsoluteAndSnap();
    void dragSessionRefusals();
    void touchedSaysWhatChanged();
    void clipTimeOfATrimmedHeadGoesWherePlayStarts();
};

void TstTimelineEditorial::trimStartKeepsContent()
{
    const Timeline before = makeTimeline(20.0, {track("a", {place(walk(), 1.0)})});
    Result<Timeline> trimmed = trimPlacementStart(before, {0, 0}, 3.5);
    QVERIFY(trimmed);
    const PlacedClip &p = trimmed->placedClip({0, 0});
    QCOMPARE(p.start, 1.0);
    QCOMPARE(p.trimIn, 2.5);
    QCOMPARE(p.end(), 11.0);
    QVERIFY(!x(*trimmed, 3.0));            // hidden head: at rest
    QCOMPARE(x(*trimmed, 3.5), 2.5);       // the content did not move
    QCOMPARE(x(*trimmed, 6.0), x(before, 6.0));
    // Trimming back out stops at the clip's first frame (the anchor).
    Result<Timeline> back = trimPlacementStart(*trimmed, {0, 0}, -5.0);
    QVERIFY(back);
    QCOMPARE(back->placedClip({0, 0}).trimIn, 0.0);
    QCOMPARE(*back, before);
    QVERIFY(!trimPlacementStart(before, {0, 0}, 11.0)); // at the end
}

void TstTimelineEditorial::trimEndKeepsContent()
{
    PlacedClip p = place(walk(), 1.0);
    p.trimIn = 2.0;
    const Timeline before = makeTimeline(20.0, {track("a", {p})});
    Result<Timeline> trimmed = trimPlacementEnd(before, {0, 0}, 6.0);
    QVERIFY(trimmed);
    QCOMPARE(trimmed->placedClip({0, 0}).window, std::optional<double>(5.0));
    QCOMPARE(x(*trimmed, 5.0), 4.0);
    QCOMPARE(x(*trimmed, 9.0), 5.0); // held from the end
    QVERIFY(!trimPlacementEnd(before, {0, 0}, 3.0)); // before a = 3
}

void TstTimelineEditorial::splitSharesTheClip()
{
    PlacedClip p = place(walk(), 1.0, 8.0);
    p.blendIn = 1.0;
    p.blendOut = 1.5;
    const Timeline before = makeTimeline(20.0, {track("a", {p})});
    Result<TimelineEditResult> split = splitPlacements(before, {{0, 0}}, 4.0);
    QVERIFY(split);
    const Timeline &t = split->timeline;
    QCOMPARE(t.track(0).placedClips.size(), std::size_t(2));
    const PlacedClip &first = t.placedClip({0, 0});
    const PlacedClip &second = t.placedClip({0, 1});
    QCOMPARE(first.clip.get(), walk().get());  // one shared clip
    QCOMPARE(second.clip.get(), walk().get());
    QCOMPARE(t.placementsPlaying(walk().get()).size(), std::size_t(2));
    QCOMPARE(second.activeStart(), 4.0);
    QCOMPARE(std::nextafter(first.end(), 5.0), 4.0); // the first ends the instant before
    QVERIFY(!first.hold);                            // it gives way to the second
    QVERIFY(second.hold);
    QCOMPARE(second.start, 1.0);               // same anchor
    QCOMPARE(second.end(), 9.0);
    QCOMPARE(first.blendIn, 1.0);
    QCOMPARE(first.blendOut, 0.0);
    QCOMPARE(second.blendIn, 0.0);
    QCOMPARE(second.blendOut, 1.5);
    for (double at : {2.0, 3.99, 4.0, 4.01, 8.5})
        QCOMPARE(x(t, at), x(before, at));
    QCOMPARE(split->selection, (std::set<PlacementIndex>{{0, 1}}));
    // Looping clips split anywhere now: the mapping is the anchor's.
    const auto loop = makeClip("loop", 1.0, {numberChannel("a", "x", {{0.0, 0.0}, {1.0, 1.0}})}, LoopMode::Loop);
    const Timeline loops = makeTimeline(20.0, {track("a", {place(loop, 0.0, 5.0)})});
    Result<TimelineEditResult> cut = splitPlacements(loops, {{0, 0}}, 2.3);
    QVERIFY(cut);
    for (double at : {2.2, 2.3, 2.4, 4.9})
        QCOMPARE(x(cut->timeline, at), x(loops, at));
    QVERIFY(!splitPlacements(before, {{0, 0}}, 0.5)); // not playing there
}

void TstTimelineEditorial::splitKeepsThePose_data()
{
    QTest::addColumn<Timeline>("before");
    QTest::addColumn<double>("cut");
    const auto other = makeClip("other", 4.0, {numberChannel("a", "x", {{0.0, 100.0}, {4.0, 104.0}})});
    // Raw: a later placement on the track overlaps the second half; later wins must not change.
    QTest::newRow("raw, a later clip overlaps")
        << makeTimeline(20.0, {track("a", {place(walk(), 0.0), place(other, 4.0)})}, PropertySpace::Independent) << 5.0;
    QTest::newRow("raw, a later clip ends first")
        << makeTimeline(20.0, {track("a", {place(walk(), 0.0), place(other, 1.0)})}, PropertySpace::Independent) << 3.0;
    const auto blendedOf = [&](double trackWeight, TrackBlendMode mode, double blendIn, double blendOut) {
        PlacedClip p = place(walk(), 0.0);
        p.blendIn = blendIn;
        p.blendOut = blendOut;
        Track under = track("a", {place(other, 0.0, 20.0)});
        Track top = track("a", {p});
        top.weight = trackWeight;
        top.blendMode = mode;
        Timeline t = makeTimeline(20.0, {under, top}, PropertySpace::Independent);
        t.setPoseMode(TimelinePoseMode::Blended);
        return t;
    };
    PlacedClip alone = place(walk(), 0.0);
    alone.blendOut = 2.0;
    Timeline single = makeTimeline(20.0, {track("a", {alone})}, PropertySpace::Independent);
    single.setPoseMode(TimelinePoseMode::Blended);
    QTest::newRow("blended, blends out alone") << single << 5.0;
    QTest::newRow("blended, track weight 0.5") << blendedOf(0.5, TrackBlendMode::Replace, 0.0, 0.0) << 5.0;
    QTest::newRow("blended, additive") << blendedOf(1.0, TrackBlendMode::Additive, 0.0, 0.0) << 5.0;
    QTest::newRow("blended, ramps both sides of the cut") << blendedOf(0.75, TrackBlendMode::Replace, 2.0, 3.0) << 5.0;
    QTest::newRow("blended, additive with ramps") << blendedOf(0.5, TrackBlendMode::Additive, 1.0, 1.0) << 4.0;
}

void TstTimelineEditorial::splitKeepsThePose()
{
    // "Together they play what it played": every value at every time, before and after.
    QFETCH(Timeline, before);
    QFETCH(double, cut);
    Result<TimelineEditResult> split = splitPlacements(before, {{before.trackCount() - 1, 0}}, cut);
    QVERIFY(split);
    int compared = 0;
    for (int i = 0; i <= 2400; ++i) {
        const double t = -1.0 + i * 0.01;
        const auto want = values(evaluateTimeline(before, t));
        const auto got = values(evaluateTimeline(split->timeline, t));
        if (got != want)
            QFAIL(qPrintable(QStringLiteral("the pose changed at t = %1").arg(t)));
        ++compared;
    }
    QCOMPARE(compared, 2401);
}

void TstTimelineEditorial::splitLeavesNoGapAtTheCut()
{
    // Awkward anchors, speeds and cuts: the second half plays from at or before the cut, the
    // first ends before it starts (no instant played twice, which an additive track would
    // count twice), the values at the seam are the original's, and at most one
    // representable time lies between the halves.
    std::uint64_t state = 12345;
    const auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return double(state >> 11) / double(1ull << 53);
    };
    int splits = 0;
    int gaps = 0;
    double worst = 0;
    for (int i = 0; i < 5000; ++i) {
        const double s = (next() - 0.5) * 1000.0;
        const double v = 0.1 + next() * 3.0;
        const Timeline before = makeTimeline(2000.0, {track("a", {place(walk(), s, std::nullopt, v)})}, PropertySpace::Independent);
        const PlacedClip &p = before.placedClip({0, 0});
        const double cut = p.activeStart() + (p.end() - p.activeStart()) * (0.01 + 0.98 * next());
        Result<TimelineEditResult> split = splitPlacements(before, {{0, 0}}, cut);
        QVERIFY(split);
        const PlacedClip &first = split->timeline.placedClip({0, 0});
        const PlacedClip &second = split->timeline.placedClip({0, 1});
        QVERIFY2(first.end() < second.activeStart() && second.activeStart() <= cut,
                 qPrintable(QString::asprintf("%d: s %.17g v %.17g cut %.17g e1 %.17g a2 %.17g", i, s, v, cut, first.end(),
                                              second.activeStart())));
        if (std::nextafter(first.end(), INFINITY) != second.activeStart()) {
            ++gaps;
            const double scale = std::max(std::abs(s), std::abs(cut));
            worst = std::max(worst, (second.activeStart() - first.end()) / (std::nextafter(scale, INFINITY) - scale));
        }
        for (double t : {cut, second.activeStart(), first.end()}) {
            const Pose after = evaluateTimeline(split->timeline, t);
            QCOMPARE(after.find({"a", "x"})->source.state, PoseState::Active);
            QCOMPARE(values(after), values(evaluateTimeline(before, t)));
        }
        ++splits;
    }
    QCOMPARE(splits, 5000);
    // Both halves keep the anchor, so e1 = s + w / v and a2 = s + trimIn land on grids as
    // coarse as s's rounding: sometimes one representable time (2 ulps) lies between.
    qInfo("%d of %d splits leave representable times between the halves; widest %g ulps of max(|s|, |cut|)", gaps,
          splits, worst);
    QVERIFY(worst <= 2.0);
}

void TstTimelineEditorial::slipMovesContentUnderTheRange()
{
    PlacedClip p = place(walk(), 1.0, 6.0);
    p.trimIn = 2.0; // plays [3, 7], clip times 2..6
    const Timeline before = makeTimeline(20.0, {track("a", {p})});
    Result<Timeline> slipped = slipPlacement(before, {0, 0}, -1.0);
    QVERIFY(slipped);
    const PlacedClip &q = slipped->placedClip({0, 0});
    QCOMPARE(q.activeStart(), 3.0);
    QCOMPARE(q.end(), 7.0);
    QCOMPARE(x(*slipped, 3.0), 3.0); // the content moved one second earlier under the range
    QCOMPARE(x(*slipped, 6.0), 6.0);
    // Later content stops at the clip's first frame.
    Result<Timeline> late = slipPlacement(before, {0, 0}, 5.0);
    QVERIFY(late);
    QCOMPARE(late->placedClip({0, 0}).trimIn, 0.0);
    QCOMPARE(late->placedClip({0, 0}).start, 3.0);
    QCOMPARE(late->placedClip({0, 0}).end(), 7.0);
}

void TstTimelineEditorial::slideLetsNeighboursAbsorb()
{
    // Three touching clips [0, 4] [4, 8] [8, 12]; slide the middle one by +1.
    Timeline t = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 4.0), place(walk(), 4.0, 4.0), place(walk(), 8.0, 4.0)})},
                              PropertySpace::Independent);
    Result<TimelineEditResult> slid = slidePlacement(t, {0, 1}, 1.0);
    QVERIFY(slid);
    const Timeline &s = slid->timeline;
    QCOMPARE(s.placedClip({0, 0}).end(), 5.0);          // the previous one grew
    QCOMPARE(s.placedClip({0, 1}).activeStart(), 5.0);   // moved whole
    QCOMPARE(s.placedClip({0, 1}).end(), 9.0);
    QCOMPARE(s.placedClip({0, 2}).activeStart(), 9.0);  // the next one was trimmed…
    QCOMPARE(s.placedClip({0, 2}).start, 8.0);          // …keeping its content
    QCOMPARE(x(s, 9.5), x(t, 9.5));
    QCOMPARE(x(s, 6.0), 1.0);                            // the slid clip's content moved with it
    // Clamped so the next one keeps some length.
    Result<TimelineEditResult> far = slidePlacement(t, {0, 1}, 10.0);
    QVERIFY(far);
    QVERIFY(far->timeline.placedClip({0, 2}).activeStart() < far->timeline.placedClip({0, 2}).end());
}

void TstTimelineEditorial::slideKeepsGaps()
{
    // [0, 2] [5, 7] [12, 14]: no neighbour touches the middle one, so it only moves.
    const Timeline t = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 2.0), place(walk(), 5.0, 2.0), place(walk(), 12.0, 2.0)})},
                                    PropertySpace::Independent);
    for (double delta : {-1.0, 1.0}) {
        Result<TimelineEditResult> slid = slidePlacement(t, {0, 1}, delta);
        QVERIFY(slid);
        const std::vector<std::pair<double, double>> want{{0.0, 2.0}, {5.0 + delta, 7.0 + delta}, {12.0, 14.0}};
        QCOMPARE(ranges(slid->timeline), want);
        QCOMPARE(slid->timeline.placedClip({0, 2}).trimIn, 0.0);
    }
    // Touching on the left only: the left one absorbs, the right side moves freely.
    const Timeline left = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 5.0), place(walk(), 5.0, 2.0), place(walk(), 12.0, 2.0)})},
                                       PropertySpace::Independent);
    Result<TimelineEditResult> slid = slidePlacement(left, {0, 1}, 1.0);
    QVERIFY(slid);
    const std::vector<std::pair<double, double>> want{{0.0, 6.0}, {6.0, 8.0}, {12.0, 14.0}};
    QCOMPARE(ranges(slid->timeline), want);
}

void TstTimelineEditorial::rippleDeleteClosesOnlyTheFreedTime()
{
    // Two overlapping clips removed: 6 s freed, not 8.
    const Timeline t = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 4.0), place(walk(), 2.0, 4.0), place(walk(), 6.0, 2.0),
                                                        place(walk(), 10.0, 2.0)})},
                                    PropertySpace::Independent);
    Result<TimelineEditResult> deleted = rippleDeletePlacements(t, {{0, 0}, {0, 1}});
    QVERIFY(deleted);
    QCOMPARE(ranges(deleted->timeline), (std::vector<std::pair<double, double>>{{0.0, 2.0}, {4.0, 6.0}}));
    // A kept clip covering part of the removed range keeps that time: only [0, 3] is freed.
    const Timeline covered = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 4.0), place(walk(), 3.0, 3.0), place(walk(), 8.0, 2.0)})},
                                          PropertySpace::Independent);
    Result<TimelineEditResult> closed = rippleDeletePlacements(covered, {{0, 0}});
    QVERIFY(closed);
    QCOMPARE(ranges(closed->timeline), (std::vector<std::pair<double, double>>{{0.0, 3.0}, {5.0, 7.0}}));
}

void TstTimelineEditorial::rippleTrimAndRippleDelete()
{
    Timeline t = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 4.0), place(walk(), 4.0, 4.0), place(walk(), 9.0, 2.0)})},
                              PropertySpace::Independent);
    Result<Timeline> shorter = rippleTrimEnd(t, {0, 0}, 3.0);
    QVERIFY(shorter);
    QCOMPARE(shorter->placedClip({0, 1}).activeStart(), 3.0); // the later clips follow
    QCOMPARE(shorter->placedClip({0, 2}).activeStart(), 8.0); // gap kept
    QCOMPARE(x(*shorter, 3.5), 0.5);                           // content moved with its clip
    Result<Timeline> trimmedHead = rippleTrimStart(t, {0, 1}, 5.0);
    QVERIFY(trimmedHead);
    QCOMPARE(trimmedHead->placedClip({0, 1}).activeStart(), 4.0); // stays where it was
    QCOMPARE(trimmedHead->placedClip({0, 1}).end(), 7.0);
    QCOMPARE(x(*trimmedHead, 4.0), 1.0);                        // its head is gone: clip time 1 at 4
    QCOMPARE(trimmedHead->placedClip({0, 2}).activeStart(), 8.0);
    Result<TimelineEditResult> deleted = rippleDeletePlacements(t, {{0, 1}});
    QVERIFY(deleted);
    QCOMPARE(deleted->timeline.track(0).placedClips.size(), std::size_t(2));
    QCOMPARE(deleted->timeline.placedClip({0, 1}).activeStart(), 5.0); // closed the 4 s gap
    QCOMPARE(deleted->timeline.placedClip({0, 0}).activeStart(), 0.0);
}

void TstTimelineEditorial::rollMovesTheCut()
{
    const Timeline t = twoTouching();
    Result<TimelineEditResult> rolled = rollCut(t, {0, 0}, 5.0);
    QVERIFY(rolled);
    const Timeline &r = rolled->timeline;
    QCOMPARE(r.placedClip({0, 0}).end(), 5.0);
    QCOMPARE(r.placedClip({0, 1}).activeStart(), 5.0);
    QCOMPARE(r.placedClip({0, 1}).end(), 8.0);
    QCOMPARE(x(r, 4.5), 4.5); // the first plays on
    QCOMPARE(x(r, 6.0), 2.0); // the second's content did not move
    // The right one cannot reveal what is before its first frame.
    Result<TimelineEditResult> early = rollCut(t, {0, 0}, 2.0);
    QVERIFY(early);
    QCOMPARE(early->timeline.placedClip({0, 1}).activeStart(), 4.0);
    QVERIFY(!rollCut(t, {0, 1}, 9.0)); // no clip after the second
}

void TstTimelineEditorial::rollNeedsATouchingNeighbour()
{
    // L [0, 4], R [3, 6] overlapping it (a crossfade), S [8, 10] after a gap: no clip
    // starts where L ends, so there is no cut to roll and nothing changes.
    const Timeline t = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 4.0), place(walk(), 3.0, 3.0), place(walk(), 8.0, 2.0)})},
                                    PropertySpace::Independent);
    QVERIFY(!nextNeighbour(t, {0, 0}));
    QVERIFY(!rollCut(t, {0, 0}, 5.0));
    QVERIFY(!previousNeighbour(t, {0, 2}));
}

void TstTimelineEditorial::trimInOfSyncWarpsIsRefused()
{
    // A sync warp maps the whole clip; its trim in is not where the edits think it is.
    PlacedClip p = place(gestureClip(), 0.0);
    p.syncRequests[std::size_t(SyncPoint::Stroke)] = 10.0;
    const Timeline t = makeTimeline(20.0, {track("arm", {p})}, PropertySpace::Independent);
    QVERIFY(!trimPlacementStart(t, {0, 0}, 9.0));
    QVERIFY(!trimPlacementStart(t, {0, 0}, 1.0));
    QVERIFY(!rippleTrimStart(t, {0, 0}, 9.0));
    QVERIFY(!setPlacementActiveStart(t, {0, 0}, 9.0));
    QVERIFY(!setPlacementTrimIn(t, {0, 0}, 1.0));
    // Speed leaves a warped placement's anchor and trim in alone (a file may carry one):
    // its warp says where it plays.
    PlacedClip two = p;
    two.syncRequests[std::size_t(SyncPoint::Ready)] = 8.0;
    two.trimIn = 0.5;
    const Timeline t2 = makeTimeline(20.0, {track("arm", {two})}, PropertySpace::Independent);
    Result<Timeline> faster = setPlacementSpeed(t2, {0, 0}, 2.0);
    QVERIFY(faster);
    QCOMPARE(faster->placedClip({0, 0}).trimIn, 0.5);
    QCOMPARE(faster->placedClip({0, 0}).start, 0.0);
    QCOMPARE(faster->placedClip({0, 0}).speed, 2.0);
}

void TstTimelineEditorial::speedKeepsTheStart()
{
    PlacedClip p = place(walk(), 1.0, 8.0);
    p.trimIn = 1.0; // plays [2, 9] showing clip times 1..8
    const Timeline t = makeTimeline(20.0, {track("a", {p})});
    Result<Timeline> faster = setPlacementSpeed(t, {0, 0}, 2.0);
    QVERIFY(faster);
    const PlacedClip &q = faster->placedClip({0, 0});
    QCOMPARE(q.activeStart(), 2.0);
    QCOMPARE(x(*faster, 2.0), 1.0);   // the same first frame
    QCOMPARE(q.end(), 5.5);           // 7 clip seconds at 2×
    QCOMPARE(x(*faster, 5.5), 8.0);
    Result<Timeline> stretched = stretchPlacementEnd(t, {0, 0}, 16.0);
    QVERIFY(stretched);
    QCOMPARE(stretched->placedClip({0, 0}).activeStart(), 2.0);
    QCOMPARE(stretched->placedClip({0, 0}).speed, 0.5);
    QCOMPARE(x(*stretched, 16.0), 8.0);
    Result<Timeline> fromStart = stretchPlacementStart(t, {0, 0}, 5.5);
    QVERIFY(fromStart);
    QCOMPARE(fromStart->placedClip({0, 0}).end(), 9.0);
    QCOMPARE(x(*fromStart, 5.5), 1.0);
    QVERIFY(!setPlacementSpeed(t, {0, 0}, 0.0));
}

void TstTimelineEditorial::inspectorSetters()
{
    const Timeline t = makeTimeline(20.0, {track("a", {place(walk(), 1.0)})});
    Result<Timeline> a = setPlacementActiveStart(t, {0, 0}, 2.0);
    QVERIFY(a);
    QCOMPARE(a->placedClip({0, 0}).trimIn, 1.0);
    QVERIFY(!setPlacementActiveStart(t, {0, 0}, 0.5));  // before the first frame: refused
    QVERIFY(!setPlacementTrimIn(t, {0, 0}, 10.0));      // reaches the end
    Result<Timeline> w = setPlacementWindow(t, {0, 0}, 3.0);
    QVERIFY(w);
    QCOMPARE(w->placedClip({0, 0}).end(), 4.0);
    QVERIFY(!setPlacementWindow(t, {0, 0}, -1.0));
    Result<Timeline> loop = setClipLoopMode(t, {0, 0}, LoopMode::PingPong);
    QVERIFY(loop);
    QCOMPARE(loop->placedClip({0, 0}).clip->loopMode(), LoopMode::PingPong);
    QCOMPARE(walk()->loopMode(), LoopMode::Once); // the shared original is not changed
    Result<TimelineEditResult> off = setPlacementsEnabled(t, {{0, 0}}, false);
    QVERIFY(off);
    QVERIFY(!x(off->timeline, 5.0));
    QVERIFY(!setPlacementsEnabled(off->timeline, {{0, 0}}, false)); // already so
    Result<Timeline> weighed = setTrackWeight(t, 0, 0.5);
    QVERIFY(weighed);
    QCOMPARE(weighed->track(0).weight, 0.5);
    QVERIFY(!setTrackWeight(t, 0, 2.0));
    Result<Timeline> mode = setTimelinePoseMode(t, TimelinePoseMode::Blended);
    QVERIFY(mode);
    QCOMPARE(mode->poseMode(), TimelinePoseMode::Blended);
}

void TstTimelineEditorial::dragSessionsAreAbsoluteAndSnap()
{
    const Timeline t = twoTouching();
    // Trim the second clip's start: grabbed at its edge (4), dragged to 5.3, back to 4.7.
    Result<TimelineDragSession> trim = TimelineDragSession::create(t, TimelineDragKind::TrimStart, {0, 1}, 4.0, 0);
    QVERIFY(trim);
    QVERIFY(trim->update(5.3, 0, kNoSnap));
    QVERIFY(trim->update(4.7, 0, kNoSnap));
    QCOMPARE(trim->change().before, t);
    QCOMPARE(trim->change().after.placedClip({0, 1}).activeStart(), 4.7);
    QCOMPARE(trim->change().after.placedClip({0, 1}).start, 4.0); // content in place
    QCOMPARE(trim->text(), QStringLiteral("Trim Clip"));
    // A refused proposal keeps the last good state.
    QVERIFY(!trim->update(20.0, 0, kNoSnap));
    QCOMPARE(trim->change().after.placedClip({0, 1}).activeStart(), 4.7);
    // Snapping: to whole frames at 24 fps, or to an edge within the tolerance.
    const TimelineDragSnap frames{true, 0.01, 24.0, 100.0};
    QVERIFY(trim->update(4.73, 0, frames));
    QCOMPARE(trim->change().after.placedClip({0, 1}).activeStart(), 114.0 / 24.0); // 4.73 s is frame 113.52
    // A move grabbed mid-bar, dragged 1 s and one track down (none there: held at 0).
    Result<TimelineDragSession> move = TimelineDragSession::create(t, TimelineDragKind::Move, {0, 0}, 2.0, 0);
    QVERIFY(move);
    QVERIFY(move->update(3.0, 1, kNoSnap));
    QCOMPARE(move->change().after.placedClip({0, 0}).start, 1.0);
    // Snapping a move: the moved start within 0.2 of the other clip's end (8) lands on it.
    QVERIFY(move->update(9.9, 0, TimelineDragSnap{true, 0.2, 24.0, 100.0}));
    QCOMPARE(move->change().after.placedClip({0, 0}).activeStart(), 8.0);
    // Slip, slide, roll and ripple sessions give their functions' results.
    Result<TimelineDragSession> roll = TimelineDragSession::create(t, TimelineDragKind::Roll, {0, 0}, 4.0, 0);
    QVERIFY(roll);
    QVERIFY(roll->update(5.0, 0, kNoSnap));
    QCOMPARE(roll->change().after, rollCut(t, {0, 0}, 5.0)->timeline);
    Result<TimelineDragSession> ripple = TimelineDragSession::create(t, TimelineDragKind::RippleTrimEnd, {0, 0}, 4.0, 0);
    QVERIFY(ripple);
    QVERIFY(ripple->update(3.0, 0, kNoSnap));
    QCOMPARE(ripple->change().after, *rippleTrimEnd(t, {0, 0}, 3.0));
    Result<TimelineDragSession> slide = TimelineDragSession::create(t, TimelineDragKind::Slide, {0, 1}, 6.0, 0);
    QVERIFY(slide);
    QVERIFY(slide->update(6.5, 0, kNoSnap));
    QCOMPARE(slide->change().after, slidePlacement(t, {0, 1}, 0.5)->timeline);
}

void TstTimelineEditorial::dragSessionRefusals()
{
    const Timeline t = twoTouching();
    QVERIFY(!TimelineDragSession::create(t, TimelineDragKind::Move, {3, 0}, 1.0, 0));       // no such placement
    QVERIFY(!TimelineDragSession::create(t, TimelineDragKind::Roll, {0, 1}, 8.0, 0));       // nothing after it
    QVERIFY(!TimelineDragSession::create(t, TimelineDragKind::Move, {0, 0}, std::nan(""), 0));
    QVERIFY(!TimelineDragSession::create(t, TimelineDragKind::Move, {0, 0}, 1.0, 0, {}, SyncPoint::Start, {0})); // locked
}

void TstTimelineEditorial::touchedSaysWhatChanged()
{
    const Timeline t = makeTimeline(20.0, {track("a", {place(walk(), 0.0, 4.0)}), track("b", {place(walk(), 6.0, 4.0)})},
                                    PropertySpace::Independent);
    const TimelineTouched none = timelineTouched(t, t);
    QVERIFY(none.isEmpty());
    Result<Timeline> trimmed = trimPlacementStart(t, {1, 0}, 7.0);
    const TimelineTouched trim = timelineTouched(t, *trimmed);
    QVERIFY(!trim.structure);
    QCOMPARE(trim.placements, (std::set<PlacementIndex>{{1, 0}}));
    QCOMPARE(trim.from, 6.0);
    QCOMPARE(trim.keys, (std::set<ChannelKey>{{"a", "x"}}));
    QVERIFY(!trim.playedClipsChanged);
    Result<Timeline> added = addTrack(t, 2, QStringLiteral("new"));
    QVERIFY(timelineTouched(t, *added).structure);
    Result<Timeline> weighed = setTrackWeight(t, 0, 0.5);
    const TimelineTouched weight = timelineTouched(t, *weighed);
    QCOMPARE(weight.tracks, (std::set<std::size_t>{0}));
    QCOMPARE(weight.from, 0.0);
    Result<TimelineEditResult> unique = makePlacementsUnique(t, {{1, 0}});
    QVERIFY(unique);
    const TimelineTouched u = timelineTouched(t, unique->timeline);
    QCOMPARE(u.newClips.size(), std::size_t(1));
    QVERIFY(u.playedClipsChanged);
    // Write groups (stage.node space): trimming B's viseme can reveal A's pose on the same
    // target, so both keys are touched.
    const auto pose = makeClip("pose", 10.0, {stepChannel("a", "pose", {{0.0, QStringLiteral("p")}})});
    const auto viseme = makeClip("viseme", 3.0, {stepChannel("a", "viseme", {{0.0, QStringLiteral("v")}})});
    const Timeline grouped = makeTimeline(20.0, {track("a", {place(pose, 0.0), place(viseme, 0.0)})});
    Result<Timeline> longer = trimPlacementEnd(grouped, {0, 1}, 11.0);
    QVERIFY(longer);
    QCOMPARE(timelineTouched(grouped, *longer).keys, (std::set<ChannelKey>{{"a", "pose"}, {"a", "viseme"}}));
    QVERIFY(evaluateTimeline(grouped, 12.0).contains({"a", "pose"}) != evaluateTimeline(*longer, 12.0).contains({"a", "pose"}));
}

void TstTimelineEditorial::clipTimeOfATrimmedHeadGoesWherePlayStarts()
{
    // Dragging the canvas's time line (in clip time) never lands in the trimmed head, where
    // the placement plays nothing. One time code per second.
    PlacedClip once = place(walk(), 0.0);
    once.trimIn = 4.0;
    const Timeline t = makeTimeline(20.0, {track("a", {once})}, PropertySpace::Independent);
    const PlacementClipTime c = placementClipTime(t, {0, 0}, 1.0);
    QCOMPARE(c.timelineTimeCodeFor(1.0, 1.0), 4.0); // hidden: where it starts playing
    QCOMPARE(c.timelineTimeCodeFor(6.0, 1.0), 6.0); // played: the inverse
    // A loop plays a hidden clip time again in a later cycle: the nearest one that plays.
    const auto loop = makeClip("loop", 1.0, {numberChannel("a", "x", {{0.0, 0.0}, {1.0, 1.0}})}, LoopMode::Loop);
    PlacedClip looped = place(loop, 0.0, 5.0);
    looped.trimIn = 1.5;
    const Timeline l = makeTimeline(20.0, {track("a", {looped})}, PropertySpace::Independent);
    const PlacementClipTime lc = placementClipTime(l, {0, 0}, 1.0);
    QCOMPARE(lc.timelineTimeCodeFor(0.25, 0.5), 2.25);
    QCOMPARE(lc.timelineTimeCodeFor(0.75, 0.5), 1.75); // the trimmed cycle's played part
}

QTEST_APPLESS_MAIN(TstTimelineEditorial)
#include "tst_timeline_editorial.moc"
