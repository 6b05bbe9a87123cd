// Round trip read → write → read gives an equal document: for every real usda file in
// ../shared/realdata, and for every spline of the golden data (../shared/golden/ts/*.jsonl
// and ts-reference/museum.jsonl) written as attributes of one layer per file. Every
// failing case is reported, not only the first.
#include "core/io/LayerFile.h"
#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"
#include "tests/support/GoldenData.h"

#include <QDir>
#include <QTest>

using namespace knotline;

class TestUsdaRoundTripGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void realFiles_data();
    void realFiles();
    void goldenSplines_data();
    void goldenSplines();
};

void TestUsdaRoundTripGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata"), QStringLiteral("golden/ts"), QStringLiteral("golden/ts-reference"));
}

void TestUsdaRoundTripGolden::realFiles_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(test::sharedRoot() + QStringLiteral("/realdata"));
    const QStringList names = dir.entryList({QStringLiteral("usd_*.usda")}, QDir::Files, QDir::Name);
    QVERIFY(!names.isEmpty());
    for (const QString &n : names)
        QTest::newRow(qPrintable(n)) << dir.filePath(n);
}

void TestUsdaRoundTripGolden::realFiles()
{
    QFETCH(QString, path);
    Result<Layer> first = readLayerFile(path);
    QVERIFY2(first.isOk(), first.message().c_str());
    const std::string written = writeUsda(first.value());
    Result<Layer> second = readUsda(written, "rewritten.usda");
    QVERIFY2(second.isOk(), second.message().c_str());
    // The header may move to the lowest version that holds the content; all else is equal.
    second->declaredVersion = first->declaredVersion;
    QVERIFY(second.value() == first.value());
    QCOMPARE(QString::fromStdString(writeUsda(second.value())), QString::fromStdString(written));
}

void TestUsdaRoundTripGolden::goldenSplines_data()
{
    QTest::addColumn<QStringList>("files");
    const QStringList ts = test::goldenFiles(QStringLiteral("ts"), QStringLiteral("*.jsonl"));
    QVERIFY(!ts.isEmpty());
    for (const QString &f : ts)
        QTest::newRow(qPrintable(QFileInfo(f).fileName())) << QStringList{f};
    const QStringList museum = test::goldenFiles(QStringLiteral("ts-reference"), QStringLiteral("museum.jsonl"));
    QVERIFY(!museum.isEmpty());
    QTest::newRow("museum.jsonl") << museum;
}

void TestUsdaRoundTripGolden::goldenSplines()
{
    QFETCH(QStringList, files);
    QString error;
    const std::vector<QJsonObject> cases = test::readJsonLines(files, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!cases.empty());

    Layer layer;
    Prim prim;
    prim.name = "Golden";
    std::vector<QString> ids;
    for (const QJsonObject &c : cases) {
        const QString id = c.value(QLatin1String("id")).toString(c.value(QLatin1String("name")).toString());
        std::optional<Spline> s = test::splineFromJson(c.value(QLatin1String("spline")).toObject(), &error);
        QVERIFY2(s.has_value(), qPrintable(id + QStringLiteral(": ") + error));
        // The reader leaves splines in Ts's default authoring mode (knots untouched).
        s->setAntiRegressionMode(AntiRegressionMode::KeepRatio);
        Attribute a;
        a.name = "case" + std::to_string(ids.size());
        a.typeName = "double";
        a.spline = AttributeSpline{*s, {}, {}, std::nullopt};
        prim.attributes.push_back(std::move(a));
        ids.push_back(id);
    }
    layer.rootPrims.push_back(std::move(prim));

    const std::string written = writeUsda(layer);
    Result<Layer> back = readUsda(written, "golden.usda");
    QVERIFY2(back.isOk(), back.message().c_str());
    const Prim &readPrim = back->rootPrims.at(0);
    QCOMPARE(readPrim.attributes.size(), ids.size());
    QStringList failures;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const Attribute &want = layer.rootPrims[0].attributes[i];
        const Attribute *got = readPrim.findAttribute(want.name);
        if (!got || !got->spline || !(got->spline->spline == want.spline->spline))
            failures << ids[i];
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 of %2 splines differ after the round trip: %3")
                                                .arg(failures.size()).arg(ids.size()).arg(failures.join(QStringLiteral(", ")))));
    QCOMPARE(QString::fromStdString(writeUsda(back.value())), QString::fromStdString(written));
}

QTEST_GUILESS_MAIN(TestUsdaRoundTripGolden)
#include "tst_usda_roundtrip_golden.moc"
