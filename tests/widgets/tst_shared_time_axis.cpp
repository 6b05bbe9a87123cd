// The shared time axis (EditorSession::visibleTimeRange): the curve canvas drives it and the
// velocity chart follows, so the chart's time QValueAxis range is the canvas' visible time
// range after real wheel zooms (plot, time ruler, Ctrl; Shift leaves time alone), a real
// middle-button pan, a real "A" (frame all), resizes and a new document; the chart's
// setTimeRange goes through the session, so the canvas follows it.
#include "tests/support/OpenedChannels.h"
#include "tests/widgets/ItemViewTestData.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/charts/VelocityChart.h"

#include <QApplication>
#include <QTest>
#include <QValueAxis>
#include <QWheelEvent>

#include <cmath>

using namespace knotline;
using namespace knotline::test;

namespace {

void wheel(QWidget *w, QPoint pos, int delta, Qt::KeyboardModifiers mods)
{
    QWheelEvent ev(QPointF(pos), QPointF(w->mapToGlobal(pos)), QPoint(), QPoint(0, delta), Qt::NoButton, mods,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &ev);
}

void drag(QWidget *w, QPoint from, QPoint to, Qt::MouseButton button)
{
    QTest::mousePress(w, button, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(w, from + (to - from) * i / 4);
    QTest::mouseRelease(w, button, {}, to);
}

bool near(double a, double b, double tol = 1e-9)
{
    return std::abs(a - b) <= tol * std::max(1.0, std::abs(b));
}

} // namespace

class TestSharedTimeAxis : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void startsInStep();
    void wheelZoomMovesChartTimeAxis_data();
    void wheelZoomMovesChartTimeAxis();
    void middleDragPanMovesChartTimeAxis();
    void frameAllAndResizeMoveChartTimeAxis();
    void chartSetTimeRangeMovesCanvas();
    void newDocumentStaysInStep();

private:
    /// The canvas' visible time range (time codes at the plot's left and right edges) is
    /// exactly the session's and the chart's time axis range.
    QString inStep() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<EditorSession> m_session;
    std::unique_ptr<CurveCanvas> m_canvas;
    std::unique_ptr<VelocityChart> m_chart;
};

void TestSharedTimeAxis::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<EditorSession>();
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    m_canvas = std::make_unique<CurveCanvas>(m_session.get());
    m_canvas->resize(800, 500);
    m_chart = std::make_unique<VelocityChart>(m_session.get());
    m_chart->resize(500, 300);
    m_canvas->show();
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_canvas.get()));
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
}

void TestSharedTimeAxis::cleanup()
{
    m_chart.reset();
    m_canvas.reset();
    m_session.reset();
    m_dir.reset();
}

QString TestSharedTimeAxis::inStep() const
{
    const QRectF canvas = m_canvas->visibleRange();
    const TimeInterval shared = m_session->visibleTimeRange();
    const QValueAxis *axis = m_chart->timeAxis();
    if (canvas.left() == shared.min && canvas.right() == shared.max && axis->min() == shared.min
        && axis->max() == shared.max && m_chart->timeMin() == shared.min && m_chart->timeMax() == shared.max)
        return QString();
    return QStringLiteral("canvas [%1, %2], session [%3, %4], chart axis [%5, %6]")
        .arg(canvas.left(), 0, 'g', 17).arg(canvas.right(), 0, 'g', 17)
        .arg(shared.min, 0, 'g', 17).arg(shared.max, 0, 'g', 17)
        .arg(axis->min(), 0, 'g', 17).arg(axis->max(), 0, 'g', 17);
}

void TestSharedTimeAxis::startsInStep()
{
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
    // The canvas framed all its curves (keys 1 … 34, padded), not the document's range.
    QVERIFY(m_canvas->visibleRange().left() < 1.0 && m_canvas->visibleRange().right() > 34.0);
}

void TestSharedTimeAxis::wheelZoomMovesChartTimeAxis_data()
{
    QTest::addColumn<int>("where"); // 0 = plot centre, 1 = plot left quarter, 2 = time ruler
    QTest::addColumn<int>("delta");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<bool>("timeChanges");
    QTest::newRow("plot, in") << 0 << 240 << int(Qt::NoModifier) << true;
    QTest::newRow("plot, out") << 0 << -360 << int(Qt::NoModifier) << true;
    QTest::newRow("off centre, in") << 1 << 120 << int(Qt::NoModifier) << true;
    QTest::newRow("time ruler") << 2 << 240 << int(Qt::NoModifier) << true;
    QTest::newRow("ctrl: time only") << 0 << 240 << int(Qt::ControlModifier) << true;
    QTest::newRow("shift: value only") << 0 << 240 << int(Qt::ShiftModifier) << false;
}

