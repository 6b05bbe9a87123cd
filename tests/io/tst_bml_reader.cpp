// core/io/BmlReader: SmartBody <animation> elements become records (name, requests per
// sync point, speed, position); malformed XML, missing or unknown names, non-numeric
// times, bad speeds give "file:line:column: message" (each position asserted); a file is
// read from disk.
#include "core/io/BmlReader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

namespace {

bool knownClip(std::string_view name)
{
    return name == "wave" || name == "nod" || name == "walk";
}

} // namespace

class TestBmlReader : public QObject {
    Q_OBJECT
private slots:
    void readsAnimations();
    void speedAndTimeAttributes();
    void errors_data();
    void errors();
    void readsFile();
};

void TestBmlReader::readsAnimations()
{
    const std::string text = "<?xml version=\"1.0\"?>\n"
                             "<bml>\n"
                             "  <animation name=\"wave\" start=\"1\" ready=\"1.5\" stroke_start=\"2\" stroke=\"2.5\"\n"
                             "             stroke_end=\"3\" relax=\"4\" end=\"5\" speed=\"2\"/>\n"
                             "  <gesture name=\"ignored\"/>\n"
                             "  <group><animation name='nod' stroke=' 7.25 '/></group>\n"
                             "  <animation name=\"walk\" id=\"a3\"/>\n"
                             "</bml>\n";
    const Result<std::vector<BmlAnimation>> r = readBml(text, "a.bml", knownClip);
    QVERIFY2(r, r.message().c_str());
    QCOMPARE(r->size(), std::size_t(3));
    const BmlAnimation &wave = (*r)[0];
    QCOMPARE(wave.clipName, std::string("wave"));
    const SyncTimes waveRequests{1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0};
    QVERIFY(wave.requests == waveRequests);
    QCOMPARE(wave.speed, 2.0);
    QCOMPARE(wave.line, 3);
    QCOMPARE(wave.column, 3);
    const BmlAnimation &nod = (*r)[1];
    QCOMPARE(nod.clipName, std::string("nod"));
    QVERIFY(!nod.requests[std::size_t(SyncPoint::Start)]);
    QCOMPARE(nod.requests[std::size_t(SyncPoint::Stroke)], std::optional<double>(7.25));
    QCOMPARE(nod.speed, 1.0);
    QCOMPARE(nod.line, 6);
    QCOMPARE(nod.column, 10);
    const BmlAnimation &walk = (*r)[2];
    QVERIFY(walk.requests == SyncTimes{});
    QCOMPARE(walk.line, 7);
}

void TestBmlReader::speedAndTimeAttributes()
{
    // The seed's `time` is SmartBody's `speed`.
    const Result<std::vector<BmlAnimation>> r = readBml("<bml><animation name=\"wave\" time=\"0.5\"/></bml>", "t.bml", knownClip);
    QVERIFY2(r, r.message().c_str());
    QCOMPARE(r->front().speed, 0.5);
}

