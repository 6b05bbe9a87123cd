// The File menu's timeline documents (issue 15, "Documents"): opening compiled timeline JSON
// (File ▸ Open's path, recent files), File ▸ New Timeline, File ▸ Import BML… into the open
// timeline as one undo step (errors at file:line:column, nothing changed), and the bundled
// sample timeline from File ▸ Open Sample Timeline with every feature it is meant to show.
#include "app/MainWindow.h"
#include "app/RecentFiles.h"
#include "app/actions/TimelineFileActions.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/timeline/EvaluateTimeline.h"
#include "tests/support/TimelineDocuments.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/pose/PoseModel.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"
#include "widgets/timeline/PlacementShape.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScrollBar>
#include <QTableView>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace knotline;

class TestTimelineFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openJsonShowsTimeline();
    void newTimelineIsEmptyAndSavable();
    void importBmlIsOneUndoStep();
    void importBmlErrorChangesNothing();
    void importNeedsATimeline();
    void sampleTimelineHasEveryFeature();
    void sampleTimelineEvaluates();
    void sampleTimelineIsFramedWhole();
    void poseViewShowsThePlacedClipColumn();
    void selectedPlacementFramesItsClipCurves();
    void exportForOtherReaders();
    void timelineLayoutGivesTheTimelineRoom();

private:
    QTemporaryDir m_dir;
};

namespace {

QAction *action(const MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

double numberAt(const Timeline &t, double time, const char *target, const char *property)
{
    const std::optional<PoseValue> v = evaluateTimeline(t, time).value({QLatin1String(target), QLatin1String(property)});
    const double *d = v ? std::get_if<double>(&*v) : nullptr;
    return d ? *d : std::nan("");
}

} // namespace

void TestTimelineFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_timeline_files"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QSettings().clear();
}

void TestTimelineFiles::openJsonShowsTimeline()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    const QString path = write(m_dir, QStringLiteral("walk.json"), test::kTimelineJson);
    QVERIFY(w.openFile(path)); // what File ▸ Open and Open Recent call with the chosen path
    const EditorDocument *doc = w.session()->document();
    QVERIFY(doc->timeline());
    QCOMPARE(doc->timeline()->trackCount(), std::size_t(2));
    QCOMPARE(w.windowTitle(), QStringLiteral("walk.json[*] — Knotline"));
    QVERIFY(w.recentFiles()->paths().contains(QFileInfo(path).absoluteFilePath()));
    QVERIFY(action(w, "actionSave")->isEnabled());
    QVERIFY(action(w, "actionImportBml")->isEnabled());
    for (const char *dock : {"channelsDock", "knotTableDock", "inspectorDock", "velocityDock"})
        QVERIFY2(w.dock(QLatin1String(dock)), dock);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents(); // every view paints a timeline document
}

void TestTimelineFiles::newTimelineIsEmptyAndSavable()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(!action(w, "actionImportBml")->isEnabled()); // the curve sample scene
    action(w, "actionNewTimeline")->trigger();
    const EditorDocument *doc = w.session()->document();
    QVERIFY(doc->timeline());
    QCOMPARE(doc->timeline()->trackCount(), std::size_t(0));
    QVERIFY(doc->filePath().isEmpty());
    QCOMPARE(w.windowTitle(), QStringLiteral("Untitled[*] — Knotline"));
    QVERIFY(action(w, "actionSaveAs")->isEnabled());
    QVERIFY(action(w, "actionImportBml")->isEnabled());
    const QString out = m_dir.filePath(QStringLiteral("new.json"));
    QVERIFY(w.saveTo(out));
    auto reopened = EditorDocument::open(out);
    QVERIFY(reopened.isOk());
    Timeline blendedEmpty; // a new timeline shows the blended pose (spec/timeline.md §1.7)
    blendedEmpty.setPoseMode(TimelinePoseMode::Blended);
    QCOMPARE(*reopened.value()->timeline(), blendedEmpty);
}

