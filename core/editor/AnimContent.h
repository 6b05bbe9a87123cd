#pragma once
// AnimContent: a Maya .anim file as an EditorDocument's content (DocumentContent). One
// channel per curve entry; saving writes the file with the channels' curves: an entry whose
// channel was removed becomes a placeholder line (as Maya writes attributes without a
// curve), a channel inserted since opening takes the entry at its path if the file has one,
// else becomes a new entry at the end (so a reopened file lists it last).

#include "core/editor/DocumentContent.h"
#include "core/io/AnimFile.h"

namespace knotline {

class AnimContent : public DocumentContent {
public:
    explicit AnimContent(AnimFile file);

    const DocumentFormat &format() const override;
    const AnimFile *animFile() const override { return &m_file; }
    std::vector<std::string> layerFilePaths(const std::string &documentPath) const override;
    /// A "node.attribute" path; source AnimCurve.
    Status checkInsertable(const Channel &channel) const override;
    /// The entry at the channel's path when the file has one without a live channel (a
    /// placeholder, or a curve whose channel was removed), else kNewEntry.
    std::size_t newChannelSourceIndex(const Channel &channel) const override;
    Status save(const ChannelRows &channels, const QString &path) override;

private:
    AnimFile m_file;
};

} // namespace knotline
