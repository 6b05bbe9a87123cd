// OpenTimelineIO import (core/io/OtioReader.h): the seven real sample files of
// ../shared/realdata read with their tracks, clips, frame-exact starts and durations worked
// out by hand from the files; hand-computed layouts (a clip at half speed after a gap, a
// freeze frame, a dissolve, a source_range not starting at 0, nested stacks); refusals that
// name the JSON path and return nothing else; unknown schemas and effects kept.
#include "core/io/OtioReader.h"
#include "core/io/OtioValues.h"
#include "core/timeline/ClipChannel.h"

#include "tests/support/GoldenData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cmath>
#include <functional>

using namespace knotline;

class TestOtioReader : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void samples_data();
    void samples();
    void simpleCutPlacesEachClipAfterTheOnesBefore();
    void nestedStacksAreFlattenedIntoTracks();
    void trackInANestedStackPlaysThroughItsRangeAndEffects();
    void transitionsBecomeBlends();
    void screeningKeepsMarkersAndTheTrackRange();
    void halfSpeedClipAfterAGap();
    void sourceRangeNotStartingAtZero();
    void freezeFrameHoldsTheFirstFrame();
    void dissolveBetweenTwoClips();
    void animationChosenByMetadataUrlOrName();
    void syncPointMarkersBecomeSyncRequests();
    void unknownSchemasAndEffectsAreKept();
    void refusalsNameTheJsonPath_data();
    void refusalsNameTheJsonPath();
    void itemsReachingExactly1e8SecondsAreRead();
    void mangledSamplesAreReadOrRefused();
    void freezeOfAnAnimationHoldsItsPose();
    void animationFilesNamedByTargetUrlAreRead();
    void disabledClipsAndGlobalStartTime();
    void deepNestingIsRefused();
    void timesMatchWithinRoundingNeverAWholeItem_data();
    void timesMatchWithinRoundingNeverAWholeItem();
};

