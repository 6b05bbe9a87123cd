// VelocityChart: the plotted points are the spline's derivative (Spline::evalDerivative)
// at evenly spaced times over the given range, broken at value blocks; the chart follows
// curve edits (and their undo), the time range and the channel.
#include "tests/support/OpenedChannels.h"
#include "tests/widgets/ItemViewTestData.h"
#include "widgets/charts/VelocityChart.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QPalette>
#include <QTest>
#include <QValueAxis>

using namespace knotline;
using namespace knotline::test;

class TestVelocityChart : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void pointsAreTheDerivative_data();
    void pointsAreTheDerivative();
    void valueBlockBreaksTheLine();
    void followsEditsAndUndo();
    void noChannelIsEmpty();
    void followsApplicationPalette();
    void readableSeriesColour_data();
    void readableSeriesColour();

private:
    QList<QPointF> allPoints() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<EditorSession> m_session;
    std::unique_ptr<VelocityChart> m_chart;
};

void TestVelocityChart::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<EditorSession>();
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    m_chart = std::make_unique<VelocityChart>(m_session.get());
    m_chart->resize(500, 300);
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
}

void TestVelocityChart::cleanup()
{
    m_chart.reset();
    m_session.reset();
    m_dir.reset();
}

QList<QPointF> TestVelocityChart::allPoints() const
{
    QList<QPointF> out;
    for (QLineSeries *s : m_chart->runs())
        out += s->points();
    return out;
}

void TestVelocityChart::pointsAreTheDerivative_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<int>("samples");
    QTest::newRow("bezier") << QStringLiteral("/Ball.tx") << 0.0 << 40.0 << 400;
    QTest::newRow("hermite") << QStringLiteral("/Ball.ty") << -5.0 << 20.0 << 50;
    QTest::newRow("read-only linear") << QStringLiteral("/Ball.tz") << 0.0 << 6.0 << 12;
}

void TestVelocityChart::pointsAreTheDerivative()
{
    QFETCH(QString, path);
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(int, samples);
    const ChannelId ch = channelOf(*m_session, path.toUtf8().constData());
    m_chart->setSampleCount(samples);
    m_chart->setTimeRange(t1, t0); // reversed on purpose
    m_chart->setChannel(ch);
    QCOMPARE(m_chart->timeMin(), t0);
    QCOMPARE(m_chart->timeMax(), t1);
    QCOMPARE(m_chart->timeAxis()->min(), t0);
    QCOMPARE(m_chart->timeAxis()->max(), t1);
    const QList<QPointF> points = allPoints();
    QCOMPARE(points.size(), samples + 1);
    QCOMPARE(points.first().x(), t0);
    QCOMPARE(points.last().x(), t1);
    const Spline &spline = m_session->document()->channel(ch).curve.spline();
    for (int i : {0, samples / 7, samples / 3, samples / 2, samples - 1, samples}) {
        const QPointF p = points[i];
        QCOMPARE(p.x(), i == samples ? t1 : t0 + (t1 - t0) * i / samples);
        QCOMPARE(p.y(), *spline.evalDerivative(p.x()));
        QVERIFY(p.y() >= m_chart->velocityAxis()->min() && p.y() <= m_chart->velocityAxis()->max());
    }
}

void TestVelocityChart::valueBlockBreaksTheLine()
{
    // /Box.rz: held before 1, no value on [1, 5), linear 5 → 10 (slope 0.4), held after.
    m_chart->setSampleCount(12);
    m_chart->setTimeRange(0.0, 12.0);
    m_chart->setChannel(channelOf(*m_session, "/Box.rz"));
    QCOMPARE(m_chart->runs().size(), std::size_t(2));
    const QList<QPointF> first = m_chart->runs()[0]->points();
    QCOMPARE(first.size(), 1); // t = 0 only: 1..4 are in the value block
    QCOMPARE(first[0], QPointF(0.0, 0.0));
    const QList<QPointF> second = m_chart->runs()[1]->points();
    QCOMPARE(second.first().x(), 5.0);
    QCOMPARE(second.first().y(), 0.4);
    QCOMPARE(second.last(), QPointF(12.0, 0.0));
    // Another channel without value blocks: one run with every sample, in the chart.
    m_chart->setChannel(channelOf(*m_session, "/Ball.tx"));
    QCOMPARE(m_chart->runs().size(), std::size_t(1));
    QCOMPARE(m_chart->runs()[0]->points().size(), 13);
    QCOMPARE(m_chart->chart()->series().size(), 1);
}

