// The graph editor's "what you see, what you edit" tools, driven offscreen with real QTest
// mouse and key events: the channel tree's selection (Ctrl+click, a group row) decides the
// curves the canvas shows (ChannelFocus: show all, isolation), the current curve drawn in
// full colour and the others dimmed, the hovered curve's name tag; Alt+right-drag and
// Ctrl+middle-drag zoom; F frames keys with their tangent handles; the Insert Key tool
// (curve shape kept or default tangents); the stats line's time and value boxes with
// relative entry (NumberEntry, parsed by one function, tested here as a table).

#include "core/spline/Spline.h"
#include "tests/support/CanvasPixels.h"
#include "tests/support/OpenedChannels.h"
#include "tests/support/SplineDocument.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/canvas/CurveNameTag.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"
#include "widgets/stats/ElidedLabel.h"
#include "widgets/stats/KeyStatsLine.h"
#include "widgets/stats/NumberEntry.h"

#include <QDir>
#include <QFont>
#include <QFontMetricsF>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>
#include <vector>

using namespace knotline;
using knotline::test::openedChannel;

Q_DECLARE_METATYPE(knotline::NumberEntry::Op)

namespace {

/// Curve `i`: keys at frames 1, 12, 24 with values 2i, 2i + 6, 2i (weighted, with flat
/// tangents a third of the segment long), so the curves lie apart.
Spline curveNumber(int i)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (!s.setCurveType(CurveType::Bezier))
        qFatal("setCurveType refused");
    const double v = 2.0 * i;
    if (!s.setKnots({makeKnot(1.0, v, Interpolation::Curve, 3.0), makeKnot(12.0, v + 6.0, Interpolation::Curve, 3.0),
                     makeKnot(24.0, v, Interpolation::Curve, 3.0)}))
        qFatal("setKnots refused");
    return s;
}

const QColor kColours[] = {QColor(0xff, 0x40, 0x40), QColor(0x40, 0xff, 0x40), QColor(0x40, 0x80, 0xff),
                           QColor(0xff, 0xff, 0x40)};

/// A session with four curves (/P.c0 … /P.c3, coloured red, green, blue, yellow), a
/// channel tree and a 640 × 400 canvas, both shown.
struct Fixture {
    QTemporaryDir dir;
    EditorSession session;
    QWidget window;
    ChannelTreeView *tree = nullptr;
    CurveCanvas *canvas = nullptr;

    Fixture()
    {
        std::vector<Spline> splines;
        for (int i = 0; i < 4; ++i)
            splines.push_back(curveNumber(i));
        QString error;
        auto doc = test::documentWithSplines(splines, dir.path(), &error);
        if (!doc)
            qFatal("document: %s", qPrintable(error));
        session.setDocument(std::move(doc));
        for (std::size_t i = 0; i < 4; ++i)
            session.setChannelColor(openedChannel(i), kColours[i]);
        // One window: the tree left of the canvas (the mouse reaches each where it is drawn).
        window.resize(900, 400);
        tree = new ChannelTreeView(&session, &window);
        tree->setGeometry(0, 0, 250, 400);
        canvas = new CurveCanvas(&session, &window);
        canvas->setRefineBudget(1e9);
        canvas->setGeometry(260, 0, 640, 400);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            qFatal("not exposed");
        canvas->frameAll();
    }
    ChannelId ch(std::size_t row) const { return openedChannel(row); }
    const AnimCurve &curve(std::size_t row) const { return session.document()->channel(ch(row)).curve; }
    QPoint key(std::size_t k, std::size_t row) const { return keyPixel(curve(row), k, canvas->viewTransform()).toPoint(); }
    QPoint onCurve(double t, std::size_t row) const
    {
        return canvas->viewTransform().toPixels(t, *curve(row).spline().eval(t)).toPoint();
    }
    QImage render() const { return canvas->grab().toImage().convertToFormat(QImage::Format_RGB32); }
    /// Clicks the tree row of `row`'s channel (the "/P" group row for row -1).
    void clickRow(int row, Qt::KeyboardModifiers mods = {})
    {
        const ChannelTreeModel *m = tree->channelModel();
        const QModelIndex index = row < 0 ? m->indexOfChannel(ch(0)).parent() : m->indexOfChannel(ch(std::size_t(row)));
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, mods, tree->visualRect(index).center());
    }
};

