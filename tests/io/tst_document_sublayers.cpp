// Opening a layer with sublayers: relative paths resolved against the naming layer's
// directory, offsets and automatic timeCodesPerSecond scaling composed down nested
// sublayers, sublayer splines shown re-timed into the root's time and read-only, and
// problems (missing sublayer, cycle, zero scale, a directory, a device) reported without
// failing the open; hostile stacks (a chain past the depth limit, sublayers named twice
// at every level) refused with the limit named, and each file parsed once.
#include "core/document/Document.h"
#include "core/io/DocumentLoader.h"
#include "core/io/LayerFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>

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
    void directoryAndDeviceSublayersSayWhatTheyAre();
    void chainAtTheDepthLimitOpens();
    void deepChainIsRefusedNotACrash_data();
    void deepChainIsRefusedNotACrash();
    void repeatedSublayersAreParsedOnce();
    void exponentialStackIsRefused();
    void repeatedBytesAreLimited();
    void problemsAreListedUpToALimit();
    void rootThatIsNotAFileIsRefused();

private:
    // Writes c0.usda … c<n>.usda, each sublayering the next; the last holds P.x = 3.
    void writeChain(int n);
    // Writes d0.usda … d<n>.usda, each sublayering the next twice (offsets 0 and 1).
    void writeDoubling(int n);
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

// The file system, counting how often each file is read.
class CountingFiles final : public LayerFileSource {
public:
    Kind kind(const QString &path) const override { return diskLayerFiles().kind(path); }
    QString canonicalPath(const QString &path) const override { return diskLayerFiles().canonicalPath(path); }
    qint64 size(const QString &path) const override { return diskLayerFiles().size(path); }
    Result<Layer> read(const QString &path, std::vector<std::string> *warnings) const override
    {
        ++reads[path];
        return diskLayerFiles().read(path, warnings);
    }
    mutable std::map<QString, int> reads;
};

void TestDocumentSublayers::writeChain(int n)
{
    for (int i = 0; i < n; ++i)
        write(QStringLiteral("chain/c%1.usda").arg(i),
              QStringLiteral("#usda 1.0\n(\n    subLayers = [@c%1.usda@]\n)\n").arg(i + 1).toUtf8());
    write(QStringLiteral("chain/c%1.usda").arg(n), "#usda 1.0\ndef \"P\"\n{\n    double x = 3\n}\n");
}

void TestDocumentSublayers::writeDoubling(int n)
{
    for (int i = 0; i < n; ++i)
        write(QStringLiteral("doubling/d%1.usda").arg(i),
              QStringLiteral("#usda 1.0\n(\n    subLayers = [@./d%1.usda@, @./d%1.usda@ (offset = 1)]\n)\n")
                  .arg(i + 1)
                  .toUtf8());
    write(QStringLiteral("doubling/d%1.usda").arg(n), "#usda 1.0\ndef \"P\"\n{\n    double x = 3\n}\n");
}

void TestDocumentSublayers::directoryAndDeviceSublayersSayWhatTheyAre()
{
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("folder"))));
    write(QStringLiteral("odd.usda"), "#usda 1.0\n(\n    subLayers = [@folder@, @/dev/null@, @gone.usda@, @@]\n)\n");
    const QString path = m_dir->filePath(QStringLiteral("odd.usda"));
    const Result<Document> doc = openDocument(path);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QCOMPARE(doc->layers.size(), std::size_t(1));
    const QString at = QFileInfo(path).absoluteFilePath();
    const QStringList expected = {
        at + QStringLiteral(":3:18: cannot open sublayer 'folder' (") + QDir::cleanPath(m_dir->filePath(QStringLiteral("folder")))
            + QStringLiteral(" is a directory)"),
        at + QStringLiteral(":3:28: cannot open sublayer '/dev/null' (/dev/null is not a regular file)"),
        at + QStringLiteral(":3:41: cannot open sublayer 'gone.usda' (") + QDir::cleanPath(m_dir->filePath(QStringLiteral("gone.usda")))
            + QStringLiteral(" does not exist)"),
        at + QStringLiteral(":3:54: a sublayer with an empty asset path (@@) names no layer"),
    };
    QStringList problems;
    for (const std::string &p : doc->problems)
        problems << QString::fromStdString(p);
    QCOMPARE(problems, expected);
}

