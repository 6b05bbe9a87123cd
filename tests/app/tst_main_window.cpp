// MainWindow (offscreen): the sample scene in a rendered window (curve colours in the
// canvas, docks present), opening a bad file keeps the document, menu actions with their
// shortcuts, menu commands as single undo steps, close/unsaved-changes handling and
// persisted settings (a temporary QSettings scope).
#include "tests/support/CanvasPixels.h"
#include "tests/support/OpenedChannels.h"
#include "app/MainWindow.h"
#include "app/RecentFiles.h"
#include "app/Screenshot.h"
#include "app/help/ControlsDialog.h"
#include "app/help/ControlsSheet.h"
#include "app/edits/BakedLayerExport.h"
#include "app/edits/CurveOperations.h"
#include "core/io/DocumentLoader.h"
#include "core/io/LayerFile.h"
#include "app/edits/KeyOperations.h"
#include "core/spline/Regression.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/charts/VelocityChart.h"
#include "widgets/inspector/InspectorWidget.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/models/KnotTableView.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <QValueAxis>
#include <QWheelEvent>

#include <cmath>

using namespace knotline;
using knotline::test::openedChannel;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void startsWithSampleScene();
    void currentChannelIsSessionState();
    void canvasAndVelocityChartShareTimeAxis();
    void screenshotShowsCurvesAndDocks();
    void badFileKeepsDocument();
    void actionsHaveShortcuts_data();
    void actionsHaveShortcuts();
    void keyboardAndMouseShowsSheet();
    void keymapChoiceReachesCanvasAndSheet();
    void sheetMenuShortcutsExist();
    void readmeControlsMatchSheet();
    void deleteKeyIsOneUndoStep();
    void selectionFollowsKeys();
    void menuCommandsAreSingleUndoSteps_data();
    void menuCommandsAreSingleUndoSteps();
    void refusedCommandShowsReason();
    void fixRegressiveTangents();
    void commandsActOnChosenChannels_data();
    void commandsActOnChosenChannels();
    void copyPasteKeys();
    void pasteGoesToChosenChannel_data();
    void pasteGoesToChosenChannel();
    void commandsDuringDragAreRefused_data();
    void commandsDuringDragAreRefused();
    void dialogDuringDragEndsIt();
    void failedUndoShowsInStatusBar();
    void exportBakedLayerHasEdits();
    void exportIgnoresFileChangedOnDisk();
    void titleShowsNameAndModified();
    void closeAsksAboutUnsavedChanges();
    void settingsPersist();

private:
    QTemporaryDir m_dir;
};

namespace {

QString channelNamed(const EditorSession &session, const char *path, ChannelId *index)
{
    const auto found = session.document()->findChannelByPath(path);
    if (!found)
        return QStringLiteral("no channel %1").arg(QLatin1String(path));
    *index = *found;
    return QString();
}

QAction *action(MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

/// Pixels of `image` inside `rect` whose colour is within `tolerance` (per channel) of
/// `colour`.
int countColour(const QImage &image, const QRect &rect, const QColor &colour, int tolerance)
{
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) <= tolerance
                && std::abs(c.green() - colour.green()) <= tolerance
                && std::abs(c.blue() - colour.blue()) <= tolerance)
                ++n;
        }
    }
    return n;
}

/// Clicks `button` on the next modal message box.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box && box->button(button))
            box->button(button)->click();
    });
}

} // namespace

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A settings scope of our own, in a temporary directory.
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_main_window"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void TestMainWindow::init()
{
    QSettings().clear();
}

void TestMainWindow::startsWithSampleScene()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    QCOMPARE(w.session()->document()->filePath(), MainWindow::sampleScenePath());
    QCOMPARE(int(w.session()->document()->channelCount()), 8);
    QCOMPARE(w.session()->currentTime(), 1.0);
}

// The current channel lives in the session: a row made current in the channel tree (a
// real key press) is the channel the knot table, the inspector and the velocity chart show,
// and setting it on the session moves the tree's current row; a new document makes its
// first channel current everywhere.
void TestMainWindow::currentChannelIsSessionState()
{
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *tree = w.findChild<ChannelTreeView *>();
    auto *knots = w.findChild<KnotTableView *>();
    auto *inspector = w.findChild<InspectorWidget *>();
    auto *velocity = w.findChild<VelocityChart *>();
    QVERIFY(tree && knots && inspector && velocity);
    EditorSession *session = w.session();
    auto everywhere = [&](std::optional<ChannelId> ch) {
        return session->currentChannel() == ch && tree->currentChannel() == ch && knots->channel() == ch
            && inspector->channel() == ch && velocity->channel() == ch;
    };
    QVERIFY(everywhere(openedChannel(0)));
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Down);
    const std::optional<ChannelId> next = tree->currentChannel();
    QVERIFY(next && *next != openedChannel(0));
    QVERIFY(everywhere(next));
    ChannelId last;
    QVERIFY2(channelNamed(*session, "/Wheel.turn", &last).isEmpty(), "sample scene changed");
    session->setCurrentChannel(last);
    QVERIFY(everywhere(last));
    // Reopening while the first channel is current: every view shows the new document's.
    session->setCurrentChannel(openedChannel(0));
    QVERIFY(w.openSampleScene());
    QVERIFY(everywhere(openedChannel(0)));
    QCOMPARE(knots->model()->rowCount(), int(session->document()->channel(openedChannel(0)).curve.numKeys()));
    session->setCurrentChannel(openedChannel(999)); // out of range: none, in the tree too
    QVERIFY(everywhere(std::nullopt));
    QVERIFY(w.openSampleScene());
    QVERIFY(everywhere(openedChannel(0)));
}

// One time axis: in the window, a real wheel zoom and a real middle-button pan of the
// canvas move the velocity chart's time axis to the canvas' visible time range (through
// EditorSession::visibleTimeRange), and so does reopening.
void TestMainWindow::canvasAndVelocityChartShareTimeAxis()
{
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    CurveCanvas *canvas = w.canvas();
    auto *velocity = w.findChild<VelocityChart *>();
    QVERIFY(canvas && velocity);
    auto inStep = [&] {
        const QRectF shown = canvas->visibleRange();
        return velocity->timeAxis()->min() == shown.left() && velocity->timeAxis()->max() == shown.right();
    };
    QVERIFY(inStep());
    const QRectF before = canvas->visibleRange();
    const QPoint centre = canvas->plotRect().center().toPoint();
    QWheelEvent ev(QPointF(centre), QPointF(canvas->mapToGlobal(centre)), QPoint(), QPoint(0, 240), Qt::NoButton,
                   Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas, &ev);
    QVERIFY(canvas->visibleRange().width() < 0.8 * before.width());
    QVERIFY(inStep());
    const double zoomedLeft = canvas->visibleRange().left();
    QTest::mousePress(canvas, Qt::MiddleButton, Qt::AltModifier, centre); // Maya-style pan
    QTest::mouseMove(canvas, centre + QPoint(40, 0));
    QTest::mouseMove(canvas, centre + QPoint(80, 0));
    QTest::mouseRelease(canvas, Qt::MiddleButton, Qt::AltModifier, centre + QPoint(80, 0));
    QVERIFY(canvas->visibleRange().left() < zoomedLeft); // content moved right: earlier times
    QVERIFY(inStep());
    QVERIFY(w.openSampleScene());
    QCOMPARE(canvas->visibleRange().width(), before.width());
    QVERIFY(inStep());
}

