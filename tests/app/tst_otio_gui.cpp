// OpenTimelineIO in the main window, driven with real QTest mouse and key events: one of
// OTIO's own sample cuts (../shared/realdata/otio_multitrack.otio) opens as a timeline
// whose clips name no animation (placeholders, drawn as missing, listed in the status
// bar); File ▸ Map Missing Animations… maps one to an animation loaded from a compiled
// timeline, chosen with the keyboard and confirmed with a click, as one undo step; Save As
// .otio writes the mapping, and the file opens mapped with the animation it carries.
#include "app/MainWindow.h"
#include "app/dialogs/AnimationMappingDialog.h"
#include "core/editor/DocumentFormats.h"
#include "core/editor/EditorDocument.h"
#include "core/editor/PlaceholderMapping.h"
#include "tests/support/GoldenData.h"
#include "tests/support/ModalDialogs.h"
#include "widgets/session/EditorSession.h"
#include "widgets/timeline/TimelineView.h"
#include "widgets/timeline/TimelinePainter.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace knotline;
using knotline::test::typeFileName;
using knotline::test::withDialog;

class TestOtioGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openMapAndSave();
    void mappingCancelledChangesNothing();
    void animationFilesOpenWithTheCut();

private:
    QTemporaryDir m_dir;
};

namespace {

QAction *action(MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

QString animationsFile()
{
    return QStringLiteral(KNOTLINE_SOURCE_DIR "/resources/timelines/sample_timeline.json");
}

/// Opens the File menu as a user would, so that its actions are brought up to date.
void showFileMenu(MainWindow &w)
{
    for (QAction *a : w.menuBar()->actions())
        if (a->menu() && a->menu()->objectName() == QLatin1String("menuFile")) {
            QMetaObject::invokeMethod(a->menu(), "aboutToShow");
            return;
        }
    QFAIL("no File menu");
}

} // namespace

void TestOtioGui::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED("realdata/otio_multitrack.otio");
    QVERIFY(m_dir.isValid());
}

void TestOtioGui::openMapAndSave()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    QVERIFY(w.openFile(test::realData("otio_multitrack.otio")));
    QCOMPARE(s->document()->format(), &otioDocumentFormat());
    QVERIFY(s->document()->timeline());
    QCOMPARE(int(s->document()->timeline()->trackCount()), 3);
    // Five clips, none naming an animation: five placeholders, drawn as missing.
    const std::vector<std::shared_ptr<const Clip>> placeholders = s->document()->placeholderClips();
    QCOMPARE(int(placeholders.size()), 5);
    // (Tests run without the English plural forms: "clip(s)".)
    QVERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("5 clip(s) name no animation")),
             qPrintable(w.statusBar()->currentMessage()));
    QCOMPARE(TimelinePainter::barLabel(*placeholders[0], 1), QStringLiteral("missing: tech.fux (loop)-HD.mp4"));
    showFileMenu(w);
    QAction *map = action(w, "actionMapAnimations");
    QVERIFY(map);
    QVERIFY(map->isEnabled());

    // Map the first clip: load the animations of a compiled timeline, pick "walk" with the
    // keyboard, click OK.
    const int stepsBefore = s->undoStack()->count();
    QString chosen;
    QVERIFY(withDialog([&] { map->trigger(); },
                       [&](QDialog *d) {
                           auto *dialog = qobject_cast<AnimationMappingDialog *>(d);
                           QVERIFY(dialog);
                           QVERIFY(dialog->addAnimationsFrom(animationsFile()).isOk());
                           auto *list = dialog->findChild<QComboBox *>(QStringLiteral("mappingCombo0"));
                           QVERIFY(list);
                           QCOMPARE(list->currentIndex(), 0); // "(missing)"
                           // Down arrow until "Walk" shows, as a user steps through the list.
                           list->setFocus();
                           for (int i = 0; i < list->count() && !list->currentText().startsWith(QLatin1String("Walk")); ++i)
                               QTest::keyClick(list, Qt::Key_Down);
                           chosen = list->currentText();
                           QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
                           QTest::mouseClick(ok, Qt::LeftButton);
                       }));
    QCOMPARE(chosen, QStringLiteral("Walk cycle (walk)"));
    QCOMPARE(s->undoStack()->count(), stepsBefore + 1);
    QCOMPARE(s->undoStack()->undoText(), QStringLiteral("Map Animations"));
    QCOMPARE(int(s->document()->placeholderClips().size()), 4);
    const PlacedClip &mapped = s->document()->timeline()->placedClip({0, 0});
    QCOMPARE(mapped.clip->id(), QStringLiteral("walk"));
    QVERIFY(!mapped.clip->channels().empty());
    QVERIFY(w.statusBar()->currentMessage().contains(QLatin1String("Mapped 1 clip")));

    // Save As .otio: the OTIO filter is offered first for a cut read from OTIO.
    const QString path = m_dir.filePath(QStringLiteral("mapped.otio"));
    QVERIFY(withDialog([&] { action(w, "actionSaveAs")->trigger(); },
                       [&](QDialog *d) {
                           auto *files = qobject_cast<QFileDialog *>(d);
                           QVERIFY(files);
                           QVERIFY(files->selectedNameFilter().contains(QLatin1String("*.otio")));
                           typeFileName(files, path);
                       }));
    QVERIFY(QFile::exists(path));
    QVERIFY(!s->document()->isModified());

    // The file names the animation and carries it; opened again, the clip plays it.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonValue clip = root["tracks"]["children"][0]["children"][0];
    QCOMPARE(clip["name"].toString(), QStringLiteral("tech.fux (loop)-HD.mp4"));
    QCOMPARE(clip["metadata"]["knotline"]["animation"].toString(), QStringLiteral("walk"));
    const Result<std::unique_ptr<EditorDocument>> reopened = EditorDocument::open(path);
    QVERIFY2(reopened.isOk(), reopened.message().c_str());
    QCOMPARE(int(reopened.value()->placeholderClips().size()), 4);
    const PlacedClip &again = reopened.value()->timeline()->placedClip({0, 0});
    QCOMPARE(again.clip->id(), QStringLiteral("walk"));
    QVERIFY(*again.clip == *mapped.clip);
    QVERIFY(again == mapped);

    // Undo gives the placeholder back.
    const int index = s->undoStack()->index();
    w.activateWindow(); // the dialogs had it
    QVERIFY(QTest::qWaitForWindowActive(&w));
    w.timelineView()->setFocus();
    QTest::keyClick(w.timelineView(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(s->undoStack()->index(), index - 1);
    QCOMPARE(int(s->document()->placeholderClips().size()), 5);
}

void TestOtioGui::mappingCancelledChangesNothing()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    QVERIFY(w.openFile(test::realData("otio_multitrack.otio")));
    const Timeline before = *s->document()->timeline();
    const int steps = s->undoStack()->count();
    QVERIFY(withDialog([&] { action(w, "actionMapAnimations")->trigger(); },
                       [&](QDialog *d) {
                           auto *dialog = qobject_cast<AnimationMappingDialog *>(d);
                           QVERIFY(dialog);
                           QVERIFY(dialog->addAnimationsFrom(animationsFile()).isOk());
                           auto *list = dialog->findChild<QComboBox *>(QStringLiteral("mappingCombo1"));
                           list->setFocus();
                           QTest::keyClick(list, Qt::Key_Down);
                           QTest::keyClick(dialog, Qt::Key_Escape);
                       }));
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(*s->document()->timeline() == before);
    // Animations come from timelines and from animation files: a usda layer is one
    // animation (its animated attributes); another file is refused, naming what is read.
    AnimationMappingDialog empty({}, {}, {});
    QVERIFY(empty.addAnimationsFrom(test::realData("usd_220_splines.usda")).isOk());
    const Result<std::vector<std::shared_ptr<const Clip>>> layer = animationsInFile(test::realData("usd_220_splines.usda"));
    QVERIFY(layer.isOk());
    QCOMPARE(layer->size(), std::size_t(1));
    QCOMPARE(layer->front()->id(), QStringLiteral("usd_220_splines"));
    QVERIFY(layer->front()->channel(ChannelKey{QStringLiteral("/Prim1"), QStringLiteral("xformOp:rotateX")}));
    const Status refused = empty.addAnimationsFrom(test::realData("SOURCES.md"));
    QVERIFY(!refused.isOk());
    QVERIFY2(QString::fromStdString(refused.message()).contains(QLatin1String(".json, .otio, .anim, .usda")),
             refused.message().c_str());
}

