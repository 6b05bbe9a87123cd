#pragma once
// How USD interpolates the time samples of one scalar attribute, by its value type
// (UsdStage with the default Linear interpolation type): double and timecode values
// interpolate in double; float and half values are read and interpolated as their type
// (the result is rounded to float, as Usd_LinearInterpolator<float> stores it); every
// other type (int, bool, …) is held. Used for clip layers and for the layer stack's own
// samples. This header includes no Qt.

#include "core/document/TimeSamples.h"

#include <optional>
#include <string>

namespace knotline {

/// The precision a scalar type interpolates in, or Held (spelled apart from
/// core/document/TimeSamples.h's Linear / Held SampleInterpolation, which does not round
/// floats; the two should become one).
enum class TypedSampleInterpolation { Double, Float, Held };

/// The interpolation of a usda scalar type name ("double", "float", "int", …).
TypedSampleInterpolation sampleInterpolationForType(const std::string &typeName);

/// The number a sample value holds, rounded to float for Float; nullopt for a block
/// (`None`) or a value that is not a single number.
std::optional<double> sampleNumber(const UsdValue &value, TypedSampleInterpolation kind);

/// GfLerp((1 − α)·lower + α·upper) in the type's precision; Held gives `lower`.
double interpolateSample(TypedSampleInterpolation kind, double alpha, double lower, double upper);

/// Value of `samples` (sorted) at time `t` with USD's rules: the exact sample at t;
/// before the first the first, after the last the last; between two samples the lower
/// one when it is a block (no value), the lower value when the upper is a block, else
/// interpolateSample. nullopt for no samples or a block.
std::optional<double> evalSamples(const TimeSamples &samples, double t, TypedSampleInterpolation kind);

} // namespace knotline
