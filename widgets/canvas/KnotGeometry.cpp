#include "widgets/canvas/KnotGeometry.h"

#include "core/edit/PreValueDragSession.h"
#include "core/edit/TangentDragSession.h"
#include "widgets/canvas/CanvasStyle.h"

#include <algorithm>
#include <cmath>

namespace knotline {

std::pair<std::size_t, std::size_t> knotRange(const AnimCurve &curve, double tMin, double tMax)
{
    const auto &knots = curve.spline().knots();
    const auto lo = std::lower_bound(knots.begin(), knots.end(), tMin,
                                     [](const Knot &k, double t) { return k.time < t; });
    const auto hi = std::upper_bound(lo, knots.end(), tMax,
                                     [](double t, const Knot &k) { return t < k.time; });
    return {static_cast<std::size_t>(lo - knots.begin()), static_cast<std::size_t>(hi - knots.begin())};
}

QPointF keyPixel(const AnimCurve &curve, std::size_t key, const ViewTransform &view)
{
    return view.toPixels(curve.keyTime(key), curve.keyValue(key));
}

std::optional<QPointF> preValuePixel(const AnimCurve &curve, std::size_t key, const ViewTransform &view)
{
    if (!PreValueDragSession::hasDraggablePreValue(curve, key))
        return std::nullopt;
    const Knot &k = curve.spline().knots()[key];
    return view.toPixels(k.time, *k.preValue);
}

QPointF handleAnchorPixel(const AnimCurve &curve, std::size_t key, TangentSide side, const ViewTransform &view)
{
    const Knot &k = curve.spline().knots()[key];
    return view.toPixels(k.time, side == TangentSide::Out ? k.value : k.authoredPreValue());
}

std::optional<QPointF> tangentHandlePixel(const AnimCurve &curve, std::size_t key, TangentSide side,
                                          const ViewTransform &view)
{
    if (!TangentDragSession::hasHandle(curve, key, side))
        return std::nullopt;
    const Knot &k = curve.spline().knots()[key];
    const Tangent &tangent = side == TangentSide::Out ? k.post : k.pre;
    const double sign = side == TangentSide::Out ? 1.0 : -1.0;
    const QPointF anchor = handleAnchorPixel(curve, key, side, view);
    // An outer handle of an end key may have no width yet (nothing reads it): drawn like a
    // Hermite handle then, so it can be grabbed; the drag gives it a width.
    const bool zeroWidthOuter = !(tangent.width > 0.0) && TangentDragSession::hasOuterHandle(curve, key, side);
    if (curve.isWeighted() && !zeroWidthOuter) {
        const double anchorValue = side == TangentSide::Out ? k.value : k.authoredPreValue();
        return view.toPixels(k.time + sign * tangent.width, anchorValue + sign * tangent.slope * tangent.width);
    }
    // Direction on screen of one time code along the slope.
    const double dx = sign * view.pixelsPerTime();
    const double dy = -sign * tangent.slope * view.pixelsPerValue();
    const double length = std::hypot(dx, dy);
    if (!(length > 0.0) || !std::isfinite(length))
        return anchor;
    const double scale = canvas_style::kHermiteHandleLength / length;
    return anchor + QPointF(dx * scale, dy * scale);
}

} // namespace knotline
