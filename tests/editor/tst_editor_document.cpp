// EditorDocument (core/editor, no widgets): opening real files into channels, refusing
// unknown and malformed files, documents made in memory (no file read), saving in the
// document's own format and refusing the other.
#include "core/document/Document.h"
#include "core/editor/EditorDocument.h"
#include "core/io/AnimFile.h"
#include "core/io/LayerFile.h"
#include "core/io/UsdaReader.h"
#include "tests/support/OpenedChannels.h"
#include "tests/support/GoldenData.h"
#include "tests/support/SplineDocument.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;
using knotline::test::openedChannel;

class TestEditorDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openUsdaAndAnim_data();
    void openUsdaAndAnim();
    void openRefusesUnknownAndBadFiles();
    void fromLayerStackInMemory();
    void fromAnimFileInMemory();
    void saveRoundTrip();
    void legacySdfIsSavedAsUsda();
    void saveAsKeepsTheAuthoredText();
    void timecodeChannelsThroughAnOffset();
};

using test::openOrFail;
using test::realData;

static bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

void TestEditorDocument::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/maya_example_ssbh_editor.anim"), QStringLiteral("realdata/usd_220_splines.usda"),
                            QStringLiteral("realdata/usd_228_spline_extrap_loop_boundary.usda"));
}

void TestEditorDocument::openUsdaAndAnim_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("minChannels");
    QTest::newRow("usd_220_splines") << realData("usd_220_splines.usda") << 3;
    QTest::newRow("usd_228_loop_boundary") << realData("usd_228_spline_extrap_loop_boundary.usda") << 1;
    QTest::newRow("maya anim") << realData("maya_example_ssbh_editor.anim") << 3;
}


void TestEditorDocument::openUsdaAndAnim()
{
    QFETCH(QString, file);
    QFETCH(int, minChannels);
    auto doc = openOrFail(file);
    QVERIFY(doc);
    QVERIFY(int(doc->channelCount()) >= minChannels);
    QCOMPARE(doc->filePath(), file);
    QVERIFY(!doc->isModified());
    for (std::size_t row = 0; row < doc->channelCount(); ++row) {
        const ChannelId id = doc->channelIdAt(row);
        QCOMPARE(id, openedChannel(row)); // ids in row order from 1, as EditorDocument promises
        QCOMPARE(doc->rowOf(id), std::optional<std::size_t>(row));
        const Channel &c = doc->channel(id);
        QCOMPARE(c.id, id);
        QVERIFY(!c.path.empty());
        QVERIFY(c.curve.checkConsistency().isOk());
        QCOMPARE(doc->findChannelByPath(c.path), std::optional<ChannelId>(id));
    }
}


void TestEditorDocument::openRefusesUnknownAndBadFiles()
{
    Result<std::unique_ptr<EditorDocument>> unknown = EditorDocument::open(QStringLiteral("/tmp/x.txt"));
    QVERIFY(!unknown);
    QVERIFY(QString::fromStdString(unknown.message()).contains(QLatin1String("unknown file type")));
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.usda"));
    QVERIFY(writeFile(bad, "#usda 1.0\ndef \"P\" {\n  double a.spline = { 1: 2; post bogus }\n}\n"));
    Result<std::unique_ptr<EditorDocument>> r = EditorDocument::open(bad);
    QVERIFY(!r);
    QVERIFY2(QString::fromStdString(r.message()).contains(QLatin1String("bad.usda:3:")), r.message().c_str());
}


void TestEditorDocument::saveRoundTrip()
{
    QTemporaryDir dir;
    for (const char *name : {"usd_220_splines.usda", "maya_example_ssbh_editor.anim"}) {
        auto doc = openOrFail(realData(name));
        QVERIFY(doc);
        std::size_t ch = 0;
        while (ch < doc->channelCount() && doc->channel(openedChannel(ch)).curve.numKeys() < 1)
            ++ch;
        QVERIFY(doc->edit(openedChannel(ch), [](AnimCurveFn &fn) { return fn.setValue(0, 12.25); }).isOk());
        const QString out = dir.filePath(QString::fromLatin1(name));
        QVERIFY(doc->saveAs(out).isOk());
        QVERIFY(!doc->isModified());
        auto again = openOrFail(out);
        QVERIFY(again);
        QCOMPARE(again->channelCount(), doc->channelCount());
        QCOMPARE(again->channel(openedChannel(ch)).curve.keyValue(0), 12.25);
        // Saving to the other format is refused and writes nothing.
        const QString wrong = dir.filePath(QStringLiteral("wrong.txt"));
        QVERIFY(!doc->saveAs(wrong).isOk());
        QVERIFY(!QFile::exists(wrong));
    }
}


// The document's layers and root layer come from what was opened, not from the disk:
// rewriting the files after opening changes none of them.

