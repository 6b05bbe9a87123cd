// Time-sampled attributes in the editor (issue 17 items 6 and 7): a layer with only time
// samples opens with one read-only channel per scalar time-sampled attribute whose curve
// evaluates as the samples do; an attribute with both shows the time samples (they are
// in effect) and says its spline is shadowed; saving keeps both byte-identical; converting
// makes an editable spline, removes the samples from the root layer on save, and is one
// undoable change.
#include "core/document/TimeSampleSpline.h"
#include "core/document/ValueResolution.h"
#include "core/editor/EditorDocument.h"
#include "core/io/LayerFile.h"
#include "core/io/UsdaReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

namespace {

const char *kLayer = "#usda 1.0\n(\n    startTimeCode = 1\n    endTimeCode = 10\n)\n\ndef \"P\"\n{\n"
                     "    double a.timeSamples = { 1: 0, 5: 3, 10: 6 }\n"
                     "    double a.spline = { 1: 0; post linear, 5: 5; post linear, 10: 10; post linear, }\n"
                     "    float f.timeSamples = { 0: 1, 4: None, 6: 2, 8: 5 }\n"
                     "    int n.timeSamples = { 1: 0, 5: 3 }\n"
                     "    float3 v.timeSamples = { 1: (0, 0, 0) }\n}\n";

Document layerStack(const char *text)
{
    Result<Layer> layer = readUsda(text, "memory.usda");
    if (!layer)
        qFatal("%s", layer.message().c_str());
    return documentFromLayer(std::move(layer.value()));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestTimeSampleChannels : public QObject {
    Q_OBJECT
private slots:
    void timeSampledAttributesAreChannels();
    void curveEvaluatesAsSamples_data();
    void curveEvaluatesAsSamples();
    void saveKeepsBothOpinions();
    void convertIsOneUndoableChange();
    void convertedSplineSavesInEffect();
    void convertRefusals();
};

void TestTimeSampleChannels::timeSampledAttributesAreChannels()
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::fromLayerStack(layerStack(kLayer));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    const EditorDocument &d = *doc.value();
    // float3 samples have no curve to show; the other three are channels.
    QCOMPARE(d.channelCount(), std::size_t(3));
    const Channel &a = d.channel(*d.findChannelByPath("/P.a"));
    QCOMPARE(a.valueSource, ValueSourceKind::TimeSamples);
    QVERIFY(a.readOnly);
    QCOMPARE(a.shadowed, (std::vector<ValueOpinion>{{ValueSourceKind::Spline, 0}}));
    QCOMPARE(a.curve.numKeys(), std::size_t(3));
    QCOMPARE(a.curve.spline().eval(3.0).value_or(-1.0), 1.5); // the samples, not the spline (2.5)
    QCOMPARE(a.curve.spline().eval(7.5).value_or(-1.0), 4.5);
    QVERIFY(!d.findChannelByPath("/P.v"));
    // Editing a time-sample channel is refused.
    QVERIFY(!doc.value()->edit(a.id, [](AnimCurveFn &fn) { return fn.setValue(0, 1.0); }).isOk());
}

void TestTimeSampleChannels::curveEvaluatesAsSamples_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("double linear") << "/P.a";
    QTest::newRow("float with a block") << "/P.f";
    QTest::newRow("int held") << "/P.n";
}

void TestTimeSampleChannels::curveEvaluatesAsSamples()
{
    QFETCH(QString, path);
    const Document stack = layerStack(kLayer);
    const ResolvedAttribute r = resolveAttribute(stack, path.toStdString());
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::fromLayerStack(stack);
    QVERIFY(doc.isOk());
    const Spline &spline = doc.value()->channel(*doc.value()->findChannelByPath(path.toStdString())).curve.spline();
    int compared = 0;
    for (double t = -2.0; t <= 12.0; t += 0.25, ++compared) {
        const std::optional<double> want = evalResolvedAttribute(r, t), got = spline.eval(t);
        QVERIFY2(want.has_value() == got.has_value(), qPrintable(QStringLiteral("t=%1").arg(t)));
        if (want)
            QVERIFY2(std::abs(*want - *got) < 1e-6, qPrintable(QStringLiteral("t=%1: want %2, got %3").arg(t).arg(*want).arg(*got)));
    }
    qInfo("compared %d times", compared);
}

void TestTimeSampleChannels::saveKeepsBothOpinions()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.usda")), out = dir.filePath(QStringLiteral("out.usda"));
    QVERIFY(saveLayerFile(layerStack(kLayer).root(), in).isOk()); // the writer's own form
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(in);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QVERIFY(doc.value()->saveAs(out).isOk());
    const QByteArray written = readAll(out);
    QVERIFY(written.contains("a.spline"));
    QVERIFY(written.contains("a.timeSamples"));
    QCOMPARE(written, readAll(in));
}

