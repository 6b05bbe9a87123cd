// The timeline model (spec/timeline.md §1.1): clips, step channels, placed clips, tracks
// and timelines as cheap value types; clips shared by reference; every bad value refused
// with its message id, naming the clip / channel / placement, with nothing changed.
#include "tests/timeline/TimelineBuilders.h"

#include "core/timeline/LoopMode.h"
#include "core/timeline/PropertySpace.h"
#include "core/timeline/TimelineValidation.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace knotline;
using namespace knotline::test;

Q_DECLARE_METATYPE(knotline::PlacedClip)
Q_DECLARE_METATYPE(knotline::LoopMode)
Q_DECLARE_METATYPE(knotline::MessageId)

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::shared_ptr<const Clip> walk()
{
    return makeClip(QStringLiteral("walk"), 1.0, {numberChannel("a", "x", {{0.0, 0.0}, {1.0, 10.0}})});
}

} // namespace

class TstTimelineModel : public QObject {
    Q_OBJECT
private slots:
    void wrapClipTime_data();
    void wrapClipTime();
    void stepChannelHoldsAndLaterWins();
    void stepChannelRefuses_data();
    void stepChannelRefuses();
    void clipRefuses_data();
    void clipRefuses();
    void clipSettersChangeNothingOnError();
    void placedClipDerivedTimes();
    void placedClipRefused_data();
    void placedClipRefused();
    void timelineRefusesDuration_data();
    void timelineRefusesDuration();
    void timelineIndexErrors();
    void sharedClipsAndMakeUnique();
    void replaceClipChecksAllFirst();
    void snapshotIsAnUndoRecord();
    void writeGroups_data();
    void writeGroups();
};

void TstTimelineModel::wrapClipTime_data()
{
    QTest::addColumn<double>("local");
    QTest::addColumn<double>("d");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("want");
    QTest::newRow("negative gives 0") << -0.5 << 2.0 << LoopMode::Loop << 0.0;
    QTest::newRow("NaN gives 0") << kNaN << 2.0 << LoopMode::Once << 0.0;
    QTest::newRow("once inside") << 1.5 << 2.0 << LoopMode::Once << 1.5;
    QTest::newRow("once past the end") << 7.0 << 2.0 << LoopMode::Once << 2.0;
    QTest::newRow("loop inside") << 2.5 << 2.0 << LoopMode::Loop << 0.5;
    QTest::newRow("loop on a cycle boundary") << 4.0 << 2.0 << LoopMode::Loop << 0.0;
    QTest::newRow("loop one ulp before") << std::nextafter(4.0, 0.0) << 2.0 << LoopMode::Loop
                                         << std::fmod(std::nextafter(4.0, 0.0), 2.0);
    QTest::newRow("ping-pong forward") << 0.5 << 2.0 << LoopMode::PingPong << 0.5;
    QTest::newRow("ping-pong apex is d") << 2.0 << 2.0 << LoopMode::PingPong << 2.0;
    QTest::newRow("ping-pong backward") << 3.5 << 2.0 << LoopMode::PingPong << 0.5;
    QTest::newRow("ping-pong full cycle") << 4.0 << 2.0 << LoopMode::PingPong << 0.0;
}

void TstTimelineModel::wrapClipTime()
{
    QFETCH(double, local);
    QFETCH(double, d);
    QFETCH(LoopMode, mode);
    QFETCH(double, want);
    QCOMPARE(knotline::wrapClipTime(local, d, mode), want);
}

void TstTimelineModel::stepChannelHoldsAndLaterWins()
{
    const Result<StepChannel> c = StepChannel::make({{0.5, QStringLiteral("a")},
                                                     {1.0, QStringLiteral("b")},
                                                     {1.0, QStringLiteral("c")},
                                                     {2.0, true}});
    QVERIFY2(c.isOk(), c.message().c_str());
    QCOMPARE(c->valueAt(0.0), StepValue(QStringLiteral("a"))); // before the first key
    QCOMPARE(c->valueAt(0.5), StepValue(QStringLiteral("a")));
    QCOMPARE(c->valueAt(std::nextafter(1.0, 0.0)), StepValue(QStringLiteral("a")));
    QCOMPARE(c->valueAt(1.0), StepValue(QStringLiteral("c"))); // the later of two keys at 1
    QCOMPARE(c->valueAt(1.9), StepValue(QStringLiteral("c")));
    QCOMPARE(c->valueAt(2.0), StepValue(true));
    QCOMPARE(c->valueAt(50.0), StepValue(true)); // at and after the last key
}

