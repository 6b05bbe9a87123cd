// Drag sessions of core/edit (knot, tangent, pre-value and loop-boundary drags) driven
// without widgets: absolute proposals, neighbour stops, snapping, axis locks, live
// anti-regression, lock rules, and one change record per drag that undoes exactly.
#include "core/animcurve/AnimCurveFn.h"
#include "core/edit/ExtrapolationBoundaryDragSession.h"
#include "core/edit/KnotDragSession.h"
#include "core/edit/LoopBoundaryDragSession.h"
#include "core/edit/PreValueDragSession.h"
#include "core/edit/SegmentDeregression.h"
#include "core/edit/TangentDragSession.h"
#include "core/spline/Regression.h"
#include "core/spline/Spline.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace knotline;

namespace {

/// Keys at the given times and values with Auto tangents (non-weighted = Hermite).
AnimCurve autoCurve(const std::vector<double> &times, const std::vector<double> &values)
{
    AnimCurve curve;
    AnimCurveFn fn(curve);
    for (std::size_t i = 0; i < times.size(); ++i)
        if (!fn.addKey(times[i], values[i], MayaTangentType::Auto, MayaTangentType::Auto))
            qFatal("addKey failed");
    return curve;
}

/// Weighted curve 0:0, 10:10, 20:0 with Fixed flat tangents of width `width` on every side.
AnimCurve weightedCurve(double width, bool locked = true)
{
    AnimCurve curve = autoCurve({0.0, 10.0, 20.0}, {0.0, 10.0, 0.0});
    AnimCurveFn fn(curve);
    if (!fn.setIsWeighted(true))
        qFatal("setIsWeighted failed");
    for (std::size_t i = 0; i < 3; ++i) {
        if (!fn.setTangentsLocked(i, false))
            qFatal("unlock failed");
        for (TangentSide side : {TangentSide::In, TangentSide::Out})
            if (!fn.setTangent(i, MayaTangent{3.0 * width, 0.0}, side))
                qFatal("setTangent failed");
        if (!fn.setTangentsLocked(i, locked))
            qFatal("lock failed");
    }
    return curve;
}

AnimCurve curveFromSpline(const std::vector<Knot> &knots, CurveType type = CurveType::Bezier)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (!s.setCurveType(type) || !s.setKnots(knots))
        qFatal("spline refused");
    Result<AnimCurve> c = AnimCurveFn::fromSpline(s);
    if (!c)
        qFatal("fromSpline: %s", c.message().c_str());
    return c.value();
}

KnotDragSession knotSession(const AnimCurve &c, std::vector<std::size_t> keys, std::size_t anchor)
{
    Result<KnotDragSession> s = KnotDragSession::create(c, std::move(keys), anchor);
    if (!s)
        qFatal("KnotDragSession: %s", s.message().c_str());
    return s.value();
}

TangentDragSession tangentSession(const AnimCurve &c, std::size_t key, TangentSide side)
{
    Result<TangentDragSession> s = TangentDragSession::create(c, key, side);
    if (!s)
        qFatal("TangentDragSession: %s", s.message().c_str());
    return s.value();
}

} // namespace

class TestDragSessions : public QObject {
    Q_OBJECT
private slots:
    void knotDragMovesAbsolutely();
    void knotDragCreateErrors();
    void knotDragStopsAtNeighbour_data();
    void knotDragStopsAtNeighbour();
    void knotDragSnapsAnchorToFrames();
    void valueOffsetSnapsAnchorToSteps_data();
    void valueOffsetSnapsAnchorToSteps();
    void knotDragAxisLock();
    void knotDragKeepsSegmentsNonRegressive();
    void knotDragMovesInnerLoopStart();
    void knotDragIsOneChangeThatUndoesExactly();
    void tangentDragWeightedSetsWidthAndSlope();
    void tangentDragLockedMovesBothSides();
    void tangentDragHermiteChangesSlopeOnly();
    void tangentDragIntoRegressionStaysNonRegressive_data();
    void tangentDragIntoRegressionStaysNonRegressive();
    void tangentHandleCannotCrossKey();
    void tangentDragNeedsCurveSegment();
    void outerTangentHandleFollowsLinearInfinity();
    void extrapolationBoundaryDragSnapsToKeys();
    void preValueDrag();
    void loopBoundaryDrag();
    void fixRegressiveSegmentPerStrategy_data();
    void fixRegressiveSegmentPerStrategy();
    void deregressionLeavesOtherSegmentsWhateverTheAuthoringMode();
    void initiallyRegressiveSegmentGetsTsInitialPass();
};

