#pragma once
// Canonical usda text for a spline value (the lines between `.spline = {` and `}`),
// following OpenUSD's writer (Sdf_FileIOUtility::WriteSpline; ../shared/spec/formats.md
// §A.4 "Canonical writer output"): curve type only when a curve segment exists or the
// type is hermite; `pre:`/`post:` only when not held; `loop:` only when authored; then
// one knot per line. The first knot always gets `pre (…)`; later knots only when the
// previous segment is curve; `post curve (…)` when the knot's own segment is curve, else
// `post held|linear|none`. Bezier tangents are `(width, slope)`, Hermite `(slope)`, with
// `, autoEase` / `, custom`. Numbers are shortest round-trip text per value type.
// This header includes no Qt.

#include "core/document/AttributeSpline.h"
#include "core/document/Layer.h"

#include <string>

namespace knotline {

/// Appends the spline's item lines, each indented by `indent + 1` levels and ending
/// with ",\n".
void appendUsdaSplineItems(std::string &out, const AttributeSpline &spline, int indent);

/// The lowest usda version that can hold the spline as written: 1.1 when a tangent
/// algorithm (autoEase, custom) is written, 1.3 when a loop boundary is written, else 1.0.
UsdaVersion requiredUsdaVersion(const AttributeSpline &spline);

} // namespace knotline