void TestSharedTimeAxis::wheelZoomMovesChartTimeAxis()
{
    QFETCH(int, where);
    QFETCH(int, delta);
    QFETCH(int, modifiers);
    QFETCH(bool, timeChanges);
    const QRectF plot = m_canvas->plotRect();
    const QPoint pos = where == 0   ? plot.center().toPoint()
                       : where == 1 ? QPointF(plot.left() + plot.width() / 4, plot.center().y()).toPoint()
                                    : m_canvas->timeRulerRect().center().toPoint();
    const QRectF before = m_canvas->visibleRange();
    const double timeUnderPointer = m_canvas->viewTransform().xToTime(pos.x());
    wheel(m_canvas.get(), pos, delta, Qt::KeyboardModifiers(modifiers));
    const QRectF after = m_canvas->visibleRange();
    QCOMPARE(after.left() != before.left() || after.right() != before.right(), timeChanges);
    if (timeChanges) {
        const double expectedSpan = before.width() / std::pow(1.2, delta / 120.0);
        QVERIFY(near(after.width(), expectedSpan));
        QVERIFY(near(m_canvas->viewTransform().xToTime(pos.x()), timeUnderPointer));
    }
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
}

void TestSharedTimeAxis::middleDragPanMovesChartTimeAxis()
{
    CanvasOptions blender = m_canvas->options(); // middle-drag pans in the Blender-style keymap
    blender.keymap = CanvasKeymap::Blender;
    m_canvas->setOptions(blender);
    const QRectF before = m_canvas->visibleRange();
    const double pixelsPerTime = m_canvas->viewTransform().pixelsPerTime();
    const QPoint from = m_canvas->plotRect().center().toPoint();
    drag(m_canvas.get(), from, from + QPoint(-120, 15), Qt::MiddleButton);
    const QRectF after = m_canvas->visibleRange();
    // Content moved 120 px left: the view shows later times.
    QVERIFY(near(after.left(), before.left() + 120.0 / pixelsPerTime));
    QVERIFY(near(after.width(), before.width()));
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
}

void TestSharedTimeAxis::frameAllAndResizeMoveChartTimeAxis()
{
    wheel(m_canvas.get(), m_canvas->plotRect().center().toPoint(), 480, Qt::NoModifier);
    const QRectF zoomed = m_canvas->visibleRange();
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
    // A real "A": frame all again.
    m_canvas->setFocus();
    QTest::keyClick(m_canvas.get(), Qt::Key_A);
    QVERIFY(m_canvas->visibleRange().width() > 2.0 * zoomed.width());
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
    // Resizing the canvas while framed keeps the framed times; after a zoom, a wider canvas
    // shows more time — the chart follows both.
    m_canvas->resize(1000, 500);
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
    wheel(m_canvas.get(), m_canvas->plotRect().center().toPoint(), 120, Qt::NoModifier);
    const double span = m_canvas->visibleRange().width();
    m_canvas->resize(1200, 500);
    QVERIFY(m_canvas->visibleRange().width() > span);
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
}

void TestSharedTimeAxis::chartSetTimeRangeMovesCanvas()
{
    const double pixelsPerValue = m_canvas->viewTransform().pixelsPerValue();
    const double yOffset = m_canvas->viewTransform().yOffset();
    m_chart->setTimeRange(20.0, 5.0); // reversed on purpose
    QVERIFY(near(m_canvas->visibleRange().left(), 5.0));
    QVERIFY(near(m_canvas->visibleRange().right(), 20.0));
    QCOMPARE(m_canvas->viewTransform().pixelsPerValue(), pixelsPerValue); // values untouched
    QCOMPARE(m_canvas->viewTransform().yOffset(), yOffset);
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
    // Non-finite or empty ranges are ignored everywhere.
    const QRectF now = m_canvas->visibleRange();
    m_chart->setTimeRange(std::nan(""), 3.0);
    m_session->setVisibleTimeRange(7.0, 7.0);
    QCOMPARE(m_canvas->visibleRange(), now);
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
    // The canvas drives again with the next wheel zoom.
    wheel(m_canvas.get(), m_canvas->plotRect().center().toPoint(), 120, Qt::NoModifier);
    QVERIFY(m_canvas->visibleRange().width() < 15.0);
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
}

void TestSharedTimeAxis::newDocumentStaysInStep()
{
    wheel(m_canvas.get(), m_canvas->plotRect().center().toPoint(), 600, Qt::NoModifier);
    const double zoomedSpan = m_canvas->visibleRange().width();
    QVERIFY(openInto(*m_session, writeScene(*m_dir))); // the canvas frames the new document
    QVERIFY(m_canvas->visibleRange().width() > 2.0 * zoomedSpan);
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
    // Again, framing exactly as before (same view): the session's reset to the document's
    // start/end does not win over what the canvas shows.
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    QVERIFY2(inStep().isEmpty(), qPrintable(inStep()));
}

QTEST_MAIN(TestSharedTimeAxis)
#include "tst_shared_time_axis.moc"
