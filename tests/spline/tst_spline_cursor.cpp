// EvalCursor's remembered piece (core/spline/CursorPiece.h): a query inside the segment
// interior, or loop copy of it, that answered the previous eval() is answered without a
// search. The answers must be the bits Spline::eval gives: checked on dense sorted sweeps,
// on times one ulp either side of every loop-iteration boundary, on times a whole number
// of loop spans away (where Ts's rule for exact times picks a copy), at very large times
// (huge iteration counts) and in random order, for every looping mode, loop boundary
// times, inner loops, value blocks and Hermite curves.
#include "core/spline/EvalCursor.h"
#include "core/spline/Spline.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <random>

using namespace knotline;

namespace {

struct Case {
    ExtrapolationMode pre = ExtrapolationMode::LoopOscillate;
    ExtrapolationMode post = ExtrapolationMode::LoopRepeat;
    std::optional<double> preBoundary, postBoundary;
    CurveType curveType = CurveType::Bezier;
    bool innerLoop = false;
    bool valueBlock = false;
};

// Eight knots at uneven, non-dyadic times (so loop spans are not exact in binary).
Spline makeSpline(const Case &c)
{
    const double times[] = {-3.7, -1.3, 0.1, 2.9, 3.3, 6.05, 8.8, 11.45};
    std::vector<Knot> knots;
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int i = 0; i < 8; ++i) {
        Knot k;
        k.time = times[i];
        k.value = 6.0 * unit(rng) - 3.0;
        k.pre = Tangent{0.4 * unit(rng) + 0.1, 3.0 * unit(rng) - 1.5, TangentAlgorithm::None};
        k.post = Tangent{0.4 * unit(rng) + 0.1, k.pre.slope, TangentAlgorithm::None};
        k.nextInterp = i == 2 ? Interpolation::Held
            : i == 4 && c.valueBlock ? Interpolation::ValueBlock
            : i == 5                 ? Interpolation::Linear
                                     : Interpolation::Curve;
        if (i == 2)
            k.value = -0.0; // a held -0: the loop copies must keep the sign bit
        knots.push_back(k);
    }
    Spline s;
    if (!s.setCurveType(c.curveType).isOk() || !s.setKnots(std::move(knots)).isOk())
        qFatal("makeSpline: knots refused");
    if (!s.setPreExtrapolation(Extrapolation{c.pre, 0.25, c.preBoundary}).isOk()
        || !s.setPostExtrapolation(Extrapolation{c.post, -0.5, c.postBoundary}).isOk())
        qFatal("makeSpline: extrapolation refused");
    if (c.innerLoop && !s.setInnerLoopParams(LoopParams{0.1, 3.3, 1, 2, 0.75}).isOk())
        qFatal("makeSpline: inner loop refused");
    return s;
}

bool sameBits(std::optional<double> a, std::optional<double> b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || std::memcmp(&*a, &*b, sizeof(double)) == 0;
}

// Times that probe the loop mapping: dense sweeps, every iteration boundary of both loop
// regions (the knot range and the boundary-time regions) ± 1 and 2 ulps, far iterations.
std::vector<double> probeTimes(const Spline &s)
{
    const double first = s.knots().front().time, last = s.knots().back().time;
    std::vector<double> out;
    for (int i = 0; i <= 6000; ++i)
        out.push_back(first - 3.0 * (last - first) + 7.0 * (last - first) * i / 6000.0);
    std::vector<double> spans = {last - first};
    for (const Knot &k : s.knots()) {
        spans.push_back(k.time - first);
        spans.push_back(last - k.time);
    }
    for (const double span : spans) {
        if (!(span > 0.0))
            continue;
        for (int hop = -6; hop <= 6; ++hop) {
            for (const double anchor : {first, last}) {
                double t = anchor + hop * span;
                for (int u = 0; u < 3; ++u) {
                    out.push_back(t);
                    out.push_back(std::nextafter(t, -INFINITY));
                    out.push_back(std::nextafter(std::nextafter(t, INFINITY), INFINITY));
                    t = std::nextafter(t, INFINITY);
                }
            }
        }
    }
    for (const Knot &k : s.knots()) {
        for (const double far : {1e6, 1e12, 3e15, 1e17}) {
            out.push_back(k.time + far);
            out.push_back(k.time - far);
            out.push_back(std::nextafter(k.time + far, INFINITY));
        }
    }
    return out;
}

} // namespace

class TestSplineCursor : public QObject {
    Q_OBJECT
private slots:
    void matchesSplineEval_data();
    void matchesSplineEval();
    void answersFromThePieceWithoutSearching();
    void randomSplinesAndWalks();
};