void TestDragSessions::knotDragMovesAbsolutely()
{
    const AnimCurve before = autoCurve({0, 10, 20, 30}, {0, 5, -5, 0});
    const KnotDragSession s = knotSession(before, {1, 2}, 1);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    // Several proposals: each is relative to the drag start, not to the previous step.
    QVERIFY(s.apply(fn, 1.0, 3.0).isOk());
    QVERIFY(s.apply(fn, 2.5, -1.25).isOk());
    QCOMPARE(curve.keyTime(1), 12.5);
    QCOMPARE(curve.keyTime(2), 22.5);
    QCOMPARE(curve.keyValue(1), 3.75);
    QCOMPARE(curve.keyValue(2), -6.25);
    QCOMPARE(curve.keyTime(0), 0.0);
    QCOMPARE(curve.keyTime(3), 30.0);
    // The same as one step of the final offset, bit for bit.
    AnimCurve once = before;
    AnimCurveFn fnOnce(once);
    QVERIFY(s.apply(fnOnce, 2.5, -1.25).isOk());
    QVERIFY(once == curve);
    // Back to zero offset: exactly the start state.
    QVERIFY(s.apply(fn, 0.0, 0.0).isOk());
    QVERIFY(curve == before);
    QVERIFY(curve.checkConsistency().isOk());
}

void TestDragSessions::knotDragCreateErrors()
{
    const AnimCurve c = autoCurve({0, 10}, {0, 1});
    QVERIFY(!KnotDragSession::create(c, {}, 0));
    QVERIFY(!KnotDragSession::create(c, {2}, 2));
    QVERIFY(!KnotDragSession::create(c, {0, 0}, 0));
    QVERIFY(!KnotDragSession::create(c, {0}, 1));
    QVERIFY(KnotDragSession::create(c, {1, 0}, 1));
}

void TestDragSessions::knotDragStopsAtNeighbour_data()
{
    QTest::addColumn<bool>("snap");
    QTest::addColumn<double>("proposed");
    QTest::addColumn<double>("expectedTime"); // of key 1 (was 10; neighbours 0 and 20)
    QTest::newRow("free, inside") << false << 4.25 << 14.25;
    QTest::newRow("free, past next") << false << 25.0 << 20.0 - KnotDragSession::kDefaultMinimumGap;
    QTest::newRow("free, past previous") << false << -50.0 << 0.0 + KnotDragSession::kDefaultMinimumGap;
    QTest::newRow("snap, past next: last whole frame before it") << true << 25.0 << 19.0;
    QTest::newRow("snap, past previous") << true << -11.0 << 1.0;
    QTest::newRow("snap, inside") << true << 4.4 << 14.0;
}

void TestDragSessions::knotDragStopsAtNeighbour()
{
    QFETCH(bool, snap);
    QFETCH(double, proposed);
    QFETCH(double, expectedTime);
    const AnimCurve before = autoCurve({0, 10, 20}, {0, 1, 0});
    const KnotDragSession s = knotSession(before, {1}, 1);
    const auto allowed = s.allowedTimeOffsets();
    QCOMPARE(allowed.first, -10.0 + KnotDragSession::kDefaultMinimumGap);
    QCOMPARE(allowed.second, 10.0 - KnotDragSession::kDefaultMinimumGap);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    double applied = 0.0;
    QVERIFY(s.drag(fn, proposed, 0.0, DragAxis::Free, snap, &applied).isOk());
    QCOMPARE(curve.keyTime(1), expectedTime);
    QCOMPARE(applied, expectedTime - 10.0);
    QCOMPARE(curve.numKeys(), std::size_t(3));
    // An unresolved offset past the neighbour is refused and changes nothing.
    const AnimCurve kept = curve;
    QVERIFY(!s.apply(fn, 10.0, 0.0).isOk());
    QVERIFY(curve == kept);
}

void TestDragSessions::valueOffsetSnapsAnchorToSteps_data()
{
    QTest::addColumn<double>("proposed");
    QTest::addColumn<double>("anchorValue");
    QTest::addColumn<double>("step");
    QTest::addColumn<double>("expected");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("to the nearest whole value") << 2.6 << 10.0 << 1.0 << 3.0;
    QTest::newRow("down to it") << -0.3 << 4.25 << 1.0 << -0.25;
    QTest::newRow("a half step") << 0.3 << 1.0 << 0.5 << 0.5;
    QTest::newRow("no step: as proposed") << 2.6 << 10.0 << 0.0 << 2.6;
    QTest::newRow("negative step: as proposed") << 2.6 << 10.0 << -1.0 << 2.6;
    QTest::newRow("not finite: nothing") << nan << 10.0 << 1.0 << 0.0;
}

void TestDragSessions::valueOffsetSnapsAnchorToSteps()
{
    QFETCH(double, proposed);
    QFETCH(double, anchorValue);
    QFETCH(double, step);
    QFETCH(double, expected);
    QCOMPARE(KnotDragSession::resolveValueOffset(proposed, anchorValue, step), expected);
}

