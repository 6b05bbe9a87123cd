// The subcommands run in-process (knotline_cli, no subprocess): exit statuses, the files
// bake writes and the formats info reads. tst_cli runs the same through the executable,
// with its printed output.
#include "app/cli/BakeCommand.h"
#include "app/cli/CliCommon.h"
#include "app/cli/EvalCommand.h"
#include "app/cli/InfoCommand.h"
#include "app/cli/RoundTripCommand.h"
#include "core/io/RoundTripCheck.h"
#include "core/editor/DocumentFormats.h"
#include "core/io/LayerFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

namespace {

const char *kLayer = "#usda 1.0\n\ndef Xform \"Rig\"\n{\n"
                     "    double tx.spline = {\n        0: 0; post linear,\n        10: 5,\n    }\n}\n";

const char *kAnim = "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
                    "anim translate.translateY translateY box 0 1 0;\n"
                    "animData {\n  input time;\n  output linear;\n  weighted 0;\n  keys {\n"
                    "    0 0 linear linear 1 0 0;\n    10 20 linear linear 1 0 0;\n  }\n}\n";

/// Weighted Fixed tangents, a step-next key, a cycling pre-infinity: Ts evaluates the
/// step-next key's own time to the next key's value (AnimCurve.h), Maya to its own.
const char *kStepNextAnim = "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
                            "anim translate.translateY translateY box 0 1 0;\n"
                            "animData {\n  input time;\n  output linear;\n  weighted 1;\n  preInfinity cycle;\n"
                            "  keys {\n    0 0 auto auto 1 0 0;\n    5 10 fixed fixed 1 0 0 45 2 30 1;\n"
                            "    8 4 stepnext stepnext 1 0 0;\n    12 7 spline step 1 0 0;\n    20 1 clamped clamped 1 0 0;\n"
                            "  }\n}\n";

} // namespace

class TestCliCommands : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void exitStatuses_data();
    void exitStatuses();
    void bakeWritesALayer();
    void everyRegisteredFormatHasAReader();
    void roundTripCheck();
    void roundTripExitStatuses_data();
    void roundTripExitStatuses();

private:
    QString write(const QString &name, const char *text);
    QTemporaryDir m_dir;
};

QString TestCliCommands::write(const QString &name, const char *text)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

void TestCliCommands::initTestCase()
{
    QVERIFY(m_dir.isValid());
    write(QStringLiteral("rig.usda"), kLayer);
    write(QStringLiteral("box.anim"), kAnim);
    write(QStringLiteral("bad.usda"), "#usda 1.0\ndef \"P\" {\n");
    write(QStringLiteral("stepnext.anim"), kStepNextAnim);
}

void TestCliCommands::exitStatuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    const QString p = QStringLiteral("knotline");
    const QString rig = m_dir.filePath(QStringLiteral("rig.usda"));
    const QString box = m_dir.filePath(QStringLiteral("box.anim"));
    const QString bad = m_dir.filePath(QStringLiteral("bad.usda"));
    QTest::newRow("info usda") << QStringList{p, rig} << int(cli::ExitOk);
    QTest::newRow("info anim") << QStringList{p, box} << int(cli::ExitOk);
    QTest::newRow("info malformed") << QStringList{p, bad} << int(cli::ExitBadInput);
    QTest::newRow("info missing") << QStringList{p, m_dir.filePath(QStringLiteral("none.usda"))} << int(cli::ExitBadInput);
    QTest::newRow("info no input") << QStringList{p} << int(cli::ExitBadArguments);
    QTest::newRow("eval usda") << QStringList{p, rig, QStringLiteral("--attr"), QStringLiteral("/Rig.tx"), QStringLiteral("--time"), QStringLiteral("1,2")}
                               << int(cli::ExitOk);
    QTest::newRow("eval unknown attribute") << QStringList{p, rig, QStringLiteral("--attr"), QStringLiteral("/Rig.ty"), QStringLiteral("--time"), QStringLiteral("1")}
                                            << int(cli::ExitBadArguments);
    QTest::newRow("eval anim") << QStringList{p, box, QStringLiteral("--attr"), QStringLiteral("box.translateY"), QStringLiteral("--time"), QStringLiteral("5")}
                               << int(cli::ExitOk);
}

void TestCliCommands::exitStatuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    const bool eval = arguments.contains(QStringLiteral("--attr"));
    QCOMPARE(eval ? cli::runEval(arguments) : cli::runInfo(arguments), status);
}

void TestCliCommands::bakeWritesALayer()
{
    const QString out = m_dir.filePath(QStringLiteral("baked.usda"));
    QCOMPARE(cli::runBake({QStringLiteral("knotline"), m_dir.filePath(QStringLiteral("rig.usda")), QStringLiteral("-o"), out}),
             int(cli::ExitOk));
    Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked.isOk(), baked.message().c_str());
    const Attribute *tx = baked->findAttribute("/Rig.tx");
    QVERIFY(tx && tx->timeSamples && !tx->spline);
    QCOMPARE(tx->timeSamples->size(), std::size_t(11)); // frames 0..10, no jump
    // Refuses to write over its input and changes nothing.
    const QString in = m_dir.filePath(QStringLiteral("rig.usda"));
    QCOMPARE(cli::runBake({QStringLiteral("knotline"), in, QStringLiteral("-o"), in}), int(cli::ExitBadArguments));
    QFile f(in);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray(kLayer));
}

