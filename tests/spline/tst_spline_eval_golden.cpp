// Golden evaluation tests: every sample of every case in <golden>/ts/eval*.jsonl
// (value, pre-value, derivative) and the Hermite file's values.
#include "tests/support/GoldenData.h"

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
    }
    QVERIFY(checked > 0);
    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1: %2 of %3 checks differ").arg(id).arg(failures).arg(checked)));
}

QTEST_GUILESS_MAIN(TestSplineEvalGolden)
#include "tst_spline_eval_golden.moc"
