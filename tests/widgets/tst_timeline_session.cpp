// EditorSession over a timeline document: applyTimelineEdit and TimelineGesture as undo
// steps on the session's QUndoStack that restore the timeline exactly, live updates while a
// gesture runs, cancel, refusals on other documents, and the placement selection (cleared
// with a new document, pruned when placements go away).
#include "tests/support/TimelineDocuments.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/timeline/EvaluateTimeline.h"
#include "widgets/canvas/ClipChannelNote.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/canvas/ViewTransform.h"
#include "widgets/models/ChannelSourceMarks.h"
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
    void clipChannelEditIsOneUndoStep();
    void draggingASharedClipsKeyInTheCanvas();

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

// Editing a shared clip's channel through the session: one undo step on the QUndoStack,
// timelineChanged, and the notes (channel tree tooltip, inspector, canvas) say how many
// placements play the clip.
void TestTimelineSession::clipChannelEditIsOneUndoStep()
{
    EditorSession session;
    openSample(session);
    EditorDocument *doc = session.document();
    const std::optional<ChannelId> rx = doc->findChannelByPath("sway:rig/hips.rotateX");
    QVERIFY(rx);
    QCOMPARE(session.currentChannel(), rx); // the first channel
    QVERIFY2(channelSourceNote(doc->channel(*rx)).contains(QStringLiteral("3 placement")),
             qPrintable(channelSourceNote(doc->channel(*rx))));
    const QString note = clipChannelNote(*doc, rx);
    QVERIFY2(note.startsWith(QStringLiteral("sway")) && note.contains(QStringLiteral("3 placement")), qPrintable(note));
    QVERIFY(clipChannelNote(*doc, std::nullopt).isEmpty());

    const Timeline before = *doc->timeline();
    const AnimCurve curveBefore = doc->channel(*rx).curve;
    QSignalSpy changed(doc, &EditorDocument::timelineChanged);
    const std::size_t last = curveBefore.numKeys() - 1;
    QVERIFY(session.applyEdit(*rx, [&](AnimCurveFn &fn) { return fn.setValue(last, 7.5); }, QStringLiteral("Edit Key")).isOk());
    QCOMPARE(session.undoStack()->count(), 1);
    QCOMPARE(changed.count(), 1);
    const Timeline &t = *doc->timeline();
    QCOMPARE(t.placementsPlaying(t.placedClip({1, 0}).clip.get()).size(), std::size_t(3));
    QCOMPARE(doc->channel(*rx).curve.keyValue(last), 7.5);
    session.undoStack()->undo();
    QCOMPARE(*doc->timeline(), before);
    QVERIFY(doc->channel(*rx).curve == curveBefore);
    QCOMPARE(changed.count(), 2);
    session.undoStack()->redo();
    QCOMPARE(doc->channel(*rx).curve.keyValue(last), 7.5);
}

// A real mouse drag of a key of the shared clip's channel in the curve canvas: live while
// dragging, one undo step on release, every placement playing the clip plays the new value.
void TestTimelineSession::draggingASharedClipsKeyInTheCanvas()
{
    EditorSession session;
    openSample(session);
    EditorDocument *doc = session.document();
    const ChannelId rx = *doc->findChannelByPath("sway:rig/hips.rotateX");
    for (ChannelId id : doc->channelIds())
        session.setChannelVisible(id, id == rx); // only the dragged curve can be hit
    CurveCanvas canvas(&session);
    canvas.setRefineBudget(1e9);
    canvas.resize(640, 400);
    canvas.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    canvas.setVisibleRange(-3.0, 33.0, -5.0, 25.0); // clip time codes: 0 .. 30 (1 s at 30 fps)
    const Timeline before = *doc->timeline();
    const AnimCurve &curve = doc->channel(rx).curve;
    std::size_t key = 0;
    while (key < curve.numKeys() && curve.keyTime(key) != 15.0)
        ++key;
    QVERIFY(key < curve.numKeys());
    const QPoint from = keyPixel(curve, key, canvas.viewTransform()).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(&canvas, from + QPoint(0, -15 * i));
    QVERIFY(doc->channel(rx).curve.keyValue(key) > 12.0); // live
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, from + QPoint(0, -60));
    QCOMPARE(session.undoStack()->count(), 1);
    const double value = doc->channel(rx).curve.keyValue(key);
    QVERIFY(value > 12.0);
    QCOMPARE(doc->channel(rx).curve.keyTime(key), 15.0); // moved in value only
    const Timeline &t = *doc->timeline();
    const ChannelKey rotateX{QStringLiteral("rig/hips"), QStringLiteral("rotateX")};
    const std::shared_ptr<const Clip> clip = t.placedClip({0, 0}).clip;
    QCOMPARE(t.placementsPlaying(clip.get()).size(), std::size_t(3));
    for (double at : {1.0, 2.25}) // placements (1, 0) and (0, 1), both at clip time 0.5 s
        QCOMPARE(std::get<double>(*evaluateTimeline(t, at).value(rotateX)), value);
    session.undoStack()->undo();
    QCOMPARE(*doc->timeline(), before);
    QCOMPARE(std::get<double>(*evaluateTimeline(*doc->timeline(), 1.0).value(rotateX)), 10.0);
}

QTEST_MAIN(TestTimelineSession)
#include "tst_timeline_session.moc"
