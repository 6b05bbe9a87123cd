#pragma once
// PlacementClipTime: how the curve canvas relates the window's one current time (timeline
// time codes) to the channels of a timeline clip (clip time codes), issue 15: "the curve
// canvas (mapped into clip time when it shows a clip's channels)". Time codes are seconds ×
// the document's frame rate (core/editor/ClipChannelCurves.h).
//
// The placement the canvas maps through (placementForCanvas): the session's current
// placement (PlacementSelection::current) when the current channel is none or one of that
// placement's clip's channels; otherwise, for a clip channel, the first placement playing
// its clip (tracks, then placed clips in order). No placement (not a timeline document, a clip no placement plays): nullopt,
// and the canvas shows the current time unmapped.
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
// nearest one again on ties). The time before the placement's start (at rest) is never
// chosen; the held tail after its end is.

#include "core/editor/ChannelId.h"
#include "core/time/TimeMap.h"
#include "core/timeline/Timeline.h"

#include <QString>

#include <optional>
#include <set>

namespace knotline {

class EditorDocument;
class EditorSession;

struct PlacementClipTime {
    PlacementIndex index;       ///< the placement in the timeline
    PlacedClip placed;          ///< a copy of it
    TimeMap map;                ///< timeline seconds → clip seconds
    double timeCodesPerSecond = 24.0;
    std::size_t placements = 1; ///< how many placements play its clip

    /// The clip time code the placement plays at timeline time code `timelineTimeCode`.
    double clipTimeCode(double timelineTimeCode) const;
    /// The timeline time code nearest `nearTimelineTimeCode` at which the placement plays
    /// clip time code `clipTimeCode` (rules in the header comment). Finite inputs give a
    /// finite result.
    double timelineTimeCodeFor(double clipTimeCode, double nearTimelineTimeCode) const;
    /// "walk on track 2 (Arms), 3 s – 5.5 s": the placement for the canvas's notes. Translated.
    QString describe(const Timeline &timeline) const;
};

/// The placement the canvas maps through (rules in the header comment); nullopt for none.
std::optional<PlacementClipTime> placementForCanvas(const EditorSession &session);

/// The channels of `document` (a timeline document) that belong to `clip`'s channels
/// (ChannelSource::ClipChannel with the clip's label, clipChannelLabel). Empty for other
/// documents or a clip the timeline does not play.
std::set<ChannelId> channelsOfClip(const EditorDocument &document, const Clip *clip);

} // namespace knotline