int countColour(const QImage &image, const QRectF &plot, const QColor &colour, int tolerance = 30)
{
    return test::countColour(image, plot.toAlignedRect(), colour, tolerance);
}

QColor blended(const QColor &colour, double alpha)
{
    return test::overPlotBackground(colour, alpha);
}

void drag(QWidget *w, QPoint from, QPoint to, Qt::KeyboardModifiers mods, Qt::MouseButton button)
{
    QTest::mousePress(w, button, mods, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(w, from + (to - from) * i / 4);
    QTest::mouseRelease(w, button, mods, to);
}

/// Types `text` into `box` (replacing its text) and presses Enter.
void typeInto(QLineEdit *box, const QString &text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

} // namespace

class TestGraphEditor : public QObject {
    Q_OBJECT
private slots:
    void numberEntryParses_data();
    void numberEntryParses();
    void treeSelectionDecidesShownCurves();
    void legendAvoidsKeys_data();
    void legendAvoidsKeys();
    void groupRowSelectsItsChannels();
    void showAllAndIsolate();
    void currentCurveFullOthersDimmed();
    void hoverNamesTheCurve();
    void altRightDragAndCtrlMiddleDragZoom();
    void frameSelectedIncludesTangentHandles();
    void insertKeyToolKeepsShape();
    void insertKeyToolWithDefaultTangent();
    void statsLineSetsTimesAndValues();
    void statsLineRefusesBadEntries();
    void elidedLabelCutsLongText();
    void selectedRowKeepsItsSwatch();
};

void TestGraphEditor::numberEntryParses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<NumberEntry::Op>("op");
    QTest::addColumn<double>("operand");
    QTest::addColumn<double>("appliedTo10");
    using Op = NumberEntry::Op;
    QTest::newRow("plain") << "5" << true << Op::Set << 5.0 << 5.0;
    QTest::newRow("negative") << "-2.5" << true << Op::Set << -2.5 << -2.5;
    QTest::newRow("spaces") << "  7  " << true << Op::Set << 7.0 << 7.0;
    QTest::newRow("add") << "+=5" << true << Op::Add << 5.0 << 15.0;
    QTest::newRow("add spaced") << "+= 5" << true << Op::Add << 5.0 << 15.0;
    QTest::newRow("subtract") << "-=3" << true << Op::Subtract << 3.0 << 7.0;
    QTest::newRow("subtract negative") << "-=-2" << true << Op::Subtract << -2.0 << 12.0;
    QTest::newRow("multiply") << "*=2" << true << Op::Multiply << 2.0 << 20.0;
    QTest::newRow("divide") << "/=4" << true << Op::Divide << 4.0 << 2.5;
    QTest::newRow("exponent") << "1e2" << true << Op::Set << 100.0 << 100.0;
    QTest::newRow("empty") << "" << false << Op::Set << 0.0 << 0.0;
    QTest::newRow("operator only") << "+=" << false << Op::Set << 0.0 << 0.0;
    QTest::newRow("word") << "abc" << false << Op::Set << 0.0 << 0.0;
    QTest::newRow("trailing") << "5x" << false << Op::Set << 0.0 << 0.0;
    QTest::newRow("unknown operator") << "%=5" << false << Op::Set << 0.0 << 0.0;
    QTest::newRow("divide by zero") << "/=0" << false << Op::Set << 0.0 << 0.0;
    QTest::newRow("infinite") << "inf" << false << Op::Set << 0.0 << 0.0;
    QTest::newRow("nan") << "nan" << false << Op::Set << 0.0 << 0.0;
}

void TestGraphEditor::numberEntryParses()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(NumberEntry::Op, op);
    QFETCH(double, operand);
    QFETCH(double, appliedTo10);
    const std::optional<NumberEntry> e = parseNumberEntry(text, QLocale::c());
    QCOMPARE(e.has_value(), valid);
    if (!valid)
        return;
    QCOMPARE(e->op, op);
    QCOMPARE(e->operand, operand);
    QCOMPARE(e->apply(10.0), appliedTo10);
    // German notation is accepted with a German locale, C notation still is.
    if (text == QLatin1String("-2.5")) {
        QCOMPARE(parseNumberEntry(QStringLiteral("-2,5"), QLocale(QLocale::German))->operand, -2.5);
        QCOMPARE(parseNumberEntry(QStringLiteral("-2.5"), QLocale(QLocale::German))->operand, -2.5);
    }
}

