// AnimCurveFn's incremental key edits (setTime, setValue, moveKeys, remove, addKey patch a window of
// keys through Spline::replaceKnots instead of rebuilding the curve): after random edits
// the curve is consistent with its Maya data everywhere (checkConsistency re-syncs every
// key), its spline equals one rebuilt from scratch from the same knots (knots and the whole
// evaluation table, bit for bit), and the in-place path (curve not shared, no change
// record) gives exactly the same curve as the copy path (shared curve / recorded change).
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/spline/EvalData.h"

#include "tests/support/EvalDataCompare.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <random>

using namespace knotline;

class TestAnimCurveIncremental : public QObject {
    Q_OBJECT
private slots:
    void randomEditsMatchRebuild_data();
    void randomEditsMatchRebuild();
};

namespace {

bool sameTable(const detail::EvalData &a, const detail::EvalData &b) { return test::compareEvalData(a, b).empty(); }

// The spline an AnimCurveFn full commit builds from these knots: same settings,
// anti-regression None during setKnots.
Spline rebuilt(const Spline &s)
{
    Spline r = s;
    r.setAntiRegressionMode(AntiRegressionMode::None);
    if (!r.setKnots(s.knots()))
        qFatal("rebuilding refused the knots");
    r.setAntiRegressionMode(s.antiRegressionMode());
    return r;
}

MayaTangentType randomType(std::mt19937 &rng, bool allTypes)
{
    static const MayaTangentType types[] = {
        MayaTangentType::Auto,   MayaTangentType::Fixed,   MayaTangentType::Linear,  MayaTangentType::Flat,
        MayaTangentType::Smooth, MayaTangentType::Step,    MayaTangentType::StepNext, MayaTangentType::Clamped,
        MayaTangentType::Plateau, MayaTangentType::AutoMix, MayaTangentType::AutoEase,
    };
    return allTypes ? types[std::uniform_int_distribution<int>(0, 10)(rng)] : MayaTangentType::Auto;
}

} // namespace

void TestAnimCurveIncremental::randomEditsMatchRebuild_data()
{
    QTest::addColumn<bool>("weighted");
    QTest::addColumn<bool>("allTypes");
    QTest::addColumn<int>("preInfinity");
    QTest::addColumn<int>("postInfinity");
    QTest::newRow("auto, constant") << false << false << int(InfinityType::Constant) << int(InfinityType::Constant);
    QTest::newRow("mixed types, linear") << false << true << int(InfinityType::Linear) << int(InfinityType::Linear);
    QTest::newRow("weighted mixed, cycle/oscillate") << true << true << int(InfinityType::Cycle)
                                                     << int(InfinityType::Oscillate);
    QTest::newRow("weighted auto, linear/cycleRelative") << true << false << int(InfinityType::Linear)
                                                         << int(InfinityType::CycleRelative);
}

