// Compiled timeline JSON (spec/timeline.md §1.5) through core/io: errors name the JSON path
// and load nothing; every field and Knotline's extras survive an export; saves are atomic;
// and TimelineBake's layer (one prim per target, one attribute per property, no sample
// where a key is at rest).
#include "core/io/CompiledTimelineReader.h"
#include "core/io/CompiledTimelineExport.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/io/TimelineBake.h"
#include "core/document/TimeSamples.h"
#include "core/timeline/EvaluateTimeline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

class TestCompiledTimeline : public QObject {
    Q_OBJECT
private slots:
    void errorsNameTheJsonPath_data();
    void errorsNameTheJsonPath();
    void everyFieldAndTheExtrasRoundTrip();
    void withoutTheKnotlineMemberTheDocumentIsRaw();
    void otherReadersGetWhatTheyCanPlay();
    void exportRefusesOrBakes();
    void saveIsAtomic();
    void bakeWritesSamplesPerTargetAndProperty();
    void bakeFollowsTheDocumentsPose();
    void bakeRefusals();
};

namespace {

/// A one-animation document whose single channel has `keyframes` (JSON text).
QByteArray withKeyframes(const char *keyframes)
{
    return QByteArray(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "walk"}]}]},
        "animations": {"walk": {"duration": 1, "channels": [{"target": "a", "property": "x", "keyframes": )")
        + keyframes + "}]}}}";
}

const char *kFull = R"({
  "timeline": {"duration": 3, "tracks": [
    {"target_root": "hero", "clips": [
      {"animation_id": "walk", "start_time": 0.5, "duration": 0.75, "speed": 2, "blend_in": 0.1, "blend_out": 0.2},
      {"animation_id": "blink", "start_time": 1}]},
    {"clips": [{"animation_id": "walk", "start_time": 2}]}]},
  "animations": {
    "walk": {"name": "Walk", "duration": 1, "loop_mode": "ping_pong", "channels": [
      {"target": "hero", "property": "x", "keyframes": [{"time": 0, "value": 0, "easing": "ease_in_out"}, {"time": 1, "value": 4}]},
      {"target": "hero", "property": "viseme", "keyframes": [{"time": 0, "value": "A"}, {"time": 0.5, "value": "B"}]}]},
    "blink": {"duration": 0.5, "loop_mode": "loop", "channels": [
      {"target": "hero/eye", "property": "open", "keyframes": [{"time": 0, "value": true}, {"time": 0.25, "value": false}]}]},
    "unused": {"duration": 2, "channels": []}},
  "meta": {"engine": "stage", "entity_spaces": {"hero": "stage.node"}},
  "scene": {"nodes": [1, 2]},
  "knotline": {"frame_rate": 30, "pose": "blended",
    "tracks": [{"name": "Body", "muted": true, "weight": 0.5, "clips": [{"sync": {"stroke": 0.9}}, {"trim_in": 0.1, "enabled": false, "hold": false}]},
               {"solo": true, "locked": true, "blend_mode": "additive"}],
    "animations": {"walk": {"sync_times": {"ready": 0.2, "stroke": 0.5}}}}
})";

/// kFull with the features of spec/timeline.md §1.6–1.7 switched off (the raw pose, no mute
/// or solo, every placement enabled and untrimmed, weights 1, replace tracks): what the
/// bake test below was written for.
CompiledTimeline plainFull()
{
    CompiledTimeline doc = readCompiledTimeline(kFull).value();
    std::vector<Track> tracks = doc.timeline.tracks();
    for (Track &t : tracks) {
        t.muted = t.solo = false;
        t.weight = 1.0;
        t.blendMode = TrackBlendMode::Replace;
        for (PlacedClip &p : t.placedClips) {
            p.enabled = true;
            p.hold = true;
            p.trimIn = 0.0;
        }
    }
    doc.timeline = Timeline::make(doc.timeline.duration(), std::move(tracks), doc.timeline.propertySpace()).value();
    return doc;
}

} // namespace

