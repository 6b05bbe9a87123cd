// A timeline document's clip channels (core/editor/ClipChannelCurves.h, EditorDocument):
// every spline channel of every played clip is an editable channel in clip time codes
// (step channels read-only); editing it edits the clip, which every placement playing it
// then plays (evaluateTimeline says so), as one timeline step that undo reverts bit for
// bit; channels follow the timeline when clips stop or start being played.
#include "core/animcurve/AnimCurveFn.h"
#include "core/editor/ClipChannelCurves.h"
#include "core/editor/DocumentEditSession.h"
#include "core/editor/EditorDocument.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/timeline/EvaluateTimeline.h"
#include "tests/support/TimelineDocuments.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cmath>

using namespace knotline;

class TestClipChannels : public QObject {
    Q_OBJECT
private slots:
    void init();
    void channelsAreTheClipsChannels();
    void editingASharedClipChangesEveryPlacement();
    void undoRestoresBitForBit();
    void stepChannelsAreReadOnly();
    void untouchedKnotsKeepTheirSeconds();
    void gestureKeepsTheFirstCurve();
    void channelsFollowTheTimeline();
    void editedClipIsSaved();

private:
    std::unique_ptr<EditorDocument> open(const QByteArray &json = QByteArray(test::kTimelineJson));
    static ChannelId channelAt(const EditorDocument &doc, const char *path);
    QTemporaryDir m_dir;
    int m_files = 0;
};

namespace {

const ChannelKey kRotateX{QStringLiteral("rig/hips"), QStringLiteral("rotateX")};
const ChannelKey kAx{QStringLiteral("a"), QStringLiteral("x")};

double numberIn(const Pose &pose, const ChannelKey &key)
{
    const std::optional<PoseValue> v = pose.value(key);
    return v && std::holds_alternative<double>(*v) ? std::get<double>(*v) : std::nan("");
}

/// Sets the value of the key at `time` (time codes) of the channel's curve.
EditorDocument::CurveEdit setValueAt(double time, double value)
{
    return [=](AnimCurveFn &fn) {
        for (std::size_t i = 0; i < fn.curve().numKeys(); ++i)
            if (fn.curve().keyTime(i) == time)
                return fn.setValue(i, value);
        return Status::error("no key at that time");
    };
}

bool sameBits(const Spline &a, const Spline &b)
{
    if (a.knots().size() != b.knots().size())
        return false;
    for (std::size_t i = 0; i < a.knots().size(); ++i) {
        const Knot &x = a.knots()[i], &y = b.knots()[i];
        if (std::bit_cast<std::uint64_t>(x.time) != std::bit_cast<std::uint64_t>(y.time)
            || std::bit_cast<std::uint64_t>(x.value) != std::bit_cast<std::uint64_t>(y.value) || !(x == y))
            return false;
    }
    return a == b;
}

} // namespace

void TestClipChannels::init()
{
    QVERIFY(m_dir.isValid());
}

std::unique_ptr<EditorDocument> TestClipChannels::open(const QByteArray &json)
{
    const QString path = m_dir.filePath(QStringLiteral("t%1.json").arg(++m_files));
    if (!test::writeTimelineJson(path, json))
        return nullptr;
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    if (!doc)
        qWarning("%s", doc.message().c_str());
    return doc ? std::move(doc.value()) : nullptr;
}

ChannelId TestClipChannels::channelAt(const EditorDocument &doc, const char *path)
{
    return doc.findChannelByPath(path).value_or(ChannelId());
}

