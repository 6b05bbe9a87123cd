// Curve ▸ Filters, Key ▸ Scale Keys… and Curve ▸ Check Maya ↔ USD Round Trip… in the main
// window, driven with real QTest mouse and key events: keys are selected by clicking and
// box-dragging on the canvas, the dialogs are filled in by typing, toggled by clicking and
// closed with Return / Escape. Each filter previews ghost curves while its dialog is open
// (the document unchanged), applies as exactly one undo step on OK, and Undo restores the
// curve; Cancel and refused parameters change nothing.
#include "app/MainWindow.h"
#include "core/filters/CurveDeviation.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <functional>
#include <numbers>

using namespace knotline;

namespace {

QString animHeader()
{
    return QStringLiteral("animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n");
}

/// One curve entry with keys (t, v) of `values` at frames 1, 2, …, auto tangents.
QString animCurve(const QString &node, const QString &attr, const QString &output, const std::vector<double> &values)
{
    QString text = QStringLiteral("anim %1 %2 %3 0 1 0;\nanimData {\n  input time;\n  output %4;\n  weighted 0;\n  keys {\n")
                       .arg(attr, attr.section(QLatin1Char('.'), -1), node, output);
    for (std::size_t i = 0; i < values.size(); ++i)
        text += QStringLiteral("    %1 %2 auto auto 1 0 0;\n").arg(i + 1).arg(values[i], 0, 'g', 17);
    return text + QStringLiteral("  }\n}\n");
}

QAction *action(MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

std::vector<double> values(const AnimCurve &c)
{
    std::vector<double> v;
    for (std::size_t i = 0; i < c.numKeys(); ++i)
        v.push_back(c.keyValue(i));
    return v;
}

/// Runs `drive` on the modal dialog `trigger` opens (from the event loop, while exec runs).
/// Returns false when no dialog came up.
bool withDialog(const std::function<void()> &trigger, const std::function<void(QDialog *)> &drive)
{
    bool saw = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        saw = dialog != nullptr;
        if (dialog)
            drive(dialog);
    });
    trigger();
    return saw;
}

/// Drags a selection box on `canvas` from `from` to `to` with the left button, through the
/// middle, as a user would.
void dragBox(CurveCanvas *canvas, QPoint from, QPoint to)
{
    QTest::mousePress(canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(canvas, (from + to) / 2);
    QTest::mouseMove(canvas, to);
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, to);
}

/// Types `text` into a spin box as a user would: select all, type, leave with Tab.
void typeInto(QDoubleSpinBox *box, const QString &text)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
}

} // namespace

class TestFilterGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void eulerFilterPreviewsAndApplies();
    void eulerFilterTakesBackGimbalFlipsOfATriple();
    void simplifyOnBoxSelectedKeys();
    void smoothPreviewToggleAndCancel();
    void resampleAtStride();
    void butterworthSmoothsSelectedRangeWithBlend();
    void gaussianSmoothPreviewFollowsSigma();
    void scaleKeysReversesClickedKeys();
    void scaleKeysRefusalChangesNothing();
    void roundTripReport();

private:
    /// Opens `text` as an .anim file in a shown window; the canvas frames it.
    bool open(MainWindow &w, const QString &name, const QString &text);
    QTemporaryDir m_dir;
};

void TestFilterGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

bool TestFilterGui::open(MainWindow &w, const QString &name, const QString &text)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(text.toUtf8());
    f.close();
    w.resize(1100, 750);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w) || !w.openFile(path))
        return false;
    w.canvas()->frameAll();
    return true;
}

