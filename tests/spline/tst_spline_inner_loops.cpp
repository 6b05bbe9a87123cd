// Property test of semantics rule 11: a spline with inner loops evaluates exactly as the
// same spline with its inner loops baked into ordinary knots. For random splines (both
// curve types, every interpolation, dual values, value blocks, auto-ease tangents, every
// extrapolation mode,
// double, float and half values,
// loop counts 0-5, value offsets, shadowed knots and knots exactly at the looped
// interval's ends) eval, evalPreValue, evalDerivative, evalPreDerivative, EvalCursor and
// sample() (each knot-range polyline against the plain spline sampled over its interval,
// since polylines break where the source changes) are compared with two plain splines (of the same value type): one from knots baked here, straight from
// the rule's text (not from the evaluator's table), and one from knotsWithInnerLoopsBaked().
// Probe times: every knot and iteration boundary, one ulp either side, random times inside
// and outside the knots (extrapolation). Equal means the same bits, or within 1e-12
// relative (the rule allows rounding differences; none are expected).
#include "core/spline/Bake.h"
#include "core/spline/EvalCursor.h"
#include "core/spline/Sample.h"
#include "core/spline/Spline.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace knotline;

namespace {

using I = Interpolation;
using M = ExtrapolationMode;

struct Scenario {
    CurveType curveType = CurveType::Bezier;
    bool dualValues = false;
    bool valueBlocks = false;
    bool knotsAtLoopedEnds = false; ///< authored knots exactly at lo and hi (shadowed)
    bool offGrid = false;           ///< times and spans not exact in binary
    ValueType valueType = ValueType::Double; ///< copies' values round to it, as baked knots do
};

class Generator {
public:
    explicit Generator(std::uint64_t seed)
        : m_rng(seed)
    {
    }
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_rng); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    bool chance(double p) { return uniform(0.0, 1.0) < p; }

    Interpolation interpolation(bool valueBlocks)
    {
        const int r = integer(0, valueBlocks ? 9 : 8);
        return r < 5 ? I::Curve : r < 7 ? I::Linear : r < 9 ? I::Held : I::ValueBlock;
    }
    Extrapolation extrapolation()
    {
        static constexpr M modes[] = {M::ValueBlock, M::Held,       M::Linear,       M::Sloped,
                                      M::LoopRepeat, M::LoopReset, M::LoopOscillate};
        Extrapolation e;
        e.mode = modes[integer(0, 6)];
        e.slope = uniform(-2.0, 2.0);
        return e;
    }
    Knot knot(double time, const Scenario &sc)
    {
        Knot k;
        k.time = time;
        k.value = uniform(-5.0, 5.0);
        if (sc.dualValues && chance(0.3))
            k.preValue = chance(0.2) ? k.value : uniform(-5.0, 5.0);
        k.nextInterp = interpolation(sc.valueBlocks);
        // Widths up to 1.5 time codes against spacings from 0.25: some segments are
        // regressive and evaluation de-regresses them (Keep Ratio), copies included.
        k.pre = Tangent{uniform(0.0, 1.5), uniform(-4.0, 4.0), TangentAlgorithm::None};
        k.post = Tangent{uniform(0.0, 1.5), chance(0.5) ? k.pre.slope : uniform(-4.0, 4.0),
                         TangentAlgorithm::None};
        // Computed tangents: the baked copies keep the computed slopes (algorithm None).
        if (chance(0.15))
            k.pre.algorithm = TangentAlgorithm::AutoEase;
        if (chance(0.15))
            k.post.algorithm = TangentAlgorithm::AutoEase;
        return k;
    }

private:
    std::mt19937_64 m_rng;
};

struct LoopedCase {
    Spline spline;
    QString description;
};