void TestSplineCursor::matchesSplineEval_data()
{
    using M = ExtrapolationMode;
    QTest::addColumn<int>("pre");
    QTest::addColumn<int>("post");
    QTest::addColumn<double>("preBoundary"); // NaN: none
    QTest::addColumn<double>("postBoundary");
    QTest::addColumn<int>("curveType");
    QTest::addColumn<bool>("innerLoop");
    QTest::addColumn<bool>("valueBlock");
    const double none = std::nan("");
    QTest::newRow("oscillate / repeat") << int(M::LoopOscillate) << int(M::LoopRepeat) << none << none << int(CurveType::Bezier) << false << false;
    QTest::newRow("repeat / oscillate") << int(M::LoopRepeat) << int(M::LoopOscillate) << none << none << int(CurveType::Bezier) << false << true;
    QTest::newRow("reset / reset") << int(M::LoopReset) << int(M::LoopReset) << none << none << int(CurveType::Bezier) << false << false;
    QTest::newRow("boundary times") << int(M::LoopOscillate) << int(M::LoopRepeat) << 2.9 << 0.1 << int(CurveType::Bezier) << false << false;
    QTest::newRow("linear / held") << int(M::Linear) << int(M::Held) << none << none << int(CurveType::Bezier) << false << true;
    QTest::newRow("sloped / value block") << int(M::Sloped) << int(M::ValueBlock) << none << none << int(CurveType::Bezier) << false << false;
    QTest::newRow("inner loop, looping") << int(M::LoopOscillate) << int(M::LoopRepeat) << none << none << int(CurveType::Bezier) << true << false;
    QTest::newRow("hermite") << int(M::LoopRepeat) << int(M::LoopOscillate) << none << none << int(CurveType::Hermite) << false << true;
}

void TestSplineCursor::matchesSplineEval()
{
    QFETCH(int, pre);
    QFETCH(int, post);
    QFETCH(double, preBoundary);
    QFETCH(double, postBoundary);
    QFETCH(int, curveType);
    QFETCH(bool, innerLoop);
    QFETCH(bool, valueBlock);
    Case c;
    c.pre = ExtrapolationMode(pre);
    c.post = ExtrapolationMode(post);
    if (!std::isnan(preBoundary))
        c.preBoundary = preBoundary;
    if (!std::isnan(postBoundary))
        c.postBoundary = postBoundary;
    c.curveType = CurveType(curveType);
    c.innerLoop = innerLoop;
    c.valueBlock = valueBlock;
    const Spline s = makeSpline(c);
    std::vector<double> times = probeTimes(s);
    const double first = s.knots().front().time, last = s.knots().back().time;
    int mismatches = 0;
    int valuesOutside = 0; // answers with a value outside the knot range (extrapolation)
    auto check = [&](EvalCursor &cursor, double t) {
        const std::optional<double> answer = cursor.eval(t);
        valuesOutside += answer && (t < first || t > last) ? 1 : 0;
        if (!sameBits(answer, s.eval(t)) && ++mismatches <= 5)
            qWarning("t=%.17g: cursor %.17g, Spline::eval %.17g", t, cursor.eval(t).value_or(NAN),
                     s.eval(t).value_or(NAN));
    };
    // Increasing, decreasing and random order, each through a fresh cursor; the random
    // pass interleaves the other queries (which must not disturb the remembered piece).
    std::sort(times.begin(), times.end());
    {
        EvalCursor cursor(s);
        for (const double t : times)
            check(cursor, t);
    }
    {
        EvalCursor cursor(s);
        for (auto it = times.rbegin(); it != times.rend(); ++it)
            check(cursor, *it);
    }
    std::mt19937_64 rng(3);
    std::shuffle(times.begin(), times.end(), rng);
    {
        EvalCursor cursor(s);
        for (std::size_t i = 0; i < times.size(); ++i) {
            const double t = times[i];
            check(cursor, t);
            const double near = std::nextafter(t, i % 2 ? INFINITY : -INFINITY);
            check(cursor, near); // usually answered by the piece just remembered
            if (i % 3 == 0) {
                QVERIFY(sameBits(cursor.evalPreValue(t), s.evalPreValue(t)));
                QVERIFY(sameBits(cursor.evalDerivative(t), s.evalDerivative(t)));
            }
        }
    }
    QCOMPARE(mismatches, 0);
    // Not vacuous: every row extrapolates with values on at least one side, and the
    // cursor answered there (through loop pieces for the looping rows).
    QVERIFY(valuesOutside > 1000);
}

// A cursor answers from its piece: an interior time of the last segment answered twice
// gives the same value, and a time in another loop copy of the same segment (one span
// further) gives the looped value. Both must equal Spline::eval bit for bit (mutation
// check: an off-by-one iteration in the piece would shift the value by the repeat offset).
void TestSplineCursor::answersFromThePieceWithoutSearching()
{
    Case c; // oscillate before, repeat after
    const Spline s = makeSpline(c);
    const double first = s.knots().front().time, last = s.knots().back().time;
    const double span = last - first;
    EvalCursor cursor(s);
    const double inside = 0.5 * (s.knots()[0].time + s.knots()[1].time);
    for (int hop = 1; hop <= 3; ++hop) {
        const double t = inside + hop * span;
        const std::optional<double> a = cursor.eval(t);
        const std::optional<double> b = cursor.eval(std::nextafter(t, INFINITY));
        QVERIFY(a && b);
        QVERIFY(sameBits(a, s.eval(t)));
        QVERIFY(sameBits(b, s.eval(std::nextafter(t, INFINITY))));
        // Repeat offset: each copy is shifted by (last value - first value).
        QVERIFY(std::abs(*a - *s.eval(inside) - hop * (s.knots().back().value - s.knots().front().value)) < 1e-9);
    }
}

