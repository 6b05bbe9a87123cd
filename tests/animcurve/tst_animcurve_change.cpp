// AnimCurveChange: undo/redo records of AnimCurveFn edits.
// - Property test: thousands of random edits (fixed seed), grouped into gestures of one to
//   five edits per change; undoing every change in reverse order gives back each earlier
//   state bit for bit, redoing them all gives the final state bit for bit. States are
//   compared through deep copies (knots, key data, extrapolation, loop parameters, names
//   and evaluated values as bit patterns), not through shared pointers.
// - Failed edits record nothing; undo/redo refuse a curve in the wrong state; a change
//   knows the time interval it affected; Ts-style spline edits record too.
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/spline/Breakdown.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <limits>
#include <random>

using namespace knotline;

namespace {

/// A deep copy of everything an AnimCurve holds, plus its values on a grid.
struct DeepState {
    std::vector<Knot> knots;
    std::vector<MayaKeyInfo> keys;
    Extrapolation pre, post;
    LoopParams loop;
    CurveType curveType = CurveType::Bezier;
    AntiRegressionMode mode = AntiRegressionMode::None;
    InfinityType preType = InfinityType::Constant, postType = InfinityType::Constant;
    std::string name;
    std::vector<std::uint64_t> values; // bit patterns (NaN for "no value")

