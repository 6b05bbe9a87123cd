// Golden tests against OpenUSD's TsRegressionPreventer baselines
// (<golden>/ts-reference/regression/*_TsTestBaseline.txt, 2025 format; see
// ../shared/spec/ts-algorithms.md §3(g), §4 and ts-reference/SOURCES.md).
//
// Each baseline is one (case, mode) pair of Ts's testTsRegressionPreventer: a knot of a
// museum spline is edited (moved and/or given a longer tangent) under an
// anti-regression mode; the file holds the resulting spline and its samples.
//  - samples: our evaluation of the printed spline at the exact TsTest sample times
//    must match the printed samples within 1e-6 (the README's: they print 6 decimals),
//    except pinned counts of samples in segments at the regression limit (kExcused). For the
//    "None" baselines the spline is still regressive, so this checks that evaluation
//    applies Keep Ratio (with its padding) exactly as Ts does.
//  - setKnot: for the modes an authoring spline offers (None, Contain, Keep Ratio,
//    Keep Start) and cases that are not regressive before the edit, Ts's own test
//    requires the result to equal SetKnot under that mode and AdjustRegressiveTangents
//    of the unfiltered edit; we check our Spline::setKnot and adjustRegressiveTangents
//    against the printed knots.
//  - interactive: the interactive preventer (every mode, including Limit Active / Limit
//    Opposite and the initially regressive case) is checked against the real drag
//    sessions by tests/edit/tst_drag_regression_baselines_golden.cpp.
// The TsTest framework baseline (TwoKnotBezier evaluated by Ts) is checked with the
// samples test as well.
#include "core/spline/Regression.h"
#include "tests/support/GoldenData.h"
#include "tests/support/RegressionBaseline.h"
#include "tests/support/TsBaseline.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>
#include <cmath>
#include <map>

using namespace knotline;
using namespace knotline::test;

