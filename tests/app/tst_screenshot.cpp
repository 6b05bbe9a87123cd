// `knotline --screenshot out.png [FILE] [--lang de]` as a separate process: it renders the
// window offscreen and exits; the PNG shows the sample scene's curves in their channel
// colours; a bad FILE fails with the reader's error on stderr (in the --lang language, its
// file:line:column: prefix intact) and writes nothing.
#include "tests/support/CanvasPixels.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/session/ChannelDisplay.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestScreenshot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sampleScene_data();
    void sampleScene();
    void badFileFails();
    void coreMessagesAreTranslated_data();
    void coreMessagesAreTranslated();

private:
    struct Run {
        int exitCode = -1;
        QString err;
    };
    Run run(const QStringList &arguments);
    QTemporaryDir m_dir;
};

TestScreenshot::Run TestScreenshot::run(const QStringList &arguments)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Settings of the test run only (screenshot mode reads none, but be safe).
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(KNOTLINE_BINARY), arguments);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromLocal8Bit(p.readAllStandardError())};
}

void TestScreenshot::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(KNOTLINE_BINARY)));
}

void TestScreenshot::sampleScene_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::newRow("english") << QStringList();
    QTest::newRow("german") << QStringList{QStringLiteral("--lang"), QStringLiteral("de")};
}

void TestScreenshot::sampleScene()
{
    QFETCH(QStringList, extra);
    const QString out = m_dir.filePath(QStringLiteral("shot_%1.png").arg(QTest::currentDataTag()));
    const Run r = run(QStringList{QStringLiteral("--screenshot"), out} + extra);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String("no translation")), qPrintable(r.err));
    QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1440, 900));

    // Each channel's colour covers a good number of pixels: the curves are drawn (the
    // channel tree's colour swatches alone are far fewer pixels). The current channel (the
    // first, /Ball.translateY) is drawn in full colour, the others dimmed over the plot
    // background (widgets/canvas/CurveEmphasis.h).
    for (const char *c : {"/Ball.translateY", "/Ball.translateX", "/Tree.sway", "/Character.blink",
                          "/Character.hipHeight", "/Character.headTurn", "/Lamp.intensity", "/Wheel.turn"}) {
        const QColor full = knotline::channelColor(c);
        const QColor want = QLatin1String(c) == QLatin1String("/Ball.translateY")
            ? full
            : knotline::test::overPlotBackground(full, knotline::emphasis::kDimmedAlpha);
        const int n = knotline::test::countColour(image, image.rect(), want, 24);
        QVERIFY2(n >= 400, qPrintable(QStringLiteral("channel %1: %2 pixels").arg(QLatin1String(c)).arg(n)));
    }
}

void TestScreenshot::badFileFails()
{
    const QString bad = m_dir.filePath(QStringLiteral("bad.usda"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#usda 1.0\ndef \"P\" {\n  double a.spline = { 1: 2; post bogus }\n}\n");
    f.close();
    const QString out = m_dir.filePath(QStringLiteral("bad.png"));
    const Run r = run({QStringLiteral("--screenshot"), out, bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("bad.usda:3:")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestScreenshot::coreMessagesAreTranslated_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("language");
    QTest::addColumn<QString>("expected"); // FILE stands for the file's path
    const QByteArray badAnim = "animVersion 1.1;\ntimeUnit film;\nanim translateX translateX box 0 1 0;\n"
                               "animData {\n  input time;\n  output linear;\n  keys {\n    1 oops linear linear 1 0 0;\n  }\n}\n";
    const QStringList german{QStringLiteral("--lang"), QStringLiteral("de")};
    // The reader's file:line:column: prefix stays as it is; the message after it is German.
    QTest::newRow("anim parse error, de") << "bad.anim" << badAnim << german
                                          << "knotline: bad.anim kann nicht geöffnet werden: FILE:8:7: Zahl erwartet, 'oops' gefunden\n";
    QTest::newRow("anim parse error, en") << "bad.anim" << badAnim << QStringList()
                                          << "knotline: Cannot open bad.anim: FILE:8:7: expected a number, found 'oops'\n";
    QTest::newRow("unknown type, de") << "notes.txt" << QByteArray("hello") << german
                                      << "knotline: notes.txt kann nicht geöffnet werden: FILE: unbekannter Dateityp (erwartet: eines von .usda, .usd, .sdf, .anim, .json, .otio)\n";
}

void TestScreenshot::coreMessagesAreTranslated()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QStringList, language);
    QFETCH(QString, expected);
    const QString path = m_dir.filePath(file);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    const QString out = m_dir.filePath(QStringLiteral("never.png"));
    const Run r = run(QStringList{QStringLiteral("--screenshot"), out, path} + language);
    QCOMPARE(r.exitCode, 1);
    expected.replace(QStringLiteral("FILE"), path);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
