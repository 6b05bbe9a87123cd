// Timecode-valued attributes through layer offsets, against ../shared/golden/timecode (its
// README gives the format, the clips format): each case's root layer is opened with its
// sublayers and every listed sample is compared with what OpenUSD resolved, to
// |got − want| ≤ 1e-9 · max(1, |want|), through both of Knotline's resolvers — the value-clip
// stage (the editor, bake, `eval --source`) and value resolution (`eval`, `info`) — and
// every attribute's time-sample list through the stage. The counts come from the data
// (every expected*.jsonl of the folder), and the last test function asserts that every
// sample and list was compared.
#include "core/document/ValueResolution.h"
#include "core/io/DocumentLoader.h"
#include "core/valueclips/ValueClipStage.h"
#include "tests/support/GoldenData.h"
#include "tests/support/StageGolden.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <map>

using namespace knotline;
using namespace knotline::test;

class TestTimecodeGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cases_data();
    void cases();
    void everySampleWasCompared();
    void openUsdClipLayer();
    void cleanupTestCase();

private:
    std::vector<QJsonObject> m_cases;
    int m_expectedValues = 0;
    int m_expectedLists = 0;
    int m_casesRun = 0;
    int m_values = 0;   ///< samples compared (each through both resolvers)
    int m_mapped = 0;   ///< of them, values a layer offset moved (want ≠ the authored number)
    int m_sampleLists = 0;
    int m_sampleTimes = 0;
};

void TestTimecodeGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/timecode/expected.jsonl"));
    QString error;
    const StageGoldenCases data = readStageGoldenCases(QStringLiteral("timecode"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_cases = data.cases;
    m_expectedValues = data.values;
    m_expectedLists = data.lists;
    QVERIFY2(!m_cases.empty(), "no timecode case found");
}

void TestTimecodeGolden::cases_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        QTest::newRow(qPrintable(m_cases[i].value(QStringLiteral("id")).toString())) << static_cast<int>(i);
}

void TestTimecodeGolden::cases()
{
    QFETCH(int, index);
    ++m_casesRun;
    const QJsonObject &c = m_cases[static_cast<std::size_t>(index)];
    const QString root = goldenRoot() + QStringLiteral("/timecode/") + c.value(QStringLiteral("root")).toString();
    const Result<Document> doc = openDocument(root);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QVERIFY(doc->problems.empty());
    QVERIFY2(doc->layers.size() > 1, "each case composes sublayers");
    ValueClipStage stage(doc.value());
    std::map<std::string, ResolvedAttribute> resolved;

    QStringList failures;
    const QJsonArray samples = c.value(QStringLiteral("samples")).toArray();
    QVERIFY(!samples.isEmpty());
    for (const QJsonValue &sv : samples) {
        const QJsonObject s = sv.toObject();
        const std::string attr = s.value(QStringLiteral("attr")).toString().toStdString();
        const double t = s.value(QStringLiteral("time")).toDouble();
        const std::optional<double> want = optionalNumber(s.value(QStringLiteral("value")));
        auto r = resolved.find(attr);
        if (r == resolved.end())
            r = resolved.emplace(attr, resolveAttribute(doc.value(), attr)).first;
        const std::optional<double> throughStage = stage.value(attr, t);
        const std::optional<double> throughResolution = evalResolvedAttribute(r->second, t);
        ++m_values;
        const std::size_t layer = r->second.inEffect.layerIndex;
        if (want && stage.typeName(attr) == "timecode" && !doc->layers[layer].toRoot.isIdentity())
            ++m_mapped;
        const auto fail = [&](const char *how, std::optional<double> got) {
            failures << QStringLiteral("%1 at %2 (%3): got %4, want %5")
                            .arg(QString::fromStdString(attr))
                            .arg(t, 0, 'g', 17)
                            .arg(QLatin1String(how), describe(got), describe(want));
        };
        if (!closeEnough(throughStage, want, 1e-9))
            fail("value-clip stage", throughStage);
        if (!closeEnough(throughResolution, want, 1e-9))
            fail("value resolution", throughResolution);
    }
    QVERIFY(!c.value(QStringLiteral("timeSamples")).toObject().isEmpty());
    failures << compareStageTimeSamples(c, stage, &m_sampleLists, &m_sampleTimes);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

// Every case ran to its end and every sample and list of the data was compared; and the
// data does test the mapping (some timecode value comes from a layer behind an offset).
void TestTimecodeGolden::everySampleWasCompared()
{
    QCOMPARE(m_casesRun, static_cast<int>(m_cases.size()));
    QCOMPARE(m_values, m_expectedValues);
    QCOMPARE(m_sampleLists, m_expectedLists);
    QVERIFY(m_mapped > 0);
}

// OpenUSD's own value-clip test layer (../shared/realdata/clips/testUsdValueClips/
// layerOffsets): /Model_2's clip `times` are authored in a sublayer with offset 20, so
// stage 20 plays clip time 0, where the clip's timecode sample holds -5; OpenUSD resolves
// -5 + (20 - 0) = 15 (the float /Model_2.size beside it stays -5).
void TestTimecodeGolden::openUsdClipLayer()
{
    const QString root = realData("clips/testUsdValueClips/layerOffsets/root.usda");
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/clips/testUsdValueClips/layerOffsets/root.usda"));
    const Result<Document> doc = openDocument(root);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    ValueClipStage stage(doc.value());
    QVERIFY(stage.isClipDriven("/Model_2.time"));
    QCOMPARE(stage.value("/Model_2.time", 20.0), std::optional<double>(15.0));
    QCOMPARE(stage.value("/Model_2.size", 20.0), std::optional<double>(-5.0));
    QCOMPARE(stage.timeSamples("/Model_2.time"), (std::vector<double>{20, 25, 30, 35, 40}));
}

void TestTimecodeGolden::cleanupTestCase()
{
    qInfo().noquote() << QStringLiteral("timecode golden: %1 cases, %2 values (%3 timecode values behind an offset) "
                                        "through two resolvers and %4 time-sample lists (%5 times) compared")
                             .arg(m_cases.size())
                             .arg(m_values)
                             .arg(m_mapped)
                             .arg(m_sampleLists)
                             .arg(m_sampleTimes);
}

QTEST_GUILESS_MAIN(TestTimecodeGolden)
#include "tst_timecode_golden.moc"