void TestOtioGui::animationFilesOpenWithTheCut()
{
    // A cut whose clips name a usda prim beside it and a .anim that is not there: the first
    // plays the prim's animation (its channels in the channel list), the second a
    // placeholder, and the status line says why.
    QTemporaryDir dir;
    QVERIFY(QFile::copy(test::realData("usd_220_splines.usda"), dir.filePath(QStringLiteral("shot.usda"))));
    const QString path = dir.filePath(QStringLiteral("cut.otio"));
    QFile cut(path);
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(R"({"OTIO_SCHEMA": "Timeline.1", "name": "cut", "tracks": {"OTIO_SCHEMA": "Stack.1", "children": [
        {"OTIO_SCHEMA": "Track.1", "name": "V1", "children": [
          {"OTIO_SCHEMA": "Clip.1", "name": "ball", "source_range": {"OTIO_SCHEMA": "TimeRange.1",
            "start_time": {"OTIO_SCHEMA": "RationalTime.1", "value": 0, "rate": 24},
            "duration": {"OTIO_SCHEMA": "RationalTime.1", "value": 48, "rate": 24}},
           "media_reference": {"OTIO_SCHEMA": "ExternalReference.1", "target_url": "shot.usda#/Prim1"}},
          {"OTIO_SCHEMA": "Clip.1", "name": "walk", "source_range": {"OTIO_SCHEMA": "TimeRange.1",
            "start_time": {"OTIO_SCHEMA": "RationalTime.1", "value": 0, "rate": 24},
            "duration": {"OTIO_SCHEMA": "RationalTime.1", "value": 24, "rate": 24}},
           "media_reference": {"OTIO_SCHEMA": "ExternalReference.1", "target_url": "walk.anim"}}]}]}})");
    cut.close();
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(path));
    EditorSession *s = w.session();
    QCOMPARE(s->document()->placeholderClips().size(), std::size_t(1));
    QCOMPARE(s->document()->timeline()->placedClip({0, 0}).clip->channels().size(), std::size_t(5));
    QCOMPARE(s->document()->openProblems().size(), std::size_t(1));
    const QString message = w.statusBar()->currentMessage();
    QVERIFY2(message.contains(QLatin1String("Opened with 1 warning(s)")) && message.contains(QLatin1String("walk.anim")),
             qPrintable(message));
}

QTEST_MAIN(TestOtioGui)
#include "tst_otio_gui.moc"
