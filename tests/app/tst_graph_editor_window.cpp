// The graph editor in the main window (offscreen): the Tangents toolbar's buttons and
// shortcuts over every selected key of several curves (each one undo step), the View
// menu's Show All Curves / Isolate Curves and the Insert Key tool by their shortcuts, the
// stats line above the canvas, and a screenshot of a generated 50-curve file with three
// channels selected in the channel tree (saved to the temp folder to look at).

#include "app/MainWindow.h"
#include "app/Screenshot.h"
#include "tests/support/CanvasPixels.h"
#include "core/document/AttributeSpline.h"
#include "core/io/UsdaSplineWriter.h"
#include "core/spline/Spline.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"
#include "widgets/stats/KeyStatsLine.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include <cmath>

using namespace knotline;

namespace {

/// Writes a usda layer with `prims` prims "/J0" … each holding the attributes `attrs`,
/// every curve a different wave of 6 keys over frames 1 … 96, and returns its path.
QString writeCurves(const QString &dir, int prims, const QStringList &attrs)
{
    std::string items;
    UsdaVersion version;
    for (int p = 0; p < prims; ++p) {
        items += "def Xform \"J" + std::to_string(p) + "\"\n{\n";
        for (int a = 0; a < attrs.size(); ++a) {
            const int n = p * int(attrs.size()) + a;
            Spline s;
            s.setAntiRegressionMode(AntiRegressionMode::None);
            (void)s.setCurveType(CurveType::Bezier);
            std::vector<Knot> knots;
            for (int k = 0; k < 6; ++k) {
                const double t = 1.0 + 19.0 * k;
                const double v = 10.0 * std::sin(0.7 * k + 0.37 * n) + 0.8 * n - 20.0;
                knots.push_back(makeKnot(t, v, Interpolation::Curve, 6.0, 0.0));
            }
            if (!s.setKnots(knots))
                qFatal("setKnots refused");
            AttributeSpline as;
            as.spline = s;
            version = std::max(version, requiredUsdaVersion(as));
            items += "    double " + attrs[a].toStdString() + ".spline = {\n";
            appendUsdaSplineItems(items, as, 1);
            items += "    }\n";
        }
        items += "}\n\n";
    }
    const std::string text = "#usda " + std::to_string(version.major) + "." + std::to_string(version.minor)
        + "\n(\n    startTimeCode = 1\n    endTimeCode = 96\n)\n\n" + items;
    const QString path = dir + QStringLiteral("/curves.usda");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), qint64(text.size())) != qint64(text.size()))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

ChannelId channelNamed(const EditorSession &s, const char *path)
{
    for (ChannelId id : s.document()->channelIds())
        if (s.document()->channel(id).path == path)
            return id;
    qFatal("no channel %s", path);
    return {};
}

