// A placement's clip channels in the curve canvas (issue 15, "One current time" and "Clip
// channels in the curve editor"), driven with real mouse and key events: clicking a bar
// shows its clip's channels; the canvas's time line sits at the placement's clip time
// (loop cycles, the held tail) and dragging it in clip time sets the window's time in the
// cycle being played; View ▸ Clip Channels in Timeline Time shows the curves through the
// placement, read-only (a press on a curve is refused with a message, nothing pushed).

#include "app/MainWindow.h"
#include "widgets/canvas/ClipChannelNote.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/timeline/TimelineView.h"

#include <QAction>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace knotline;

namespace {

// spin: 0.5 s, loops, placed at 1 s for a 2 s window (four cycles, 1 – 3 s); walk is shared.
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

class TestPlacementClipViewGui : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void clickingABarShowsItsClipsChannels();
    void canvasShowsOnlyTheSelectedPlacementsClip();
    void timeLineIsInClipTime();
    void draggingTheTimeLineStaysInTheCycle();
    void nearestTimelineTime_data();
    void nearestTimelineTime();
    void timelineTimeViewIsReadOnly();
    void notesSaySharedAndWhichPlacement();

private:
    QPoint barPoint(std::size_t track, double seconds) const
    {
        const TimelineLayout l = m_view->layout();
        return QPointF(l.xOfSeconds(seconds), l.rowRect(track).center().y()).toPoint();
    }
    void selectSpin() { QTest::mouseClick(m_view, Qt::LeftButton, {}, barPoint(1, 1.25)); }
    EditorSession *session() const { return m_window->session(); }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    TimelineView *m_view = nullptr;
    CurveCanvas *m_canvas = nullptr;
};

