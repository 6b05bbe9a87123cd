// PlacementList (core/timeline/PlacementList.h): a track's placements shared between copies
// until one changes. Copies share; reading never copies; writing copies first when shared
// and leaves the other copies as they were; equality is true at once for shared lists and
// compares contents otherwise; clipUses counts each clip once per list, in order of first
// use, and follows every kind of write. Through Timeline: a copy shares every track, an
// edit copies only the track it changes, and clips(), playCounts() and playCount() agree
// with placementsPlaying() after random edits.
#include "core/timeline/PlacementList.h"
#include "core/timeline/Timeline.h"
#include "tests/timeline/TimelineBuilders.h"

#include <QTest>

#include <random>

using namespace knotline;
using namespace knotline::test;

class TestPlacementList : public QObject {
    Q_OBJECT
private slots:
    void copiesShareUntilWritten();
    void clipUsesFollowWrites();
    void timelineEditsCopyOnlyTheirTrack();
    void playCountsAgreeAfterRandomEdits();
};

namespace {

std::shared_ptr<const Clip> clipNamed(const char *name)
{
    return makeClip(QString::fromLatin1(name), 1.0, {});
}

} // namespace

void TestPlacementList::copiesShareUntilWritten()
{
    const auto a = clipNamed("a");
    PlacementList list{place(a, 0.0), place(a, 2.0)};
    const PlacementList copy = list;
    QVERIFY(copy.sharesWith(list));
    QCOMPARE(copy[1].start, 2.0);                 // reading a copy does not copy
    const std::vector<PlacedClip> &view = copy;   // nor does the vector view
    QCOMPARE(view.size(), std::size_t(2));
    QVERIFY(copy.sharesWith(list));
    QVERIFY(copy == list);

    list[1].start = 3.0; // the write copies: the copy keeps 2
    QVERIFY(!copy.sharesWith(list));
    QCOMPARE(copy[1].start, 2.0);
    QCOMPARE(list[1].start, 3.0);
    QVERIFY(!(copy == list));

    PlacementList again = copy; // equal contents, not shared: still equal
    again.edit();
    QVERIFY(!again.sharesWith(copy));
    QVERIFY(again == copy);

    PlacementList empty;
    QVERIFY(empty.empty());
    QCOMPARE(empty.size(), std::size_t(0));
    QVERIFY(empty.clipUses().empty());
    empty.push_back(place(a, 1.0));
    QCOMPARE(empty.size(), std::size_t(1));
    empty.clear();
    QVERIFY(empty.empty() && empty == PlacementList());

    // A list a Timeline has not checked yet may hold a placement without a clip: counted.
    const PlacementList unchecked{PlacedClip{}, PlacedClip{}};
    QCOMPARE(unchecked.clipUses().size(), std::size_t(1));
    QCOMPARE(unchecked.clipUses().front().placements, std::size_t(2));
}

void TestPlacementList::clipUsesFollowWrites()
{
    const auto a = clipNamed("a"), b = clipNamed("b");
    PlacementList list{place(a, 0.0), place(b, 1.0), place(a, 2.0)};
    const auto uses = [&] {
        std::vector<std::pair<const Clip *, std::size_t>> out;
        for (const ClipUse &u : list.clipUses())
            out.emplace_back(u.clip.get(), u.placements);
        return out;
    };
    using Uses = std::vector<std::pair<const Clip *, std::size_t>>;
    QCOMPARE(uses(), (Uses{{a.get(), 2}, {b.get(), 1}}));
    const PlacementList shared = list; // the summary is shared too, and stays right for it
    list[0].clip = b;                  // written through []
    QCOMPARE(uses(), (Uses{{b.get(), 2}, {a.get(), 1}}));
    QCOMPARE(shared.clipUses().front().placements, std::size_t(2));
    QCOMPARE(shared.clipUses().front().clip.get(), a.get());
    list.push_back(place(a, 3.0)); // written in place (not shared any more)
    QCOMPARE(uses(), (Uses{{b.get(), 2}, {a.get(), 2}}));
    list.edit().erase(list.edit().begin()); // through edit()
    QCOMPARE(uses(), (Uses{{b.get(), 1}, {a.get(), 2}}));
    for (PlacedClip &p : list) // through iteration
        p.clip = a;
    QCOMPARE(uses(), (Uses{{a.get(), 3}}));
}

