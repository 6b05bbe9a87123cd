// The value-only evaluation path (detail::evaluateValue: compact HotSegment records, the
// time-bucket index and the Bezier guess + Halley solve) against the full evaluation
// (detail::evaluate) and a direct safeguarded solve: on unevenly spaced knots (clustered
// bursts and long gaps, so buckets hold many knots or none), near-vertical tangents (the
// solve's fallback), every interpolation and looping extrapolation.
#include "core/spline/EvalCursor.h"
#include "core/spline/EvalData.h"
#include "core/spline/Spline.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <random>

using namespace knotline;

namespace {

// `count` knots: bursts of 20 knots 1e-3 apart separated by gaps of 50 time codes, values
// and slopes random, widths `widthFraction` of the neighbouring intervals; every 7th
// segment Held, every 11th Linear, every 13th a value block.
Spline unevenSpline(int count, CurveType type, double widthFraction, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<Knot> knots;
    double t = -10.0;
    for (int i = 0; i < count; ++i) {
        Knot k;
        k.time = t;
        k.value = 10.0 * unit(rng) - 5.0;
        k.pre.slope = 4.0 * unit(rng) - 2.0;
        k.post.slope = k.pre.slope;
        k.nextInterp = i % 13 == 12 ? Interpolation::ValueBlock
            : i % 11 == 10          ? Interpolation::Linear
            : i % 7 == 6            ? Interpolation::Held
                                    : Interpolation::Curve;
        knots.push_back(k);
        t += (i % 20 == 19) ? 50.0 : 1e-3 * (1.0 + unit(rng));
    }
    for (std::size_t i = 0; i < knots.size(); ++i) {
        const double before = i > 0 ? knots[i].time - knots[i - 1].time : 1.0;
        const double after = i + 1 < knots.size() ? knots[i + 1].time - knots[i].time : 1.0;
        knots[i].pre.width = widthFraction * before;
        knots[i].post.width = widthFraction * after;
    }
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (!s.setCurveType(type).isOk() || !s.setKnots(std::move(knots)).isOk())
        qFatal("unevenSpline: knots refused");
    Extrapolation pre, post;
    pre.mode = ExtrapolationMode::LoopOscillate;
    post.mode = ExtrapolationMode::LoopRepeat;
    if (!s.setPreExtrapolation(pre).isOk() || !s.setPostExtrapolation(post).isOk())
        qFatal("unevenSpline: extrapolation refused");
    return s;
}

} // namespace

class TestSplineValuePath : public QObject {
    Q_OBJECT
private slots:
    void matchesFullEvaluation_data();
    void matchesFullEvaluation();
    void solveMatchesSafeguardedSolve_data();
    void solveMatchesSafeguardedSolve();
    void extremeSpans_data();
    void extremeSpans();
    void straightHugeSpanKeepsGuess();
    void nearlyVerticalEnd_data();
    void nearlyVerticalEnd();
};

void TestSplineValuePath::matchesFullEvaluation_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("curveType");
    QTest::addColumn<double>("widthFraction");
    QTest::newRow("bezier 15 (no index)") << 15 << int(CurveType::Bezier) << 0.3;
    QTest::newRow("bezier 2000 uneven") << 2000 << int(CurveType::Bezier) << 0.3;
    QTest::newRow("bezier 2000 near-vertical") << 2000 << int(CurveType::Bezier) << 1e-9;
    QTest::newRow("bezier 2000 long tangents") << 2000 << int(CurveType::Bezier) << 0.5;
    QTest::newRow("hermite 2000 uneven") << 2000 << int(CurveType::Hermite) << 1.0 / 3.0;
}

