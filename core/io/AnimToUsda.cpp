#include "core/io/AnimToUsda.h"

#include <set>

namespace knotline {

namespace {

bool isIdentifierChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// A usda identifier for `name` (see the header).
std::string identifier(const std::string &name)
{
    std::string out;
    out.reserve(name.size() + 1);
    for (char c : name)
        out += isIdentifierChar(c) ? c : '_';
    if (out.empty() || (out.front() >= '0' && out.front() <= '9'))
        out.insert(out.begin(), '_');
    return out;
}

/// The prim names of a Maya node: a DAG path "|a|b" gives {"a", "b"}.
std::vector<std::string> primNames(const std::string &node)
{
    std::vector<std::string> names;
    std::string part;
    for (char c : node) {
        if (c == '|') {
            if (!part.empty())
                names.push_back(identifier(part));
            part.clear();
        } else {
            part += c;
        }
    }
    if (!part.empty() || names.empty())
        names.push_back(identifier(part));
    return names;
}

Prim &primAt(Layer &layer, const std::vector<std::string> &names, std::string *path)
{
    path->clear();
    for (const std::string &name : names)
        *path += "/" + name;
    return findOrAddPrim(layer, *path, Specifier::Def);
}

} // namespace

const AnimUsdaAttribute *AnimUsdaLayer::findUsdaPath(const std::string &usdaPath) const
{
    for (const AnimUsdaAttribute &a : attributes)
        if (a.usdaPath == usdaPath)
            return &a;
    return nullptr;
}

const AnimUsdaAttribute *AnimUsdaLayer::findEntry(std::size_t entryIndex) const
{
    for (const AnimUsdaAttribute &a : attributes)
        if (a.entryIndex == entryIndex)
            return &a;
    return nullptr;
}

AnimUsdaLayer animFileToUsdaLayer(const AnimFile &file, const std::string &doc)
{
    AnimUsdaLayer out;
    Layer &layer = out.layer;
    layer.timeCodesPerSecond = file.timeCodesPerSecond();
    layer.framesPerSecond = file.timeCodesPerSecond();
    layer.startTimeCode = file.startTime;
    layer.endTimeCode = file.endTime;
    if (!doc.empty())
        layer.doc = doc;

    std::set<std::string> used;
    for (std::size_t i = 0; i < file.entries.size(); ++i) {
        const AnimFileEntry &e = file.entries[i];
        if (!e.hasCurve)
            continue;
        std::string primPath;
        Prim &prim = primAt(layer, primNames(e.node), &primPath);
        const std::string leaf = identifier(e.leafAttribute.empty() ? e.attribute : e.leafAttribute);
        std::string name = leaf;
        for (int n = 2; used.count(primPath + "." + name); ++n)
            name = leaf + "_" + std::to_string(n);
        used.insert(primPath + "." + name);

        Attribute a;
        a.name = name;
        a.typeName = "double";
        a.custom = true;
        a.spline = AttributeSpline{};
        a.spline->spline = e.curve.spline();
        prim.attributes.push_back(std::move(a));
        out.attributes.push_back({i, e.path(), primPath + "." + name});
    }
    return out;
}

} // namespace knotline
