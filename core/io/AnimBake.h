#pragma once
// AnimBake: baking a Maya .anim file into a usda layer — what `knotline bake FILE.anim` does
// and File ▸ Export Baked Layer… does for an open .anim document, in one place. The file
// becomes a usda layer (core/io/AnimToUsda.h: each curve node.attribute an attribute with a
// spline), that layer is baked (core/io/BakeExport.h), and for time samples each sample is
// then set to the curve's Maya value at its time (AnimCurve::evaluate), so the samples agree
// with `knotline eval` on the file (Maya's rules, not Ts's, decide the value). This header
// includes no Qt.
//
// Units: the file's own (times are its frames, values its linear / angular units).

#include "core/base/Result.h"
#include "core/io/AnimFile.h"
#include "core/io/AnimToUsda.h"
#include "core/io/BakeExport.h"

#include <string>

namespace knotline {

/// The doc string of the layer baked from the .anim file named `fileName` (no directory):
/// "Curves of NAME (Maya .anim, timeUnit UNIT)".
std::string animBakeLayerDoc(const std::string &fileName, const AnimFile &file);

/// Sets every time sample that `options` baked into `layer` for the curves of `file` (where
/// `animLayer` says each went) to the curve's Maya value at its time. Where Maya's value jumps
/// right after a sample time (a step-next key, a cycle boundary: Maya gives the key's own value
/// at the key and the new value just after it), a sample just after it (options.jumpGap later,
/// or the next representable time for 0) carries the new value when it differs by more than
/// options.jumpTolerance. Blocked samples and times where evaluation fails are left as baked.
void applyMayaSampleValues(Layer &layer, const AnimFile &file, const AnimUsdaLayer &animLayer,
                           const BakeOptions &options);

struct AnimBake {
    Layer layer;       ///< the baked layer
    BakeReport report; ///< bakeLayer's report
};

/// animFileToUsdaLayer(file, doc), bakeLayer with `options` (options.attributePaths are usda
/// paths of that layer, "/node.attribute"; empty: every curve) and, for BakeTarget::Samples,
/// applyMayaSampleValues. Errors: bakeLayer's.
Result<AnimBake> bakeAnimFile(const AnimFile &file, const std::string &doc, const BakeOptions &options);

} // namespace knotline
