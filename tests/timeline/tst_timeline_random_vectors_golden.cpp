// Knotline's random timelines (../shared/golden/timeline/random-vectors.json, 200 cases,
// README: same layout as an's vectors): every case is read with readCompiledTimeline in its
// property space and must match every sample (README tolerance; absent keys absent). One
// sample holds a solver artefact instead of the exact value (KnownDeviation in
// TimelineVectors.h); it is compared with the exact value. Each document is also exported
// and read back, and must evaluate identically (bit for bit) at every sample.
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
    QString error;
    const QJsonObject vectors = test::readJsonFile(test::goldenRoot() + "/timeline/random-vectors.json", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonArray cases = vectors.value("cases").toArray();
    QCOMPARE(cases.size(), 200);
    int samples = 0, values = 0, deviations = 0;
    for (const QJsonValue &c : cases) {
        const QJsonObject kase = c.toObject();
        const QString name = kase.value("name").toString();
        CompiledReadOptions options;
        options.space = kase.value("space");
        const Result<CompiledTimeline> doc =
            readCompiledTimeline(QJsonDocument(kase.value("document").toObject()).toJson(QJsonDocument::Compact), options);
        QVERIFY2(doc.isOk(), qPrintable(name + ": " + QString::fromStdString(doc.status().message())));
        const Result<QByteArray> exported = writeCompiledTimeline(doc.value());
        QVERIFY2(exported.isOk(), qPrintable(name + ": " + QString::fromStdString(exported.status().message())));
        const Result<CompiledTimeline> again = readCompiledTimeline(exported.value());
        QVERIFY2(again.isOk(), qPrintable(name + ": " + QString::fromStdString(again.status().message())));
        for (const QJsonValue &s : kase.value("samples").toArray()) {
            const double t = s.toObject().value("t").toDouble();
            QJsonObject state = s.toObject().value("state").toObject();
            const QString mismatch =
                test::sampleMismatch(name, t, state, doc.value().timeline, again.value().timeline, &deviations);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            ++samples;
            values += static_cast<int>(state.size());
        }
    }
    qInfo("random-vectors: 200 cases, %d samples, %d values compared (%d known deviation(s) compared with the "
          "exact value, see TimelineVectors.h)", samples, values, deviations);
    QCOMPARE(samples, 10943);
    QCOMPARE(deviations, 1);
}

QTEST_APPLESS_MAIN(TestTimelineRandomVectorsGolden)
#include "tst_timeline_random_vectors_golden.moc"
