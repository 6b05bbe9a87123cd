#pragma once
// PlacementToolTip: the tooltip of a placed clip's bar in the timeline view — the clip's
// name, where the placement plays on the timeline and at what speed, how the clip loops,
// and for a shared clip how many placements play it (an edit of its channels changes all
// of them). Translated, with the placement count as a plural form.

#include "core/timeline/Timeline.h"

#include <QString>

namespace knotline {

/// E.g. "walk\n1 s – 3.5 s on the timeline, speed 1, loops\n3 placements play this clip:
/// editing its channels changes all of them". Precondition: `index` names a placed clip
/// of `timeline`.
QString placementToolTip(const Timeline &timeline, PlacementIndex index);

} // namespace knotline
