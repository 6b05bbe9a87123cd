// The knotline executable's subcommands (bake, eval, info), run as a separate process:
// outputs, exit status (0 ok, 1 bad input, 2 bad arguments) and messages on stderr.
// KNOTLINE_BINARY is the built executable ($<TARGET_FILE:knotline>).
#include "core/document/TimeSamples.h"
#include "core/editor/EditorDocument.h"
#include "core/editor/DocumentFormats.h"
#include "core/io/LayerFile.h"
#include "tests/support/GoldenData.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace knotline;

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void evalValues();
    void evalTimeSamplesAndDefaults();
    void evalTimelineReadsItsBakedPose();
    void evalFromSublayer();
    void evalTimeSamplesBeatSpline();
    void bakeKeepsTimeSamplesInEffect();
    void evalErrors_data();
    void evalErrors();
    void infoReal();
    void infoSublayers();
    void bakeSamples();
    void bakeInterchange();
    void bakeInnerLoopRealFile();
    void bakeInterchangeLoopBoundaryRealFile();
    void editorAndCommandLineReadTheSameFormats();
    void bakeErrors_data();
    void bakeErrors();
    void guiCommandLineStillWorks();
    void helpListsCommands();
    void readmeExamplesRun();
    void animInfoReal();
    void animEval_data();
    void animEval();
    void animBakeReal();
    void animBakeOneAttribute();
    void animErrors_data();
    void animErrors();
    void timelinePoseSeed();
    void timelinePoseFollowsTheDocument();
    void timelineInfoAndBake();
    void timelineInfoShowsSyncWarps();
    void timelineErrors_data();
    void timelineErrors();
    void otioInfoInFrames();
    void convertTimelineToOtioAndBack();
    void convertAnimationFilesToTimelines();

private:
    struct Run {
        int exitCode = -1;
        QString out, err;
    };
    Run run(const QStringList &arguments, const QString &platform = QStringLiteral("offscreen"));
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
    QString m_anim;
    QString m_maya;      // the real Maya file in ../shared/realdata
    QString m_mayaCycle; // a small hand-written .anim with linear keys and cycling infinity
    QString m_mayaBad;   // a malformed .anim
};

namespace {

const char *kAnim =
    "#usda 1.0\n(\n    startTimeCode = 0\n    endTimeCode = 8\n    subLayers = [@sub/layer.usda@ (offset = 10; scale = 2)]\n)\n\n"
    "def Xform \"Rig\"\n{\n"
    "    double steps.spline = {\n        0: 0; post held,\n        2.5: 5; post none,\n        4: 1 & 2; post linear,\n        6: 3; post held,\n    }\n"
    "    double sampled.timeSamples = {\n        0: 1,\n        4: 3,\n        6: None,\n    }\n"
    "    double constant = 7.5\n    string label = \"hi\"\n}\n";

// A compiled timeline (spec/timeline.md §1.5): one clip moving rig.x from 0 to 2 over 1 s.
const char *kTinyTimeline = R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m"}]}]},
  "animations": {"m": {"duration": 1, "channels": [{"target": "rig", "property": "x",
    "keyframes": [{"time": 0, "value": 0}, {"time": 1, "value": 2}]}]}}})";
// An OpenTimelineIO cut: one clip of 12 frames at 24 fps.
const char *kTinyOtio = R"({"OTIO_SCHEMA": "Timeline.1", "name": "tiny", "tracks": {"OTIO_SCHEMA": "Stack.1",
  "children": [{"OTIO_SCHEMA": "Track.1", "name": "t", "children": [{"OTIO_SCHEMA": "Clip.1", "name": "m",
    "source_range": {"OTIO_SCHEMA": "TimeRange.1", "start_time": {"OTIO_SCHEMA": "RationalTime.1", "value": 0, "rate": 24},
      "duration": {"OTIO_SCHEMA": "RationalTime.1", "value": 12, "rate": 24}}}]}]}})";
const char *kSub = "#usda 1.0\n(\n    timeCodesPerSecond = 8\n)\n\ndef \"Sub\"\n{\n    double y.spline = {\n        10: 3; post linear,\n        20: 5,\n    }\n}\n";

// film (24 fps); linear keys (0, 0), (10, 20), (20, 10); post cycle, pre cycleRelative.
const char *kMayaCycle =
    "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
    "startTime 0;\nendTime 20;\n"
    "anim translate.translateY translateY box 0 1 0;\n"
    "animData {\n  input time;\n  output linear;\n  weighted 0;\n"
    "  preInfinity cycleRelative;\n  postInfinity cycle;\n  keys {\n"
    "    0 0 linear linear 1 0 0;\n    10 20 linear linear 1 0 0;\n    20 10 linear linear 1 0 0;\n  }\n}\n";

// Line 10, column 7: a key value that is not a number.
const char *kMayaBad =
    "animVersion 1.1;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
    "anim translateX translateX box 0 1 0;\n"
    "animData {\n  input time;\n  output linear;\n  keys {\n"
    "    1 oops linear linear 1 0 0;\n  }\n}\n";

// Key values of the real file (maya_example_ssbh_editor.anim, ntscf), copied from its text.
constexpr double kJ2TxAt1 = 1.3784618, kJ2TxAt3 = 2.4244321;
constexpr double kJ5Ty[] = {0, 0.89891329, 2.4329625, 4.0539223}; // at frames 1, 2, 3, 4

/// The numbers of `text` (one per line).
QList<double> parseNumbers(const QString &text)
{
    QList<double> out;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        out.append(line.toDouble());
    return out;
}

} // namespace

void TestCli::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/maya_example_ssbh_editor.anim"), QStringLiteral("realdata/usd_220_splines.usda"), QStringLiteral("realdata/usd_221_bad_spline_type.sdf"), QStringLiteral("realdata/usd_224_spline_post_shaping_with_comment.usda"), QStringLiteral("realdata/usd_228_spline_extrap_loop_boundary.usda"));
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(KNOTLINE_BINARY)));
    m_anim = write(QStringLiteral("anim.usda"), kAnim);
    write(QStringLiteral("sub/layer.usda"), kSub);
    m_maya = test::sharedRoot() + QStringLiteral("/realdata/maya_example_ssbh_editor.anim");
    QVERIFY(QFile::exists(m_maya));
    m_mayaCycle = write(QStringLiteral("cycle.anim"), kMayaCycle);
    m_mayaBad = write(QStringLiteral("bad.anim"), kMayaBad);
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

TestCli::Run TestCli::run(const QStringList &arguments, const QString &platform)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
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

