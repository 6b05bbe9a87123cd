#include "core/io/UsdaTextPatch.h"

#include "core/io/UsdaReader.h"
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
        if (o.specifier != e.specifier || o.typeName != e.typeName || o.name != e.name || o.metadata != e.metadata
            || o.statements != e.statements || o.children.size() != e.children.size())
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
