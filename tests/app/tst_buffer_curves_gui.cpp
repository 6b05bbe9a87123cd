// Curve ▸ Buffer Curve in the main window, driven with real QTest mouse events on the canvas:
// a key is clicked and dragged after a Snapshot; the buffer shows as a ghost without any undo
// step or modification; the diff view lists the largest difference where the key moved (the
// same numbers as core/analysis/CurveDiff.h) and its spans are shaded on the canvas; Swap is
// exactly one undo step, and undo / redo carry both the curve and the buffer back and forth
// bit for bit. Set KNOTLINE_BUFFER_SHOT to a PNG path to save the window with ghost and spans.
#include "app/MainWindow.h"
#include "app/actions/BufferActions.h"
#include "core/analysis/CurveDiff.h"
#include "widgets/analysis/CurveDiffPanel.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/session/BufferCurves.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QHeaderView>
#include <QTest>
#include <QTreeWidget>

#include <cmath>

using namespace knotline;

namespace {

QString animFile()
{
    QString text = QStringLiteral("animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n");
    const auto curve = [&](const QString &attr, const std::vector<double> &values) {
        text += QStringLiteral("anim translate.%1 %1 ball 0 1 0;\nanimData {\n  input time;\n  output linear;\n"
                               "  weighted 0;\n  keys {\n").arg(attr);
        for (std::size_t i = 0; i < values.size(); ++i)
            text += QStringLiteral("    %1 %2 auto auto 1 0 0;\n").arg((i + 1) * 4).arg(values[i], 0, 'g', 17);
        text += QStringLiteral("  }\n}\n");
    };
    curve(QStringLiteral("translateY"), {0, 2, 5, 8, 5, 2, 0});
    curve(QStringLiteral("translateX"), {0, 1, 2, 3, 4, 5, 6});
    return text;
}

QAction *action(MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

} // namespace

class TestBufferCurvesGui : public QObject {
    Q_OBJECT

private slots:
    void snapshotDragDiffSwap();
    void twoSelectedCurves();

private:
    /// Writes animFile() as `name` and opens it in `w` (shown, 1200 × 800, when `shown`).
    bool open(MainWindow &w, const QString &name, bool shown);
    QTemporaryDir m_dir;
};

bool TestBufferCurvesGui::open(MainWindow &w, const QString &name, bool shown)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(animFile().toUtf8()) < 0)
        return false;
    f.close();
    if (shown) {
        w.resize(1200, 800);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
    }
    return w.openFile(path);
}