void TestDragSessions::knotDragSnapsAnchorToFrames()
{
    // Anchor key at 10.3, second moved key at 14.8; neighbours at 0 and 30.
    const AnimCurve before = autoCurve({0, 10.3, 14.8, 30}, {0, 1, 2, 0});
    const KnotDragSession s = knotSession(before, {1, 2}, 1);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    for (auto [proposed, anchor] : {std::pair{2.4, 13.0}, {1.1, 11.0}, {-0.2, 10.0}, {-10.6, 1.0}}) {
        QVERIFY(s.drag(fn, proposed, 0.0, DragAxis::Free, true).isOk());
        QCOMPARE(curve.keyTime(1), anchor);
        // The other key keeps its distance to the anchor.
        QVERIFY(std::abs(curve.keyTime(2) - (anchor + 4.5)) < 1e-12);
    }
    // Near the next neighbour (30): the second key stops before it, the anchor snaps to the
    // last whole frame that keeps it there: 14.8 + dt < 30 - gap -> anchor <= 25.
    QVERIFY(s.drag(fn, 40.0, 0.0, DragAxis::Free, true).isOk());
    QCOMPARE(curve.keyTime(1), 25.0);
}

void TestDragSessions::knotDragAxisLock()
{
    const AnimCurve before = autoCurve({0, 10, 20}, {0, 1, 0});
    const KnotDragSession s = knotSession(before, {1}, 1);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(s.drag(fn, 3.0, 2.0, DragAxis::TimeOnly, false).isOk());
    QCOMPARE(curve.keyTime(1), 13.0);
    QCOMPARE(curve.keyValue(1), 1.0);
    QVERIFY(s.drag(fn, 3.0, 2.0, DragAxis::ValueOnly, false).isOk());
    QCOMPARE(curve.keyTime(1), 10.0);
    QCOMPARE(curve.keyValue(1), 3.0);
}

void TestDragSessions::knotDragKeepsSegmentsNonRegressive()
{
    // Fixed widths of 8 on 10-frame segments: fine. Moving key 1 to 17 makes its next
    // segment 3 frames long with widths 8 and 8: regressive unless adjusted.
    const AnimCurve before = weightedCurve(8.0);
    QVERIFY(regressiveSegments(before.spline()).empty());
    KnotDragSession s = knotSession(before, {1}, 1);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(s.drag(fn, 7.0, 0.0, DragAxis::Free, false).isOk());
    QCOMPARE(curve.keyTime(1), 17.0);
    QVERIFY(regressiveSegments(curve.spline()).empty());
    // The squeezed segment's widths shrank (keep ratio: equal widths stay equal).
    const auto &k = curve.spline().knots();
    QVERIFY(k[1].post.width < 3.0 * 4.0 / 3.0);
    QVERIFY(std::abs(k[1].post.width - k[2].pre.width) < 1e-9);
    // The untouched side keeps its tangent.
    QCOMPARE(k[0].post.width, 8.0);
    // Without live anti-regression the same drag is regressive (the test means something).
    s.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(s.drag(fn, 7.0, 0.0, DragAxis::Free, false).isOk());
    QCOMPARE(regressiveSegments(curve.spline()).size(), std::size_t(1));
}

void TestDragSessions::knotDragMovesInnerLoopStart()
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(s.setKnots({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                        makeKnot(20, 0, Interpolation::Linear), makeKnot(40, 3, Interpolation::Linear)}));
    QVERIFY(s.setInnerLoopParams(LoopParams{10, 20, 0, 1, 2.0}));
    const AnimCurve before = AnimCurveFn::fromSpline(s).value();
    QVERIFY(before.spline().hasInnerLoops());
    const KnotDragSession session = knotSession(before, {1}, 1);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(session.drag(fn, 2.0, 0.0, DragAxis::Free, false).isOk());
    QCOMPARE(curve.spline().innerLoopParams().protoStart, 12.0);
    QCOMPARE(curve.spline().innerLoopParams().protoEnd, 20.0);
    QVERIFY(curve.spline().hasInnerLoops());
}

