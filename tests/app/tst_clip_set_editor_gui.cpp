// The clip-set editor (Curve ▸ Edit Clip Set…, issue 15) driven with real key presses and
// clicks: the set driving the current channel (clips of ../shared/golden/clips/
// multi_two_clips_jump: a from 0, b from 10) opens with its `active` and `times` tables;
// typing an activation time that collides with another shows the reason and disables OK;
// a valid time and OK apply the edit as one undo step (the channel's value follows);
// undo and redo restore and re-apply it.
#include "app/MainWindow.h"
#include "tests/support/GoldenData.h"
#include "widgets/session/EditorSession.h"
#include "widgets/valueclips/ClipSetEditor.h"

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

} // namespace

void TestClipSetEditorGui::editActiveThroughTheDialog()
{
    const QString clips = test::goldenRoot() + QStringLiteral("/clips/multi_two_clips_jump/");
    const QString root = m_dir.filePath(QStringLiteral("root.usda"));
    {
        QFile f(root);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("#usda 1.0\n\ndef \"Model\" (\n    clips = {\n        dictionary default = {\n"
                               "            double2[] active = [(0, 0), (10, 1)]\n"
                               "            asset[] assetPaths = [@%1a.usda@, @%1b.usda@]\n"
                               "            string primPath = \"/Model\"\n"
                               "            double2[] times = [(0, 0), (10, 10), (10, 0), (20, 10)]\n"
                               "        }\n    }\n)\n{\n    double x\n}\n")
                    .arg(clips)
                    .toUtf8());
    }
    MainWindow w;
    QVERIFY(w.openFile(root));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    const EditorDocument *doc = s->document();
    const ChannelId x = *doc->findChannelByPath("/Model.x");
    QCOMPARE(s->currentChannel(), std::optional<ChannelId>(x));
    QCOMPARE(*doc->valueSourceAt(x, 7.0).value, 7.0);

    w.findChild<QAction *>(QStringLiteral("actionEditClipSet"))->trigger();
    auto *editor = w.findChild<ClipSetEditor *>();
    QVERIFY(editor);
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    editor->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(editor));
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
    QVERIFY(editor->message().contains(QLatin1String("not a number")));
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

QTEST_MAIN(TestClipSetEditorGui)
#include "tst_clip_set_editor_gui.moc"
