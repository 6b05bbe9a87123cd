#pragma once
// Track: an ordered list of placed clips (spec/timeline.md §1.1). The order is the
// "later wins" order within the track (§1.4). Name, target root and the mute/solo/lock
// flags are carried for documents and the editor; evaluation reads none of them.

#include "core/timeline/PlacedClip.h"

#include <QString>

#include <vector>

namespace knotline {

struct Track {
    QString name;
    QString targetRoot; ///< informational (compiled JSON's target_root)
    std::vector<PlacedClip> placedClips;
    bool muted = false; ///< carried only
    bool solo = false;  ///< carried only
    /// Carried only; the editor refuses to select, move or edit a locked track's clips.
    bool locked = false;

    friend bool operator==(const Track &, const Track &) = default;
};

} // namespace knotline
