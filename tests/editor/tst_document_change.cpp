// DocumentChange and channel insertion / removal in EditorDocument (core, no widgets):
// which key rows a curve change replaced, channels inserted and removed with stable ids,
// changes replayed and reverted all or nothing, refusals that change nothing, and saving
// a document whose channel set changed (usda and .anim), read back from disk.
#include "core/document/Document.h"
#include "core/editor/DocumentEditSession.h"
#include "core/editor/EditorDocument.h"
#include "core/editor/KnotRowChange.h"
#include "core/io/AnimFile.h"
#include "core/io/UsdaReader.h"
#include "tests/support/DocumentState.h"
#include "tests/support/MemoryDocuments.h"
#include "tests/support/OpenedChannels.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;
using knotline::test::animDocument;
using knotline::test::documentState;
using knotline::test::newChannel;
using knotline::test::usdaDocument;
using knotline::test::openedChannel;
using knotline::test::stateDifference;

Q_DECLARE_METATYPE(knotline::KnotRowChange)

class TestDocumentChange : public QObject {
    Q_OBJECT
private slots:
    void knotRowChange_data();
    void knotRowChange();
    void insertAndRemoveUndoRedo();
    void idsAreNeverReused();
    void refusedInsertionsChangeNothing_data();
    void refusedInsertionsChangeNothing();
    void applyAndRevertAreAllOrNothing();
    void curveEditsAfterReinsertionGetTheirOwnStep();
    void editSessionCancelRestores();
    void savesInsertedAndRemovedChannelsUsda();
    void savesInsertedAndRemovedChannelsAnim();
};

void TestDocumentChange::knotRowChange_data()
{
    QTest::addColumn<int>("edit");
    QTest::addColumn<KnotRowChange>("expected");
    QTest::newRow("value of the middle key") << 0 << KnotRowChange{1, 1, 1};
    // The first key's automatic tangents follow its new neighbour: it is replaced too.
    QTest::newRow("key inserted after the first") << 1 << KnotRowChange{0, 1, 2};
    QTest::newRow("last key removed") << 2 << KnotRowChange{2, 1, 0};
    QTest::newRow("extrapolation only") << 3 << KnotRowChange{3, 0, 0};
    QTest::newRow("first key removed") << 4 << KnotRowChange{0, 1, 0};
}

void TestDocumentChange::knotRowChange()
{
    QFETCH(int, edit);
    QFETCH(KnotRowChange, expected);
    auto doc = usdaDocument();
    QVERIFY(doc);
    const ChannelId tx = openedChannel(0);
    QSignalSpy rows(doc.get(), &EditorDocument::knotRowsChanged);
    const Status st = doc->edit(tx, [edit](AnimCurveFn &fn) -> Status {
        switch (edit) {
        case 0: return fn.setValue(1, 9.0);
        case 1: return fn.addKey(4.0, 2.0).status();
        case 2: return fn.remove(2);
        case 3: return fn.setPostInfinityType(InfinityType::Linear);
        default: return fn.remove(0);
        }
    });
    QVERIFY2(st.isOk(), st.message().c_str());
    QCOMPARE(rows.count(), 1);
    QCOMPARE(rows.first().at(0).value<ChannelId>(), tx);
    const KnotRowChange actual = rows.first().at(1).value<KnotRowChange>();
    QVERIFY2(actual == expected, qPrintable(QStringLiteral("first %1, removed %2, inserted %3")
                                                .arg(actual.first).arg(actual.removed).arg(actual.inserted)));
}

void TestDocumentChange::insertAndRemoveUndoRedo()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    const auto original = documentState(*doc);
    QSignalSpy inserted(doc.get(), &EditorDocument::channelInserted);
    QSignalSpy aboutToRemove(doc.get(), &EditorDocument::channelAboutToBeRemoved);
    QSignalSpy removed(doc.get(), &EditorDocument::channelRemoved);

    DocumentChange change;
    const Result<ChannelId> tz = doc->insertChannel(1, newChannel("/Rig.tz"), &change);
    QVERIFY2(tz.isOk(), tz.message().c_str());
    QCOMPARE(tz.value(), ChannelId(3)); // after the ids issued at opening
    QCOMPARE(doc->rowOf(tz.value()), std::optional<std::size_t>(1));
    QCOMPARE(doc->channelIdAt(2), openedChannel(1)); // ty moved down a row
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).value<std::size_t>(), std::size_t(1));
    QVERIFY(doc->edit(tz.value(), [](AnimCurveFn &fn) { return fn.setValue(0, 6.0); }, &change).isOk());
    QVERIFY(doc->removeChannel(openedChannel(0), &change).isOk());
    QCOMPARE(aboutToRemove.count(), 1);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(1).value<std::size_t>(), std::size_t(0));
    QVERIFY(!doc->contains(openedChannel(0)));
    QCOMPARE(change.steps().size(), std::size_t(3));
    QCOMPARE(change.channels(), (std::vector<ChannelId>{tz.value(), openedChannel(0)}));
    const auto after = documentState(*doc);

    QVERIFY(doc->revert(change).isOk());
    QVERIFY2(documentState(*doc) == original, qPrintable(stateDifference(documentState(*doc), original)));
    QCOMPARE(doc->channelIdAt(0), openedChannel(0)); // back at its row, with its id
    QVERIFY(doc->apply(change).isOk());
    QVERIFY2(documentState(*doc) == after, qPrintable(stateDifference(documentState(*doc), after)));
    QVERIFY(!doc->apply(change).isOk()); // already applied: refused, nothing changed
    QVERIFY(documentState(*doc) == after);
}

