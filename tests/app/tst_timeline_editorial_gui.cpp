// The timeline an animator expects, driven with real mouse and key events (QTest) in the
// window: trimming a clip's start keeps its content in place; slip (Y), roll (N) and ripple
// delete (Shift+Delete); M and S in a track header change the pose view at once; a
// crossfade between two clips of one track shows in the pose view (value and
// contributions) and in the canvas (the pose line of the timeline-time view); the track
// header's weight bar; Timeline ▸ Pose switches raw and blended as one undo step; the
// clip inspector applies a typed number as one undo step. Times are whole frames (24 fps),
// where snapping puts them.

#include "tests/app/TimelineGuiTest.h"

#include "app/MainWindow.h"
#include "core/timeline/EvaluateTimeline.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/pose/PoseModel.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/timeline/TimelineView.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace knotline;

namespace {

// Track 1 "Body": walk [0, 2] ramping hips:x 0 → 20, then idle touching it at 2 (hips:x
// 100) until 4. Track 2 "Layer": wave on hips:y. Raw pose (no "pose" member).
const char *kTimeline = R"({
  "timeline": {"duration": 6, "tracks": [
    {"target_root": "hero", "clips": [{"animation_id": "walk", "start_time": 0},
                                       {"animation_id": "idle", "start_time": 2}]},
    {"target_root": "hero", "clips": [{"animation_id": "wave", "start_time": 0.5}]}]},
  "animations": {
    "walk": {"name": "walk", "duration": 2, "channels": [{"target": "hips", "property": "x",
             "keyframes": [{"time": 0, "value": 0}, {"time": 2, "value": 20}]}]},
    "idle": {"name": "idle", "duration": 2, "channels": [{"target": "hips", "property": "x",
             "keyframes": [{"time": 0, "value": 100}, {"time": 2, "value": 100}]}]},
    "wave": {"name": "wave", "duration": 2, "channels": [{"target": "hips", "property": "y",
             "keyframes": [{"time": 0, "value": 1}, {"time": 2, "value": 3}]}]}},
  "knotline": {"frame_rate": 24, "property_space": "independent", "tracks": [{"name": "Body"}, {"name": "Layer"}]}
})";

// The same walk and idle overlapping on one track with ramps, blended: walk ends at 3 with
// a 1 s blend out, idle starts at 2 with a 1 s blend in.
const char *kCrossfade = R"({
  "timeline": {"duration": 5, "tracks": [
    {"target_root": "hero", "clips": [{"animation_id": "walk", "start_time": 0, "duration": 3, "blend_out": 1},
                                       {"animation_id": "idle", "start_time": 2, "blend_in": 1}]}]},
  "animations": {
    "walk": {"name": "walk", "duration": 3, "channels": [{"target": "hips", "property": "x",
             "keyframes": [{"time": 0, "value": 0}, {"time": 3, "value": 30}]}]},
    "idle": {"name": "idle", "duration": 2, "channels": [{"target": "hips", "property": "x",
             "keyframes": [{"time": 0, "value": 100}, {"time": 2, "value": 100}]}]}},
  "knotline": {"frame_rate": 24, "pose": "blended", "property_space": "independent", "tracks": [{"name": "Body"}]}
})";

} // namespace

class TestTimelineEditorialGui : public test::TimelineGuiTest {
    Q_OBJECT

private slots:
    void cleanup();
    void trimStartKeepsContent();
    void slipTool();
    void rollTool();
    void rippleDelete();
    void muteAndSoloChangeThePoseView();
    void poseViewFollowsADragLive();
    void weightBarSetsTheTrackWeight();
    void crossfadeInThePoseViewAndCanvas();
    void poseMenuSwitchesTheDocumentsPose();
    void clipInspectorTypesNumbers();

private:
    void open(const char *json);
    /// The pose view's cell of key `target:property`, column `column`.
    QString poseCell(const QString &target, const QString &property, int column) const;
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }
    double number(double seconds) const
    {
        const std::optional<PoseValue> v = evaluateTimeline(timeline(), seconds).value({"hips", "x"});
        return v ? std::get<double>(*v) : std::nan("");
    }
};

void TestTimelineEditorialGui::open(const char *json)
{
    openTimeline(json);
    if (QTest::currentTestFailed())
        return;
    m_window->session()->setVisibleTimeRange(0.0, 120.0); // 0 to 5 s
    QVERIFY(m_view->layout().axis().pixelsPerTime() > 4.0); // a frame is several pixels wide
}

void TestTimelineEditorialGui::cleanup()
{
    closeWindow();
}

