#pragma once
// CurveNameTag: the name of the curve under the pointer, drawn next to it on the canvas
// (Maya's Graph Editor names a curve on hover as well). A rounded tag with the channel's
// path in the channel's colour on a dark background, right of and above the pointer,
// kept inside the plot (flipped to the left / below near an edge).
// CurveLegend: while the canvas shows a chosen few curves (a channel-tree selection or an
// isolation of at most kLegendMax channels), their names in the plot's top-left corner,
// each after a stroke of its colour, the current one first and brighter.

#include "core/editor/ChannelId.h"

#include <QPointF>
#include <QRectF>

#include <cstddef>
#include <vector>

class QFontMetricsF;
class QPainter;

namespace knotline {

struct CanvasContext;

namespace nametag {

/// Where the tag for `text` goes for a pointer at `pointer` inside `plot` (widget pixels).
QRectF tagRect(const QFontMetricsF &metrics, const QString &text, const QPointF &pointer, const QRectF &plot);

/// Draws the tag of `channel` (which must be in the document) for a pointer at `pointer`.
void paint(QPainter &painter, const CanvasContext &context, ChannelId channel, const QPointF &pointer);

/// The legend lists at most this many curves (more would cover the plot).
constexpr std::size_t kLegendMax = 8;

/// Where the legend of `count` names, the widest `widest` pixels, goes in `plot`.
QRectF legendRect(const QFontMetricsF &metrics, double widest, std::size_t count, const QRectF &plot);

/// Draws the legend of `channels` (shown, in the document, at most kLegendMax; nothing
/// for none) at the plot's top left. Returns the rectangle it covers (widget pixels;
/// empty when nothing was drawn), so that other notes there can go below it.
QRectF paintLegend(QPainter &painter, const CanvasContext &context, const std::vector<ChannelId> &channels);

} // namespace nametag
} // namespace knotline
