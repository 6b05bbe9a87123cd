// KnotEchoes: the echoed knots of inner loops (pre and post counts, value offset, the
// closing copy) and of each looping extrapolation mode (repeat, reset, oscillate, both
// sides): where they sit, which knot and iteration they echo, that evaluation passes
// through them, and that the gains (the inverse map) predict how each echo moves when its
// knot is moved (checked by moving the knot and listing the echoes again).
#include "core/spline/KnotEchoes.h"

#include <QTest>

#include <cmath>
#include <optional>

using namespace knotline;

namespace {

using M = ExtrapolationMode;

struct Expected {
    EchoKind kind;
    std::size_t knot;
    int iteration;
    double time;
    double value;
    double timeGain;
    double valueGain;
};

Extrapolation ext(ExtrapolationMode mode)
{
    Extrapolation e;
    e.mode = mode;
    return e;
}

Spline curveSpline(std::vector<Knot> knots)
{
    Spline s;
    if (!s.setKnots(std::move(knots)).ok())
        qFatal("bad test spline");
    return s;
}

/// Knots 0 (value 0), 2 (value 1), 4 (value 3): a three-knot curve.
Spline threeKnots(std::optional<Extrapolation> pre, std::optional<Extrapolation> post)
{
    Spline s = curveSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(2, 1, Interpolation::Linear),
                            makeKnot(4, 3, Interpolation::Linear)});
    if (pre && !s.setPreExtrapolation(*pre).ok())
        qFatal("bad pre");
    if (post && !s.setPostExtrapolation(*post).ok())
        qFatal("bad post");
    return s;
}

/// Knots 0 (value 0), 4 (value 2), 40 (value 1); prototype [0, 10), 1 pre loop, 2 post
/// loops, value offset 3: looped interval [-10, 30].
Spline innerLoopSpline(bool shadowedKnot = false)
{
    std::vector<Knot> knots{makeKnot(0, 0, Interpolation::Linear), makeKnot(4, 2, Interpolation::Linear),
                            makeKnot(40, 1, Interpolation::Linear)};
    if (shadowedKnot) // at the prototype end, inside the looped interval: not on the curve
        knots.push_back(makeKnot(10, 7, Interpolation::Linear));
    Spline s = curveSpline(knots);
    LoopParams lp;
    lp.protoStart = 0;
    lp.protoEnd = 10;
    lp.numPreLoops = 1;
    lp.numPostLoops = 2;
    lp.valueOffset = 3;
    if (!s.setInnerLoopParams(lp).ok())
        qFatal("bad loop");
    return s;
}

/// `s` with knot `index` moved by (dt, dv); the prototype start follows its knot, as
/// KnotDragSession does.
Spline moved(const Spline &s, std::size_t index, double dt, double dv)
{
    std::vector<Knot> knots = s.knots();
    const double oldTime = knots[index].time;
    knots[index].time += dt;
    knots[index].value += dv;
    Spline out = s;
    LoopParams lp = s.innerLoopParams();
    if (s.hasInnerLoops() && oldTime == lp.protoStart) {
        lp.protoStart += dt;
        if (!out.setInnerLoopParams(LoopParams{}).ok())
            qFatal("clear loop");
        if (!out.setKnots(knots).ok() || !out.setInnerLoopParams(lp).ok())
            qFatal("move with loop");
        return out;
    }
    if (!out.setKnots(knots).ok())
        qFatal("move");
    return out;
}

const KnotEcho *find(const std::vector<KnotEcho> &echoes, const KnotEcho &like)
{
    for (const KnotEcho &e : echoes)
        if (e.kind == like.kind && e.knot == like.knot && e.iteration == like.iteration)
            return &e;
    return nullptr;
}

} // namespace

class TestKnotEchoes : public QObject {
    Q_OBJECT

private slots:
    void echoes_data();
    void echoes();
    void gainsPredictMoves_data();
    void gainsPredictMoves();
    void rangeAndCountBound();
    void noLoopsNoEchoes();
};

