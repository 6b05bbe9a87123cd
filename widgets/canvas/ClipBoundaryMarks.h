#pragma once
// ClipBoundaryMarks: where the curve canvas marks the clip boundaries of the clip-driven
// channels it shows (issue 14) — at each stage time where a clip set's active clip
// changes (clipBoundaries), a dashed vertical line across the plot and a small tab at the
// bottom of the time ruler; hovering the tab or the line shows which clip becomes active
// there (asset path and file) and which clip set it belongs to. A set shown by several
// channels is marked once. Painting never reads a clip layer (the sets' metadata only).

#include "core/editor/ChannelId.h"
#include "core/valueclips/ClipBoundaries.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>
#include <string>
#include <vector>

class QPainter;

namespace knotline {

struct CanvasContext;

namespace clipmarks {

/// One boundary of the clip set the current channel follows.
struct ShownBoundary {
    ClipBoundary boundary;
    std::string setName;  ///< the set's key in `clips`
    std::string primPath; ///< the prim authoring it
};

/// The boundaries of the clip set driving the session's current channel, by time; empty
/// when there is no current channel, it is not among `shown` or not clip-driven.
std::vector<ShownBoundary> shownBoundaries(const CanvasContext &context, const std::vector<ChannelId> &shown);

/// The tab of a boundary at `time`: 9 px wide, on the bottom 8 px of the time ruler.
QRectF tabRect(const CanvasContext &context, double time);

/// Draws the lines, clipped to the plot (under the curves).
void paintLines(QPainter &painter, const CanvasContext &context, const std::vector<ShownBoundary> &boundaries);
/// Draws the tabs on the time ruler (after the ruler).
void paintTabs(QPainter &painter, const CanvasContext &context, const std::vector<ShownBoundary> &boundaries);

/// The boundary under `pos` (its tab, or within 3 px of its line in the plot), if any.
std::optional<ShownBoundary> boundaryAt(const CanvasContext &context, const std::vector<ShownBoundary> &boundaries,
                                        QPointF pos);

/// The tooltip of a boundary, e.g. "Clip set 'default' of /Model: from 4 clip ./b.usda
/// (before: ./a.usda)\n/abs/path/b.usda". Translated.
QString toolTip(const ShownBoundary &boundary);

} // namespace clipmarks
} // namespace knotline