void TestCompiledTimeline::errorsNameTheJsonPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("unsupported easing") << withKeyframes(R"([{"time": 0, "value": 0}, {"time": 1, "value": 1, "easing": "bounce"}])")
                                        << R"(animations.walk.channels[0].keyframes[1].easing: unsupported easing "bounce")";
    QTest::newRow("easing not a name or list") << withKeyframes(R"([{"time": 0, "value": 0, "easing": [1, 2]}])")
                                               << "animations.walk.channels[0].keyframes[0].easing: expected null, an easing name or a list of 4 numbers";
    QTest::newRow("bezier x out of range") << withKeyframes(R"([{"time": 0, "value": 0, "easing": [1.5, 0, 1, 1]}])")
                                           << "animations.walk.channels[0].keyframes[0].easing: a cubic-bezier easing needs finite numbers with x1 and x2 in [0, 1], found 1.5";
    QTest::newRow("vector value") << withKeyframes(R"([{"time": 0, "value": [1, 2]}])")
                                  << "animations.walk.channels[0].keyframes[0].value: channel a:x: a value must be a number, a string or a boolean";
    QTest::newRow("mixed values") << withKeyframes(R"([{"time": 0, "value": 1}, {"time": 1, "value": "B"}])")
                                  << "animations.walk.channels[0].keyframes[1].value: channel a:x: numbers, strings and booleans cannot mix in one channel";
    QTest::newRow("times decrease") << withKeyframes(R"([{"time": 1, "value": 1}, {"time": 0.5, "value": 2}])")
                                    << "animations.walk.channels[0].keyframes[1].time: key times must not decrease (0.5 after 1)";
    QTest::newRow("unknown member") << withKeyframes(R"([{"time": 0, "value": 1, "ease": null}])")
                                    << R"(animations.walk.channels[0].keyframes[0]: unknown member "ease")";
    QTest::newRow("missing value") << withKeyframes(R"([{"time": 0}])")
                                   << R"(animations.walk.channels[0].keyframes[0]: missing member "value")";
    QTest::newRow("no keyframes") << withKeyframes("[]") << QStringLiteral("animations.walk.channels[0].keyframes: channel a:x has no keyframes");
    QTest::newRow("unknown animation")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "run"}]}]}, "animations": {}})")
        << R"(timeline.tracks[0].clips[0].animation_id: no animation "run" in "animations")";
    QTest::newRow("speed zero")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m", "speed": 0}]}]},
                          "animations": {"m": {"duration": 1}}})")
        << "timeline.tracks[0].clips[0].speed: must be a number > 0, found 0";
    QTest::newRow("negative blend")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m", "blend_in": -1}]}]},
                          "animations": {"m": {"duration": 1}}})")
        << "timeline.tracks[0].clips[0].blend_in: must be a number >= 0, found -1";
    // The model's own checks (Timeline::make, Clip::make) come at their JSON paths too.
    QTest::newRow("timeline duration zero")
        << QByteArray(R"({"timeline": {"duration": 0}, "animations": {}})") << "timeline.duration: must be a number > 0, found 0";
    QTest::newRow("timeline duration negative")
        << QByteArray(R"({"timeline": {"duration": -2.5}, "animations": {}})") << "timeline.duration: must be a number > 0, found -2.5";
    QTest::newRow("animation duration zero")
        << QByteArray(R"({"timeline": {"duration": 1}, "animations": {"m": {"duration": 0}}})") << "animations.m.duration: must be a number > 0, found 0";
    QTest::newRow("window zero")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{}, {"clips": [{"animation_id": "m"}, {"animation_id": "m", "duration": 0}]}]},
                          "animations": {"m": {"duration": 1}}})")
        << "timeline.tracks[1].clips[1].duration: must be a number > 0, found 0";
    QTest::newRow("speed negative")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{}, {}, {"clips": [{"animation_id": "m", "speed": -1}]}]},
                          "animations": {"m": {"duration": 1}}})")
        << "timeline.tracks[2].clips[0].speed: must be a number > 0, found -1";
    QTest::newRow("negative blend out")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m", "blend_out": -0.5}]}]},
                          "animations": {"m": {"duration": 1}}})")
        << "timeline.tracks[0].clips[0].blend_out: must be a number >= 0, found -0.5";
    QTest::newRow("end not finite")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m", "duration": 1e308, "speed": 1e-10}]}]},
                          "animations": {"m": {"duration": 1}}})")
        << "timeline.tracks[0].clips[0]: the placement's end on the timeline (start_time + duration / speed) is not finite (inf)";
    QTest::newRow("channel twice") << withKeyframes(R"([{"time": 0, "value": 0}]}, {"target": "a", "property": "x", "keyframes": [{"time": 0, "value": 1}])")
                                   << "animations.walk.channels[1]: channel a:x is given twice in this animation";
    QTest::newRow("sync time not a number")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m"}]}]}, "animations": {"m": {"duration": 1}},
                          "knotline": {"tracks": [{"clips": [{"sync": {"stroke": "x"}}]}]}})")
        << "knotline.tracks[0].clips[0].sync.stroke: expected a number";
    QTest::newRow("track lock not a boolean")
        << QByteArray(R"({"timeline": {"duration": 1, "tracks": [{}, {}]}, "animations": {},
                          "knotline": {"tracks": [{}, {"locked": "yes"}]}})")
        << "knotline.tracks[1].locked: expected true or false";
    const QByteArray one = R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m", "duration": 2}]}]},
                              "animations": {"m": {"duration": 1}}, "knotline": )";
    QTest::newRow("weight above 1") << one + R"({"tracks": [{"weight": 1.5}]}})"
                                    << "knotline.tracks[0].weight: the weight must be a number from 0 to 1 (it is 1.5)";
    QTest::newRow("weight negative") << one + R"({"tracks": [{"weight": -0.25}]}})"
                                     << "knotline.tracks[0].weight: the weight must be a number from 0 to 1 (it is -0.25)";
    QTest::newRow("weight not a number") << one + R"({"tracks": [{"weight": "half"}]}})"
                                         << "knotline.tracks[0].weight: expected a number";
    QTest::newRow("unknown blend mode") << one + R"({"tracks": [{"blend_mode": "multiply"}]}})"
                                        << R"(knotline.tracks[0].blend_mode: unknown blend mode "multiply" (expected "replace" or "additive"))";
    QTest::newRow("unknown pose") << one + R"({"pose": "smooth"}})"
                                  << R"(knotline.pose: unknown pose "smooth" (expected "raw" or "blended"))";
    QTest::newRow("trim in past the end") << one + R"({"tracks": [{"clips": [{"trim_in": 2}]}]}})"
                                          << "knotline.tracks[0].clips[0].trim_in: the trim in (2 s) must end before the placement does (2 s after its start)";
    QTest::newRow("trim in negative") << one + R"({"tracks": [{"clips": [{"trim_in": -1}]}]}})"
                                      << "knotline.tracks[0].clips[0].trim_in: ";
    QTest::newRow("enabled not a boolean") << one + R"({"tracks": [{"clips": [{"enabled": 0}]}]}})"
                                           << "knotline.tracks[0].clips[0].enabled: expected true or false";
    QTest::newRow("tracks not an array") << one + R"({"tracks": {"0": {"weight": 7}}}})"
                                         << "knotline.tracks: expected an array";
    QTest::newRow("animations not an object") << one + R"({"animations": [1]}})"
                                              << "knotline.animations: expected an object";
    QTest::newRow("misspelt track member") << one + R"({"tracks": [{"mutd": true}]}})"
                                           << R"(knotline.tracks[0]: unknown member "mutd")";
    QTest::newRow("misspelt clip member") << one + R"({"tracks": [{"clips": [{"trim_inn": 1}]}]}})"
                                          << R"(knotline.tracks[0].clips[0]: unknown member "trim_inn")";
    QTest::newRow("misspelt animation member") << one + R"({"animations": {"m": {"sync_time": {}}}}})"
                                               << R"(knotline.animations.m: unknown member "sync_time")";
    QTest::newRow("misspelt knotline member") << one + R"({"framerate": 24}})"
                                              << R"(knotline: unknown member "framerate")";
    QTest::newRow("hold not a boolean") << one + R"({"tracks": [{"clips": [{"hold": "no"}]}]}})"
                                        << "knotline.tracks[0].clips[0].hold: expected true or false";
    QTest::newRow("loop mode") << QByteArray(R"({"timeline": {"duration": 1}, "animations": {"m": {"duration": 1, "loop_mode": "bounce"}}})")
                               << R"(animations.m.loop_mode: unknown loop mode "bounce" (expected once, loop or ping_pong))";
    QTest::newRow("missing timeline") << QByteArray(R"({"animations": {}})") << R"(missing member "timeline")";
    QTest::newRow("not json") << QByteArray("{\n\"timeline\": }") << "2:14: not valid JSON: ";
    QTest::newRow("unknown entity space")
        << QByteArray(R"({"timeline": {"duration": 1}, "animations": {}, "meta": {"entity_spaces": {"cam": "camera.rig"}}})")
        << R"(meta.entity_spaces.cam: unknown property space "camera.rig")";
}

