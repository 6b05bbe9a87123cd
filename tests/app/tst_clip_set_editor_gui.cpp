// The clip-set editor (Curve ▸ Edit Clip Set…, issue 15) driven with real key presses and
// clicks: the set driving the current channel (clips of ../shared/golden/clips/
// multi_two_clips_jump: a from 0, b from 10) opens with its `active` and `times` tables;
// typing an activation time that collides with another shows the reason and disables OK;
// a valid time and OK apply the edit as one undo step (the channel's value follows);
// undo and redo restore and re-apply it. Editing the manifest path to one that declares
// more attributes adds their channels to the channel tree at once (and undo removes
// them), with the tree model checked by QAbstractItemModelTester throughout. A set that
// only a sublayer authors opens read-only, saying why; typing changes nothing.
#include "app/MainWindow.h"
#include "tests/support/GoldenData.h"
#include "widgets/session/EditorSession.h"
#include "widgets/valueclips/ClipSetEditor.h"

#include "widgets/canvas/CurveCanvas.h"
#include "widgets/charts/RetimingChart.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/ChannelTreeView.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace knotline;

class TestClipSetEditorGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void editActiveThroughTheDialog();
    void manifestEditAddsAndRemovesChannels();
    void sublayerSetIsReadOnly();
    void retimingChartFollowsTheEdit();

private:
    QTemporaryDir m_dir;
};

void TestClipSetEditorGui::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/clips/multi_two_clips_jump/b.usda"));
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_clip_set_editor_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

namespace {

/// Curve ▸ Edit Clip Set… on `w`'s current channel: the editor once shown and active,
/// else nullptr.
ClipSetEditor *openEditor(MainWindow &w)
{
    w.findChild<QAction *>(QStringLiteral("actionEditClipSet"))->trigger();
    auto *editor = w.findChild<ClipSetEditor *>();
    if (!editor || !QTest::qWaitForWindowExposed(editor))
        return nullptr;
    editor->activateWindow();
    return QTest::qWaitForWindowActive(editor) ? editor : nullptr;
}

/// Types `text` into cell (row, column) of `table` as a user does: F2, the text, Tab.
void typeCell(QTableWidget *table, int row, int column, const QString &text)
{
    table->setFocus();
    table->setCurrentCell(row, column);
    QTest::keyClick(table->viewport(), Qt::Key_F2);
    auto *editor = table->viewport()->findChild<QLineEdit *>();
    QVERIFY(editor);
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Tab); // commits (Return would also press the dialog's OK)
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the closed editor goes
    // Tab opened the next cell's editor: Escape closes it unchanged.
    if (auto *next = table->viewport()->findChild<QLineEdit *>())
        QTest::keyClick(next, Qt::Key_Escape);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

/// A root layer at `path` whose /Model plays the two clips of multi_two_clips_jump (a from
/// stage 0, b from 10; times (0, 0), (10, 10), (10, 0), (20, 10)); "" when it cannot be written.
QString writeTwoClipRoot(const QString &path)
{
    const QString clips = test::goldenRoot() + QStringLiteral("/clips/multi_two_clips_jump/");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QStringLiteral("#usda 1.0\n\ndef \"Model\" (\n    clips = {\n        dictionary default = {\n"
                           "            double2[] active = [(0, 0), (10, 1)]\n"
                           "            asset[] assetPaths = [@%1a.usda@, @%1b.usda@]\n"
                           "            string primPath = \"/Model\"\n"
                           "            double2[] times = [(0, 0), (10, 10), (10, 0), (20, 10)]\n"
                           "        }\n    }\n)\n{\n    double x\n}\n")
                .arg(clips)
                .toUtf8());
    return path;
}

} // namespace

