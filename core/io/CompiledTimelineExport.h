#pragma once
// CompiledTimelineExport: a compiled timeline made playable by other readers of compiled
// JSON (the reference library and engines that read its schema), which know nothing of
// Knotline's "knotline" member (spec/timeline.md §1.5–1.7):
// - ignored placements (a muted track's, every non-soloed track's when one is soloed, a
//   disabled one: §1.6) are left out, so the others play what Knotline plays;
// - a trimmed placement (§1.6) becomes a placement of a trimmed copy of its clip: the copy
//   starts with the clip time the placement shows at its start (ClipShift.h), the
//   placement starts there; a looping clip is trimmed this way only at a whole number of
//   cycles (the copy would not loop the same way otherwise), and a placement with sync
//   requests (its warp maps the whole clip) cannot be trimmed: both are refused, naming
//   the placement, unless the caller bakes;
// - a blended timeline (§1.7) is refused (MessageId::CompiledExportBlended: other readers
//   apply no ramps, weights or additive tracks), unless `bakeBlendedPose`: then the pose is
//   sampled at `bakeRate` per second over the timeline's span (every placement's start to
//   its end, and the duration) into one clip of linear keyframes (step keys for strings and
//   booleans; a key absent at a sample time gets no key there), played by one placement.
//   The raw pose cannot make a key absent once it has been written (it holds, §1.4), so
//   where Knotline's blended pose leaves a key absent after it was present (it blended
//   out, it does not hold, or a write group hides it), other readers show its nearest
//   baked value instead: the export lists those keys and the first sample time at which
//   each differs (heldWhereAbsent), for the caller to tell the user.
// The result is a raw timeline; its clips stay shared where nothing was trimmed. Without
// baking, other readers play exactly what Knotline plays.

#include "core/base/Result.h"
#include "core/io/CompiledTimeline.h"
#include "core/timeline/ChannelKey.h"

#include <vector>

namespace knotline {

struct OtherReadersOptions {
    bool bakeBlendedPose = false; ///< bake a blended timeline's pose instead of refusing it
    double bakeRate = 24.0;       ///< samples per second when baking (> 0, finite)
};

/// Where other readers of a baked export show a value and Knotline shows none.
struct HeldWhereAbsent {
    ChannelKey key;
    double from = 0.0; ///< the first baked sample time (timeline seconds) it is absent at, after it was present
};

struct OtherReadersExport {
    CompiledTimeline document;                   ///< what to write
    std::vector<HeldWhereAbsent> heldWhereAbsent; ///< in key order; empty unless baked
};

/// `doc` as other readers can play it (rules above). Errors: see above; the refusal of a
/// trimmed loop or warp names the track and placed clip (numbered from 1).
Result<OtherReadersExport> timelineForOtherReaders(const CompiledTimeline &doc, const OtherReadersOptions &options = {});

} // namespace knotline
