// The dope sheet's model and geometry without a widget: the rows follow a ChannelTreeModel
// (document summary first, then layer, prim and channel rows; a collapsed group's children
// left out; hidden channels keep an empty row), ticks group keys by time with breakdown and
// (partial) selection state, the layout maps rows to y and times to x on the shared
// TimeAxis, and the hit tester finds ticks, grips, the ruler and the current-time line.
#include "tests/support/MemoryDocuments.h"
#include "widgets/dopesheet/DopeSheetHitTester.h"
#include "widgets/dopesheet/DopeSheetLayout.h"
#include "widgets/dopesheet/DopeSheetPainter.h"
#include "widgets/dopesheet/DopeSheetRows.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/session/EditorSession.h"

#include <QFont>
#include <QFontMetricsF>
#include <QTest>

using namespace knotline;

namespace {

const char *kTwoPrims = "#usda 1.0\n(\n    timeCodesPerSecond = 24\n)\n\n"
                        "def Xform \"Ball\"\n{\n"
                        "    double tx.spline = {\n        0: 0,\n        10: 5,\n        20: 1,\n    }\n"
                        "    double ty.spline = {\n        0: 1,\n        10: 3,\n    }\n}\n"
                        "def Xform \"Box\"\n{\n"
                        "    double tx.spline = {\n        5: 2,\n        15: 4,\n    }\n}\n";

std::vector<double> timesOf(const std::vector<DopeSheetTick> &ticks)
{
    std::vector<double> t;
    for (const DopeSheetTick &tick : ticks)
        t.push_back(tick.time);
    return t;
}

} // namespace

class TestDopeSheetLayout : public QObject {
    Q_OBJECT

private slots:
    void init();
    void rowsFollowTheTree();
    void collapsedGroupHidesItsChildren();
    void ticksGroupKeysByTime();
    void hiddenChannelKeepsAnEmptyRow();
    void rowAtY_data();
    void rowAtY();
    void timesMapOntoThePlot();
    void hitTesting();
    void boxCoversTickCentres();
    void rulerLabelsLeaveTheFlagFree_data();
    void rulerLabelsLeaveTheFlagFree();

private:
    std::vector<DopeSheetRow> rows(const std::function<bool(const QModelIndex &)> &expanded = {}) const
    {
        return dopeSheetRows(*m_session, *m_model, expanded, QStringLiteral("Summary"));
    }
    ChannelId channel(const char *path) const { return *m_session->document()->findChannelByPath(path); }

    std::unique_ptr<EditorSession> m_session;
    std::unique_ptr<ChannelTreeModel> m_model;
};

void TestDopeSheetLayout::init()
{
    m_model.reset();
    m_session = std::make_unique<EditorSession>();
    m_session->setDocument(test::usdaDocument(kTwoPrims));
    m_model = std::make_unique<ChannelTreeModel>(m_session.get());
}

void TestDopeSheetLayout::rowsFollowTheTree()
{
    const std::vector<DopeSheetRow> r = rows();
    QCOMPARE(r.size(), std::size_t(7));
    using K = DopeSheetRow::Kind;
    const std::vector<K> kinds{K::Document, K::Group, K::Group, K::Channel, K::Channel, K::Group, K::Channel};
    const std::vector<int> depths{0, 1, 2, 3, 3, 2, 3};
    for (std::size_t i = 0; i < r.size(); ++i) {
        QCOMPARE(r[i].kind, kinds[i]);
        QCOMPARE(r[i].depth, depths[i]);
    }
    QCOMPARE(r[0].label, QStringLiteral("Summary"));
    QCOMPARE(r[0].channels.size(), std::size_t(3));
    QCOMPARE(r[2].label, QStringLiteral("/Ball"));
    QCOMPARE(r[2].channels, (std::vector<ChannelId>{channel("/Ball.tx"), channel("/Ball.ty")}));
    QCOMPARE(r[6].channels, std::vector<ChannelId>{channel("/Box.tx")});
    QVERIFY(!r[3].readOnly);
}

void TestDopeSheetLayout::collapsedGroupHidesItsChildren()
{
    // Collapse /Ball: its two channel rows go, its summary stays.
    const auto expanded = [this](const QModelIndex &index) {
        return m_model->data(index, Qt::DisplayRole).toString() != QLatin1String("/Ball");
    };
    const std::vector<DopeSheetRow> r = rows(expanded);
    QCOMPARE(r.size(), std::size_t(5));
    QCOMPARE(r[2].label, QStringLiteral("/Ball"));
    QCOMPARE(r[3].label, QStringLiteral("/Box"));
    QCOMPARE(timesOf(dopeSheetTicks(*m_session, r[2])), (std::vector<double>{0, 10, 20}));
}