void TstTimelineModel::stepChannelRefuses_data()
{
    QTest::addColumn<double>("secondTime");
    QTest::addColumn<MessageId>("id");
    QTest::addColumn<QString>("message");
    QTest::newRow("decreasing") << 0.5 << MessageId::StepKeyTimesDecrease
                                << "key 2 comes before key 1 in time (key times must not decrease)";
    QTest::newRow("NaN") << kNaN << MessageId::StepKeyTimeNotFinite << "key 2: the time must be finite";
    QTest::newRow("infinite") << kInf << MessageId::StepKeyTimeNotFinite << "key 2: the time must be finite";
}

void TstTimelineModel::stepChannelRefuses()
{
    QFETCH(double, secondTime);
    QFETCH(MessageId, id);
    QFETCH(QString, message);
    const Result<StepChannel> c = StepChannel::make({{1.0, true}, {secondTime, false}});
    QVERIFY(!c.isOk());
    QCOMPARE(c.status().id(), id);
    QCOMPARE(QString::fromStdString(c.message()), message);
}

void TstTimelineModel::clipRefuses_data()
{
    QTest::addColumn<double>("duration");
    QTest::addColumn<bool>("emptyChannel");
    QTest::addColumn<bool>("twice");
    QTest::addColumn<double>("syncTime");
    QTest::addColumn<MessageId>("id");
    QTest::addColumn<QString>("message");
    QTest::newRow("duration 0") << 0.0 << false << false << 0.0 << MessageId::ClipDurationInvalid
                                << "clip 'walk': the duration must be a finite number greater than 0 (it is 0)";
    QTest::newRow("duration negative") << -1.5 << false << false << 0.0 << MessageId::ClipDurationInvalid
                                       << "clip 'walk': the duration must be a finite number greater than 0 (it is -1.5)";
    QTest::newRow("duration NaN") << kNaN << false << false << 0.0 << MessageId::ClipDurationInvalid
                                  << "clip 'walk': the duration must be a finite number greater than 0 (it is nan)";
    QTest::newRow("duration inf") << kInf << false << false << 0.0 << MessageId::ClipDurationInvalid
                                  << "clip 'walk': the duration must be a finite number greater than 0 (it is inf)";
    QTest::newRow("channel without keys") << 1.0 << true << false << 0.0 << MessageId::ClipChannelNoKeys
                                          << "clip 'walk': channel y of a has no key";
    QTest::newRow("channel twice") << 1.0 << false << true << 0.0 << MessageId::ClipChannelTwice
                                   << "clip 'walk': channel x of a is given twice";
    QTest::newRow("sync time NaN") << 1.0 << false << false << kNaN << MessageId::ClipSyncTimeNotFinite
                                   << "clip 'walk': the stroke sync time is not finite (it is nan)";
}

void TstTimelineModel::clipRefuses()
{
    QFETCH(double, duration);
    QFETCH(bool, emptyChannel);
    QFETCH(bool, twice);
    QFETCH(double, syncTime);
    QFETCH(MessageId, id);
    QFETCH(QString, message);
    std::vector<ClipChannel> channels{numberChannel("a", "x", {{0.0, 1.0}})};
    if (emptyChannel)
        channels.push_back(ClipChannel{{"a", "y"}, Spline()});
    if (twice)
        channels.push_back(numberChannel("a", "x", {{0.0, 2.0}}));
    SyncTimes sync;
    sync[std::size_t(SyncPoint::Stroke)] = syncTime;
    const Result<Clip> c = Clip::make(QStringLiteral("walk"), duration, LoopMode::Loop, channels, sync);
    QVERIFY(!c.isOk());
    QCOMPARE(c.status().id(), id);
    QCOMPARE(QString::fromStdString(c.message()), message);
}

