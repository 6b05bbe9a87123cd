// Reading Maya .anim files (see AnimFile.h for units and error rules).

#include "core/io/AnimFile.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/animcurve/MayaConversions.h"
#include "core/io/AnimLexer.h"
#include "core/io/FileBytes.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace knotline {

namespace {

using detail::AnimLexer;
using detail::AnimToken;

/// One key line as written in the file (file units, angles in the tangent angle unit).
struct RawKey {
    AnimToken where;
    double time = 0.0;
    double value = 0.0;
    MayaTangentType inType = MayaTangentType::Global;
    MayaTangentType outType = MayaTangentType::Global;
    bool tangentsLocked = false;
    bool weightsLocked = false;
    bool breakdown = false;
    double inAngle = 0.0, inWeight = 0.0, outAngle = 0.0, outWeight = 0.0;
};

struct RawCurve {
    std::size_t entry = 0; ///< index into AnimFile::entries
    bool weighted = false;
    InfinityType pre = InfinityType::Constant;
    InfinityType post = InfinityType::Constant;
    std::optional<AnimTimeUnit> inputUnit;
    std::optional<std::string> outputUnit;
    AnimToken outputUnitToken;
    std::optional<AnimAngularUnit> tangentAngleUnit;
    std::vector<RawKey> keys;
};

class Parser {
public:
    Parser(std::string_view text, std::string_view fileName, const AnimReadOptions &options)
        : m_lexer(text)
        , m_fileName(fileName)
        , m_options(options)
    {
    }

    Result<AnimFile> run()
    {
        if (Status st = parseFile(); !st)
            return Result<AnimFile>(st);
        if (Status st = convert(); !st)
            return Result<AnimFile>(st);
        return std::move(m_file);
    }

private:
    // ---- tokens and messages ---------------------------------------------------------
    const AnimToken &peek()
    {
        if (!m_peeked) {
            m_next = m_lexer.next();
            m_peeked = true;
        }
        return m_next;
    }
    AnimToken take()
    {
        AnimToken t = peek();
        m_peeked = false;
        m_last = t;
        return t;
    }
    /// "file:line:column" of `t`.
    std::string location(const AnimToken &t) const
    {
        return std::string(m_fileName) + ":" + std::to_string(t.line) + ":" + std::to_string(t.column);
    }
    Status errorAt(const AnimToken &t, const Status &message) const { return message.withContext(location(t)); }
    template <typename... Args>
    Status errorAt(const AnimToken &t, MessageId id, Args &&...args) const
    {
        return errorAt(t, Status::error(id, std::forward<Args>(args)...));
    }
    template <typename... Args>
    void warnAt(const AnimToken &t, MessageId id, Args &&...args)
    {
        m_file.warnings.push_back(Status::error(id, std::forward<Args>(args)...).withContext(location(t)).message());
    }
    static std::string describe(const AnimToken &t)
    {
        switch (t.kind) {
        case AnimToken::End:
            return "end of file";
        case AnimToken::Word:
            return "'" + std::string(t.text) + "'";
        default:
            return "'" + std::string(t.text) + "'";
        }
    }