void TestSplineValuePath::matchesFullEvaluation()
{
    QFETCH(int, count);
    QFETCH(int, curveType);
    QFETCH(double, widthFraction);
    const Spline s = unevenSpline(count, CurveType(curveType), widthFraction, 42);
    const detail::EvalData &d = s.evalData();
    QCOMPARE(d.timeBuckets.empty(), count < 16);
    std::vector<double> times;
    for (const Knot &k : s.knots()) {
        times.push_back(k.time); // exactly at knots
        times.push_back(std::nextafter(k.time, -INFINITY));
        times.push_back(std::nextafter(k.time, INFINITY));
    }
    std::mt19937_64 rng(7);
    const double first = s.knots().front().time, last = s.knots().back().time;
    std::uniform_real_distribution<double> anywhere(first - 2.5 * (last - first), last + 2.5 * (last - first));
    for (int i = 0; i < 20000; ++i)
        times.push_back(anywhere(rng));
    int mismatches = 0, blocks = 0;
    for (const double t : times) {
        for (const Side side : {Side::Post, Side::Pre}) {
            const std::optional<double> fast = s.eval(t, side);
            const std::optional<double> full = detail::evaluate(d, t, side).value;
            if (fast != full) {
                if (++mismatches <= 5)
                    qWarning("t=%.17g side %d: value path %.17g, full %.17g", t, int(side),
                             fast.value_or(NAN), full.value_or(NAN));
            }
            blocks += fast ? 0 : 1;
        }
    }
    QCOMPARE(mismatches, 0);
    QVERIFY(blocks > 0); // value blocks were exercised
    // The indexed search finds the segment a plain binary search finds.
    std::uniform_real_distribution<double> inside(first, last);
    for (int i = 0; i < 20000; ++i) {
        const double t = i % 2 ? inside(rng) : std::nextafter(d.times[std::size_t(i) % d.times.size()], INFINITY);
        if (t >= last)
            continue;
        const auto post = std::upper_bound(d.times.begin(), d.times.end(), t) - d.times.begin() - 1;
        const detail::EvalResult r = detail::evaluate(d, t, Side::Post);
        if (d.knots[std::size_t(post)].nextInterp != Interpolation::ValueBlock)
            QCOMPARE(r.segment, post);
        const auto pre = std::lower_bound(d.times.begin(), d.times.end(), t) - d.times.begin() - 1;
        if (d.knots[std::size_t(pre)].nextInterp != Interpolation::ValueBlock && d.times[std::size_t(pre) + 1] != t)
            QCOMPARE(detail::evaluate(d, t, Side::Pre).segment, pre);
    }
    // Sequential evaluation (the hint path) agrees too.
    std::sort(times.begin(), times.end());
    EvalCursor cursor(s);
    for (const double t : times)
        QCOMPARE(cursor.eval(t), s.eval(t));
}

void TestSplineValuePath::solveMatchesSafeguardedSolve_data()
{
    QTest::addColumn<double>("w0");
    QTest::addColumn<double>("w1");
    QTest::addColumn<bool>("steep"); // nearly vertical somewhere: the full evaluation's
    QTest::newRow("balanced") << 0.3 << 0.3 << false;
    QTest::newRow("short start") << 0.1 << 0.45 << false;
    QTest::newRow("vertical start") << 0.0 << 0.4 << true;
    QTest::newRow("vertical both") << 0.0 << 0.0 << true;
    QTest::newRow("full widths (vertical mid)") << 1.0 << 1.0 << true;
    QTest::newRow("tiny") << 1e-12 << 1e-12 << true;
}

