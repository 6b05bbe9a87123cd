#include "core/timeline/PropertySpace.h"

#include <QLatin1StringView>

#include <algorithm>
#include <array>

namespace knotline {

namespace {

constexpr std::array<QLatin1StringView, 14> kTransformProperties = {
    QLatin1StringView("x"),       QLatin1StringView("y"),       QLatin1StringView("rotation"),
    QLatin1StringView("rotation_rad"), QLatin1StringView("scale_x"), QLatin1StringView("scale_y"),
    QLatin1StringView("skew_x"),  QLatin1StringView("skew_y"),  QLatin1StringView("pivot_x"),
    QLatin1StringView("pivot_y"), QLatin1StringView("tint_r"),  QLatin1StringView("tint_g"),
    QLatin1StringView("tint_b"),  QLatin1StringView("alpha"),
};

} // namespace

QString writeGroup(PropertySpace space, const QString &property)
{
    if (space == PropertySpace::Independent)
        return property;
    if (property == QLatin1StringView("rotation_rad"))
        return QStringLiteral("rotation");
    const bool transform = std::any_of(kTransformProperties.begin(), kTransformProperties.end(),
                                       [&](QLatin1StringView p) { return property == p; });
    return transform ? property : QStringLiteral("<swap>");
}

QString propertySpaceName(PropertySpace space)
{
    return space == PropertySpace::StageNode ? QStringLiteral("stage.node") : QStringLiteral("independent");
}

std::optional<PropertySpace> propertySpaceFromName(const QString &name)
{
    if (name == QLatin1StringView("stage.node"))
        return PropertySpace::StageNode;
    if (name == QLatin1StringView("independent"))
        return PropertySpace::Independent;
    return std::nullopt;
}

} // namespace knotline