void TestGraphEditor::treeSelectionDecidesShownCurves()
{
    Fixture f;
    ChannelFocus *focus = f.session.channelFocus();
    // Nothing selected: all four curves shown.
    QCOMPARE(focus->shownChannels().size(), std::size_t(4));
    QImage image = f.render();
    const QRectF plot = f.canvas->plotRect();
    for (int i = 0; i < 4; ++i)
        QVERIFY2(countColour(image, plot, blended(kColours[i], i == 0 ? 1.0 : emphasis::kDimmedAlpha)) > 40,
                 qPrintable(QString::number(i)));

    // Click c1, Ctrl+click c3: only those two are drawn and hit.
    f.clickRow(1);
    f.clickRow(3, Qt::ControlModifier);
    QCOMPARE(focus->selectedChannels(), (std::set<ChannelId>{f.ch(1), f.ch(3)}));
    QCOMPARE(focus->shownChannels(), (std::vector<ChannelId>{f.ch(1), f.ch(3)}));
    QCOMPARE(f.session.currentChannel(), std::optional(f.ch(3)));
    image = f.render();
    QCOMPARE(countColour(image, plot, kColours[0], 30) + countColour(image, plot, blended(kColours[0], emphasis::kDimmedAlpha), 12), 0);
    QCOMPARE(countColour(image, plot, kColours[2], 30) + countColour(image, plot, blended(kColours[2], emphasis::kDimmedAlpha), 12), 0);
    QVERIFY(countColour(image, plot, kColours[3]) > 40); // current: full colour
    QVERIFY(countColour(image, plot, blended(kColours[1], emphasis::kDimmedAlpha), 12) > 40);
    // The two chosen curves are named in a legend at the plot's top-left: the current one
    // (c3) first, bold and white after a stroke of its full colour.
    {
        QFont bold = f.canvas->font();
        bold.setBold(true);
        const QFontMetricsF metrics(bold);
        std::vector<QPointF> keys;
        for (std::size_t row : {std::size_t(3), std::size_t(1)})
            for (std::size_t k = 0; k < f.curve(row).numKeys(); ++k)
                if (plot.contains(keyPixel(f.curve(row), k, f.canvas->viewTransform())))
                    keys.push_back(keyPixel(f.curve(row), k, f.canvas->viewTransform()));
        const QRectF legend = nametag::legendRect(metrics, metrics.horizontalAdvance(QStringLiteral("/P.c3")), 2, plot, keys);
        const QRectF firstLine(legend.left(), legend.top(), legend.width(), legend.height() / 2);
        QImage part = image.copy(firstLine.toRect());
        QVERIFY(countColour(part, QRectF(part.rect()), kColours[3], 30) > 10);
        QVERIFY(countColour(part, QRectF(part.rect()), canvas_style::selectedKnot(), 40) > 10);
        QCOMPARE(countColour(part, QRectF(part.rect()), kColours[1], 30), 0);
    }
    QCOMPARE(f.canvas->hitAt(f.key(1, 0)).kind, HitKind::None);
    QCOMPARE(f.canvas->hitAt(f.key(1, 1)).kind, HitKind::Knot);
    QCOMPARE(f.canvas->hitAt(f.key(1, 1)).channel, f.ch(1));

    // A key of c1 selected in the canvas, and c1 made current (as the knot table does when
    // it follows the selection): the tree keeps both rows selected.
    QTest::mouseClick(f.canvas, Qt::LeftButton, {}, f.key(1, 1));
    f.session.setCurrentChannel(f.ch(1));
    QCOMPARE(f.tree->currentChannel(), std::optional(f.ch(1)));
    QCOMPARE(focus->selectedChannels(), (std::set<ChannelId>{f.ch(1), f.ch(3)}));
    QCOMPARE(f.session.selection()->knots(), (std::set<KnotRef>{{f.ch(1), 1}}));
    // Clicking c3 alone hides c1: its selected key leaves the selection.
    f.clickRow(3);
    QCOMPARE(focus->shownChannels(), (std::vector<ChannelId>{f.ch(3)}));
    QVERIFY(f.session.selection()->isEmpty());
}

