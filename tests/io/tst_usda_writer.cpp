// core/io usda writer: canonical output compared with OpenUSD's own writer baselines
// (../shared/realdata/*_baseline.usda), header version selection, number formatting,
// lossless extras, and atomic saves (QSaveFile).
#include "core/io/LayerFile.h"
#include "core/io/NumberFormat.h"
#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"
#include "core/spline/ValueRounding.h"
#include "tests/support/GoldenData.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QFileInfo>
#include <QTest>

using namespace knotline;

class TestUsdaWriter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void baselines_data();
    void baselines();
    void writerOutputIsAFixedPoint_data();
    void writerOutputIsAFixedPoint();
    void headerVersion_data();
    void headerVersion();
    void numbers_data();
    void numbers();
    void floatAndHalfNumbers();
    void insignificantTangentsKept();
    void editedCustomDataWritten();
    void customAlgorithmWritten();
    void layerMetadataOrder();
    void savesAtomically();
};

namespace {

QString realdata(const QString &name)
{
    return test::sharedRoot() + QStringLiteral("/realdata/") + name;
}

QString readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

Layer parse(const std::string &text)
{
    Result<Layer> r = readUsda(text, "test.usda");
    if (!r)
        qFatal("%s", r.message().c_str());
    return std::move(r).value();
}

std::string splineLayer(const char *header, const char *items)
{
    return std::string(header) + "\n\ndef \"P\"\n{\n    double a.spline = {\n" + items + "    }\n}\n\n";
}

} // namespace

void TestUsdaWriter::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/usd_220_splines.usda"), QStringLiteral("realdata/usd_220_splines_baseline.usda"), QStringLiteral("realdata/usd_226_version_1.1.usda"), QStringLiteral("realdata/usd_226_version_1.1_baseline.usda"), QStringLiteral("realdata/usd_228_spline_extrap_loop_boundary.usda"), QStringLiteral("realdata/usd_228_spline_extrap_loop_boundary_baseline.usda"), QStringLiteral("realdata/usd_clips_stitchclips_result.usda"), QStringLiteral("realdata/usd_clips_template_args_root.usda"));
}

void TestUsdaWriter::baselines_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("notInBaseline");
    // The 220 baseline is older than its input: it lacks the `duration zodiac` spline,
    // which the newest input (and so our output) has.
    QTest::newRow("220 splines") << "usd_220_splines.usda" << "usd_220_splines_baseline.usda"
                                 << "    duration zodiac.spline = {\n        14: 44; pre (0, 0); post linear,\n"
                                    "        18: 27; post linear,\n    }\n";
    QTest::newRow("226 version 1.1") << "usd_226_version_1.1.usda" << "usd_226_version_1.1_baseline.usda" << "";
    QTest::newRow("228 loop boundary") << "usd_228_spline_extrap_loop_boundary.usda"
                                       << "usd_228_spline_extrap_loop_boundary_baseline.usda" << "";
    QTest::newRow("stitchclips (writer output)") << "usd_clips_stitchclips_result.usda" << "usd_clips_stitchclips_result.usda" << "";
}

void TestUsdaWriter::baselines()
{
    QFETCH(QString, input);
    QFETCH(QString, baseline);
    QFETCH(QString, notInBaseline);
    Result<Layer> layer = readLayerFile(realdata(input));
    QVERIFY2(layer.isOk(), layer.message().c_str());
    QString written = QString::fromStdString(writeUsda(layer.value()));
    if (!notInBaseline.isEmpty()) {
        QVERIFY(written.contains(notInBaseline));
        written.remove(notInBaseline);
    }
    const QString expected = readAll(realdata(baseline));
    if (written != expected) {
        const QStringList a = written.split(QLatin1Char('\n')), b = expected.split(QLatin1Char('\n'));
        for (int i = 0; i < std::max(a.size(), b.size()); ++i) {
            const QString x = a.value(i), y = b.value(i);
            if (x != y)
                QFAIL(qPrintable(QStringLiteral("line %1 differs:\n  written:  %2\n  baseline: %3").arg(i + 1).arg(x, y)));
        }
    }
    QCOMPARE(written, expected);
}

void TestUsdaWriter::writerOutputIsAFixedPoint_data()
{
    QTest::addColumn<QString>("input");
    for (const char *name : {"usd_220_splines.usda", "usd_226_version_1.1.usda", "usd_228_spline_extrap_loop_boundary.usda",
                             "usd_clips_stitchclips_result.usda", "usd_clips_template_args_root.usda"})
        QTest::newRow(name) << name;
}

