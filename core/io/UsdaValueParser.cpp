// UsdaParser: generic values, dictionaries, metadata blocks, layer offsets, sublayers and
// time samples.

#include "core/io/NumberFormat.h"
#include "core/io/UsdaParser.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace knotline {

namespace {

// Number token text as the writer prints it: floating-point texts are rewritten as the
// shortest round-trip text (`6.0` → `6`); integer texts are kept.
std::string normalizedNumber(std::string_view text)
{
    if (text.find_first_of(".eE") == std::string_view::npos || text.find("inf") != std::string_view::npos)
        return std::string(text);
    double v = 0.0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc() || !std::isfinite(v))
        return std::string(text);
    return formatDouble(v);
}

// A metadata entry's identity: its key and list op (a repeated one replaces the earlier).
std::string metadataKey(const MetadataEntry &e)
{
    return std::string(1, static_cast<char>('0' + static_cast<int>(e.op))) + e.key;
}

} // namespace

UsdaParser::UsdaParser(std::string_view text, std::string fileName, std::size_t start,
                       std::vector<std::string> *warnings)
    : m_lex(text, start), m_text(text), m_fileName(std::move(fileName)), m_warnings(warnings)
{
}

void UsdaParser::lineColumnAt(std::uint32_t offset, int *line, int *column)
{
    if (offset < m_positionOffset) { // positions are usually asked in increasing order
        m_positionOffset = 0;
        m_positionLine = 1;
        m_positionLineStart = 0;
    }
    const std::size_t end = std::min<std::size_t>(offset, m_text.size());
    for (std::size_t i = m_positionOffset; i < end; ++i) {
        if (m_text[i] == '\n') {
            ++m_positionLine;
            m_positionLineStart = static_cast<std::uint32_t>(i + 1);
        }
    }
    m_positionOffset = static_cast<std::uint32_t>(end);
    int col = 1;
    for (std::size_t i = m_positionLineStart; i < end; ++i)
        if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80)
            ++col;
    *line = m_positionLine;
    *column = col;
}

bool UsdaParser::failAt(std::uint32_t offset, const Status &message)
{
    if (m_failed)
        return false;
    int line = 0, column = 0;
    usdaLineColumn(m_text, offset, &line, &column);
    m_failed = true;
    m_error = message.withContext(m_fileName + ":" + std::to_string(line) + ":" + std::to_string(column));
    return false;
}

void UsdaParser::warnAt(std::uint32_t offset, const Status &message)
{
    if (!m_warnings)
        return;
    int line = 0, column = 0;
    usdaLineColumn(m_text, offset, &line, &column);
    m_warnings->push_back(Status::error(MessageId::Warning, message)
                              .withContext(m_fileName + ":" + std::to_string(line) + ":" + std::to_string(column))
                              .message());
}

std::string UsdaParser::describe(const UsdaToken &token)
{
    if (token.type == UsdaTokenType::End)
        return "end of file";
    std::string_view text = token.text;
    if (text.size() > 40)
        return "'" + std::string(text.substr(0, 37)) + "...'";
    return "'" + std::string(text) + "'";
}

bool UsdaParser::unexpected(const UsdaToken &token, const std::string &expected)
{
    if (token.type == UsdaTokenType::Error)
        return fail(token, token.error);
    return fail(token, MessageId::Expected, expected, describe(token));
}

bool UsdaParser::expect(char c, const char *context)
{
    const UsdaToken &t = peek();
    if (t.is(c)) {
        next();
        return true;
    }
    return unexpected(t, std::string("'") + c + "' " + context);
}

bool UsdaParser::accept(char c)
{
    if (peek().is(c)) {
        next();
        return true;
    }
    return false;
}

bool UsdaParser::parseNamespacedName(std::string *out, const char *context)
{
    const UsdaToken first = peek();
    if (first.type != UsdaTokenType::Identifier)
        return unexpected(first, context);
    next();
    out->assign(first.text);
    // a:b:c — only when the pieces touch (no spaces), so "pre: linear" stays two tokens
    while (peek().is(':') && !peek().spaceBefore && peek(1).type == UsdaTokenType::Identifier
           && !peek(1).spaceBefore) {
        next();
        out->push_back(':');
        out->append(next().text);
    }
    return true;
}