void TestGraphEditor::legendAvoidsKeys_data()
{
    QTest::addColumn<QList<QPointF>>("keys");
    QTest::addColumn<QPointF>("expectedTopLeft");
    // Plot (0,0)–(400,300); a legend of 100 × 40 px sits 8 px inside a corner.
    const QPointF tl(8, 8), tr(292, 8), bl(8, 252), br(292, 252);
    QTest::newRow("no keys: top-left") << QList<QPointF>{} << tl;
    QTest::newRow("key under top-left") << QList<QPointF>{{20, 20}} << tr;
    QTest::newRow("key just outside top-left box still counts") << QList<QPointF>{{110, 20}} << tr;
    QTest::newRow("both top corners taken") << QList<QPointF>{{20, 20}, {350, 30}} << bl;
    QTest::newRow("three corners taken") << QList<QPointF>{{20, 20}, {350, 30}, {30, 280}} << br;
    QTest::newRow("fewest wins") << QList<QPointF>{{20, 20}, {30, 30}, {350, 30}, {30, 280}, {40, 270}, {350, 280}, {360, 270}} << tr;
    QTest::newRow("key in the middle does not move it") << QList<QPointF>{{200, 150}} << tl;
}

void TestGraphEditor::legendAvoidsKeys()
{
    QFETCH(QList<QPointF>, keys);
    QFETCH(QPointF, expectedTopLeft);
    QFont font;
    const QFontMetricsF metrics(font);
    const QRectF plot(0, 0, 400, 300);
    // widest such that the box is 100 px wide: widest + 18 + 3·6.
    const std::size_t count = 2;
    const QRectF r = nametag::legendRect(metrics, 64.0, count, plot, std::vector<QPointF>(keys.begin(), keys.end()));
    QCOMPARE(r.width(), 100.0);
    const double h = r.height();
    QPointF expected = expectedTopLeft;
    if (expected.y() > 100)
        expected.setY(300 - 8 - h);
    QCOMPARE(r.topLeft(), expected);
    for (const QPointF &k : keys)
        if (k == QPointF(200, 150))
            QVERIFY(!r.contains(k));
}

void TestGraphEditor::groupRowSelectsItsChannels()
{
    Fixture f;
    f.clickRow(2);
    QCOMPARE(f.session.channelFocus()->shownChannels().size(), std::size_t(1));
    f.clickRow(-1); // the "/P" prim row
    QCOMPARE(f.session.channelFocus()->selectedChannels().size(), std::size_t(4));
    QCOMPARE(f.session.channelFocus()->shownChannels().size(), std::size_t(4));
    // A hidden channel (Visible unchecked) stays hidden whatever is selected.
    f.session.setChannelVisible(f.ch(0), false);
    QCOMPARE(f.session.channelFocus()->shownChannels().size(), std::size_t(3));
}

void TestGraphEditor::showAllAndIsolate()
{
    Fixture f;
    ChannelFocus *focus = f.session.channelFocus();
    QSignalSpy changed(focus, &ChannelFocus::changed);
    f.clickRow(0);
    QCOMPARE(focus->shownChannels(), (std::vector<ChannelId>{f.ch(0)}));
    focus->setShowAll(true);
    QCOMPARE(focus->shownChannels().size(), std::size_t(4));
    focus->setShowAll(false);
    QCOMPARE(focus->shownChannels().size(), std::size_t(1));
    // Isolating c2 shows it alone whatever the tree selects, until it ends.
    focus->isolate({f.ch(2)});
    QVERIFY(focus->isIsolating());
    f.clickRow(1);
    QCOMPARE(focus->shownChannels(), (std::vector<ChannelId>{f.ch(2)}));
    QCOMPARE(f.canvas->hitAt(f.key(1, 1)).kind, HitKind::None);
    QCOMPARE(f.canvas->hitAt(f.key(1, 2)).kind, HitKind::Knot);
    focus->setShowAll(true); // isolation beats show all
    QCOMPARE(focus->shownChannels(), (std::vector<ChannelId>{f.ch(2)}));
    focus->isolate({});
    QCOMPARE(focus->shownChannels().size(), std::size_t(4));
    QVERIFY(changed.count() >= 6);
    // Ids the document does not have are dropped: isolating only them isolates nothing.
    focus->isolate({ChannelId()});
    QVERIFY(!focus->isIsolating());
}