// A compiled timeline evaluates as its pose baked into time samples at its frame rate (24
// here: time code 12 is 0.5 s), the layer stack the timeline format reads for the command line.
void TestCli::evalTimelineReadsItsBakedPose()
{
    const QString path = write(QStringLiteral("tiny.json"), kTinyTimeline);
    const Run r = run({QStringLiteral("eval"), path, QStringLiteral("--attr"), QStringLiteral("/rig.x"),
                       QStringLiteral("--time"), QStringLiteral("0,12,24")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out, QStringLiteral("0\n1\n2\n"));
}

void TestCli::evalFromSublayer()
{
    // Sublayer at 8 tcps under the root's 24 with (offset = 10; scale = 2): knot 10 → 70.
    const Run r = run({QStringLiteral("eval"), m_anim, QStringLiteral("--attr"), QStringLiteral("/Sub.y"), QStringLiteral("--time"),
                       QStringLiteral("70,100,130")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("3\n4\n5\n"));
}

namespace {
// Issue 17 item 6: time samples and a spline on one attribute; and a root layer whose
// time samples beat a sublayer's spline.
const char *kBoth = "#usda 1.0\n(\n    startTimeCode = 1\n    endTimeCode = 10\n)\n\ndef \"P\"\n{\n"
                    "    double a.timeSamples = { 1: 0, 5: 3, 10: 6 }\n"
                    "    double a.spline = { 1: 0; post linear, 5: 5; post linear, 10: 10; post linear, }\n}\n";
const char *kSplineSub = "#usda 1.0\n\ndef \"P\"\n{\n    double a.spline = { 1: 0; post linear, 10: 10; post linear, }\n}\n";
const char *kSamplesOverSub = "#usda 1.0\n(\n    subLayers = [@./splinesub.usda@]\n)\n\ndef \"P\"\n{\n"
                              "    double a.timeSamples = { 1: 0, 5: 3, 10: 6 }\n}\n";
} // namespace

void TestCli::evalTimeSamplesBeatSpline()
{
    const QString both = write(QStringLiteral("both.usda"), kBoth);
    Run r = run({QStringLiteral("eval"), both, QStringLiteral("--attr"), QStringLiteral("/P.a"), QStringLiteral("--time"), QStringLiteral("3,7.5")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("1.5\n4.5\n")); // the spline would give 2.5 and 7.5
    const Run info = run({QStringLiteral("info"), both});
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QStringLiteral("/P.a\n")) && info.out.contains(QStringLiteral("  not in effect: shadowed by the time samples of the root layer\n")),
             qPrintable(info.out));
    write(QStringLiteral("splinesub.usda"), kSplineSub);
    const QString stacked = write(QStringLiteral("samplesover.usda"), kSamplesOverSub);
    r = run({QStringLiteral("eval"), stacked, QStringLiteral("--attr"), QStringLiteral("/P.a"), QStringLiteral("--time"), QStringLiteral("3,7.5")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("1.5\n4.5\n"));
}

void TestCli::bakeKeepsTimeSamplesInEffect()
{
    const QString both = write(QStringLiteral("both.usda"), kBoth);
    const QString out = m_dir.filePath(QStringLiteral("both-baked.usda"));
    for (const QString &target : {QStringLiteral("samples"), QStringLiteral("interchange")}) {
        const Run r = run({QStringLiteral("bake"), both, QStringLiteral("-o"), out, QStringLiteral("--target"), target});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        Result<Layer> baked = readLayerFile(out);
        QVERIFY2(baked.isOk(), baked.message().c_str());
        const Attribute *a = baked->findAttribute("/P.a");
        QVERIFY(a && a->timeSamples && !a->spline);
        QCOMPARE(a->timeSamples->size(), std::size_t(3)); // as authored, not the spline baked
        QCOMPARE(evalTimeSamples(*a->timeSamples, 7.5).value_or(-1.0), 4.5);
    }
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
    QTest::newRow("directory") << QStringList{QStringLiteral("eval"), QDir::tempPath(), QStringLiteral("--attr"), QStringLiteral("/Rig.steps"),
                                              QStringLiteral("--time"), QStringLiteral("1")}
                               << 1 << ": is a directory, not a layer file";
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
                                       << 1 << "knotline eval: x.abc: unknown file type (expected one of .usda, .usd, .sdf, .anim, .json, .otio)";
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
    QVERIFY2(r.out.contains(QStringLiteral("baked 1 attribute over 0:8 stride 0.5; max error 0\n")), qPrintable(r.out));
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
    // A range that is not a whole number of strides still ends on its end time.
    const Run uneven = run({QStringLiteral("bake"), m_anim, QStringLiteral("-o"), out, QStringLiteral("--range"), QStringLiteral("0:5"),
                            QStringLiteral("--stride"), QStringLiteral("3"), QStringLiteral("--attr"), QStringLiteral("/Rig.steps")});
    QCOMPARE(uneven.exitCode, 0);
    const Result<Layer> unevenLayer = readLayerFile(out); // the samples below live in it
    QVERIFY(unevenLayer.isOk());
    const TimeSamples &ts = *unevenLayer->findAttribute("/Rig.steps")->timeSamples;
    QCOMPARE(ts.back().time, 5.0);
    const Run atEnd = run({QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/Rig.steps"), QStringLiteral("--time"), QStringLiteral("5")});
    QCOMPARE(atEnd.out, QStringLiteral("2.5\n"));
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

// OpenUSD's usd_228 layer (#usda 1.3): /Prim1.a loops with a boundary, /Prim1.b is an
// empty spline with looping extrapolation. The interchange bake needs no 1.3 feature, so
// its header is #usda 1.0; and it writes no empty `.spline = { }`, which OpenUSD 24.11's
// grammar (at least one spline item) cannot parse: /Prim1.b becomes `double b = None`.
void TestCli::bakeInterchangeLoopBoundaryRealFile()
{
    const QString in = test::sharedRoot() + QStringLiteral("/realdata/usd_228_spline_extrap_loop_boundary.usda");
    const QString out = m_dir.filePath(QStringLiteral("interchange_228.usda"));
    const Run r = run({QStringLiteral("bake"), in, QStringLiteral("-o"), out, QStringLiteral("--target"), QStringLiteral("interchange")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("/Prim1.b: 0 knots, max error 0")), qPrintable(r.out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.startsWith(QStringLiteral("#usda 1.0\n")), qPrintable(text));
    static const QRegularExpression emptySpline(QStringLiteral("\\.spline\\s*=\\s*\\{\\s*\\}"));
    QVERIFY2(!text.contains(emptySpline), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("b.spline")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("    double b = None\n")), qPrintable(text));

    const Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked.isOk(), baked.message().c_str());
    QCOMPARE(baked->declaredVersion, (UsdaVersion{1, 0}));
    const Attribute *b = baked->findAttribute("/Prim1.b");
    QVERIFY(b && !b->spline && b->defaultValue && b->defaultValue->isNone());
    const Attribute *a = baked->findAttribute("/Prim1.a");
    QVERIFY(a && a->spline && !a->spline->spline.isEmpty());
    QVERIFY(!a->spline->spline.preExtrapolation().loopBoundary);
    QVERIFY(!a->spline->spline.postExtrapolation().loopBoundary);
    // Same values as the original over the bake range (5:6): b has none.
    const QStringList times{QStringLiteral("--time"), QStringLiteral("5,5.5,6")};
    const Run origA = run(QStringList{QStringLiteral("eval"), in, QStringLiteral("--attr"), QStringLiteral("/Prim1.a")} + times);
    const Run bakedA = run(QStringList{QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/Prim1.a")} + times);
    QCOMPARE(bakedA.exitCode, 0);
    QCOMPARE(bakedA.out, origA.out);
    const Run bakedB = run(QStringList{QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/Prim1.b")} + times);
    QCOMPARE(bakedB.exitCode, 0);
    QCOMPARE(bakedB.out, QStringLiteral("none\nnone\nnone\n"));
}

// OpenUSD's usd_224 layer: inner loop (15, 25, 0, 2, 11.7) over a held knot at 7. The curve
// is continuous at the iteration boundaries 25 and 35 (semantics rule 11), so the only
// jump sample is the one before 15, where the held segment from 7 ends.
void TestCli::bakeInnerLoopRealFile()
{
    const QString in = test::sharedRoot() + QStringLiteral("/realdata/usd_224_spline_post_shaping_with_comment.usda");
    const QString out = m_dir.filePath(QStringLiteral("baked_224.usda"));
    const Run r = run({QStringLiteral("bake"), in, QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("/Prim2.myAttr: 40 samples (1 extra at jumps)")), qPrintable(r.out));
    Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked.isOk(), baked.message().c_str());
    const TimeSamples &ts = *baked->findAttribute("/Prim2.myAttr")->timeSamples;
    QList<double> fractional;
    for (const auto &sample : ts)
        if (sample.time != std::floor(sample.time))
            fractional << sample.time;
    QCOMPARE(fractional, QList<double>{std::nextafter(15.0, 0.0)});
    // At each boundary the baked value is the prototype start's copy, and the sample before
    // it is a whole frame away.
    const Run a = run({QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/Prim2.myAttr"), QStringLiteral("--time"),
                       QStringLiteral("25,35")});
    QCOMPARE(parseNumbers(a.out), (QList<double>{8.18 + 11.7, 8.18 + 2 * 11.7}));
}

// One registration (core/editor/DocumentFormats.h) decides what both the editor and the command
// line read: every registered extension opens in both, the real legacy .sdf layer fails in
// both with the same message, and an unknown extension or a directory is refused by both in
// the same words.
void TestCli::editorAndCommandLineReadTheSameFormats()
{
    int extensions = 0;
    for (const DocumentFormat &format : documentFormats()) {
        for (const QString &extension : format.extensions) {
            const QByteArray text = &format == &animDocumentFormat()       ? QByteArray(kMayaCycle)
                                  : &format == &timelineDocumentFormat() ? QByteArray(kTinyTimeline)
                                  : &format == &otioDocumentFormat()     ? QByteArray(kTinyOtio)
                                                                         : QByteArray(kSub);
            const QString path = write(QStringLiteral("format.") + extension, text);
            const auto editor = EditorDocument::open(path);
            QVERIFY2(editor.isOk(), qPrintable(path + QLatin1String(": ") + QString::fromStdString(editor.message())));
            const Run cli = run({QStringLiteral("info"), path});
            QVERIFY2(cli.exitCode == 0, qPrintable(path + QLatin1String(": ") + cli.err));
            ++extensions;
        }
    }
    QVERIFY(extensions >= 6); // .usda, .usd, .sdf, .anim, .json, .otio
    const QString sdf = test::sharedRoot() + QStringLiteral("/realdata/usd_221_bad_spline_type.sdf");
    const auto editor = EditorDocument::open(sdf);
    const Run cli = run({QStringLiteral("info"), sdf});
    QVERIFY(!editor.isOk());
    QCOMPARE(cli.exitCode, 1);
    QVERIFY2(cli.err.contains(QString::fromStdString(editor.message())),
             qPrintable(QStringLiteral("editor: %1\ncli: %2").arg(QString::fromStdString(editor.message()), cli.err)));
    // Refused by both, in the same words: an unknown type, a directory (even one named .usda).
    QDir().mkpath(m_dir.filePath(QStringLiteral("folder.usda")));
    for (const QString &refused : {write(QStringLiteral("notes.txt"), "x"), m_dir.filePath(QStringLiteral("folder.usda")),
                                   m_dir.path()}) {
        const auto opened = EditorDocument::open(refused);
        QVERIFY(!opened.isOk());
        const Run info = run({QStringLiteral("info"), refused});
        QCOMPARE(info.exitCode, 1);
        QVERIFY2(info.err.contains(QString::fromStdString(opened.message())),
                 qPrintable(QStringLiteral("editor: %1\ncli: %2").arg(QString::fromStdString(opened.message()), info.err)));
    }
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
    QTest::newRow("output is the input") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("ANIM")}
                                         << 2 << "knotline bake: the output must not be the input file";
    QTest::newRow("output not usda") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("/dev/null")}
                                     << 2 << "knotline bake: the output must be a .usda (or .usd) file";
    QTest::newRow("tiny stride") << QStringList{QStringLiteral("bake"), QStringLiteral("ANIM"), QStringLiteral("-o"), QStringLiteral("OUT"), QStringLiteral("--stride"), QStringLiteral("1e-9")}
                                 << 1 << "more than 50,000,000 in all";
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
    // The usda help names the .json form and its --fps; the .json help lists --fps.
    QVERIFY2(help.out.contains(QStringLiteral("knotline bake FILE.json")), qPrintable(help.out));
    QVERIFY2(help.out.contains(QStringLiteral("[--fps F]")), qPrintable(help.out));
    const Run timelineHelp = run({QStringLiteral("bake"), QStringLiteral("x.json"), QStringLiteral("--help")});
    QCOMPARE(timelineHelp.exitCode, 0);
    QVERIFY2(timelineHelp.out.contains(QStringLiteral("--fps <F>")), qPrintable(timelineHelp.out));
}

void TestCli::helpListsCommands()
{
    // --help needs no window system (a platform that does not exist would abort a GUI start).
    const Run help = run({QStringLiteral("--help")}, QStringLiteral("no-such-platform"));
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.contains(QStringLiteral("--screenshot <file>")), qPrintable(help.out));
    QCOMPARE(run({QStringLiteral("--version")}, QStringLiteral("no-such-platform")).exitCode, 0);
    const Run german = run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")}, QStringLiteral("no-such-platform"));
    QCOMPARE(german.exitCode, 0);
    QVERIFY2(german.out.contains(QStringLiteral("\nBefehle (")) && german.out.contains(QStringLiteral("\n  bake FILE ")),
             qPrintable(german.out));
    QVERIFY2(help.out.contains(QStringLiteral("\nCommands (")), qPrintable(help.out));
    for (const char *command : {"info", "eval", "bake", "pose", "roundtrip"}) {
        const QRegularExpression line(QStringLiteral("\n  %1 FILE.*\\S").arg(QLatin1String(command)));
        QVERIFY2(line.match(help.out).hasMatch(), qPrintable(QLatin1String(command) + QLatin1String(" missing in:\n") + help.out));
        // and the command itself answers --help
        const Run sub = run({QLatin1String(command), QStringLiteral("--help")});
        QCOMPARE(sub.exitCode, 0);
        QVERIFY2(sub.out.contains(QStringLiteral("Usage:")), qPrintable(sub.out));
    }
}

void TestCli::readmeExamplesRun()
{
    // The first ```sh block of README.md's "Command line tools" section: every line that
    // starts with "knotline " runs from the project root (../shared is sharedRoot()), each
    // input file it names exists, it exits 0 with nothing on stderr, and its -o output is
    // written (into the temporary directory instead of the project root).
    QFile readme(QStringLiteral(KNOTLINE_SOURCE_DIR "/README.md"));
    QVERIFY2(readme.open(QIODevice::ReadOnly), qPrintable(readme.fileName()));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype section = text.indexOf(QStringLiteral("\n## Command line tools\n"));
    QVERIFY(section >= 0);
    const qsizetype blockStart = text.indexOf(QStringLiteral("\n```sh\n"), section);
    QVERIFY(blockStart >= 0);
    const qsizetype bodyStart = blockStart + 7;
    const qsizetype blockEnd = text.indexOf(QStringLiteral("\n```\n"), bodyStart);
    QVERIFY(blockEnd > bodyStart);
    const QStringList lines = text.mid(bodyStart, blockEnd - bodyStart).split(QLatin1Char('\n'));

    QSet<QString> commands;
    int examples = 0;
    for (const QString &raw : lines) {
        const QString line = raw.section(QLatin1Char('#'), 0, 0).trimmed();
        if (line.isEmpty())
            continue;
        QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY2(words.size() >= 3 && words.front() == QLatin1String("knotline"), qPrintable(raw));
        words.removeFirst();
        commands.insert(words.front());
        QString output;
        for (qsizetype i = 1; i < words.size(); ++i) {
            QString &w = words[i];
            if (words[i - 1] == QLatin1String("-o") || (words.front() == QLatin1String("convert") && i == 2)) {
                QVERIFY2(!w.contains(QLatin1Char('/')), qPrintable(raw));
                output = w = m_dir.filePath(QStringLiteral("readme-") + w);
                QFile::remove(output);
            } else if (w.endsWith(QLatin1String(".usda")) || w.endsWith(QLatin1String(".anim")) || w.endsWith(QLatin1String(".json"))
                       || w.endsWith(QLatin1String(".otio"))) {
                if (w.startsWith(QLatin1String("../shared/")))
                    w = test::sharedRoot() + w.mid(9);
                else
                    w = QStringLiteral(KNOTLINE_SOURCE_DIR "/") + w;
                QVERIFY2(QFile::exists(w), qPrintable(QStringLiteral("README example names a missing file %1: %2").arg(w, raw)));
            }
        }
        const Run r = run(words);
        QVERIFY2(r.exitCode == 0 && r.err.isEmpty(),
                 qPrintable(QStringLiteral("%1\nexit %2\n%3").arg(raw).arg(r.exitCode).arg(r.err)));
        QVERIFY2(!r.out.isEmpty() || !output.isEmpty(), qPrintable(raw));
        if (!output.isEmpty())
            QVERIFY2(QFileInfo(output).size() > 0, qPrintable(raw));
        ++examples;
    }
    QVERIFY(examples >= 6);
    QCOMPARE(commands, (QSet<QString>{QStringLiteral("info"), QStringLiteral("eval"), QStringLiteral("bake"), QStringLiteral("pose"),
                                      QStringLiteral("roundtrip"), QStringLiteral("convert")}));
}

void TestCli::otioInfoInFrames()
{
    // OTIO's simple cut: four clips one after another, starts and durations in frames at 24.
    const Run r = run({QStringLiteral("info"), test::realData("otio_simple_cut.otio")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    for (const char *line : {"(frames: start 0, duration 3)", "(frames: start 3, duration 6)",
                             "(frames: start 9, duration 4)", "(frames: start 13, duration 6)"})
        QVERIFY2(r.out.contains(QLatin1String(line)), qPrintable(QLatin1String(line) + QLatin1String(" missing in:\n") + r.out));
    QVERIFY2(r.out.contains(QStringLiteral("otio: timeline \"Figure 1 - Simple Cut List\"")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("  unmapped: 4 (placeholders")), qPrintable(r.out));
    const Run bad = run({QStringLiteral("info"), write(QStringLiteral("bad.otio"), R"({"OTIO_SCHEMA": "Timeline.1", "tracks": {"OTIO_SCHEMA": "Stack.1", "children": [{"OTIO_SCHEMA": "Track.1", "children": [{"OTIO_SCHEMA": "Gap.1"}]}]}})")});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains(QStringLiteral("bad.otio: tracks.children[0].children[0]: ")), qPrintable(bad.err));
}

void TestCli::convertTimelineToOtioAndBack()
{
    // A compiled timeline → OTIO → compiled timeline: the same timeline, the same pose.
    const QString json = write(QStringLiteral("convert/tiny.json"), kTinyTimeline);
    const QString otio = m_dir.filePath(QStringLiteral("convert/tiny.otio"));
    const QString back = m_dir.filePath(QStringLiteral("convert/back.json"));
    const Run to = run({QStringLiteral("convert"), json, otio});
    QCOMPARE(to.exitCode, 0);
    QVERIFY2(to.out.contains(QStringLiteral(": timeline -> otio, 1 track, 1 placed clip")), qPrintable(to.out));
    const Run from = run({QStringLiteral("convert"), otio, back});
    QCOMPARE(from.exitCode, 0);
    QVERIFY2(from.out.contains(QStringLiteral(": otio -> timeline, 1 track, 1 placed clip")), qPrintable(from.out));
    for (const QString &file : {json, otio, back}) {
        const Run pose = run({QStringLiteral("pose"), file, QStringLiteral("--time"), QStringLiteral("0.25,0.5")});
        QCOMPARE(pose.exitCode, 0);
        QVERIFY2(pose.out.contains(QStringLiteral("0.5")) && pose.out.contains(QStringLiteral("1.0")), qPrintable(pose.out));
    }
    // Refusals: a target the input cannot be saved as, the input itself, one file.
    const Run anim = run({QStringLiteral("convert"), json, m_dir.filePath(QStringLiteral("convert/x.anim"))});
    QCOMPARE(anim.exitCode, 2);
    QVERIFY2(anim.err.contains(QStringLiteral("compiled timeline JSON (.json) or OpenTimelineIO (.otio)")), qPrintable(anim.err));
    QCOMPARE(run({QStringLiteral("convert"), json, json}).exitCode, 2);
    QCOMPARE(run({QStringLiteral("convert"), json}).exitCode, 2);
}

void TestCli::convertAnimationFilesToTimelines()
{
    // usda (one prim) → compiled timeline, and .anim → OTIO: one placement playing the file's
    // animation, which plays what the file holds. Prim1's rotateY is linear 55 @ 10 → 185 @
    // 20 at 24 time codes per second: 120 at 15 / 24 s.
    const QString usda = test::sharedRoot() + QStringLiteral("/realdata/usd_220_splines.usda");
    const QString json = m_dir.filePath(QStringLiteral("prim1.json"));
    const Run toJson = run({QStringLiteral("convert"), usda, json, QStringLiteral("--prim"), QStringLiteral("/Prim1")});
    QCOMPARE(toJson.exitCode, 0);
    QVERIFY2(toJson.out.contains(QStringLiteral(": usda -> timeline, 1 track, 1 placed clip, 5 channels (sampled at 24 per second")),
             qPrintable(toJson.out));
    // rotateZ has a value block, which a timeline cannot hold: converted, but said.
    QVERIFY2(toJson.err.contains(QStringLiteral("warning: /Prim1.xformOp:rotateZ has value blocks")), qPrintable(toJson.err));
    const Run pose = run({QStringLiteral("pose"), json, QStringLiteral("--time"), QStringLiteral("0.625")});
    QCOMPARE(pose.exitCode, 0);
    QVERIFY2(pose.out.contains(QStringLiteral("/Prim1 xformOp:rotateY 120")), qPrintable(pose.out));

    const QString otio = m_dir.filePath(QStringLiteral("walk.otio"));
    const Run toOtio = run({QStringLiteral("convert"), m_maya, otio});
    QCOMPARE(toOtio.exitCode, 0);
    QVERIFY2(toOtio.out.contains(QStringLiteral(": anim -> otio, 1 track, 1 placed clip, ")), qPrintable(toOtio.out));
    const Run info = run({QStringLiteral("info"), otio});
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QStringLiteral("unmapped: 0")), qPrintable(info.out));
    QVERIFY2(info.out.contains(QStringLiteral("1 animation embedded, 0 animation files read")), qPrintable(info.out));
    // A cut naming that prim's file (a media reference) converted to a compiled timeline:
    // the animation read from the file is sampled where the format cannot hold it (its value
    // block), as for the file alone, not refused.
    const QString cut = write(QStringLiteral("cut/prim1.otio"), QStringLiteral(R"({"OTIO_SCHEMA": "Timeline.1", "name": "cut",
        "tracks": {"OTIO_SCHEMA": "Stack.1", "children": [{"OTIO_SCHEMA": "Track.1", "name": "anim", "children": [
        {"OTIO_SCHEMA": "Clip.1", "name": "ball",
         "media_reference": {"OTIO_SCHEMA": "ExternalReference.1", "target_url": "%1#/Prim1"},
         "source_range": {"OTIO_SCHEMA": "TimeRange.1",
           "start_time": {"OTIO_SCHEMA": "RationalTime.1", "rate": 24, "value": 0},
           "duration": {"OTIO_SCHEMA": "RationalTime.1", "rate": 24, "value": 30}}}]}]}})").arg(usda).toUtf8());
    const QString cutJson = m_dir.filePath(QStringLiteral("cut/prim1.json"));
    const Run cutToJson = run({QStringLiteral("convert"), cut, cutJson});
    QCOMPARE(cutToJson.exitCode, 0);
    QVERIFY2(cutToJson.out.contains(QStringLiteral(": otio -> timeline, 1 track, 1 placed clip")), qPrintable(cutToJson.out));
    QVERIFY2(cutToJson.err.contains(QStringLiteral("warning: /Prim1.xformOp:rotateZ has value blocks")), qPrintable(cutToJson.err));
    const Run cutPose = run({QStringLiteral("pose"), cutJson, QStringLiteral("--time"), QStringLiteral("0.625")});
    QCOMPARE(cutPose.exitCode, 0);
    QVERIFY2(cutPose.out.contains(QStringLiteral("/Prim1 xformOp:rotateY 120")), qPrintable(cutPose.out));

    // --prim is for usda → timeline only; a missing prim is the reader's refusal.
    QCOMPARE(run({QStringLiteral("convert"), json, otio, QStringLiteral("--prim"), QStringLiteral("/A")}).exitCode, 2);
    const Run noPrim = run({QStringLiteral("convert"), usda, json, QStringLiteral("--prim"), QStringLiteral("/Nope")});
    QCOMPARE(noPrim.exitCode, 1);
    QVERIFY2(noPrim.err.contains(QStringLiteral("usd_220_splines.usda: the layer has no prim /Nope")), qPrintable(noPrim.err));
}

void TestCli::animInfoReal()
{
    const Run r = run({QStringLiteral("info"), m_maya});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    QVERIFY(r.out.contains(QStringLiteral("Maya anim file: animVersion 1.1, mayaVersion 2026\n")));
    QVERIFY(r.out.contains(QStringLiteral("timeUnit: ntscf (60 time codes per second;")));
    QVERIFY(r.out.contains(QStringLiteral("linearUnit: cm\nangularUnit: deg\nstartTime: 1\nendTime: 4\n")));
    // 23 anim lines, 3 of them (joint1, joint3, joint4) without animData
    QVERIFY2(r.out.contains(QStringLiteral("anim curves: 20\n")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("joint2.visibility\n  2 keys, from 1 to 3\n  output: unitless, not weighted\n"
                                          "  infinity: pre constant, post constant\n")));
    QVERIFY(r.out.contains(QStringLiteral("joint2.translate.translateX\n  2 keys, from 1 to 3\n  output: linear (cm), not weighted\n")));
    QVERIFY(r.out.contains(QStringLiteral("joint5.rotate.rotateZ\n  4 keys, from 1 to 4\n  output: angular (deg), not weighted\n")));
    QVERIFY(r.out.endsWith(QStringLiteral("nodes without curves: joint1, joint3, joint4\n")));

    const Run c = run({QStringLiteral("info"), m_mayaCycle});
    QCOMPARE(c.exitCode, 0);
    QVERIFY(c.out.contains(QStringLiteral("timeUnit: film (24 time codes per second;")));
    QVERIFY(c.out.contains(QStringLiteral("box.translate.translateY\n  3 keys, from 0 to 20\n  output: linear (cm), not weighted\n"
                                          "  infinity: pre cycleRelative, post cycle\n")));
}

void TestCli::animEval_data()
{
    QTest::addColumn<QString>("file"); // "real" or "cycle"
    QTest::addColumn<QString>("attr");
    QTest::addColumn<QString>("times");
    QTest::addColumn<QList<double>>("expected");
    // Key values at key times; constant infinity holds the end keys.
    QTest::newRow("real keys, full path") << "real" << "joint2.translate.translateX" << "1,3,-10,100"
                                          << QList<double>{kJ2TxAt1, kJ2TxAt3, kJ2TxAt1, kJ2TxAt3};
    // Two keys with the same tangent slope at both ends (auto tangents of a two-key curve)
    // give a Hermite segment whose middle is the average of the key values.
    QTest::newRow("real leaf name, middle") << "real" << "joint2.translateX" << "2"
                                            << QList<double>{(kJ2TxAt1 + kJ2TxAt3) / 2};
    QTest::newRow("real four keys") << "real" << "joint5.translateY" << "1,2,3,4,0,4.5"
                                    << QList<double>{kJ5Ty[0], kJ5Ty[1], kJ5Ty[2], kJ5Ty[3], kJ5Ty[0], kJ5Ty[3]};
    QTest::newRow("real step") << "real" << "joint5.visibility" << "1,1.5,2.5,4" << QList<double>{1, 1, 1, 1};
    // Linear keys (0,0) (10,20) (20,10): inside the range the straight lines.
    QTest::newRow("linear keys") << "cycle" << "box.translateY" << "0,5,10,15,20"
                                 << QList<double>{0, 10, 20, 15, 10};
    // Post cycle repeats [0, 20]: t = 25 → 5, t = 30 → 10, t = 40 → 0 (Maya maps an
    // iteration boundary on the post side to the first key).
    QTest::newRow("post cycle") << "cycle" << "box.translateY" << "25,30,40" << QList<double>{10, 20, 0};
    // Pre cycleRelative: each copy before the keys is offset by −(last − first) = −10:
    // t = −5 → value at 15 (15) − 10 = 5; t = −10 → value at 10 (20) − 10 = 10.
    QTest::newRow("pre cycleRelative") << "cycle" << "box.translateY" << "-5,-10" << QList<double>{5, 10};
}

void TestCli::animEval()
{
    QFETCH(QString, file);
    QFETCH(QString, attr);
    QFETCH(QString, times);
    QFETCH(QList<double>, expected);
    const QString input = file == QLatin1String("real") ? m_maya : m_mayaCycle;
    const Run r = run({QStringLiteral("eval"), input, QStringLiteral("--attr"), attr, QStringLiteral("--time"), times});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    const QList<double> values = parseNumbers(r.out);
    QCOMPARE(values.size(), expected.size());
    for (qsizetype i = 0; i < values.size(); ++i)
        QVERIFY2(std::abs(values[i] - expected[i]) <= 1e-12 * (1 + std::abs(expected[i])),
                 qPrintable(QStringLiteral("value %1: %2, expected %3").arg(i).arg(values[i], 0, 'g', 17).arg(expected[i], 0, 'g', 17)));
}

void TestCli::animBakeReal()
{
    const QString out = m_dir.filePath(QStringLiteral("maya_baked.usda"));
    const Run r = run({QStringLiteral("bake"), m_maya, QStringLiteral("-o"), out, QStringLiteral("--stride"), QStringLiteral("0.5")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    // default range: the file's startTime:endTime
    QVERIFY2(r.out.contains(QStringLiteral("baked 20 attributes over 1:4 stride 0.5;")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("/joint2.translateX: ")));
    Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked.isOk(), baked.message().c_str());
    QCOMPARE(baked->timeCodesPerSecond, std::optional<double>(60.0)); // ntscf
    QCOMPARE(baked->startTimeCode, std::optional<double>(1.0));
    QCOMPARE(baked->endTimeCode, std::optional<double>(4.0));
    QVERIFY(baked->findPrim("/joint1") == nullptr); // a node without curves gets no prim
    const Attribute *ty = baked->findAttribute("/joint5.translateY");
    QVERIFY(ty && ty->timeSamples && !ty->spline);
    QCOMPARE(ty->timeSamples->size(), std::size_t(7)); // 1, 1.5, …, 4
    for (int k = 0; k < 4; ++k)
        QCOMPARE(evalTimeSamples(*ty->timeSamples, 1.0 + k), std::optional<double>(kJ5Ty[k]));
    const Attribute *tx = baked->findAttribute("/joint2.translateX");
    QVERIFY(tx && tx->timeSamples);
    QCOMPARE(evalTimeSamples(*tx->timeSamples, 1.0), std::optional<double>(kJ2TxAt1));
    QCOMPARE(evalTimeSamples(*tx->timeSamples, 3.0), std::optional<double>(kJ2TxAt3));
    QVERIFY(std::abs(*evalTimeSamples(*tx->timeSamples, 2.0) - (kJ2TxAt1 + kJ2TxAt3) / 2) < 1e-12);

    // Every baked sample time evaluates in the usda as in the .anim.
    for (const QString &path : {QStringLiteral("joint2.translateX"), QStringLiteral("joint5.translateZ")}) {
        const QString times = QStringLiteral("1,1.5,2,2.5,3,3.5,4");
        const Run fromAnim = run({QStringLiteral("eval"), m_maya, QStringLiteral("--attr"), path, QStringLiteral("--time"), times});
        const Run fromUsda = run({QStringLiteral("eval"), out, QStringLiteral("--attr"), QLatin1Char('/') + path,
                                  QStringLiteral("--time"), times});
        QCOMPARE(fromAnim.exitCode, 0);
        QCOMPARE(fromUsda.exitCode, 0);
        QCOMPARE(fromUsda.out, fromAnim.out);
    }
}

void TestCli::animBakeOneAttribute()
{
    const QString out = m_dir.filePath(QStringLiteral("cycle_baked.usda"));
    const Run r = run({QStringLiteral("bake"), m_mayaCycle, QStringLiteral("-o"), out, QStringLiteral("--range"),
                       QStringLiteral("-10:40"), QStringLiteral("--stride"), QStringLiteral("5"), QStringLiteral("--attr"),
                       QStringLiteral("box.translateY")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("baked 1 attribute over -10:40 stride 5;")), qPrintable(r.out));
    Result<Layer> baked = readLayerFile(out);
    QVERIFY(baked.isOk());
    QCOMPARE(baked->timeCodesPerSecond, std::optional<double>(24.0));
    const Attribute *a = baked->findAttribute("/box.translateY");
    QVERIFY(a && a->timeSamples);
    // the values of animEval's rows (Maya's cycling), at the stride's times
    const std::pair<double, double> expected[] = {{-10, 10}, {-5, 5}, {0, 0}, {5, 10}, {10, 20}, {15, 15},
                                                  {20, 10}, {25, 10}, {30, 20}, {40, 0}};
    for (const auto &[t, v] : expected) {
        bool found = false;
        for (const TimeSample &s : *a->timeSamples) {
            double value = 0;
            if (s.time == t && s.value.toDouble(&value)) {
                QCOMPARE(value, v);
                found = true;
            }
        }
        QVERIFY2(found, qPrintable(QString::number(t)));
    }
    // Maya holds the last key's value 10 at frame 20 and restarts from the first key (0)
    // right after it: the samples keep that jump, so frame 22.5 interpolates to 5.
    QCOMPARE(evalTimeSamples(*a->timeSamples, 20.0), std::optional<double>(10.0));
    QVERIFY(std::abs(*evalTimeSamples(*a->timeSamples, 22.5) - 5.0) < 1e-9);
    QVERIFY(std::abs(*evalTimeSamples(*a->timeSamples, 17.5) - 12.5) < 1e-9);
    QVERIFY(std::abs(*evalTimeSamples(*a->timeSamples, 37.5) - 12.5) < 1e-9);
}

void TestCli::animErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrContains");
    QTest::newRow("eval unknown attribute") << QStringList{QStringLiteral("eval"), QStringLiteral("MAYA"), QStringLiteral("--attr"),
                                                           QStringLiteral("joint2.nope"), QStringLiteral("--time"), QStringLiteral("1")}
                                            << 2 << "knotline eval: no attribute joint2.nope in MAYA";
    QTest::newRow("eval placeholder node") << QStringList{QStringLiteral("eval"), QStringLiteral("MAYA"), QStringLiteral("--attr"),
                                                          QStringLiteral("joint1"), QStringLiteral("--time"), QStringLiteral("1")}
                                           << 2 << "knotline eval: no attribute joint1 in MAYA";
    QTest::newRow("bake unknown attribute") << QStringList{QStringLiteral("bake"), QStringLiteral("MAYA"), QStringLiteral("-o"), QStringLiteral("OUT"),
                                                           QStringLiteral("--attr"), QStringLiteral("joint5.translateW")}
                                            << 2 << "knotline bake: no attribute joint5.translateW in MAYA";
    QTest::newRow("info malformed") << QStringList{QStringLiteral("info"), QStringLiteral("BAD")} << 1
                                    << "knotline info: BAD:10:7: expected a number, found ";
    QTest::newRow("eval malformed") << QStringList{QStringLiteral("eval"), QStringLiteral("BAD"), QStringLiteral("--attr"),
                                                   QStringLiteral("box.translateX"), QStringLiteral("--time"), QStringLiteral("1")}
                                    << 1 << "knotline eval: BAD:10:7: expected a number, found ";
    QTest::newRow("bake malformed") << QStringList{QStringLiteral("bake"), QStringLiteral("BAD"), QStringLiteral("-o"), QStringLiteral("OUT")}
                                    << 1 << "knotline bake: BAD:10:7: expected a number, found ";
    QTest::newRow("missing anim") << QStringList{QStringLiteral("info"), QStringLiteral("/nonexistent/walk.anim")} << 1
                                  << "knotline info: /nonexistent/walk.anim: cannot open";
}

void TestCli::animErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrContains);
    const QString out = m_dir.filePath(QStringLiteral("never_maya.usda"));
    arguments.replaceInStrings(QStringLiteral("MAYA"), m_maya);
    arguments.replaceInStrings(QStringLiteral("BAD"), m_mayaBad);
    arguments.replaceInStrings(QStringLiteral("OUT"), out);
    stderrContains.replace(QStringLiteral("MAYA"), m_maya);
    stderrContains.replace(QStringLiteral("BAD"), m_mayaBad);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(stderrContains), qPrintable(r.err));
    QCOMPARE(r.out, QString());
    QVERIFY(!QFile::exists(out));
}

