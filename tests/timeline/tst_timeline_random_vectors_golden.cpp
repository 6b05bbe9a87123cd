// Knotline's random timelines (../shared/golden/timeline/random-vectors*.json, README: same
// layout as an's vectors): every case is read with readCompiledTimeline in its property
// space and must match every sample within the README's tolerance (absent keys absent; the
// file holds exact easing values throughout, so no sample is excused). Each document is also
// exported and read back, and must evaluate identically (bit for bit) at every sample. The
// numbers of cases and samples come from the data, and every sample must be compared.
#include "tests/support/GoldenData.h"
#include "tests/timeline/TimelineVectors.h"

#include "core/io/CompiledTimelineReader.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/timeline/EvaluateTimeline.h"

#include <QJsonArray>
#include <QTest>

using namespace knotline;

class TestTimelineRandomVectorsGolden : public QObject {
    Q_OBJECT
private slots:
    void everyCaseMatchesEverySample();
};

void TestTimelineRandomVectorsGolden::everyCaseMatchesEverySample()
{
    KNOTLINE_REQUIRE_SHARED("golden/timeline/random-vectors.json");
    const QStringList files = test::goldenFiles(QStringLiteral("timeline"), QStringLiteral("random-vectors*.json"));
    QVERIFY(!files.isEmpty());
    int cases = 0, samples = 0, values = 0, widened = 0, expectedSamples = 0;
    for (const QString &file : files) {
        QString error;
        const QJsonObject vectors = test::readJsonFile(file, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QJsonArray all = vectors.value("cases").toArray();
        QVERIFY2(!all.isEmpty(), qPrintable(file + ": no case"));
        for (const QJsonValue &c : all) {
            const QJsonObject kase = c.toObject();
            const QString name = kase.value("name").toString();
            const QJsonObject document = kase.value("document").toObject();
            const QJsonArray caseSamples = kase.value("samples").toArray();
            expectedSamples += static_cast<int>(caseSamples.size());
            CompiledReadOptions options;
            options.space = kase.value("space");
            const Result<CompiledTimeline> doc =
                readCompiledTimeline(QJsonDocument(document).toJson(QJsonDocument::Compact), options);
            QVERIFY2(doc.isOk(), qPrintable(name + ": " + QString::fromStdString(doc.status().message())));
            const Result<QByteArray> exported = writeCompiledTimeline(doc.value());
            QVERIFY2(exported.isOk(), qPrintable(name + ": " + QString::fromStdString(exported.status().message())));
            const Result<CompiledTimeline> again = readCompiledTimeline(exported.value());
            QVERIFY2(again.isOk(), qPrintable(name + ": " + QString::fromStdString(again.status().message())));
            ++cases;
            for (const QJsonValue &s : caseSamples) {
                const double t = s.toObject().value("t").toDouble();
                const QJsonObject state = s.toObject().value("state").toObject();
                const QString mismatch = test::sampleMismatch(name, document, t, state, doc.value().timeline,
                                                              again.value().timeline, &widened);
                QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
                ++samples;
                values += static_cast<int>(state.size());
            }
        }
    }
    qInfo("random-vectors: %d cases, %d samples, %d values compared at the README tolerance", cases, samples, values);
    QCOMPARE(samples, expectedSamples);
    QCOMPARE(widened, 0); // the README widens no sample of these files
}

QTEST_APPLESS_MAIN(TestTimelineRandomVectorsGolden)
#include "tst_timeline_random_vectors_golden.moc"