void TestSplineValuePath::solveMatchesSafeguardedSolve()
{
    QFETCH(double, w0);
    QFETCH(double, w1);
    const double span = 2.5;
    // Time cubic of a Bezier segment from 0 to span with the given relative widths.
    detail::HotSegment h;
    const double x1 = w0 * span, x2 = span - w1 * span;
    h.tx[0] = span + 3.0 * (x1 - x2);
    h.tx[1] = 3.0 * (x2 - 2.0 * x1);
    h.tx[2] = 3.0 * x1;
    h.kind = detail::HotKind::Bezier;
    detail::EvalData d;
    d.curveType = CurveType::Bezier;
    d.knots.resize(2);
    d.knots[0].nextInterp = Interpolation::Curve;
    d.knots[0].postWidth = x1;
    d.knots[1].time = span;
    d.knots[1].preWidth = w1 * span;
    d.hot.resize(2);
    detail::prepareHotSegments(d, 0, 2);
    QFETCH(bool, steep);
    QCOMPARE(d.hot[0].kind, steep ? detail::HotKind::General : detail::HotKind::Bezier);
    double worst = 0.0;
    for (int i = 0; i <= 4000; ++i) {
        const double target = span * i / 4000.0;
        const double u = detail::solveHotBezier(d.hot[0], 0.0, span, target);
        QVERIFY(u >= 0.0 && u <= 1.0);
        // The residual of the time cubic at u, in time codes.
        const double x = ((h.tx[0] * u + h.tx[1]) * u + h.tx[2]) * u;
        worst = std::max(worst, std::abs(x - target));
        const double exact = i == 0 ? 0.0 : i == 4000 ? 1.0
            : detail::solveMonotonicCubic(h.tx[0], h.tx[1], h.tx[2], target, 0.5);
        const double dx = (3.0 * h.tx[0] * exact + 2.0 * h.tx[1]) * exact + h.tx[2];
        // Where the tangent is not vertical, u itself is determined to near full precision.
        if (dx > 1e-3 * span)
            QVERIFY2(std::abs(u - exact) <= 1e-12, qPrintable(QStringLiteral("%1: u %2 exact %3").arg(target, 0, 'g', 17).arg(u, 0, 'g', 17).arg(exact, 0, 'g', 17)));
    }
    QVERIFY2(worst <= 1e-13 * span, qPrintable(QString::number(worst)));
}


void TestSplineValuePath::extremeSpans_data()
{
    QTest::addColumn<double>("span");
    QTest::addColumn<bool>("guessFits");
    QTest::newRow("1 time code") << 1.0 << true;
    QTest::newRow("1e-6") << 1e-6 << true;
    QTest::newRow("1e6") << 1e6 << true;
    QTest::newRow("1e8") << 1e8 << true;
    QTest::newRow("1e-14 (guess overflows float)") << 1e-14 << false;
    QTest::newRow("1e14 (curvature would underflow float)") << 1e14 << false;
}

// The Bezier guess is stored in time codes in single precision; where it does not fit,
// the segment takes the full evaluation. Either way the value path, the full evaluation
// and the cursor agree bit for bit.
void TestSplineValuePath::extremeSpans()
{
    QFETCH(double, span);
    QFETCH(bool, guessFits);
    std::vector<Knot> knots(3);
    for (int i = 0; i < 3; ++i) {
        knots[i].time = (1000.0 + i) * span;
        knots[i].nextInterp = Interpolation::Curve;
        knots[i].value = i == 1 ? 2.0 : 0.5 * i;
        knots[i].pre = Tangent{0.2 * span, 1.5 / span, TangentAlgorithm::None};
        knots[i].post = Tangent{0.4 * span, 1.5 / span, TangentAlgorithm::None};
    }
    Spline s;
    QVERIFY(s.setKnots(knots).isOk());
    const detail::EvalData &d = s.evalData();
    QCOMPARE(d.hot[0].kind, guessFits ? detail::HotKind::Bezier : detail::HotKind::General);
    std::vector<double> times;
    for (int i = 1; i < 2000; ++i)
        times.push_back((1000.0 + 2.0 * i / 2000.0) * span);
    EvalCursor cursor(s);
    double previous = -INFINITY;
    int rising = 0;
    for (const double t : times) {
        const std::optional<double> fast = s.eval(t);
        QVERIFY(fast.has_value());
        const std::optional<double> full = detail::evaluate(d, t, Side::Post).value;
        const std::optional<double> walked = cursor.eval(t);
        QVERIFY(full && walked);
        // Bit patterns, so that -0 and +0 count as different.
        QCOMPARE(std::bit_cast<std::uint64_t>(*full), std::bit_cast<std::uint64_t>(*fast));
        QCOMPARE(std::bit_cast<std::uint64_t>(*walked), std::bit_cast<std::uint64_t>(*fast));
        rising += *fast > previous;
        previous = *fast;
    }
    // The curve rises from 0 to 2 over the first segment: a solve that went wrong would
    // not keep rising.
    QVERIFY(rising > 900);
}

