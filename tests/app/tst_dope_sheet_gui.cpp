// The dope sheet dock in the main window, driven with real QTest mouse and key events on
// the DopeSheetView: a click on a tick selects that key in the session's one KnotSelection
// (the canvas' and knot table's), Shift adds and Ctrl toggles; a drag on empty row space
// box-selects; dragging a tick moves the selected keys in time by whole frames as one undo
// step that Undo reverts bit for bit; the selection's end grip scales the keys in time
// about the opposite end; Delete removes the selected keys through the window's Edit ▸
// Delete Keys; Left/Right nudge by a frame (Shift: ten); a summary tick (document or prim
// row) selects every key under it; a clip-driven (read-only) channel shows its ticks but a
// drag changes nothing, pushes nothing and says why in the status bar.
#include "app/MainWindow.h"
#include "app/actions/DopeSheetActions.h"
#include "tests/support/GoldenData.h"
#include "tests/support/MemoryDocuments.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/dopesheet/DopeSheetView.h"
#include "widgets/session/EditorSession.h"

#include <QApplication>
#include <QDockWidget>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>

using namespace knotline;

namespace {

// Two prims: /Ball with tx (keys at 0, 10, 20) and ty (0, 10), /Box with tx (5, 15).
const char *kTwoPrims = "#usda 1.0\n(\n    timeCodesPerSecond = 24\n    startTimeCode = 0\n    endTimeCode = 20\n)\n\n"
                        "def Xform \"Ball\"\n{\n"
                        "    double tx.spline = {\n        0: 0,\n        10: 5,\n        20: 1,\n    }\n"
                        "    double ty.spline = {\n        0: 1,\n        10: 3,\n    }\n}\n"
                        "def Xform \"Box\"\n{\n"
                        "    double tx.spline = {\n        5: 2,\n        15: 4,\n    }\n}\n";

constexpr std::size_t kSummaryRow = 0;

QPoint at(const QPointF &p)
{
    return p.toPoint();
}

} // namespace

class TestDopeSheetGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void rowsFollowTheChannelTree();
    void clickSelectsTheCanvasSelection();
    void boxSelect();
    void dragMovesByWholeFramesAndUndoRestores();
    void endGripScalesAboutTheStart();
    void deleteAndNudge();
    void summaryTickSelectsEveryKeyUnderIt();
    void readOnlyChannelRefusesEdits();
    void scrubAndZoomShareTheWindowsTimeAndAxis();

private:
    ChannelId channel(const char *path) const { return *m_w->session()->document()->findChannelByPath(path); }
    /// The centre of the tick at `time` on the row of `path` (or of row `row`).
    QPoint tick(std::size_t row, double time) const;
    QPoint tick(const char *path, double time) const { return tick(*m_view->rowOfChannel(channel(path)), time); }
    void drag(const QPoint &from, const QPoint &to);

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_w;
    DopeSheetView *m_view = nullptr;
};

void TestDopeSheetGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_dope_sheet_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void TestDopeSheetGui::init()
{
    m_w = std::make_unique<MainWindow>(MainWindow::Mode::Screenshot);
    m_w->resize(1400, 950);
    m_w->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    m_w->session()->setDocument(test::usdaDocument(kTwoPrims));
    QCOMPARE(m_w->session()->document()->channelCount(), std::size_t(3));
    m_view = m_w->findChild<DopeSheetView *>(QStringLiteral("dopeSheet"));
    QVERIFY(m_view);
    QDockWidget *dock = m_w->dock(QStringLiteral("dopeSheetDock"));
    QVERIFY(dock);
    // By default a tab behind the Keys dock; --dope-sheet's row of its own for these tests.
    QVERIFY(m_w->tabifiedDockWidgets(m_w->dock(QStringLiteral("knotTableDock"))).contains(dock));
    auto *actions = m_w->findChild<DopeSheetActions *>();
    QVERIFY(actions);
    actions->showInOwnRow();
    QTRY_VERIFY(dock->isVisible());
    QTRY_VERIFY(m_view->height() > 150);
    // Frames 0..20 across the shared axis: the canvas follows, so does the dope sheet.
    m_w->session()->setVisibleTimeRange(-2.0, 32.0);
    QCOMPARE(m_w->canvas()->visibleRange().left(), -2.0);
}

void TestDopeSheetGui::cleanup()
{
    m_view = nullptr;
    m_w.reset();
}

QPoint TestDopeSheetGui::tick(std::size_t row, double time) const
{
    const std::vector<DopeSheetTick> &ticks = m_view->ticks().at(row);
    for (std::size_t i = 0; i < ticks.size(); ++i)
        if (ticks[i].time == time)
            return at(m_view->tickCenter(row, i));
    qFatal("no tick at %g on row %zu", time, row);
}

