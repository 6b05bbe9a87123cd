// UsdaParser: the usda spline grammar (../shared/spec/formats.md §A.3, §A.4).
// Splines are read exactly as authored: anti-regression is off while the knots are set.

#include "core/io/NumberFormat.h"
#include "core/io/UsdaParser.h"
#include "core/spline/ValueRounding.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

namespace {

struct SplineItems {
    CurveType curveType = CurveType::Bezier;
    Extrapolation pre, post;
    std::uint32_t preOffset = 0, postOffset = 0;
    std::optional<LoopParams> loop;
    std::uint32_t loopOffset = 0;
    std::vector<Knot> knots;
    std::vector<std::uint32_t> knotOffsets;
};

} // namespace

// Helpers local to this file but needing parser access are written as lambdas inside
// parseSpline to keep UsdaParser's interface small.
bool UsdaParser::parseSpline(const std::string &typeName, AttributeSpline *out)
{
    SplineItems items;
    AttributeSpline result;

    // A token inside a spline item must be on the item's line, except the parameter
    // that follows a ';' (formats.md: newlines only between items and after ';').
    const auto sameLine = [&](const UsdaToken &t) -> bool {
        if (t.newlineBefore && t.type != UsdaTokenType::End && t.type != UsdaTokenType::Error)
            return fail(t, MessageId::UsdaLineBreakInSplineItem);
        return true;
    };
    const auto number = [&](double *v, const char *what, UsdaToken *tok) -> bool {
        return sameLine(peek()) && parseNumber(v, what, tok);
    };
    const auto punct = [&](char c, const char *context) -> bool {
        return sameLine(peek()) && expect(c, context);
    };

    const auto parseExtrapolation = [&](Extrapolation *e) -> bool {
        const UsdaToken t = peek();
        if (!sameLine(t))
            return false;
        if (t.type != UsdaTokenType::Identifier)
            return unexpected(t, "an extrapolation (none, held, linear, sloped(s) or loop repeat|reset|oscillate)");
        next();
        // A side given twice takes the later statement whole: nothing (a slope, a loop
        // boundary) is left over from the earlier one, which the writer would not write.
        *e = Extrapolation{};
        if (t.text == "none") {
            e->mode = ExtrapolationMode::ValueBlock;
        } else if (t.text == "held") {
            e->mode = ExtrapolationMode::Held;
        } else if (t.text == "linear") {
            e->mode = ExtrapolationMode::Linear;
        } else if (t.text == "sloped") {
            e->mode = ExtrapolationMode::Sloped;
            UsdaToken tok;
            if (!punct('(', "after sloped") || !number(&e->slope, "a slope", &tok) || !punct(')', "after the slope"))
                return false;
        } else if (t.text == "loop") {
            const UsdaToken m = peek();
            if (!sameLine(m))
                return false;
            if (m.type != UsdaTokenType::Identifier)
                return unexpected(m, "repeat, reset or oscillate after loop");
            if (m.text == "repeat")
                e->mode = ExtrapolationMode::LoopRepeat;
            else if (m.text == "reset")
                e->mode = ExtrapolationMode::LoopReset;
            else if (m.text == "oscillate")
                e->mode = ExtrapolationMode::LoopOscillate;
            else
                return unexpected(m, "repeat, reset or oscillate after loop");
            next();
            if (peek().is('(') && !peek().newlineBefore) {
                next();
                double boundary = 0.0;
                UsdaToken tok;
                if (!number(&boundary, "a loop boundary time", &tok) || !punct(')', "after the loop boundary time"))
                    return false;
                e->loopBoundary = boundary;
            }
        } else {
            return fail(t, MessageId::UsdaUnknownExtrapolation, describe(t));
        }
        return true;
    };

    const auto parseLoopCount = [&](int *count) -> bool {
        double v = 0.0;
        UsdaToken tok;
        if (!number(&v, "a loop count", &tok))
            return false;
        if (tok.text.find_first_of(".eE") != std::string_view::npos || !std::isfinite(v) || v != std::floor(v))
            return fail(tok, MessageId::UsdaNonIntegerLoopCount, describe(tok));
        if (std::abs(v) > double(kMaxInnerLoopCopies))
            return fail(tok, MessageId::UsdaLoopCountBeyondLimit, describe(tok), std::size_t(kMaxInnerLoopCopies));
        *count = static_cast<int>(v);
        return true;
    };

    const auto parseInnerLoop = [&]() -> bool {
        LoopParams lp;
        UsdaToken tok;
        if (!punct('(', "to open the inner loop parameters")
            || !number(&lp.protoStart, "the loop prototype start time", &tok) || !punct(',', "after the prototype start")
            || !number(&lp.protoEnd, "the loop prototype end time", &tok) || !punct(',', "after the prototype end")
            || !parseLoopCount(&lp.numPreLoops) || !punct(',', "after the number of pre-loops")
            || !parseLoopCount(&lp.numPostLoops) || !punct(',', "after the number of post-loops")
            || !number(&lp.valueOffset, "the loop value offset", &tok)
            || !punct(')', "after the loop value offset (5 parameters)"))
            return false;
        const long long copies = std::max(lp.numPreLoops, 0) + static_cast<long long>(std::max(lp.numPostLoops, 0));
        if (copies > kMaxInnerLoopCopies)
            return failAt(items.loopOffset, MessageId::UsdaInnerLoopTooManyCopies, copies, kMaxInnerLoopCopies);
        items.loop = lp;
        return true;
    };

    // ( slope ) | ( width, slope ) | ( slope, alg ) | ( width, slope, alg )
    const auto parseTangent = [&](Tangent *tan, bool *custom) -> bool {
        UsdaToken tok;
        double a = 0.0;
        if (!punct('(', "to open a tangent") || !number(&a, "a tangent slope or width", &tok))
            return false;
        const auto algorithm = [&]() -> bool {
            const UsdaToken alg = peek();
            if (!sameLine(alg))
                return false;
            if (alg.isWord("autoEase")) {
                tan->algorithm = TangentAlgorithm::AutoEase;
            } else if (alg.isWord("custom")) {
                tan->algorithm = TangentAlgorithm::None;
                *custom = true;
            } else {
                return unexpected(alg, "a tangent algorithm (autoEase or custom)");
            }
            next();
            return true;
        };
        tan->width = 0.0;
        tan->slope = a;
        if (sameLine(peek()) && accept(',')) {
            const UsdaToken second = peek();
            if (second.type == UsdaTokenType::Identifier && second.text != "inf" && second.text != "nan") {
                if (!algorithm())
                    return false;
            } else {
                double b = 0.0;
                if (!number(&b, "a tangent slope", &tok))
                    return false;
                tan->width = a;
                tan->slope = b;
                if (sameLine(peek()) && accept(',') && !algorithm())
                    return false;
            }
        }
        return !failed() && punct(')', "to close the tangent");
    };

    const auto parseKnot = [&]() -> bool {
        Knot k;
        UsdaToken timeToken;
        if (!parseNumber(&k.time, "a knot time", &timeToken))
            return false;
        if (!std::isfinite(k.time))
            return fail(timeToken, MessageId::KnotTimeNotFinite);
        UsdaToken tok;
        if (!punct(':', "after the knot time"))
            return false;
        double first = 0.0;
        if (!number(&first, "a knot value", &tok))
            return false;
        k.value = first;
        if (peek().is('&')) {
            if (!sameLine(peek()))
                return false;
            next();
            if (!number(&k.value, "a knot value after '&'", &tok))
                return false;
            k.preValue = first;
        }
        AttributeSpline::CustomAlgorithm custom;
        while (peek().is(';')) {
            if (!sameLine(peek()))
                return false;
            next();
            const UsdaToken p = peek(); // may follow a line break
            if (p.isWord("pre") || p.isWord("post")) {
                next();
                const UsdaToken after = peek();
                if (after.type == UsdaTokenType::End || after.type == UsdaTokenType::Error)
                    return unexpected(after, p.text == "pre" ? "a tangent after pre"
                                                             : "an interpolation (none, held, linear or curve) after post");
                if (!after.spaceBefore || after.newlineBefore)
                    return fail(after, MessageId::UsdaExpectedSpaceAfter, p.text);
                if (p.text == "pre") {
                    if (!parseTangent(&k.pre, &custom.pre))
                        return false;
                    continue;
                }
                if (after.type != UsdaTokenType::Identifier)
                    return unexpected(after, "an interpolation (none, held, linear or curve) after post");
                if (after.text == "none")
                    k.nextInterp = Interpolation::ValueBlock;
                else if (after.text == "held")
                    k.nextInterp = Interpolation::Held;
                else if (after.text == "linear")
                    k.nextInterp = Interpolation::Linear;
                else if (after.text == "curve")
                    k.nextInterp = Interpolation::Curve;
                else
                    return unexpected(after, "an interpolation (none, held, linear or curve) after post");
                next();
                if (peek().is('(') && !peek().newlineBefore && !parseTangent(&k.post, &custom.post))
                    return false;
            } else if (p.is('{')) {
                next();
                UsdValue dict;
                if (!parseDictionary(&dict))
                    return false;
                if (!dict.entries.empty()) {
                    k.customData = customDataFromDictionary(dict);
                    result.knotDictionaries[k.time] = std::move(dict);
                }
            } else {
                return unexpected(p, "pre, post or a custom-data dictionary after ';'");
            }
        }
        if (custom.pre || custom.post)
            result.customAlgorithms[k.time] = custom;
        items.knots.push_back(std::move(k));
        items.knotOffsets.push_back(timeToken.offset);
        return true;
    };

    const UsdaToken open = peek();
    if (!expect('{', "to open the spline"))
        return false;
    while (true) {
        const UsdaToken t = peek();
        if (t.is('}')) {
            next();
            break;
        }
        if (t.type == UsdaTokenType::Identifier && (t.text == "bezier" || t.text == "hermite")) {
            next();
            items.curveType = t.text == "bezier" ? CurveType::Bezier : CurveType::Hermite;
        } else if (t.type == UsdaTokenType::Identifier && (t.text == "pre" || t.text == "post")
                   && peek(1).is(':')) {
            next();
            if (!punct(':', "after pre/post"))
                return false;
            if (t.text == "pre") {
                items.preOffset = t.offset;
                if (!parseExtrapolation(&items.pre))
                    return false;
            } else {
                items.postOffset = t.offset;
                if (!parseExtrapolation(&items.post))
                    return false;
            }
        } else if (t.isWord("loop") && peek(1).is(':')) {
            next();
            items.loopOffset = t.offset;
            if (!punct(':', "after loop") || !parseInnerLoop())
                return false;
        } else if (t.type == UsdaTokenType::Number
                   || (t.type == UsdaTokenType::Identifier && (t.text == "inf" || t.text == "nan"))) {
            if (!parseKnot())
                return false;
        } else {
            return unexpected(t, "a spline item (bezier, hermite, pre:, post:, loop: or a knot time)");
        }
        if (accept(','))
            continue;
        const UsdaToken end = peek();
        if (end.is('}')) {
            next();
            break;
        }
        return unexpected(end, "',' or '}' after a spline item");
    }

    // Build the spline exactly as authored.
    Spline &s = result.spline;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    ValueType valueType = ValueType::Double;
    if (typeName == "float")
        valueType = ValueType::Float;
    else if (typeName == "half")
        valueType = ValueType::Half;
    (void)s.setValueType(valueType);
    s.setTimeValued(typeName == "timecode");
    (void)s.setCurveType(items.curveType);

    // Duplicate times: knots are usually authored in order, so one pass suffices; otherwise
    // sort the indices and report the later-authored knot of the first duplicate pair.
    bool increasing = true;
    for (std::size_t i = 1; i < items.knots.size() && increasing; ++i)
        increasing = items.knots[i - 1].time < items.knots[i].time;
    if (!increasing) {
        std::vector<std::size_t> order(items.knots.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return items.knots[a].time < items.knots[b].time;
        });
        std::size_t worst = items.knots.size();
        for (std::size_t i = 1; i < order.size(); ++i)
            if (items.knots[order[i - 1]].time == items.knots[order[i]].time)
                worst = std::min(worst, std::max(order[i - 1], order[i]));
        if (worst < items.knots.size())
            return failAt(items.knotOffsets[worst], MessageId::TwoKnotsAtTime, formatDouble(items.knots[worst].time));
    }
    for (std::size_t i = 0; i < items.knots.size(); ++i) {
        const Knot &k = items.knots[i];
        const std::uint32_t at = items.knotOffsets[i];
        if (!std::isfinite(k.value) || (k.preValue && !std::isfinite(*k.preValue)))
            return failAt(at, MessageId::UsdaKnotValuesNotFinite, formatDouble(k.time));
        for (const Tangent *tan : {&k.pre, &k.post}) {
            const char *side = tan == &k.pre ? "pre" : "post";
            if (!std::isfinite(tan->width) || tan->width < 0.0)
                return failAt(at, MessageId::UsdaKnotTangentWidthInvalid, formatDouble(k.time), side);
            if (!std::isfinite(tan->slope))
                return failAt(at, MessageId::KnotTangentSlopeNotFinite, formatDouble(k.time), side);
        }
        // A number the value type cannot hold (a half beyond 65504) is refused as Ts
        // refuses a knot value that is not finite in its type: rounded, it is infinite
        // (stored, it would be written as inf, which does not read back).
        const char *side = "";
        if (const std::optional<MessageId> id = overflowInValueType(k, valueType, &side)) {
            if (*id == MessageId::KnotTangentSlopeNotFinite)
                return failAt(at, *id, formatDouble(k.time), side);
            return failAt(at, MessageId::UsdaKnotValuesNotFinite, formatDouble(k.time));
        }
    }
    if (Status st = s.setKnots(std::move(items.knots)); !st)
        return fail(open, st);
    if (Status st = s.setPreExtrapolation(items.pre); !st)
        return failAt(items.preOffset, st);
    if (Status st = s.setPostExtrapolation(items.post); !st)
        return failAt(items.postOffset, st);
    if (items.loop) {
        // Too many knots to write out is an error, not an inner loop kept aside: whatever
        // else is wrong with the loop, its size alone refuses it.
        if (Status st = checkInnerLoopSize(s.knots(), *items.loop); !st)
            return failAt(items.loopOffset, st);
        if (Status st = s.setInnerLoopParams(*items.loop); !st) {
            result.unappliedInnerLoop = *items.loop;
            const bool boundary = (items.pre.isLooping() && items.pre.loopBoundary)
                || (items.post.isLooping() && items.post.loopBoundary);
            if (boundary)
                warnAt(items.loopOffset, MessageId::UsdaInnerLoopIgnored, st);
        }
    }
    // Knots are in; later edits use Ts's default authoring mode again.
    s.setAntiRegressionMode(AntiRegressionMode::KeepRatio);
    *out = std::move(result);
    return true;
}

} // namespace knotline