QString TestTimelineEditorialGui::poseCell(const QString &target, const QString &property, int column) const
{
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("poseTable"));
    if (!table)
        return QStringLiteral("<no pose table>");
    const QAbstractItemModel *m = table->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, PoseModel::TargetColumn).data().toString() == target
            && m->index(r, PoseModel::PropertyColumn).data().toString() == property)
            return m->index(r, column).data().toString();
    return QStringLiteral("<no row>");
}

// Dragging a clip's start edge right hides its head; what plays after it stays in place.
void TestTimelineEditorialGui::trimStartKeepsContent()
{
    open(kTimeline);
    const double before = number(1.5);
    const int start = steps();
    drag(at(0.0, 0) + QPoint(1, 0), at(1.0, 0) + QPoint(1, 0));
    QCOMPARE(steps(), start + 1);
    QCOMPARE(placed(0, 0).activeStart(), 1.0);
    QCOMPARE(placed(0, 0).start, 0.0);            // the anchor did not move
    QCOMPARE(placed(0, 0).trimIn, 1.0);
    QCOMPARE(number(1.5), before);                // the content is where it was
    QVERIFY(evaluateTimeline(timeline(), 0.5).value({"hips", "x"}) == std::nullopt); // the hidden head is at rest
    m_window->session()->setCurrentTime(36.0);     // 1.5 s: the pose view shows it
    QCOMPARE(poseCell("hips", "x", PoseModel::ValueColumn), QStringLiteral("15"));
}

// The slip tool (Y) moves the content under the clip's fixed range.
void TestTimelineEditorialGui::slipTool()
{
    open(kTimeline);
    // Trim the wave first, so there is content to slip back into.
    drag(at(0.5, 1) + QPoint(1, 0), at(1.5, 1) + QPoint(1, 0));
    QCOMPARE(placed(1, 0).activeStart(), 1.5);
    QTest::keyClick(m_view, Qt::Key_Y);
    QCOMPARE(m_view->editTool(), TimelineEditTool::Slip);
    QVERIFY(action("actionToolSlip")->isChecked());
    const int start = steps();
    drag(at(2.0, 1), at(2.5, 1));
    QCOMPARE(steps(), start + 1);
    QCOMPARE(placed(1, 0).activeStart(), 1.5); // the range stays
    QCOMPARE(placed(1, 0).end(), 2.5);
    QCOMPARE(placed(1, 0).start, 1.0);          // the content moved half a second later
    QTest::keyClick(m_view, Qt::Key_V);
    QCOMPARE(m_view->editTool(), TimelineEditTool::Select);
}

// The roll tool (N) moves the cut between two touching clips.
void TestTimelineEditorialGui::rollTool()
{
    open(kTimeline);
    QTest::keyClick(m_view, Qt::Key_N);
    const int start = steps();
    drag(at(2.0, 0) - QPoint(1, 0), at(2.5, 0) - QPoint(1, 0));
    QCOMPARE(steps(), start + 1);
    QCOMPARE(placed(0, 0).end(), 2.5);
    QCOMPARE(placed(0, 1).activeStart(), 2.5);
    QCOMPARE(placed(0, 1).start, 2.0); // idle's content stays
    undo();
    QCOMPARE(placed(0, 0).end(), 2.0);
    QCOMPARE(placed(0, 1).activeStart(), 2.0);
}

// Shift+Delete deletes the selected clip and the later ones close the gap.
void TestTimelineEditorialGui::rippleDelete()
{
    open(kTimeline);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(1.0, 0)); // walk
    QCOMPARE(m_window->session()->placementSelection()->placements(), (std::set<PlacementIndex>{{0, 0}}));
    const int start = steps();
    QTest::keyClick(m_view, Qt::Key_Delete, Qt::ShiftModifier);
    QCOMPARE(steps(), start + 1);
    QCOMPARE(timeline().track(0).placedClips.size(), std::size_t(1));
    QCOMPARE(placed(0, 0).activeStart(), 0.0); // idle moved back by walk's 2 s
    QCOMPARE(placed(1, 0).activeStart(), 0.5); // the other track is left alone
}

