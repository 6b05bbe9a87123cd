// EditorSession over EditorDocument: edits as undo steps that restore curves bit for bit,
// gestures, failed and locked edits, contents from memory. (Opening, in-memory documents
// and saving, which need no widgets: tests/editor/tst_editor_document.cpp.)
#include "tests/support/OpenedChannels.h"
#include "tests/support/GoldenData.h"
#include "tests/support/SplineDocument.h"
#include "widgets/session/ChannelDisplay.h"
#include "widgets/session/EditorSession.h"

#include "core/document/Document.h"
#include "core/io/AnimFile.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <map>
#include <set>

using namespace knotline;
using knotline::test::openedChannel;

class TestEditorSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void editUndoRedoRestoresExactly();
    void gestureIsOneUndoStep();
    void failedEditChangesNothing();
    void lockedChannelRefusesEdits();
    void contentComesFromMemory();
    void failedUndoKeepsStackAndDocumentInStep();
    void failedRedoKeepsStackAndDocumentInStep();
    void failedStepInAJumpKeepsStackAndDocumentInStep();
    void axisChannelColours_data();
    void axisChannelColours();
    void otherChannelColoursAreStableAndReadable();
    void coloursSurviveSaveAsAndReopen();
};

using test::openOrFail;
using test::realData;

void TestEditorSession::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/maya_example_ssbh_editor.anim"), QStringLiteral("realdata/usd_220_splines.usda"));
}

void TestEditorSession::editUndoRedoRestoresExactly()
{
    EditorSession session;
    session.setDocument(openOrFail(realData("usd_220_splines.usda")));
    EditorDocument *doc = session.document();
    QVERIFY(doc->channelCount() > 0);
    std::size_t ch = 0;
    while (ch < doc->channelCount() && doc->channel(openedChannel(ch)).curve.numKeys() < 2)
        ++ch;
    QVERIFY(ch < doc->channelCount());
    const AnimCurve original = doc->channel(openedChannel(ch)).curve;
    QSignalSpy changed(doc, &EditorDocument::channelChanged);
    QVERIFY(session.applyEdit(openedChannel(ch), [](AnimCurveFn &fn) { return fn.setValue(1, 42.5); },
                              QStringLiteral("Set value")).isOk());
    QCOMPARE(changed.count(), 1);
    QVERIFY(doc->isModified());
    const AnimCurve edited = doc->channel(openedChannel(ch)).curve;
    QVERIFY(edited != original);
    QCOMPARE(*edited.evaluate(edited.keyTime(1)), 42.5);
    QCOMPARE(session.undoStack()->count(), 1);
    QCOMPARE(session.undoStack()->undoText(), QStringLiteral("Set value"));
    session.undoStack()->undo();
    QVERIFY(doc->channel(openedChannel(ch)).curve == original);
    session.undoStack()->redo();
    QVERIFY(doc->channel(openedChannel(ch)).curve == edited);
    QCOMPARE(changed.count(), 3);
}

void TestEditorSession::gestureIsOneUndoStep()
{
    EditorSession session;
    session.setDocument(openOrFail(realData("maya_example_ssbh_editor.anim")));
    EditorDocument *doc = session.document();
    QVERIFY(doc->channelCount() >= 2);
    const AnimCurve a0 = doc->channel(openedChannel(0)).curve, b0 = doc->channel(openedChannel(1)).curve;
    {
        EditGesture drag(&session, QStringLiteral("Move keys"));
        for (int step = 1; step <= 5; ++step) {
            for (std::size_t ch : {std::size_t(0), std::size_t(1)}) {
                const double v = drag.curveBefore(openedChannel(ch)).keyValue(0) + 0.25 * step; // absolute
                QVERIFY(drag.edit(openedChannel(ch), [v](AnimCurveFn &fn) { return fn.setValue(0, v); }).isOk());
            }
        }
        drag.commit();
    }
    QCOMPARE(session.undoStack()->count(), 1);
    QCOMPARE(doc->channel(openedChannel(0)).curve.keyValue(0), a0.keyValue(0) + 1.25);
    session.undoStack()->undo();
    QVERIFY(doc->channel(openedChannel(0)).curve == a0);
    QVERIFY(doc->channel(openedChannel(1)).curve == b0);
    {
        EditGesture cancelled(&session, QStringLiteral("Move keys"));
        QVERIFY(cancelled.edit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(0, 99.0); }).isOk());
        // destroyed without commit: restored, nothing pushed
    }
    QVERIFY(doc->channel(openedChannel(0)).curve == a0);
    QCOMPARE(session.undoStack()->index(), 0);
}

