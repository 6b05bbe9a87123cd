#pragma once
// Internal to core/animcurve: the working copy an AnimCurveFn edit mutates, and the rules
// that bring knots back in line with the Maya key data (the invariants listed in
// AnimCurve.h). AnimCurve::checkConsistency uses the same rules. Includes no Qt.

#include "core/animcurve/AnimCurve.h"
#include "core/base/Result.h"
#include "core/animcurve/MayaTangentAlgorithms.h"
#include "core/spline/Extrapolation.h"
#include "core/spline/Knot.h"

#include <cstddef>
#include <vector>

namespace knotline::detail {

/// Converts a failed Status into a failed Result of any type: `return Failure{st};`.
struct Failure {
    const Status &status;
    template <class T>
    operator Result<T>() const
    {
        return Result<T>(status);
    }
};

/// Mutable copy of an AnimCurve's content. `values` holds the Maya key values (decoded
/// from the step-next encoding) and is parallel to `knots` and `keys`.
struct AnimCurveWork {
    std::vector<Knot> knots;
    std::vector<MayaKeyInfo> keys;
    std::vector<double> values;
    bool weighted = false;
    InfinityType pre = InfinityType::Constant;
    InfinityType post = InfinityType::Constant;
    Extrapolation preExtrapolation;
    Extrapolation postExtrapolation;
    bool preTsAuthored = false;
    bool postTsAuthored = false;
    std::string name;

    std::size_t size() const { return knots.size(); }
};

/// The Maya value a knot holds for its key: the pre-value when step-next encoded.
double decodeValue(const Knot &knot, const MayaKeyInfo &key);

/// Copies `curve` into a working copy (O(n)).
AnimCurveWork loadWork(const AnimCurve &curve);

/// Copies keys [first, last] (inclusive; precondition first <= last < numKeys()) and the
/// curve's settings into a working copy: a window for incremental edits. Index i of the
/// window is key first + i. syncKey is valid only for keys whose neighbours are in the
/// window (or are the curve's ends), and syncInfinitySlopes not at all (the window's
/// front/back are not the curve's): AnimCurveFn::commitWindow applies the infinity rule.
AnimCurveWork loadWindow(const AnimCurve &curve, std::size_t first, std::size_t last);

/// Key `i` and its neighbours in Maya terms.
MayaKeyNeighbourhood neighbourhood(const AnimCurveWork &w, std::size_t i);

/// The Ts tangent a computed `type` gives `side` of key `i`: width = extent / 3 (the same
/// expression the Hermite width rule uses), slope from computedTangentSlope, algorithm None.
Tangent computedTangent(const AnimCurveWork &w, std::size_t i, TangentSide side, MayaTangentType type);

/// Brings key `i`'s knot in line with the Maya data: value / pre-value (step-next
/// encoding, from `values`), next interpolation (a ValueBlock interpolation is kept),
/// and the tangents of computed types. Fixed sides are left as they are.
void syncKey(AnimCurveWork &w, std::size_t i);

/// syncKey for keys lo..hi (inclusive, clamped to the valid range; lo may exceed hi).
void syncKeys(AnimCurveWork &w, std::ptrdiff_t lo, std::ptrdiff_t hi);

/// Maya linear infinity: on a side whose extrapolation is not Ts-authored and whose
/// infinity is Linear, the Sloped slope becomes the first key's in (last key's out)
/// tangent slope (0 without keys). Other sides are left alone.
void syncInfinitySlopes(AnimCurveWork &w);

/// The Maya linear-infinity rule for one side: when the side is not Ts-authored, its
/// infinity is Linear and `e` is Sloped, e.slope becomes `endSlope`.
void applyLinearInfinitySlope(Extrapolation &e, InfinityType type, bool tsAuthored, double endSlope);

/// The slope of Maya's linear infinity on one side (0 without keys).
double linearInfinitySlope(const AnimCurveWork &w, bool preSide);

/// A fresh spline holding `w`'s knots (moved out of `w`), curve type (Bezier when
/// weighted) and extrapolations, with the value type, time-valued flag, inner-loop
/// parameters and authoring anti-regression mode of `settings`. The knots are stored as
/// given (setKnots runs with anti-regression None; the mode is set afterwards, so it
/// applies only to later Ts-style edits). One setKnots call.
Result<Spline> buildSpline(const Spline &settings, AnimCurveWork &w);

} // namespace knotline::detail
