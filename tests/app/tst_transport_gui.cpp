// The window's transport through real key events (offscreen): Space plays and pauses,
// Left/Right step a frame, Ctrl+Left/Right go to the range ends, Home frames the playback
// range; the curve canvas with keys selected and the channel tree keep their keys; the
// toolbar's boxes show and set times in frames or seconds; playback that falls behind says
// so in the status bar. The transport runs on a hand-moved clock: no test depends on timing.
#include "tests/support/OpenedChannels.h"
#include "tests/support/TimelineDocuments.h"
#include "core/timeline/EvaluateTimeline.h"
#include "app/MainWindow.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/pose/PoseModel.h"
#include "widgets/pose/PoseView.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/Transport.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <cstdint>
#include <memory>

using namespace knotline;

namespace {
constexpr std::int64_t kSecond = 1'000'000'000;

/// The sample scene in a shown window (range 1 .. 96 at 24 fps), its transport on `now`.
struct Window {
    MainWindow w{MainWindow::Mode::Screenshot};
    std::int64_t now = 0;

    /// Opens `path` (default: the sample scene) and shows the window.
    bool open(const QString &path = {})
    {
        if (!(path.isEmpty() ? w.openSampleScene() : w.openFile(path)))
            return false;
        w.show();
        if (!QTest::qWaitForWindowActive(&w))
            return false;
        w.transport()->setClock([this] { return now; });
        w.session()->selection()->clear();
        w.canvas()->setFocus();
        return true;
    }
    EditorSession *session() { return w.session(); }
    Transport *transport() { return w.transport(); }
    QDoubleSpinBox *box(const char *name) { return w.findChild<QDoubleSpinBox *>(QLatin1String(name)); }
};
/// Types `text` into `box` (replacing its text) and presses Return, as a user does.
void typeInto(QDoubleSpinBox *box, const QString &text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}
} // namespace

class TestTransportGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void spaceTogglesPlaying();
    void arrowsStepAFrame();
    void ctrlArrowsGoToTheRangeEnds();
    void homeFramesThePlaybackRange();
    void canvasWithSelectedKeysKeepsArrows();
    void channelTreeKeepsArrows();
    void timeBoxSetsTheCurrentTime();
    void secondsDisplayInTheToolbar();
    void rangeAndRateBoxes();
    void fallingBehindShowsInStatusBar();
    void timelinePoseFollowsPlayback();
    void timelinePoseFollowsAScrub();

private:
    QTemporaryDir m_dir;
};

void TestTransportGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_transport_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void TestTransportGui::spaceTogglesPlaying()
{
    Window win;
    QVERIFY(win.open());
    QCOMPARE(win.transport()->playbackRange(), (TimeInterval{1.0, 96.0}));
    win.session()->setCurrentTime(10.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Space);
    QVERIFY(win.transport()->isPlaying());
    QAction *play = win.w.findChild<QAction *>(QStringLiteral("actionPlayPause"));
    QVERIFY(play && play->isChecked());
    QCOMPARE(play->text(), QStringLiteral("&Pause"));
    win.transport()->tick(); // the first tick starts the clock
    win.now += 2 * kSecond / 24 + 1; // two frames later
    win.transport()->tick();
    QCOMPARE(win.session()->currentTime(), 12.0);
    QCOMPARE(win.box("currentTimeBox")->value(), 12.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Space);
    QVERIFY(!win.transport()->isPlaying());
    QVERIFY(!play->isChecked());
    QCOMPARE(win.session()->currentTime(), 12.0);
}

void TestTransportGui::arrowsStepAFrame()
{
    Window win;
    QVERIFY(win.open());
    win.session()->setCurrentTime(10.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Right);
    QCOMPARE(win.session()->currentTime(), 11.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Right);
    QCOMPARE(win.session()->currentTime(), 12.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Left);
    QCOMPARE(win.session()->currentTime(), 11.0);
    // Anywhere in the window that does not use the key itself: here the toolbar.
    auto *bar = win.w.findChild<QToolBar *>(QStringLiteral("transportToolBar"));
    QVERIFY(bar);
    bar->setFocus();
    QTest::keyClick(bar, Qt::Key_Left);
    QCOMPARE(win.session()->currentTime(), 10.0);
}

