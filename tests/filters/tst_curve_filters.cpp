// The curve filters of core/filters: the Euler filter on curves with flips (degrees and
// radians), simplify's tolerance on random curves (measured independently here) and its key
// count, smoothing over a time window, resampling at a stride. Each edit is recorded, and a
// refused one changes nothing.
#include "core/animcurve/AnimCurveFn.h"
#include "core/filters/CurveDeviation.h"
#include "core/filters/CurveResample.h"
#include "core/filters/CurveSimplify.h"
#include "core/filters/CurveSmooth.h"
#include "core/filters/EulerFilter.h"

#include "tests/support/FilterCurves.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <random>

using namespace knotline;
using knotline::test::curveOf;
using knotline::test::keyValues;

Q_DECLARE_METATYPE(knotline::AngleUnit)

namespace {

double eval(const AnimCurve &c, double t)
{
    const Result<double> r = c.evaluate(t);
    return r ? r.value() : std::nan("");
}

/// A random smooth curve with `n` keys a frame apart: a sum of sines, plus noise of up to
/// ±0.1 when `noisy`.
AnimCurve randomCurve(unsigned seed, std::size_t n, MayaTangentType type, bool noisy)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double a1 = 1 + 9 * unit(random), a2 = 3 * unit(random), f1 = 0.02 + 0.05 * unit(random),
                 f2 = 0.05 + 0.1 * unit(random), noise = noisy ? 0.2 * unit(random) : 0.0;
    std::vector<double> v;
    for (std::size_t i = 0; i < n; ++i)
        v.push_back(a1 * std::sin(f1 * i) + a2 * std::sin(f2 * i + 1.0) + noise * (unit(random) - 0.5));
    return curveOf(v, type);
}

} // namespace

class TestCurveFilters : public QObject {
    Q_OBJECT

private slots:
    void eulerFilterRemovesFlips_data();
    void eulerFilterRemovesFlips();
    void eulerFilterKeepsCurveWithoutFlips();
    void eulerFilterRangeAndErrors();
    void simplifyHonoursToleranceOnRandomCurves_data();
    void simplifyHonoursToleranceOnRandomCurves();
    void simplifyStraightLineToTwoKeys();
    void simplifyRefusesBadTolerance();
    void smoothAveragesOverWindow();
    void smoothRefusesBadWindow();
    void resampleAtStride_data();
    void resampleAtStride();
    void resampleRefusesBadStride();
    void deviationSampleTimes();
};

void TestCurveFilters::eulerFilterRemovesFlips_data()
{
    QTest::addColumn<AngleUnit>("unit");
    QTest::addColumn<double>("step");
    QTest::addColumn<int>("turnsPerFlip"); // flips of several turns at once
    QTest::newRow("degrees, 40 per frame") << AngleUnit::Degrees << 40.0 << 1;
    QTest::newRow("degrees, -70 per frame") << AngleUnit::Degrees << -70.0 << 1;
    QTest::newRow("degrees, two-turn flips") << AngleUnit::Degrees << 25.0 << 2;
    QTest::newRow("radians, 0.7 per frame") << AngleUnit::Radians << 0.7 << 1;
    QTest::newRow("radians, -1.1 per frame") << AngleUnit::Radians << -1.1 << 1;
}

void TestCurveFilters::eulerFilterRemovesFlips()
{
    QFETCH(AngleUnit, unit);
    QFETCH(double, step);
    QFETCH(int, turnsPerFlip);
    const double turn = fullTurn(unit);
    // A steady turn, wrapped into (−half, half] turns (as exporters write it), with every
    // wrap a jump of `turnsPerFlip` turns.
    std::vector<double> truth, wrapped;
    int flips = 0;
    for (int i = 0; i < 30; ++i) {
        const double t = step * i;
        truth.push_back(t);
        const double k = std::round(t / turn);
        if (k != 0.0)
            ++flips;
        wrapped.push_back(t - k * turnsPerFlip * turn);
    }
    QVERIFY(flips > 5);
    AnimCurve curve = curveOf(wrapped);
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    const Result<EulerFilterReport> r = eulerFilter(fn, unit, std::nullopt, &change);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    QCOMPARE(r->keysChanged, std::size_t(flips));
    QVERIFY(std::abs(r->largestShift / turn - std::round(r->largestShift / turn)) < 1e-12);
    QVERIFY(r->largestShift >= turnsPerFlip * turn - 1e-9);
    const std::vector<double> got = keyValues(curve);
    for (std::size_t i = 0; i < got.size(); ++i)
        QVERIFY2(std::abs(got[i] - truth[i]) <= 1e-12 * std::max(1.0, std::abs(truth[i])),
                 qPrintable(QStringLiteral("key %1: got %2, want %3").arg(i).arg(got[i]).arg(truth[i])));
    // No neighbouring keys differ by half a turn or more any more.
    for (std::size_t i = 1; i < got.size(); ++i)
        QVERIFY(std::abs(got[i] - got[i - 1]) < turn / 2);
    QVERIFY(curve.checkConsistency().isOk());
    // One change record: undo gives the curve back.
    QVERIFY(change.undoIt().isOk());
    QVERIFY(curve == before);
}

