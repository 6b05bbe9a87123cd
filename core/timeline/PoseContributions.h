#pragma once
// PoseContributions: for one key at one time, every placement that takes part in its value
// and how (the pose view's "contributions" column): in the blended pose (spec §1.7) the
// held placements in the held order and then the active ones, each with its weight (ramps
// × track weight) and whether it was applied (weight > 0, and a string or boolean from ½
// on); in the raw pose (§1.4) every started placement writing the key, the winner applied
// with weight 1, the others not. Ignored placements (§1.6) are not listed. For display:
// O(placements) per call; evaluation itself is evaluateTimeline / TimelineCursor.

#include "core/timeline/Pose.h"
#include "core/timeline/Timeline.h"

#include <optional>
#include <vector>

namespace knotline {

struct PoseContribution {
    PlacementIndex placement;
    PoseState state = PoseState::Active;
    double weight = 1.0;        ///< 0–1 (blended: ramps × track weight; raw: 1 for the winner, else 0)
    bool additive = false;      ///< its track is additive (blended pose)
    std::optional<PoseValue> value; ///< what it gives (nullopt: a value block)
    bool applied = false;       ///< it changed the value (blended), or won it (raw)
};

/// The contributions to `key` at timeline time `t` (seconds), in the order they apply.
std::vector<PoseContribution> poseContributions(const Timeline &timeline, const ChannelKey &key, double t);

} // namespace knotline