void TestGraphEditor::currentCurveFullOthersDimmed()
{
    Fixture f;
    f.session.setCurrentChannel(f.ch(2));
    QImage image = f.render();
    const QRectF plot = f.canvas->plotRect();
    QVERIFY(countColour(image, plot, kColours[2], 20) > 40);
    QCOMPARE(countColour(image, plot, kColours[1], 20), 0); // dimmed: never in full colour
    QVERIFY(countColour(image, plot, blended(kColours[1], emphasis::kDimmedAlpha), 12) > 40);
    // A channel with selected keys is drawn stronger than the unselected ones.
    f.session.selection()->set({{f.ch(1), 0}});
    image = f.render();
    QVERIFY(countColour(image, plot, blended(kColours[1], emphasis::kActiveAlpha), 12) > 40);
    // One curve shown: drawn in full, current or not.
    f.session.channelFocus()->isolate({f.ch(0)});
    image = f.render();
    QVERIFY(countColour(image, plot, kColours[0], 20) > 40);
}

void TestGraphEditor::hoverNamesTheCurve()
{
    Fixture f;
    QSignalSpy hover(f.canvas, &CurveCanvas::hoverInfoChanged);
    const QPoint p = f.onCurve(6.0, 1);
    QTest::mouseMove(f.canvas, p);
    QCOMPARE(f.canvas->hitAt(p).kind, HitKind::Segment);
    QVERIFY(!hover.isEmpty());
    QVERIFY(hover.last().first().toString().startsWith(QStringLiteral("/P.c1")));
    // The tag with the name is drawn by the pointer, framed in the curve's colour.
    const QImage image = f.render();
    const QRectF tag = nametag::tagRect(QFontMetricsF(f.canvas->font()), QStringLiteral("/P.c1"), p, f.canvas->plotRect());
    if (qEnvironmentVariableIsSet("KNOTLINE_SAVE_TEST_IMAGES"))
        image.save(QDir::temp().filePath(QStringLiteral("graph-editor-hover.png")));
    int framePixels = 0, textPixels = 0;
    for (int x = int(tag.left()); x <= int(tag.right()); ++x) {
        bool frame = false;
        for (int y = int(tag.top()) - 1; y <= int(tag.top()) + 1; ++y) {
            const QColor top = image.pixelColor(x, y);
            frame = frame || (top.green() > 120 && top.red() < 120);
        }
        framePixels += frame ? 1 : 0;
        for (int y = int(tag.top()) + 3; y < int(tag.bottom()) - 2; ++y) {
            const QColor c = image.pixelColor(x, y);
            textPixels += c.green() > 150 && c.red() < 150 ? 1 : 0;
        }
    }
    QVERIFY2(framePixels > tag.width() / 2, qPrintable(QString::number(framePixels)));
    QVERIFY(textPixels > 20);
    // Leaving the canvas removes it.
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(f.canvas, &leave);
    QVERIFY(hover.last().first().toString().isEmpty());
}

void TestGraphEditor::altRightDragAndCtrlMiddleDragZoom()
{
    Fixture f;
    const QPoint centre = f.canvas->plotRect().center().toPoint();
    const QRectF before = f.canvas->visibleRange();
    const QPointF anchor = f.canvas->viewTransform().toCurve(centre);
    // Maya: Alt+right-drag to the right zooms time in, about the press point.
    drag(f.canvas, centre, centre + QPoint(100, 0), Qt::AltModifier, Qt::RightButton);
    QRectF after = f.canvas->visibleRange();
    QVERIFY(std::abs(after.width() - before.width() / std::exp(1.0)) < 1e-6 * before.width());
    QVERIFY(std::abs(after.height() - before.height()) < 1e-9 * before.height());
    QVERIFY((f.canvas->viewTransform().toCurve(centre) - anchor).manhattanLength() < 1e-6);
    QVERIFY(f.session.undoStack()->count() == 0); // no edit, no selection change
    // Blender: Ctrl+middle-drag up zooms values in; down out again (Blender-style keymap).
    CanvasOptions blender = f.canvas->options();
    blender.keymap = CanvasKeymap::Blender;
    f.canvas->setOptions(blender);
    drag(f.canvas, centre, centre + QPoint(0, -50), Qt::ControlModifier, Qt::MiddleButton);
    const QRectF zoomedValues = f.canvas->visibleRange();
    QVERIFY(std::abs(zoomedValues.height() - after.height() / std::exp(0.5)) < 1e-6 * after.height());
    QVERIFY(std::abs(zoomedValues.width() - after.width()) < 1e-9 * after.width());
    drag(f.canvas, centre, centre + QPoint(-100, 50), Qt::ControlModifier, Qt::MiddleButton);
    after = f.canvas->visibleRange();
    QVERIFY(std::abs(after.width() - before.width()) < 1e-6 * before.width());
    QVERIFY(std::abs(after.height() - before.height()) < 1e-6 * before.height());
    // A plain right click still does not zoom; a plain middle drag still pans.
    drag(f.canvas, centre, centre + QPoint(40, 0), {}, Qt::MiddleButton);
    QVERIFY(std::abs(f.canvas->visibleRange().width() - before.width()) < 1e-6 * before.width());
    QVERIFY(f.canvas->visibleRange().left() < after.left());
}