bool UsdaParser::parseNumber(double *out, const char *context)
{
    UsdaToken t;
    return parseNumber(out, context, &t);
}

bool UsdaParser::parseNumber(double *out, const char *context, UsdaToken *token)
{
    const UsdaToken t = peek();
    *token = t;
    if (t.type == UsdaTokenType::Identifier && (t.text == "inf" || t.text == "nan")) {
        next();
        *out = t.text == "inf" ? std::numeric_limits<double>::infinity()
                               : std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    if (t.type != UsdaTokenType::Number)
        return unexpected(t, context);
    next();
    std::string_view s = t.text;
    if (s == "-inf" || s == "+inf") {
        *out = s[0] == '-' ? -std::numeric_limits<double>::infinity()
                           : std::numeric_limits<double>::infinity();
        return true;
    }
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    const auto r = std::from_chars(s.data(), s.data() + s.size(), *out);
    if (r.ec == std::errc::result_out_of_range) {
        // from_chars leaves `out` untouched on overflow/underflow; follow strtod
        *out = std::strtod(std::string(s).c_str(), nullptr);
        return true;
    }
    if (r.ec != std::errc() || r.ptr != s.data() + s.size())
        return fail(t, MessageId::UsdaMalformedNumber, describe(t));
    return true;
}

bool UsdaParser::parseValue(UsdValue *out, bool allowArcArguments)
{
    const UsdaToken t = peek();
    const NestingScope scope(*this);
    if (scope.tooDeep())
        return fail(t, MessageId::UsdaValuesTooDeep, kMaxNesting);
    switch (t.type) {
    case UsdaTokenType::Number:
        next();
        *out = UsdValue::atom(normalizedNumber(t.text));
        return true;
    case UsdaTokenType::Identifier:
        next();
        *out = UsdValue::atom(std::string(t.text));
        return true;
    case UsdaTokenType::String:
        next();
        *out = UsdValue::string(decodeUsdaString(t.text));
        return true;
    case UsdaTokenType::Asset:
    case UsdaTokenType::Path: {
        next();
        UsdValue v;
        if (t.type == UsdaTokenType::Asset) {
            v.kind = UsdValue::Kind::Asset;
            v.text = decodeUsdaAsset(t.text);
            if (peek().type == UsdaTokenType::Path && !peek().spaceBefore) {
                const UsdaToken p = next();
                v.path.assign(p.text.substr(1, p.text.size() - 2));
            }
        } else {
            v.kind = UsdValue::Kind::Path;
            v.text.assign(t.text.substr(1, t.text.size() - 2));
        }
        if (allowArcArguments && peek().is('(') && peek(1).type == UsdaTokenType::Identifier
            && peek(2).is('=')) {
            if (!parseArcArguments(&v))
                return false;
        }
        *out = std::move(v);
        return true;
    }
    case UsdaTokenType::Punct:
        if (t.is('(') || t.is('[')) {
            const char close = t.is('(') ? ')' : ']';
            next();
            UsdValue v;
            v.kind = t.is('(') ? UsdValue::Kind::Tuple : UsdValue::Kind::List;
            while (!accept(close)) {
                UsdValue item;
                if (!parseValue(&item, allowArcArguments))
                    return false;
                v.items.push_back(std::move(item));
                if (!accept(',')) {
                    if (!expect(close, v.kind == UsdValue::Kind::Tuple ? "or ',' in a tuple"
                                                                         : "or ',' in a list"))
                        return false;
                    break;
                }
            }
            *out = std::move(v);
            return true;
        }
        if (t.is('{'))
            return parseBraceValue(out);
        break;
    default:
        break;
    }
    return unexpected(t, "a value");
}

bool UsdaParser::parseArcArguments(UsdValue *out)
{
    next(); // (
    out->hasArcArguments = true;
    while (!accept(')')) {
        UsdDictionaryEntry e;
        if (!parseNamespacedName(&e.key, "an argument name such as offset or scale"))
            return false;
        if (!expect('=', "after the argument name"))
            return false;
        if (!parseValue(&e.value, false))
            return false;
        out->entries.push_back(std::move(e));
        accept(';');
    }
    return true;
}

bool UsdaParser::parseBraceValue(UsdValue *out)
{
    if (!expect('{', "to open a dictionary"))
        return false;
    const UsdaToken &first = peek();
    const bool isMap = (first.type == UsdaTokenType::String || first.type == UsdaTokenType::Path)
        && peek(1).is(':');
    if (!isMap)
        return parseDictionaryBody(out); // parseValue counted this level
    UsdValue v;
    v.kind = UsdValue::Kind::Map;
    while (!accept('}')) {
        UsdValue key, value;
        if (!parseValue(&key, false) || !expect(':', "after a key") || !parseValue(&value, false))
            return false;
        v.items.push_back(std::move(key));
        v.items.push_back(std::move(value));
        if (!accept(',')) {
            if (!expect('}', "or ',' in a map"))
                return false;
            break;
        }
    }
    *out = std::move(v);
    return true;
}

// Called after '{' was consumed; one level of nesting.
bool UsdaParser::parseDictionary(UsdValue *out)
{
    const NestingScope scope(*this);
    if (scope.tooDeep())
        return failAt(m_lastEnd - 1, MessageId::UsdaValuesTooDeep, kMaxNesting); // at the '{'
    return parseDictionaryBody(out);
}

bool UsdaParser::parseDictionaryBody(UsdValue *out)
{
    UsdValue v;
    v.kind = UsdValue::Kind::Dictionary;
    std::unordered_map<std::string, std::size_t> indexOfKey; // repeated keys in O(1)
    while (!accept('}')) {
        UsdDictionaryEntry e;
        const UsdaToken typeToken = peek();
        if (typeToken.type != UsdaTokenType::Identifier)
            return unexpected(typeToken, "a value type name in a dictionary entry, or '}'");
        next();
        e.typeName.assign(typeToken.text);
        if (m_recordEntryPositions)
            lineColumnAt(typeToken.offset, &e.line, &e.column);
        if (peek().is('[') && !peek().spaceBefore) {
            next();
            if (!expect(']', "after '[' in a type name"))
                return false;
            e.typeName += "[]";
        }
        const UsdaToken keyToken = peek();
        if (keyToken.type == UsdaTokenType::String) {
            next();
            e.key = decodeUsdaString(keyToken.text);
        } else if (!parseNamespacedName(&e.key, "a dictionary key")) {
            return false;
        }
        if (!expect('=', "after a dictionary key"))
            return false;
        if (e.typeName == "dictionary") {
            if (!expect('{', "to open a nested dictionary") || !parseDictionary(&e.value))
                return false;
        } else if (!parseValue(&e.value, false)) {
            return false;
        }
        // A dictionary is a map: a repeated key replaces the earlier entry.
        const auto [at, added] = indexOfKey.try_emplace(e.key, v.entries.size());
        if (added)
            v.entries.push_back(std::move(e));
        else
            v.entries[at->second] = std::move(e);
        accept(';');
    }
    // Stored sorted by key, the order the writer uses.
    std::stable_sort(v.entries.begin(), v.entries.end(),
                     [](const UsdDictionaryEntry &a, const UsdDictionaryEntry &b) { return a.key < b.key; });
    *out = std::move(v);
    return true;
}

bool UsdaParser::parseLayerOffsetArguments(LayerOffset *out)
{
    if (!expect('(', "to open a layer offset"))
        return false;
    while (!accept(')')) {
        const UsdaToken key = peek();
        if (!key.isWord("offset") && !key.isWord("scale"))
            return unexpected(key, "offset, scale or ')' in a layer offset");
        next();
        if (!expect('=', "after offset/scale"))
            return false;
        double v = 0.0;
        UsdaToken numberToken;
        if (!parseNumber(&v, "a number", &numberToken))
            return false;
        if (!std::isfinite(v))
            return fail(numberToken, MessageId::UsdaLayerOffsetNotFinite, key.text);
        (key.text == "offset" ? out->offset : out->scale) = v;
        accept(';');
    }
    return true;
}

bool UsdaParser::parseSubLayers(Layer *layer)
{
    if (!expect('[', "to open the subLayers list"))
        return false;
    while (!accept(']')) {
        const UsdaToken t = peek();
        if (t.type != UsdaTokenType::Asset)
            return unexpected(t, "a sublayer asset path such as @./layer.usda@");
        next();
        SubLayer s;
        s.assetPath = decodeUsdaAsset(t.text);
        usdaLineColumn(m_text, t.offset, &s.line, &s.column);
        if (peek().is('(') && !parseLayerOffsetArguments(&s.offset))
            return false;
        layer->subLayers.push_back(std::move(s));
        if (!accept(',')) {
            if (!expect(']', "or ',' in the subLayers list"))
                return false;
            break;
        }
    }
    return true;
}

bool UsdaParser::parseMetadataBlock(Metadata *out, Layer *layer)
{
    if (!expect('(', "to open metadata"))
        return false;
    // Repeated keys in O(1); `out` may hold entries of an earlier declaration.
    std::unordered_map<std::string, std::size_t> indexOfKey;
    for (std::size_t i = 0; i < out->entries.size(); ++i)
        indexOfKey.try_emplace(metadataKey(out->entries[i]), i);
    while (true) {
        const UsdaToken t = peek();
        if (t.is(')')) {
            next();
            return true;
        }
        if (t.type == UsdaTokenType::String) {
            next();
            out->comment = decodeUsdaString(t.text);
            accept(';');
            continue;
        }
        if (t.type != UsdaTokenType::Identifier)
            return unexpected(t, "a metadata entry or ')'");
        MetadataEntry e;
        if (listOpFromKeyword(t.text, &e.op) && peek(1).type == UsdaTokenType::Identifier)
            next();
        const UsdaToken keyToken = peek();
        if (!parseNamespacedName(&e.key, "a metadata name"))
            return false;
        if (!expect('=', ("after '" + e.key + "'").c_str()))
            return false;
        if (layer && e.op == ListOp::Explicit) {
            std::optional<double> *number = nullptr;
            if (e.key == "timeCodesPerSecond")
                number = &layer->timeCodesPerSecond;
            else if (e.key == "framesPerSecond")
                number = &layer->framesPerSecond;
            else if (e.key == "startTimeCode")
                number = &layer->startTimeCode;
            else if (e.key == "endTimeCode")
                number = &layer->endTimeCode;
            if (number) {
                double v = 0.0;
                UsdaToken numberToken;
                if (!parseNumber(&v, ("a number for " + e.key).c_str(), &numberToken))
                    return false;
                if (!std::isfinite(v) || ((number == &layer->timeCodesPerSecond
                                           || number == &layer->framesPerSecond) && v <= 0.0))
                    return fail(numberToken, e.key.find("PerSecond") != std::string::npos
                                                 ? MessageId::UsdaMetadataNotPositive
                                                 : MessageId::UsdaMetadataNotFinite,
                                e.key);
                *number = v;
                accept(';');
                continue;
            }
            if (e.key == "doc") {
                const UsdaToken s = peek();
                if (s.type != UsdaTokenType::String)
                    return unexpected(s, "a string for doc");
                next();
                layer->doc = decodeUsdaString(s.text);
                accept(';');
                continue;
            }
            if (e.key == "subLayers") {
                if (!parseSubLayers(layer))
                    return false;
                accept(';');
                continue;
            }
        }
        (void)keyToken;
        // Value-clip fields keep their positions for the clip-set messages (core/valueclips).
        m_recordEntryPositions = !layer && e.key == "clips";
        const bool parsed = parseValue(&e.value, true);
        m_recordEntryPositions = false;
        if (!parsed)
            return false;
        // A repeated key (with the same list op) replaces the earlier entry, as in Sdf.
        const auto [at, added] = indexOfKey.try_emplace(metadataKey(e), out->entries.size());
        if (added)
            out->entries.push_back(std::move(e));
        else
            out->entries[at->second] = std::move(e);
        accept(';');
    }
}

bool UsdaParser::parseTimeSamples(TimeSamples *out)
{
    if (!expect('{', "to open time samples"))
        return false;
    while (!accept('}')) {
        TimeSample s;
        UsdaToken timeToken;
        if (!parseNumber(&s.time, "a time code or '}'", &timeToken))
            return false;
        if (!std::isfinite(s.time))
            return fail(timeToken, MessageId::UsdaTimeSampleNotFinite);
        if (!expect(':', "after a time sample's time code"))
            return false;
        if (!parseValue(&s.value, false))
            return false;
        out->push_back(std::move(s));
        if (!accept(',')) {
            if (!expect('}', "or ',' after a time sample"))
                return false;
            break;
        }
    }
    normalizeTimeSamples(*out);
    return true;
}

} // namespace knotline
