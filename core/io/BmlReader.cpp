#include "core/io/BmlReader.h"

#include "core/io/FileBytes.h"

#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <optional>

namespace knotline {

namespace {

/// Where an attribute's name starts inside a start tag, found by scanning the tag text
/// (QXmlStreamReader reports only the end of the tag).
struct AttributePosition {
    QString name;
    qsizetype offset = 0;
};

/// The attributes of the start tag that begins at `tagStart` ('<') and ends before `tagEnd`.
/// The tag is well-formed (the XML reader accepted it), so quotes are balanced and values
/// contain no '<'.
std::vector<AttributePosition> attributePositions(const QString &text, qsizetype tagStart, qsizetype tagEnd)
{
    std::vector<AttributePosition> out;
    qsizetype i = tagStart + 1;
    while (i < tagEnd && !text[i].isSpace() && text[i] != u'/' && text[i] != u'>')
        ++i; // the element name
    while (i < tagEnd) {
        while (i < tagEnd && text[i].isSpace())
            ++i;
        if (i >= tagEnd || text[i] == u'/' || text[i] == u'>')
            break;
        const qsizetype nameStart = i;
        while (i < tagEnd && !text[i].isSpace() && text[i] != u'=')
            ++i;
        out.push_back({text.mid(nameStart, i - nameStart), nameStart});
        while (i < tagEnd && text[i] != u'"' && text[i] != u'\'')
            ++i;
        if (i >= tagEnd)
            break;
        const QChar quote = text[i];
        ++i;
        while (i < tagEnd && text[i] != quote)
            ++i;
        ++i;
    }
    return out;
}

class BmlParser {
public:
    BmlParser(const QString &text, const std::string &fileName, const ClipNameLookup &clipExists)
        : m_text(text), m_fileName(fileName), m_clipExists(clipExists), m_xml(text)
    {
    }

    Result<std::vector<BmlAnimation>> parse()
    {
        std::vector<BmlAnimation> out;
        while (!m_xml.atEnd()) {
            if (m_xml.readNext() != QXmlStreamReader::StartElement
                || m_xml.name() != QLatin1String("animation"))
                continue;
            Result<BmlAnimation> a = animation();
            if (!a)
                return a.status();
            out.push_back(std::move(a).value());
        }
        if (m_xml.hasError()) {
            const Status st = Status::error(MessageId::BmlMalformedXml, m_xml.errorString().toStdString());
            // Qt counts the characters read on the line: the last one read, where the error
            // is, has that 1-based column.
            const qint64 column = std::max<qint64>(1, m_xml.columnNumber());
            return st.withContext(m_fileName + ":" + std::to_string(std::max<qint64>(1, m_xml.lineNumber())) + ":"
                                  + std::to_string(column));
        }
        return out;
    }

private:
    struct Position {
        int line = 1;
        int column = 1;
    };

    /// The 1-based line and column of the character at `offset`. Scans forward from the
    /// previous query (offsets grow while the reader moves on), so reading stays linear.
    Position position(qsizetype offset)
    {
        if (offset < m_scanned) {
            m_scanned = 0;
            m_line = 1;
            m_lineStart = 0;
        }
        for (; m_scanned < offset; ++m_scanned) {
            if (m_text[m_scanned] == u'\n') {
                ++m_line;
                m_lineStart = m_scanned + 1;
            }
        }
        int column = 1;
        for (qsizetype i = m_lineStart; i < offset; ++i)
            if (!m_text[i].isLowSurrogate())
                ++column;
        return {m_line, column};
    }

    /// "file:line:column" of the character at `offset`.
    std::string location(qsizetype offset)
    {
        const Position p = position(offset);
        return m_fileName + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
    }

    qsizetype attributeOffset(const std::vector<AttributePosition> &attrs, const QString &name,
                              qsizetype fallback) const
    {
        for (const AttributePosition &a : attrs)
            if (a.name == name)
                return a.offset;
        return fallback;
    }