void TestClipChannels::channelsAreTheClipsChannels()
{
    auto doc = open();
    QVERIFY(doc);
    std::vector<std::string> paths;
    for (ChannelId id : doc->channelIds())
        paths.push_back(doc->channel(id).path);
    QCOMPARE(paths, (std::vector<std::string>{"sway:rig/hips.rotateX", "sway:rig/hips.translateY",
                                             "talk:rig/face.viseme", "talk:rig/face.jaw"}));
    const Channel &rx = doc->channel(channelAt(*doc, "sway:rig/hips.rotateX"));
    QCOMPARE(rx.source, ChannelSource::ClipChannel);
    QCOMPARE(rx.timeDomain, ChannelTimeDomain::ClipTime);
    QVERIFY(!rx.readOnly);
    QCOMPARE(rx.clipPlacements, std::size_t(3));
    // Clip time codes: clip seconds × 30 (the file's frame rate), knot for knot.
    const Spline &seconds = std::get<Spline>(doc->timeline()->placedClip({0, 0}).clip->channel(kRotateX)->curve);
    QCOMPARE(rx.curve.numKeys(), seconds.knotCount());
    for (std::size_t i = 0; i < seconds.knotCount(); ++i) {
        QCOMPARE(rx.curve.keyTime(i), seconds.knots()[i].time * 30.0);
        QCOMPARE(rx.curve.keyValue(i), seconds.knots()[i].value);
    }
    QCOMPARE(rx.curve.keyTime(rx.curve.numKeys() - 1), 30.0);
    const Channel &viseme = doc->channel(channelAt(*doc, "talk:rig/face.viseme"));
    QVERIFY(viseme.readOnly);
    QCOMPARE(viseme.clipPlacements, std::size_t(1));
    QCOMPARE(viseme.curve.numKeys(), std::size_t(2));
    QCOMPARE(viseme.curve.keyTime(1), 12.0); // 0.4 s
    QCOMPARE(viseme.curve.keyValue(1), 1.0);  // the second string
}

void TestClipChannels::editingASharedClipChangesEveryPlacement()
{
    auto doc = open();
    QVERIFY(doc);
    const ChannelId rx = channelAt(*doc, "sway:rig/hips.rotateX");
    const Timeline before = *doc->timeline();
    const Clip *oldClip = before.placedClip({0, 0}).clip.get();
    QSignalSpy timelineChanged(doc.get(), &EditorDocument::timelineChanged);
    QSignalSpy channelChanged(doc.get(), &EditorDocument::channelChanged);
    DocumentChange change;
    QVERIFY(doc->edit(rx, setValueAt(15.0, 20.0), &change).isOk()); // the key at 0.5 s
    QCOMPARE(timelineChanged.count(), 1);
    QCOMPARE(channelChanged.count(), 1); // only the edited channel
    QCOMPARE(change.steps().size(), std::size_t(1));
    QVERIFY(std::holds_alternative<DocumentChange::TimelineStep>(change.steps()[0]));

    const Timeline &t = *doc->timeline();
    const std::shared_ptr<const Clip> edited = t.placedClip({0, 0}).clip;
    QVERIFY(edited.get() != oldClip);
    QCOMPARE(t.placementsPlaying(edited.get()), (std::vector<PlacementIndex>{{0, 0}, {0, 1}, {1, 0}}));
    int placements = 0;
    for (PlacementIndex p : t.placementsPlaying(edited.get())) {
        const PlacedClip &placed = t.placedClip(p);
        const double at = placed.start + 0.5 / placed.speed; // clip time 0.5 s
        const auto value = clipChannelValue(*placed.clip->channel(kRotateX), placed.clipTime(at));
        QVERIFY(value);
        QCOMPARE(std::get<double>(*value), 20.0);
        ++placements;
    }
    QCOMPARE(placements, 3);
    // The pose: placement (1, 0) wins at 1 s, (0, 1) at 2.25 s; both at clip time 0.5.
    QCOMPARE(numberIn(evaluateTimeline(t, 1.0), kRotateX), 20.0);
    QCOMPARE(numberIn(evaluateTimeline(t, 2.25), kRotateX), 20.0);
    QCOMPARE(numberIn(evaluateTimeline(before, 1.0), kRotateX), 10.0);
    // The clip's other channel is as it was, bit for bit.
    const ChannelKey ty{QStringLiteral("rig/hips"), QStringLiteral("translateY")};
    QVERIFY(sameBits(std::get<Spline>(edited->channel(ty)->curve), std::get<Spline>(oldClip->channel(ty)->curve)));
    QCOMPARE(edited->id(), QStringLiteral("sway"));
}

