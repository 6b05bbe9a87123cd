#pragma once
// Where the canvas draws (and hit-tests) a channel's keys and their handles, in widget
// pixels. Shared by the painters, the hit tester and the drags so all three agree.
//
// - A key's marker sits at (key time, Maya key value): AnimCurve::keyValue, which for a
//   Maya step-next key is its own value (the knot's pre-value), else the knot's value.
// - A dual-valued knot (not step-next) also has a pre-value marker at (time, pre-value).
// - Tangent handles exist where a Curve segment uses the tangent
//   (TangentDragSession::hasHandle). Weighted (Bezier) curves: the control point, out:
//   (t + w, v + s·w), in: (t − w, v_pre − s·w). Non-weighted (Hermite) curves: the
//   tangent has no length, so the handle is drawn kHermiteHandleLength pixels from the
//   key along the slope's direction on screen (dragging it changes the slope only).
// - End keys also have an outer handle (first key's in, last key's out) where the
//   extrapolation follows that tangent: Maya linear infinity
//   (TangentDragSession::hasOuterHandle). A weighted outer tangent of width 0 is drawn
//   at the Hermite handle length so it can be grabbed.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/MayaTangent.h"
#include "widgets/canvas/ViewTransform.h"

#include <QPointF>

#include <cstddef>
#include <optional>
#include <utility>

namespace knotline {

/// Indices [first, last) of the knots whose times lie in [tMin, tMax] (binary search).
std::pair<std::size_t, std::size_t> knotRange(const AnimCurve &curve, double tMin, double tMax);

/// Pixel of key `key`'s marker. Precondition: key < curve.numKeys().
QPointF keyPixel(const AnimCurve &curve, std::size_t key, const ViewTransform &view);

/// Pixel of the pre-value marker of a dual-valued knot; nullopt when it has none to show
/// (PreValueDragSession::hasDraggablePreValue).
std::optional<QPointF> preValuePixel(const AnimCurve &curve, std::size_t key, const ViewTransform &view);

/// Pixel the handle of `side` starts from: the key (out side) or the knot's pre-value
/// (in side). Precondition: key < curve.numKeys().
QPointF handleAnchorPixel(const AnimCurve &curve, std::size_t key, TangentSide side,
                          const ViewTransform &view);

/// Pixel of the tangent handle of `side`, nullopt when the side has no handle.
std::optional<QPointF> tangentHandlePixel(const AnimCurve &curve, std::size_t key, TangentSide side,
                                          const ViewTransform &view);

} // namespace knotline
