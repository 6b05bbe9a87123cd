#include "core/document/Document.h"

#include "core/document/TimeCodeValues.h"

#include <unordered_set>

namespace knotline {

namespace {

ComposedAttribute compose(const Document &doc, std::size_t layerIndex, const std::string &path,
                          const Attribute &attribute)
{
    ComposedAttribute c;
    c.path = path;
    c.layerIndex = layerIndex;
    c.attribute = attribute;
    if (layerIndex > 0) {
        c.attribute.readOnly = true;
        const LayerOffset &offset = doc.layers[layerIndex].toRoot;
        if (c.attribute.spline)
            c.attribute.spline = applyLayerOffset(*c.attribute.spline, offset);
        if (c.attribute.timeSamples)
            c.attribute.timeSamples =
                retimedTimeSamples(*c.attribute.timeSamples, [&](double t) { return offset.apply(t); });
        mapTimeCodeValues(c.attribute, offset);
    }
    return c;
}

} // namespace

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