void TestTimelineFiles::importBmlIsOneUndoStep()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(write(m_dir, QStringLiteral("walk.json"), test::kTimelineJson)));
    const Timeline before = *w.session()->document()->timeline();
    // "spare" is an animation no placement plays yet; "Sway" is a name, not an id.
    const QString bml = write(m_dir, QStringLiteral("gestures.bml"),
                              R"(<bml><animation name="spare" start="0.5"/><animation name="Sway" stroke="3" speed="2"/></bml>)");
    auto *timelineActions = w.findChild<TimelineFileActions *>();
    QVERIFY(timelineActions);
    QVERIFY(timelineActions->importBml(bml)); // what Import BML… does with the chosen file
    const Timeline *t = w.session()->document()->timeline();
    QCOMPARE(t->trackCount(), std::size_t(3));
    QCOMPARE(t->track(2).name, QStringLiteral("gestures"));
    QCOMPARE(t->track(2).placedClips.size(), std::size_t(2));
    QCOMPARE(t->track(2).placedClips[0].clip->id(), QStringLiteral("spare"));
    QCOMPARE(t->track(2).placedClips[0].start, 0.5);
    QCOMPARE(t->track(2).placedClips[1].clip.get(), before.placedClip({0, 0}).clip.get()); // shares sway
    QCOMPARE(t->placementsPlaying(before.placedClip({0, 0}).clip.get()).size(), std::size_t(4));
    QCOMPARE(w.session()->undoStack()->count(), 1);
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("gestures.bml")));

    // Undo with the real key (Ctrl+Z), redo with the menu action.
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(*w.session()->document()->timeline(), before);
    action(w, "actionRedo")->trigger();
    QCOMPARE(w.session()->document()->timeline()->trackCount(), std::size_t(3));
}

void TestTimelineFiles::importBmlErrorChangesNothing()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(write(m_dir, QStringLiteral("walk.json"), test::kTimelineJson)));
    const Timeline before = *w.session()->document()->timeline();
    const QString bml = write(m_dir, QStringLiteral("bad.bml"), "<bml>\n  <animation name=\"sway\"/>\n  <animation name=\"jump\"/>\n</bml>\n");
    auto *timelineActions = w.findChild<TimelineFileActions *>();
    QVERIFY(!timelineActions->importBml(bml));
    QCOMPARE(*w.session()->document()->timeline(), before);
    QCOMPARE(w.session()->undoStack()->count(), 0);
    QVERIFY(!w.session()->document()->isModified());
    const QString message = w.statusBar()->currentMessage();
    QVERIFY2(message.contains(bml + QStringLiteral(":3:")), qPrintable(message)); // file:line:column of "jump"
    QVERIFY2(message.contains(QStringLiteral("jump")), qPrintable(message));
}

void TestTimelineFiles::importNeedsATimeline()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(!w.session()->document()->timeline()); // the curve sample scene
    const QString bml = write(m_dir, QStringLiteral("one.bml"), R"(<bml><animation name="sway"/></bml>)");
    auto *timelineActions = w.findChild<TimelineFileActions *>();
    QVERIFY(!timelineActions->importBml(bml));
    QCOMPARE(w.session()->undoStack()->count(), 0);
}

void TestTimelineFiles::sampleTimelineHasEveryFeature()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    action(w, "actionOpenSampleTimeline")->trigger();
    const EditorDocument *doc = w.session()->document();
    QCOMPARE(doc->filePath(), MainWindow::sampleTimelinePath());
    QCOMPARE(w.windowTitle(), QStringLiteral("Sample Timeline[*] — Knotline"));
    const Timeline *t = doc->timeline();
    QVERIFY(t);
    QVERIFY(t->trackCount() >= 4);
    for (const Track &track : t->tracks())
        QVERIFY2(!track.name.isEmpty(), "every track has a name");
    bool shared = false, looping = false, pingPong = false, warped = false, overlap = false;
    for (const auto &clip : t->clips()) {
        shared |= t->placementsPlaying(clip.get()).size() >= 2;
        looping |= clip->loopMode() == LoopMode::Loop;
        pingPong |= clip->loopMode() == LoopMode::PingPong;
    }
    for (const Track &track : t->tracks()) {
        for (std::size_t i = 0; i < track.placedClips.size(); ++i) {
            const PlacedClip &p = track.placedClips[i];
            for (const auto &request : p.syncRequests)
                warped |= request.has_value();
            for (std::size_t j = i + 1; j < track.placedClips.size(); ++j)
                overlap |= track.placedClips[j].start < p.end() && p.start < track.placedClips[j].end();
        }
    }
    QVERIFY(shared);
    QVERIFY(looping);
    QVERIFY(pingPong);
    QVERIFY(warped);
    QVERIFY(overlap);
    // A swap set: two tracks write the same (target, property), taking turns.
    std::set<std::pair<std::size_t, std::size_t>> sharingTracks;
    for (std::size_t a = 0; a < t->trackCount(); ++a)
        for (std::size_t b = a + 1; b < t->trackCount(); ++b)
            for (const PlacedClip &pa : t->track(a).placedClips)
                for (const PlacedClip &pb : t->track(b).placedClips)
                    for (const ClipChannel &c : pa.clip->channels())
                        if (pb.clip->channel(c.key))
                            sharingTracks.insert({a, b});
    QVERIFY(!sharingTracks.empty());
    QCOMPARE(doc->timeCodesPerSecond(), 24.0);
    QCOMPARE(doc->endTimeCode(), t->duration() * 24.0);
}

