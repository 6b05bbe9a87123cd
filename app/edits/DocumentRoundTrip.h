#pragma once
// The Maya ↔ OpenUSD round-trip check (core/io/RoundTripCheck.h) on the open document: the
// .anim file as opened, with every curve replaced by its channel's current curve (so edits
// made since opening are checked; app/edits/CurrentAnimFile.h). Curves whose channel was
// removed are left out; channels inserted since opening are checked too.

#include "core/editor/EditorDocument.h"
#include "core/io/RoundTripCheck.h"

namespace knotline {

/// Errors: the document is not a Maya .anim file ("open a Maya .anim file to check its
/// round trip"); the check's own error.
Result<RoundTripReport> checkDocumentRoundTrip(const EditorDocument &document);

} // namespace knotline