void TestCompiledTimeline::errorsNameTheJsonPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const Result<CompiledTimeline> doc = readCompiledTimeline(json);
    QVERIFY(!doc.isOk());
    const QString got = QString::fromStdString(doc.status().message());
    QVERIFY2(got.startsWith(message), qPrintable(got));
}

void TestCompiledTimeline::everyFieldAndTheExtrasRoundTrip()
{
    const Result<CompiledTimeline> first = readCompiledTimeline(kFull);
    QVERIFY2(first.isOk(), first.isOk() ? "" : first.status().message().c_str());
    const CompiledTimeline &doc = first.value();
    QCOMPARE(doc.clips.size(), std::size_t(3)); // the unused animation too
    QCOMPARE(doc.frameRate, 30.0);
    QCOMPARE(doc.meta.value("engine").toString(), QStringLiteral("stage"));
    QVERIFY(doc.otherMembers.contains("scene"));
    const Track &body = doc.timeline.track(0);
    QCOMPARE(body.name, QStringLiteral("Body"));
    QCOMPARE(body.targetRoot, QStringLiteral("hero"));
    QVERIFY(body.muted && !body.solo && doc.timeline.track(1).solo);
    QVERIFY(!body.locked && doc.timeline.track(1).locked);
    QCOMPARE(doc.timeline.poseMode(), TimelinePoseMode::Blended);
    QCOMPARE(body.weight, 0.5);
    QCOMPARE(body.blendMode, TrackBlendMode::Replace);
    QCOMPARE(doc.timeline.track(1).weight, 1.0);
    QCOMPARE(doc.timeline.track(1).blendMode, TrackBlendMode::Additive);
    QCOMPARE(body.placedClips[1].trimIn, 0.1);
    QVERIFY(!body.placedClips[1].enabled);
    QVERIFY(body.placedClips[0].enabled);
    QVERIFY(!body.placedClips[1].hold);
    QVERIFY(body.placedClips[0].hold);
    QCOMPARE(body.placedClips[0].trimIn, 0.0);
    const PlacedClip &walk = body.placedClips[0];
    QCOMPARE(walk.start, 0.5);
    QCOMPARE(walk.window, std::optional<double>(0.75));
    QCOMPARE(walk.speed, 2.0);
    QCOMPARE(walk.blendIn, 0.1);
    QCOMPARE(walk.blendOut, 0.2);
    QCOMPARE(walk.syncRequests[std::size_t(SyncPoint::Stroke)], std::optional<double>(0.9));
    QCOMPARE(walk.clip->name(), QStringLiteral("Walk"));
    QCOMPARE(walk.clip->loopMode(), LoopMode::PingPong);
    QCOMPARE(walk.clip->syncTimes()[std::size_t(SyncPoint::Ready)], std::optional<double>(0.2));
    QCOMPARE(doc.timeline.placementsPlaying(walk.clip.get()).size(), std::size_t(2)); // shared by reference
    QCOMPARE(body.placedClips[1].clip->loopMode(), LoopMode::Loop);

    const Result<QByteArray> json = writeCompiledTimeline(doc);
    QVERIFY(json.isOk());
    const Result<CompiledTimeline> again = readCompiledTimeline(json.value());
    QVERIFY2(again.isOk(), again.isOk() ? "" : again.status().message().c_str());
    QVERIFY(again.value().timeline == doc.timeline);
    QCOMPARE(again.value().clips.size(), std::size_t(3));
    QCOMPARE(again.value().meta, doc.meta);
    QCOMPARE(again.value().otherMembers, doc.otherMembers);
    QCOMPARE(again.value().frameRate, 30.0);
    for (double t = -0.5; t <= 3.5; t += 0.125)
        QVERIFY(identicalPoses(evaluateTimeline(again.value().timeline, t), evaluateTimeline(doc.timeline, t)));
    // Other readers see the schema's shape: the extras sit in one member.
    const QJsonObject root = QJsonDocument::fromJson(json.value()).object();
    QCOMPARE(root.value("timeline").toObject().value("tracks").toArray()[0].toObject().keys(),
             (QStringList{"clips", "target_root"}));
    QVERIFY(root.value("knotline").toObject().contains("tracks"));
    const QJsonArray trackExtras = root.value("knotline").toObject().value("tracks").toArray();
    QVERIFY(!trackExtras[0].toObject().contains("locked")); // written only when locked
    QCOMPARE(trackExtras[1].toObject().value("locked"), QJsonValue(true));
    QCOMPARE(root.value("knotline").toObject().value("pose"), QJsonValue("blended"));
    QVERIFY(!trackExtras[1].toObject().contains("weight")); // the default is left out
    QCOMPARE(trackExtras[0].toObject().value("weight"), QJsonValue(0.5));
    QCOMPARE(trackExtras[1].toObject().value("blend_mode"), QJsonValue("additive"));
    const QJsonArray clipExtras = trackExtras[0].toObject().value("clips").toArray();
    QCOMPARE(clipExtras[1].toObject().value("trim_in"), QJsonValue(0.1));
    QCOMPARE(clipExtras[1].toObject().value("enabled"), QJsonValue(false));
    QVERIFY(!clipExtras[0].toObject().contains("enabled"));
    QCOMPARE(clipExtras[1].toObject().value("hold"), QJsonValue(false));
    QVERIFY(!clipExtras[0].toObject().contains("hold"));
}

