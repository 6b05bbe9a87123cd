// Editing through ghost keys on the curve canvas, with real QTest mouse and key events:
// the echoes of inner-loop copies and of looping extrapolation are drawn and hit; dragging
// the ghost of a post-loop copy (and of a mirrored oscillate copy) by a known pixel delta
// moves the prototype key by the mapped delta, live in every copy, selects the prototype
// key, is one undo step that undoes bit for bit, and Escape cancels.
#include "core/spline/KnotEchoes.h"
#include "core/spline/Spline.h"
#include "tests/support/OpenedChannels.h"
#include "tests/support/SingleCurveCanvas.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/ViewTransform.h"
#include "widgets/session/EditorSession.h"

#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace knotline;
using knotline::test::openedChannel;

namespace {

Spline linearSpline(const std::vector<Knot> &knots)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (!s.setKnots(knots))
        qFatal("test spline refused");
    return s;
}

/// Knots 0 (0), 4 (2), 8 (1); prototype [0, 10), 2 post loops, value offset 3.
Spline innerLoopSpline()
{
    Spline s = linearSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(4, 2, Interpolation::Linear),
                             makeKnot(8, 1, Interpolation::Linear)});
    LoopParams lp;
    lp.protoStart = 0;
    lp.protoEnd = 10;
    lp.numPostLoops = 2;
    lp.valueOffset = 3;
    if (!s.setInnerLoopParams(lp))
        qFatal("loop refused");
    return s;
}

/// Knots 0 (0), 5 (4), 10 (1) with oscillating post-extrapolation.
Spline oscillatingSpline()
{
    Spline s = linearSpline({makeKnot(0, 0, Interpolation::Linear), makeKnot(5, 4, Interpolation::Linear),
                             makeKnot(10, 1, Interpolation::Linear)});
    Extrapolation post;
    post.mode = ExtrapolationMode::LoopOscillate;
    if (!s.setPostExtrapolation(post))
        qFatal("extrapolation refused");
    return s;
}

struct Fixture : test::SingleCurveCanvas {
    explicit Fixture(const Spline &spline)
        : SingleCurveCanvas(spline, -4.0, 36.0, -4.0, 14.0)
    {
        CanvasOptions options = canvas->options();
        options.snapping = false; // the mapped deltas are checked exactly
        canvas->setOptions(options);
    }
    const Knot &knot(std::size_t i) const { return curve().spline().knots()[i]; }
    /// The echo of knot `k` of the given kind and iteration, in the canvas' current state.
    std::optional<KnotEcho> echo(std::size_t k, EchoKind kind, int iteration) const
    {
        for (const KnotEcho &e : knotEchoes(curve().spline(), -100, 100, 1000))
            if (e.knot == k && e.kind == kind && e.iteration == iteration)
                return e;
        return std::nullopt;
    }
};

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestGhostsCanvasDrag : public QObject {
    Q_OBJECT

private slots:
    void ghostOfPostLoopCopyEditsPrototype();
    void ghostOfOscillateCopyNegatesTime();
    void escapeCancelsGhostDrag();
    void ghostKeysDrawnAndHit();
};

void TestGhostsCanvasDrag::ghostOfPostLoopCopyEditsPrototype()
{
    Fixture f(innerLoopSpline());
    const AnimCurve before = f.curve();
    // The copy of key 1 (time 4, value 2) in post-loop iteration 2: time 24, value 8.
    const std::optional<KnotEcho> e = f.echo(1, EchoKind::InnerLoop, 2);
    QVERIFY(e);
    QCOMPARE(e->time, 24.0);
    QCOMPARE(e->value, 8.0);
    const QPoint from = f.at(e->time, e->value);
    const CanvasHit hit = f.canvas->hitAt(from);
    QCOMPARE(int(hit.kind), int(HitKind::GhostKey));
    QCOMPARE(hit.knot, std::size_t(1));

    const QPoint delta(24, -30);
    const ViewTransform view = f.canvas->viewTransform();
    const double dt = delta.x() / view.pixelsPerTime();
    const double dv = -delta.y() / view.pixelsPerValue();
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(f.canvas.get(), from + delta * i / 4);
    // Live while dragging: the prototype key and its copy in iteration 1 have moved.
    QVERIFY(near(f.knot(1).time, 4.0 + dt));
    QVERIFY(near(f.knot(1).value, 2.0 + dv));
    const std::optional<KnotEcho> copy1 = f.echo(1, EchoKind::InnerLoop, 1);
    QVERIFY(copy1);
    QVERIFY(near(copy1->time, 14.0 + dt));
    QVERIFY(near(copy1->value, 5.0 + dv));
    QVERIFY(near(*f.curve().spline().eval(14.0 + dt), 5.0 + dv));
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, from + delta);

    // The key moved by the mapped delta (inside the prototype: the same delta), the others stayed.
    QVERIFY(near(f.knot(1).time, 4.0 + dt));
    QVERIFY(near(f.knot(1).value, 2.0 + dv));
    QCOMPARE(f.knot(0).time, 0.0);
    QCOMPARE(f.knot(2).time, 8.0);
    // The ghost followed the pointer.
    const std::optional<KnotEcho> after = f.echo(1, EchoKind::InnerLoop, 2);
    QVERIFY(after);
    QVERIFY(near(after->time, 24.0 + dt));
    QVERIFY(near(after->value, 8.0 + dv));
    // The prototype key is the selection (key table and inspector show it).
    QCOMPARE(f.session.selection()->knots(), (std::set<KnotRef>{KnotRef{openedChannel(0), 1}}));
    // One undo step; undo restores the curve bit for bit, redo the edit.
    QCOMPARE(f.session.undoStack()->count(), 1);
    const AnimCurve edited = f.curve();
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == before);
    f.session.undoStack()->redo();
    QVERIFY(f.curve() == edited);
}

