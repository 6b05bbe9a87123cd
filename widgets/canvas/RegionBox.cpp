#include "widgets/canvas/RegionBox.h"

#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/ViewTransform.h"
#include "widgets/session/EditorSession.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline::region {

namespace {

/// The handles: their position on the rectangle and the edges each moves.
struct Handle {
    double fx; ///< 0 left, 0.5 middle, 1 right
    double fy; ///< 0 top, 0.5 middle, 1 bottom
    int edges;
};

constexpr Handle kHandles[] = {
    {0.0, 0.0, Left | Top},   {0.5, 0.0, Top},    {1.0, 0.0, Right | Top},
    {0.0, 0.5, Left},         {1.0, 0.5, Right},
    {0.0, 1.0, Left | Bottom}, {0.5, 1.0, Bottom}, {1.0, 1.0, Right | Bottom},
};

/// The edges of `edges` the box can scale.
int usable(const RegionBox &box, int edges)
{
    if (!box.scalesTime())
        edges &= ~(Left | Right);
    if (!box.scalesValue())
        edges &= ~(Top | Bottom);
    return edges;
}

QPointF handleCentre(const QRectF &r, const Handle &h)
{
    return {r.left() + h.fx * r.width(), r.top() + h.fy * r.height()};
}

} // namespace

std::optional<RegionBox> boxOf(const EditorSession &session, const std::vector<ChannelId> &shown)
{
    const std::set<ChannelId> channels(shown.begin(), shown.end());
    const EditorDocument &doc = *session.document();
    RegionBox box;
    box.timeMin = box.valueMin = std::numeric_limits<double>::infinity();
    box.timeMax = box.valueMax = -std::numeric_limits<double>::infinity();
    for (const KnotRef &k : session.selection()->knots()) {
        if (!channels.count(k.channel) || !session.isChannelEditable(k.channel))
            continue;
        const AnimCurve &curve = doc.channel(k.channel).curve;
        if (k.knot >= curve.numKeys())
            continue;
        const double t = curve.keyTime(k.knot), v = curve.keyValue(k.knot);
        if (!std::isfinite(t) || !std::isfinite(v))
            continue;
        box.keys.insert(k);
        box.timeMin = std::min(box.timeMin, t);
        box.timeMax = std::max(box.timeMax, t);
        box.valueMin = std::min(box.valueMin, v);
        box.valueMax = std::max(box.valueMax, v);
    }
    if (box.keys.size() < 2 || (!box.scalesTime() && !box.scalesValue()))
        return std::nullopt;
    return box;
}

QRectF pixelRect(const RegionBox &box, const ViewTransform &view)
{
    const QPointF a = view.toPixels(box.timeMin, box.valueMax); // top left
    const QPointF b = view.toPixels(box.timeMax, box.valueMin); // bottom right
    return QRectF(a, b).normalized().adjusted(-kPadding, -kPadding, kPadding, kPadding);
}

int edgesAt(const RegionBox &box, const QRectF &pixels, const QPointF &pos)
{
    // Corners and midpoints first (a corner wins over its two edges).
    for (const Handle &h : kHandles) {
        const QPointF c = handleCentre(pixels, h);
        if (std::abs(pos.x() - c.x()) <= kGrab && std::abs(pos.y() - c.y()) <= kGrab && usable(box, h.edges) == h.edges)
            return h.edges;
    }
    const bool inX = pos.x() >= pixels.left() - kGrab && pos.x() <= pixels.right() + kGrab;
    const bool inY = pos.y() >= pixels.top() - kGrab && pos.y() <= pixels.bottom() + kGrab;
    int edges = None;
    if (inY && std::abs(pos.x() - pixels.left()) <= kGrab)
        edges = Left;
    else if (inY && std::abs(pos.x() - pixels.right()) <= kGrab)
        edges = Right;
    else if (inX && std::abs(pos.y() - pixels.top()) <= kGrab)
        edges = Top;
    else if (inX && std::abs(pos.y() - pixels.bottom()) <= kGrab)
        edges = Bottom;
    return usable(box, edges);
}

int cursorFor(int edges)
{
    switch (edges) {
    case Left:
    case Right:
        return Qt::SizeHorCursor;
    case Top:
    case Bottom:
        return Qt::SizeVerCursor;
    case Left | Top:
    case Right | Bottom:
        return Qt::SizeFDiagCursor;
    case Right | Top:
    case Left | Bottom:
        return Qt::SizeBDiagCursor;
    default:
        return Qt::ArrowCursor;
    }
}

void paint(QPainter &painter, const RegionBox &box, const QRectF &pixels, int hoverEdges)
{
    namespace cs = canvas_style;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(cs::regionBoxLine(), 1.0, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(pixels);
    for (const Handle &h : kHandles) {
        if (usable(box, h.edges) != h.edges)
            continue;
        const QPointF c = handleCentre(pixels, h);
        const bool hot = hoverEdges == h.edges;
        painter.setPen(QPen(cs::knotOutline(), 1.0));
        painter.setBrush(hot ? cs::selectedKnot() : cs::regionBoxLine());
        painter.drawRect(QRectF(c.x() - kHandleRadius, c.y() - kHandleRadius, 2 * kHandleRadius, 2 * kHandleRadius));
    }
    painter.restore();
}

} // namespace knotline::region
