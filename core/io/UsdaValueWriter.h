#pragma once
// Canonical usda text for UsdValue trees, strings, asset paths and dictionaries, in the
// layout OpenUSD's usda writer uses (Sdf_FileIOUtility: quoting, single-line and
// multi-line dictionaries with sorted keys). Indentation is 4 spaces per level.
// This header includes no Qt.

#include "core/document/UsdValue.h"

#include <string>
#include <string_view>

namespace knotline {

/// Appends 4 * `indent` spaces.
void appendIndent(std::string &out, int indent);

/// Quotes a string like Sdf: double quotes unless the text contains '"' but no '\'';
/// triple quotes when it contains a line break (line breaks then stay as they are);
/// escapes the quote character, backslash, \t, \r (and \n outside triple quotes) and
/// non-printable bytes as \xHH; valid UTF-8 sequences are written as they are.
std::string quoteUsdaString(std::string_view text);

/// The same quoting, but never triple quotes: a line break is written as \n, so the text
/// stays on one line (still valid usda; used where one value is one line, knotline pose).
std::string quoteUsdaStringOnOneLine(std::string_view text);

/// `@path@`, or `@@@path@@@` (with `@@@` escaped) when the path contains '@'.
std::string quoteUsdaAsset(std::string_view path);

/// True when `name` can be written unquoted as a dictionary key ([A-Za-z_][A-Za-z0-9_]*).
bool isUsdaIdentifier(std::string_view name);

/// Appends `value` in its single-line form; dictionaries are written multi-line (their
/// lines indented relative to `indent`) when `multiLineDictionaries` is set, as in
/// metadata, else on one line as in knot custom data (`{ type key = value; … }`).
/// Lists of asset paths / prim paths are written one item per line when
/// `multiLineDictionaries` is set (metadata such as references), like Sdf list ops.
void appendUsdaValue(std::string &out, const UsdValue &value, int indent, bool multiLineDictionaries);

/// Appends a dictionary: multi-line "{\n … \n<indent>}" or single-line "{ … }"; keys
/// sorted (byte order), quoted when not identifiers; nested dictionaries as
/// `dictionary key = {…}`. Entries whose value is empty are skipped.
void appendUsdaDictionary(std::string &out, const UsdValue &dictionary, int indent, bool multiLine);

} // namespace knotline
