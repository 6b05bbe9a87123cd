// The timeline dock driven with real mouse and key events (QTest) on a small timeline
// document: move (also to another track), trim, speed, blend, sync drag, split, delete,
// duplicate, nudge, box select, the ruler, Escape; each gesture one undo step, and undo /
// redo give the document back. The expected times are whole frames (24 fps), where the
// snapping puts them.

#include "tests/app/TimelineGuiTest.h"

#include "app/MainWindow.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/timeline/TimelineView.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace knotline;

namespace {

const char *kTimeline = R"({
  "timeline": {"duration": 6, "tracks": [
    {"target_root": "hero", "clips": [{"animation_id": "walk", "start_time": 0.5},
                                       {"animation_id": "walk", "start_time": 3}]},
    {"target_root": "prop", "clips": [{"animation_id": "spin", "start_time": 1, "duration": 2}]}]},
  "animations": {
    "walk": {"name": "walk", "duration": 2, "channels": [{"target": "hips", "property": "x",
             "keyframes": [{"time": 0, "value": 0}, {"time": 1, "value": 10}, {"time": 2, "value": 4}]}]},
    "spin": {"name": "spin", "duration": 0.5, "loop_mode": "loop", "channels": [{"target": "prop",
             "property": "rotation", "keyframes": [{"time": 0, "value": 0}, {"time": 0.5, "value": 360}]}]}}
})";

} // namespace

class TestTimelineGui : public test::TimelineGuiTest {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dockShowsTheTimeline();
    void moveClip();
    void moveClipToAnotherTrack();
    void trimEnd();
    void speedDrag();
    void blendDrag();
    void syncDragIsLive();
    void escapeCancels();
    void splitAtCurrentTime();
    void keys();
    void boxSelectAndRuler();
    void altDisablesSnapping();
    void renameTrackInline();
    void lockIsSavedWithTheDocument();
    void wrongLockTypeIsRefused();
};

void TestTimelineGui::init()
{
    openTimeline(kTimeline);
    if (QTest::currentTestFailed())
        return;
    // The timeline dock shares the bottom row with the keys / pose dock (half each): widen
    // it as a user drags the splitter, so 3.5 s show at several pixels a frame.
    auto *keys = m_window->findChild<QDockWidget *>(QStringLiteral("knotTableDock"));
    auto *timelineDock = m_window->findChild<QDockWidget *>(QStringLiteral("timelineDock"));
    QVERIFY(keys && timelineDock);
    m_window->resizeDocks({keys, timelineDock}, {1, 4}, Qt::Horizontal);
    QCoreApplication::processEvents();
    m_window->session()->setVisibleTimeRange(0.0, 84.0); // 0 to 3.5 s
    QVERIFY2(m_view->layout().axis().pixelsPerTime() > 4.0, qPrintable(QString::number(m_view->width()))); // a frame is several pixels wide
}

void TestTimelineGui::cleanup()
{
    closeWindow();
}

void TestTimelineGui::dockShowsTheTimeline()
{
    QDockWidget *dock = m_window->dock(QStringLiteral("timelineDock"));
    QVERIFY(dock);
    QCOMPARE(dock->widget(), m_view);
    QVERIFY(!m_view->isReadOnly());
    QCOMPARE(m_view->shownTimeline()->trackCount(), std::size_t(2));
    QCOMPARE(m_view->shownTimeline()->track(0).placedClips.size(), std::size_t(2));
}

void TestTimelineGui::moveClip()
{
    const int before = steps();
    drag(at(1.5, 0), at(2.25, 0)); // grabbed at 1.5 s, 0.75 s later: the start goes 0.5 → 1.25
    QCOMPARE(steps(), before + 1);
    QCOMPARE(placed(0, 0).start, 1.25);
    QCOMPARE(placed(0, 1).start, 3.0);
    QCOMPARE(m_window->session()->placementSelection()->placements(), (std::set<PlacementIndex>{{0, 0}}));
    undo();
    QCOMPARE(placed(0, 0).start, 0.5);
    redo();
    QCOMPARE(placed(0, 0).start, 1.25);
}

