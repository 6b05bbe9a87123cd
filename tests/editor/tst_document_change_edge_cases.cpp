// Edge cases of the document model found in review (core, no widgets): replaying channel
// insertions and removals keeps paths unique and refuses to throw away edits made since;
// removing, saving, undoing and saving again keeps a usda attribute's declaration; a root
// opinion over a sublayer spline is not removed; a .anim entry is reused for its path; a
// channel inserted before others is saved after the file's own (documented).
#include "core/document/Document.h"
#include "core/editor/DocumentEditSession.h"
#include "core/editor/EditorDocument.h"
#include "core/io/AnimFile.h"
#include "core/io/UsdaReader.h"
#include "tests/support/DocumentState.h"
#include "tests/support/MemoryDocuments.h"
#include "tests/support/OpenedChannels.h"

#include <QFile>
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

namespace {

bool writeFile(const QString &path, const char *text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(text);
    return true;
}

QString readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

int countPaths(const EditorDocument &doc, const std::string &path)
{
    int n = 0;
    for (ChannelId id : doc.channelIds())
        n += doc.channel(id).path == path;
    return n;
}

} // namespace

class TestDocumentChangeEdgeCases : public QObject {
    Q_OBJECT
private slots:
    void revertOfRemovalRefusesWhenPathTakenAgain();
    void applyOfInsertionRefusesWhenPathTakenAgain();
    void revertOfInsertionRefusesWhenChannelEditedSince();
    void applyOfRemovalRefusesWhenChannelEditedSince();
    void usdaRemoveSaveUndoSaveKeepsAttribute();
    void usdaRemovingOverrideMatchesReopen();
    void animRemoveSaveReinsertSamePath();
    void insertedChannelIsSavedLast();
};

// EditorDocument::revert documents: "when a step fails (the document is not in the state
// the step expects ...) the steps already done are undone". Reinserting a removed channel
// whose path has since been given to another channel leaves two channels with one path
// (Channel::path is documented "unique within a document").
void TestDocumentChangeEdgeCases::revertOfRemovalRefusesWhenPathTakenAgain()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    DocumentChange removal;
    QVERIFY(doc->removeChannel(openedChannel(0), &removal).isOk());
    DocumentChange insertion;
    QVERIFY(doc->insertChannel(0, newChannel("/Rig.tx"), &insertion).isOk());
    const auto before = documentState(*doc);
    const Status st = doc->revert(removal);
    QCOMPARE(countPaths(*doc, "/Rig.tx"), 1);        
    QVERIFY2(!st.isOk(), "revert re-inserted a channel whose path is already a channel's");
    QVERIFY(documentState(*doc) == before);
}

void TestDocumentChangeEdgeCases::applyOfInsertionRefusesWhenPathTakenAgain()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    DocumentChange insertion;
    QVERIFY(doc->insertChannel(0, newChannel("/Rig.rx"), &insertion).isOk());
    QVERIFY(doc->revert(insertion).isOk());
    QVERIFY(doc->insertChannel(0, newChannel("/Rig.rx")).isOk()); // unrecorded
    const Status st = doc->apply(insertion);
    QCOMPARE(countPaths(*doc, "/Rig.rx"), 1);
    QVERIFY(!st.isOk());
}

// Curve steps refuse to replay over a curve edited behind the change's back
// (applyAndRevertAreAllOrNothing in tst_document_change); insertion / removal steps only
// compare the row, so reverting an insertion silently throws the later edits away.
void TestDocumentChangeEdgeCases::revertOfInsertionRefusesWhenChannelEditedSince()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    DocumentChange insertion;
    const Result<ChannelId> rx = doc->insertChannel(0, newChannel("/Rig.rx"), &insertion);
    QVERIFY(rx.isOk());
    // An edit not recorded in `insertion` (e.g. a gesture still in progress):
    QVERIFY(doc->edit(rx.value(), [](AnimCurveFn &fn) { return fn.setValue(0, 42.0); }).isOk());
    const auto edited = documentState(*doc);
    const Status st = doc->revert(insertion);
    QVERIFY2(!st.isOk(), "the insertion was reverted although the channel was edited since");
    QVERIFY(documentState(*doc) == edited);
}

void TestDocumentChangeEdgeCases::applyOfRemovalRefusesWhenChannelEditedSince()
{
    auto doc = usdaDocument();
    QVERIFY(doc);
    DocumentChange removal;
    QVERIFY(doc->removeChannel(openedChannel(0), &removal).isOk());
    QVERIFY(doc->revert(removal).isOk()); // undo
    QVERIFY(doc->edit(openedChannel(0), [](AnimCurveFn &fn) { return fn.setValue(0, 42.0); }).isOk()); // unrecorded
    const auto edited = documentState(*doc);
    const Status redo = doc->apply(removal);   // redo: removes the edited channel...
    if (redo.isOk())
        QVERIFY(doc->revert(removal).isOk());  // ...and undo brings back the curve as removed
    QVERIFY2(documentState(*doc) == edited, qPrintable(stateDifference(documentState(*doc), edited)));
    QVERIFY2(!redo.isOk(), "the removal was replayed over a channel edited since");
}