// A random spline with inner-loop parameters (valid, or inert when both counts are 0).
LoopedCase makeCase(Generator &g, const Scenario &sc)
{
    const double step = sc.offGrid ? 0.1 + g.uniform(0.0, 0.9) : 0.25 * g.integer(1, 8);
    LoopParams loop;
    loop.numPreLoops = g.integer(0, 5);
    loop.numPostLoops = g.integer(0, 5);
    loop.valueOffset = g.chance(0.2) ? 0.0 : g.uniform(-3.0, 3.0);
    loop.protoStart = sc.offGrid ? g.uniform(-3.0, 3.0) : 0.25 * g.integer(-12, 12);
    const int protoKnots = g.integer(1, 4);
    loop.protoEnd = loop.protoStart + step * (protoKnots + (g.chance(0.5) ? 0 : g.integer(0, 2)))
        + (sc.offGrid ? g.uniform(0.0, step) : 0.0);
    if (!(loop.protoEnd > loop.protoStart))
        loop.protoEnd = loop.protoStart + step;
    std::vector<Knot> knots;
    // Prototype knots: one at protoStart, the others strictly inside.
    knots.push_back(g.knot(loop.protoStart, sc));
    for (int i = 1; i < protoKnots; ++i) {
        const double t = loop.protoStart + i * step;
        if (t < loop.protoEnd)
            knots.push_back(g.knot(t, sc));
    }
    // Authored knots before, inside (shadowed) and after the looped interval.
    const double lo = loop.loopedStart(), hi = loop.loopedEnd();
    for (int i = g.integer(0, 2); i > 0; --i)
        knots.push_back(g.knot(lo - step * i - (sc.offGrid ? g.uniform(0.0, 1.0) : 0.0), sc));
    for (int i = g.integer(0, 2); i > 0; --i)
        knots.push_back(g.knot(hi + step * i + (sc.offGrid ? g.uniform(0.0, 1.0) : 0.0), sc));
    if (loop.numPreLoops > 0 && g.chance(0.5))
        knots.push_back(g.knot(loop.protoStart - 0.5 * step, sc)); // shadowed by a pre copy
    if (loop.numPostLoops > 0 && g.chance(0.5))
        knots.push_back(g.knot(loop.protoEnd + 0.5 * step, sc)); // shadowed by a post copy
    if (sc.knotsAtLoopedEnds) {
        if (lo < loop.protoStart)
            knots.push_back(g.knot(lo, sc));
        knots.push_back(g.knot(hi, sc));
    }
    // protoEnd itself is shadowed by the next iteration's start copy (or is hi).
    if (g.chance(0.3) && loop.protoEnd < hi)
        knots.push_back(g.knot(loop.protoEnd, sc));
    std::sort(knots.begin(), knots.end(), [](const Knot &a, const Knot &b) { return a.time < b.time; });
    knots.erase(std::unique(knots.begin(), knots.end(),
                            [](const Knot &a, const Knot &b) { return a.time == b.time; }),
                knots.end());

    LoopedCase c;
    Spline &s = c.spline;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    const Extrapolation pre = g.extrapolation(), post = g.extrapolation();
    if (!s.setValueType(sc.valueType) || !s.setCurveType(sc.curveType) || !s.setPreExtrapolation(pre) || !s.setPostExtrapolation(post)
        || !s.setInnerLoopParams(loop) || !s.setKnots(knots))
        qFatal("makeCase: spline refused");
    c.description = QStringLiteral("%1 knots, loop [%2, %3) pre %4 post %5 offset %6, extrapolation %7/%8")
                        .arg(knots.size())
                        .arg(loop.protoStart, 0, 'g', 17)
                        .arg(loop.protoEnd, 0, 'g', 17)
                        .arg(loop.numPreLoops)
                        .arg(loop.numPostLoops)
                        .arg(loop.valueOffset)
                        .arg(int(pre.mode))
                        .arg(int(post.mode));
    return c;
}