void TestCurveFilters::eulerFilterKeepsCurveWithoutFlips()
{
    AnimCurve curve = curveOf({0, 90, 179, 10, -170, -100}); // each step under half a turn
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    const Result<EulerFilterReport> r = eulerFilter(fn, AngleUnit::Degrees, std::nullopt, &change);
    QVERIFY(r.isOk());
    QCOMPARE(r->keysChanged, std::size_t(0));
    QCOMPARE(r->largestShift, 0.0);
    QVERIFY(change.isEmpty());
    QVERIFY(curve == before);
    // The same values in radians are full of flips (90 rad is many turns).
    AnimCurve radians = before;
    AnimCurveFn rfn(radians);
    const Result<EulerFilterReport> rr = eulerFilter(rfn, AngleUnit::Radians);
    QVERIFY(rr.isOk());
    QVERIFY(rr->keysChanged > 0);
    for (std::size_t i = 1; i < radians.numKeys(); ++i)
        QVERIFY(std::abs(radians.keyValue(i) - radians.keyValue(i - 1)) <= std::numbers::pi + 1e-12);
}

void TestCurveFilters::eulerFilterRangeAndErrors()
{
    AnimCurve curve = curveOf({170, -170, 170, -170, 170});
    AnimCurveFn fn(curve);
    // Keys 2..3 only (0-based 1..2): key 1 is the reference, key 2 moves.
    const Result<EulerFilterReport> r = eulerFilter(fn, AngleUnit::Degrees, std::make_pair<std::size_t, std::size_t>(1, 2));
    QVERIFY(r.isOk());
    QCOMPARE(r->keysChanged, std::size_t(1));
    QCOMPARE(keyValues(curve), (std::vector<double>{170, -170, -190, -170, 170}));
    const AnimCurve before = curve;
    const Result<EulerFilterReport> bad = eulerFilter(fn, AngleUnit::Degrees, std::make_pair<std::size_t, std::size_t>(3, 9));
    QVERIFY(!bad.isOk());
    QCOMPARE(bad.status().id(), MessageId::FilterKeyRangeInvalid);
    QVERIFY(curve == before);
    AnimCurve empty;
    AnimCurveFn efn(empty);
    QCOMPARE(eulerFilter(efn, AngleUnit::Degrees).status().id(), MessageId::FilterTooFewKeys);
}

void TestCurveFilters::simplifyHonoursToleranceOnRandomCurves_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<MayaTangentType>("type");
    QTest::addColumn<bool>("noisy");
    const double tolerances[] = {0.001, 0.01, 0.1, 0.5};
    const MayaTangentType types[] = {MayaTangentType::Auto, MayaTangentType::Smooth, MayaTangentType::Linear};
    for (unsigned seed = 1; seed <= 4; ++seed)
        for (double tol : tolerances)
            for (MayaTangentType type : types)
                for (bool noisy : {false, true})
                    QTest::addRow("seed %u, tolerance %g, type %d%s", seed, tol, int(type), noisy ? ", noisy" : "")
                        << seed << tol << type << noisy;
}