void TestDragSessions::knotDragIsOneChangeThatUndoesExactly()
{
    const AnimCurve before = weightedCurve(8.0);
    const KnotDragSession s = knotSession(before, {1}, 1);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    for (int step = 1; step <= 20; ++step) {
        const double dt = KnotDragSession::resolveTimeOffset(0.37 * step, s.anchorTime(),
                                                             s.allowedTimeOffsets(), false);
        QVERIFY(s.apply(fn, dt, -0.11 * step, DragAxis::Free, &change).isOk());
    }
    const AnimCurve after = curve;
    QVERIFY(after != before);
    QVERIFY(change.undoIt().isOk());
    QVERIFY(curve == before);
    QVERIFY(change.redoIt().isOk());
    QVERIFY(curve == after);

    // A step refused by its change (a record of another curve) leaves the curve where the
    // drag had it, the step back to the press included.
    AnimCurve other = before;
    AnimCurveFn otherFn(other);
    AnimCurveChange ofOther;
    QVERIFY(otherFn.setValue(0, 3.0, &ofOther).isOk());
    for (const double dt : {0.0, 0.5}) {
        QVERIFY(s.apply(fn, 1.0, 0.0).isOk());
        const AnimCurve dragged = curve;
        QVERIFY(!s.apply(fn, dt, 0.0, DragAxis::Free, &ofOther).isOk());
        QVERIFY(curve == dragged);
    }
}

void TestDragSessions::tangentDragWeightedSetsWidthAndSlope()
{
    const AnimCurve before = weightedCurve(2.0, /*locked*/ false);
    const TangentDragSession s = tangentSession(before, 1, TangentSide::Out);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    // Key 1 is at (10, 10): the out handle to (13, 16) means width 3, slope 2.
    QVERIFY(s.apply(fn, 13.0, 16.0).isOk());
    const Knot &k = curve.spline().knots()[1];
    QVERIFY(std::abs(k.post.width - 3.0) < 1e-12);
    QVERIFY(std::abs(k.post.slope - 2.0) < 1e-12);
    QCOMPARE(k.pre.width, 2.0); // unlocked: the in side is untouched
    QCOMPARE(k.pre.slope, 0.0);
    QCOMPARE(curve.keyInfo()[1].outType, MayaTangentType::Fixed);
    // In handle: (7, 13) -> width 3, slope (10 - 13) / 3 = -1.
    const TangentDragSession in = tangentSession(before, 1, TangentSide::In);
    QVERIFY(in.apply(fn, 7.0, 13.0).isOk());
    QVERIFY(std::abs(curve.spline().knots()[1].pre.width - 3.0) < 1e-12);
    QVERIFY(std::abs(curve.spline().knots()[1].pre.slope + 1.0) < 1e-12);
}

void TestDragSessions::tangentDragLockedMovesBothSides()
{
    const AnimCurve before = weightedCurve(2.0, /*locked*/ true);
    const TangentDragSession s = tangentSession(before, 1, TangentSide::Out);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(s.apply(fn, 13.0, 16.0).isOk());
    const Knot &k = curve.spline().knots()[1];
    QVERIFY(std::abs(k.post.slope - 2.0) < 1e-12);
    QVERIFY(std::abs(k.pre.slope - 2.0) < 1e-12); // same direction on the other side
    // Weights not locked: the other side keeps its own weight (Maya: the handle length
    // |(w, w·s)|, which was 2 with slope 0).
    QVERIFY(std::abs(k.pre.width * std::sqrt(1.0 + k.pre.slope * k.pre.slope) - 2.0) < 1e-12);
}

void TestDragSessions::tangentDragHermiteChangesSlopeOnly()
{
    const AnimCurve before = autoCurve({0, 10, 20}, {0, 10, 0}); // non-weighted
    QVERIFY(!before.isWeighted());
    const TangentDragSession s = tangentSession(before, 1, TangentSide::Out);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    // Handle anywhere along slope 0.5 from the key: only the direction matters.
    QVERIFY(s.apply(fn, 10.0 + 1.0, 10.0 + 0.5).isOk());
    const AnimCurve a = curve;
    QVERIFY(s.apply(fn, 10.0 + 7.0, 10.0 + 3.5).isOk());
    QVERIFY(std::abs(curve.spline().knots()[1].post.slope - 0.5) < 1e-12);
    QVERIFY(std::abs(a.spline().knots()[1].post.slope - 0.5) < 1e-12);
    // Hermite width rule: a third of the segment, whatever the handle length.
    QVERIFY(std::abs(curve.spline().knots()[1].post.width - 10.0 / 3.0) < 1e-12);
}

void TestDragSessions::tangentDragIntoRegressionStaysNonRegressive_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<double>("handleTime");
    QTest::addColumn<bool>("locked");
    QTest::newRow("out far past the next key") << int(TangentSide::Out) << 45.0 << false;
    QTest::newRow("out a little past the next key") << int(TangentSide::Out) << 24.0 << false;
    QTest::newRow("in far before the previous key") << int(TangentSide::In) << -30.0 << false;
    QTest::newRow("out, locked tangents") << int(TangentSide::Out) << 45.0 << true;
}