    /// The words of a statement up to its ';' (consumed).
    Status statementWords(std::vector<AnimToken> &words)
    {
        words.clear();
        for (;;) {
            const AnimToken t = take();
            if (t.kind == AnimToken::Semicolon)
                return Status::ok();
            if (t.kind != AnimToken::Word)
                return errorAt(t, MessageId::AnimExpectedSemicolon, describe(t));
            words.push_back(t);
        }
    }
    /// Skips an unknown statement: up to its ';', or a whole { } block.
    Status skipStatement()
    {
        int depth = 0;
        for (;;) {
            const AnimToken t = take();
            if (t.kind == AnimToken::End)
                return errorAt(t, MessageId::AnimUnexpectedEnd);
            if (t.kind == AnimToken::LBrace) {
                ++depth;
            } else if (t.kind == AnimToken::RBrace) {
                if (depth == 0)
                    return errorAt(t, MessageId::AnimUnexpectedBrace);
                if (--depth == 0) {
                    if (peek().kind == AnimToken::Semicolon)
                        take();
                    return Status::ok();
                }
            } else if (t.kind == AnimToken::Semicolon && depth == 0) {
                return Status::ok();
            }
        }
    }
    Status expect(AnimToken::Kind kind, const char *what)
    {
        const AnimToken t = take();
        if (t.kind != kind)
            return errorAt(t, MessageId::Expected, what, describe(t));
        return Status::ok();
    }
    Status number(const AnimToken &t, double &out) const
    {
        std::string_view s = t.text;
        if (!s.empty() && s.front() == '+')
            s.remove_prefix(1);
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        if (ec != std::errc() || end != s.data() + s.size() || s.empty() || !std::isfinite(out))
            return errorAt(t, MessageId::AnimExpectedNumber, describe(t));
        return Status::ok();
    }
    Status integer(const AnimToken &t, int &out) const
    {
        const auto [end, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), out);
        if (ec != std::errc() || end != t.text.data() + t.text.size() || t.text.empty())
            return errorAt(t, MessageId::AnimExpectedInteger, describe(t));
        return Status::ok();
    }
    Status flag(const AnimToken &t, bool &out) const
    {
        if (t.text == "0" || t.text == "1") {
            out = t.text == "1";
            return Status::ok();
        }
        return errorAt(t, MessageId::AnimExpectedFlag, describe(t));
    }
    Status singleValue(const AnimToken &keyword, const std::vector<AnimToken> &words) const
    {
        if (words.size() != 1)
            return errorAt(words.empty() ? keyword : words[1], MessageId::AnimOneValue, keyword.text);
        return Status::ok();
    }

    // ---- grammar -----------------------------------------------------------------------
    Status parseFile()
    {
        bool hasVersion = false;
        bool hasMayaVersion = false;
        std::vector<AnimToken> words;
        for (;;) {
            const AnimToken t = take();
            if (t.kind == AnimToken::End)
                break;
            if (t.kind != AnimToken::Word)
                return errorAt(t, MessageId::AnimExpectedKeyword, describe(t));
            if (t.text == "anim") {
                if (!hasVersion)
                    return errorAt(t, MessageId::AnimAnimBeforeVersion);
                if (Status st = parseAnim(t); !st)
                    return st;
                continue;
            }
            if (t.text == "animData")
                return errorAt(t, MessageId::AnimDataWithoutAnim);
            const bool known = t.text == "animVersion" || t.text == "mayaVersion" || t.text == "timeUnit"
                || t.text == "linearUnit" || t.text == "angularUnit" || t.text == "startTime"
                || t.text == "endTime" || t.text == "startUnitless" || t.text == "endUnitless";
            if (!known) {
                warnAt(t, MessageId::AnimUnknownKeyword, t.text);
                if (Status st = skipStatement(); !st)
                    return st;
                continue;
            }
            if (Status st = statementWords(words); !st)
                return st;
            if (t.text == "mayaVersion") {
                if (words.empty())
                    return errorAt(t, MessageId::AnimMayaVersionNeedsValue);
                std::string v;
                for (const AnimToken &w : words)
                    v += (v.empty() ? "" : " ") + std::string(w.text);
                m_file.mayaVersion = v;
                hasMayaVersion = true;
                continue;
            }
            if (Status st = singleValue(t, words); !st)
                return st;
            const AnimToken &value = words.front();
            if (t.text == "animVersion") {
                double v = 0.0;
                if (Status st = number(value, v); !st)
                    return st;
                m_file.animVersion = std::string(value.text);
                hasVersion = true;
            } else if (t.text == "timeUnit") {
                if (auto unit = animTimeUnitFromName(value.text))
                    m_fileTimeUnit = *unit;
                else
                    warnAt(value, MessageId::AnimUnknownTimeUnit, value.text);
            } else if (t.text == "linearUnit") {
                if (auto unit = animLinearUnitFromName(value.text))
                    m_fileLinearUnit = *unit;
                else
                    warnAt(value, MessageId::AnimUnknownLinearUnit, value.text);
            } else if (t.text == "angularUnit") {
                if (auto unit = animAngularUnitFromName(value.text))
                    m_fileAngularUnit = *unit;
                else
                    warnAt(value, MessageId::AnimUnknownAngularUnit, value.text);
            } else {
                double v = 0.0;
                if (Status st = number(value, v); !st)
                    return st;
                if (t.text == "startTime")
                    m_file.startTime = v;
                else if (t.text == "endTime")
                    m_file.endTime = v;
                else if (t.text == "startUnitless")
                    m_file.startUnitless = v;
                else
                    m_file.endUnitless = v;
            }
        }
        if (!hasVersion)
            return errorAt(m_last, MessageId::AnimMissingVersion);
        if (!hasMayaVersion)
            m_file.warnings.push_back(Status::error(MessageId::AnimNoMayaVersion).withContext(std::string(m_fileName)).message());
        return Status::ok();
    }