// pose and bake follow the document's pose (knotline.pose, spec/timeline.md §1.7);
// --raw and --blended override it, not both.
void TestCli::timelinePoseFollowsTheDocument()
{
    // a:x holds 2 (A, blend out 1, ends at 3) and 10 (B, blend in 1, from 2): at 2.5 each
    // weighs ½, blended (1 − ½) · 2 + ½ · 10 = 6; raw, B wins: 10.
    const QString doc = write(QStringLiteral("tl/blend.json"), R"({"timeline": {"duration": 4, "tracks": [{"clips": [
        {"animation_id": "A", "duration": 3, "blend_out": 1}, {"animation_id": "B", "start_time": 2, "blend_in": 1}]}]},
        "animations": {"A": {"duration": 3, "channels": [{"target": "a", "property": "x", "keyframes": [{"time": 0, "value": 2}]}]},
                       "B": {"duration": 2, "channels": [{"target": "a", "property": "x", "keyframes": [{"time": 0, "value": 10}]}]}},
        "knotline": {"pose": "blended"}})");
    const Run blended = run({QStringLiteral("pose"), doc, QStringLiteral("--time"), QStringLiteral("2.5")});
    QCOMPARE(blended.err, QString());
    QCOMPARE(blended.out, QStringLiteral("2.5 a x 6.0\n"));
    const Run raw = run({QStringLiteral("pose"), doc, QStringLiteral("--time"), QStringLiteral("2.5"), QStringLiteral("--raw")});
    QCOMPARE(raw.out, QStringLiteral("2.5 a x 10.0\n"));
    const Run both = run({QStringLiteral("pose"), doc, QStringLiteral("--time"), QStringLiteral("1"), QStringLiteral("--raw"),
                          QStringLiteral("--blended")});
    QCOMPARE(both.exitCode, 2);
    QVERIFY2(both.err.contains(QStringLiteral("--raw and --blended")), qPrintable(both.err));
    // A raw document (no knotline member) shown blended on request.
    const QString rawDoc = write(QStringLiteral("tl/rawblend.json"), R"({"timeline": {"duration": 4, "tracks": [{"clips": [
        {"animation_id": "A", "duration": 3, "blend_out": 1}, {"animation_id": "B", "start_time": 2, "blend_in": 1}]}]},
        "animations": {"A": {"duration": 3, "channels": [{"target": "a", "property": "x", "keyframes": [{"time": 0, "value": 2}]}]},
                       "B": {"duration": 2, "channels": [{"target": "a", "property": "x", "keyframes": [{"time": 0, "value": 10}]}]}}})");
    QCOMPARE(run({QStringLiteral("pose"), rawDoc, QStringLiteral("--time"), QStringLiteral("2.5")}).out, QStringLiteral("2.5 a x 10.0\n"));
    QCOMPARE(run({QStringLiteral("pose"), rawDoc, QStringLiteral("--time"), QStringLiteral("2.5"), QStringLiteral("--blended")}).out,
             QStringLiteral("2.5 a x 6.0\n"));
    // bake follows too: the blended sample at 2.5 s (time code 60 at 24 fps) is 6.
    const QString out = m_dir.filePath(QStringLiteral("tl/blend.usda"));
    const Run baked = run({QStringLiteral("bake"), doc, QStringLiteral("-o"), out, QStringLiteral("--fps"), QStringLiteral("24")});
    QCOMPARE(baked.exitCode, 0);
    const Run eval = run({QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/a.x"), QStringLiteral("--time"),
                          QStringLiteral("60")});
    QCOMPARE(eval.out, QStringLiteral("6\n"));
    const Run bakedRaw = run({QStringLiteral("bake"), doc, QStringLiteral("-o"), out, QStringLiteral("--fps"), QStringLiteral("24"),
                              QStringLiteral("--raw")});
    QCOMPARE(bakedRaw.exitCode, 0);
    const Run evalRaw = run({QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/a.x"), QStringLiteral("--time"),
                             QStringLiteral("60")});
    QCOMPARE(evalRaw.out, QStringLiteral("10\n"));
}

