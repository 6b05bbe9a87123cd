#pragma once
// PlacedClip: a clip played on a track (spec/timeline.md §1.1). Times are timeline
// seconds except the window, which is clip-local seconds.
//
//   natural length  w = window, or the clip's duration when no window is set
//   end on the timeline  e = s + w / v                      (end())
//   clip-local time at timeline time t  (t − s) · v, then wrapped by the clip's loop mode
//
// computed in that operation order (../shared/golden/timeline/README.md rule 1), so
// evaluation decides boundaries one ulp apart as the golden data does.
//
// Trim in (spec/timeline.md §1.6): the placement starts playing trimIn seconds after its
// anchor s, at a = s + trimIn (< e), with its clip-time mapping unchanged, so trimming the
// start hides the head of the clip and leaves the rest where it was. A disabled placement
// (enabled = false, OpenTimelineIO's `enabled`) is ignored by evaluation. A placement that
// does not hold (hold = false; Blender's NLA extrapolation "Nothing") weighs 0 after its end
// in the blended pose even without a blend out; the first half of a split does not hold, so
// the halves blend as the whole did. The raw pose holds every placement (§1.4).
//
// The clip is shared by reference: placements playing one clip hold the same
// std::shared_ptr<const Clip>, and a copy of a placement (or of a whole Timeline, an undo
// snapshot) shares it too. "Make unique" is a copy of the clip (Timeline::makeClipUnique).
//
// A PlacedClip is a plain value; Timeline checks it (validatePlacedClip) before it takes
// it, and refuses speed <= 0, negative blends, a window <= 0, anything not finite.

#include "core/timeline/Clip.h"
#include "core/timeline/SyncPoint.h"

#include <memory>
#include <optional>

namespace knotline {

struct PlacedClip {
    std::shared_ptr<const Clip> clip; ///< the clip it plays; never null in a Timeline
    double start = 0.0;               ///< s, timeline seconds
    std::optional<double> window;     ///< w, clip-local seconds to play (> 0); unset: the clip's duration
    double speed = 1.0;               ///< v > 0: clip seconds per timeline second
    double blendIn = 0.0;             ///< seconds >= 0: the ramp up from a (applied by the blended pose, §1.7)
    double blendOut = 0.0;            ///< seconds >= 0: the ramp down to e (blended pose, §1.7)
    /// Requested timeline times (seconds) per sync point (§2); carried for the warp.
    SyncTimes syncRequests;
    double trimIn = 0.0; ///< timeline seconds >= 0 from s to where it starts playing (§1.6)
    bool enabled = true; ///< false: ignored, neither active nor held (§1.6)
    /// Blended pose: true (the default, §1.7) holds after e when blendOut = 0; false weighs
    /// 0 after e. Ignored by the raw pose.
    bool hold = true;

    /// w: the window, or the clip's duration. Precondition: clip set.
    double naturalLength() const { return window ? *window : clip->duration(); }
    /// e = s + w / v, timeline seconds (the end is inclusive, §1.4).
    double end() const { return start + naturalLength() / speed; }
    /// a = s + trimIn: where it starts playing (timeline seconds; == start when untrimmed).
    double activeStart() const { return start + trimIn; }
    /// (t − s) · v: clip-local time before wrapping.
    double localTime(double t) const { return (t - start) * speed; }
    /// Clip-local time at timeline time t, wrapped by the clip's loop mode (§1.2).
    double clipTime(double t) const { return clip->wrap(localTime(t)); }
    /// The clip-local time whose value holds after the end: (e − s) · v, wrapped (golden
    /// README rule 1; equals wrap(w) up to the rounding of e).
    double heldClipTime() const { return clip->wrap(localTime(end())); }

    /// Same clip (the same shared clip, or equal clips) and the same fields.
    friend bool operator==(const PlacedClip &a, const PlacedClip &b)
    {
        const bool sameClip = a.clip == b.clip || (a.clip && b.clip && *a.clip == *b.clip);
        return sameClip && a.start == b.start && a.window == b.window && a.speed == b.speed
            && a.blendIn == b.blendIn && a.blendOut == b.blendOut && a.trimIn == b.trimIn && a.enabled == b.enabled
            && a.hold == b.hold && a.syncRequests == b.syncRequests;
    }
};

} // namespace knotline
