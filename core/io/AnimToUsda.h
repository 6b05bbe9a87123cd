#pragma once
// The curves of a Maya .anim file as a usda layer (for baking .anim curves into a usda
// file, e.g. `knotline bake walk.anim -o walk.usda`).
//
// Naming. Each curve entry "node.attribute" becomes the spline attribute
// `custom double <leaf>` of a typeless prim named after the node:
//   joint2.translate.translateX → /joint2.translateX
//   |rig|pelvis.rotate.rotateY  → /rig/pelvis.rotateY   (DAG path: nested prims)
//   char:pelvis.translateX      → /char_pelvis.translateX
// Characters a usda identifier cannot hold (namespace ':', array brackets, …) become '_',
// a leading digit gets a '_' in front, and an empty name becomes "_". When two entries
// would get the same path, the later one gets "_2", "_3", … appended to its attribute name.
//
// Content. The splines are the curves' Ts images (AnimCurve::spline(): weighted →
// Bezier, non-weighted → Hermite, infinity → extrapolation), with values in the file's
// units (linear unit, angular unit, time unit for time-valued curves). The layer's
// timeCodesPerSecond and framesPerSecond are the file's time unit rate, so its time codes
// are the file's frames; startTimeCode / endTimeCode are the file's startTime / endTime.
// Driven-key curves (unitless input) are included with their input values as time codes.

#include "core/document/Layer.h"
#include "core/io/AnimFile.h"

#include <cstddef>
#include <string>
#include <vector>

namespace knotline {

/// Where one curve entry of the .anim file went.
struct AnimUsdaAttribute {
    std::size_t entryIndex = 0; ///< index in AnimFile::entries
    std::string animPath;       ///< AnimFileEntry::path(), e.g. "joint2.translate.translateX"
    std::string usdaPath;       ///< e.g. "/joint2.translateX"
};

struct AnimUsdaLayer {
    Layer layer;
    std::vector<AnimUsdaAttribute> attributes; ///< in file order, curve entries only

    /// The entry for a usda attribute path; nullptr when none.
    const AnimUsdaAttribute *findUsdaPath(const std::string &usdaPath) const;
    /// The entry for an entry index; nullptr when that entry has no curve.
    const AnimUsdaAttribute *findEntry(std::size_t entryIndex) const;
};

/// Builds the layer for `file` as described above. `doc` (optional) becomes the layer's
/// doc string. Never fails: every curve entry gets an attribute.
AnimUsdaLayer animFileToUsdaLayer(const AnimFile &file, const std::string &doc = {});

} // namespace knotline
