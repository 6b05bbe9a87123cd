// coreMessageText: real messages made by core (readers, EditorDocument, AnimCurveFn) are
// replaced by their "CoreMessages" translation, with location prefixes
// ("file:line:column: ", "file: ") kept as they are; unknown messages pass unchanged.
// A marking translator stands in for the German one in most tests, so the test sees what
// went through translation: by message id for a Status, by the catalog's formats for a
// message that is only text (warnings, sublayer problems, core/editor's messages).
// The German translation itself: every message id has a finished entry in
// translations/knotline_de.ts with the same placeholders, and under a translator made
// from that file core errors read in German with their arguments and prefixes.
#include "tests/support/OpenedChannels.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/editor/EditorDocument.h"
#include "core/io/UsdaReader.h"
#include "core/time/TimeCodeRange.h"
#include "widgets/messages/CoreMessageText.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <set>

using namespace knotline;
using knotline::test::openedChannel;

Q_DECLARE_METATYPE(knotline::Status)

namespace {

/// One CoreMessages entry of a .ts file.
struct TsEntry {
    QString translation;
    QString type; ///< "" for a finished translation, else "unfinished", "vanished", …
};

/// The CoreMessages context of translations/knotline_<lang>.ts, by source text.
QHash<QString, TsEntry> readCoreMessages(const QString &lang)
{
    QHash<QString, TsEntry> out;
    QFile file(QStringLiteral(KNOTLINE_SOURCE_DIR "/translations/knotline_%1.ts").arg(lang));
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && context == QLatin1String("CoreMessages")) {
            TsEntry e;
            e.type = xml.attributes().value(QLatin1String("type")).toString();
            e.translation = xml.readElementText();
            out.insert(source, e);
        }
    }
    return out;
}

/// The finished CoreMessages translations of a .ts file as a translator (what lrelease
/// would compile, without needing the app's embedded .qm).
class TsTranslator : public QTranslator {
public:
    explicit TsTranslator(const QString &lang) : m_entries(readCoreMessages(lang)) {}
    bool isEmpty() const override { return m_entries.isEmpty(); }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (QLatin1String(context) != QLatin1String("CoreMessages"))
            return {};
        const auto it = m_entries.constFind(QString::fromUtf8(sourceText));
        return it == m_entries.constEnd() || !it->type.isEmpty() ? QString() : it->translation;
    }

private:
    QHash<QString, TsEntry> m_entries;
};

/// The placeholders (%1 … %9) a text uses.
std::set<int> placeholders(const QString &text)
{
    std::set<int> out;
    static const QRegularExpression p(QStringLiteral("%(\\d)"));
    for (auto it = p.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured(1).toInt());
    return out;
}

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
    void statusTranslatedById();
    void everyIdHasAGermanTranslation_data();
    void everyIdHasAGermanTranslation();
    void germanText_data();
    void germanText();

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
    QTest::newRow("unknown type") << "f.txt" << QByteArray("x") << "FILE: [unknown file type (expected one of .usda, .usd, .sdf, .anim, .json, .otio)]";
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
             QStringLiteral("[key 2: time 25 would reorder the keys (a key must stay between its neighbours)]"));
    const Status range = fn.setValue(7, 1.0);
    QVERIFY(!range);
    QCOMPARE(coreMessageText(range.message()), QStringLiteral("[there is no key 8 (the curve has 3 keys)]"));

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

// By id: the format's translation with the arguments; nested messages translated too;
// the prefixes verbatim; a Plain status falls back to the text forms.
void TestCoreMessageText::statusTranslatedById()
{
    QCOMPARE(coreMessageText(Status::ok()), QString());
    const Status nested = Status::error(MessageId::SublayerUnreadable, "s.usda",
                                        Status::error(MessageId::UsdaUnexpectedCharacter).withContext("/d/s.usda:2:1"))
                              .withContext("/d/r.usda:3:5");
    QCOMPARE(coreMessageText(nested),
             QStringLiteral("/d/r.usda:3:5: [cannot open sublayer '%1': %2]")
                 .replace(QLatin1String("%1"), QLatin1String("s.usda"))
                 .replace(QLatin1String("%2"), QLatin1String("/d/s.usda:2:1: [unexpected character]")));
    // A placeholder-like argument is not filled again.
    QCOMPARE(coreMessageText(Status::error(MessageId::AnimUnknownTangentType, "'%1'").withContext("x.anim:1:1")),
             QStringLiteral("x.anim:1:1: [unknown tangent type '%1']"));
    // Plain text: recognised by the catalog's format, or left as it is.
    QCOMPARE(coreMessageText(Status::error("channel 4 does not exist").withContext("edit")),
             QStringLiteral("edit: [channel 4 does not exist]"));
    QCOMPARE(coreMessageText(Status::error("no such form")), QStringLiteral("no such form"));
    // The same message as text and as a Status reads the same.
    const Status reorder = Status::error(MessageId::KeyWouldReorder, "25", 2).withContext("/Ball.tx");
    QCOMPARE(coreMessageText(reorder), coreMessageText(reorder.message()));
}

