// Spline::replaceKnots / restoreKnots (the incremental edit): random edits through the
// incremental path give splines bit-identical to the same edits done by a full setKnots —
// the knots, the whole resolved evaluation table, and evaluation (values, pre-values and
// derivatives on both sides) at many times including extrapolation — for both curve types,
// several anti-regression modes, extrapolation modes (looping, with and without a loop
// boundary) and inner loops (where the table is rebuilt). Also: restoreKnots undoes an
// edit exactly, and bad ranges / knots are refused without changing the spline.
#include "core/spline/EvalData.h"
#include "tests/support/EvalDataCompare.h"
#include "core/spline/Regression.h"
#include "core/spline/Spline.h"
#include "core/spline/TangentAlgorithms.h"

#include <QTest>
#include <cmath>
#include <cstring>
#include <random>
#include <sstream>

using namespace knotline;

class TestSplineIncremental : public QObject {
    Q_OBJECT
private slots:
    void randomEditsMatchSetKnots_data();
    void randomEditsMatchSetKnots();
    void restoreKnotsUndoesAnEdit();
    void refusesBadEdits();
    void extrapolationChangeMatchesRebuild();
};

namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

bool sameBits(const std::optional<double> &a, const std::optional<double> &b)
{
    return a.has_value() == b.has_value() && (!a || sameBits(*a, *b));
}

bool sameKnot(const Knot &a, const Knot &b)
{
    return sameBits(a.time, b.time) && sameBits(a.value, b.value) && sameBits(a.preValue, b.preValue)
        && a.nextInterp == b.nextInterp && sameBits(a.pre.width, b.pre.width) && sameBits(a.pre.slope, b.pre.slope)
        && a.pre.algorithm == b.pre.algorithm && sameBits(a.post.width, b.post.width)
        && sameBits(a.post.slope, b.post.slope) && a.post.algorithm == b.post.algorithm && a.customData == b.customData;
}

// Knots, table and evaluation (both sides, values and derivatives) at the knot times, between
// them, and far outside.
std::string compareSplines(const Spline &a, const Spline &b)
{
    if (a.knotCount() != b.knotCount())
        return "knot counts differ";
    for (std::size_t i = 0; i < a.knotCount(); ++i)
        if (!sameKnot(a.knots()[i], b.knots()[i]))
            return "knot " + std::to_string(i) + " differs";
    if (std::string t = test::compareEvalData(a.evalData(), b.evalData()); !t.empty())
        return t;
    std::vector<double> times;
    for (const Knot &k : a.knots()) {
        times.push_back(k.time);
        times.push_back(k.time + 0.37);
    }
    if (!a.knots().empty()) {
        const double t0 = a.knots().front().time, t1 = a.knots().back().time, span = t1 - t0 + 1.0;
        for (double f : {-3.3, -1.0, -0.25, 1.25, 2.0, 4.7})
            times.push_back(f < 0 ? t0 + f * span : t1 + (f - 1.0) * span);
    }
    for (double t : times)
        for (Side side : {Side::Pre, Side::Post})
            if (!sameBits(a.eval(t, side), b.eval(t, side)) || !sameBits(a.evalDerivative(t, side), b.evalDerivative(t, side))) {
                std::ostringstream s;
                s.precision(17);
                s << "evaluation at " << t << (side == Side::Pre ? " (pre)" : " (post)") << " differs";
                return s.str();
            }
    return {};
}

struct Config {
    CurveType curveType = CurveType::Bezier;
    AntiRegressionMode mode = AntiRegressionMode::KeepRatio;
    ExtrapolationMode pre = ExtrapolationMode::Held;
    ExtrapolationMode post = ExtrapolationMode::Held;
    bool loopBoundary = false;
    bool innerLoops = false;
};

Knot randomKnot(std::mt19937_64 &rng, double time)
{
    std::uniform_real_distribution<double> value(-5.0, 5.0), width(0.0, 2.5), slope(-3.0, 3.0);
    std::uniform_int_distribution<int> pick(0, 19);
    Knot k;
    k.time = time;
    k.value = value(rng);
    const int interp = pick(rng);
    k.nextInterp = interp < 13 ? Interpolation::Curve
        : interp < 16          ? Interpolation::Linear
        : interp < 18          ? Interpolation::Held
                               : Interpolation::ValueBlock;
    k.pre = Tangent{width(rng), slope(rng), pick(rng) < 5 ? TangentAlgorithm::AutoEase : TangentAlgorithm::None};
    k.post = Tangent{width(rng), slope(rng), pick(rng) < 5 ? TangentAlgorithm::AutoEase : TangentAlgorithm::None};
    if (pick(rng) < 2)
        k.preValue = value(rng);
    return k;
}