void TestCli::timelinePoseSeed()
{
    // The seed's evaluate_timeline example (../shared/seeds/timeline-placed-clips.txt): a clip
    // 0 -> 10 over 1 s placed at 0.5 is absent at 0, 5 at 1.0 and holds 10 at 1.75.
    const QString seed = QStringLiteral(KNOTLINE_SOURCE_DIR "/resources/timelines/seed_placed_clip.json");
    const Run r = run({QStringLiteral("pose"), seed, QStringLiteral("--time"), QStringLiteral("0,1"), QStringLiteral("--time"),
                       QStringLiteral("1.75")});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    // The seed prints 5.0 and 10.0 (Python's float repr); so does pose.
    QCOMPARE(r.out, QStringLiteral("1 a x 5.0\n1.75 a x 10.0\n"));
    // Sorted by target, then property; strings quoted as usda quotes them, booleans as words.
    const QString doc = write(QStringLiteral("tl/two.json"), R"({"timeline": {"duration": 1, "tracks": [{"clips": [
        {"animation_id": "m"}]}]}, "animations": {"m": {"duration": 1, "channels": [
        {"target": "b", "property": "x", "keyframes": [{"time": 0, "value": 1}]},
        {"target": "a", "property": "viseme", "keyframes": [{"time": 0, "value": "A"}, {"time": 0.5, "value": "B"}]},
        {"target": "a", "property": "on", "keyframes": [{"time": 0, "value": true}]}]}}})");
    const Run two = run({QStringLiteral("pose"), doc, QStringLiteral("--time"), QStringLiteral("0.5")});
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(two.out, QStringLiteral("0.5 a on true\n0.5 a viseme \"B\"\n0.5 b x 1.0\n"));
    // A string with spaces, quotes, a backslash and a line break stays one unambiguous word;
    // numbers in the seed's forms.
    const QString text = write(QStringLiteral("tl/text.json"), R"({"timeline": {"duration": 1, "tracks": [{"clips": [
        {"animation_id": "m"}]}]}, "animations": {"m": {"duration": 1, "channels": [
        {"target": "a", "property": "label", "keyframes": [{"time": 0, "value": "say \"hi\" to\\me\nnow"}]},
        {"target": "a", "property": "note", "keyframes": [{"time": 0, "value": "it's a \"b\""}]},
        {"target": "a", "property": "quote", "keyframes": [{"time": 0, "value": "x \"y\""}]},
        {"target": "b", "property": "big", "keyframes": [{"time": 0, "value": 1.5e16}]},
        {"target": "b", "property": "small", "keyframes": [{"time": 0, "value": -0.00001}]},
        {"target": "b", "property": "tiny", "keyframes": [{"time": 0, "value": 0.0001}]},
        {"target": "b", "property": "whole", "keyframes": [{"time": 0, "value": 1234567890123456}]},
        {"target": "b", "property": "zero", "keyframes": [{"time": 0, "value": 0}]}]}}})");
    const Run three = run({QStringLiteral("pose"), text, QStringLiteral("--time"), QStringLiteral("0")});
    QCOMPARE(three.err, QString());
    QCOMPARE(three.out, QStringLiteral("0 a label 'say \"hi\" to\\\\me\\nnow'\n"
                                       "0 a note \"it's a \\\"b\\\"\"\n"
                                       "0 a quote 'x \"y\"'\n"
                                       "0 b big 1.5e+16\n"
                                       "0 b small -1e-05\n"
                                       "0 b tiny 0.0001\n"
                                       "0 b whole 1234567890123456.0\n"
                                       "0 b zero 0.0\n"));
}

