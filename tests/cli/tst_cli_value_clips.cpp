// The command line on value clips, through the knotline executable: eval resolves a
// clip-driven attribute through its clip set (and --source names the set, clip and clip
// time), bake writes the clip-driven values as time samples with both sides of a jump,
// and info lists the clip sets (form, clip files found or missing, active and times
// pairs, manifest, driven attributes).
#include "core/document/Layer.h"
#include "core/io/LayerFile.h"
#include "core/valueclips/ClipTimeMapping.h"
#include "tests/support/GoldenData.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

namespace {

// A loop with a jump at 10; the second clip does not exist. A template set on /T.
const char *kRoot =
    "#usda 1.0\n\ndef \"Model\" (\n    clips = {\n        dictionary default = {\n"
    "            asset[] assetPaths = [@./clip.usda@, @./gone.usda@]\n            double2[] active = [(0, 0), (30, 1)]\n"
    "            double2[] times = [(0, 0), (10, 10), (10, 0), (20, 10)]\n            string primPath = \"/Model\"\n"
    "        }\n    }\n)\n{\n    double x\n}\n\n"
    "def \"T\" (\n    clips = {\n        dictionary seq = {\n            string primPath = \"/Model\"\n"
    "            string templateAssetPath = \"./t.###.usda\"\n            double templateStartTime = 1\n"
    "            double templateEndTime = 3\n            double templateStride = 1\n        }\n    }\n)\n{\n}\n";

const char *kClip = "#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = {\n        0: 0,\n        10: 5,\n    }\n}\n";

struct Output {
    int exitCode = -1;
    QString out, err;
};

Output runKnotline(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral(KNOTLINE_BINARY), arguments);
    Output o;
    if (p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit) {
        o.exitCode = p.exitCode();
        o.out = QString::fromUtf8(p.readAllStandardOutput());
        o.err = QString::fromUtf8(p.readAllStandardError());
    }
    return o;
}

} // namespace

class TestCliValueClips : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void evalThroughClips();
    void evalSource();
    void bakeClipDrivenValues();
    void infoListsClipSets();
    void infoOnOpenUsdManifestLayers();
    void timecodeValuesFollowOffsets();

private:
    void write(const QString &name, const QByteArray &text);
    QString root() const { return m_dir.filePath(QStringLiteral("root.usda")); }
    QTemporaryDir m_dir;
};

void TestCliValueClips::write(const QString &name, const QByteArray &text)
{
    QFile f(m_dir.filePath(name));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

void TestCliValueClips::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(KNOTLINE_BINARY)));
    write(QStringLiteral("root.usda"), kRoot);
    write(QStringLiteral("clip.usda"), kClip);
    write(QStringLiteral("t.001.usda"), kClip);
    write(QStringLiteral("t.003.usda"), kClip);
}

void TestCliValueClips::evalThroughClips()
{
    // Stage samples 0, 10 − SafeStep, 10, 20 (clip 0) and 30 (the missing clip: no value,
    // so 20's value holds up to it).
    const Output o = runKnotline({QStringLiteral("eval"), root(), QStringLiteral("--attr"), QStringLiteral("/Model.x"),
                               QStringLiteral("--time"), QStringLiteral("0,10,15,20,25")});
    QCOMPARE(o.exitCode, 0);
    QCOMPARE(o.out, QStringLiteral("0\n0\n2.5\n5\n5\n"));
    QVERIFY2(o.err.contains(QStringLiteral("warning: clip layer './gone.usda' of clip set 'default' on /Model does not exist")),
             qPrintable(o.err));
}

void TestCliValueClips::evalSource()
{
    const Output o = runKnotline({QStringLiteral("eval"), root(), QStringLiteral("--attr"), QStringLiteral("/Model.x"),
                               QStringLiteral("--time"), QStringLiteral("15"), QStringLiteral("--source")});
    QCOMPARE(o.exitCode, 0);
    QCOMPARE(o.out, QStringLiteral("2.5  clip set 'default' of /Model, clip ./clip.usda at clip time 5\n"));
}

void TestCliValueClips::bakeClipDrivenValues()
{
    const QString out = m_dir.filePath(QStringLiteral("baked.usda"));
    const Output o = runKnotline({QStringLiteral("bake"), root(), QStringLiteral("-o"), out});
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.out.contains(QStringLiteral("/Model.x: clip set 'default' of /Model, 5 time samples (1 jump)")), qPrintable(o.out));
    const Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked.isOk(), baked.message().c_str());
    const Attribute *x = baked->findAttribute("/Model.x");
    QVERIFY(x && x->timeSamples);
    const TimeSamples &s = *x->timeSamples;
    QCOMPARE(s.size(), std::size_t(5));
    QCOMPARE(s[1].time, 10 - clipSafeStep()); // both sides of the jump at 10
    QCOMPARE(s[2].time, 10.0);
    double left = 0.0, right = -1.0;
    QVERIFY(s[1].value.toDouble(&left) && s[2].value.toDouble(&right));
    QVERIFY(std::abs(left - 5.0) < 1e-8);
    QCOMPARE(right, 0.0);
    QVERIFY(s[4].value.isNone()); // the missing clip's activation: no value
    // The baked layer's own samples (in the root) give the same values as the clips.
    const Output again = runKnotline({QStringLiteral("eval"), out, QStringLiteral("--attr"), QStringLiteral("/Model.x"),
                                   QStringLiteral("--time"), QStringLiteral("0,10,15,20,25")});
    QCOMPARE(again.out, QStringLiteral("0\n0\n2.5\n5\n5\n"));
}

