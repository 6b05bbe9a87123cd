#pragma once
// ClipStill: a freeze frame of a clip (OpenTimelineIO's FreezeFrame, Maya Time Editor's
// hold): a clip that shows, for its whole duration, the pose `clip` has at one clip-local
// time. Each channel becomes one key holding the value it has there (clipChannelValue after
// the loop mode's wrap, spec/timeline.md §1.2–1.3): a spline of one knot with held
// extrapolation for numbers, a step channel of one key for strings and booleans. A channel
// in a value block at that time gives no channel (the key is absent, as it is in the
// frozen pose). Sync times are not kept (a still has no motion to warp).

#include "core/base/Result.h"
#include "core/timeline/Clip.h"

namespace knotline {

/// The still of `clip` at clip-local time `clipTime` (seconds, wrapped by the clip's loop
/// mode), lasting `duration` seconds, named "<label> @ <clipTime>s" unless `name` is given,
/// with no id. Errors (nothing made): a duration or time that is not finite, or duration <=
/// 0 (MessageId::ClipDurationInvalid, naming the still).
Result<Clip> clipStill(const Clip &clip, double clipTime, double duration, const QString &name = {});

} // namespace knotline
