// Timeline documents (core/editor/TimelineContent, EditorDocument::timeline / setTimeline,
// DocumentChange::TimelineStep): opening compiled timeline JSON as an editor document,
// replacing the timeline as a recorded change, apply / revert, refusals that change
// nothing, and saving and reopening with what the editor does not edit kept.
#include "core/editor/DocumentEditSession.h"
#include "core/editor/DocumentFormats.h"
#include "core/editor/EditorDocument.h"
#include "core/editor/TimelineContent.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/time/TimeCode.h"
#include "core/timeline/EvaluateTimeline.h"
#include "tests/support/TimelineDocuments.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

class TestTimelineDocument : public QObject {
    Q_OBJECT
private slots:
    void init();
    void opensAsTimelineDocument();
    void timeConversion();
    void setTimelineRecordsOneStep();
    void consecutiveStepsMerge();
    void setTimelineRefusedChangesNothing();
    void staleStepIsRefused();
    void saveThenReopenIsEqual();
    void savedEditedSharedClipKeepsItsId();
    void saveRefusesOtherExtensions();
    void newTimelineIsEmpty();
    void openErrorNamesTheJsonPath();

private:
    std::unique_ptr<EditorDocument> openSample();
    /// The sample's timeline with placed clip (0, 0) moved to start `start`.
    static Timeline movedFirst(const Timeline &t, double start);
    QTemporaryDir m_dir;
    QString m_path;
};

void TestTimelineDocument::init()
{
    m_path = m_dir.filePath(QStringLiteral("walk.json"));
    QVERIFY(test::writeTimelineJson(m_path));
}

std::unique_ptr<EditorDocument> TestTimelineDocument::openSample()
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(m_path);
    if (!doc) {
        qWarning("%s", doc.message().c_str());
        return nullptr;
    }
    return std::move(doc.value());
}

Timeline TestTimelineDocument::movedFirst(const Timeline &t, double start)
{
    Timeline next = t;
    PlacedClip p = next.placedClip({0, 0});
    p.start = start;
    if (!next.setPlacedClip({0, 0}, p))
        qFatal("setPlacedClip refused");
    return next;
}

void TestTimelineDocument::opensAsTimelineDocument()
{
    auto doc = openSample();
    QVERIFY(doc);
    QCOMPARE(doc->format(), &timelineDocumentFormat());
    QCOMPARE(documentFormatForPath(QStringLiteral("x.JSON")), &timelineDocumentFormat());
    const Timeline *t = doc->timeline();
    QVERIFY(t);
    QCOMPARE(t->trackCount(), std::size_t(2));
    QCOMPARE(t->track(0).name, QStringLiteral("Body"));
    QCOMPARE(t->track(0).placedClips.size(), std::size_t(3));
    QCOMPARE(t->placementsPlaying(t->placedClip({0, 0}).clip.get()).size(), std::size_t(3));
    QCOMPARE(doc->timeCodesPerSecond(), 30.0);
    QCOMPARE(doc->startTimeCode(), 0.0);
    QCOMPARE(doc->endTimeCode(), 120.0); // 4 s × 30
    QCOMPARE(doc->filePath(), m_path);
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->layerFilePaths(), std::vector<std::string>{m_path.toStdString()});
    QVERIFY(!doc->usdDocument());
    QVERIFY(!doc->animFile());
    QStringList ids;
    for (const auto &c : doc->timelineClips())
        ids << c->id();
    QCOMPARE(ids, (QStringList{QStringLiteral("spare"), QStringLiteral("sway"), QStringLiteral("talk")})); // also the unplayed one
    // Other documents have no timeline.
    QVERIFY(!EditorDocument::createEmpty()->timeline());
}

void TestTimelineDocument::timeConversion()
{
    QCOMPARE(secondsToTimeCode(1.5, 24.0), 36.0);
    QCOMPARE(timeCodeToSeconds(36.0, 24.0), 1.5);
    QCOMPARE(secondsToTimeCode(timeCodeToSeconds(45.0, 30.0), 30.0), 45.0);
}

