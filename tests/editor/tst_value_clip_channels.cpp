// Clip-driven channels in the editor (issue 14, editor part): a usda layer whose prim has a
// clip set opens with one read-only ClipSet channel per attribute the set drives, also
// one only the manifest declares; opening reads the manifest but no clip layer; the curve
// is filled when first asked (resolveClipCurve) and evaluates as the stage resolves,
// holds and jumps included; the clip boundaries and the time-mapping segment in use are
// what the set's `active` and `times` say; saving an unedited document keeps the file
// byte for byte; edits of a clip channel are refused.
#include "core/editor/EditorDocument.h"
#include "core/valueclips/ClipBoundaries.h"
#include "core/valueclips/ClipSet.h"
#include "core/valueclips/ClipTimeMapping.h"
#include "core/valueclips/ValueClipStage.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::ClipTimeMapping::Segment::Kind)

namespace {

// Clip a: x = 10·t on 0..10 (samples at 0 and 10); clip b: x = 100 − t, held at 5..;
// the set plays a from 0 and b from 4, with a jump in `times` at 4 (clip time 4 → 0).
const char *kRoot = "#usda 1.0\n(\n    startTimeCode = 0\n    endTimeCode = 8\n)\n\n"
                    "def \"Model\" (\n    clips = {\n        dictionary default = {\n"
                    "            asset[] assetPaths = [@./a.usda@, @./b.usda@]\n"
                    "            double2[] active = [(0, 0), (4, 1)]\n"
                    "            double2[] times = [(0, 0), (4, 4), (4, 0), (8, 4)]\n"
                    "            asset manifestAssetPath = @./manifest.usda@\n"
                    "            string primPath = \"/Model\"\n        }\n    }\n)\n{\n"
                    "    double x\n    double plain = 3\n}\n";
const char *kClipA = "#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = { 0: 0, 10: 100 }\n"
                     "    double y.timeSamples = { 0: 1, 10: 2 }\n}\n";
const char *kClipB = "#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = { 0: 100, 2: 98 }\n"
                     "    double y.timeSamples = { 0: 7 }\n}\n";
const char *kManifest = "#usda 1.0\n\nover \"Model\"\n{\n    double x\n    double y\n    float3 v\n}\n";

bool writeFile(const QString &path, const char *text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == qint64(qstrlen(text));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestValueClipChannels : public QObject {
    Q_OBJECT
private slots:
    void init();
    void clipDrivenAttributesAreChannels();
    void curveResolvesOnFirstNeed();
    void curveFollowsTheStage_data();
    void curveFollowsTheStage();
    void boundariesAndValueSource();
    void segmentAt_data();
    void segmentAt();
    void saveKeepsTheFile();
    void clipChannelsAreNotEdited();

private:
    std::unique_ptr<EditorDocument> open();
    QTemporaryDir m_dir;
    QString m_root;
};

void TestValueClipChannels::init()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(QStringLiteral("root.usda"));
    QVERIFY(writeFile(m_root, kRoot));
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("a.usda")), kClipA));
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("b.usda")), kClipB));
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("manifest.usda")), kManifest));
}

std::unique_ptr<EditorDocument> TestValueClipChannels::open()
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(m_root);
    if (!doc)
        qFatal("%s", doc.message().c_str());
    return std::move(doc.value());
}

void TestValueClipChannels::clipDrivenAttributesAreChannels()
{
    const std::unique_ptr<EditorDocument> doc = open();
    QCOMPARE(doc->openProblems().size(), std::size_t(0));
    // x (declared in the root layer) and y (only in the manifest); not the float3 v, not
    // the default-only `plain`.
    QCOMPARE(doc->channelCount(), std::size_t(2));
    const QStringList expected{QStringLiteral("/Model.x"), QStringLiteral("/Model.y")};
    for (std::size_t row = 0; row < doc->channelCount(); ++row) {
        const Channel &c = doc->channel(doc->channelIdAt(row));
        QCOMPARE(QString::fromStdString(c.path), expected[int(row)]);
        QCOMPARE(c.valueSource, ValueSourceKind::ClipSet);
        QVERIFY(c.readOnly);
        QVERIFY(c.curvePending);
        QCOMPARE(c.curve.numKeys(), 0);
        QCOMPARE(c.clipSetName, std::string("default"));
        QCOMPARE(c.clipSetPrimPath, std::string("/Model"));
        QCOMPARE(c.sourceIndex, std::size_t(0));
    }
    // Opening read the manifest only.
    QCOMPARE(doc->clipStage()->openedClipLayerCount(), std::size_t(1));
}

void TestValueClipChannels::curveResolvesOnFirstNeed()
{
    const std::unique_ptr<EditorDocument> doc = open();
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    int changed = 0;
    connect(doc.get(), &EditorDocument::channelChanged, this, [&](ChannelId id, double, double) {
        QCOMPARE(id, x);
        ++changed;
    });
    QVERIFY(doc->resolveClipCurve(x).isOk());
    QCOMPARE(changed, 1);
    QVERIFY(!doc->channel(x).curvePending);
    QVERIFY(doc->channel(x).curve.numKeys() > 0);
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->clipStage()->openedClipLayerCount(), std::size_t(3)); // manifest, a, b
    QVERIFY(doc->resolveClipCurve(x).isOk()); // once only
    QCOMPARE(changed, 1);
    QVERIFY(doc->channel(*doc->findChannelByPath("/Model.y")).curvePending);
}