/// Clicks the toolbar button of the action named `name`.
void clickButton(QMainWindow &w, const char *name)
{
    auto *a = w.findChild<QAction *>(QLatin1String(name));
    QVERIFY2(a, name);
    QWidget *button = nullptr;
    for (QToolBar *bar : w.findChildren<QToolBar *>())
        if (QWidget *b = bar->widgetForAction(a))
            button = b;
    QVERIFY2(button && button->isVisible(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace

class TestGraphEditorWindow : public QObject {
    Q_OBJECT
private slots:
    void tangentToolBarOverAllSelectedKeys();
    void tangentShortcuts();
    void tangentIconsAreDistinct();
    void displayAndInsertToolShortcuts();
    void statsLineAboveTheCanvas();
    void fiftyCurvesThreeSelected();
    void selectAllAndDeleteReachOnlyShownCurves();
    void undoBackToTheSavedStateIsUnmodified();

private:
    QTemporaryDir m_dir;
};

void TestGraphEditorWindow::tangentToolBarOverAllSelectedKeys()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(writeCurves(m_dir.path(), 2, {QStringLiteral("tx"), QStringLiteral("ty")})));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    const ChannelId a = channelNamed(*s, "/J0.tx"), b = channelNamed(*s, "/J1.ty");
    const std::set<KnotRef> keys = {{a, 1}, {a, 2}, {b, 3}};
    s->selection()->set(keys);
    QUndoStack *undo = s->undoStack();
    auto curve = [&](ChannelId ch) -> const AnimCurve & { return s->document()->channel(ch).curve; };

    clickButton(w, "actionTangentBoth_flat");
    QCOMPARE(undo->count(), 1);
    // The undo row says what and how much (issue 37 item 8; no translator here: "key(s)").
    QCOMPARE(undo->text(0), QStringLiteral("Set Tangent Type: Flat on 3 key(s) of 2 curve(s)"));
    QCOMPARE(w.statusBar()->currentMessage(), undo->text(0)); // and so does the status bar
    clickButton(w, "actionTangentBoth_flat"); // already flat: no step, and it says so
    QCOMPARE(undo->count(), 1);
    QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Nothing changed"));
    for (const KnotRef &k : keys) {
        QCOMPARE(curve(k.channel).keyInfo()[k.knot].inType, MayaTangentType::Flat);
        QCOMPARE(curve(k.channel).keyInfo()[k.knot].outType, MayaTangentType::Flat);
    }
    QCOMPARE(curve(a).keyInfo()[0].inType == MayaTangentType::Flat, false); // unselected key unchanged

    clickButton(w, "actionBreakTangents");
    QCOMPARE(undo->count(), 2);
    for (const KnotRef &k : keys)
        QVERIFY(!curve(k.channel).keyInfo()[k.knot].tangentsLocked);
    // Broken, then one side turned: unify makes both sides one direction again.
    QVERIFY(s->applyEdit(a, [](AnimCurveFn &fn) { return fn.setAngle(1, 0.6, TangentSide::Out); }, QStringLiteral("turn")).isOk());
    clickButton(w, "actionUnifyTangents");
    QCOMPARE(undo->count(), 4);
    for (const KnotRef &k : keys) {
        AnimCurve c = curve(k.channel);
        AnimCurveFn fn(c);
        QVERIFY(fn.tangentsLocked(k.knot).value());
        QVERIFY(std::abs(fn.getTangentAngleWeight(k.knot, TangentSide::In).value().angle
                         - fn.getTangentAngleWeight(k.knot, TangentSide::Out).value().angle) < 1e-9);
    }
    {
        AnimCurve c = curve(a);
        AnimCurveFn fn(c);
        QVERIFY(std::abs(fn.getTangentAngleWeight(1, TangentSide::Out).value().angle - 0.3) < 1e-9); // mean of 0 and 0.6
    }

    clickButton(w, "actionNonWeightedTangents");
    QVERIFY(!curve(a).isWeighted() && !curve(b).isWeighted());
    clickButton(w, "actionWeightedTangents");
    QVERIFY(curve(a).isWeighted() && curve(b).isWeighted());
    clickButton(w, "actionLockWeights");
    for (const KnotRef &k : keys)
        QVERIFY(curve(k.channel).keyInfo()[k.knot].weightsLocked);
    clickButton(w, "actionFreeWeights");
    for (const KnotRef &k : keys)
        QVERIFY(!curve(k.channel).keyInfo()[k.knot].weightsLocked);
    QCOMPARE(undo->count(), 8);
    // Each button was one undo step: undo the last four, the weights and weighting are back.
    for (int i = 0; i < 4; ++i)
        undo->undo();
    QVERIFY(curve(a).isWeighted());
    QVERIFY(curve(a).keyInfo()[1].tangentsLocked);
    // Nothing selected: refused, nothing pushed.
    s->selection()->clear();
    clickButton(w, "actionBreakTangents");
    QCOMPARE(undo->index(), 4);
}

// Issue 37 item 10: the eleven tangent-type icons can be told apart at a glance. The
// toolbar's own icons, at 2x: every pair differs in at least 60 of 48 × 36 pixels (the
// icons drawn from evaluated curves differed in none for Auto and Auto Mix, and in 21 for
// Clamped and Plateau).
void TestGraphEditorWindow::tangentIconsAreDistinct()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    const char *names[] = {"actionTangentBoth_auto",    "actionTangentBoth_spline", "actionTangentBoth_clamped",
                           "actionTangentBoth_linear",  "actionTangentBoth_flat",   "actionTangentBoth_step",
                           "actionTangentBoth_stepnext", "actionTangentBoth_plateau", "actionTangentBoth_fixed",
                           "actionTangentBoth_autoease", "actionTangentBoth_automix"};
    std::vector<QImage> icons;
    for (const char *name : names) {
        auto *a = w.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(a && !a->icon().isNull(), name);
        QImage image = a->icon().pixmap(QSize(24, 18), 2.0).toImage().convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(image.size(), QSize(48, 36));
        icons.push_back(image);
    }
    int compared = 0;
    for (std::size_t i = 0; i < icons.size(); ++i) {
        for (std::size_t j = i + 1; j < icons.size(); ++j) {
            int differ = 0;
            for (int y = 0; y < 36; ++y)
                for (int x = 0; x < 48; ++x)
                    differ += std::abs(qAlpha(icons[i].pixel(x, y)) - qAlpha(icons[j].pixel(x, y))) > 128;
            QVERIFY2(differ >= 60, qPrintable(QStringLiteral("%1 and %2 differ in %3 pixels")
                                                  .arg(QLatin1String(names[i]), QLatin1String(names[j]))
                                                  .arg(differ)));
            ++compared;
        }
    }
    QCOMPARE(compared, 55);
}

