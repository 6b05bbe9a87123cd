#pragma once
// CanvasPlacement: which placement the curve canvas maps its clip channels through
// (core/timeline/PlacementClipTime.h does the mapping), and which channels belong to a clip.
//
// The placement the canvas maps through (placementForCanvas): the session's current
// placement (PlacementSelection::current) when the current channel is none or one of that
// placement's clip's channels; otherwise, for a clip channel, the first placement playing
// its clip (tracks, then placed clips in order). No placement (not a timeline document, a
// clip no placement plays): nullopt, and the canvas shows the current time unmapped.

#include "core/editor/ChannelId.h"
#include "core/timeline/PlacementClipTime.h"

#include <optional>
#include <set>

namespace knotline {

class EditorDocument;
class EditorSession;

/// The placement the canvas maps through (rules in the header comment); nullopt for none.
std::optional<PlacementClipTime> placementForCanvas(const EditorSession &session);

/// The channels of `document` (a timeline document) that belong to `clip`'s channels
/// (ChannelSource::ClipChannel with the clip's label, clipChannelLabel). Empty for other
/// documents or a clip the timeline does not play.
std::set<ChannelId> channelsOfClip(const EditorDocument &document, const Clip *clip);

} // namespace knotline
