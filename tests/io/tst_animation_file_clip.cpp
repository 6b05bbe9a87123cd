// Animation files as timeline clips (core/io/AnimationFileClip.h) and freeze frames
// (core/timeline/ClipStill.h): which target_urls name an animation file; a usda layer's
// splines and time samples as channels in seconds, its duration from endTimeCode or the
// last key; the prim named or the whole layer; refusals; a still holding a clip's pose,
// wrapped by its loop mode, with a value block left out.
#include "core/io/AnimationFileClip.h"
#include "core/io/UsdaReader.h"
#include "core/timeline/ClipChannel.h"
#include "core/timeline/ClipStill.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace knotline;

class TestAnimationFileClip : public QObject {
    Q_OBJECT
private slots:
    void references_data();
    void references();
    void layerChannelsInSeconds();
    void wholeLayerAndRefusals();
    void stillHoldsThePose();
    void classesTimecodesAndInnerLoops();
    void onlyRegularFilesAreRead();
    void percentEncodedNamesAreDecodedWhenNoFileHasThem();
};

namespace {

Layer layerOf(const char *text)
{
    Result<Layer> layer = readUsda(text, "test.usda");
    if (!layer)
        qWarning("%s", layer.message().c_str());
    return layer ? std::move(layer).value() : Layer{};
}

double numberAt(const Clip &clip, const char *target, const char *property, double u)
{
    const ClipChannel *c = clip.channel(ChannelKey{QString::fromLatin1(target), QString::fromLatin1(property)});
    if (!c)
        return -12345;
    const std::optional<PoseValue> v = clipChannelValue(*c, u);
    return v ? std::get<double>(*v) : -54321;
}

const char *const kLayer = R"(#usda 1.0
(
    timeCodesPerSecond = 12
    endTimeCode = 36
)
def Xform "Rig"
{
    double ty.spline = {
        0: 0; post linear,
        12: 6; post linear,
    }
    double constant = 3
    def Xform "Hand"
    {
        float curl.timeSamples = {
            6: 1,
            18: 3,
        }
        string label.timeSamples = {
            0: "a",
        }
    }
}
def Xform "Other"
{
    double tx.spline = {
        48: 1; post held,
    }
}
)";

} // namespace

void TestAnimationFileClip::references_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("names");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("prim");
    QTest::addColumn<bool>("isAnim");
    QTest::newRow("anim") << "walk.anim" << true << "walk.anim" << "" << true;
    QTest::newRow("anim any case") << "anims/WALK.ANIM" << true << "anims/WALK.ANIM" << "" << true;
    QTest::newRow("usda prim") << "shot.usda#/World/Ball" << true << "shot.usda" << "/World/Ball" << false;
    QTest::newRow("usd whole") << "/abs/shot.usd" << true << "/abs/shot.usd" << "" << false;
    QTest::newRow("file url") << "file:///abs/my%20walk.anim" << true << "/abs/my walk.anim" << "" << true;
    QTest::newRow("file url prim") << "file:///abs/s.usda#/A" << true << "/abs/s.usda" << "/A" << false;
    QTest::newRow("footage") << "shot.mov" << false << "" << "" << false;
    QTest::newRow("https") << "https://example.com/walk.anim" << false << "" << "" << false;
    QTest::newRow("fragment only") << "#/Prim" << false << "" << "" << false;
    QTest::newRow("animation id") << "walk" << false << "" << "" << false;
    QTest::newRow("anim node") << "walk.anim#/joint2" << true << "walk.anim" << "/joint2" << true;
    QTest::newRow("file localhost") << "file://localhost/abs/walk.anim" << true << "/abs/walk.anim" << "" << true;
    QTest::newRow("file other host") << "file://farm/abs/walk.anim" << false << "" << "" << false;
}

void TestAnimationFileClip::references()
{
    QFETCH(QString, url);
    QFETCH(bool, names);
    const std::optional<AnimationFileRef> ref = animationFileRef(url);
    QCOMPARE(ref.has_value(), names);
    if (!ref)
        return;
    QTEST(ref->file, "file");
    QTEST(ref->primPath, "prim");
    QTEST(ref->isAnim, "isAnim");
}

