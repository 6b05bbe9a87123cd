// Value clips against OpenUSD's own test layers (../shared/realdata/clips/testUsdValueClips)
// and what OpenUSD's tests assert about them (its EXPECTED.md). Knotline composes only the
// root layer and its sublayers (spec/timeline.md §3.7), so each row is checked for the
// parts that do not depend on references, payloads, variants or inherits: the clip sets
// are authored on the prims of the opened layers and the referenced opinions are weaker
// than clips anyway. Rows that need an arc, a Held stage interpolation or array values
// are listed with the reason (expectedRowCoverage), and every row of EXPECTED.md must be
// accounted for.
#include "core/io/DocumentLoader.h"
#include "core/valueclips/ClipTimeMapping.h"
#include "core/valueclips/ValueClipStage.h"
#include "tests/support/GoldenData.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace knotline;
using namespace knotline::test;

namespace {

const double kEps = clipSafeStep();
const double kNone = std::numeric_limits<double>::quiet_NaN(); // "no value" in the tables

struct Row {
    const char *name;
    const char *layer; ///< relative to testUsdValueClips/
    const char *attr;
    std::vector<std::pair<double, double>> values; ///< (stage time, value or kNone)
    std::optional<std::vector<double>> samples;    ///< the asserted time samples
};

std::vector<Row> rows()
{
    std::vector<std::pair<double, double>> outside;
    for (int t = -10; t <= -1; ++t)
        outside.emplace_back(t, 25);
    for (int t = 11; t <= 19; ++t)
        outside.emplace_back(t, 25);
    return {
        {"timing Model linear", "timing/root.usda", "/Model.size",
         {{0, 10}, {5, 12.5}, {10, 15}, {15, 17.5}, {20, 10}, {25, 12.5}, {30, 15}, {35, 17.5}, {40, 20}, {-1, 10}, {41, 20}},
         std::vector<double>{-10, 0, 10, 20 - kEps, 20, 30, 40}},
        {"timing Model2 linear", "timing/root.usda", "/Model2.size", {{20, 20}, {30, 25}},
         std::vector<double>{0, 10, 20, 25, 30}},
        {"timingOutsideClip", "timingOutsideClip/root.usda", "/Model.size", outside, std::vector<double>{0, 10}},
        {"timingDiscontinuity", "timingDiscontinuity/root.usda", "/World.value",
         {{6, 6}, {7, 7}, {8, 8}, {9, 9}, {9.5, 9.5}, {10 - kEps, 10 - kEps}, {10, 0}, {11, 1}, {12, 2}, {13, 3}},
         std::vector<double>{-10, 0, 3, 6, 10 - kEps, 10, 13, 16, 20 - kEps, 20}},
        {"reversing", "reversing/root.usda", "/Model.size",
         {{0, 0}, {1, 2}, {2, 4}, {3, 6}, {4, 8}, {5, 6}, {6, 4}, {7, 2}, {8, 0}}, std::vector<double>{0, 2, 4, 6, 8}},
        {"multiclip Model_1", "multiclip/root.usda", "/Model_1.size",
         {{5, -5}, {10, -10}, {15, -15}, {16, -23}, {19, -23}, {22, -26}, {25, -29}},
         std::vector<double>{0, 5, 10, 15, 16 - kEps, 16, 19, 22, 25, 32}},
        {"multiclip ModelWithNoTimes", "multiclip/root.usda", "/ModelWithNoTimes.size",
         {{0, -5}, {5, -5}, {6, -16}, {7, -27}, {9, -29}}, std::vector<double>{0, 5, 7, 9}},
        {"multiclip ModelWithTimesSpanningClips_2", "multiclip/root.usda", "/ModelWithTimesSpanningClips_2.size",
         {{100.5, 100.5}, {101, 101}, {101.25, 151.25}, {101.5, 201.5}, {102, 202}},
         std::vector<double>{100.5, 100.75, 101, 101.5, 101.75, 102}},
        {"interpolation InterpolationTest", "interpolation/root.usda", "/InterpolationTest.attr",
         {{0, 0}, {1, 5}, {2, 10}, {3, 15}, {4, 20}}, std::nullopt},
        {"interpolation ClipInterpolationTest", "interpolation/root.usda", "/ClipInterpolationTest.attr",
         {{0, 10}, {1, 20}, {0.5, 15}}, std::vector<double>{0, 1, 3}},
        {"interpolation ClipInterpolationTest2", "interpolation/root.usda", "/ClipInterpolationTest2.attr",
         {{0.5, 55}}, std::vector<double>{0, 1 - kEps, 1, 3}},
        {"layerOffsets Model_1", "layerOffsets/root.usda", "/Model_1.size", {{9, -5}, {10, -5}, {15, -5}, {20, -10}},
         std::vector<double>{10, 15, 20, 25, 30}},
        {"layerOffsets Model_2", "layerOffsets/root.usda", "/Model_2.size", {{19, -5}, {30, -10}, {35, -15}, {40, -20}},
         std::vector<double>{20, 25, 30, 35, 40}},
        {"missingValueInterpolation attrNotInFirstClip", "missingValueInterpolation/root.usda",
         "/Model.attrNotInFirstClip", {{0, 300}, {1, 300}, {2, 300}, {7, 800}, {8, 800}},
         std::vector<double>{2, 3, 4, 5, 6, 7}},
        {"missingValueInterpolation attrNotInMiddleClips", "missingValueInterpolation/root.usda",
         "/Model.attrNotInMiddleClips", {{0, 100}, {7, 800}, {8, 800}}, std::vector<double>{0, 1, 6, 7}},
        {"missingValueInterpolation attrNotInLastClip", "missingValueInterpolation/root.usda",
         "/Model.attrNotInLastClip", {{5, 600}, {6, 600}, {7, 600}, {9, 600}}, std::vector<double>{0, 1, 2, 3, 4, 5}},
        {"missingValueInterpolation attrNotInAnyClip", "missingValueInterpolation/root.usda",
         "/Model.attrNotInAnyClip", {{0, kNone}, {3, kNone}, {7, kNone}}, std::vector<double>{0}},
        {"manifestFallback fallbackInManifest", "manifestFallback/root.usda", "/Model.fallbackInManifest",
         {{0, 10}, {2, 50}, {4, 20}}, std::vector<double>{0, 1, 2 - kEps, 2, 4 - kEps, 4}},
        {"manifestFallback fallbackBlockInManifest", "manifestFallback/root.usda", "/Model.fallbackBlockInManifest",
         {{2, kNone}}, std::vector<double>{0, 1, 2 - kEps, 2, 4 - kEps, 4}},
        {"manifestFallback noFallbackInManifest", "manifestFallback/root.usda", "/Model.noFallbackInManifest",
         {{2, kNone}}, std::vector<double>{0, 1, 2 - kEps, 2, 4 - kEps, 4}},
        // template/layerOffsets: the root reaches model.usda through a reference with offset 1;
        // model.usda itself sublayers the clip set with offset 1, so opened directly its
        // values are shifted by 1 instead of 2 (3→1, 4→2, 5→3, 6→3 become 2→1, 3→2, 4→3, 5→3).
        {"template/layerOffsets without its reference", "template/layerOffsets/model.usda", "/Model.a",
         {{2, 1}, {3, 2}, {4, 3}, {5, 3}}, std::nullopt},
    };
}

/// How each row of EXPECTED.md's table (its first cell, verbatim) is checked here: by rows()
/// or templateRows() entries (their names), by a test function (named with "()"), and what
/// of the row is not checked, and why (nullptr: the whole row is checked).
struct ExpectedRowCoverage {
    const char *expectedRow;
    std::vector<const char *> checkedBy;
    const char *notChecked;
};

const std::vector<ExpectedRowCoverage> &expectedRowCoverage()
{
    static const std::vector<ExpectedRowCoverage> table = {
        {"`timing/` /Model.size", {"timing Model linear"}, "held values (stage interpolation Held is not modelled)"},
        {"`timing/` /Model2.size", {"timing Model2 linear"}, "held values (stage interpolation Held is not modelled)"},
        {"`timingOutsideClip/` /Model.size", {"timingOutsideClip"}, nullptr},
        {"`timingDiscontinuity/` /World.value", {"timingDiscontinuity"}, nullptr},
        {"`reversing/` /Model.size", {"reversing"}, nullptr},
        {"`multiclip/` /Model_1.size", {"multiclip Model_1"}, nullptr},
        {"`multiclip/` /ModelWithNoTimes.size", {"multiclip ModelWithNoTimes"}, nullptr},
        {"`multiclip/` /ModelWithTimesSpanningClips_2.size", {"multiclip ModelWithTimesSpanningClips_2"}, nullptr},
        {"`interpolation/` /InterpolationTest.attr", {"interpolation InterpolationTest"}, nullptr},
        {"`interpolation/` /ClipInterpolationTest.attr", {"interpolation ClipInterpolationTest"}, nullptr},
        {"`interpolation/` /ClipInterpolationTest2.attr", {"interpolation ClipInterpolationTest2"}, nullptr},
        {"`layerOffsets/` /Model_1.size", {"layerOffsets Model_1"}, nullptr},
        {"`layerOffsets/` /Model_2.size", {"layerOffsets Model_2"}, nullptr},
        {"`layerOffsets/` /Model_3.size", {}, "the whole row: its offset comes through a reference (spec §3.7)"},
        {"`missingValueInterpolation/` /Model.*",
         {"missingValueInterpolation attrNotInFirstClip", "missingValueInterpolation attrNotInMiddleClips",
          "missingValueInterpolation attrNotInLastClip", "missingValueInterpolation attrNotInAnyClip"},
         nullptr},
        {"`manifestFallback/` /Model.*",
         {"manifestFallback fallbackInManifest", "manifestFallback fallbackBlockInManifest",
          "manifestFallback noFallbackInManifest"},
         nullptr},
        {"`template/int1/`", {"template/int1/result_int_1.usda"}, "values (Vec3f[] extent arrays; the expansion and active clips are checked)"},
        {"`template/int3/`", {"template/int3/result_int_3.usda"}, "values (Vec3f[] extent arrays; the expansion and active clips are checked)"},
        {"`template/subint2/`", {"template/subint2/result_subint_2.usda"}, "values (Vec3f[] extent arrays; the expansion and active clips are checked)"},
        {"`template/subint3/`", {"template/subint3/result_subint_3.usda"}, "values (Vec3f[] extent arrays; the expansion and active clips are checked)"},
        {"`template/layerOffsets/`", {"template/layerOffsets without its reference"},
         "the root's reference offset (spec §3.7: checked on the sublayer alone)"},
        {"`basic/` /Model_1.*", {},
         "the whole row: strength against reference, class, payload and variant opinions (spec §3.7)"},
        {"`validation/root.usda`", {"validation()"}, nullptr},
    };
    return table;
}

/// The first cell of every row of EXPECTED.md's table, in order; empty with `error` set when
/// the file cannot be read.
QStringList expectedRows(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QStringList out;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QStringLiteral("| `")))
            continue;
        out << line.section(QLatin1Char('|'), 1, 1).trimmed();
    }
    return out;
}

