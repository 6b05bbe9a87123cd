#pragma once
// The names of undo steps that edit keys: what was done and how much it reached, so the
// Undo History rows and the status bar say "Set Key Values on 3 keys of 2 curves" rather
// than only "Set Key Values" (issue 37 items 1 and 8).

#include <QString>

#include <cstddef>

namespace knotline {

/// `text` followed by what it reached: "Set Tangent Type: Flat on 3 keys" (one curve),
/// "… on 5 keys of 2 curves" (several); translated (context "SessionEdits"), the counts
/// as plurals.
QString onKeysText(const QString &text, std::size_t keys, std::size_t curves);

} // namespace knotline