// The sample's pose at a few times, the values the clips were written to show: the lips
// tracks take turns writing the viseme, the sync-warped nod peaks at its requested stroke.
void TestTimelineFiles::sampleTimelineEvaluates()
{
    auto doc = EditorDocument::open(MainWindow::sampleTimelinePath());
    QVERIFY2(doc.isOk(), doc.message().c_str());
    const Timeline &blended = *doc.value()->timeline();
    QCOMPARE(blended.poseMode(), TimelinePoseMode::Blended); // a newcomer sees its ramps crossfade
    // Walk blends out over [3.5, 4] while idle blends in: at 3.75 each weighs ½ and the
    // hips' rotateZ is half of each (walk first, then idle: (1 − ½) · walk + ½ · idle).
    Timeline withoutIdle = blended;
    PlacedClip idle = withoutIdle.placedClip({0, 1});
    idle.enabled = false;
    QVERIFY(withoutIdle.setPlacedClip({0, 1}, idle));
    withoutIdle.setPoseMode(TimelinePoseMode::Raw);
    Timeline onlyIdle = blended;
    PlacedClip walk = onlyIdle.placedClip({0, 0});
    walk.enabled = false;
    QVERIFY(onlyIdle.setPlacedClip({0, 0}, walk));
    onlyIdle.setPoseMode(TimelinePoseMode::Raw);
    const double walkZ = numberAt(withoutIdle, 3.75, "hero/hips", "rotateZ");
    const double idleZ = numberAt(onlyIdle, 3.75, "hero/hips", "rotateZ");
    QVERIFY(walkZ != idleZ);
    QCOMPARE(numberAt(blended, 3.75, "hero/hips", "rotateZ"), (1.0 - 0.5) * walkZ + 0.5 * idleZ);
    // The first wave blends out by its end at 3.1 s: no arm value there in the blended pose.
    QVERIFY(!evaluateTimeline(blended, 3.1).value({QStringLiteral("hero/rightArm"), QStringLiteral("rotateZ")}));
    // The values the clips were written to show, in the raw pose.
    Timeline t = blended;
    t.setPoseMode(TimelinePoseMode::Raw);
    const auto viseme = [&](double time) {
        const Pose pose = evaluateTimeline(t, time); // find() points into it
        const PoseEntry *e = pose.find({QStringLiteral("hero/face"), QStringLiteral("viseme")});
        return e ? std::pair(std::get<QString>(e->value), e->source.placement.track) : std::pair(QString(), std::size_t(99));
    };
    QCOMPARE(viseme(1.0), std::pair(QStringLiteral("A"), std::size_t(3)));    // Lips A
    QCOMPARE(viseme(2.5), std::pair(QStringLiteral("E"), std::size_t(4)));    // Lips B
    QCOMPARE(viseme(5.4), std::pair(QStringLiteral("O"), std::size_t(3)));    // Lips A again: active beats held
    // Within 1e-9 of the keyed values (the times are not exact binary fractions).
    const auto near = [](double got, double want) { return std::abs(got - want) < 1e-9; };
    QVERIFY(near(numberAt(t, 4.0, "hero/head", "rotateX"), 22.0));           // the stroke, requested at 4 s
    QVERIFY(near(numberAt(t, 5.0, "hero/head", "rotateX"), 2.0));            // the relax, requested at 5 s
    QCOMPARE(t.placedClip({1, 1}).start, 3.0);
    QVERIFY(near(numberAt(t, 0.25, "hero/leftLeg", "rotateX"), 0.0));        // walk: half way 30 → −30
    QVERIFY(near(numberAt(t, 1.25, "hero/leftLeg", "rotateX"), 0.0));        // and again a cycle later
    QVERIFY(near(numberAt(t, 1.5 + 0.8, "hero/rightArm", "rotateZ"), 80.0)); // wave: the ping-pong apex
    QVERIFY(near(numberAt(t, 1.5 + 1.6, "hero/rightArm", "rotateZ"), 0.0));  // and back
}