void TestGraphEditorWindow::tangentShortcuts()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(writeCurves(m_dir.path(), 1, {QStringLiteral("tx")})));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const std::vector<std::pair<const char *, QKeySequence>> expected = {
        {"actionTangentBoth_auto", QKeySequence(Qt::ALT | Qt::Key_1)},
        {"actionTangentBoth_spline", QKeySequence(Qt::ALT | Qt::Key_2)},
        {"actionTangentBoth_clamped", QKeySequence(Qt::ALT | Qt::Key_3)},
        {"actionTangentBoth_linear", QKeySequence(Qt::ALT | Qt::Key_4)},
        {"actionTangentBoth_flat", QKeySequence(Qt::ALT | Qt::Key_5)},
        {"actionTangentBoth_step", QKeySequence(Qt::ALT | Qt::Key_6)},
        {"actionTangentBoth_stepnext", QKeySequence(Qt::ALT | Qt::Key_7)},
        {"actionTangentBoth_plateau", QKeySequence(Qt::ALT | Qt::Key_8)},
        {"actionTangentBoth_fixed", QKeySequence(Qt::ALT | Qt::Key_9)},
        {"actionTangentBoth_autoease", QKeySequence(Qt::ALT | Qt::Key_0)},
        {"actionTangentBoth_automix", QKeySequence(Qt::ALT | Qt::Key_Minus)},
        {"actionBreakTangents", QKeySequence(Qt::ALT | Qt::Key_B)},
        {"actionUnifyTangents", QKeySequence(Qt::ALT | Qt::Key_U)},
        {"actionWeightedTangents", QKeySequence(Qt::ALT | Qt::Key_W)},
        {"actionNonWeightedTangents", QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_W)},
        {"actionLockWeights", QKeySequence(Qt::ALT | Qt::Key_L)},
        {"actionFreeWeights", QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_L)},
    };
    for (const auto &[name, key] : expected) {
        auto *a = w.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(a, name);
        QCOMPARE(a->shortcut(), key);
    }
    EditorSession *s = w.session();
    const ChannelId ch = channelNamed(*s, "/J0.tx");
    s->selection()->set({{ch, 2}});
    w.canvas()->setFocus();
    QTest::keyClick(w.canvas(), Qt::Key_4, Qt::AltModifier);
    QCOMPARE(s->document()->channel(ch).curve.keyInfo()[2].outType, MayaTangentType::Linear);
    QTest::keyClick(w.canvas(), Qt::Key_B, Qt::AltModifier);
    QVERIFY(!s->document()->channel(ch).curve.keyInfo()[2].tangentsLocked);
    QTest::keyClick(w.canvas(), Qt::Key_W, Qt::AltModifier | Qt::ShiftModifier);
    QVERIFY(!s->document()->channel(ch).curve.isWeighted());
    QCOMPARE(s->undoStack()->count(), 3);
}

