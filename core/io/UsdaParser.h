#pragma once
// UsdaParser: the recursive-descent parser behind readUsda() (internal to core/io).
// Its member functions are split by topic: UsdaValueParser.cpp (values, dictionaries,
// metadata, time samples), UsdaSplineParser.cpp (the spline grammar of
// ../shared/spec/formats.md §A.3) and UsdaReader.cpp (header, layer, prims, attributes).
//
// Error handling: the first error wins; every parse function returns false once an error
// is recorded, and callers return at once. The error is a Status with the message id and
// "file:line:column" as its context, so its text is "file:line:column: message".
// This header includes no Qt.

#include "core/base/Status.h"
#include "core/document/AttributeSpline.h"
#include "core/document/Layer.h"
#include "core/document/Metadata.h"
#include "core/document/TimeSamples.h"
#include "core/document/UsdValue.h"
#include "core/io/UsdaLexer.h"
#include "core/io/UsdaSourceSpans.h"
#include "core/spline/Spline.h"
#include "core/spline/SplineTypes.h"

#include <string>
#include <string_view>
#include <vector>

namespace knotline {

class UsdaParser {
public:
    UsdaParser(std::string_view text, std::string fileName, std::size_t start,
               std::vector<std::string> *warnings);

    // ---- reporting ----------------------------------------------------------------
    /// Records an error at byte `offset` (first error wins). Always returns false.
    bool failAt(std::uint32_t offset, const Status &message);
    bool fail(const UsdaToken &token, const Status &message) { return failAt(token.offset, message); }
    template <typename... Args>
    bool failAt(std::uint32_t offset, MessageId id, Args &&...args)
    {
        return failAt(offset, Status::error(id, std::forward<Args>(args)...));
    }
    template <typename... Args>
    bool fail(const UsdaToken &token, MessageId id, Args &&...args)
    {
        return failAt(token.offset, Status::error(id, std::forward<Args>(args)...));
    }
    /// "expected X, found Y" at `token` (also reports lexer errors as they are).
    bool unexpected(const UsdaToken &token, const std::string &expected);
    /// Appends "file:line:column: warning: message" to the warnings.
    template <typename... Args>
    void warnAt(std::uint32_t offset, MessageId id, Args &&...args)
    {
        warnAt(offset, Status::error(id, std::forward<Args>(args)...));
    }
    void warnAt(std::uint32_t offset, const Status &message);
    /// "'text'" for a token, "end of file" for End.
    static std::string describe(const UsdaToken &token);
    bool failed() const { return m_failed; }
    /// 1-based line and column (in characters) of byte `offset`; linear in the distance
    /// from the previous call's offset when offsets increase (a cache), else from the start.
    void lineColumnAt(std::uint32_t offset, int *line, int *column);
    const Status &error() const { return m_error; }

    // ---- token helpers -----------------------------------------------------------
    const UsdaToken &peek(std::size_t ahead = 0) { return m_lex.peek(ahead); }
    UsdaToken next()
    {
        UsdaToken t = m_lex.next();
        m_lastEnd = t.endOffset();
        return t;
    }
    /// Consumes the punctuation `c` or reports "expected 'c' <context>".
    bool expect(char c, const char *context);
    /// Consumes `c` if it is next.
    bool accept(char c);
    /// A namespaced identifier "a:b:c" made of adjacent tokens; false (and an error)
    /// when the next token is not an identifier.
    bool parseNamespacedName(std::string *out, const char *context);
    /// A number token (or the identifiers inf / nan) as a double.
    bool parseNumber(double *out, const char *context);
    /// Like parseNumber, but also hands back the token (for positions).
    bool parseNumber(double *out, const char *context, UsdaToken *token);

