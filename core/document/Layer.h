#pragma once
// Layer: the content of one usda file — header version, layer metadata
// (timeCodesPerSecond, framesPerSecond, startTimeCode, endTimeCode, doc, subLayers and
// everything else kept as authored), root prims and unmodelled root statements.
// This header includes no Qt.

#include "core/document/Metadata.h"
#include "core/document/Prim.h"
#include "core/document/SubLayer.h"
#include "core/document/VerbatimStatement.h"
#include "core/time/TimeCode.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// A `#usda major.minor` header version.
struct UsdaVersion {
    int major = 1;
    int minor = 0;
    bool operator==(const UsdaVersion &) const = default;
    auto operator<=>(const UsdaVersion &) const = default;
};

struct Layer {
    /// Version the file declared (`#sdf 1.4.32` legacy headers read as 1.0).
    UsdaVersion declaredVersion;
    std::optional<double> timeCodesPerSecond;
    std::optional<double> framesPerSecond;
    std::optional<double> startTimeCode;
    std::optional<double> endTimeCode;
    std::optional<std::string> doc;
    std::vector<SubLayer> subLayers;
    /// Comment string and every other layer metadata entry, as authored.
    Metadata metadata;
    std::vector<Prim> rootPrims;
    std::vector<VerbatimStatement> statements; ///< e.g. `reorder rootPrims = [...]`

    /// This layer's own timeCodesPerSecond (tcps, else fps, else 24; layerTimeCodesPerSecond).
    double effectiveTimeCodesPerSecond() const;
    LayerTimeMetadata timeMetadata() const { return {timeCodesPerSecond, framesPerSecond}; }

    /// Prim at an absolute path such as "/World/fx"; nullptr when absent or malformed.
    Prim *findPrim(std::string_view primPath);
    const Prim *findPrim(std::string_view primPath) const;
    /// Attribute at a path such as "/Prim1.xformOp:rotateX"; nullptr when absent.
    Attribute *findAttribute(std::string_view attributePath);
    const Attribute *findAttribute(std::string_view attributePath) const;

    /// Same content; the declared version is compared too.
    bool operator==(const Layer &) const = default;
};

/// The prim at absolute path `primPath` ("/A/B"), with the missing prims on the way added
/// (in order, with `specifierForNew`). Precondition: `primPath` is an absolute prim path.
Prim &findOrAddPrim(Layer &layer, std::string_view primPath, Specifier specifierForNew);

/// Splits "/A/B.attr" into prim path "/A/B" and attribute name "attr" (the last '.'
/// after the last '/'); false when the path has no attribute part or is not absolute.
bool splitAttributePath(std::string_view attributePath, std::string_view *primPath,
                        std::string_view *attributeName);

/// Calls `visit(primPath, prim, attribute)` for every attribute of every prim, depth first
/// in authored order; prim paths are absolute ("/A/B").
template <class Visit>
void forEachAttribute(const Layer &layer, Visit &&visit);

namespace detail {
template <class Visit>
void forEachAttributeIn(const Prim &prim, const std::string &path, Visit &visit)
{
    for (const Attribute &a : prim.attributes)
        visit(path, prim, a);
    for (const Prim &c : prim.children)
        forEachAttributeIn(c, path + "/" + c.name, visit);
}
template <class Visit>
void forEachAttributeIn(Prim &prim, const std::string &path, Visit &visit)
{
    for (Attribute &a : prim.attributes)
        visit(path, prim, a);
    for (Prim &c : prim.children)
        forEachAttributeIn(c, path + "/" + c.name, visit);
}
} // namespace detail

template <class Visit>
void forEachAttribute(const Layer &layer, Visit &&visit)
{
    for (const Prim &p : layer.rootPrims)
        detail::forEachAttributeIn(p, "/" + p.name, visit);
}

/// Mutable variant: `visit(primPath, Prim &, Attribute &)`.
template <class Visit>
void forEachAttributeMutable(Layer &layer, Visit &&visit)
{
    for (Prim &p : layer.rootPrims)
        detail::forEachAttributeIn(p, "/" + p.name, visit);
}

} // namespace knotline
