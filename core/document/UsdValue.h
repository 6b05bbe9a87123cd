#pragma once
// UsdValue: a usda value Knotline does not interpret (default values, time-sample values,
// metadata values, dictionaries), kept as a tree so it is written back unchanged.
// Numbers and tokens keep their text; strings are stored decoded. This header includes
// no Qt.

#include <string>
#include <vector>

namespace knotline {

struct UsdDictionaryEntry;

struct UsdValue {
    enum class Kind {
        Atom,       ///< number, `None`, `true`, an unquoted token; `text` as written
        String,     ///< quoted string; `text` holds the decoded characters
        Asset,      ///< @asset path@; `text` = the path, `path` = an attached </prim path>
        Path,       ///< </prim/path.prop>; `text` = the path without brackets
        Tuple,      ///< ( a, b, ... ) in `items`
        List,       ///< [ a, b, ... ] in `items`
        Dictionary, ///< { type key = value ... } in `entries`
        Map,        ///< { key: value, ... } (relocates, substitutions); `items` = k0, v0, k1, v1...
    };

    Kind kind = Kind::Atom;
    std::string text;
    std::string path;                       ///< Asset only: prim path written right after it
    std::vector<UsdValue> items;            ///< Tuple, List, Map
    std::vector<UsdDictionaryEntry> entries; ///< Dictionary; for Asset/Path: arc arguments
    bool hasArcArguments = false;           ///< Asset/Path followed by ( offset = …; … )

    static UsdValue atom(std::string text);
    static UsdValue string(std::string decoded);
    static UsdValue none();
    bool isNone() const { return kind == Kind::Atom && text == "None"; }
    /// The number an Atom holds (std::from_chars on its text, plus inf/-inf/nan); false
    /// when the value is not a number.
    bool toDouble(double *out) const;

    bool operator==(const UsdValue &other) const;
    bool operator!=(const UsdValue &other) const { return !(*this == other); }
};

/// One `type key = value` line of a usda dictionary (typeName "dictionary" for nested
/// dictionaries); also one `key = value` arc argument (empty typeName).
struct UsdDictionaryEntry {
    std::string typeName; ///< e.g. "string", "double2[]", "dictionary"
    std::string key;      ///< decoded key (quoted keys are stored unquoted)
    UsdValue value;
    /// Where the entry's type name was read (1-based; 0 = not read from a file). Set by
    /// the usda reader for entries of a prim's `clips` dictionary only (value-clip
    /// messages name the field's position); not part of the content, so not compared.
    int line = 0;
    int column = 0;

    /// Same type name, key and value (the source position is not compared).
    bool operator==(const UsdDictionaryEntry &o) const
    {
        return typeName == o.typeName && key == o.key && value == o.value;
    }
};

// Defined here, where UsdDictionaryEntry is complete (clang instantiates UsdValue's
// destructor at the first inline use).
inline UsdValue UsdValue::none()
{
    return atom("None");
}

} // namespace knotline
