// Opening a layer with sublayers: relative paths resolved against the naming layer's
// directory, offsets and automatic timeCodesPerSecond scaling composed down nested
// sublayers, sublayer splines shown re-timed into the root's time and read-only, and
// problems (missing sublayer, cycle, zero scale) reported without failing the open.
#include "core/document/Document.h"
#include "core/io/DocumentLoader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

class TestDocumentSublayers : public QObject {
    Q_OBJECT
private slots:
    void init();
    void layerStackOffsets();
    void composedSplinesRetimed();
    void timeValuedSplineInSublayer();
    void problemsDoNotFailTheOpen();
    void rootErrorsFail();

private:
    void write(const QString &relative, const QByteArray &text);
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestDocumentSublayers::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    write(QStringLiteral("root.usda"),
          "#usda 1.0\n(\n    timeCodesPerSecond = 24\n    subLayers = [\n        @anim/a.usda@ (offset = 10; scale = 2),\n"
          "        @missing.usda@\n    ]\n)\n\ndef \"P\"\n{\n    double x.spline = {\n        1: 100,\n    }\n}\n");
    write(QStringLiteral("anim/a.usda"),
          "#usda 1.0\n(\n    timeCodesPerSecond = 8\n    subLayers = [@./b.usda@ (offset = 1)]\n)\n\n"
          "def \"P\"\n{\n    double x.spline = {\n        1: 0,\n    }\n    double y.spline = {\n        10: 3; post linear,\n        20: 5,\n    }\n"
          "    timecode when.spline = {\n        0: 12; post linear,\n        12: 24,\n    }\n}\n");
    write(QStringLiteral("anim/b.usda"),
          "#usda 1.0\n(\n    framesPerSecond = 4\n)\n\ndef \"Q\"\n{\n    float z.spline = {\n        2: 7,\n    }\n}\n");
}

void TestDocumentSublayers::write(const QString &relative, const QByteArray &text)
{
    const QString path = m_dir->filePath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

void TestDocumentSublayers::layerStackOffsets()
{
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("root.usda")));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QCOMPARE(doc->layers.size(), std::size_t(3));
    const LayerStackEntry &a = doc->layers[1];
    const LayerStackEntry &b = doc->layers[2];
    QVERIFY(QString::fromStdString(a.filePath).endsWith(QStringLiteral("anim/a.usda")));
    QVERIFY(QString::fromStdString(b.filePath).endsWith(QStringLiteral("anim/b.usda")));
    QCOMPARE(a.timeCodesPerSecond, 8.0);
    QCOMPARE(b.timeCodesPerSecond, 4.0); // framesPerSecond as the fallback
    QCOMPARE(a.depth, 1);
    QCOMPARE(b.depth, 2);
    QCOMPARE(b.parentIndex, std::size_t(1));
    // The seed's example: 8 tcps under 24 with (offset = 10; scale = 2): 10 → 70.
    QCOMPARE(a.toRoot.apply(10.0), 70.0);
    // b (4 tcps) under a (8 tcps) with offset 1: 2 → 5 in a → 40 in the root.
    QCOMPARE(b.toRoot.apply(2.0), 40.0);
    QVERIFY(doc->layers[0].toRoot.isIdentity());
}

void TestDocumentSublayers::composedSplinesRetimed()
{
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("root.usda")));
    QVERIFY(doc.isOk());
    const std::vector<ComposedAttribute> all = composedSplineAttributes(doc.value());
    QCOMPARE(all.size(), std::size_t(4)); // P.x (root), P.y, P.when, Q.z
    QCOMPARE(all[0].path, std::string("/P.x"));
    QCOMPARE(all[0].layerIndex, std::size_t(0)); // the root's opinion is the strongest
    QVERIFY(!all[0].attribute.readOnly);
    const std::optional<ComposedAttribute> y = findComposedSplineAttribute(doc.value(), "/P.y");
    QVERIFY(y);
    QVERIFY(y->attribute.readOnly);
    const Spline &sy = y->attribute.spline->spline;
    QCOMPARE(sy.knots()[0].time, 70.0);
    QCOMPARE(sy.knots()[1].time, 130.0);
    QCOMPARE(*sy.eval(100.0), 4.0);
    const std::optional<ComposedAttribute> z = findComposedSplineAttribute(doc.value(), "/Q.z");
    QVERIFY(z);
    QCOMPARE(z->layerIndex, std::size_t(2));
    QCOMPARE(z->attribute.spline->spline.knots()[0].time, 40.0);
    QVERIFY(!findComposedSplineAttribute(doc.value(), "/P.nothing"));
    // The layers themselves are untouched (only the composed copies are re-timed).
    QCOMPARE(doc->layers[1].layer.findAttribute("/P.y")->spline->spline.knots()[0].time, 10.0);
}

