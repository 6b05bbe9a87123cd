#include "core/editor/PlaceholderMapping.h"

#include "core/io/AnimationFileClip.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/io/OtioReader.h"
#include "core/timeline/ClipStill.h"

#include <QFileInfo>

namespace knotline {

Result<Timeline> mapPlaceholders(const Timeline &timeline, const std::vector<PlaceholderMapping> &mappings,
                                 std::vector<OtioStill> *stills)
{
    Timeline next = timeline;
    std::vector<OtioStill> made;
    for (const PlaceholderMapping &m : mappings) {
        if (!m.animation)
            return Status::error(MessageId::TimelineClipMissing);
        std::shared_ptr<const Clip> plays = m.animation;
        if (m.frozenAt && m.placeholder) {
            Result<Clip> still = clipStill(*m.animation, *m.frozenAt, m.placeholder->duration());
            if (!still)
                return still.status();
            plays = std::make_shared<const Clip>(std::move(still).value());
            made.push_back(OtioStill{plays, m.animation, *m.frozenAt});
        }
        if (Result<std::size_t> replaced = next.replaceClip(m.placeholder, plays); !replaced)
            return replaced.status();
    }
    if (stills)
        stills->insert(stills->end(), made.begin(), made.end());
    return next;
}

Result<std::vector<std::shared_ptr<const Clip>>> animationsInFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json")) {
        Result<CompiledTimeline> read = readCompiledTimelineFile(path);
        if (!read)
            return read.status();
        return read->clips;
    }
    if (suffix == QLatin1String("otio")) {
        Result<OtioImport> read = readOtioFile(path);
        if (!read)
            return read.status();
        return read->animations;
    }
    if (const std::optional<AnimationFileRef> ref = animationFileRef(path)) {
        Result<Clip> read = readAnimationFileClip(*ref, QString(), QFileInfo(path).completeBaseName());
        if (!read)
            return read.status();
        return std::vector<std::shared_ptr<const Clip>>{std::make_shared<const Clip>(std::move(read).value())};
    }
    return Status::error(MessageId::UnknownFileTypeExpected, ".json, .otio, .anim, .usda").withContext(path.toStdString());
}

} // namespace knotline
