// Knot table → canvas: a value typed into the knot table (real key events) changes the
// document's curve, and the canvas' cached sample() polylines of that channel follow
// (resampled from the document); undo brings the polylines back.
#include "tests/support/OpenedChannels.h"
#include "tests/widgets/ItemViewTestData.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/PolylineCache.h"
#include "widgets/models/KnotTableModel.h"
#include "widgets/models/KnotTableView.h"

#include <QLineEdit>
#include <QTest>

#include <array>
#include <vector>

using namespace knotline;
using namespace knotline::test;

class TestTableCanvas : public QObject {
    Q_OBJECT
private slots:
    void tableEditRedrawsCanvas();
};

using Vertices = std::vector<std::array<double, 2>>;

/// The canvas' cached polyline vertices of `channel` over the visible time range, after a
/// repaint (painting fills the cache).
static Vertices cachedVertices(CurveCanvas &canvas, ChannelId channel)
{
    canvas.grab(); // paints now, sampling what changed
    Vertices out;
    const PolylineCache *cache = canvas.polylineCache(channel);
    if (!cache)
        return out;
    const QRectF range = canvas.visibleRange();
    cache->forEach(range.left(), range.right(), [&](const SamplePolyline &p) {
        out.insert(out.end(), p.vertices.begin(), p.vertices.end());
    });
    return out;
}

/// The value of the polyline vertex nearest to time `t` (vertices are dense around keys).
static double valueNear(const Vertices &v, double t)
{
    double best = 1e300, value = 0.0;
    for (const auto &p : v)
        if (std::abs(p[0] - t) < best) {
            best = std::abs(p[0] - t);
            value = p[1];
        }
    return value;
}

void TestTableCanvas::tableEditRedrawsCanvas()
{
    QTemporaryDir dir;
    EditorSession session;
    QVERIFY(openInto(session, writeScene(dir)));
    const ChannelId tx = channelOf(session, "/Ball.tx");
    CurveCanvas canvas(&session);
    canvas.setRefineBudget(1e9); // sample everything each paint, whatever the machine's load
    canvas.resize(800, 500);
    KnotTableView table(&session);
    table.resize(1200, 300);
    canvas.show();
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    canvas.setVisibleRange(0.0, 36.0, -5.0, 30.0);
    table.setChannel(tx);

    const Vertices before = cachedVertices(canvas, tx);
    QVERIFY(!before.empty());
    QCOMPARE(valueNear(before, 10.0), 10.0);

    // Type 25 into key 1's value cell.
    const QModelIndex cell = table.knotModel()->index(1, KnotTableModel::ValueColumn);
    const QPoint at = table.visualRect(cell).center();
    QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(table.viewport(), Qt::LeftButton, {}, at);
    QLineEdit *editor = nullptr;
    for (QLineEdit *e : table.viewport()->findChildren<QLineEdit *>())
        if (e->isVisible())
            editor = e;
    QVERIFY(editor);
    QTest::keyClicks(editor, QStringLiteral("25"));
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents(); // the delegate commits through a queued call
    QCOMPARE(session.document()->channel(tx).curve.keyValue(1), 25.0);

    const Vertices after = cachedVertices(canvas, tx);
    QVERIFY(after != before);
    QCOMPARE(valueNear(after, 10.0), 25.0);
    // Away from the edited key's segments the polyline is the same curve.
    QCOMPARE(valueNear(after, 34.0), valueNear(before, 34.0));

    session.undoStack()->undo();
    const Vertices undone = cachedVertices(canvas, tx);
    QCOMPARE(valueNear(undone, 10.0), 10.0);
}

QTEST_MAIN(TestTableCanvas)
#include "tst_table_canvas.moc"
