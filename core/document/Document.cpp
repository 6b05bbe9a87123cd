#include "core/document/Document.h"

#include "core/document/TimeCodeValues.h"

#include <unordered_set>

namespace knotline {

namespace {

ComposedAttribute compose(const Document &doc, std::size_t layerIndex, const std::string &path,
                          const Attribute &attribute)
{
    return ComposedAttribute{path, layerIndex, attributeInRootTime(doc, layerIndex, attribute)};
}

} // namespace

Attribute attributeInRootTime(const Document &document, std::size_t layerIndex, const Attribute &attribute)
{
    Attribute c = attribute;
    if (layerIndex == 0)
        return c;
    c.readOnly = true;
    const LayerOffset &offset = document.layers[layerIndex].toRoot;
    if (c.spline)
        c.spline = applyLayerOffset(*c.spline, offset);
    if (c.timeSamples)
        c.timeSamples = retimedTimeSamples(*c.timeSamples, [&](double t) { return offset.apply(t); });
    mapTimeCodeValues(c, offset); // timecode values are times too (TimeCodeValues.h)
    return c;
}

std::vector<ComposedAttribute> composedSplineAttributes(const Document &document)
{
    std::vector<ComposedAttribute> out;
    std::unordered_set<std::string> seen;
    for (std::size_t i = 0; i < document.layers.size(); ++i) {
        forEachAttribute(document.layers[i].layer,
                         [&](const std::string &primPath, const Prim &, const Attribute &a) {
                             if (!a.spline)
                                 return;
                             std::string path = primPath + "." + a.name;
                             if (!seen.insert(path).second)
                                 return;
                             out.push_back(compose(document, i, path, a));
                         });
    }
    return out;
}

std::optional<ComposedAttribute> findComposedSplineAttribute(const Document &document,
                                                             std::string_view attributePath)
{
    for (std::size_t i = 0; i < document.layers.size(); ++i) {
        const Attribute *a = document.layers[i].layer.findAttribute(attributePath);
        if (a && a->spline)
            return compose(document, i, std::string(attributePath), *a);
    }
    return std::nullopt;
}

Document documentFromLayer(Layer layer, std::string filePath)
{
    Document d;
    LayerStackEntry e;
    e.filePath = std::move(filePath);
    e.timeCodesPerSecond = layer.effectiveTimeCodesPerSecond();
    e.layer = std::move(layer);
    d.layers.push_back(std::move(e));
    return d;
}

} // namespace knotline
