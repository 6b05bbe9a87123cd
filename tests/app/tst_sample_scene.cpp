// The bundled sample scene (resources/sample_scene.usda, compiled in as a Qt resource):
// it opens without problems and contains every spline feature the editor shows.
#include "app/MainWindow.h"
#include "core/editor/EditorDocument.h"
#include "core/spline/Regression.h"
#include "widgets/inspector/InspectorWidget.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/session/EditorSession.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <set>

using namespace knotline;

class TestSampleScene : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensCleanly();
    void hasEveryFeature();
    void valueRangesAreComparable();
    void treeTooltipsSayWhatEachCurveShows_data();
    void treeTooltipsSayWhatEachCurveShows();
    void treeNamesFitAtTheDefaultWidth_data();
    void treeNamesFitAtTheDefaultWidth();
    void inspectorFitsItsDockWithALongLayerName_data();
    void inspectorFitsItsDockWithALongLayerName();

private:
    std::unique_ptr<EditorDocument> m_doc;
};

void TestSampleScene::initTestCase()
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(MainWindow::sampleScenePath());
    QVERIFY2(doc, doc.message().c_str());
    m_doc = std::move(doc.value());
}

void TestSampleScene::opensCleanly()
{
    QVERIFY(m_doc->openProblems().empty());
    QCOMPARE(m_doc->timeCodesPerSecond(), 24.0);
    QCOMPARE(m_doc->startTimeCode(), 1.0);
    QCOMPARE(m_doc->endTimeCode(), 96.0);
    QCOMPARE(int(m_doc->channelCount()), 8);
    for (ChannelId id : m_doc->channelIds()) {
        const Channel &c = m_doc->channel(id);
        QVERIFY2(!c.readOnly, c.path.c_str());
        QVERIFY2(c.curve.numKeys() >= 3, c.path.c_str());
        QVERIFY2(c.curve.checkConsistency().isOk(), c.path.c_str());
    }
}

void TestSampleScene::hasEveryFeature()
{
    bool bezier = false, hermite = false, dual = false, innerLoopWithOffset = false;
    bool loopBoundary = false, regressive = false;
    std::set<Interpolation> interpolations;
    std::set<ExtrapolationMode> extrapolations;
    for (ChannelId id : m_doc->channelIds()) {
        const Channel &c = m_doc->channel(id);
        const Spline &s = c.curve.spline();
        bool curveSegment = false;
        for (std::size_t i = 0; i + 1 < s.knotCount(); ++i) {
            interpolations.insert(s.knots()[i].nextInterp);
            curveSegment = curveSegment || s.knots()[i].nextInterp == Interpolation::Curve;
        }
        for (const Knot &k : s.knots())
            dual = dual || k.isDualValued();
        if (curveSegment)
            (s.curveType() == CurveType::Hermite ? hermite : bezier) = true;
        innerLoopWithOffset = innerLoopWithOffset
            || (s.hasInnerLoops() && s.innerLoopParams().valueOffset != 0.0);
        for (const Extrapolation *e : {&s.preExtrapolation(), &s.postExtrapolation()}) {
            extrapolations.insert(e->mode);
            loopBoundary = loopBoundary || (e->isLooping() && e->loopBoundary.has_value());
        }
        regressive = regressive || !regressiveSegments(s).empty();
    }
    QVERIFY(bezier);
    QVERIFY(hermite);
    QVERIFY(dual);
    QVERIFY(innerLoopWithOffset);
    QVERIFY(loopBoundary);
    QVERIFY(regressive);
    QCOMPARE(int(interpolations.size()), 4); // held, linear, curve, value block
    QCOMPARE(int(extrapolations.size()), 7); // every Ts mode
}

void TestSampleScene::valueRangesAreComparable()
{
    // Every curve stays within -5..10 over the playback range, so they read well together.
    for (ChannelId id : m_doc->channelIds()) {
        const Channel &c = m_doc->channel(id);
        for (double t = 1.0; t <= 96.0; t += 0.5) {
            const std::optional<double> v = c.curve.spline().eval(t);
            if (!v)
                continue; // value block
            QVERIFY2(*v >= -5.0 && *v <= 10.0,
                     qPrintable(QStringLiteral("%1 at %2: %3").arg(QString::fromStdString(c.path)).arg(t).arg(*v)));
        }
    }
}

void TestSampleScene::treeTooltipsSayWhatEachCurveShows_data()
{
    // Issue 37 item 11: each curve's row names the feature it demonstrates. (No translator
    // is installed here: "key(s)" shows as in the source text.)
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("inner loop") << "/Character.hipHeight"
                                << QStringList{"4 key(s), Bezier",
                                               "Inner loop: frames 20 to 30, played 1 more before and 3 more after "
                                               "itself, each copy offset by 1.5",
                                               "After the last key: Linear"};
    QTest::newRow("loop boundary") << "/Wheel.turn"
                                   << QStringList{"Before the first key: Loop repeat of the keys up to frame 46 (loop boundary)",
                                                  "After the last key: Loop repeat"};
    QTest::newRow("regressive") << "/Character.headTurn"
                                << QStringList{"Regressive segment(s), the curve running backwards in time: frames 58 to 66"};
    QTest::newRow("dual value, value block") << "/Lamp.intensity"
                                             << QStringList{"Before the first key: Value block",
                                                            "Dual-valued key(s), jumping at frame 24 (from 3 to 8.5)",
                                                            "No value (value block): frames 34 to 42"};
    QTest::newRow("hermite, oscillate") << "/Tree.sway"
                                        << QStringList{"3 key(s), Hermite", "Before the first key: Loop oscillate",
                                                       "After the last key: Loop oscillate"};
    QTest::newRow("sloped") << "/Ball.translateX"
                            << QStringList{"Before the first key: Linear", "After the last key: Sloped (slope 0.02 per frame)"};
    QTest::newRow("plain") << "/Ball.translateY" << QStringList{"8 key(s), Bezier"};
}