void TstTimelineModel::clipSettersChangeNothingOnError()
{
    Clip clip = *walk();
    const Clip before = clip;
    QCOMPARE(clip.setDuration(-1.0).id(), MessageId::ClipDurationInvalid);
    QCOMPARE(clip.setChannels({numberChannel("a", "x", {{0.0, 1.0}}), numberChannel("a", "x", {{0.0, 2.0}})}).id(),
             MessageId::ClipChannelTwice);
    QCOMPARE(clip.setChannel(ClipChannel{{"a", "x"}, StepChannel()}).id(), MessageId::ClipChannelNoKeys);
    SyncTimes sync;
    sync[0] = 0.0;
    sync[6] = kInf;
    QCOMPARE(clip.setSyncTimes(sync).id(), MessageId::ClipSyncTimeNotFinite);
    QCOMPARE(clip, before);

    // The good edits do change it.
    QVERIFY(clip.setChannel(numberChannel("a", "x", {{0.0, 5.0}})).isOk());
    QCOMPARE(clip.channels().size(), std::size_t(1));
    QCOMPARE(std::get<Spline>(clip.channel({"a", "x"})->curve).eval(0.0), std::optional<double>(5.0));
    QVERIFY(clip.setChannel(stepChannel("a", "viseme", {{0.0, QStringLiteral("ah")}})).isOk());
    QCOMPARE(clip.channels().size(), std::size_t(2));
    QVERIFY(clip.removeChannel({"a", "viseme"}));
    QVERIFY(!clip.removeChannel({"a", "viseme"}));
}

void TstTimelineModel::placedClipDerivedTimes()
{
    PlacedClip p = place(walk(), 0.5, std::nullopt, 2.0);
    QCOMPARE(p.naturalLength(), 1.0);
    QCOMPARE(p.end(), 1.0);          // 0.5 + 1 / 2
    QCOMPARE(p.localTime(0.75), 0.5); // (0.75 − 0.5) · 2
    p.window = 3.0;
    QCOMPARE(p.end(), 2.0);
    QCOMPARE(p.clipTime(1.5), 1.0); // once: min(2, 1)
    QCOMPARE(p.heldClipTime(), 1.0);
}

void TstTimelineModel::placedClipRefused_data()
{
    QTest::addColumn<PlacedClip>("placed");
    QTest::addColumn<MessageId>("id");
    QTest::addColumn<QString>("message");
    const QString at = QStringLiteral("track 2, placed clip 1 ('walk'): ");
    PlacedClip p = place(walk(), 0.0);
    PlacedClip bad = p;
    bad.clip = nullptr;
    QTest::newRow("no clip") << bad << MessageId::PlacedClipNoClip << "track 2, placed clip 1: it plays no clip";
    bad = p, bad.speed = 0.0;
    QTest::newRow("speed 0") << bad << MessageId::PlacedClipSpeedInvalid
                             << at + "the speed must be a finite number greater than 0 (it is 0)";
    bad = p, bad.speed = -2.0;
    QTest::newRow("speed negative") << bad << MessageId::PlacedClipSpeedInvalid
                                    << at + "the speed must be a finite number greater than 0 (it is -2)";
    bad = p, bad.speed = kNaN;
    QTest::newRow("speed NaN") << bad << MessageId::PlacedClipSpeedInvalid
                               << at + "the speed must be a finite number greater than 0 (it is nan)";
    bad = p, bad.blendIn = -0.25;
    QTest::newRow("blend in negative") << bad << MessageId::PlacedClipBlendInInvalid
                                       << at + "the blend in must be a finite number of seconds, 0 or more (it is -0.25)";
    bad = p, bad.blendOut = -1.0;
    QTest::newRow("blend out negative") << bad << MessageId::PlacedClipBlendOutInvalid
                                        << at + "the blend out must be a finite number of seconds, 0 or more (it is -1)";
    bad = p, bad.blendOut = kInf;
    QTest::newRow("blend out inf") << bad << MessageId::PlacedClipBlendOutInvalid
                                   << at + "the blend out must be a finite number of seconds, 0 or more (it is inf)";
    bad = p, bad.start = kNaN;
    QTest::newRow("start NaN") << bad << MessageId::PlacedClipStartNotFinite << at + "the start must be finite (it is nan)";
    bad = p, bad.window = 0.0;
    QTest::newRow("window 0") << bad << MessageId::PlacedClipWindowInvalid
                              << at + "the window must be a finite length greater than 0 (it is 0)";
    bad = p, bad.window = -kInf;
    QTest::newRow("window -inf") << bad << MessageId::PlacedClipWindowInvalid
                                 << at + "the window must be a finite length greater than 0 (it is -inf)";
    bad = p, bad.syncRequests[std::size_t(SyncPoint::Relax)] = kNaN;
    QTest::newRow("sync request NaN") << bad << MessageId::PlacedClipSyncRequestNotFinite
                                      << at + "the requested time of sync point relax is not finite (it is nan)";
    bad = p, bad.window = 1e300, bad.speed = 1e-300;
    QTest::newRow("end overflows") << bad << MessageId::PlacedClipEndNotFinite
                                   << at + "its end on the timeline is not finite (inf)";
}

