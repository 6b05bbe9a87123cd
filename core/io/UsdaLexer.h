#pragma once
// UsdaLexer: splits usda text into tokens (identifiers, numbers, strings, asset paths,
// prim paths, punctuation), skipping spaces, tabs, newlines and comments (`#…` and
// `//…` to the end of the line, `/* … */`). Tokens are views into the source text, so
// the source must outlive the lexer. This header includes no Qt.

#include "core/base/MessageId.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace knotline {

enum class UsdaTokenType : std::uint8_t {
    End,        ///< end of the text
    Identifier, ///< [A-Za-z_][A-Za-z0-9_]* (bytes >= 0x80 allowed, for UTF-8 names)
    Number,     ///< [-]digits[.digits][e[±]digits], [-].digits…, and -inf
    String,     ///< "…", '…', """…""", '''…''' (text includes the quotes)
    Asset,      ///< @…@ or @@@…@@@ (text includes the delimiters)
    Path,       ///< <…> (text includes the brackets)
    Punct,      ///< one of { } ( ) [ ] , ; : = & .
    Error,      ///< malformed text; `text` holds the message, `error` its id
};

struct UsdaToken {
    UsdaTokenType type = UsdaTokenType::End;
    std::string_view text;
    std::uint32_t offset = 0;   ///< byte offset of the token's first character
    bool newlineBefore = false; ///< a line break (or a line comment) precedes it
    bool spaceBefore = false;   ///< any space, tab, newline or comment precedes it
    MessageId error = MessageId::Plain; ///< for an Error token: what is malformed

    bool is(char punct) const
    {
        return type == UsdaTokenType::Punct && text.size() == 1 && text[0] == punct;
    }
    bool isWord(std::string_view word) const
    {
        return type == UsdaTokenType::Identifier && text == word;
    }
    std::uint32_t endOffset() const { return offset + static_cast<std::uint32_t>(text.size()); }
};

class UsdaLexer {
public:
    /// Lexes `source` from byte `start` (e.g. after the header line).
    explicit UsdaLexer(std::string_view source, std::size_t start = 0);

    /// The token `ahead` tokens after the current one (0 = current), without consuming.
    /// Precondition: ahead < 4.
    const UsdaToken &peek(std::size_t ahead = 0);
    /// Consumes and returns the current token.
    UsdaToken next();

    std::string_view source() const { return m_source; }

private:
    UsdaToken scan();
    bool skipSpace(bool *newline, MessageId *error, std::uint32_t *errorOffset);

    std::string_view m_source;
    std::size_t m_pos = 0;
    UsdaToken m_buffer[4];
    std::size_t m_head = 0;  // index of the current token in m_buffer
    std::size_t m_count = 0; // tokens buffered
};

/// 1-based line and column (in characters, counting UTF-8 sequences once) of byte
/// `offset` in `source`.
void usdaLineColumn(std::string_view source, std::size_t offset, int *line, int *column);

/// Decodes a String token's text (with its quotes): escapes \\ \" \' \n \t \r \a \b \f
/// \v, \xHH and octal \ooo; triple-quoted strings keep their line breaks.
std::string decodeUsdaString(std::string_view tokenText);

/// Decodes an Asset token's text (with its delimiters): the path between `@…@`, or
/// between `@@@…@@@` with `\@@@` unescaped.
std::string decodeUsdaAsset(std::string_view tokenText);

} // namespace knotline
