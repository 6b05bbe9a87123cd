#pragma once
// PixelPolylines: sampled polylines turned into widget-pixel polygons for drawing.
// Consecutive pieces that continue each other (the cuts PolylineCache makes at chunk
// ends) are joined into one polygon, so dash patterns and joins run on across chunks.
// (Detail finer than a pixel was already thinned away by the cache, PolylineThinning.h.)

#include "core/spline/Sample.h"

#include <QPointF>
#include <QPolygonF>

#include <cstddef>
#include <vector>

namespace knotline {

class ViewTransform;

class PixelPolylines {
public:
    /// Appends `polyline` (curve space) mapped through `view`.
    void add(const SamplePolyline &polyline, const ViewTransform &view);
    /// Completes the last polygon (kept for symmetry; nothing is pending).
    void finish() {}

    const std::vector<QPolygonF> &polygons() const { return m_polygons; }
    /// Vertices in all polygons (after finish()).
    std::size_t vertexCount() const;

private:
    std::vector<QPolygonF> m_polygons;
};

} // namespace knotline
