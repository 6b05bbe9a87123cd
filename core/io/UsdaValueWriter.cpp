#include "core/io/UsdaValueWriter.h"

#include <algorithm>
#include <vector>

namespace knotline {

namespace {

int utf8SequenceLength(const unsigned char *p, const unsigned char *end)
{
    const unsigned char c = *p;
    int n = 0;
    if ((c & 0xE0) == 0xC0)
        n = 2;
    else if ((c & 0xF0) == 0xE0)
        n = 3;
    else if ((c & 0xF8) == 0xF0)
        n = 4;
    else
        return 0;
    if (end - p < n)
        return 0;
    for (int i = 1; i < n; ++i)
        if ((p[i] & 0xC0) != 0x80)
            return 0;
    return n;
}

void appendArcArguments(std::string &out, const UsdValue &v, int indent)
{
    if (!v.hasArcArguments)
        return;
    out.append(" (");
    bool first = true;
    for (const UsdDictionaryEntry &e : v.entries) {
        if (!first)
            out.append("; ");
        first = false;
        out.append(e.key);
        out.append(" = ");
        appendUsdaValue(out, e.value, indent + 1, false);
    }
    out.push_back(')');
}

bool isPathLike(const UsdValue &v)
{
    return v.kind == UsdValue::Kind::Asset || v.kind == UsdValue::Kind::Path;
}

} // namespace

void appendIndent(std::string &out, int indent)
{
    out.append(static_cast<std::size_t>(indent) * 4, ' ');
}

namespace {

std::string quoteString(std::string_view str, bool allowTriple)
{
    char quote = '"';
    if (str.find('"') != std::string_view::npos && str.find('\'') == std::string_view::npos)
        quote = '\'';
    const bool triple = allowTriple && str.find('\n') != std::string_view::npos;
    std::string r;
    r.reserve(str.size() + 2);
    r.append(triple ? 3 : 1, quote);
    const auto *p = reinterpret_cast<const unsigned char *>(str.data());
    const auto *end = p + str.size();
    while (p < end) {
        if (const int n = utf8SequenceLength(p, end)) {
            r.append(reinterpret_cast<const char *>(p), static_cast<std::size_t>(n));
            p += n;
            continue;
        }
        const unsigned char c = *p++;
        switch (c) {
        case '\n':
            r.append(triple ? "\n" : "\\n");
            break;
        case '\r': r.append("\\r"); break;
        case '\t': r.append("\\t"); break;
        case '\\': r.append("\\\\"); break;
        default:
            if (c == static_cast<unsigned char>(quote)) {
                r.push_back('\\');
                r.push_back(quote);
            } else if (c < 32 || c > 126) {
                static const char *hex = "0123456789abcdef";
                r.append("\\x");
                r.push_back(hex[c >> 4]);
                r.push_back(hex[c & 15]);
            } else {
                r.push_back(static_cast<char>(c));
            }
        }
    }
    r.append(triple ? 3 : 1, quote);
    return r;
}

} // namespace

std::string quoteUsdaString(std::string_view str) { return quoteString(str, true); }

std::string quoteUsdaStringOnOneLine(std::string_view str) { return quoteString(str, false); }

std::string quoteUsdaAsset(std::string_view path)
{
    if (path.find('@') == std::string_view::npos)
        return "@" + std::string(path) + "@";
    std::string r = "@@@";
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (path.substr(i, 3) == "@@@") {
            r.append("\\@@@");
            i += 2;
        } else {
            r.push_back(path[i]);
        }
    }
    r.append("@@@");
    return r;
}

bool isUsdaIdentifier(std::string_view name)
{
    if (name.empty())
        return false;
    const auto start = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
    if (!start(name[0]))
        return false;
    return std::all_of(name.begin() + 1, name.end(),
                       [&](char c) { return start(c) || (c >= '0' && c <= '9'); });
}

