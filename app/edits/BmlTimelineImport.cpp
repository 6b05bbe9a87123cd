#include "app/edits/BmlTimelineImport.h"

#include "core/io/BmlImport.h"
#include "core/io/BmlReader.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <memory>

namespace knotline {

namespace {

/// The document's clip a BML record names: by animation id first, then by name.
std::shared_ptr<const Clip> clipNamed(const std::vector<std::shared_ptr<const Clip>> &clips, std::string_view name)
{
    const QString wanted = QString::fromUtf8(name.data(), qsizetype(name.size()));
    for (const auto &c : clips)
        if (c->id() == wanted)
            return c;
    for (const auto &c : clips)
        if (c->name() == wanted)
            return c;
    return nullptr;
}

} // namespace

Status importBmlIntoTimeline(EditorSession &session, const QString &path, std::vector<std::string> *warnings)
{
    const EditorDocument *doc = session.document();
    if (!doc->timeline())
        return Status::error(MessageId::NotTimelineDocument);
    const std::vector<std::shared_ptr<const Clip>> clips = doc->timelineClips();
    const auto lookup = [&](std::string_view name) { return clipNamed(clips, name); };
    const Result<std::vector<BmlAnimation>> records
        = readBmlFile(path, [&](std::string_view name) { return lookup(name) != nullptr; });
    if (!records)
        return records.status();
    Timeline next = *doc->timeline();
    std::vector<std::string> found;
    const Result<std::size_t> track = appendBmlTrack(next, records.value(), lookup, path.toStdString(),
                                                     QFileInfo(path).completeBaseName(), &found);
    if (!track)
        return track.status();
    if (Status st = session.applyTimelineEdit(std::move(next), QCoreApplication::translate("BmlTimelineImport", "Import BML"));
        !st)
        return st;
    if (warnings)
        warnings->insert(warnings->end(), found.begin(), found.end());
    return Status::ok();
}

} // namespace knotline