// Issue 37 item 1: with one curve shown (the tree selects it), Ctrl+A selects that curve's
// keys only and Delete deletes only them; the status bar says how many on how many curves.
// Hiding a curve drops its selected keys.
void TestGraphEditorWindow::selectAllAndDeleteReachOnlyShownCurves()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(writeCurves(m_dir.path(), 2, {QStringLiteral("tx"), QStringLiteral("ty")})));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    const ChannelId shown = channelNamed(*s, "/J1.tx");
    auto *tree = w.findChild<ChannelTreeView *>();
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                      tree->visualRect(tree->channelModel()->indexOfChannel(shown)).center());
    QCOMPARE(s->channelFocus()->shownChannels(), std::vector<ChannelId>{shown});
    std::size_t keysBefore = 0;
    for (ChannelId c : s->document()->channelIds())
        keysBefore += s->document()->channel(c).curve.numKeys();
    const std::size_t shownKeys = s->document()->channel(shown).curve.numKeys();
    QVERIFY(shownKeys > 0 && keysBefore > shownKeys);

    QTest::mouseClick(w.canvas(), Qt::LeftButton, {}, QPoint(5, w.canvas()->height() - 5)); // empty space
    QTest::keyClick(w.canvas(), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(s->selection()->knots().size(), shownKeys);
    for (const KnotRef &k : s->selection()->knots())
        QCOMPARE(k.channel, shown);
    QTest::keyClick(w.canvas(), Qt::Key_Delete);
    std::size_t keysAfter = 0;
    for (ChannelId c : s->document()->channelIds())
        keysAfter += s->document()->channel(c).curve.numKeys();
    QCOMPARE(keysAfter, keysBefore - shownKeys);
    QCOMPARE(s->document()->channel(shown).curve.numKeys(), std::size_t(0));
    // (No translator is installed here: the source text's "key(s)" shows.)
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Deleted %1 key(s) on 1 curve").arg(shownKeys)),
             qPrintable(w.statusBar()->currentMessage()));

    // Hiding a curve drops its selected keys.
    const ChannelId other = channelNamed(*s, "/J0.ty");
    s->selection()->set({{other, 0}});
    s->setChannelVisible(other, false);
    QVERIFY(s->selection()->isEmpty());
}

void TestGraphEditorWindow::displayAndInsertToolShortcuts()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(writeCurves(m_dir.path(), 2, {QStringLiteral("tx"), QStringLiteral("ty")})));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    ChannelFocus *focus = s->channelFocus();
    auto *tree = w.findChild<ChannelTreeView *>();
    const QModelIndex row = tree->channelModel()->indexOfChannel(channelNamed(*s, "/J1.tx"));
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(row).center());
    QCOMPARE(focus->shownChannels().size(), std::size_t(1));
    w.canvas()->setFocus();
    QTest::keyClick(w.canvas(), Qt::Key_A, Qt::ShiftModifier); // Show All Curves
    QVERIFY(focus->showAll());
    QCOMPARE(focus->shownChannels().size(), std::size_t(4));
    QVERIFY(w.findChild<QAction *>(QStringLiteral("actionShowAllCurves"))->isChecked());
    QTest::keyClick(w.canvas(), Qt::Key_H, Qt::ShiftModifier); // Isolate: the tree's selection
    QCOMPARE(focus->isolatedChannels(), (std::set<ChannelId>{channelNamed(*s, "/J1.tx")}));
    QCOMPARE(focus->shownChannels().size(), std::size_t(1));
    QVERIFY(w.findChild<QAction *>(QStringLiteral("actionIsolateCurves"))->isChecked());
    QTest::keyClick(w.canvas(), Qt::Key_H, Qt::ShiftModifier);
    QVERIFY(!focus->isIsolating());
    QCOMPARE(focus->shownChannels().size(), std::size_t(4));
    QCOMPARE(s->undoStack()->count(), 0); // view state only

    QTest::keyClick(w.canvas(), Qt::Key_K);
    QVERIFY(w.canvas()->options().insertKeyTool);
    QVERIFY(w.findChild<QAction *>(QStringLiteral("actionInsertKeyTool"))->isChecked());
    w.findChild<QAction *>(QStringLiteral("actionInsertDefaultTangent"))->trigger();
    QCOMPARE(w.canvas()->options().insertShape, KeyInsertShape::DefaultTangent);
    QCOMPARE(w.canvas()->options().defaultTangentType, w.preferences().defaultTangentType);
    QTest::keyClick(w.canvas(), Qt::Key_K);
    QVERIFY(!w.canvas()->options().insertKeyTool);
}