// M and S in the headers act on the pose at once.
void TestTimelineEditorialGui::muteAndSoloChangeThePoseView()
{
    open(kTimeline);
    m_window->session()->setCurrentTime(24.0); // 1 s
    QCOMPARE(poseCell("hips", "x", PoseModel::ValueColumn), QStringLiteral("10"));
    QCOMPARE(poseCell("hips", "y", PoseModel::ValueColumn), QStringLiteral("1.5"));
    const QPoint mute = layout().muteRect(0).center().toPoint();
    QTest::mouseClick(m_view, Qt::LeftButton, {}, mute);
    QVERIFY(timeline().track(0).muted);
    QCOMPARE(poseCell("hips", "x", PoseModel::StateColumn), PoseModel::stateText(PoseModel::RowState::AtRest));
    QCOMPARE(poseCell("hips", "y", PoseModel::ValueColumn), QStringLiteral("1.5"));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, mute); // unmute
    QCOMPARE(poseCell("hips", "x", PoseModel::ValueColumn), QStringLiteral("10"));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, layout().soloRect(1).center().toPoint()); // solo the layer
    QVERIFY(timeline().track(1).solo);
    QCOMPARE(poseCell("hips", "x", PoseModel::StateColumn), PoseModel::stateText(PoseModel::RowState::AtRest));
    QCOMPARE(poseCell("hips", "y", PoseModel::ValueColumn), QStringLiteral("1.5"));
}

// While a clip is dragged the pose view shows each step's pose at the current time (the
// pose is evaluated directly, its index rebuilt once edits pause); a time change after
// the drag reads the moved clip too.
void TestTimelineEditorialGui::poseViewFollowsADragLive()
{
    open(kTimeline);
    m_window->session()->setCurrentTime(24.0); // 1 s: the wave (hips:y) plays from 0.5
    QCOMPARE(poseCell("hips", "y", PoseModel::ValueColumn), QStringLiteral("1.5"));
    const QPoint from = at(1.5, 1);
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, at(1.75, 1));
    QTest::mouseMove(m_view, at(2.0, 1)); // the wave now starts at 1: y = 1 at 1 s
    QCOMPARE(placed(1, 0).start, 1.0);
    QCOMPARE(poseCell("hips", "y", PoseModel::ValueColumn), QStringLiteral("1"));
    QTest::mouseMove(m_view, at(2.5, 1)); // starts at 1.5: at rest at 1 s
    QCOMPARE(poseCell("hips", "y", PoseModel::StateColumn), PoseModel::stateText(PoseModel::RowState::AtRest));
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, at(2.5, 1));
    m_window->session()->setCurrentTime(48.0); // 2 s: half a second into the moved wave
    QCOMPARE(poseCell("hips", "y", PoseModel::ValueColumn), QStringLiteral("1.5"));
    QCOMPARE(poseCell("hips", "y", PoseModel::PlacementColumn), QStringLiteral("Layer ▸ wave"));
}

// Dragging along a header's weight bar sets the track's weight, one undo step.
void TestTimelineEditorialGui::weightBarSetsTheTrackWeight()
{
    open(kTimeline);
    const QRectF bar = layout().weightRect(1);
    const int start = steps();
    QTest::mousePress(m_view, Qt::LeftButton, {}, QPointF(bar.right() - 1.0, bar.center().y()).toPoint());
    QTest::mouseMove(m_view, QPointF(bar.left() + bar.width() * 0.5, bar.center().y()).toPoint());
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, QPointF(bar.left() + bar.width() * 0.5, bar.center().y()).toPoint());
    QCOMPARE(steps(), start + 1);
    QVERIFY2(std::abs(timeline().track(1).weight - 0.5) <= 0.02, qPrintable(QString::number(timeline().track(1).weight)));
    // The replace / additive switch beside it.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, layout().blendModeRect(1).center().toPoint());
    QCOMPARE(timeline().track(1).blendMode, TrackBlendMode::Additive);
}