void TestPlacementList::timelineEditsCopyOnlyTheirTrack()
{
    const auto a = clipNamed("a");
    Timeline t = makeTimeline(10.0, {track("one", {place(a, 0.0), place(a, 2.0)}), track("two", {place(a, 1.0)})});
    const Timeline before = t;
    QVERIFY(t.track(0).placedClips.sharesWith(before.track(0).placedClips));
    QVERIFY(t.track(1).placedClips.sharesWith(before.track(1).placedClips));
    PlacedClip moved = t.placedClip({0, 1});
    moved.start = 4.0;
    QVERIFY(t.setPlacedClip({0, 1}, moved));
    QVERIFY(!t.track(0).placedClips.sharesWith(before.track(0).placedClips));
    QVERIFY(t.track(1).placedClips.sharesWith(before.track(1).placedClips)); // untouched: shared
    QCOMPARE(before.placedClip({0, 1}).start, 2.0);                           // the snapshot kept it
    QCOMPARE(t.placedClip({0, 1}).start, 4.0);
    QVERIFY(!(t == before));
}

void TestPlacementList::playCountsAgreeAfterRandomEdits()
{
    const std::vector<std::shared_ptr<const Clip>> clips = {clipNamed("a"), clipNamed("b"), clipNamed("c")};
    std::mt19937 random(7);
    Timeline t = makeTimeline(100.0, {track("one", {}), track("two", {}), track("three", {})});
    std::vector<Timeline> snapshots;
    int checked = 0;
    for (int step = 0; step < 400; ++step) {
        const std::size_t tr = random() % 3;
        const std::size_t n = t.track(tr).placedClips.size();
        const auto &clip = clips[random() % clips.size()];
        switch (n == 0 ? 0 : random() % 4) {
        case 0:
            QVERIFY(t.insertPlacedClip({tr, n == 0 ? 0 : random() % (n + 1)}, place(clip, double(step % 50))));
            break;
        case 1:
            QVERIFY(t.removePlacedClip({tr, random() % n}));
            break;
        case 2: {
            const PlacementIndex at{tr, random() % n};
            PlacedClip p = t.placedClip(at);
            p.clip = clip;
            QVERIFY(t.setPlacedClip(at, p));
            break;
        }
        default:
            QVERIFY(t.replaceClip(clips[random() % clips.size()].get(), clip));
            break;
        }
        if (step % 5 == 0)
            snapshots.push_back(t); // copies that share, then diverge
        for (const Timeline &x : {t, snapshots.empty() ? t : snapshots[random() % snapshots.size()]}) {
            const auto counts = x.playCounts();
            std::size_t total = 0;
            for (const auto &c : clips) {
                const std::size_t playing = x.placementsPlaying(c.get()).size();
                QCOMPARE(x.playCount(c.get()), playing);
                QCOMPARE(counts.count(c.get()) ? counts.at(c.get()) : std::size_t(0), playing);
                total += playing;
                ++checked;
            }
            std::size_t placements = 0;
            for (const Track &track : x.tracks())
                placements += track.placedClips.size();
            QCOMPARE(total, placements);
            QCOMPARE(x.clips().size(), counts.size());
        }
    }
    qInfo("%d play counts compared with placementsPlaying", checked);
    QCOMPARE(checked, 400 * 2 * 3);
}

QTEST_APPLESS_MAIN(TestPlacementList)
#include "tst_placement_list.moc"