// Rule 11, written out from its text: authored knots before lo, every iteration k of the
// prototype knots at time + k·span with value (and authored pre-value) raised by
// k·valueOffset, one more copy of the start knot at hi, authored knots after hi.
std::vector<Knot> bakeByRule(const Spline &s)
{
    const LoopParams &loop = s.innerLoopParams();
    const std::vector<Knot> &knots = s.knots();
    if (!s.hasInnerLoops()) {
        std::vector<Knot> out;
        for (const Knot &k : knots) {
            out.push_back(k);
            out.back().pre.algorithm = out.back().post.algorithm = TangentAlgorithm::None;
        }
        return out;
    }
    const double span = loop.protoEnd - loop.protoStart;
    const double lo = loop.loopedStart(), hi = loop.loopedEnd();
    std::vector<Knot> out;
    // Knots as values: tangents as the looped spline computed them, no algorithm to re-run
    // against the baked neighbours (Ts computes tangents from the authored knots).
    auto frozen = [](Knot k) {
        k.pre.algorithm = k.post.algorithm = TangentAlgorithm::None;
        return k;
    };
    for (const Knot &k : knots)
        if (k.time < lo)
            out.push_back(frozen(k));
    auto copy = [](Knot k, double time, double shift) {
        k.time = time;
        k.value += shift;
        if (k.preValue)
            *k.preValue += shift;
        k.pre.algorithm = k.post.algorithm = TangentAlgorithm::None;
        k.customData.clear();
        return k;
    };
    for (int it = -loop.numPreLoops; it <= loop.numPostLoops; ++it)
        for (const Knot &k : knots)
            if (k.time >= loop.protoStart && k.time < loop.protoEnd)
                out.push_back(copy(k, k.time + it * span, it * loop.valueOffset));
    const Knot &start = *std::find_if(knots.begin(), knots.end(),
                                      [&](const Knot &k) { return k.time == loop.protoStart; });
    out.push_back(copy(start, hi, (loop.numPostLoops + 1) * loop.valueOffset));
    for (const Knot &k : knots)
        if (k.time > hi)
            out.push_back(frozen(k));
    return out;
}

// The same spline without inner loops, with `knots` stored as they are (values rounded to
// the value type, as any knots of that spline are).
std::optional<Spline> plainSpline(const Spline &looped, const std::vector<Knot> &knots)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (!s.setValueType(looped.valueType()) || !s.setCurveType(looped.curveType()) || !s.setPreExtrapolation(looped.preExtrapolation())
        || !s.setPostExtrapolation(looped.postExtrapolation()) || !s.setKnots(knots))
        return std::nullopt;
    return s;
}

long g_inexact = 0; ///< comparisons that passed within 1e-12 but not bit for bit

bool same(std::optional<double> a, std::optional<double> b)
{
    if (a.has_value() != b.has_value())
        return false;
    if (!a || std::memcmp(&*a, &*b, sizeof(double)) == 0)
        return true;
    const bool close = std::abs(*a - *b) <= 1e-12 * std::max(1.0, std::abs(*b));
    g_inexact += close;
    return close;
}

QString text(std::optional<double> v) { return v ? QString::number(*v, 'g', 17) : QStringLiteral("none"); }

std::vector<double> probeTimes(Generator &g, const Spline &s, const std::vector<Knot> &baked)
{
    std::vector<double> base;
    for (const Knot &k : s.knots())
        base.push_back(k.time);
    for (const Knot &k : baked)
        base.push_back(k.time);
    const LoopParams &loop = s.innerLoopParams();
    const double span = loop.protoEnd - loop.protoStart;
    for (int it = -loop.numPreLoops; it <= loop.numPostLoops + 1; ++it)
        base.push_back(loop.protoStart + it * span);
    std::vector<double> out;
    for (double t : base) {
        out.push_back(t);
        out.push_back(std::nextafter(t, -INFINITY));
        out.push_back(std::nextafter(t, INFINITY));
    }
    const double first = baked.front().time, last = baked.back().time;
    const double width = std::max(last - first, 1.0);
    for (int i = 0; i < 60; ++i)
        out.push_back(g.uniform(first - 2.5 * width, last + 2.5 * width));
    for (int i = 0; i < 20; ++i)
        out.push_back(g.uniform(first, last));
    std::sort(out.begin(), out.end());
    return out;
}

