// The region tool on the curve canvas, driven with real QTest mouse events: two keys
// box-selected with a drag get a box with handles; dragging its right edge scales them in
// time about the left edge (live while dragging, snapped to whole frames, one undo step on
// release), its top edge in value about the bottom edge, a corner both; Escape during a
// drag restores the keys; with the tool off, or with one key selected, there is no box.
#include "core/spline/Knot.h"
#include "core/spline/Spline.h"
#include "tests/support/SingleCurveCanvas.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/RegionBox.h"
#include "widgets/session/EditorSession.h"

#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace knotline;

namespace {

Spline fourLinearKeys()
{
    Spline spline;
    const Status st = spline.setKnots({makeKnot(0, 0, Interpolation::Linear), makeKnot(10, 10, Interpolation::Linear),
                                       makeKnot(20, 0, Interpolation::Linear), makeKnot(40, 5, Interpolation::Linear)});
    if (!st)
        qFatal("fourLinearKeys: %s", st.message().c_str());
    return spline;
}

struct Fixture : test::SingleCurveCanvas {
    Fixture()
        : SingleCurveCanvas(fourLinearKeys(), -2.0, 42.0, -14.0, 20.0)
    {
        CanvasOptions o = canvas->options();
        o.regionTool = true;
        o.snapping = true;
        canvas->setOptions(o);
    }
    /// Box-selects keys 1 and 2 with a left drag over empty space around them.
    void selectMiddleKeys()
    {
        drag(at(8.0, 12.0), at(22.0, -2.0));
    }
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(canvas.get(), Qt::LeftButton, mods, from);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(canvas.get(), from + (to - from) * i / 4);
        QTest::mouseRelease(canvas.get(), Qt::LeftButton, mods, to);
    }
    /// The box's handle moving `edges`, in pixels.
    QPoint handle(int edges) const
    {
        const std::optional<region::RegionBox> box = region::boxOf(session, {test::openedChannel(0)});
        const QRectF r = region::pixelRect(*box, canvas->viewTransform());
        const double x = edges & region::Left ? r.left() : edges & region::Right ? r.right() : r.center().x();
        const double y = edges & region::Top ? r.top() : edges & region::Bottom ? r.bottom() : r.center().y();
        return QPointF(x, y).toPoint();
    }
    int pixelsForTime(double dt) const { return int(std::lround(dt * canvas->viewTransform().pixelsPerTime())); }
    int pixelsForValue(double dv) const { return int(std::lround(dv * canvas->viewTransform().pixelsPerValue())); }
};

} // namespace

class TestRegionTool : public QObject {
    Q_OBJECT

private slots:
    void rightEdgeScalesTimeLive();
    void topEdgeScalesValue();
    void cornerScalesBothAndEscapeCancels();
    void noBoxWithoutToolOrWithOneKey();
};

void TestRegionTool::rightEdgeScalesTimeLive()
{
    Fixture f;
    f.selectMiddleKeys();
    QCOMPARE(f.session.selection()->knots().size(), std::size_t(2));
    const QPoint from = f.handle(region::Right);
    QCOMPARE(region::edgesAt(*region::boxOf(f.session, {test::openedChannel(0)}),
                             region::pixelRect(*region::boxOf(f.session, {test::openedChannel(0)}), f.canvas->viewTransform()),
                             QPointF(from)),
             int(region::Right));
    const QPoint to = from + QPoint(f.pixelsForTime(4.8), 0); // edge 20 → 24.8, snapped to 25
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    QTest::mouseMove(f.canvas.get(), from + (to - from) / 2);
    QTest::mouseMove(f.canvas.get(), to);
    // Live: scaled about the left edge (time 10) while the button is held.
    QCOMPARE(f.curve().keyTime(1), 10.0);
    QCOMPARE(f.curve().keyTime(2), 25.0);
    QCOMPARE(f.session.undoStack()->count(), 0);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, to);
    QCOMPARE(f.session.undoStack()->count(), 1);
    QCOMPARE(f.curve().keyTime(0), 0.0);  // unselected keys stay
    QCOMPARE(f.curve().keyTime(3), 40.0);
    QCOMPARE(f.curve().keyValue(1), 10.0); // values unchanged by a time edge
    QCOMPARE(f.curve().keyValue(2), 0.0);
    f.session.undoStack()->undo();
    QCOMPARE(f.curve().keyTime(2), 20.0);
}

void TestRegionTool::topEdgeScalesValue()
{
    Fixture f;
    f.selectMiddleKeys();
    const QPoint from = f.handle(region::Top);
    f.drag(from, from - QPoint(0, f.pixelsForValue(5.0))); // top 10 → 15 about the bottom (0)
    QCOMPARE(f.session.undoStack()->count(), 1);
    QVERIFY(std::abs(f.curve().keyValue(1) - 15.0) < 0.1);
    QCOMPARE(f.curve().keyValue(2), 0.0); // on the pivot
    QCOMPARE(f.curve().keyTime(1), 10.0);  // times unchanged by a value edge
    QCOMPARE(f.curve().keyTime(2), 20.0);
}

void TestRegionTool::cornerScalesBothAndEscapeCancels()
{
    Fixture f;
    f.selectMiddleKeys();
    const AnimCurve original = f.curve();
    // Bottom-left corner: pivot is the top-right corner (time 20, value 10).
    const QPoint from = f.handle(region::Left | region::Bottom);
    const QPoint to = from + QPoint(-f.pixelsForTime(5.0), f.pixelsForValue(10.0));
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    QTest::mouseMove(f.canvas.get(), from + (to - from) / 2);
    QTest::mouseMove(f.canvas.get(), to);
    QVERIFY(f.curve() != original);
    QTest::keyClick(f.canvas.get(), Qt::Key_Escape); // cancels the drag
    QVERIFY(f.curve() == original);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, to);
    QCOMPARE(f.session.undoStack()->count(), 0);

    f.drag(from, to);
    QCOMPARE(f.session.undoStack()->count(), 1);
    QCOMPARE(f.curve().keyTime(1), 5.0);   // 10 → 20 − 1.5 · 10
    QCOMPARE(f.curve().keyTime(2), 20.0);  // on the pivot
    QVERIFY(std::abs(f.curve().keyValue(1) - 10.0) < 1e-9); // on the value pivot
    QVERIFY(std::abs(f.curve().keyValue(2) - -10.0) < 0.1); // 0 → 10 − 2 · 10
}

void TestRegionTool::noBoxWithoutToolOrWithOneKey()
{
    Fixture f;
    f.selectMiddleKeys();
    QVERIFY(f.canvas->options().regionTool);
    const QPoint handle = f.handle(region::Right);
    CanvasOptions o = f.canvas->options();
    o.regionTool = false;
    f.canvas->setOptions(o);
    // The tool off: a drag from where the handle was is a box selection, not a scale.
    f.drag(handle, handle + QPoint(f.pixelsForTime(5.0), 0));
    QCOMPARE(f.session.undoStack()->count(), 0);
    QCOMPARE(f.curve().keyTime(2), 20.0);
    // One key selected: no box.
    f.session.selection()->set({KnotRef{test::openedChannel(0), 1}});
    QVERIFY(!region::boxOf(f.session, {test::openedChannel(0)}));
}

QTEST_MAIN(TestRegionTool)
#include "tst_region_tool.moc"