void TestBufferCurvesGui::snapshotDragDiffSwap()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(open(w, QStringLiteral("bounce.anim"), true));
    EditorSession *s = w.session();
    const ChannelId ty = *s->document()->findChannelByPath("ball.translate.translateY");
    s->channelFocus()->setSelectedChannels({ty});
    CurveCanvas *canvas = w.canvas();
    canvas->frameAll();
    BufferActions *buffer = w.findChild<BufferActions *>();
    QVERIFY(buffer);

    // Click the key at frame 16 (value 8): it is selected, then snapshot it.
    canvas->setVisibleRange(0, 32, -2, 12); // room above the key for the drag
    const QPoint key = canvas->viewTransform().toPixels(16, 8).toPoint();
    QTest::mouseClick(canvas, Qt::LeftButton, {}, key);
    QCOMPARE(s->selection()->knots().size(), std::size_t(1));
    const AnimCurve original = s->document()->channel(ty).curve;
    const int steps = s->undoStack()->count();
    action(w, "actionBufferSnapshot")->trigger();
    QVERIFY(buffer->buffers()->curve(ty));
    QVERIFY(*buffer->buffers()->curve(ty) == original);
    QCOMPARE(s->undoStack()->count(), steps); // a snapshot is view state
    QVERIFY(!s->document()->isModified());
    QCOMPARE(canvas->bufferOverlay().ghosts.size(), std::size_t(1));

    // Drag the key up by 80 pixels: one undo step, the curve now differs from its buffer.
    QTest::mousePress(canvas, Qt::LeftButton, {}, key);
    for (int dy = 10; dy <= 80; dy += 10)
        QTest::mouseMove(canvas, key - QPoint(0, dy));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, key - QPoint(0, 80));
    QCOMPARE(s->undoStack()->count(), steps + 1);
    const AnimCurve edited = s->document()->channel(ty).curve;
    const double moved = edited.keyValue(3) - 8.0;
    QVERIFY2(moved > 1.0, qPrintable(QString::number(moved)));
    QCOMPARE(edited.keyTime(3), 16.0);

    // The diff view: the largest difference is the key's move, at its frame; spans shaded.
    action(w, "actionBufferDiffView")->trigger();
    CurveDiffPanel *panel = buffer->diffPanel();
    QTRY_COMPARE(panel->rows().size(), std::size_t(1));
    const CurveDiffReport &r = panel->rows().front().report;
    QCOMPARE(r.largest, moved);
    QCOMPARE(r.time, 16.0);
    // Auto tangents: the neighbouring keys' tangents follow, so the curve differs on both
    // sides of them too (where the difference crosses zero at the neighbours, spans split).
    QVERIFY(!r.spans.empty());
    for (const CurveDiffSpan &span : r.spans)
        qInfo("span %.6g–%.6g largest %.6g at %g", span.start, span.end, span.largest, span.time);
    const auto [t0, t1] = keyedSpan(edited.spline(), original.spline());
    const CurveDiffReport direct = diffCurves(edited.spline(), original.spline(), t0, t1, panel->tolerance());
    QCOMPARE(r.samples, direct.samples);
    QCOMPARE(r.spans.size(), direct.spans.size());
    for (std::size_t i = 0; i < r.spans.size(); ++i) {
        QCOMPARE(r.spans[i].start, direct.spans[i].start);
        QCOMPARE(r.spans[i].end, direct.spans[i].end);
    }
    qInfo("diff: largest %.6g at frame %g, %zu spans, %zu samples", r.largest, r.time, r.spans.size(), r.samples);
    QTRY_COMPARE(canvas->bufferOverlay().diffSpans.size(), r.spans.size());
    auto *tree = panel->findChild<QTreeWidget *>(QStringLiteral("diffTree"));
    QCOMPARE(tree->topLevelItemCount(), 1);
    QCOMPARE(tree->topLevelItem(0)->text(2), QStringLiteral("16"));
    // At 1200 px the four columns fit the panel (no horizontal scrolling); the numbers are
    // not cut, the curve's whole name is in its tool tip.
    QVERIFY2(tree->header()->length() <= tree->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2").arg(tree->header()->length()).arg(tree->viewport()->width())));
    for (int c : {1, 2})
        QVERIFY(tree->columnWidth(c) >= tree->fontMetrics().horizontalAdvance(tree->topLevelItem(0)->text(c)));
    QCOMPARE(tree->topLevelItem(0)->toolTip(0), tree->topLevelItem(0)->text(0));
    const QImage shot = w.grab().toImage();
    if (qEnvironmentVariableIsSet("KNOTLINE_BUFFER_SHOT"))
        QVERIFY(shot.save(qEnvironmentVariable("KNOTLINE_BUFFER_SHOT")));
    // The ghost is drawn: turning Show Buffer Curves off changes the canvas.
    const QImage withGhost = canvas->grab().toImage();
    action(w, "actionShowBufferCurves")->trigger();
    QVERIFY(canvas->bufferOverlay().ghosts.empty());
    QVERIFY(canvas->grab().toImage() != withGhost);
    action(w, "actionShowBufferCurves")->trigger();
    QCOMPARE(canvas->bufferOverlay().ghosts.size(), std::size_t(1));

    // Swap: one undo step; curve and buffer change places; undo and redo bit for bit.
    action(w, "actionBufferSwap")->trigger();
    QCOMPARE(s->undoStack()->count(), steps + 2);
    QVERIFY(s->document()->channel(ty).curve == original);
    QVERIFY(*buffer->buffers()->curve(ty) == edited);
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(ty).curve == edited);
    QVERIFY(*buffer->buffers()->curve(ty) == original);
    s->undoStack()->redo();
    QVERIFY(s->document()->channel(ty).curve == original);
    QVERIFY(*buffer->buffers()->curve(ty) == edited);
    s->undoStack()->undo();
    s->undoStack()->undo(); // the drag
    QVERIFY(s->document()->channel(ty).curve == original);
    QTRY_VERIFY(panel->rows().size() == 1 && panel->rows().front().report.identical);
    QTRY_VERIFY(canvas->bufferOverlay().diffSpans.empty());
}

void TestBufferCurvesGui::twoSelectedCurves()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(open(w, QStringLiteral("two.anim"), false));
    EditorSession *s = w.session();
    const ChannelId ty = *s->document()->findChannelByPath("ball.translate.translateY");
    const ChannelId tx = *s->document()->findChannelByPath("ball.translate.translateX");
    CurveDiffPanel *panel = w.findChild<BufferActions *>()->diffPanel();
    panel->setMode(CurveDiffPanel::Mode::TwoCurves);
    QVERIFY(panel->rows().empty()); // nothing selected yet
    s->channelFocus()->setSelectedChannels({ty, tx});
    panel->recompute();
    QCOMPARE(panel->rows().size(), std::size_t(1));
    // translateY − translateX at the keys: 0, 1, 3, 5, 1, −3, −6: the largest is 6 at frame 28.
    const CurveDiffReport &r = panel->rows().front().report;
    QCOMPARE(panel->rows().front().channel, ty);
    QCOMPARE(*panel->rows().front().other, tx);
    QVERIFY2(r.largest >= 6.0, qPrintable(QString::number(r.largest)));
    QCOMPARE(r.largest, 6.0);
    QCOMPARE(r.time, 28.0);
}

QTEST_MAIN(TestBufferCurvesGui)
#include "tst_buffer_curves_gui.moc"