void TestFilterGui::eulerFilterPreviewsAndApplies()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    // A steady turn of 50° a frame, wrapped into (−180, 180] like an exporter writes it.
    std::vector<double> wrapped;
    for (int i = 0; i < 16; ++i)
        wrapped.push_back(std::remainder(50.0 * i, 360.0));
    QVERIFY(open(w, QStringLiteral("spin.anim"),
                 animHeader() + animCurve(QStringLiteral("wheel"), QStringLiteral("rotate.rotateZ"), QStringLiteral("angular"), wrapped)));
    EditorSession *s = w.session();
    const ChannelId wheel = *s->document()->findChannelByPath("wheel.rotate.rotateZ");
    s->setCurrentChannel(wheel);
    const AnimCurve before = s->document()->channel(wheel).curve;
    const int steps = s->undoStack()->count();
    bool previewed = false, unchangedWhilePreviewing = false;
    QString summary;
    QVERIFY(withDialog([&] { action(w, "actionEulerFilter")->trigger(); }, [&](QDialog *d) {
        previewed = w.canvas()->previewCurves().size() == 1;
        unchangedWhilePreviewing = s->document()->channel(wheel).curve == before;
        summary = d->findChild<QLabel *>(QStringLiteral("filterSummary"))->text();
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QVERIFY(previewed);
    QVERIFY(unchangedWhilePreviewing);
    QVERIFY2(summary.contains(QStringLiteral("unwrapped")), qPrintable(summary));
    QVERIFY(w.canvas()->previewCurves().empty()); // the ghost goes with the dialog
    QCOMPARE(s->undoStack()->count(), steps + 1);
    const std::vector<double> got = values(s->document()->channel(wheel).curve);
    for (std::size_t i = 0; i < got.size(); ++i)
        QCOMPARE(got[i], 50.0 * double(i));
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QLatin1String("Euler Filter: ")),
             qPrintable(w.statusBar()->currentMessage()));
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(wheel).curve == before);
}

void TestFilterGui::eulerFilterTakesBackGimbalFlipsOfATriple()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    // A joint turning near rotateY = 80°, whose solver wrote frames 5 and 6 as the mirrored
    // triple (x + 180, 180 − y, z + 180), wrapped into (−180, 180]: each curve swings by about
    // half a turn there although the joint barely moves.
    std::vector<double> x, y, z, tx, ty, tz;
    for (int i = 0; i < 10; ++i) {
        tx.push_back(10.0 + 5.0 * i);
        ty.push_back(80.0 + 1.0 * i);
        tz.push_back(-20.0 + 4.0 * i);
        const bool flip = i == 4 || i == 5;
        x.push_back(std::remainder(flip ? tx.back() + 180.0 : tx.back(), 360.0));
        y.push_back(std::remainder(flip ? 180.0 - ty.back() : ty.back(), 360.0));
        z.push_back(std::remainder(flip ? tz.back() + 180.0 : tz.back(), 360.0));
    }
    QVERIFY(open(w, QStringLiteral("gimbal.anim"),
                 animHeader() + animCurve(QStringLiteral("elbow"), QStringLiteral("rotate.rotateX"), QStringLiteral("angular"), x)
                     + animCurve(QStringLiteral("elbow"), QStringLiteral("rotate.rotateY"), QStringLiteral("angular"), y)
                     + animCurve(QStringLiteral("elbow"), QStringLiteral("rotate.rotateZ"), QStringLiteral("angular"), z)));
    EditorSession *s = w.session();
    const ChannelId cx = *s->document()->findChannelByPath("elbow.rotate.rotateX");
    const ChannelId cy = *s->document()->findChannelByPath("elbow.rotate.rotateY");
    const ChannelId cz = *s->document()->findChannelByPath("elbow.rotate.rotateZ");
    const AnimCurve beforeY = s->document()->channel(cy).curve;
    action(w, "actionSelectAll")->trigger();
    const int steps = s->undoStack()->count();
    QVERIFY(withDialog([&] { action(w, "actionEulerFilter")->trigger(); }, [&](QDialog *d) {
        QCOMPARE(w.canvas()->previewCurves().size(), std::size_t(3));
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QCOMPARE(s->undoStack()->count(), steps + 1);
    const std::vector<double> gx = values(s->document()->channel(cx).curve);
    const std::vector<double> gy = values(s->document()->channel(cy).curve);
    const std::vector<double> gz = values(s->document()->channel(cz).curve);
    for (std::size_t i = 0; i < gx.size(); ++i) {
        QVERIFY2(std::abs(gx[i] - tx[i]) < 1e-9 && std::abs(gy[i] - ty[i]) < 1e-9 && std::abs(gz[i] - tz[i]) < 1e-9,
                 qPrintable(QStringLiteral("frame %1: (%2, %3, %4)").arg(i + 1).arg(gx[i]).arg(gy[i]).arg(gz[i])));
    }
    // One step for the three curves: undo gives every curve back.
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(cy).curve == beforeY);
    QCOMPARE(values(s->document()->channel(cx).curve), x);
}

void TestFilterGui::simplifyOnBoxSelectedKeys()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    std::vector<double> wave;
    for (int i = 0; i < 60; ++i)
        wave.push_back(10.0 * std::sin(i * 0.1));
    QVERIFY(open(w, QStringLiteral("wave.anim"),
                 animHeader() + animCurve(QStringLiteral("ball"), QStringLiteral("translate.translateY"), QStringLiteral("linear"), wave)));
    EditorSession *s = w.session();
    const ChannelId ball = *s->document()->findChannelByPath("ball.translate.translateY");
    const AnimCurve before = s->document()->channel(ball).curve;
    CurveCanvas *canvas = w.canvas();
    // Box-select every key: drag across the whole plot from its empty top-left corner.
    const QRect plot = canvas->plotRect().toRect();
    dragBox(canvas, plot.topLeft() + QPoint(3, 3), plot.bottomRight() - QPoint(3, 3));
    QCOMPARE(s->selection()->knots().size(), std::size_t(60));
    const int steps = s->undoStack()->count();
    QString summary;
    std::size_t ghostKnots = 0;
    QVERIFY(withDialog([&] { action(w, "actionSimplifyCurve")->trigger(); }, [&](QDialog *d) {
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("filterTolerance")), QStringLiteral("0.05"));
        summary = d->findChild<QLabel *>(QStringLiteral("filterSummary"))->text();
        if (!canvas->previewCurves().empty())
            ghostKnots = canvas->previewCurves().front().spline.knotCount();
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QVERIFY2(summary.contains(QStringLiteral("of 60 keys kept")), qPrintable(summary));
    // The status bar says what was done and on how many curves (issue 37 item 1).
    const QString said = w.statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("of 60 keys kept")) && said.endsWith(QStringLiteral(", on 1 curve(s)")),
             qPrintable(said));
    const AnimCurve &after = s->document()->channel(ball).curve;
    QCOMPARE(s->undoStack()->count(), steps + 1);
    QVERIFY(after.numKeys() < 30);
    QCOMPARE(after.numKeys(), ghostKnots); // what the preview showed is what was applied
    const Deviation d = largestDifference(mayaCurveFunction(before), mayaCurveFunction(after), 1, 60);
    QVERIFY2(d.largest <= 0.05, qPrintable(QString::number(d.largest)));
    qInfo("simplify: %zu of 60 keys kept, largest deviation %.4g over %zu samples", after.numKeys(), d.largest, d.samples);
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(ball).curve == before);
}

