// The knotline executable's subcommands (bake, eval, info), run as a separate process:
// outputs, exit status (0 ok, 1 bad input, 2 bad arguments) and messages on stderr.
// KNOTLINE_BINARY is the built executable ($<TARGET_FILE:knotline>).
#include "core/document/TimeSamples.h"
#include "core/io/LayerFile.h"
#include "tests/support/GoldenData.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void evalValues();
    void evalTimeSamplesAndDefaults();
    void evalFromSublayer();
    void evalErrors_data();
    void evalErrors();
    void infoReal();
    void infoSublayers();
    void bakeSamples();
    void bakeInterchange();
    void bakeErrors_data();
    void bakeErrors();
    void guiCommandLineStillWorks();

private:
    struct Run {
        int exitCode = -1;
        QString out, err;
    };
    Run run(const QStringList &arguments);
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
    QString m_anim;
};

namespace {

const char *kAnim =
    "#usda 1.0\n(\n    startTimeCode = 0\n    endTimeCode = 8\n    subLayers = [@sub/layer.usda@ (offset = 10; scale = 2)]\n)\n\n"
    "def Xform \"Rig\"\n{\n"
    "    double steps.spline = {\n        0: 0; post held,\n        2.5: 5; post none,\n        4: 1 & 2; post linear,\n        6: 3; post held,\n    }\n"
    "    double sampled.timeSamples = {\n        0: 1,\n        4: 3,\n        6: None,\n    }\n"
    "    double constant = 7.5\n    string label = \"hi\"\n}\n";

const char *kSub = "#usda 1.0\n(\n    timeCodesPerSecond = 8\n)\n\ndef \"Sub\"\n{\n    double y.spline = {\n        10: 3; post linear,\n        20: 5,\n    }\n}\n";

} // namespace

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(KNOTLINE_BINARY)));
    m_anim = write(QStringLiteral("anim.usda"), kAnim);
    write(QStringLiteral("sub/layer.usda"), kSub);
}

QString TestCli::write(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

TestCli::Run TestCli::run(const QStringList &arguments)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(KNOTLINE_BINARY), arguments);
    Run r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

void TestCli::evalValues()
{
    // Held, value block (at 2.5 too), dual value (value 2), linear; repeated --time keeps the order.
    const Run r = run({QStringLiteral("eval"), m_anim, QStringLiteral("--attr"), QStringLiteral("/Rig.steps"),
                       QStringLiteral("--time"), QStringLiteral("1,2.5,3"), QStringLiteral("--time"), QStringLiteral("4,5,-1,0.1")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("0\nnone\nnone\n2\n2.5\n0\n0\n")); // [2.5, 4) is blocked
    QCOMPARE(r.err, QString());
}

void TestCli::evalTimeSamplesAndDefaults()
{
    Run r = run({QStringLiteral("eval"), m_anim, QStringLiteral("--attr"), QStringLiteral("/Rig.sampled"), QStringLiteral("--time"),
                 QStringLiteral("-2,2,5,7")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("1\n2\n3\nnone\n"));
    r = run({QStringLiteral("eval"), m_anim, QStringLiteral("--attr"), QStringLiteral("/Rig.constant"), QStringLiteral("--time"), QStringLiteral("3,300")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("7.5\n7.5\n"));
}

void TestCli::evalFromSublayer()
{
    // Sublayer at 8 tcps under the root's 24 with (offset = 10; scale = 2): knot 10 → 70.
    const Run r = run({QStringLiteral("eval"), m_anim, QStringLiteral("--attr"), QStringLiteral("/Sub.y"), QStringLiteral("--time"),
                       QStringLiteral("70,100,130")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("3\n4\n5\n"));
}

void TestCli::evalErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrContains");
    const QString bad = test::sharedRoot() + QStringLiteral("/realdata/usd_221_bad_spline_type.sdf");
    QTest::newRow("bad number") << QStringList{QStringLiteral("eval"), QStringLiteral("ANIM"), QStringLiteral("--attr"), QStringLiteral("/Rig.steps"),
                                               QStringLiteral("--time"), QStringLiteral("1,abc")}
                                << 2 << "knotline eval: --time needs numbers, not \"abc\"";
    QTest::newRow("no time") << QStringList{QStringLiteral("eval"), QStringLiteral("ANIM"), QStringLiteral("--attr"), QStringLiteral("/Rig.steps")}
                             << 2 << "knotline eval: missing --time";
    QTest::newRow("no attr") << QStringList{QStringLiteral("eval"), QStringLiteral("ANIM"), QStringLiteral("--time"), QStringLiteral("1")}
                             << 2 << "knotline eval: missing --attr";
    QTest::newRow("unknown attribute") << QStringList{QStringLiteral("eval"), QStringLiteral("ANIM"), QStringLiteral("--attr"), QStringLiteral("/Rig.nope"),
                                                      QStringLiteral("--time"), QStringLiteral("1")}
                                       << 2 << "knotline eval: no attribute /Rig.nope in ";
    QTest::newRow("not animated") << QStringList{QStringLiteral("eval"), QStringLiteral("ANIM"), QStringLiteral("--attr"), QStringLiteral("/Rig.label"),
                                                 QStringLiteral("--time"), QStringLiteral("1")}
                                  << 2 << "has no spline, time samples or numeric default value";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("eval"), QStringLiteral("ANIM"), QStringLiteral("--frobnicate")}
                                    << 2 << "knotline eval: Unknown option 'frobnicate'.";
    QTest::newRow("bad input file") << QStringList{QStringLiteral("eval"), bad, QStringLiteral("--attr"), QStringLiteral("/Prim1.bork"),
                                                   QStringLiteral("--time"), QStringLiteral("1")}
                                    << 1 << bad + ":5:5: unsupported spline value type 'string'";
    QTest::newRow("missing file") << QStringList{QStringLiteral("eval"), QStringLiteral("/nonexistent/x.usda"), QStringLiteral("--attr"), QStringLiteral("/a.b"),
                                                 QStringLiteral("--time"), QStringLiteral("1")}
                                  << 1 << "knotline eval: /nonexistent/x.usda: cannot read";
    QTest::newRow("unknown extension") << QStringList{QStringLiteral("eval"), QStringLiteral("x.abc"), QStringLiteral("--attr"), QStringLiteral("/a.b"),
                                                      QStringLiteral("--time"), QStringLiteral("1")}
                                       << 1 << "knotline eval: x.abc: no reader for .abc files (known: usda, usd, sdf)";
}

void TestCli::evalErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrContains);
    arguments.replaceInStrings(QStringLiteral("ANIM"), m_anim);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(stderrContains), qPrintable(r.err));
    QCOMPARE(r.out, QString());
}