void TestTimelineGui::moveClipToAnotherTrack()
{
    drag(at(1.5, 0), at(1.75, 1));
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(1));
    QCOMPARE(timeline().track(1).placedClips.size(), std::size_t(2));
    QCOMPARE(placed(1, 1).start, 0.75);
    QCOMPARE(placed(1, 1).clip->name(), QStringLiteral("walk"));
    undo();
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(2));
    QCOMPARE(placed(0, 0).start, 0.5);
}

void TestTimelineGui::trimEnd()
{
    const QPoint edge = at(2.5, 0) - QPoint(1, 0);
    drag(edge, at(2.0, 0) - QPoint(1, 0));
    QCOMPARE(placed(0, 0).naturalLength(), 1.5);
    QCOMPARE(placed(0, 0).end(), 2.0);
    QCOMPARE(placed(0, 0).speed, 1.0);
    undo();
    QCOMPARE(placed(0, 0).end(), 2.5);
}

void TestTimelineGui::speedDrag()
{
    const QPoint edge = at(2.5, 0) - QPoint(1, 0);
    drag(edge, at(2.0, 0) - QPoint(1, 0), Qt::ControlModifier);
    QCOMPARE(placed(0, 0).naturalLength(), 2.0);
    QCOMPARE(placed(0, 0).speed, 4.0 / 3.0);
    QCOMPARE(placed(0, 0).end(), 2.0);
    undo();
    QCOMPARE(placed(0, 0).speed, 1.0);
}

void TestTimelineGui::blendDrag()
{
    const QRectF bar = layout().barRect(0, 0.5, 2.5);
    const QPoint handle = QPointF(bar.left() + 1, bar.top() + 1).toPoint();
    drag(handle, QPointF(layout().xOfSeconds(1.0) + 1, bar.top() + 1).toPoint());
    QCOMPARE(placed(0, 0).blendIn, 0.5);
    QCOMPARE(placed(0, 0).start, 0.5);
}

void TestTimelineGui::syncDragIsLive()
{
    // Give walk a stroke at 1 s (both placements play it), as one edit.
    Timeline t = timeline();
    Clip walk = *t.placedClip({0, 0}).clip;
    SyncTimes raw;
    raw[std::size_t(SyncPoint::Stroke)] = 1.0;
    QVERIFY(walk.setSyncTimes(raw));
    QVERIFY(t.replaceClip(t.placedClip({0, 0}).clip.get(), std::make_shared<const Clip>(walk)));
    QVERIFY(m_window->session()->applyTimelineEdit(t, QStringLiteral("stroke")));
    const int before = steps();

    const QRectF bar = layout().barRect(0, 0.5, 2.5);
    const QPoint marker = QPointF(layout().xOfSeconds(1.5), bar.bottom() - 1).toPoint();
    const QPoint to = QPointF(layout().xOfSeconds(1.75), bar.bottom() - 1).toPoint();
    QTest::mousePress(m_view, Qt::LeftButton, {}, marker);
    QTest::mouseMove(m_view, to);
    // Live: the document already has the request while the button is held.
    QCOMPARE(placed(0, 0).syncRequests[std::size_t(SyncPoint::Stroke)], std::optional<double>(1.75));
    QCOMPARE(steps(), before);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    QCOMPARE(steps(), before + 1);
    QCOMPARE(placed(0, 0).syncRequests[std::size_t(SyncPoint::Stroke)], std::optional<double>(1.75));
    undo();
    QVERIFY(!placed(0, 0).syncRequests[std::size_t(SyncPoint::Stroke)]);
}

void TestTimelineGui::escapeCancels()
{
    const int before = steps();
    QTest::mousePress(m_view, Qt::LeftButton, {}, at(1.5, 0));
    QTest::mouseMove(m_view, at(2.5, 0));
    QCOMPARE(placed(0, 0).start, 1.5);
    QTest::keyClick(m_view, Qt::Key_Escape);
    QCOMPARE(placed(0, 0).start, 0.5);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, at(2.5, 0));
    QCOMPARE(steps(), before);
    QCOMPARE(placed(0, 0).start, 0.5);
}