namespace {

const char *const kSamples[] = {"otio_clip_example.otio",   "otio_generator_reference_test.otio",
                                "otio_multitrack.otio",     "otio_nested_example.otio",
                                "otio_screening_example.otio", "otio_simple_cut.otio",
                                "otio_transition_test.otio"};

bool near(double got, double want, double tol = 1e-12)
{
    return std::abs(got - want) <= tol * std::max(1.0, std::abs(want));
}

#define QCOMPARE_NEAR(got, want)                                                                     \
    QVERIFY2(near((got), (want)), qPrintable(QStringLiteral("%1 is %2, expected %3")                 \
                                                 .arg(QLatin1String(#got))                           \
                                                 .arg((got), 0, 'g', 17)                             \
                                                 .arg((want), 0, 'g', 17)))

OtioImport readSample(const char *name)
{
    Result<OtioImport> read = readOtioFile(test::realData(name));
    if (!read)
        qWarning("%s", read.message().c_str());
    return read ? std::move(read).value() : OtioImport{};
}

/// A rational time / time range / timeline in OTIO's JSON.
QByteArray rt(double value, double rate = 24)
{
    return QByteArray(R"({"OTIO_SCHEMA": "RationalTime.1", "value": )") + QByteArray::number(value, 'g', 17)
        + R"(, "rate": )" + QByteArray::number(rate, 'g', 17) + "}";
}

QByteArray range(double start, double duration, double rate = 24)
{
    return QByteArray(R"({"OTIO_SCHEMA": "TimeRange.1", "start_time": )") + rt(start, rate) + R"(, "duration": )"
        + rt(duration, rate) + "}";
}

QByteArray clip(const char *name, double start, double duration, const QByteArray &extra = {})
{
    return QByteArray(R"({"OTIO_SCHEMA": "Clip.1", "name": ")") + name + R"(", "source_range": )"
        + range(start, duration) + extra + "}";
}

QByteArray gap(double duration)
{
    return QByteArray(R"({"OTIO_SCHEMA": "Gap.1", "source_range": )") + range(0, duration) + "}";
}

QByteArray oneTrack(const QByteArray &children)
{
    return QByteArray(R"({"OTIO_SCHEMA": "Timeline.1", "name": "t", "tracks": {"OTIO_SCHEMA": "Stack.1", "children": [
        {"OTIO_SCHEMA": "Track.1", "name": "V1", "children": [)")
        + children + "]}]}}";
}

std::shared_ptr<const Clip> animation(const char *id, double duration)
{
    Result<Clip> c = Clip::make(QString::fromLatin1(id), duration, LoopMode::Once, {});
    Clip made = std::move(c).value();
    made.setId(QString::fromLatin1(id));
    return std::make_shared<const Clip>(std::move(made));
}

OtioImport readText(const QByteArray &json, const OtioReadOptions &options = {})
{
    Result<OtioImport> read = readOtio(json, options);
    if (!read)
        qWarning("%s", read.message().c_str());
    return read ? std::move(read).value() : OtioImport{};
}

} // namespace

void TestOtioReader::initTestCase()
{
    QStringList paths;
    for (const char *name : kSamples)
        paths << QStringLiteral("realdata/") + QLatin1String(name);
    const QString missing = test::missingSharedPaths(paths);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
}

void TestOtioReader::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("tracks");
    QTest::addColumn<int>("placements");
    QTest::addColumn<int>("markers");
    QTest::addColumn<int>("kept");
    QTest::addColumn<double>("duration"); // the latest placement end, frames at 24 fps
    QTest::newRow("clip_example") << "otio_clip_example.otio" << 1 << 1 << 0 << 0 << 12.0;
    QTest::newRow("generator") << "otio_generator_reference_test.otio" << 1 << 1 << 0 << 0 << 50.0;
    QTest::newRow("multitrack") << "otio_multitrack.otio" << 3 << 5 << 0 << 0 << 2677.0;
    QTest::newRow("nested") << "otio_nested_example.otio" << 4 << 7 << 0 << 0 << 636.0;
    QTest::newRow("screening") << "otio_screening_example.otio" << 1 << 9 << 3 << 1 << 1049.0;
    QTest::newRow("simple_cut") << "otio_simple_cut.otio" << 1 << 4 << 0 << 0 << 19.0;
    QTest::newRow("transition") << "otio_transition_test.otio" << 1 << 3 << 0 << 0 << 160.0;
}

void TestOtioReader::samples()
{
    QFETCH(QString, file);
    QFETCH(int, tracks);
    QFETCH(int, placements);
    QFETCH(int, markers);
    QFETCH(int, kept);
    QFETCH(double, duration);
    Result<OtioImport> read = readOtioFile(test::realData(file.toLatin1().constData()));
    QVERIFY2(read.isOk(), read.message().c_str());
    QCOMPARE(int(read->timeline.trackCount()), tracks);
    QCOMPARE(int(read->placements.size()), placements);
    QCOMPARE(int(read->markers.size()), markers);
    QCOMPARE(int(read->kept.size()), kept);
    QCOMPARE_NEAR(read->timeline.duration(), duration / 24);
    QVERIFY(read->timeline.poseMode() == TimelinePoseMode::Blended);
    QCOMPARE(read->frameRate, 24.0);
    // Without animations every clip is a placeholder, listed as unmapped.
    QCOMPARE(int(read->unmapped().size()), placements);
    // Each track's own OTIO members are kept beside it.
    QCOMPARE(int(read->trackOtio.size()), tracks);
    for (const OtioPlacementInfo &p : read->placements) {
        const PlacedClip &placed = read->timeline.placedClip(p.index);
        QVERIFY(placed.clip->channels().empty());
        QCOMPARE(placed.clip->name(), p.name);
    }
}

void TestOtioReader::simpleCutPlacesEachClipAfterTheOnesBefore()
{
    const OtioImport read = readSample("otio_simple_cut.otio");
    QCOMPARE(read.name, QStringLiteral("Figure 1 - Simple Cut List"));
    QCOMPARE(read.timeline.track(0).name, QStringLiteral("Track-001"));
    QCOMPARE(read.trackOtio[0].value("kind").toString(), QStringLiteral("Video"));
    QVERIFY(!read.trackOtio[0].contains("children"));
    // source_range (3, 3), (2, 6), (0, 4); Clip-004 has none: its reference's available_range (100, 6).
    const double starts[] = {0, 3, 9, 13};
    const double lengths[] = {3, 6, 4, 6};
    const double trims[] = {3, 2, 0, 100};
    QCOMPARE(int(read.placements.size()), 4);
    for (int i = 0; i < 4; ++i) {
        const OtioPlacementInfo &info = read.placements[std::size_t(i)];
        QCOMPARE(info.trackStart, starts[i] / 24);
        QCOMPARE(info.trackDuration, lengths[i] / 24);
        QCOMPARE(QString::fromStdString(info.jsonPath), QStringLiteral("tracks.children[0].children[%1]").arg(i));
        const QStringList media = {QStringLiteral("titles"), QStringLiteral("wind-up"), QStringLiteral("punchline"),
                                   QStringLiteral("credits")};
        QCOMPARE(info.hint, QStringLiteral("file:///folder/%1.mov").arg(media[i]));
        const PlacedClip &p = read.timeline.placedClip(info.index);
        QCOMPARE_NEAR(p.activeStart(), starts[i] / 24);
        QCOMPARE_NEAR(p.end(), (starts[i] + lengths[i]) / 24);
        QCOMPARE(p.trimIn, trims[i] / 24);
        QCOMPARE(p.speed, 1.0);
        // Clip time at the first frame is the source_range's start_time.
        QCOMPARE_NEAR(p.localTime(p.activeStart()), trims[i] / 24);
    }
}

void TestOtioReader::nestedStacksAreFlattenedIntoTracks()
{
    const OtioImport read = readSample("otio_nested_example.otio");
    QCOMPARE(read.timeline.track(0).name, QStringLiteral("Top Level Track"));
    QCOMPARE(read.timeline.track(1).name, QStringLiteral("Top Level Track / Nested Stack 1 / Clip Inside A Stack 1"));
    QCOMPARE(read.timeline.track(3).name, QStringLiteral("Top Level Track / Nested Track"));
    // Top track: Normal Clip 1 (238), Nested Stack 1 (31), Normal Clip 2 (33), Nested
    // Stack 2 (29), Normal Clip 3 (63), Nested Track (4), Normal Clip 4 (238).
    QCOMPARE(read.timeline.track(0).placedClips.size(), std::size_t(4));
    const double topStarts[] = {0, 269, 331, 398};
    for (std::size_t i = 0; i < 4; ++i)
        QCOMPARE_NEAR(read.timeline.track(0).placedClips[i].activeStart(), topStarts[i] / 24);
    // Clip Inside A Stack 1: source_range (373, 37) clipped to its stack's 31 frames at 238.
    const PlacedClip &inStack = read.timeline.track(1).placedClips[0];
    QCOMPARE_NEAR(inStack.activeStart(), 238.0 / 24);
    QCOMPARE_NEAR(inStack.end(), 269.0 / 24);
    QCOMPARE_NEAR(inStack.localTime(inStack.activeStart()), 373.0 / 24);
    // Clip Inside A Stack 2 (24 frames) under the stack's LinearTimeWarp: same length on the
    // stack's track time, so 24 frames / 0.8545… of timeline time, at that speed.
    const double k = 0.8545454551724138;
    const PlacedClip &warped = read.timeline.track(2).placedClips[0];
    QCOMPARE_NEAR(warped.activeStart(), 302.0 / 24);
    QCOMPARE_NEAR(warped.end(), 302.0 / 24 + 1.0 / k);
    QCOMPARE_NEAR(warped.speed, k);
    QCOMPARE_NEAR(warped.localTime(warped.activeStart()), 429.0 / 24);
    // Clip Inside A Track (471, 1) under the nested track's FreezeFrame: frame 471 held for
    // the track's 4 frames at 394.
    const OtioPlacementInfo *frozen = nullptr;
    for (const OtioPlacementInfo &p : read.placements)
        if (p.name == QStringLiteral("Clip Inside A Track"))
            frozen = &p;
    QVERIFY(frozen);
    QVERIFY(frozen->frozenAt);
    QCOMPARE_NEAR(*frozen->frozenAt, 471.0 / 24);
    QCOMPARE_NEAR(frozen->trackStart, 394.0 / 24);
    QCOMPARE_NEAR(frozen->trackDuration, 4.0 / 24);
}

void TestOtioReader::trackInANestedStackPlaysThroughItsRangeAndEffects()
{
    // After a 24-frame gap, a nested Stack (48 frames) whose one lane is a Track with
    // source_range 24..72 of its own time and a LinearTimeWarp of 2: clips A (48 frames) and
    // B (48) lie at track times 0..2 s and 2..4 s. The lane starts at the stack's start, so
    // track time 1 s plays at 1 s on the timeline, at double speed: A's clip time 1 s..2 s
    // over 1 s..1.5 s, then all of B over 1.5 s..2.5 s (the lane lasts to the stack's end,
    // 3 s, the warp not changing its length). Without the lane's range and warp, A would
    // play from 1 s to 3 s and B not at all.
    const QByteArray lane = QByteArray(R"({"OTIO_SCHEMA": "Track.1", "name": "lane", "source_range": )") + range(24, 48)
        + R"(, "effects": [{"OTIO_SCHEMA": "LinearTimeWarp.1", "time_scalar": 2}], "children": [)" + clip("A", 0, 48) + ","
        + clip("B", 0, 48) + "]}";
    const QByteArray stack = QByteArray(R"({"OTIO_SCHEMA": "Stack.1", "name": "shot", "source_range": )") + range(0, 48)
        + R"(, "children": [)" + lane + "]}";
    const OtioImport read = readText(oneTrack(gap(24) + "," + stack));
    QCOMPARE(read.timeline.trackCount(), std::size_t(2));
    QCOMPARE(read.timeline.track(1).name, QStringLiteral("V1 / shot / lane"));
    QCOMPARE(read.timeline.track(1).placedClips.size(), std::size_t(2));
    const PlacedClip &a = read.timeline.placedClip({1, 0});
    const PlacedClip &b = read.timeline.placedClip({1, 1});
    QCOMPARE(a.clip->label(), QStringLiteral("A"));
    QCOMPARE_NEAR(a.activeStart(), 1.0);
    QCOMPARE_NEAR(a.end(), 1.5);
    QCOMPARE_NEAR(a.speed, 2.0);
    QCOMPARE_NEAR(a.localTime(1.0), 1.0);
    QCOMPARE(b.clip->label(), QStringLiteral("B"));
    QCOMPARE_NEAR(b.activeStart(), 1.5);
    QCOMPARE_NEAR(b.end(), 2.5);
    QCOMPARE_NEAR(b.localTime(1.5), 0.0);
    QCOMPARE_NEAR(b.localTime(2.5), 2.0);
    // Nothing about the lane's range or warp is left unread.
    for (const OtioKept &k : read.kept)
        QVERIFY2(k.jsonPath.find("children[1].children[0]") == std::string::npos, k.jsonPath.c_str());
}

void TestOtioReader::transitionsBecomeBlends()
{
    // t0 | A (0, 50) | t1 | B (0, 50) | C (0, 50) | t3, every transition 10 + 10 frames.
    const OtioImport read = readSample("otio_transition_test.otio");
    const Track &track = read.timeline.track(0);
    QCOMPARE(track.placedClips.size(), std::size_t(3));
    const PlacedClip &a = track.placedClips[0];
    const PlacedClip &b = track.placedClips[1];
    const PlacedClip &c = track.placedClips[2];
    // t0 opens the track: A fades in over out_offset.
    QCOMPARE_NEAR(a.blendIn, 10.0 / 24);
    // t1 at the cut 50: A runs on to 60 and fades out from 40; B has no head, so it starts
    // at its anchor 50 and fades in to 60.
    QCOMPARE_NEAR(a.end(), 60.0 / 24);
    QCOMPARE_NEAR(a.blendOut, 20.0 / 24);
    QCOMPARE_NEAR(b.activeStart(), 50.0 / 24);
    QCOMPARE_NEAR(b.blendIn, 10.0 / 24);
    QCOMPARE_NEAR(b.blendOut, 0.0);
    // t3 closes the track after C (100–150): C runs on to 160, fading out from 140.
    QCOMPARE_NEAR(c.activeStart(), 100.0 / 24);
    QCOMPARE_NEAR(c.end(), 160.0 / 24);
    QCOMPARE_NEAR(c.blendOut, 20.0 / 24);
    // The clips' own places are unchanged by the transitions.
    QCOMPARE(read.placements[1].trackStart, 50.0 / 24);
    QCOMPARE(read.placements[2].trackStart, 100.0 / 24);
}

void TestOtioReader::screeningKeepsMarkersAndTheTrackRange()
{
    const OtioImport read = readSample("otio_screening_example.otio");
    QVERIFY(!read.globalStartTime); // null in the file
    const double lengths[] = {31, 50, 28, 115, 101, 161, 170, 136, 257};
    double at = 0;
    for (std::size_t i = 0; i < 9; ++i) {
        QCOMPARE(read.placements[i].trackStart, at / 24);
        QCOMPARE(read.placements[i].trackDuration, lengths[i] / 24);
        at += lengths[i];
    }
    QCOMPARE(QString::fromStdString(read.kept[0].jsonPath), QStringLiteral("tracks.children[0].source_range"));
    // "ANIM FIX NEEDED" at source frame 86438 of ZZ100_504C (source_range 86641, placed at
    // 109): 94 frames before its first frame.
    QCOMPARE(read.markers[0].name, QStringLiteral("ANIM FIX NEEDED"));
    QCOMPARE(read.markers[0].color, QStringLiteral("RED"));
    QCOMPARE(QString::fromStdString(read.markers[0].jsonPath), QStringLiteral("tracks.children[0].children[3].markers[0]"));
    QVERIFY(near(read.markers[0].time, -94.0 / 24, 1e-9));
    QCOMPARE(read.markers[2].color, QStringLiteral("GREEN"));
}

void TestOtioReader::halfSpeedClipAfterAGap()
{
    // A gap of 24 frames, then "walk" from clip frame 12 for 48 frames at time_scalar 0.5.
    OtioReadOptions options;
    options.animations = {animation("walk", 2.0)};
    const OtioImport read = readText(
        oneTrack(gap(24) + "," + clip("walk", 12, 48, R"(, "effects": [{"OTIO_SCHEMA": "LinearTimeWarp.1", "time_scalar": 0.5}])")),
        options);
    QCOMPARE(read.placements.size(), std::size_t(1));
    const OtioPlacementInfo &info = read.placements[0];
    QVERIFY(info.mapped);
    QCOMPARE(info.mappedBy, QStringLiteral("name"));
    const PlacedClip &p = read.timeline.placedClip(info.index);
    QVERIFY(p.clip == options.animations[0]);
    // On the track: 1 s to 3 s (the warp does not change the length); clip time 0.5 s at the
    // first frame, running at half speed to 1.5 s.
    QCOMPARE(p.speed, 0.5);
    QCOMPARE(p.start, 0.0);
    QCOMPARE(p.trimIn, 1.0);
    QCOMPARE(p.activeStart(), 1.0);
    QCOMPARE(p.end(), 3.0);
    QCOMPARE(p.localTime(2.0), 1.0);
    QCOMPARE(*p.window, 1.5);
    QVERIFY(read.unmapped().empty());
}

void TestOtioReader::sourceRangeNotStartingAtZero()
{
    // Clip time 1.5 s (frame 36) plays at the track's start, for 1 s.
    const OtioImport read = readText(oneTrack(clip("walk", 36, 24)));
    const PlacedClip &p = read.timeline.placedClip({0, 0});
    QCOMPARE(p.start, -1.5);
    QCOMPARE(p.trimIn, 1.5);
    QCOMPARE(p.activeStart(), 0.0);
    QCOMPARE(p.end(), 1.0);
    QCOMPARE(p.localTime(0.0), 1.5);
    QCOMPARE(p.clip->duration(), 2.5); // the placeholder covers every clip time played
    QCOMPARE(read.unmapped().size(), std::size_t(1));
}

void TestOtioReader::freezeFrameHoldsTheFirstFrame()
{
    const OtioImport read = readText(oneTrack(
        gap(12) + "," + clip("still", 10, 24, R"(, "effects": [{"OTIO_SCHEMA": "FreezeFrame.1", "time_scalar": 0}])")));
    const OtioPlacementInfo &info = read.placements[0];
    QVERIFY(info.frozenAt);
    QCOMPARE(*info.frozenAt, 10.0 / 24);
    const PlacedClip &p = read.timeline.placedClip(info.index);
    QCOMPARE(p.activeStart(), 0.5);
    QCOMPARE(p.end(), 1.5);
}

void TestOtioReader::dissolveBetweenTwoClips()
{
    // A (0, 48) | dissolve 12 + 12 | B (24, 48): the cut at 2 s, the dissolve 1.5 s – 2.5 s.
    const OtioImport read = readText(oneTrack(
        clip("A", 0, 48) + R"(, {"OTIO_SCHEMA": "Transition.1", "transition_type": "SMPTE_Dissolve", "in_offset": )"
        + rt(12) + R"(, "out_offset": )" + rt(12) + "}, " + clip("B", 24, 48)));
    const PlacedClip &a = read.timeline.placedClip({0, 0});
    const PlacedClip &b = read.timeline.placedClip({0, 1});
    QCOMPARE(a.end(), 2.5);
    QCOMPARE(a.blendOut, 1.0);
    QCOMPARE(b.activeStart(), 1.5);
    QCOMPARE(b.blendIn, 1.0);
    QCOMPARE(b.end(), 4.0);
    // B's clip mapping is unchanged: clip time 1 s at the cut.
    QCOMPARE(b.localTime(2.0), 1.0);
    // At the midpoint (2 s) both ramps are at one half (spec/timeline.md §1.7).
    QCOMPARE((a.end() - 2.0) / a.blendOut, 0.5);
    QCOMPARE((2.0 - b.activeStart()) / b.blendIn, 0.5);
}

void TestOtioReader::animationChosenByMetadataUrlOrName()
{
    OtioReadOptions options;
    options.animations = {animation("walk", 2.0), animation("run", 1.0), animation("jump", 1.0)};
    const QByteArray byMetadata = clip("x", 0, 24, R"(, "metadata": {"knotline": {"animation": "run"}},
        "media_reference": {"OTIO_SCHEMA": "ExternalReference.1", "target_url": "walk.anim"})");
    const QByteArray byUrl = clip("x", 0, 24, R"(, "media_reference": {"OTIO_SCHEMA": "ExternalReference.1", "target_url": "/shots/a.usda#jump"})");
    const QByteArray byAnimFile = clip("x", 0, 24, R"(, "media_reference": {"OTIO_SCHEMA": "ExternalReference.1", "target_url": "file:///anim/walk.anim"})");
    const QByteArray byName = clip("run", 0, 24);
    const QByteArray none = clip("nothing", 0, 24, R"(, "media_reference": {"OTIO_SCHEMA": "MissingReference.1"})");
    const OtioImport read =
        readText(oneTrack(byMetadata + "," + byUrl + "," + byAnimFile + "," + byName + "," + none), options);
    QCOMPARE(read.placements.size(), std::size_t(5));
    QCOMPARE(read.timeline.placedClip({0, 0}).clip->id(), QStringLiteral("run"));
    QCOMPARE(read.placements[0].mappedBy, QStringLiteral("metadata"));
    QCOMPARE(read.timeline.placedClip({0, 1}).clip->id(), QStringLiteral("jump"));
    QCOMPARE(read.placements[1].mappedBy, QStringLiteral("target_url"));
    QCOMPARE(read.timeline.placedClip({0, 2}).clip->id(), QStringLiteral("walk"));
    QCOMPARE(read.timeline.placedClip({0, 3}).clip->id(), QStringLiteral("run"));
    QCOMPARE(read.placements[3].mappedBy, QStringLiteral("name"));
    QVERIFY(read.unmapped() == (std::vector<PlacementIndex>{{0, 4}}));
    // The clip "run" is shared by its two placements.
    QVERIFY(read.timeline.placedClip({0, 0}).clip == read.timeline.placedClip({0, 3}).clip);
}

void TestOtioReader::syncPointMarkersBecomeSyncRequests()
{
    const QByteArray marker = R"(, "markers": [
        {"OTIO_SCHEMA": "Marker.2", "name": "stroke", "marked_range": )" + range(48, 0) + R"(},
        {"OTIO_SCHEMA": "Marker.2", "name": "note", "color": "RED", "marked_range": )" + range(60, 12) + "}]";
    const OtioImport read = readText(oneTrack(gap(24) + "," + clip("walk", 36, 48, marker)));
    const PlacedClip &p = read.timeline.placedClip({0, 0});
    // Placed at 1 s with clip time 1.5 s there: clip time 2 s plays at 1.5 s.
    QVERIFY(p.syncRequests[std::size_t(SyncPoint::Stroke)]);
    QCOMPARE(*p.syncRequests[std::size_t(SyncPoint::Stroke)], 1.5);
    QCOMPARE(read.markers.size(), std::size_t(1));
    QCOMPARE(read.markers[0].name, QStringLiteral("note"));
    QCOMPARE(read.markers[0].time, 2.0);
    QCOMPARE(read.markers[0].duration, 0.5);
    QCOMPARE(read.markers[0].color, QStringLiteral("RED"));
}

void TestOtioReader::unknownSchemasAndEffectsAreKept()
{
    const OtioImport read = readText(oneTrack(
        R"({"OTIO_SCHEMA": "FancyItem.3", "source_range": )" + range(0, 24) + R"(, "payload": [1, 2]}, )"
        + clip("walk", 0, 24, R"(, "effects": [{"OTIO_SCHEMA": "Blur.1", "radius": 4}], "metadata": {"studio": {"shot": 7}})")));
    QCOMPARE(read.kept.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(read.kept[0].jsonPath), QStringLiteral("tracks.children[0].children[0]"));
    QCOMPARE(read.kept[0].what, QStringLiteral("unknown schema \"FancyItem.3\""));
    QCOMPARE(read.kept[0].otio.toObject().value("payload").toArray().size(), 2);
    QCOMPARE(QString::fromStdString(read.kept[1].jsonPath), QStringLiteral("tracks.children[0].children[1].effects[0]"));
    // The unknown item with a source_range takes its length, as a gap does.
    QCOMPARE(read.placements[0].trackStart, 1.0);
    // The clip's whole object is kept for writing back, metadata included.
    QCOMPARE(read.placements[0].otio.value("metadata").toObject().value("studio").toObject().value("shot").toInt(), 7);
}

void TestOtioReader::refusalsNameTheJsonPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{\n  \"OTIO_SCHEMA\": ") << "2:18: not valid JSON";
    QTest::newRow("not a timeline") << QByteArray(R"({"OTIO_SCHEMA": "Track.1", "children": []})")
                                    << "not an OpenTimelineIO timeline: the top object's OTIO_SCHEMA is \"Track.1\"";
    QTest::newRow("no tracks") << QByteArray(R"({"OTIO_SCHEMA": "Timeline.1"})") << "missing member \"tracks\"";
    QTest::newRow("tracks not a stack")
        << QByteArray(R"({"OTIO_SCHEMA": "Timeline.1", "tracks": {"OTIO_SCHEMA": "Track.1", "children": []}})")
        << "tracks: expected OTIO_SCHEMA \"Stack.1\", found \"Track.1\"";
    QTest::newRow("rate 0") << oneTrack(gap(1) + "," + clip("a", 0, 1).replace("\"rate\": 24}}", "\"rate\": 0}}"))
                            << "tracks.children[0].children[1].source_range.duration.rate: must be a number > 0, found 0";
    QTest::newRow("negative duration") << oneTrack(clip("a", 0, -3))
                                       << "tracks.children[0].children[0].source_range.duration.value: must be a number >= 0, found -3";
    QTest::newRow("zero duration") << oneTrack(clip("a", 0, 0))
                                   << "tracks.children[0].children[0].source_range.duration.value: must be a number > 0, found 0";
    QTest::newRow("no length") << oneTrack(R"({"OTIO_SCHEMA": "Clip.2", "name": "a", "media_references": {}})")
                               << "tracks.children[0].children[0]: \"a\" has no length";
    QTest::newRow("negative scalar")
        << oneTrack(gap(2) + "," + clip("a", 0, 1, R"(, "effects": [{"OTIO_SCHEMA": "LinearTimeWarp.1", "time_scalar": -1}])"))
        << "tracks.children[0].children[1].effects[0].time_scalar: a time scalar of -1 plays backwards";
    // Items are read up to 1e8 s from 0 (OtioReader.h: Errors); 2,400,000,001 frames at 24
    // fps is 1e8 s and a frame.
    QTest::newRow("item starts beyond 1e8 s")
        << oneTrack(gap(2400000001) + "," + clip("a", 0, 1))
        << "tracks.children[0].children[1]: this item reaches 100000000.04166667 s on the timeline";
    QTest::newRow("track ends beyond 1e8 s")
        << oneTrack(gap(2399999976) + "," + clip("a", 0, 25))
        << "tracks.children[0].children[1]: this item reaches 100000000.04166667 s on the timeline";
    // The stack shows its inner time from 1e8 s + a frame on, so its lane's first item sits
    // that far before 0 on the timeline.
    QTest::newRow("a nested lane reaching before -1e8 s")
        << oneTrack(R"({"OTIO_SCHEMA": "Stack.1", "name": "s", "source_range": )" + range(2400000001, 24)
                    + R"(, "children": [{"OTIO_SCHEMA": "Track.1", "name": "in", "children": [)" + gap(2400000001) + ","
                    + clip("a", 0, 24) + "]}]}")
        << "tracks.children[0].children[0].children[0].children[0]: this item reaches 100000000.04166667 s";
    QTest::newRow("value not a number") << oneTrack(clip("a", 0, 1).replace("\"value\": 0", "\"value\": \"0\""))
                                        << "tracks.children[0].children[0].source_range.start_time.value: expected a number";
    QTest::newRow("children not an array")
        << QByteArray(R"({"OTIO_SCHEMA": "Timeline.1", "tracks": {"OTIO_SCHEMA": "Stack.1", "children": [
            {"OTIO_SCHEMA": "Track.1", "children": 3}]}})")
        << "tracks.children[0].children: expected an array";
    QTest::newRow("item without schema") << oneTrack(R"({"name": "x"})")
                                         << "tracks.children[0].children[0]: missing member \"OTIO_SCHEMA\"";
    QTest::newRow("range of the wrong schema")
        << oneTrack(R"({"OTIO_SCHEMA": "Gap.1", "source_range": {"OTIO_SCHEMA": "RationalTime.1", "value": 1, "rate": 24}})")
        << "tracks.children[0].children[0].source_range: expected OTIO_SCHEMA \"TimeRange.1\", found \"RationalTime.1\"";
}

