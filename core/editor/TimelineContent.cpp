#include "core/editor/TimelineContent.h"

#include "core/editor/DocumentFormats.h"
#include "core/editor/OtioContent.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/io/OtioWriter.h"
#include "core/time/TimeCode.h"

#include <QFileInfo>

#include <algorithm>

namespace knotline {

TimelineContent::TimelineContent(CompiledTimeline document)
    : m_document(std::move(document))
{
}

const DocumentFormat &TimelineContent::format() const
{
    return timelineDocumentFormat();
}

CompiledTimeline TimelineContent::compiledTimeline() const
{
    CompiledTimeline out = m_document;
    const std::vector<std::shared_ptr<const Clip>> played = out.timeline.clips();
    const auto isPlayed = [&](const Clip *c) {
        return std::any_of(played.begin(), played.end(), [&](const auto &p) { return p.get() == c; });
    };
    const auto isListed = [&](const Clip *c) {
        return std::any_of(out.clips.begin(), out.clips.end(), [&](const auto &l) { return l.get() == c; });
    };
    // An animation no longer played, whose id a clip played now (and not listed) carries,
    // was replaced by that clip: write the played one in its place.
    for (std::shared_ptr<const Clip> &listed : out.clips) {
        if (isPlayed(listed.get()) || listed->id().isEmpty())
            continue;
        const auto replacement = std::find_if(played.begin(), played.end(), [&](const auto &p) {
            return p->id() == listed->id() && !isListed(p.get());
        });
        if (replacement != played.end())
            listed = *replacement;
    }
    return out;
}

std::vector<std::shared_ptr<const Clip>> TimelineContent::timelineClips() const
{
    std::vector<std::shared_ptr<const Clip>> all = compiledTimeline().clips;
    for (const std::shared_ptr<const Clip> &c : m_document.timeline.clips())
        if (std::none_of(all.begin(), all.end(), [&](const auto &x) { return x.get() == c.get(); }))
            all.push_back(c);
    return all;
}

std::vector<std::string> TimelineContent::layerFilePaths(const std::string &documentPath) const
{
    return {documentPath};
}

Status TimelineContent::checkInsertable(const Channel &channel) const
{
    return Status::error(MessageId::TimelineChannelsFromClips).withContext(channel.path);
}

Status TimelineContent::checkRemovable(const Channel &channel) const
{
    return Status::error(MessageId::TimelineChannelsFromClips).withContext(channel.path);
}

double TimelineContent::otioFrameRate() const
{
    return m_document.frameRate > 0 ? m_document.frameRate : kDefaultTimelineFrameRate;
}

Status TimelineContent::save(const ChannelRows &, const QString &path)
{
    const CompiledTimeline out = compiledTimeline();
    if (QFileInfo(path).suffix().compare(QLatin1String("otio"), Qt::CaseInsensitive) == 0) {
        OtioWriteOptions options;
        options.frameRate = otioFrameRate();
        options.animations = out.clips;
        options.name = QFileInfo(path).completeBaseName();
        if (Status st = saveOtioFile(out.timeline, path, options); !st)
            return st;
        m_next = std::make_unique<OtioContent>(out);
        return Status::ok();
    }
    if (Status st = saveCompiledTimelineFile(out, path); !st)
        return st;
    m_document = out;
    return Status::ok();
}

} // namespace knotline
