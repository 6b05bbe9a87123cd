#pragma once
// EulerTripleFilter: the Euler filter over the three rotation curves of one node at once
// (Maya's Graph Editor Curves ▸ Euler Filter on rotateX, rotateY and rotateZ together).
// Beyond the whole-turn flips that the one-curve filter (EulerFilter.h) removes, a rotation
// solver or exporter can jump between the two Euler triples that give one orientation: for
// rotations applied in the order X, Y, Z (R = Rz·Ry·Rx, Maya's default rotate order and
// USD's xformOp:rotateXYZ), (x, y, z) and (x + ½ turn, ½ turn − y, z + ½ turn). Each curve
// then swings through half a turn between two keys although the node barely moves.
//
// At each time where all three curves have a key, the filter takes whichever of the two
// triples lies nearer to the previous keys' new values once each of its angles is brought
// within half a turn of its curve's previous value by whole turns (the smaller sum of
// |differences|; a tie keeps the authored triple), so the orientation at every key is the
// one authored and the curves no longer swing between keys. A key that not all three curves
// have at its time is unwrapped alone by whole turns, as EulerFilter does. Each curve's
// first key in its range is a reference and keeps its value. Only the keys' values change
// (times and tangent types stay; computed tangents follow when the plan is applied).
//
// The filter is planned on the curves as they are (planEulerTripleFilter, pure) and then
// applied curve by curve (applyEulerPlan), so a caller can preview a plan or apply it as
// one undo step. This header includes no Qt.
//
// Other rotation orders mirror their middle axis instead of Y (`middleAxis`: 0, 1 or 2 for
// the curve at that index of the triple).

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/filters/EulerFilter.h"

#include <array>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace knotline {

/// Keys [first, last] of one curve (indices, inclusive); nullopt: every key.
using EulerKeyRange = std::optional<std::pair<std::size_t, std::size_t>>;

/// The new values a triple filter gives, per curve of the triple.
struct EulerTriplePlan {
    /// Per curve (the triple's order): (key index, new value) of each key whose value
    /// changes, by increasing index.
    std::array<std::vector<std::pair<std::size_t, double>>, 3> changes;
    std::size_t keysChanged = 0;  ///< keys whose value changes, all three curves
    std::size_t mirroredTimes = 0; ///< key times where the mirrored triple was taken
    double largestChange = 0.0;   ///< largest |new − old| of a key value, value units
};

/// The plan for the rotation curves `curves` (X, Y, Z of one node in their rotation order;
/// times in time codes, values angles in `unit`), each over its own key range. Two keys
/// share a time when their times are equal. Precondition: middleAxis <= 2. Errors (nothing
/// planned): a range outside its curve or reversed (FilterKeyRangeInvalid, as EulerFilter);
/// a null curve counts as a curve without keys.
Result<EulerTriplePlan> planEulerTripleFilter(const std::array<const AnimCurve *, 3> &curves, AngleUnit unit,
                                              const std::array<EulerKeyRange, 3> &ranges = {},
                                              std::size_t middleAxis = 1);

/// Sets each (index, value) of `changes` on `fn`'s curve with AnimCurveFn::setValue,
/// recorded in `change`. Errors: setValue's (an index outside the curve, a value that is
/// not finite); the keys set before the failure stay set, so callers apply plans inside an
/// all-or-nothing edit.
Status applyEulerPlan(AnimCurveFn &fn, const std::vector<std::pair<std::size_t, double>> &changes,
                      AnimCurveChange *change = nullptr);

} // namespace knotline