void TestVelocityChart::followsEditsAndUndo()
{
    const ChannelId rz = channelOf(*m_session, "/Box.rz");
    m_chart->setSampleCount(10);
    m_chart->setTimeRange(5.0, 10.0);
    m_chart->setChannel(rz);
    QCOMPARE(allPoints()[2].y(), 0.4); // t = 6
    QVERIFY(m_session->applyEdit(rz, [](AnimCurveFn &fn) { return fn.setValue(2, 6.0); },
                                 QStringLiteral("Set value")).isOk());
    QCOMPARE(allPoints()[2].y(), 1.0); // (6 − 1) / 5
    m_session->undoStack()->undo();
    QCOMPARE(allPoints()[2].y(), 0.4);
    // Recoloured with the channel.
    m_session->setChannelColor(rz, QColor(1, 2, 3));
    QCOMPARE(m_chart->runs().front()->pen().color(), QColor(1, 2, 3));
    // Edits of other channels leave the plot as it is.
    const QList<QPointF> before = allPoints();
    QVERIFY(m_session->applyEdit(channelOf(*m_session, "/Ball.ty"), [](AnimCurveFn &fn) { return fn.setValue(0, 2.0); },
                                 QStringLiteral("Set value")).isOk());
    QCOMPARE(allPoints(), before);
}

void TestVelocityChart::noChannelIsEmpty()
{
    m_chart->setChannel(channelOf(*m_session, "/Ball.tx"));
    QVERIFY(!m_chart->runs().empty());
    QVERIFY(openInto(*m_session, writeScene(*m_dir))); // new document: its first channel
    QCOMPARE(m_chart->channel(), m_session->currentChannel());
    m_session->setCurrentChannel(std::nullopt); // no current channel: nothing drawn
    QCOMPARE(m_chart->channel(), std::nullopt);
    QVERIFY(m_chart->runs().empty());
    m_chart->setChannel(openedChannel(99));
    QCOMPARE(m_chart->channel(), std::nullopt);
}


void TestVelocityChart::followsApplicationPalette()
{
    m_chart->setChannel(channelOf(*m_session, "/Ball.tx"));
    const QPalette saved = QApplication::palette();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2e));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x21));
    dark.setColor(QPalette::WindowText, QColor(0xdd, 0xdd, 0xe0));
    dark.setColor(QPalette::Text, QColor(0xdd, 0xdd, 0xe0));
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    QChart *chart = m_chart->chart();
    const QColor background = chart->backgroundBrush().color();
    const QColor plot = chart->plotAreaBackgroundBrush().color();
    const QColor labels = m_chart->velocityAxis()->labelsBrush().color();
    const QColor title = m_chart->timeAxis()->titleBrush().color();
    const QColor grid = m_chart->timeAxis()->gridLinePen().color();
    const QColor series = m_chart->runs().empty() ? QColor() : m_chart->runs().front()->pen().color();
    const QImage image = m_chart->grab().toImage();
    QApplication::setPalette(saved);
    QCoreApplication::processEvents();

    QCOMPARE(background, dark.color(QPalette::Window));
    QCOMPARE(plot, dark.color(QPalette::Base));
    QCOMPARE(labels, dark.color(QPalette::WindowText));
    QCOMPARE(title, dark.color(QPalette::WindowText));
    QVERIFY(grid.lightness() > plot.lightness() && grid.lightness() < labels.lightness()); // faint on dark
    QVERIFY(series.isValid());
    QVERIFY(std::abs(series.lightness() - plot.lightness()) >= 90);
    // What is drawn is dark too: the corner pixel is the window colour, not white.
    QVERIFY(qGray(image.pixel(1, 1)) < 80);
    // Back on the saved palette the chart follows again.
    QCOMPARE(m_chart->chart()->backgroundBrush().color(), saved.color(QPalette::Window));
}

void TestVelocityChart::readableSeriesColour_data()
{
    QTest::addColumn<QColor>("channel");
    QTest::addColumn<QColor>("background");
    QTest::newRow("dark blue on dark") << QColor(0x20, 0x30, 0x90) << QColor(0x1e, 0x1e, 0x21);
    QTest::newRow("yellow on white") << QColor(0xff, 0xee, 0x40) << QColor(Qt::white);
    QTest::newRow("grey on grey") << QColor(0x80, 0x80, 0x80) << QColor(0x78, 0x78, 0x78);
    QTest::newRow("orange on dark (kept)") << QColor(0xff, 0x9f, 0x40) << QColor(0x1e, 0x1e, 0x21);
}

void TestVelocityChart::readableSeriesColour()
{
    QFETCH(QColor, channel);
    QFETCH(QColor, background);
    const QColor c = VelocityChart::readableOn(channel, background);
    QVERIFY2(std::abs(c.lightness() - background.lightness()) >= 90, qPrintable(c.name()));
    if (std::abs(channel.lightness() - background.lightness()) >= 90)
        QCOMPARE(c, channel); // readable colours are not changed
}

QTEST_MAIN(TestVelocityChart)
#include "tst_velocity_chart.moc"