void TestCli::timelineInfoAndBake()
{
    const QString seed = QStringLiteral(KNOTLINE_SOURCE_DIR "/resources/timelines/seed_placed_clip.json");
    const Run info = run({QStringLiteral("info"), seed});
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QStringLiteral("    1. m: start 0.5, end 1.5, speed 1, loop once\n")), qPrintable(info.out));
    QVERIFY2(info.out.contains(QStringLiteral("targets: 1\n  a: x\n")), qPrintable(info.out));
    const QString out = m_dir.filePath(QStringLiteral("seed.usda"));
    const Run bake = run({QStringLiteral("bake"), seed, QStringLiteral("-o"), out, QStringLiteral("--range"), QStringLiteral("0:2"),
                          QStringLiteral("--fps"), QStringLiteral("4")});
    QCOMPARE(bake.err, QString());
    QCOMPARE(bake.exitCode, 0);
    Result<Layer> layer = readLayerFile(out);
    QVERIFY2(layer.isOk(), layer.message().c_str());
    const Attribute *x = layer->findAttribute("/a.x");
    QVERIFY(x && x->timeSamples);
    // At rest before 0.5 s (time codes 0, 1): no samples there; 2 .. 8 sampled.
    QCOMPARE(x->timeSamples->size(), std::size_t(7));
    QCOMPARE(x->timeSamples->front().time, 2.0);
    QCOMPARE(evalTimeSamples(*x->timeSamples, 4.0), std::optional<double>(5.0));
    QCOMPARE(layer->timeCodesPerSecond, std::optional<double>(4.0));
}

