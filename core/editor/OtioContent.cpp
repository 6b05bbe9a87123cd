#include "core/editor/OtioContent.h"

#include "core/editor/DocumentFormats.h"
#include "core/editor/PlaceholderMapping.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/io/OtioReader.h"
#include "core/io/OtioWriter.h"

#include <QFileInfo>

#include <algorithm>

namespace knotline {

OtioContent::OtioContent(OtioImport read)
    : TimelineContent(compiledTimelineOf(read)), m_read(std::move(read))
{
}

OtioContent::OtioContent(CompiledTimeline document)
    : TimelineContent(std::move(document))
{
}

const DocumentFormat &OtioContent::format() const
{
    return otioDocumentFormat();
}

std::vector<std::shared_ptr<const Clip>> OtioContent::placeholderClips() const
{
    std::vector<std::shared_ptr<const Clip>> out;
    if (m_read)
        for (const std::shared_ptr<const Clip> &clip : m_read->placeholderClips())
            if (m_document.timeline.playCount(clip.get()) > 0)
                out.push_back(clip);
    return out;
}

std::vector<std::shared_ptr<const Clip>> OtioContent::mappableAnimations() const
{
    const std::vector<std::shared_ptr<const Clip>> placeholders =
        m_read ? m_read->placeholderClips() : std::vector<std::shared_ptr<const Clip>>{};
    std::vector<std::shared_ptr<const Clip>> out;
    for (const std::shared_ptr<const Clip> &c : timelineClips())
        if (std::find(placeholders.begin(), placeholders.end(), c) == placeholders.end())
            out.push_back(c);
    return out;
}

QString OtioContent::placeholderHint(const Clip &placeholder) const
{
    if (m_read)
        for (const OtioPlacementInfo &p : m_read->placements)
            if (!p.mapped && m_read->timeline.placedClip(p.index).clip.get() == &placeholder)
                return p.hint;
    return {};
}

Result<Timeline> OtioContent::mapPlaceholders(const std::vector<PlaceholderMapping> &mappings)
{
    std::vector<PlaceholderMapping> withFreezes = mappings;
    if (m_read)
        for (PlaceholderMapping &m : withFreezes)
            for (const OtioPlacementInfo &p : m_read->placements)
                if (!p.mapped && p.frozenAt && m_read->timeline.placedClip(p.index).clip.get() == m.placeholder)
                    m.frozenAt = p.frozenAt;
    std::vector<OtioStill> stills;
    Result<Timeline> next = knotline::mapPlaceholders(m_document.timeline, withFreezes, &stills);
    if (next)
        m_mappedStills.insert(m_mappedStills.end(), stills.begin(), stills.end());
    return next;
}

Status OtioContent::save(const ChannelRows &, const QString &path)
{
    const CompiledTimeline out = compiledTimeline();
    if (QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0) {
        if (Status st = saveCompiledTimelineFile(out, path); !st)
            return st;
        m_next = std::make_unique<TimelineContent>(out);
        return Status::ok();
    }
    OtioWriteOptions options;
    options.original = otioImport();
    options.frameRate = otioFrameRate();
    options.animations = mappableAnimations();
    options.stills = m_mappedStills;
    options.name = QFileInfo(path).completeBaseName();
    if (m_read) {
        options.animationFilesFrom = m_read->folder;
        options.animationFilesTo = QFileInfo(path).absolutePath();
    }
    if (Status st = saveOtioFile(out.timeline, path, options); !st)
        return st;
    m_document = out;
    return Status::ok();
}

} // namespace knotline