void TestFilterGui::smoothPreviewToggleAndCancel()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(open(w, QStringLiteral("spike.anim"),
                 animHeader() + animCurve(QStringLiteral("ball"), QStringLiteral("translate.translateY"), QStringLiteral("linear"),
                                          {0, 0, 0, 0, 8, 0, 0, 0, 0})));
    EditorSession *s = w.session();
    const ChannelId ball = *s->document()->findChannelByPath("ball.translate.translateY");
    s->setCurrentChannel(ball);
    const AnimCurve before = s->document()->channel(ball).curve;
    const int steps = s->undoStack()->count();
    CurveCanvas *canvas = w.canvas();
    bool ghostOff = false, ghostBack = false, ghostDrawn = false;
    // Cancel (Escape): nothing changes.
    QVERIFY(withDialog([&] { action(w, "actionSmoothCurve")->trigger(); }, [&](QDialog *d) {
        auto *preview = d->findChild<QCheckBox *>(QStringLiteral("filterPreview"));
        const QImage withGhost = canvas->grab().toImage();
        QTest::mouseClick(preview, Qt::LeftButton, {}, QPoint(6, preview->height() / 2));
        ghostOff = canvas->previewCurves().empty();
        ghostDrawn = canvas->grab().toImage() != withGhost; // the dashed ghost is gone
        QTest::mouseClick(preview, Qt::LeftButton, {}, QPoint(6, preview->height() / 2));
        ghostBack = canvas->previewCurves().size() == 1;
        ghostDrawn = ghostDrawn && canvas->grab().toImage() == withGhost;
        QTest::keyClick(d, Qt::Key_Escape);
    }));
    QVERIFY(ghostOff);
    QVERIFY(ghostBack);
    QVERIFY(ghostDrawn);
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(s->document()->channel(ball).curve == before);
    // OK with a 4-frame window: one undo step, the spike spread out.
    QVERIFY(withDialog([&] { action(w, "actionSmoothCurve")->trigger(); }, [&](QDialog *d) {
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("filterWindow")), QStringLiteral("4"));
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QCOMPARE(s->undoStack()->count(), steps + 1);
    const std::vector<double> got = values(s->document()->channel(ball).curve);
    QVERIFY(got[4] < 8.0 && got[4] > 0.0);
    QVERIFY(got[3] > 0.0 && got[5] > 0.0);
    QCOMPARE(got[0], 0.0);
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(ball).curve == before);
}

