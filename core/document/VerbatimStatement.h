#pragma once
// VerbatimStatement: a usda statement Knotline does not model (relationships, variant
// sets, `reorder` statements), kept as its exact source text and written back unchanged.
// This header includes no Qt.

#include <string>

namespace knotline {

struct VerbatimStatement {
    enum class Kind {
        Relationship, ///< `[custom] [varying] rel name …` (and list-op forms); sorted with properties
        VariantSet,   ///< `variantSet "name" = { … }`; written after child prims
        Reorder,      ///< `reorder nameChildren|properties|rootPrims = […]`; written first
    };
    Kind kind = Kind::Relationship;
    std::string name; ///< property or variant set name (for ordering); empty for Reorder
    /// Source text from the statement's first character to its last, lines joined by
    /// '\n'; continuation lines have the statement's original indentation removed.
    std::string text;

    bool operator==(const VerbatimStatement &) const = default;
};

} // namespace knotline