struct TemplateRow {
    const char *layer;
    std::vector<std::string> clips; ///< expanded asset paths that exist
    std::vector<std::pair<double, std::size_t>> active;
    std::vector<std::pair<double, std::size_t>> activeClipAt; ///< (stage time, clip index)
};

std::vector<TemplateRow> templateRows()
{
    return {
        {"template/int1/result_int_1.usda", {"./p.001.usd", "./p.002.usd", "./p.003.usd", "./p.004.usd"},
         {{1, 0}, {2, 1}, {3, 2}, {4, 3}}, {{1.5, 0}, {2, 1}, {4, 3}}},
        {"template/int3/result_int_3.usda", {"./p.001.usd", "./p.003.usd"}, {{1.5, 0}, {3.5, 1}},
         {{2.5, 0}, {3.0, 0}, {3.25, 0}, {3.5, 1}, {4.5, 1}}},
        {"template/subint2/result_subint_2.usda", {"./p.10.00.usd", "./p.10.05.usd", "./p.10.10.usd", "./p.10.15.usd"},
         {{10.0, 0}, {10.05, 1}, {10.1, 2}, {10.15, 3}}, {{10.025, 0}, {10.08, 1}}},
        {"template/subint3/result_subint_3.usda", {"./p.10.00.usd", "./p.10.10.usd"}, {{9.95, 0}, {10.05, 1}},
         {{9.95, 0}, {10.0, 0}, {10.05, 1}, {10.25, 1}}},
    };
}