void TestEditorSession::failedEditChangesNothing()
{
    EditorSession session;
    session.setDocument(openOrFail(realData("maya_example_ssbh_editor.anim")));
    EditorDocument *doc = session.document();
    const AnimCurve before = doc->channel(openedChannel(0)).curve;
    const Status st = session.applyEdit(openedChannel(0), [](AnimCurveFn &fn) -> Status {
        if (Status s = fn.setValue(0, 7.0); !s)
            return s;
        return fn.setValue(100000, 1.0); // out of range: the whole edit must roll back
    }, QStringLiteral("Bad"));
    QVERIFY(!st.isOk());
    QVERIFY(doc->channel(openedChannel(0)).curve == before);
    QCOMPARE(session.undoStack()->count(), 0);
    QVERIFY(!session.applyEdit(openedChannel(12345), [](AnimCurveFn &) { return Status::ok(); }, QStringLiteral("x")).isOk());
}

void TestEditorSession::lockedChannelRefusesEdits()
{
    EditorSession session;
    session.setDocument(openOrFail(realData("maya_example_ssbh_editor.anim")));
    session.setChannelLocked(openedChannel(0), true);
    QVERIFY(!session.isChannelEditable(openedChannel(0)));
    const AnimCurve before = session.document()->channel(openedChannel(0)).curve;
    QVERIFY(!session.applyEdit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(0, 3.0); }, QStringLiteral("x")).isOk());
    QVERIFY(session.document()->channel(openedChannel(0)).curve == before);
}

namespace {

/// Two edits of two channels of the .anim sample pushed as undo steps A (channel 0) and B
/// (channel 1), the curves before and after each.
struct TwoSteps {
    AnimCurve a0, a1, b0, b1;
};

TwoSteps pushTwoSteps(EditorSession &session)
{
    EditorDocument *doc = session.document();
    TwoSteps t;
    t.a0 = doc->channel(openedChannel(0)).curve;
    t.b0 = doc->channel(openedChannel(1)).curve;
    (void)session.applyEdit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(0, 11.5); }, QStringLiteral("A"));
    (void)session.applyEdit(openedChannel(1), [](AnimCurveFn &fn) { return fn.setValue(0, 22.5); }, QStringLiteral("B"));
    t.a1 = doc->channel(openedChannel(0)).curve;
    t.b1 = doc->channel(openedChannel(1)).curve;
    return t;
}

/// An edit of channel 1 behind the undo stack's back (as a live drag makes it): the
/// stack's steps of that channel can then be neither undone nor redone.
DocumentChange editBehindTheStack(EditorDocument *doc)
{
    DocumentChange change;
    (void)doc->edit(openedChannel(1), [](AnimCurveFn &fn) { return fn.setValue(0, -7.25); }, &change);
    return change;
}

} // namespace

