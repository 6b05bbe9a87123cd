#include "core/editor/AnimContent.h"

#include "core/editor/DocumentFormats.h"

namespace knotline {

namespace {

/// The .anim entry of a channel inserted since the file was opened: "node.attribute".
AnimFileEntry newAnimEntry(const Channel &c)
{
    return AnimFileEntry::forPath(c.path, c.curve);
}

} // namespace

AnimContent::AnimContent(AnimFile file)
    : m_file(std::move(file))
{
}

const DocumentFormat &AnimContent::format() const
{
    return animDocumentFormat();
}

std::vector<std::string> AnimContent::layerFilePaths(const std::string &documentPath) const
{
    return {documentPath};
}

Status AnimContent::checkInsertable(const Channel &channel) const
{
    if (channel.source != ChannelSource::AnimCurve)
        return Status::error(MessageId::AnimHoldsOnlyCurves).withContext(channel.path);
    const std::size_t dot = channel.path.find('.');
    if (dot == 0 || dot == std::string::npos || dot + 1 == channel.path.size())
        return Status::error(MessageId::NotNodeAttributePath, channel.path);
    return Status::ok();
}

std::size_t AnimContent::newChannelSourceIndex(const Channel &channel) const
{
    // No live channel has this path (paths are unique), so its entry is free.
    for (std::size_t i = 0; i < m_file.entries.size(); ++i) {
        const AnimFileEntry &e = m_file.entries[i];
        if (!e.attribute.empty() && e.node + "." + e.attribute == channel.path)
            return i;
    }
    return Channel::kNewEntry;
}

Status AnimContent::save(const ChannelRows &channels, const QString &path)
{
    AnimFile out = m_file;
    const std::size_t opened = out.entries.size();
    std::vector<bool> live(opened, false);
    for (const Channel *c : channels) {
        if (c->sourceIndex < opened) {
            live[c->sourceIndex] = true;
            out.entries[c->sourceIndex].curve = c->curve;
            out.entries[c->sourceIndex].hasCurve = true;
        } else {
            out.entries.push_back(newAnimEntry(*c));
        }
    }
    for (std::size_t i = 0; i < opened; ++i)
        if (!live[i])
            out.entries[i].hasCurve = false; // a removed channel: a placeholder line
    if (Status st = writeAnimFile(out, path); !st)
        return st;
    out.entries.resize(opened); // inserted channels stay new: every save writes them from the channels
    m_file = std::move(out);
    return Status::ok();
}

} // namespace knotline
