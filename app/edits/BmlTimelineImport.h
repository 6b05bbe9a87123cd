#pragma once
// File ▸ Import BML…: the <animation> records of a BML file (core/io/BmlReader) become one
// new track of the open timeline (core/io/BmlImport: appendBmlTrack), as one undo step.

#include "core/base/Status.h"
#include "widgets/session/EditorSession.h"

#include <QString>

#include <string>
#include <vector>

namespace knotline {

/// Imports the BML file at `path` into the session's timeline document as a new last track
/// named after the file (its base name), one undo step "Import BML". A record names a clip
/// by the animation id it has in the document, or else by its name; every animation of
/// the document counts, also those no placement plays yet. The warps' warnings are
/// appended to `warnings` ("file:line:column: warning: …"). Errors, changing nothing and
/// pushing nothing: not a timeline document (MessageId::NotTimelineDocument), the file
/// cannot be read, or its first error at file:line:column (BmlReader, BmlImport).
Status importBmlIntoTimeline(EditorSession &session, const QString &path,
                             std::vector<std::string> *warnings = nullptr);

} // namespace knotline