void TestDragSessions::tangentDragIntoRegressionStaysNonRegressive()
{
    QFETCH(int, side);
    QFETCH(double, handleTime);
    QFETCH(bool, locked);
    AnimCurve before = weightedCurve(5.0, locked);
    if (locked) { // weights locked too: the other side's length follows
        AnimCurveFn f(before);
        QVERIFY(f.setWeightsLocked(1, true).isOk());
    }
    TangentDragSession s = tangentSession(before, 1, TangentSide(side));
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    for (int step = 1; step <= 40; ++step) {
        const double t = 10.0 + (handleTime - 10.0) * step / 40.0;
        QVERIFY(s.apply(fn, t, 12.0).isOk());
        QVERIFY2(regressiveSegments(curve.spline()).empty(),
                 qPrintable(QStringLiteral("regressive at handle time %1").arg(t)));
    }
    // Without live anti-regression the last step is regressive.
    s.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(s.apply(fn, handleTime, 12.0).isOk());
    QVERIFY(!regressiveSegments(curve.spline()).empty());
}

void TestDragSessions::tangentHandleCannotCrossKey()
{
    const AnimCurve before = weightedCurve(2.0, false);
    const TangentDragSession s = tangentSession(before, 1, TangentSide::Out);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(s.apply(fn, 5.0, 11.0).isOk()); // left of the key
    const Knot &k = curve.spline().knots()[1];
    QCOMPARE(k.post.width, s.minimumWidth());
    QVERIFY(k.post.slope > 0.0 && std::isfinite(k.post.slope));
}

void TestDragSessions::tangentDragNeedsCurveSegment()
{
    const AnimCurve c = curveFromSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 1, Interpolation::Curve),
                                         makeKnot(20, 0, Interpolation::Held)});
    QVERIFY(!TangentDragSession::create(c, 0, TangentSide::In));
    QVERIFY(!TangentDragSession::create(c, 0, TangentSide::Out)); // linear segment
    QVERIFY(!TangentDragSession::create(c, 1, TangentSide::In));
    QVERIFY(TangentDragSession::create(c, 1, TangentSide::Out));
    QVERIFY(TangentDragSession::create(c, 2, TangentSide::In));
    QVERIFY(!TangentDragSession::create(c, 2, TangentSide::Out));
    QVERIFY(!TangentDragSession::create(c, 3, TangentSide::Out));
}

void TestDragSessions::outerTangentHandleFollowsLinearInfinity()
{
    AnimCurve curve = weightedCurve(2.0, false);
    // Held (constant) infinity: the outer tangents of the end keys have no handle.
    QVERIFY(!TangentDragSession::hasHandle(curve, 0, TangentSide::In));
    QVERIFY(!TangentDragSession::hasHandle(curve, 2, TangentSide::Out));
    AnimCurveFn fn(curve);
    QVERIFY(fn.setPreInfinityType(InfinityType::Linear).isOk());
    QVERIFY(fn.setPostInfinityType(InfinityType::Linear).isOk());
    QVERIFY(TangentDragSession::hasOuterHandle(curve, 0, TangentSide::In));
    QVERIFY(TangentDragSession::hasOuterHandle(curve, 2, TangentSide::Out));
    QVERIFY(!TangentDragSession::hasOuterHandle(curve, 1, TangentSide::Out));
    QVERIFY(!TangentDragSession::hasOuterHandle(curve, 0, TangentSide::Out)); // inner side
    // Drag the first key's in handle to (-4, 2): width 4, slope (0 − 2) / 4 = −0.5.
    const AnimCurve before = curve;
    const TangentDragSession in = tangentSession(before, 0, TangentSide::In);
    QCOMPARE(in.minimumWidth(), 1e-4 * 10.0);
    AnimCurve edited = before;
    AnimCurveFn efn(edited);
    AnimCurveChange change;
    QVERIFY(in.apply(efn, -4.0, 2.0, &change).isOk());
    const Knot &k = edited.spline().knots()[0];
    QCOMPARE(k.pre.width, 4.0);
    QCOMPARE(k.pre.slope, -0.5);
    QCOMPARE(edited.spline().preExtrapolation().slope, -0.5); // Maya linear infinity follows
    QCOMPARE(*edited.spline().eval(-10.0), 5.0);
    QCOMPARE(k.post, before.spline().knots()[0].post); // unlocked: the inner side stays
    QVERIFY(change.undoIt(edited).isOk());
    QVERIFY(edited == before);
    // Past its key the handle keeps the minimum width.
    const TangentDragSession out = tangentSession(before, 2, TangentSide::Out);
    edited = before;
    QVERIFY(out.apply(efn, 15.0, 1.0).isOk());
    QCOMPARE(edited.spline().knots()[2].post.width, out.minimumWidth());
    // A Ts-authored extrapolation does not read the outer tangent: no handle.
    QVERIFY(fn.editSpline([](Spline &s) {
                  return s.setPostExtrapolation(Extrapolation{ExtrapolationMode::Sloped, 1.0, {}});
              }).isOk());
    QVERIFY(!TangentDragSession::hasHandle(curve, 2, TangentSide::Out));
    QVERIFY(!TangentDragSession::create(curve, 2, TangentSide::Out));
}