void TstTimelineModel::placedClipRefused()
{
    QFETCH(PlacedClip, placed);
    QFETCH(MessageId, id);
    QFETCH(QString, message);
    const Status direct = validatePlacedClip(placed, 1, 0);
    QCOMPARE(direct.id(), id);
    QCOMPARE(QString::fromStdString(direct.message()), message);

    // Through every edit that takes a placed clip: refused, the timeline unchanged.
    Timeline timeline = makeTimeline(4.0, {track("a", {place(walk(), 0.0)}), track("b", {})});
    const Timeline before = timeline;
    QCOMPARE(timeline.insertPlacedClip({1, 0}, placed).id(), id);
    QCOMPARE(timeline.setPlacedClip({0, 0}, placed).id(), id);
    QCOMPARE(timeline.insertTrack(1, track("c", {placed})).id(), id);
    QCOMPARE(timeline.setTrack(1, track("c", {placed})).id(), id);
    QCOMPARE(timeline, before);
    QCOMPARE(Timeline::make(4.0, {track("a", {}), track("b", {placed})}).status().id(), id);
}

void TstTimelineModel::timelineRefusesDuration_data()
{
    QTest::addColumn<double>("duration");
    QTest::newRow("0") << 0.0;
    QTest::newRow("negative") << -3.0;
    QTest::newRow("NaN") << kNaN;
    QTest::newRow("inf") << kInf;
}

void TstTimelineModel::timelineRefusesDuration()
{
    QFETCH(double, duration);
    QCOMPARE(Timeline::make(duration, {}).status().id(), MessageId::TimelineDurationInvalid);
    Timeline timeline = makeTimeline(2.0, {});
    QCOMPARE(timeline.setDuration(duration).id(), MessageId::TimelineDurationInvalid);
    QCOMPARE(timeline.duration(), 2.0);
}

void TstTimelineModel::timelineIndexErrors()
{
    Timeline timeline = makeTimeline(2.0, {track("a", {place(walk(), 0.0)})});
    const Timeline before = timeline;
    const Status noTrack = timeline.removeTrack(3);
    QCOMPARE(noTrack.id(), MessageId::TimelineTrackIndexOutOfRange);
    QCOMPARE(noTrack.message(), std::string("there is no track 4 (the timeline has 1 tracks)"));
    const Status noClip = timeline.removePlacedClip({0, 1});
    QCOMPARE(noClip.id(), MessageId::TimelinePlacementIndexOutOfRange);
    QCOMPARE(noClip.message(), std::string("track 1 has no placed clip 2 (it has 1)"));
    QCOMPARE(timeline.insertPlacedClip({0, 2}, place(walk(), 0.0)).id(), MessageId::TimelinePlacementIndexOutOfRange);
    QCOMPARE(timeline.insertTrack(2, Track()).id(), MessageId::TimelineTrackIndexOutOfRange);
    QCOMPARE(timeline.makeClipUnique({1, 0}).status().id(), MessageId::TimelineTrackIndexOutOfRange);
    QCOMPARE(timeline.setTrackInfo(1, "n", "r", true, false).id(), MessageId::TimelineTrackIndexOutOfRange);
    QCOMPARE(timeline, before);

    QVERIFY(timeline.insertPlacedClip({0, 1}, place(walk(), 2.0)).isOk());
    QVERIFY(timeline.setTrackInfo(0, "arms", "/rig/arms", true, true).isOk());
    QCOMPARE(timeline.track(0).placedClips.size(), std::size_t(2));
    QCOMPARE(timeline.track(0).name, QStringLiteral("arms"));
    QVERIFY(timeline.track(0).muted && timeline.track(0).solo);
    QVERIFY(timeline.removePlacedClip({0, 0}).isOk());
    QCOMPARE(timeline.placedClip({0, 0}).start, 2.0);
}