// File ▸ Export for Other Readers: the blended sample is refused with the reason unless its
// pose is baked; baked, a reader that ignores the knotline member plays it as Knotline does
// at every frame.
void TestTimelineFiles::exportForOtherReaders()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openSampleTimeline());
    auto *actions = w.findChild<TimelineFileActions *>();
    QVERIFY(actions);
    QVERIFY(action(w, "actionExportForOtherReaders")->isEnabled());
    const QString out = m_dir.filePath(QStringLiteral("other.json"));
    QVERIFY(!actions->exportForOtherReaders(out, false));
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("blended pose")));
    QVERIFY(!QFile::exists(out));
    QVERIFY(actions->exportForOtherReaders(out, true));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    root.remove(QStringLiteral("knotline"));
    const Result<CompiledTimeline> other = readCompiledTimeline(QJsonDocument(root).toJson());
    QVERIFY2(other.isOk(), other.isOk() ? "" : other.status().message().c_str());
    QCOMPARE(other->timeline.poseMode(), TimelinePoseMode::Raw);
    const Timeline &blended = *w.session()->document()->timeline();
    int compared = 0;
    for (int frame = 0; frame <= 8 * 24; ++frame) {
        const double t = frame / 24.0;
        const Pose want = evaluateTimeline(blended, t);
        const Pose got = evaluateTimeline(other->timeline, t);
        for (const PoseEntry &e : want.entries()) {
            const std::optional<PoseValue> v = got.value(e.key());
            QVERIFY2(v && *v == e.value, qPrintable(QStringLiteral("%1:%2 at %3").arg(e.key().target, e.key().property).arg(t)));
            ++compared;
        }
    }
    QVERIFY(compared > 1000);
}

// Opening a timeline puts the timeline dock across the window below the canvas (not a tab
// beside the velocity chart); opening a usda brings the curves layout back; each kind keeps
// the layout the user left it in.
void TestTimelineFiles::timelineLayoutGivesTheTimelineRoom()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    w.resize(1440, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QDockWidget *timeline = w.dock(QStringLiteral("timelineDock"));
    QDockWidget *velocity = w.dock(QStringLiteral("velocityDock"));
    QVERIFY(timeline && velocity);
    QVERIFY(w.tabifiedDockWidgets(velocity).contains(timeline)); // the sample scene: a tab
    QVERIFY(w.openSampleTimeline());
    // The layout's sizes are set once the window has laid itself out (queued): wait for the
    // events, not a fixed time (under load 50 ms was not enough).
    QVERIFY(!w.tabifiedDockWidgets(timeline).contains(velocity));
    QTRY_VERIFY2(timeline->width() > w.width() * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(timeline->width()).arg(w.width())));
    QTRY_VERIFY2(timeline->height() >= w.height() / 4, qPrintable(QString::number(timeline->height())));
    qInfo("timeline dock %d x %d in a %d x %d window", timeline->width(), timeline->height(), w.width(), w.height());
    QVERIFY(timeline->geometry().top() > w.canvas()->mapTo(&w, QPoint(0, w.canvas()->height())).y() - 2);
    // The user floats the timeline; a usda document brings the curves layout, another
    // timeline the user's timeline layout again.
    timeline->setFloating(true);
    QVERIFY(w.openSampleScene());
    QCoreApplication::processEvents();
    QVERIFY(!timeline->isFloating());
    QVERIFY(w.tabifiedDockWidgets(velocity).contains(timeline));
    QVERIFY(w.openSampleTimeline());
    QCoreApplication::processEvents();
    QVERIFY(timeline->isFloating());
}