void TestFilterGui::resampleAtStride()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    std::vector<double> ramp;
    for (int i = 0; i < 21; ++i)
        ramp.push_back(0.5 * i * i);
    QVERIFY(open(w, QStringLiteral("ramp.anim"),
                 animHeader() + animCurve(QStringLiteral("box"), QStringLiteral("translate.translateX"), QStringLiteral("linear"), ramp)));
    EditorSession *s = w.session();
    const ChannelId box = *s->document()->findChannelByPath("box.translate.translateX");
    s->setCurrentChannel(box);
    const AnimCurve before = s->document()->channel(box).curve;
    const int steps = s->undoStack()->count();
    QVERIFY(withDialog([&] { action(w, "actionResampleCurve")->trigger(); }, [&](QDialog *d) {
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("filterStride")), QStringLiteral("5"));
        auto *type = d->findChild<QComboBox *>(QStringLiteral("filterTangentType"));
        type->setFocus();
        QTest::keyClick(type, Qt::Key_Down); // Auto → Spline
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QCOMPARE(s->undoStack()->count(), steps + 1);
    const AnimCurve &after = s->document()->channel(box).curve;
    QCOMPARE(keyTimes(after), (std::vector<double>{1, 6, 11, 16, 21}));
    QCOMPARE(after.keyInfo()[2].inType, MayaTangentType::Smooth);
    QCOMPARE(after.keyValue(2), 50.0); // the curve's value at frame 11 (key 11: 0.5 · 10²)
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(box).curve == before);
}

void TestFilterGui::butterworthSmoothsSelectedRangeWithBlend()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    // A slow sine with ±0.5 of frame-to-frame jitter (12 Hz at 24 fps), a key a frame.
    std::vector<double> noisy;
    for (int i = 0; i < 96; ++i)
        noisy.push_back(10.0 * std::sin(2.0 * std::numbers::pi * i / 48.0) + (i % 2 ? 0.5 : -0.5));
    QVERIFY(open(w, QStringLiteral("jitter.anim"),
                 animHeader() + animCurve(QStringLiteral("hand"), QStringLiteral("translate.translateY"), QStringLiteral("linear"), noisy)));
    EditorSession *s = w.session();
    const ChannelId hand = *s->document()->findChannelByPath("hand.translate.translateY");
    const AnimCurve before = s->document()->channel(hand).curve;
    // Keys 21 … 71 (indices 20 … 70) are the range: box-select them, from halfway between
    // keys 19 and 20 to halfway between keys 70 and 71, over the plot's whole height.
    CurveCanvas *canvas = w.canvas();
    const AnimCurve &curve = s->document()->channel(hand).curve;
    const ViewTransform &view = canvas->viewTransform();
    const QRect plot = canvas->plotRect().toRect();
    const int x0 = int(std::round((keyPixel(curve, 19, view).x() + keyPixel(curve, 20, view).x()) / 2));
    const int x1 = int(std::round((keyPixel(curve, 70, view).x() + keyPixel(curve, 71, view).x()) / 2));
    dragBox(canvas, QPoint(x0, plot.top() + 3), QPoint(x1, plot.bottom() - 3));
    QCOMPARE(s->selection()->knots().size(), std::size_t(51));
    const int steps = s->undoStack()->count();
    QString summary;
    QVERIFY(withDialog([&] { action(w, "actionButterworthSmooth")->trigger(); }, [&](QDialog *d) {
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("filterCutoff")), QStringLiteral("2"));
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("filterBlend")), QStringLiteral("6"));
        summary = d->findChild<QLabel *>(QStringLiteral("filterSummary"))->text();
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QVERIFY2(summary.contains(QStringLiteral("key(s) changed")), qPrintable(summary));
    QCOMPARE(s->undoStack()->count(), steps + 1);
    QCOMPARE(s->undoStack()->text(s->undoStack()->count() - 1), QStringLiteral("Butterworth Smooth"));
    const std::vector<double> got = values(s->document()->channel(hand).curve);
    for (std::size_t i = 0; i < got.size(); ++i) {
        if (i < 20 || i > 70 || i == 20 || i == 70) // outside, and the range's ends (blend weight 0)
            QCOMPARE(got[i], noisy[i]);
    }
    // Past the blend the jitter is gone: within 0.1 of the clean sine (it was 0.5 off).
    for (std::size_t i = 30; i <= 60; ++i)
        QVERIFY2(std::abs(got[i] - 10.0 * std::sin(2.0 * std::numbers::pi * double(i) / 48.0)) < 0.1, qPrintable(QString::number(i)));
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(hand).curve == before);
}