    // ---- values (UsdaValueParser.cpp) --------------------------------------------
    /// Any value: number, token, string, asset, path, tuple, list, dictionary.
    /// `allowArcArguments`: an asset or path may be followed by `( offset = …; … )`
    /// (metadata values such as references and payloads).
    bool parseValue(UsdValue *out, bool allowArcArguments);
    /// `{ type key = value … }` or `{ key: value, … }` after the opening brace was seen.
    bool parseBraceValue(UsdValue *out);
    /// `{ type key = value … }` (entries separated by newlines or ';') after the opening
    /// brace was seen; counts one level of nesting (kMaxNesting), like a list or tuple.
    bool parseDictionary(UsdValue *out);
    /// `( … )` metadata block of a prim or attribute, or of the layer when `layer` is
    /// given (then timeCodesPerSecond, framesPerSecond, startTimeCode, endTimeCode, doc
    /// and subLayers go to the layer's fields).
    bool parseMetadataBlock(Metadata *out, Layer *layer);
    /// `{ time: value, … }`.
    bool parseTimeSamples(TimeSamples *out);

    // ---- splines (UsdaSplineParser.cpp) ------------------------------------------
    /// `{ … }` spline value for an attribute of `typeName` (double, float, half,
    /// timecode, duration; the caller checks the type).
    bool parseSpline(const std::string &typeName, AttributeSpline *out);

    // ---- layer (UsdaReader.cpp) --------------------------------------------------
    bool parseLayerBody(Layer *layer);
    /// Records where attribute statements and prim ends are into `spans` while parsing.
    void recordSpans(UsdaSourceSpans *spans) { m_spans = spans; }

    /// Deepest nesting of prims, or of values (lists, tuples, dictionaries), that is read;
    /// deeper input is an error rather than a stack overflow.
    static constexpr int kMaxNesting = 512;
    /// Most copies of an inner loop's prototype (numPreLoops + numPostLoops, each count at
    /// most this too) that is read. Every copy writes out at least one knot, so this is
    /// the spline core's limit on written-out knots (kMaxInnerLoopKnots); the reader also
    /// refuses loops that would write out more knots than that (checkInnerLoopSize).
    static constexpr int kMaxInnerLoopCopies = static_cast<int>(kMaxInnerLoopKnots);

private:
    /// Counts one level of nesting for as long as it lives.
    class NestingScope {
    public:
        explicit NestingScope(UsdaParser &parser) : m_parser(parser) { ++m_parser.m_depth; }
        ~NestingScope() { --m_parser.m_depth; }
        NestingScope(const NestingScope &) = delete;
        NestingScope &operator=(const NestingScope &) = delete;
        bool tooDeep() const { return m_parser.m_depth > kMaxNesting; }

    private:
        UsdaParser &m_parser;
    };

    /// parseDictionary without counting a level (for callers that counted it).
    bool parseDictionaryBody(UsdValue *out);
    bool parseArcArguments(UsdValue *out);
    bool parseLayerOffsetArguments(LayerOffset *out);
    bool parseSubLayers(Layer *layer);
    bool parsePrim(Prim *prim);
    bool parsePrimBody(Prim *prim);
    bool parseProperty(Prim *prim);
    bool parseAttribute(Prim *prim);
    /// parseAttribute without the span: hands back the attribute's name and the kind of
    /// statement once they are known.
    bool parseAttributeStatement(Prim *prim, std::string *name, UsdaSourceSpans::StatementKind *kind);
    bool skipBalanced(char open, char close);
    bool parseVerbatim(VerbatimStatement::Kind kind, std::string name, std::uint32_t start,
                       std::vector<VerbatimStatement> *out);
    bool parseRelationship(Prim *prim, std::uint32_t start);
    bool parseVariantSet(Prim *prim);
    bool parseReorder(std::vector<VerbatimStatement> *out);

    UsdaLexer m_lex;
    std::string_view m_text;
    std::string m_fileName;
    std::vector<std::string> *m_warnings;
    bool m_failed = false;
    Status m_error;
    std::uint32_t m_lastEnd = 0; ///< end offset of the last consumed token (verbatim spans)
    int m_depth = 0;             ///< current nesting (see kMaxNesting)
    UsdaSourceSpans *m_spans = nullptr; ///< see recordSpans
    std::string m_primPath;             ///< of the prim being parsed ("" at layer level)
    /// While true, dictionary entries record their line and column (a prim's `clips`).
    bool m_recordEntryPositions = false;
    // lineColumnAt's cache: the last offset asked, its line and the start of that line.
    std::uint32_t m_positionOffset = 0;
    int m_positionLine = 1;
    std::uint32_t m_positionLineStart = 0;
};

} // namespace knotline