void TestKnotEchoes::echoes_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<std::vector<Expected>>("expected");
    using K = EchoKind;
    // Inner loop: iteration -1 (pre), 1 and 2 (post), the closing copy (iteration 3) at 30.
    // The start knot's copies move by (1 - k)·dt in time (protoStart follows the knot).
    QTest::newRow("inner loop") << innerLoopSpline() << -20.0 << 50.0
                                << std::vector<Expected>{
                                       {K::InnerLoop, 0, -1, -10, -3, 2, 1}, {K::InnerLoop, 1, -1, -6, -1, 1, 1},
                                       {K::InnerLoop, 0, 1, 10, 3, 0, 1},    {K::InnerLoop, 1, 1, 14, 5, 1, 1},
                                       {K::InnerLoop, 0, 2, 20, 6, -1, 1},   {K::InnerLoop, 1, 2, 24, 8, 1, 1},
                                       {K::InnerLoop, 0, 3, 30, 9, -2, 1}};
    // A knot the loop shadows is not a real key on the curve: the echo at 10 is listed.
    QTest::newRow("inner loop, shadowed knot")
        << innerLoopSpline(true) << 5.0 << 16.0
        << std::vector<Expected>{{K::InnerLoop, 0, 1, 10, 3, 0, 1}, {K::InnerLoop, 1, 1, 14, 5, 1, 1}};
    // Repeat: offset 3 per iteration. Hop 1 of knot 0 sits on knot 2 (a real key: none);
    // at 8 hop 2 of knot 0 wins over hop 1 of knot 2 (the later iteration, rule 6).
    QTest::newRow("post repeat") << threeKnots(std::nullopt, ext(M::LoopRepeat)) << 0.0 << 12.0
                                 << std::vector<Expected>{{K::PostExtrapolation, 1, 1, 6, 4, 1, 1},
                                                          {K::PostExtrapolation, 0, 2, 8, 6, -1, -1},
                                                          {K::PostExtrapolation, 1, 2, 10, 7, 1, 1},
                                                          {K::PostExtrapolation, 0, 3, 12, 9, -2, -2}};
    // Reset: exact copies; at the boundary the first knot's value (rule 6).
    QTest::newRow("post reset") << threeKnots(std::nullopt, ext(M::LoopReset)) << 0.0 << 12.0
                                << std::vector<Expected>{{K::PostExtrapolation, 1, 1, 6, 1, 1, 1},
                                                         {K::PostExtrapolation, 0, 2, 8, 0, -1, 1},
                                                         {K::PostExtrapolation, 1, 2, 10, 1, 1, 1},
                                                         {K::PostExtrapolation, 0, 3, 12, 0, -2, 1}};
    // Oscillate: hop 1 mirrored (knot 1 at 4 + (4 - 2) = 6, time negated), hop 2 straight.
    QTest::newRow("post oscillate") << threeKnots(std::nullopt, ext(M::LoopOscillate)) << 0.0 << 16.0
                                    << std::vector<Expected>{{K::PostExtrapolation, 1, 1, 6, 1, -1, 1},
                                                             {K::PostExtrapolation, 0, 2, 8, 0, -1, 1},
                                                             {K::PostExtrapolation, 1, 2, 10, 1, 1, 1},
                                                             {K::PostExtrapolation, 2, 3, 12, 3, 3, 1},
                                                             {K::PostExtrapolation, 1, 3, 14, 1, -1, 1},
                                                             {K::PostExtrapolation, 0, 4, 16, 0, -3, 1}};
    // Pre repeat: copies lowered by the offset; at -4 hop 1 of knot 0 wins over hop 2 of knot 2.
    QTest::newRow("pre repeat") << threeKnots(ext(M::LoopRepeat), std::nullopt) << -8.0 << 4.0
                                << std::vector<Expected>{{K::PreExtrapolation, 0, 2, -8, -6, 3, 3},
                                                         {K::PreExtrapolation, 1, 2, -6, -5, 1, 1},
                                                         {K::PreExtrapolation, 0, 1, -4, -3, 2, 2},
                                                         {K::PreExtrapolation, 1, 1, -2, -2, 1, 1}};
    QTest::newRow("pre reset") << threeKnots(ext(M::LoopReset), std::nullopt) << -8.0 << 4.0
                               << std::vector<Expected>{{K::PreExtrapolation, 0, 2, -8, 0, 3, 1},
                                                        {K::PreExtrapolation, 1, 2, -6, 1, 1, 1},
                                                        {K::PreExtrapolation, 0, 1, -4, 0, 2, 1},
                                                        {K::PreExtrapolation, 1, 1, -2, 1, 1, 1}};
    // Pre oscillate: hop 1 mirrored: knot 2 at 0 + 4 - 4 - 4 = -4, knot 1 at -2.
    QTest::newRow("pre oscillate") << threeKnots(ext(M::LoopOscillate), std::nullopt) << -8.0 << 4.0
                                   << std::vector<Expected>{{K::PreExtrapolation, 0, 2, -8, 0, 3, 1},
                                                            {K::PreExtrapolation, 1, 2, -6, 1, 1, 1},
                                                            {K::PreExtrapolation, 2, 1, -4, 3, -1, 1},
                                                            {K::PreExtrapolation, 1, 1, -2, 1, -1, 1}};
}

