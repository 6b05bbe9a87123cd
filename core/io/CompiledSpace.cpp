#include "core/io/CompiledSpace.h"

#include "core/io/CompiledJsonPath.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace knotline::detail {

namespace {

/// The space a registered name stands for: value-typed interpolates by value type with
/// stage.node's write groups, which on numbers, strings and booleans is stage.node
/// (../shared/golden/timeline/README.md).
std::optional<PropertySpace> namedSpace(const QString &name)
{
    if (name == QLatin1String("value-typed"))
        return PropertySpace::StageNode;
    return propertySpaceFromName(name);
}

Result<CompiledSpaceRule> inlineSpace(const QJsonObject &space, const std::string &path)
{
    CompiledSpaceRule rule;
    rule.space = PropertySpace::Independent;
    const QJsonValue fields = space.value(QLatin1String("fields"));
    if (!fields.isArray())
        return atJsonPath(jsonMember(path, QStringLiteral("fields")), Status::error(MessageId::CompiledExpectedArray));
    const QJsonArray list = fields.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string at = jsonIndex(jsonMember(path, QStringLiteral("fields")), i);
        if (!list[i].isObject())
            return atJsonPath(at, Status::error(MessageId::CompiledExpectedObject));
        const QJsonObject field = list[i].toObject();
        const QJsonValue pattern = field.value(QLatin1String("pattern"));
        const QJsonValue spec = field.value(QLatin1String("spec"));
        if (!pattern.isString())
            return atJsonPath(jsonMember(at, QStringLiteral("pattern")), Status::error(MessageId::CompiledExpectedString));
        if (!spec.isObject())
            return atJsonPath(jsonMember(at, QStringLiteral("spec")), Status::error(MessageId::CompiledExpectedObject));
        const QJsonObject s = spec.toObject();
        const bool plainNumber = s.size() == 1 && s.value(QLatin1String("kind")) == QLatin1String("number");
        if (plainNumber && !field.contains(QLatin1String("writes")))
            continue;
        rule.refused.push_back({QRegularExpression(QRegularExpression::wildcardToRegularExpression(
                                    pattern.toString(), QRegularExpression::UnanchoredWildcardConversion)),
                                QString::fromUtf8(QJsonDocument(s).toJson(QJsonDocument::Compact))});
    }
    return rule;
}

} // namespace

QString CompiledSpaceRule::refusedKind(const QString &property) const
{
    for (const RefusedField &f : refused) {
        const QRegularExpressionMatch m = f.pattern.match(property);
        if (m.hasMatch() && m.capturedLength() == property.size())
            return f.kind;
    }
    return {};
}

Result<CompiledSpaceRule> compiledSpaceRule(const QJsonValue &space, const QJsonObject &meta)
{
    // The document's own spaces: only names that mean stage.node.
    const QJsonValue entitySpaces = meta.value(QLatin1String("entity_spaces"));
    if (entitySpaces.isObject()) {
        const QJsonObject es = entitySpaces.toObject();
        for (auto it = es.begin(); it != es.end(); ++it) {
            const QString name = it.value().toString();
            if (!it.value().isString() || namedSpace(name) != PropertySpace::StageNode)
                return atJsonPath(jsonMember("meta.entity_spaces", it.key()),
                                  Status::error(MessageId::CompiledSpaceUnknown, name.toStdString()));
        }
    }
    CompiledSpaceRule rule;
    if (space.isUndefined() || space.isNull())
        return rule;
    if (space.isString()) {
        const std::optional<PropertySpace> named = namedSpace(space.toString());
        if (!named)
            return atJsonPath("space", Status::error(MessageId::CompiledSpaceUnknown, space.toString().toStdString()));
        rule.space = *named;
        return rule;
    }
    if (space.isObject())
        return inlineSpace(space.toObject(), "space");
    return atJsonPath("space", Status::error(MessageId::CompiledExpectedObject));
}

} // namespace knotline::detail
