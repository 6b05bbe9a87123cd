// The English translation (translations/knotline_en.ts, compiled to knotline_en.qm and
// embedded in the knotline executable beside the German one) gives the "%n …(s)" texts
// their English plural forms: with it installed, a clip one placement plays says
// "1 placement plays this clip", a clip two play "2 placements play this clip", where the
// untranslated source would show "1 placement(s)". Every numerus message of the .ts file
// has both English forms filled in.
#include "core/io/CompiledTimeline.h"
#include "core/io/CompiledTimelineReader.h"
#include "tests/support/TimelineDocuments.h"
#include "widgets/timeline/PlacementToolTip.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace knotline;

class TestEnglishPlurals : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void placementCount_data();
    void placementCount();
    void everyNumerusMessageHasBothForms();
    void contextsAreTheOnesTrLooksUp();

private:
    QTranslator m_english;
};

namespace {

/// The kTimelineJson document with its "sway" clip played by the first `placements` of
/// its three placements only (the others play "spare").
QByteArray timelineWithSwayPlayedBy(int placements)
{
    QByteArray json(test::kTimelineJson);
    for (int i = 3; i > placements; --i) {
        const qsizetype at = json.lastIndexOf(R"("animation_id": "sway")");
        json.replace(at, qsizetype(sizeof(R"("animation_id": "sway")") - 1), R"("animation_id": "spare")");
    }
    return json;
}

} // namespace

void TestEnglishPlurals::initTestCase()
{
    QVERIFY2(m_english.load(QStringLiteral(KNOTLINE_EN_QM)), KNOTLINE_EN_QM);
    QVERIFY(QCoreApplication::installTranslator(&m_english));
}

void TestEnglishPlurals::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_english);
}

void TestEnglishPlurals::placementCount_data()
{
    QTest::addColumn<int>("placements");
    QTest::addColumn<QString>("expected");
    QTest::newRow("1") << 1 << "1 placement plays this clip";
    QTest::newRow("2") << 2 << "2 placements play this clip: editing its channels changes all of them";
    QTest::newRow("3") << 3 << "3 placements play this clip: editing its channels changes all of them";
}

void TestEnglishPlurals::placementCount()
{
    QFETCH(int, placements);
    QFETCH(QString, expected);
    const Result<CompiledTimeline> doc = readCompiledTimeline(timelineWithSwayPlayedBy(placements));
    QVERIFY2(doc.isOk(), doc.isOk() ? "" : doc.status().message().c_str());
    const QString tip = placementToolTip(doc.value().timeline, PlacementIndex{0, 0});
    const QString last = tip.section(QLatin1Char('\n'), -1);
    QCOMPARE(last, expected);
    QVERIFY2(!tip.contains(QLatin1String("(s)")), qPrintable(tip));
}

void TestEnglishPlurals::everyNumerusMessageHasBothForms()
{
    QFile file(QStringLiteral(KNOTLINE_SOURCE_DIR "/translations/knotline_en.ts"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QXmlStreamReader xml(&file);
    QString source;
    int messages = 0;
    QStringList problems;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS")) {
            QCOMPARE(xml.attributes().value(QLatin1String("language")).toString(), QStringLiteral("en_US"));
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            if (!xml.attributes().value(QLatin1String("type")).isEmpty())
                problems << source + QLatin1String(" [not finished]");
            QStringList forms;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    forms << xml.readElementText();
            }
            if (forms.size() != 2 || forms.contains(QString()))
                problems << source + QLatin1String(" [needs a singular and a plural form]");
            for (const QString &f : forms)
                if (f.contains(QLatin1String("(s)")))
                    problems << source + QLatin1String(" [a form still says (s)]");
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages >= 15);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

namespace {

/// "context\nsource" of every numerus message of the .ts file at `path`.
QSet<QString> numerusMessages(const QString &path)
{
    QSet<QString> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString context;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        else if (xml.name() == QLatin1String("source") && numerus)
            out.insert(context + QLatin1Char('\n') + xml.readElementText());
    }
    return out;
}

} // namespace

void TestEnglishPlurals::contextsAreTheOnesTrLooksUp()
{
    // The English file's contexts are the German file's, which lupdate reads with the
    // sources' include paths: "knotline::MainWindow" for a class in namespace knotline,
    // the context its tr() looks up (a context without the namespace would never apply).
    const QSet<QString> english = numerusMessages(QStringLiteral(KNOTLINE_SOURCE_DIR "/translations/knotline_en.ts"));
    const QSet<QString> german = numerusMessages(QStringLiteral(KNOTLINE_SOURCE_DIR "/translations/knotline_de.ts"));
    QVERIFY(english.size() >= 15);
    QCOMPARE(english, german);
    // And one looked up as the main window does at run time.
    QCOMPARE(QCoreApplication::translate("knotline::MainWindow",
                                         "Opened %1: %n clip(s) name no animation (File ▸ Map Missing Animations…)",
                                         nullptr, 5),
             QStringLiteral("Opened %1: 5 clips name no animation (File ▸ Map Missing Animations…)"));
}

QTEST_MAIN(TestEnglishPlurals)
#include "tst_english_plurals.moc"