void TestMainWindow::screenshotShowsCurvesAndDocks()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    const QImage image = renderWindow(w);
    QVERIFY(!image.isNull());
    const qreal dpr = image.devicePixelRatio();
    QCOMPARE(image.width(), qRound(kScreenshotSize.width() * dpr));

    // The canvas is the central widget, with a reasonable share of the window.
    CurveCanvas *canvas = w.canvas();
    const QRect canvasRect(canvas->mapTo(&w, QPoint(0, 0)), canvas->size());
    QVERIFY2(canvasRect.width() >= 600 && canvasRect.height() >= 350,
             qPrintable(QStringLiteral("canvas %1x%2").arg(canvasRect.width()).arg(canvasRect.height())));
    const QRect pixels(canvasRect.topLeft() * dpr, canvasRect.size() * dpr);

    // Every channel's curve colour is drawn in the canvas (antialiased lines: tolerance).
    const EditorSession *s = w.session();
    int channelsDrawn = 0;
    QStringList missing;
    for (std::size_t c = 0; c < s->document()->channelCount(); ++c) {
        // The current curve in full colour, the others dimmed over the plot background
        // (widgets/canvas/CurveEmphasis.h).
        QColor colour = s->display(openedChannel(c)).color;
        if (s->currentChannel() != openedChannel(c))
            colour = test::overPlotBackground(colour, emphasis::kDimmedAlpha);
        const int n = countColour(image, pixels, colour, 24);
        if (n >= 40)
            ++channelsDrawn;
        else
            missing << QStringLiteral("%1 (%2 px)").arg(QString::fromStdString(s->document()->channel(openedChannel(c)).path)).arg(n);
    }
    QVERIFY2(channelsDrawn == int(s->document()->channelCount()), qPrintable(missing.join(QLatin1String(", "))));

    // The docks are there, visible, with room to work in.
    for (const char *name : {"channelsDock", "knotTableDock", "inspectorDock", "velocityDock",
                             "undoHistoryDock"}) {
        QDockWidget *dock = w.dock(QLatin1String(name));
        QVERIFY2(dock, name);
        QVERIFY2(dock->isVisible(), name);
        QVERIFY2(dock->width() >= 150 && dock->height() >= 120, name);
        QVERIFY2(!dock->visibleRegion().isEmpty(), name);
    }
    QVERIFY(w.dock(QStringLiteral("timelineDock")));
}

void TestMainWindow::badFileKeepsDocument()
{
    const QString bad = m_dir.filePath(QStringLiteral("bad.usda"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#usda 1.0\ndef \"P\" {\n  double a.spline = { 1: 2; post bogus }\n}\n");
    f.close();

    MainWindow w;
    QVERIFY(w.openSampleScene());
    const EditorDocument *before = w.session()->document();
    w.session()->selection()->set({KnotRef{openedChannel(0), 1}});
    QVERIFY(!w.openFile(bad));
    QCOMPARE(w.session()->document(), before);
    QCOMPARE(w.session()->document()->filePath(), MainWindow::sampleScenePath());
    QCOMPARE(int(w.session()->selection()->knots().size()), 1);
    auto *box = w.findChild<QMessageBox *>(QStringLiteral("errorMessageBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QLatin1String("bad.usda:3:")), qPrintable(box->text()));
    QVERIFY(w.statusBar()->currentMessage().contains(QLatin1String("bad.usda")));
    QVERIFY(!w.recentFiles()->paths().contains(bad));
    box->close();

    QVERIFY(!w.openFile(m_dir.filePath(QStringLiteral("missing.anim"))));
    QCOMPARE(w.session()->document(), before);

    // A sublayer chain one past the depth limit is refused whole, naming the limit.
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("chain"))));
    for (int i = 0; i <= kMaxSublayerDepth + 1; ++i) {
        QFile layer(m_dir.filePath(QStringLiteral("chain/c%1.usda").arg(i)));
        QVERIFY(layer.open(QIODevice::WriteOnly));
        layer.write(i <= kMaxSublayerDepth ? QStringLiteral("#usda 1.0\n(\n    subLayers = [@c%1.usda@]\n)\n").arg(i + 1).toUtf8()
                                           : QByteArray("#usda 1.0\n"));
    }
    QVERIFY(!w.openFile(m_dir.filePath(QStringLiteral("chain/c0.usda"))));
    QCOMPARE(w.session()->document(), before);
    QCOMPARE(int(w.session()->selection()->knots().size()), 1);
    const QList<QMessageBox *> boxes = w.findChildren<QMessageBox *>(QStringLiteral("errorMessageBox"));
    QVERIFY(!boxes.isEmpty());
    box = boxes.last(); // the newest (children are listed in the order they were added)
    QVERIFY2(box->text().contains(QLatin1String("c1000.usda:3:18:")), qPrintable(box->text()));
    QVERIFY2(box->text().contains(QLatin1String("at most 1000 deep")), qPrintable(box->text()));
}

void TestMainWindow::actionsHaveShortcuts_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("new") << "actionNew" << QKeySequence(QKeySequence::New);
    QTest::newRow("open") << "actionOpen" << QKeySequence(QKeySequence::Open);
    QTest::newRow("save") << "actionSave" << QKeySequence(QKeySequence::Save);
    QTest::newRow("save as") << "actionSaveAs" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    QTest::newRow("export") << "actionExportBaked" << QKeySequence(Qt::CTRL | Qt::Key_E);
    QTest::newRow("quit") << "actionQuit" << QKeySequence(Qt::CTRL | Qt::Key_Q);
    QTest::newRow("undo") << "actionUndo" << QKeySequence(QKeySequence::Undo);
    QTest::newRow("redo") << "actionRedo" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    QTest::newRow("redo y") << "actionRedo" << QKeySequence(Qt::CTRL | Qt::Key_Y);
    QTest::newRow("cut") << "actionCut" << QKeySequence(QKeySequence::Cut);
    QTest::newRow("copy") << "actionCopy" << QKeySequence(QKeySequence::Copy);
    QTest::newRow("paste") << "actionPaste" << QKeySequence(QKeySequence::Paste);
    QTest::newRow("delete") << "actionDelete" << QKeySequence(QKeySequence::Delete);
    QTest::newRow("select all") << "actionSelectAll" << QKeySequence(QKeySequence::SelectAll);
    QTest::newRow("set key") << "actionSetKey" << QKeySequence(Qt::Key_S);
    QTest::newRow("breakdown") << "actionInsertBreakdown" << QKeySequence(Qt::Key_I);
    QTest::newRow("frame all") << "actionFrameAll" << QKeySequence(Qt::Key_A);
    QTest::newRow("frame selected") << "actionFrameSelected" << QKeySequence(Qt::Key_F);
    QTest::newRow("keyboard and mouse") << "actionKeyboardAndMouse" << QKeySequence(Qt::Key_F1);
    for (const char *name :
         {"actionOpenSample", "actionMarkBreakdown", "actionClearBreakdown", "actionTangentBoth_auto",
          "actionTangentIn_flat", "actionTangentOut_step", "actionInterp_held", "actionInterp_none",
          "actionDualOn", "actionDualOff", "actionDefaultTangent_spline", "actionPre_held",
          "actionPost_oscillate", "actionPre_none", "actionPostBoundary", "actionInnerLoop",
          "actionRemoveInnerLoop", "actionFixRegressive_keepRatio", "actionFixRegressive_contain",
          "actionShowTangents", "actionShowExtrapolation", "actionHighlightRegression",
          "actionSnapping"})
        QTest::newRow(name) << QString::fromLatin1(name) << QKeySequence();
}