void TestGraphEditor::frameSelectedIncludesTangentHandles()
{
    Fixture f;
    f.session.channelFocus()->isolate({f.ch(0)});
    // Give key 1 of c0 long, steep handles: out control point at (12 + 8, 6 + 8·3).
    const Status st = f.session.applyEdit(
        f.ch(0),
        [](AnimCurveFn &fn) {
            return fn.editSpline([](Spline &s) {
                Knot k = s.knots()[1];
                k.post.width = 8.0;
                k.post.slope = 3.0;
                k.pre.width = 8.0;
                k.pre.slope = 3.0;
                return s.setKnot(k);
            });
        },
        QStringLiteral("long handles"));
    QVERIFY(st.isOk());
    QTest::mouseClick(f.canvas, Qt::LeftButton, {}, f.key(1, 0));
    QCOMPARE(f.session.selection()->knots().size(), std::size_t(1));
    QTest::keyClick(f.canvas, Qt::Key_F);
    const QRectF r = f.canvas->visibleRange();
    for (const QPointF handle : {QPointF(20.0, 30.0), QPointF(4.0, -18.0)})
        QVERIFY2(r.contains(handle), qPrintable(QStringLiteral("%1,%2 %3 %4 %5 %6").arg(handle.x()).arg(handle.y())
                                                     .arg(r.left()).arg(r.right()).arg(r.top()).arg(r.bottom())));
    // The handles are within the plot in pixels too.
    const QRectF plot = f.canvas->plotRect();
    for (TangentSide side : {TangentSide::In, TangentSide::Out})
        QVERIFY(plot.contains(*tangentHandlePixel(f.curve(0), 1, side, f.canvas->viewTransform())));
    // Without tangents shown, only the key is framed: a tighter value range.
    CanvasOptions o = f.canvas->options();
    o.showTangents = false;
    f.canvas->setOptions(o);
    QTest::keyClick(f.canvas, Qt::Key_F);
    QVERIFY(!f.canvas->visibleRange().contains(QPointF(20.0, 30.0)));
}

void TestGraphEditor::insertKeyToolKeepsShape()
{
    Fixture f;
    CanvasOptions o = f.canvas->options();
    o.insertKeyTool = true;
    o.insertShape = KeyInsertShape::KeepShape;
    f.canvas->setOptions(o);
    const Spline before = f.curve(2).spline();
    const QPoint p = f.onCurve(6.0, 2);
    QCOMPARE(f.canvas->hitAt(p).kind, HitKind::Segment);
    QTest::mouseClick(f.canvas, Qt::LeftButton, {}, p);
    // A key at the (snapped) frame under the pointer, selected, the curve unchanged.
    const double t = std::round(f.canvas->viewTransform().xToTime(p.x()));
    QCOMPARE(f.curve(2).numKeys(), std::size_t(4));
    QCOMPARE(f.curve(2).keyTime(1), t);
    QCOMPARE(f.session.selection()->knots(), (std::set<KnotRef>{{f.ch(2), 1}}));
    QVERIFY(!f.curve(2).keyInfo()[1].isBreakdown);
    int compared = 0;
    for (double x = 1.0; x <= 24.0; x += 0.25, ++compared)
        QVERIFY2(std::abs(*f.curve(2).spline().eval(x) - *before.eval(x)) < 1e-9, qPrintable(QString::number(x)));
    qInfo("compared %d samples of the curve before and after the insert", compared);
    QCOMPARE(f.session.undoStack()->count(), 1);
    // A click on empty space with the tool on still clears the selection; a second click on
    // the new key's time is refused and says why.
    QSignalSpy refused(f.canvas, &CurveCanvas::editRefused);
    QTest::mouseClick(f.canvas, Qt::LeftButton, {}, f.onCurve(t, 2) + QPoint(1, 0));
    if (f.canvas->hitAt(f.onCurve(t, 2) + QPoint(1, 0)).kind == HitKind::Segment)
        QCOMPARE(refused.count(), 1);
    QCOMPARE(f.session.undoStack()->count(), 1);
    f.session.undoStack()->undo();
    QVERIFY(f.curve(2).spline() == before);
}

