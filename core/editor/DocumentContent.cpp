#include "core/editor/DocumentContent.h"

#include "core/document/Layer.h"

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

} // namespace knotline
