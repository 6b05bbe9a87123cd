// Clip-driven channels against ../shared/golden/clips (its README gives the format): each
// case opens in the editor (EditorDocument::open), every attribute of the case is a
// read-only clip channel when OpenUSD resolves it through a clip set, and the curve the
// canvas draws (the channel's resolved curve) and the inspector's value source
// (EditorDocument::valueSourceAt) both give OpenUSD's value at every listed sample time,
// to |got − want| ≤ 1e-9 · max(1, |want|) (null = no value), the README's tolerance. The
// curve of a float (half) attribute interpolates in double (ClipResolvedSpline.h) while
// OpenUSD rounds each interpolated value to float (half): its value is compared rounded to
// the attribute's type, as the channel shows it. Attributes whose strongest
// opinion is the layer stack's own (a stronger layer's samples, a default in the anchor
// layer) are checked through valueSourceAt only.
#include "core/editor/EditorDocument.h"
#include "core/spline/ValueRounding.h"
#include "core/valueclips/ValueClipStage.h"
#include "tests/support/GoldenData.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <set>

using namespace knotline;
using namespace knotline::test;

class TestClipChannelsGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cases_data();
    void cases();
    void cleanupTestCase();

private:
    std::vector<QJsonObject> m_cases;
    int m_curveValues = 0;
    int m_sourceValues = 0;
    int m_clipChannels = 0;
};

void TestClipChannelsGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/clips/expected.jsonl"));
    QString error;
    m_cases = readJsonLines(goldenFiles(QStringLiteral("clips"), QStringLiteral("expected*.jsonl")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!m_cases.empty(), "no value-clip case found");
}

void TestClipChannelsGolden::cases_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        QTest::newRow(qPrintable(m_cases[i].value(QStringLiteral("id")).toString())) << static_cast<int>(i);
}

void TestClipChannelsGolden::cases()
{
    QFETCH(int, index);
    const QJsonObject &c = m_cases[static_cast<std::size_t>(index)];
    const QString root = goldenRoot() + QStringLiteral("/clips/") + c.value(QStringLiteral("root")).toString();
    Result<std::unique_ptr<EditorDocument>> opened = EditorDocument::open(root);
    QVERIFY2(opened.isOk(), opened.message().c_str());
    EditorDocument &doc = *opened.value();
    ValueClipStage *stage = doc.clipStage();
    QVERIFY(stage);

    QStringList failures;
    std::set<ChannelId> resolved;
    const QJsonArray samples = c.value(QStringLiteral("samples")).toArray();
    QVERIFY(!samples.isEmpty());
    for (const QJsonValue &sv : samples) {
        const QJsonObject s = sv.toObject();
        const std::string attr = s.value(QStringLiteral("attr")).toString().toStdString();
        const double t = s.value(QStringLiteral("time")).toDouble();
        const std::optional<double> want = optionalNumber(s.value(QStringLiteral("value")));
        const std::optional<ChannelId> id = doc.findChannelByPath(attr);
        const bool clipDriven = stage->isClipDriven(attr);
        if (clipDriven && !id) {
            failures << QStringLiteral("%1: clip-driven but no channel").arg(QString::fromStdString(attr));
            continue;
        }
        if (!id)
            continue; // a default or no opinion: not a channel
        const Channel &ch = doc.channel(*id);
        if (clipDriven) {
            if (ch.valueSource != ValueSourceKind::ClipSet || !ch.readOnly)
                failures << QStringLiteral("%1: not a read-only clip channel").arg(QString::fromStdString(attr));
            if (!resolved.count(*id)) {
                QVERIFY(ch.curvePending);
                QVERIFY2(doc.resolveClipCurve(*id).isOk(), attr.c_str());
                QVERIFY(!doc.channel(*id).curvePending);
                resolved.insert(*id);
                ++m_clipChannels;
            }
            std::optional<double> curve = doc.channel(*id).curve.spline().eval(t);
            ++m_curveValues;
            const std::string type = stage->typeName(attr);
            if (curve && (type == "float" || type == "half"))
                curve = roundToValueType(*curve, type == "float" ? ValueType::Float : ValueType::Half);
            if (!closeEnough(curve, want, 1e-9))
                failures << QStringLiteral("curve of %1 at %2: got %3, want %4")
                                .arg(QString::fromStdString(attr))
                                .arg(t, 0, 'g', 17)
                                .arg(describe(curve), describe(want));
        }
        const ValueSource v = doc.valueSourceAt(*id, t);
        ++m_sourceValues;
        if (!closeEnough(v.value, want, 1e-9))
            failures << QStringLiteral("value source of %1 at %2: got %3, want %4")
                            .arg(QString::fromStdString(attr))
                            .arg(t, 0, 'g', 17)
                            .arg(describe(v.value), describe(want));
        if (clipDriven && (v.kind != ValueSourceKind::ClipSet || v.clipFile.empty()))
            failures << QStringLiteral("value source of %1 at %2: not a clip file").arg(QString::fromStdString(attr)).arg(t);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

void TestClipChannelsGolden::cleanupTestCase()
{
    qInfo().noquote() << QStringLiteral("clip channels golden: %1 cases, %2 clip channels, %3 curve values and %4 value sources compared")
                             .arg(m_cases.size())
                             .arg(m_clipChannels)
                             .arg(m_curveValues)
                             .arg(m_sourceValues);
}

QTEST_GUILESS_MAIN(TestClipChannelsGolden)
#include "tst_clip_channels_golden.moc"