void TestDocumentChange::idsAreNeverReused()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    std::vector<ChannelId> seen = doc->channelIds();
    for (int i = 0; i < 5; ++i) {
        DocumentChange change;
        const Result<ChannelId> id = doc->insertChannel(0, newChannel("/Rig.tz"), &change);
        QVERIFY(id.isOk());
        QVERIFY(std::find(seen.begin(), seen.end(), id.value()) == seen.end());
        seen.push_back(id.value());
        QVERIFY(doc->removeChannel(id.value()).isOk());
    }
}

void TestDocumentChange::refusedInsertionsChangeNothing_data()
{
    QTest::addColumn<bool>("anim");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("path of an existing channel") << false << "/Rig.tx" << "/Rig.tx is already a channel";
    QTest::newRow("no prim") << false << "/Nope.tx" << "/Nope.tx: the root layer has no prim /Nope";
    QTest::newRow("not an attribute path") << false << "Rig" << "Rig is not an attribute path (/Prim.attribute)";
    QTest::newRow("empty path") << false << "" << "a channel needs a path";
    QTest::newRow("anim path without attribute") << true << "box" << "box is not a node.attribute path";
    QTest::newRow("anim duplicate") << true << "box.translate.translateX" << "box.translate.translateX is already a channel";
}

void TestDocumentChange::refusedInsertionsChangeNothing()
{
    QFETCH(bool, anim);
    QFETCH(QString, path);
    QFETCH(QString, message);
    auto doc = anim ? animDocument() : usdaDocument();
    QVERIFY(doc);
    const auto before = documentState(*doc);
    QSignalSpy inserted(doc.get(), &EditorDocument::channelInserted);
    DocumentChange change;
    const Result<ChannelId> id = doc->insertChannel(
        0, newChannel(path.toStdString(), anim ? ChannelSource::AnimCurve : ChannelSource::UsdaAttribute), &change);
    QVERIFY(!id.isOk());
    QCOMPARE(QString::fromStdString(id.message()), message);
    QVERIFY(change.isEmpty());
    QCOMPARE(inserted.count(), 0);
    QVERIFY(documentState(*doc) == before);
    QVERIFY(!doc->isModified());
    QVERIFY(!EditorDocument::createEmpty()->insertChannel(0, newChannel("/Rig.tz")).isOk());
}

// A change whose last step no longer fits the document (its channel was edited without
// recording) is refused as a whole: the earlier steps are undone again.
void TestDocumentChange::applyAndRevertAreAllOrNothing()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    DocumentChange change;
    QVERIFY(doc->insertChannel(0, newChannel("/Rig.tz"), &change).isOk());
    QVERIFY(doc->edit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(0, 3.0); }, &change).isOk());
    QVERIFY(doc->edit(openedChannel(1), [](AnimCurveFn &fn) { return fn.setValue(1, 8.0); }, &change).isOk());
    // Edited behind the change's back:
    QVERIFY(doc->edit(openedChannel(1), [](AnimCurveFn &fn) { return fn.setValue(0, -2.0); }).isOk());
    const auto edited = documentState(*doc);
    const Status reverted = doc->revert(change);
    QVERIFY(!reverted.isOk());
    QVERIFY2(reverted.message().rfind("/Rig.ty: ", 0) == 0, reverted.message().c_str());
    QVERIFY2(documentState(*doc) == edited, qPrintable(stateDifference(documentState(*doc), edited)));
}

void TestDocumentChange::curveEditsAfterReinsertionGetTheirOwnStep()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    const auto original = documentState(*doc);
    DocumentEditSession edits(doc.get());
    const ChannelId tx = openedChannel(0);
    QVERIFY(edits.edit(tx, [](AnimCurveFn &fn) { return fn.setValue(0, 1.0); }).isOk());
    QVERIFY(edits.edit(tx, [](AnimCurveFn &fn) { return fn.setValue(0, 2.0); }).isOk()); // same step
    QCOMPARE(edits.change().steps().size(), std::size_t(1));
    QVERIFY(edits.removeChannel(tx).isOk());
    QVERIFY(!edits.edit(tx, [](AnimCurveFn &fn) { return fn.setValue(0, 3.0); }).isOk()); // gone
    QCOMPARE(edits.curveBefore(tx), original[0].curve);
    DocumentChange change = edits.finish();
    QCOMPARE(change.steps().size(), std::size_t(2));
    QVERIFY(!edits.edit(openedChannel(1), [](AnimCurveFn &fn) { return fn.setValue(0, 3.0); }).isOk()); // finished
    QVERIFY(doc->revert(change).isOk());
    QVERIFY(documentState(*doc) == original);
}