void TestClipChannels::undoRestoresBitForBit()
{
    auto doc = open();
    QVERIFY(doc);
    const ChannelId rx = channelAt(*doc, "sway:rig/hips.rotateX");
    const Timeline before = *doc->timeline();
    const AnimCurve curveBefore = doc->channel(rx).curve;
    const Spline splineBefore = std::get<Spline>(before.placedClip({0, 0}).clip->channel(kRotateX)->curve);
    DocumentChange change;
    QVERIFY(doc->edit(rx, setValueAt(15.0, 20.0), &change).isOk());
    QVERIFY(doc->revert(change).isOk());
    QCOMPARE(*doc->timeline(), before);
    QVERIFY(sameBits(std::get<Spline>(doc->timeline()->placedClip({1, 0}).clip->channel(kRotateX)->curve), splineBefore));
    QCOMPARE(doc->timeline()->placementsPlaying(doc->timeline()->placedClip({1, 0}).clip.get()).size(), std::size_t(3));
    QVERIFY(doc->channel(rx).curve == curveBefore);
    QCOMPARE(numberIn(evaluateTimeline(*doc->timeline(), 1.0), kRotateX), 10.0);
    QVERIFY(doc->apply(change).isOk());
    QCOMPARE(numberIn(evaluateTimeline(*doc->timeline(), 1.0), kRotateX), 20.0);
    const AnimCurve &now = doc->channel(rx).curve;
    std::size_t at = 0;
    while (at < now.numKeys() && now.keyTime(at) != 15.0)
        ++at;
    QVERIFY(at < now.numKeys());
    QCOMPARE(now.keyValue(at), 20.0);
}

void TestClipChannels::stepChannelsAreReadOnly()
{
    auto doc = open();
    QVERIFY(doc);
    const ChannelId viseme = channelAt(*doc, "talk:rig/face.viseme");
    const Timeline before = *doc->timeline();
    DocumentChange change;
    const Status st = doc->edit(viseme, setValueAt(12.0, 0.0), &change);
    QCOMPARE(st.id(), MessageId::ClipStepChannelReadOnly);
    QVERIFY(change.isEmpty());
    QCOMPARE(*doc->timeline(), before);
    QVERIFY(!doc->isModified());
    // Clip channels come and go with their clips only.
    Channel extra = doc->channel(channelAt(*doc, "talk:rig/face.jaw"));
    extra.path = "talk:rig/face.other";
    QCOMPARE(doc->insertChannel(0, extra).status().id(), MessageId::TimelineChannelsFromClips);
    QCOMPARE(doc->removeChannel(channelAt(*doc, "talk:rig/face.jaw")).id(), MessageId::TimelineChannelsFromClips);
}

// Times that are not exact in time codes (0.1 s × 30 / 30 is not 0.1 in binary) stay exact
// in the clip when the edit did not touch them.
void TestClipChannels::untouchedKnotsKeepTheirSeconds()
{
    auto doc = open(R"({"timeline": {"duration": 2, "tracks": [{"clips": [{"animation_id": "m"}]}]},
        "animations": {"m": {"duration": 2, "channels": [{"target": "a", "property": "x", "keyframes": [
            {"time": 0.1, "value": 0.3}, {"time": 0.7, "value": 1.1, "easing": [0.3, 0.1, 0.7, 0.9]}, {"time": 1.3, "value": 0.2}]}]}},
        "knotline": {"frame_rate": 30}})");
    QVERIFY(doc);
    const ChannelId x = channelAt(*doc, "m:a.x");
    QVERIFY(x.isValid());
    const Spline before = std::get<Spline>(doc->timeline()->placedClip({0, 0}).clip->channel(kAx)->curve);
    DocumentChange change;
    const double middle = doc->channel(x).curve.keyTime(1);
    QVERIFY(doc->edit(x, setValueAt(middle, 5.0), &change).isOk());
    const Spline after = std::get<Spline>(doc->timeline()->placedClip({0, 0}).clip->channel(kAx)->curve);
    QCOMPARE(after.knotCount(), std::size_t(3));
    // Times bit for bit (0.7 s is not exact in time codes); values as edited.
    for (std::size_t i = 0; i < 3; ++i)
        QCOMPARE(std::bit_cast<std::uint64_t>(after.knots()[i].time), std::bit_cast<std::uint64_t>(before.knots()[i].time));
    QCOMPARE(std::bit_cast<std::uint64_t>(after.knots()[0].value), std::bit_cast<std::uint64_t>(before.knots()[0].value));
    QCOMPARE(std::bit_cast<std::uint64_t>(after.knots()[2].value), std::bit_cast<std::uint64_t>(before.knots()[2].value));
    QCOMPARE(after.knots()[1].value, 5.0);
    QCOMPARE(after.knots()[2].pre, before.knots()[2].pre); // the Bezier easing's far tangent, untouched
}

