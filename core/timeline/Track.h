#pragma once
// Track: an ordered list of placed clips (spec/timeline.md §1.1). The order is the
// "later wins" order within the track (§1.4). Mute and solo are evaluated (§1.6: a muted
// track's placements are ignored; when any track is soloed only soloed tracks count); the
// weight and the blend mode shape the blended pose (§1.7); name, target root and lock are
// carried for documents and the editor.

#include "core/timeline/PlacementList.h"

#include <QString>

namespace knotline {

/// How a track's contributions combine with what the tracks before it give (§1.7).
enum class TrackBlendMode {
    Replace,  ///< x ← (1 − w) · x + w · v (the default)
    Additive, ///< x ← x + w · v (a layer of offsets)
};

struct Track {
    QString name;
    QString targetRoot; ///< informational (compiled JSON's target_root)
    PlacementList placedClips; ///< shared between copies until changed (copy on write)
    bool muted = false; ///< its placements are ignored (§1.6)
    bool solo = false;  ///< when any track is soloed, only soloed tracks count (§1.6)
    /// Carried only (evaluates normally); the editor refuses to select, move or edit a
    /// locked track's clips.
    bool locked = false;
    /// 0–1: multiplies its placements' weights in the blended pose (§1.7); the raw pose
    /// ignores it.
    double weight = 1.0;
    TrackBlendMode blendMode = TrackBlendMode::Replace; ///< blended pose only (§1.7)

    friend bool operator==(const Track &, const Track &) = default;
};

} // namespace knotline
