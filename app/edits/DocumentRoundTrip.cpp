#include "app/edits/DocumentRoundTrip.h"

namespace knotline {

Result<RoundTripReport> checkDocumentRoundTrip(const EditorDocument &document)
{
    const AnimFile *opened = document.animFile();
    if (!opened)
        return Status::error("open a Maya .anim file to check its round trip to OpenUSD");
    AnimFile file = *opened;
    std::vector<AnimFileEntry> entries;
    for (AnimFileEntry &entry : file.entries) {
        if (!entry.hasCurve)
            continue;
        const std::optional<ChannelId> channel = document.findChannelByPath(entry.path());
        if (!channel)
            continue;
        entry.curve = document.channel(*channel).curve;
        entries.push_back(entry);
    }
    file.entries = std::move(entries);
    return checkAnimRoundTrip(file);
}

} // namespace knotline
