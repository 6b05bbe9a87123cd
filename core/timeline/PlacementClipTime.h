#pragma once
// PlacementClipTime: how one placement relates timeline time codes to the time codes of its
// clip's channels, both ways (issue 15: the curve canvas mapped into clip time when it
// shows a clip's channels). Time codes are seconds × the document's frame rate
// (core/editor/ClipChannelCurves.h). Which placement the canvas maps through is the
// canvas's choice (widgets/canvas/CanvasPlacement.h).
//
// Forward: clip time code = fps · map(timeline time code / fps), map = placementTimeMap
// (core/timeline/PlacementTimeMap.h: holds, loop cycles, ping-pong, the sync warp).
// Back (dragging the canvas's time line in clip time): a loop plays every clip time once
// per cycle and a hold plays one clip time for a while, so there is rarely one inverse.
// timelineTimeCodeFor takes, of the timeline times the placement plays clip time c at, the
// one nearest the current time: in a loop or ping-pong that is the cycle being played (the
// drag stays in it and never hops to another cycle); in a hold at c the current time
// itself, or the hold's nearer end; a clip time the placement never reaches (before 0,
// after its window) goes to the timeline time whose clip time is closest to c (the
// nearest one again on ties). Only times from where it starts playing count (a, after the
// trimmed head; PlacementTiming): the time before (at rest) is never chosen, so a clip
// time in the trimmed head goes to a, or to a later loop cycle that plays it; the held
// tail after its end is chosen.

#include "core/time/TimeMap.h"
#include "core/timeline/Timeline.h"

#include <QString>

namespace knotline {

struct PlacementClipTime {
    PlacementIndex index;       ///< the placement in the timeline
    PlacedClip placed;          ///< a copy of it
    TimeMap map;                ///< timeline seconds → clip seconds
    double timeCodesPerSecond = 24.0;
    std::size_t placements = 1; ///< how many placements play its clip
    /// The placement takes part in evaluation (its track not muted, soloed when any is,
    /// it enabled: spec §1.6); when not, it plays nothing at any time.
    bool counts = true;

    /// The clip time code the placement plays at timeline time code `timelineTimeCode`.
    double clipTimeCode(double timelineTimeCode) const;
    /// The timeline time code nearest `nearTimelineTimeCode` at which the placement plays
    /// clip time code `clipTimeCode` (rules in the header comment). Finite inputs give a
    /// finite result.
    double timelineTimeCodeFor(double clipTimeCode, double nearTimelineTimeCode) const;
    /// "walk on track 2 (Arms), 3 s – 5.5 s": the placement for the canvas's notes. Translated.
    QString describe(const Timeline &timeline) const;
};

/// The mapping of the placement at `index` of `timeline` (a valid index) at
/// `timeCodesPerSecond` (> 0): its placementTimeMap (the sync warp applied), or, for a
/// placement with more cycles than a map holds, the plain (t − s) · v.
PlacementClipTime placementClipTime(const Timeline &timeline, PlacementIndex index, double timeCodesPerSecond);

} // namespace knotline