void TestDopeSheetGui::drag(const QPoint &from, const QPoint &to)
{
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, (from + to) / 2);
    QTest::mouseMove(m_view, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
}

void TestDopeSheetGui::rowsFollowTheChannelTree()
{
    const std::vector<DopeSheetRow> &rows = m_view->rows();
    // Summary, the root layer, /Ball, tx, ty, /Box, tx.
    QStringList labels;
    for (const DopeSheetRow &r : rows)
        labels << r.label;
    QCOMPARE(rows.size(), std::size_t(7));
    QCOMPARE(rows[0].kind, DopeSheetRow::Kind::Document);
    QCOMPARE(labels.mid(2), (QStringList{QStringLiteral("/Ball"), QStringLiteral("tx"), QStringLiteral("ty"),
                                         QStringLiteral("/Box"), QStringLiteral("tx")}));
    QCOMPARE(rows[3].channels, std::vector<ChannelId>{channel("/Ball.tx")});
    // The document summary is the union of every key time.
    std::vector<double> times;
    for (const DopeSheetTick &t : m_view->ticks()[0])
        times.push_back(t.time);
    QCOMPARE(times, (std::vector<double>{0, 5, 10, 15, 20}));
    // The same time sits at the same x in every row: the summary tick at 10 above tx's key at 10.
    QCOMPARE(tick(kSummaryRow, 10.0).x(), tick("/Ball.tx", 10.0).x());
}

void TestDopeSheetGui::clickSelectsTheCanvasSelection()
{
    EditorSession *s = m_w->session();
    QCOMPARE(m_w->canvas()->session()->selection(), s->selection()); // one selection object
    const ChannelId tx = channel("/Ball.tx"), ty = channel("/Ball.ty");
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick("/Ball.tx", 10.0));
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{tx, 1}}));
    QCOMPARE(s->currentChannel(), std::optional<ChannelId>(tx));
    QVERIFY(m_view->ticks()[*m_view->rowOfChannel(tx)][1].selected);
    QTest::mouseClick(m_view, Qt::LeftButton, Qt::ShiftModifier, tick("/Ball.ty", 0.0));
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{tx, 1}, {ty, 0}}));
    QTest::mouseClick(m_view, Qt::LeftButton, Qt::ControlModifier, tick("/Ball.tx", 10.0));
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{ty, 0}}));
    // A click on empty row space clears the selection.
    const QPoint empty(tick("/Ball.tx", 10.0).x() + 40, tick("/Ball.tx", 10.0).y());
    QTest::mouseClick(m_view, Qt::LeftButton, {}, empty);
    QVERIFY(s->selection()->isEmpty());
}

void TestDopeSheetGui::boxSelect()
{
    EditorSession *s = m_w->session();
    const ChannelId tx = channel("/Ball.tx"), ty = channel("/Ball.ty"), box = channel("/Box.tx");
    // From empty space left of tx's key at 10 (row tx, time 8) to below ty's row centre at 21.
    const DopeSheetLayout l = m_view->layout();
    const QPoint from(int(l.timeToX(8.0)), int(l.rowRect(*m_view->rowOfChannel(tx)).top()) + 3);
    const QPoint to(int(l.timeToX(21.0)), int(l.rowCenterY(*m_view->rowOfChannel(ty))) + 4);
    drag(from, to);
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{tx, 1}, {tx, 2}, {ty, 1}}));
    // Shift adds Box's keys at 15 with a second box over its row.
    const QPoint from2(int(l.timeToX(12.0)), int(l.rowRect(*m_view->rowOfChannel(box)).top()) + 3);
    const QPoint to2(int(l.timeToX(17.0)), int(l.rowRect(*m_view->rowOfChannel(box)).bottom()) - 3);
    QTest::mousePress(m_view, Qt::LeftButton, Qt::ShiftModifier, from2);
    QTest::mouseMove(m_view, to2);
    QTest::mouseRelease(m_view, Qt::LeftButton, Qt::ShiftModifier, to2);
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{tx, 1}, {tx, 2}, {ty, 1}, {box, 1}}));
    QCOMPARE(s->undoStack()->count(), 0); // selecting is no edit
}