void TestAnimationFileClip::layerChannelsInSeconds()
{
    const Layer layer = layerOf(kLayer);
    Result<Clip> clip = clipFromLayer(layer, QStringLiteral("/Rig"), QStringLiteral("Rig"));
    QVERIFY2(clip.isOk(), clip.message().c_str());
    // ty (spline) and curl (samples) below /Rig; constant (a default only) and label
    // (string samples) give none; /Other is not below /Rig.
    QCOMPARE(clip->channels().size(), std::size_t(2));
    QCOMPARE(clip->duration(), 3.0); // endTimeCode 36 at 12 per second
    // Time code 6 is 0.5 s: ty 3 there, 6 at 1 s; curl linear 1 → 3 between 0.5 s and 1.5 s.
    QCOMPARE(numberAt(*clip, "/Rig", "ty", 0.5), 3.0);
    QCOMPARE(numberAt(*clip, "/Rig", "ty", 1.0), 6.0);
    QCOMPARE(numberAt(*clip, "/Rig/Hand", "curl", 1.0), 2.0);
    QCOMPARE(numberAt(*clip, "/Rig/Hand", "curl", 0.25), 1.0); // held before the first sample
    // The slope is per second now: 6 per 12 time codes = 6 per second.
    const Spline &ty = std::get<Spline>(clip->channel(ChannelKey{QStringLiteral("/Rig"), QStringLiteral("ty")})->curve);
    QCOMPARE(ty.knots()[1].time, 1.0);
}

void TestAnimationFileClip::wholeLayerAndRefusals()
{
    const Layer layer = layerOf(kLayer);
    Result<Clip> all = clipFromLayer(layer, QString(), QStringLiteral("all"));
    QVERIFY2(all.isOk(), all.message().c_str());
    QCOMPARE(all->channels().size(), std::size_t(3));
    QVERIFY(all->channel(ChannelKey{QStringLiteral("/Other"), QStringLiteral("tx")}));

    Result<Clip> missing = clipFromLayer(layer, QStringLiteral("/Nope"), QStringLiteral("x"));
    QVERIFY(!missing.isOk());
    QCOMPARE(missing.status().id(), MessageId::AnimationFilePrimMissing);
    QCOMPARE(QString::fromStdString(missing.message()), QStringLiteral("the layer has no prim /Nope"));

    const Layer still = layerOf("#usda 1.0\ndef \"A\"\n{\n    double x = 1\n}\n");
    Result<Clip> none = clipFromLayer(still, QStringLiteral("/A"), QStringLiteral("A"));
    QVERIFY(!none.isOk());
    QCOMPARE(none.status().id(), MessageId::AnimationFileNoChannels);

    // No endTimeCode: the last key sets the duration (time code 48 at 24 per second).
    const Layer late = layerOf("#usda 1.0\ndef \"A\"\n{\n    double x.spline = {\n        48: 1; post held,\n    }\n}\n");
    Result<Clip> toLast = clipFromLayer(late, QStringLiteral("/A"), QStringLiteral("A"));
    QVERIFY2(toLast.isOk(), toLast.message().c_str());
    QCOMPARE(toLast->duration(), 2.0);

    // A file that is not there: the reader's message with its path.
    Result<Clip> gone = readAnimationFileClip(AnimationFileRef{QStringLiteral("gone.usda"), {}, false},
                                              QStringLiteral("/nowhere"), QStringLiteral("gone.usda"));
    QVERIFY(!gone.isOk());
    QVERIFY2(QString::fromStdString(gone.message()).startsWith(QStringLiteral("/nowhere/gone.usda")), gone.message().c_str());
}

void TestAnimationFileClip::stillHoldsThePose()
{
    Spline ramp;
    QVERIFY(ramp.setKnots({makeKnot(0.0, 0.0, Interpolation::Linear), makeKnot(2.0, 4.0, Interpolation::ValueBlock),
                           makeKnot(3.0, 9.0, Interpolation::Held)})
                .isOk());
    Result<StepChannel> flag = StepChannel::make({StepKey{0.0, false}, StepKey{1.0, true}});
    QVERIFY(flag.isOk());
    Result<Clip> clip = Clip::make(QStringLiteral("walk"), 4.0, LoopMode::Loop,
                                   {ClipChannel{ChannelKey{QStringLiteral("a"), QStringLiteral("x")}, ramp},
                                    ClipChannel{ChannelKey{QStringLiteral("a"), QStringLiteral("on")}, flag.value()}});
    QVERIFY2(clip.isOk(), clip.message().c_str());
    // 5 s wraps to 1 s of the 4 s loop: x = 2, on = true, for 0.75 s.
    Result<Clip> still = clipStill(*clip, 5.0, 0.75);
    QVERIFY2(still.isOk(), still.message().c_str());
    QCOMPARE(still->name(), QStringLiteral("walk @ 5s"));
    QCOMPARE(still->duration(), 0.75);
    QCOMPARE(still->channels().size(), std::size_t(2));
    for (const double u : {0.0, 0.5, 0.75}) {
        QCOMPARE(numberAt(*still, "a", "x", u), 2.0);
        QCOMPARE(std::get<bool>(*clipChannelValue(still->channels()[1], u)), true);
    }
    // Inside the value block (2 s – 3 s) x is absent: the still has no x.
    Result<Clip> blocked = clipStill(*clip, 2.5, 1.0, QStringLiteral("held"));
    QVERIFY(blocked.isOk());
    QCOMPARE(blocked->name(), QStringLiteral("held"));
    QCOMPARE(blocked->channels().size(), std::size_t(1));
    QVERIFY(!blocked->channel(ChannelKey{QStringLiteral("a"), QStringLiteral("x")}));
    // Refusals: a duration <= 0, a time that is not finite.
    QCOMPARE(clipStill(*clip, 1.0, 0.0).status().id(), MessageId::ClipDurationInvalid);
    QCOMPARE(clipStill(*clip, std::numeric_limits<double>::infinity(), 1.0).status().id(), MessageId::ClipDurationInvalid);
}