// At 2.5 s walk (30 · 2.5 / 3 = 25, weight ½) and idle (100, weight ½) cross: 62.5 in the
// pose view, both listed as contributions; the canvas's timeline-time view draws the pose
// line through the blend (at 2.1 s: 0.9 · 21 + 0.1 · 100 = 28.9, inside walk's framed
// range), away from walk's own curve (21).
void TestTimelineEditorialGui::crossfadeInThePoseViewAndCanvas()
{
    open(kCrossfade);
    m_window->session()->setCurrentTime(60.0); // 2.5 s
    QCOMPARE(poseCell("hips", "x", PoseModel::ValueColumn), QStringLiteral("62.5"));
    QCOMPARE(poseCell("hips", "x", PoseModel::ContributionsColumn), QStringLiteral("Body ▸ walk 0.5, Body ▸ idle 0.5"));
    // Raw, idle would cut in: 100.
    action("actionPoseRaw")->trigger();
    QCOMPARE(poseCell("hips", "x", PoseModel::ValueColumn), QStringLiteral("100"));
    undo();
    QCOMPARE(timeline().poseMode(), TimelinePoseMode::Blended);
    // The canvas: walk's channel in timeline time, the pose line through 62.5 at 2.5 s.
    const std::optional<ChannelId> walkX = m_window->session()->document()->findChannelByPath("walk:hips.x");
    QVERIFY(walkX);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(1.0, 0)); // the walk placement
    m_window->setCurrentChannel(*walkX);
    action("actionClipChannelsInTimelineTime")->trigger();
    CurveCanvas *canvas = m_window->canvas();
    m_window->session()->setVisibleTimeRange(0.0, 120.0);
    canvas->frameAll();
    QCoreApplication::processEvents();
    const QImage image = canvas->grab().toImage();
    QCOMPARE(number(2.1), 0.9 * 21.0 + 0.1 * 100.0);
    const double x = canvas->viewTransform().timeToX(2.1 * 24.0);
    const double y = canvas->viewTransform().valueToY(number(2.1));
    QVERIFY(y > 0.0 && y < canvas->height());
    // The pose line is light grey; the clip's own curve at 2.5 s is at 25, far below.
    int light = 0;
    for (int dx = -2; dx <= 2; ++dx)
        for (int dy = -3; dy <= 3; ++dy) {
            const QColor c = image.pixelColor(int(x) + dx, int(y) + dy);
            light += (c.red() > 170 && c.green() > 170 && c.blue() > 170) ? 1 : 0;
        }
    QVERIFY2(light > 0, qPrintable(QStringLiteral("no pose line near (%1, %2)").arg(x).arg(y)));
}

// Timeline ▸ Pose ▸ Raw / Blended: the document's pose, one undo step, checked as it is.
void TestTimelineEditorialGui::poseMenuSwitchesTheDocumentsPose()
{
    open(kTimeline);
    QVERIFY(action("actionPoseRaw")->isChecked());
    const int start = steps();
    action("actionPoseBlended")->trigger();
    QCOMPARE(steps(), start + 1);
    QCOMPARE(timeline().poseMode(), TimelinePoseMode::Blended);
    QVERIFY(action("actionPoseBlended")->isChecked());
    undo();
    QCOMPARE(timeline().poseMode(), TimelinePoseMode::Raw);
    QVERIFY(action("actionPoseRaw")->isChecked());
}

// The Clip dock: a typed trim in and speed, each Return one undo step; a bad number is
// refused and changes nothing.
void TestTimelineEditorialGui::clipInspectorTypesNumbers()
{
    open(kTimeline);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(1.0, 1)); // the wave
    action("actionClipProperties")->trigger();
    auto *trimIn = m_window->findChild<QLineEdit *>(QStringLiteral("trimInEdit"));
    auto *speed = m_window->findChild<QLineEdit *>(QStringLiteral("speedEdit"));
    QVERIFY(trimIn && speed && trimIn->isVisible());
    QCOMPARE(trimIn->text(), QStringLiteral("0"));
    const int start = steps();
    trimIn->selectAll();
    QTest::keyClicks(trimIn, QStringLiteral("0.5"));
    QTest::keyClick(trimIn, Qt::Key_Return);
    QCOMPARE(steps(), start + 1);
    QCOMPARE(placed(1, 0).trimIn, 0.5);
    QCOMPARE(placed(1, 0).activeStart(), 1.0);
    speed->selectAll();
    QTest::keyClicks(speed, QStringLiteral("2"));
    QTest::keyClick(speed, Qt::Key_Return);
    QCOMPARE(steps(), start + 2);
    QCOMPARE(placed(1, 0).speed, 2.0);
    QCOMPARE(placed(1, 0).activeStart(), 1.0); // speed keeps the start
    speed->selectAll();
    QTest::keyClicks(speed, QStringLiteral("-1"));
    QTest::keyClick(speed, Qt::Key_Return);
    QCOMPARE(steps(), start + 2);
    QCOMPARE(placed(1, 0).speed, 2.0);
    // "Holds after its end": a click is one step, and the clip stops holding.
    auto *hold = m_window->findChild<QCheckBox *>(QStringLiteral("holdBox"));
    QVERIFY(hold && hold->isChecked());
    QTest::mouseClick(hold, Qt::LeftButton);
    QCOMPARE(steps(), start + 3);
    QVERIFY(!placed(1, 0).hold);
    QVERIFY(!hold->isChecked());
}

QTEST_MAIN(TestTimelineEditorialGui)
#include "tst_timeline_editorial_gui.moc"