void TestTimelineGui::splitAtCurrentTime()
{
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(1.0, 0)); // select the first walk
    m_window->session()->setCurrentTime(36.0);                  // 1.5 s
    const int before = steps();
    QTest::keyClick(m_view, Qt::Key_K, Qt::ControlModifier); // Timeline ▸ Split at Current Time
    QCOMPARE(steps(), before + 1);
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(3));
    QCOMPARE(placed(0, 0).end(), 1.5);
    QCOMPARE(placed(0, 1).activeStart(), 1.5); // the second half follows the first, from the cut…
    QCOMPARE(placed(0, 1).start, 0.5);         // …with the same anchor
    QCOMPARE(placed(0, 1).clip, placed(0, 0).clip); // and the same shared clip
    QCOMPARE(placed(0, 1).end(), 2.5);
    QCOMPARE(placed(1, 0).clip->name(), QStringLiteral("spin")); // not selected, not split
    undo();
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(2));
    QCOMPARE(placed(0, 0).end(), 2.5);
    redo();
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(3));
}

void TestTimelineGui::keys()
{
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(1.0, 0));
    const int before = steps();
    QTest::keyClick(m_view, Qt::Key_Right); // one frame later
    QCOMPARE(placed(0, 0).start, 0.5 + 1.0 / 24.0);
    QTest::keyClick(m_view, Qt::Key_Left, Qt::ShiftModifier); // ten frames earlier
    QCOMPARE(placed(0, 0).start, 0.5 + 1.0 / 24.0 - 10.0 / 24.0);
    QTest::keyClick(m_view, Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(3));
    QCOMPARE(m_window->session()->placementSelection()->placements(), (std::set<PlacementIndex>{{0, 2}}));
    QTest::keyClick(m_view, Qt::Key_Delete);
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(2));
    QTest::keyClick(m_view, Qt::Key_Down); // the selection is empty after Delete: nothing
    QCOMPARE(steps(), before + 4);
    for (int i = 0; i < 4; ++i)
        undo();
    QCOMPARE(placed(0, 0).start, 0.5);
}

void TestTimelineGui::boxSelectAndRuler()
{
    // From empty space left of the first clip on track 0 down into track 1, across to 1.2 s.
    const QPoint from = at(0.1, 0);
    const QPoint to = at(1.2, 1);
    drag(from, to);
    QCOMPARE(m_window->session()->placementSelection()->placements(), (std::set<PlacementIndex>{{0, 0}, {1, 0}}));
    // A click in the ruler sets the current time (a whole frame).
    const QPoint ruler = QPointF(layout().xOfSeconds(2.0), TimelineLayout::kRulerHeight / 2).toPoint();
    QTest::mouseClick(m_view, Qt::LeftButton, {}, ruler);
    QCOMPARE(m_window->session()->currentTime(), 48.0);
}

void TestTimelineGui::altDisablesSnapping()
{
    // A move by a fraction of a frame: snapped without a modifier, as dragged with Alt.
    const double frame = 1.0 / 24.0;
    const QPoint from = at(1.5, 0);
    const QPoint to = from + QPoint(int(std::lround(2.4 * frame / layout().secondsPerPixel())), 0);
    const double moved = layout().secondsAtX(to.x()) - layout().secondsAtX(from.x());
    QVERIFY(std::abs(moved / frame - std::round(moved / frame)) > 0.2); // not a whole number of frames
    drag(from, to);
    QCOMPARE(placed(0, 0).start, 0.5 + 2.0 / 24.0); // the nearest whole frame
    undo();
    QCOMPARE(placed(0, 0).start, 0.5);
    // Alt held through the whole drag: the moves carry it too (QTest::mouseMove cannot).
    QTest::mousePress(m_view, Qt::LeftButton, Qt::AltModifier, from);
    QTest::mouseEvent(QTest::MouseMove, m_view, Qt::NoButton, Qt::AltModifier, (from + to) / 2);
    QTest::mouseEvent(QTest::MouseMove, m_view, Qt::NoButton, Qt::AltModifier, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, Qt::AltModifier, to);
    QVERIFY2(std::abs(placed(0, 0).start - (0.5 + moved)) < 1e-9, qPrintable(QString::number(placed(0, 0).start)));
    undo();
    // Alt also scrubs the ruler off the frames.
    const QPoint ruler = QPointF(layout().xOfSeconds(2.0) + 0.4 * frame / layout().secondsPerPixel(),
                                 TimelineLayout::kRulerHeight / 2).toPoint();
    QTest::mouseClick(m_view, Qt::LeftButton, Qt::AltModifier, ruler);
    const double t = m_window->session()->currentTime();
    QVERIFY2(std::abs(t - std::round(t)) > 0.1, qPrintable(QString::number(t)));
}