void TestClipSetEditorGui::editActiveThroughTheDialog()
{
    const QString root = writeTwoClipRoot(m_dir.filePath(QStringLiteral("root.usda")));
    QVERIFY(!root.isEmpty());
    MainWindow w;
    QVERIFY(w.openFile(root));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    const EditorDocument *doc = s->document();
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    QCOMPARE(s->currentChannel(), std::optional<ChannelId>(x));
    QCOMPARE(*doc->valueSourceAt(x, 7.0).value, 7.0);

    ClipSetEditor *editor = openEditor(w);
    QVERIFY(editor);
    QTableWidget *active = editor->activeTable();
    QCOMPARE(active->rowCount(), 2);
    QCOMPARE(active->item(1, 0)->text(), QStringLiteral("10"));
    QCOMPARE(editor->timesTable()->rowCount(), 4);
    QPushButton *ok = editor->buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    QVERIFY(editor->message().isEmpty());

    typeCell(active, 1, 0, QStringLiteral("0")); // two activations at 0
    QCOMPARE(active->item(1, 0)->text(), QStringLiteral("0"));
    QVERIFY(!ok->isEnabled());
    QVERIFY2(!editor->message().isEmpty(), "no validation message");
    typeCell(active, 1, 0, QStringLiteral("5"));
    QVERIFY2(ok->isEnabled(), qPrintable(editor->message()));
    typeCell(active, 1, 0, QStringLiteral("x")); // not a number
    QVERIFY(!ok->isEnabled());
    QVERIFY(editor->message().contains(QLatin1String("\"x\" is not a finite number")));
    typeCell(active, 1, 0, QStringLiteral("1e308")); // no curve can be drawn with it (EditNumber.h)
    QVERIFY(!ok->isEnabled());
    QVERIFY2(editor->message().contains(QLatin1String("\"1e308\" is too large")), qPrintable(editor->message()));
    typeCell(active, 1, 0, QStringLiteral("5"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(*doc->valueSourceAt(x, 7.0).value, 7.0); // nothing applied while typing

    const int steps = s->undoStack()->count();
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(s->undoStack()->count(), steps + 1);
    QCOMPARE(*doc->valueSourceAt(x, 7.0).value, 170.0); // clip b (100 + 10·t) at clip time 7
    QCOMPARE(doc->clipSetFields("/Model", "default")->active, (std::optional<std::vector<ClipActivation>>({{0, 0}, {5, 1}})));
    s->undoStack()->undo();
    QCOMPARE(*doc->valueSourceAt(x, 7.0).value, 7.0);
    QCOMPARE(doc->clipSetFields("/Model", "default")->active, (std::optional<std::vector<ClipActivation>>({{0, 0}, {10, 1}})));
    s->undoStack()->redo();
    QCOMPARE(*doc->valueSourceAt(x, 7.0).value, 170.0);
}

void TestClipSetEditorGui::manifestEditAddsAndRemovesChannels()
{
    // Two clips with x and y samples; manifest mx declares x, mxyz also y and z (z only in
    // the manifest, with a default).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto put = [&](const char *name, const QByteArray &text) {
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    put("a.usda", "#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = { 0: 0, 10: 10 }\n"
                  "    double y.timeSamples = { 0: 1, 10: 2 }\n}\n");
    put("b.usda", "#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = { 0: 100, 10: 200 }\n"
                  "    double y.timeSamples = { 0: 3, 10: 4 }\n}\n");
    put("mx.usda", "#usda 1.0\n\ndef \"Model\"\n{\n    double x\n}\n");
    put("mxyz.usda", "#usda 1.0\n\ndef \"Model\"\n{\n    double x\n    double y\n    double z = 5\n}\n");
    put("root.usda", "#usda 1.0\n\ndef \"Model\" (\n    clips = {\n        dictionary default = {\n"
                     "            double2[] active = [(0, 0), (10, 1)]\n"
                     "            asset[] assetPaths = [@./a.usda@, @./b.usda@]\n"
                     "            asset manifestAssetPath = @./mx.usda@\n"
                     "            string primPath = \"/Model\"\n"
                     "        }\n    }\n)\n{\n}\n");
    MainWindow w;
    QVERIFY(w.openFile(dir.filePath(QStringLiteral("root.usda"))));
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    const EditorDocument *doc = s->document();
    auto *tree = w.findChild<ChannelTreeView *>();
    auto *canvas = w.findChild<CurveCanvas *>();
    QVERIFY(tree && canvas);
    auto *model = qobject_cast<ChannelTreeModel *>(tree->model());
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto paths = [&] {
        QStringList out;
        for (ChannelId id : doc->channelIds())
            out << QString::fromStdString(doc->channel(id).path);
        return out;
    };
    const auto treeHas = [&](const char *path) {
        const std::optional<ChannelId> id = doc->findChannelByPath(path);
        return id && model->indexOfChannel(*id).isValid();
    };
    QCOMPARE(paths(), QStringList{QStringLiteral("/Model.x")});

    ClipSetEditor *editor = openEditor(w);
    QVERIFY(editor);
    QLineEdit *manifest = editor->manifestEdit();
    QCOMPARE(manifest->text(), QStringLiteral("./mx.usda"));
    manifest->setFocus();
    QTest::keyClick(manifest, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(manifest, QStringLiteral("./mxyz.usda"));
    QPushButton *ok = editor->buttons()->button(QDialogButtonBox::Ok);
    QVERIFY2(ok->isEnabled(), qPrintable(editor->message()));
    const int steps = s->undoStack()->count();
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(s->undoStack()->count(), steps + 1);

    const QStringList all{QStringLiteral("/Model.x"), QStringLiteral("/Model.y"), QStringLiteral("/Model.z")};
    QCOMPARE(paths(), all);
    QVERIFY(treeHas("/Model.y") && treeHas("/Model.z"));
    const ChannelId y = *doc->findChannelByPath("/Model.y");
    QCOMPARE(doc->channel(y).valueSource, ValueSourceKind::ClipSet);
    QVERIFY(doc->channel(y).readOnly);
    QCOMPARE(*doc->valueSourceAt(y, 5.0).value, 2.5); // a (1 at 0) towards b (4 at 10): no times
    QCOMPARE(*doc->valueSourceAt(*doc->findChannelByPath("/Model.z"), 5.0).value, 5.0);

    // A click on y's row shows it on the canvas: its curve is resolved and drawn.
    const QModelIndex yRow = model->indexOfChannel(y);
    tree->scrollTo(yRow);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(yRow).center());
    QCOMPARE(s->currentChannel(), std::optional<ChannelId>(y));
    canvas->repaint();
    QVERIFY(!doc->channel(y).curvePending);
    QCOMPARE(doc->channel(y).curve.spline().eval(15.0), std::optional<double>(4.0)); // b held past 10
    QVERIFY(canvas->polylineCache(y));

    s->undoStack()->undo();
    QCOMPARE(paths(), QStringList{QStringLiteral("/Model.x")});
    QVERIFY(!treeHas("/Model.y"));
    canvas->repaint();
    s->undoStack()->redo();
    QCOMPARE(paths(), all);
    QVERIFY(treeHas("/Model.y") && treeHas("/Model.z"));
}

void TestClipSetEditorGui::sublayerSetIsReadOnly()
{
    const QString clips = test::goldenRoot() + QStringLiteral("/clips/multi_two_clips_jump/");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        QFile sub(dir.filePath(QStringLiteral("shot_anim.usda")));
        QVERIFY(sub.open(QIODevice::WriteOnly));
        sub.write(QStringLiteral("#usda 1.0\n\nover \"Model\" (\n    clips = {\n        dictionary default = {\n"
                                 "            double2[] active = [(0, 0), (10, 1)]\n"
                                 "            asset[] assetPaths = [@%1a.usda@, @%1b.usda@]\n"
                                 "            string primPath = \"/Model\"\n"
                                 "        }\n    }\n)\n{\n}\n")
                      .arg(clips)
                      .toUtf8());
        QFile root(dir.filePath(QStringLiteral("root.usda")));
        QVERIFY(root.open(QIODevice::WriteOnly));
        root.write("#usda 1.0\n(\n    subLayers = [@./shot_anim.usda@]\n)\n\ndef \"Model\"\n{\n    double x\n}\n");
    }
    MainWindow w;
    QVERIFY(w.openFile(dir.filePath(QStringLiteral("root.usda"))));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    const EditorDocument *doc = s->document();
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    QCOMPARE(doc->channel(x).valueSource, ValueSourceKind::ClipSet);
    QCOMPARE(s->currentChannel(), std::optional<ChannelId>(x));

    ClipSetEditor *editor = openEditor(w);
    QVERIFY(editor);
    QVERIFY(editor->isReadOnly());
    QVERIFY2(editor->message().contains(QLatin1String("sublayer 1 (shot_anim.usda)")), qPrintable(editor->message()));
    QVERIFY(editor->message().contains(QLatin1String("saves only the root layer")));
    QVERIFY(!editor->buttons()->button(QDialogButtonBox::Ok));
    QVERIFY(editor->buttons()->button(QDialogButtonBox::Close));
    QTableWidget *active = editor->activeTable();
    QCOMPARE(active->rowCount(), 2);
    QCOMPARE(active->item(1, 0)->text(), QStringLiteral("10"));
    // Typing goes nowhere: the cell opens no editor, the manifest field stays empty.
    active->setFocus();
    active->setCurrentCell(1, 0);
    QTest::keyClick(active->viewport(), Qt::Key_F2);
    QVERIFY(!active->viewport()->findChild<QLineEdit *>());
    QTest::keyClicks(editor->manifestEdit(), QStringLiteral("./m.usda"));
    QVERIFY(editor->manifestEdit()->text().isEmpty());
    const int steps = s->undoStack()->count();
    QTest::mouseClick(editor->buttons()->button(QDialogButtonBox::Close), Qt::LeftButton);
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(!doc->isModified());
}

void TestClipSetEditorGui::retimingChartFollowsTheEdit()
{
    // Issue 37 item 5: the retiming chart showed the old `times` until another channel
    // was picked.
    const QString root = writeTwoClipRoot(m_dir.filePath(QStringLiteral("retimed.usda")));
    QVERIFY(!root.isEmpty());
    MainWindow w;
    QVERIFY(w.openFile(root));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *chart = w.findChild<RetimingChart *>();
    QVERIFY(chart && chart->isShowingSomething());
    // The clip time the chart draws at stage time 15 (between the (10, 0) and (20, ·) pairs).
    const auto clipAt15 = [&]() -> std::optional<double> {
        for (const RetimingPiece &p : chart->curve().pieces)
            if (p.stage0 <= 15.0 && 15.0 < p.stage1)
                return p.clip0 + (p.clip1 - p.clip0) * (15.0 - p.stage0) / (p.stage1 - p.stage0);
        return std::nullopt;
    };
    QCOMPARE(clipAt15(), std::optional<double>(5.0));

    ClipSetEditor *editor = openEditor(w);
    QVERIFY(editor);
    typeCell(editor->timesTable(), 3, 1, QStringLiteral("5")); // (20, 10) becomes (20, 5)
    QPushButton *ok = editor->buttons()->button(QDialogButtonBox::Ok);
    QVERIFY2(ok->isEnabled(), qPrintable(editor->message()));
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(clipAt15(), std::optional<double>(2.5));
    w.session()->undoStack()->undo(); // and back with the undo
    QCOMPARE(clipAt15(), std::optional<double>(5.0));
}

QTEST_MAIN(TestClipSetEditorGui)
#include "tst_clip_set_editor_gui.moc"
