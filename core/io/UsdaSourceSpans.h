#pragma once
// UsdaSourceSpans: where the statements Knotline edits sit in a usda file's text, as
// readUsda() found them — each attribute statement (declaration, `.spline`,
// `.timeSamples`, `.connect`), each prim's closing brace and the header line. With them a
// save can rewrite just the edited statements and keep the rest of the file byte for byte
// (authored order, comments, spacing; UsdaTextPatch.h). Offsets are bytes into the text.
// This header includes no Qt.

#include <cstdint>
#include <string>
#include <vector>

namespace knotline {

struct UsdaSourceSpans {
    enum class StatementKind { Declaration, Spline, TimeSamples, Connect };
    /// One attribute statement, from its first token to the end of its last one.
    struct Statement {
        std::string attributePath; ///< "/A/B.attr"
        StatementKind kind = StatementKind::Declaration;
        std::uint32_t begin = 0;
        std::uint32_t end = 0;
    };
    /// The `}` closing a prim.
    struct PrimEnd {
        std::string primPath; ///< "/A/B"
        std::uint32_t closeBrace = 0;
    };
    std::vector<Statement> statements; ///< in file order
    std::vector<PrimEnd> primEnds;     ///< in file order (children before their parent)
    /// The header line `#usda 1.0` without its line break (after a byte order mark).
    std::uint32_t headerBegin = 0;
    std::uint32_t headerEnd = 0;
    bool legacyHeader = false; ///< `#sdf 1.4.32`
};

} // namespace knotline