void TestDopeSheetLayout::ticksGroupKeysByTime()
{
    const ChannelId tx = channel("/Ball.tx"), ty = channel("/Ball.ty");
    const std::vector<DopeSheetRow> r = rows();
    QCOMPARE(timesOf(dopeSheetTicks(*m_session, r[0])), (std::vector<double>{0, 5, 10, 15, 20}));
    std::vector<DopeSheetTick> ball = dopeSheetTicks(*m_session, r[2]);
    QCOMPARE(ball[1].keys, (std::vector<KnotRef>{{tx, 1}, {ty, 1}}));
    QVERIFY(!ball[1].selected && !ball[1].partlySelected);
    m_session->selection()->set({{tx, 1}});
    ball = dopeSheetTicks(*m_session, r[2]);
    QVERIFY(!ball[1].selected);
    QVERIFY(ball[1].partlySelected);
    m_session->selection()->add({{ty, 1}});
    ball = dopeSheetTicks(*m_session, r[2]);
    QVERIFY(ball[1].selected);
    QVERIFY(!ball[1].partlySelected);
    // A breakdown tick: every key at its time is a breakdown.
    QVERIFY(m_session->applyEdit(tx, [](AnimCurveFn &fn) { return fn.setIsBreakdown(1, true); }, QStringLiteral("bd")));
    QVERIFY(dopeSheetTicks(*m_session, r[3])[1].breakdown);
    QVERIFY(!dopeSheetTicks(*m_session, r[2])[1].breakdown); // ty's key at 10 is not
    const std::vector<const DopeSheetTick *> picked{&ball[0], &ball[1]};
    QCOMPARE(keysOfTicks(picked), (std::set<KnotRef>{{tx, 0}, {ty, 0}, {tx, 1}, {ty, 1}}));
}

void TestDopeSheetLayout::hiddenChannelKeepsAnEmptyRow()
{
    m_session->setChannelVisible(channel("/Ball.ty"), false);
    const std::vector<DopeSheetRow> r = rows();
    QCOMPARE(r.size(), std::size_t(7));
    QVERIFY(r[4].hidden);
    QVERIFY(dopeSheetTicks(*m_session, r[4]).empty());
    // The prim summary no longer counts ty's keys.
    QCOMPARE(dopeSheetTicks(*m_session, r[2])[1].keys.size(), std::size_t(1));
}

void TestDopeSheetLayout::rowAtY_data()
{
    QTest::addColumn<double>("scroll");
    QTest::addColumn<double>("y");
    QTest::addColumn<int>("row"); // -1: none
    const double top = DopeSheetLayout::kRulerHeight, h = DopeSheetLayout::kRowHeight;
    QTest::newRow("ruler") << 0.0 << top - 1 << -1;
    QTest::newRow("first row top") << 0.0 << top << 0;
    QTest::newRow("first row bottom") << 0.0 << top + h - 0.01 << 0;
    QTest::newRow("third row") << 0.0 << top + 2.5 * h << 2;
    QTest::newRow("last row") << 0.0 << top + 6.5 * h << 6;
    QTest::newRow("below") << 0.0 << top + 7.0 * h << -1;
    QTest::newRow("scrolled by one row") << h << top + 0.5 * h << 1;
    QTest::newRow("negative scroll counts as 0") << -50.0 << top + 0.5 * h << 0;
}

void TestDopeSheetLayout::rowAtY()
{
    QFETCH(double, scroll);
    QFETCH(double, y);
    QFETCH(int, row);
    const DopeSheetLayout l(7, QSizeF(800, 400), {0.0, 20.0}, scroll);
    const std::optional<std::size_t> got = l.rowAt(y);
    QCOMPARE(got ? int(*got) : -1, row);
    if (got)
        QVERIFY(l.rowRect(*got).contains(QPointF(300, y)));
}

void TestDopeSheetLayout::timesMapOntoThePlot()
{
    const DopeSheetLayout l(3, QSizeF(800, 300), {0.0, 20.0});
    QCOMPARE(l.timeToX(0.0), DopeSheetLayout::kNameWidth);
    QCOMPARE(l.timeToX(20.0), 800.0);
    QCOMPARE(l.xToTime(l.timeToX(7.25)), 7.25);
    QCOMPARE(l.plotRect(), QRectF(DopeSheetLayout::kNameWidth, DopeSheetLayout::kRulerHeight,
                                  800 - DopeSheetLayout::kNameWidth, 300 - DopeSheetLayout::kRulerHeight));
    QCOMPARE(l.rulerRect().bottom(), DopeSheetLayout::kRulerHeight);
    QCOMPARE(l.contentHeight(), 3 * DopeSheetLayout::kRowHeight);
    // The same axis as TimeAxis::framed gives the canvas for the same range and span.
    QCOMPARE(l.axis(), TimeAxis::framed(0.0, 20.0, DopeSheetLayout::kNameWidth, 800.0));
}

