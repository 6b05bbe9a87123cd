#include "core/editor/PlaceholderMapping.h"

#include "core/io/CompiledTimelineReader.h"
#include "core/io/OtioReader.h"

#include <QFileInfo>

namespace knotline {

Result<Timeline> mapPlaceholders(const Timeline &timeline, const std::vector<PlaceholderMapping> &mappings)
{
    Timeline next = timeline;
    for (const PlaceholderMapping &m : mappings) {
        if (!m.animation)
            return Status::error(MessageId::TimelineClipMissing);
        if (Result<std::size_t> replaced = next.replaceClip(m.placeholder, m.animation); !replaced)
            return replaced.status();
    }
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
    return Status::error(MessageId::UnknownFileTypeExpected, ".json, .otio").withContext(path.toStdString());
}

} // namespace knotline