void TestUsdaWriter::writerOutputIsAFixedPoint()
{
    QFETCH(QString, input);
    Result<Layer> layer = readLayerFile(realdata(input));
    QVERIFY(layer.isOk());
    const std::string once = writeUsda(layer.value());
    const std::string twice = writeUsda(parse(once));
    QCOMPARE(QString::fromStdString(twice), QString::fromStdString(once));
}

void TestUsdaWriter::headerVersion_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("header");
    QTest::newRow("plain 1.0") << QString::fromStdString(splineLayer("#usda 1.0", "        1: 2,\n")) << "#usda 1.0";
    QTest::newRow("declared 1.3, nothing new → 1.0") << QString::fromStdString(splineLayer("#usda 1.3", "        1: 2,\n")) << "#usda 1.0";
    QTest::newRow("autoEase → 1.1")
        << QString::fromStdString(splineLayer("#usda 1.0", "        bezier,\n        1: 2; post curve (1, 0, autoEase),\n        3: 4,\n"))
        << "#usda 1.1";
    QTest::newRow("custom algorithm → 1.1")
        << QString::fromStdString(splineLayer("#usda 1.1", "        bezier,\n        1: 2; post curve (1, 0, custom),\n        3: 4,\n"))
        << "#usda 1.1";
    QTest::newRow("loop boundary → 1.3")
        << QString::fromStdString(splineLayer("#usda 1.0", "        post: loop reset(1),\n        1: 2,\n        3: 4,\n")) << "#usda 1.3";
    QTest::newRow("boundary and autoEase → 1.3")
        << QString::fromStdString(splineLayer("#usda 1.1", "        pre: loop repeat(3),\n        bezier,\n        1: 2; post curve (1, 0, autoEase),\n        3: 4,\n"))
        << "#usda 1.3";
    QTest::newRow("declared 1.2 with list values → 1.2")
        << "#usda 1.2\ndef \"P\"\n{\n    int[] a = [1, 2]\n}\n" << "#usda 1.2";
    QTest::newRow("declared 1.2 without list values → 1.0")
        << "#usda 1.2\ndef \"P\"\n{\n    int a = 1\n}\n" << "#usda 1.0";
}

void TestUsdaWriter::headerVersion()
{
    QFETCH(QString, text);
    QFETCH(QString, header);
    const std::string written = writeUsda(parse(text.toStdString()));
    QCOMPARE(QString::fromStdString(written.substr(0, written.find('\n'))), header);
}

void TestUsdaWriter::numbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("integer") << 6.0 << "6";
    QTest::newRow("short") << 0.57 << "0.57";
    QTest::newRow("long") << 1.1656754249492378 << "1.1656754249492378";
    QTest::newRow("negative") << -14.7 << "-14.7";
    QTest::newRow("negative zero") << -0.0 << "-0";
    QTest::newRow("large fixed") << 123456789012345.0 << "123456789012345";
    QTest::newRow("large scientific") << 1e15 << "1e+15";
    QTest::newRow("small fixed") << 0.000001 << "0.000001";
    QTest::newRow("small scientific") << 1.5e-7 << "1.5e-07";
    QTest::newRow("third") << 1.0 / 3.0 << "0.3333333333333333";
    QTest::newRow("inf") << qInf() << "inf";
    QTest::newRow("-inf") << -qInf() << "-inf";
}

void TestUsdaWriter::numbers()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatDouble(value)), text);
}

void TestUsdaWriter::floatAndHalfNumbers()
{
    QCOMPARE(formatFloat(static_cast<float>(0.57)), std::string("0.57"));
    QCOMPARE(formatFloat(static_cast<float>(1.0 / 3.0)), std::string("0.33333334"));
    QCOMPARE(formatHalf(roundToHalf(0.57)), std::string("0.57"));
    QCOMPARE(formatHalf(roundToHalf(-40.0)), std::string("-40"));
    QCOMPARE(formatHalf(roundToHalf(88.88)), std::string("88.9"));
    // each reads back to the same half
    for (double v : {0.1, 3.14159, 1000.5, -0.001, 65504.0})
        QCOMPARE(roundToHalf(std::stod(formatHalf(roundToHalf(v)))), roundToHalf(v));
}

void TestUsdaWriter::insignificantTangentsKept()
{
    // Ts's writer drops tangents that face held/linear segments; Knotline writes them
    // when they are not zero so that nothing authored is lost.
    const std::string text = splineLayer("#usda 1.0", "        1: 2; pre (0, 0); post held (1.5, 2),\n        3: 4; pre (0.5, -1); post linear,\n");
    const std::string written = writeUsda(parse(text));
    QCOMPARE(QString::fromStdString(written), QString::fromStdString(text));
}