void TestAnimCurveIncremental::randomEditsMatchRebuild()
{
    QFETCH(bool, weighted);
    QFETCH(bool, allTypes);
    QFETCH(int, preInfinity);
    QFETCH(int, postInfinity);
    std::mt19937 rng(1234u + (weighted ? 1u : 0u) + (allTypes ? 2u : 0u) + 4u * static_cast<unsigned>(preInfinity));
    std::uniform_real_distribution<double> unit(0.0, 1.0);

    std::vector<MayaKey> keys;
    for (int i = 0; i < 60; ++i) {
        MayaKey k;
        k.time = 2.0 * i;
        k.value = 5.0 * std::sin(0.3 * i) + unit(rng);
        k.inType = randomType(rng, allTypes);
        k.outType = randomType(rng, allTypes);
        k.inTangent = MayaTangent{1.0, unit(rng) - 0.5};
        k.outTangent = MayaTangent{1.0, unit(rng) - 0.5};
        k.tangentsLocked = unit(rng) < 0.5;
        keys.push_back(k);
    }
    AnimCurve curve;
    AnimCurveFn fn(curve);
    QVERIFY(fn.setIsWeighted(weighted));
    QVERIFY(fn.setKeys(keys));
    QVERIFY(fn.setPreInfinityType(InfinityType(preInfinity)));
    QVERIFY(fn.setPostInfinityType(InfinityType(postInfinity)));

    int edits = 0;
    for (int step = 0; step < 600; ++step) {
        // The same edit on a copy through the copy path (recorded change, shared data).
        AnimCurve copy = curve;
        AnimCurveFn copyFn(copy);
        AnimCurveChange change;
        const std::size_t n = curve.numKeys();
        QVERIFY(n > 3);
        const std::size_t index = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        const int op = std::uniform_int_distribution<int>(0, 11)(rng);
        Status st = Status::ok(), stCopy = Status::ok();
        if (op < 4) {
            const double lo = index > 0 ? curve.keyTime(index - 1) : curve.keyTime(index) - 3.0;
            const double hi = index + 1 < n ? curve.keyTime(index + 1) : curve.keyTime(index) + 3.0;
            const double t = lo + (hi - lo) * (0.1 + 0.8 * unit(rng));
            st = fn.setTime(index, t);
            stCopy = copyFn.setTime(index, t, &change);
        } else if (op < 6) {
            const double v = 10.0 * unit(rng) - 5.0;
            st = fn.setValue(index, v);
            stCopy = copyFn.setValue(index, v, &change);
        } else if (op < 8) {
            std::vector<std::size_t> moved;
            const std::size_t count = std::uniform_int_distribution<std::size_t>(1, 5)(rng);
            for (std::size_t j = 0; j < count && index + j < n; ++j)
                moved.push_back(index + j);
            if (unit(rng) < 0.3) // a second, separate run
                moved.push_back((index + 10) % n);
            std::sort(moved.begin(), moved.end());
            moved.erase(std::unique(moved.begin(), moved.end()), moved.end());
            const double dt = 0.4 * (unit(rng) - 0.5), dv = unit(rng) - 0.5;
            st = fn.moveKeys(moved, dt, dv);
            stCopy = copyFn.moveKeys(moved, dt, dv, &change);
        } else if (n > 60 || (n > 30 && unit(rng) < 0.5)) {
            st = fn.remove(index);
            stCopy = copyFn.remove(index, &change);
        } else {
            // A new key anywhere (before, between, after the keys) or on an existing key.
            const double t0 = curve.keyTime(0) - 2.0, t1 = curve.keyTime(n - 1) + 2.0;
            const double t = unit(rng) < 0.2 ? curve.keyTime(index) : t0 + (t1 - t0) * unit(rng);
            const double v = unit(rng);
            st = fn.addKey(t, v).isOk() ? Status::ok() : Status::error("addKey failed");
            stCopy = copyFn.addKey(t, v, MayaTangentType::Global, MayaTangentType::Global, &change).isOk()
                ? Status::ok()
                : Status::error("addKey failed");
        }
        QCOMPARE(st.isOk(), stCopy.isOk());
        if (!st)
            continue; // e.g. a move that would reorder keys: both refused
        ++edits;
        const std::string where = "step " + std::to_string(step) + " op " + std::to_string(op);
        QVERIFY2(curve == copy, (where + ": in-place and copy paths differ").c_str());
        const Status consistent = curve.checkConsistency();
        QVERIFY2(consistent.isOk(), (where + ": " + consistent.message()).c_str());
        const Spline reference = rebuilt(curve.spline());
        QVERIFY2(reference.knots() == curve.spline().knots(), (where + ": knots differ from a rebuild").c_str());
        QVERIFY2(sameTable(curve.spline().evalData(), reference.evalData()),
                 (where + ": evaluation table differs from a rebuild").c_str());
        QVERIFY2(sameTable(copy.spline().evalData(), reference.evalData()),
                 (where + ": copy path's evaluation table differs from a rebuild").c_str());
        // The change restores the state before the edit.
        AnimCurve undone = copy;
        QVERIFY(change.undoIt(undone));
        QVERIFY(change.redoIt(undone));
        QVERIFY(undone == curve);
    }
    QVERIFY(edits > 400);
}

QTEST_APPLESS_MAIN(TestAnimCurveIncremental)
#include "tst_animcurve_incremental.moc"
