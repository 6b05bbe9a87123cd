#include "core/editor/DocumentContent.h"

#include "core/document/Layer.h"
#include "core/editor/PlaceholderMapping.h"

namespace knotline {

Result<Layer> DocumentContent::editedRootLayer(const ChannelRows &) const
{
    return Status::error(MessageId::NotUsdLayer);
}

std::optional<UsdValue> DocumentContent::clipSetDictionary(const std::string &, const std::string &) const
{
    return std::nullopt;
}

Status DocumentContent::setClipSetDictionary(const std::string &, const std::string &, const std::optional<UsdValue> &)
{
    return Status::error(MessageId::NotUsdLayer);
}

Status DocumentContent::checkClipSetDictionary(const std::string &, const std::string &,
                                               const std::optional<UsdValue> &) const
{
    return Status::error(MessageId::NotUsdLayer);
}

Result<Timeline> DocumentContent::mapPlaceholders(const std::vector<PlaceholderMapping> &mappings)
{
    if (!timeline())
        return Status::error(MessageId::NotTimelineDocument);
    return knotline::mapPlaceholders(*timeline(), mappings);
}

} // namespace knotline