void TestCompiledTimeline::withoutTheKnotlineMemberTheDocumentIsRaw()
{
    const Result<CompiledTimeline> plain = readCompiledTimeline(withKeyframes(R"([{"time": 0, "value": 0}])"));
    QVERIFY(plain.isOk());
    QCOMPARE(plain->timeline.poseMode(), TimelinePoseMode::Raw);
    // A knotline member without "pose" (what earlier Knotline versions wrote) is raw too.
    QByteArray json = withKeyframes(R"([{"time": 0, "value": 0}])");
    json.chop(1);
    json += R"(, "knotline": {"frame_rate": 24}})";
    const Result<CompiledTimeline> older = readCompiledTimeline(json);
    QVERIFY2(older.isOk(), older.isOk() ? "" : older.status().message().c_str());
    QCOMPARE(older->timeline.poseMode(), TimelinePoseMode::Raw);
    // A raw document writes no pose.
    const QJsonObject root = QJsonDocument::fromJson(writeCompiledTimeline(*older).value()).object();
    QVERIFY(!root.value("knotline").toObject().contains("pose"));
}

void TestCompiledTimeline::otherReadersGetWhatTheyCanPlay()
{
    // walk ramps a.x 0 → 2 over 2 s. Track 1: walk at 0 trimmed in by 0.5, and a disabled
    // placement; track 2 muted.
    const char *json = R"({"timeline": {"duration": 4, "tracks": [
        {"clips": [{"animation_id": "walk", "start_time": 0}, {"animation_id": "walk", "start_time": 3}]},
        {"clips": [{"animation_id": "walk", "start_time": 1}]}]},
      "animations": {"walk": {"duration": 2, "channels": [{"target": "a", "property": "x",
          "keyframes": [{"time": 0, "value": 0}, {"time": 2, "value": 2}]}]}},
      "knotline": {"tracks": [{"clips": [{"trim_in": 0.5}, {"enabled": false}]}, {"muted": true}]}})";
    const CompiledTimeline doc = readCompiledTimeline(json).value();
    const Result<OtherReadersExport> plain = timelineForOtherReaders(doc);
    QVERIFY2(plain.isOk(), plain.isOk() ? "" : plain.status().message().c_str());
    QVERIFY(plain->heldWhereAbsent.empty());
    // Written and read by a reader that ignores the knotline member, it plays the same.
    const Result<QByteArray> written = writeCompiledTimeline(plain->document);
    QVERIFY(written.isOk());
    QJsonObject root = QJsonDocument::fromJson(written.value()).object();
    root.remove("knotline");
    const CompiledTimeline other = readCompiledTimeline(QJsonDocument(root).toJson()).value();
    int compared = 0;
    for (double t = -0.5; t <= 6.0; t += 0.125, ++compared)
        QVERIFY2(evaluateTimeline(other.timeline, t) == evaluateTimeline(doc.timeline, t), qPrintable(QString::number(t)));
    QVERIFY(compared > 40);
    QCOMPARE(other.timeline.track(0).placedClips.size(), std::size_t(1));
    QCOMPARE(other.timeline.track(1).placedClips.size(), std::size_t(0));
    // A blended document is refused with the reason, or baked when asked.
    CompiledTimeline blended = doc;
    blended.timeline.setPoseMode(TimelinePoseMode::Blended);
    const Result<OtherReadersExport> refused = timelineForOtherReaders(blended);
    QVERIFY(!refused.isOk());
    QCOMPARE(refused.status().id(), MessageId::CompiledExportBlended);
    QVERIFY(QString::fromStdString(refused.status().message()).contains("bake"));
    OtherReadersOptions bake;
    bake.bakeBlendedPose = true;
    bake.bakeRate = 8.0;
    const Result<OtherReadersExport> baked = timelineForOtherReaders(blended, bake);
    QVERIFY(baked.isOk());
    QCOMPARE(baked->document.timeline.poseMode(), TimelinePoseMode::Raw);
    for (double t = 0.5; t <= 4.0; t += 0.125)
        QCOMPARE(evaluateTimeline(baked->document.timeline, t).value({"a", "x"}), evaluateTimeline(blended.timeline, t).value({"a", "x"}));
    QVERIFY(baked->heldWhereAbsent.empty()); // it holds: other readers show what Knotline shows
    // A clip that stops holding leaves a.x absent from 2.5 s (walk at 0.5 ends at 2); other
    // readers hold its last value, and the export says so.
    std::vector<Track> tracks = blended.timeline.tracks();
    tracks[0].placedClips[0].hold = false;
    CompiledTimeline stops = blended;
    stops.timeline = Timeline::make(blended.timeline.duration(), tracks, blended.timeline.propertySpace()).value();
    stops.timeline.setPoseMode(TimelinePoseMode::Blended);
    QVERIFY(!evaluateTimeline(stops.timeline, 2.125).contains({"a", "x"}));
    const Result<OtherReadersExport> held = timelineForOtherReaders(stops, bake);
    QVERIFY(held.isOk());
    QCOMPARE(held->heldWhereAbsent.size(), std::size_t(1));
    QCOMPARE(held->heldWhereAbsent[0].key, (ChannelKey{"a", "x"}));
    QCOMPARE(held->heldWhereAbsent[0].from, 2.125);
    // A trimmed looping clip off a cycle boundary is refused, naming the placement.
    QByteArray looping = json;
    looping.replace(R"("duration": 2, "channels")", R"("duration": 2, "loop_mode": "loop", "channels")");
    const CompiledTimeline loopDoc = readCompiledTimeline(looping).value();
    const Result<OtherReadersExport> loopRefused = timelineForOtherReaders(loopDoc);
    QVERIFY(!loopRefused.isOk());
    QVERIFY2(QString::fromStdString(loopRefused.status().message()).startsWith("track 1, placed clip 1"),
             loopRefused.status().message().c_str());
}