void TestAnimationFileClip::classesTimecodesAndInnerLoops()
{
    const Layer layer = layerOf(R"(#usda 1.0
class "Base"
{
    double x.spline = {
        0: 1; post linear,
        24: 2; post linear,
    }
}
def "A"
{
    timecode cue.spline = {
        0: 44; post linear,
        24: 48; post linear,
    }
    double loop.spline = {
        loop: (0, 24, 0, 2, 10),
        0: 0; post linear,
        12: 5; post linear,
        24: 0; post linear,
    }
}
)");
    Result<Clip> clip = clipFromLayer(layer, QString(), QStringLiteral("all"));
    QVERIFY2(clip.isOk(), clip.message().c_str());
    // The class animates nothing; a timecode attribute keeps its values (time codes).
    QCOMPARE(clip->channels().size(), std::size_t(2));
    QVERIFY(!clip->channel(ChannelKey{QStringLiteral("/Base"), QStringLiteral("x")}));
    QCOMPARE(numberAt(*clip, "/A", "cue", 0.5), 46.0);
    // Two inner-loop copies after the prototype (0–24) run to time code 72: 3 s.
    QCOMPARE(clip->duration(), 3.0);
    QCOMPARE(numberAt(*clip, "/A", "loop", 2.5), 25.0); // 12 into the second copy: 5 + 2 · 10
}

void TestAnimationFileClip::onlyRegularFilesAreRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.usda")));
    Result<Clip> folder = readAnimationFileClip(AnimationFileRef{QStringLiteral("folder.usda"), {}, false}, dir.path(), {});
    QCOMPARE(folder.status().id(), MessageId::IsDirectory);
    // A pipe is never opened (reading one would wait for a writer).
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("pipe.anim")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    Result<Clip> pipe = readAnimationFileClip(AnimationFileRef{QStringLiteral("pipe.anim"), {}, true}, dir.path(), {});
    QCOMPARE(pipe.status().id(), MessageId::NotRegularFile);
    QVERIFY2(QString::fromStdString(pipe.message()).contains(QLatin1String("pipe.anim")), pipe.message().c_str());
}

void TestAnimationFileClip::percentEncodedNamesAreDecodedWhenNoFileHasThem()
{
    // A relative target_url is a URL path: "shot%20one.usda" names "shot one.usda". A file
    // whose name really holds the escape is read as written.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray layer = "#usda 1.0\ndef \"Ball\"\n{\n    double y.spline = {\n        0: 1,\n        24: 3,\n    }\n}\n";
    for (const char *name : {"shot one.usda", "100%25.usda"}) {
        QFile f(dir.filePath(QString::fromUtf8(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(layer);
    }
    Result<Clip> decoded = readAnimationFileClip(AnimationFileRef{QStringLiteral("shot%20one.usda"), {}, false}, dir.path(), {});
    QVERIFY2(decoded.isOk(), decoded.message().c_str());
    QCOMPARE(decoded->channels().size(), std::size_t(1));
    Result<Clip> literal = readAnimationFileClip(AnimationFileRef{QStringLiteral("100%25.usda"), {}, false}, dir.path(), {});
    QVERIFY2(literal.isOk(), literal.message().c_str());
    Result<Clip> missing = readAnimationFileClip(AnimationFileRef{QStringLiteral("no%20file.usda"), {}, false}, dir.path(), {});
    QVERIFY(!missing.isOk());
    QVERIFY2(QString::fromStdString(missing.message()).contains(QLatin1String("no%20file.usda")), missing.message().c_str());
}

QTEST_GUILESS_MAIN(TestAnimationFileClip)
#include "tst_animation_file_clip.moc"