void TestCliCommands::everyRegisteredFormatHasAReader()
{
    for (const DocumentFormat &f : documentFormats()) {
        QVERIFY(bool(f.open));
        QVERIFY(bool(f.readLayerStack));
        QVERIFY(!f.extensions.isEmpty() && !f.saveExtensions.isEmpty() && f.saveRefusal != MessageId::Plain);
        for (const QString &e : f.saveExtensions) // what it saves, a format reads
            QVERIFY2(documentFormatForPath(QStringLiteral("x.") + e), qPrintable(e));
        for (const QString &e : f.extensions)
            QCOMPARE(documentFormatForPath(QStringLiteral("x.") + e.toUpper()), &f);
    }
    std::vector<std::string> warnings;
    QVERIFY(cli::openInput(m_dir.filePath(QStringLiteral("box.anim")), &warnings).isOk());
    QVERIFY(!cli::openInput(m_dir.filePath(QStringLiteral("notes.txt")), &warnings).isOk());
}

void TestCliCommands::roundTripCheck()
{
    // Linear keys survive exactly; the step-next key differs by the jump (10 → 4 → 7: at
    // time 8 Maya answers 4, Ts 7), first met one pre-infinity cycle back (8 − 20 = −12).
    Result<AnimFile> linear = parseAnimFile(kAnim, "box.anim");
    QVERIFY(linear.isOk());
    const Result<RoundTripReport> exact = checkAnimRoundTrip(linear.value());
    QVERIFY2(exact.isOk(), exact.status().message().c_str());
    QCOMPARE(exact->curves.size(), std::size_t(1));
    const CurveRoundTrip &box = exact->curves.front();
    QCOMPARE(box.animPath, std::string("box.translate.translateY"));
    QCOMPARE(box.usdaPath, std::string("/box.translateY"));
    QCOMPARE(box.verdict, RoundTripVerdict::Exact);
    QCOMPARE(box.t0, -10.0);
    QCOMPARE(box.t1, 20.0);
    QCOMPARE(box.usd.samples, std::size_t(30 * 8 + 1)); // every 1/8 frame of [−10, 20]
    QCOMPARE(exact->samples, 2 * box.usd.samples);

    Result<AnimFile> stepNext = parseAnimFile(kStepNextAnim, "stepnext.anim");
    QVERIFY(stepNext.isOk());
    const Result<RoundTripReport> differs = checkAnimRoundTrip(stepNext.value(), 4);
    QVERIFY(differs.isOk());
    const CurveRoundTrip &c = differs->curves.front();
    QCOMPARE(c.verdict, RoundTripVerdict::Differs);
    QCOMPARE(c.usd.largest, 3.0);
    QCOMPARE(c.usd.time, -12.0);
    QVERIFY(c.problem.empty());
    qInfo("%zu samples compared", exact->samples + differs->samples);
}

void TestCliCommands::roundTripExitStatuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    const QString p = QStringLiteral("knotline");
    const QString box = m_dir.filePath(QStringLiteral("box.anim"));
    const QString stepNext = m_dir.filePath(QStringLiteral("stepnext.anim"));
    QTest::newRow("exact") << QStringList{p, box, QStringLiteral("--tolerance"), QStringLiteral("0")} << int(cli::ExitOk);
    QTest::newRow("differs, no tolerance") << QStringList{p, stepNext} << int(cli::ExitOk);
    QTest::newRow("differs beyond tolerance") << QStringList{p, stepNext, QStringLiteral("--tolerance"), QStringLiteral("0.5")}
                                              << int(cli::ExitRoundTripDiffers);
    QTest::newRow("within a wide tolerance") << QStringList{p, stepNext, QStringLiteral("--tolerance"), QStringLiteral("3")}
                                             << int(cli::ExitOk);
    QTest::newRow("bad tolerance") << QStringList{p, box, QStringLiteral("--tolerance"), QStringLiteral("-1")}
                                   << int(cli::ExitBadArguments);
    QTest::newRow("bad subframes") << QStringList{p, box, QStringLiteral("--subframes"), QStringLiteral("0")}
                                   << int(cli::ExitBadArguments);
    QTest::newRow("usda input") << QStringList{p, m_dir.filePath(QStringLiteral("rig.usda"))} << int(cli::ExitBadArguments);
    QTest::newRow("missing") << QStringList{p, m_dir.filePath(QStringLiteral("none.anim"))} << int(cli::ExitBadInput);
    QTest::newRow("no input") << QStringList{p} << int(cli::ExitBadArguments);
}

void TestCliCommands::roundTripExitStatuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QCOMPARE(cli::runRoundTrip(arguments), status);
}

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_cli_commands.moc"