void TestCompiledTimeline::exportRefusesOrBakes()
{
    CompiledTimeline doc = readCompiledTimeline(withKeyframes(R"([{"time": 0, "value": 0}, {"time": 1, "value": 1}])")).value();
    Clip clip = *doc.clips[0];
    Spline s = std::get<Spline>(clip.channels()[0].curve);
    QVERIFY(s.setPostExtrapolation(Extrapolation{ExtrapolationMode::Linear, 0.0, std::nullopt}).isOk());
    QVERIFY(clip.setChannel(ClipChannel{clip.channels()[0].key, s}).isOk());
    const auto edited = std::make_shared<const Clip>(clip);
    QVERIFY(doc.timeline.replaceClip(doc.clips[0].get(), edited).isOk());
    doc.clips[0] = edited;
    const Result<QByteArray> refused = writeCompiledTimeline(doc);
    QVERIFY(!refused.isOk());
    QCOMPARE(QString::fromStdString(refused.status().message()),
             "animations.walk: channel a:x: the compiled format holds only held extrapolation (bake it to keyframes)");
    CompiledWriteOptions bake;
    bake.bakeToKeyframes = true;
    bake.bakeRate = 10;
    const Result<QByteArray> baked = writeCompiledTimeline(doc, bake);
    QVERIFY(baked.isOk());
    const CompiledTimeline back = readCompiledTimeline(baked.value()).value();
    QCOMPARE(std::get<Spline>(back.clips[0]->channels()[0].curve).knotCount(), std::size_t(11));
    // A bake of 10^7 samples or more is refused, naming the channel and the count.
    bake.bakeRate = 1e7;
    const Result<QByteArray> tooMany = writeCompiledTimeline(doc, bake);
    QVERIFY(!tooMany.isOk());
    QCOMPARE(tooMany.status().id(), MessageId::CompiledBakeTooManySamples);
    QVERIFY2(QString::fromStdString(tooMany.message()).contains(QLatin1String("channel a:x: baking it at 10000000 samples per second would take 10000000 samples")),
             tooMany.message().c_str());
}

