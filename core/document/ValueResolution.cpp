#include "core/document/ValueResolution.h"

#include <unordered_set>

namespace knotline {

namespace {

bool isAnimationBlock(const UsdValue &v)
{
    return v.kind == UsdValue::Kind::Atom && v.text == "AnimationBlock";
}

} // namespace

ValueSourceKind layerValueSource(const Attribute &attribute)
{
    if (attribute.timeSamples)
        return ValueSourceKind::TimeSamples;
    if (attribute.spline)
        return ValueSourceKind::Spline;
    if (attribute.defaultValue && !attribute.defaultValue->isNone() && !isAnimationBlock(*attribute.defaultValue))
        return ValueSourceKind::Default;
    return ValueSourceKind::None;
}

ResolvedAttribute resolveAttribute(const Document &document, std::string_view attributePath)
{
    ResolvedAttribute r;
    r.path = std::string(attributePath);
    bool decided = false;
    bool animationBlocked = false;
    for (std::size_t i = 0; i < document.layers.size(); ++i) {
        const Attribute *a = document.layers[i].layer.findAttribute(attributePath);
        if (!a)
            continue;
        // Every animated opinion of the path is either in effect or shadowed.
        const auto animated = [&](ValueSourceKind kind) {
            if (decided || animationBlocked) {
                r.shadowed.push_back({kind, i});
                return;
            }
            r.inEffect = {kind, i};
            r.attribute = attributeInRootTime(document, i, *a);
            decided = true;
        };
        if (a->timeSamples)
            animated(ValueSourceKind::TimeSamples);
        if (a->spline)
            animated(ValueSourceKind::Spline);
        if (decided || !a->defaultValue)
            continue;
        if (isAnimationBlock(*a->defaultValue)) {
            animationBlocked = true;
            continue;
        }
        decided = true; // a default, or an attribute block (`= None`: no value)
        if (!a->defaultValue->isNone()) {
            r.inEffect = {ValueSourceKind::Default, i};
            r.attribute = attributeInRootTime(document, i, *a);
        }
    }
    return r;
}

std::vector<ResolvedAttribute> resolvedAnimatedAttributes(const Document &document)
{
    std::vector<ResolvedAttribute> out;
    std::unordered_set<std::string> seen;
    for (const LayerStackEntry &entry : document.layers) {
        forEachAttribute(entry.layer, [&](const std::string &primPath, const Prim &, const Attribute &a) {
            if (!a.spline && !a.timeSamples)
                return;
            std::string path = primPath + "." + a.name;
            if (!seen.insert(path).second)
                return;
            ResolvedAttribute r = resolveAttribute(document, path);
            if (r.inEffect.kind == ValueSourceKind::Spline || r.inEffect.kind == ValueSourceKind::TimeSamples)
                out.push_back(std::move(r));
        });
    }
    return out;
}

std::optional<double> evalResolvedAttribute(const ResolvedAttribute &attribute, double t)
{
    if (!attribute.attribute)
        return std::nullopt;
    const Attribute &a = *attribute.attribute;
    switch (attribute.inEffect.kind) {
    case ValueSourceKind::Spline:
        return a.spline->spline.eval(t);
    case ValueSourceKind::TimeSamples:
        return evalTimeSamples(*a.timeSamples, t, sampleInterpolationFor(a.typeName));
    case ValueSourceKind::Default:
        return scalarSampleValue(*a.defaultValue);
    case ValueSourceKind::ClipSet: // the layer stack's own opinions only; clips: ValueClipStage
    case ValueSourceKind::None:
        break;
    }
    return std::nullopt;
}

const char *valueSourceKindName(ValueSourceKind kind)
{
    switch (kind) {
    case ValueSourceKind::Spline:
        return "spline";
    case ValueSourceKind::TimeSamples:
        return "time samples";
    case ValueSourceKind::Default:
        return "default";
    case ValueSourceKind::ClipSet:
        return "clip set";
    case ValueSourceKind::None:
        break;
    }
    return "none";
}

} // namespace knotline
