#pragma once
// Internal to core/io: splits Maya .anim text into words and the punctuation { } ;,
// with 1-based line and column numbers for error messages. Comments run from "//" or "#"
// to the end of the line. Includes no Qt.

#include <cstddef>
#include <string_view>

namespace knotline::detail {

struct AnimToken {
    enum Kind { Word, LBrace, RBrace, Semicolon, End };
    Kind kind = End;
    std::string_view text; ///< points into the lexed text
    int line = 1;          ///< 1-based
    int column = 1;        ///< 1-based, in bytes
};

class AnimLexer {
public:
    /// `text` must outlive the lexer and its tokens. A leading UTF-8 byte order mark is
    /// skipped (columns of the first line count from after it).
    explicit AnimLexer(std::string_view text);
    /// The next token; End (repeatedly) at the end of the text.
    AnimToken next();

private:
    void skipSpaceAndComments();

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::size_t m_lineStart = 0;
};

} // namespace knotline::detail