// The vertices of `lines`, consecutive duplicates merged.
std::vector<std::array<double, 2>> flatten(const std::vector<SamplePolyline> &lines)
{
    std::vector<std::array<double, 2>> out;
    for (const SamplePolyline &p : lines)
        for (const auto &v : p.vertices)
            if (out.empty() || out.back() != v)
                out.push_back(v);
    return out;
}

std::vector<SamplePolyline> sampled(const Spline &s, double tMin, double tMax)
{
    std::vector<SamplePolyline> lines;
    if (!sample(s, tMin, tMax, 40.0, 40.0, 0.25, &lines).isOk())
        qFatal("sample refused");
    return lines;
}

} // namespace

Q_DECLARE_METATYPE(Scenario)
Q_DECLARE_METATYPE(knotline::Spline)

class TestSplineInnerLoops : public QObject {
    Q_OBJECT
private slots:
    void bakedEquivalence_data();
    void bakedEquivalence();
    void iterationBoundaryPreValue();
    void roundingCollisions_data();
    void roundingCollisions();
    void refusesLoopsTooLargeToWriteOut();
    void tinyPrototypeWithLongTangents();
};

void TestSplineInnerLoops::bakedEquivalence_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("seed");
    const struct {
        const char *name;
        Scenario scenario;
    } rows[] = {
        {"bezier", {CurveType::Bezier, false, false, false, false}},
        {"hermite", {CurveType::Hermite, false, false, false, false}},
        {"bezier, dual values", {CurveType::Bezier, true, false, false, false}},
        {"hermite, dual values, value blocks", {CurveType::Hermite, true, true, false, false}},
        {"bezier, value blocks", {CurveType::Bezier, false, true, false, false}},
        {"bezier, knots at the looped ends", {CurveType::Bezier, true, true, true, false}},
        {"hermite, knots at the looped ends", {CurveType::Hermite, true, false, true, false}},
        {"bezier, times off the binary grid", {CurveType::Bezier, true, true, true, true}},
        {"hermite, times off the binary grid", {CurveType::Hermite, true, true, false, true}},
        {"bezier, float values", {CurveType::Bezier, true, true, true, true, ValueType::Float}},
        {"hermite, half values", {CurveType::Hermite, true, true, true, false, ValueType::Half}},
    };
    int seed = 1;
    for (const auto &r : rows)
        QTest::newRow(r.name) << r.scenario << seed++;
}

