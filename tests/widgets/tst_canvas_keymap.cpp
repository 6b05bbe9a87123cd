// The curve canvas's keymaps and the drag that starts on a curve segment (issue 37 item 2),
// driven offscreen with real QTest mouse and key events:
// - a left-drag that starts on a segment (selected or not) box-selects and moves nothing;
//   a click on it still selects its two keys;
// - Maya-style: Alt+middle-drag pans, Alt+right-drag zooms, a middle-drag anywhere moves
//   the selected keys (one undo step); Blender-style: middle-drag pans, Ctrl+middle-drag
//   zooms, G moves the selected keys with the pointer until a click or Enter (right-click
//   or Esc cancels);
// - canvasPress and the keymaps' settings names.

#include "tests/support/SingleCurveCanvas.h"
#include "widgets/canvas/CanvasKeymap.h"
#include "widgets/canvas/ViewTransform.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace knotline;
using knotline::test::openedChannel;
using knotline::test::SingleCurveCanvas;

namespace {

Spline zigzag()
{
    Spline spline;
    spline.setAntiRegressionMode(AntiRegressionMode::None);
    if (!spline.setKnots({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 5, Interpolation::Linear),
                          makeKnot(20, 0, Interpolation::Linear), makeKnot(30, 5, Interpolation::Linear)}))
        qFatal("setKnots refused the test spline");
    return spline;
}

struct Canvas : SingleCurveCanvas {
    explicit Canvas(CanvasKeymap keymap)
        : SingleCurveCanvas(zigzag(), -2.0, 32.0, -2.0, 12.0)
    {
        CanvasOptions o = canvas->options();
        o.keymap = keymap;
        canvas->setOptions(o);
    }
    std::set<KnotRef> selected() const { return session.selection()->knots(); }
    KnotRef key(std::size_t k) const { return KnotRef{openedChannel(0), k}; }
};

/// Press at `from`, move in four steps to `to`, release there.
void drag(QWidget *w, QPoint from, QPoint to, Qt::MouseButton button, Qt::KeyboardModifiers mods = {})
{
    QTest::mousePress(w, button, mods, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(w, from + (to - from) * i / 4);
    QTest::mouseRelease(w, button, mods, to);
}

} // namespace

class TestCanvasKeymap : public QObject {
    Q_OBJECT

private slots:
    void segmentDragBoxSelects_data();
    void segmentDragBoxSelects();
    void segmentClickSelectsItsKeys();
    void keymapGestures_data();
    void keymapGestures();
    void moveWithNothingSelectedIsRefused();
    void blenderGrab_data();
    void blenderGrab();
    void grabKeyOnlyInBlenderStyle();
    void settingsNames();
};

void TestCanvasKeymap::segmentDragBoxSelects_data()
{
    QTest::addColumn<bool>("segmentSelected");
    QTest::newRow("unselected segment") << false;
    QTest::newRow("selected segment") << true;
}

// The report: on a dense view an intended marquee that started on a curve moved a key.
void TestCanvasKeymap::segmentDragBoxSelects()
{
    QFETCH(bool, segmentSelected);
    Canvas f(CanvasKeymap::Maya);
    if (segmentSelected)
        f.session.selection()->set({f.key(0), f.key(1)});
    const AnimCurve before = f.curve();
    // From the middle of segment 0 → 10 down past key 2 (20, 0): the box holds key 2 only.
    drag(f.canvas.get(), f.at(5.0, 2.5), f.at(22.0, -1.5), Qt::LeftButton);
    QVERIFY(f.curve() == before);
    QCOMPARE(f.session.undoStack()->count(), 0);
    QCOMPARE(f.selected(), (std::set<KnotRef>{f.key(2)}));
    // Shift adds, as a box from empty space does.
    drag(f.canvas.get(), f.at(15.0, 2.5), f.at(32.0, 6.0), Qt::LeftButton, Qt::ShiftModifier);
    QCOMPARE(f.selected(), (std::set<KnotRef>{f.key(2), f.key(3)}));
    QVERIFY(f.curve() == before);
}