void TestGraphEditorWindow::statsLineAboveTheCanvas()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(writeCurves(m_dir.path(), 1, {QStringLiteral("tx")})));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *stats = w.findChild<KeyStatsLine *>();
    QVERIFY(stats);
    QVERIFY(stats->mapTo(&w, QPoint(0, stats->height())).y() <= w.canvas()->mapTo(&w, QPoint(0, 0)).y());
    EditorSession *s = w.session();
    const ChannelId ch = channelNamed(*s, "/J0.tx");
    s->selection()->set({{ch, 1}, {ch, 3}});
    QLineEdit *value = stats->valueBox();
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("+=5"));
    const double v1 = s->document()->channel(ch).curve.keyValue(1);
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(s->document()->channel(ch).curve.keyValue(1), v1 + 5.0);
    QCOMPARE(s->undoStack()->count(), 1);
    QCOMPARE(s->undoStack()->undoText(), QStringLiteral("Set Key Values on 2 key(s)")); // issue 37 item 1
    QCOMPARE(w.statusBar()->currentMessage(), s->undoStack()->undoText()); // and the status bar says so

    // Issue 37 item 3: a number no curve can be drawn with is refused with the message
    // every number editor gives (EditNumber.h), and nothing changes: typed, or as the
    // result of an operation.
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("20"));
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(s->document()->channel(ch).curve.keyValue(3), 20.0);
    const AnimCurve before = s->document()->channel(ch).curve;
    QSignalSpy refused(stats, &KeyStatsLine::editRefused);
    for (const QString &typed : {QStringLiteral("1e308"), QStringLiteral("+=1e16"), QStringLiteral("*=1e14")}) {
        value->setFocus();
        value->selectAll();
        QTest::keyClicks(value, typed);
        QTest::keyClick(value, Qt::Key_Return);
        QVERIFY(s->document()->channel(ch).curve == before);
        QCOMPARE(s->undoStack()->count(), 2);
        QVERIFY2(!refused.isEmpty() && refused.last().at(0).toString().contains(QLatin1String("is too large")),
                 qPrintable(typed));
    }
    QCOMPARE(refused.size(), 3);
    QVERIFY(refused.at(0).at(0).toString().startsWith(QLatin1String("\"1e308\" is too large")));
    QVERIFY2(refused.at(2).at(0).toString().contains(QLatin1String("\"2e+15\" is too large")), // the result
             qPrintable(refused.at(2).at(0).toString()));
}

