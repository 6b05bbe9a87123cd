#pragma once
// SubLayer: one entry of a layer's `subLayers` list — an asset path and its layer offset.
// This header includes no Qt.

#include "core/time/LayerOffset.h"

#include <string>

namespace knotline {

struct SubLayer {
    std::string assetPath; ///< as authored, e.g. "./anim.usda" (relative to the layer's file)
    LayerOffset offset;    ///< authored `(offset = …; scale = …)`; identity when absent
    int line = 0;          ///< where the entry was read (1-based; 0 = not read from a file)
    int column = 0;

    /// Same path and offset (the source position is not compared).
    bool operator==(const SubLayer &o) const { return assetPath == o.assetPath && offset == o.offset; }
};

} // namespace knotline