void TestCurveFilters::simplifyHonoursToleranceOnRandomCurves()
{
    QFETCH(unsigned, seed);
    QFETCH(double, tolerance);
    QFETCH(MayaTangentType, type);
    QFETCH(bool, noisy);
    const std::size_t n = 120;
    AnimCurve curve = randomCurve(seed, n, type, noisy);
    QCOMPARE(curve.numKeys(), n);
    const AnimCurve original = curve;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    SimplifyOptions options;
    options.tolerance = tolerance;
    const Result<SimplifyReport> r = simplifyCurve(fn, options, &change);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    QCOMPARE(r->keysBefore, n);
    QCOMPARE(r->keysAfter, curve.numKeys());
    QCOMPARE(r->keysAfter + r->removedTimes.size(), n);
    QVERIFY(curve.checkConsistency().isOk());
    // The ends stay.
    QCOMPARE(curve.keyTime(0), 0.0);
    QCOMPARE(curve.keyTime(curve.numKeys() - 1), double(n - 1));
    // Measured here, independently of CurveDeviation: every 1/8 frame and every key.
    double largest = 0.0;
    std::size_t compared = 0;
    for (int k = 0; k <= int(n - 1) * 8; ++k) {
        const double t = k / 8.0;
        largest = std::max(largest, std::abs(eval(curve, t) - eval(original, t)));
        ++compared;
    }
    QVERIFY2(largest <= tolerance, qPrintable(QStringLiteral("largest deviation %1 > tolerance %2").arg(largest).arg(tolerance)));
    QVERIFY(r->deviation.largest <= tolerance);
    QVERIFY(std::abs(r->deviation.largest - largest) <= 1e-12);
    // Key count against the input: a smooth curve keyed every frame needs far fewer keys
    // within 0.1 (linear tangents need more); noise of ±0.1 needs most keys below 0.1 but
    // not at 0.5.
    if ((!noisy && tolerance >= 0.1) || tolerance >= 0.5)
        QVERIFY2(r->keysAfter < n / 2, qPrintable(QStringLiteral("%1 of %2 keys left").arg(r->keysAfter).arg(n)));
    if (!noisy)
        QVERIFY(r->keysAfter < n);
    qInfo("seed %u tolerance %g: %zu of %zu keys kept, largest deviation %.3g (%zu samples)", seed, tolerance,
          r->keysAfter, n, largest, compared);
    QCOMPARE(change.isEmpty(), r->removedTimes.empty());
    if (!change.isEmpty())
        QVERIFY(change.undoIt().isOk());
    QVERIFY(curve == original);
}

void TestCurveFilters::simplifyStraightLineToTwoKeys()
{
    AnimCurve curve = curveOf({0, 2, 4, 6, 8, 10, 12}, MayaTangentType::Linear);
    AnimCurveFn fn(curve);
    SimplifyOptions options;
    options.tolerance = 1e-9;
    const Result<SimplifyReport> r = simplifyCurve(fn, options);
    QVERIFY(r.isOk());
    QCOMPARE(r->keysAfter, std::size_t(2));
    QCOMPARE(r->removedTimes, (std::vector<double>{1, 2, 3, 4, 5}));
    QCOMPARE(eval(curve, 2.5), 5.0);
    // A range keeps the keys outside it: keys 3..5 (0-based 2..4) may lose only key 4 (index 3).
    AnimCurve ranged = curveOf({0, 2, 4, 6, 8, 10, 12}, MayaTangentType::Linear);
    AnimCurveFn rfn(ranged);
    options.keyRange = std::make_pair<std::size_t, std::size_t>(2, 4);
    const Result<SimplifyReport> rr = simplifyCurve(rfn, options);
    QVERIFY(rr.isOk());
    QCOMPARE(rr->removedTimes, (std::vector<double>{3}));
}