void TestClipChannels::gestureKeepsTheFirstCurve()
{
    auto doc = open();
    QVERIFY(doc);
    const ChannelId rx = channelAt(*doc, "sway:rig/hips.rotateX");
    const AnimCurve first = doc->channel(rx).curve;
    const Timeline before = *doc->timeline();
    DocumentEditSession drag(doc.get());
    for (double v : {11.0, 12.0, 13.0}) {
        QVERIFY(drag.edit(rx, setValueAt(15.0, v)).isOk());
        QVERIFY(drag.curveBefore(rx) == first); // compute from this, not from the last move
    }
    QCOMPARE(*drag.timelineBefore(), before);
    QCOMPARE(drag.change().steps().size(), std::size_t(1)); // merged
    QVERIFY(drag.cancel().isOk());
    QCOMPARE(*doc->timeline(), before);
    QVERIFY(doc->channel(rx).curve == first);
}

void TestClipChannels::channelsFollowTheTimeline()
{
    auto doc = open();
    QVERIFY(doc);
    const Timeline before = *doc->timeline();
    QSignalSpy removed(doc.get(), &EditorDocument::channelRemoved);
    QSignalSpy inserted(doc.get(), &EditorDocument::channelInserted);
    Timeline next = before;
    QVERIFY(next.removePlacedClip({0, 2}).isOk()); // talk's only placement
    DocumentChange change;
    QVERIFY(doc->setTimeline(next, change).isOk());
    QCOMPARE(removed.count(), 2);
    QCOMPARE(doc->channelCount(), std::size_t(2));
    QVERIFY(!doc->findChannelByPath("talk:rig/face.jaw"));
    QCOMPARE(doc->channel(channelAt(*doc, "sway:rig/hips.rotateX")).clipPlacements, std::size_t(3));
    QVERIFY(doc->revert(change).isOk());
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(doc->channelCount(), std::size_t(4));
    QCOMPARE(doc->rowOf(channelAt(*doc, "talk:rig/face.jaw")), std::optional<std::size_t>(3));

    // A placement more: the count follows.
    Timeline more = before;
    PlacedClip extra = more.placedClip({0, 0});
    extra.start = 3.0;
    QVERIFY(more.insertPlacedClip({1, 1}, extra).isOk());
    DocumentChange add;
    QVERIFY(doc->setTimeline(more, add).isOk());
    QCOMPARE(doc->channel(channelAt(*doc, "sway:rig/hips.translateY")).clipPlacements, std::size_t(4));
}

void TestClipChannels::editedClipIsSaved()
{
    auto doc = open();
    QVERIFY(doc);
    DocumentChange change;
    QVERIFY(doc->edit(channelAt(*doc, "sway:rig/hips.rotateX"), setValueAt(15.0, 20.0), &change).isOk());
    const QString out = m_dir.filePath(QStringLiteral("edited.json"));
    QVERIFY(doc->saveAs(out).isOk());
    const Result<CompiledTimeline> reread = readCompiledTimelineFile(out);
    QVERIFY2(reread.isOk(), reread.message().c_str());
    // The easings written as 4-number Beziers read back within rounding of the curves.
    int compared = 0;
    for (double t = 0.0; t <= 4.0; t += 0.125, ++compared)
        QVERIFY2(std::abs(numberIn(evaluateTimeline(reread->timeline, t), kRotateX)
                          - numberIn(evaluateTimeline(*doc->timeline(), t), kRotateX)) < 1e-9,
                 qPrintable(QString::number(t)));
    QCOMPARE(compared, 33);
    QCOMPARE(numberIn(evaluateTimeline(reread->timeline, 1.0), kRotateX), 20.0);
}

QTEST_GUILESS_MAIN(TestClipChannels)
#include "tst_clip_channels.moc"
