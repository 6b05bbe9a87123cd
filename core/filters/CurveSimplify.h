#pragma once
// CurveSimplify: removes keys while the curve stays within a value tolerance of what it
// was (Maya's Graph Editor Curves ▸ Simplify Curve, with a value tolerance). This header
// includes no Qt.
//
// Tolerance: an absolute value difference, in the curve's value units. The simplified
// curve differs from the original by at most `tolerance` at every sample time of
// CurveDeviation (every frame, every 1/subdivisions sub-frame and every original key time)
// over the span of the whole curve's keys, evaluated by Maya's rules (AnimCurve::evaluate).
// Between samples a difference can exceed it by what a cubic can do within a sub-frame.
// Extrapolation beyond the first and last key is not measured (those keys are kept, but a
// linear infinity follows the end key's tangent, which can change with its neighbour).
//
// Method: greedy passes over the range, first to last: a key is removed (AnimCurveFn::
// remove, so its neighbours' computed tangents are recomputed, Fixed tangents kept) when
// the curve without it stays within the tolerance of the ORIGINAL curve over the span of
// the two keys on either side of it (the span the removal can change); passes repeat until
// one removes nothing. So the result is a minimal set in the sense that no single further
// key can be removed, not a proven global minimum. Cost: O(passes · n · n) for the curve
// copies of n keys (fine for thousands of keys).
//
// Units: times are time codes, values and the tolerance value units.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/filters/CurveDeviation.h"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace knotline {

struct SimplifyOptions {
    double tolerance = 0.01; ///< value units, >= 0
    /// Keys [first, last] (inclusive) that may be removed, except first and last themselves;
    /// nullopt: every key but the curve's first and last.
    std::optional<std::pair<std::size_t, std::size_t>> keyRange;
    int subdivisions = kDeviationSubdivisions; ///< sub-frames per frame for the measurement, >= 1
};

struct SimplifyReport {
    std::size_t keysBefore = 0;
    std::size_t keysAfter = 0;
    std::vector<double> removedTimes; ///< time codes of the removed keys, ascending
    /// Largest difference from the original curve over the whole curve's key span,
    /// measured on the result at CurveDeviation's sample times; <= tolerance.
    Deviation deviation;
};

/// Simplifies `fn`'s curve as described above, recording every removal in `change`.
/// Errors (nothing changed): a negative or non-finite tolerance (FilterToleranceInvalid), a
/// bad key range (FilterKeyRangeInvalid), fewer than 1 key (FilterTooFewKeys).
Result<SimplifyReport> simplifyCurve(AnimCurveFn &fn, const SimplifyOptions &options,
                                     AnimCurveChange *change = nullptr);

} // namespace knotline
