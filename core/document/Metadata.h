#pragma once
// Metadata: the `( … )` block of a layer, prim or attribute — a leading comment string
// and `[listOp] key = value` entries, kept as authored (values uninterpreted).
// This header includes no Qt.

#include "core/document/UsdValue.h"

#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// List-editing operation of a metadata entry (Sdf list ops); Explicit = no keyword.
/// The enumerators are in the order the usda writer emits them for one key.
enum class ListOp { Explicit, Delete, Add, Prepend, Append, Reorder };

/// "" for Explicit, else "delete", "add", "prepend", "append", "reorder".
const char *listOpKeyword(ListOp op);
/// Recognises a list-op keyword; false (and `*op` untouched) for any other word.
bool listOpFromKeyword(std::string_view word, ListOp *op);

struct MetadataEntry {
    ListOp op = ListOp::Explicit;
    std::string key; ///< e.g. "kind", "clips", "apiSchemas", "customData"
    UsdValue value;

    bool operator==(const MetadataEntry &) const = default;
};

struct Metadata {
    std::string comment; ///< the bare string at the top of the block ("" = none)
    std::vector<MetadataEntry> entries;

    bool isEmpty() const { return comment.empty() && entries.empty(); }
    /// The explicit (no list op) entry for `key`, or nullptr.
    const MetadataEntry *find(std::string_view key) const;
    /// Sets the explicit entry for `key` (replacing it if present).
    void set(std::string key, UsdValue value);
    /// Removes every entry (any list op) for `key`; returns how many were removed.
    std::size_t remove(std::string_view key);

    /// Same comment and the same entries in any order (the writer sorts them).
    bool operator==(const Metadata &other) const;
};

} // namespace knotline