void TestCompiledTimeline::saveIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("t.json");
    const CompiledTimeline doc = readCompiledTimeline(kFull).value();
    QVERIFY(saveCompiledTimelineFile(doc, path).isOk());
    const Result<CompiledTimeline> read = readCompiledTimelineFile(path);
    QVERIFY(read.isOk());
    QVERIFY(read.value().timeline == doc.timeline);
    // A failing save leaves the file as it was.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    QVERIFY(!saveCompiledTimelineFile(doc, dir.filePath("missing/t.json")).isOk());
    QFile g(path);
    QVERIFY(g.open(QIODevice::ReadOnly));
    QCOMPARE(g.readAll(), before);
    // A malformed file names itself, line and column.
    QFile bad(dir.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\n  \"timeline\": ]\n}");
    bad.close();
    const QString message = QString::fromStdString(readCompiledTimelineFile(bad.fileName()).status().message());
    QVERIFY2(message.startsWith(bad.fileName() + ":2:"), qPrintable(message));
}

void TestCompiledTimeline::bakeWritesSamplesPerTargetAndProperty()
{
    const CompiledTimeline doc = plainFull();
    TimelineBakeOptions options;
    options.start = 0.0;
    options.end = 3.0;
    options.fps = 4.0;
    const Result<TimelineBakeResult> baked = bakeTimeline(doc.timeline, options);
    QVERIFY2(baked.isOk(), baked.isOk() ? "" : baked.status().message().c_str());
    const Layer &layer = baked.value().layer;
    QCOMPARE(baked.value().times, std::size_t(13));
    const Attribute *x = layer.findAttribute("/hero.x");
    const Attribute *viseme = layer.findAttribute("/hero.viseme");
    const Attribute *open = layer.findAttribute("/hero/eye.open");
    QVERIFY(x && viseme && open);
    QCOMPARE(x->typeName, std::string("double"));
    QCOMPARE(viseme->typeName, std::string("string"));
    QCOMPARE(open->typeName, std::string("bool"));
    // x is at rest before 0.5 s: the first sample is at time code 2 (0.5 s at 4 per second).
    QCOMPARE(x->timeSamples->front().time, 2.0);
    QCOMPARE(open->timeSamples->front().time, 4.0); // the blink starts at 1 s
    // Every sample is the pose's value at its time.
    for (const TimeSample &s : *x->timeSamples) {
        const std::optional<PoseValue> v = evaluateTimeline(doc.timeline, s.time / 4.0).value({"hero", "x"});
        double got = 0.0;
        QVERIFY(v && s.value.toDouble(&got));
        QCOMPARE(got, std::get<double>(*v));
    }
    QCOMPARE(viseme->timeSamples->front().value, UsdValue::string("A"));
    QCOMPARE(open->timeSamples->front().value, UsdValue::atom("1"));
    QCOMPARE(layer.timeCodesPerSecond, std::optional<double>(4.0));
    QCOMPARE(layer.endTimeCode, std::optional<double>(12.0));
}

