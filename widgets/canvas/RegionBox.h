#pragma once
// RegionBox: the region tool's box on the curve canvas (Maya's Graph Editor region tool):
// the time × value bounds of the selected keys of the shown, editable channels, drawn as
// a box with eight handles (corners and edge midpoints). Dragging a left or right handle
// scales the keys in time about the opposite edge, a top or bottom handle in value about
// the opposite edge, a corner both (RegionScaleCanvasDrag). Geometry and painting only.
//
// Units: the bounds are time codes and value units; pixels are the canvas' widget pixels.

#include "core/editor/ChannelId.h"
#include "widgets/session/KnotSelection.h"

#include <QPointF>
#include <QRectF>

#include <optional>
#include <set>
#include <vector>

class QPainter;

namespace knotline {

class EditorSession;
class ViewTransform;

namespace region {

/// Which edges a handle moves (a corner moves two).
enum Edge : int { None = 0, Left = 1, Right = 2, Top = 4, Bottom = 8 };

struct RegionBox {
    std::set<KnotRef> keys;   ///< the selected keys it holds (at least two)
    double timeMin = 0.0;     ///< first key time
    double timeMax = 0.0;     ///< last key time
    double valueMin = 0.0;    ///< lowest key value
    double valueMax = 0.0;    ///< highest key value
    /// Keys at different times: the left and right handles scale in time.
    bool scalesTime() const { return timeMax > timeMin; }
    /// Keys at different values: the top and bottom handles scale in value.
    bool scalesValue() const { return valueMax > valueMin; }
};

/// Pixels the drawn box stands off the outermost keys, so its edges and handles do not
/// cover them.
inline constexpr double kPadding = 8.0;
/// Half the side of a handle square, and how near (pixels) a press must be to an edge.
inline constexpr double kHandleRadius = 4.0;
inline constexpr double kGrab = 6.0;

/// The box of the selected keys among `shown` channels that `session` lets edit; nullopt
/// when fewer than two such keys are selected or they all sit at one time and one value.
std::optional<RegionBox> boxOf(const EditorSession &session, const std::vector<ChannelId> &shown);

/// The box in pixels (bounds mapped by `view`, padded by kPadding).
QRectF pixelRect(const RegionBox &box, const ViewTransform &view);

/// The edges the handle at `pos` moves (a bitwise or of Edge; None when `pos` is on no
/// handle): a corner within kGrab of it moves both its edges; elsewhere along an edge within
/// kGrab moves that edge. Edges of an axis the box cannot scale (scalesTime, scalesValue)
/// are not offered.
int edgesAt(const RegionBox &box, const QRectF &pixels, const QPointF &pos);

/// The cursor shape for dragging `edges` (Qt::CursorShape as int; Qt::ArrowCursor for None).
int cursorFor(int edges);

/// Draws the box (thin dashed outline) and its handles (filled squares; the hovered ones,
/// `hoverEdges`, highlighted).
void paint(QPainter &painter, const RegionBox &box, const QRectF &pixels, int hoverEdges);

} // namespace region
} // namespace knotline
