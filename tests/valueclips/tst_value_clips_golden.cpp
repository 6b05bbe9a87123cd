// Value clips against ../shared/golden/clips (its README gives the format): each case's
// root layer is opened with its sublayers, and every listed sample (value at a stage
// time) and every attribute's time-sample list is compared with what OpenUSD resolved,
// to |got − want| ≤ 1e-9 · max(1, |want|); null must be "no value". The number of cases,
// values and lists comes from the data (every expected*.jsonl of the folder), and the last
// test function asserts that every one of them was compared.
#include "core/io/DocumentLoader.h"
#include "core/valueclips/ValueClipStage.h"
#include "tests/support/GoldenData.h"
#include "tests/support/StageGolden.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace knotline;
using namespace knotline::test;

namespace {
std::string joined(const std::vector<std::string> &lines)
{
    std::string out;
    for (const std::string &l : lines)
        out += l + "\n";
    return out;
}
} // namespace

class TestValueClipsGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cases_data();
    void cases();
    void everySampleWasCompared();
    void cleanupTestCase();

private:
    std::vector<QJsonObject> m_cases;
    int m_expectedValues = 0; ///< samples in the data
    int m_expectedLists = 0;  ///< time-sample lists in the data
    int m_casesRun = 0;
    int m_values = 0;
    int m_sampleLists = 0;
    int m_sampleTimes = 0;
};

void TestValueClipsGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/clips/expected.jsonl"));
    QString error;
    const StageGoldenCases data = readStageGoldenCases(QStringLiteral("clips"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_cases = data.cases;
    m_expectedValues = data.values;
    m_expectedLists = data.lists;
    QVERIFY2(!m_cases.empty(), "no value-clip case found");
}

void TestValueClipsGolden::cases_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        QTest::newRow(qPrintable(m_cases[i].value(QStringLiteral("id")).toString())) << static_cast<int>(i);
}

void TestValueClipsGolden::cases()
{
    QFETCH(int, index);
    ++m_casesRun;
    const QJsonObject &c = m_cases[static_cast<std::size_t>(index)];
    const QString root = goldenRoot() + QStringLiteral("/clips/") + c.value(QStringLiteral("root")).toString();
    const Result<Document> doc = openDocument(root);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QVERIFY2(doc->problems.empty(), joined(doc->problems).c_str());
    ValueClipStage stage(doc.value());
    QCOMPARE(stage.openedClipLayerCount(), std::size_t(0)); // opening reads no clip layer
    const std::vector<std::string> warnings = stage.warnings();
    QVERIFY2(warnings.empty(), joined(warnings).c_str());

    QStringList failures;
    const QJsonArray samples = c.value(QStringLiteral("samples")).toArray();
    QVERIFY(!samples.isEmpty());
    for (const QJsonValue &sv : samples) {
        const QJsonObject s = sv.toObject();
        const std::string attr = s.value(QStringLiteral("attr")).toString().toStdString();
        const double t = s.value(QStringLiteral("time")).toDouble();
        const std::optional<double> want = optionalNumber(s.value(QStringLiteral("value")));
        const std::optional<double> got = stage.value(attr, t);
        ++m_values;
        if (!closeEnough(got, want, 1e-9))
            failures << QStringLiteral("%1 at %2: got %3, want %4")
                            .arg(QString::fromStdString(attr))
                            .arg(t, 0, 'g', 17)
                            .arg(describe(got), describe(want));
    }
    QVERIFY(!c.value(QStringLiteral("timeSamples")).toObject().isEmpty());
    failures << compareStageTimeSamples(c, stage, &m_sampleLists, &m_sampleTimes);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

// Every case ran to its end, and every value and list of the data was compared (a case
// that stops early, or a sample the loop skips, fails here). Run the test as a whole.
void TestValueClipsGolden::everySampleWasCompared()
{
    QCOMPARE(m_casesRun, static_cast<int>(m_cases.size()));
    QCOMPARE(m_values, m_expectedValues);
    QCOMPARE(m_sampleLists, m_expectedLists);
}

void TestValueClipsGolden::cleanupTestCase()
{
    qInfo().noquote() << QStringLiteral("value-clip golden: %1 cases, %2 values and %3 time-sample lists (%4 times) compared")
                             .arg(m_cases.size())
                             .arg(m_values)
                             .arg(m_sampleLists)
                             .arg(m_sampleTimes);
}

QTEST_GUILESS_MAIN(TestValueClipsGolden)
#include "tst_value_clips_golden.moc"
