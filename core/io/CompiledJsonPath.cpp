#include "core/io/CompiledJsonPath.h"

#include <cstring>

namespace knotline::detail {

std::string jsonMember(const std::string &base, const QString &key)
{
    bool plain = !key.isEmpty();
    for (QChar c : key)
        if (!(c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-')))
            plain = false;
    if (!plain)
        return base + "[\"" + key.toStdString() + "\"]";
    return base.empty() ? key.toStdString() : base + "." + key.toStdString();
}

std::string jsonIndex(const std::string &base, qsizetype index)
{
    return base + "[" + std::to_string(index) + "]";
}

Status checkJsonMembers(const QJsonObject &object, const std::string &path,
                        std::initializer_list<const char *> allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool known = false;
        for (const char *a : allowed)
            if (it.key() == QLatin1String(a))
                known = true;
        if (!known)
            return atJsonPath(path, Status::error(MessageId::CompiledUnknownMember, it.key().toStdString()));
    }
    return Status::ok();
}

Status inJsonFile(const Status &status, const std::string &path)
{
    if (status.id() == MessageId::CompiledNotJson && !status.context().empty())
        return Status::error(MessageId::CompiledNotJson, status.args()[0].text(), status.args()[1].text())
            .withContext(path + ":" + status.context().front());
    return status.withContext(path);
}

std::string jsonLineColumn(const QByteArray &bytes, qsizetype offset)
{
    qsizetype line = 1, column = 1;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return std::to_string(line) + ":" + std::to_string(column);
}

} // namespace knotline::detail