void TestSampleScene::treeTooltipsSayWhatEachCurveShows()
{
    QFETCH(QString, path);
    QFETCH(QStringList, lines);
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    const std::optional<ChannelId> id = w.session()->document()->findChannelByPath(path.toStdString());
    QVERIFY(id);
    const ChannelTreeModel *model = w.findChild<ChannelTreeView *>()->channelModel();
    const QStringList tip = model->indexOfChannel(*id).data(Qt::ToolTipRole).toString().split(QLatin1Char('\n'));
    QCOMPARE(tip.value(0), path);
    for (const QString &line : lines)
        QVERIFY2(tip.contains(line), qPrintable(tip.join(QStringLiteral(" | "))));
    if (path == QLatin1String("/Ball.translateY"))
        QCOMPARE(tip.size(), 2); // a plain curve: its path and keys only
}

namespace {

/// The languages the layout is checked in: the source texts and German, whose texts are
/// the widest (KNOTLINE_DE_QM: the .qm the executable embeds, when it was built).
void addLanguages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("source texts") << QString();
#ifdef KNOTLINE_DE_QM
    QTest::newRow("de") << QStringLiteral(KNOTLINE_DE_QM);
#endif
}

/// Installs the translation `qm` ("" none) while it lives.
class ScopedTranslation {
public:
    explicit ScopedTranslation(const QString &qm)
    {
        m_installed = !qm.isEmpty() && m_translator.load(qm) && QCoreApplication::installTranslator(&m_translator);
    }
    ~ScopedTranslation()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
    }
    bool ok(const QString &qm) const { return qm.isEmpty() || m_installed; }

private:
    QTranslator m_translator;
    bool m_installed = false;
};

} // namespace

void TestSampleScene::treeNamesFitAtTheDefaultWidth_data()
{
    addLanguages();
}

void TestSampleScene::treeNamesFitAtTheDefaultWidth()
{
    // Issue 37 item 10: at the window's default size no row of the channel tree is cut
    // ("sample…e.usda" in German, whose column headers are wider).
    QFETCH(QString, language);
    const ScopedTranslation translation(language);
    QVERIFY(translation.ok(language));
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleScene());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto *tree = w.findChild<ChannelTreeView *>();
    const QAbstractItemModel *model = tree->model();
    const QFontMetrics metrics(tree->font());
    int rows = 0;
    std::vector<QModelIndex> pending{QModelIndex()};
    while (!pending.empty()) {
        const QModelIndex parent = pending.back();
        pending.pop_back();
        for (int r = 0; r < model->rowCount(parent); ++r) {
            const QModelIndex index = model->index(r, 0, parent);
            pending.push_back(index);
            const QString text = index.data().toString();
            const int needed = metrics.horizontalAdvance(text) + 8; // the item's text margins
            QVERIFY2(needed <= tree->visualRect(index).width(),
                     qPrintable(QStringLiteral("%1: %2 px of %3").arg(text).arg(needed).arg(tree->visualRect(index).width())));
            ++rows;
        }
    }
    QCOMPARE(rows, 1 + 5 + 8); // the layer, five prims, eight channels
}

void TestSampleScene::inspectorFitsItsDockWithALongLayerName_data()
{
    addLanguages();
}

void TestSampleScene::inspectorFitsItsDockWithALongLayerName()
{
    // Issue 37 item 10: a long layer name, or German, made the inspector wider than its
    // dock, cutting Apply and the loop-boundary fields off at the right edge.
    QFETCH(QString, language);
    const ScopedTranslation translation(language);
    QVERIFY(translation.ok(language));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shot_042_layout_animation_main_character_walk_cycle_v017_approved.usda"));
    QVERIFY(QFile::copy(MainWindow::sampleScenePath(), path));
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(path));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto *inspector = w.findChild<InspectorWidget *>();
    QVERIFY(inspector && inspector->isVisible());
    // The inspector sits in a scroll area's viewport that only scrolls vertically: it must
    // be no wider than the viewport, or its right edge is cut.
    const QWidget *viewport = inspector->parentWidget();
    QVERIFY(viewport);
    QVERIFY2(inspector->width() <= viewport->width(),
             qPrintable(QStringLiteral("needs %1 px, has %2").arg(inspector->width()).arg(viewport->width())));
    for (const QWidget *child : inspector->findChildren<QWidget *>()) {
        if (!child->isVisibleTo(inspector))
            continue;
        const int right = child->mapTo(viewport, QPoint(child->width(), 0)).x();
        QVERIFY2(right <= viewport->width(), qPrintable(child->metaObject()->className() + QStringLiteral(" ") + child->objectName()));
    }
}

QTEST_MAIN(TestSampleScene)
#include "tst_sample_scene.moc"
