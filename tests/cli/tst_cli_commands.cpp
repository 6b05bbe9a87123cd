// The subcommands run in-process (knotline_cli, no subprocess): exit statuses, the files
// bake writes and the formats info reads. tst_cli runs the same through the executable,
// with its printed output.
#include "app/cli/BakeCommand.h"
#include "app/cli/CliCommon.h"
#include "app/cli/EvalCommand.h"
#include "app/cli/InfoCommand.h"
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

} // namespace

class TestCliCommands : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void exitStatuses_data();
    void exitStatuses();
    void bakeWritesALayer();
    void everyRegisteredFormatHasAReader();

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
        for (const QString &e : f.saveExtensions)
            QVERIFY2(f.extensions.contains(e), qPrintable(e)); // what it saves, it reads
        for (const QString &e : f.extensions)
            QCOMPARE(documentFormatForPath(QStringLiteral("x.") + e.toUpper()), &f);
    }
    std::vector<std::string> warnings;
    QVERIFY(cli::openInput(m_dir.filePath(QStringLiteral("box.anim")), &warnings).isOk());
    QVERIFY(!cli::openInput(m_dir.filePath(QStringLiteral("notes.txt")), &warnings).isOk());
}

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_cli_commands.moc"