namespace {

/// golden/README.md, ts-reference/: "Compare with 1e-6 (the baselines print 6 decimals)".
constexpr double kSampleTolerance = 1e-6;
/// A segment at the regression limit (one vertical: every Keep Ratio / Keep Start / Limit
/// result) has a time cubic that is nearly a perfect cube (its depressed form u³ + p·u + q
/// has p ≈ 0), and Ts's closed-form (Cardano) solve of x(u) = t is then ill-conditioned:
/// its printed samples are off the exact curve by up to ~1e-4 (ts-reference/SOURCES.md:
/// "Don't use those samples with tight tolerances"; the 2024 and 2025 baselines disagree
/// by as much). A sample of such a segment beyond the README's 1e-6 is excused only when
/// our value matches an independent bisection solve of the same segment to 1e-9, and the
/// number excused per file is pinned here (kExcused), so a fix or a new deviation shows.
constexpr double kPreciseTolerance = 1e-9;

/// Per baseline file, how many samples are beyond 1e-6 of Ts's printed value while ours
/// match the bisection reference (measured on the 2025 baselines); every other file: 0.
const std::map<QString, int> &excusedPerFile()
{
    static const std::map<QString, int> counts = {
        {QStringLiteral("InitiallyRegressiveKeepRatio_TsTestBaseline.txt"), 101},
        {QStringLiteral("InitiallyRegressiveKeepStart_TsTestBaseline.txt"), 88},
        {QStringLiteral("InitiallyRegressiveLimitOpposite_TsTestBaseline.txt"), 88},
        {QStringLiteral("InitiallyRegressiveNone_TsTestBaseline.txt"), 26},
        {QStringLiteral("MoveStartKeepStart_TsTestBaseline.txt"), 2},
        {QStringLiteral("MoveStartLimitActive_TsTestBaseline.txt"), 1},
        {QStringLiteral("PostRegressiveKeepStart_TsTestBaseline.txt"), 1},
        {QStringLiteral("PostRegressiveLimitOpposite_TsTestBaseline.txt"), 18},
        {QStringLiteral("PreRegressiveLimitActive_TsTestBaseline.txt"), 1},
        {QStringLiteral("PreRegressiveLimitOpposite_TsTestBaseline.txt"), 17},
    };
    return counts;
}
constexpr double kKnotTolerance = 1e-9;

/// One edit of testTsRegressionPreventer.py (museum spline, knot, deltas).
struct EditCase {
    const char *name;
    const char *museum;
    double knotTime;
    double knotDelta;
    double preDelta;
    double postDelta;
    bool initiallyRegressive;
};

constexpr EditCase kEditCases[] = {
    {"Noop", "NearCenterVertical", 0.0, 0.0, 0.0, 0.0, false},
    {"InitiallyRegressive", "RegressiveS", 156.0, 0.0, 0.0, 0.0, true},
    {"PreRegressive", "NearCenterVertical", 0.0, 0.0, 0.0, 0.5, false},
    {"PostRegressive", "NearCenterVertical", 1.0, 0.0, 0.5, 0.0, false},
    {"MoveStart", "NearCenterVertical", 0.0, 0.4, 0.0, 0.0, false},
    {"Replace", "FourKnotBezier", 2.0, 1.0, 0.0, 0.0, false},
    {"Reorder", "FourKnotBezier", 2.0, 1.2, 0.0, 0.0, false},
};

QString regressionDir() { return goldenRoot() + QStringLiteral("/ts-reference/regression"); }

QStringList baselineFiles()
{
    const QDir dir(regressionDir());
    QStringList out;
    for (const QString &name : dir.entryList({QStringLiteral("*_TsTestBaseline.txt")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

/// Splits "PreRegressiveLimitOpposite_TsTestBaseline.txt" into its case and mode.
bool splitBaselineName(const QString &path, const EditCase **editCase, AntiRegressionMode *mode)
{
    QString stem = QFileInfo(path).fileName();
    stem.chop(int(qstrlen("_TsTestBaseline.txt")));
    for (const EditCase &c : kEditCases) {
        const QString name = QLatin1String(c.name);
        if (!stem.startsWith(name))
            continue;
        const std::optional<AntiRegressionMode> m = antiRegressionModeFromName(stem.mid(name.size()));
        if (!m)
            continue;
        *editCase = &c;
        *mode = *m;
        return true;
    }
    return false;
}

/// The edited knot: the museum knot at `knotTime` with the case's deltas applied.
Knot editedKnot(const Spline &orig, const EditCase &c)
{
    Knot k = orig.knots()[*orig.knotIndexAt(c.knotTime)];
    k.time += c.knotDelta;
    k.pre.width += c.preDelta;
    k.post.width += c.postDelta;
    return k;
}

/// The segment's widths as evaluation uses them (Keep Ratio applied when regressive).
SegmentWidths evaluatedWidths(const Knot &a, const Knot &b)
{
    SegmentWidths w{a.post.width, b.pre.width};
    keepRatio(b.time - a.time, w);
    return w;
}

/// True when a Curve segment's time cubic, normalized to [0, 1], has |p| < 1e-3 in its
/// depressed form (a near-perfect cube).
bool hasNearPerfectCubeSegment(const std::vector<Knot> &knots)
{
    for (std::size_t i = 0; i + 1 < knots.size(); ++i) {
        if (knots[i].nextInterp != Interpolation::Curve)
            continue;
        const double span = knots[i + 1].time - knots[i].time;
        const SegmentWidths w = evaluatedWidths(knots[i], knots[i + 1]);
        const double x1 = w.start / span;
        const double x2 = 1.0 - w.end / span;
        const double a = 3.0 * x1 - 3.0 * x2 + 1.0;
        const double b = -6.0 * x1 + 3.0 * x2;
        const double c = 3.0 * x1;
        if (std::abs(a) < 1e-9)
            continue;
        const double p = c / a - b * b / (3.0 * a * a);
        if (std::abs(p) < 1e-3)
            return true;
    }
    return false;
}

/// Independent reference for a non-regressive Bezier segment: solves x(u) = t by
/// bisection on the evaluated (de-regressed, so monotonic) widths and returns y(u). `t` inside [a.time, b.time].
double bisectBezier(const Knot &a, const Knot &b, double t)
{
    const SegmentWidths w = evaluatedWidths(a, b);
    const double x[4] = {a.time, a.time + w.start, b.time - w.end, b.time};
    const double bv = b.authoredPreValue();
    const double y[4] = {a.value, a.value + w.start * a.post.slope, bv - w.end * b.pre.slope, bv};
    auto cubic = [](const double *p, double u) {
        const double v = 1.0 - u;
        return v * v * v * p[0] + 3.0 * v * v * u * p[1] + 3.0 * v * u * u * p[2] + u * u * u * p[3];
    };
    double lo = 0.0;
    double hi = 1.0;
    for (int i = 0; i < 200 && hi - lo > 0.0; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (mid == lo || mid == hi)
            break;
        (cubic(x, mid) < t ? lo : hi) = mid;
    }
    return cubic(y, 0.5 * (lo + hi));
}

} // namespace

class TestSplineRegressionBaselinesGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void samples_data();
    void samples();
    void setKnotAndBatch_data();
    void setKnotAndBatch();
    void cleanupTestCase();

private:
    double m_maxSampleDeviation = 0.0;
    QString m_maxSampleWhere;
    int m_sampleCount = 0;
    int m_excusedCount = 0;
};

void TestSplineRegressionBaselinesGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/ts-reference/regression"), QStringLiteral("golden/ts-reference/museum.jsonl"), QStringLiteral("golden/ts-reference/framework/tsTest_TsFramework_test_Baseline_TsTestBaseline.txt"));
    QVERIFY2(!baselineFiles().isEmpty(),
             qPrintable(QStringLiteral("no regression baselines in %1 (set KNOTLINE_GOLDEN_DIR?)")
                            .arg(regressionDir())));
    for (const QString &path : baselineFiles()) {
        const EditCase *c = nullptr;
        AntiRegressionMode mode;
        QVERIFY2(splitBaselineName(path, &c, &mode), qPrintable(QStringLiteral("unknown baseline %1").arg(path)));
    }
}

void TestSplineRegressionBaselinesGolden::samples_data()
{
    QTest::addColumn<QString>("path");
    QStringList files = baselineFiles();
    files << goldenRoot() + QStringLiteral("/ts-reference/framework/tsTest_TsFramework_test_Baseline_TsTestBaseline.txt");
    for (const QString &path : files)
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestSplineRegressionBaselinesGolden::samples()
{
    QFETCH(QString, path);
    QString error;
    const std::optional<TsTestBaseline> baseline = readTsTestBaseline(path, &error);
    QVERIFY2(baseline, qPrintable(error));
    QVERIFY2(!baseline->samples.empty(), "no samples");
    const std::optional<Spline> spline = splineFromDump(baseline->spline, &error);
    QVERIFY2(spline, qPrintable(error));
    const std::vector<Knot> &knots = spline->knots();
    const double t0 = knots.front().time;
    const double t1 = knots.back().time;
    const bool atLimit = hasNearPerfectCubeSegment(knots);
    int failures = 0;
    int excused = 0;
    double maxDeviation = 0.0;
    double maxPreciseDeviation = 0.0;
    for (const auto &[printed, want] : baseline->samples) {
        const double t = exactTsTestSampleTime(printed, t0, t1);
        const std::optional<double> got = spline->eval(t);
        ++m_sampleCount;
        bool matchesPrecise = false;
        if (atLimit && t > t0 && t < t1) {
            std::size_t i = 0;
            while (i + 2 < knots.size() && knots[i + 1].time <= t)
                ++i;
            if (knots[i].nextInterp == Interpolation::Curve) {
                const double precise = bisectBezier(knots[i], knots[i + 1], t);
                maxPreciseDeviation = std::max(maxPreciseDeviation, got ? std::abs(*got - precise) : INFINITY);
                matchesPrecise = closeEnough(got, precise, kPreciseTolerance);
                if (!matchesPrecise) {
                    ++failures;
                    qWarning("%s t=%.17g: bisection reference %.17g got %s", qPrintable(QFileInfo(path).fileName()),
                             t, precise, qPrintable(describe(got)));
                }
            }
        }
        if (got) {
            const double dev = std::abs(*got - want);
            maxDeviation = std::max(maxDeviation, dev);
            if (dev > m_maxSampleDeviation) {
                m_maxSampleDeviation = dev;
                m_maxSampleWhere = QStringLiteral("%1 t=%2").arg(QFileInfo(path).fileName()).arg(t, 0, 'g', 17);
            }
        }
        if (closeEnough(got, want, kSampleTolerance))
            continue;
        if (matchesPrecise) {
            ++excused;
            ++m_excusedCount;
            continue;
        }
        ++failures;
        qWarning("%s t=%.17g: expected %.6f got %s", qPrintable(QFileInfo(path).fileName()), t, want,
                 qPrintable(describe(got)));
    }
    if (atLimit)
        qInfo("%s: segment at the regression limit; max |deviation| from bisection reference %.3g; "
              "%d samples beyond 1e-6 of Ts excused (Ts closed-form imprecision; ours match bisection to 1e-9)",
              qPrintable(QFileInfo(path).fileName()), maxPreciseDeviation, excused);
    const auto pinned = excusedPerFile().find(QFileInfo(path).fileName());
    QCOMPARE(excused, pinned == excusedPerFile().end() ? 0 : pinned->second);
    qInfo("%s: %zu samples, max |deviation| %.3g", qPrintable(QFileInfo(path).fileName()),
          baseline->samples.size(), maxDeviation);
    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1 of %2 samples differ").arg(failures).arg(baseline->samples.size())));
}

void TestSplineRegressionBaselinesGolden::setKnotAndBatch_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : baselineFiles()) {
        const EditCase *c = nullptr;
        AntiRegressionMode mode;
        if (!splitBaselineName(path, &c, &mode))
            continue;
        // Ts's test compares these APIs only for authoring modes and for splines that
        // were not regressive before the edit (the interactive path re-asserts the
        // active knot after initial anti-regression; the batch path cannot).
        if (mode == AntiRegressionMode::LimitActive || mode == AntiRegressionMode::LimitOpposite
            || c->initiallyRegressive)
            continue;
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }
}

void TestSplineRegressionBaselinesGolden::setKnotAndBatch()
{
    QFETCH(QString, path);
    const EditCase *c = nullptr;
    AntiRegressionMode mode;
    QVERIFY(splitBaselineName(path, &c, &mode));
    QString error;
    const std::optional<TsTestBaseline> baseline = readTsTestBaseline(path, &error);
    QVERIFY2(baseline, qPrintable(error));
    const std::optional<Spline> orig = museumSpline(QLatin1String(c->museum), &error);
    QVERIFY2(orig, qPrintable(error));
    QVERIFY(orig->knotIndexAt(c->knotTime).has_value());
    const Knot knot = editedKnot(*orig, *c);

    // SetKnot under the mode (after removing the edited knot, like Ts's test).
    Spline edit = *orig;
    QVERIFY(edit.removeKnot(c->knotTime).isOk());
    edit.setAntiRegressionMode(mode);
    QVERIFY(edit.setKnot(knot).isOk());
    int failures = compareKnots(QStringLiteral("setKnot"), edit.knots(), baseline->spline.knots, kKnotTolerance);

    // AdjustRegressiveTangents of the unfiltered edit.
    Spline batch = *orig;
    batch.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(batch.removeKnot(c->knotTime).isOk());
    QVERIFY(batch.setKnot(knot).isOk());
    QVERIFY(adjustRegressiveTangents(batch, mode).isOk());
    failures += compareKnots(QStringLiteral("adjustRegressiveTangents"), batch.knots(),
                             baseline->spline.knots, kKnotTolerance);
    QCOMPARE(failures, 0);
}

void TestSplineRegressionBaselinesGolden::cleanupTestCase()
{
    qInfo("baseline samples checked: %d, max |deviation| %.3g at %s; %d samples beyond the README's 1e-6 "
          "excused as Ts closed-form imprecision (our value matches bisection to 1e-9), as pinned per file",
          m_sampleCount, m_maxSampleDeviation, qPrintable(m_maxSampleWhere), m_excusedCount);
}

QTEST_GUILESS_MAIN(TestSplineRegressionBaselinesGolden)
#include "tst_spline_regression_baselines_golden.moc"
