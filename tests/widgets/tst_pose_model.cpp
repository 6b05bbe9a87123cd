// PoseModel: one row per key the timeline writes, the value, state and winning placement
// at the time (active, held, at rest), agreeing with evaluateTimeline at every time it is
// set to; rows kept across time changes; QAbstractItemModelTester through resets.
#include "tests/timeline/TimelineBuilders.h"
#include "core/timeline/EvaluateTimeline.h"
#include "widgets/pose/PoseModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace knotline;
using namespace knotline::test;

namespace {
/// Track "body": "walk" (a.x 0 → 2 over 2 s) from 1 s to 3 s. Track "fx": "jump" (a.x 10 →
/// 20 over 1 s) from 2 s to 3 s, and "late" (b.y held 5) from 6 s to 7 s.
Timeline sample()
{
    auto walk = makeClip(QStringLiteral("walk"), 2.0, {numberChannel("a", "x", {{0.0, 0.0}, {2.0, 2.0}})});
    auto jump = makeClip(QStringLiteral("jump"), 1.0, {numberChannel("a", "x", {{0.0, 10.0}, {1.0, 20.0}})});
    auto late = makeClip(QStringLiteral("late"), 1.0, {numberChannel("b", "y", {{0.0, 5.0}}, true)});
    Track body = track(QString(), {place(walk, 1.0)});
    body.name = QStringLiteral("body");
    Track fx = track(QString(), {place(jump, 2.0), place(late, 6.0)});
    fx.name = QStringLiteral("fx");
    return makeTimeline(10.0, {body, fx});
}

QString cell(const PoseModel &m, int row, int column)
{
    return m.data(m.index(row, column)).toString();
}
} // namespace

class TestPoseModel : public QObject {
    Q_OBJECT
private slots:
    void rowsAreTheKeysTheTimelineWrites();
    void states_data();
    void states();
    void agreesWithEvaluateTimeline();
    void timeChangeKeepsRows();
    void contributionsColumn();
    void modelTester();
};

void TestPoseModel::rowsAreTheKeysTheTimelineWrites()
{
    PoseModel m;
    QCOMPARE(m.rowCount(), 0);
    m.setTimeline(sample());
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(m.columnCount(), int(PoseModel::ColumnCount));
    QCOMPARE(cell(m, 0, PoseModel::TargetColumn), QStringLiteral("a"));
    QCOMPARE(cell(m, 0, PoseModel::PropertyColumn), QStringLiteral("x"));
    QCOMPARE(cell(m, 1, PoseModel::TargetColumn), QStringLiteral("b"));
    QCOMPARE(m.rowOf(ChannelKey{"b", "y"}), 1);
    QCOMPARE(m.rowOf(ChannelKey{"c", "z"}), -1);
    QCOMPARE(m.headerData(PoseModel::StateColumn, Qt::Horizontal).toString(), QStringLiteral("State"));
    m.setTimeline(std::nullopt);
    QCOMPARE(m.rowCount(), 0);
}

void TestPoseModel::states_data()
{
    QTest::addColumn<double>("time");
    QTest::addColumn<QString>("ax");
    QTest::addColumn<QString>("axState");
    QTest::addColumn<QString>("axPlacement");
    QTest::addColumn<QString>("axWritten");
    QTest::addColumn<QString>("byState");
    QTest::newRow("before anything") << 0.5 << "—" << "At rest" << "" << "" << "At rest";
    QTest::newRow("walk plays") << 1.5 << "0.5" << "Active" << "body ▸ walk" << "1.5 s" << "At rest";
    QTest::newRow("jump wins, later track") << 2.5 << "15" << "Active" << "fx ▸ jump" << "2.5 s" << "At rest";
    QTest::newRow("both ended: latest end, later placement") << 4.0 << "20" << "Held" << "fx ▸ jump" << "3 s"
                                                              << "At rest";
    QTest::newRow("late plays") << 6.5 << "20" << "Held" << "fx ▸ jump" << "3 s" << "Active";
    QTest::newRow("late held") << 9.0 << "20" << "Held" << "fx ▸ jump" << "3 s" << "Held";
}

