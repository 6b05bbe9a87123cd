#pragma once
// Internal to core/timeline: the last step of evaluateTimeline, shared by the raw and the
// blended pose. From each key's value and source, keep per write group (spec/timeline.md
// §1.4, the timeline's property space) only the keys written at the group's latest time,
// and build the sorted Pose.

#include "core/timeline/Pose.h"
#include "core/timeline/Timeline.h"

#include <map>

namespace knotline::detail {

struct WrittenValue {
    PoseValue value;
    PoseSource source;
};

/// The pose of the written keys of `timeline` (sorted by key, as std::map is).
Pose assemblePose(const Timeline &timeline, const std::map<ChannelKey, WrittenValue> &written);

} // namespace knotline::detail
