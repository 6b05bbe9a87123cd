#include "core/io/UsdaTextPatch.h"

#include "core/io/UsdaReader.h"
#include "core/io/UsdaValueWriter.h"
#include "core/io/UsdaWriter.h"

#include <algorithm>
#include <map>

namespace knotline {

namespace {

using StatementKind = UsdaSourceSpans::StatementKind;

/// One replacement of source[begin, end) (begin == end: an insertion).
struct TextEdit {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::string text;
};

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

class Patcher {
public:
    Patcher(std::string_view source, const UsdaSourceSpans &spans)
        : m_source(source)
    {
        for (const UsdaSourceSpans::Statement &s : spans.statements)
            m_statements[s.attributePath].push_back(&s);
        for (const UsdaSourceSpans::PrimEnd &p : spans.primEnds)
            m_primEnds.emplace(p.primPath, p.closeBrace);
    }

    bool diffPrim(const std::string &path, const Prim &o, const Prim &e)
    {
        if (o.specifier != e.specifier || o.typeName != e.typeName || o.name != e.name
            || o.statements != e.statements || o.children.size() != e.children.size())
            return false;
        if (o.metadata != e.metadata && !patchClipsMetadata(o.metadata, e.metadata))
            return false;
        for (const Attribute &ea : e.attributes) {
            const std::string attributePath = path + "." + ea.name;
            const Attribute *oa = o.findAttribute(ea.name);
            if (!oa) {
                if (!appendAttribute(path, ea))
                    return false;
                continue;
            }
            if (!sameBesidesSpline(*oa, ea))
                return false;
            if (oa->spline == ea.spline)
                continue;
            if (!(ea.spline ? (oa->spline ? replaceSpline(attributePath, ea) : insertSpline(attributePath, ea))
                            : removeStatements(attributePath, true)))
                return false;
        }
        for (const Attribute &oa : o.attributes)
            if (!e.findAttribute(oa.name) && !removeStatements(path + "." + oa.name, false))
                return false;
        for (std::size_t i = 0; i < o.children.size(); ++i)
            if (!diffPrim(path + "/" + o.children[i].name, o.children[i], e.children[i]))
                return false;
        return true;
    }

    void replaceHeader(std::size_t begin, std::size_t end, UsdaVersion v)
    {
        m_edits.push_back({begin, end, "#usda " + std::to_string(v.major) + "." + std::to_string(v.minor)});
    }

