// The timeline view's geometry: TimelineLayout (pixels), PlacementShape (what a bar shows,
// in seconds) and TimelineHitTester (what is under a pixel).

#include "widgets/timeline/PlacementShape.h"
#include "widgets/timeline/PlacementShapeCache.h"
#include "core/timeline/TimelineDragSession.h"
#include "widgets/timeline/TimelineEditTool.h"
#include "widgets/timeline/TimelineHitTester.h"
#include "widgets/timeline/TimelineLayout.h"
#include "widgets/timeline/ValueClipTracks.h"

#include "core/editor/EditorDocument.h"

#include "tests/timeline/RandomTimeline.h"
#include "tests/timeline/TimelineBuilders.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;
using namespace knotline::test;

namespace {

/// 10 px per frame at 24 fps with frame 0 at the header's right edge: 240 px per second.
TimelineLayout layout()
{
    return TimelineLayout(TimeAxis(TimelineLayout::kHeaderWidth, 10.0), 24.0, QSizeF(1200.0, 200.0));
}

/// Track 0: walk (2 s, once, stroke at 1 s) at 0.5 s with blend in 0.25 s; track 1: wave
/// (0.5 s, ping-pong) at 1 s with window 2 (4 cycles), then walk again at 3 s.
Timeline sample()
{
    SyncTimes raw;
    raw[std::size_t(SyncPoint::Stroke)] = 1.0;
    Clip walkClip = *makeClip(QStringLiteral("walk"), 2.0, {numberChannel("hips", "x", {{0.0, 0.0}, {2.0, 1.0}})});
    if (!walkClip.setSyncTimes(raw))
        qFatal("sync times");
    auto walk = std::make_shared<const Clip>(walkClip);
    auto wave = makeClip(QStringLiteral("wave"), 0.5, {numberChannel("hips", "x", {{0.0, 0.0}, {0.5, 1.0}})},
                         LoopMode::PingPong);
    PlacedClip first = place(walk, 0.5);
    first.blendIn = 0.25;
    return makeTimeline(10.0, {track("a", {first}), track("b", {place(wave, 1.0, 2.0), place(walk, 3.0)})});
}

} // namespace

class TestTimelineGeometry : public QObject {
    Q_OBJECT

private slots:
    void layoutMapsSecondsAndRows()
    {
        const TimelineLayout l = layout();
        QCOMPARE(l.xOfSeconds(1.0), TimelineLayout::kHeaderWidth + 240.0);
        QCOMPARE(l.secondsAtX(TimelineLayout::kHeaderWidth + 120.0), 0.5);
        QCOMPARE(l.secondsPerPixel(), 1.0 / 240.0);
        QCOMPARE(l.rowAt(TimelineLayout::kRulerHeight + 1.0), std::optional<std::size_t>(0));
        QCOMPARE(l.rowAt(TimelineLayout::kRulerHeight + TimelineLayout::kRowHeight + 1.0), std::optional<std::size_t>(1));
        QCOMPARE(l.rowAt(3.0), std::optional<std::size_t>());
        const QRectF bar = l.barRect(1, 1.0, 2.0);
        QCOMPARE(bar.left(), l.xOfSeconds(1.0));
        QCOMPARE(bar.width(), 240.0);
        QVERIFY(l.rowRect(1).contains(bar));
        QVERIFY(l.headerRect(1).contains(l.muteRect(1)));
        QVERIFY(!l.muteRect(1).intersects(l.soloRect(1)));
        QVERIFY(!l.soloRect(1).intersects(l.lockRect(1)));
        const TimelineLayout scrolled(l.axis(), 24.0, l.size(), TimelineLayout::kRowHeight);
        QCOMPARE(scrolled.rowAt(TimelineLayout::kRulerHeight + 1.0), std::optional<std::size_t>(1));
    }