void TestOtioReader::refusalsNameTheJsonPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const Result<OtioImport> read = readOtio(json);
    QVERIFY(!read.isOk());
    QVERIFY2(QString::fromStdString(read.message()).startsWith(message), read.message().c_str());
}

void TestOtioReader::itemsReachingExactly1e8SecondsAreRead()
{
    // The limit itself is inside: a clip ending at 1e8 s (2,399,999,976 + 24 frames at 24 fps).
    const Result<OtioImport> read = readOtio(oneTrack(gap(2399999976) + "," + clip("a", 0, 24)));
    QVERIFY2(read.isOk(), read.message().c_str());
    QCOMPARE(read->placements.size(), std::size_t(1));
    QCOMPARE(read->placements[0].trackStart, 99999999.0);
    QCOMPARE(read->timeline.tracks()[0].placedClips[0].end(), 1e8);
}

namespace {

/// Calls `visit` with a copy of `root` in which one value (each in turn, depth first) is
/// replaced by `replacement`.
void eachReplaced(const QJsonValue &root, const QJsonValue &replacement,
                  const std::function<void(const QJsonValue &)> &visit, int depth = 0)
{
    if (depth > 40)
        return;
    if (root.isObject()) {
        const QJsonObject o = root.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            QJsonObject copy = o;
            copy.insert(it.key(), replacement);
            visit(copy);
            eachReplaced(it.value(), replacement, [&](const QJsonValue &child) {
                QJsonObject withChild = o;
                withChild.insert(it.key(), child);
                visit(withChild);
            }, depth + 1);
        }
    } else if (root.isArray()) {
        const QJsonArray a = root.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            QJsonArray copy = a;
            copy.replace(i, replacement);
            visit(copy);
            eachReplaced(a[i], replacement, [&](const QJsonValue &child) {
                QJsonArray withChild = a;
                withChild.replace(i, child);
                visit(withChild);
            }, depth + 1);
        }
    }
}

} // namespace

