// an.timing's own vectors (../shared/golden/timeline/an-timing-vectors.json): every case
// that uses only numbers, strings, booleans and the easings of spec/timeline.md §1.5 is read
// with readCompiledTimeline in the case's property space and must match every sample within
// the README's tolerance, with the exact states of an-timing-exact.json applied over the
// samples where an's own Bezier solver did not converge, and the one sample the README
// compares within 1e-6 (readmeAbsoluteTolerance in TimelineVectors.h). The cases that use
// what Knotline does not support (typed kinds, colours, vectors, quaternions, orbits, manim
// rate functions) must be refused on import; they are listed here by name. Each supported
// document is also exported and read back, and must evaluate identically (bit for bit) at
// every sample. Counts come from the data: every sample and every exact state is used.
#include "tests/support/GoldenData.h"
#include "tests/timeline/TimelineVectors.h"

#include "core/io/CompiledTimelineReader.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/timeline/EvaluateTimeline.h"

#include <QJsonArray>
#include <QTest>

using namespace knotline;

class TestTimelineAnVectorsGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void supportedCasesMatchEverySample();
    void unsupportedCasesAreRefused();

private:
    QJsonArray m_cases;
    QJsonArray m_exact;
};

namespace {

/// The cases Knotline refuses, and a word the refusal must contain.
const QList<QPair<QString, QString>> kRefused = {
    {"number-linear-and-log", "log"},          // a log-space number
    {"angle", "angle"},                        // shortest-arc angles
    {"vector-and-quaternion", "pos:"},         // vector values
    {"color", "channel"},                      // colours (hex strings in a color kind)
    {"color-srgb", "channel"},                 //
    {"orbit", "channel"},                      // orbit objects
    {"discrete-and-undeclared", "discrete"},   // discrete(switch_at)
    {"per-field-timing", "angle"},             // an angle field
    {"loop", "angle"},                         // an angle field
    {"orbit-overshoot", "channel"},            // orbit objects
    {"manim-rate-functions", "easing"},        // manim rate functions
};

bool isRefused(const QString &name)
{
    return std::any_of(kRefused.begin(), kRefused.end(), [&](const auto &r) { return r.first == name; });
}

} // namespace

void TestTimelineAnVectorsGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED("golden/timeline/an-timing-vectors.json", "golden/timeline/an-timing-exact.json");
    QString error;
    const QJsonObject vectors = test::readJsonFile(test::goldenRoot() + "/timeline/an-timing-vectors.json", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonObject exact = test::readJsonFile(test::goldenRoot() + "/timeline/an-timing-exact.json", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_cases = vectors.value("cases").toArray();
    m_exact = exact.value("samples").toArray();
    QVERIFY(!m_cases.isEmpty());
    QVERIFY(!m_exact.isEmpty());
}

void TestTimelineAnVectorsGolden::supportedCasesMatchEverySample()
{
    int cases = 0, samples = 0, values = 0, exactApplied = 0, widened = 0;
    for (const QJsonValue &c : m_cases) {
        const QJsonObject kase = c.toObject();
        const QString name = kase.value("name").toString();
        if (isRefused(name))
            continue;
        CompiledReadOptions options;
        options.space = kase.value("space");
        const QJsonObject document = kase.value("document").toObject();
        const QByteArray json = QJsonDocument(document).toJson();
        const Result<CompiledTimeline> doc = readCompiledTimeline(json, options);
        QVERIFY2(doc.isOk(), qPrintable(name + ": " + QString::fromStdString(doc.status().message())));
        // Export and read back: must evaluate identically.
        const Result<QByteArray> exported = writeCompiledTimeline(doc.value());
        QVERIFY2(exported.isOk(), qPrintable(name + ": " + QString::fromStdString(exported.status().message())));
        const Result<CompiledTimeline> again = readCompiledTimeline(exported.value());
        QVERIFY2(again.isOk(), qPrintable(name + ": " + QString::fromStdString(again.status().message())));
        QCOMPARE(again.value().timeline.propertySpace(), doc.value().timeline.propertySpace());
        ++cases;
        for (const QJsonValue &s : kase.value("samples").toArray()) {
            const double t = s.toObject().value("t").toDouble();
            QJsonObject state = s.toObject().value("state").toObject();
            for (const QJsonValue &e : m_exact) {
                const QJsonObject x = e.toObject();
                if (x.value("case").toString() == name && x.value("t").toDouble() == t) {
                    state = x.value("exact").toObject();
                    ++exactApplied;
                }
            }
            const QString mismatch =
                test::sampleMismatch(name, document, t, state, doc.value().timeline, again.value().timeline, &widened);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            ++samples;
            values += static_cast<int>(state.size());
        }
    }
    qInfo("an-timing-vectors: %d supported cases, %d samples, %d values compared (%d exact states applied, %d "
          "sample(s) within the README's 1e-6)", cases, samples, values, exactApplied, widened);
    QCOMPARE(cases, static_cast<int>(m_cases.size()) - static_cast<int>(kRefused.size()));
    QCOMPARE(exactApplied, static_cast<int>(m_exact.size())); // every exact state names a sample
    QCOMPARE(widened, 1); // the README's one: an-large-magnitude-bezier one nanosecond before its end
}

void TestTimelineAnVectorsGolden::unsupportedCasesAreRefused()
{
    int refused = 0;
    for (const QJsonValue &c : m_cases) {
        const QJsonObject kase = c.toObject();
        const QString name = kase.value("name").toString();
        if (!isRefused(name))
            continue;
        CompiledReadOptions options;
        options.space = kase.value("space");
        const Result<CompiledTimeline> doc =
            readCompiledTimeline(QJsonDocument(kase.value("document").toObject()).toJson(), options);
        QVERIFY2(!doc.isOk(), qPrintable(name + " was not refused"));
        const QString message = QString::fromStdString(doc.status().message());
        const QString word = std::find_if(kRefused.begin(), kRefused.end(), [&](const auto &r) { return r.first == name; })->second;
        QVERIFY2(message.contains(word), qPrintable(name + ": " + message));
        QVERIFY2(message.startsWith("animations."), qPrintable(name + ": " + message));
        qInfo("refused %s: %s", qPrintable(name), qPrintable(message));
        ++refused;
    }
    QCOMPARE(refused, static_cast<int>(kRefused.size()));
}

QTEST_APPLESS_MAIN(TestTimelineAnVectorsGolden)
#include "tst_timeline_an_vectors_golden.moc"