void TestMainWindow::actionsHaveShortcuts()
{
    QFETCH(QString, name);
    QFETCH(QKeySequence, shortcut);
    MainWindow w(MainWindow::Mode::Screenshot);
    QAction *a = w.findChild<QAction *>(name);
    QVERIFY2(a, qPrintable(name));
    QVERIFY(!a->text().isEmpty());
    if (!shortcut.isEmpty())
        QVERIFY2(a->shortcuts().contains(shortcut),
                 qPrintable(a->shortcut().toString() + QLatin1String(" vs ") + shortcut.toString()));
    // Every action sits in a menu of the menu bar.
    QVERIFY(!a->associatedObjects().isEmpty());
}

// Issue 17 item 15: Help ▸ Keyboard and Mouse opens a window with every entry of the
// controls sheet; triggering it again reuses the window.
void TestMainWindow::keyboardAndMouseShowsSheet()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    w.show();
    QAction *a = action(w, "actionKeyboardAndMouse");
    QVERIFY(a);
    QVERIFY(w.findChild<QMenu *>(QStringLiteral("menuHelp"))->actions().contains(a));
    QVERIFY(!w.findChild<ControlsDialog *>());
    a->trigger();
    auto *dialog = w.findChild<ControlsDialog *>(QStringLiteral("controlsDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->isModal());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Keyboard and Mouse"));
    auto *browser = dialog->findChild<QTextBrowser *>(QStringLiteral("controlsSheet"));
    QVERIFY(browser);
    const QString shown = browser->toPlainText();
    QCOMPARE(w.preferences().keymap, CanvasKeymap::Maya);
    QVERIFY(controlsSheet(CanvasKeymap::Maya).size() > 30);
    for (const ControlEntry &e : controlsSheet(CanvasKeymap::Maya)) {
        for (const char *text : {e.section, e.input, e.action})
            QVERIFY2(shown.contains(QString::fromUtf8(text)), text);
    }
    for (const char *key : {"A", "F", "S", "I", "Shift+drag a key", "wheel over the time ruler", "value ruler"})
        QVERIFY2(shown.contains(QLatin1String(key)), key);
    dialog->close();
    a->trigger();
    QCOMPARE(w.findChildren<ControlsDialog *>().size(), 1);
    QVERIFY(dialog->isVisible());
}

// Issue 37 item 2: View ▸ Keymap chooses Maya-style or Blender-style navigation; the
// canvas follows, and the controls sheet shows the chosen keymap's rows only.
void TestMainWindow::keymapChoiceReachesCanvasAndSheet()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    w.show();
    QAction *maya = action(w, "actionKeymapMaya");
    QAction *blender = action(w, "actionKeymapBlender");
    QVERIFY(maya && blender);
    QVERIFY(maya->isChecked() && !blender->isChecked());
    QCOMPARE(w.canvas()->options().keymap, CanvasKeymap::Maya);
    auto *browser = w.showControls()->findChild<QTextBrowser *>(QStringLiteral("controlsSheet"));
    QVERIFY(browser->toPlainText().contains(QLatin1String("Alt+middle-drag")));
    QVERIFY(browser->toPlainText().contains(QLatin1String("Middle-drag anywhere")));
    QVERIFY(!browser->toPlainText().contains(QLatin1String("G, then move the pointer")));
    blender->trigger();
    QVERIFY(blender->isChecked() && !maya->isChecked());
    QCOMPARE(w.preferences().keymap, CanvasKeymap::Blender);
    QCOMPARE(w.canvas()->options().keymap, CanvasKeymap::Blender);
    QVERIFY(browser->toPlainText().contains(QLatin1String("G, then move the pointer")));
    QVERIFY(browser->toPlainText().contains(QLatin1String("Ctrl+middle-drag")));
    QVERIFY(!browser->toPlainText().contains(QLatin1String("Alt+middle-drag")));
    QVERIFY(!browser->toPlainText().contains(QLatin1String("Middle-drag anywhere")));
    // Every row of the sheet holds under at least one keymap, and the two keymaps share
    // all rows but the navigation and move ones.
    const std::size_t all = controlsSheet().size();
    const std::size_t both = controlsSheet(CanvasKeymap::Maya).size() + controlsSheet(CanvasKeymap::Blender).size();
    QCOMPARE(both - all, all - 6);
    // The preference is saved under its name.
    QSettings settings(QStringLiteral("knotline-tests"), QStringLiteral("keymap"));
    w.preferences().save(settings);
    QCOMPARE(settings.value(QStringLiteral("view/keymap")).toString(), QStringLiteral("blender"));
    QCOMPARE(Preferences::load(settings).keymap, CanvasKeymap::Blender);
    settings.clear();
}

// The "Menu shortcuts" rows of the sheet name key sequences that window actions really have.
void TestMainWindow::sheetMenuShortcutsExist()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QList<QKeySequence> all;
    for (QAction *a : w.findChildren<QAction *>())
        all += a->shortcuts();
    int checked = 0;
    for (const ControlEntry &e : controlsSheet()) {
        if (QLatin1String(e.section) != QLatin1String("Menu shortcuts"))
            continue;
        for (const QString &key : QString::fromUtf8(e.input).split(QStringLiteral(", "))) {
            const QKeySequence sequence = QKeySequence::fromString(key, QKeySequence::PortableText);
            QVERIFY2(!sequence.isEmpty() && all.contains(sequence), qPrintable(key));
            ++checked;
        }
    }
    QVERIFY(checked >= 15);
}