    void shapes()
    {
        const Timeline t = sample();
        const std::vector<PlacementShape> shapes = placementShapes(t);
        QCOMPARE(shapes.size(), std::size_t(3));
        const PlacementShape &walk = shapes[0];
        QCOMPARE(walk.start, 0.5);
        QCOMPARE(walk.end, 2.5);
        QCOMPARE(walk.sharedBy, std::size_t(2));
        QCOMPARE(walk.blendIn, 0.25);
        // Held until the next placement writing hips.x starts after its end: walk at 3.
        QCOMPARE(walk.heldUntil, std::optional<double>(3.0));
        QCOMPARE(walk.syncMarkers.size(), std::size_t(1));
        QCOMPARE(walk.syncMarkers[0].point, SyncPoint::Stroke);
        QCOMPARE(walk.syncMarkers[0].time, 1.5);
        QVERIFY(!walk.syncMarkers[0].requested);
        const PlacementShape &wave = shapes[1];
        QCOMPARE(wave.cycleStarts, (std::vector<double>{1.5, 2.0, 2.5}));
        QCOMPARE(wave.backwards, (std::vector<bool>{true, false, true}));
        QCOMPARE(wave.sharedBy, std::size_t(1));
        QCOMPARE(shapes[2].heldUntil, std::optional<double>()); // nothing writes after it
    }

    void warpWarnings()
    {
        Timeline t = sample();
        PlacedClip p = t.placedClip({0, 0});
        p.syncRequests[std::size_t(SyncPoint::Stroke)] = 2.0; // after the end request: reversed
        p.syncRequests[std::size_t(SyncPoint::End)] = 1.0;
        QVERIFY(t.setPlacedClip({0, 0}, p));
        const PlacementShape shape = placementShape(t, {0, 0});
        QVERIFY(shape.warped);
        bool problem = false;
        for (const SyncWarpWarning &w : shape.warnings)
            problem = problem || isWarpProblem(w);
        QVERIFY(problem);
        QVERIFY(shape.syncMarkers.size() >= 2);
    }