// A spline with the settings of `config` (extrapolation, loops) and no knots.
Spline emptySpline(const Config &config, const std::vector<Knot> &knots)
{
    Spline s;
    s.setAntiRegressionMode(config.mode);
    if (!s.setCurveType(config.curveType))
        qFatal("curve type refused");
    Extrapolation pre{config.pre, 0.5, {}}, post{config.post, -0.25, {}};
    if (config.loopBoundary && knots.size() > 4) {
        if (pre.isLooping())
            pre.loopBoundary = knots[knots.size() / 3].time;
        if (post.isLooping())
            post.loopBoundary = knots[2 * knots.size() / 3].time;
    }
    if (!s.setPreExtrapolation(pre) || !s.setPostExtrapolation(post))
        qFatal("extrapolation refused");
    if (config.innerLoops && knots.size() > 6) {
        LoopParams lp;
        lp.protoStart = knots[2].time;
        lp.protoEnd = knots[5].time;
        lp.numPreLoops = 1;
        lp.numPostLoops = 2;
        lp.valueOffset = 0.75;
        if (!s.setInnerLoopParams(lp))
            qFatal("inner loop refused");
    }
    return s;
}

} // namespace

void TestSplineIncremental::randomEditsMatchSetKnots_data()
{
    QTest::addColumn<int>("curveType");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("pre");
    QTest::addColumn<int>("post");
    QTest::addColumn<bool>("loopBoundary");
    QTest::addColumn<bool>("innerLoops");
    using EM = ExtrapolationMode;
    using AM = AntiRegressionMode;
    const auto row = [](const char *name, CurveType c, AM m, EM pre, EM post, bool boundary, bool loops) {
        QTest::newRow(name) << int(c) << int(m) << int(pre) << int(post) << boundary << loops;
    };
    row("bezier keepRatio held", CurveType::Bezier, AM::KeepRatio, EM::Held, EM::Held, false, false);
    row("bezier none linear", CurveType::Bezier, AM::None, EM::Linear, EM::Linear, false, false);
    row("bezier contain sloped/block", CurveType::Bezier, AM::Contain, EM::Sloped, EM::ValueBlock, false, false);
    row("bezier keepStart repeat/oscillate", CurveType::Bezier, AM::KeepStart, EM::LoopRepeat, EM::LoopOscillate, false, false);
    row("bezier keepRatio reset boundary", CurveType::Bezier, AM::KeepRatio, EM::LoopReset, EM::LoopRepeat, true, false);
    row("hermite none linear/repeat", CurveType::Hermite, AM::None, EM::Linear, EM::LoopRepeat, false, false);
    row("hermite keepRatio held", CurveType::Hermite, AM::KeepRatio, EM::Held, EM::Sloped, false, false);
    row("bezier keepRatio inner loops", CurveType::Bezier, AM::KeepRatio, EM::Held, EM::Linear, false, true);
    row("hermite none inner loops", CurveType::Hermite, AM::None, EM::Linear, EM::Held, false, true);
}