// README.md's controls section is the sheet's Markdown, between the markers.
void TestMainWindow::readmeControlsMatchSheet()
{
    QFile readme(QStringLiteral(KNOTLINE_SOURCE_DIR "/README.md"));
    QVERIFY2(readme.open(QIODevice::ReadOnly), qPrintable(readme.fileName()));
    const QString text = QString::fromUtf8(readme.readAll());
    const QString begin = QString::fromUtf8(kControlsBegin) + QLatin1Char('\n');
    const qsizetype start = text.indexOf(begin);
    const qsizetype end = text.indexOf(QString::fromUtf8(kControlsEnd));
    QVERIFY2(start >= 0 && end > start, "README.md lacks the controls sheet markers");
    const QString inReadme = text.mid(start + begin.size(), end - start - begin.size());
    const QString expected = controlsMarkdown();
    QVERIFY2(inReadme == expected,
             qPrintable(QStringLiteral("README.md's controls section differs from app/help/ControlsSheet.cpp; "
                                       "put this between the markers:\n") + expected));
}

// Issue 17 item 2: a key set before the selected one shifts the selection with it (the
// table shows the same key), and Delete removes the key the user selected.
void TestMainWindow::selectionFollowsKeys()
{
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    ChannelId ball;
    QCOMPARE(channelNamed(*s, "/Ball.translateY", &ball), QString());
    s->setCurrentChannel(ball);
    const AnimCurve &curve = s->document()->channel(ball).curve;
    const std::optional<std::size_t> at41 = curve.spline().knotIndexAt(41.0);
    QVERIFY(at41);
    s->selection()->set({KnotRef{ball, *at41}});
    s->setCurrentTime(17.0);
    w.canvas()->setFocus();
    QTest::keyClick(w.canvas(), Qt::Key_S); // Set Key at frame 17
    QVERIFY(curve.spline().knotIndexAt(17.0));
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{ball, *at41 + 1}}));
    QCOMPARE(curve.keyTime(*at41 + 1), 41.0);
    auto *table = w.findChild<KnotTableView *>();
    QVERIFY(table);
    const QModelIndexList rows = table->selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().row(), int(*at41 + 1));
    QTest::keyClick(w.canvas(), Qt::Key_Delete);
    QVERIFY(!curve.spline().knotIndexAt(41.0)); // the selected key went, not its neighbour
    QVERIFY(curve.spline().knotIndexAt(39.0));
    // Undo twice: the key at 17 goes again, the selection (empty after Delete) stays empty.
    action(w, "actionUndo")->trigger();
    action(w, "actionUndo")->trigger();
    QVERIFY(!curve.spline().knotIndexAt(17.0));
    QVERIFY(s->selection()->isEmpty());
    // A selected key survives the undo of an insertion before it.
    s->selection()->set({KnotRef{ball, *at41}});
    action(w, "actionRedo")->trigger(); // the key at 17 again
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{ball, *at41 + 1}}));
    action(w, "actionUndo")->trigger();
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{ball, *at41}}));
}

void TestMainWindow::deleteKeyIsOneUndoStep()
{
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    ChannelId ball, sway;
    QCOMPARE(channelNamed(*s, "/Ball.translateY", &ball), QString());
    QCOMPARE(channelNamed(*s, "/Tree.sway", &sway), QString());
    const AnimCurve ballBefore = s->document()->channel(ball).curve;
    const AnimCurve swayBefore = s->document()->channel(sway).curve;
    s->selection()->set({KnotRef{ball, 1}, KnotRef{ball, 2}, KnotRef{sway, 1}});
    const int steps = s->undoStack()->count();

    // The real key press goes through the window's shortcut (Delete).
    w.canvas()->setFocus();
    QTest::keyClick(w.canvas(), Qt::Key_Delete);
    QCOMPARE(s->undoStack()->count(), steps + 1);
    QCOMPARE(s->document()->channel(ball).curve.numKeys(), ballBefore.numKeys() - 2);
    QCOMPARE(s->document()->channel(sway).curve.numKeys(), swayBefore.numKeys() - 1);
    QVERIFY(s->selection()->isEmpty());

    action(w, "actionUndo")->trigger();
    QVERIFY(s->document()->channel(ball).curve == ballBefore);
    QVERIFY(s->document()->channel(sway).curve == swayBefore);
    action(w, "actionRedo")->trigger();
    QCOMPARE(s->document()->channel(ball).curve.numKeys(), ballBefore.numKeys() - 2);

    // Nothing selected: refused, nothing pushed.
    action(w, "actionDelete")->trigger();
    QCOMPARE(s->undoStack()->count(), steps + 1);
    QVERIFY(w.statusBar()->currentMessage().contains(QLatin1String("select keys first")));
}

void TestMainWindow::menuCommandsAreSingleUndoSteps_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("selectKeys");
    QTest::newRow("set key") << "actionSetKey" << false;
    QTest::newRow("insert breakdown") << "actionInsertBreakdown" << false;
    QTest::newRow("mark breakdown") << "actionMarkBreakdown" << true;
    QTest::newRow("tangents flat") << "actionTangentBoth_flat" << true;
    QTest::newRow("out tangent stepped") << "actionTangentOut_step" << true;
    QTest::newRow("interp linear") << "actionInterp_linear" << true;
    QTest::newRow("interp value block") << "actionInterp_none" << true;
    QTest::newRow("dual value") << "actionDualOn" << true;
    QTest::newRow("pre sloped") << "actionPre_sloped" << false;
    QTest::newRow("post loop reset") << "actionPost_reset" << false;
    QTest::newRow("post none") << "actionPost_none" << true;
    QTest::newRow("paste") << "actionPaste" << true; // after a copy
}