void TestFilterGui::gaussianSmoothPreviewFollowsSigma()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(open(w, QStringLiteral("bump.anim"),
                 animHeader() + animCurve(QStringLiteral("ball"), QStringLiteral("translate.translateY"), QStringLiteral("linear"),
                                          {0, 0, 0, 6, 0, 0, 0})));
    EditorSession *s = w.session();
    const ChannelId ball = *s->document()->findChannelByPath("ball.translate.translateY");
    s->setCurrentChannel(ball);
    const AnimCurve before = s->document()->channel(ball).curve;
    const int steps = s->undoStack()->count();
    CurveCanvas *canvas = w.canvas();
    QString wide, narrow;
    double widePeak = 0.0, narrowPeak = 0.0;
    bool cutoffShown = true;
    QVERIFY(withDialog([&] { action(w, "actionGaussianSmooth")->trigger(); }, [&](QDialog *d) {
        auto *label = d->findChild<QLabel *>(QStringLiteral("filterSummary"));
        cutoffShown = d->findChild<QDoubleSpinBox *>(QStringLiteral("filterCutoff")) != nullptr;
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("filterSigma")), QStringLiteral("1"));
        wide = label->text();
        if (!canvas->previewCurves().empty())
            widePeak = canvas->previewCurves().front().spline.knots()[3].value;
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("filterSigma")), QStringLiteral("0.3"));
        narrow = label->text();
        if (!canvas->previewCurves().empty())
            narrowPeak = canvas->previewCurves().front().spline.knots()[3].value;
        QTest::keyClick(d, Qt::Key_Escape);
    }));
    QVERIFY(!cutoffShown); // the Butterworth fields are not on this form
    QVERIFY2(wide.contains(QStringLiteral("key(s) changed")), qPrintable(wide));
    QVERIFY2(narrow != wide, qPrintable(narrow));
    // The ghost follows the sigma: a narrower bell lowers the peak less.
    QVERIFY2(widePeak > 0.0 && widePeak < narrowPeak && narrowPeak < 6.0,
             qPrintable(QStringLiteral("%1 %2").arg(widePeak).arg(narrowPeak)));
    // Cancelled: nothing changed.
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(s->document()->channel(ball).curve == before);
}

void TestFilterGui::scaleKeysReversesClickedKeys()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(open(w, QStringLiteral("keys.anim"),
                 animHeader() + animCurve(QStringLiteral("box"), QStringLiteral("translate.translateX"), QStringLiteral("linear"),
                                          {0, 4, 1, 6, 2, 3})));
    EditorSession *s = w.session();
    const ChannelId box = *s->document()->findChannelByPath("box.translate.translateX");
    CurveCanvas *canvas = w.canvas();
    canvas->setFocus();
    const AnimCurve before = s->document()->channel(box).curve;
    // Click key 2, Shift+click keys 3 and 4 (frames 2, 3, 4).
    QTest::mouseClick(canvas, Qt::LeftButton, {}, keyPixel(before, 1, canvas->viewTransform()).toPoint());
    QTest::mouseClick(canvas, Qt::LeftButton, Qt::ShiftModifier, keyPixel(before, 2, canvas->viewTransform()).toPoint());
    QTest::mouseClick(canvas, Qt::LeftButton, Qt::ShiftModifier, keyPixel(before, 3, canvas->viewTransform()).toPoint());
    QCOMPARE(s->selection()->knots().size(), std::size_t(3));
    const int steps = s->undoStack()->count();
    QString refusedSummary, summary;
    bool refusedGhost = true, ghost = false;
    QVERIFY(withDialog([&] { action(w, "actionScaleKeys")->trigger(); }, [&](QDialog *d) {
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("scaleTime")), QStringLiteral("-1"));
        auto *pivot = d->findChild<QComboBox *>(QStringLiteral("scaleTimePivot"));
        pivot->setFocus();
        // Start of the selection (frame 2): frames 2, 3, 4 would land on 2, 1, 0, past key 1.
        QTest::keyClick(pivot, Qt::Key_Down);
        refusedSummary = d->findChild<QLabel *>(QStringLiteral("scaleSummary"))->text();
        refusedGhost = !canvas->previewCurves().empty();
        // A typed pivot at frame 3, the middle: 2 ↔ 4.
        QTest::keyClick(pivot, Qt::Key_Down);
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("scaleTimePivotValue")), QStringLiteral("3"));
        summary = d->findChild<QLabel *>(QStringLiteral("scaleSummary"))->text();
        ghost = canvas->previewCurves().size() == 1;
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QVERIFY2(refusedSummary.contains(QStringLiteral("would pass key 1")), qPrintable(refusedSummary));
    QVERIFY(!refusedGhost);
    QVERIFY(ghost);
    QVERIFY2(summary.contains(QStringLiteral("about frame 3")), qPrintable(summary));
    QCOMPARE(s->undoStack()->count(), steps + 1);
    const AnimCurve &after = s->document()->channel(box).curve;
    QCOMPARE(keyTimes(after), (std::vector<double>{1, 2, 3, 4, 5, 6}));
    QCOMPARE(values(after), (std::vector<double>{0, 6, 1, 4, 2, 3}));
    // The status bar names the step and how many keys it scaled (issue 37 items 1 and 8).
    QCOMPARE(w.statusBar()->currentMessage(), s->undoStack()->undoText());
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Scale Keys on 3 key(s)")),
             qPrintable(w.statusBar()->currentMessage()));
    s->undoStack()->undo();
    QVERIFY(s->document()->channel(box).curve == before);
}