void TestDocumentChange::editSessionCancelRestores()
{
    auto doc = animDocument();
    QVERIFY(doc);
    const auto original = documentState(*doc);
    {
        DocumentEditSession edits(doc.get());
        const Result<ChannelId> added = edits.insertChannel(5, newChannel("box.rotateZ", ChannelSource::AnimCurve));
        QVERIFY(added.isOk());
        QCOMPARE(doc->rowOf(added.value()), std::optional<std::size_t>(2)); // past the end: appended
        QVERIFY(edits.edit(added.value(), [](AnimCurveFn &fn) { return fn.remove(0); }).isOk());
        QCOMPARE(edits.curveBefore(added.value()).numKeys(), std::size_t(2)); // as inserted
        QVERIFY(edits.removeChannel(openedChannel(0)).isOk());
    } // destroyed unfinished: cancelled
    QVERIFY2(documentState(*doc) == original, qPrintable(stateDifference(documentState(*doc), original)));
}

void TestDocumentChange::savesInsertedAndRemovedChannelsUsda()
{
    QTemporaryDir dir;
    auto doc = usdaDocument();
    QVERIFY(doc);
    QVERIFY(doc->insertChannel(2, newChannel("/Rig.tz")).isOk()); // tz had a default only
    QVERIFY(doc->insertChannel(3, newChannel("/Rig.rx")).isOk()); // a new attribute
    QVERIFY(doc->removeChannel(openedChannel(1)).isOk());         // ty: spline only, so it goes
    const QString path = dir.filePath(QStringLiteral("out.usda"));
    QVERIFY(doc->saveAs(path).isOk());
    Result<std::unique_ptr<EditorDocument>> back = EditorDocument::open(path);
    QVERIFY2(back.isOk(), back.message().c_str());
    const EditorDocument &b = *back.value();
    QCOMPARE(b.channelCount(), std::size_t(3));
    QVERIFY(!b.findChannelByPath("/Rig.ty"));
    for (const char *p : {"/Rig.tz", "/Rig.rx"}) {
        const std::optional<ChannelId> id = b.findChannelByPath(p);
        QVERIFY2(id, p);
        // The same curve (the last knot's post width, which no segment uses, is not written).
        const Spline &read = b.channel(*id).curve.spline();
        const Spline written = newChannel(p).curve.spline();
        QCOMPARE(read.knots().size(), written.knots().size());
        for (double t = 0.0; t <= 10.0; t += 0.5)
            QCOMPARE(read.eval(t), written.eval(t));
    }
    const Layer &root = b.usdDocument()->root();
    QVERIFY(!root.findAttribute("/Rig.ty"));
    QVERIFY(root.findAttribute("/Rig.tz")->defaultValue); // its default kept
    QCOMPARE(root.findAttribute("/Rig.rx")->typeName, std::string("double"));
    // Undoing the removal after the save and saving again writes ty back.
    Result<std::unique_ptr<EditorDocument>> again = EditorDocument::open(path);
    QVERIFY(again.isOk());
    DocumentChange change;
    QVERIFY(again.value()->removeChannel(*again.value()->findChannelByPath("/Rig.rx"), &change).isOk());
    QVERIFY(again.value()->save().isOk());
    QVERIFY(again.value()->revert(change).isOk());
    QVERIFY(again.value()->save().isOk());
    Result<std::unique_ptr<EditorDocument>> third = EditorDocument::open(path);
    QVERIFY(third.isOk());
    QVERIFY(third.value()->findChannelByPath("/Rig.rx"));
}

void TestDocumentChange::savesInsertedAndRemovedChannelsAnim()
{
    QTemporaryDir dir;
    auto doc = animDocument();
    QVERIFY(doc);
    QVERIFY(doc->insertChannel(2, newChannel("box.rotate.rotateZ", ChannelSource::AnimCurve)).isOk());
    QVERIFY(doc->removeChannel(openedChannel(0)).isOk());
    const QString path = dir.filePath(QStringLiteral("out.anim"));
    QVERIFY(doc->saveAs(path).isOk());
    QVERIFY(doc->save().isOk()); // saving twice writes the new entry once
    Result<std::unique_ptr<EditorDocument>> back = EditorDocument::open(path);
    QVERIFY2(back.isOk(), back.message().c_str());
    const EditorDocument &b = *back.value();
    QCOMPARE(b.channelCount(), std::size_t(2));
    QVERIFY(!b.findChannelByPath("box.translate.translateX"));
    QVERIFY(b.findChannelByPath("box.translate.translateY"));
    const std::optional<ChannelId> rz = b.findChannelByPath("box.rotate.rotateZ");
    QVERIFY(rz);
    QCOMPARE(b.channel(*rz).curve.numKeys(), std::size_t(2));
    QCOMPARE(b.channel(*rz).curve.keyValue(1), -1.0);
}

QTEST_GUILESS_MAIN(TestDocumentChange)
#include "tst_document_change.moc"
