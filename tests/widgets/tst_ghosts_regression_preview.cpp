// The regression inspector on the curve canvas, with real QTest mouse events: clicking a
// regressive segment's marker opens the fix menu; hovering a strategy shows its result as
// a ghost curve (the preview's knots are the fixed curve's) without changing the curve;
// the "all segments" submenu previews and applies a strategy to every regressive segment
// as one undo step; closing the menu removes the ghost. Also RegressionFix itself.
#include "core/edit/RegressionFix.h"
#include "core/spline/Regression.h"
#include "core/spline/Spline.h"
#include "tests/support/OpenedChannels.h"
#include "tests/support/SingleCurveCanvas.h"
#include "tests/support/TwoRegressiveSegments.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/RegressionFixMenu.h"
#include "widgets/canvas/RegressionFixPreview.h"
#include "widgets/canvas/ViewTransform.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"
#include "tests/support/SplineDocument.h"

#include <QMenu>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace knotline;
using knotline::test::openedChannel;

namespace {

struct Fixture : test::SingleCurveCanvas {
    Fixture()
        : SingleCurveCanvas(test::twoRegressiveSegments(), -2.0, 42.0, -6.0, 12.0)
    {
        (void)canvas->grab(); // paint once (caches, markers)
    }
    /// Clicks the ⚠ marker of segment `start` and returns the menu it opens.
    RegressionFixMenu *openMenu(std::size_t start)
    {
        const auto &knots = curve().spline().knots();
        const double t = 0.5 * (knots[start].time + knots[start + 1].time);
        const QPoint badge = canvas->viewTransform().toPixels(t, *curve().spline().eval(t)).toPoint();
        if (canvas->hitAt(badge).kind != HitKind::RegressionBadge)
            return nullptr;
        QTest::mouseClick(canvas.get(), Qt::LeftButton, {}, badge);
        return canvas->findChild<RegressionFixMenu *>(QLatin1String(RegressionFixMenu::kObjectName));
    }
};

/// Moves the pointer over `action` of `menu` (twice: a menu ignores the first move after
/// it opens).
void hover(QMenu *menu, QAction *action)
{
    const QPoint p = menu->actionGeometry(action).center();
    QTest::mouseMove(menu, p + QPoint(0, 1));
    QTest::mouseMove(menu, p);
}

QAction *segmentAction(QMenu *menu, AntiRegressionMode mode)
{
    for (QAction *a : menu->actions())
        if (a->data().isValid() && a->data().toInt() == int(mode))
            return a;
    return nullptr;
}

} // namespace

class TestGhostsRegressionPreview : public QObject {
    Q_OBJECT

private slots:
    void regressionFixScopes();
    void hoverPreviewsThenApplyForSegment();
    void allSegmentsSubmenuPreviewsAndApplies();
    void fixAllActsOnEverySelectedCurve();
};

void TestGhostsRegressionPreview::regressionFixScopes()
{
    Fixture f;
    QCOMPARE(regressiveSegments(f.curve().spline()), (std::vector<std::size_t>{0, 2}));
    for (AntiRegressionMode mode : {AntiRegressionMode::Contain, AntiRegressionMode::KeepRatio, AntiRegressionMode::KeepStart}) {
        const Result<AnimCurve> one = previewRegressionFix(f.curve(), {mode, RegressionFixScope::Segment, 2});
        QVERIFY(one);
        QCOMPARE(regressiveSegments(one.value().spline()), std::vector<std::size_t>{0});
        const Result<AnimCurve> all = previewRegressionFix(f.curve(), {mode, RegressionFixScope::Curve, 0});
        QVERIFY(all);
        QVERIFY(regressiveSegments(all.value().spline()).empty());
        // Only the regressive segments' inner widths change.
        QCOMPARE(all.value().spline().knots()[1].post, f.curve().spline().knots()[1].post);
    }
    // Keep Start keeps the start width; Keep Ratio keeps the widths' ratio; Contain clamps to the span.
    const auto fixed = [&](AntiRegressionMode m) {
        return previewRegressionFix(f.curve(), {m, RegressionFixScope::Segment, 0}).value().spline().knots();
    };
    QCOMPARE(fixed(AntiRegressionMode::KeepStart)[0].post.width, 12.0);
    QVERIFY(fixed(AntiRegressionMode::KeepStart)[1].pre.width < 9.0);
    const auto ratio = fixed(AntiRegressionMode::KeepRatio);
    QVERIFY(std::abs(ratio[0].post.width / ratio[1].pre.width - 12.0 / 9.0) < 1e-2); // up to the padding p
    QVERIFY(ratio[0].post.width < 12.0 && ratio[1].pre.width < 9.0);
    QCOMPARE(fixed(AntiRegressionMode::Contain)[0].post.width, 10.0);
    // A key that starts no Curve segment: an error, and the curve is as it was.
    QVERIFY(!previewRegressionFix(f.curve(), {AntiRegressionMode::KeepRatio, RegressionFixScope::Segment, 4}));
}