void TestTimelineDocument::setTimelineRecordsOneStep()
{
    auto doc = openSample();
    QVERIFY(doc);
    const Timeline before = *doc->timeline();
    const Timeline after = movedFirst(before, 0.75);
    QSignalSpy changed(doc.get(), &EditorDocument::timelineChanged);
    DocumentChange change;
    QVERIFY(doc->setTimeline(after, change).isOk());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(*doc->timeline(), after);
    QCOMPARE(doc->timeline()->placedClip({0, 0}).start, 0.75);
    QVERIFY(doc->isModified());
    QVERIFY(!change.isEmpty());
    QCOMPARE(change.steps().size(), std::size_t(1));
    const auto *step = std::get_if<DocumentChange::TimelineStep>(&change.steps()[0]);
    QVERIFY(step);
    QCOMPARE(step->before, before);
    QCOMPARE(step->after, after);
    QVERIFY(change.channels().empty());

    QVERIFY(doc->revert(change).isOk());
    QCOMPARE(*doc->timeline(), before);
    QCOMPARE(changed.count(), 2);
    QVERIFY(doc->apply(change).isOk());
    QCOMPARE(*doc->timeline(), after);
    QCOMPARE(changed.count(), 3);

    // The same timeline again records nothing and says nothing.
    DocumentChange none;
    QVERIFY(doc->setTimeline(after, none).isOk());
    QVERIFY(none.isEmpty());
    QCOMPARE(changed.count(), 3);
}

void TestTimelineDocument::consecutiveStepsMerge()
{
    auto doc = openSample();
    QVERIFY(doc);
    const Timeline before = *doc->timeline();
    DocumentEditSession edits(doc.get());
    for (double start : {0.1, 0.2, 0.3})
        QVERIFY(edits.setTimeline(movedFirst(before, start)).isOk());
    QCOMPARE(*edits.timelineBefore(), before);
    const DocumentChange change = edits.finish();
    QCOMPARE(change.steps().size(), std::size_t(1));
    const auto &step = std::get<DocumentChange::TimelineStep>(change.steps()[0]);
    QCOMPARE(step.before, before);
    QCOMPARE(step.after.placedClip({0, 0}).start, 0.3);
    QVERIFY(doc->revert(change).isOk());
    QCOMPARE(*doc->timeline(), before);

    // Back where it started: an empty change.
    DocumentEditSession round(doc.get());
    QVERIFY(round.setTimeline(movedFirst(before, 3.0)).isOk());
    QVERIFY(round.setTimeline(before).isOk());
    QVERIFY(round.finish().isEmpty());
}

void TestTimelineDocument::setTimelineRefusedChangesNothing()
{
    auto empty = EditorDocument::createEmpty();
    QSignalSpy changed(empty.get(), &EditorDocument::timelineChanged);
    DocumentChange change;
    const Status st = empty->setTimeline(Timeline(), change);
    QVERIFY(!st.isOk());
    QCOMPARE(st.id(), MessageId::NotTimelineDocument);
    QVERIFY(change.steps().empty());
    QCOMPARE(changed.count(), 0);
    QVERIFY(!empty->isModified());
    QVERIFY(!empty->timeline());
}

void TestTimelineDocument::staleStepIsRefused()
{
    auto doc = openSample();
    QVERIFY(doc);
    const Timeline before = *doc->timeline();
    DocumentChange change;
    QVERIFY(doc->setTimeline(movedFirst(before, 1.0), change).isOk());
    // Changed since without recording: reverting would lose that edit, so it is refused.
    DocumentChange unrecorded;
    QVERIFY(doc->setTimeline(movedFirst(before, 2.0), unrecorded).isOk());
    QSignalSpy changed(doc.get(), &EditorDocument::timelineChanged);
    const Status st = doc->revert(change);
    QCOMPARE(st.id(), MessageId::TimelineStepStale);
    QCOMPARE(doc->timeline()->placedClip({0, 0}).start, 2.0);
    QCOMPARE(changed.count(), 0);
    QVERIFY(!doc->apply(change).isOk()); // not in the before state either
}

void TestTimelineDocument::saveThenReopenIsEqual()
{
    auto doc = openSample();
    QVERIFY(doc);
    DocumentChange change;
    QVERIFY(doc->setTimeline(movedFirst(*doc->timeline(), 0.5), change).isOk());
    const QString out = m_dir.filePath(QStringLiteral("saved.json"));
    QVERIFY(doc->canSaveTo(out));
    const Status st = doc->saveAs(out);
    QVERIFY2(st.isOk(), st.message().c_str());
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->filePath(), out);

    const Result<CompiledTimeline> reread = readCompiledTimelineFile(out);
    QVERIFY2(reread.isOk(), reread.message().c_str());
    QCOMPARE(reread->timeline, *doc->timeline());
    QCOMPARE(reread->frameRate, 30.0);
    QCOMPARE(reread->meta.value(QStringLiteral("author")).toString(), QStringLiteral("tests"));
    QCOMPARE(reread->otherMembers.value(QStringLiteral("scene")).toObject().value(QStringLiteral("root")).toString(),
             QStringLiteral("rig"));
    QStringList ids;
    for (const auto &c : reread->clips)
        ids << c->id();
    // QJsonObject keeps members sorted by name: the file's "animations" read back in that order.
    QCOMPARE(ids, (QStringList{QStringLiteral("spare"), QStringLiteral("sway"), QStringLiteral("talk")}));

    auto reopened = EditorDocument::open(out);
    QVERIFY(reopened.isOk());
    QCOMPARE(*reopened.value()->timeline(), *doc->timeline());
    QCOMPARE(reopened.value()->timeCodesPerSecond(), 30.0);
}

