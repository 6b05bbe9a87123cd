// EditorSession over a timeline document: applyTimelineEdit and TimelineGesture as undo
// steps on the session's QUndoStack that restore the timeline exactly, live updates while a
// gesture runs, cancel, refusals on other documents, and the placement selection (cleared
// with a new document, pruned when placements go away).
#include "tests/support/TimelineDocuments.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/session/TimelineGesture.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

class TestTimelineSession : public QObject {
    Q_OBJECT
private slots:
    void init();
    void applyTimelineEditUndoRedo();
    void gestureUpdatesLiveAndCommitsOneStep();
    void gestureCancelAndDestructorRestore();
    void unchangedGesturePushesNothing();
    void refusedOnOtherDocuments();
    void placementSelectionFollowsTheTimeline();

private:
    void openSample(EditorSession &session);
    static Timeline withStart(const Timeline &t, PlacementIndex at, double start);
    QTemporaryDir m_dir;
    QString m_path;
};

void TestTimelineSession::init()
{
    m_path = m_dir.filePath(QStringLiteral("walk.json"));
    QVERIFY(test::writeTimelineJson(m_path));
}

void TestTimelineSession::openSample(EditorSession &session)
{
    auto doc = EditorDocument::open(m_path);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    session.setDocument(std::move(doc.value()));
    QVERIFY(session.document()->timeline());
}

Timeline TestTimelineSession::withStart(const Timeline &t, PlacementIndex at, double start)
{
    Timeline next = t;
    PlacedClip p = next.placedClip(at);
    p.start = start;
    if (!next.setPlacedClip(at, p))
        qFatal("setPlacedClip refused");
    return next;
}

void TestTimelineSession::applyTimelineEditUndoRedo()
{
    EditorSession session;
    openSample(session);
    const Timeline before = *session.document()->timeline();
    const Timeline after = withStart(before, {1, 0}, 1.25);
    QSignalSpy changed(session.document(), &EditorDocument::timelineChanged);
    QVERIFY(session.applyTimelineEdit(after, QStringLiteral("Move Clip")).isOk());
    QCOMPARE(session.undoStack()->count(), 1);
    QCOMPARE(session.undoStack()->undoText(), QStringLiteral("Move Clip"));
    QCOMPARE(*session.document()->timeline(), after);
    QCOMPARE(changed.count(), 1);

    session.undoStack()->undo();
    QCOMPARE(*session.document()->timeline(), before);
    QCOMPARE(session.document()->timeline()->placedClip({1, 0}).start, 0.5);
    session.undoStack()->redo();
    QCOMPARE(*session.document()->timeline(), after);
    QCOMPARE(changed.count(), 3);

    // The same timeline again: no step.
    QVERIFY(session.applyTimelineEdit(after, QStringLiteral("Nothing")).isOk());
    QCOMPARE(session.undoStack()->count(), 1);
}

void TestTimelineSession::gestureUpdatesLiveAndCommitsOneStep()
{
    EditorSession session;
    openSample(session);
    const Timeline before = *session.document()->timeline();
    QSignalSpy changed(session.document(), &EditorDocument::timelineChanged);
    {
        TimelineGesture drag(&session, QStringLiteral("Drag Clip"));
        QVERIFY(drag.isActive());
        for (double dx : {0.1, 0.2, 0.35}) {
            // Each state from before(), not from the last one.
            const double start = drag.before().placedClip({0, 2}).start + dx;
            QVERIFY(drag.update(withStart(drag.before(), {0, 2}, start)).isOk());
            QCOMPARE(session.document()->timeline()->placedClip({0, 2}).start, 1.0 + dx); // live
        }
        QCOMPARE(drag.before(), before);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(session.undoStack()->count(), 0); // nothing pushed while dragging
        drag.commit();
        QVERIFY(!drag.isActive());
    }
    QCOMPARE(session.undoStack()->count(), 1);
    QCOMPARE(session.document()->timeline()->placedClip({0, 2}).start, 1.35);
    session.undoStack()->undo();
    QCOMPARE(*session.document()->timeline(), before);
    session.undoStack()->redo();
    QCOMPARE(session.document()->timeline()->placedClip({0, 2}).start, 1.35);
}