void TestGhostsRegressionPreview::hoverPreviewsThenApplyForSegment()
{
    Fixture f;
    const AnimCurve original = f.curve();
    RegressionFixMenu *menu = f.openMenu(0);
    QVERIFY(menu);
    QVERIFY(f.canvas->previewCurves().empty());
    QAction *keepStart = segmentAction(menu, AntiRegressionMode::KeepStart);
    QAction *contain = segmentAction(menu, AntiRegressionMode::Contain);
    QVERIFY(keepStart && contain);

    // Hovering Keep Start: a ghost of the curve with segment 0 fixed by Keep Start.
    hover(menu, keepStart);
    QCOMPARE(f.canvas->previewCurves().size(), std::size_t(1));
    const Spline &ghost = f.canvas->previewCurves().front().spline;
    const AnimCurve expected =
        previewRegressionFix(original, {AntiRegressionMode::KeepStart, RegressionFixScope::Segment, 0}).value();
    QCOMPARE(ghost.knots(), expected.spline().knots());
    QCOMPARE(ghost.knots()[0].post.width, 12.0);
    QCOMPARE(regressiveSegments(ghost), std::vector<std::size_t>{2});
    QVERIFY(f.curve() == original); // nothing applied yet
    QCOMPARE(f.session.undoStack()->count(), 0);

    // Hovering Contain instead: the ghost follows.
    hover(menu, contain);
    QCOMPARE(f.canvas->previewCurves().size(), std::size_t(1));
    QCOMPARE(f.canvas->previewCurves().front().spline.knots()[0].post.width, 10.0);

    // Apply Contain: segment 0 fixed, one undo step, the ghost gone; undo restores exactly.
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(contain).center());
    QCOMPARE(regressiveSegments(f.curve().spline()), std::vector<std::size_t>{2});
    QCOMPARE(f.session.undoStack()->count(), 1);
    QTRY_VERIFY(f.canvas->previewCurves().empty());
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original);
}

void TestGhostsRegressionPreview::allSegmentsSubmenuPreviewsAndApplies()
{
    Fixture f;
    const AnimCurve original = f.curve();
    RegressionFixMenu *menu = f.openMenu(0);
    QVERIFY(menu);
    auto *all = menu->findChild<QMenu *>(QLatin1String(regression_preview::kAllSegmentsMenuName));
    QVERIFY(all);
    // Open the submenu with a click on its entry, then hover Keep Ratio in it.
    hover(menu, all->menuAction());
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(all->menuAction()).center());
    QTRY_VERIFY(all->isVisible());
    QAction *keepRatio = segmentAction(all, AntiRegressionMode::KeepRatio);
    QVERIFY(keepRatio);
    hover(all, keepRatio);
    QTRY_COMPARE(f.canvas->previewCurves().size(), std::size_t(1));
    const Spline &ghost = f.canvas->previewCurves().front().spline;
    QVERIFY(regressiveSegments(ghost).empty());
    QCOMPARE(ghost.knots(),
             previewRegressionFix(original, {AntiRegressionMode::KeepRatio, RegressionFixScope::Curve, 0})
                 .value()
                 .spline()
                 .knots());
    QVERIFY(f.curve() == original);

    // Apply to all: no regressive segment left, one undo step, undo restores bit for bit.
    QTest::mouseClick(all, Qt::LeftButton, {}, all->actionGeometry(keepRatio).center());
    QVERIFY(regressiveSegments(f.curve().spline()).empty());
    QCOMPARE(f.session.undoStack()->count(), 1);
    QTRY_VERIFY(f.canvas->previewCurves().empty());
    f.session.undoStack()->undo();
    QVERIFY(f.curve() == original);
}

