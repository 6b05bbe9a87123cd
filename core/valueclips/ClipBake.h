#pragma once
// Baking clip-driven attributes into time samples of a layer: each attribute gets one
// time sample at every stage-time sample its clip set lists (ValueClipStage::timeSamples:
// clip samples mapped to stage time, `times` entries, activations, and both sides of each
// jump, T − SafeStep and T), with the resolved value there (None where there is no value;
// a `timecode` value in stage time, as the stage resolves it: toStageTimeCode).
// Between those samples the clip set's value is the linear (or held) interpolation of
// them (spec/timeline.md §3.4), so the baked samples give the same values at every time,
// reversals, loops and jumps included. Attributes whose clips hold splines (§3.6) also
// get a sample every `stride` between their first and last sample time.
// This header includes no Qt.

#include "core/base/Result.h"
#include "core/document/Layer.h"
#include "core/valueclips/ValueClipStage.h"

#include <string>
#include <vector>

namespace knotline {

struct ClipBakeReport {
    struct Attribute {
        std::string path;
        std::string clipSet;    ///< the driving set's name
        std::string setPrim;    ///< the prim authoring it
        std::size_t samples = 0;
        std::size_t jumps = 0;  ///< samples at T − SafeStep (the left side of a jump)
    };
    std::vector<Attribute> attributes;
};

/// Writes the clip-driven values of `attributePaths` (each must be clip-driven in `stage`)
/// as `.timeSamples` into `layer` (the attributes and `over` prims are made where the
/// layer has none, an attribute with the type ValueClipStage::typeName gives; an
/// existing attribute's samples are replaced, its default kept).
/// Times are root time codes, so `layer` should be the stage's root layer (or a copy).
/// Error (layer unchanged): a path that is not clip-driven (MessageId::ClipBakeNotClipDriven).
Result<ClipBakeReport> bakeClipDrivenAttributes(ValueClipStage &stage, Layer &layer,
                                                const std::vector<std::string> &attributePaths, double stride = 1.0);

/// One line per attribute: "/Prim.attr: clip set 'name' of /Prim, N time samples (J jumps)".
std::string formatClipBakeReport(const ClipBakeReport &report);

} // namespace knotline
