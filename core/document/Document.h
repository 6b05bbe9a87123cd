#pragma once
// Document: an opened root layer and its sublayer stack (strongest first), each layer with
// the time mapping into the root's time; and the composed view of spline attributes that
// an editor shows: sublayer splines re-timed into the root's time, read-only.
// This header includes no Qt.

#include "core/document/Attribute.h"
#include "core/document/Layer.h"
#include "core/time/LayerOffset.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace knotline {

struct LayerStackEntry {
    std::string filePath; ///< absolute path of the layer's file ("" for a layer made in memory)
    Layer layer;
    /// Maps this layer's time codes into the root layer's time codes: the composition of
    /// every sublayer offset on the way, each with its automatic timeCodesPerSecond
    /// scaling (sublayerToParentOffset). Identity for the root.
    LayerOffset toRoot;
    double timeCodesPerSecond = kDefaultTimeCodesPerSecond; ///< this layer's own
    int depth = 0;               ///< 0 for the root, 1 for its sublayers, …
    std::size_t parentIndex = 0; ///< index of the layer that sublayers it (root: 0)
};

struct Document {
    /// Strength order (root first, then each sublayer followed by its own sublayers).
    std::vector<LayerStackEntry> layers;
    /// Problems met while opening that did not stop it (missing or unreadable sublayers,
    /// sublayer cycles, invalid offsets), each "file:line:column: message".
    std::vector<std::string> problems;

    /// Precondition: !layers.empty().
    Layer &root() { return layers.front().layer; }
    const Layer &root() const { return layers.front().layer; }
};

/// An attribute as the composed document shows it.
struct ComposedAttribute {
    std::string path;           ///< "/Prim.attr"
    std::size_t layerIndex = 0; ///< index in Document::layers of the strongest opinion
    /// attributeInRootTime of the attribute.
    Attribute attribute;
};

/// A copy of `attribute`, authored in layer `layerIndex` of `document` (a valid index),
/// as the root sees it: from a sublayer its spline and time samples are re-timed into the
/// root's time codes (applyLayerOffset and retimedTimeSamples with LayerStackEntry::toRoot),
/// its `timecode` values mapped by the same offset (mapTimeCodeValues) and readOnly set;
/// from the root (index 0) an unchanged copy.
Attribute attributeInRootTime(const Document &document, std::size_t layerIndex, const Attribute &attribute);

/// Every attribute holding a spline, the strongest opinion per path (root first), in the
/// order they are met (root layer's attributes first, depth first).
std::vector<ComposedAttribute> composedSplineAttributes(const Document &document);

/// The strongest spline opinion for `attributePath`, or nullopt.
std::optional<ComposedAttribute> findComposedSplineAttribute(const Document &document,
                                                             std::string_view attributePath);

/// A document holding just `layer` (no sublayers loaded), at `filePath`.
Document documentFromLayer(Layer layer, std::string filePath = {});

} // namespace knotline