void TestTimeSampleChannels::convertIsOneUndoableChange()
{
    Result<std::unique_ptr<EditorDocument>> opened = EditorDocument::fromLayerStack(layerStack(kLayer));
    EditorDocument &d = *opened.value();
    const ChannelId a = *d.findChannelByPath("/P.a");
    const Layer original = d.editedRootLayer().value();
    const AnimCurve curve = d.channel(a).curve;
    DocumentChange change;
    QVERIFY(d.convertTimeSamplesToSpline(a, &change).isOk());
    const std::size_t row = *d.rowOf(a);
    QCOMPARE(row, std::size_t(0)); // same id, same row
    QCOMPARE(d.channel(a).valueSource, ValueSourceKind::Spline);
    QVERIFY(!d.channel(a).readOnly);
    QVERIFY(d.channel(a).shadowed.empty());
    QVERIFY(d.channel(a).curve == curve);
    QVERIFY(d.isModified());
    // Editable now; the edited root layer has the spline and no samples, so it is in effect.
    QVERIFY(d.edit(a, [](AnimCurveFn &fn) { return fn.setValue(1, 4.0); }, &change).isOk());
    const Layer edited = d.editedRootLayer().value();
    const Attribute *attr = edited.findAttribute("/P.a");
    QVERIFY(attr && attr->spline && !attr->timeSamples);
    QCOMPARE(resolveAttribute(documentFromLayer(edited), "/P.a").inEffect.kind, ValueSourceKind::Spline);
    QCOMPARE(attr->spline->spline.eval(5.0).value_or(-1.0), 4.0);
    // Undo: the time-sample channel is back, and so is the layer as opened.
    QVERIFY(d.revert(change).isOk());
    QCOMPARE(d.channel(a).valueSource, ValueSourceKind::TimeSamples);
    QVERIFY(d.channel(a).readOnly);
    QVERIFY(d.editedRootLayer().value() == original);
    QVERIFY(d.apply(change).isOk());
    QCOMPARE(d.channel(a).valueSource, ValueSourceKind::Spline);
    QCOMPARE(d.channel(a).curve.spline().eval(5.0).value_or(-1.0), 4.0);
}

void TestTimeSampleChannels::convertedSplineSavesInEffect()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("only-samples.usda"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#usda 1.0\n\ndef \"P\"\n{\n    double a.timeSamples = { 1: 0, 5: 3, 10: 6 }\n    double b = 2\n}\n");
    f.close();
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    QVERIFY(doc.isOk());
    EditorDocument &d = *doc.value();
    QCOMPARE(d.channelCount(), std::size_t(1));
    DocumentChange change;
    QVERIFY(d.convertTimeSamplesToSpline(d.channelIdAt(0), &change).isOk());
    QVERIFY(d.save().isOk());
    Result<std::unique_ptr<EditorDocument>> again = EditorDocument::open(path);
    QVERIFY(again.isOk());
    const Channel &c = again.value()->channel(again.value()->channelIdAt(0));
    QCOMPARE(c.valueSource, ValueSourceKind::Spline);
    QVERIFY(!c.readOnly);
    QCOMPARE(c.curve.spline().eval(7.5).value_or(-1.0), 4.5); // linear knots at the samples
    QVERIFY(!again.value()->usdDocument()->root().findAttribute("/P.a")->timeSamples);
    // Undo after the save, save again: the samples are back in the file.
    QVERIFY(d.revert(change).isOk());
    QVERIFY(d.save().isOk());
    Result<Layer> reread = readLayerFile(path);
    QVERIFY(reread.isOk());
    QVERIFY(reread->findAttribute("/P.a")->timeSamples);
    QCOMPARE(resolveAttribute(documentFromLayer(reread.value()), "/P.a").inEffect.kind, ValueSourceKind::TimeSamples);
}

void TestTimeSampleChannels::convertRefusals()
{
    Result<std::unique_ptr<EditorDocument>> opened = EditorDocument::fromLayerStack(layerStack(kLayer));
    EditorDocument &d = *opened.value();
    const ChannelId n = *d.findChannelByPath("/P.n");
    DocumentChange change;
    const Status st = d.convertTimeSamplesToSpline(n, &change); // an int attribute cannot hold a spline
    QCOMPARE(st.id(), MessageId::AttributeCannotHoldSpline);
    QVERIFY(change.isEmpty());
    QCOMPARE(d.channel(n).valueSource, ValueSourceKind::TimeSamples);
    const ChannelId a = *d.findChannelByPath("/P.a");
    QVERIFY(d.convertTimeSamplesToSpline(a).isOk());
    QCOMPARE(d.convertTimeSamplesToSpline(a).id(), MessageId::ChannelNotTimeSamples);
    QCOMPARE(d.convertTimeSamplesToSpline(ChannelId(999)).id(), MessageId::ChannelDoesNotExist);
}

QTEST_GUILESS_MAIN(TestTimeSampleChannels)
#include "tst_time_sample_channels.moc"