void TestEditorDocument::fromLayerStackInMemory()
{
    const char *text = "#usda 1.0\n(\n    timeCodesPerSecond = 30\n)\n\ndef Xform \"Rig\"\n{\n"
                       "    double tx.spline = {\n        0: 0; post linear,\n        10: 5,\n    }\n}\n";
    Result<Layer> layer = readUsda(text, "memory.usda");
    QVERIFY2(layer.isOk(), layer.message().c_str());
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::fromLayerStack(documentFromLayer(std::move(layer.value())));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    EditorDocument &d = *doc.value();
    QCOMPARE(d.channelCount(), std::size_t(1));
    QCOMPARE(d.channel(openedChannel(0)).path, std::string("/Rig.tx"));
    QCOMPARE(d.timeCodesPerSecond(), 30.0);
    QCOMPARE(d.startTimeCode(), 0.0); // no authored range: the keys' range
    QCOMPARE(d.endTimeCode(), 10.0);
    QVERIFY(d.filePath().isEmpty());
    QVERIFY(d.usdDocument() && !d.animFile());
    QVERIFY(d.edit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(1, 7.0); }).isOk());
    QVERIFY(!d.save().isOk()); // no file yet: Save As
    Result<Layer> edited = d.editedRootLayer();
    QVERIFY(edited.isOk());
    QCOMPARE(*edited->findAttribute("/Rig.tx")->spline->spline.eval(10), 7.0);
}

void TestEditorDocument::fromAnimFileInMemory()
{
    const char *text = "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit ntsc;\nlinearUnit cm;\nangularUnit deg;\n"
                       "startTime 1;\nendTime 20;\n"
                       "anim translate.translateY translateY box 0 1 0;\n"
                       "animData {\n  input time;\n  output linear;\n  weighted 0;\n  keys {\n"
                       "    1 0 linear linear 1 0 0;\n    20 20 linear linear 1 0 0;\n  }\n}\n";
    Result<AnimFile> anim = parseAnimFile(text, "memory.anim");
    QVERIFY2(anim.isOk(), anim.message().c_str());
    const std::unique_ptr<EditorDocument> d = EditorDocument::fromAnimFile(std::move(anim.value()));
    QCOMPARE(d->channelCount(), std::size_t(1));
    QCOMPARE(d->timeCodesPerSecond(), 30.0);
    QCOMPARE(d->startTimeCode(), 1.0);
    QCOMPARE(d->endTimeCode(), 20.0);
    QVERIFY(d->animFile() && !d->usdDocument());
    QCOMPARE(d->channel(openedChannel(0)).curve.keyValue(1), 20.0);
}

// A layer opened from a legacy .sdf text file cannot be written in place (the editor
// writes usda); it saves to .usda (MainWindow::save asks for a name then).
void TestEditorDocument::legacySdfIsSavedAsUsda()
{
    QTemporaryDir dir;
    const QString sdf = dir.filePath(QStringLiteral("legacy.sdf"));
    QVERIFY(writeFile(sdf, "#sdf 1.4.32\ndef \"P\"\n{\n    double a.spline = {\n        1: 2,\n    }\n}\n"));
    auto doc = openOrFail(sdf);
    QVERIFY(doc);
    QVERIFY(!doc->canSaveTo(sdf));
    QVERIFY(!doc->save().isOk());
    QVERIFY(doc->canSaveTo(dir.filePath(QStringLiteral("legacy.usda"))));
    QVERIFY(!doc->canSaveTo(dir.filePath(QStringLiteral("legacy.anim"))));
    QVERIFY(doc->saveAs(dir.filePath(QStringLiteral("legacy.usda"))).isOk());
    QVERIFY(!EditorDocument::createEmpty()->canSaveTo(dir.filePath(QStringLiteral("x.usda"))));
}