void TestDragSessions::extrapolationBoundaryDragSnapsToKeys()
{
    Spline s;
    QVERIFY(s.setKnots({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                        makeKnot(14, 1, Interpolation::Linear), makeKnot(20, 0, Interpolation::Linear)}));
    Result<AnimCurve> plain = AnimCurveFn::fromSpline(s);
    QVERIFY(plain);
    QVERIFY(!ExtrapolationBoundaryDragSession::create(plain.value(), ExtrapolationSide::Post)); // held
    QVERIFY(s.setPreExtrapolation(Extrapolation{ExtrapolationMode::LoopReset, 0.0, 14.0}));
    QVERIFY(s.setPostExtrapolation(Extrapolation{ExtrapolationMode::LoopRepeat, 0.0, 10.0}));
    Result<AnimCurve> looped = AnimCurveFn::fromSpline(s);
    QVERIFY(looped);
    const AnimCurve before = looped.value();
    Result<ExtrapolationBoundaryDragSession> post = ExtrapolationBoundaryDragSession::create(before, ExtrapolationSide::Post);
    Result<ExtrapolationBoundaryDragSession> pre = ExtrapolationBoundaryDragSession::create(before, ExtrapolationSide::Pre);
    QVERIFY(post && pre);
    // Post: keys before the last (0, 10, 14); pre: keys after the first (10, 14, 20).
    QCOMPARE(post.value().proposedBoundary(-50.0), 0.0);
    QCOMPARE(post.value().proposedBoundary(12.9), 14.0);
    QCOMPARE(post.value().proposedBoundary(99.0), 14.0);
    QCOMPARE(pre.value().proposedBoundary(-50.0), 10.0);
    QCOMPARE(pre.value().proposedBoundary(99.0), 20.0);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    QVERIFY(post.value().apply(fn, 13.0, &change).isOk());
    QVERIFY(post.value().apply(fn, 1.0, &change).isOk()); // absolute: from before() each time
    QCOMPARE(curve.spline().postExtrapolation().loopBoundary, std::optional(0.0));
    QCOMPARE(curve.spline().postExtrapolation().mode, ExtrapolationMode::LoopRepeat);
    QCOMPARE(curve.spline().preExtrapolation(), before.spline().preExtrapolation());
    QVERIFY(!post.value().apply(fn, std::nan(""), &change));
    QCOMPARE(curve.spline().postExtrapolation().loopBoundary, std::optional(0.0)); // unchanged
    QVERIFY(change.undoIt(curve).isOk());
    QVERIFY(curve == before);
}

void TestDragSessions::preValueDrag()
{
    Knot dual = makeKnot(10, 5, Interpolation::Linear);
    dual.preValue = 2.0;
    const AnimCurve before = curveFromSpline({makeKnot(0, 0, Interpolation::Linear), dual,
                                              makeKnot(20, 0, Interpolation::Linear)});
    QVERIFY(PreValueDragSession::hasDraggablePreValue(before, 1));
    QVERIFY(!PreValueDragSession::hasDraggablePreValue(before, 0));
    QVERIFY(!PreValueDragSession::create(before, 0));
    const PreValueDragSession s = PreValueDragSession::create(before, 1).value();
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    QVERIFY(s.apply(fn, 3.0, &change).isOk());
    QVERIFY(s.apply(fn, -1.5, &change).isOk());
    QCOMPARE(*curve.spline().knots()[1].preValue, -1.5);
    QCOMPARE(curve.spline().knots()[1].value, 5.0);
    QCOMPARE(*curve.spline().evalPreValue(10.0), -1.5);
    QVERIFY(!s.apply(fn, std::nan(""), &change).isOk());
    QCOMPARE(*curve.spline().knots()[1].preValue, -1.5);
    QVERIFY(change.undoIt().isOk());
    QVERIFY(curve == before);
}