// Issue 17 item 1: QUndoStack moves its index even when the document refuses the revert;
// the session puts it back, so the stack still says B is done (the document holds it),
// the failure is signalled, and once the document is back in B's state B and then A
// undo as usual.
void TestEditorSession::failedUndoKeepsStackAndDocumentInStep()
{
    EditorSession session;
    session.setDocument(openOrFail(realData("maya_example_ssbh_editor.anim")));
    EditorDocument *doc = session.document();
    QVERIFY(doc->channelCount() >= 2);
    const TwoSteps t = pushTwoSteps(session);
    QVERIFY(t.a1 != t.a0 && t.b1 != t.b0);
    QUndoStack *stack = session.undoStack();
    QCOMPARE(stack->index(), 2);

    const DocumentChange behind = editBehindTheStack(doc);
    QVERIFY(!behind.isEmpty());
    const AnimCurve bBehind = doc->channel(openedChannel(1)).curve;
    QSignalSpy failed(&session, &EditorSession::undoRedoFailed);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^undo failed: ")));
    stack->undo();
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(1).toBool(), true);
    QTRY_COMPARE(stack->index(), 2); // put back from the event loop
    QVERIFY(doc->channel(openedChannel(1)).curve == bBehind); // the failed undo changed nothing
    QVERIFY(doc->channel(openedChannel(0)).curve == t.a1);
    QCOMPARE(stack->undoText(), QStringLiteral("B"));
    QVERIFY(stack->canUndo());
    QVERIFY(!stack->canRedo());

    QVERIFY(doc->revert(behind).isOk()); // the document is in B's state again
    stack->undo();
    QCOMPARE(stack->index(), 1);
    QVERIFY(doc->channel(openedChannel(1)).curve == t.b0);
    stack->undo(); // the earlier edit can still be undone
    QCOMPARE(stack->index(), 0);
    QVERIFY(doc->channel(openedChannel(0)).curve == t.a0);
    stack->redo();
    stack->redo();
    QCOMPARE(stack->index(), 2);
    QVERIFY(doc->channel(openedChannel(0)).curve == t.a1);
    QVERIFY(doc->channel(openedChannel(1)).curve == t.b1);
    QCOMPARE(failed.count(), 1);
}

// A failed redo leaves B undone on the stack as in the document; redo works once the
// document is back in the state before B.
void TestEditorSession::failedRedoKeepsStackAndDocumentInStep()
{
    EditorSession session;
    session.setDocument(openOrFail(realData("maya_example_ssbh_editor.anim")));
    EditorDocument *doc = session.document();
    const TwoSteps t = pushTwoSteps(session);
    QUndoStack *stack = session.undoStack();
    stack->undo();
    QCOMPARE(stack->index(), 1);
    const DocumentChange behind = editBehindTheStack(doc);
    const AnimCurve bBehind = doc->channel(openedChannel(1)).curve;
    QSignalSpy failed(&session, &EditorSession::undoRedoFailed);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^redo failed: ")));
    stack->redo();
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(1).toBool(), false);
    QTRY_COMPARE(stack->index(), 1);
    QVERIFY(doc->channel(openedChannel(1)).curve == bBehind);
    QCOMPARE(stack->redoText(), QStringLiteral("B"));

    QVERIFY(doc->revert(behind).isOk());
    stack->redo();
    QCOMPARE(stack->index(), 2);
    QVERIFY(doc->channel(openedChannel(1)).curve == t.b1);
    stack->setIndex(0);
    QVERIFY(doc->channel(openedChannel(0)).curve == t.a0);
    QVERIFY(doc->channel(openedChannel(1)).curve == t.b0);
}

// A jump over several steps (a click in the history view) whose later step fails: the
// step below it, which did undo, is redone, so the document again holds exactly the
// steps below the index.
void TestEditorSession::failedStepInAJumpKeepsStackAndDocumentInStep()
{
    EditorSession session;
    session.setDocument(openOrFail(realData("maya_example_ssbh_editor.anim")));
    EditorDocument *doc = session.document();
    const TwoSteps t = pushTwoSteps(session);
    QUndoStack *stack = session.undoStack();
    const DocumentChange behind = editBehindTheStack(doc);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^undo failed: ")));
    stack->setIndex(0); // B fails, A undoes
    session.repairHistory(); // what the event loop would run next
    QCOMPARE(stack->index(), 2);
    QVERIFY(doc->channel(openedChannel(0)).curve == t.a1);
    QVERIFY(doc->revert(behind).isOk());
    stack->setIndex(0);
    QCOMPARE(stack->index(), 0);
    QVERIFY(doc->channel(openedChannel(0)).curve == t.a0);
    QVERIFY(doc->channel(openedChannel(1)).curve == t.b0);
    QCoreApplication::processEvents(); // no repair left pending
    QCOMPARE(stack->index(), 0);
}

