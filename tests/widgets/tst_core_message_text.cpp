// coreMessageText: real messages made by core (readers, EditorDocument, AnimCurveFn) are
// recognised and replaced by their "CoreMessages" translation, with location prefixes
// ("file:line:column: ", "file: ") kept as they are; unknown messages pass unchanged.
// A marking translator stands in for the German one, so the test sees what went through
// translation (the German texts themselves are checked by tst_screenshot and
// tst_translations).
#include "tests/support/OpenedChannels.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/editor/EditorDocument.h"
#include "widgets/messages/CoreMessageText.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace knotline;
using knotline::test::openedChannel;

namespace {

/// Translates every CoreMessages text to "[" + text + "]".
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (QLatin1String(context) != QLatin1String("CoreMessages"))
            return {};
        return QLatin1Char('[') + QString::fromUtf8(sourceText) + QLatin1Char(']');
    }
};

} // namespace

class TestCoreMessageText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void fileErrors_data();
    void fileErrors();
    void sublayerProblems();
    void editRefusals();
    void unknownMessagesPassUnchanged();

private:
    QTemporaryDir m_dir;
    MarkingTranslator m_translator;
};

void TestCoreMessageText::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
}

void TestCoreMessageText::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_translator);
}

void TestCoreMessageText::fileErrors_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content"); // empty: the file is not created
    // FILE stands for the file's path, REST for what follows the last ": " of the English
    // message (the operating system's reason, which Qt words)
    QTest::addColumn<QString>("expected");
    QTest::newRow("anim number") << "a.anim"
                                 << QByteArray("animVersion 1.1;\nanim tx tx box 0 1 0;\nanimData {\n  keys {\n    1 x linear linear 1 0 0;\n  }\n}\n")
                                 << "FILE:5:7: [expected a number, found 'x']";
    QTest::newRow("anim header") << "b.anim" << QByteArray("anim tx tx box 0 1 0;\n")
                                 << "FILE:1:1: ['anim' before the required 'animVersion' header]";
    QTest::newRow("anim eof") << "c.anim" << QByteArray("animVersion 1.1;\nanim tx tx box 0 1 0;\nanimData {\n  keys {\n")
                              << "FILE:5:1: [unexpected end of file: expected '}' to close 'keys']";
    QTest::newRow("usda string") << "d.usda" << QByteArray("#usda 1.0\ndef \"P\" {\n  string s = \"abc\n}\n")
                                 << "FILE:3:14: [line break inside a string (use triple quotes)]";
    QTest::newRow("usda spline type") << "e.usda"
                                      << QByteArray("#usda 1.0\ndef \"P\" {\n  string a.spline = { 1: 2 }\n}\n")
                                      << "FILE:3:3: [unsupported spline value type 'string' (splines hold double, float, half or timecode values)]";
    QTest::newRow("unknown type") << "f.txt" << QByteArray("x") << "FILE: [unknown file type (expected one of .usda, .usd, .sdf, .anim)]";
    QTest::newRow("missing usda") << "missing.usda" << QByteArray() << "FILE: [cannot read: REST]";
}

void TestCoreMessageText::fileErrors()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString path = m_dir.filePath(name);
    if (!content.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    QVERIFY(!doc);
    const QString english = QString::fromStdString(doc.message());
    QVERIFY2(english.startsWith(path), qPrintable(english));
    expected.replace(QStringLiteral("FILE"), path);
    expected.replace(QStringLiteral("REST"), english.mid(english.lastIndexOf(QLatin1String(": ")) + 2));
    QCOMPARE(coreMessageText(doc.message()), expected);
}

// Problems of sublayers are warnings of an opened document; a sublayer's own error inside
// one is translated too, each with its location.
void TestCoreMessageText::sublayerProblems()
{
    const auto write = [this](const QString &name, const QByteArray &text) {
        QFile f(m_dir.filePath(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return f.fileName();
    };
    const QString root = write(QStringLiteral("root.usda"), "#usda 1.0\n(\n    subLayers = [@bad_sub.usda@, @gone.usda@]\n)\n");
    const QString bad = write(QStringLiteral("bad_sub.usda"), "#usda 1.0\ndef \"P\" {\n  string s = \"abc\n}\n");
    const Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(root);
    QVERIFY2(doc, doc.message().c_str());
    const std::vector<std::string> &problems = doc.value()->openProblems();
    QCOMPARE(problems.size(), std::size_t(2));
    const QString first = coreMessageText(problems[0]);
    QVERIFY2(first.startsWith(root + QStringLiteral(":3:")), qPrintable(first));
    QVERIFY2(first.endsWith(QStringLiteral(": [cannot open sublayer 'bad_sub.usda': ") + bad
                            + QStringLiteral(":3:14: [line break inside a string (use triple quotes)]]")),
             qPrintable(first));
    const QString second = coreMessageText(problems[1]);
    QVERIFY2(second.endsWith(QStringLiteral(": [cannot open sublayer 'gone.usda' (") + m_dir.filePath(QStringLiteral("gone.usda"))
                             + QStringLiteral(" does not exist)]")),
             qPrintable(second));
}

void TestCoreMessageText::editRefusals()
{
    AnimCurve curve;
    AnimCurveFn fn(curve);
    QVERIFY(fn.addKey(0.0, 1.0).isOk());
    QVERIFY(fn.addKey(10.0, 2.0).isOk());
    QVERIFY(fn.addKey(20.0, 3.0).isOk());
    const Status reorder = fn.setTime(1, 25.0);
    QVERIFY(!reorder);
    QCOMPARE(coreMessageText(reorder.message()),
             QStringLiteral("setTime: [time 25 would reorder the keys (key 1 must stay between its neighbours)]"));
    const Status range = fn.setValue(7, 1.0);
    QVERIFY(!range);
    QCOMPARE(coreMessageText(range.message()), QStringLiteral("[key index 7 is out of range (the curve has 3 keys)]"));

    auto empty = EditorDocument::createEmpty();
    const Status save = empty->save();
    QCOMPARE(coreMessageText(save.message()), QStringLiteral("[the document has no file yet: use Save As]"));
    const Status edit = empty->edit(openedChannel(3), [](AnimCurveFn &) { return Status::ok(); });
    QCOMPARE(coreMessageText(edit.message()), QStringLiteral("[channel 4 does not exist]"));
}

void TestCoreMessageText::unknownMessagesPassUnchanged()
{
    QCOMPARE(coreMessageText(std::string("a.usda:1:2: something new happened")),
             QStringLiteral("a.usda:1:2: something new happened"));
    QCOMPARE(coreMessageText(std::string()), QString());
    // a placeholder value that looks like a placeholder is not filled again
    QCOMPARE(coreMessageText(std::string("x.anim:1:1: unknown tangent type '%2'")),
             QStringLiteral("x.anim:1:1: [unknown tangent type '%2']"));
}

QTEST_GUILESS_MAIN(TestCoreMessageText)
#include "tst_core_message_text.moc"