    Status parseAnim(const AnimToken &keyword)
    {
        std::vector<AnimToken> words;
        if (Status st = statementWords(words); !st)
            return st;
        if (words.size() < 4 || words.size() > 6)
            return errorAt(words.empty() ? keyword : words.front(),
                           MessageId::AnimBadAnimLine);
        AnimFileEntry entry;
        const std::size_t names = words.size() - 3;
        if (Status st = integer(words[names], entry.row); !st)
            return st;
        if (Status st = integer(words[names + 1], entry.childCount); !st)
            return st;
        if (Status st = integer(words[names + 2], entry.attributeIndex); !st)
            return st;
        if (names == 1) {
            entry.node = std::string(words[0].text);
        } else if (names == 2) {
            entry.attribute = std::string(words[0].text);
            entry.leafAttribute = std::string(words[1].text);
        } else {
            entry.attribute = std::string(words[0].text);
            entry.leafAttribute = std::string(words[1].text);
            entry.node = std::string(words[2].text);
        }
        m_file.entries.push_back(std::move(entry));
        if (peek().kind == AnimToken::Word && peek().text == "animData") {
            take();
            m_file.entries.back().hasCurve = true;
            return parseAnimData(m_file.entries.size() - 1);
        }
        return Status::ok();
    }

    Status parseAnimData(std::size_t entryIndex)
    {
        if (Status st = expect(AnimToken::LBrace, "'{' after 'animData'"); !st)
            return st;
        RawCurve curve;
        curve.entry = entryIndex;
        AnimFileEntry &entry = m_file.entries[entryIndex];
        std::vector<AnimToken> words;
        for (;;) {
            const AnimToken t = take();
            if (t.kind == AnimToken::RBrace)
                break;
            if (t.kind == AnimToken::End)
                return errorAt(t, MessageId::AnimUnexpectedEndInBlock, "animData");
            if (t.kind != AnimToken::Word)
                return errorAt(t, MessageId::AnimExpectedDataKeyword, describe(t));
            if (t.text == "keys") {
                if (Status st = parseKeys(curve); !st)
                    return st;
                continue;
            }
            const bool known = t.text == "input" || t.text == "output" || t.text == "weighted"
                || t.text == "preInfinity" || t.text == "postInfinity" || t.text == "inputUnit"
                || t.text == "outputUnit" || t.text == "tangentAngleUnit";
            if (!known) {
                warnAt(t, MessageId::AnimUnknownDataKeyword, t.text);
                if (Status st = skipStatement(); !st)
                    return st;
                continue;
            }
            if (Status st = statementWords(words); !st)
                return st;
            if (Status st = singleValue(t, words); !st)
                return st;
            const AnimToken &v = words.front();
            if (t.text == "input") {
                if (v.text == "time")
                    entry.input = AnimInputType::Time;
                else if (v.text == "unitless")
                    entry.input = AnimInputType::Unitless;
                else
                    return errorAt(v, MessageId::AnimUnknownInputType, describe(v));
            } else if (t.text == "output") {
                if (v.text == "time")
                    entry.output = AnimOutputType::Time;
                else if (v.text == "linear")
                    entry.output = AnimOutputType::Linear;
                else if (v.text == "angular")
                    entry.output = AnimOutputType::Angular;
                else if (v.text == "unitless")
                    entry.output = AnimOutputType::Unitless;
                else
                    return errorAt(v, MessageId::AnimUnknownOutputType, describe(v));
            } else if (t.text == "weighted") {
                if (Status st = flag(v, curve.weighted); !st)
                    return st;
            } else if (t.text == "preInfinity" || t.text == "postInfinity") {
                const auto type = infinityTypeFromWord(v.text);
                if (!type)
                    return errorAt(v, MessageId::AnimUnknownInfinityType, describe(v));
                (t.text == "preInfinity" ? curve.pre : curve.post) = *type;
            } else if (t.text == "inputUnit") {
                if (auto unit = animTimeUnitFromName(v.text))
                    curve.inputUnit = *unit;
                else if (v.text != "unitless")
                    warnAt(v, MessageId::AnimUnknownInputUnit, v.text);
            } else if (t.text == "outputUnit") {
                curve.outputUnit = std::string(v.text);
                curve.outputUnitToken = v;
            } else {
                if (auto unit = animAngularUnitFromName(v.text))
                    curve.tangentAngleUnit = *unit;
                else
                    warnAt(v, MessageId::AnimUnknownTangentAngleUnit, v.text);
            }
        }
        m_curves.push_back(std::move(curve));
        return Status::ok();
    }

