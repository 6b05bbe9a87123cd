// Golden evaluation tests: every sample of every case in <golden>/ts/eval*.jsonl
// (value, pre-value, derivative) and the Hermite file's values, at the README's
// tolerance (1e-9 relative; 1e-6 outside the knots of Hermite/AnimX cases). No sample is
// exempt: inner loops follow semantics rule 11 (the baked knots), and the golden data no
// longer holds the reference's defects. The last test function asserts that every case
// and every sample column in the files was compared, and prints the counts.
#include "tests/support/GoldenData.h"

#include "core/spline/EvalCursor.h"
#include "core/spline/EvalData.h"

#include <algorithm>
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
    void everySampleCompared();

private:
    std::vector<QJsonObject> m_cases;
    int m_casesCompared = 0;
    long m_samplesCompared = 0;
    long m_checksCompared = 0;
};

void TestSplineEvalGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/ts"));
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
    const detail::EvalData &data = spline->evalData();
    const QJsonArray samples = c.value(QLatin1String("samples")).toArray();
    QVERIFY2(!samples.isEmpty(), qPrintable(id + QLatin1String(": no samples")));
    for (const QJsonValue &sv : samples) {
        const QJsonArray s = sv.toArray();
        const double t = s.at(0).toDouble();
        const double tol = (hermiteFile && (t < firstTime || t > lastTime)) ? 1e-6 : 1e-9;
        auto check = [&](const char *what, std::optional<double> got, const QJsonValue &want) {
            ++checked;
            const std::optional<double> w = optionalNumber(want);
            if (closeEnough(got, w, tol))
                return;
            ++failures;
            qWarning("%s t=%.17g %s: expected %s got %s", qPrintable(id), t, what,
                     qPrintable(describe(w)), qPrintable(describe(got)));
        };
        check("value", spline->eval(t), s.at(1));
        if (s.size() >= 3)
            check("preValue", spline->evalPreValue(t), s.at(2));
        if (s.size() >= 4)
            check("derivative", spline->evalDerivative(t), s.at(3));
        ++m_samplesCompared;
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
    m_checksCompared += checked;
    ++m_casesCompared;
    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1: %2 of %3 checks differ").arg(id).arg(failures).arg(checked)));
}

void TestSplineEvalGolden::everySampleCompared()
{
    long samples = 0, checks = 0;
    for (const QJsonObject &c : m_cases) {
        for (const QJsonValue &sv : c.value(QLatin1String("samples")).toArray()) {
            ++samples;
            checks += std::min<qsizetype>(sv.toArray().size(), 4) - 1;
        }
    }
    qInfo("compared %d cases, %ld samples, %ld values / pre-values / derivatives", m_casesCompared,
          m_samplesCompared, m_checksCompared);
    QCOMPARE(m_casesCompared, int(m_cases.size()));
    QCOMPARE(m_samplesCompared, samples);
    QCOMPARE(m_checksCompared, checks);
}

QTEST_GUILESS_MAIN(TestSplineEvalGolden)
#include "tst_spline_eval_golden.moc"