void TestCli::infoReal()
{
    const QString path = test::sharedRoot() + QStringLiteral("/realdata/usd_220_splines.usda");
    const Run r = run({QStringLiteral("info"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("usda version: 1.0 (content needs 1.0)\n")));
    QVERIFY(r.out.contains(QStringLiteral("timeCodesPerSecond: 24 (default)\n")));
    QVERIFY(r.out.contains(QStringLiteral("spline attributes: 14\n")));
    QVERIFY(r.out.contains(QStringLiteral("/Prim2.myAttr\n  type: double, bezier, 3 knots (1 dual-valued), from 7 to 20\n"
                                          "  extrapolation: pre linear, post sloped(0.57)\n"
                                          "  inner loop: prototype [15, 25), 0 before, 2 after, value offset 11.7\n"
                                          "  regressive segments: none\n")));
    QVERIFY(r.out.contains(QStringLiteral("/Prim3.quetzalcoatl\n  type: float, hermite, 2 knots, from 1 to 6\n")));
    QVERIFY(r.out.contains(QStringLiteral("inner loop: prototype [5, 5), 1 before, 1 after, value offset 0 (invalid, kept as authored)")));

    const QString loops = test::sharedRoot() + QStringLiteral("/realdata/usd_228_spline_extrap_loop_boundary.usda");
    const Run l = run({QStringLiteral("info"), loops});
    QCOMPARE(l.exitCode, 0);
    QVERIFY(l.out.contains(QStringLiteral("  extrapolation: pre loop repeat (boundary 5), post loop repeat\n")));
    QVERIFY(l.out.contains(QStringLiteral("  extrapolation: pre loop oscillate (boundary 5), post loop reset (boundary 5)\n")));
}

void TestCli::infoSublayers()
{
    const QString regressive = write(QStringLiteral("regressive.usda"),
                                     "#usda 1.0\ndef \"P\"\n{\n    double r.spline = {\n        bezier,\n"
                                     "        0: 0; post curve (3, 1),\n        2: 1; pre (3, 1); post curve (0, 0),\n    }\n}\n");
    Run r = run({QStringLiteral("info"), regressive});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("regressive segments: [0, 2]\n")));
    r = run({QStringLiteral("info"), m_anim});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("sublayers: 1\n  sub/layer.usda: timeCodesPerSecond 8, root time = t * 6 + 10\n")));
    QVERIFY(r.out.contains(QStringLiteral("/Sub.y (read-only, from sub/layer.usda)\n  type: double, bezier, 2 knots, from 70 to 130\n")));
    QVERIFY(r.out.contains(QStringLiteral("time-sampled attributes: 1\n/Rig.sampled: double, 3 samples, from 0 to 6\n")));
}