void TestMainWindow::menuCommandsAreSingleUndoSteps()
{
    QFETCH(QString, name);
    QFETCH(bool, selectKeys);
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    EditorSession *s = w.session();
    ChannelId ball, lamp;
    QCOMPARE(channelNamed(*s, "/Ball.translateY", &ball), QString());
    QCOMPARE(channelNamed(*s, "/Lamp.intensity", &lamp), QString());
    if (selectKeys)
        s->selection()->set({KnotRef{ball, 1}, KnotRef{ball, 2}, KnotRef{lamp, 1}});
    if (name == QLatin1String("actionPaste")) {
        action(w, "actionCopy")->trigger();
        s->setCurrentTime(70.0);
    } else {
        s->setCurrentTime(17.0);
    }
    std::vector<AnimCurve> before;
    for (ChannelId id : s->document()->channelIds())
        before.push_back(s->document()->channel(id).curve);

    const int steps = s->undoStack()->count();
    QAction *a = action(w, name.toLatin1().constData());
    QVERIFY(a);
    a->trigger();
    QVERIFY2(s->undoStack()->count() == steps + 1, qPrintable(w.statusBar()->currentMessage()));
    bool changed = false;
    for (std::size_t c = 0; c < before.size(); ++c)
        changed = changed || s->document()->channel(openedChannel(c)).curve != before[c];
    QVERIFY(changed);
    s->undoStack()->undo();
    for (std::size_t c = 0; c < before.size(); ++c)
        QVERIFY2(s->document()->channel(openedChannel(c)).curve == before[c], s->document()->channel(openedChannel(c)).path.c_str());
}

void TestMainWindow::refusedCommandShowsReason()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    EditorSession *s = w.session();
    ChannelId hip;
    QCOMPARE(channelNamed(*s, "/Character.hipHeight", &hip), QString());
    // A loop boundary on a curve with an inner loop is refused by the spline.
    s->selection()->set({KnotRef{hip, 0}});
    action(w, "actionPost_repeat")->trigger();
    const int steps = s->undoStack()->count();
    const AnimCurve before = s->document()->channel(hip).curve;
    s->setCurrentTime(s->document()->channel(hip).curve.keyTime(1));
    action(w, "actionPostBoundary")->trigger();
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(s->document()->channel(hip).curve == before);
    QVERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("hipHeight")),
             qPrintable(w.statusBar()->currentMessage()));
}

void TestMainWindow::fixRegressiveTangents()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    EditorSession *s = w.session();
    ChannelId head;
    QCOMPARE(channelNamed(*s, "/Character.headTurn", &head), QString());
    QVERIFY(!regressiveSegments(s->document()->channel(head).curve.spline()).empty());
    s->setCurrentChannel(head); // nothing selected: the command fixes the current channel
    action(w, "actionFixRegressive_keepStart")->trigger();
    QVERIFY(regressiveSegments(s->document()->channel(head).curve.spline()).empty());
    // Keep Start keeps the tangent leaving the first key of the segment.
    const Knot &start = s->document()->channel(head).curve.spline().knots()[1];
    QCOMPARE(start.post.width, 10.0);
    s->undoStack()->undo();
    QVERIFY(!regressiveSegments(s->document()->channel(head).curve.spline()).empty());
    // With nothing regressive the command says so.
    action(w, "actionFixRegressive_keepRatio")->trigger();
    const int steps = s->undoStack()->count();
    action(w, "actionFixRegressive_keepRatio")->trigger();
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(w.statusBar()->currentMessage().contains(QLatin1String("no regressive segments")));
}

// Issue 17 item 3: with no key selected, a key or curve command acts on the current channel
// only (never on every channel); with keys selected, on their channels. The status bar
// names the channel, or says how many. S and I are real key presses on the canvas.
void TestMainWindow::commandsActOnChosenChannels_data()
{
    QTest::addColumn<QString>("command"); // an action's name, or "S" / "I" (key presses)
    QTest::addColumn<QString>("current");
    QTest::addColumn<QStringList>("selected"); // "path#key index"
    QTest::addColumn<double>("time");
    QTest::addColumn<QStringList>("changed");
    QTest::addColumn<QString>("message"); // part of the status bar message
    const QStringList none;
    QTest::newRow("S, nothing selected") << "S" << "/Ball.translateY" << none << 17.0
                                         << QStringList{"/Ball.translateY"}
                                         << "Key set at frame 17 on /Ball.translateY";
    QTest::newRow("I, nothing selected") << "I" << "/Character.headTurn" << none << 70.0
                                         << QStringList{"/Character.headTurn"}
                                         << "on /Character.headTurn";
    QTest::newRow("S, keys on two channels")
        << "S" << "/Tree.sway" << QStringList{"/Ball.translateY#1", "/Lamp.intensity#1"} << 17.0
        << QStringList{"/Ball.translateY", "/Lamp.intensity"} << "on 2 channels";
    QTest::newRow("post loop reset, nothing selected")
        << "actionPost_reset" << "/Lamp.intensity" << none << 1.0
        << QStringList{"/Lamp.intensity"} << "Extrapolation changed on /Lamp.intensity";
    QTest::newRow("pre linear, nothing selected")
        << "actionPre_linear" << "/Character.headTurn" << none << 1.0
        << QStringList{"/Character.headTurn"} << "on /Character.headTurn";
    QTest::newRow("post linear, key on another channel")
        << "actionPost_linear" << "/Ball.translateY" << QStringList{"/Lamp.intensity#2"} << 1.0
        << QStringList{"/Lamp.intensity"} << "on /Lamp.intensity";
    // Other looping channels have no key at 33: they are not touched (nor refuse it).
    QTest::newRow("post boundary, nothing selected")
        << "actionPostBoundary" << "/Tree.sway" << none << 33.0
        << QStringList{"/Tree.sway"} << "Loop boundary set on /Tree.sway";
    // The current channel has no regressive segment: the one on headTurn stays.
    QTest::newRow("fix regressive, nothing selected")
        << "actionFixRegressive_keepRatio" << "/Ball.translateY" << none << 1.0 << QStringList{}
        << "no regressive segments";
}

void TestMainWindow::commandsActOnChosenChannels()
{
    QFETCH(QString, command);
    QFETCH(QString, current);
    QFETCH(QStringList, selected);
    QFETCH(double, time);
    QFETCH(QStringList, changed);
    QFETCH(QString, message);
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    ChannelId currentId;
    QCOMPARE(channelNamed(*s, current.toLatin1().constData(), &currentId), QString());
    s->setCurrentChannel(currentId);
    std::set<KnotRef> knots;
    for (const QString &ref : selected) {
        ChannelId c;
        QCOMPARE(channelNamed(*s, ref.section(QLatin1Char('#'), 0, 0).toLatin1().constData(), &c), QString());
        knots.insert(KnotRef{c, std::size_t(ref.section(QLatin1Char('#'), 1).toUInt())});
    }
    s->selection()->set(knots);
    s->setCurrentTime(time);
    std::vector<AnimCurve> before;
    for (ChannelId id : s->document()->channelIds())
        before.push_back(s->document()->channel(id).curve);

    if (command == QLatin1String("S") || command == QLatin1String("I")) {
        w.canvas()->setFocus();
        QTest::keyClick(w.canvas(), command == QLatin1String("S") ? Qt::Key_S : Qt::Key_I);
    } else {
        QAction *a = action(w, command.toLatin1().constData());
        QVERIFY(a);
        a->trigger();
    }
    const std::vector<ChannelId> ids = s->document()->channelIds();
    for (std::size_t c = 0; c < ids.size(); ++c) {
        const Channel &ch = s->document()->channel(ids[c]);
        const bool expected = changed.contains(QString::fromStdString(ch.path));
        QVERIFY2((ch.curve != before[c]) == expected,
                 qPrintable(QString::fromStdString(ch.path) + (expected ? " unchanged" : " changed")));
    }
    const QString status = w.statusBar()->currentMessage();
    QVERIFY2(status.contains(message), qPrintable(status));
}

