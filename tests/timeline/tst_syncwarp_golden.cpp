// Golden sync-point warps: every case of <golden>/timeline/syncwarp.jsonl (README
// "Sync-point warps"): all seven knots, every warp sample and the dropped requests (as
// SyncRequestDropped warnings), at 1e-9 * max(1, |got|, |want|). The last test function
// asserts that every case and sample was compared and prints the counts.
#include "tests/support/GoldenData.h"

#include "core/timeline/SyncPointWarp.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <cmath>

using namespace knotline;
using namespace knotline::test;

namespace {

double g_largestDeviation = 0.0; ///< largest |got - want| / max(1, |got|, |want|) seen

bool close(double got, double want)
{
    g_largestDeviation = std::max(g_largestDeviation, std::abs(got - want) / std::max({1.0, std::abs(got), std::abs(want)}));
    return std::abs(got - want) <= 1e-9 * std::max({1.0, std::abs(got), std::abs(want)});
}

std::optional<SyncPoint> pointNamed(const QString &name)
{
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (name.toStdString() == syncPointName(SyncPoint(i)))
            return SyncPoint(i);
    return std::nullopt;
}

} // namespace

class TestSyncWarpGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void warpCase_data();
    void warpCase();
    void everySampleCompared();

private:
    std::vector<QJsonObject> m_cases;
    int m_casesCompared = 0;
    long m_knotsCompared = 0;
    long m_samplesCompared = 0;
};

void TestSyncWarpGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/timeline/syncwarp.jsonl"));
    QString error;
    m_cases = readJsonLines({goldenRoot() + QStringLiteral("/timeline/syncwarp.jsonl")}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!m_cases.empty(), "no sync warp cases found (set KNOTLINE_GOLDEN_DIR?)");
}

void TestSyncWarpGolden::warpCase_data()
{
    QTest::addColumn<int>("index");
    if (m_cases.empty())
        initTestCase();
    for (int i = 0; i < int(m_cases.size()); ++i)
        QTest::newRow(qPrintable(m_cases[i].value(QLatin1String("id")).toString())) << i;
}

void TestSyncWarpGolden::warpCase()
{
    QFETCH(int, index);
    const QJsonObject &c = m_cases[index];
    const QString id = c.value(QLatin1String("id")).toString();

    SyncWarpInput in;
    const QJsonArray raw = c.value(QLatin1String("raw")).toArray();
    QCOMPARE(raw.size(), qsizetype(kSyncPointCount));
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        in.raw[i] = optionalNumber(raw.at(qsizetype(i)));
    in.duration = c.value(QLatin1String("duration")).toDouble();
    in.speed = c.value(QLatin1String("speed")).toDouble();
    in.now = c.value(QLatin1String("now")).toDouble();
    const QJsonObject requested = c.value(QLatin1String("requested")).toObject();
    for (auto it = requested.begin(); it != requested.end(); ++it) {
        const std::optional<SyncPoint> p = pointNamed(it.key());
        QVERIFY2(p, qPrintable(id + QLatin1String(": unknown point ") + it.key()));
        in.requests[std::size_t(*p)] = it.value().toDouble();
    }

    const Result<SyncWarp> warp = computeSyncWarp(in);
    QVERIFY2(warp, qPrintable(id + QLatin1String(": ") + QString::fromStdString(warp.message())));

    int failures = 0;
    const QJsonArray knots = c.value(QLatin1String("knots")).toArray();
    QCOMPARE(knots.size(), qsizetype(kSyncPointCount));
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        const double want = knots.at(qsizetype(i)).toDouble();
        if (!close(warp->knots[i], want)) {
            ++failures;
            qWarning("%s knot %s: expected %.17g got %.17g", qPrintable(id),
                     syncPointName(SyncPoint(i)).data(), want, warp->knots[i]);
        }
        ++m_knotsCompared;
    }
    const QJsonArray samples = c.value(QLatin1String("warp")).toArray();
    QVERIFY2(!samples.isEmpty(), qPrintable(id + QLatin1String(": no warp samples")));
    TimeMap::Cursor cursor(warp->warp);
    for (const QJsonValue &sv : samples) {
        const QJsonArray s = sv.toArray();
        const double t = s.at(0).toDouble();
        const double want = s.at(1).toDouble();
        const double got = warp->warp.evaluate(t);
        if (!close(got, want)) {
            ++failures;
            qWarning("%s warp at t=%.17g: expected %.17g got %.17g", qPrintable(id), t, want, got);
        }
        QCOMPARE(cursor.evaluate(t), got); // the sequential path gives the same numbers
        ++m_samplesCompared;
    }

    QStringList wantDropped;
    for (const QJsonValue &d : c.value(QLatin1String("dropped")).toArray())
        wantDropped << d.toString();
    QStringList gotDropped;
    for (const SyncWarpWarning &w : warp->warnings)
        if (w.id == MessageId::SyncRequestDropped)
            gotDropped << QString::fromUtf8(syncPointName(w.first).data(), qsizetype(syncPointName(w.first).size()));
    QCOMPARE(gotDropped, wantDropped);

    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1: %2 mismatches").arg(id).arg(failures)));
    ++m_casesCompared;
}

void TestSyncWarpGolden::everySampleCompared()
{
    qInfo("sync warp golden: %d cases, %ld knots, %ld warp samples compared; largest relative "
          "deviation %.3g", m_casesCompared, m_knotsCompared, m_samplesCompared, g_largestDeviation);
    QCOMPARE(m_casesCompared, int(m_cases.size()));
    QCOMPARE(m_casesCompared, 200);
    QCOMPARE(m_samplesCompared, 5379L);
}

QTEST_APPLESS_MAIN(TestSyncWarpGolden)
#include "tst_syncwarp_golden.moc"