void TestTransportGui::ctrlArrowsGoToTheRangeEnds()
{
    Window win;
    QVERIFY(win.open());
    win.session()->setCurrentTime(30.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(win.session()->currentTime(), 96.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Left, Qt::ControlModifier);
    QCOMPARE(win.session()->currentTime(), 1.0);
}

void TestTransportGui::homeFramesThePlaybackRange()
{
    Window win;
    QVERIFY(win.open());
    win.transport()->setPlaybackRange(20.0, 70.0);
    win.session()->setVisibleTimeRange(-500.0, 500.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Home);
    const TimeInterval shown = win.session()->visibleTimeRange();
    QCOMPARE(shown.min, 19.0); // 2% of the 50 frames on each side
    QCOMPARE(shown.max, 71.0);
}

void TestTransportGui::canvasWithSelectedKeysKeepsArrows()
{
    Window win;
    QVERIFY(win.open());
    const auto ball = win.session()->document()->findChannelByPath("/Ball.translateY");
    QVERIFY(ball);
    const AnimCurve &curve = win.session()->document()->channel(*ball).curve;
    const std::optional<std::size_t> at13 = curve.spline().knotIndexAt(13.0);
    QVERIFY(at13);
    win.session()->selection()->set({KnotRef{*ball, *at13}});
    win.session()->setCurrentTime(10.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Right); // nudges the key, not the time
    QCOMPARE(win.session()->currentTime(), 10.0);
    QVERIFY(curve.spline().knotIndexAt(14.0));
    QVERIFY(!curve.spline().knotIndexAt(13.0));
    // Ctrl+Right is no canvas key: it still goes to the end.
    QTest::keyClick(win.w.canvas(), Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(win.session()->currentTime(), 96.0);
}

void TestTransportGui::channelTreeKeepsArrows()
{
    Window win;
    QVERIFY(win.open());
    auto *tree = win.w.findChild<ChannelTreeView *>();
    QVERIFY(tree);
    tree->setFocus();
    win.session()->setCurrentTime(10.0);
    QTest::keyClick(tree, Qt::Key_Right);
    QTest::keyClick(tree, Qt::Key_Right);
    QTest::keyClick(tree, Qt::Key_Space);
    QCOMPARE(win.session()->currentTime(), 10.0);
    QVERIFY(!win.transport()->isPlaying());
}

void TestTransportGui::timeBoxSetsTheCurrentTime()
{
    Window win;
    QVERIFY(win.open());
    QDoubleSpinBox *box = win.box("currentTimeBox");
    QVERIFY(box);
    typeInto(box, QStringLiteral("42"));
    QCOMPARE(win.session()->currentTime(), 42.0);
    // The box keeps Left/Right for its text cursor, and Space: no step, no playback.
    QTest::keyClick(box, Qt::Key_Left);
    QTest::keyClick(box, Qt::Key_Space);
    QCOMPARE(win.session()->currentTime(), 42.0);
    QVERIFY(!win.transport()->isPlaying());
}

void TestTransportGui::secondsDisplayInTheToolbar()
{
    Window win;
    QVERIFY(win.open());
    win.session()->setCurrentTime(48.0);
    QDoubleSpinBox *box = win.box("currentTimeBox");
    QCOMPARE(box->value(), 48.0);
    QCOMPARE(box->suffix(), QStringLiteral(" f"));
    auto *display = win.w.findChild<QComboBox *>(QStringLiteral("timeDisplayBox"));
    QVERIFY(display);
    display->setFocus();
    QTest::keyClick(display, Qt::Key_Down); // Frames → Seconds
    QCOMPARE(win.transport()->timeDisplay(), Transport::TimeDisplay::Seconds);
    QCOMPARE(box->value(), 2.0);
    QCOMPARE(box->suffix(), QStringLiteral(" s"));
    QCOMPARE(win.box("rangeEndBox")->value(), 4.0);
    QVERIFY(win.w.findChild<QAction *>(QStringLiteral("actionShowSeconds"))->isChecked());
    // A time typed in seconds is stored in time codes.
    typeInto(box, QStringLiteral("0.5"));
    QCOMPARE(win.session()->currentTime(), 12.0);
}

void TestTransportGui::rangeAndRateBoxes()
{
    Window win;
    QVERIFY(win.open());
    QDoubleSpinBox *end = win.box("rangeEndBox");
    typeInto(end, QStringLiteral("30"));
    QCOMPARE(win.transport()->playbackRange(), (TimeInterval{1.0, 30.0}));
    // The canvas shades the time outside the new range (the grid's plot background inside).
    win.session()->setVisibleTimeRange(0.0, 100.0);
    const QImage image = win.w.canvas()->grab().toImage();
    const ViewTransform &view = win.w.canvas()->viewTransform();
    const int y = int(win.w.canvas()->plotRect().bottom()) - 3;
    const QColor inside = image.pixelColor(int(view.timeToX(15.5)) + 2, y);
    const QColor outside = image.pixelColor(int(view.timeToX(60.5)) + 2, y);
    QCOMPARE(inside, canvas_style::plotBackground());
    QCOMPARE(outside, canvas_style::playbackRangeShade());
    QDoubleSpinBox *rate = win.box("frameRateBox");
    typeInto(rate, QStringLiteral("12"));
    QCOMPARE(win.transport()->frameRate(), 12.0);
    win.session()->setCurrentTime(5.0);
    win.w.canvas()->setFocus();
    QTest::keyClick(win.w.canvas(), Qt::Key_Right); // a frame at 12 fps is 2 time codes
    QCOMPARE(win.session()->currentTime(), 7.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(win.session()->currentTime(), 29.0); // the last frame at or before 30
}

void TestTransportGui::fallingBehindShowsInStatusBar()
{
    Window win;
    QVERIFY(win.open());
    win.session()->setCurrentTime(1.0);
    QTest::keyClick(win.w.canvas(), Qt::Key_Space);
    win.transport()->tick(); // the first tick starts the clock
    win.now += 5 * kSecond / 24 + 1; // a tick five frames late: four dropped
    win.transport()->tick();
    QCOMPARE(win.session()->currentTime(), 6.0);
    QCOMPARE(win.transport()->droppedFrames(), 4);
    const QString message = win.w.statusBar()->currentMessage();
    // Without the English translator loaded the text reads "4 frame(s) dropped".
    QVERIFY2(message.contains(QStringLiteral("cannot keep up")) && message.contains(QStringLiteral("4 frame")),
             qPrintable(message));
    QTest::keyClick(win.w.canvas(), Qt::Key_Space);
}

namespace {
/// The pose view's value of (target, property) against evaluateTimeline at `seconds`.
QString poseMismatch(MainWindow &w, double seconds)
{
    auto *view = w.findChild<PoseView *>();
    if (!view)
        return QStringLiteral("no pose view");
    const PoseModel *model = view->model();
    if (model->time() != seconds)
        return QStringLiteral("pose at %1 s, expected %2 s").arg(model->time()).arg(seconds);
    const Pose expected = evaluateTimeline(*w.session()->document()->timeline(), seconds);
    if (!identicalPoses(model->pose(), expected) || model->rowCount() < 4)
        return QStringLiteral("pose differs from evaluateTimeline");
    return QString();
}
} // namespace

// A timeline document (30 fps): Space plays it and the pose view shows the pose of every
// frame shown.
void TestTransportGui::timelinePoseFollowsPlayback()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("timeline.json"));
    QVERIFY(test::writeTimelineJson(path));
    Window win;
    QVERIFY(win.open(path));
    QCOMPARE(win.transport()->frameRate(), 30.0);
    QCOMPARE(win.transport()->playbackRange(), (TimeInterval{0.0, 120.0}));
    QCOMPARE(win.session()->currentTime(), 0.0);
    QCOMPARE(poseMismatch(win.w, 0.0), QString());
    QTest::keyClick(win.w.canvas(), Qt::Key_Space);
    win.transport()->tick(); // the first tick starts the clock
    for (int frame = 1; frame <= 45; ++frame) {
        win.now += kSecond / 30 + 1;
        win.transport()->tick();
        QCOMPARE(win.session()->currentTime(), double(frame));
        QCOMPARE(poseMismatch(win.w, frame / 30.0), QString());
    }
    QTest::keyClick(win.w.canvas(), Qt::Key_Space);
    QVERIFY(!win.transport()->isPlaying());
}

// Dragging in the canvas' time ruler moves the current time and the pose with it, before
// the button is released. The canvas shows the "sway" clip's channels in clip time, mapped
// through the first placement playing it (start 0, speed 1: clip frame = timeline frame),
// so the scrub stays inside the clip's 30 frames.
void TestTransportGui::timelinePoseFollowsAScrub()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("timeline.json"));
    QVERIFY(test::writeTimelineJson(path));
    Window win;
    QVERIFY(win.open(path));
    CurveCanvas *canvas = win.w.canvas();
    const ViewTransform &view = canvas->viewTransform();
    const int y = int(canvas->plotRect().top()) - 6; // in the time ruler
    const QPoint from(int(view.timeToX(6.0)), y);
    QTest::mousePress(canvas, Qt::LeftButton, Qt::NoModifier, from);
    QVERIFY(std::abs(win.session()->currentTime() - 6.0) < 1.0);
    const double t1 = win.session()->currentTime();
    QCOMPARE(poseMismatch(win.w, t1 / 30.0), QString());
    QTest::mouseMove(canvas, QPoint(int(view.timeToX(24.0)), y));
    const double t2 = win.session()->currentTime();
    QVERIFY(std::abs(t2 - 24.0) < 1.0);
    QCOMPARE(poseMismatch(win.w, t2 / 30.0), QString());
    QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(int(view.timeToX(24.0)), y));
}

QTEST_MAIN(TestTransportGui)
#include "tst_transport_gui.moc"