void TestFilterGui::scaleKeysRefusalChangesNothing()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(open(w, QStringLiteral("keys2.anim"),
                 animHeader() + animCurve(QStringLiteral("box"), QStringLiteral("translate.translateX"), QStringLiteral("linear"),
                                          {0, 4, 1, 6})));
    EditorSession *s = w.session();
    const ChannelId box = *s->document()->findChannelByPath("box.translate.translateX");
    CurveCanvas *canvas = w.canvas();
    const AnimCurve before = s->document()->channel(box).curve;
    QTest::mouseClick(canvas, Qt::LeftButton, {}, keyPixel(before, 1, canvas->viewTransform()).toPoint());
    QCOMPARE(s->selection()->knots().size(), std::size_t(1));
    const int steps = s->undoStack()->count();
    QString summary;
    bool ghost = true;
    QVERIFY(withDialog([&] { action(w, "actionScaleKeys")->trigger(); }, [&](QDialog *d) {
        typeInto(d->findChild<QDoubleSpinBox *>(QStringLiteral("scaleTime")), QStringLiteral("0"));
        summary = d->findChild<QLabel *>(QStringLiteral("scaleSummary"))->text();
        ghost = !canvas->previewCurves().empty();
        QTest::keyClick(d, Qt::Key_Return);
    }));
    QVERIFY2(summary.contains(QStringLiteral("time scale")), qPrintable(summary));
    QVERIFY(!ghost);
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(s->document()->channel(box).curve == before);
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QLatin1String("Not done: ")),
             qPrintable(w.statusBar()->currentMessage()));
}

void TestFilterGui::roundTripReport()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(open(w, QStringLiteral("two.anim"),
                 animHeader() + animCurve(QStringLiteral("box"), QStringLiteral("translate.translateX"), QStringLiteral("linear"), {0, 4, 1})
                     + animCurve(QStringLiteral("box"), QStringLiteral("rotate.rotateY"), QStringLiteral("angular"), {10, 20})));
    int rows = 0;
    QString result, summary;
    QVERIFY(withDialog([&] { action(w, "actionRoundTripCheck")->trigger(); }, [&](QDialog *d) {
        auto *table = d->findChild<QTableWidget *>(QStringLiteral("roundTripTable"));
        rows = table->rowCount();
        result = table->item(0, 1)->text();
        summary = d->findChild<QLabel *>(QStringLiteral("roundTripSummary"))->text();
        QTest::keyClick(d, Qt::Key_Escape);
    }));
    QCOMPARE(rows, 2);
    QCOMPARE(result, QStringLiteral("Exact"));
    QVERIFY2(summary.startsWith(QLatin1String("2 exact")), qPrintable(summary));
}

QTEST_MAIN(TestFilterGui)
#include "tst_filter_gui.moc"