void appendUsdaValue(std::string &out, const UsdValue &v, int indent, bool multiLine)
{
    switch (v.kind) {
    case UsdValue::Kind::Atom:
        out.append(v.text);
        return;
    case UsdValue::Kind::String:
        out.append(quoteUsdaString(v.text));
        return;
    case UsdValue::Kind::Asset:
        out.append(quoteUsdaAsset(v.text));
        if (!v.path.empty()) {
            out.push_back('<');
            out.append(v.path);
            out.push_back('>');
        }
        appendArcArguments(out, v, indent);
        return;
    case UsdValue::Kind::Path:
        out.push_back('<');
        out.append(v.text);
        out.push_back('>');
        appendArcArguments(out, v, indent);
        return;
    case UsdValue::Kind::Tuple: {
        const bool nested = std::any_of(v.items.begin(), v.items.end(),
                                        [](const UsdValue &i) { return i.kind == UsdValue::Kind::Tuple; });
        out.append(nested ? "( " : "(");
        for (std::size_t i = 0; i < v.items.size(); ++i) {
            if (i)
                out.append(", ");
            appendUsdaValue(out, v.items[i], indent, false);
        }
        out.append(nested ? " )" : ")");
        return;
    }
    case UsdValue::Kind::List: {
        const bool perLine = multiLine && !v.items.empty()
            && std::all_of(v.items.begin(), v.items.end(), isPathLike);
        if (perLine) {
            out.append("[\n");
            for (std::size_t i = 0; i < v.items.size(); ++i) {
                appendIndent(out, indent + 1);
                appendUsdaValue(out, v.items[i], indent + 1, false);
                out.append(i + 1 < v.items.size() ? ",\n" : "\n");
            }
            appendIndent(out, indent);
            out.push_back(']');
            return;
        }
        out.push_back('[');
        for (std::size_t i = 0; i < v.items.size(); ++i) {
            if (i)
                out.append(", ");
            appendUsdaValue(out, v.items[i], indent, false);
        }
        out.push_back(']');
        return;
    }
    case UsdValue::Kind::Dictionary:
        appendUsdaDictionary(out, v, indent, multiLine);
        if (multiLine && !out.empty() && out.back() == '\n')
            out.pop_back(); // the caller ends the line
        return;
    case UsdValue::Kind::Map:
        if (!multiLine) {
            out.append("{ ");
            for (std::size_t i = 0; i + 1 < v.items.size(); i += 2) {
                if (i)
                    out.append(", ");
                appendUsdaValue(out, v.items[i], indent, false);
                out.append(": ");
                appendUsdaValue(out, v.items[i + 1], indent, false);
            }
            out.append(" }");
            return;
        }
        out.append("{\n");
        for (std::size_t i = 0; i + 1 < v.items.size(); i += 2) {
            appendIndent(out, indent + 1);
            appendUsdaValue(out, v.items[i], indent + 1, false);
            out.append(": ");
            appendUsdaValue(out, v.items[i + 1], indent + 1, false);
            out.append(i + 2 < v.items.size() ? ",\n" : "\n");
        }
        appendIndent(out, indent);
        out.push_back('}');
        return;
    }
}

void appendUsdaDictionary(std::string &out, const UsdValue &dict, int indent, bool multiLine)
{
    std::vector<const UsdDictionaryEntry *> entries;
    entries.reserve(dict.entries.size());
    for (const UsdDictionaryEntry &e : dict.entries)
        entries.push_back(&e);
    std::stable_sort(entries.begin(), entries.end(),
                     [](const UsdDictionaryEntry *a, const UsdDictionaryEntry *b) { return a->key < b->key; });
    out.append(multiLine ? "{\n" : "{ ");
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const UsdDictionaryEntry &e = *entries[i];
        if (multiLine)
            appendIndent(out, indent + 1);
        out.append(e.typeName);
        out.push_back(' ');
        out.append(isUsdaIdentifier(e.key) ? e.key : quoteUsdaString(e.key));
        out.append(" = ");
        if (e.value.kind == UsdValue::Kind::Dictionary) {
            appendUsdaDictionary(out, e.value, indent + 1, multiLine);
        } else {
            appendUsdaValue(out, e.value, indent + 1, false);
            if (multiLine)
                out.push_back('\n');
        }
        if (!multiLine && i + 1 < entries.size())
            out.append("; ");
    }
    if (multiLine) {
        appendIndent(out, indent);
        out.append("}\n");
    } else {
        out.append(" }");
    }
}

} // namespace knotline