    bool operator==(const DeepState &) const = default;
};

DeepState deepState(const AnimCurve &c)
{
    DeepState s;
    s.knots = c.spline().knots();
    s.keys = c.keyInfo();
    s.pre = c.spline().preExtrapolation();
    s.post = c.spline().postExtrapolation();
    s.loop = c.spline().innerLoopParams();
    s.curveType = c.spline().curveType();
    s.mode = c.spline().antiRegressionMode();
    s.preType = c.preInfinityType();
    s.postType = c.postInfinityType();
    s.name = c.name();
    for (int i = -120; i <= 120; ++i) {
        const Result<double> v = c.evaluate(i * 0.37);
        s.values.push_back(std::bit_cast<std::uint64_t>(v.isOk() ? v.value() : std::numeric_limits<double>::quiet_NaN()));
    }
    return s;
}

MayaTangentType randomType(std::mt19937 &rng)
{
    static const MayaTangentType types[] = {
        MayaTangentType::Global,  MayaTangentType::Fixed,   MayaTangentType::Linear,   MayaTangentType::Flat,
        MayaTangentType::Smooth,  MayaTangentType::Step,    MayaTangentType::StepNext, MayaTangentType::Clamped,
        MayaTangentType::Plateau, MayaTangentType::Auto,    MayaTangentType::AutoMix,  MayaTangentType::AutoEase,
    };
    return types[std::uniform_int_distribution<int>(0, 11)(rng)];
}

InfinityType randomInfinity(std::mt19937 &rng)
{
    return static_cast<InfinityType>(std::uniform_int_distribution<int>(0, 4)(rng));
}

/// One random edit through AnimCurveFn, recorded into `change`. Returns its status.
Status randomEdit(AnimCurveFn &fn, std::mt19937 &rng, AnimCurveChange *change)
{
    std::uniform_real_distribution<double> value(-10.0, 10.0);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const std::size_t n = fn.numKeys();
    auto anyIndex = [&]() { return std::size_t(std::uniform_int_distribution<int>(0, int(std::max<std::size_t>(n, 1)) - 1)(rng)); };
    auto time = [&]() { return std::round(std::uniform_real_distribution<double>(-30.0, 30.0)(rng) * 8.0) / 8.0; };
    auto side = [&]() { return unit(rng) < 0.5 ? TangentSide::In : TangentSide::Out; };
    const int op = n < 3 ? 0 : std::uniform_int_distribution<int>(0, 21)(rng);
    switch (op) {
    case 0:
    case 1:
        return fn.addKey(time(), value(rng), randomType(rng), randomType(rng), change).status();
    case 2:
        return fn.remove(anyIndex(), change);
    case 3:
        return fn.setValue(anyIndex(), value(rng), change);
    case 4: { // a valid or an invalid move in time
        const std::size_t i = anyIndex();
        const double lo = i > 0 ? fn.time(i - 1).value() : fn.time(i).value() - 5.0;
        const double hi = i + 1 < n ? fn.time(i + 1).value() : fn.time(i).value() + 5.0;
        const double t = unit(rng) < 0.8 ? lo + (hi - lo) * (0.05 + 0.9 * unit(rng)) : hi + 1.0;
        return fn.setTime(i, t, change);
    }
    case 5:
        return fn.setInTangentType(anyIndex(), randomType(rng), change);
    case 6:
        return fn.setOutTangentType(anyIndex(), randomType(rng), change);
    case 7:
        return fn.setTangent(anyIndex(), MayaTangent{0.1 + 3.0 * unit(rng), value(rng)}, side(), change);
    case 8:
        return fn.setAngle(anyIndex(), (unit(rng) - 0.5) * 3.0, side(), change);
    case 9:
        return fn.setWeight(anyIndex(), 2.0 * unit(rng), side(), change); // fails when not weighted
    case 10:
        return fn.setTangentsLocked(anyIndex(), unit(rng) < 0.5, change);
    case 11:
        return fn.setWeightsLocked(anyIndex(), unit(rng) < 0.5, change);
    case 12:
        return fn.setIsBreakdown(anyIndex(), unit(rng) < 0.5, change);
    case 13:
        return fn.setPreInfinityType(randomInfinity(rng), change);
    case 14:
        return fn.setPostInfinityType(randomInfinity(rng), change);
    case 15:
        return fn.setIsWeighted(unit(rng) < 0.5, change);
    case 16: {
        std::vector<std::size_t> indices;
        for (std::size_t i = 0; i < n; ++i)
            if (unit(rng) < 0.3)
                indices.push_back(i);
        return fn.moveKeys(indices, (unit(rng) - 0.5) * 0.5, value(rng) * 0.1, change);
    }
    case 17: {
        std::vector<double> t, v;
        const double start = time();
        for (int k = 0; k < 4; ++k) {
            t.push_back(start + 0.25 * k);
            v.push_back(value(rng));
        }
        return fn.addKeys(t, v, randomType(rng), randomType(rng), unit(rng) < 0.5, change);
    }
    case 18: {
        const double t = time() + 0.0625;
        return fn.editSpline([t](Spline &s) { return breakdown(s, t); }, change); // may fail (existing knot…)
    }
    case 19: {
        const double v = value(rng);
        const std::size_t i = anyIndex();
        return fn.editSpline(
            [i, v](Spline &s) {
                Knot k = s.knots()[i];
                k.value = v;
                k.post.slope = v * 0.1;
                return s.setKnot(k);
            },
            change);
    }
    case 20:
        return fn.setName("curve" + std::to_string(std::uniform_int_distribution<int>(0, 3)(rng)), change);
    default: {
        const double t = fn.time(anyIndex()).value();
        return fn.editSpline(
            [t](Spline &s) {
                LoopParams lp;
                if (s.innerLoopParams().isDefault()) {
                    lp.protoStart = t;
                    lp.protoEnd = t + 2.0;
                    lp.numPostLoops = 1;
                }
                return s.setInnerLoopParams(lp);
            },
            change);
    }
    }
}

} // namespace

class TestAnimCurveChange : public QObject {
    Q_OBJECT
private slots:
    void randomEditsUndoRedo();
    void failedEditsRecordNothing();
    void undoRedoStateChecks();
    void gestureIsOneChange();
    void affectedInterval();
    void splineEditIsRecorded();
    void keyEditMovingLinearInfinityWithInnerLoops();
};