void TestSplineInnerLoops::bakedEquivalence()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, seed);
    Generator g(0x5eed0000u + seed);
    g_inexact = 0;
    constexpr int kSplines = 150;
    int withLoops = 0, shadowedEnds = 0;
    long compared = 0, sampledVertices = 0;
    for (int n = 0; n < kSplines; ++n) {
        const LoopedCase c = makeCase(g, scenario);
        const Spline &s = c.spline;
        const std::vector<Knot> byRule = bakeByRule(s);
        const std::optional<Spline> plain = plainSpline(s, byRule);
        const std::optional<Spline> fromLibrary = plainSpline(s, knotsWithInnerLoopsBaked(s));
        QVERIFY2(plain && fromLibrary, qPrintable(c.description + QStringLiteral(": baked knots refused")));
        if (s.hasInnerLoops()) {
            ++withLoops;
            const double lo = s.innerLoopParams().loopedStart(), hi = s.innerLoopParams().loopedEnd();
            for (const Knot &k : s.knots())
                shadowedEnds += k.time == lo || k.time == hi;
        }
        EvalCursor cursor(s);
        for (const double t : probeTimes(g, s, byRule)) {
            const struct {
                const char *what;
                std::optional<double> got, want, library;
            } checks[] = {
                {"value", s.eval(t), plain->eval(t), fromLibrary->eval(t)},
                {"pre-value", s.evalPreValue(t), plain->evalPreValue(t), fromLibrary->evalPreValue(t)},
                {"derivative", s.evalDerivative(t), plain->evalDerivative(t), fromLibrary->evalDerivative(t)},
                {"pre-derivative", s.evalPreDerivative(t), plain->evalPreDerivative(t),
                 fromLibrary->evalPreDerivative(t)},
                {"cursor value", cursor.eval(t), plain->eval(t), fromLibrary->eval(t)},
                {"cursor pre-value", cursor.evalPreValue(t), plain->evalPreValue(t), fromLibrary->evalPreValue(t)},
                {"cursor derivative", cursor.evalDerivative(t), plain->evalDerivative(t),
                 fromLibrary->evalDerivative(t)},
            };
            for (const auto &ch : checks) {
                ++compared;
                QVERIFY2(same(ch.got, ch.want) && same(ch.library, ch.want),
                         qPrintable(QStringLiteral("%1: %2 at t=%3: looped %4, baked by rule %5, "
                                                   "knotsWithInnerLoopsBaked %6")
                                        .arg(c.description, QLatin1String(ch.what))
                                        .arg(t, 0, 'g', 17)
                                        .arg(text(ch.got), text(ch.want), text(ch.library))));
            }
        }
        // sample() over the knots and beyond them on both sides.
        const double first = byRule.front().time, last = byRule.back().time;
        const double width = std::max(last - first, 1.0);
        const double tMin = first - g.uniform(0.0, 1.5) * width, tMax = last + g.uniform(0.0, 1.5) * width;
        // Extrapolation polylines carry the same sources in both and are compared as they
        // are. In the knot range the looped spline's polylines also break where the source
        // changes (prototype, echoes) and the baked spline's do not, and sample() merges
        // sub-tolerance pieces into strips within a polyline, so each of those polylines is
        // compared with the baked spline sampled over the same interval.
        const auto extrapolation = [](const SamplePolyline &line) {
            return line.source == SampleSource::PreExtrapolation || line.source == SampleSource::PreExtrapolationLoop
                || line.source == SampleSource::PostExtrapolationLoop || line.source == SampleSource::PostExtrapolation;
        };
        std::vector<std::array<double, 2>> a, b;
        std::vector<SamplePolyline> extrapolatedA, extrapolatedB;
        for (const SamplePolyline &line : sampled(s, tMin, tMax)) {
            if (extrapolation(line)) {
                extrapolatedA.push_back(line);
                continue;
            }
            const auto mine = flatten({line});
            const auto theirs = flatten(sampled(*plain, line.vertices.front()[0], line.vertices.back()[0]));
            a.insert(a.end(), mine.begin(), mine.end());
            b.insert(b.end(), theirs.begin(), theirs.end());
        }
        for (const SamplePolyline &line : sampled(*plain, tMin, tMax))
            if (extrapolation(line))
                extrapolatedB.push_back(line);
        for (const auto &v : flatten(extrapolatedA))
            a.push_back(v);
        for (const auto &v : flatten(extrapolatedB))
            b.push_back(v);
        QVERIFY2(a.size() == b.size(), qPrintable(QStringLiteral("%1: sample() gives %2 vertices, the baked "
                                                                 "spline %3")
                                                      .arg(c.description)
                                                      .arg(a.size())
                                                      .arg(b.size())));
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY2(same(a[i][0], b[i][0]) && same(a[i][1], b[i][1]),
                     qPrintable(QStringLiteral("%1: sample() vertex %2 (%3, %4) against (%5, %6)")
                                    .arg(c.description)
                                    .arg(i)
                                    .arg(a[i][0], 0, 'g', 17)
                                    .arg(a[i][1], 0, 'g', 17)
                                    .arg(b[i][0], 0, 'g', 17)
                                    .arg(b[i][1], 0, 'g', 17)));
        sampledVertices += long(a.size());
    }
    qInfo("%d splines (%d with inner loops, %d authored knots exactly at a looped end), %ld "
          "evaluations and %ld sampled vertices compared, %ld of the comparisons not bit for bit",
          kSplines, withLoops, shadowedEnds, compared, sampledVertices, g_inexact);
    // The generator must exercise what the row names: most splines loop.
    QVERIFY(withLoops > kSplines / 2);
    if (scenario.knotsAtLoopedEnds)
        QVERIFY(shadowedEnds > 0);
}

