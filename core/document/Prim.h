#pragma once
// Prim: a prim spec of a layer — specifier, type name, name, metadata (including value
// clips: `clips`, `clipSets`), attributes, unmodelled statements and child prims.
// This header includes no Qt.

#include "core/document/Attribute.h"
#include "core/document/Metadata.h"
#include "core/document/VerbatimStatement.h"

#include <string>
#include <string_view>
#include <vector>

namespace knotline {

enum class Specifier { Def, Over, Class };

/// "def", "over" or "class".
const char *specifierKeyword(Specifier s);

struct Prim {
    Specifier specifier = Specifier::Def;
    std::string typeName; ///< e.g. "Xform"; empty for typeless prims
    std::string name;
    Metadata metadata;
    std::vector<Attribute> attributes;        ///< in authored order
    std::vector<VerbatimStatement> statements; ///< relationships, variant sets, reorders
    std::vector<Prim> children;               ///< in authored order

    Attribute *findAttribute(std::string_view attributeName);
    const Attribute *findAttribute(std::string_view attributeName) const;
    Prim *findChild(std::string_view childName);
    const Prim *findChild(std::string_view childName) const;

    /// Same content; attributes and statements compare in any order (the writer sorts
    /// properties), child prims in order.
    bool operator==(const Prim &other) const;
};

} // namespace knotline