    Result<BmlAnimation> animation()
    {
        const qsizetype tagEnd = qsizetype(m_xml.characterOffset());
        const qsizetype tagStart = m_text.lastIndexOf(u'<', tagEnd - 1);
        const std::vector<AttributePosition> attrs = attributePositions(m_text, tagStart, tagEnd);
        const QXmlStreamAttributes xmlAttrs = m_xml.attributes();
        auto errorAt = [&](const QString &attribute, Status st) {
            return Result<BmlAnimation>(st.withContext(location(attributeOffset(attrs, attribute, tagStart))));
        };

        BmlAnimation a;
        const Position elementAt = position(tagStart);
        a.line = elementAt.line;
        a.column = elementAt.column;
        const std::string here = location(tagStart);

        const QString name = xmlAttrs.value(QLatin1String("name")).toString();
        if (name.isEmpty())
            return Result<BmlAnimation>(Status::error(MessageId::BmlMissingName).withContext(here));
        a.clipName = name.toStdString();
        if (!m_clipExists || !m_clipExists(a.clipName))
            return errorAt(QStringLiteral("name"), Status::error(MessageId::BmlUnknownClip, a.clipName));

        for (std::size_t i = 0; i < kSyncPointCount; ++i) {
            const std::string_view pointName = syncPointName(SyncPoint(i));
            const QString attr = QString::fromLatin1(pointName.data(), qsizetype(pointName.size()));
            if (!xmlAttrs.hasAttribute(attr))
                continue;
            const QString value = xmlAttrs.value(attr).toString();
            bool ok = false;
            const double t = value.toDouble(&ok);
            if (!ok || !std::isfinite(t))
                return errorAt(attr, Status::error(MessageId::BmlTimeNotNumber, std::string(pointName), value.toStdString()));
            a.requests[i] = t;
        }

        const bool hasSpeed = xmlAttrs.hasAttribute(QLatin1String("speed"));
        const bool hasTime = xmlAttrs.hasAttribute(QLatin1String("time"));
        if (hasSpeed && hasTime) {
            const qsizetype speedAt = attributeOffset(attrs, QStringLiteral("speed"), tagStart);
            const qsizetype timeAt = attributeOffset(attrs, QStringLiteral("time"), tagStart);
            return Result<BmlAnimation>(Status::error(MessageId::BmlSpeedAndTime).withContext(location(std::max(speedAt, timeAt))));
        }
        if (hasSpeed || hasTime) {
            const QString attr = hasSpeed ? QStringLiteral("speed") : QStringLiteral("time");
            const QString value = xmlAttrs.value(attr).toString();
            bool ok = false;
            const double v = value.toDouble(&ok);
            if (!ok || !std::isfinite(v) || !(v > 0.0))
                return errorAt(attr, Status::error(MessageId::BmlSpeedNotPositive, attr.toStdString(), value.toStdString()));
            a.speed = v;
        }
        return a;
    }

    const QString &m_text;
    const std::string &m_fileName;
    const ClipNameLookup &m_clipExists;
    QXmlStreamReader m_xml;
    qsizetype m_scanned = 0;   ///< position() has counted lines up to here
    int m_line = 1;            ///< the line at m_scanned
    qsizetype m_lineStart = 0; ///< where that line starts
};

} // namespace

Result<std::vector<BmlAnimation>> readBml(std::string_view text, const std::string &fileName,
                                          const ClipNameLookup &clipExists)
{
    const QString unicode = QString::fromUtf8(text.data(), qsizetype(text.size()));
    return BmlParser(unicode, fileName, clipExists).parse();
}

Result<std::vector<BmlAnimation>> readBmlFile(const QString &path, const ClipNameLookup &clipExists)
{
    const Result<QByteArray> bytes = readFileBytes(path);
    if (!bytes)
        return bytes.status();
    const QByteArray &b = bytes.value();
    return readBml(std::string_view(b.constData(), std::size_t(b.size())), path.toStdString(), clipExists);
}

} // namespace knotline
