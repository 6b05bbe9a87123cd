#include "core/io/AnimLexer.h"

namespace knotline::detail {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
bool isPunctuation(char c) { return c == '{' || c == '}' || c == ';'; }

} // namespace

AnimLexer::AnimLexer(std::string_view text)
    : m_text(text)
{
    // A UTF-8 byte order mark is skipped (as the usda reader does); columns on the first
    // line count from after it.
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF") {
        m_pos = 3;
        m_lineStart = 3;
    }
}

AnimToken AnimLexer::next()
{
    skipSpaceAndComments();
    AnimToken t;
    t.line = m_line;
    t.column = static_cast<int>(m_pos - m_lineStart) + 1;
    if (m_pos >= m_text.size())
        return t;
    const char c = m_text[m_pos];
    if (isPunctuation(c)) {
        t.kind = c == '{' ? AnimToken::LBrace : c == '}' ? AnimToken::RBrace : AnimToken::Semicolon;
        t.text = m_text.substr(m_pos, 1);
        ++m_pos;
        return t;
    }
    const std::size_t start = m_pos;
    while (m_pos < m_text.size() && !isSpace(m_text[m_pos]) && !isPunctuation(m_text[m_pos]))
        ++m_pos;
    t.kind = AnimToken::Word;
    t.text = m_text.substr(start, m_pos - start);
    return t;
}

void AnimLexer::skipSpaceAndComments()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == '\n') {
            ++m_pos;
            ++m_line;
            m_lineStart = m_pos;
        } else if (isSpace(c)) {
            ++m_pos;
        } else if (c == '#' || (c == '/' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '/')) {
            while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                ++m_pos;
        } else {
            break;
        }
    }
}

} // namespace knotline::detail
