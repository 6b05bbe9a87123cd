#pragma once
// UsdaTextPatch: saving a usda layer as edits of the text it was read from, so that a save
// keeps the file as the artist (or another tool) wrote it: the authored order of prims
// and properties, comments, blank lines and number spelling stay byte for byte wherever
// nothing was edited (issue 17 item 11). The edits the editor makes are rewritten in
// place, in the canonical form of writeUsda():
// - a changed spline: its `.spline = { … }` statement is replaced where it stands;
// - a spline added to an attribute that had none: a `.spline` statement on the line
//   after the attribute's last statement;
// - a spline removed (the attribute keeps other content): its statement's lines go;
// - an attribute removed: all its statements' lines go;
// - a new attribute: appended at the end of its prim, before the closing brace;
// - a prim's value-clip set edited (fields of an existing set in its `clips` metadata
//   changed, added or removed; ClipSetEdit.h): a changed field's value is rewritten where
//   it stands, an added field gets a line after the set's last field, a removed field's
//   line goes (the entries' positions come from the reader);
// - the header version is raised when the content needs a higher one (a tangent
//   algorithm needs 1.1, a loop boundary 1.3; requiredUsdaVersion) and a legacy
//   `#sdf 1.4.32` header becomes `#usda`; a higher declared version is kept.
// Any other difference (prims, other metadata, added or removed clip sets, default values,
// time samples, …) is not patched:
// the caller then writes the whole layer with writeUsda(). The patched text is read back
// and must give exactly what writeUsda(edited) reads back as (declared version aside),
// else nothing is returned either — a patch never writes something other than what the
// canonical writer would mean.
// This header includes no Qt.

#include "core/document/Layer.h"
#include "core/io/UsdaSourceSpans.h"

#include <optional>
#include <string>
#include <string_view>

namespace knotline {

/// The text of `edited` as edits of `source` — the usda text `original` was read from,
/// with `spans` from that read (readUsda with spans). nullopt when `edited` differs from
/// `original` in more than the edits above, when a statement shares its line with
/// another in a way that cannot be rewritten alone, or when the result would not read
/// back as writeUsda(edited) does (declared version aside).
std::optional<std::string> patchUsdaText(std::string_view source, const UsdaSourceSpans &spans,
                                         const Layer &original, const Layer &edited);

/// Reads `source` (a usda text) and patches it into `edited` (patchUsdaText); nullopt when
/// `source` cannot be read or cannot be patched.
std::optional<std::string> patchUsdaText(std::string_view source, const Layer &edited);

} // namespace knotline