void TestTimelineSession::gestureCancelAndDestructorRestore()
{
    EditorSession session;
    openSample(session);
    const Timeline before = *session.document()->timeline();
    {
        TimelineGesture drag(&session, QStringLiteral("Drag Clip"));
        QVERIFY(drag.update(withStart(before, {0, 0}, 3.0)).isOk());
        drag.cancel();
        QVERIFY(!drag.isActive());
        QVERIFY(!drag.update(withStart(before, {0, 0}, 2.0)).isOk()); // finished
    }
    QCOMPARE(*session.document()->timeline(), before);
    {
        TimelineGesture drag(&session, QStringLiteral("Drag Clip"));
        QVERIFY(drag.update(withStart(before, {0, 0}, 3.0)).isOk());
    } // destroyed uncommitted: cancelled
    QCOMPARE(*session.document()->timeline(), before);
    QCOMPARE(session.undoStack()->count(), 0);
}

void TestTimelineSession::unchangedGesturePushesNothing()
{
    EditorSession session;
    openSample(session);
    const Timeline before = *session.document()->timeline();
    TimelineGesture drag(&session, QStringLiteral("Drag Clip"));
    QVERIFY(drag.update(withStart(before, {0, 0}, 0.5)).isOk());
    QVERIFY(drag.update(before).isOk()); // dragged back to where it was
    drag.commit();
    QCOMPARE(session.undoStack()->count(), 0);
    QCOMPARE(*session.document()->timeline(), before);
}

void TestTimelineSession::refusedOnOtherDocuments()
{
    EditorSession session; // an empty (curve) document
    QCOMPARE(session.applyTimelineEdit(Timeline(), QStringLiteral("Edit")).id(), MessageId::NotTimelineDocument);
    QCOMPARE(session.undoStack()->count(), 0);
    TimelineGesture gesture(&session, QStringLiteral("Edit"));
    QCOMPARE(gesture.before(), Timeline());
    QCOMPARE(gesture.update(Timeline()).id(), MessageId::NotTimelineDocument);

    // A gesture whose document was replaced meanwhile changes and pushes nothing.
    openSample(session);
    EditorSession other;
    openSample(other);
    TimelineGesture stale(&other, QStringLiteral("Drag"));
    openSample(other); // replaces the document the gesture started on
    const Timeline now = *other.document()->timeline();
    QVERIFY(!stale.update(withStart(now, {0, 0}, 2.0)).isOk());
    stale.commit();
    QCOMPARE(other.undoStack()->count(), 0);
    QCOMPARE(*other.document()->timeline(), now);
}

void TestTimelineSession::placementSelectionFollowsTheTimeline()
{
    EditorSession session;
    openSample(session);
    PlacementSelection *sel = session.placementSelection();
    QSignalSpy changed(sel, &PlacementSelection::changed);
    sel->set({{0, 1}, {0, 2}, {1, 0}}, PlacementIndex{0, 2});
    QCOMPARE(changed.count(), 1);
    sel->toggle({{0, 1}});
    QCOMPARE(sel->placements(), (std::set<PlacementIndex>{{0, 2}, {1, 0}}));
    sel->add({{0, 0}});
    QCOMPARE(sel->placements().size(), std::size_t(4 - 1));

    // Removing the last placed clip of track 0 drops it (and the current one) from the selection.
    Timeline next = *session.document()->timeline();
    QVERIFY(next.removePlacedClip({0, 2}).isOk());
    QVERIFY(session.applyTimelineEdit(next, QStringLiteral("Delete Clip")).isOk());
    QCOMPARE(sel->placements(), (std::set<PlacementIndex>{{0, 0}, {1, 0}}));
    QCOMPARE(sel->current(), std::nullopt);

    // A new document clears it.
    openSample(session);
    QVERIFY(sel->isEmpty());
    QCOMPARE(sel->current(), std::nullopt);
    QVERIFY(!hasPlacement(*session.document()->timeline(), {2, 0}));
    QVERIFY(hasPlacement(*session.document()->timeline(), {0, 2}));
}

QTEST_MAIN(TestTimelineSession)
#include "tst_timeline_session.moc"
