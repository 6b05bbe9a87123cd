#pragma once
// ValueSource: where an attribute's value at one time comes from, and the value — the
// answer to "why does this attribute have this value here?" for value clips. Kinds:
// the strongest opinion is a spline, time samples or a default of a layer of the stack,
// or a clip set (with which set, clip file and clip time), or there is none.
// Made by ValueClipStage::valueSource; the kinds are core/document/ValueSource.h's.
// This header includes no Qt.

#include "core/document/ValueSource.h"

#include <cstddef>
#include <optional>
#include <string>

namespace knotline {

struct ValueSource {
    ValueSourceKind kind = ValueSourceKind::None;
    std::optional<double> value; ///< nullopt: no value (none, a block, no clip data)
    /// Index in Document::layers of the layer holding the opinion (ClipSet: the anchor).
    std::size_t layerIndex = 0;
    std::string layerFile; ///< that layer's file path

    // ClipSet only:
    std::string clipSetName;     ///< e.g. "default"
    std::string clipSetPrimPath; ///< the prim authoring the set (an ancestor, or the prim)
    std::size_t clipIndex = 0;   ///< index of the active clip in the set's clips
    std::string clipAssetPath;   ///< the active clip as authored / expanded
    std::string clipFile;        ///< its absolute path
    double clipTime = 0.0;       ///< the clip time the stage time maps to
    bool clipSpline = false;     ///< the clip's spline gave the value (spec §3.6)
};

} // namespace knotline