void TestDragSessions::loopBoundaryDrag()
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(s.setKnots({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                        makeKnot(14, 1, Interpolation::Linear), makeKnot(20, 0, Interpolation::Linear),
                        makeKnot(40, 3, Interpolation::Linear)}));
    QVERIFY(s.setInnerLoopParams(LoopParams{10, 20, 1, 1, 2.0}));
    const AnimCurve before = AnimCurveFn::fromSpline(s).value();
    QVERIFY(!LoopBoundaryDragSession::create(autoCurve({0, 1}, {0, 1}), LoopBoundary::Start));

    const LoopBoundaryDragSession start = LoopBoundaryDragSession::create(before, LoopBoundary::Start).value();
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(start.apply(fn, 12.6, false).isOk());
    QCOMPARE(curve.spline().innerLoopParams().protoStart, 14.0); // nearest key before the end
    QVERIFY(start.apply(fn, 3.0, false).isOk());
    QCOMPARE(curve.spline().innerLoopParams().protoStart, 0.0);
    QVERIFY(start.apply(fn, 35.0, false).isOk()); // keys at/after the end are not candidates
    QCOMPARE(curve.spline().innerLoopParams().protoStart, 14.0);
    QVERIFY(curve.spline().hasInnerLoops());
    QCOMPARE(curve.spline().innerLoopParams().protoEnd, 20.0);
    QCOMPARE(curve.spline().innerLoopParams().numPostLoops, 1);
    QCOMPARE(curve.spline().innerLoopParams().valueOffset, 2.0);

    const LoopBoundaryDragSession end = LoopBoundaryDragSession::create(before, LoopBoundary::End).value();
    QVERIFY(end.apply(fn, 23.4, true).isOk());
    QCOMPARE(curve.spline().innerLoopParams().protoEnd, 23.0);
    QCOMPARE(curve.spline().innerLoopParams().protoStart, 10.0);
    QVERIFY(end.apply(fn, 23.4, false).isOk());
    QCOMPARE(curve.spline().innerLoopParams().protoEnd, 23.4);
    QVERIFY(end.apply(fn, 2.0, false).isOk()); // before the start: kept just after it
    QCOMPARE(curve.spline().innerLoopParams().protoEnd, 10.0 + LoopBoundaryDragSession::minimumSpan());
    QVERIFY(end.apply(fn, 2.0, true).isOk());
    QCOMPARE(curve.spline().innerLoopParams().protoEnd, 11.0);
}

void TestDragSessions::fixRegressiveSegmentPerStrategy_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("contain") << int(AntiRegressionMode::Contain);
    QTest::newRow("keep ratio") << int(AntiRegressionMode::KeepRatio);
    QTest::newRow("keep start") << int(AntiRegressionMode::KeepStart);
}

void TestDragSessions::fixRegressiveSegmentPerStrategy()
{
    QFETCH(int, mode);
    // Segment 0 -> 10 with widths 9 and 4 (0.9 and 0.4 normalized would be fine; make
    // the start 12 = 1.2 and the end 9 = 0.9: regressive).
    Knot a = makeKnot(0, 0, Interpolation::Curve, 12.0, 1.0);
    Knot b = makeKnot(10, 5, Interpolation::Curve, 9.0, 0.0);
    Knot c = makeKnot(20, 0, Interpolation::Curve, 2.0, 0.0);
    AnimCurve curve = curveFromSpline({a, b, c});
    QCOMPARE(regressiveSegments(curve.spline()), std::vector<std::size_t>{0});
    AnimCurveFn fn(curve);
    QVERIFY(!fixRegressiveSegment(fn, 2, AntiRegressionMode(mode)).isOk()); // no segment
    QVERIFY(fixRegressiveSegment(fn, 0, AntiRegressionMode(mode)).isOk());
    QVERIFY(regressiveSegments(curve.spline()).empty());
    const auto &k = curve.spline().knots();
    if (AntiRegressionMode(mode) == AntiRegressionMode::Contain) {
        QCOMPARE(k[0].post.width, 10.0);
        QCOMPARE(k[1].pre.width, 9.0);
    } else if (AntiRegressionMode(mode) == AntiRegressionMode::KeepStart) {
        QCOMPARE(k[0].post.width, 12.0); // normalized 1.2 < 4/3: the start is kept
        QVERIFY(k[1].pre.width < 9.0);
    }
    QCOMPARE(k[1].post.width, 9.0); // the next segment is untouched
}

