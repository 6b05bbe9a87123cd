// RetimingChart (offscreen): the series it plots for a placed clip (scaled to frames) and a
// clip set, following the shared visible time range and the current time.
#include "tests/support/TimelineDocuments.h"
#include "tests/timeline/TimelineBuilders.h"
#include "widgets/charts/RetimingChart.h"
#include "widgets/charts/RetimingChartSource.h"
#include "widgets/session/EditorSession.h"

#include <QLineSeries>
#include <QScatterSeries>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace knotline;
using namespace knotline::test;

class TestRetimingChart : public QObject {
    Q_OBJECT
private slots:
    void placementInFrames();
    void followsTheTimeRangeAndTheCurrentTime();
    void clipSet();
    void nothing();
    void sourceShowsTheCurrentPrimsClipSet();
    void sourceShowsTheCurrentPlacement();
};

namespace {
/// A loop of 1 s played for 2.5 s from 1 s.
PlacedClip loop()
{
    auto c = makeClip(QStringLiteral("cycle"), 1.0, {numberChannel("a", "x", {{0, 0}, {1, 1}})}, LoopMode::Loop);
    return place(c, 1.0, 2.5);
}
} // namespace

void TestRetimingChart::placementInFrames()
{
    EditorSession session;
    session.setVisibleTimeRange(0.0, 120.0); // frames at 24 fps: 0 .. 5 s
    RetimingChart chart(&session);
    chart.resize(500, 300);
    chart.showPlacement(loop(), QStringLiteral("cycle"), 24.0);
    QVERIFY(chart.isShowingSomething());
    const QList<QPointF> line = chart.clipTimeSeries()->points();
    // Cycles from 24 to 48 and 48 to 72, half a cycle to 84, then held at 0.5 s = 12 frames.
    const QList<QPointF> expected{{24, 0}, {48, 24}, {48, 0}, {72, 24}, {72, 0}, {84, 12}, {120, 12}};
    QCOMPARE(line, expected);
    QCOMPARE(chart.jumpSeries()->count(), 4); // both ends of the two jumps
    QCOMPARE(chart.jumpSeries()->at(0), QPointF(48, 24));
    QCOMPARE(chart.jumpSeries()->at(1), QPointF(48, 0));
    QCOMPARE(chart.holdSeries().size(), std::size_t(1));
    QCOMPARE(chart.holdSeries().front()->points(), (QList<QPointF>{{84, 12}, {120, 12}}));
    QCOMPARE(chart.reversalSeries()->count(), 0);
    QCOMPARE(chart.stageAxis()->min(), 0.0);
    QCOMPARE(chart.stageAxis()->max(), 120.0);
    QVERIFY(chart.clipAxis()->min() < 0.0 && chart.clipAxis()->max() > 24.0);
    QVERIFY(!chart.grab().isNull());
    if (qEnvironmentVariableIsSet("KNOTLINE_RETIMING_SHOT"))
        chart.grab().save(qEnvironmentVariable("KNOTLINE_RETIMING_SHOT"));
}

void TestRetimingChart::followsTheTimeRangeAndTheCurrentTime()
{
    EditorSession session;
    session.setVisibleTimeRange(0.0, 120.0);
    RetimingChart chart(&session);
    chart.showPlacement(loop(), QStringLiteral("cycle"), 24.0);
    session.setCurrentTime(60.0);
    QCOMPARE(chart.currentTimeSeries()->count(), 2);
    QCOMPARE(chart.currentTimeSeries()->at(0).x(), 60.0);
    QCOMPARE(chart.currentTimeSeries()->at(1).x(), 60.0);
    session.setVisibleTimeRange(50.0, 70.0);
    QCOMPARE(chart.stageAxis()->min(), 50.0);
    QCOMPARE(chart.clipTimeSeries()->points(), (QList<QPointF>{{50, 2}, {70, 22}}));
    QCOMPARE(chart.jumpSeries()->count(), 0);
}

void TestRetimingChart::clipSet()
{
    EditorSession session;
    session.setVisibleTimeRange(0.0, 40.0);
    RetimingChart chart(&session);
    ClipSet set;
    set.times = {{10, 0}, {20, 10}, {30, 0}};
    chart.showClipSet(set, QStringLiteral("default on /Model"));
    QCOMPARE(chart.clipTimeSeries()->points(), (QList<QPointF>{{0, 0}, {10, 0}, {20, 10}, {30, 0}, {40, 0}}));
    QCOMPARE(chart.reversalSeries()->count(), 1);
    QCOMPARE(chart.reversalSeries()->at(0), QPointF(20, 10));
    QCOMPARE(chart.holdSeries().size(), std::size_t(2));
    QVERIFY(chart.chart()->title().contains(QStringLiteral("default on /Model")));
}

