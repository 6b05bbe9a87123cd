#pragma once
// GaussianSmooth: smooths key values with a Gaussian-weighted average of the curve around
// each key, as Blender's Graph Editor Key ▸ Smooth (Gaussian) does with its sigma and
// filter width: each key in the range gets ∫ w(τ − t) v(τ) dτ / ∫ w(τ − t) dτ over
// [t − 3σ, t + 3σ], w(x) = exp(−x² / (2σ²)), the window clipped to the curve's first and
// last key (the extrapolation does not pull the ends), the integrals by the trapezoid rule
// over CurveDeviation's sample times (every 1/8 frame and every key) of the ORIGINAL curve
// (AnimCurve::evaluate, Maya rules). Differs from Blender in that Blender weighs the
// neighbouring keys' values by their index distance; Knotline weighs the curve itself by
// time, so unevenly spaced keys and the curve's shape between them count.
//
// The range's ends are blended back to the original over `blendFrames` (EdgeBlend.h), so a
// smoothed selection meets the untouched curve without a step. Key times are kept, and
// tangent types too unless the options name one (tangentType); computed tangents follow
// the new values (AnimCurveFn::setValue).
// This header includes no Qt.
//
// Units: times, sigma and blendFrames are time codes (frames), values value units.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/filters/CurveSmooth.h"

#include <cstddef>
#include <optional>
#include <utility>

namespace knotline {

struct GaussianSmoothOptions {
    double sigma = 1.0;       ///< time codes, > 0: the Gaussian's standard deviation
    double blendFrames = 0.0; ///< time codes, >= 0: fade back to the original at the range's ends
    /// Keys [first, last] (inclusive) that change; nullopt: every key. Keys outside the
    /// range keep their values but their part of the curve still enters the averages.
    std::optional<std::pair<std::size_t, std::size_t>> keyRange;
    /// Re-derived tangents: the keys whose value changed get this tangent type on both sides
    /// (Auto or Clamped keep a smoothed curve from overshooting between its keys, as Maya's
    /// Clamped does); nullopt keeps their tangent types.
    std::optional<MayaTangentType> tangentType;
};

/// Smooths `fn`'s curve as described above, recorded in `change`. Errors (nothing changed):
/// sigma not a positive finite number (FilterSigmaInvalid); blendFrames negative or not
/// finite (FilterBlendInvalid); a bad key range (FilterKeyRangeInvalid); an empty curve
/// (FilterTooFewKeys). Keys where the curve has no value over the whole window (value
/// blocks) keep their value; samples without a value are left out of the averages.
Result<SmoothReport> gaussianSmoothCurve(AnimCurveFn &fn, const GaussianSmoothOptions &options,
                                         AnimCurveChange *change = nullptr);

} // namespace knotline