void TestAnimCurveChange::randomEditsUndoRedo()
{
    std::mt19937 rng(20240611u);
    AnimCurve curve;
    AnimCurveFn fn(curve);
    const DeepState start = deepState(curve);

    std::vector<AnimCurveChange> changes;
    std::vector<DeepState> statesBefore; // the state before each change
    int edits = 0, failures = 0;
    while (edits < 3000) {
        const int gesture = std::uniform_int_distribution<int>(1, 5)(rng);
        AnimCurveChange change;
        const DeepState before = deepState(curve);
        for (int g = 0; g < gesture; ++g) {
            const AnimCurve beforeEdit = curve;
            const DeepState beforeEditDeep = deepState(curve);
            const AnimCurve afterSoFar = change.after();
            const Status st = randomEdit(fn, rng, &change);
            ++edits;
            if (!st) {
                ++failures;
                QVERIFY2(deepState(curve) == beforeEditDeep, st.message().c_str()); // all-or-nothing
                QVERIFY(curve == beforeEdit);
                QVERIFY(change.after() == afterSoFar); // nothing recorded
            }
            const Status consistent = curve.checkConsistency();
            QVERIFY2(consistent.isOk(), consistent.message().c_str());
        }
        if (change.isEmpty())
            continue;
        QVERIFY(deepState(change.before()) == before);
        statesBefore.push_back(before);
        changes.push_back(std::move(change));
    }
    const DeepState end = deepState(curve);
    QVERIFY(fn.numKeys() > 10);
    QVERIFY(failures > 0 && failures < edits / 2);

    for (std::size_t k = changes.size(); k-- > 0;) {
        QVERIFY(changes[k].undoIt().isOk());
        QVERIFY2(deepState(curve) == statesBefore[k], qPrintable(QString("after undoing change %1").arg(k)));
    }
    QVERIFY(deepState(curve) == start);
    for (std::size_t k = 0; k < changes.size(); ++k) {
        QVERIFY(changes[k].redoIt().isOk());
        if (k + 1 < changes.size())
            QVERIFY2(deepState(curve) == statesBefore[k + 1], qPrintable(QString("after redoing change %1").arg(k)));
    }
    QVERIFY(deepState(curve) == end);
    qInfo("%d random edits (%d refused), %d changes", edits, failures, int(changes.size()));
}

void TestAnimCurveChange::failedEditsRecordNothing()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    AnimCurveChange change;
    QVERIFY(!fn.remove(0, &change).isOk());
    QVERIFY(!fn.setValue(3, 1.0, &change).isOk());
    QVERIFY(change.isEmpty());
    QVERIFY(!change.undoIt().isOk());
    QVERIFY(!change.redoIt().isOk());
    QVERIFY(!change.affectedInterval());
}

void TestAnimCurveChange::undoRedoStateChecks()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QVERIFY(fn.addKeys({0, 1, 2}, {0, 1, 0}).isOk());
    AnimCurveChange change;
    QVERIFY(fn.setValue(1, 5.0, &change).isOk());
    QCOMPARE(change.target(), &c);
    // An unrecorded edit in between: undo refuses and changes nothing.
    QVERIFY(fn.setValue(0, 2.0).isOk());
    const AnimCurve edited = c;
    QVERIFY(!change.undoIt().isOk());
    QVERIFY(c == edited);
    QVERIFY(fn.setValue(0, 0.0).isOk()); // back to the after state (equal content, new data)
    QVERIFY(change.undoIt().isOk());
    QCOMPARE(fn.value(1).value(), 1.0);
    QVERIFY(!change.undoIt().isOk()); // already undone
    QVERIFY(change.redoIt().isOk());
    QCOMPARE(fn.value(1).value(), 5.0);
    QVERIFY(!change.redoIt().isOk());
    // On another curve holding the same state.
    AnimCurve copy = c;
    QVERIFY(change.undoIt(copy).isOk());
    QCOMPARE(AnimCurveFn(copy).value(1).value(), 1.0);
    QCOMPARE(fn.value(1).value(), 5.0);
}

void TestAnimCurveChange::gestureIsOneChange()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QVERIFY(fn.addKeys({0, 1, 2, 3}, {0, 1, 0, 1}).isOk());
    const DeepState before = deepState(c);
    AnimCurveChange drag;
    for (int step = 1; step <= 10; ++step)
        QVERIFY(fn.moveKeys({1, 2}, 0.01, 0.1, &drag).isOk());
    const DeepState after = deepState(c);
    QVERIFY(deepState(drag.before()) == before);
    QVERIFY(drag.undoIt().isOk());
    QVERIFY(deepState(c) == before);
    QVERIFY(drag.redoIt().isOk());
    QVERIFY(deepState(c) == after);
}

