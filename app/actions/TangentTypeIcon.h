#pragma once
// TangentTypeIcon: the Tangents toolbar's picture of a tangent type — a small curve through
// three keys (0, 0), (1, 1), (2, 1) with that type on every side, evaluated with the
// editing API (AnimCurveFn), so each icon shows what the type really does: Spline
// overshoots past the flat end, Clamped and Plateau stay flat there, Linear has corners,
// Stepped holds, Stepped Next jumps early, and so on.

#include "core/animcurve/MayaTangentType.h"

#include <QColor>
#include <QIcon>

namespace knotline {

/// A 24 × 18 (device-independent) icon (drawn sharp when shown smaller) of `type`, drawn in `colour` with the keys as dots.
QIcon tangentTypeIcon(MayaTangentType type, const QColor &colour);

} // namespace knotline