void TestDocumentSublayers::chainAtTheDepthLimitOpens()
{
    writeChain(kMaxSublayerDepth);
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("chain/c0.usda")));
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QCOMPARE(doc->layers.size(), std::size_t(kMaxSublayerDepth + 1));
    QCOMPARE(doc->layers.back().depth, kMaxSublayerDepth);
    QCOMPARE(doc->layers.back().parentIndex, std::size_t(kMaxSublayerDepth - 1));
    QVERIFY(QString::fromStdString(doc->layers.back().filePath).endsWith(QStringLiteral("/c1000.usda")));
    QVERIFY(doc->problems.empty());
}

void TestDocumentSublayers::deepChainIsRefusedNotACrash_data()
{
    QTest::addColumn<int>("depth");
    QTest::newRow("one past the limit") << kMaxSublayerDepth + 1;
    QTest::newRow("10,000 deep (crashed on the call stack)") << 10000;
}

void TestDocumentSublayers::deepChainIsRefusedNotACrash()
{
    QFETCH(int, depth);
    writeChain(depth);
    CountingFiles files;
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("chain/c0.usda")), nullptr, files);
    QVERIFY(!doc.isOk());
    const QString at = QFileInfo(m_dir->filePath(QStringLiteral("chain/c1000.usda"))).absoluteFilePath();
    QCOMPARE(QString::fromStdString(doc.message()),
             at + QStringLiteral(":3:18: sublayer 'c1001.usda' would be 1001 layers below the root; a layer stack may "
                                 "be at most 1000 deep, so nothing was opened"));
    // Nothing below the limit was read.
    QCOMPARE(files.reads.size(), std::size_t(kMaxSublayerDepth + 1));
}

void TestDocumentSublayers::repeatedSublayersAreParsedOnce()
{
    // 2^11 - 1 = 2047 entries from 11 files: d10 is reached 1024 times, at offsets 0 … 10.
    writeDoubling(10);
    CountingFiles files;
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("doubling/d0.usda")), nullptr, files);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QCOMPARE(doc->layers.size(), std::size_t(2047));
    QCOMPARE(files.reads.size(), std::size_t(11));
    for (const auto &[path, count] : files.reads)
        QVERIFY2(count == 1, qPrintable(path));
    std::map<double, int> offsets; // of the deepest entries: how many paths give each
    for (const LayerStackEntry &e : doc->layers)
        if (e.depth == 10)
            ++offsets[e.toRoot.apply(0.0)];
    QCOMPARE(offsets.size(), std::size_t(11));
    QCOMPARE(offsets[0.0], 1);
    QCOMPARE(offsets[5.0], 252); // 10 choose 5
    QCOMPARE(offsets[10.0], 1);
}

void TestDocumentSublayers::exponentialStackIsRefused()
{
    // 2^31 - 1 entries if composed (it ran past 1.5 GB): depth first, the 10,001st entry
    // would be d28's second sublayer, after every file was read once on the way down.
    writeDoubling(30);
    CountingFiles files;
    const Result<Document> doc = openDocument(m_dir->filePath(QStringLiteral("doubling/d0.usda")), nullptr, files);
    QVERIFY(!doc.isOk());
    const QString at = QFileInfo(m_dir->filePath(QStringLiteral("doubling/d28.usda"))).absoluteFilePath();
    QCOMPARE(QString::fromStdString(doc.message()),
             at + QStringLiteral(":3:32: sublayer './d29.usda' would make the layer stack more than 10000 layers; a "
                                 "layer stack may hold at most 10000, so nothing was opened"));
    QCOMPARE(files.reads.size(), std::size_t(31));
    for (const auto &[path, count] : files.reads)
        QVERIFY2(count == 1, qPrintable(path));
}

