#include "core/io/UsdaReader.h"

#include "core/io/UsdaParser.h"

#include <charconv>

namespace knotline {

namespace {

bool isSpecifier(const UsdaToken &t)
{
    return t.isWord("def") || t.isWord("over") || t.isWord("class");
}

Specifier specifierOf(std::string_view word)
{
    return word == "over" ? Specifier::Over : word == "class" ? Specifier::Class : Specifier::Def;
}

bool isVariability(const UsdaToken &t)
{
    return t.isWord("uniform") || t.isWord("config") || t.isWord("varying");
}

// A word that starts or qualifies a statement in a prim body. It is never an attribute's
// type name: `varying uniform x` would otherwise read as type `uniform`, be written as
// `uniform x` (varying is the default) and not read back.
bool isStatementKeyword(const UsdaToken &t)
{
    ListOp op;
    return isVariability(t) || isSpecifier(t) || t.isWord("custom") || t.isWord("rel")
        || t.isWord("variantSet") || t.isWord("reorder") || listOpFromKeyword(t.text, &op);
}

} // namespace

// ---------------------------------------------------------------------------------------
// Layer, prims and properties

bool UsdaParser::parseLayerBody(Layer *layer)
{
    if (peek().is('(') && !parseMetadataBlock(&layer->metadata, layer))
        return false;
    while (true) {
        const UsdaToken t = peek();
        if (t.type == UsdaTokenType::End)
            return true;
        if (isSpecifier(t)) {
            Prim prim;
            if (!parsePrim(&prim))
                return false;
            layer->rootPrims.push_back(std::move(prim));
        } else if (t.isWord("reorder")) {
            if (!parseReorder(&layer->statements))
                return false;
        } else {
            return unexpected(t, "a prim (def, over or class)");
        }
    }
}

bool UsdaParser::parsePrim(Prim *prim)
{
    const NestingScope scope(*this);
    if (scope.tooDeep())
        return fail(peek(), MessageId::UsdaPrimsTooDeep, kMaxNesting);
    prim->specifier = specifierOf(next().text);
    if (peek().type == UsdaTokenType::Identifier && !parseNamespacedName(&prim->typeName, "a prim type"))
        return false;
    const UsdaToken name = peek();
    if (name.type != UsdaTokenType::String)
        return unexpected(name, "a quoted prim name");
    next();
    prim->name = decodeUsdaString(name.text);
    if (prim->name.empty())
        return fail(name, MessageId::UsdaEmptyPrimName);
    if (peek().is('(') && !parseMetadataBlock(&prim->metadata, nullptr))
        return false;
    if (!expect('{', ("to open prim \"" + prim->name + "\"").c_str()))
        return false;
    const std::size_t outerPathSize = m_primPath.size();
    if (m_spans)
        m_primPath += "/" + prim->name;
    const bool ok = parsePrimBody(prim);
    m_primPath.resize(outerPathSize);
    return ok;
}

bool UsdaParser::parsePrimBody(Prim *prim)
{
    while (true) {
        const UsdaToken t = peek();
        if (t.is('}')) {
            if (m_spans)
                m_spans->primEnds.push_back({m_primPath, t.offset});
            next();
            return true;
        }
        if (t.type == UsdaTokenType::End)
            return fail(t, MessageId::UsdaMissingPrimEnd, prim->name);
        if (t.is(';')) {
            next();
            continue;
        }
        if (isSpecifier(t)) {
            Prim child;
            if (!parsePrim(&child))
                return false;
            prim->children.push_back(std::move(child));
        } else if (t.isWord("variantSet")) {
            if (!parseVariantSet(prim))
                return false;
        } else if (t.isWord("reorder")
                   && (peek(1).isWord("nameChildren") || peek(1).isWord("properties"))) {
            if (!parseReorder(&prim->statements))
                return false;
        } else if (t.type == UsdaTokenType::Identifier) {
            if (!parseProperty(prim))
                return false;
        } else {
            return unexpected(t, "a property, a child prim or '}'");
        }
    }
}

bool UsdaParser::parseProperty(Prim *prim)
{
    // [listOp] [custom] [varying|uniform|config] (rel | type) …
    for (std::size_t i = 0; i < 4; ++i) {
        const UsdaToken &t = peek(i);
        if (t.isWord("rel"))
            return parseRelationship(prim, peek().offset);
        ListOp op;
        if (!(listOpFromKeyword(t.text, &op) || t.isWord("custom") || isVariability(t)))
            break;
    }
    return parseAttribute(prim);
}

bool UsdaParser::parseAttribute(Prim *prim)
{
    const std::uint32_t begin = peek().offset;
    std::string name;
    UsdaSourceSpans::StatementKind kind = UsdaSourceSpans::StatementKind::Declaration;
    if (!parseAttributeStatement(prim, &name, &kind))
        return false;
    if (m_spans)
        m_spans->statements.push_back({m_primPath + "." + name, kind, begin, m_lastEnd});
    return true;
}

bool UsdaParser::parseAttributeStatement(Prim *prim, std::string *nameOut, UsdaSourceSpans::StatementKind *kindOut)
{
    ListOp op = ListOp::Explicit;
    const UsdaToken first = peek();
    if (listOpFromKeyword(first.text, &op) && peek(1).type == UsdaTokenType::Identifier)
        next();
    else
        op = ListOp::Explicit;
    bool custom = false;
    if (peek().isWord("custom") && peek(1).type == UsdaTokenType::Identifier) {
        next();
        custom = true;
    }
    std::optional<Variability> variability;
    if (isVariability(peek()) && peek(1).type == UsdaTokenType::Identifier) {
        const UsdaToken v = next();
        variability = v.text == "uniform" ? Variability::Uniform
            : v.text == "config"          ? Variability::Config
                                          : Variability::Varying;
    }
    const UsdaToken typeToken = peek();
    if (isStatementKeyword(typeToken))
        return unexpected(typeToken, "an attribute type name");
    std::string typeName;
    if (!parseNamespacedName(&typeName, "an attribute type name"))
        return false;
    if (peek().is('[') && !peek().spaceBefore) {
        next();
        if (!expect(']', "after '[' in an array type name"))
            return false;
        typeName += "[]";
    }
    std::string name;
    if (!parseNamespacedName(&name, "an attribute name"))
        return false;
    std::string suffix;
    if (peek().is('.') && !peek().spaceBefore) {
        next();
        const UsdaToken s = peek();
        if (s.type != UsdaTokenType::Identifier || s.spaceBefore)
            return unexpected(s, "timeSamples, spline or connect after '.'");
        if (s.text != "timeSamples" && s.text != "spline" && s.text != "connect")
            return fail(s, MessageId::UsdaUnknownAttributeField, describe(s));
        next();
        suffix.assign(s.text);
    }
    if (op != ListOp::Explicit && suffix != "connect")
        return fail(first, MessageId::UsdaListOpNotConnect, listOpKeyword(op));
    *nameOut = name;
    *kindOut = suffix == "spline"        ? UsdaSourceSpans::StatementKind::Spline
        : suffix == "timeSamples"        ? UsdaSourceSpans::StatementKind::TimeSamples
        : suffix == "connect"            ? UsdaSourceSpans::StatementKind::Connect
                                         : UsdaSourceSpans::StatementKind::Declaration;

    Attribute *attr = prim->findAttribute(name);
    if (!attr) {
        prim->attributes.emplace_back();
        attr = &prim->attributes.back();
        attr->name = name;
        attr->typeName = typeName;
    } else if (attr->typeName != typeName) {
        return fail(typeToken, MessageId::UsdaAttributeTypeMismatch, name, attr->typeName, typeName);
    }
    attr->custom = attr->custom || custom;
    if (variability)
        attr->variability = *variability;

    if (suffix.empty()) {
        if (accept('=')) {
            UsdValue v;
            if (!parseValue(&v, false))
                return false;
            attr->defaultValue = std::move(v);
        }
        if (peek().is('(') && !parseMetadataBlock(&attr->metadata, nullptr))
            return false;
        return true;
    }
    if (suffix == "spline") {
        if (!isSplineValueTypeName(typeName))
            return fail(typeToken, MessageId::UsdaUnsupportedSplineType, typeName);
        if (!expect('=', "after .spline"))
            return false;
        AttributeSpline spline;
        if (!parseSpline(typeName, &spline))
            return false;
        attr->spline = std::move(spline);
        return true;
    }
    if (!expect('=', ("after ." + suffix).c_str()))
        return false;
    if (suffix == "timeSamples") {
        TimeSamples samples;
        if (!parseTimeSamples(&samples))
            return false;
        attr->timeSamples = std::move(samples);
        return true;
    }
    ConnectStatement c;
    c.op = op;
    if (!parseValue(&c.targets, false))
        return false;
    attr->connections.push_back(std::move(c));
    return true;
}

// ---------------------------------------------------------------------------------------
// Statements kept verbatim

bool UsdaParser::skipBalanced(char open, char close)
{
    if (!expect(open, "to open a block"))
        return false;
    int depth = 1;
    while (depth > 0) {
        const UsdaToken t = next();
        if (t.type == UsdaTokenType::End)
            return fail(t, MessageId::UsdaMissingClose, std::string(1, close));
        if (t.type == UsdaTokenType::Error)
            return fail(t, t.error);
        if (t.is(open))
            ++depth;
        else if (t.is(close))
            --depth;
    }
    return true;
}

bool UsdaParser::parseVerbatim(VerbatimStatement::Kind kind, std::string name, std::uint32_t start,
                               std::vector<VerbatimStatement> *out)
{
    // Original indentation: the characters between the line start and `start`.
    std::size_t lineStart = start;
    while (lineStart > 0 && m_text[lineStart - 1] != '\n')
        --lineStart;
    const std::size_t indent = start - lineStart;
    const std::string_view raw = m_text.substr(start, m_lastEnd - start);
    VerbatimStatement s;
    s.kind = kind;
    s.name = std::move(name);
    const bool keepLines = raw.find("\"\"\"") != std::string_view::npos
        || raw.find("'''") != std::string_view::npos;
    std::size_t pos = 0;
    bool firstLine = true;
    while (pos <= raw.size()) {
        std::size_t eol = raw.find('\n', pos);
        if (eol == std::string_view::npos)
            eol = raw.size();
        std::string_view line = raw.substr(pos, eol - pos);
        // Every carriage return before the line end goes (the lexer reads them as space),
        // not only a CRLF's: the writer ends the line with '\n', and a kept '\r' would be
        // taken as part of that line end when the written text is read again.
        while (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!firstLine) {
            s.text.push_back('\n');
            if (!keepLines) {
                std::size_t strip = 0;
                while (strip < indent && strip < line.size() && (line[strip] == ' ' || line[strip] == '\t'))
                    ++strip;
                line.remove_prefix(strip);
            }
        }
        s.text.append(line);
        firstLine = false;
        if (eol == raw.size())
            break;
        pos = eol + 1;
    }
    out->push_back(std::move(s));
    return true;
}

bool UsdaParser::parseRelationship(Prim *prim, std::uint32_t start)
{
    while (!peek().isWord("rel"))
        next();
    next(); // rel
    std::string name;
    if (!parseNamespacedName(&name, "a relationship name"))
        return false;
    if (peek().is('.') && !peek().spaceBefore) {
        next();
        const UsdaToken s = peek();
        if (!s.isWord("default"))
            return unexpected(s, "default after '.'");
        next();
    }
    if (accept('=')) {
        UsdValue v;
        if (!parseValue(&v, false))
            return false;
    }
    if (peek().is('(')) {
        Metadata ignored;
        if (!parseMetadataBlock(&ignored, nullptr))
            return false;
    }
    return parseVerbatim(VerbatimStatement::Kind::Relationship, std::move(name), start, &prim->statements);
}

bool UsdaParser::parseVariantSet(Prim *prim)
{
    const std::uint32_t start = next().offset; // variantSet
    const UsdaToken name = peek();
    if (name.type != UsdaTokenType::String)
        return unexpected(name, "a quoted variant set name");
    next();
    if (!expect('=', "after the variant set name") || !skipBalanced('{', '}'))
        return false;
    return parseVerbatim(VerbatimStatement::Kind::VariantSet, decodeUsdaString(name.text), start,
                         &prim->statements);
}

bool UsdaParser::parseReorder(std::vector<VerbatimStatement> *out)
{
    const std::uint32_t start = next().offset; // reorder
    const UsdaToken what = peek();
    if (!what.isWord("nameChildren") && !what.isWord("properties") && !what.isWord("rootPrims"))
        return unexpected(what, "nameChildren, properties or rootPrims after reorder");
    next();
    UsdValue v;
    if (!expect('=', "after the reorder target") || !parseValue(&v, false))
        return false;
    return parseVerbatim(VerbatimStatement::Kind::Reorder, {}, start, out);
}

// ---------------------------------------------------------------------------------------
// Header and entry point

namespace {

struct Header {
    UsdaVersion version;
    std::size_t bodyStart = 0;
    bool legacy = false;
};

bool parseVersion(std::string_view text, int *major, int *minor)
{
    const std::size_t dot = text.find('.');
    if (dot == std::string_view::npos)
        return false;
    const std::string_view a = text.substr(0, dot);
    std::string_view b = text.substr(dot + 1);
    const std::size_t dot2 = b.find('.');
    std::string_view patch;
    if (dot2 != std::string_view::npos) {
        patch = b.substr(dot2 + 1);
        b = b.substr(0, dot2);
    }
    const auto parseInt = [](std::string_view s, int *out) {
        const auto r = std::from_chars(s.data(), s.data() + s.size(), *out);
        return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size() && *out >= 0;
    };
    int p = 0;
    return parseInt(a, major) && parseInt(b, minor) && (dot2 == std::string_view::npos || parseInt(patch, &p));
}

} // namespace

Result<Layer> readUsda(std::string_view text, const std::string &fileName,
                       std::vector<std::string> *warnings)
{
    return readUsda(text, fileName, warnings, nullptr);
}

Result<Layer> readUsda(std::string_view text, const std::string &fileName, std::vector<std::string> *warnings,
                       UsdaSourceSpans *spans)
{
    const auto headerError = [&](int column, MessageId id, std::string arg = std::string()) {
        return Result<Layer>(Status::error(id, std::move(arg)).withContext(fileName + ":1:" + std::to_string(column)));
    };
    // Skip a UTF-8 byte order mark.
    std::size_t begin = 0;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        begin = 3;
    const std::size_t eol = std::min(text.find('\n', begin), text.size());
    std::string_view line = text.substr(begin, eol - begin);
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);