void TestTimelineDocument::savedEditedSharedClipKeepsItsId()
{
    auto doc = openSample();
    QVERIFY(doc);
    Timeline next = *doc->timeline();
    const Clip *sway = next.placedClip({0, 0}).clip.get();
    Clip edited = *sway;
    QVERIFY(edited.setDuration(2.0).isOk());
    const Result<std::size_t> replaced = next.replaceClip(sway, std::make_shared<const Clip>(edited));
    QVERIFY(replaced.isOk());
    QCOMPARE(replaced.value(), std::size_t(3));
    DocumentChange change;
    QVERIFY(doc->setTimeline(next, change).isOk());
    const QString out = m_dir.filePath(QStringLiteral("edited.json"));
    QVERIFY(doc->saveAs(out).isOk());
    const Result<CompiledTimeline> reread = readCompiledTimelineFile(out);
    QVERIFY(reread.isOk());
    QCOMPARE(reread->clips.size(), std::size_t(3)); // sway (edited), talk, spare: no "clip<N>"
    QCOMPARE(reread->clips[1]->id(), QStringLiteral("sway"));
    QCOMPARE(reread->clips[1]->duration(), 2.0);
    QCOMPARE(reread->timeline, next);
    QCOMPARE(reread->timeline.placementsPlaying(reread->timeline.placedClip({1, 0}).clip.get()).size(), std::size_t(3));
}

void TestTimelineDocument::saveRefusesOtherExtensions()
{
    auto doc = openSample();
    QVERIFY(doc);
    const QString usda = m_dir.filePath(QStringLiteral("out.usda"));
    QVERIFY(!doc->canSaveTo(usda));
    const Status st = doc->saveAs(usda);
    QCOMPARE(st.id(), MessageId::TimelineSaveExtension);
    QVERIFY(!QFile::exists(usda));
    QCOMPARE(doc->filePath(), m_path);
}

void TestTimelineDocument::newTimelineIsEmpty()
{
    auto doc = EditorDocument::createEmptyTimeline();
    QVERIFY(doc->timeline());
    QCOMPARE(doc->timeline()->trackCount(), std::size_t(0));
    QCOMPARE(doc->timeCodesPerSecond(), kDefaultTimelineFrameRate);
    QCOMPARE(doc->endTimeCode(), 24.0);
    QVERIFY(doc->filePath().isEmpty());
    QCOMPARE(doc->save().id(), MessageId::NoFileYet);
    const QString out = m_dir.filePath(QStringLiteral("new.json"));
    QVERIFY(doc->saveAs(out).isOk());
    const Result<CompiledTimeline> reread = readCompiledTimelineFile(out);
    QVERIFY(reread.isOk());
    QCOMPARE(reread->frameRate, 24.0);
    // A new timeline shows the blended pose (spec/timeline.md §1.7), and says so in its file.
    QCOMPARE(doc->timeline()->poseMode(), TimelinePoseMode::Blended);
    Timeline blendedEmpty;
    blendedEmpty.setPoseMode(TimelinePoseMode::Blended);
    QCOMPARE(reread->timeline, blendedEmpty);
}

void TestTimelineDocument::openErrorNamesTheJsonPath()
{
    const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(test::writeTimelineJson(bad, R"({"timeline": {"duration": 1, "tracks": [{"clips": [{"animation_id": "m", "speed": 0}]}]},
        "animations": {"m": {"duration": 1}}})"));
    const auto doc = EditorDocument::open(bad);
    QVERIFY(!doc.isOk());
    const QString message = QString::fromStdString(doc.message());
    QVERIFY2(message.startsWith(bad + QStringLiteral(": timeline.tracks[0].clips[0].speed:")), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestTimelineDocument)
#include "tst_timeline_document.moc"
