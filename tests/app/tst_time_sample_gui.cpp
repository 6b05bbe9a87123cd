// Time-sampled channels in the window (issue 17 item 7): Knotline's own baked export of
// the sample scene (only time samples) opens with its channels, marked as time samples in
// the channel tree and the inspector, with read-only keys in the knot table; Curve ▸
// Convert Time Samples to Spline on the channel made current with a real key press makes
// it an editable spline in one undo step, and undo brings the time samples back.
#include "tests/support/OpenedChannels.h"
#include "app/MainWindow.h"
#include "core/io/BakeExport.h"
#include "core/io/LayerFile.h"
#include "widgets/inspector/InspectorWidget.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/models/KnotTableView.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace knotline;

class TestTimeSampleGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void bakedSceneShowsAndConverts();

private:
    QTemporaryDir m_dir;
};

namespace {

bool anyLabelContains(const QWidget *parent, const QString &text)
{
    for (const QLabel *l : parent->findChildren<QLabel *>())
        if (l->text().contains(text))
            return true;
    return false;
}

} // namespace

void TestTimeSampleGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_time_sample_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void TestTimeSampleGui::bakedSceneShowsAndConverts()
{
    Result<Layer> scene = readLayerFile(MainWindow::sampleScenePath());
    QVERIFY2(scene.isOk(), scene.message().c_str());
    Layer baked = scene.value();
    const Result<BakeReport> report = bakeLayer(baked, BakeOptions{});
    QVERIFY2(report.isOk(), report.message().c_str());
    const QString path = m_dir.filePath(QStringLiteral("baked.usda"));
    QVERIFY(saveLayerFile(baked, path).isOk());

    MainWindow w;
    QVERIFY(w.openFile(path));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    const EditorDocument *doc = s->document();
    QCOMPARE(doc->channelCount(), report->attributes.size()); // not "No animation curves"
    for (ChannelId id : doc->channelIds())
        QCOMPARE(doc->channel(id).valueSource, ValueSourceKind::TimeSamples);

    auto *tree = w.findChild<ChannelTreeView *>();
    auto *knots = w.findChild<KnotTableView *>();
    auto *inspector = w.findChild<InspectorWidget *>();
    QVERIFY(tree && knots && inspector);
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Down); // a real key press makes the second channel current
    const std::optional<ChannelId> current = s->currentChannel();
    QVERIFY(current && *current != test::openedChannel(0));
    const ChannelId ch = *current;
    const auto *model = qobject_cast<const ChannelTreeModel *>(tree->model());
    QVERIFY(model);
    const QModelIndex name = model->indexOfChannel(ch);
    QVERIFY(model->data(name, Qt::ToolTipRole).toString().contains(QLatin1String("Time samples")));
    QVERIFY(!model->data(name, Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(anyLabelContains(inspector, QStringLiteral("Time samples")));
    // The knot table lists the samples, read-only.
    QCOMPARE(knots->model()->rowCount(), int(doc->channel(ch).curve.numKeys()));
    QVERIFY(!(knots->model()->flags(knots->model()->index(0, 1)) & Qt::ItemIsEditable));

    const int steps = s->undoStack()->count();
    const AnimCurve curve = doc->channel(ch).curve;
    w.findChild<QAction *>(QStringLiteral("actionConvertTimeSamples"))->trigger();
    QCOMPARE(s->undoStack()->count(), steps + 1);
    QCOMPARE(doc->channel(ch).valueSource, ValueSourceKind::Spline);
    QVERIFY(!doc->channel(ch).readOnly);
    QVERIFY(doc->channel(ch).curve == curve);
    QCOMPARE(s->currentChannel(), std::optional<ChannelId>(ch));
    QVERIFY(knots->model()->flags(knots->model()->index(0, 1)) & Qt::ItemIsEditable);
    QVERIFY(!anyLabelContains(inspector, QStringLiteral("Time samples")));
    QVERIFY(!model->data(model->indexOfChannel(ch), Qt::ToolTipRole).toString().contains(QLatin1String("Time samples")));
    // Only the current channel was converted.
    QCOMPARE(doc->channel(test::openedChannel(0)).valueSource, ValueSourceKind::TimeSamples);

    s->undoStack()->undo();
    QCOMPARE(doc->channel(ch).valueSource, ValueSourceKind::TimeSamples);
    QVERIFY(doc->channel(ch).readOnly);
    s->undoStack()->redo();
    QCOMPARE(doc->channel(ch).valueSource, ValueSourceKind::Spline);
}

QTEST_MAIN(TestTimeSampleGui)
#include "tst_time_sample_gui.moc"