void TestPlacementClipViewGui::init()
{
    const QString path = m_dir.filePath(QStringLiteral("small.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kTimeline);
    f.close();
    m_window = new MainWindow(MainWindow::Mode::Screenshot);
    QVERIFY(m_window->openFile(path));
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QCoreApplication::processEvents();
    m_view = m_window->timelineView();
    m_canvas = m_window->canvas();
    QVERIFY(m_view && m_canvas);
    session()->setVisibleTimeRange(0.0, 84.0); // the timeline view: 0 to 3.5 s
}

void TestPlacementClipViewGui::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestPlacementClipViewGui::clickingABarShowsItsClipsChannels()
{
    selectSpin();
    QCOMPARE(session()->placementSelection()->current(), std::optional<PlacementIndex>(PlacementIndex{1, 0}));
    const EditorDocument *doc = session()->document();
    const std::set<ChannelId> shown = session()->channelFocus()->selectedChannels();
    QCOMPARE(shown.size(), std::size_t(1));
    QCOMPARE(doc->channel(*shown.begin()).path, std::string("spin:prop.rotation"));
    QCOMPARE(session()->currentChannel(), std::optional<ChannelId>(*shown.begin()));
    // The first walk: its channel instead.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, barPoint(0, 1.0));
    QCOMPARE(doc->channel(*session()->currentChannel()).path, std::string("walk:hips.x"));
}

void TestPlacementClipViewGui::canvasShowsOnlyTheSelectedPlacementsClip()
{
    const EditorDocument *doc = session()->document();
    const auto shownPaths = [&] {
        std::vector<std::string> out;
        for (ChannelId ch : session()->channelFocus()->shownChannels()) // what the canvas draws
            out.push_back(doc->channel(ch).path);
        return out;
    };
    QCOMPARE(doc->channelCount(), std::size_t(2)); // walk's and spin's
    selectSpin();
    QCOMPARE(shownPaths(), std::vector<std::string>{"spin:prop.rotation"});
    // The channel tree selects what the canvas shows.
    auto *tree = m_window->findChild<QTreeView *>();
    QVERIFY(tree);
    QCOMPARE(tree->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(tree->selectionModel()->selectedRows().front().data().toString(), QStringLiteral("rotation"));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, barPoint(0, 1.0)); // the first walk
    QCOMPARE(shownPaths(), std::vector<std::string>{"walk:hips.x"});
    QTest::mouseClick(m_view, Qt::LeftButton, {}, barPoint(0, 3.5)); // the second walk: the same clip
    QCOMPARE(session()->placementSelection()->current(), std::optional<PlacementIndex>(PlacementIndex{0, 1}));
    QCOMPARE(shownPaths(), std::vector<std::string>{"walk:hips.x"});
    // Moving the selected placement (a timeline edit) keeps the canvas on its clip.
    QTest::mousePress(m_view, Qt::LeftButton, {}, barPoint(1, 1.25));
    QTest::mouseMove(m_view, barPoint(1, 1.5));
    QTest::mouseMove(m_view, barPoint(1, 1.75));
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, barPoint(1, 1.75));
    QCOMPARE(session()->placementSelection()->current(), std::optional<PlacementIndex>(PlacementIndex{1, 0}));
    QCOMPARE(shownPaths(), std::vector<std::string>{"spin:prop.rotation"});
    session()->undoStack()->undo();
    QCOMPARE(shownPaths(), std::vector<std::string>{"spin:prop.rotation"});
}

void TestPlacementClipViewGui::timeLineIsInClipTime()
{
    selectSpin();
    session()->setCurrentTime(38.4); // 1.6 s: 0.1 s into spin's third cycle
    QVERIFY(qAbs(m_canvas->shownCurrentTime() - 2.4) < 1e-9);
    session()->setCurrentTime(12.0); // 0.5 s, before the placement: clip time 0 (at rest)
    QCOMPARE(m_canvas->shownCurrentTime(), 0.0);
    session()->setCurrentTime(84.0); // 3.5 s, after its end: the held clip time
    const std::optional<PlacementClipTime> p = m_canvas->shownPlacement();
    QVERIFY(p);
    QVERIFY(qAbs(m_canvas->shownCurrentTime() - p->placed.heldClipTime() * 24.0) < 1e-9);
    // Deselecting keeps mapping through spin while its channel is the current one.
    session()->placementSelection()->clear();
    QVERIFY(m_canvas->shownPlacement());
    QCOMPARE(m_canvas->shownPlacement()->index, (PlacementIndex{1, 0}));
}

void TestPlacementClipViewGui::draggingTheTimeLineStaysInTheCycle()
{
    selectSpin();
    m_canvas->setVisibleRange(-2.0, 14.0, -10.0, 400.0); // clip time 0 .. 12 (0.5 s) across the plot
    session()->setCurrentTime(38.4);                     // in the third cycle (1.5 – 2 s)
    const QRectF ruler = m_canvas->timeRulerRect();
    const auto xOf = [&](double clipCode) { return m_canvas->viewTransform().timeToX(clipCode); };
    const QPoint from(int(std::lround(xOf(2.4))), int(ruler.center().y()));
    const QPoint to(int(std::lround(xOf(7.2))), int(ruler.center().y())); // 0.3 s of clip time
    const int steps = session()->undoStack()->count();
    QTest::mousePress(m_canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_canvas, to);
    QTest::mouseRelease(m_canvas, Qt::LeftButton, {}, to);
    // 1.5 s + 0.3 s = 1.8 s = 43.2 time codes, snapped to frame 43; still the third cycle.
    QCOMPARE(session()->currentTime(), 43.0);
    QCOMPARE(session()->undoStack()->count(), steps);
}

void TestPlacementClipViewGui::nearestTimelineTime_data()
{
    QTest::addColumn<double>("clipCode");
    QTest::addColumn<double>("near");
    QTest::addColumn<double>("expected");
    // Cycles start at 24, 36, 48, 60 time codes (1, 1.5, 2, 2.5 s); a cycle is 12 codes.
    QTest::newRow("first cycle") << 6.0 << 27.0 << 30.0;
    QTest::newRow("third cycle") << 6.0 << 50.0 << 54.0;
    QTest::newRow("last cycle") << 3.0 << 70.0 << 63.0;
    QTest::newRow("nearer the next cycle") << 1.0 << 46.0 << 49.0;
    QTest::newRow("before the placement") << 6.0 << 0.0 << 30.0;
    QTest::newRow("beyond the clip") << 20.0 << 50.0 << 48.0; // the end of the cycle before 50 (its jump)
    QTest::newRow("held tail") << 0.0 << 90.0 << 90.0;
}

void TestPlacementClipViewGui::nearestTimelineTime()
{
    QFETCH(double, clipCode);
    QFETCH(double, near);
    QFETCH(double, expected);
    selectSpin();
    const std::optional<PlacementClipTime> p = m_canvas->shownPlacement();
    QVERIFY(p);
    const double t = p->timelineTimeCodeFor(clipCode, near);
    QVERIFY2(qAbs(t - expected) < 1e-9, qPrintable(QString::number(t, 'g', 17)));
    if (near >= 24.0 && clipCode <= 12.0 && near <= 72.0) // a time it plays: the round trip holds
        QVERIFY(qAbs(p->clipTimeCode(t) - clipCode) < 1e-9);
}

void TestPlacementClipViewGui::timelineTimeViewIsReadOnly()
{
    selectSpin();
    auto *toggle = m_window->findChild<QAction *>(QStringLiteral("actionClipChannelsInTimelineTime"));
    QVERIFY(toggle);
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_T));
    toggle->trigger();
    QVERIFY(m_canvas->options().clipChannelsInTimelineTime);
    session()->setCurrentTime(38.4);
    QCOMPARE(m_canvas->shownCurrentTime(), 38.4); // timeline time: no mapping
    m_canvas->setVisibleRange(20.0, 76.0, -20.0, 380.0);
    m_canvas->repaint();
    // A press where the resampled curve is (1.75 s: 0.25 s into a cycle, 180°) is refused.
    QSignalSpy refused(m_canvas, &CurveCanvas::editRefused);
    const QPoint onCurve = m_canvas->viewTransform().toPixels(42.0, 180.0).toPoint();
    const int steps = session()->undoStack()->count();
    QTest::mousePress(m_canvas, Qt::LeftButton, {}, onCurve);
    QTest::mouseMove(m_canvas, onCurve + QPoint(20, -20));
    QTest::mouseRelease(m_canvas, Qt::LeftButton, {}, onCurve + QPoint(20, -20));
    QCOMPARE(refused.count(), 1);
    QVERIFY(refused.first().first().toString().contains(QLatin1String("read-only")));
    QCOMPARE(session()->undoStack()->count(), steps);
    // The ruler still scrubs, in timeline time.
    const QRectF ruler = m_canvas->timeRulerRect();
    QTest::mouseClick(m_canvas, Qt::LeftButton, {},
                      QPoint(int(std::lround(m_canvas->viewTransform().timeToX(60.0))), int(ruler.center().y())));
    QCOMPARE(session()->currentTime(), 60.0);
    toggle->trigger();
    QVERIFY(!m_canvas->options().clipChannelsInTimelineTime);
    QVERIFY(qAbs(m_canvas->shownCurrentTime() - 0.0) < 1e-9); // 2.5 s: a cycle boundary, clip time 0
}

void TestPlacementClipViewGui::notesSaySharedAndWhichPlacement()
{
    QTest::mouseClick(m_view, Qt::LeftButton, {}, barPoint(0, 1.0)); // the first walk (shared by two)
    const EditorDocument &doc = *session()->document();
    const QString note = clipChannelNote(doc, session()->currentChannel());
    // Without an English translation loaded Qt shows the plural form as written: "2 placement(s)".
    QVERIFY2(note.contains(QLatin1String("2 placement")), qPrintable(note));
    const QString where = placementNote(doc, m_canvas->shownPlacement(), false);
    QVERIFY2(where.startsWith(QLatin1String("Time line mapped through walk on hero")), qPrintable(where));
    QVERIFY(placementNote(doc, m_canvas->shownPlacement(), true).endsWith(QLatin1String(": read-only")));
}

QTEST_MAIN(TestPlacementClipViewGui)
#include "tst_placement_clip_view_gui.moc"