    // placementShapes finds every shape's held tail and sharing in one sweep; each must be
    // what placementShape, which looks at every other placement, gives. Random timelines
    // (tests/timeline/RandomTimeline.h: touching, overlapping, shared, trimmed, muted),
    // plus the reversed warp (its start after its end) and a timeline of one shared clip.
    void allShapesAtOnceEqualEachShape()
    {
        std::vector<Timeline> timelines;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            timelines.push_back(test::randomTimeline(seed));
            timelines.push_back(test::withBlendFeatures(timelines.back(), seed));
        }
        Timeline reversed = sample();
        PlacedClip p = reversed.placedClip({0, 0});
        p.syncRequests[std::size_t(SyncPoint::Stroke)] = 2.0;
        p.syncRequests[std::size_t(SyncPoint::End)] = 1.0;
        QVERIFY(reversed.setPlacedClip({0, 0}, p));
        timelines.push_back(reversed);
        std::size_t compared = 0;
        std::size_t held = 0;
        for (const Timeline &t : timelines) {
            const std::vector<PlacementShape> all = placementShapes(t);
            std::size_t i = 0;
            for (std::size_t track = 0; track < t.trackCount(); ++track) {
                for (std::size_t c = 0; c < t.track(track).placedClips.size(); ++c, ++i) {
                    QVERIFY(i < all.size());
                    const PlacementShape one = placementShape(t, {track, c});
                    QCOMPARE(all[i].index.track, track);
                    QCOMPARE(all[i].index.clip, c);
                    QCOMPARE(all[i].heldUntil, one.heldUntil);
                    QCOMPARE(all[i].sharedBy, one.sharedBy);
                    QCOMPARE(all[i].start, one.start);
                    QCOMPARE(all[i].end, one.end);
                    QCOMPARE(all[i].cycleStarts, one.cycleStarts);
                    ++compared;
                    held += one.heldUntil ? 1 : 0;
                }
            }
            QCOMPARE(all.size(), i);
        }
        QVERIFY(held > compared / 4 && held < compared); // both kinds of tail were met
        qInfo("compared %zu shapes of %zu timelines (%zu with a held tail that ends)", compared, timelines.size(),
              held);
    }

    // The view's shape cache after random edits equals placementShapes of the result: a
    // placement moved (so held tails before and after it change), trimmed, disabled,
    // given another clip of the timeline, several at once; and a drag step's change.
    void shapeCacheFollowsEdits()
    {
        std::size_t steps = 0, incremental = 0, compared = 0;
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            Timeline t = test::withBlendFeatures(test::randomTimeline(seed), seed);
            if (t.trackCount() == 0)
                continue;
            const std::vector<std::shared_ptr<const Clip>> clips = t.clips();
            test::SplitMix64 rng(seed * 7919);
            PlacementShapeCache cache;
            cache.rebuild(t);
            for (int step = 0; step < 12; ++step) {
                Timeline next = t;
                const std::size_t edits = 1 + rng.below(3);
                for (std::size_t e = 0; e < edits; ++e) {
                    const std::size_t track = rng.below(next.trackCount());
                    if (next.track(track).placedClips.empty())
                        continue;
                    const PlacementIndex index{track, rng.below(next.track(track).placedClips.size())};
                    PlacedClip p = next.placedClip(index);
                    switch (rng.below(4)) {
                    case 0: p.start += 0.25 * double(int(rng.below(17)) - 8); break;
                    case 1: p.trimIn = 0.25 * double(rng.below(3)); break;
                    case 2: p.enabled = !p.enabled; break;
                    default: p.clip = clips[rng.below(clips.size())]; break;
                    }
                    (void)next.setPlacedClip(index, p); // a refused edit leaves next as it was
                }
                const TimelineTouched touched = timelineTouched(t, next);
                const std::size_t fullBefore = cache.fullRebuilds();
                cache.update(next, touched);
                incremental += cache.fullRebuilds() == fullBefore && !touched.placements.empty() ? 1 : 0;
                const std::vector<PlacementShape> want = placementShapes(next);
                QCOMPARE(cache.shapes().size(), want.size());
                for (std::size_t i = 0; i < want.size(); ++i) {
                    QVERIFY2(cache.shapes()[i] == want[i],
                             qPrintable(QStringLiteral("seed %1 step %2 shape %3 (track %4 clip %5)")
                                            .arg(seed).arg(step).arg(i).arg(want[i].index.track).arg(want[i].index.clip)));
                    ++compared;
                }
                // The paint's candidates: exactly the shapes whose drawn extent meets a window.
                const double from = 0.5 * double(rng.below(16)), to = from + 0.25 * double(1 + rng.below(12));
                std::vector<std::size_t> meets;
                for (std::size_t i = 0; i < want.size(); ++i) {
                    const PlacementShape &w = want[i];
                    const double left = w.trimmedFrom ? std::min(w.start, *w.trimmedFrom) : w.start;
                    const double right = w.holds ? (w.heldUntil ? std::max(w.end, *w.heldUntil) : HUGE_VAL) : w.end;
                    if (left <= to && right >= from)
                        meets.push_back(i);
                }
                QCOMPARE(cache.candidates(from, to), meets);
                t = std::move(next);
                ++steps;
            }
        }
        QVERIFY(incremental > steps / 2); // most steps were not full rebuilds
        qInfo("%zu edit steps (%zu updated in place), %zu shapes compared", steps, incremental, compared);
    }

    void hits_data()
    {
        const TimelineLayout l = layout();
        const double row0 = l.rowRect(0).center().y();
        const double row1 = l.rowRect(1).center().y();
        const QRectF walkBar = l.barRect(0, 0.5, 2.5);
        QTest::addColumn<QPointF>("pos");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("track");
        QTest::addColumn<int>("clip");
        QTest::newRow("ruler") << QPointF(400, 10) << int(TimelineHitKind::Ruler) << -1 << -1;
        QTest::newRow("corner") << QPointF(10, 10) << int(TimelineHitKind::None) << -1 << -1;
        QTest::newRow("header") << QPointF(10, row1) << int(TimelineHitKind::Header) << 1 << -1;
        QTest::newRow("mute") << l.muteRect(0).center() << int(TimelineHitKind::MuteButton) << 0 << -1;
        QTest::newRow("solo") << l.soloRect(1).center() << int(TimelineHitKind::SoloButton) << 1 << -1;
        QTest::newRow("lock") << l.lockRect(1).center() << int(TimelineHitKind::LockButton) << 1 << -1;
        QTest::newRow("body") << QPointF(l.xOfSeconds(2.0), row0) << int(TimelineHitKind::Bar) << 0 << 0;
        QTest::newRow("start edge") << QPointF(walkBar.left() - 2, row0) << int(TimelineHitKind::StartEdge) << 0 << 0;
        QTest::newRow("end edge") << QPointF(walkBar.right() + 2, row0) << int(TimelineHitKind::EndEdge) << 0 << 0;
        QTest::newRow("blend in handle") << QPointF(l.xOfSeconds(0.75), walkBar.top() + 1) << int(TimelineHitKind::BlendIn)
                                         << 0 << 0;
        QTest::newRow("blend out handle") << QPointF(l.xOfSeconds(2.5) - 1, walkBar.top() + 1)
                                          << int(TimelineHitKind::BlendOut) << 0 << 0;
        QTest::newRow("sync marker") << QPointF(l.xOfSeconds(1.5), walkBar.bottom() - 1) << int(TimelineHitKind::SyncMarker)
                                     << 0 << 0;
        QTest::newRow("empty row") << QPointF(l.xOfSeconds(5.0), row0) << int(TimelineHitKind::EmptyRow) << 0 << -1;
        QTest::newRow("later clip of the track") << QPointF(l.xOfSeconds(3.5), row1) << int(TimelineHitKind::Bar) << 1 << 1;
        QTest::newRow("below the tracks") << QPointF(400, 190) << int(TimelineHitKind::BelowTracks) << -1 << -1;
    }

    void hits()
    {
        QFETCH(QPointF, pos);
        QFETCH(int, track);
        QFETCH(int, clip);
        const Timeline t = sample();
        const TimelineHit hit = hitTimeline(layout(), t.trackCount(), placementShapes(t), pos);
        QTEST(int(hit.kind), "kind");
        QCOMPARE(hit.track ? int(*hit.track) : -1, track);
        QCOMPARE(hit.placement ? int(hit.placement->clip) : -1, clip);
        if (hit.placement)
            QCOMPARE(int(hit.placement->track), track);
    }

    // Zoomed out until a bar is narrower than kCompactBarWidth, it is drawn as a plain block
    // (TimelinePainter.cpp), so its sync marker is not hit either: what is drawn is hit.
    void compactBarsHitWithoutMarkers()
    {
        const TimelineLayout far(TimeAxis(TimelineLayout::kHeaderWidth, 0.05), 24.0, QSizeF(1200.0, 200.0));
        const Timeline t = sample();
        const QRectF bar = far.barRect(0, 0.5, 2.5);
        QVERIFY(bar.width() < TimelineLayout::kCompactBarWidth);
        const QPointF onMarker(far.xOfSeconds(1.5), bar.bottom() - 1);
        const TimelineHit hit = hitTimeline(far, t.trackCount(), placementShapes(t), onMarker);
        QVERIFY(hit.kind != TimelineHitKind::SyncMarker);
        QVERIFY(hit.placement && *hit.placement == (PlacementIndex{0, 0}));
        // At the usual zoom the same marker is hit (the row "sync marker" of hits()).
        const TimelineLayout near = layout();
        const QRectF wide = near.barRect(0, 0.5, 2.5);
        QCOMPARE(hitTimeline(near, t.trackCount(), placementShapes(t), QPointF(near.xOfSeconds(1.5), wide.bottom() - 1)).kind,
                 TimelineHitKind::SyncMarker);
    }

    // The view's part of a drag: the hit and the tool choose the kind (TimelineEditTool.h),
    // the pointer becomes seconds and a row, core's TimelineDragSession does the rest.
    void drags()
    {
        const Timeline t = sample();
        const TimelineLayout l = layout(); // 240 px per second
        const double row0 = l.rowRect(0).center().y();
        const double row1 = l.rowRect(1).center().y();
        auto session = [&](const TimelineHit &hit, QPointF press, Qt::KeyboardModifiers mods,
                           TimelineEditTool tool = TimelineEditTool::Select, std::set<std::size_t> locked = {}) {
            const std::optional<ToolDrag> drag = toolDrag(t, hit, tool, mods);
            if (!drag)
                qFatal("no drag");
            Result<TimelineDragSession> s = TimelineDragSession::create(
                t, drag->kind, drag->anchor, l.secondsAtX(press.x()), l.rowAt(press.y()).value_or(0), {}, hit.syncPoint,
                std::move(locked));
            if (!s)
                qFatal("%s", s.message().c_str());
            return std::move(*s);
        };
        auto snap = [&](bool on, double current) {
            return TimelineDragSnap{on, 8.0 * l.secondsPerPixel(), l.timeCodesPerSecond(), current};
        };
        auto to = [&](TimelineDragSession &s, QPointF pos, bool snapping, double current) {
            const Status st = s.update(l.secondsAtX(pos.x()), l.rowAt(pos.y()), snap(snapping, current));
            return st ? s.change().after : Timeline();
        };
        const QPointF body(l.xOfSeconds(1.0), row0);
        const TimelineHit bar = hitTimeline(l, t.trackCount(), placementShapes(t), body);
        QCOMPARE(bar.kind, TimelineHitKind::Bar);
        TimelineDragSession move = session(bar, body, Qt::NoModifier);
        QCOMPARE(move.kind(), TimelineDragKind::Move);
        // 0.6 s right and one row down, unsnapped; snapped, the start (1.1) lands on frame 26 (1.0833 s).
        Timeline r = to(move, body + QPointF(144.0, row1 - row0), false, 100.0);
        QCOMPARE(r.placedClip({1, 2}).start, 1.1);
        QCOMPARE(move.change().selection, (std::set<PlacementIndex>{{1, 2}}));
        r = to(move, body + QPointF(144.0, 0.0), true, 100.0);
        QCOMPARE(r.placedClip({0, 0}).start, 26.0 / 24.0);
        // Snapped to the current time: the end (2.5 + 0.02) lands on it at 2.53.
        r = to(move, body + QPointF(4.8, 0.0), true, 2.53);
        QCOMPARE(r.placedClip({0, 0}).end(), 2.53);
        // Below the last track the row offset stays at the last one there is.
        r = to(move, body + QPointF(0.0, 500.0), false, 100.0);
        QCOMPARE(r.track(1).placedClips.size(), std::size_t(3));
        // Into a locked track: held back.
        TimelineDragSession lockedMove = session(bar, body, Qt::NoModifier, TimelineEditTool::Select, {1});
        r = to(lockedMove, body + QPointF(0.0, row1 - row0), false, 100.0);
        QCOMPARE(r.track(0).placedClips.size(), std::size_t(1));

        const QPointF end(l.barRect(0, 0.5, 2.5).right() - 1.0, row0);
        const TimelineHit edge = hitTimeline(l, t.trackCount(), placementShapes(t), end);
        QCOMPARE(edge.kind, TimelineHitKind::EndEdge);
        // Trim to 3.0 s (the pointer 0.5 s right); Ctrl: the same end at speed 2 / 2.5.
        TimelineDragSession trim = session(edge, end, Qt::NoModifier);
        r = to(trim, end + QPointF(120.0, 0.0), true, 100.0);
        QCOMPARE(r.placedClip({0, 0}).naturalLength(), 2.5);
        QCOMPARE(r.placedClip({0, 0}).speed, 1.0);
        TimelineDragSession stretch = session(edge, end, Qt::ControlModifier);
        r = to(stretch, end + QPointF(120.0, 0.0), true, 100.0);
        QCOMPARE(r.placedClip({0, 0}).naturalLength(), 2.0);
        QCOMPARE(r.placedClip({0, 0}).speed, 0.8);
        QCOMPARE(stretch.text(), QStringLiteral("Change Clip Speed"));
        // Shift (or the ripple tool): a ripple trim; the slip tool on the body: a slip.
        QCOMPARE(session(edge, end, Qt::ShiftModifier).kind(), TimelineDragKind::RippleTrimEnd);
        QCOMPARE(session(edge, end, Qt::NoModifier, TimelineEditTool::Ripple).kind(), TimelineDragKind::RippleTrimEnd);
        QCOMPARE(session(bar, body, Qt::NoModifier, TimelineEditTool::Slip).kind(), TimelineDragKind::Slip);
        QCOMPARE(session(bar, body, Qt::NoModifier, TimelineEditTool::Slide).kind(), TimelineDragKind::Slide);

        const QPointF marker(l.xOfSeconds(1.5), l.barRect(0, 0.5, 2.5).bottom() - 1);
        const TimelineHit sync = hitTimeline(l, t.trackCount(), placementShapes(t), marker);
        QCOMPARE(sync.kind, TimelineHitKind::SyncMarker);
        TimelineDragSession syncDrag = session(sync, marker, Qt::NoModifier);
        r = to(syncDrag, marker + QPointF(60.0, 0.0), true, 100.0);
        QCOMPARE(*r.placedClip({0, 0}).syncRequests[std::size_t(SyncPoint::Stroke)], 1.75);
    }

    void valueClipSets()
    {
        QTemporaryDir dir;
        auto write = [&](const char *name, const char *text) {
            QFile f(dir.filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write("a.usda", "#usda 1.0\ndef \"Model\"\n{\n    double x.timeSamples = {0: 1, 10: 2}\n}\n");
        write("b.usda", "#usda 1.0\ndef \"Model\"\n{\n    double x.timeSamples = {0: 3, 10: 4}\n}\n");
        write("root.usda", "#usda 1.0\n(\n    timeCodesPerSecond = 24\n    endTimeCode = 48\n)\n"
                           "def \"Model\" (\n    clips = {\n        dictionary walk = {\n"
                           "            asset[] assetPaths = [@./a.usda@, @./b.usda@]\n"
                           "            double2[] active = [(0, 0), (12, 1), (30, 0)]\n"
                           "            string primPath = \"/Model\"\n        }\n    }\n)\n{\n    double x\n}\n");
        Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(dir.filePath(QStringLiteral("root.usda")));
        QVERIFY2(doc, doc.status().message().c_str());
        QVERIFY((*doc)->usdDocument());
        const Timeline t = valueClipTimeline(*(*doc)->usdDocument(), 24.0, 48.0);
        QCOMPARE(t.trackCount(), std::size_t(1));
        QCOMPARE(t.track(0).name, QStringLiteral("/Model: walk"));
        const std::vector<PlacedClip> &bars = t.track(0).placedClips;
        QCOMPARE(bars.size(), std::size_t(3));
        // Active ranges in seconds: [0, 0.5] a, [0.5, 1.25] b, [1.25, 2] a (to the end time code).
        QCOMPARE(bars[0].start, 0.0);
        QCOMPARE(bars[0].end(), 0.5);
        QCOMPARE(bars[1].start, 0.5);
        QCOMPARE(bars[1].end(), 1.25);
        QCOMPARE(bars[2].end(), 2.0);
        QCOMPARE(bars[0].clip->name(), QStringLiteral("./a.usda"));
        QCOMPARE(bars[1].clip->name(), QStringLiteral("./b.usda"));
        QCOMPARE(bars[0].clip, bars[2].clip); // one clip per asset: "shared by 2"
        QCOMPARE(placementShape(t, {0, 0}).sharedBy, std::size_t(2));
        // A layer without clips gives no tracks.
        write("plain.usda", "#usda 1.0\ndef \"Model\"\n{\n    double x = 1\n}\n");
        doc = EditorDocument::open(dir.filePath(QStringLiteral("plain.usda")));
        QVERIFY(doc);
        QCOMPARE(valueClipTimeline(*(*doc)->usdDocument(), 24.0, 48.0).trackCount(), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestTimelineGeometry)
#include "tst_timeline_geometry.moc"