// Sync-point warps are flagged to the user (spec §2): reversed and dropped requests.
void TestCli::timelineInfoShowsSyncWarps()
{
    const QString doc = write(QStringLiteral("tl/warps.json"), R"({"timeline": {"duration": 10, "tracks": [{"clips": [
        {"animation_id": "m", "start_time": 0}, {"animation_id": "m", "start_time": 0}]}]},
      "animations": {"m": {"duration": 3, "channels": [{"target": "a", "property": "x",
        "keyframes": [{"time": 0, "value": 0}, {"time": 3, "value": 3}]}]}},
      "knotline": {"animations": {"m": {"sync_times": {"ready": 0.5, "stroke": 2, "relax": 2.5}}},
        "tracks": [{"clips": [{"sync": {"ready": 6, "relax": 4}}, {"sync": {"stroke_start": 5}}]}]}})");
    const Run info = run({QStringLiteral("info"), doc});
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QStringLiteral(
                 "    1. m: start 3.5, end 6.5, speed 1, loop once, sync warp requests ready=6 relax=4\n"
                 "       warp knots start 6.5, ready 6, stroke_start 6, stroke 4.5, stroke_end 4.5, relax 4, end 3.5\n"
                 "       warning: the requests for ready and relax are in reverse order: the clip plays backwards between them\n")),
             qPrintable(info.out));
    QVERIFY2(info.out.contains(QStringLiteral("       warning: the clip has no stroke_start sync point: its request is dropped\n")),
             qPrintable(info.out));
    // The warp is what plays: backwards from clip time 3 at 3.5 s to 0 at 6.5 s.
    const Run pose = run({QStringLiteral("pose"), doc, QStringLiteral("--time"), QStringLiteral("4,5")});
    QCOMPARE(pose.out, QStringLiteral("4 a x 2.5\n5 a x 1.5\n"));
}