void TestCompiledTimeline::bakeFollowsTheDocumentsPose()
{
    // kFull solos its second track and mutes the first: only the second bakes, and its
    // additive blend mode applies (the document is blended).
    const CompiledTimeline doc = readCompiledTimeline(kFull).value();
    TimelineBakeOptions options;
    options.end = 3.0;
    options.fps = 4.0;
    const Result<TimelineBakeResult> baked = bakeTimeline(doc.timeline, options);
    QVERIFY(baked.isOk());
    QVERIFY(!baked->layer.findAttribute("/hero/eye.open")); // blink plays on the muted track
    const Attribute *x = baked->layer.findAttribute("/hero.x");
    QVERIFY(x && x->timeSamples);
    QCOMPARE(x->timeSamples->front().time, 8.0); // walk on the soloed track starts at 2 s
}

void TestCompiledTimeline::bakeRefusals()
{
    const CompiledTimeline doc = readCompiledTimeline(kFull).value();
    TimelineBakeOptions o;
    o.fps = 0;
    QCOMPARE(QString::fromStdString(bakeTimeline(doc.timeline, o).status().message()),
             "the frames per second must be a number > 0");
    o.fps = 24;
    o.start = 2;
    o.end = 1;
    QCOMPARE(QString::fromStdString(bakeTimeline(doc.timeline, o).status().message()),
             "the bake range needs finite times with start <= end");
    o.start = 0;
    o.end = 1e9;
    QVERIFY(QString::fromStdString(bakeTimeline(doc.timeline, o).status().message()).startsWith("the bake would write"));
    // Two targets that become one USD name.
    const CompiledTimeline clash = readCompiledTimeline(R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m"}]}]},
        "animations": {"m": {"duration": 1, "channels": [
          {"target": "a-b", "property": "x", "keyframes": [{"time": 0, "value": 1}]},
          {"target": "a.b", "property": "x", "keyframes": [{"time": 0, "value": 2}]}]}}})").value();
    o.end = 1;
    QCOMPARE(QString::fromStdString(bakeTimeline(clash.timeline, o).status().message()),
             "a-b and a.b both become the USD name /a_b");
}

QTEST_GUILESS_MAIN(TestCompiledTimeline)
#include "tst_compiled_timeline.moc"