void TestKnotEchoes::echoes()
{
    QFETCH(Spline, spline);
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(std::vector<Expected>, expected);
    const std::vector<KnotEcho> echoes = knotEchoes(spline, t0, t1, 1000);
    QCOMPARE(echoes.size(), expected.size());
    for (std::size_t n = 0; n < echoes.size(); ++n) {
        const KnotEcho &e = echoes[n];
        const Expected &x = expected[n];
        QCOMPARE(int(e.kind), int(x.kind));
        QCOMPARE(e.knot, x.knot);
        QCOMPARE(e.iteration, x.iteration);
        QCOMPARE(e.time, x.time);
        QCOMPARE(e.value, x.value);
        QCOMPARE(e.timeGain, x.timeGain);
        QCOMPARE(e.valueGain, x.valueGain);
        // The forward map and its inverse, and evaluation passes through the echo.
        const Knot &k = spline.knots()[e.knot];
        QCOMPARE(e.echoTime(k.time), e.time);
        QCOMPARE(e.knotTime(e.time), k.time);
        QCOMPARE(k.value + e.valueShift, e.value);
        QCOMPARE(spline.eval(e.time).value_or(-999), e.value);
    }
}

void TestKnotEchoes::gainsPredictMoves_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::newRow("inner loop") << innerLoopSpline() << -20.0 << 50.0;
    const std::pair<M, QByteArray> modes[] = {{M::LoopRepeat, "repeat"}, {M::LoopReset, "reset"},
                                              {M::LoopOscillate, "oscillate"}};
    for (const auto &[mode, name] : modes) {
        QTest::newRow("post " + name) << threeKnots(std::nullopt, ext(mode)) << 0.0 << 20.0;
        QTest::newRow("pre " + name) << threeKnots(ext(mode), std::nullopt) << -20.0 << 4.0;
    }
}

void TestKnotEchoes::gainsPredictMoves()
{
    QFETCH(Spline, spline);
    QFETCH(double, t0);
    QFETCH(double, t1);
    const std::vector<KnotEcho> before = knotEchoes(spline, t0, t1, 1000);
    QVERIFY(!before.empty());
    const double dt = 0.25;
    const double dv = 0.5;
    int checked = 0;
    for (std::size_t i = 0; i < spline.knotCount(); ++i) {
        const std::vector<KnotEcho> after = knotEchoes(moved(spline, i, dt, dv), t0 - 5, t1 + 5, 1000);
        for (const KnotEcho &e : before) {
            if (e.knot != i)
                continue;
            const KnotEcho *m = find(after, e);
            QVERIFY2(m, qPrintable(QStringLiteral("echo of knot %1 iteration %2 lost").arg(i).arg(e.iteration)));
            QCOMPARE(m->time - e.time, e.timeGain * dt);
            QCOMPARE(m->value - e.value, e.valueGain * dv);
            // The inverse map: the knot offsets that move the echo by (dt, dv) exactly.
            if (e.timeGain != 0.0)
                QCOMPARE(e.knotTimeDelta(e.timeGain * dt), dt);
            QCOMPARE(e.knotValueDelta(e.valueGain * dv), dv);
            ++checked;
        }
    }
    QVERIFY(checked >= 4);
    qInfo("%d echoes checked", checked);
}

void TestKnotEchoes::rangeAndCountBound()
{
    const Spline s = threeKnots(ext(M::LoopRepeat), ext(M::LoopOscillate));
    // Far out: only the hops inside the range, each echo within it.
    const std::vector<KnotEcho> far = knotEchoes(s, 1000.0, 1010.0, 1000);
    QCOMPARE(far.size(), std::size_t(6)); // 1000, 1002, …, 1010
    for (const KnotEcho &e : far)
        QVERIFY(e.time >= 1000.0 && e.time <= 1010.0);
    // A huge range is cut at the bound, keeping the echoes nearest the knots.
    const std::vector<KnotEcho> cut = knotEchoes(s, -1e6, 1e6, 50);
    QCOMPARE(cut.size(), std::size_t(50));
    for (const KnotEcho &e : cut)
        QVERIFY(std::abs(e.time) <= 60.0);
    QVERIFY(knotEchoes(s, 5.0, 1.0, 100).empty());
}

void TestKnotEchoes::noLoopsNoEchoes()
{
    QVERIFY(knotEchoes(threeKnots(std::nullopt, std::nullopt), -100, 100, 100).empty());
    QVERIFY(knotEchoes(threeKnots(ext(M::Linear), ext(M::Held)), -100, 100, 100).empty());
    // A loop boundary that names no knot: the extrapolation is a value block, no echoes.
    Extrapolation bad = ext(M::LoopRepeat);
    bad.loopBoundary = 3.0;
    QVERIFY(knotEchoes(threeKnots(std::nullopt, bad), -100, 100, 100).empty());
    // A loop boundary at knot 2: the post side loops [2, 4] only.
    Extrapolation two = ext(M::LoopReset);
    two.loopBoundary = 2.0;
    const std::vector<KnotEcho> e = knotEchoes(threeKnots(std::nullopt, two), 4.0, 8.0, 100);
    QCOMPARE(e.size(), std::size_t(2)); // 6 (knot 1, hop 2) and 8 (knot 1, hop 3)
    QCOMPARE(e[0].knot, std::size_t(1));
    QCOMPARE(e[0].time, 6.0);
}

QTEST_APPLESS_MAIN(TestKnotEchoes)
#include "tst_ghosts_knot_echoes.moc"