void TestAnimCurveChange::affectedInterval()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QVERIFY(fn.addKeys({0, 1, 2, 3, 4, 5, 6}, {0, 1, 0, 1, 0, 1, 0}).isOk());
    {
        AnimCurveChange change;
        QVERIFY(fn.setValue(3, 2.0, &change).isOk());
        const auto interval = change.affectedInterval();
        QVERIFY(interval);
        // Auto tangents of keys 2..4 change: the segments from key 1 to key 5.
        QVERIFY(interval->first >= 1.0 && interval->first <= 2.0);
        QVERIFY(interval->second >= 4.0 && interval->second <= 5.0);
    }
    {
        AnimCurveChange change;
        QVERIFY(fn.setTangentsLocked(3, false, &change).isOk());
        QVERIFY(!change.isEmpty());
        QVERIFY(!change.affectedInterval()); // no evaluation change
    }
    {
        AnimCurveChange change;
        QVERIFY(fn.setPostInfinityType(InfinityType::Cycle, &change).isOk());
        QVERIFY(fn.setValue(0, 0.5, &change).isOk());
        const auto interval = change.affectedInterval();
        QVERIFY(interval);
        QCOMPARE(interval->second, std::numeric_limits<double>::infinity());
        QVERIFY(interval->first <= 0.0);
    }
}

void TestAnimCurveChange::splineEditIsRecorded()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QVERIFY(fn.addKeys({0, 2, 4}, {0, 3, 1}).isOk());
    const DeepState before = deepState(c);
    AnimCurveChange change;
    QVERIFY(fn.editSpline([](Spline &s) { return breakdown(s, 1.0); }, &change).isOk());
    QVERIFY(fn.editSpline(
                  [](Spline &s) {
                      Extrapolation e;
                      e.mode = ExtrapolationMode::LoopOscillate;
                      return s.setPreExtrapolation(e);
                  },
                  &change)
                .isOk());
    QCOMPARE(fn.numKeys(), std::size_t(4));
    QCOMPARE(fn.preInfinityType(), InfinityType::Oscillate);
    const DeepState after = deepState(c);
    QVERIFY(change.undoIt().isOk());
    QVERIFY(deepState(c) == before);
    QVERIFY(change.redoIt().isOk());
    QVERIFY(deepState(c) == after);
}

// Found by fuzz_edit_sequence (ASan: heap-use-after-free): a key-range edit that changes
// the end key's slope under linear infinity sets the extrapolation, which with inner loops
// replaces the spline's storage; the change then recorded its "after" knots from the
// freed storage. Undo and redo must give back both states exactly. (Without ASan the
// freed memory usually still holds the right knots, so the sanitizer build,
// ./test.sh --sanitize, is where this test failed before the fix.)
void TestAnimCurveChange::keyEditMovingLinearInfinityWithInnerLoops()
{
    AnimCurve c;
    AnimCurveFn fn(c);
    QVERIFY(fn.addKeys({0, 2, 4, 6, 8, 10, 12, 14}, {0, 3, 1, 2, 5, 4, 6, 3}, MayaTangentType::Smooth,
                       MayaTangentType::Smooth)
                .isOk());
    QVERIFY(fn.editSpline(
                  [](Spline &s) {
                      LoopParams loop;
                      loop.protoStart = 2;
                      loop.protoEnd = 4;
                      loop.numPostLoops = 1;
                      return s.setInnerLoopParams(loop);
                  })
                .isOk());
    QVERIFY(c.spline().hasInnerLoops());
    QVERIFY(fn.setPostInfinityType(InfinityType::Linear).isOk());
    const double slopeBefore = c.spline().postExtrapolation().slope;
    const DeepState before = deepState(c);
    // The last key: a key-range step (not a snapshot), and the post infinity follows it.
    AnimCurveChange change;
    QVERIFY(fn.setValue(7, 8.0, &change).isOk());
    QVERIFY(c.spline().postExtrapolation().slope != slopeBefore);
    const DeepState after = deepState(c);
    QVERIFY(change.undoIt().isOk());
    QVERIFY(deepState(c) == before);
    QVERIFY(change.redoIt().isOk());
    QVERIFY(deepState(c) == after);
}

QTEST_GUILESS_MAIN(TestAnimCurveChange)
#include "tst_animcurve_change.moc"