void TestCliValueClips::infoListsClipSets()
{
    const Output o = runKnotline({QStringLiteral("info"), root()});
    QCOMPARE(o.exitCode, 0);
    const QStringList want = {
        QStringLiteral("clip sets: 2\n"),
        QStringLiteral("/Model: clip set 'default' (explicit), anchored in root.usda\n"
                       "  clips: ./clip.usda (found), ./gone.usda (missing)\n"
                       "  active (stage time, clip): (0, 0), (30, 1)\n"
                       "  times (stage time, clip time): (0, 0), (10, 10), (10, 0), (20, 10)\n"
                       "  primPath: /Model\n  manifest: generated from the clips\n  drives: /Model.x\n"),
        QStringLiteral("/T: clip set 'seq' (template), anchored in root.usda\n"
                       "  template: ./t.###.usda from 1 to 3 stride 1\n"
                       "  clips: ./t.001.usda (found), ./t.003.usda (found), ./t.002.usda (missing, not a clip)\n"
                       "  active (stage time, clip): (1, 0), (3, 1)\n"
                       "  times (stage time, clip time): (1, 1), (3, 3)\n"),
    };
    for (const QString &w : want)
        QVERIFY2(o.out.contains(w), qPrintable(o.out));
}

// OpenUSD's own manifest test layers (../shared/realdata/clips): the authored manifest is
// named as found, and the attributes it declares are the ones driven.
void TestCliValueClips::infoOnOpenUsdManifestLayers()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/clips/testUsdValueClips/manifest/root.usda"));
    const QString layers = test::sharedRoot() + QStringLiteral("/realdata/clips/testUsdValueClips/manifest/");
    const Output o = runKnotline({QStringLiteral("info"), layers + QStringLiteral("root.usda")});
    QCOMPARE(o.exitCode, 0);
    const QString want = QStringLiteral(
        "/WithManifestClip: clip set 'default' (explicit), anchored in root.usda\n"
        "  clips: ./clip_1.usda (found), ./clip_2.usda (found)\n"
        "  active (stage time, clip): (0, 0), (2, 1)\n"
        "  times (stage time, clip time): (0, 0), (1, 1), (2, 0), (3, 1)\n"
        "  primPath: /Clip\n"
        "  manifest: ./clip_manifest.usda (found)\n"
        "  drives: /WithManifestClip.inManifestAndInClip, /WithManifestClip.inManifestNotInClip, "
        "/WithManifestClip.uniformInManifestAndInClip\n");
    QVERIFY2(o.out.contains(want), qPrintable(o.out));
}

// Issue 39: timecode values are times, mapped by the offsets on their way to the root —
// eval of a sublayer's default (OpenUSD gives 24 · 2 + 100 = 148), and a bake of a
// clip-driven timecode from OpenUSD's own clip test layer (15 at stage 20, as OpenUSD
// resolves it) writes the mapped values.
void TestCliValueClips::timecodeValuesFollowOffsets()
{
    write(QStringLiteral("tc-sub.usda"), "#usda 1.0\n\ndef \"P\"\n{\n    timecode t = 24\n"
                                          "    timecode s.timeSamples = {\n        0: 10,\n        10: 20,\n    }\n}\n");
    write(QStringLiteral("tc-root.usda"), "#usda 1.0\n(\n    subLayers = [@./tc-sub.usda@ (offset = 100; scale = 2)]\n)\n");
    const QString tcRoot = m_dir.filePath(QStringLiteral("tc-root.usda"));
    const Output t = runKnotline({QStringLiteral("eval"), tcRoot, QStringLiteral("--attr"), QStringLiteral("/P.t"),
                                  QStringLiteral("--time"), QStringLiteral("100")});
    QCOMPARE(t.exitCode, 0);
    QCOMPARE(t.out, QStringLiteral("148\n"));
    const Output s = runKnotline({QStringLiteral("eval"), tcRoot, QStringLiteral("--attr"), QStringLiteral("/P.s"),
                                  QStringLiteral("--time"), QStringLiteral("100,110,120")});
    QCOMPARE(s.exitCode, 0);
    QCOMPARE(s.out, QStringLiteral("120\n130\n140\n"));

    const QString clips = test::realData("clips/testUsdValueClips/layerOffsets/root.usda");
    QVERIFY(QFile::exists(clips));
    const QString out = m_dir.filePath(QStringLiteral("tc-baked.usda"));
    const Output bake = runKnotline({QStringLiteral("bake"), clips, QStringLiteral("--attr"),
                                     QStringLiteral("/Model_2.time"), QStringLiteral("-o"), out});
    QCOMPARE(bake.exitCode, 0);
    const Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked.isOk(), baked.message().c_str());
    const Attribute *time = baked->findAttribute("/Model_2.time");
    QVERIFY(time && time->timeSamples && !time->timeSamples->empty());
    QCOMPARE(time->typeName, std::string("timecode"));
    QCOMPARE(time->timeSamples->front().time, 20.0);
    QCOMPARE(time->timeSamples->front().value.text, std::string("15"));
}

QTEST_GUILESS_MAIN(TestCliValueClips)
#include "tst_cli_value_clips.moc"
