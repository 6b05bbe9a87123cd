// Golden test: OpenUSD's named test splines (<golden>/ts-reference/museum.jsonl, the raw
// records of tsTest_Museum) load through splineFromJson, and loading recomputes the
// computed tangents exactly as Ts's museum conversion does (ts-algorithms.md §2, §3(a)):
// every spline that testTsSplineSampling.txt prints (43 of 48; the baseline predates
// the loop-boundary splines) must equal Ts's printed post-conversion spline, field by
// field; TwoKnotBezierAutoEase gets widths 4/3 and slopes 0; Hermite splines get
// widths of one third of their intervals; MarginalN as a half spline keeps its tangent
// heights when the slopes are clamped to the half range.
#include "core/spline/Regression.h"
#include "tests/support/GoldenData.h"
#include "tests/support/TsBaseline.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>
#include <map>

using namespace knotline;
using namespace knotline::test;

namespace {

constexpr double kTolerance = 1e-12;

QString museumPath() { return goldenRoot() + QStringLiteral("/ts-reference/museum.jsonl"); }

/// Spline dumps of testTsSplineSampling.txt by museum name (first occurrence).
std::map<QString, TsSplineDump> samplingDumps(QString *error)
{
    std::map<QString, TsSplineDump> out;
    QFile f(goldenRoot() + QStringLiteral("/ts-reference/testTsSplineSampling.txt"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot open %1").arg(f.fileName());
        return out;
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (!lines.at(i).startsWith(QLatin1String("Spline: ")))
            continue;
        const QString name = lines.at(i).mid(8).trimmed();
        qsizetype pos = i + 1;
        std::optional<TsSplineDump> dump = parseTsSplineDump(lines, &pos, error);
        if (!dump) {
            *error = f.fileName() + QLatin1String(": ") + *error;
            return {};
        }
        out.emplace(name, std::move(*dump));
        i = pos - 1;
    }
    return out;
}

int compareKnotField(const QString &where, const char *field, std::optional<double> got, std::optional<double> want)
{
    if (closeEnough(got, want, kTolerance))
        return 0;
    qWarning("%s %s: expected %s got %s", qPrintable(where), field, qPrintable(describe(want)), qPrintable(describe(got)));
    return 1;
}

} // namespace

class TestSplineMuseumGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void loads_data();
    void loads();
    void matchesTsDump_data();
    void matchesTsDump();
    void twoKnotBezierAutoEase();
    void hermiteWidthsAreThirds_data();
    void hermiteWidthsAreThirds();
    void marginalNAsHalf();

private:
    std::optional<Spline> museum(const QString &name);
    std::vector<QJsonObject> m_museum;
    std::map<QString, TsSplineDump> m_dumps;
};

void TestSplineMuseumGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/ts-reference/museum.jsonl"), QStringLiteral("golden/ts-reference/testTsSplineSampling.txt"));
    QString error;
    m_museum = readJsonLines({museumPath()}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!m_museum.empty(), "no museum splines found (set KNOTLINE_GOLDEN_DIR?)");
    m_dumps = samplingDumps(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!m_dumps.empty(), "no spline dumps in testTsSplineSampling.txt");
}

std::optional<Spline> TestSplineMuseumGolden::museum(const QString &name)
{
    for (const QJsonObject &o : m_museum) {
        if (o.value(QLatin1String("name")).toString() != name)
            continue;
        QString error;
        std::optional<Spline> s = splineFromJson(o.value(QLatin1String("spline")).toObject(), &error);
        if (!s)
            qWarning("%s: %s", qPrintable(name), qPrintable(error));
        return s;
    }
    qWarning("museum spline %s not found", qPrintable(name));
    return std::nullopt;
}

void TestSplineMuseumGolden::loads_data()
{
    QTest::addColumn<int>("index");
    if (m_museum.empty())
        initTestCase();
    for (int i = 0; i < int(m_museum.size()); ++i)
        QTest::newRow(qPrintable(m_museum[i].value(QLatin1String("name")).toString())) << i;
}