// Issue 17 item 11: a channel's colour comes from its path. Axis channels are X red,
// Y green, Z blue, in every spelling the files use.
void TestEditorSession::axisChannelColours_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("axis");
    QTest::newRow("usda translateX") << "/Ball.translateX" << 0;
    QTest::newRow("usda rotateY") << "/Rig/Arm.rotateY" << 1;
    QTest::newRow("usda scaleZ") << "/Box.scaleZ" << 2;
    QTest::newRow("xformOp:rotateX") << "/Prim1.xformOp:rotateX" << 0;
    QTest::newRow("xformOp:translate:y") << "/Prim1.xformOp:translate:y" << 1;
    QTest::newRow("anim long name") << "pCube1.translateZ" << 2;
    QTest::newRow("anim short tx") << "pCube1.tx" << 0;
    QTest::newRow("anim short ry") << "pCube1.ry" << 1;
    QTest::newRow("anim short sz") << "pCube1.sz" << 2;
    QTest::newRow("not an axis: sway") << "/Tree.sway" << -1;
    QTest::newRow("not an axis: blink") << "/Character.blink" << -1;
    QTest::newRow("not an axis: capital run") << "/P.RGBX" << -1;
    QTest::newRow("not an axis: visibility") << "pCube1.visibility" << -1;
    QTest::newRow("not an axis: tw") << "pCube1.tw" << -1;
}

void TestEditorSession::axisChannelColours()
{
    QFETCH(QString, path);
    QFETCH(int, axis);
    const std::string p = path.toStdString();
    QCOMPARE(channelAxis(p).value_or(-1), axis);
    const std::array<QColor, 3> axes{QColor(0xf0, 0x55, 0x55), QColor(0x6c, 0xd8, 0x4a), QColor(0x4f, 0x9b, 0xff)};
    if (axis >= 0)
        QCOMPARE(channelColor(p), axes[std::size_t(axis)]);
    else
        for (const QColor &c : axes)
            QVERIFY(channelColor(p) != c);
}

// Other channels: the same colour for the same path (a fixed hash, not the row), hues
// away from the axis colours, and light enough on the canvas background (#2a2b2f).
void TestEditorSession::otherChannelColoursAreStableAndReadable()
{
    // Fixed values: a hash that changed between runs or platforms would fail here.
    QCOMPARE(channelColor("/Tree.sway").name(), QStringLiteral("#8060f5"));
    QCOMPARE(channelColor("/Character.blink").name(), QStringLiteral("#f0e251"));
    int checked = 0;
    std::set<QRgb> distinct;
    for (int i = 0; i < 500; ++i) {
        const std::string path = "/Prim" + std::to_string(i) + ".attr" + std::to_string(i * 7);
        const QColor c = channelColor(path);
        distinct.insert(c.rgb());
        const int hue = c.hsvHue();
        QVERIFY2((hue >= 19 && hue <= 91) || (hue >= 144 && hue <= 196) || (hue >= 244 && hue <= 336),
                 qPrintable(QString::number(hue)));
        QVERIFY(c.valueF() >= 0.89f);
        QVERIFY(c.lightnessF() >= 0.45f); // the background's lightness is 0.17
        ++checked;
    }
    qInfo("%d channel colours checked, %zu distinct", checked, distinct.size());
    QVERIFY(distinct.size() > 400);
}