void TestGraphEditor::insertKeyToolWithDefaultTangent()
{
    Fixture f;
    CanvasOptions o = f.canvas->options();
    o.insertKeyTool = true;
    o.insertShape = KeyInsertShape::DefaultTangent;
    o.defaultTangentType = MayaTangentType::Flat;
    f.canvas->setOptions(o);
    const QPoint p = f.onCurve(18.0, 1);
    QTest::mouseClick(f.canvas, Qt::LeftButton, {}, p);
    QCOMPARE(f.curve(1).numKeys(), std::size_t(4));
    const double t = std::round(f.canvas->viewTransform().xToTime(p.x()));
    QCOMPARE(f.curve(1).keyTime(2), t);
    QCOMPARE(f.curve(1).keyInfo()[2].inType, MayaTangentType::Flat);
    QCOMPARE(f.curve(1).keyInfo()[2].outType, MayaTangentType::Flat);
    QCOMPARE(f.curve(1).spline().knots()[2].post.slope, 0.0);
    // Without the tool the same click selects the segment's keys and adds none.
    o.insertKeyTool = false;
    f.canvas->setOptions(o);
    QTest::mouseClick(f.canvas, Qt::LeftButton, {}, f.onCurve(6.0, 1));
    QCOMPARE(f.curve(1).numKeys(), std::size_t(4));
    QCOMPARE(f.session.selection()->knots().size(), std::size_t(2));
}

void TestGraphEditor::statsLineSetsTimesAndValues()
{
    Fixture f;
    KeyStatsLine stats(&f.session);
    stats.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stats));
    QVERIFY(!stats.timeBox()->isEnabled());
    // Key 1 of c0 and c1: same time (12), different values (6 and 8).
    f.session.selection()->set({{f.ch(0), 1}, {f.ch(1), 1}});
    QVERIFY(stats.timeBox()->isEnabled());
    QCOMPARE(stats.timeBox()->text(), QLocale().toString(12.0, 'g', 7));
    QCOMPARE(stats.valueBox()->text(), QString());
    QCOMPARE(stats.valueBox()->placeholderText(), QStringLiteral("mixed"));

    typeInto(stats.timeBox(), QStringLiteral("+=2"));
    QCOMPARE(f.curve(0).keyTime(1), 14.0);
    QCOMPARE(f.curve(1).keyTime(1), 14.0);
    QCOMPARE(f.session.undoStack()->count(), 1);
    QCOMPARE(stats.timeBox()->text(), QLocale().toString(14.0, 'g', 7));

    typeInto(stats.valueBox(), QStringLiteral("*=2"));
    QCOMPARE(f.curve(0).keyValue(1), 12.0);
    QCOMPARE(f.curve(1).keyValue(1), 16.0);
    typeInto(stats.valueBox(), QStringLiteral("-=1"));
    QCOMPARE(f.curve(0).keyValue(1), 11.0);
    typeInto(stats.valueBox(), QStringLiteral("3"));
    QCOMPARE(f.curve(0).keyValue(1), 3.0);
    QCOMPARE(f.curve(1).keyValue(1), 3.0);
    QCOMPARE(stats.valueBox()->text(), QLocale().toString(3.0, 'g', 7));
    typeInto(stats.timeBox(), QStringLiteral("10"));
    QCOMPARE(f.curve(0).keyTime(1), 10.0);
    QCOMPARE(f.session.undoStack()->count(), 5);
    // Each entry is one undo step across both curves.
    f.session.undoStack()->undo();
    QCOMPARE(f.curve(0).keyTime(1), 14.0);
    QCOMPARE(f.curve(1).keyTime(1), 14.0);
    QCOMPARE(stats.timeBox()->text(), QLocale().toString(14.0, 'g', 7));
    // Several keys of one curve moving later: the later key first (no reordering).
    f.session.selection()->set({{f.ch(2), 0}, {f.ch(2), 1}});
    typeInto(stats.timeBox(), QStringLiteral("+=5"));
    QCOMPARE(f.curve(2).keyTime(0), 6.0);
    QCOMPARE(f.curve(2).keyTime(1), 17.0);
    typeInto(stats.timeBox(), QStringLiteral("*=0.5"));
    QCOMPARE(f.curve(2).keyTime(0), 3.0);
    QCOMPARE(f.curve(2).keyTime(1), 8.5);
}