    Status parseKeys(RawCurve &curve)
    {
        if (Status st = expect(AnimToken::LBrace, "'{' after 'keys'"); !st)
            return st;
        std::vector<AnimToken> words;
        for (;;) {
            const AnimToken &t = peek();
            if (t.kind == AnimToken::RBrace) {
                take();
                return Status::ok();
            }
            if (t.kind == AnimToken::End)
                return errorAt(t, MessageId::AnimUnexpectedEndInBlock, "keys");
            const AnimToken first = t;
            if (Status st = statementWords(words); !st)
                return st;
            if (Status st = parseKey(first, words, curve); !st)
                return st;
        }
    }

    Status parseKey(const AnimToken &first, const std::vector<AnimToken> &w, RawCurve &curve)
    {
        if (w.size() < 6)
            return errorAt(w.empty() ? first : w.back(),
                           MessageId::AnimKeyTooShort);
        RawKey k;
        k.where = first;
        if (Status st = number(w[0], k.time); !st)
            return st;
        if (Status st = number(w[1], k.value); !st)
            return st;
        const auto in = mayaTangentTypeFromWord(w[2].text);
        if (!in)
            return errorAt(w[2], MessageId::AnimUnknownTangentType, describe(w[2]));
        const auto out = mayaTangentTypeFromWord(w[3].text);
        if (!out)
            return errorAt(w[3], MessageId::AnimUnknownTangentType, describe(w[3]));
        k.inType = *in;
        k.outType = *out;
        const std::size_t fixedSides = (*in == MayaTangentType::Fixed ? 1 : 0) + (*out == MayaTangentType::Fixed ? 1 : 0);
        const std::size_t withBreakdown = 7 + 2 * fixedSides;
        const std::size_t withoutBreakdown = 6 + 2 * fixedSides;
        if (w.size() != withBreakdown && w.size() != withoutBreakdown) {
            const AnimToken &at = w.size() > withBreakdown ? w[withBreakdown] : w.back();
            return errorAt(at, MessageId::AnimKeyFieldCount, fixedSides, withBreakdown, withoutBreakdown, w.size());
        }
        if (Status st = flag(w[4], k.tangentsLocked); !st)
            return st;
        if (Status st = flag(w[5], k.weightsLocked); !st)
            return st;
        std::size_t next = 6;
        if (w.size() == withBreakdown) {
            if (Status st = flag(w[6], k.breakdown); !st)
                return st;
            next = 7;
        }
        if (*in == MayaTangentType::Fixed) {
            if (Status st = number(w[next], k.inAngle); !st)
                return st;
            if (Status st = number(w[next + 1], k.inWeight); !st)
                return st;
            next += 2;
        }
        if (*out == MayaTangentType::Fixed) {
            if (Status st = number(w[next], k.outAngle); !st)
                return st;
            if (Status st = number(w[next + 1], k.outWeight); !st)
                return st;
        }
        curve.keys.push_back(k);
        return Status::ok();
    }