void TestRetimingChart::nothing()
{
    EditorSession session;
    RetimingChart chart(&session);
    chart.showPlacement(loop(), QStringLiteral("cycle"), 24.0);
    chart.showNothing(QStringLiteral("No clip set on /Ball"));
    QVERIFY(!chart.isShowingSomething());
    QCOMPARE(chart.clipTimeSeries()->count(), 0);
    QVERIFY(chart.holdSeries().empty());
    QCOMPARE(chart.chart()->title(), QStringLiteral("No clip set on /Ball"));
}

// A usda scene: /Ball (a spline, no clips) and /Model (a spline and a clip set whose
// times loop back at 10).
void TestRetimingChart::sourceShowsTheCurrentPrimsClipSet()
{
    QTemporaryDir dir;
    auto write = [&](const char *name, const QByteArray &text) {
        QFile f(dir.filePath(QLatin1String(name)));
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    };
    QVERIFY(write("a.usda", "#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = {\n        0: 1,\n    }\n}\n"));
    QVERIFY(write("root.usda",
                  "#usda 1.0\n\ndef Xform \"Ball\"\n{\n    double ty.spline = {\n        1: 0,\n        5: 1,\n    }\n}\n\n"
                  "def Xform \"Model\" (\n    clips = {\n        dictionary walk = {\n"
                  "            asset[] assetPaths = [@./a.usda@]\n            double2[] active = [(0, 0)]\n"
                  "            string primPath = \"/Model\"\n"
                  "            double2[] times = [(0, 0), (10, 10), (10, 0), (20, 10)]\n        }\n    }\n)\n{\n"
                  "    double y.spline = {\n        1: 0,\n        5: 1,\n    }\n}\n"));
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(dir.filePath(QStringLiteral("root.usda")));
    QVERIFY2(doc, doc.message().c_str());
    EditorSession session;
    session.setDocument(std::move(doc.value()));
    session.setVisibleTimeRange(-10.0, 30.0);
    RetimingChart chart(&session);
    RetimingChartSource source(&session, &chart);
    const auto ball = session.document()->findChannelByPath("/Ball.ty");
    const auto model = session.document()->findChannelByPath("/Model.y");
    QVERIFY(ball && model);
    // /Ball has no clip set: the first prim with one is shown.
    session.setCurrentChannel(*ball);
    QVERIFY(chart.isShowingSomething());
    QVERIFY2(chart.chart()->title().contains(QStringLiteral("clip set 'walk' of /Model")), qPrintable(chart.chart()->title()));
    QCOMPARE(chart.clipTimeSeries()->points(),
             (QList<QPointF>{{-10, 0}, {0, 0}, {10, 10}, {10, 0}, {20, 10}, {30, 10}}));
    QCOMPARE(chart.jumpSeries()->count(), 2);
    session.setCurrentChannel(*model);
    QVERIFY(chart.chart()->title().contains(QStringLiteral("/Model")));
    // A document without clip sets.
    session.setDocument(EditorDocument::createEmpty());
    QVERIFY(!chart.isShowingSomething());
}

// A timeline document (tests/support/TimelineDocuments.h, 30 frames per second): the
// current placement's retiming in frames, following the selection and timeline edits.
void TestRetimingChart::sourceShowsTheCurrentPlacement()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.json"));
    QVERIFY(test::writeTimelineJson(path));
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    QVERIFY2(doc, doc.message().c_str());
    EditorSession session;
    session.setDocument(std::move(doc.value()));
    QCOMPARE(session.visibleTimeRange(), (TimeInterval{0.0, 120.0})); // 4 s at 30 fps
    RetimingChart chart(&session);
    RetimingChartSource source(&session, &chart);
    QVERIFY(!chart.isShowingSomething());
    QVERIFY(chart.chart()->title().contains(QStringLiteral("select a placed clip")));
    // Track 1, placed clip 2: "Sway" (1 s) from 2 s at speed 2, so it ends at 2.5 s.
    session.placementSelection()->setCurrent(PlacementIndex{0, 1});
    QVERIFY(chart.isShowingSomething());
    QVERIFY2(chart.chart()->title().contains(QStringLiteral("Sway on Body (placed clip 2)")), qPrintable(chart.chart()->title()));
    QCOMPARE(chart.clipTimeSeries()->points(), (QList<QPointF>{{60, 0}, {75, 30}, {120, 30}}));
    // Moved to 3 s by an edit (one undo step): the chart follows, and follows the undo.
    Timeline next = *session.document()->timeline();
    PlacedClip moved = next.placedClip({0, 1});
    moved.start = 3.0;
    QVERIFY(next.setPlacedClip({0, 1}, moved));
    QVERIFY(session.applyTimelineEdit(next, QStringLiteral("move")));
    QCOMPARE(chart.clipTimeSeries()->points(), (QList<QPointF>{{90, 0}, {105, 30}, {120, 30}}));
    session.undoStack()->undo();
    QCOMPARE(chart.clipTimeSeries()->points().front(), QPointF(60, 0));
    session.placementSelection()->clear();
    QVERIFY(!chart.isShowingSomething());
}

QTEST_MAIN(TestRetimingChart)
#include "tst_retiming_chart.moc"