void TestBmlReader::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("id");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown clip")
        << "<bml>\n  <animation name=\"wave\"/>\n  <animation   name=\"jump\" start=\"1\"/>\n</bml>"
        << int(MessageId::BmlUnknownClip) << "f.bml:3:16: unknown clip 'jump'";
    QTest::newRow("columns count characters, not bytes")
        << QString::fromUtf8("<bml><!-- \u00fcn\u00efcode --><animation name=\"jump\"/></bml>")
        << int(MessageId::BmlUnknownClip) << "f.bml:1:33: unknown clip 'jump'";
    QTest::newRow("missing name") << "<bml>\n\t<animation start=\"1\"/>\n</bml>" << int(MessageId::BmlMissingName)
                                  << "f.bml:2:2: an <animation> element needs a name";
    QTest::newRow("empty name") << "<bml><animation name=\"\"/></bml>" << int(MessageId::BmlMissingName)
                                << "f.bml:1:6: an <animation> element needs a name";
    QTest::newRow("sync reference, not a number")
        << "<bml>\n<animation name=\"nod\"\n    ready=\"1\" stroke=\"sp1:stroke\"/>\n</bml>"
        << int(MessageId::BmlTimeNotNumber) << "f.bml:3:15: stroke is not a number: 'sp1:stroke'";
    QTest::newRow("empty time") << "<bml><animation name=\"nod\" end=\"\"/></bml>" << int(MessageId::BmlTimeNotNumber)
                                << "f.bml:1:28: end is not a number: ''";
    QTest::newRow("infinite time") << "<bml><animation name=\"nod\" relax=\"inf\"/></bml>" << int(MessageId::BmlTimeNotNumber)
                                   << "f.bml:1:28: relax is not a number: 'inf'";
    QTest::newRow("zero speed") << "<bml><animation name=\"nod\" speed=\"0\"/></bml>" << int(MessageId::BmlSpeedNotPositive)
                                << "f.bml:1:28: speed must be a number greater than 0, not '0'";
    QTest::newRow("negative time") << "<bml>\n <animation name=\"nod\" time=\"-2\"/></bml>" << int(MessageId::BmlSpeedNotPositive)
                                   << "f.bml:2:24: time must be a number greater than 0, not '-2'";
    QTest::newRow("speed not a number") << "<bml><animation name=\"nod\" speed=\"fast\"/></bml>"
                                        << int(MessageId::BmlSpeedNotPositive)
                                        << "f.bml:1:28: speed must be a number greater than 0, not 'fast'";
    QTest::newRow("speed and time") << "<bml><animation name=\"nod\" speed=\"2\" time=\"2\"/></bml>"
                                    << int(MessageId::BmlSpeedAndTime) << "f.bml:1:38: give speed or time, not both";
    QTest::newRow("unclosed element") << "<bml>\n<animation name=\"nod\">\n</bml>" << int(MessageId::BmlMalformedXml)
                                      << "f.bml:3:6: malformed XML: Opening and ending tag mismatch.";
    QTest::newRow("bad attribute quoting") << "<bml>\n  <animation name=nod/>\n</bml>" << int(MessageId::BmlMalformedXml)
                                           << "f.bml:2:19: malformed XML: Expected ''' or '\"', but got '[a-zA-Z]'.";
    QTest::newRow("empty file") << "" << int(MessageId::BmlMalformedXml)
                                << "f.bml:1:1: malformed XML: Premature end of document.";
    QTest::newRow("not XML") << "stroke=5" << int(MessageId::BmlMalformedXml)
                             << "f.bml:1:1: malformed XML: Start tag expected.";
}

void TestBmlReader::errors()
{
    QFETCH(QString, text);
    QFETCH(int, id);
    QFETCH(QString, message);
    const Result<std::vector<BmlAnimation>> r = readBml(text.toStdString(), "f.bml", knownClip);
    QVERIFY(!r);
    QCOMPARE(int(r.status().id()), id);
    QCOMPARE(QString::fromStdString(r.message()), message);
}

void TestBmlReader::readsFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scene.bml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<bml><animation name=\"walk\" start=\"2\"/></bml>\n");
    f.close();
    const Result<std::vector<BmlAnimation>> r = readBmlFile(path, knownClip);
    QVERIFY2(r, r.message().c_str());
    QCOMPARE(r->front().requests[0], std::optional<double>(2.0));
    const Result<std::vector<BmlAnimation>> missing = readBmlFile(dir.filePath(QStringLiteral("none.bml")), knownClip);
    QVERIFY(!missing);
    QCOMPARE(int(missing.status().id()), int(MessageId::CannotRead));
    QVERIFY(QString::fromStdString(missing.message()).startsWith(dir.filePath(QStringLiteral("none.bml")) + QLatin1String(": cannot read: ")));
}

QTEST_APPLESS_MAIN(TestBmlReader)
#include "tst_bml_reader.moc"