void TestDocumentSublayers::repeatedBytesAreLimited()
{
    // One 1.1 MB layer named 300 times: the first counts nothing, the 245th repeat takes
    // the copies past 256 MB (245 × 1,100,000 > 268,435,456 > 244 × 1,100,000).
    QByteArray big = "#usda 1.0\n#";
    big += QByteArray(1100000 - big.size() - 1, 'x');
    big += '\n';
    QCOMPARE(big.size(), 1100000);
    write(QStringLiteral("big.usda"), big);
    // many.usda names big.usda n times, one reference a line from line 4.
    const auto nameBig = [this](int n) {
        QByteArray root = "#usda 1.0\n(\n    subLayers = [\n";
        for (int i = 0; i < n; ++i)
            root += "        @big.usda@ (offset = " + QByteArray::number(i) + "),\n";
        write(QStringLiteral("many.usda"), root + "    ]\n)\n");
    };
    nameBig(300);
    const QString path = m_dir->filePath(QStringLiteral("many.usda"));
    const Result<Document> doc = openDocument(path);
    QVERIFY(!doc.isOk());
    QCOMPARE(QString::fromStdString(doc.message()),
             QFileInfo(path).absoluteFilePath()
                 + QStringLiteral(":249:9: sublayer 'big.usda' would make the layer stack hold more than 256 MB of "
                                  "layers it holds already; a layer stack may repeat at most 256 MB, so nothing was "
                                  "opened"));
    // 244 repeats are within the limit.
    nameBig(245);
    const Result<Document> fits = openDocument(path);
    QVERIFY2(fits.isOk(), fits.message().c_str());
    QCOMPARE(fits->layers.size(), std::size_t(246));
}

void TestDocumentSublayers::problemsAreListedUpToALimit()
{
    // 1,500 missing sublayers in a layer named 40 times: 60,000 problems, 1,000 listed.
    QByteArray missing = "#usda 1.0\n(\n    subLayers = [";
    for (int i = 0; i < 1500; ++i)
        missing += "@gone" + QByteArray::number(i) + ".usda@, ";
    missing += "]\n)\n";
    write(QStringLiteral("missing.usda"), missing);
    QByteArray root = "#usda 1.0\n(\n    subLayers = [";
    for (int i = 0; i < 40; ++i)
        root += "@missing.usda@ (offset = " + QByteArray::number(i) + "), ";
    root += "]\n)\n";
    write(QStringLiteral("names.usda"), root);
    CountingFiles files;
    const QString path = m_dir->filePath(QStringLiteral("names.usda"));
    const Result<Document> doc = openDocument(path, nullptr, files);
    QVERIFY2(doc.isOk(), doc.message().c_str());
    QCOMPARE(doc->layers.size(), std::size_t(41));
    QCOMPARE(doc->problems.size(), kMaxListedProblems + 1);
    QVERIFY(QString::fromStdString(doc->problems.front()).contains(QStringLiteral("cannot open sublayer 'gone0.usda'")));
    QCOMPARE(QString::fromStdString(doc->problems.back()),
             QFileInfo(path).absoluteFilePath() + QStringLiteral(": 59000 more problems of this layer stack are not listed"));
    QCOMPARE(files.reads.size(), std::size_t(2));
}

void TestDocumentSublayers::rootThatIsNotAFileIsRefused()
{
    const Result<Document> folder = openDocument(m_dir->path());
    QVERIFY(!folder.isOk());
    QCOMPARE(QString::fromStdString(folder.message()), m_dir->path() + QStringLiteral(": is a directory, not a layer file"));
    // A device (or a pipe) would block or never end: it is not read.
    const Result<Document> device = openDocument(QStringLiteral("/dev/zero"));
    QVERIFY(!device.isOk());
    QCOMPARE(QString::fromStdString(device.message()), QStringLiteral("/dev/zero: is not a regular file"));
}

QTEST_GUILESS_MAIN(TestDocumentSublayers)
#include "tst_document_sublayers.moc"