void TestGraphEditor::statsLineRefusesBadEntries()
{
    Fixture f;
    KeyStatsLine stats(&f.session);
    stats.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stats));
    QSignalSpy refused(&stats, &KeyStatsLine::editRefused);
    f.session.selection()->set({{f.ch(0), 0}, {f.ch(0), 1}});
    const AnimCurve before = f.curve(0);
    // Not an entry.
    typeInto(stats.timeBox(), QStringLiteral("soon"));
    QCOMPARE(refused.count(), 1);
    QVERIFY(f.curve(0) == before);
    QCOMPARE(stats.timeBox()->text(), QString()); // the keys' times differ: empty again
    // Two keys of one curve at one time, or past the next key: refused, nothing changes.
    typeInto(stats.timeBox(), QStringLiteral("5"));
    QCOMPARE(refused.count(), 2);
    typeInto(stats.timeBox(), QStringLiteral("+=20"));
    QCOMPARE(refused.count(), 3);
    QVERIFY(f.curve(0) == before);
    QCOMPARE(f.session.undoStack()->count(), 0);
    // A locked channel's keys are refused too.
    f.session.setChannelLocked(f.ch(0), true);
    typeInto(stats.valueBox(), QStringLiteral("+=1"));
    QCOMPARE(refused.count(), 4);
    QVERIFY(f.curve(0) == before);
    QVERIFY(refused.last().first().toString().contains(QStringLiteral("/P.c0")));
}

void TestGraphEditor::elidedLabelCutsLongText()
{
    ElidedLabel label;
    const QString text = QStringLiteral("12 key(s) selected on 3 curve(s)");
    label.setFullText(text);
    QCOMPARE(label.text(), text);
    QCOMPARE(label.toolTip(), text);
    QVERIFY(label.minimumSizeHint().width() < label.fontMetrics().horizontalAdvance(text) / 2);
    label.resize(label.fontMetrics().horizontalAdvance(text) + 20, 20);
    QCOMPARE(label.shownText(), text);
    label.resize(label.fontMetrics().horizontalAdvance(text) / 2, 20);
    const QString shown = label.shownText();
    QVERIFY(shown.endsWith(QChar(0x2026)));
    QVERIFY(text.startsWith(shown.chopped(1)));
    QVERIFY(label.fontMetrics().horizontalAdvance(shown) <= label.width());
}

void TestGraphEditor::selectedRowKeepsItsSwatch()
{
    Fixture f;
    f.clickRow(1);
    f.clickRow(2, Qt::ControlModifier);
    QCOMPARE(f.session.channelFocus()->selectedChannels(), (std::set<ChannelId>{f.ch(1), f.ch(2)}));
    const QImage image = f.tree->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const qreal dpr = image.devicePixelRatio();
    for (std::size_t row : {std::size_t(0), std::size_t(1), std::size_t(2)}) {
        const QModelIndex cell = f.tree->channelModel()->indexOfChannel(f.ch(row), ChannelTreeModel::ColorColumn);
        const QPoint centre = f.tree->visualRect(cell).center() * dpr;
        // Selected (rows 1, 2) or not (row 0): the swatch shows the channel's own colour.
        QCOMPARE(QColor(image.pixel(centre)), f.session.display(f.ch(row)).color);
    }
}

QTEST_MAIN(TestGraphEditor)
#include "tst_graph_editor.moc"