void TestMainWindow::copyPasteKeys()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    EditorSession *s = w.session();
    ChannelId blink;
    QCOMPARE(channelNamed(*s, "/Character.blink", &blink), QString());
    const AnimCurve &curve = s->document()->channel(blink).curve;
    const std::size_t count = curve.numKeys();
    s->selection()->set({KnotRef{blink, 1}, KnotRef{blink, 2}}); // frames 40 (0.5) and 42 (6)
    action(w, "actionCopy")->trigger();
    s->setCurrentTime(60.0);
    action(w, "actionPaste")->trigger();
    const AnimCurve &after = s->document()->channel(blink).curve;
    QCOMPARE(after.numKeys(), count + 2);
    const auto at60 = after.spline().knotIndexAt(60.0);
    const auto at62 = after.spline().knotIndexAt(62.0);
    QVERIFY(at60 && at62);
    QCOMPARE(after.keyValue(*at60), 0.5);
    QCOMPARE(after.keyValue(*at62), 6.0);
    QCOMPARE(after.spline().knots()[*at60].nextInterp, Interpolation::Linear);
    // The pasted keys are selected; Cut removes them again in one step.
    QCOMPARE(s->selection()->knots(), (std::set<KnotRef>{{blink, *at60}, {blink, *at62}}));
    action(w, "actionCut")->trigger();
    QCOMPARE(s->document()->channel(blink).curve.numKeys(), count);
}

// Issue 17 item 5: Ctrl+V pastes onto the channel the user chose — the selected keys'
// channels, else the current channel — not back onto the source curve. Keys copied from
// several channels paste by path, only when nothing chosen is another channel. The status
// bar says how many keys went onto which curves (issue 37 item 1).
void TestMainWindow::pasteGoesToChosenChannel_data()
{
    QTest::addColumn<QStringList>("copied"); // "path#key index"
    QTest::addColumn<QStringList>("selected");
    QTest::addColumn<QString>("current"); // empty: no current channel
    QTest::addColumn<QStringList>("changed");
    QTest::addColumn<QString>("message");
    const QStringList blinkKeys{"/Character.blink#1", "/Character.blink#2"};
    const QStringList twoChannels{"/Character.blink#1", "/Lamp.intensity#1"};
    QTest::newRow("key on another channel selected")
        << blinkKeys << QStringList{"/Lamp.intensity#0"} << "/Character.blink"
        << QStringList{"/Lamp.intensity"} << "Pasted 2 key(s) on /Lamp.intensity";
    QTest::newRow("keys on two other channels selected")
        << blinkKeys << QStringList{"/Ball.translateY#0", "/Lamp.intensity#0"} << "/Character.blink"
        << QStringList{"/Ball.translateY", "/Lamp.intensity"} << "Pasted 4 key(s) on 2 channels";
    QTest::newRow("nothing selected, another channel current")
        << blinkKeys << QStringList{} << "/Ball.translateY" << QStringList{"/Ball.translateY"}
        << "Pasted 2 key(s) on /Ball.translateY";
    QTest::newRow("nothing selected, the source current")
        << blinkKeys << QStringList{} << "/Character.blink" << QStringList{"/Character.blink"}
        << "Pasted 2 key(s) on /Character.blink";
    QTest::newRow("nothing chosen: back to the source")
        << blinkKeys << QStringList{} << "" << QStringList{"/Character.blink"}
        << "Pasted 2 key(s) on /Character.blink";
    QTest::newRow("two channels copied, a source selected: by path")
        << twoChannels << QStringList{"/Character.blink#0"} << "/Ball.translateY"
        << QStringList{"/Character.blink", "/Lamp.intensity"} << "Pasted 2 key(s) on 2 channels";
    QTest::newRow("two channels copied, nothing chosen: by path")
        << twoChannels << QStringList{} << "" << QStringList{"/Character.blink", "/Lamp.intensity"}
        << "Pasted 2 key(s) on 2 channels";
    QTest::newRow("two channels copied, another channel selected: refused")
        << twoChannels << QStringList{"/Ball.translateY#0"} << "/Ball.translateY" << QStringList{}
        << "keys of several channels were copied";
    QTest::newRow("two channels copied, another channel current: refused")
        << twoChannels << QStringList{} << "/Tree.sway" << QStringList{}
        << "keys of several channels were copied";
}