void TestTimelineGui::renameTrackInline()
{
    const int before = steps();
    const QPoint name = layout().nameRect(1).center().toPoint();
    QTest::mouseDClick(m_view, Qt::LeftButton, {}, name);
    auto *editor = m_view->findChild<QLineEdit *>(QStringLiteral("trackNameEditor"));
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("prop")); // the header's title (the target root)
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, QStringLiteral("  Props  "));
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(steps(), before + 1);
    QCOMPARE(timeline().track(1).name, QStringLiteral("Props"));
    QCOMPARE(timeline().track(1).placedClips.size(), std::size_t(1));
    undo();
    QCOMPARE(timeline().track(1).name, QString());
    // Escape leaves the name as it is and pushes nothing.
    QTest::mouseDClick(m_view, Qt::LeftButton, {}, name);
    editor = m_view->findChild<QLineEdit *>(QStringLiteral("trackNameEditor"));
    QVERIFY(editor);
    QTest::keyClicks(editor, QStringLiteral("x"));
    QTest::keyClick(editor, Qt::Key_Escape);
    QCOMPARE(steps(), before + 1); // the undone rename is still on the stack, nothing new
    QCOMPARE(timeline().track(1).name, QString());
}

void TestTimelineGui::lockIsSavedWithTheDocument()
{
    const int before = steps();
    QTest::mouseClick(m_view, Qt::LeftButton, {}, layout().lockRect(1).center().toPoint());
    QCOMPARE(steps(), before + 1); // one undo step, like mute and solo
    QVERIFY(timeline().track(1).locked);
    QCOMPARE(m_view->lockedTracks(), (std::set<std::size_t>{1}));
    QVERIFY(m_window->session()->document()->isModified());
    // The locked track's clip does not move.
    drag(at(1.5, 1), at(2.5, 1));
    QCOMPARE(steps(), before + 1);
    QCOMPARE(placed(1, 0).start, 1.0);
    undo();
    QVERIFY(!timeline().track(1).locked);
    redo();
    QVERIFY(timeline().track(1).locked);

    // Saved with the document and read back.
    const QString saved = m_dir.filePath(QStringLiteral("locked.json"));
    QVERIFY(m_window->saveTo(saved));
    QFile f(saved);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(R"("locked": true)"));
    f.close();
    QVERIFY(m_window->newTimeline());
    QVERIFY(m_view->lockedTracks().empty());
    QVERIFY(m_window->openFile(saved));
    QCOMPARE(m_view->lockedTracks(), (std::set<std::size_t>{1}));
    QVERIFY(!timeline().track(0).locked && timeline().track(1).locked);
    // Unlocking is one undo step too, and the clip moves again.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, layout().lockRect(1).center().toPoint());
    QVERIFY(!timeline().track(1).locked);
    drag(at(1.5, 1), at(2.5, 1));
    QCOMPARE(placed(1, 0).start, 2.0);
}

void TestTimelineGui::wrongLockTypeIsRefused()
{
    QByteArray json(kTimeline);
    json.chop(json.size() - json.lastIndexOf('}'));
    json += R"(, "knotline": {"tracks": [{}, {"locked": 1}]}})";
    const QString bad = m_dir.filePath(QStringLiteral("bad-lock.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const Timeline before = timeline();
    const std::string file = m_window->session()->document()->filePath().toStdString();
    QVERIFY(!m_window->openFile(bad));
    const QString shown = m_window->statusBar()->currentMessage();
    QVERIFY2(shown.contains(QLatin1String("knotline.tracks[1].locked")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("expected true or false")), qPrintable(shown));
    QVERIFY(timeline() == before); // the open document stays as it was
    QCOMPARE(m_window->session()->document()->filePath().toStdString(), file);
}

QTEST_MAIN(TestTimelineGui)
#include "tst_timeline_gui.moc"