void TestSplineIncremental::randomEditsMatchSetKnots()
{
    QFETCH(int, curveType);
    QFETCH(int, mode);
    QFETCH(int, pre);
    QFETCH(int, post);
    QFETCH(bool, loopBoundary);
    QFETCH(bool, innerLoops);
    Config config{CurveType(curveType), AntiRegressionMode(mode), ExtrapolationMode(pre), ExtrapolationMode(post),
                  loopBoundary, innerLoops};

    std::mt19937_64 rng(0x5eed0000u + static_cast<unsigned>(curveType * 1000 + mode * 100 + pre * 10 + post));
    std::vector<Knot> base;
    for (int i = 0; i < 40; ++i)
        base.push_back(randomKnot(rng, 2.0 * i));
    Spline s = emptySpline(config, base);
    QVERIFY(s.setKnots(base));

    int edits = 0;
    for (int step = 0; step < 400; ++step) {
        const std::vector<Knot> old = s.knots();
        const std::size_t n = old.size();
        std::uniform_int_distribution<std::size_t> firstDist(0, n);
        const std::size_t first = firstDist(rng);
        std::uniform_int_distribution<std::size_t> countDist(0, std::min<std::size_t>(4, n - first));
        const std::size_t count = countDist(rng);
        // New knots strictly between the neighbours of the range.
        const double lo = first > 0 ? old[first - 1].time : (n > 0 ? old.front().time - 6.0 : 0.0);
        const double hi = first + count < n ? old[first + count].time : (n > 0 ? old.back().time + 6.0 : 10.0);
        std::uniform_int_distribution<int> mDist(n < 4 ? 1 : 0, 4);
        const int m = mDist(rng);
        std::vector<Knot> replacement;
        for (int j = 0; j < m; ++j) {
            const double t = lo + (hi - lo) * (j + 1) / (m + 1);
            if (t > lo && t < hi && (replacement.empty() || t > replacement.back().time))
                replacement.push_back(randomKnot(rng, t));
        }
        std::vector<Knot> all(old.begin(), old.begin() + static_cast<std::ptrdiff_t>(first));
        all.insert(all.end(), replacement.begin(), replacement.end());
        all.insert(all.end(), old.begin() + static_cast<std::ptrdiff_t>(first + count), old.end());

        const Spline before = s;
        QVERIFY2(s.replaceKnots(first, count, replacement).isOk(), "replaceKnots refused a valid edit");
        ++edits;
        if (config.mode == AntiRegressionMode::None) {
            // Reference: the same knots through setKnots on a spline with the same settings.
            Spline reference = s;
            QVERIFY(reference.setKnots(all));
            const std::string diff = compareSplines(s, reference);
            QVERIFY2(diff.empty(), ("step " + std::to_string(step) + ": " + diff).c_str());
        } else {
            // With anti-regression, Ts's setKnots is not idempotent on auto-ease knots next
            // to adjusted segments (it resets their widths and adjusts again), so the
            // reference is Ts SetKnot's local rule: tangents of the new knots and their
            // neighbours, then the segments touching them; every other knot as it was.
            std::vector<Knot> expected = all;
            const std::size_t m = replacement.size(), n2 = expected.size();
            for (std::size_t i = first > 0 ? first - 1 : 0; n2 > 0 && i <= std::min(first + m, n2 - 1); ++i)
                updateKnotTangents(expected, config.curveType, i);
            adjustRegressiveKnots(expected, config.curveType, config.mode, first >= 2 ? first - 2 : 0, first + m);
            QCOMPARE(s.knotCount(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i)
                QVERIFY2(sameKnot(s.knots()[i], expected[i]),
                         ("step " + std::to_string(step) + ": knot " + std::to_string(i) + " differs").c_str());
        }
        // The patched table equals a table built from scratch from the resulting knots.
        const detail::EvalData rebuilt = detail::buildEvalData(s.knots(), s.curveType(), s.preExtrapolation(),
                                                               s.postExtrapolation(), s.innerLoopParams(),
                                                               s.hasInnerLoops(), s.valueType());
        const std::string tableDiff = test::compareEvalData(s.evalData(), rebuilt);
        QVERIFY2(tableDiff.empty(), ("step " + std::to_string(step) + ": " + tableDiff).c_str());
        // The copy taken before the edit is untouched (copy on write).
        QVERIFY(before.knots() == old);
    }
    QVERIFY(edits > 300);
}

void TestSplineIncremental::restoreKnotsUndoesAnEdit()
{
    std::mt19937_64 rng(42);
    std::vector<Knot> base;
    for (int i = 0; i < 30; ++i)
        base.push_back(randomKnot(rng, 3.0 * i));
    Spline s;
    QVERIFY(s.setKnots(base));
    const Spline start = s;
    // Replace knots 10..12 by two knots; record the range the edit may have changed.
    const std::vector<Knot> old = s.knots();
    QVERIFY(s.replaceKnots(10, 3, {randomKnot(rng, 31.0), randomKnot(rng, 35.0)}).isOk());
    QCOMPARE(s.knotCount(), std::size_t(29));
    // The edit may change knots 8..13 (new indices: two before the range, two after) =
    // old knots 8..14.
    std::vector<Knot> oldRange(old.begin() + 8, old.begin() + 15);
    QVERIFY(s.restoreKnots(8, 6, oldRange).isOk());
    { const std::string d = compareSplines(s, start); QVERIFY2(d.empty(), d.c_str()); }
    // Removing and restoring knots at both ends, as given (no neighbours refreshed): the
    // table still equals one built from scratch.
    const auto rebuiltTable = [](const Spline &sp) {
        return detail::buildEvalData(sp.knots(), sp.curveType(), sp.preExtrapolation(), sp.postExtrapolation(),
                                     sp.innerLoopParams(), sp.hasInnerLoops(), sp.valueType());
    };
    const std::vector<Knot> all = s.knots();
    QVERIFY(s.restoreKnots(27, 3, {}).isOk());
    { const std::string d = test::compareEvalData(s.evalData(), rebuiltTable(s)); QVERIFY2(d.empty(), d.c_str()); }
    QVERIFY(s.restoreKnots(0, 2, {}).isOk());
    { const std::string d = test::compareEvalData(s.evalData(), rebuiltTable(s)); QVERIFY2(d.empty(), d.c_str()); }
    QVERIFY(s.restoreKnots(0, 0, {all[0], all[1]}).isOk());
    QVERIFY(s.restoreKnots(s.knotCount(), 0, {all[27], all[28], all[29]}).isOk());
    { const std::string d = compareSplines(s, start); QVERIFY2(d.empty(), d.c_str()); }
}

void TestSplineIncremental::refusesBadEdits()
{
    Spline s;
    QVERIFY(s.setKnots({makeKnot(0, 0), makeKnot(1, 1), makeKnot(2, 0), makeKnot(3, 1)}));
    const Spline start = s;
    QVERIFY(!s.replaceKnots(3, 2, {}).isOk());                         // range out of bounds
    QVERIFY(!s.replaceKnots(1, 1, {makeKnot(0.0, 5)}).isOk());         // not after the knot before
    QVERIFY(!s.replaceKnots(1, 1, {makeKnot(2.0, 5)}).isOk());         // not before the knot after
    QVERIFY(!s.replaceKnots(1, 1, {makeKnot(1.6, 5), makeKnot(1.2, 5)}).isOk()); // unsorted
    QVERIFY(!s.replaceKnots(1, 1, {makeKnot(1.5, std::nan(""))}).isOk());       // invalid value
    { const std::string d = compareSplines(s, start); QVERIFY2(d.empty(), d.c_str()); }
    QVERIFY(s.replaceKnots(1, 2, {makeKnot(1.5, 7)}).isOk());
    QCOMPARE(s.knotCount(), std::size_t(3));
    QCOMPARE(*s.eval(1.5), 7.0);
    QVERIFY(s.replaceKnots(0, 3, {}).isOk()); // everything removed
    QVERIFY(s.isEmpty());
    QVERIFY(!s.eval(1.0));
    QVERIFY(s.replaceKnots(0, 0, {makeKnot(4, 2)}).isOk()); // into an empty spline
    QCOMPARE(*s.eval(10.0), 2.0);
}

void TestSplineIncremental::extrapolationChangeMatchesRebuild()
{
    std::mt19937_64 rng(7);
    std::vector<Knot> base;
    for (int i = 0; i < 20; ++i)
        base.push_back(randomKnot(rng, 1.5 * i));
    using EM = ExtrapolationMode;
    for (EM mode : {EM::ValueBlock, EM::Held, EM::Linear, EM::Sloped, EM::LoopRepeat, EM::LoopReset, EM::LoopOscillate}) {
        for (const bool boundary : {false, true}) {
            Extrapolation e{mode, 1.25, {}};
            if (boundary && e.isLooping())
                e.loopBoundary = base[7].time;
            Spline incremental;
            QVERIFY(incremental.setKnots(base));
            QVERIFY(incremental.setPreExtrapolation(e));
            QVERIFY(incremental.setPostExtrapolation(e));
            // Rebuilt: extrapolation first, then the knots (one buildEvalData).
            Spline rebuilt;
            QVERIFY(rebuilt.setPreExtrapolation(e));
            QVERIFY(rebuilt.setPostExtrapolation(e));
            QVERIFY(rebuilt.setKnots(base));
            { const std::string d = compareSplines(incremental, rebuilt); QVERIFY2(d.empty(), d.c_str()); }
        }
    }
}

QTEST_APPLESS_MAIN(TestSplineIncremental)
#include "tst_spline_incremental.moc"