// Property test: random splines (knot counts, spacing from 1e-6 to 1e3, every
// interpolation, both curve types, every extrapolation mode with and without loop boundary
// times, inner loops) walked by a cursor in small random steps either way, with jumps,
// exact knot times and loop-boundary multiples mixed in: every answer must be the bits
// Spline::eval gives.
void TestSplineCursor::randomSplinesAndWalks()
{
    std::mt19937_64 rng(2026);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const ExtrapolationMode modes[] = {ExtrapolationMode::Held, ExtrapolationMode::Linear,
                                       ExtrapolationMode::Sloped, ExtrapolationMode::ValueBlock,
                                       ExtrapolationMode::LoopRepeat, ExtrapolationMode::LoopReset,
                                       ExtrapolationMode::LoopOscillate};
    int checked = 0, mismatches = 0, splines = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const int count = 2 + int(unit(rng) * 30);
        const double scale = std::pow(10.0, -6.0 + 9.0 * unit(rng));
        std::vector<Knot> knots;
        double t = 1e3 * (unit(rng) - 0.5);
        for (int i = 0; i < count; ++i) {
            Knot k;
            k.time = t;
            k.value = 10.0 * unit(rng) - 5.0;
            const double pick = unit(rng);
            k.nextInterp = pick < 0.6 ? Interpolation::Curve
                : pick < 0.75         ? Interpolation::Linear
                : pick < 0.9          ? Interpolation::Held
                                      : Interpolation::ValueBlock;
            k.pre = Tangent{scale * unit(rng), 4.0 * unit(rng) - 2.0, TangentAlgorithm::None};
            k.post = Tangent{scale * unit(rng), unit(rng) < 0.5 ? k.pre.slope : 4.0 * unit(rng) - 2.0,
                             TangentAlgorithm::None};
            if (unit(rng) < 0.1) {
                k.preValue = k.value + 1.0; // dual-valued
            }
            knots.push_back(k);
            t += scale * (0.1 + unit(rng));
        }
        Spline s;
        if (!s.setCurveType(unit(rng) < 0.8 ? CurveType::Bezier : CurveType::Hermite).isOk()
            || !s.setKnots(knots).isOk())
            continue;
        auto extrapolation = [&]() {
            Extrapolation e{modes[int(unit(rng) * 7)], 2.0 * unit(rng) - 1.0, {}};
            if (e.isLooping() && unit(rng) < 0.3)
                e.loopBoundary = knots[std::size_t(unit(rng) * count)].time;
            return e;
        };
        if (!s.setPreExtrapolation(extrapolation()).isOk() || !s.setPostExtrapolation(extrapolation()).isOk())
            continue;
        if (count >= 4 && unit(rng) < 0.25) {
            const double start = knots[1].time, end = knots[std::size_t(count) - 2].time;
            (void)s.setInnerLoopParams(LoopParams{start, end, int(unit(rng) * 3), int(unit(rng) * 3),
                                                  unit(rng) - 0.5});
        }
        ++splines;
        const double first = s.knots().front().time, last = s.knots().back().time;
        const double span = last - first;
        EvalCursor cursor(s);
        double q = first - 2.0 * span;
        for (int step = 0; step < 3000; ++step) {
            const double r = unit(rng);
            if (r < 0.02)
                q = first + (6.0 * unit(rng) - 3.0) * span; // jump
            else if (r < 0.04)
                q = s.knots()[std::size_t(unit(rng) * count)].time; // exactly at a knot
            else if (r < 0.05)
                q = first + std::round(4.0 * unit(rng) - 2.0) * span; // a loop-span multiple
            else
                q += (unit(rng) < 0.8 ? 1.0 : -1.0) * span * 0.01 * unit(rng); // walk
            const std::optional<double> a = cursor.eval(q), b = s.eval(q);
            ++checked;
            if (!sameBits(a, b) && ++mismatches <= 5)
                qWarning("trial %d t=%.17g: cursor %.17g, Spline::eval %.17g", trial, q,
                         a.value_or(NAN), b.value_or(NAN));
        }
    }
    QCOMPARE(mismatches, 0);
    QVERIFY(splines > 200);
    QVERIFY(checked > 600000);
}

QTEST_GUILESS_MAIN(TestSplineCursor)
#include "tst_spline_cursor.moc"
