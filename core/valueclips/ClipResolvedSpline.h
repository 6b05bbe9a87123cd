#pragma once
// ClipResolvedSpline: the curve the editor draws for a clip-driven attribute — a spline
// that evaluates as the stage resolves the attribute through its clip set (ValueClipStage,
// ../shared/spec/timeline.md §3.3–3.6), built from the resolved samples: one knot at each
// of the attribute's stage-time samples (ValueClipStage::timeSamples, so both sides of a
// jump, T − SafeStep and T, are knots) with the value the stage gives there, joined as
// time samples are (splineFromTimeSamples: linear for double / float / half, held for int
// and bool, a value block from a sample without a value). Between two samples OpenUSD
// interpolates the stage values linearly, so the spline matches the stage at every time
// for clips with time samples; holds, jumps and reversals of the `times` mapping show as
// they resolve. Where a clip's spline gives the values (§3.6) the stage is asked at 16
// more times between each two samples (drawn as a polyline through them). Held before
// the first and after the last sample, as the stage holds them. The spline is of the
// attribute's value type (float for float), but interpolates in double: OpenUSD rounds a
// float interpolation to float, so between samples the two differ by up to half a float
// ulp (about 6e-8 relative), far below a pixel.
// Reads the clip layers the attribute needs (through the stage's cache). This header
// includes no Qt.

#include "core/base/Result.h"
#include "core/spline/Spline.h"

#include <string>

namespace knotline {

class ValueClipStage;

/// How many stage times between two samples are asked where a clip spline gives values.
inline constexpr int kClipSplineSubdivisions = 16;

/// True for the usda scalar types a clip-driven channel can show: bool, uchar, int, uint,
/// int64, uint64, half, float, double, timecode (not tuples, arrays, strings, matrices).
bool isScalarClipTypeName(const std::string &typeName);

/// The resolved spline of `attributePath` ("/Prim.attr"), whose strongest opinion in
/// `stage` is a clip set. Errors: the attribute is not clip-driven
/// (MessageId::ClipBakeNotClipDriven) or its type is not isScalarClipTypeName
/// (MessageId::TimeSamplesNotScalar). An attribute without samples, or without a value
/// at any of them, gives an empty spline (no value anywhere).
Result<Spline> resolvedClipSpline(ValueClipStage &stage, const std::string &attributePath);

} // namespace knotline
