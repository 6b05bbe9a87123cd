#pragma once
// The open .anim document as a Maya .anim file now, with its unsaved edits: what the
// round-trip check and File ▸ Export Baked Layer… work on (never the file on disk).

#include "core/editor/EditorDocument.h"
#include "core/io/AnimFile.h"

#include <optional>

namespace knotline {

/// The .anim file `document` was opened from, keeping only its curve entries whose channel
/// the document still has, each with that channel's current curve, followed by one entry per
/// channel inserted since opening ("node.attribute" split at the first dot, as saving does),
/// in the document's row order. nullopt when `document` is not a .anim document.
std::optional<AnimFile> currentAnimFile(const EditorDocument &document);

} // namespace knotline