void TestCanvasKeymap::segmentClickSelectsItsKeys()
{
    Canvas f(CanvasKeymap::Maya);
    QTest::mouseClick(f.canvas.get(), Qt::LeftButton, {}, f.at(15.0, 2.5));
    QCOMPARE(f.selected(), (std::set<KnotRef>{f.key(1), f.key(2)}));
    QTest::mouseClick(f.canvas.get(), Qt::LeftButton, Qt::ShiftModifier, f.at(5.0, 2.5));
    QCOMPARE(f.selected(), (std::set<KnotRef>{f.key(0), f.key(1), f.key(2)}));
    // A key still moves when the drag starts on it.
    drag(f.canvas.get(), f.at(10.0, 5.0), f.at(12.0, 5.0), Qt::LeftButton);
    QCOMPARE(f.curve().keyTime(1), 12.0);
}

void TestCanvasKeymap::keymapGestures_data()
{
    QTest::addColumn<CanvasKeymap>("keymap");
    QTest::addColumn<Qt::MouseButton>("button");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("expect"); // "pan", "zoom", "move" or "nothing"
    const auto maya = CanvasKeymap::Maya;
    const auto blender = CanvasKeymap::Blender;
    QTest::newRow("maya alt+middle pans") << maya << Qt::MiddleButton << int(Qt::AltModifier) << "pan";
    QTest::newRow("maya alt+right zooms") << maya << Qt::RightButton << int(Qt::AltModifier) << "zoom";
    QTest::newRow("maya middle moves") << maya << Qt::MiddleButton << int(Qt::NoModifier) << "move";
    QTest::newRow("maya right does nothing") << maya << Qt::RightButton << int(Qt::NoModifier) << "nothing";
    QTest::newRow("blender middle pans") << blender << Qt::MiddleButton << int(Qt::NoModifier) << "pan";
    QTest::newRow("blender ctrl+middle zooms") << blender << Qt::MiddleButton << int(Qt::ControlModifier) << "zoom";
    QTest::newRow("blender alt+right does nothing") << blender << Qt::RightButton << int(Qt::AltModifier) << "nothing";
}

// Each keymap's buttons, pressed on empty space with key 1 (10, 5) selected and dragged by
// (+30, −20) pixels.
void TestCanvasKeymap::keymapGestures()
{
    QFETCH(CanvasKeymap, keymap);
    QFETCH(Qt::MouseButton, button);
    QFETCH(int, modifiers);
    QFETCH(QString, expect);
    QCOMPARE(canvasPress(keymap, button, Qt::KeyboardModifiers(modifiers)),
             expect == QLatin1String("pan")    ? CanvasPress::Pan
             : expect == QLatin1String("zoom") ? CanvasPress::Zoom
             : expect == QLatin1String("move") ? CanvasPress::MoveSelection
                                               : CanvasPress::ContextMenu);
    Canvas f(keymap);
    f.session.selection()->set({f.key(1)});
    const AnimCurve before = f.curve();
    const ViewTransform view = f.canvas->viewTransform();
    const QPoint from = f.at(25.0, 10.0); // nothing there
    drag(f.canvas.get(), from, from + QPoint(30, -20), button, Qt::KeyboardModifiers(modifiers));
    const ViewTransform after = f.canvas->viewTransform();
    if (expect == QLatin1String("pan")) {
        QCOMPARE(after.xOffset(), view.xOffset() + 30.0);
        QCOMPARE(after.yOffset(), view.yOffset() - 20.0);
    } else if (expect == QLatin1String("zoom")) {
        QVERIFY(after.pixelsPerTime() > view.pixelsPerTime() * 1.05);
        QVERIFY(after.pixelsPerValue() > view.pixelsPerValue() * 1.05);
    } else {
        QCOMPARE(after, view);
    }
    if (expect == QLatin1String("move")) {
        // Snapping is on: the key (the selected one nearest the pointer) lands on a frame.
        QCOMPARE(f.curve().keyTime(1), std::round(10.0 + 30.0 / view.pixelsPerTime()));
        QVERIFY(std::abs(f.curve().keyValue(1) - (5.0 + 20.0 / view.pixelsPerValue())) < 1e-9);
        QCOMPARE(f.session.undoStack()->count(), 1);
        QCOMPARE(f.selected(), (std::set<KnotRef>{f.key(1)}));
    } else {
        QVERIFY(f.curve() == before);
        QCOMPARE(f.session.undoStack()->count(), 0);
    }
}

void TestCanvasKeymap::moveWithNothingSelectedIsRefused()
{
    Canvas f(CanvasKeymap::Maya);
    QSignalSpy refused(f.canvas.get(), &CurveCanvas::editRefused);
    const AnimCurve before = f.curve();
    const QPoint from = f.at(9.0, 4.0);
    drag(f.canvas.get(), from, from + QPoint(30, -20), Qt::MiddleButton);
    QVERIFY(f.curve() == before);
    QCOMPARE(refused.size(), 1);
    QVERIFY(refused.at(0).at(0).toString().startsWith(QLatin1String("No keys selected to move")));
}