    // ---- units and curves ------------------------------------------------------------------
    Status convert()
    {
        if (m_options.timeCodesPerSecond
            && !(std::isfinite(*m_options.timeCodesPerSecond) && *m_options.timeCodesPerSecond > 0.0))
            return Status::error(MessageId::AnimBadTimeCodesPerSecond).withContext(std::string(m_fileName));
        const double fileFps = m_fileTimeUnit.framesPerSecond;
        m_file.timeUnit = m_options.timeCodesPerSecond ? animTimeUnitForRate(*m_options.timeCodesPerSecond)
                                                       : m_fileTimeUnit;
        m_file.linearUnit = m_options.linearUnit.value_or(m_fileLinearUnit);
        m_file.angularUnit = m_options.angularUnit.value_or(m_fileAngularUnit);
        const double tcps = m_file.timeUnit.framesPerSecond;
        const double headerTimeScale = tcps / fileFps;
        for (std::optional<double> *t : {&m_file.startTime, &m_file.endTime})
            if (*t)
                **t *= headerTimeScale;

        for (const RawCurve &raw : m_curves)
            if (Status st = buildCurve(raw, tcps); !st)
                return st;
        return Status::ok();
    }

    Status valueScale(const RawCurve &raw, AnimOutputType output, double tcps, double &scale)
    {
        scale = 1.0;
        const std::string_view override = raw.outputUnit ? std::string_view(*raw.outputUnit) : std::string_view();
        switch (output) {
        case AnimOutputType::Linear: {
            AnimLinearUnit from = m_fileLinearUnit;
            if (raw.outputUnit) {
                if (auto unit = animLinearUnitFromName(override))
                    from = *unit;
                else
                    warnAt(raw.outputUnitToken, MessageId::AnimUnknownOutputUnit, *raw.outputUnit);
            }
            scale = centimetersPer(from) / centimetersPer(m_file.linearUnit);
            break;
        }
        case AnimOutputType::Angular: {
            AnimAngularUnit from = m_fileAngularUnit;
            if (raw.outputUnit) {
                if (auto unit = animAngularUnitFromName(override))
                    from = *unit;
                else
                    warnAt(raw.outputUnitToken, MessageId::AnimUnknownOutputUnit, *raw.outputUnit);
            }
            scale = radiansPer(from) / radiansPer(m_file.angularUnit);
            break;
        }
        case AnimOutputType::Time: {
            AnimTimeUnit from = m_fileTimeUnit;
            if (raw.outputUnit) {
                if (auto unit = animTimeUnitFromName(override))
                    from = *unit;
                else
                    warnAt(raw.outputUnitToken, MessageId::AnimUnknownOutputUnit, *raw.outputUnit);
            }
            scale = tcps / from.framesPerSecond;
            break;
        }
        case AnimOutputType::Unitless:
            break;
        }
        return Status::ok();
    }

