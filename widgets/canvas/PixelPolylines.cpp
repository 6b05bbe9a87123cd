#include "widgets/canvas/PixelPolylines.h"

#include "widgets/canvas/ViewTransform.h"

#include <algorithm>
#include <cmath>

namespace knotline {

void PixelPolylines::add(const SamplePolyline &polyline, const ViewTransform &view)
{
    if (polyline.vertices.size() < 2)
        return;
    const QPointF first = view.toPixels(polyline.vertices.front()[0], polyline.vertices.front()[1]);
    bool continues = false;
    if (!m_polygons.empty()) {
        const QPointF last = m_polygons.back().back();
        continues = std::abs(last.x() - first.x()) < 0.01 && std::abs(last.y() - first.y()) < 0.01;
    }
    if (!continues)
        m_polygons.emplace_back();
    QPolygonF &out = m_polygons.back();
    // Grow geometrically: a channel's chunks are appended one after another.
    const qsizetype needed = out.size() + static_cast<qsizetype>(polyline.vertices.size());
    if (needed > out.capacity())
        out.reserve(std::max(needed, 2 * out.capacity()));
    for (std::size_t i = continues ? 1 : 0; i < polyline.vertices.size(); ++i)
        out.append(QPointF(view.timeToX(polyline.vertices[i][0]), view.valueToY(polyline.vertices[i][1])));
}

std::size_t PixelPolylines::vertexCount() const
{
    std::size_t n = 0;
    for (const QPolygonF &p : m_polygons)
        n += static_cast<std::size_t>(p.size());
    return n;
}

} // namespace knotline
