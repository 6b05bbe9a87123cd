#pragma once
// Channel: one editable animation curve of an open document, as the editor shows it.

#include "core/animcurve/AnimCurve.h"

#include <cstddef>
#include <string>

namespace knotline {

/// Where a channel's curve came from (and is written back to on save).
enum class ChannelSource {
    UsdaAttribute, ///< a spline attribute of a .usda layer (path "/Prim.attr")
    AnimCurve,     ///< an anim curve of a Maya .anim file (path "node.attribute")
};

struct Channel {
    std::string path;  ///< "/Prim.attr" or "node.attribute"; unique within a document
    ChannelSource source = ChannelSource::UsdaAttribute;
    AnimCurve curve;   ///< the curve (for usda: AnimCurveFn::fromSpline of the attribute)
    /// From a sublayer, re-timed into the root layer's time: shown, never edited.
    bool readOnly = false;
    /// usda: index of the layer in Document::layers holding the opinion; anim: entry index.
    std::size_t sourceIndex = 0;
};

} // namespace knotline