// Nearly straight segments (widths a third of the interval): their higher guess
// coefficients are rounding leftovers, which may underflow at huge spans without
// sending the segment to the full evaluation.
void TestSplineValuePath::straightHugeSpanKeepsGuess()
{
    std::vector<Knot> knots(2);
    for (int i = 0; i < 2; ++i) {
        knots[i].time = i * 1e8;
        knots[i].value = i;
        knots[i].nextInterp = Interpolation::Curve;
        knots[i].pre = Tangent{1e8 / 3.0, 1e-8, TangentAlgorithm::None};
        knots[i].post = Tangent{1e8 / 3.0, 1e-8, TangentAlgorithm::None};
    }
    Spline s;
    QVERIFY(s.setKnots(knots).isOk());
    QCOMPARE(s.evalData().hot[0].kind, detail::HotKind::Bezier);
    QCOMPARE(*s.eval(0.5e8), 0.5);
}

void TestSplineValuePath::nearlyVerticalEnd_data()
{
    QTest::addColumn<double>("endWidth");
    QTest::addColumn<double>("before"); // time codes before the end knot
    QTest::newRow("width 1e-5, 1e-5 before") << 1e-5 << 1e-5;
    QTest::newRow("width 1e-5, 1.1e-5 before") << 1e-5 << 1.1e-5;
    QTest::newRow("width 1e-5, 1e-6 before") << 1e-5 << 1e-6;
    QTest::newRow("width 0, 1.1e-5 before") << 0.0 << 1.1e-5;
    QTest::newRow("width 0, 1e-3 before") << 0.0 << 1e-3;
}

// Next to a nearly vertical tangent the time cubic has a nearly double root, where Halley's
// steps shrink only linearly; the solve must not stop at the first small step. Checked
// against a long-double bisection of the same cubic, in every evaluation path.
void TestSplineValuePath::nearlyVerticalEnd()
{
    QFETCH(double, endWidth);
    QFETCH(double, before);
    std::vector<Knot> knots(2);
    knots[0].time = 0.0;
    knots[0].value = 0.0;
    knots[0].nextInterp = Interpolation::Curve;
    knots[0].post = Tangent{8.0, 0.0, TangentAlgorithm::None};
    knots[1].time = 24.0;
    knots[1].value = 1.0;
    knots[1].pre = Tangent{endWidth, 3e4, TangentAlgorithm::None};
    Spline s;
    QVERIFY(s.setKnots(knots).isOk());
    const detail::EvalData &d = s.evalData();
    const detail::HotSegment &h = d.hot[0];
    const double t = 24.0 - before;
    long double lo = 0.0L, hi = 1.0L;
    for (int i = 0; i < 200; ++i) {
        const long double u = (lo + hi) / 2.0L;
        const long double x = ((h.tx[0] * u + h.tx[1]) * u + h.tx[2]) * u;
        (x < static_cast<long double>(t) ? lo : hi) = u;
    }
    const long double u = (lo + hi) / 2.0L;
    const double exact = static_cast<double>(((h.vy[0] * u + h.vy[1]) * u + h.vy[2]) * u + h.value);
    const std::optional<double> value = s.eval(t);
    QVERIFY(value.has_value());
    QVERIFY2(std::abs(*value - exact) <= 1e-9, qPrintable(QStringLiteral("eval %1, exact %2").arg(*value, 0, 'g', 17).arg(exact, 0, 'g', 17)));
    const std::optional<double> full = detail::evaluate(d, t, Side::Post).value;
    QVERIFY(full.has_value());
    QVERIFY2(std::abs(*full - exact) <= 1e-9, qPrintable(QStringLiteral("full %1, exact %2").arg(*full, 0, 'g', 17).arg(exact, 0, 'g', 17)));
    EvalCursor cursor(s);
    QCOMPARE(std::bit_cast<std::uint64_t>(*cursor.eval(t)), std::bit_cast<std::uint64_t>(*value));
}

QTEST_GUILESS_MAIN(TestSplineValuePath)
#include "tst_spline_value_path.moc"