    std::optional<std::string> apply()
    {
        std::sort(m_edits.begin(), m_edits.end(),
                  [](const TextEdit &a, const TextEdit &b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
        std::string out;
        out.reserve(m_source.size() + 256);
        std::size_t at = 0;
        for (const TextEdit &edit : m_edits) {
            if (edit.begin < at)
                return std::nullopt; // overlapping edits
            out.append(m_source.substr(at, edit.begin - at));
            out.append(edit.text);
            at = edit.end;
        }
        out.append(m_source.substr(at));
        return out;
    }

private:
    /// The `clips` entry of `m` (explicit), or nullptr.
    static const MetadataEntry *clipsEntry(const Metadata &m)
    {
        const MetadataEntry *e = m.find("clips");
        return e && e->value.kind == UsdValue::Kind::Dictionary ? e : nullptr;
    }

    static Metadata withoutClips(Metadata m)
    {
        std::erase_if(m.entries, [](const MetadataEntry &e) { return e.op == ListOp::Explicit && e.key == "clips"; });
        return m;
    }

    /// Prim metadata that differs only inside existing clip sets (fields changed, added
    /// or removed): each changed field's value is rewritten where it stands, a new field
    /// gets a line after the set's last field, a removed one loses its line.
    bool patchClipsMetadata(const Metadata &o, const Metadata &e)
    {
        const MetadataEntry *oc = clipsEntry(o);
        const MetadataEntry *ec = clipsEntry(e);
        if (!oc || !ec || !(withoutClips(o) == withoutClips(e)))
            return false;
        const auto &os = oc->value.entries;
        const auto &es = ec->value.entries;
        if (os.size() != es.size())
            return false;
        for (std::size_t i = 0; i < os.size(); ++i) {
            if (os[i].key != es[i].key || os[i].typeName != es[i].typeName)
                return false;
            if (os[i] == es[i])
                continue;
            if (os[i].value.kind != UsdValue::Kind::Dictionary || es[i].value.kind != UsdValue::Kind::Dictionary
                || !patchClipSet(os[i].value, es[i].value))
                return false;
        }
        return true;
    }

    bool patchClipSet(const UsdValue &o, const UsdValue &e)
    {
        if (o.entries.empty())
            return false;
        std::optional<std::size_t> lastEnd; // end of the last field's value
        for (const UsdDictionaryEntry &oe : o.entries) {
            const std::optional<std::pair<std::size_t, std::size_t>> span = valueSpan(oe);
            if (!span)
                return false;
            lastEnd = std::max(lastEnd.value_or(0), span->second);
            const auto found = std::find_if(e.entries.begin(), e.entries.end(),
                                            [&](const UsdDictionaryEntry &x) { return x.key == oe.key; });
            if (found == e.entries.end()) { // removed: its line goes
                const std::size_t begin = entryOffset(oe);
                const std::optional<std::string_view> indentation = indentationBefore(begin);
                const std::optional<std::size_t> end = restOfLineEnd(span->second);
                if (!indentation || !end)
                    return false;
                m_edits.push_back({begin - indentation->size(), *end, {}});
            } else if (!(*found == oe)) {
                if (found->typeName != oe.typeName)
                    return false;
                std::string text;
                appendUsdaValue(text, found->value, levelOf(indentationBefore(entryOffset(oe)).value_or("")), true);
                m_edits.push_back({span->first, span->second, std::move(text)});
            }
        }
        // Added fields, in their order, on new lines after the last field.
        std::string added;
        const std::string_view indentation = indentationBefore(entryOffset(o.entries.back())).value_or("");
        for (const UsdDictionaryEntry &ee : e.entries) {
            if (std::any_of(o.entries.begin(), o.entries.end(), [&](const UsdDictionaryEntry &x) { return x.key == ee.key; }))
                continue;
            if (!isUsdaIdentifier(ee.key) || ee.typeName == "dictionary")
                return false;
            added += std::string(indentation) + ee.typeName + " " + ee.key + " = ";
            appendUsdaValue(added, ee.value, levelOf(indentation), true);
            added += "\n";
        }
        if (!added.empty()) {
            const std::optional<std::size_t> at = restOfLineEnd(*lastEnd);
            if (!at)
                return false;
            m_edits.push_back({*at, *at, std::move(added)});
        }
        return true;
    }

    /// Byte offset of a dictionary entry's type name from its recorded line and column
    /// (1-based; the column counts characters); npos when not recorded or out of range.
    std::size_t entryOffset(const UsdDictionaryEntry &entry) const
    {
        if (entry.line <= 0 || entry.column <= 0)
            return std::string_view::npos;
        std::size_t at = 0;
        for (int line = 1; line < entry.line; ++line) {
            at = m_source.find('\n', at);
            if (at == std::string_view::npos)
                return at;
            ++at;
        }
        for (int col = 1; col < entry.column; ++col) {
            if (at >= m_source.size())
                return std::string_view::npos;
            ++at;
            while (at < m_source.size() && (static_cast<unsigned char>(m_source[at]) & 0xC0) == 0x80)
                ++at;
        }
        return at;
    }

    /// [begin, end) of the value of `entry` (`type key = value`) in the source.
    std::optional<std::pair<std::size_t, std::size_t>> valueSpan(const UsdDictionaryEntry &entry) const
    {
        std::size_t i = entryOffset(entry);
        if (i >= m_source.size())
            return std::nullopt;
        const std::size_t eq = m_source.find('=', i);
        if (eq == std::string_view::npos || m_source.substr(i, eq - i).find('\n') != std::string_view::npos)
            return std::nullopt;
        i = eq + 1;
        while (i < m_source.size() && isBlank(m_source[i]))
            ++i;
        const std::optional<std::size_t> end = valueEnd(i);
        if (!end)
            return std::nullopt;
        return std::pair{i, *end};
    }

    /// The end of the usda value starting at `i`: a bracketed list, tuple or dictionary
    /// (quotes, asset paths and paths inside skipped whole), a string, an asset path, a
    /// path, or a bare token.
    std::optional<std::size_t> valueEnd(std::size_t i) const
    {
        int depth = 0;
        while (i < m_source.size()) {
            const char c = m_source[i];
            if (c == '"' || c == '\'') {
                const bool triple = m_source.substr(i, 3) == std::string(3, c);
                const std::string_view close = triple ? m_source.substr(i, 3) : m_source.substr(i, 1);
                std::size_t j = i + close.size();
                while (j < m_source.size() && m_source.substr(j, close.size()) != close)
                    j += m_source[j] == '\\' ? 2 : 1;
                if (j >= m_source.size())
                    return std::nullopt;
                i = j + close.size();
            } else if (c == '@') {
                const bool triple = m_source.substr(i, 3) == "@@@";
                const std::size_t j = m_source.find(triple ? "@@@" : "@", i + (triple ? 3 : 1));
                if (j == std::string_view::npos)
                    return std::nullopt;
                i = j + (triple ? 3 : 1);
            } else if (c == '<') {
                const std::size_t j = m_source.find('>', i);
                if (j == std::string_view::npos)
                    return std::nullopt;
                i = j + 1;
            } else if (c == '[' || c == '(' || c == '{') {
                ++depth;
                ++i;
                continue;
            } else if (c == ']' || c == ')' || c == '}') {
                if (depth == 0)
                    return i;
                --depth;
                ++i;
            } else if (depth > 0) {
                ++i;
                continue;
            } else {
                while (i < m_source.size() && !isBlank(m_source[i]) && std::string_view(";,)]}\r\n#").find(m_source[i]) == std::string_view::npos)
                    ++i;
                return i;
            }
            if (depth == 0)
                return i;
        }
        return std::nullopt;
    }

    static bool sameBesidesSpline(Attribute a, Attribute b)
    {
        a.spline.reset();
        b.spline.reset();
        return a == b;
    }

    /// Start of the line holding `offset`.
    std::size_t lineStart(std::size_t offset) const
    {
        while (offset > 0 && m_source[offset - 1] != '\n')
            --offset;
        return offset;
    }

    /// The blanks from the line start to `offset`; nullopt when something else is there.
    std::optional<std::string_view> indentationBefore(std::size_t offset) const
    {
        const std::size_t start = lineStart(offset);
        for (std::size_t i = start; i < offset; ++i)
            if (!isBlank(m_source[i]))
                return std::nullopt;
        return m_source.substr(start, offset - start);
    }

    /// Offset just past the line break after `offset` when the rest of its line is blank
    /// or a comment; nullopt otherwise (or at the end of the text without a line break).
    std::optional<std::size_t> restOfLineEnd(std::size_t offset) const
    {
        std::size_t i = offset;
        while (i < m_source.size() && isBlank(m_source[i]))
            ++i;
        const bool comment = m_source.substr(i, 1) == "#" || m_source.substr(i, 2) == "//";
        if (!comment && i < m_source.size() && m_source[i] != '\n' && m_source[i] != '\r')
            return std::nullopt;
        const std::size_t nl = m_source.find('\n', i);
        if (nl == std::string_view::npos)
            return std::nullopt;
        return nl + 1;
    }

    /// Nesting level writeUsdaAttribute needs to match `indentation` (4 columns a level,
    /// a tab counting as one level).
    static int levelOf(std::string_view indentation)
    {
        int columns = 0;
        for (char c : indentation)
            columns += c == '\t' ? 4 : 1;
        return columns / 4;
    }

    /// writeUsdaAttribute(a, level) with each line's leading indentation of `level`
    /// replaced by `indentation` on the first line only (inner lines keep the writer's).
    static std::string attributeText(const Attribute &a, std::string_view indentation, int level)
    {
        std::string text = writeUsdaAttribute(a, level);
        const std::size_t own = static_cast<std::size_t>(level) * 4;
        if (text.compare(0, own, std::string(own, ' ')) == 0)
            text.replace(0, own, indentation);
        return text;
    }

    static Attribute splineOnly(const Attribute &a)
    {
        Attribute s;
        s.name = a.name;
        s.typeName = a.typeName;
        s.variability = a.variability;
        s.spline = a.spline;
        return s;
    }

    const UsdaSourceSpans::Statement *onlyStatement(const std::string &attributePath, StatementKind kind) const
    {
        const auto it = m_statements.find(attributePath);
        if (it == m_statements.end())
            return nullptr;
        const UsdaSourceSpans::Statement *found = nullptr;
        for (const UsdaSourceSpans::Statement *s : it->second) {
            if (s->kind != kind)
                continue;
            if (found)
                return nullptr; // written twice: not rewritten in place
            found = s;
        }
        return found;
    }

    bool replaceSpline(const std::string &attributePath, const Attribute &a)
    {
        const UsdaSourceSpans::Statement *s = onlyStatement(attributePath, StatementKind::Spline);
        const std::optional<std::string_view> indentation = s ? indentationBefore(s->begin) : std::nullopt;
        if (!indentation)
            return false;
        std::string text = attributeText(splineOnly(a), *indentation, levelOf(*indentation));
        text.erase(0, indentation->size()); // the statement starts after its indentation
        if (!text.empty() && text.back() == '\n')
            text.pop_back();
        m_edits.push_back({s->begin, s->end, std::move(text)});
        return true;
    }

    bool insertSpline(const std::string &attributePath, const Attribute &a)
    {
        const auto it = m_statements.find(attributePath);
        if (it == m_statements.end() || it->second.empty())
            return false;
        const UsdaSourceSpans::Statement *last = it->second.back();
        const UsdaSourceSpans::Statement *first = it->second.front();
        const std::optional<std::string_view> indentation = indentationBefore(first->begin);
        const std::optional<std::size_t> at = restOfLineEnd(last->end);
        if (!indentation || !at)
            return false;
        m_edits.push_back({*at, *at, attributeText(splineOnly(a), *indentation, levelOf(*indentation))});
        return true;
    }

    /// Removes the statements of `attributePath` (only its `.spline` one when `splineOnly`):
    /// whole lines when a statement has its line to itself, else just its text.
    bool removeStatements(const std::string &attributePath, bool splineStatementOnly)
    {
        const auto it = m_statements.find(attributePath);
        if (it == m_statements.end())
            return false;
        bool removed = false;
        for (const UsdaSourceSpans::Statement *s : it->second) {
            if (splineStatementOnly && s->kind != StatementKind::Spline)
                continue;
            const std::optional<std::string_view> indentation = indentationBefore(s->begin);
            const std::optional<std::size_t> end = restOfLineEnd(s->end);
            if (indentation && end)
                m_edits.push_back({s->begin - indentation->size(), *end, {}});
            else
                m_edits.push_back({s->begin, s->end, {}});
            removed = true;
        }
        return removed;
    }

    bool appendAttribute(const std::string &primPath, const Attribute &a)
    {
        const auto it = m_primEnds.find(primPath);
        if (it == m_primEnds.end())
            return false;
        const std::optional<std::string_view> indentation = indentationBefore(it->second);
        if (!indentation)
            return false;
        const int level = levelOf(*indentation) + 1;
        const std::size_t at = it->second - indentation->size();
        m_edits.push_back({at, at, attributeText(a, std::string(*indentation) + "    ", level)});
        return true;
    }

    std::string_view m_source;
    std::map<std::string, std::vector<const UsdaSourceSpans::Statement *>> m_statements;
    std::map<std::string, std::uint32_t> m_primEnds;
    std::vector<TextEdit> m_edits;
};

bool sameBesidesPrims(Layer a, Layer b)
{
    a.rootPrims.clear();
    b.rootPrims.clear();
    a.declaredVersion = b.declaredVersion;
    return a == b;
}

} // namespace

std::optional<std::string> patchUsdaText(std::string_view source, const UsdaSourceSpans &spans,
                                         const Layer &original, const Layer &edited)
{
    if (!sameBesidesPrims(original, edited) || original.rootPrims.size() != edited.rootPrims.size())
        return std::nullopt;
    Patcher patcher(source, spans);
    for (std::size_t i = 0; i < original.rootPrims.size(); ++i)
        if (!patcher.diffPrim("/" + original.rootPrims[i].name, original.rootPrims[i], edited.rootPrims[i]))
            return std::nullopt;
    const UsdaVersion needed = requiredUsdaVersion(edited);
    if (spans.legacyHeader || needed > original.declaredVersion)
        patcher.replaceHeader(spans.headerBegin, spans.headerEnd, std::max(needed, original.declaredVersion));
    std::optional<std::string> text = patcher.apply();
    if (!text)
        return std::nullopt;
    // What the patch wrote must read back as exactly what the canonical writer's text of
    // the edited layer reads back as (a spline made in memory may hold what no usda text
    // spells, e.g. its authoring mode; both texts drop it alike).
    Result<Layer> back = readUsda(*text, "patched");
    Result<Layer> canonical = readUsda(writeUsda(edited), "canonical");
    if (!back || !canonical)
        return std::nullopt;
    Layer reread = std::move(back.value());
    reread.declaredVersion = canonical.value().declaredVersion;
    if (!(reread == canonical.value()))
        return std::nullopt;
    return text;
}

std::optional<std::string> patchUsdaText(std::string_view source, const Layer &edited)
{
    UsdaSourceSpans spans;
    Result<Layer> original = readUsda(source, "source", nullptr, &spans);
    if (!original)
        return std::nullopt;
    return patchUsdaText(source, spans, original.value(), edited);
}

} // namespace knotline
