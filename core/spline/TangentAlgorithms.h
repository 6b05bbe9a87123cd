#pragma once
// Computed tangents: the Ts auto-ease algorithm and the Hermite width rule
// (../shared/spec/ts-algorithms.md §3(a), semantics-notes rule 9).
// Slopes are value units per time code; widths are time codes.

#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>
#include <vector>

namespace knotline {

/// Ease coefficient c of the blend weight g(f) = 0.5 + u·(1 − c + 4c·u²), u = f − 0.5.
/// USD splines (Ts TangentAlgorithm autoEase) use +0.5.
inline constexpr double kTsAutoEaseCoefficient = 0.5;
/// Maya / AnimX `autoease` tangent type uses −0.5.
inline constexpr double kMayaAutoEaseCoefficient = -0.5;

/// Auto-ease slope at a knot (time `t`, value `v`) between a previous knot (time
/// `prevTime`, post value `prevValue`) and a next knot (time `nextTime`, pre-value
/// `nextPreValue`): the neighbour slopes blended with weight g(f), then clamped so the
/// curve does not overshoot (0 when the neighbour slopes differ in sign or one is zero;
/// otherwise at most 3× the smaller one). Precondition: prevTime < t < nextTime.
double autoEaseSlope(double coefficient, double prevTime, double prevValue, double t, double v,
                     double nextTime, double nextPreValue);

/// Recomputes the computed tangent sides of knot `index` (matches Ts
/// UpdateKnotTangentsAtIndex): AutoEase sides get the Ts auto-ease slope and width = one
/// third of the interval on that side (slope 0 at a discontinuity: end knot, dual-valued
/// knot, adjacent value block); with the Hermite curve type every side that has a
/// neighbour gets width = one third of the interval to it. Sides facing extrapolation are
/// left untouched. Returns true when anything changed. Out-of-range index: no-op.
bool updateKnotTangents(std::vector<Knot> &knots, CurveType curveType, std::size_t index);

/// updateKnotTangents for every knot. Returns true when anything changed.
bool updateAllKnotTangents(std::vector<Knot> &knots, CurveType curveType);

} // namespace knotline