void TestDopeSheetLayout::rulerLabelsLeaveTheFlagFree_data()
{
    QTest::addColumn<double>("current");
    QTest::addColumn<QList<double>>("labels");
    // 0..20 across 600 px (30 px a frame), labels every 5 frames.
    QTest::newRow("flag on frame 0 hides the 0") << 0.0 << QList<double>{5, 10, 15, 20};
    QTest::newRow("flag over the 0 label hides it") << 0.25 << QList<double>{5, 10, 15, 20};
    QTest::newRow("flag on frame 1 clears the 0") << 1.0 << QList<double>{0, 5, 10, 15, 20};
    QTest::newRow("flag on frame 10 hides the 10") << 10.0 << QList<double>{0, 5, 15, 20};
    QTest::newRow("flag on frame 12 keeps all") << 12.0 << QList<double>{0, 5, 10, 15, 20};
    QTest::newRow("no flag outside the plot") << 100.0 << QList<double>{0, 5, 10, 15, 20};
}

void TestDopeSheetLayout::rulerLabelsLeaveTheFlagFree()
{
    QFETCH(double, current);
    QFETCH(QList<double>, labels);
    const DopeSheetLayout l(3, QSizeF(800, 300), {0.0, 20.0});
    const QFontMetricsF metrics{QFont()};
    const std::optional<QRectF> flag = currentTimeFlagRect(l, current, metrics);
    QCOMPARE(flag.has_value(), current <= 20.0);
    if (flag)
        QCOMPARE(flag->left(), std::round(l.timeToX(current)) + 0.5);
    const std::vector<double> times = rulerLabelTimes(l, 5.0, metrics, flag);
    QCOMPARE(QList<double>(times.begin(), times.end()), labels);
}

void TestDopeSheetLayout::hitTesting()
{
    const std::vector<DopeSheetRow> r = rows();
    std::vector<std::vector<DopeSheetTick>> ticks;
    for (const DopeSheetRow &row : r)
        ticks.push_back(dopeSheetTicks(*m_session, row));
    const DopeSheetLayout l(r.size(), QSizeF(800, 400), {0.0, 20.0});
    const double y3 = l.rowCenterY(3);
    const DopeSheetSelectionSpan span{0.0, 10.0};
    auto hit = [&](QPointF p, double current = 100.0) { return dopeSheetHitAt(l, ticks, p, current, span); };
    // A tick within its radius, the nearest one.
    DopeSheetHit h = hit({l.timeToX(10.0) + 3, y3});
    QCOMPARE(h.kind, DopeSheetHit::Kind::Tick);
    QCOMPARE(h.row, std::size_t(3));
    QCOMPARE(h.tick, std::size_t(1));
    QCOMPARE(hit({l.timeToX(10.0) + DopeSheetLayout::kTickRadius + 2, y3}).kind, DopeSheetHit::Kind::Row);
    QCOMPARE(hit({50, y3}).kind, DopeSheetHit::Kind::Name);
    QCOMPARE(hit({l.timeToX(4.0), 5}).kind, DopeSheetHit::Kind::Ruler);
    QCOMPARE(hit(scaleGripRect(l, 0.0, true).center()).kind, DopeSheetHit::Kind::ScaleStart);
    QCOMPARE(hit(scaleGripRect(l, 10.0, false).center()).kind, DopeSheetHit::Kind::ScaleEnd);
    QCOMPARE(hit({l.timeToX(7.0) + 2, y3}, 7.0).kind, DopeSheetHit::Kind::CurrentTime);
    // A key at the current time stays clickable.
    QCOMPARE(hit({l.timeToX(10.0), y3}, 10.0).kind, DopeSheetHit::Kind::Tick);
    QCOMPARE(hit({400, l.rowRect(r.size()).center().y()}).kind, DopeSheetHit::Kind::None);
}

void TestDopeSheetLayout::boxCoversTickCentres()
{
    const std::vector<DopeSheetRow> r = rows();
    std::vector<std::vector<DopeSheetTick>> ticks;
    for (const DopeSheetRow &row : r)
        ticks.push_back(dopeSheetTicks(*m_session, row));
    const DopeSheetLayout l(r.size(), QSizeF(800, 400), {0.0, 20.0});
    // Rows 3 and 4 (tx, ty), times 8..20.
    const QRectF box(QPointF(l.timeToX(8.0), l.rowRect(3).top()), QPointF(l.timeToX(20.0), l.rowRect(4).bottom()));
    const std::set<KnotRef> keys = keysOfTicks(ticksInBox(l, ticks, box));
    const ChannelId tx = channel("/Ball.tx"), ty = channel("/Ball.ty");
    QCOMPARE(keys, (std::set<KnotRef>{{tx, 1}, {tx, 2}, {ty, 1}}));
    QVERIFY(ticksInBox(l, ticks, QRectF(QPointF(l.timeToX(11.0), 0), QPointF(l.timeToX(14.0), 400))).empty());
}

QTEST_MAIN(TestDopeSheetLayout)
#include "tst_dope_sheet_layout.moc"
