#pragma once
// The curve canvas's note about a timeline clip's channel: when the current channel is a
// clip channel (core/editor/ClipChannelCurves.h) the canvas says, at the top of the plot,
// that it shows clip time and how many placements play the clip — an edit changes all of
// them.

#include "core/editor/EditorDocument.h"

#include <QString>

#include <optional>

class QPainter;
class QRectF;

namespace knotline {

/// "Walk cycle — clip time; 3 placements play this clip: edits change all of them" for a
/// clip channel `channel` of `document`; empty for any other channel or none.
QString clipChannelNote(const EditorDocument &document, std::optional<ChannelId> channel);

/// Draws clipChannelNote (when not empty) along the top of `plot`, in the canvas's dim text.
void paintClipChannelNote(QPainter &painter, const QRectF &plot, const EditorDocument &document,
                          std::optional<ChannelId> channel);

} // namespace knotline