void TestCli::bakeSamples()
{
    const QString out = m_dir.filePath(QStringLiteral("baked.usda"));
    const Run r = run({QStringLiteral("bake"), m_anim, QStringLiteral("-o"), out, QStringLiteral("--stride"), QStringLiteral("0.5")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("baked 1 attribute(s) over 0:8 stride 0.5; max error 0\n")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("/Rig.steps: ")));
    Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked.isOk(), baked.message().c_str());
    const Attribute *steps = baked->findAttribute("/Rig.steps");
    QVERIFY(steps && !steps->spline && steps->timeSamples);
    QVERIFY(!baked->findAttribute("/Rig.sampled")->spline);
    // The baked samples give the same answers as the spline at the eval times.
    const Run a = run({QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/Rig.steps"), QStringLiteral("--time"), QStringLiteral("1,2.5,3,4,5,0.1")});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, QStringLiteral("0\nnone\nnone\n2\n2.5\n0\n"));
    // --range and --attr
    const Run part = run({QStringLiteral("bake"), m_anim, QStringLiteral("-o"), out, QStringLiteral("--range"), QStringLiteral("2:3"),
                          QStringLiteral("--attr"), QStringLiteral("/Rig.steps")});
    QCOMPARE(part.exitCode, 0);
    QVERIFY(part.out.contains(QStringLiteral("over 2:3 stride 1")));
    QCOMPARE(readLayerFile(out)->findAttribute("/Rig.steps")->timeSamples->front().time, 2.0);
}

void TestCli::bakeInterchange()
{
    const QString out = m_dir.filePath(QStringLiteral("interchange.usda"));
    const Run r = run({QStringLiteral("bake"), m_anim, QStringLiteral("-o"), out, QStringLiteral("--target"), QStringLiteral("interchange")});
    QCOMPARE(r.exitCode, 0);
    // the dual value at 4 follows a value block, so its pre-value is unused and dropped
    QVERIFY2(r.out.contains(QStringLiteral("/Rig.steps: 4 knots")), qPrintable(r.out));
    Result<Layer> baked = readLayerFile(out);
    QVERIFY(baked.isOk());
    for (const Knot &k : baked->findAttribute("/Rig.steps")->spline->spline.knots())
        QVERIFY(!k.isDualValued());
    const Run a = run({QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/Rig.steps"), QStringLiteral("--time"), QStringLiteral("1,2.5,3,4,5")});
    QCOMPARE(a.out, QStringLiteral("0\nnone\nnone\n2\n2.5\n"));
}

void TestCli::bakeErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrContains");
    QTest::newRow("no output") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM")} << 2 << "knotline bake: missing -o OUT.usda";
    QTest::newRow("no input") << QStringList{QStringLiteral("bake"), QStringLiteral("-o"), QStringLiteral("OUT")} << 2 << "knotline bake: missing the input file";
    QTest::newRow("bad target") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("OUT"), QStringLiteral("--target"), QStringLiteral("json")}
                                << 2 << "--target must be samples or interchange";
    QTest::newRow("bad range") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("OUT"), QStringLiteral("--range"), QStringLiteral("a:b")}
                               << 2 << "bad time code range \"a:b\"";
    QTest::newRow("backwards range") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("OUT"), QStringLiteral("--range"), QStringLiteral("5:1")}
                                     << 2 << "the range must run forwards";
    QTest::newRow("bad stride") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("OUT"), QStringLiteral("--stride"), QStringLiteral("0")}
                                << 2 << "--stride must be > 0";
    QTest::newRow("unknown attribute") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("OUT"), QStringLiteral("--attr"), QStringLiteral("/Rig.nope")}
                                       << 2 << "knotline bake: no attribute /Rig.nope in ";
    QTest::newRow("not a spline") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("OUT"), QStringLiteral("--attr"), QStringLiteral("/Rig.sampled")}
                                  << 2 << "knotline bake: attribute /Rig.sampled has no spline in ";
    QTest::newRow("unwritable output") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("/nonexistent/dir/out.usda")}
                                       << 1 << "knotline bake: /nonexistent/dir/out.usda: cannot save";
}

void TestCli::bakeErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrContains);
    const QString out = m_dir.filePath(QStringLiteral("never.usda"));
    arguments.replaceInStrings(QStringLiteral("ANIM"), m_anim);
    arguments.replaceInStrings(QStringLiteral("OUT"), out);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(stderrContains), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestCli::guiCommandLineStillWorks()
{
    const Run version = run({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith(QStringLiteral("Knotline ")));
    const Run help = run({QStringLiteral("bake"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("--target <target>")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