void TestMainWindow::pasteGoesToChosenChannel()
{
    QFETCH(QStringList, copied);
    QFETCH(QStringList, selected);
    QFETCH(QString, current);
    QFETCH(QStringList, changed);
    QFETCH(QString, message);
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    auto refs = [&](const QStringList &list) {
        std::set<KnotRef> knots;
        for (const QString &ref : list) {
            ChannelId c;
            if (!channelNamed(*s, ref.section(QLatin1Char('#'), 0, 0).toLatin1().constData(), &c).isEmpty())
                qFatal("no channel %s", qPrintable(ref));
            knots.insert(KnotRef{c, std::size_t(ref.section(QLatin1Char('#'), 1).toUInt())});
        }
        return knots;
    };
    s->selection()->set(refs(copied));
    w.canvas()->setFocus();
    QTest::keyClick(w.canvas(), Qt::Key_C, Qt::ControlModifier);
    if (current.isEmpty()) {
        s->setCurrentChannel(std::nullopt);
    } else {
        ChannelId c;
        QCOMPARE(channelNamed(*s, current.toLatin1().constData(), &c), QString());
        s->setCurrentChannel(c);
    }
    s->selection()->set(refs(selected));
    s->setCurrentTime(60.0);
    std::vector<AnimCurve> before;
    for (ChannelId id : s->document()->channelIds())
        before.push_back(s->document()->channel(id).curve);
    const int steps = s->undoStack()->count();

    QTest::keyClick(w.canvas(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(s->undoStack()->count(), steps + (changed.isEmpty() ? 0 : 1));
    const std::vector<ChannelId> ids = s->document()->channelIds();
    for (std::size_t c = 0; c < ids.size(); ++c) {
        const Channel &ch = s->document()->channel(ids[c]);
        const bool expected = changed.contains(QString::fromStdString(ch.path));
        QVERIFY2((ch.curve != before[c]) == expected,
                 qPrintable(QString::fromStdString(ch.path) + (expected ? " unchanged" : " changed")));
        if (expected) // the earliest copied key lands at the current time on each target
            QVERIFY2(ch.curve.spline().knotIndexAt(60.0) || ch.curve.spline().knotIndexAt(86.0),
                     ch.path.c_str());
    }
    const QString status = w.statusBar()->currentMessage();
    QVERIFY2(status.contains(message), qPrintable(status));
}

// Issue 17 item 1: a drag is modal. With the button held on a dragged key, Ctrl+Z, Delete,
// S (and the like) are refused: the undo history and the other keys stay; the release
// then commits the drag as one step that undoes exactly.
void TestMainWindow::commandsDuringDragAreRefused_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::newRow("undo") << int(Qt::Key_Z) << int(Qt::ControlModifier);
    QTest::newRow("redo") << int(Qt::Key_Z) << int(Qt::ControlModifier | Qt::ShiftModifier);
    QTest::newRow("delete") << int(Qt::Key_Delete) << int(Qt::NoModifier);
    QTest::newRow("set key") << int(Qt::Key_S) << int(Qt::NoModifier);
    QTest::newRow("insert breakdown") << int(Qt::Key_I) << int(Qt::NoModifier);
    QTest::newRow("paste") << int(Qt::Key_V) << int(Qt::ControlModifier);
    QTest::newRow("nudge") << int(Qt::Key_Right) << int(Qt::NoModifier);
}

void TestMainWindow::commandsDuringDragAreRefused()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    ChannelId ball;
    QCOMPARE(channelNamed(*s, "/Ball.translateY", &ball), QString());
    s->setCurrentChannel(ball);
    CurveCanvas *canvas = w.canvas();
    canvas->setFocus();
    s->setCurrentTime(17.0);
    QTest::keyClick(canvas, Qt::Key_S); // something to undo
    s->setCurrentTime(5.0);
    const AnimCurve &curve = s->document()->channel(ball).curve;
    const std::size_t k = *curve.spline().knotIndexAt(21.0);
    s->selection()->set({KnotRef{ball, k}, KnotRef{ball, k + 1}});
    QTest::keyClick(canvas, Qt::Key_C, Qt::ControlModifier); // for the paste row
    s->selection()->set({KnotRef{ball, k}});
    std::vector<AnimCurve> before;
    for (ChannelId id : s->document()->channelIds())
        before.push_back(s->document()->channel(id).curve);
    const int steps = s->undoStack()->count();
    const int index = s->undoStack()->index();

    const QPoint from = keyPixel(curve, k, canvas->viewTransform()).toPoint();
    QVERIFY(canvas->rect().contains(from));
    QTest::mousePress(canvas, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(canvas, from + QPoint(6 * i, -5 * i));
    const AnimCurve dragged = curve;
    QVERIFY(dragged != before[0]); // the drag is live
    QTest::keyClick(canvas, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(s->undoStack()->index(), index);
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(curve == dragged);
    const std::vector<ChannelId> ids = s->document()->channelIds();
    for (std::size_t c = 1; c < ids.size(); ++c)
        QVERIFY2(s->document()->channel(ids[c]).curve == before[c], s->document()->channel(ids[c]).path.c_str());
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, from + QPoint(24, -20));
    QCOMPARE(s->undoStack()->count(), steps + 1);
    QVERIFY(curve.spline().knotIndexAt(17.0)); // the key set before the drag is still there
    s->undoStack()->undo();
    QVERIFY(curve == before[0]);
}

// Opening a dialog mid-drag ends the drag (as Escape: cancelled), so the release that
// follows commits nothing.
void TestMainWindow::dialogDuringDragEndsIt()
{
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    ChannelId ball;
    QCOMPARE(channelNamed(*s, "/Ball.translateY", &ball), QString());
    CurveCanvas *canvas = w.canvas();
    canvas->setFocus();
    const AnimCurve &curve = s->document()->channel(ball).curve;
    const AnimCurve before = curve;
    const std::size_t k = *curve.spline().knotIndexAt(21.0);
    s->selection()->set({KnotRef{ball, k}});
    const int steps = s->undoStack()->count();
    const QPoint from = keyPixel(curve, k, canvas->viewTransform()).toPoint();
    QTest::mousePress(canvas, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(canvas, from + QPoint(6 * i, -5 * i));
    QVERIFY(curve != before);
    bool sawDialog = false;
    bool canvasInactive = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        sawDialog = dialog != nullptr;
        if (dialog) {
            canvasInactive = QTest::qWaitFor([&] { return !canvas->isActiveWindow(); });
            dialog->reject();
        }
    });
    action(w, "actionInnerLoop")->trigger(); // a modal dialog
    QVERIFY(sawDialog);
    QVERIFY(canvasInactive);
    QVERIFY(curve == before); // the drag was cancelled
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, from + QPoint(24, -20));
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(curve == before);
}

// A failed undo is shown in the status bar (not only logged): the channel the step edited
// went away behind the undo stack's back.
void TestMainWindow::failedUndoShowsInStatusBar()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    EditorSession *s = w.session();
    ChannelId ball;
    QCOMPARE(channelNamed(*s, "/Ball.translateY", &ball), QString());
    s->setCurrentChannel(ball);
    s->setCurrentTime(17.0);
    action(w, "actionSetKey")->trigger();
    QVERIFY(s->document()->removeChannel(ball)); // not through the undo stack
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("undo failed: .*")));
    action(w, "actionUndo")->trigger();
    const QString status = w.statusBar()->currentMessage();
    QVERIFY2(status.startsWith(QLatin1String("Undo failed: ")), qPrintable(status));
}