void TestValueClipChannels::curveFollowsTheStage_data()
{
    QTest::addColumn<double>("time");
    QTest::addColumn<double>("value");
    // Stage 0..4 maps onto clip a's 0..4 (x = 10·t there); at 4 the mapping jumps and
    // stage 4..8 maps onto clip b's 0..4, where b holds 98 after its last sample at 2.
    QTest::newRow("before the first sample: held") << -5.0 << 0.0;
    QTest::newRow("clip a") << 0.0 << 0.0;
    QTest::newRow("clip a, between") << 2.5 << 25.0;
    QTest::newRow("just before the jump") << 3.999 << 39.99;
    QTest::newRow("at the jump: clip b") << 4.0 << 100.0;
    QTest::newRow("clip b, between") << 5.0 << 99.0;
    QTest::newRow("clip b, its last sample") << 6.0 << 98.0;
    QTest::newRow("clip b holds") << 7.5 << 98.0;
    QTest::newRow("after the last time") << 20.0 << 98.0;
}

void TestValueClipChannels::curveFollowsTheStage()
{
    QFETCH(double, time);
    QFETCH(double, value);
    const std::unique_ptr<EditorDocument> doc = open();
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    QVERIFY(doc->resolveClipCurve(x).isOk());
    const std::optional<double> stage = doc->clipStage()->value("/Model.x", time);
    QVERIFY(stage.has_value());
    QVERIFY2(qAbs(*stage - value) < 1e-9, qPrintable(QString::number(*stage, 'g', 17)));
    const std::optional<double> curve = doc->channel(x).curve.spline().eval(time);
    QVERIFY(curve.has_value());
    QVERIFY2(qAbs(*curve - value) < 1e-9, qPrintable(QString::number(*curve, 'g', 17)));
}

void TestValueClipChannels::boundariesAndValueSource()
{
    const std::unique_ptr<EditorDocument> doc = open();
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    const ClipSet *set = doc->clipSetOf(x);
    QVERIFY(set);
    const std::vector<ClipBoundary> b = clipBoundaries(*set);
    QCOMPARE(b.size(), std::size_t(1));
    QCOMPARE(b[0].stageTime, 4.0);
    QCOMPARE(b[0].clipIndex, std::size_t(1));
    QCOMPARE(b[0].assetPath, std::string("./b.usda"));
    QCOMPARE(QDir::cleanPath(QString::fromStdString(b[0].clipFile)), QDir::cleanPath(m_dir.filePath(QStringLiteral("b.usda"))));
    QCOMPARE(b[0].previousAssetPath, std::string("./a.usda"));

    const ValueSource v = doc->valueSourceAt(x, 5.0);
    QCOMPARE(v.kind, ValueSourceKind::ClipSet);
    QCOMPARE(v.clipSetName, std::string("default"));
    QCOMPARE(v.clipAssetPath, std::string("./b.usda"));
    QCOMPARE(v.clipTime, 1.0);
    QVERIFY(v.value && qAbs(*v.value - 99.0) < 1e-9);
    QVERIFY(!doc->clipSetOf(ChannelId(999)));
}

void TestValueClipChannels::segmentAt_data()
{
    using Kind = ClipTimeMapping::Segment::Kind;
    QTest::addColumn<double>("time");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<double>("fromStage");
    QTest::addColumn<double>("fromClip");
    QTest::addColumn<double>("toStage");
    QTest::addColumn<double>("toClip");
    QTest::newRow("before") << -1.0 << Kind::Before << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("first") << 0.0 << Kind::Between << 0.0 << 0.0 << 4.0 << 4.0;
    QTest::newRow("inside") << 3.5 << Kind::Between << 0.0 << 0.0 << 4.0 << 4.0;
    QTest::newRow("jump: the later entry") << 4.0 << Kind::Between << 4.0 << 0.0 << 8.0 << 4.0;
    QTest::newRow("last") << 8.0 << Kind::After << 8.0 << 4.0 << 8.0 << 4.0;
    QTest::newRow("after") << 9.0 << Kind::After << 8.0 << 4.0 << 8.0 << 4.0;
}

void TestValueClipChannels::segmentAt()
{
    using Segment = ClipTimeMapping::Segment;
    QFETCH(double, time);
    QFETCH(Segment::Kind, kind);
    QFETCH(double, fromStage);
    QFETCH(double, fromClip);
    QFETCH(double, toStage);
    QFETCH(double, toClip);
    const ClipTimeMapping m({{0, 0}, {4, 4}, {4, 0}, {8, 4}});
    const Segment s = m.segmentAt(time);
    QCOMPARE(s.kind, kind);
    QCOMPARE(s.from, (ClipTimePair{fromStage, fromClip}));
    QCOMPARE(s.to, (ClipTimePair{toStage, toClip}));
    QCOMPARE(ClipTimeMapping().segmentAt(time).kind, Segment::Kind::Identity);
}

void TestValueClipChannels::saveKeepsTheFile()
{
    const std::unique_ptr<EditorDocument> doc = open();
    for (ChannelId id : doc->channelIds())
        QVERIFY(doc->resolveClipCurve(id).isOk());
    const QString out = m_dir.filePath(QStringLiteral("saved.usda"));
    QVERIFY(doc->saveAs(out).isOk());
    QCOMPARE(readAll(out), QByteArray(kRoot));
    // The stage was rebuilt over the saved layer and still resolves.
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    QVERIFY(doc->valueSourceAt(x, 5.0).value.has_value());
}

void TestValueClipChannels::clipChannelsAreNotEdited()
{
    const std::unique_ptr<EditorDocument> doc = open();
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    QVERIFY(doc->resolveClipCurve(x).isOk());
    const Status st = doc->edit(x, [](AnimCurveFn &fn) { return fn.setValue(0, 5.0); });
    QVERIFY(!st.isOk());
    QVERIFY(!doc->removeChannel(x).isOk());
    QVERIFY(!doc->isModified());
}

QTEST_GUILESS_MAIN(TestValueClipChannels)
#include "tst_value_clip_channels.moc"
