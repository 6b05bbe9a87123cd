#include "core/editor/DocumentContent.h"

#include "core/document/Layer.h"

namespace knotline {

Result<Layer> DocumentContent::editedRootLayer(const ChannelRows &) const
{
    return Status::error("the document is not a USD layer");
}

} // namespace knotline