void TestOtioReader::mangledSamplesAreReadOrRefused()
{
    // Every value of every sample replaced in turn by null, a negative, zero, a huge number,
    // a string, an object and an array: each read either succeeds with a valid timeline or
    // refuses with a message naming where; none crashes.
    const QJsonValue replacements[] = {QJsonValue(), QJsonValue(-1), QJsonValue(0), QJsonValue(1e308),
                                       QJsonValue(QStringLiteral("x")), QJsonObject(), QJsonArray()};
    int refused = 0;
    int read = 0;
    for (const char *name : {"otio_transition_test.otio", "otio_nested_example.otio", "otio_clip_example.otio"}) {
        QFile file(test::realData(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(!root.isEmpty());
        for (const QJsonValue &replacement : replacements) {
            eachReplaced(root, replacement, [&](const QJsonValue &mangled) {
                const Result<OtioImport> r = readOtio(QJsonDocument(mangled.toObject()).toJson(QJsonDocument::Compact));
                if (!r) {
                    ++refused;
                    QVERIFY(!r.message().empty());
                } else {
                    ++read;
                    QVERIFY(r->timeline.duration() > 0);
                }
            });
        }
    }
    QVERIFY(refused > 100);
    QVERIFY(read > 100);
}

void TestOtioReader::freezeOfAnAnimationHoldsItsPose()
{
    // blink: a ramp 0 → 10 over 1 s and an eye shape "A", then "B" from 0.25 s; frozen at
    // its clip time 0.5 s, played from 0.5 s for 1 s.
    Spline ramp;
    QVERIFY(ramp.setKnots({makeKnot(0.0, 0.0, Interpolation::Linear), makeKnot(1.0, 10.0, Interpolation::Linear)}).isOk());
    Result<StepChannel> steps =
        StepChannel::make({StepKey{0.0, QStringLiteral("A")}, StepKey{0.25, QStringLiteral("B")}});
    QVERIFY(steps.isOk());
    Result<Clip> made = Clip::make(QStringLiteral("blink"), 1.0, LoopMode::Once,
                                   {ClipChannel{ChannelKey{QStringLiteral("eye"), QStringLiteral("open")}, ramp},
                                    ClipChannel{ChannelKey{QStringLiteral("eye"), QStringLiteral("shape")}, steps.value()}});
    QVERIFY(made.isOk());
    OtioReadOptions options;
    options.animations = {std::make_shared<const Clip>(made.value())};
    const OtioImport read = readText(
        oneTrack(gap(12) + "," + clip("blink", 12, 24, R"(, "effects": [{"OTIO_SCHEMA": "FreezeFrame.1", "time_scalar": 0}])")),
        options);
    QCOMPARE(read.placements.size(), std::size_t(1));
    const OtioPlacementInfo &info = read.placements[0];
    QVERIFY(info.mapped);
    QVERIFY(info.frozenAt);
    QCOMPARE(*info.frozenAt, 0.5);
    QVERIFY(read.unmapped().empty());
    QCOMPARE(read.stills.size(), std::size_t(1));
    QVERIFY(read.stills[0].animation == options.animations[0]);
    QCOMPARE(read.stills[0].at, 0.5);
    const PlacedClip &p = read.timeline.placedClip(info.index);
    QVERIFY(p.clip == read.stills[0].still);
    QCOMPARE(p.activeStart(), 0.5);
    QCOMPARE(p.end(), 1.5);
    // The still shows the pose at 0.5 s over its whole length.
    QCOMPARE(p.clip->channels().size(), std::size_t(2));
    for (const double t : {0.5, 1.0, 1.5}) {
        const std::optional<PoseValue> open = clipChannelValue(p.clip->channels()[0], p.clipTime(t));
        const std::optional<PoseValue> shape = clipChannelValue(p.clip->channels()[1], p.clipTime(t));
        QVERIFY(open && shape);
        QCOMPARE(std::get<double>(*open), 5.0);
        QCOMPARE(std::get<QString>(*shape), QStringLiteral("B"));
    }
}

namespace {
QByteArray referencing(const char *name, double start, const QByteArray &url, const QByteArray &extra = {})
{
    return clip(name, start, 24,
                R"(, "media_reference": {"OTIO_SCHEMA": "ExternalReference.1", "target_url": ")" + url + "\"}" + extra);
}
} // namespace

void TestOtioReader::animationFilesNamedByTargetUrlAreRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(test::realData("usd_220_splines.usda"), dir.filePath(QStringLiteral("shot.usda"))));
    const QByteArray animUrl = QUrl::fromLocalFile(test::realData("maya_example_ssbh_editor.anim")).toEncoded();
    const QByteArray json = oneTrack(referencing("a", 12, "shot.usda#/Prim1") + "," + referencing("b", 0, animUrl) + ","
                                     + referencing("c", 0, "gone.anim") + "," + referencing("d", 0, "shot.usda#/Prim1") + ","
                                     + referencing("e", 0, "shot.usda#/NoSuchPrim") + "," + referencing("f", 0, "cut.mov"));
    QFile file(dir.filePath(QStringLiteral("cut.otio")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();

    Result<OtioImport> opened = readOtioFile(file.fileName());
    QVERIFY2(opened.isOk(), opened.message().c_str());
    const OtioImport &read = opened.value();
    QCOMPARE(read.placements.size(), std::size_t(6));
    // a: the prim's five spline attributes, in seconds of the layer's 24 time codes.
    const Clip &prim = *read.timeline.placedClip({0, 0}).clip;
    QCOMPARE(read.placements[0].mappedBy, QStringLiteral("target_url"));
    QCOMPARE(prim.id(), QStringLiteral("shot.usda#/Prim1"));
    QCOMPARE(prim.name(), QStringLiteral("Prim1"));
    QCOMPARE(prim.channels().size(), std::size_t(5));
    const ClipChannel *rotateY = prim.channel(ChannelKey{QStringLiteral("/Prim1"), QStringLiteral("xformOp:rotateY")});
    QVERIFY(rotateY);
    const std::optional<PoseValue> at15 = clipChannelValue(*rotateY, 15.0 / 24); // linear 55 @ 10 → 185 @ 20
    QVERIFY(at15);
    QCOMPARE(std::get<double>(*at15), 120.0);
    QCOMPARE(prim.duration(), 88.88 / 24); // no endTimeCode: the last knot (rotateZ's)
    // Its source_range starts at frame 12: clip time 0.5 s plays at the clip's first frame.
    QCOMPARE(read.timeline.placedClip({0, 0}).localTime(0.0), 0.5);
    // d names the same file: read once, one clip.
    QVERIFY(read.timeline.placedClip({0, 3}).clip.get() == &prim);
    // b: a file:// URL to a Maya .anim: its curves, nodes as prims.
    const Clip &anim = *read.timeline.placedClip({0, 1}).clip;
    QVERIFY(read.placements[1].mapped);
    QVERIFY(anim.channel(ChannelKey{QStringLiteral("/joint2"), QStringLiteral("visibility")}));
    QCOMPARE(anim.name(), QStringLiteral("maya_example_ssbh_editor"));
    QCOMPARE(anim.duration(), 4.0 / 60); // endTime 4 at ntscf (60 per second)
    QCOMPARE(read.fileAnimations.size(), std::size_t(2));
    // c, e: files that cannot be read play placeholders, each with a warning at its URL;
    // f (footage) names no animation file and is simply unmapped.
    QVERIFY(read.unmapped() == (std::vector<PlacementIndex>{{0, 2}, {0, 4}, {0, 5}}));
    QCOMPARE(read.warnings.size(), std::size_t(2));
    const QString warning = QString::fromStdString(read.warnings[0]);
    QVERIFY2(warning.startsWith(file.fileName()
                                + QStringLiteral(": tracks.children[0].children[2].media_reference.target_url: clip \"c\" "
                                                 "plays nothing: its animation file could not be read: ")),
             qPrintable(warning));
    QVERIFY2(warning.contains(QStringLiteral("gone.anim")), qPrintable(warning));
    QVERIFY2(QString::fromStdString(read.warnings[1]).endsWith(QStringLiteral("the layer has no prim /NoSuchPrim")),
             read.warnings[1].c_str());
    // Without a file to read beside (readOtio on bytes), nothing is read.
    const OtioImport bytesOnly = readText(json);
    QCOMPARE(bytesOnly.unmapped().size(), std::size_t(6));
    QVERIFY(bytesOnly.warnings.empty());
}

void TestOtioReader::disabledClipsAndGlobalStartTime()
{
    QByteArray json = oneTrack(clip("a", 0, 24, R"(, "enabled": false)") + "," + clip("b", 0, 24));
    json.replace(R"("name": "t",)", R"("name": "t", "global_start_time": )" + rt(86400) + ",");
    const OtioImport read = readText(json);
    QVERIFY(read.globalStartTime);
    QCOMPARE(*read.globalStartTime, 3600.0);
    QVERIFY(!read.timeline.placedClip({0, 0}).enabled);
    QVERIFY(read.timeline.placedClip({0, 1}).enabled);
    QVERIFY(!read.timeline.placementCounts({0, 0}));
}

void TestOtioReader::deepNestingIsRefused()
{
    QByteArray inner = clip("a", 0, 24);
    for (int i = 0; i < 70; ++i)
        inner = R"({"OTIO_SCHEMA": "Track.1", "children": [)" + inner + "]}";
    const Result<OtioImport> read = readOtio(oneTrack(inner));
    QVERIFY(!read.isOk());
    QVERIFY2(QString::fromStdString(read.message()).contains(QStringLiteral("nested more than 64 deep")), read.message().c_str());
}

void TestOtioReader::timesMatchWithinRoundingNeverAWholeItem_data()
{
    QTest::addColumn<double>("relative");
    QTest::addColumn<double>("time");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("near 0: relative to 1 s") << 1e-9 << 0.25 << 1e-9;
    QTest::newRow("a day in: relative") << 1e-9 << 86400.0 << 86400e-9;
    QTest::newRow("microsecond at 100 s") << 1e-6 << 100.0 << 1e-4;
    QTest::newRow("microsecond at 10^4 s: a millisecond") << 1e-6 << 1e4 << 1e-3;
    // 2e11 s (a fuzz finding): relative, 200 s, matched a ramp 2 s from its clip; 64 ulps
    // of 2e11 are 64 · 2^-15 s.
    QTest::newRow("2e11 s: 64 ulps") << 1e-9 << 2e11 << 64 * std::ldexp(1.0, -15);
}

void TestOtioReader::timesMatchWithinRoundingNeverAWholeItem()
{
    QFETCH(double, relative);
    QFETCH(double, time);
    QFETCH(double, tolerance);
    QCOMPARE(detail::otioTimeTolerance(relative, time), tolerance);
    QCOMPARE(detail::otioTimeTolerance(relative, -time), tolerance);
}

QTEST_GUILESS_MAIN(TestOtioReader)
#include "tst_otio_reader.moc"
