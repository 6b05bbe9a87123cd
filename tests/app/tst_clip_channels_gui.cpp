// Clip-driven channels in the window (issue 14, editor part): a layer whose prim has a
// clip set (../shared/golden/clips/multi_two_clips_jump: clip a from 0, clip b from 10,
// a jump in `times` at 10) opens with its clip-driven attribute in the channel tree,
// marked (film-strip icon, tooltip naming the clip set) and read-only; drawing resolves
// its curve from the clips (the stage's values, the jump included); the clip boundary at
// 10 is marked on the canvas and hovering it names the clip file; a real drag on one of
// its keys changes nothing.
#include "app/MainWindow.h"
#include "tests/support/GoldenData.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/models/KnotTableModel.h"
#include "widgets/models/KnotTableView.h"
#include "widgets/session/EditorSession.h"

#include <QHelpEvent>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

using namespace knotline;

class TestClipChannelsGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void clipChannelShowsResolvedAndReadOnly();

private:
    QTemporaryDir m_dir;
};

void TestClipChannelsGui::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/clips/multi_two_clips_jump/root.usda"));
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_clip_channels_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void TestClipChannelsGui::clipChannelShowsResolvedAndReadOnly()
{
    MainWindow w;
    QVERIFY(w.openFile(test::goldenRoot() + QStringLiteral("/clips/multi_two_clips_jump/root.usda")));
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    const EditorDocument *doc = s->document();
    QCOMPARE(doc->channelCount(), std::size_t(1));
    const ChannelId x = doc->channelIdAt(0);
    const Channel &c = doc->channel(x);
    QCOMPARE(c.path, std::string("/Model.x"));
    QCOMPARE(c.valueSource, ValueSourceKind::ClipSet);
    QVERIFY(c.readOnly);

    auto *canvas = w.findChild<CurveCanvas *>();
    auto *tree = w.findChild<ChannelTreeView *>();
    auto *knots = w.findChild<KnotTableView *>();
    QVERIFY(canvas && tree && knots);
    canvas->repaint();
    QVERIFY(!doc->channel(x).curvePending);
    // The resolved curve: clip a's 0..10 up to the jump, clip b's 100..200 after it.
    const Spline &spline = doc->channel(x).curve.spline();
    QCOMPARE(spline.eval(5.0), std::optional<double>(5.0));
    QVERIFY(qAbs(*spline.eval(9.99) - 9.99) < 1e-9);
    QCOMPARE(spline.eval(10.0), std::optional<double>(100.0));
    QCOMPARE(spline.eval(15.0), std::optional<double>(150.0));

    const auto *model = qobject_cast<const ChannelTreeModel *>(tree->model());
    QVERIFY(model);
    const QModelIndex name = model->indexOfChannel(x);
    QVERIFY(model->data(name, Qt::ToolTipRole).toString().contains(QLatin1String("clip set 'default' of /Model")));
    QVERIFY(!model->data(name, Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(knots->model()->rowCount() > 0);
    QVERIFY(!(knots->model()->flags(knots->model()->index(0, 1)) & Qt::ItemIsEditable));

    // The jump at 10 (issue 37 item 9): OpenUSD's sample one SafeStep before it is listed as
    // the value just before the jump, not as a key with a slope of about -1e9.
    const QAbstractItemModel *table = knots->model();
    int jumpRow = -1;
    for (int r = 0; r + 1 < table->rowCount(); ++r)
        if (spline.knots()[std::size_t(r) + 1].time == 10.0)
            jumpRow = r;
    QVERIFY(jumpRow >= 0);
    QVERIFY(spline.knots()[std::size_t(jumpRow)].time < 10.0);
    const auto cell = [&](int row, KnotTableModel::Column column) {
        return table->index(row, column).data().toString();
    };
    QCOMPARE(cell(jumpRow, KnotTableModel::TimeColumn), QStringLiteral("just before 10"));
    QCOMPARE(cell(jumpRow, KnotTableModel::InterpolationColumn), QStringLiteral("Jump"));
    QCOMPARE(cell(jumpRow, KnotTableModel::OutSlopeColumn), QString());
    QCOMPARE(cell(jumpRow + 1, KnotTableModel::InSlopeColumn), QString());
    QCOMPARE(cell(jumpRow + 1, KnotTableModel::TimeColumn), QStringLiteral("10"));
    QVERIFY(table->index(jumpRow, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("SafeStep")));
    QVERIFY(!cell(0, KnotTableModel::OutSlopeColumn).isEmpty()); // an ordinary key keeps its slope

    // The boundary at 10: hovering its line (above the curve) names the clip coming in.
    canvas->frameAll();
    const ViewTransform &view = canvas->viewTransform();
    const QPoint onLine(qRound(view.timeToX(10.0)), qRound(view.valueToY(190.0)));
    QTest::mouseMove(canvas, onLine);
    QHelpEvent help(QEvent::ToolTip, onLine, canvas->mapToGlobal(onLine));
    QCoreApplication::sendEvent(canvas, &help);
    QVERIFY2(QToolTip::text().contains(QLatin1String("./b.usda")), qPrintable(QToolTip::text()));
    QVERIFY(QToolTip::text().contains(QLatin1String("Clip set 'default'")));
    QToolTip::hideText();

    // A real drag on the key at 5 does nothing: the channel is read-only.
    const int steps = s->undoStack()->count();
    const AnimCurve before = doc->channel(x).curve;
    const QPoint key(qRound(view.timeToX(5.0)), qRound(view.valueToY(5.0)));
    QTest::mousePress(canvas, Qt::LeftButton, {}, key);
    QTest::mouseMove(canvas, key + QPoint(30, -40));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, key + QPoint(30, -40));
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(doc->channel(x).curve == before);
    QVERIFY(!doc->isModified());
}

QTEST_MAIN(TestClipChannelsGui)
#include "tst_clip_channels_gui.moc"
