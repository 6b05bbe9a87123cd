#pragma once
// CurveNameTag: the name of the curve under the pointer, drawn next to it on the canvas
// (Maya's Graph Editor names a curve on hover as well). A rounded tag with the channel's
// path in the channel's colour on a dark background, right of and above the pointer,
// kept inside the plot (flipped to the left / below near an edge).
// CurveLegend: while the canvas shows a chosen few curves (a channel-tree selection or an
// isolation of at most kLegendMax channels), their names in the plot's top-left corner,
// each after a stroke of its colour, the current one first and brighter. The legend goes
// in whichever plot corner covers the fewest of the shown curves' keys (top-left first on
// a tie), so it does not hide the keys an artist wants to click.

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

/// Where the legend of `count` names, the widest `widest` pixels, goes in `plot`: the
/// corner (top-left, top-right, bottom-left, bottom-right, inset 8 px) whose box holds the
/// fewest of `keys` (key marker pixels, widget coordinates; a marker counts when it is
/// within a marker's size of the box); the first such corner on a tie, top-left for none.
QRectF legendRect(const QFontMetricsF &metrics, double widest, std::size_t count, const QRectF &plot,
                  const std::vector<QPointF> &keys = {});

/// The widget pixels of the keys of `channels` (in the document) that lie inside the plot.
std::vector<QPointF> legendKeyPixels(const CanvasContext &context, const std::vector<ChannelId> &channels);

/// Draws the legend of `channels` (shown, in the document, at most kLegendMax; nothing
/// for none) at the plot's top left. Returns the rectangle it covers (widget pixels;
/// empty when nothing was drawn), so that other notes there can go below it.
QRectF paintLegend(QPainter &painter, const CanvasContext &context, const std::vector<ChannelId> &channels);

} // namespace nametag
} // namespace knotline
