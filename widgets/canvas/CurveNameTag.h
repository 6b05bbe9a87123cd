#pragma once
// CurveNameTag: the name of the curve under the pointer, drawn next to it on the canvas
// (Maya's Graph Editor names a curve on hover as well). A rounded tag with the channel's
// path in the channel's colour on a dark background, right of and above the pointer,
// kept inside the plot (flipped to the left / below near an edge).

#include "core/editor/ChannelId.h"

#include <QPointF>
#include <QRectF>

class QFontMetricsF;
class QPainter;

namespace knotline {

struct CanvasContext;

namespace nametag {

/// Where the tag for `text` goes for a pointer at `pointer` inside `plot` (widget pixels).
QRectF tagRect(const QFontMetricsF &metrics, const QString &text, const QPointF &pointer, const QRectF &plot);

/// Draws the tag of `channel` (which must be in the document) for a pointer at `pointer`.
void paint(QPainter &painter, const CanvasContext &context, ChannelId channel, const QPointF &pointer);

} // namespace nametag
} // namespace knotline
