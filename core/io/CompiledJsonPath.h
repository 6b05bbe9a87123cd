#pragma once
// Internal to core/io's compiled-timeline reader and writer and its OpenTimelineIO reader:
// JSON paths as messages name them ("animations.walk.channels[2].keyframes[3].easing"),
// the member checks the schema's closed objects need, and where a syntax error is.

#include "core/base/Status.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <initializer_list>
#include <string>

namespace knotline::detail {

/// `base` + "." + key, or key alone at the top; a key that is not a plain word
/// (letters, digits, '_' and '-') is written ["key"] instead.
std::string jsonMember(const std::string &base, const QString &key);
/// `base` + "[index]".
std::string jsonIndex(const std::string &base, qsizetype index);
/// The error `status` at `path` (path + ": " in front of it).
inline Status atJsonPath(const std::string &path, const Status &status)
{
    return path.empty() ? status : status.withContext(path);
}
/// "line:column" (1-based, columns counted in characters) of byte `offset` in `bytes`, as a
/// JSON syntax error's place is given.
std::string jsonLineColumn(const QByteArray &bytes, qsizetype offset);
/// A JSON reader's error `status` for the file at `path`: a syntax error
/// (CompiledNotJson, context "line:column") as "path:line:column: …", anything else as
/// "path: <its context>: …".
Status inJsonFile(const Status &status, const std::string &path);
/// CompiledUnknownMember at `path` for the first member of `object` not in `allowed`.
Status checkJsonMembers(const QJsonObject &object, const std::string &path,
                        std::initializer_list<const char *> allowed);

} // namespace knotline::detail
