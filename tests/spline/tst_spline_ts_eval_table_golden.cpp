// Golden test: the expected-value table of OpenUSD's testTsSplineEval
// (<golden>/ts-reference/eval_expected_testTsSplineEval.json; ts-algorithms.md §3(b)).
// Five dual-valued knots with held, value-block, linear and curve segments are set with
// setKnots on a default spline (authoring anti-regression Keep Ratio), for the double,
// float and half value types, then the curve type is set to Bezier or Hermite. At each
// table time we check the pre-value, value, pre-side derivative and derivative.
// Tolerance 1e-12 (relative above 1): every knot number is exact in all three value
// types and Ts's expected numbers are double results. The table's "held" columns
// (Ts EvalHeld) are not checked: the core has no held-evaluation API.
#include "tests/support/GoldenData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace knotline;
using namespace knotline::test;

Q_DECLARE_METATYPE(knotline::ValueType)
Q_DECLARE_METATYPE(knotline::CurveType)

namespace {

constexpr double kTolerance = 1e-12;

QJsonObject loadTable(QString *error)
{
    QFile f(goldenRoot() + QStringLiteral("/ts-reference/eval_expected_testTsSplineEval.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(f.fileName());
        return {};
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("%1: %2").arg(f.fileName(), pe.errorString());
        return {};
    }
    return doc.object();
}

} // namespace

class TestSplineTsEvalTableGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void table_data();
    void table();

private:
    QJsonObject m_table;
};

void TestSplineTsEvalTableGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/ts-reference/eval_expected_testTsSplineEval.json"));
    QString error;
    m_table = loadTable(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(m_table.value(QLatin1String("knots")).toArray().size() == 5, "expected the five testTsSplineEval knots");
    QVERIFY(!m_table.value(QLatin1String("nonCurved")).toArray().isEmpty());
    QVERIFY(!m_table.value(QLatin1String("bezier")).toArray().isEmpty());
    QVERIFY(!m_table.value(QLatin1String("hermite")).toArray().isEmpty());
}

void TestSplineTsEvalTableGolden::table_data()
{
    QTest::addColumn<ValueType>("valueType");
    QTest::addColumn<CurveType>("curveType");
    const std::pair<const char *, ValueType> types[] = {
        {"double", ValueType::Double}, {"float", ValueType::Float}, {"half", ValueType::Half}};
    for (const auto &[name, vt] : types) {
        QTest::newRow(qPrintable(QStringLiteral("%1 bezier").arg(QLatin1String(name)))) << vt << CurveType::Bezier;
        QTest::newRow(qPrintable(QStringLiteral("%1 hermite").arg(QLatin1String(name)))) << vt << CurveType::Hermite;
    }
}

void TestSplineTsEvalTableGolden::table()
{
    QFETCH(ValueType, valueType);
    QFETCH(CurveType, curveType);
    Spline spline; // default authoring mode (Keep Ratio), like Ts's test
    QVERIFY(spline.setValueType(valueType).isOk());
    const std::vector<Knot> knots = knotsFromJson(m_table.value(QLatin1String("knots")).toArray());
    QVERIFY(spline.setKnots(knots).isOk());
    QVERIFY(spline.setCurveType(curveType).isOk());
    QCOMPARE(spline.knotCount(), std::size_t(5));
    // The knots survive unchanged (exact in every value type, nothing regressive).
    for (std::size_t i = 0; i < knots.size(); ++i) {
        QCOMPARE(spline.knots()[i].value, knots[i].value);
        QCOMPARE(spline.knots()[i].preValue, knots[i].preValue);
        QCOMPARE(spline.knots()[i].post.slope, knots[i].post.slope);
    }

    QJsonArray rows = m_table.value(QLatin1String("nonCurved")).toArray();
    for (const QJsonValue &r : m_table.value(QLatin1String(curveType == CurveType::Hermite ? "hermite" : "bezier")).toArray())
        rows.append(r);
    int failures = 0;
    int checked = 0;
    double maxDeviation = 0.0;
    for (const QJsonValue &rv : rows) {
        const QJsonArray row = rv.toArray();
        const double t = row.at(0).toDouble();
        auto check = [&](const char *what, std::optional<double> got, const QJsonValue &wantValue) {
            ++checked;
            const std::optional<double> want = optionalNumber(wantValue);
            if (got && want)
                maxDeviation = std::max(maxDeviation, std::abs(*got - *want));
            if (closeEnough(got, want, kTolerance))
                return;
            ++failures;
            qWarning("t=%g %s: expected %s got %s", t, what, qPrintable(describe(want)), qPrintable(describe(got)));
        };
        // columns: time, preValue, value, preDerivative, derivative, preHeld, held
        check("preValue", spline.eval(t, Side::Pre), row.at(1));
        check("value", spline.eval(t, Side::Post), row.at(2));
        check("preDerivative", spline.evalDerivative(t, Side::Pre), row.at(3));
        check("derivative", spline.evalDerivative(t, Side::Post), row.at(4));
    }
    qInfo("%d values checked, max |deviation| %.3g", checked, maxDeviation);
    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1 of %2 checks differ").arg(failures).arg(checked)));
}

QTEST_GUILESS_MAIN(TestSplineTsEvalTableGolden)
#include "tst_spline_ts_eval_table_golden.moc"
