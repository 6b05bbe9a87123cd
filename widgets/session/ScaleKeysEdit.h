#pragma once
// Scaling keys of several channels inside one EditGesture (the region tool's and the dope
// sheet's scale drags share it).

#include "core/edit/KeyScale.h"
#include "core/editor/ChannelId.h"

#include <cstddef>
#include <map>
#include <vector>

namespace knotline {

class EditGesture;

/// Scales the keys `keys` (per channel, key indices of the gesture's starting curves) with
/// `params` (times in time codes about params.timePivot, values in value units about
/// params.valuePivot; core/edit/KeyScale.h). Every channel is scaled on a copy of its curve
/// before the gesture (EditGesture::curveBefore) first, so when scaleKeys refuses one
/// channel nothing changes and false is returned; otherwise every channel's curve is
/// replaced inside the gesture (live, one undo step on its commit) and true is returned.
bool scaleKeysInGesture(EditGesture &gesture, const std::map<ChannelId, std::vector<std::size_t>> &keys,
                        const KeyScaleParams &params);

} // namespace knotline