void TestUsdaWriter::editedCustomDataWritten()
{
    Layer layer = parse(splineLayer("#usda 1.0", "        1: 2; pre (0, 0); post held; { int n = 3; dictionary d = { string s = \"x\" } },\n"));
    // unchanged: the typed original (with its nested dictionary) is written
    QVERIFY(writeUsda(layer).find("; { dictionary d = { string s = \"x\" }; int n = 3 },") != std::string::npos);
    // edited in the spline: the knot's customData is written instead
    AttributeSpline &as = *layer.findAttribute("/P.a")->spline;
    std::vector<Knot> knots = as.spline.knots();
    knots[0].customData["n"] = std::int64_t(4);
    QVERIFY(as.spline.setKnots(knots).isOk());
    QVERIFY(writeUsda(layer).find("; { int n = 4 },") != std::string::npos);
}

void TestUsdaWriter::customAlgorithmWritten()
{
    const std::string text = splineLayer("#usda 1.1", "        bezier,\n        1: 2; pre (0, 0); post curve (1, 0.5, custom),\n        3: 4; pre (1, 0); post held,\n");
    QCOMPARE(QString::fromStdString(writeUsda(parse(text))), QString::fromStdString(text));
}

void TestUsdaWriter::layerMetadataOrder()
{
    const Layer layer = parse("#usda 1.0\n(\n    upAxis = \"Z\"\n    timeCodesPerSecond = 24\n    subLayers = [@b.usda@, @a.usda@ (scale = 0.5)]\n"
                              "    startTimeCode = 1\n    endTimeCode = 10\n    doc = \"hello\"\n    \"comment\"\n)\n");
    QCOMPARE(QString::fromStdString(writeUsda(layer)),
             QStringLiteral("#usda 1.0\n(\n    \"comment\"\n    doc = \"hello\"\n    endTimeCode = 10\n    startTimeCode = 1\n"
                            "    subLayers = [\n        @b.usda@,\n        @a.usda@ (scale = 0.5)\n    ]\n    timeCodesPerSecond = 24\n"
                            "    upAxis = \"Z\"\n)\n\n"));
}

void TestUsdaWriter::savesAtomically()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("out.usda"));
    const Layer layer = parse(splineLayer("#usda 1.0", "        1: 2; pre (0, 0); post held,\n"));
    QVERIFY(saveLayerFile(layer, path).isOk());
    QCOMPARE(readAll(path), QString::fromStdString(writeUsda(layer)));
    // Overwrite with other content: the file is replaced completely.
    QVERIFY(saveTextFile("short\n", path).isOk());
    QCOMPARE(readAll(path), QStringLiteral("short\n"));
    // A save that cannot happen reports why.
    const Status bad = saveLayerFile(layer, dir.filePath(QStringLiteral("missing/dir/out.usda")));
    QVERIFY(!bad.isOk());
    QVERIFY(QString::fromStdString(bad.message()).contains(QStringLiteral("cannot save")));
    // A failed save leaves the old file intact. The file's name is as long as a file name
    // may be (255 bytes), so the save's temporary file beside it (the name plus a suffix)
    // cannot be created, by root neither.
    const QString longName = dir.filePath(QString(255 - 5, QLatin1Char('n')) + QStringLiteral(".usda"));
    QCOMPARE(QFileInfo(longName).fileName().size(), 255);
    {
        QFile existing(longName); // written directly: a save through a temporary file cannot
        QVERIFY2(existing.open(QIODevice::WriteOnly), qPrintable(existing.errorString()));
        QCOMPARE(existing.write("short\n"), qint64(6));
    }
    QCOMPARE(readAll(longName), QStringLiteral("short\n"));
    const Status failed = saveLayerFile(layer, longName);
    QVERIFY2(!failed.isOk(), "a save whose temporary file cannot be made must fail");
    QVERIFY(QString::fromStdString(failed.message()).contains(QStringLiteral("cannot save")));
    QCOMPARE(readAll(longName), QStringLiteral("short\n"));
    // A parent path that is a file: no directory to save into, whoever runs the test.
    const Status underFile = saveLayerFile(layer, path + QStringLiteral("/inside.usda"));
    QVERIFY(!underFile.isOk());
    QCOMPARE(readAll(path), QStringLiteral("short\n"));
}

QTEST_GUILESS_MAIN(TestUsdaWriter)
#include "tst_usda_writer.moc"
