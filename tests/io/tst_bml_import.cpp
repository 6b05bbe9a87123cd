// core/io/BmlImport: BML records become placed clips on one new track of a Timeline (start,
// speed, blends from the warp, requests carried), the warps' warnings come back with the
// record's position, and an unknown clip leaves the timeline unchanged.
#include "core/io/BmlImport.h"
#include "core/timeline/PlacedClipWarp.h"

#include "tests/timeline/TimelineBuilders.h"

#include <QTest>

using namespace knotline;
using namespace knotline::test;

namespace {

/// The seed's 3 s motion with its stroke at 2 (ready 0.5, relax 2.5).
std::shared_ptr<const Clip> motion1()
{
    SyncTimes raw{0.0, 0.5, 2.0, 2.0, 2.0, 2.5, 3.0};
    Result<Clip> c = Clip::make(QStringLiteral("motion1"), 3.0, LoopMode::Once,
                                {numberChannel(QStringLiteral("arm"), QStringLiteral("x"), {{0, 0}, {3, 3}})}, raw);
    if (!c)
        qFatal("motion1: %s", c.message().c_str());
    return std::make_shared<const Clip>(*c);
}

std::vector<BmlAnimation> read(const std::string &text, const ClipByName &clips)
{
    Result<std::vector<BmlAnimation>> r = readBml(text, "scene.bml", [&](std::string_view n) { return clips(n) != nullptr; });
    if (!r)
        qFatal("readBml: %s", r.message().c_str());
    return *r;
}

} // namespace

class TestBmlImport : public QObject {
    Q_OBJECT
private slots:
    void recordsBecomePlacements();
    void unknownClipChangesNothing();
};

void TestBmlImport::recordsBecomePlacements()
{
    const std::shared_ptr<const Clip> clip = motion1();
    const ClipByName clips = [&](std::string_view n) { return n == "motion1" ? clip : nullptr; };
    const std::vector<BmlAnimation> records = read(
        "<bml>\n"
        "  <animation name=\"motion1\" stroke=\"5\"/>\n"                      // seed example 1
        "  <animation name=\"motion1\" start=\"1\" stroke=\"5\" time=\"2\"/>\n" // example 2
        "  <animation name=\"motion1\" speed=\"2\"/>\n"
        "  <animation name=\"motion1\" stroke=\"5\" end=\"4\"/>\n"            // reversed
        "</bml>\n", clips);
    Timeline timeline = makeTimeline(10.0, {track(QStringLiteral("/"), {place(clip, 0.0)})});
    std::vector<std::string> warnings;
    const Result<std::size_t> index = appendBmlTrack(timeline, records, clips, "scene.bml", QStringLiteral("BML"), &warnings);
    QVERIFY2(index, index.message().c_str());
    QCOMPARE(*index, std::size_t(1));
    QCOMPARE(timeline.trackCount(), std::size_t(2));
    const Track &t = timeline.track(1);
    QCOMPARE(t.name, QStringLiteral("BML"));
    QCOMPARE(t.placedClips.size(), std::size_t(4));
    for (const PlacedClip &p : t.placedClips)
        QCOMPARE(p.clip, clip); // shared, not copied

    // Example 1: starts at 3 (spec §2's correction), natural speed, blends 0.5 each.
    QCOMPARE(t.placedClips[0].start, 3.0);
    QCOMPARE(t.placedClips[0].speed, 1.0);
    QCOMPARE(t.placedClips[0].blendIn, 0.5);
    QCOMPARE(t.placedClips[0].blendOut, 0.5);
    QCOMPARE(t.placedClips[0].syncRequests[std::size_t(SyncPoint::Stroke)], std::optional<double>(5.0));
    // Example 2: starts at 1, slowed 2x (the speed carried, cancelled by the two requests).
    QCOMPARE(t.placedClips[1].start, 1.0);
    QCOMPARE(t.placedClips[1].speed, 2.0);
    QCOMPARE(t.placedClips[1].blendIn, 1.0);
    const Result<SyncWarp> w = placedClipWarp(t.placedClips[1]);
    QVERIFY(w);
    QCOMPARE(w->knots[std::size_t(SyncPoint::End)], 7.0);
    // No request: from 0 at speed 2.
    QCOMPARE(t.placedClips[2].start, 0.0);
    QCOMPARE(t.placedClips[2].blendOut, 0.25);
    // Reversed: negative blends become 0, and the warning names the record.
    QCOMPARE(t.placedClips[3].blendIn, 0.0);
    QCOMPARE(warnings.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(warnings.front()),
             QStringLiteral("scene.bml:5:3: warning: the requests for stroke and end are in reverse order: "
                            "the clip plays backwards between them"));
    // The placement's own warp gives the knots the import used.
    for (const PlacedClip &p : t.placedClips) {
        const Result<SyncWarp> pw = placedClipWarp(p);
        QVERIFY(pw);
        QCOMPARE(pw->knots[std::size_t(SyncPoint::Start)], p.start);
    }
}

void TestBmlImport::unknownClipChangesNothing()
{
    const std::shared_ptr<const Clip> clip = motion1();
    const ClipByName all = [&](std::string_view) { return clip; };
    const std::vector<BmlAnimation> records = read("<bml>\n<animation name=\"motion1\"/>\n <animation name=\"gone\"/></bml>", all);
    const ClipByName onlyMotion1 = [&](std::string_view n) { return n == "motion1" ? clip : nullptr; };
    Timeline timeline = makeTimeline(10.0, {});
    const Timeline before = timeline;
    const Result<std::size_t> r = appendBmlTrack(timeline, records, onlyMotion1, "scene.bml", QStringLiteral("BML"));
    QVERIFY(!r);
    QCOMPARE(int(r.status().id()), int(MessageId::BmlUnknownClip));
    QCOMPARE(QString::fromStdString(r.message()), QStringLiteral("scene.bml:3:2: unknown clip 'gone'"));
    QVERIFY(timeline == before);
}

QTEST_APPLESS_MAIN(TestBmlImport)
#include "tst_bml_import.moc"