void TestGraphEditorWindow::fiftyCurvesThreeSelected()
{
    // 10 prims × 5 attributes: axis channels (red, green, blue by axis) and "blend" (a
    // colour from its path).
    const QStringList attrs = {QStringLiteral("translateX"), QStringLiteral("translateY"),
                               QStringLiteral("translateZ"), QStringLiteral("rotateY"), QStringLiteral("blend")};
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(writeCurves(m_dir.path(), 10, attrs)));
    EditorSession *s = w.session();
    QCOMPARE(s->document()->channelCount(), std::size_t(50));
    w.resize(kScreenshotSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // With nothing selected all 50 are shown (the first one current, the others dimmed).
    QCOMPARE(s->channelFocus()->shownChannels().size(), std::size_t(50));
    const QImage all = renderWindow(w);
    QVERIFY(all.save(QDir::temp().filePath(QStringLiteral("knotline-graph-editor-50-curves-all.png"))));
    auto *tree = w.findChild<ChannelTreeView *>();
    const std::vector<const char *> chosen = {"/J2.translateX", "/J5.blend", "/J7.translateZ"};
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        const QModelIndex row = tree->channelModel()->indexOfChannel(channelNamed(*s, chosen[i]));
        tree->scrollTo(row);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, i == 0 ? Qt::NoModifier : Qt::ControlModifier,
                          tree->visualRect(row).center());
    }
    QCOMPARE(s->channelFocus()->shownChannels().size(), std::size_t(3));
    QCOMPARE(s->currentChannel(), std::optional(channelNamed(*s, "/J7.translateZ")));
    w.frameAll();
    const QImage image = renderWindow(w);
    QVERIFY(!image.isNull());
    const QString path = QDir::temp().filePath(QStringLiteral("knotline-graph-editor-50-curves.png"));
    QVERIFY(image.save(path));
    qInfo("screenshot: %s", qPrintable(path));

    CurveCanvas *canvas = w.canvas();
    const qreal dpr = image.devicePixelRatio();
    const QRect plot((canvas->mapTo(&w, canvas->plotRect().topLeft().toPoint())) * dpr, canvas->plotRect().size().toSize() * dpr);
    // The three curves are drawn: the current one in full, the others dimmed.
    for (const char *name : chosen) {
        const ChannelId id = channelNamed(*s, name);
        const QColor colour = s->currentChannel() == id ? s->display(id).color
                                                         : test::overPlotBackground(s->display(id).color, emphasis::kDimmedAlpha);
        QVERIFY2(test::countColour(image, plot, colour, 14) > 150, name);
    }
    // No other blend curve is drawn (their colours differ from the chosen ones'); the
    // other 47 channels are neither drawn nor hit.
    int checked = 0;
    for (int p = 0; p < 10; ++p) {
        const std::string name = "/J" + std::to_string(p) + ".blend";
        if (name == "/J5.blend")
            continue;
        const QColor c = s->display(channelNamed(*s, name.c_str())).color;
        bool distinct = true;
        for (const char *chosenName : chosen) {
            const QColor o = s->display(channelNamed(*s, chosenName)).color;
            distinct = distinct && std::abs(c.red() - o.red()) + std::abs(c.green() - o.green()) + std::abs(c.blue() - o.blue()) > 90;
        }
        if (!distinct)
            continue;
        QCOMPARE(test::countColour(image, plot, c, 10), 0);
        ++checked;
    }
    QVERIFY(checked >= 5);
    qInfo("checked %d hidden curve colours", checked);

    // The legend does not cover the current curve's first key (frame 1, near the plot's
    // top-left corner after Frame All): its marker shows in the curve's full colour.
    const ChannelId current = *s->currentChannel();
    const QPointF first = keyPixel(s->document()->channel(current).curve, 0, canvas->viewTransform());
    const QPoint at = canvas->mapTo(&w, first.toPoint()) * dpr;
    const QRect marker(at - QPoint(3, 3) * dpr, QSize(7, 7) * dpr);
    const int shown = test::countColour(image, marker, s->display(current).color, 14);
    qInfo("first key marker pixels in full colour: %d", shown);
    QVERIFY(shown > 20); // 37 with the legend elsewhere, 7 under the legend
}

void TestGraphEditorWindow::undoBackToTheSavedStateIsUnmodified()
{
    // Issue 37 item 4: undoing back to the saved state clears the "*" and the save prompt.
    QTemporaryDir dir;
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(writeCurves(dir.path(), 1, {QStringLiteral("tx")})));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    const ChannelId a = channelNamed(*s, "/J0.tx");
    const auto deleteFirstKey = [&] {
        s->selection()->set({{a, 0}});
        QTest::keyClick(w.canvas(), Qt::Key_Delete);
    };
    const auto keys = [&] { return s->document()->channel(a).curve.numKeys(); };
    QVERIFY(!w.isWindowModified());
    deleteFirstKey();
    QVERIFY(w.isWindowModified());
    QTest::keyClick(w.canvas(), Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!w.isWindowModified());
    const std::size_t saved = keys();
    deleteFirstKey();
    QCOMPARE(keys(), saved - 1);
    QVERIFY(w.isWindowModified());

    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier); // back to the saved state
    QCOMPARE(keys(), saved);
    QVERIFY(!w.isWindowModified());
    QVERIFY(!s->document()->isModified());
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier); // before the save
    QCOMPARE(keys(), saved + 1);
    QVERIFY(w.isWindowModified());
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // redo to it
    QCOMPARE(keys(), saved);
    QVERIFY(!w.isWindowModified());
    // A new edit after undoing past the save can never return to it.
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier);
    deleteFirstKey();
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(keys(), saved + 1);
    QVERIFY(w.isWindowModified());
}

QTEST_MAIN(TestGraphEditorWindow)
#include "tst_graph_editor_window.moc"
