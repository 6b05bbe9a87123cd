#include "core/editor/DocumentContent.h"

#include "core/document/Layer.h"

namespace knotline {

Result<Layer> DocumentContent::editedRootLayer(const ChannelRows &) const
{
    return Status::error(MessageId::NotUsdLayer);
}

} // namespace knotline