void TestSplineMuseumGolden::loads()
{
    QFETCH(int, index);
    const QJsonObject spec = m_museum[std::size_t(index)].value(QLatin1String("spline")).toObject();
    QString error;
    const std::optional<Spline> s = splineFromJson(spec, &error);
    QVERIFY2(s, qPrintable(error));
    const QJsonArray knots = spec.value(QLatin1String("knots")).toArray();
    QCOMPARE(s->knotCount(), std::size_t(knots.size()));
    for (qsizetype i = 0; i < knots.size(); ++i) {
        const QJsonObject k = knots.at(i).toObject();
        QCOMPARE(s->knots()[std::size_t(i)].time, k.value(QLatin1String("time")).toDouble());
        QCOMPARE(s->knots()[std::size_t(i)].value, k.value(QLatin1String("value")).toDouble());
    }
    QCOMPARE(s->curveType() == CurveType::Hermite, spec.value(QLatin1String("curveType")).toString() == QLatin1String("hermite"));
    QCOMPARE(s->preExtrapolation().mode, extrapolationModeFromJson(spec.value(QLatin1String("pre")).toObject().value(QLatin1String("mode")).toString()));
    QCOMPARE(s->postExtrapolation().mode, extrapolationModeFromJson(spec.value(QLatin1String("post")).toObject().value(QLatin1String("mode")).toString()));
    // Loaded with anti-regression off: evaluation still works everywhere in the knot range.
    QVERIFY(s->eval(s->knots().front().time).has_value() || s->knots().front().nextInterp == Interpolation::ValueBlock);
}

void TestSplineMuseumGolden::matchesTsDump_data()
{
    QTest::addColumn<QString>("name");
    if (m_dumps.empty())
        initTestCase();
    for (const auto &[name, dump] : m_dumps)
        QTest::newRow(qPrintable(name)) << name;
}

void TestSplineMuseumGolden::matchesTsDump()
{
    QFETCH(QString, name);
    const TsSplineDump &dump = m_dumps.at(name);
    const std::optional<Spline> s = museum(name);
    QVERIFY(s);
    QCOMPARE(s->curveType(), dump.curveType);
    QCOMPARE(s->preExtrapolation(), dump.pre);
    QCOMPARE(s->postExtrapolation(), dump.post);
    QCOMPARE(s->innerLoopParams(), dump.loop.value_or(LoopParams{}));
    QCOMPARE(s->knotCount(), dump.knots.size());
    int failures = 0;
    for (std::size_t i = 0; i < dump.knots.size(); ++i) {
        const Knot &g = s->knots()[i];
        const Knot &w = dump.knots[i];
        const QString where = QStringLiteral("%1 knot %2").arg(name).arg(i);
        failures += compareKnotField(where, "time", g.time, w.time);
        failures += compareKnotField(where, "value", g.value, w.value);
        failures += compareKnotField(where, "preValue", g.preValue, w.preValue);
        failures += compareKnotField(where, "preTanWidth", g.pre.width, w.pre.width);
        failures += compareKnotField(where, "preTanSlope", g.pre.slope, w.pre.slope);
        failures += compareKnotField(where, "postTanWidth", g.post.width, w.post.width);
        failures += compareKnotField(where, "postTanSlope", g.post.slope, w.post.slope);
        if (g.nextInterp != w.nextInterp || g.pre.algorithm != w.pre.algorithm || g.post.algorithm != w.post.algorithm) {
            ++failures;
            qWarning("%s: interpolation or tangent algorithm differs", qPrintable(where));
        }
    }
    QCOMPARE(failures, 0);
}