void TestCli::timelineErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error");
    const QString bad = write(QStringLiteral("tl/bad.json"), R"({"timeline": {"duration": 1}, "animations": {"walk": {"duration": 1,
        "channels": [{"target": "a", "property": "x", "keyframes": [{"time": 0, "value": 0, "easing": "bounce"}]}]}}})");
    const QString broken = write(QStringLiteral("tl/broken.json"), "{\n  \"timeline\": [,\n");
    const QString seed = QStringLiteral(KNOTLINE_SOURCE_DIR "/resources/timelines/seed_placed_clip.json");
    QTest::newRow("unsupported easing") << QStringList{QStringLiteral("pose"), bad, QStringLiteral("--time"), QStringLiteral("0")} << 1
                                        << QStringLiteral("knotline pose: %1: animations.walk.channels[0].keyframes[0].easing: unsupported easing \"bounce\"\n").arg(bad);
    QTest::newRow("malformed json") << QStringList{QStringLiteral("info"), broken} << 1
                                    << QStringLiteral("knotline info: %1:2:17: not valid JSON: illegal value (at character 18)\n").arg(broken);
    QTest::newRow("no time") << QStringList{QStringLiteral("pose"), seed} << 2 << QStringLiteral("knotline pose: missing --time T[,T...]\n");
    QTest::newRow("bad fps") << QStringList{QStringLiteral("bake"), seed, QStringLiteral("-o"), QStringLiteral("x.usda"), QStringLiteral("--fps"), QStringLiteral("0")}
                             << 2 << QStringLiteral("knotline bake: --fps must be a number > 0, not \"0\"\n");
}

void TestCli::timelineErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, error);
    const Run r = run(arguments);
    QCOMPARE(r.err, error);
    QCOMPARE(r.exitCode, exitCode);
    QCOMPARE(r.out, QString());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
