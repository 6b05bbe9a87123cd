#pragma once
// ClipShift: a copy of a clip whose content starts `offset` clip seconds later in the
// original (every key and sync time moved earlier by `offset`), for writing a trimmed
// placement where a format has no trim in (compiled JSON for other readers: a trimmed
// placement becomes a placement of such a copy, spec/timeline.md §1.6).

#include "core/base/Result.h"
#include "core/timeline/Clip.h"

namespace knotline {

/// `clip` with every key (spline knots, step keys) and sync time moved earlier by `offset`
/// clip seconds (sync times that would fall before 0 are dropped), its duration set to
/// `duration` (> 0) and its id kept. Errors: what Clip::make refuses.
Result<Clip> shiftedClip(const Clip &clip, double offset, double duration);

} // namespace knotline
