#pragma once
// TimeSampleSpline: the spline that evaluates exactly as an attribute's scalar time
// samples do (OpenUSD's rules, TimeSamples.h) — what the editor draws for a time-sampled
// attribute and what Curve ▸ Convert Time Samples to Spline makes editable. This header
// includes no Qt.

#include "core/base/Result.h"
#include "core/document/TimeSamples.h"
#include "core/spline/Spline.h"

#include <string>

namespace knotline {

/// True when `typeName` (a usda type name) and every sample value are scalar: no "[]",
/// and each value is `None` or a number / bool (scalarSampleValue). Tuples (float3),
/// strings, arrays and matrices are not.
bool hasScalarTimeSamples(const std::string &typeName, const TimeSamples &samples);

/// One knot per sample at its time code with its value; the segment after it is Linear
/// when the type interpolates (sampleInterpolationFor) and Held otherwise, Held before a
/// `None` sample, and ValueBlock after one (a `None` sample's knot repeats the value
/// before it, or 0 at the start; it shows where the block starts). Extrapolation is held
/// on both sides, as time samples hold. Value type: float for "float", half for "half",
/// double for everything else; "timecode" samples give a time-valued spline.
/// Errors: not hasScalarTimeSamples (MessageId::TimeSamplesNotScalar), a sample time
/// that is not finite (the spline's own error).
Result<Spline> splineFromTimeSamples(const std::string &typeName, const TimeSamples &samples);

} // namespace knotline
