#include "app/edits/CurrentAnimFile.h"

#include <set>

namespace knotline {

std::optional<AnimFile> currentAnimFile(const EditorDocument &document)
{
    const AnimFile *opened = document.animFile();
    if (!opened)
        return std::nullopt;
    AnimFile file = *opened;
    std::vector<AnimFileEntry> entries;
    std::set<ChannelId> inFile;
    for (AnimFileEntry &entry : file.entries) {
        if (!entry.hasCurve)
            continue;
        const std::optional<ChannelId> channel = document.findChannelByPath(entry.path());
        if (!channel || inFile.count(*channel))
            continue;
        inFile.insert(*channel);
        entry.curve = document.channel(*channel).curve;
        entries.push_back(entry);
    }
    for (ChannelId id : document.channelIds()) {
        if (inFile.count(id))
            continue;
        const Channel &c = document.channel(id);
        const std::size_t dot = c.path.find('.');
        if (dot == std::string::npos)
            continue; // not a node.attribute path: .anim documents refuse such channels
        entries.push_back(AnimFileEntry::forPath(c.path, c.curve));
    }
    file.entries = std::move(entries);
    return file;
}

} // namespace knotline
