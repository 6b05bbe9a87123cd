#pragma once
// ValueClipTracks: the value clips of a usda document as a read-only Timeline for the
// timeline view (spec/timeline.md §3): one track per clip set (named "/Prim: set"), one
// placed clip per activation, over its active range — from its `active` stage time to
// the next activation's, the last one to the document's end time code (or one time code
// past its start when the end is not later). Each bar plays an empty clip named by its
// asset path as authored. Stage times are time codes; the Timeline holds seconds
// (time code / timeCodesPerSecond), as the view expects.

#include "core/document/Document.h"
#include "core/timeline/Timeline.h"

namespace knotline {

/// The clip sets of every prim with clip metadata (primsWithClipMetadata, readClipSets);
/// an empty Timeline when there are none. Warnings of dropped sets are not repeated
/// here (the document's messages carry them). `timeCodesPerSecond` > 0 (else 24).
Timeline valueClipTimeline(const Document &document, double timeCodesPerSecond, double endTimeCode);

} // namespace knotline
