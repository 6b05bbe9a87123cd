#include "core/io/UsdaLexer.h"

#include <cctype>

namespace knotline {

namespace {

inline bool isIdentStart(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}

inline bool isIdentChar(unsigned char c)
{
    return isIdentStart(c) || (c >= '0' && c <= '9');
}

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

UsdaLexer::UsdaLexer(std::string_view source, std::size_t start)
    : m_source(source), m_pos(start)
{
}

const UsdaToken &UsdaLexer::peek(std::size_t ahead)
{
    while (m_count <= ahead) {
        m_buffer[(m_head + m_count) & 3] = scan();
        ++m_count;
    }
    return m_buffer[(m_head + ahead) & 3];
}

UsdaToken UsdaLexer::next()
{
    if (m_count == 0)
        return scan();
    UsdaToken t = m_buffer[m_head];
    m_head = (m_head + 1) & 3;
    --m_count;
    return t;
}

bool UsdaLexer::skipSpace(bool *newline, MessageId *error, std::uint32_t *errorOffset)
{
    const char *s = m_source.data();
    const std::size_t n = m_source.size();
    while (m_pos < n) {
        const char c = s[m_pos];
        if (c == ' ' || c == '\t' || c == '\r') {
            ++m_pos;
        } else if (c == '\n') {
            *newline = true;
            ++m_pos;
        } else if (c == '#' || (c == '/' && m_pos + 1 < n && s[m_pos + 1] == '/')) {
            while (m_pos < n && s[m_pos] != '\n')
                ++m_pos;
        } else if (c == '/' && m_pos + 1 < n && s[m_pos + 1] == '*') {
            const std::size_t end = m_source.find("*/", m_pos + 2);
            if (end == std::string_view::npos) {
                *error = MessageId::UsdaUnterminatedComment;
                *errorOffset = static_cast<std::uint32_t>(m_pos);
                m_pos = n;
                return false;
            }
            for (std::size_t i = m_pos; i < end; ++i)
                if (s[i] == '\n')
                    *newline = true;
            m_pos = end + 2;
        } else {
            break;
        }
    }
    return true;
}

UsdaToken UsdaLexer::scan()
{
    UsdaToken t;
    const std::size_t before = m_pos;
    bool newline = false;
    MessageId error = MessageId::Plain;
    std::uint32_t errorOffset = 0;
    if (!skipSpace(&newline, &error, &errorOffset)) {
        t.type = UsdaTokenType::Error;
        t.text = messageFormat(error);
        t.error = error;
        t.offset = errorOffset;
        return t;
    }
    t.newlineBefore = newline;
    t.spaceBefore = m_pos != before;
    t.offset = static_cast<std::uint32_t>(m_pos);
    const char *s = m_source.data();
    const std::size_t n = m_source.size();
    if (m_pos >= n) {
        t.type = UsdaTokenType::End;
        return t;
    }
    const std::size_t start = m_pos;
    const char c = s[m_pos];
    const auto finish = [&](UsdaTokenType type) {
        t.type = type;
        t.text = m_source.substr(start, m_pos - start);
        return t;
    };
    const auto fail = [&](MessageId message) {
        t.type = UsdaTokenType::Error;
        t.text = messageFormat(message);
        t.error = message;
        m_pos = n;
        return t;
    };

    if (isIdentStart(static_cast<unsigned char>(c))) {
        ++m_pos;
        while (m_pos < n && isIdentChar(static_cast<unsigned char>(s[m_pos])))
            ++m_pos;
        return finish(UsdaTokenType::Identifier);
    }
    const bool signedStart = (c == '-' || c == '+') && m_pos + 1 < n;
    const std::size_t digitsAt = signedStart ? m_pos + 1 : m_pos;
    if (isDigit(s[digitsAt]) || (s[digitsAt] == '.' && digitsAt + 1 < n && isDigit(s[digitsAt + 1]))) {
        m_pos = digitsAt;
        while (m_pos < n && isDigit(s[m_pos]))
            ++m_pos;
        if (m_pos < n && s[m_pos] == '.') {
            ++m_pos;
            while (m_pos < n && isDigit(s[m_pos]))
                ++m_pos;
        }
        if (m_pos < n && (s[m_pos] == 'e' || s[m_pos] == 'E')) {
            std::size_t p = m_pos + 1;
            if (p < n && (s[p] == '+' || s[p] == '-'))
                ++p;
            if (p < n && isDigit(s[p])) {
                while (p < n && isDigit(s[p]))
                    ++p;
                m_pos = p;
            }
        }
        return finish(UsdaTokenType::Number);
    }
    if (signedStart && m_source.substr(digitsAt, 3) == "inf"
        && (digitsAt + 3 >= n || !isIdentChar(static_cast<unsigned char>(s[digitsAt + 3])))) {
        m_pos = digitsAt + 3;
        return finish(UsdaTokenType::Number);
    }
    switch (c) {
    case '{': case '}': case '(': case ')': case '[': case ']': case ',': case ';':
    case ':': case '=': case '&': case '.':
        ++m_pos;
        return finish(UsdaTokenType::Punct);
    case '"':
    case '\'': {
        const bool triple = m_pos + 2 < n && s[m_pos + 1] == c && s[m_pos + 2] == c;
        m_pos += triple ? 3 : 1;
        while (true) {
            if (m_pos >= n)
                return fail(MessageId::UsdaUnterminatedString);
            const char d = s[m_pos];
            if (d == '\\') {
                m_pos += 2;
                continue;
            }
            if (d == '\n' && !triple)
                return fail(MessageId::UsdaLineBreakInString);
            if (d == c) {
                if (!triple) {
                    ++m_pos;
                    break;
                }
                if (m_pos + 2 < n && s[m_pos + 1] == c && s[m_pos + 2] == c) {
                    m_pos += 3;
                    break;
                }
            }
            ++m_pos;
        }
        if (m_pos > n)
            return fail(MessageId::UsdaUnterminatedString);
        return finish(UsdaTokenType::String);
    }
    case '@': {
        if (m_source.substr(m_pos, 3) == "@@@") {
            m_pos += 3;
            while (true) {
                if (m_pos + 2 >= n)
                    return fail(MessageId::UsdaUnterminatedTripleAsset);
                if (s[m_pos] == '\\' && m_source.substr(m_pos + 1, 3) == "@@@") {
                    m_pos += 4;
                    continue;
                }
                if (m_source.substr(m_pos, 3) == "@@@") {
                    m_pos += 3;
                    // "@@@a@@@@" ends at the last of a run of @ signs
                    while (m_pos < n && s[m_pos] == '@')
                        ++m_pos;
                    break;
                }
                if (s[m_pos] == '\n')
                    return fail(MessageId::UsdaLineBreakInAsset);
                ++m_pos;
            }
            return finish(UsdaTokenType::Asset);
        }
        ++m_pos;
        while (m_pos < n && s[m_pos] != '@') {
            if (s[m_pos] == '\n')
                return fail(MessageId::UsdaLineBreakInAsset);
            ++m_pos;
        }
        if (m_pos >= n)
            return fail(MessageId::UsdaUnterminatedAsset);
        ++m_pos;
        return finish(UsdaTokenType::Asset);
    }
    case '<': {
        ++m_pos;
        while (m_pos < n && s[m_pos] != '>') {
            if (s[m_pos] == '\n')
                return fail(MessageId::UsdaLineBreakInPath);
            ++m_pos;
        }
        if (m_pos >= n)
            return fail(MessageId::UsdaUnterminatedPath);
        ++m_pos;
        return finish(UsdaTokenType::Path);
    }
    default:
        break;
    }
    ++m_pos;
    return fail(MessageId::UsdaUnexpectedCharacter);
}

void usdaLineColumn(std::string_view source, std::size_t offset, int *line, int *column)
{
    if (offset > source.size())
        offset = source.size();
    int l = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (source[i] == '\n') {
            ++l;
            lineStart = i + 1;
        }
    }
    int col = 1;
    for (std::size_t i = lineStart; i < offset; ++i)
        if ((static_cast<unsigned char>(source[i]) & 0xC0) != 0x80)
            ++col;
    *line = l;
    *column = col;
}

std::string decodeUsdaString(std::string_view text)
{
    if (text.size() < 2)
        return {};
    const char q = text[0];
    const bool triple = text.size() >= 6 && text[1] == q && text[2] == q;
    const std::string_view body =
        triple ? text.substr(3, text.size() - 6) : text.substr(1, text.size() - 2);
    std::string out;
    out.reserve(body.size());
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c != '\\' || i + 1 >= body.size()) {
            out.push_back(c);
            continue;
        }
        const char e = body[++i];
        switch (e) {
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case 'a': out.push_back('\a'); break;
        case 'b': out.push_back('\b'); break;
        case 'f': out.push_back('\f'); break;
        case 'v': out.push_back('\v'); break;
        case 'x': {
            int v = 0, k = 0;
            while (k < 2 && i + 1 < body.size() && std::isxdigit(static_cast<unsigned char>(body[i + 1]))) {
                const char h = body[++i];
                v = v * 16 + (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
                ++k;
            }
            out.push_back(static_cast<char>(v));
            break;
        }
        default:
            if (e >= '0' && e <= '7') {
                int v = e - '0', k = 1;
                while (k < 3 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7') {
                    v = v * 8 + (body[++i] - '0');
                    ++k;
                }
                out.push_back(static_cast<char>(v));
            } else {
                out.push_back(e); // \\ \" \' and unknown escapes
            }
        }
    }
    return out;
}

std::string decodeUsdaAsset(std::string_view text)
{
    if (text.size() >= 6 && text.substr(0, 3) == "@@@") {
        const std::string_view body = text.substr(3, text.size() - 6);
        std::string out;
        for (std::size_t i = 0; i < body.size(); ++i) {
            if (body[i] == '\\' && body.substr(i + 1, 3) == "@@@") {
                out.append("@@@");
                i += 3;
            } else {
                out.push_back(body[i]);
            }
        }
        return out;
    }
    if (text.size() >= 2)
        return std::string(text.substr(1, text.size() - 2));
    return {};
}

} // namespace knotline
