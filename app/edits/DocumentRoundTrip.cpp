#include "app/edits/DocumentRoundTrip.h"

#include "app/edits/CurrentAnimFile.h"

namespace knotline {

Result<RoundTripReport> checkDocumentRoundTrip(const EditorDocument &document)
{
    const std::optional<AnimFile> file = currentAnimFile(document);
    if (!file)
        return Status::error("open a Maya .anim file to check its round trip to OpenUSD");
    return checkAnimRoundTrip(*file);
}

} // namespace knotline