void TestDopeSheetGui::dragMovesByWholeFramesAndUndoRestores()
{
    EditorSession *s = m_w->session();
    const ChannelId tx = channel("/Ball.tx");
    const AnimCurve before = s->document()->channel(tx).curve;
    QVERIFY(m_view->snapping());
    const QPoint from = tick("/Ball.tx", 10.0);
    const double ppt = m_view->layout().axis().pixelsPerTime();
    const QPoint to = from + QPoint(int(std::lround(3.4 * ppt)), 2);
    drag(from, to);
    const AnimCurve &after = s->document()->channel(tx).curve;
    QCOMPARE(after.keyTime(1), 13.0); // 3.4 frames of pointer travel, snapped to 3
    QCOMPARE(after.keyValue(1), 5.0); // time only
    QCOMPARE(after.keyTime(0), 0.0);
    QCOMPARE(after.keyTime(2), 20.0);
    QCOMPARE(s->undoStack()->count(), 1);
    QCOMPARE(s->undoStack()->text(0), QStringLiteral("Move Keys"));
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{tx, 1}}));
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(tx).curve == before); // bit for bit
    // A drag past the next key stops before it (the canvas' neighbour stops).
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick("/Ball.tx", 10.0));
    drag(tick("/Ball.tx", 10.0), tick("/Ball.tx", 10.0) + QPoint(int(15 * ppt), 0));
    QCOMPARE(s->document()->channel(tx).curve.keyTime(1), 19.0);
    QCOMPARE(s->undoStack()->count(), 1); // the undone step was replaced
}

void TestDopeSheetGui::endGripScalesAboutTheStart()
{
    EditorSession *s = m_w->session();
    const ChannelId tx = channel("/Ball.tx");
    const AnimCurve before = s->document()->channel(tx).curve;
    // Select tx's three keys: Shift-click each.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick("/Ball.tx", 0.0));
    QTest::mouseClick(m_view, Qt::LeftButton, Qt::ShiftModifier, tick("/Ball.tx", 10.0));
    QTest::mouseClick(m_view, Qt::LeftButton, Qt::ShiftModifier, tick("/Ball.tx", 20.0));
    const std::optional<DopeSheetSelectionSpan> span = m_view->selectionSpan();
    QVERIFY(span);
    QCOMPARE(span->start, 0.0);
    QCOMPARE(span->end, 20.0);
    const DopeSheetLayout l = m_view->layout();
    const QRectF grip = scaleGripRect(l, 20.0, false);
    const QPoint from = grip.center().toPoint();
    // The dragged end goes from 20 to 30: scale 1.5 about 0.
    const QPoint to = from + QPoint(int(std::lround(l.timeToX(30.0) - l.timeToX(20.0))), 0);
    drag(from, to);
    const AnimCurve &after = s->document()->channel(tx).curve;
    QCOMPARE(after.keyTime(0), 0.0);
    QCOMPARE(after.keyTime(1), 15.0);
    QCOMPARE(after.keyTime(2), 30.0);
    QCOMPARE(after.keyValue(2), 1.0);
    QCOMPARE(s->undoStack()->count(), 1);
    QCOMPARE(s->undoStack()->text(0), QStringLiteral("Scale Keys"));
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(tx).curve == before);
}

void TestDopeSheetGui::deleteAndNudge()
{
    EditorSession *s = m_w->session();
    const ChannelId box = channel("/Box.tx");
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick("/Box.tx", 5.0));
    QTest::keyClick(m_view, Qt::Key_Right);
    QCOMPARE(s->document()->channel(box).curve.keyTime(0), 6.0);
    QTest::keyClick(m_view, Qt::Key_Left, Qt::ShiftModifier);
    QCOMPARE(s->document()->channel(box).curve.keyTime(0), -4.0);
    QCOMPARE(s->undoStack()->count(), 2); // one step per press
    QCOMPARE(s->undoStack()->text(1), QStringLiteral("Nudge Keys"));
    QTest::keyClick(m_view, Qt::Key_Delete);
    QCOMPARE(s->document()->channel(box).curve.numKeys(), std::size_t(1));
    QCOMPARE(s->document()->channel(box).curve.keyTime(0), 15.0);
    QCOMPARE(s->undoStack()->count(), 3);
    QVERIFY(s->selection()->isEmpty());
    s->undoStack()->undo();
    QCOMPARE(s->document()->channel(box).curve.numKeys(), std::size_t(2));
}

void TestDopeSheetGui::summaryTickSelectsEveryKeyUnderIt()
{
    EditorSession *s = m_w->session();
    const ChannelId tx = channel("/Ball.tx"), ty = channel("/Ball.ty"), box = channel("/Box.tx");
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick(kSummaryRow, 10.0)); // the document summary
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{tx, 1}, {ty, 1}}));
    QVERIFY(m_view->ticks()[0][2].selected);
    // The /Ball prim row at 0: both of its channels' first keys, not Box's.
    const std::size_t ballRow = 2;
    QCOMPARE(m_view->rows()[ballRow].label, QStringLiteral("/Ball"));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick(ballRow, 0.0));
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{tx, 0}, {ty, 0}}));
    // A summary tick over a partly selected time shows it partly selected.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick("/Box.tx", 15.0));
    QTest::mouseClick(m_view, Qt::LeftButton, Qt::ShiftModifier, tick("/Ball.tx", 10.0));
    QVERIFY(m_view->ticks()[0][2].partlySelected); // 10: tx selected, ty not
    QVERIFY(m_view->ticks()[0][3].selected);       // 15: Box's only key there
    // Dragging the summary tick moves every key under it.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, tick(kSummaryRow, 10.0));
    const double ppt = m_view->layout().axis().pixelsPerTime();
    drag(tick(kSummaryRow, 10.0), tick(kSummaryRow, 10.0) + QPoint(int(std::lround(-2 * ppt)), 0));
    QCOMPARE(s->document()->channel(tx).curve.keyTime(1), 8.0);
    QCOMPARE(s->document()->channel(ty).curve.keyTime(1), 8.0);
    QCOMPARE(s->document()->channel(box).curve.keyTime(0), 5.0);
    QCOMPARE(s->undoStack()->count(), 1);
}

