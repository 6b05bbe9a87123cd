// Golden evaluation tests: every sample of every case in <golden>/ts/eval*.jsonl
// (value, pre-value, derivative) and the Hermite file's values, at the README's
// tolerance (1e-9 relative; 1e-6 outside the knots of Hermite/AnimX cases).
//
// Two documented defects of the golden data are recognised, counted and reported rather
// than matched (each sample is still checked against a looser bound):
// 1. Inner-loop echo segments that need evaluation-time de-regression in splines whose
//    authored segments are not regressive. The generator replaced the reference's
//    closed-form (Cardano) solve by a precise one only for splines flagged
//    hasRegressiveTangents, so these samples carry the reference's lost digits near the
//    single vertical (README: "loses up to half the digits"). We keep the precise solve;
//    values must agree within 1e-4 relative, derivatives (ill-conditioned there) are not
//    compared.
// 2. eval-hermite: a single-knot AnimX curve with linear (sloped) infinity evaluates to 0
//    outside the knot in AnimX, whatever the knot's value: the same defect as
//    semantics-notes rule 8 for cycling infinity. Ts semantics (a sloped ray from the knot)
//    are kept; such samples must match the Ts ray instead.
#include "tests/support/GoldenData.h"

#include "core/spline/EvalCursor.h"
#include "core/spline/EvalData.h"

#include <QJsonArray>
#include <QTest>

using namespace knotline;
using namespace knotline::test;

class TestSplineEvalGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void evalCase_data();
    void evalCase();

private:
    std::vector<QJsonObject> m_cases;
};

void TestSplineEvalGolden::initTestCase()
{
    QString error;
    m_cases = readJsonLines(goldenFiles(QStringLiteral("ts"), QStringLiteral("eval*.jsonl")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!m_cases.empty(), "no golden evaluation cases found (set KNOTLINE_GOLDEN_DIR?)");
}

void TestSplineEvalGolden::evalCase_data()
{
    QTest::addColumn<int>("index");
    if (m_cases.empty())
        initTestCase();
    for (int i = 0; i < int(m_cases.size()); ++i)
        QTest::newRow(qPrintable(m_cases[i].value(QLatin1String("id")).toString())) << i;
}

void TestSplineEvalGolden::evalCase()
{
    QFETCH(int, index);
    const QJsonObject &c = m_cases[index];
    const QString id = c.value(QLatin1String("id")).toString();
    QString error;
    const std::optional<Spline> spline = splineFromJson(c.value(QLatin1String("spline")).toObject(), &error);
    QVERIFY2(spline, qPrintable(id + QLatin1String(": ") + error));

    const bool hermiteFile = id.contains(QLatin1String("hermite"));
    const double firstTime = spline->knots().empty() ? 0.0 : spline->knots().front().time;
    const double lastTime = spline->knots().empty() ? 0.0 : spline->knots().back().time;
    int failures = 0;
    int checked = 0;
    int referenceImprecision = 0;
    const bool authoredRegressive = c.value(QLatin1String("hasRegressiveTangents")).toBool();
    const detail::EvalData &data = spline->evalData();
    // Defect 1: the answer came from a de-regressed segment touching an inner-loop copy.
    auto inLoopDeRegressedSegment = [&](double t, Side side) {
        if (authoredRegressive || !data.innerLoops)
            return false;
        const detail::EvalResult r = detail::evaluate(data, t, side);
        if (r.segment < 0)
            return false;
        const auto &a = data.knots[std::size_t(r.segment)];
        const auto &b = data.knots[std::size_t(r.segment) + 1];
        return a.deRegressed
            && (a.source != detail::KnotSource::Authored || b.source != detail::KnotSource::Authored);
    };
    // Defect 2: single-knot AnimX curve with sloped extrapolation (AnimX answers 0).
    const bool animxSingleKeySloped = hermiteFile && spline->knotCount() == 1;
    const QJsonArray samples = c.value(QLatin1String("samples")).toArray();
    QVERIFY2(!samples.isEmpty(), qPrintable(id + QLatin1String(": no samples")));
    for (const QJsonValue &sv : samples) {
        const QJsonArray s = sv.toArray();
        const double t = s.at(0).toDouble();
        const double tol = (hermiteFile && (t < firstTime || t > lastTime)) ? 1e-6 : 1e-9;
        auto check = [&](const char *what, std::optional<double> got, const QJsonValue &want,
                         Side side, bool isDerivative) {
            ++checked;
            const std::optional<double> w = optionalNumber(want);
            if (closeEnough(got, w, tol))
                return;
            if (inLoopDeRegressedSegment(t, side)) {
                ++referenceImprecision;
                if (isDerivative || closeEnough(got, w, 1e-4))
                    return;
            }
            if (animxSingleKeySloped && w && *w == 0.0 && t != firstTime) {
                const Extrapolation &e = t < firstTime ? spline->preExtrapolation() : spline->postExtrapolation();
                const Knot &k = spline->knots().front();
                const double slope = e.mode == ExtrapolationMode::Sloped ? e.slope : 0.0;
                ++referenceImprecision;
                if (got && std::abs(*got - (k.value + slope * (t - k.time))) <= 1e-12 * std::max(1.0, std::abs(*got)))
                    return;
            }
            ++failures;
            qWarning("%s t=%.17g %s: expected %s got %s", qPrintable(id), t, what,
                     qPrintable(describe(w)), qPrintable(describe(got)));
        };
        check("value", spline->eval(t), s.at(1), Side::Post, false);
        if (s.size() >= 3)
            check("preValue", spline->evalPreValue(t), s.at(2), Side::Pre, false);
        if (s.size() >= 4)
            check("derivative", spline->evalDerivative(t), s.at(3), Side::Post, true);
    }
    QVERIFY(checked > 0);
    // A cursor walking the samples in order must give the same answers, bit for bit.
    EvalCursor cursor(*spline);
    for (const QJsonValue &sv : samples) {
        const double t = sv.toArray().at(0).toDouble();
        const std::optional<double> a = cursor.eval(t), b = spline->eval(t);
        const std::optional<double> pa = cursor.evalPreValue(t), pb = spline->evalPreValue(t);
        const std::optional<double> da = cursor.evalDerivative(t), db = spline->evalDerivative(t);
        QVERIFY2(a == b && pa == pb && da == db,
                 qPrintable(QStringLiteral("%1: cursor differs at t=%2").arg(id).arg(t, 0, 'g', 17)));
        // The value-only path (compact segment records) agrees with the full evaluation.
        QVERIFY2(b == detail::evaluate(data, t, Side::Post).value
                     && pb == detail::evaluate(data, t, Side::Pre).value,
                 qPrintable(QStringLiteral("%1: value path differs at t=%2").arg(id).arg(t, 0, 'g', 17)));
    }
    if (referenceImprecision > 0)
        qInfo("%s: %d checks fall under a documented golden-data defect (see file header)",
              qPrintable(id), referenceImprecision);
    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1: %2 of %3 checks differ").arg(id).arg(failures).arg(checked)));
}

QTEST_GUILESS_MAIN(TestSplineEvalGolden)
#include "tst_spline_eval_golden.moc"
