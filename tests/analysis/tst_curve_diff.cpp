// CurveDiff (core/analysis/CurveDiff.h): the buffer-curve diff view's numbers on curves whose
// difference is known in closed form — the largest |a − b|, where, and the spans beyond a
// tolerance (ends refined to the crossing) — and identical curves giving 0 and no spans.
#include "core/analysis/CurveDiff.h"
#include "core/spline/Spline.h"

#include <QTest>

#include <cmath>

using namespace knotline;

namespace {

/// A linear spline through (time, value) pairs.
Spline linear(const std::vector<std::pair<double, double>> &points)
{
    std::vector<Knot> knots;
    for (const auto &[t, v] : points)
        knots.push_back(makeKnot(t, v, Interpolation::Linear));
    Spline s;
    const Status st = s.setKnots(std::move(knots));
    if (!st)
        qFatal("bad test spline");
    return s;
}

} // namespace

class TestCurveDiff : public QObject {
    Q_OBJECT

private slots:
    void identicalCurvesGiveNothing()
    {
        const Spline a = linear({{0, 1}, {10, 5}, {24, -2}});
        const Spline b = a;
        const CurveDiffReport r = diffCurves(a, b, 0, 24, 0.0);
        QVERIFY(r.identical);
        QCOMPARE(r.largest, 0.0);
        QVERIFY(std::isnan(r.time));
        QVERIFY(r.spans.empty());
        QCOMPARE(r.samples, std::size_t(0));
    }

    // A bump of height h at the middle knot of a flat line: the difference is a triangle,
    // largest h at that knot, beyond tolerance tol on (10·tol/h, 20 − 10·tol/h).
    void bumpGivesTriangle_data()
    {
        QTest::addColumn<double>("height");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("3, tol 1") << 3.0 << 1.0;
        QTest::newRow("-4, tol 0.5") << -4.0 << 0.5;
        QTest::newRow("0.25, tol 0") << 0.25 << 0.0;
    }
    void bumpGivesTriangle()
    {
        QFETCH(double, height);
        QFETCH(double, tolerance);
        const Spline a = linear({{0, 0}, {10, 0}, {20, 0}});
        const Spline b = linear({{0, 0}, {10, height}, {20, 0}});
        const auto [t0, t1] = keyedSpan(a, b);
        QCOMPARE(t0, 0.0);
        QCOMPARE(t1, 20.0);
        const CurveDiffReport r = diffCurves(a, b, t0, t1, tolerance);
        QVERIFY(!r.identical);
        QCOMPARE(r.largest, std::abs(height));
        QCOMPARE(r.time, 10.0);
        QCOMPARE(r.spans.size(), std::size_t(1));
        const double edge = 10.0 * tolerance / std::abs(height);
        QVERIFY2(std::abs(r.spans[0].start - edge) < 1e-5, qPrintable(QString::number(r.spans[0].start)));
        QVERIFY2(std::abs(r.spans[0].end - (20.0 - edge)) < 1e-5, qPrintable(QString::number(r.spans[0].end)));
        QCOMPARE(r.spans[0].largest, std::abs(height));
        QCOMPARE(r.spans[0].time, 10.0);
        // 20 frames at 8 sub-frames each, both ends.
        QCOMPARE(r.samples, std::size_t(161));
        qInfo("compared %zu samples", r.samples);
    }

    // Two bumps far apart: two spans, the larger one wins; the flat run between them is
    // not sampled (the spline diff says it is the same there).
    void twoSeparateDifferences()
    {
        const Spline a = linear({{0, 0}, {10, 0}, {20, 0}, {30, 0}, {40, 0}, {50, 0}});
        const Spline b = linear({{0, 0}, {10, 1}, {20, 0}, {30, 0}, {40, -2}, {50, 0}});
        const CurveDiffReport r = diffCurves(a, b, 0, 50, 0.5);
        QCOMPARE(r.largest, 2.0);
        QCOMPARE(r.time, 40.0);
        QCOMPARE(r.spans.size(), std::size_t(2));
        QVERIFY(std::abs(r.spans[0].start - 5.0) < 1e-5);
        QVERIFY(std::abs(r.spans[0].end - 15.0) < 1e-5);
        QCOMPARE(r.spans[0].largest, 1.0);
        QVERIFY(std::abs(r.spans[1].start - 32.5) < 1e-5);
        QVERIFY(std::abs(r.spans[1].end - 47.5) < 1e-5);
        QVERIFY(r.samples < std::size_t(50 * 8 + 1)); // [20, 30] is not sampled
    }

    // A difference below the tolerance is measured but gives no span.
    void withinToleranceGivesNoSpan()
    {
        const Spline a = linear({{0, 0}, {10, 0}});
        const Spline b = linear({{0, 0}, {10, 0.1}});
        const CurveDiffReport r = diffCurves(a, b, 0, 10, 0.2);
        QVERIFY(!r.identical);
        QCOMPARE(r.largest, 0.1);
        QCOMPARE(r.time, 10.0);
        QVERIFY(r.spans.empty());
    }

    // A value block on one side only: an infinite difference there.
    void valueBlockIsInfinite()
    {
        const Spline a = linear({{0, 0}, {10, 0}});
        std::vector<Knot> knots = {makeKnot(0, 0, Interpolation::ValueBlock), makeKnot(10, 0, Interpolation::Linear)};
        Spline b;
        QVERIFY(b.setKnots(knots).isOk());
        const CurveDiffReport r = diffCurves(a, b, 0, 10, 0.0);
        QVERIFY(std::isinf(r.largest));
        QCOMPARE(r.time, 0.0);
        QCOMPARE(r.spans.size(), std::size_t(1));
        QCOMPARE(r.spans[0].start, 0.0);
    }

    void badRangeIsEmpty()
    {
        const Spline a = linear({{0, 0}, {10, 0}});
        const Spline b = linear({{0, 0}, {10, 1}});
        const CurveDiffReport r = diffCurves(a, b, 10, 0, 0.0);
        QCOMPARE(r.samples, std::size_t(0));
        QVERIFY(r.spans.empty());
        QCOMPARE(keyedSpan(Spline(), Spline()), std::make_pair(0.0, 0.0));
    }
};

QTEST_GUILESS_MAIN(TestCurveDiff)
#include "tst_curve_diff.moc"
