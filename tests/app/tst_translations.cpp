// translations/knotline_de.ts is complete: every message has a finished, non-empty German
// translation (numerus forms included), and no message is obsolete or vanished.
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void germanIsComplete();
};

void TestTranslations::germanIsComplete()
{
    QFile file(QStringLiteral(KNOTLINE_SOURCE_DIR "/translations/knotline_de.ts"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QXmlStreamReader xml(&file);
    QString context, source;
    int messages = 0;
    QStringList problems;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS")) {
            QCOMPARE(xml.attributes().value(QLatin1String("language")).toString(), QStringLiteral("de_DE"));
        } else if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            ++messages;
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString where = context + QLatin1String(": ") + source;
            if (!type.isEmpty()) {
                problems << QStringLiteral("%1 [%2]").arg(where, type);
                xml.skipCurrentElement();
                continue;
            }
            // Plain text, or <numerusform> children: each must be non-empty.
            QStringList forms;
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    forms << xml.readElementText();
            }
            if (forms.isEmpty() ? text.trimmed().isEmpty() : forms.contains(QString()))
                problems << QStringLiteral("%1 [empty]").arg(where);
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 100);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 of %2 messages not translated:\n")
                                                .arg(problems.size())
                                                .arg(messages)
                                            + problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