void TestMainWindow::exportBakedLayerHasEdits()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    EditorSession *s = w.session();
    QVERIFY(action(w, "actionExportBaked")->isEnabled());
    ChannelId ball;
    QCOMPARE(channelNamed(*s, "/Ball.translateY", &ball), QString());
    s->selection()->set({KnotRef{ball, 2}}); // the apex at frame 21
    QVERIFY(s->applyEdit(ball, [](AnimCurveFn &fn) { return fn.setValue(2, 6.5); }, QStringLiteral("edit")));

    BakeOptions options;
    options.start = 1.0;
    options.end = 48.0;
    const QString out = m_dir.filePath(QStringLiteral("baked.usda"));
    const Result<BakeReport> report = exportBakedLayer(*s->document(), options, out);
    QVERIFY2(report, report.message().c_str());
    QCOMPARE(int(report.value().attributes.size()), 8);
    QVERIFY(report.value().maxError >= 0.0); // samples between frames interpolate linearly
    // The editor's report names the attribute and time of the largest error, as the CLI
    // does, and can go there (issue 37 item 7).
    const BakeReport &r = report.value();
    QVERIFY(r.maxError > 0.0 && !r.maxErrorPath.empty());
    QCOMPARE(bakeReportText(r, QStringLiteral("baked.usda")),
             QStringLiteral("Exported 8 attributes to baked.usda (largest error %1 on %2 at time %3)")
                 .arg(QString::number(r.maxError, 'g', 3), QString::fromStdString(r.maxErrorPath))
                 .arg(r.maxErrorTime, 0, 'g', 10));
    QVERIFY(showLargestBakeError(*s, r));
    QCOMPARE(s->document()->channel(*s->currentChannel()).path, r.maxErrorPath);
    QCOMPARE(s->currentTime(), r.maxErrorTime);
    BakeReport none = r;
    none.maxErrorPath.clear();
    QVERIFY(!showLargestBakeError(*s, none));
    QVERIFY(bakeReportText(none, QStringLiteral("b.usda")).endsWith(QLatin1String("(no error)")));
    const Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked, baked.message().c_str());
    const Attribute *a = baked.value().findAttribute("/Ball.translateY");
    QVERIFY(a && a->timeSamples && !a->spline);
    QCOMPARE(evalTimeSamples(*a->timeSamples, 21.0).value_or(-1.0), 6.5); // the edit is baked
    // The document itself is unchanged by exporting.
    QVERIFY(s->document()->isModified());
    QCOMPARE(s->document()->filePath(), MainWindow::sampleScenePath());

    // A new document without curves has nothing to export baked.
    QVERIFY(w.newDocument());
    QVERIFY(!action(w, "actionExportBaked")->isEnabled());
}

void TestMainWindow::exportIgnoresFileChangedOnDisk()
{
    const QString path = m_dir.filePath(QStringLiteral("changing.usda"));
    const auto writeFile = [&path](const QByteArray &text) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    };
    QVERIFY(writeFile("#usda 1.0\n(\n    startTimeCode = 0\n    endTimeCode = 4\n)\n\ndef \"P\"\n{\n"
                      "    double a.spline = {\n        0: 0; post linear,\n        4: 8,\n    }\n    double kept = 3\n}\n"));
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(path));
    EditorSession *s = w.session();
    ChannelId a;
    QCOMPARE(channelNamed(*s, "/P.a", &a), QString());
    QVERIFY(s->applyEdit(a, [](AnimCurveFn &fn) { return fn.setValue(1, 4.0); }, QStringLiteral("edit")));
    // The file is replaced on disk by something without /P.a after it was opened.
    QVERIFY(writeFile("#usda 1.0\ndef \"Q\"\n{\n    double b.spline = {\n        0: 1,\n    }\n}\n"));

    BakeOptions options;
    const QString out = m_dir.filePath(QStringLiteral("changing_baked.usda"));
    const Result<BakeReport> report = exportBakedLayer(*s->document(), options, out);
    QVERIFY2(report, report.message().c_str());
    QCOMPARE(report->start, 0.0); // the opened layer's startTimeCode / endTimeCode
    QCOMPARE(report->end, 4.0);
    const Result<Layer> baked = readLayerFile(out);
    QVERIFY2(baked, baked.message().c_str());
    QVERIFY(!baked->findPrim("/Q"));
    QVERIFY(baked->findAttribute("/P.kept"));
    const Attribute *attr = baked->findAttribute("/P.a");
    QVERIFY(attr && attr->timeSamples);
    QCOMPARE(evalTimeSamples(*attr->timeSamples, 2.0).value_or(-1.0), 2.0);
    QCOMPARE(evalTimeSamples(*attr->timeSamples, 4.0).value_or(-1.0), 4.0); // the edited value
}

void TestMainWindow::titleShowsNameAndModified()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    QVERIFY(w.windowTitle().contains(QLatin1String("Sample Scene")));
    QVERIFY(!w.isWindowModified());
    selectAllKeys(*w.session());
    action(w, "actionTangentBoth_linear")->trigger();
    QVERIFY(w.isWindowModified());

    const QString path = m_dir.filePath(QStringLiteral("saved.usda"));
    QVERIFY(w.saveTo(path));
    QVERIFY(!w.isWindowModified());
    QVERIFY(w.windowTitle().contains(QLatin1String("saved.usda")));
}

void TestMainWindow::closeAsksAboutUnsavedChanges()
{
    MainWindow w;
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.session()->selection()->set({KnotRef{openedChannel(0), 0}});
    action(w, "actionDelete")->trigger();
    QVERIFY(w.session()->document()->isModified());

    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!w.close());
    QVERIFY(w.isVisible());

    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(w.close());

    // Screenshot mode never asks.
    MainWindow quiet(MainWindow::Mode::Screenshot);
    QVERIFY(quiet.openSampleScene());
    quiet.session()->selection()->set({KnotRef{openedChannel(0), 0}});
    action(quiet, "actionDelete")->trigger();
    QVERIFY(quiet.close());
}

void TestMainWindow::settingsPersist()
{
    const QString anim = m_dir.filePath(QStringLiteral("recent.usda"));
    {
        MainWindow w;
        QVERIFY(w.openSampleScene());
        QVERIFY(w.saveTo(anim)); // a real file: goes to the recent list
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        action(w, "actionShowTangents")->trigger(); // on → off
        action(w, "actionDefaultTangent_flat")->trigger();
        w.dock(QStringLiteral("undoHistoryDock"))->hide();
        QVERIFY(w.close());
    }
    MainWindow w;
    QVERIFY(!w.preferences().showTangents);
    QVERIFY(w.preferences().showExtrapolation);
    QCOMPARE(w.preferences().defaultTangentType, MayaTangentType::Flat);
    QVERIFY(!action(w, "actionShowTangents")->isChecked());
    QVERIFY(action(w, "actionDefaultTangent_flat")->isChecked());
    QCOMPARE(w.recentFiles()->paths().value(0), QFileInfo(anim).absoluteFilePath());
    w.restoreSettings();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.dock(QStringLiteral("undoHistoryDock"))->isVisible());
    QVERIFY(w.dock(QStringLiteral("channelsDock"))->isVisible());

    // Set Key uses the default tangent type.
    QVERIFY(w.openSampleScene());
    ChannelId ball;
    QCOMPARE(channelNamed(*w.session(), "/Ball.translateY", &ball), QString());
    w.session()->selection()->set({KnotRef{ball, 0}});
    w.session()->setCurrentTime(5.0);
    action(w, "actionSetKey")->trigger();
    const AnimCurve &c = w.session()->document()->channel(ball).curve;
    const auto key = c.spline().knotIndexAt(5.0);
    QVERIFY(key);
    QCOMPARE(c.keyInfo()[*key].inType, MayaTangentType::Flat);
    QCOMPARE(c.keyInfo()[*key].outType, MayaTangentType::Flat);
    w.session()->undoStack()->clear();
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