void TestDocumentSublayers::timeValuedSplineInSublayer()
{
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("root.usda")));
    QVERIFY(doc.isOk());
    const std::optional<ComposedAttribute> when = findComposedSplineAttribute(doc.value(), "/P.when");
    QVERIFY(when);
    const Spline &s = when->attribute.spline->spline;
    QVERIFY(s.isTimeValued());
    // time 0 → 10 and value 12 → 82; time 12 → 82 and value 24 → 154
    QCOMPARE(s.knots()[0].time, 10.0);
    QCOMPARE(s.knots()[0].value, 82.0);
    QCOMPARE(s.knots()[1].value, 154.0);
}

void TestDocumentSublayers::problemsDoNotFailTheOpen()
{
    write(QStringLiteral("cycle.usda"), "#usda 1.0\n(\n    subLayers = [@cycle.usda@, @zero.usda@ (scale = 0)]\n)\n");
    write(QStringLiteral("zero.usda"), "#usda 1.0\n");
    const QString root = m_dir->filePath(QStringLiteral("root.usda"));
    const Result<Document> doc = openDocument(root);
    QVERIFY(doc.isOk());
    QCOMPARE(doc->problems.size(), std::size_t(1));
    const QString expected = QFileInfo(root).absoluteFilePath() + QStringLiteral(":6:9: cannot open sublayer 'missing.usda' (")
        + QDir::cleanPath(m_dir->filePath(QStringLiteral("missing.usda"))) + QStringLiteral(" does not exist)");
    QCOMPARE(QString::fromStdString(doc->problems[0]), expected);

    const Result<Document> cycle = openDocument(m_dir->filePath(QStringLiteral("cycle.usda")));
    QVERIFY(cycle.isOk());
    QCOMPARE(cycle->layers.size(), std::size_t(2)); // zero.usda, with the identity offset
    QCOMPARE(cycle->problems.size(), std::size_t(2));
    QVERIFY(QString::fromStdString(cycle->problems[0]).contains(QStringLiteral(":3:18: sublayer cycle: 'cycle.usda'")));
    QVERIFY(QString::fromStdString(cycle->problems[1]).contains(QStringLiteral("invalid layer offset for sublayer 'zero.usda'")));
    QVERIFY(cycle->layers[1].toRoot.isIdentity());

    // A sublayer with a syntax error is a problem of the document, not a failure.
    write(QStringLiteral("anim/b.usda"), "#usda 1.0\ndef \"Q\" {\n");
    const Result<Document> broken = openDocument(root);
    QVERIFY(broken.isOk());
    QCOMPARE(broken->problems.size(), std::size_t(2));
    QVERIFY(QString::fromStdString(broken->problems[0]).contains(QStringLiteral("cannot open sublayer './b.usda': ")));
    QVERIFY(QString::fromStdString(broken->problems[0]).contains(QStringLiteral("b.usda:3:1: missing '}'")));
}

void TestDocumentSublayers::rootErrorsFail()
{
    write(QStringLiteral("bad.usda"), "#usda 9.0\n");
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("bad.usda")));
    QVERIFY(!doc.isOk());
    QVERIFY(QString::fromStdString(doc.message()).endsWith(QStringLiteral("bad.usda:1:7: unsupported usda version 9.0 (Knotline reads #usda 1.0 to 1.3)")));
}

QTEST_GUILESS_MAIN(TestDocumentSublayers)
#include "tst_document_sublayers.moc"