void TestDopeSheetGui::readOnlyChannelRefusesEdits()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/clips/multi_two_clips_jump/root.usda"));
    QVERIFY(m_w->openFile(test::goldenRoot() + QStringLiteral("/clips/multi_two_clips_jump/root.usda")));
    EditorSession *s = m_w->session();
    const ChannelId x = s->document()->channelIdAt(0);
    QVERIFY(s->document()->channel(x).readOnly);
    m_w->session()->setVisibleTimeRange(-2.0, 22.0);
    const std::optional<std::size_t> row = m_view->rowOfChannel(x);
    QVERIFY(row);
    QVERIFY(m_view->rows()[*row].readOnly);
    const std::vector<DopeSheetTick> &ticks = m_view->ticks()[*row];
    QVERIFY(!ticks.empty()); // the resolved clip curve's keys show
    const AnimCurve before = s->document()->channel(x).curve;
    const QPoint from = at(m_view->tickCenter(*row, 0));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, from);
    QCOMPARE(s->selection()->knots().size(), std::size_t(1));
    drag(from, from + QPoint(60, 0));
    QVERIFY(s->document()->channel(x).curve == before);
    QCOMPARE(s->undoStack()->count(), 0);
    QVERIFY2(m_w->statusBar()->currentMessage().contains(QLatin1String("Read-only")),
             qPrintable(m_w->statusBar()->currentMessage()));
    m_w->statusBar()->clearMessage();
    QTest::keyClick(m_view, Qt::Key_Right);
    QVERIFY(s->document()->channel(x).curve == before);
    QCOMPARE(s->undoStack()->count(), 0);
    QVERIFY(m_w->statusBar()->currentMessage().contains(QLatin1String("Read-only")));
}

void TestDopeSheetGui::scrubAndZoomShareTheWindowsTimeAndAxis()
{
    EditorSession *s = m_w->session();
    const DopeSheetLayout l = m_view->layout();
    // Dragging in the ruler scrubs the one current time, on whole frames (snapping on).
    const int y = int(l.rulerRect().center().y());
    QTest::mousePress(m_view, Qt::LeftButton, {}, QPoint(int(l.timeToX(4.3)), y));
    QCOMPARE(s->currentTime(), 4.0);
    QTest::mouseMove(m_view, QPoint(int(l.timeToX(11.8)), y));
    QCOMPARE(s->currentTime(), 12.0);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, QPoint(int(l.timeToX(11.8)), y));
    QCOMPARE(s->undoStack()->count(), 0);
    // The current-time line itself is draggable too (below the ruler, away from ticks).
    const int rowY = int(l.rowCenterY(*m_view->rowOfChannel(channel("/Box.tx"))));
    drag(QPoint(int(std::lround(l.timeToX(12.0))), rowY), QPoint(int(l.timeToX(2.2)), rowY));
    QCOMPARE(s->currentTime(), 2.0);
    // The wheel zooms the shared axis about the pointer: the canvas shows the same range.
    const QPointF pos(l.timeToX(10.0), rowY);
    QWheelEvent wheel(pos, m_view->mapToGlobal(pos), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_view, &wheel);
    const TimeInterval range = s->visibleTimeRange();
    QVERIFY(range.max - range.min < 34.0 / 1.19);
    QCOMPARE(m_view->layout().xToTime(pos.x()), 10.0); // the time under the pointer stays
    QCOMPARE(m_w->canvas()->visibleRange().left(), range.min);
    QCOMPARE(m_w->canvas()->visibleRange().right(), range.max);
    // Middle drag pans it.
    QTest::mousePress(m_view, Qt::MiddleButton, {}, pos.toPoint());
    QTest::mouseMove(m_view, pos.toPoint() + QPoint(50, 0));
    QTest::mouseRelease(m_view, Qt::MiddleButton, {}, pos.toPoint() + QPoint(50, 0));
    QVERIFY(s->visibleTimeRange().min < range.min);
    QCOMPARE(m_w->canvas()->visibleRange().left(), s->visibleTimeRange().min);
}

QTEST_MAIN(TestDopeSheetGui)
#include "tst_dope_sheet_gui.moc"