// The example of the issue that found Ts's direct evaluation inconsistent: loop (15, 25,
// 0, 2, 11.7); at 25 (an iteration boundary) the pre-value is the end of the first
// iteration (the prototype's curve into the copy of knot 15), not the held value before
// the prototype plus the offset, and it equals the value just left of 25.
void TestSplineInnerLoops::iterationBoundaryPreValue()
{
    Knot k7 = makeKnot(7, 5.5, I::Held);
    k7.preValue = 7.21;
    Knot k15 = makeKnot(15, 8.18, I::Curve);
    k15.post = Tangent{2.49, 1.17, TangentAlgorithm::None};
    Knot k20 = makeKnot(20, 14.72, I::Curve);
    k20.pre = Tangent{3.77, -1.4, TangentAlgorithm::None};
    k20.post = Tangent{1.1, -1.4, TangentAlgorithm::None};
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(s.setKnots({k7, k15, k20}).isOk());
    QVERIFY(s.setInnerLoopParams(LoopParams{15, 25, 0, 2, 11.7}).isOk());
    const std::optional<double> pre = s.evalPreValue(25);
    const std::optional<double> left = s.eval(std::nextafter(25.0, 0.0));
    QVERIFY(pre && left);
    QCOMPARE(*s.eval(25), 8.18 + 11.7); // the copy of knot 15
    QCOMPARE(*pre, 8.18 + 11.7);         // Ts: 18.91, the pre-value of knot 7 plus the offset
    QVERIFY2(std::abs(*pre - *left) < 1e-9, qPrintable(QStringLiteral("pre %1 left %2").arg(*pre).arg(*left)));
}

// A prototype knot a few ulps before protoEnd: shifted by k·span its copy rounds onto (or
// past) the next iteration's start. The baked knots keep every iteration's start and move
// the colliding copy below it, so each iteration is its prototype shifted: values at
// interior times of every iteration equal the prototype's plus k·valueOffset, and the
// spline still equals the plain spline of knotsWithInnerLoopsBaked().
void TestSplineInnerLoops::roundingCollisions_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<QString>("description");
    auto add = [](const char *name, std::vector<Knot> knots, LoopParams loop, CurveType type = CurveType::Bezier) {
        Spline s;
        s.setAntiRegressionMode(AntiRegressionMode::None);
        if (!s.setCurveType(type) || !s.setInnerLoopParams(loop) || !s.setKnots(std::move(knots)) || !s.hasInnerLoops())
            qFatal("roundingCollisions: spline refused");
        QTest::newRow(name) << s << QString::fromLatin1(name);
    };
    const double justBelow1 = std::nextafter(1.0, 0.0);
    add("value block, then a held knot an ulp before the end",
        {makeKnot(0, 1, I::ValueBlock), makeKnot(justBelow1, 5, I::Held)}, LoopParams{0, 1, 0, 3, 0.0});
    add("linear ramp to an ulp before the end, offset",
        {makeKnot(0, 0, I::Linear), makeKnot(justBelow1, 10, I::Linear)}, LoopParams{0, 1, 2, 3, 2.5});
    add("pre loops, negative times",
        {makeKnot(-4, 0, I::Curve, 0.2, 1), makeKnot(std::nextafter(-3.0, -4.0), 3, I::ValueBlock)},
        LoopParams{-4, -3, 3, 0, 1.0});
    Generator g(0xc0111de);
    for (int n = 0; n < 60; ++n) {
        const double protoStart = g.uniform(-5.0, 5.0), span = g.uniform(0.1, 3.0);
        const double protoEnd = protoStart + span;
        std::vector<Knot> knots = {g.knot(protoStart, Scenario{})};
        if (g.chance(0.5))
            knots.push_back(g.knot(protoStart + 0.5 * span, Scenario{}));
        double last = protoEnd;
        for (int j = g.integer(1, 3); j > 0; --j)
            last = std::nextafter(last, -HUGE_VAL);
        Scenario jumps;
        jumps.dualValues = jumps.valueBlocks = true;
        knots.push_back(g.knot(last, jumps));
        const LoopParams loop{protoStart, protoEnd, g.integer(0, 5), g.integer(1, 5), g.uniform(-2.0, 2.0)};
        add(qPrintable(QStringLiteral("random %1").arg(n)), knots, loop, g.chance(0.5) ? CurveType::Bezier : CurveType::Hermite);
    }
}