void TestCanvasKeymap::blenderGrab_data()
{
    QTest::addColumn<QString>("ending");
    QTest::addColumn<bool>("kept");
    QTest::newRow("click confirms") << "click" << true;
    QTest::newRow("enter confirms") << "enter" << true;
    QTest::newRow("right-click cancels") << "right" << false;
    QTest::newRow("esc cancels") << "esc" << false;
}

void TestCanvasKeymap::blenderGrab()
{
    QFETCH(QString, ending);
    QFETCH(bool, kept);
    Canvas f(CanvasKeymap::Blender);
    QWidget *w = f.canvas.get();
    w->setFocus();
    f.session.selection()->set({f.key(1), f.key(2)});
    const AnimCurve before = f.curve();
    const ViewTransform view = f.canvas->viewTransform();
    const QPoint from = f.at(25.0, 10.0);
    QTest::mouseMove(w, from);
    QTest::keyClick(w, Qt::Key_G);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(w, from + QPoint(10, -5) * i);
    // The keys follow the pointer with no button held: +40 px in time, −20 px in value.
    const double dt = std::round(20.0 + 40.0 / view.pixelsPerTime()) - 20.0; // key 2 is nearest: it snaps
    QCOMPARE(f.curve().keyTime(1), 10.0 + dt);
    QCOMPARE(f.curve().keyTime(2), 20.0 + dt);
    QVERIFY(std::abs(f.curve().keyValue(2) - 20.0 / view.pixelsPerValue()) < 1e-9);
    QCOMPARE(f.session.undoStack()->count(), 0); // nothing pushed while it follows
    const QPoint end = from + QPoint(40, -20);
    if (ending == QLatin1String("click"))
        QTest::mouseClick(w, Qt::LeftButton, {}, end);
    else if (ending == QLatin1String("right"))
        QTest::mouseClick(w, Qt::RightButton, {}, end);
    else
        QTest::keyClick(w, ending == QLatin1String("enter") ? Qt::Key_Return : Qt::Key_Escape);
    QTest::mouseMove(w, end + QPoint(30, 30)); // the grab has ended: moving changes nothing
    if (kept) {
        QCOMPARE(f.curve().keyTime(2), 20.0 + dt);
        QCOMPARE(f.session.undoStack()->count(), 1);
        f.session.undoStack()->undo();
    } else {
        QCOMPARE(f.session.undoStack()->count(), 0);
    }
    QVERIFY(f.curve() == before);
    QCOMPARE(f.selected(), (std::set<KnotRef>{f.key(1), f.key(2)}));
}

void TestCanvasKeymap::grabKeyOnlyInBlenderStyle()
{
    QVERIFY(isGrabKey(CanvasKeymap::Blender, Qt::Key_G, Qt::NoModifier));
    QVERIFY(!isGrabKey(CanvasKeymap::Blender, Qt::Key_G, Qt::ShiftModifier));
    QVERIFY(!isGrabKey(CanvasKeymap::Maya, Qt::Key_G, Qt::NoModifier));
    Canvas f(CanvasKeymap::Maya);
    QWidget *w = f.canvas.get();
    w->setFocus();
    f.session.selection()->set({f.key(1)});
    const AnimCurve before = f.curve();
    const QPoint from = f.at(25.0, 10.0);
    QTest::mouseMove(w, from);
    QTest::keyClick(w, Qt::Key_G);
    QTest::mouseMove(w, from + QPoint(40, -20));
    QTest::mouseClick(w, Qt::LeftButton, {}, from + QPoint(40, -20));
    QVERIFY(f.curve() == before);
}

void TestCanvasKeymap::settingsNames()
{
    for (CanvasKeymap k : {CanvasKeymap::Maya, CanvasKeymap::Blender})
        QCOMPARE(keymapFromSettingsName(keymapSettingsName(k)), std::optional<CanvasKeymap>(k));
    QCOMPARE(keymapSettingsName(CanvasKeymap::Blender), QStringLiteral("blender"));
    QVERIFY(!keymapFromSettingsName(QStringLiteral("Maya")));
    QVERIFY(!keymapFromSettingsName(QString()));
}

QTEST_MAIN(TestCanvasKeymap)
#include "tst_canvas_keymap.moc"