void TestCoreMessageText::everyIdHasAGermanTranslation_data()
{
    QTest::addColumn<int>("id");
    for (std::size_t i = 0; i < kMessageIdCount; ++i)
        if (MessageId(i) != MessageId::Plain)
            QTest::addRow("%zu %s", i, messageFormat(MessageId(i))) << int(i);
}

// A message id whose English format has no finished German entry fails here (run
// `cmake --build build --target knotline_lupdate` and translate the new entries).
void TestCoreMessageText::everyIdHasAGermanTranslation()
{
    QFETCH(int, id);
    static const QHash<QString, TsEntry> german = readCoreMessages(QStringLiteral("de"));
    QVERIFY(!german.isEmpty());
    const QString format = QString::fromUtf8(messageFormat(MessageId(id)));
    const auto it = german.constFind(format);
    QVERIFY2(it != german.constEnd(), qPrintable(QStringLiteral("no entry in knotline_de.ts for: ") + format));
    QVERIFY2(it->type.isEmpty(), qPrintable(QStringLiteral("translation is %1: %2").arg(it->type, format)));
    QVERIFY2(!it->translation.trimmed().isEmpty(), qPrintable(format));
    QCOMPARE(placeholders(it->translation), placeholders(format));
}

void TestCoreMessageText::germanText_data()
{
    QTest::addColumn<Status>("status");
    QTest::addColumn<QString>("german");
    AnimCurve curve;
    AnimCurveFn fn(curve);
    (void)fn.addKey(0.0, 1.0);
    (void)fn.addKey(10.0, 2.0);
    QTest::newRow("arguments, key numbered from 1")
        << fn.setTime(0, 12.5)
        << "Keyframe 1: die Zeit 12.5 würde die Reihenfolge der Keyframes ändern (ein Keyframe muss zwischen seinen Nachbarn bleiben)";
    QTest::newRow("file position")
        << readUsda("#usda 1.0\ndef \"P\" {\n  string a.spline = { 1: 2 }\n}\n", "/d/e.usda").status()
        << "/d/e.usda:3:3: nicht unterstützter Spline-Werttyp 'string' (Splines enthalten double-, float-, half- oder timecode-Werte)";
    QTest::newRow("nested message")
        << TimeCodeRange::parse("a:1").status() << "ungültiger Zeitcode-Bereich \"a:1\": der Anfang ist keine Zahl";
    QTest::newRow("nested message with its own prefix")
        << Status::error(MessageId::SublayerUnreadable, "sub.usda",
                         readUsda("#usda 1.0\ndef \"P\" {\n  string s = \"abc\n}\n", "/d/sub.usda").status())
               .withContext("/d/root.usda:3:20")
        << "/d/root.usda:3:20: Sublayer 'sub.usda' kann nicht geöffnet werden: /d/sub.usda:3:14: Zeilenumbruch in einer "
           "Zeichenkette (dreifache Anführungszeichen verwenden)";
    QTest::newRow("nested argument of a Maya edit")
        << fn.setKeys({MayaKey{0.0, 1.0, MayaTangentType::Fixed, MayaTangentType::Fixed, {-1.0, 0.0}, {1.0, 0.0}}})
        << "Keyframe 1: das x der Tangente muss >= 0 sein (Tangenten zeigen in der Zeit vorwärts)";
    QTest::newRow("plain text of core/editor")
        << Status::error("/P.a comes from a sublayer and is read-only")
        << "/P.a stammt aus einem Sublayer und ist schreibgeschützt";
    QTest::newRow("a clip's step channel")
        << Status::error(MessageId::ClipStepChannelReadOnly, "talk:rig/face.viseme")
        << "talk:rig/face.viseme ist ein Stufenkanal des Clips (gehaltene Texte oder Wahrheitswerte) und ist schreibgeschützt";
}

void TestCoreMessageText::germanText()
{
    QFETCH(Status, status);
    QFETCH(QString, german);
    QVERIFY(!status.isOk());
    TsTranslator translator(QStringLiteral("de"));
    QVERIFY(QCoreApplication::installTranslator(&translator)); // consulted before the marking one
    const QString text = coreMessageText(status);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(text, german);
}

QTEST_GUILESS_MAIN(TestCoreMessageText)
#include "tst_core_message_text.moc"
