#include "core/document/AttributeSpline.h"

#include "core/base/ShortestNumber.h"
#include "core/time/SplineRetime.h"

#include <climits>
#include <cstdint>

namespace knotline {

namespace {

bool isIntegerType(const std::string &t)
{
    return t == "int" || t == "int64" || t == "uint" || t == "uint64" || t == "uchar";
}

bool isFloatingType(const std::string &t)
{
    return t == "double" || t == "float" || t == "half" || t == "timecode";
}

bool isStringType(const std::string &t)
{
    return t == "string" || t == "token" || t == "asset";
}

} // namespace

CustomData customDataFromDictionary(const UsdValue &dictionary)
{
    CustomData out;
    if (dictionary.kind != UsdValue::Kind::Dictionary)
        return out;
    for (const UsdDictionaryEntry &e : dictionary.entries) {
        const UsdValue &v = e.value;
        if (e.typeName == "bool" && v.kind == UsdValue::Kind::Atom) {
            if (v.text == "true" || v.text == "1")
                out[e.key] = true;
            else if (v.text == "false" || v.text == "0")
                out[e.key] = false;
        } else if (isIntegerType(e.typeName) && v.kind == UsdValue::Kind::Atom) {
            double d = 0.0;
            if (v.toDouble(&d) && d == static_cast<double>(static_cast<std::int64_t>(d)))
                out[e.key] = static_cast<std::int64_t>(d);
        } else if (isFloatingType(e.typeName) && v.kind == UsdValue::Kind::Atom) {
            double d = 0.0;
            if (v.toDouble(&d))
                out[e.key] = d;
        } else if (isStringType(e.typeName)
                   && (v.kind == UsdValue::Kind::String || v.kind == UsdValue::Kind::Asset)) {
            out[e.key] = v.text;
        }
    }
    return out;
}

UsdValue dictionaryFromCustomData(const CustomData &data)
{
    UsdValue dict;
    dict.kind = UsdValue::Kind::Dictionary;
    for (const auto &[key, value] : data) {
        UsdDictionaryEntry e;
        e.key = key;
        if (const bool *b = std::get_if<bool>(&value)) {
            e.typeName = "bool";
            e.value = UsdValue::atom(*b ? "true" : "false");
        } else if (const std::int64_t *i = std::get_if<std::int64_t>(&value)) {
            e.typeName = (*i >= INT_MIN && *i <= INT_MAX) ? "int" : "int64";
            e.value = UsdValue::atom(std::to_string(*i));
        } else if (const double *d = std::get_if<double>(&value)) {
            e.typeName = "double";
            e.value = UsdValue::atom(shortestNumber(*d));
        } else {
            e.typeName = "string";
            e.value = UsdValue::string(std::get<std::string>(value));
        }
        dict.entries.push_back(std::move(e));
    }
    return dict;
}

UsdValue knotDictionaryToWrite(const AttributeSpline &spline, const Knot &knot)
{
    const auto it = spline.knotDictionaries.find(knot.time);
    if (it != spline.knotDictionaries.end() && customDataFromDictionary(it->second) == knot.customData)
        return it->second;
    return dictionaryFromCustomData(knot.customData);
}

bool hasCustomAlgorithm(const AttributeSpline &spline, const Knot &knot, bool preSide)
{
    const auto it = spline.customAlgorithms.find(knot.time);
    if (it == spline.customAlgorithms.end())
        return false;
    if (preSide)
        return it->second.pre && knot.pre.algorithm == TangentAlgorithm::None;
    return it->second.post && knot.post.algorithm == TangentAlgorithm::None;
}

AttributeSpline applyLayerOffset(const AttributeSpline &in, const LayerOffset &offset)
{
    if (!offset.isInvertible() || offset.isIdentity())
        return in;
    AttributeSpline out;
    out.spline = applyLayerOffset(in.spline, offset);
    for (const auto &[t, dict] : in.knotDictionaries)
        out.knotDictionaries[offset.apply(t)] = dict;
    for (auto [t, alg] : in.customAlgorithms) {
        if (offset.scale < 0.0)
            std::swap(alg.pre, alg.post);
        out.customAlgorithms[offset.apply(t)] = alg;
    }
    if (in.unappliedInnerLoop) {
        LoopParams lp = *in.unappliedInnerLoop;
        if (lp.protoEnd > lp.protoStart) {
            lp.protoStart = offset.apply(lp.protoStart);
            lp.protoEnd = offset.apply(lp.protoEnd);
            if (offset.scale < 0.0) {
                std::swap(lp.protoStart, lp.protoEnd);
                std::swap(lp.numPreLoops, lp.numPostLoops);
            }
        }
        if (in.spline.isTimeValued()) // a time-valued loop's value offset is a duration
            lp.valueOffset *= offset.scale;
        out.unappliedInnerLoop = lp;
    }
    return out;
}

} // namespace knotline