void TestSplineInnerLoops::roundingCollisions()
{
    QFETCH(Spline, spline);
    QFETCH(QString, description);
    const LoopParams &loop = spline.innerLoopParams();
    const double span = loop.protoEnd - loop.protoStart;
    const std::optional<Spline> baked = plainSpline(spline, knotsWithInnerLoopsBaked(spline));
    QVERIFY2(baked, "knotsWithInnerLoopsBaked gave knots a plain spline refuses");
    int compared = 0;
    for (int k = -loop.numPreLoops; k <= loop.numPostLoops; ++k) {
        for (const double f : {0.05, 0.3, 0.45, 0.7, 0.9}) { // not at the knots' fractions (0, 0.5)
            const double inProto = loop.protoStart + f * span;
            const double t = inProto + k * span;
            std::optional<double> want = spline.eval(inProto);
            if (want)
                *want += k * loop.valueOffset;
            const std::optional<double> got = spline.eval(t);
            const bool close = got.has_value() == want.has_value()
                && (!got || std::abs(*got - *want) <= 1e-9 * std::max(1.0, std::abs(*want)));
            QVERIFY2(close, qPrintable(QStringLiteral("%1: iteration %2 at t=%3: %4, prototype says %5")
                                           .arg(description)
                                           .arg(k)
                                           .arg(t, 0, 'g', 17)
                                           .arg(text(got), text(want))));
            QVERIFY(same(spline.eval(t), baked->eval(t)) && same(spline.evalPreValue(t), baked->evalPreValue(t))
                    && same(spline.evalDerivative(t), baked->evalDerivative(t)));
            ++compared;
        }
    }
    QCOMPARE(compared, 5 * (loop.numPreLoops + loop.numPostLoops + 1));
}