// The colour of a channel before and after Save As and reopening, although the rows
// moved: a channel inserted at row 0 is written at the end of its prim, so it comes back
// last, and a removed channel leaves its rows to the others.
void TestEditorSession::coloursSurviveSaveAsAndReopen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("colours.usda"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#usda 1.0\ndef Xform \"Rig\"\n{\n"
                "    double sway.spline = {\n        1: 0; post linear,\n        9: 1; post linear,\n    }\n"
                "    double translateX.spline = {\n        1: 2; post held,\n    }\n"
                "    double bounce.spline = {\n        1: 5; post held,\n    }\n}\n");
    }
    EditorSession session;
    session.setDocument(openOrFail(path));
    EditorDocument *doc = session.document();
    QCOMPARE(doc->channelCount(), std::size_t(3));
    Channel added;
    added.path = "/Rig.height";
    AnimCurveFn fn(added.curve);
    QVERIFY(fn.addKey(2, 1).isOk());
    QVERIFY(doc->insertChannel(0, added).isOk());
    QVERIFY(doc->removeChannel(doc->channelIdAt(1)).isOk()); // /Rig.sway: the rows after it move up
    std::map<std::string, QRgb> before;
    for (ChannelId id : doc->channelIds())
        before[doc->channel(id).path] = session.display(id).color.rgb();
    QCOMPARE(before.size(), std::size_t(3));
    QCOMPARE(QColor(before["/Rig.translateX"]), QColor(0xf0, 0x55, 0x55));
    const QString saved = dir.filePath(QStringLiteral("saved.usda"));
    QVERIFY(doc->saveAs(saved).isOk());

    EditorSession reopened;
    reopened.setDocument(openOrFail(saved));
    EditorDocument *again = reopened.document();
    QCOMPARE(again->channelCount(), std::size_t(3));
    QStringList rows;
    for (ChannelId id : again->channelIds())
        rows << QString::fromStdString(again->channel(id).path);
    QCOMPARE(rows.last(), QStringLiteral("/Rig.height")); // rows moved
    for (ChannelId id : again->channelIds())
        QCOMPARE(QColor(reopened.display(id).color.rgb()), QColor(before.at(again->channel(id).path)));
}

void TestEditorSession::contentComesFromMemory()
{
    QTemporaryDir dir;
    const auto write = [&dir](const QString &name, const QByteArray &text) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write(text);
        return QFileInfo(f.fileName()).absoluteFilePath();
    };
    const QString root = write(QStringLiteral("root.usda"),
                               "#usda 1.0\n(\n    doc = \"opened\"\n    subLayers = [@sub.usda@]\n)\n\n"
                               "def \"P\"\n{\n    double a.spline = {\n        1: 2,\n        5: 4,\n    }\n}\n");
    const QString sub = write(QStringLiteral("sub.usda"),
                              "#usda 1.0\ndef \"Q\"\n{\n    double b.spline = {\n        0: 1,\n    }\n}\n");
    QVERIFY(!root.isEmpty() && !sub.isEmpty());
    EditorSession session;
    session.setDocument(openOrFail(root));
    EditorDocument *doc = session.document();
    QVERIFY(doc->usdDocument());
    QVERIFY(!doc->animFile());
    QCOMPARE(doc->layerFilePaths(), (std::vector<std::string>{root.toStdString(), sub.toStdString()}));
    const ChannelId a = doc->findChannelByPath("/P.a").value_or(ChannelId());
    QVERIFY(doc->contains(a));
    QVERIFY(session.applyEdit(a, [](AnimCurveFn &fn) { return fn.setValue(1, 9.5); }, QStringLiteral("edit")).isOk());

    // Another program rewrites both files.
    QCOMPARE(write(QStringLiteral("root.usda"), "#usda 1.0\n(\n    doc = \"changed on disk\"\n)\ndef \"Other\"\n{\n}\n"), root);
    QCOMPARE(write(QStringLiteral("sub.usda"), "#usda 1.0\n"), sub);

    const Result<Layer> edited = doc->editedRootLayer();
    QVERIFY2(edited, edited.message().c_str());
    QCOMPARE(edited->doc, std::optional<std::string>("opened"));
    QVERIFY(!edited->findPrim("/Other"));
    const Attribute *attr = edited->findAttribute("/P.a");
    QVERIFY(attr && attr->spline);
    QCOMPARE(attr->spline->spline.knots().back().value, 9.5); // the unsaved edit
    // The opened document itself is the file as opened, without the edit.
    QCOMPARE(doc->usdDocument()->root().findAttribute("/P.a")->spline->spline.knots().back().value, 4.0);
    QCOMPARE(doc->usdDocument()->layers.size(), std::size_t(2));
    QVERIFY(doc->usdDocument()->layers[1].layer.findPrim("/Q"));

    // .anim documents have no root layer.
    auto anim = openOrFail(realData("maya_example_ssbh_editor.anim"));
    QVERIFY(anim && anim->animFile() && !anim->usdDocument());
    QVERIFY(!anim->editedRootLayer());
    QCOMPARE(anim->layerFilePaths().size(), std::size_t(1));
}

QTEST_MAIN(TestEditorSession)
#include "tst_editor_session.moc"