QTEST_MAIN(TestTimelineFiles)
#include "tst_timeline_files.moc"

// Opening the sample timeline (9 s) frames the shared time axis on all its placements, not on
// the canvas's curves (which covered frames 0 to about 110 only).
void TestTimelineFiles::sampleTimelineIsFramedWhole()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    action(w, "actionOpenSampleTimeline")->trigger();
    const EditorDocument *doc = w.session()->document();
    const Timeline *t = doc->timeline();
    QVERIFY(t);
    const std::vector<PlacementShape> shapes = placementShapes(*t);
    QVERIFY(!shapes.empty());
    double first = shapes.front().start, last = shapes.front().end;
    for (const PlacementShape &s : shapes) {
        first = std::min(first, s.start);
        last = std::max(last, s.end);
    }
    QVERIFY(last >= 8.0);
    const double fps = doc->timeCodesPerSecond();
    const TimeInterval shown = w.session()->visibleTimeRange();
    QVERIFY2(shown.min <= first * fps && shown.max >= last * fps,
             qPrintable(QStringLiteral("shown %1..%2, placements %3..%4").arg(shown.min).arg(shown.max).arg(first * fps).arg(last * fps)));
    QVERIFY(shown.max - shown.min <= (last - first) * fps * 1.2 + 2.0); // framed, not far out
}

// The pose dock at its default width in the default window: the Placed clip column (the
// winner of each key) lies inside the table's viewport, nothing scrolls sideways.
void TestTimelineFiles::poseViewShowsThePlacedClipColumn()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    action(w, "actionOpenSampleTimeline")->trigger();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();
    auto *table = w.findChild<QTableView *>(QStringLiteral("poseTable"));
    QVERIFY(table && table->isVisible());
    QVERIFY(table->model()->rowCount() > 0);
    const QHeaderView *header = table->horizontalHeader();
    const int viewport = table->viewport()->width();
    const int left = header->sectionViewportPosition(PoseModel::PlacementColumn);
    const int width = header->sectionSize(PoseModel::PlacementColumn);
    QVERIFY2(left >= 0 && left + width <= viewport && width >= 60,
             qPrintable(QStringLiteral("column at %1 + %2 in %3").arg(left).arg(width).arg(viewport)));
    const int writtenAt = header->sectionViewportPosition(PoseModel::WrittenAtColumn);
    QVERIFY(writtenAt + header->sectionSize(PoseModel::WrittenAtColumn) <= viewport);
    QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    qInfo("placed clip column %d px at %d in a viewport of %d px", width, left, viewport);
}

// Selecting the sample's placement 2:1 (Gestures ▸ Wave) frames its clip's curves in the
// canvas: every key of every channel shown (rightArm.rotateZ among them, which ran off the
// top before) lies inside the canvas's value range, and the time range is left alone.
void TestTimelineFiles::selectedPlacementFramesItsClipCurves()
{
    MainWindow w(MainWindow::Mode::Screenshot);
    action(w, "actionOpenSampleTimeline")->trigger();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();
    const TimeInterval timesBefore = w.session()->visibleTimeRange();
    QVERIFY(w.selectPlacement({1, 0}));
    QCoreApplication::processEvents();
    const EditorDocument *doc = w.session()->document();
    const QRectF shown = w.canvas()->visibleRange().normalized();
    bool rotateZ = false;
    int keys = 0;
    for (ChannelId ch : w.session()->channelFocus()->shownChannels()) {
        const Channel &channel = doc->channel(ch);
        rotateZ |= channel.path.ends_with("rotateZ");
        const AnimCurve &curve = channel.curve;
        for (std::size_t i = 0; i < curve.numKeys(); ++i, ++keys) {
            const double v = curve.keyValue(i);
            QVERIFY2(v >= shown.top() && v <= shown.bottom(),
                     qPrintable(QStringLiteral("key %1 = %2 outside %3..%4").arg(i).arg(v).arg(shown.top()).arg(shown.bottom())));
        }
    }
    QVERIFY(rotateZ);
    QVERIFY(keys > 0);
    QCOMPARE(w.session()->visibleTimeRange(), timesBefore);
}