// Loops that would write out non-finite times or values, or more knots than the
// evaluation table may hold, are refused and change nothing.
void TestSplineInnerLoops::refusesLoopsTooLargeToWriteOut()
{
    Spline s;
    QVERIFY(s.setKnots({makeKnot(-1e308, 1), makeKnot(0, 2), makeKnot(1e308, 3)}).isOk());
    const Spline before = s;
    QVERIFY(!s.setInnerLoopParams(LoopParams{-1e308, 1e308, 1, 1, 0.0}).isOk()); // times overflow
    QVERIFY(!s.setInnerLoopParams(LoopParams{0, 1, 0, 2, 1e308}).isOk());        // values overflow
    const Status tooMany = s.setInnerLoopParams(LoopParams{0, 1, 0, 200'000'000, 1.0});
    QVERIFY(!tooMany.isOk());
    QVERIFY2(QString::fromStdString(tooMany.message()).contains(QLatin1String("at most")), tooMany.message().c_str());
    QVERIFY(s == before);
    // Loops set first, knots after (as file readers do): the knots are refused.
    Spline loopsFirst;
    QVERIFY(loopsFirst.setInnerLoopParams(LoopParams{0, 1, 0, 200'000'000, 1.0}).isOk());
    QVERIFY(!loopsFirst.setKnots({makeKnot(0, 1), makeKnot(0.5, 2)}).isOk());
    QVERIFY(loopsFirst.isEmpty());
    // Inert loops (no knot at protoStart yet): the incremental edit that would make them
    // apply is refused too.
    Spline edited;
    QVERIFY(edited.setKnots({makeKnot(0.5, 1), makeKnot(2, 2)}).isOk());
    QVERIFY(edited.setInnerLoopParams(LoopParams{0, 1, 0, 200'000'000, 1.0}).isOk());
    QVERIFY(!edited.hasInnerLoops());
    const Spline beforeEdit = edited;
    QVERIFY(!edited.replaceKnots(0, 0, {makeKnot(0, 3)}).isOk());
    QVERIFY(edited == beforeEdit);
    QVERIFY(!edited.setKnot(makeKnot(0, 3)).isOk());
    QVERIFY(edited == beforeEdit);
    // Within the limit all is well.
    QVERIFY(s.setInnerLoopParams(LoopParams{0, 1, 0, 3, 1.0}).isOk());
    QVERIFY(s.hasInnerLoops());
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/inner-loop-bake-differs-at-a-denormal-time):
// a prototype 1e-12 wide whose start knot has tangents 1e-5 and 31 time codes wide. Each
// echo is a segment 1e-12 long with both tangents far longer than it; Keep Ratio left the
// echo's start tangent as it was, so the segment stayed regressive and evaluation just
// left of the prototype gave the echo's start value (996.85) instead of its end (0).
void TestSplineInnerLoops::tinyPrototypeWithLongTangents()
{
    Knot start = makeKnot(0, 0, I::Curve);
    start.pre = Tangent{31.280737, 0.0, TangentAlgorithm::None};
    start.post = Tangent{1.0591394761029374e-05, 2313.73, TangentAlgorithm::None};
    const Knot end = makeKnot(1.0591394761029374e-05, 0, I::Held);
    const double offset = -996.8537092231968;
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::KeepStart);
    QVERIFY(s.setKnots({start, end}).isOk());
    QVERIFY(s.setInnerLoopParams(LoopParams{0, 1e-12, 5, 0, offset}).isOk());
    QVERIFY(s.hasInnerLoops());
    const std::optional<Spline> baked = plainSpline(s, knotsWithInnerLoopsBaked(s));
    QVERIFY(baked);
    const double justLeft = -std::numeric_limits<double>::denorm_min();
    // The last pre-echo runs from 996.85 at -1e-12 to the prototype start's pre-value 0.
    QVERIFY2(s.eval(justLeft) && std::abs(*s.eval(justLeft)) < 1e-6, qPrintable(text(s.eval(justLeft))));
    QVERIFY(same(s.eval(justLeft), baked->eval(justLeft)));
    // Every echo k (-5..-1) stays between its end values: monotone, not regressive.
    int compared = 0;
    for (int k = -5; k < 0; ++k) {
        const double from = -k * -offset, to = (-k - 1) * -offset;
        for (const double f : {0.01, 0.25, 0.5, 0.75, 0.99}) {
            const double t = (k + f) * 1e-12;
            const std::optional<double> v = s.eval(t);
            QVERIFY2(v && *v <= from + 1e-6 && *v >= to - 1e-6,
                     qPrintable(QStringLiteral("echo %1 at %2: %3, ends %4 and %5").arg(k).arg(t).arg(text(v)).arg(from).arg(to)));
            QVERIFY(same(v, baked->eval(t)));
            ++compared;
        }
    }
    QCOMPARE(compared, 25);
}

QTEST_GUILESS_MAIN(TestSplineInnerLoops)
#include "tst_spline_inner_loops.moc"