    Header header;
    header.bodyStart = eol;
    const bool usda = line.substr(0, 6) == "#usda ";
    const bool sdf = line.substr(0, 5) == "#sdf ";
    if (!usda && !sdf)
        return headerError(1, MessageId::UsdaNotUsda);
    std::size_t vStart = usda ? 6 : 5;
    while (vStart < line.size() && (line[vStart] == ' ' || line[vStart] == '\t'))
        ++vStart;
    std::size_t vEnd = vStart;
    while (vEnd < line.size() && line[vEnd] != ' ' && line[vEnd] != '\t')
        ++vEnd;
    const std::string_view versionText = line.substr(vStart, vEnd - vStart);
    const int versionColumn = static_cast<int>(vStart) + 1;
    for (std::size_t i = vEnd; i < line.size(); ++i)
        if (line[i] != ' ' && line[i] != '\t')
            return headerError(static_cast<int>(i) + 1, MessageId::UsdaTextAfterVersion);
    int major = 0, minor = 0;
    if (!parseVersion(versionText, &major, &minor))
        return headerError(versionColumn, MessageId::UsdaMalformedVersion, std::string(versionText));
    if (sdf) {
        if (major != 1 || minor != 4)
            return headerError(versionColumn, MessageId::UsdaUnsupportedLegacyHeader, std::string(versionText));
        header.version = UsdaVersion{1, 0};
        if (warnings)
            warnings->push_back(Status::error(MessageId::Warning,
                                              Status::error(MessageId::UsdaLegacyHeaderRead, versionText))
                                    .withContext(fileName + ":1:1")
                                    .message());
    } else {
        if (major != 1 || minor > 3)
            return headerError(versionColumn, MessageId::UsdaUnsupportedVersion, std::string(versionText));
        header.version = UsdaVersion{major, minor};
    }

    UsdaParser parser(text, fileName, header.bodyStart, warnings);
    UsdaSourceSpans found;
    if (spans) {
        found.headerBegin = static_cast<std::uint32_t>(begin);
        found.headerEnd = static_cast<std::uint32_t>(begin + line.size());
        found.legacyHeader = sdf;
        parser.recordSpans(&found);
    }
    Layer layer;
    layer.declaredVersion = header.version;
    if (!parser.parseLayerBody(&layer))
        return Result<Layer>(parser.error());
    if (spans)
        *spans = std::move(found);
    return layer;
}

} // namespace knotline