QString layerPath(const char *relative)
{
    return sharedRoot() + QStringLiteral("/realdata/clips/testUsdValueClips/") + QLatin1String(relative);
}

} // namespace

class TestValueClipsOpenUsd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rows_data();
    void rows();
    void queryOrder_data();
    void queryOrder();
    void templates_data();
    void templates();
    void validation();
    void everyExpectedRowIsAccountedFor();
    void cleanupTestCase();

private:
    int m_values = 0;
    int m_sampleTimes = 0;
    int m_orderedValues = 0;
};

void TestValueClipsOpenUsd::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/clips/testUsdValueClips/timing/root.usda"),
                            QStringLiteral("realdata/clips/EXPECTED.md"));
}

void TestValueClipsOpenUsd::rows_data()
{
    QTest::addColumn<int>("index");
    const std::vector<Row> all = ::rows();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::newRow(all[i].name) << static_cast<int>(i);
}

void TestValueClipsOpenUsd::rows()
{
    QFETCH(int, index);
    const Row row = ::rows()[static_cast<std::size_t>(index)];
    const Result<Document> doc = openDocument(layerPath(row.layer));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    ValueClipStage stage(doc.value());
    QStringList failures;
    for (const auto &[t, v] : row.values) {
        const std::optional<double> want = std::isnan(v) ? std::nullopt : std::optional<double>(v);
        const std::optional<double> got = stage.value(row.attr, t);
        ++m_values;
        if (!closeEnough(got, want, 1e-9))
            failures << QStringLiteral("at %1: got %2, want %3").arg(t, 0, 'g', 17).arg(describe(got), describe(want));
    }
    if (row.samples) {
        const std::vector<double> got = stage.timeSamples(row.attr);
        bool same = got.size() == row.samples->size();
        for (std::size_t i = 0; same && i < got.size(); ++i)
            same = closeEnough(got[i], (*row.samples)[i], 1e-9);
        m_sampleTimes += static_cast<int>(row.samples->size());
        if (!same) {
            QStringList g;
            for (double x : got)
                g << QString::number(x, 'g', 17);
            failures << QStringLiteral("time samples: got [%1]").arg(g.join(QStringLiteral(", ")));
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QVERIFY(stage.isClipDriven(row.attr));
}

void TestValueClipsOpenUsd::queryOrder_data()
{
    rows_data();
}

// The sampler remembers where its last query landed (ClipSetSampler.h): whatever the
// order of the queries, each value must be bit for bit what a new stage gives for that
// time alone. Times: a quarter-frame grid over the row's samples and two frames either
// side, the row's own times, and each sample time and its neighbours one SafeStep away.
void TestValueClipsOpenUsd::queryOrder()
{
    QFETCH(int, index);
    const Row row = ::rows()[static_cast<std::size_t>(index)];
    const Result<Document> doc = openDocument(layerPath(row.layer));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    std::vector<double> times;
    std::vector<double> samples;
    {
        ValueClipStage probe(doc.value());
        samples = probe.timeSamples(row.attr);
    }
    QVERIFY(!samples.empty());
    for (double t = std::floor(samples.front()) - 2; t <= samples.back() + 2; t += 0.25)
        times.push_back(t);
    for (const auto &tv : row.values)
        times.push_back(tv.first);
    for (double s : samples)
        times.insert(times.end(), {s - kEps, s, s + kEps});
    std::vector<std::optional<double>> want;
    for (double t : times) {
        ValueClipStage fresh(doc.value());
        want.push_back(fresh.value(row.attr, t));
    }
    const auto sameBits = [](const std::optional<double> &a, const std::optional<double> &b) {
        return a.has_value() == b.has_value() && (!a || std::memcmp(&*a, &*b, sizeof(double)) == 0);
    };
    std::vector<std::size_t> order(times.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::vector<std::size_t> backward(order.rbegin(), order.rend());
    std::vector<std::size_t> shuffled = order;
    std::mt19937 random(1234);
    std::shuffle(shuffled.begin(), shuffled.end(), random);
    ValueClipStage stage(doc.value()); // one stage for all three orders: hints carry over
    QStringList failures;
    for (const std::vector<std::size_t> *sequence : {&order, &backward, &shuffled}) {
        for (std::size_t i : *sequence) {
            const std::optional<double> got = stage.value(row.attr, times[i]);
            ++m_orderedValues;
            if (!sameBits(got, want[i]))
                failures << QStringLiteral("at %1: got %2, alone %3")
                                .arg(times[i], 0, 'g', 17)
                                .arg(describe(got), describe(want[i]));
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

void TestValueClipsOpenUsd::templates_data()
{
    QTest::addColumn<int>("index");
    const std::vector<TemplateRow> all = templateRows();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::newRow(all[i].layer) << static_cast<int>(i);
}

void TestValueClipsOpenUsd::templates()
{
    QFETCH(int, index);
    const TemplateRow row = templateRows()[static_cast<std::size_t>(index)];
    const Result<Document> doc = openDocument(layerPath(row.layer));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    ValueClipStage stage(doc.value());
    QCOMPARE(stage.primClipSets().size(), std::size_t(1));
    const ClipSet &set = stage.primClipSets().front().sets.at(0);
    QCOMPARE(set.form, ClipSetForm::Template);
    QCOMPARE(set.assetPaths, row.clips);
    QCOMPARE(set.active.size(), row.active.size());
    for (std::size_t i = 0; i < row.active.size(); ++i) {
        QVERIFY2(closeEnough(set.active[i].stageTime, row.active[i].first, 1e-9), qPrintable(QString::number(i)));
        QCOMPARE(set.active[i].clipIndex, row.active[i].second);
    }
    const std::string attr = "/World/fx/Particles_Splash/points.extent";
    for (const auto &[t, clip] : row.activeClipAt) {
        const ValueSource source = stage.valueSource(attr, t);
        QCOMPARE(source.kind, ValueSourceKind::ClipSet);
        QCOMPARE(source.clipIndex, clip);
        ++m_values;
    }
}

void TestValueClipsOpenUsd::validation()
{
    const Result<Document> doc = openDocument(layerPath("validation/root.usda"));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    ValueClipStage stage(doc.value());
    // The two errors are dropped, the sets missing a field ignored; NoError6 is valid.
    QCOMPARE(stage.primClipSets().size(), std::size_t(1));
    QCOMPARE(stage.primClipSets().front().primPath, std::string("/NoError6"));
    const std::vector<std::string> warnings = stage.warnings();
    QCOMPARE(warnings.size(), std::size_t(2));
    const std::string file = doc->layers.front().filePath;
    QVERIFY2(warnings[0].starts_with(file + ":17:13: warning: clip set 'default' of /Error1 is dropped: 'active' names clip 1"),
             warnings[0].c_str());
    QVERIFY2(warnings[1].starts_with(file + ":32:13: warning: clip set 'default' of /Error2 is dropped: 'active' has two entries at stage time 0"),
             warnings[1].c_str());
}

// Every row of EXPECTED.md is accounted for: checked by rows that exist here, or listed with
// what is not checked and why. A new row in EXPECTED.md, a renamed or removed row here, or a
// row that is neither checked nor explained fails.
void TestValueClipsOpenUsd::everyExpectedRowIsAccountedFor()
{
    QString error;
    const QStringList inFile = expectedRows(sharedRoot() + QStringLiteral("/realdata/clips/EXPECTED.md"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList inTable;
    for (const ExpectedRowCoverage &c : expectedRowCoverage())
        inTable << QString::fromUtf8(c.expectedRow);
    QCOMPARE(inTable, inFile);

    QSet<QString> known;
    for (const Row &r : ::rows())
        known.insert(QString::fromUtf8(r.name));
    for (const TemplateRow &r : templateRows())
        known.insert(QString::fromUtf8(r.layer));
    known.insert(QStringLiteral("validation()"));
    QSet<QString> used;
    int partial = 0;
    for (const ExpectedRowCoverage &c : expectedRowCoverage()) {
        QVERIFY2(!c.checkedBy.empty() || c.notChecked, c.expectedRow);
        for (const char *name : c.checkedBy) {
            QVERIFY2(known.contains(QString::fromUtf8(name)), qPrintable(QStringLiteral("%1: no check named '%2'")
                                                                             .arg(QString::fromUtf8(c.expectedRow), QString::fromUtf8(name))));
            used.insert(QString::fromUtf8(name));
        }
        if (c.notChecked) {
            qInfo().noquote() << "not checked of" << c.expectedRow << ":" << c.notChecked;
            ++partial;
        }
    }
    QCOMPARE(used, known); // every check here belongs to a row of EXPECTED.md
    qInfo("EXPECTED.md: %lld rows, %d with a part not checked", static_cast<long long>(inFile.size()), partial);
}

void TestValueClipsOpenUsd::cleanupTestCase()
{
    qInfo().noquote() << QStringLiteral("OpenUSD value-clip rows: %1 rows, %2 template rows, %3 values and %4 sample times compared")
                             .arg(::rows().size())
                             .arg(templateRows().size())
                             .arg(m_values)
                             .arg(m_sampleTimes);
    qInfo().noquote() << QStringLiteral("query order: %1 values compared bit for bit with a new stage's").arg(m_orderedValues);
}

QTEST_GUILESS_MAIN(TestValueClipsOpenUsd)
#include "tst_value_clips_openusd.moc"
