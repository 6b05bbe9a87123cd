#pragma once
// The curve canvas's note about a timeline clip's channel: when the current channel is a
// clip channel (core/editor/ClipChannelCurves.h) the canvas says, at the top of the plot,
// that it shows clip time and how many placements play the clip — an edit changes all of
// them — and, on a second line, which placement the current-time line is mapped through;
// in the timeline-time view (PlacementMarks.h) that it shows the clip through that
// placement, read-only.

#include "core/editor/EditorDocument.h"
#include "widgets/canvas/CanvasPlacement.h"

#include <QString>

#include <optional>

class QPainter;
class QRectF;

namespace knotline {

/// "Walk cycle — clip time; 3 placements play this clip: edits change all of them" for a
/// clip channel `channel` of `document`; empty for any other channel or none.
QString clipChannelNote(const EditorDocument &document, std::optional<ChannelId> channel);

/// The second line: "Time line mapped through walk on Arms, 1 s – 3 s" (clip time), or
/// "Timeline time through walk on Arms, 1 s – 3 s: read-only" (`timelineTime`); empty
/// without a placement or outside a timeline document. Translated.
QString placementNote(const EditorDocument &document, const std::optional<PlacementClipTime> &placement,
                      bool timelineTime);

/// Draws clipChannelNote and placementNote (those not empty) along the top of `plot`, in
/// the canvas's dim text.
void paintClipChannelNote(QPainter &painter, const QRectF &plot, const EditorDocument &document,
                          std::optional<ChannelId> channel, const std::optional<PlacementClipTime> &placement,
                          bool timelineTime);

} // namespace knotline