// With three regressive curves, two of them selected in the channel tree (the third, not
// selected, is not shown), the "fix all" choices of a marker's menu act on
// both selected curves as one undo step, and preview a ghost for each; the unselected
// curve is left alone.
void TestGhostsRegressionPreview::fixAllActsOnEverySelectedCurve()
{
    QTemporaryDir dir;
    EditorSession session;
    const Spline regressive = test::twoRegressiveSegments();
    Spline lower = regressive; // the same shape 4 value units lower, its markers apart
    std::vector<Knot> knots = lower.knots();
    for (Knot &k : knots)
        k.value -= 4.0;
    QVERIFY(lower.setKnots(knots));
    QString error;
    auto doc = test::documentWithSplines({regressive, lower, regressive}, dir.path(), &error);
    QVERIFY2(doc, qPrintable(error));
    session.setDocument(std::move(doc));
    const ChannelId a = test::openedChannel(0), b = test::openedChannel(1), c = test::openedChannel(2);
    session.channelFocus()->setSelectedChannels({a, b});
    CurveCanvas canvas(&session);
    canvas.setRefineBudget(1e9);
    canvas.resize(640, 400);
    canvas.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    canvas.setVisibleRange(-2.0, 42.0, -8.0, 12.0);
    (void)canvas.grab();
    const AnimCurve beforeA = session.document()->channel(a).curve;
    const AnimCurve beforeB = session.document()->channel(b).curve;
    const AnimCurve beforeC = session.document()->channel(c).curve;

    // The marker of b's segment 2.
    const double t = 25.0;
    const QPoint badge = canvas.viewTransform().toPixels(t, *beforeB.spline().eval(t)).toPoint();
    QCOMPARE(int(canvas.hitAt(badge).kind), int(HitKind::RegressionBadge));
    QCOMPARE(canvas.hitAt(badge).channel, b);
    QTest::mouseClick(&canvas, Qt::LeftButton, {}, badge);
    auto *menu = canvas.findChild<RegressionFixMenu *>(QLatin1String(RegressionFixMenu::kObjectName));
    QVERIFY(menu);
    auto *all = menu->findChild<QMenu *>(QLatin1String(regression_preview::kAllSegmentsMenuName));
    QVERIFY(all);
    QVERIFY2(all->title().contains(QLatin1String("2 Selected Curves")), qPrintable(all->title()));
    hover(menu, all->menuAction());
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(all->menuAction()).center());
    QTRY_VERIFY(all->isVisible());
    QAction *keepStart = segmentAction(all, AntiRegressionMode::KeepStart);
    QVERIFY(keepStart);
    hover(all, keepStart);
    QTRY_COMPARE(canvas.previewCurves().size(), std::size_t(2)); // a ghost for b and for a
    QCOMPARE(canvas.previewCurves()[0].channel, b);
    QCOMPARE(canvas.previewCurves()[1].channel, a);
    QCOMPARE(session.undoStack()->count(), 0);

    QTest::mouseClick(all, Qt::LeftButton, {}, all->actionGeometry(keepStart).center());
    QCOMPARE(session.undoStack()->count(), 1); // both curves, one step
    QVERIFY(regressiveSegments(session.document()->channel(a).curve.spline()).empty());
    QVERIFY(regressiveSegments(session.document()->channel(b).curve.spline()).empty());
    QVERIFY(session.document()->channel(c).curve == beforeC); // not selected: untouched
    QCOMPARE(regressiveSegments(session.document()->channel(c).curve.spline()), (std::vector<std::size_t>{0, 2}));
    session.undoStack()->undo();
    QVERIFY(session.document()->channel(a).curve == beforeA);
    QVERIFY(session.document()->channel(b).curve == beforeB);
}

QTEST_MAIN(TestGhostsRegressionPreview)
#include "tst_ghosts_regression_preview.moc"
