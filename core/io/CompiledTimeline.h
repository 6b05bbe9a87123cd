#pragma once
// CompiledTimeline: a compiled timeline document (spec/timeline.md §1.5, the schema in
// ../shared/golden/timeline/compiled.schema.json) as Knotline holds it: the Timeline
// (tracks of placed clips playing shared clips), every animation of the document (also
// those no placement plays), and what the format carries that evaluation does not read.
// Times are seconds.
//
// Knotline's own extras live in the document's top-level "knotline" member, which other
// readers ignore:
//   "knotline": {"frame_rate": 24, "property_space": "independent", "pose": "blended",
//                "tracks": [{"name": "Body", "muted": false, "solo": false, "locked": false,
//                            "weight": 0.5, "blend_mode": "additive",
//                            "clips": [{"sync": {"stroke": 2.5}, "trim_in": 0.5,
//                                       "enabled": false, "hold": false}]}],
//                "animations": {"walk": {"sync_times": {"ready": 0.2, "stroke": 0.5}}}}
// "tracks" runs parallel to timeline.tracks (and "clips" to each track's clips); sync
// point names are those of SyncPoint.h; "property_space" is written when it is not
// stage.node (the reader uses it when its caller names no space). "pose" is "raw" or
// "blended" (spec/timeline.md §1.7); a document without it, or without the "knotline"
// member, is raw. "weight" (0–1, default 1) and "blend_mode" ("replace", the default, or
// "additive") shape the blended pose; "trim_in" (seconds >= 0, default 0, ending before
// the placement) and "enabled" (default true) are §1.6's; "hold" (default true; false: it
// weighs 0 after its end in the blended pose, PlacedClip::hold) is Knotline's. Every member
// is optional; the writer leaves out what has its default.

#include "core/timeline/Clip.h"
#include "core/timeline/Timeline.h"

#include <QJsonObject>

#include <memory>
#include <vector>

namespace knotline {

struct CompiledTimeline {
    Timeline timeline;
    /// Every animation of the document in its order (Clip::id() is the animation id); the
    /// placements share these clips.
    std::vector<std::shared_ptr<const Clip>> clips;
    /// The document's "meta" member, carried as it is (empty when absent).
    QJsonObject meta;
    /// Top-level members other than timeline, animations, meta and knotline (an engine's
    /// scene tree), carried as they are.
    QJsonObject otherMembers;
    /// knotline.frame_rate: frames per second for snapping; 0 when the document has none.
    double frameRate = 0.0;
};

} // namespace knotline