// Issue 17 item 11: Save As keeps the file as authored — properties out of name order, a
// relationship among them, comments — byte for byte where nothing was edited; an edited
// spline stays where it was; reopened, the channels come in the same order.
void TestEditorDocument::saveAsKeepsTheAuthoredText()
{
    const QByteArray source = "#usda 1.0\n"
                              "# made by hand\n"
                              "def Xform \"Rig\"\n"
                              "{\n"
                              "    double zeta.spline = {\n"
                              "        1: 0; post linear,\n"
                              "        10: 10; post linear,  # keep\n"
                              "    }\n"
                              "    rel target = </Rig>\n"
                              "    // the middle one\n"
                              "    double mid.spline = {\n"
                              "        5: 1.0; post linear,\n"
                              "        9: 2.50; post linear,\n"
                              "    }\n"
                              "    double alpha.spline = { 1: 2; post held, }\n"
                              "}\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rig.usda"));
    QVERIFY(writeFile(path, source));
    auto doc = openOrFail(path);
    QVERIFY(doc);
    QCOMPARE(doc->channelCount(), std::size_t(3));
    const auto paths = [](const EditorDocument &d) {
        QStringList out;
        for (std::size_t i = 0; i < d.channelCount(); ++i)
            out << QString::fromStdString(d.channel(openedChannel(i)).path);
        return out;
    };
    const QStringList authored{QStringLiteral("/Rig.zeta"), QStringLiteral("/Rig.mid"), QStringLiteral("/Rig.alpha")};
    QCOMPARE(paths(*doc), authored);
    const auto readText = [](const QString &p) {
        QFile f(p);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };

    // Unedited: byte for byte.
    const QString same = dir.filePath(QStringLiteral("same.usda"));
    QVERIFY(doc->saveAs(same).isOk());
    QCOMPARE(readText(same), source);

    // The middle spline edited: only its statement is rewritten, in place (as the edited
    // curve spells it).
    QVERIFY(doc->edit(openedChannel(1), [](AnimCurveFn &fn) { return fn.setValue(0, 4.0); }).isOk());
    const QString edited = dir.filePath(QStringLiteral("edited.usda"));
    QVERIFY(doc->saveAs(edited).isOk());
    QByteArray expected = source;
    expected.replace("    double mid.spline = {\n        5: 1.0; post linear,\n        9: 2.50; post linear,\n    }\n",
                     "    double mid.spline = {\n"
                     "        5: 4; pre (0, 0); post linear (1.3333333333333333, -0.375),\n"
                     "        9: 2.5; pre (1.3333333333333333, -0.375); post curve (0, 0),\n"
                     "    }\n"); // the edited curve's own spelling (Maya tangents)
    QCOMPARE(readText(edited), expected);
    auto again = openOrFail(edited);
    QVERIFY(again);
    QCOMPARE(paths(*again), authored);
    QCOMPARE(again->channel(openedChannel(1)).curve.keyValue(0), 4.0);
    // A second save goes on from the file last saved.
    QVERIFY(doc->edit(openedChannel(2), [](AnimCurveFn &fn) { return fn.setValue(0, 3.0); }).isOk());
    QVERIFY(doc->save().isOk());
    expected.replace("    double alpha.spline = { 1: 2; post held, }\n",
                     "    double alpha.spline = {\n        1: 3; pre (0, 0); post held (0.3333333333333333, 0),\n    }\n");
    QCOMPARE(readText(edited), expected);
}

// Issue 39: a sublayer's timecode samples are shown in the root's time with their values
// mapped too (OpenUSD: 120, 130, 140 at 100, 110, 120), the value source says the same, and
// saving writes the root as it was and never the sublayer (the editor edits the root
// layer only, where the offset is the identity: nothing to map back).
void TestEditorDocument::timecodeChannelsThroughAnOffset()
{
    QTemporaryDir dir;
    const QByteArray sub = "#usda 1.0\n\ndef \"P\"\n{\n    timecode s.timeSamples = {\n        0: 10,\n"
                           "        10: 20,\n    }\n}\n";
    const QByteArray root = "#usda 1.0\n(\n    subLayers = [@./sub.usda@ (offset = 100; scale = 2)]\n)\n\n"
                            "def \"P\"\n{\n    timecode r.spline = {\n        0: 5,\n        10: 15,\n    }\n}\n";
    QVERIFY(writeFile(dir.filePath(QStringLiteral("sub.usda")), sub));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("root.usda")), root));
    std::unique_ptr<EditorDocument> doc = openOrFail(dir.filePath(QStringLiteral("root.usda")));
    QVERIFY(doc);
    const std::optional<ChannelId> s = doc->findChannelByPath("/P.s");
    QVERIFY(s);
    const AnimCurve &curve = doc->channel(*s).curve;
    QCOMPARE(curve.spline().eval(100.0), std::optional<double>(120.0));
    QCOMPARE(curve.spline().eval(110.0), std::optional<double>(130.0));
    QCOMPARE(curve.spline().eval(120.0), std::optional<double>(140.0));
    QCOMPARE(doc->valueSourceAt(*s, 110.0).value, std::optional<double>(130.0));
    QVERIFY(doc->channel(*s).readOnly);

    const QString copy = dir.filePath(QStringLiteral("copy.usda"));
    QVERIFY(doc->saveAs(copy));
    QFile saved(copy);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), root);
    QFile kept(dir.filePath(QStringLiteral("sub.usda")));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), sub);

    // Converted to a spline, the samples become the root's own opinion, in root time: a
    // timecode spline (a stack that sublayers this root with an offset maps it again).
    QVERIFY(doc->convertTimeSamplesToSpline(*s, nullptr));
    const QString converted = dir.filePath(QStringLiteral("converted.usda"));
    QVERIFY(doc->saveAs(converted));
    const Result<Layer> layer = readLayerFile(converted);
    QVERIFY2(layer.isOk(), layer.message().c_str());
    const Attribute *a = layer->findAttribute("/P.s");
    QVERIFY(a && a->spline);
    QCOMPARE(a->typeName, std::string("timecode"));
    QCOMPARE(a->spline->spline.eval(110.0), std::optional<double>(130.0));
}

QTEST_GUILESS_MAIN(TestEditorDocument)
#include "tst_editor_document.moc"