void TestDragSessions::deregressionLeavesOtherSegmentsWhateverTheAuthoringMode()
{
    // Segment 2 -> 3 is regressive as authored; the spline's authoring mode is Keep Ratio
    // (as for curves read from usda). Dragging key 1 squeezes segment 1 -> 2 into
    // regression: only that one is adjusted, segment 2 -> 3 stays as authored.
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    Knot k2 = makeKnot(20, 0, Interpolation::Curve, 4.0, 0.0);
    k2.post.width = 12.0;
    QVERIFY(s.setKnots({makeKnot(0, 0, Interpolation::Curve, 4.0, 0.0), makeKnot(10, 5, Interpolation::Curve, 4.0, 0.0),
                        k2, makeKnot(30, 5, Interpolation::Curve, 9.0, 0.0)}));
    s.setAntiRegressionMode(AntiRegressionMode::KeepRatio);
    const AnimCurve before = AnimCurveFn::fromSpline(s).value();
    QCOMPARE(before.spline().antiRegressionMode(), AntiRegressionMode::KeepRatio);
    QCOMPARE(regressiveSegments(before.spline()), std::vector<std::size_t>{2});
    const KnotDragSession drag = knotSession(before, {1}, 1);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(drag.drag(fn, 7.0, 0.0, DragAxis::Free, false).isOk());
    QCOMPARE(regressiveSegments(curve.spline()), std::vector<std::size_t>{2});
    QCOMPARE(curve.spline().knots()[2].post.width, 12.0);
    QCOMPARE(curve.spline().knots()[3].pre.width, 9.0);
    QVERIFY(curve.spline().knots()[1].post.width < 4.0); // the squeezed segment was adjusted
    QCOMPARE(curve.spline().antiRegressionMode(), AntiRegressionMode::KeepRatio);
    // Pre-value drags keep the widths too.
    Knot dual = curve.spline().knots()[2];
    QVERIFY(fn.editSpline([&](Spline &sp) {
        dual.preValue = 1.0;
        sp.setAntiRegressionMode(AntiRegressionMode::None);
        Status st = sp.setKnot(dual);
        sp.setAntiRegressionMode(AntiRegressionMode::KeepRatio);
        return st;
    }).isOk());
    const AnimCurve withDual = curve;
    const PreValueDragSession pre = PreValueDragSession::create(withDual, 2).value();
    QVERIFY(pre.apply(fn, 2.5).isOk());
    QCOMPARE(regressiveSegments(curve.spline()), std::vector<std::size_t>{2});
}

void TestDragSessions::initiallyRegressiveSegmentGetsTsInitialPass()
{
    // Segment 0 -> 1 (10 frames) is regressive as authored: widths 14.5 and 15. Like Ts's
    // preventer, a drag next to it first repairs the side the user is not editing (Limit
    // Opposite on the unedited state: the opposite side becomes 1/3 − 1e-5 of the span,
    // the active side is kept), then adjusts the segment with the session's mode.
    Knot a = makeKnot(0, 0, Interpolation::Curve, 0.0, 0.0);
    a.post.width = 14.5;
    Knot b = makeKnot(10, 5, Interpolation::Curve, 0.0, 0.0);
    b.pre.width = 15.0;
    const AnimCurve before = curveFromSpline({a, b, makeKnot(20, 0, Interpolation::Curve, 2.0, 0.0)});
    QCOMPARE(regressiveSegments(before.spline()), std::vector<std::size_t>{0});
    const double latched = (1.0 / 3.0 - 1e-5) * 10.0;

    // Tangent drag of key 0's out handle, put back where it was.
    TangentDragSession t = tangentSession(before, 0, TangentSide::Out);
    AnimCurve curve = before;
    AnimCurveFn fn(curve);
    QVERIFY(t.apply(fn, 20.0, 0.0).isOk());
    QVERIFY(t.apply(fn, 14.5, 0.0).isOk());
    SegmentWidths want{14.5, latched};
    QVERIFY(adjustSegmentWidths(AntiRegressionMode::KeepRatio, 10.0, want, true));
    QVERIFY(std::abs(curve.spline().knots()[0].post.width - want.start) < 1e-12);
    QVERIFY(std::abs(curve.spline().knots()[1].pre.width - want.end) < 1e-12);
    QVERIFY(regressiveSegments(curve.spline()).empty());

    // Knot drag of key 1 (its pre side is active, key 0's post side opposite), Keep Start.
    KnotDragSession k = knotSession(before, {1}, 1);
    k.setAntiRegressionMode(AntiRegressionMode::KeepStart);
    curve = before;
    QVERIFY(k.drag(fn, 0.5, 0.0, DragAxis::Free, false).isOk());
    SegmentWidths keepStart{latched, 15.0}; // key 0's side repaired first (Limit Opposite)
    QVERIFY(std::abs(curve.spline().knots()[0].post.width - latched) < 1e-12);
    QVERIFY(adjustSegmentWidths(AntiRegressionMode::KeepStart, 10.5, keepStart, false));
    QVERIFY(std::abs(curve.spline().knots()[1].pre.width - keepStart.end) < 1e-12);
    QVERIFY(regressiveSegments(curve.spline()).empty());
    // Deliberate difference from Ts: back at the press point (or a value-only move) the
    // tangents are as authored, regressive segment included.
    QVERIFY(k.drag(fn, 0.0, 0.0, DragAxis::Free, false).isOk());
    QVERIFY(curve == before);
    QVERIFY(k.drag(fn, 0.0, 2.0, DragAxis::Free, false).isOk());
    QCOMPARE(regressiveSegments(curve.spline()), std::vector<std::size_t>{0});
}

QTEST_GUILESS_MAIN(TestDragSessions)
#include "tst_drag_sessions.moc"