void TestGhostsCanvasDrag::ghostOfOscillateCopyNegatesTime()
{
    Fixture f(oscillatingSpline());
    const AnimCurve before = f.curve();
    // Hop 1 is mirrored: key 1 (time 5, value 4) reappears at 10 + (10 − 5) = 15.
    const std::optional<KnotEcho> e = f.echo(1, EchoKind::PostExtrapolation, 1);
    QVERIFY(e);
    QCOMPARE(e->time, 15.0);
    QCOMPARE(e->timeScale, -1.0);
    const QPoint from = f.at(e->time, e->value);
    QCOMPARE(int(f.canvas->hitAt(from).kind), int(HitKind::GhostKey));

    const QPoint delta(32, -20);
    const ViewTransform view = f.canvas->viewTransform();
    const double dt = delta.x() / view.pixelsPerTime();
    const double dv = -delta.y() / view.pixelsPerValue();
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(f.canvas.get(), from + delta * i / 4);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, from + delta);

    // The mirrored copy: the key moves back in time by dt while its ghost moves forward.
    QVERIFY(near(f.knot(1).time, 5.0 - dt));
    QVERIFY(near(f.knot(1).value, 4.0 + dv));
    const std::optional<KnotEcho> after = f.echo(1, EchoKind::PostExtrapolation, 1);
    QVERIFY(after);
    QVERIFY(near(after->time, 15.0 + dt));
    QVERIFY(near(after->value, 4.0 + dv));
    // Every copy follows: the straight copy in hop 2 moved with the key.
    const std::optional<KnotEcho> hop2 = f.echo(1, EchoKind::PostExtrapolation, 2);
    QVERIFY(hop2);
    QVERIFY(near(hop2->time, 25.0 - dt));
    QVERIFY(near(*f.curve().spline().eval(hop2->time), 4.0 + dv));
    QCOMPARE(f.session.undoStack()->count(), 1);
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == before);
}

void TestGhostsCanvasDrag::escapeCancelsGhostDrag()
{
    Fixture f(innerLoopSpline());
    const AnimCurve before = f.curve();
    const std::optional<KnotEcho> e = f.echo(2, EchoKind::InnerLoop, 1);
    QVERIFY(e);
    const QPoint from = f.at(e->time, e->value);
    QTest::mousePress(f.canvas.get(), Qt::LeftButton, {}, from);
    QTest::mouseMove(f.canvas.get(), from + QPoint(10, -10));
    QTest::mouseMove(f.canvas.get(), from + QPoint(20, -25));
    QVERIFY(f.curve() != before);
    QTest::keyClick(f.canvas.get(), Qt::Key_Escape);
    QVERIFY(f.curve() == before);
    QTest::mouseRelease(f.canvas.get(), Qt::LeftButton, {}, from + QPoint(20, -25));
    QVERIFY(f.curve() == before);
    QCOMPARE(f.session.undoStack()->count(), 0);
}

void TestGhostsCanvasDrag::ghostKeysDrawnAndHit()
{
    Fixture f(innerLoopSpline());
    // Every copy in view is a ghost: iterations 1 and 2 of keys 0, 1, 2 and the closing
    // copy at 30 (7 echoes); each is hit where it is drawn, and a real key is never a ghost.
    const std::vector<KnotEcho> echoes = knotEchoes(f.curve().spline(), -4, 36, 1000);
    QCOMPARE(echoes.size(), std::size_t(7));
    const QImage image = f.canvas->grab().toImage().convertToFormat(QImage::Format_RGB32);
    int hits = 0;
    for (const KnotEcho &e : echoes) {
        const QPoint p = f.at(e.time, e.value);
        const CanvasHit hit = f.canvas->hitAt(p);
        QCOMPARE(int(hit.kind), int(HitKind::GhostKey));
        QCOMPARE(hit.knot, e.knot);
        // The hollow diamond's outline: a pixel of the channel's colour at its top corner.
        bool outlined = false;
        for (int dy = -6; dy <= -3 && !outlined; ++dy)
            outlined = image.pixelColor(p + QPoint(0, dy)) != canvas_style::plotBackground();
        QVERIFY2(outlined, qPrintable(QStringLiteral("no ghost drawn at %1").arg(e.time)));
        ++hits;
    }
    qInfo("%d ghost keys hit", hits);
    QCOMPARE(int(f.canvas->hitAt(f.at(4, 2)).kind), int(HitKind::Knot));
}

QTEST_MAIN(TestGhostsCanvasDrag)
#include "tst_ghosts_canvas_drag.moc"
