#pragma once
// CurveSmooth: smooths key values with a moving average of the curve over a time window
// (a box filter, as Maya's Graph Editor Curves ▸ Smooth with its time window): each key in
// the range gets the mean value of the ORIGINAL curve over [t − window/2, t + window/2],
// the window clipped to the curve's first and last key (so the extrapolation does not pull
// the ends). The mean is the trapezoid rule over CurveDeviation's sample times (every 1/8
// frame and every key). Key times are kept, and tangent types too unless the options name
// one (tangentType); computed tangents follow the new values, Fixed tangents keep their
// slope. All new values come from the original curve, so the result does not depend on the
// order keys are visited. This header includes no Qt.
//
// Units: times and the window are time codes (frames), values value units.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"

#include <cstddef>
#include <optional>
#include <utility>

namespace knotline {

struct SmoothOptions {
    double window = 3.0; ///< time codes, > 0: the width of the averaging window
    /// Keys [first, last] (inclusive) that change; nullopt: every key. Keys outside the
    /// range keep their values but their part of the curve still enters the averages.
    std::optional<std::pair<std::size_t, std::size_t>> keyRange;
    /// Re-derived tangents: the keys whose value changed get this tangent type on both sides
    /// (Auto or Clamped keep a smoothed curve from overshooting between its keys, as Maya's
    /// Clamped does); nullopt keeps their tangent types.
    std::optional<MayaTangentType> tangentType;
};

struct SmoothReport {
    std::size_t keysChanged = 0;  ///< keys whose value changed
    double largestChange = 0.0;   ///< largest |new − old| key value, value units
};

/// Smooths `fn`'s curve as described above (AnimCurveFn::setValue per changed key,
/// recorded in `change`). Errors (nothing changed): a window that is not a positive finite
/// number (FilterWindowInvalid); a bad key range; an empty curve (FilterTooFewKeys). Keys
/// where the curve has no value over the whole window (value blocks) keep their value.
Result<SmoothReport> smoothCurve(AnimCurveFn &fn, const SmoothOptions &options, AnimCurveChange *change = nullptr);

} // namespace knotline