    Status buildCurve(const RawCurve &raw, double tcps)
    {
        AnimFileEntry &entry = m_file.entries[raw.entry];
        const double timeScale = entry.input == AnimInputType::Time
            ? tcps / raw.inputUnit.value_or(m_fileTimeUnit).framesPerSecond
            : 1.0;
        double vScale = 1.0;
        if (Status st = valueScale(raw, entry.output, tcps, vScale); !st)
            return st;
        const double angleToRadians = radiansPer(raw.tangentAngleUnit.value_or(m_fileAngularUnit));

        std::vector<MayaKey> keys;
        keys.reserve(raw.keys.size());
        for (const RawKey &rk : raw.keys) {
            MayaKey k;
            k.time = rk.time * timeScale;
            k.value = rk.value * vScale;
            k.inType = rk.inType;
            k.outType = rk.outType;
            k.tangentsLocked = rk.tangentsLocked;
            k.weightsLocked = rk.weightsLocked;
            k.isBreakdown = rk.breakdown;
            for (const bool in : {true, false}) {
                if ((in ? rk.inType : rk.outType) != MayaTangentType::Fixed)
                    continue;
                const double angle = (in ? rk.inAngle : rk.outAngle) * angleToRadians;
                const double weight = raw.weighted ? (in ? rk.inWeight : rk.outWeight) : 1.0 / 3.0;
                // (x, y) in the file's (time, value) plane, then in the curve's units.
                MayaTangent v = mayaTangentFromAngleWeight(angle, weight);
                v.x *= timeScale;
                v.y *= vScale;
                if (v.x < 0.0 && v.x > -1e-12 * std::abs(v.y))
                    v.x = 0.0; // cos(±90°) rounding
                if (Status st = validateMayaTangent(v); !st)
                    return errorAt(rk.where, in ? MessageId::AnimInTangent : MessageId::AnimOutTangent, st);
                (in ? k.inTangent : k.outTangent) = v;
            }
            keys.push_back(k);
        }
        // Duplicate key times, reported at the second key.
        std::vector<std::size_t> order(keys.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return keys[a].time < keys[b].time; });
        for (std::size_t i = 1; i < order.size(); ++i)
            if (keys[order[i]].time == keys[order[i - 1]].time)
                return errorAt(raw.keys[std::max(order[i], order[i - 1])].where, MessageId::AnimTwoKeysSameTime);

        AnimCurve curve;
        AnimCurveFn fn(curve);
        fn.setGlobalTangentTypes(m_options.globalTangentType, m_options.globalTangentType);
        Status st = fn.setIsWeighted(raw.weighted);
        if (st)
            st = fn.setKeys(std::move(keys));
        if (st)
            st = fn.setPreInfinityType(raw.pre);
        if (st)
            st = fn.setPostInfinityType(raw.post);
        if (st)
            st = fn.setName(entry.path());
        if (!st)
            return errorAt(raw.keys.empty() ? m_last : raw.keys.front().where, st);
        entry.curve = std::move(curve);
        return Status::ok();
    }

    AnimLexer m_lexer;
    std::string_view m_fileName;
    const AnimReadOptions &m_options;
    AnimToken m_next;
    AnimToken m_last;
    bool m_peeked = false;
    AnimFile m_file;
    AnimTimeUnit m_fileTimeUnit;
    AnimLinearUnit m_fileLinearUnit = AnimLinearUnit::Centimeter;
    AnimAngularUnit m_fileAngularUnit = AnimAngularUnit::Degree;
    std::vector<RawCurve> m_curves;
};

} // namespace

Result<AnimFile> parseAnimFile(std::string_view text, std::string_view fileName, const AnimReadOptions &options)
{
    return Parser(text, fileName, options).run();
}

Result<AnimFile> readAnimFile(const QString &path, const AnimReadOptions &options)
{
    const Result<QByteArray> bytes = readFileBytes(path, MessageId::CannotOpen);
    if (!bytes)
        return Result<AnimFile>(bytes.status());
    const QByteArray &b = bytes.value();
    const std::string name = path.toStdString();
    return parseAnimFile(std::string_view(b.constData(), std::size_t(b.size())), name, options);
}

} // namespace knotline