void TestPoseModel::states()
{
    QFETCH(double, time);
    QFETCH(QString, ax);
    QFETCH(QString, axState);
    QFETCH(QString, axPlacement);
    QFETCH(QString, axWritten);
    QFETCH(QString, byState);
    PoseModel m;
    m.setTimeline(sample());
    m.setTime(time);
    QCOMPARE(m.time(), time);
    QCOMPARE(cell(m, 0, PoseModel::ValueColumn), ax);
    QCOMPARE(cell(m, 0, PoseModel::StateColumn), axState);
    QCOMPARE(cell(m, 0, PoseModel::PlacementColumn), axPlacement);
    QCOMPARE(cell(m, 0, PoseModel::WrittenAtColumn), axWritten);
    QCOMPARE(cell(m, 1, PoseModel::StateColumn), byState);
    const auto expected = axState == QLatin1String("Active") ? PoseModel::RowState::Active
        : axState == QLatin1String("Held")                   ? PoseModel::RowState::Held
                                                             : PoseModel::RowState::AtRest;
    QCOMPARE(m.state(0), expected);
    QCOMPARE(m.data(m.index(0, PoseModel::TargetColumn), PoseModel::StateRole).toInt(), int(expected));
}

// Forwards, backwards and jumping: the model's pose is evaluateTimeline's, bit for bit.
void TestPoseModel::agreesWithEvaluateTimeline()
{
    const Timeline timeline = sample();
    PoseModel m;
    m.setTimeline(timeline);
    int compared = 0;
    for (int i = 0; i <= 240; ++i) {
        for (double t : {i / 24.0, 10.0 - i / 24.0, std::fmod(i * 0.37, 10.0)}) {
            m.setTime(t);
            QVERIFY2(identicalPoses(m.pose(), evaluateTimeline(timeline, t)), qPrintable(QString::number(t)));
            for (int row = 0; row < m.rowCount(); ++row) {
                const std::optional<PoseValue> v = evaluateTimeline(timeline, t).value(m.key(row));
                QCOMPARE(m.entry(row) != nullptr, v.has_value());
                if (v)
                    QCOMPARE(m.entry(row)->value, *v);
            }
            ++compared;
        }
    }
    qInfo("%d times compared", compared);
}

void TestPoseModel::timeChangeKeepsRows()
{
    PoseModel m;
    m.setTimeline(sample());
    QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    m.setTime(1.5);
    m.setTime(2.5);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 2);
    const QModelIndex from = changed.at(0).at(0).toModelIndex();
    const QModelIndex to = changed.at(0).at(1).toModelIndex();
    QCOMPARE(from.row(), 0);
    QCOMPARE(from.column(), int(PoseModel::ValueColumn));
    QCOMPARE(to.row(), 1);
    QCOMPARE(to.column(), int(PoseModel::ContributionsColumn));
}

// The Contributions column lists every placement taking part and its weight (spec §1.7):
// a crossfade of A (blend out 2, ends at 4) into B (blend in 2, from 2) at t = 3.5: A ¼,
// then B ¾; in the raw pose only the winner applies, the other in brackets.
void TestPoseModel::contributionsColumn()
{
    const auto a = makeClip("A", 4.0, {numberChannel("a", "x", {{0.0, 2.0}})});
    const auto b = makeClip("B", 4.0, {numberChannel("a", "x", {{0.0, 10.0}})});
    PlacedClip first = place(a, 0.0);
    first.blendOut = 2.0;
    PlacedClip second = place(b, 2.0);
    second.blendIn = 2.0;
    Track body = track("a", {first, second});
    body.name = QStringLiteral("Body");
    Timeline t = makeTimeline(10.0, {body}, PropertySpace::Independent);
    t.setPoseMode(TimelinePoseMode::Blended);
    PoseModel m;
    m.setTimeline(t);
    m.setTime(3.5);
    QCOMPARE(cell(m, 0, PoseModel::ContributionsColumn), QStringLiteral("Body ▸ A 0.25, Body ▸ B 0.75"));
    QCOMPARE(cell(m, 0, PoseModel::ValueColumn), QStringLiteral("8"));
    t.setPoseMode(TimelinePoseMode::Raw);
    m.setTimeline(t);
    m.setTime(3.5);
    QCOMPARE(cell(m, 0, PoseModel::ContributionsColumn), QStringLiteral("[Body ▸ A], Body ▸ B"));
}

void TestPoseModel::modelTester()
{
    PoseModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setTimeline(sample());
    for (double t : {0.0, 1.5, 2.5, 4.0, 6.5, 9.0, qQNaN()})
        m.setTime(t);
    m.setTimeline(std::nullopt);
    m.setTime(3.0);
    m.setTimeline(sample());
    QCOMPARE(m.rowCount(), 2);
}

QTEST_MAIN(TestPoseModel)
#include "tst_pose_model.moc"