// Removed, saved, removal undone, saved again: the attribute comes back with the curve
// only. Its declaration (custom, timecode type) and the spline's own authored extras are
// gone, because the first save erased the attribute from UsdaContent's root layer.
void TestDocumentChangeEdgeCases::usdaRemoveSaveUndoSaveKeepsAttribute()
{
    const char *text = "#usda 1.0\n\ndef Xform \"Rig\"\n{\n"
                       "    custom timecode tc.spline = {\n        0: 0,\n        10: 5,\n    }\n"
                       "    double ty.spline = {\n        0: 1,\n        12: 3,\n    }\n}\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rig.usda"));
    QVERIFY(writeFile(path, text));
    Result<std::unique_ptr<EditorDocument>> opened = EditorDocument::open(path);
    QVERIFY2(opened, opened.message().c_str());
    EditorDocument &doc = *opened.value();
    const ChannelId tc = *doc.findChannelByPath("/Rig.tc");
    const Attribute original = *doc.usdDocument()->root().findAttribute("/Rig.tc");
    QCOMPARE(original.typeName, std::string("timecode"));
    QVERIFY(original.custom);

    DocumentChange removal;
    QVERIFY(doc.removeChannel(tc, &removal).isOk());
    QVERIFY(doc.save().isOk());
    QVERIFY(doc.revert(removal).isOk()); // undo the removal after the save
    QVERIFY(doc.save().isOk());

    Result<std::unique_ptr<EditorDocument>> back = EditorDocument::open(path);
    QVERIFY(back);
    const Attribute *a = back.value()->usdDocument()->root().findAttribute("/Rig.tc");
    QVERIFY(a);
    qInfo("typeName %s -> %s, custom %d -> %d", original.typeName.c_str(), a->typeName.c_str(), original.custom, a->custom);
    QCOMPARE(a->typeName, original.typeName);
    QCOMPARE(a->custom, original.custom);
}

// A root-layer channel that overrides a sublayer's spline cannot be removed (the sublayer's
// spline would show through as another channel, so the editor and the saved file would
// disagree): refused, with a reason, changing nothing.
void TestDocumentChangeEdgeCases::usdaRemovingOverrideMatchesReopen()
{
    QTemporaryDir dir;
    const char *root = "#usda 1.0\n(\n    subLayers = [@sub.usda@]\n)\n\ndef Xform \"Rig\"\n{\n"
                       "    double tx.spline = {\n        0: 0,\n        10: 5,\n    }\n"
                       "    double ty.spline = {\n        0: 1,\n        12: 3,\n    }\n}\n";
    const char *sub = "#usda 1.0\n\ndef Xform \"Rig\"\n{\n"
                      "    double tx.spline = {\n        0: 100,\n        10: 200,\n    }\n}\n";
    QVERIFY(writeFile(dir.filePath("root.usda"), root));
    QVERIFY(writeFile(dir.filePath("sub.usda"), sub));
    Result<std::unique_ptr<EditorDocument>> opened = EditorDocument::open(dir.filePath("root.usda"));
    QVERIFY2(opened, opened.message().c_str());
    EditorDocument &doc = *opened.value();
    QCOMPARE(doc.channelCount(), std::size_t(2)); // root tx hides sub tx
    const auto before = documentState(doc);
    const Status removed = doc.removeChannel(*doc.findChannelByPath("/Rig.tx"));
    QVERIFY(!removed.isOk());
    QCOMPARE(removed.id(), MessageId::SublayerSplineShowsThrough);
    QVERIFY2(removed.message().rfind("/Rig.tx: ", 0) == 0, removed.message().c_str());
    QVERIFY(documentState(doc) == before);
    QVERIFY(!doc.isModified());
    QVERIFY(doc.removeChannel(*doc.findChannelByPath("/Rig.ty")).isOk()); // no sublayer opinion
    QVERIFY(doc.save().isOk());
    Result<std::unique_ptr<EditorDocument>> back = EditorDocument::open(dir.filePath("root.usda"));
    QVERIFY(back);
    QCOMPARE(back.value()->channelCount(), doc.channelCount()); 
}

// .anim: remove a channel, save (its entry becomes a placeholder line), insert a new
// channel with the same path, save: the file has the attribute twice (placeholder + new
// entry at the end) instead of the entry being reused.
void TestDocumentChangeEdgeCases::animRemoveSaveReinsertSamePath()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("box.anim"));
    auto doc = animDocument();
    QVERIFY(doc);
    QVERIFY(doc->removeChannel(openedChannel(0)).isOk());
    QVERIFY(doc->saveAs(path).isOk());
    QVERIFY(doc->insertChannel(0, newChannel("box.translate.translateX", ChannelSource::AnimCurve)).isOk());
    QVERIFY(doc->save().isOk());
    const QString written = readFile(path);
    QCOMPARE(written.count(QStringLiteral("anim translate.translateX")), 1);
    Result<std::unique_ptr<EditorDocument>> back = EditorDocument::open(path);
    QVERIFY(back);
    QCOMPARE(back.value()->channelCount(), std::size_t(2));
    QVERIFY(back.value()->openProblems().empty());
}

// A channel inserted at row 0 is saved after the file's own (.anim: a new entry at the end;
// usda: the last attribute of its prim), as AnimContent.h and UsdaContent.h say: the
// editor's row order holds until the file is reopened.
void TestDocumentChangeEdgeCases::insertedChannelIsSavedLast()
{
    QTemporaryDir dir;
    auto doc = animDocument();
    QVERIFY(doc);
    QVERIFY(doc->insertChannel(0, newChannel("box.rotate.rotateZ", ChannelSource::AnimCurve)).isOk());
    QCOMPARE(doc->channel(doc->channelIdAt(0)).path, std::string("box.rotate.rotateZ"));
    const QString path = dir.filePath(QStringLiteral("box.anim"));
    QVERIFY(doc->saveAs(path).isOk());
    Result<std::unique_ptr<EditorDocument>> back = EditorDocument::open(path);
    QVERIFY(back);
    QCOMPARE(back.value()->channelCount(), std::size_t(3));
    QCOMPARE(back.value()->channel(back.value()->channelIdAt(2)).path, std::string("box.rotate.rotateZ"));
}

QTEST_GUILESS_MAIN(TestDocumentChangeEdgeCases)
#include "tst_document_change_edge_cases.moc"
