#pragma once
// KeyScale: scales keys of one curve in time and value about a pivot (Maya's Graph Editor
// Scale Keys and region tool): key time t → pivotTime + timeScale · (t − pivotTime), value
// v → pivotValue + valueScale · (v − pivotValue). Fixed tangents are scaled with the keys
// (a tangent vector (x, y) becomes (|timeScale|·x, ±valueScale·y)), so weighted handles keep
// their place relative to the keys; computed tangent types are recomputed. This header
// includes no Qt.
//
// Reversal: a negative time scale reverses the keys (they must be neighbours: a run of
// consecutive keys). Each key's in and out sides swap, their tangent widths are kept
// (scaled by |timeScale|) and their slopes negated (times valueScale), so a curve played
// backwards is its mirror image. A step segment (key a holds until key b) becomes a
// step-next segment of the reversed pair, and step-next becomes step, so held values stay
// held; a former step side that lands on the in side becomes Fixed (step types exist on the
// out side only).
//
// Ripple: the keys after the scaled ones (later in time than all of them) move by the
// change of the scaled keys' end time, so the gap after them is kept. Without ripple, scaled
// keys may not pass or land on an unscaled key.
//
// Units: times and the time pivot are time codes, values and the value pivot value units.
// Ts-only features of the curve (dual values, inner loops, value blocks) are not kept by
// the keys the scale rewrites (AnimCurveFn::setKeys).

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Status.h"

#include <cstddef>
#include <vector>

namespace knotline {

struct KeyScaleParams {
    double timeScale = 1.0;  ///< finite, != 0; negative reverses
    double valueScale = 1.0; ///< finite (0 flattens the keys onto the value pivot)
    double timePivot = 0.0;  ///< time code
    double valuePivot = 0.0; ///< value units
    bool ripple = false;     ///< move the later keys by the change of the scaled keys' end

    bool operator==(const KeyScaleParams &) const = default;
};

/// The scaled time of `time` and value of `value` (the formulas above).
double scaledKeyTime(double time, const KeyScaleParams &params);
double scaledKeyValue(double value, const KeyScaleParams &params);

/// Scales the keys at `indices` (distinct, any order) of `fn`'s curve in one
/// AnimCurveFn::setKeys, recorded in `change`. Errors (nothing changed): no indices
/// (FilterTooFewKeys); an index out of range (KeyIndexOutOfRange); a zero or non-finite time
/// scale (ScaleTimeInvalid), a non-finite value scale (ScaleValueInvalid) or pivot
/// (ScalePivotNotFinite); a negative time scale on keys that are not a run
/// (ScaleReverseNeedsRun, naming the unselected key between); a key that would pass or
/// meet an unscaled one (ScaleKeysWouldPass).
Status scaleKeys(AnimCurveFn &fn, const std::vector<std::size_t> &indices, const KeyScaleParams &params,
                 AnimCurveChange *change = nullptr);

} // namespace knotline