void TestSplineMuseumGolden::twoKnotBezierAutoEase()
{
    const std::optional<Spline> s = museum(QStringLiteral("TwoKnotBezierAutoEase"));
    QVERIFY(s);
    const std::vector<Knot> &k = s->knots();
    QCOMPARE(k.size(), std::size_t(2));
    // Inward sides: end knots are discontinuities → slope 0, width (5 − 1)/3.
    QVERIFY(closeEnough(k[0].post.width, 4.0 / 3.0, 1e-15));
    QCOMPARE(k[0].post.slope, 0.0);
    QVERIFY(closeEnough(k[1].pre.width, 4.0 / 3.0, 1e-15));
    QCOMPARE(k[1].pre.slope, 0.0);
    // Outward sides face extrapolation and keep their authored (zero) tangents.
    QCOMPARE(k[0].pre.width, 0.0);
    QCOMPARE(k[1].post.width, 0.0);
    // The curve is the symmetric ease: value 1.5 at the middle, flat at the ends.
    QVERIFY(closeEnough(s->eval(3.0), 1.5, 1e-12));
    QVERIFY(closeEnough(s->evalDerivative(1.0), 0.0, 1e-12));
}

void TestSplineMuseumGolden::hermiteWidthsAreThirds_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("TwoKnotHermite") << QStringLiteral("TwoKnotHermite");
    QTest::newRow("FourKnotHermite") << QStringLiteral("FourKnotHermite");
}

void TestSplineMuseumGolden::hermiteWidthsAreThirds()
{
    QFETCH(QString, name);
    const std::optional<Spline> s = museum(name);
    QVERIFY(s);
    QCOMPARE(s->curveType(), CurveType::Hermite);
    QJsonArray authored;
    for (const QJsonObject &o : m_museum)
        if (o.value(QLatin1String("name")).toString() == name)
            authored = o.value(QLatin1String("spline")).toObject().value(QLatin1String("knots")).toArray();
    const std::vector<Knot> &k = s->knots();
    QCOMPARE(k.size(), std::size_t(authored.size()));
    for (std::size_t i = 0; i < k.size(); ++i) {
        const QJsonObject a = authored.at(qsizetype(i)).toObject();
        const double pre = i > 0 ? (k[i].time - k[i - 1].time) / 3.0 : a.value(QLatin1String("preTanWidth")).toDouble();
        const double post = i + 1 < k.size() ? (k[i + 1].time - k[i].time) / 3.0
                                             : a.value(QLatin1String("postTanWidth")).toDouble();
        QVERIFY2(closeEnough(k[i].pre.width, pre, 1e-15), qPrintable(QStringLiteral("knot %1 pre width %2").arg(i).arg(k[i].pre.width)));
        QVERIFY2(closeEnough(k[i].post.width, post, 1e-15), qPrintable(QStringLiteral("knot %1 post width %2").arg(i).arg(k[i].post.width)));
        // Slopes are authored and kept.
        QCOMPARE(k[i].pre.slope, a.value(QLatin1String("preTanSlope")).toDouble());
        QCOMPARE(k[i].post.slope, a.value(QLatin1String("postTanSlope")).toDouble());
    }
}

void TestSplineMuseumGolden::marginalNAsHalf()
{
    // MarginalN has slopes 1e12 with widths 5e-12 (tangent height 5). As a half spline
    // the slopes are clamped to the largest half, 65504, and the widths rescaled so the
    // tangent end points stay put: width = 5 / 65504 (ts-algorithms.md §2).
    std::optional<Spline> s = museum(QStringLiteral("MarginalN"));
    QVERIFY(s);
    QVERIFY(s->setValueType(ValueType::Half).isOk());
    const std::vector<Knot> &k = s->knots();
    QCOMPARE(k[0].post.slope, 65504.0);
    QCOMPARE(k[1].pre.slope, 65504.0);
    QVERIFY(closeEnough(k[0].post.width, 5.0 / 65504.0, 1e-12));
    QVERIFY(closeEnough(k[1].pre.width, 5.0 / 65504.0, 1e-12));
    QVERIFY(closeEnough(k[0].post.width * k[0].post.slope, 5.0, 1e-12));
}

QTEST_GUILESS_MAIN(TestSplineMuseumGolden)
#include "tst_spline_museum_golden.moc"