void TestCurveFilters::simplifyRefusesBadTolerance()
{
    AnimCurve curve = curveOf({0, 1, 0, 1});
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    for (double tol : {-1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
        SimplifyOptions options;
        options.tolerance = tol;
        const Result<SimplifyReport> r = simplifyCurve(fn, options);
        QVERIFY(!r.isOk());
        QCOMPARE(r.status().id(), MessageId::FilterToleranceInvalid);
        QVERIFY(curve == before);
    }
}

void TestCurveFilters::smoothAveragesOverWindow()
{
    // A spike of linear segments: the mean of a triangle over [4, 6] is 5, over [3, 5] 2.5.
    AnimCurve curve = curveOf({0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0}, MayaTangentType::Linear);
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    SmoothOptions options;
    options.window = 2.0;
    const Result<SmoothReport> r = smoothCurve(fn, options, &change);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    QCOMPARE(r->keysChanged, std::size_t(3));
    QCOMPARE(r->largestChange, 5.0);
    QCOMPARE(keyValues(curve), (std::vector<double>{0, 0, 0, 0, 2.5, 5, 2.5, 0, 0, 0, 0}));
    // Key times and types are kept.
    for (std::size_t i = 0; i < curve.numKeys(); ++i) {
        QCOMPARE(curve.keyTime(i), double(i));
        QCOMPARE(curve.keyInfo()[i].inType, MayaTangentType::Linear);
    }
    QVERIFY(change.undoIt().isOk());
    QCOMPARE(keyValues(curve)[5], 10.0);
    // A constant curve stays as it is.
    AnimCurve flat = curveOf({3, 3, 3, 3});
    AnimCurveFn ffn(flat);
    const Result<SmoothReport> rf = smoothCurve(ffn, options);
    QVERIFY(rf.isOk());
    QCOMPARE(rf->keysChanged, std::size_t(0));
}

void TestCurveFilters::smoothRefusesBadWindow()
{
    AnimCurve curve = curveOf({0, 1, 0});
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    for (double w : {0.0, -2.0, std::nan("")}) {
        SmoothOptions options;
        options.window = w;
        const Result<SmoothReport> r = smoothCurve(fn, options);
        QCOMPARE(r.status().id(), MessageId::FilterWindowInvalid);
        QVERIFY(curve == before);
    }
}

void TestCurveFilters::resampleAtStride_data()
{
    QTest::addColumn<double>("stride");
    QTest::addColumn<std::vector<double>>("times");
    QTest::newRow("2.5 lands on the end") << 2.5 << std::vector<double>{0, 2.5, 5, 7.5, 10};
    QTest::newRow("3 adds the end") << 3.0 << std::vector<double>{0, 3, 6, 9, 10};
    QTest::newRow("0.1 counts, never adds up") << 0.1 << std::vector<double>{};
    QTest::newRow("longer than the curve") << 20.0 << std::vector<double>{0, 10};
}

void TestCurveFilters::resampleAtStride()
{
    QFETCH(double, stride);
    QFETCH(std::vector<double>, times);
    AnimCurve curve;
    AnimCurveFn fn(curve);
    QVERIFY(fn.addKey(0, 0, MayaTangentType::Linear, MayaTangentType::Linear).isOk());
    QVERIFY(fn.addKey(10, 20, MayaTangentType::Linear, MayaTangentType::Linear).isOk());
    AnimCurveChange change;
    ResampleOptions options;
    options.stride = stride;
    options.tangentType = MayaTangentType::Linear;
    const Result<ResampleReport> r = resampleCurve(fn, options, &change);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    if (times.empty())
        for (int k = 0; k <= 100; ++k)
            times.push_back(k * 0.1);
    QCOMPARE(keyTimes(curve).size(), times.size());
    for (std::size_t i = 0; i < times.size(); ++i) {
        QCOMPARE(curve.keyTime(i), times[i]);
        QVERIFY(std::abs(curve.keyValue(i) - 2 * times[i]) <= 1e-12);
    }
    QCOMPARE(r->keysBefore, std::size_t(2));
    QCOMPARE(r->keysAfter, times.size());
    QVERIFY(r->deviation.largest <= 1e-12);
    QVERIFY(change.undoIt().isOk());
    QCOMPARE(curve.numKeys(), std::size_t(2));
}

void TestCurveFilters::resampleRefusesBadStride()
{
    AnimCurve curve = curveOf({0, 1, 0});
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    for (double s : {0.0, -1.0, std::nan(""), 1e-9}) {
        ResampleOptions options;
        options.stride = s;
        const Result<ResampleReport> r = resampleCurve(fn, options);
        QCOMPARE(r.status().id(), MessageId::FilterStrideInvalid);
        QVERIFY(curve == before);
    }
    ResampleOptions reversed;
    reversed.start = 2.0;
    reversed.end = 1.0;
    QCOMPARE(resampleCurve(fn, reversed).status().id(), MessageId::FilterTimeRangeInvalid);
}

void TestCurveFilters::deviationSampleTimes()
{
    QCOMPARE(knotline::deviationSampleTimes(0.5, 2.0, 2, {1.3, 5.0}),
             (std::vector<double>{0.5, 1.0, 1.3, 1.5, 2.0}));
    QCOMPARE(knotline::deviationSampleTimes(-1.0, -1.0, 8), (std::vector<double>{-1.0}));
    QVERIFY(knotline::deviationSampleTimes(2.0, 1.0, 8).empty());
    // A span of ten million frames is sampled at a million evenly spaced times, not 80 million.
    const std::vector<double> wide = knotline::deviationSampleTimes(0.0, 1e7, 8, {3.5});
    QCOMPARE(wide.size(), std::size_t(kMaxDeviationSamples) + 2);
    QCOMPARE(wide[1], 3.5);
    QCOMPARE(wide[2], 10.0);
    QCOMPARE(wide.back(), 1e7);
    const Deviation d = largestDifference([](double t) { return std::optional<double>(t); },
                                          [](double t) { return t > 1.5 ? std::nullopt : std::optional<double>(2 * t); },
                                          0.0, 2.0, 4);
    QCOMPARE(d.samples, std::size_t(9));
    QVERIFY(std::isinf(d.largest));
    QCOMPARE(d.time, 1.75);
}

QTEST_GUILESS_MAIN(TestCurveFilters)
#include "tst_curve_filters.moc"