void TstTimelineModel::sharedClipsAndMakeUnique()
{
    const auto clip = walk();
    Timeline timeline = makeTimeline(5.0, {track("a", {place(clip, 0.0), place(clip, 2.0)}), track("b", {place(clip, 1.0)})});
    QCOMPARE(timeline.placementsPlaying(clip.get()), (std::vector<PlacementIndex>{{0, 0}, {0, 1}, {1, 0}}));
    QCOMPARE(timeline.clips().size(), std::size_t(1));

    const Result<std::shared_ptr<const Clip>> unique = timeline.makeClipUnique({0, 1});
    QVERIFY(unique.isOk());
    QVERIFY(unique->get() != clip.get());
    QCOMPARE(**unique, *clip); // same content
    QCOMPARE(timeline.placementsPlaying(clip.get()), (std::vector<PlacementIndex>{{0, 0}, {1, 0}}));
    QCOMPARE(timeline.placementsPlaying(unique->get()), (std::vector<PlacementIndex>{{0, 1}}));
    QCOMPARE(timeline.clips().size(), std::size_t(2));

    // Editing a shared clip: copy, edit, replace; every placement of it plays the edit.
    Clip edited = *clip;
    QVERIFY(edited.setDuration(2.0).isOk());
    const Result<std::size_t> n = timeline.replaceClip(clip.get(), std::make_shared<const Clip>(edited));
    QVERIFY(n.isOk());
    QCOMPARE(*n, std::size_t(2));
    QCOMPARE(timeline.placedClip({1, 0}).clip->duration(), 2.0);
    QCOMPARE(timeline.placedClip({0, 1}).clip->duration(), 1.0); // the unique copy is untouched
    QCOMPARE(timeline.replaceClip(unique->get(), nullptr).status().id(), MessageId::TimelineClipMissing);
}

void TstTimelineModel::replaceClipChecksAllFirst()
{
    const auto clip = walk();
    PlacedClip slow = place(clip, 0.0, std::nullopt, 1e-300);
    Timeline timeline = makeTimeline(5.0, {track("a", {place(clip, 0.0), slow})});
    const Timeline before = timeline;
    Clip huge = *clip;
    QVERIFY(huge.setDuration(1e300).isOk()); // the slow placement would end at infinity
    const Result<std::size_t> r = timeline.replaceClip(clip.get(), std::make_shared<const Clip>(huge));
    QCOMPARE(r.status().id(), MessageId::PlacedClipEndNotFinite);
    QCOMPARE(timeline, before);
    QCOMPARE(timeline.placedClip({0, 0}).clip.get(), clip.get());
}

void TstTimelineModel::snapshotIsAnUndoRecord()
{
    Timeline timeline = makeTimeline(5.0, {track("a", {place(walk(), 0.0)})});
    const Timeline snapshot = timeline; // shares the clip
    QCOMPARE(snapshot.placedClip({0, 0}).clip.get(), timeline.placedClip({0, 0}).clip.get());
    PlacedClip moved = timeline.placedClip({0, 0});
    moved.start = 3.0;
    QVERIFY(timeline.setPlacedClip({0, 0}, moved).isOk());
    QVERIFY(timeline != snapshot);
    QCOMPARE(snapshot.placedClip({0, 0}).start, 0.0);
    timeline = snapshot; // undo
    QCOMPARE(timeline, snapshot);
}

void TstTimelineModel::writeGroups_data()
{
    QTest::addColumn<int>("space");
    QTest::addColumn<QString>("property");
    QTest::addColumn<QString>("group");
    const int stage = int(PropertySpace::StageNode);
    const int independent = int(PropertySpace::Independent);
    QTest::newRow("x writes itself") << stage << "x" << "x";
    QTest::newRow("alpha writes itself") << stage << "alpha" << "alpha";
    QTest::newRow("rotation writes itself") << stage << "rotation" << "rotation";
    QTest::newRow("rotation_rad writes rotation") << stage << "rotation_rad" << "rotation";
    QTest::newRow("swap set") << stage << "viseme@happy" << "<swap>";
    QTest::newRow("another swap set") << stage << "visible" << "<swap>";
    QTest::newRow("independent rotation_rad") << independent << "rotation_rad" << "rotation_rad";
    QTest::newRow("independent swap") << independent << "viseme" << "viseme";
}

void TstTimelineModel::writeGroups()
{
    QFETCH(int, space);
    QFETCH(QString, property);
    QFETCH(QString, group);
    QCOMPARE(writeGroup(PropertySpace(space), property), group);
    QCOMPARE(propertySpaceFromName(propertySpaceName(PropertySpace(space))), std::optional(PropertySpace(space)));
    QCOMPARE(propertySpaceFromName(QStringLiteral("value-typed")), std::nullopt);
}

QTEST_GUILESS_MAIN(TstTimelineModel)
#include "tst_timeline_model.moc"
