#pragma once
// AnimCurveFn: the MFnAnimCurve-style function set that queries and edits one AnimCurve
// (../shared/seeds/mfnanimcurve-reference.txt). Keys are addressed by index, 0-based, in
// time order. This header includes no Qt.
//
// Units: times are time codes; values are value units; tangent vectors (x, y) are in
// (time codes, value units) with x >= 0 (MayaTangent.h); angles are radians in the
// (time code, value) plane; weights are handle lengths (|(x, y)| / 3).
//
// Errors are Status / Result values, never exceptions or crashes: an index out of range,
// a non-finite number, an edit that would reorder keys, a change record of another curve.
// Every edit is all-or-nothing: when it fails, the curve is exactly as before and nothing
// is recorded.
//
// Every edit takes an optional AnimCurveChange* that records it for undo/redo; many edits
// may go into one change. Computed tangent types are recomputed for the keys an edit
// touches and their neighbours only. Cost: addKey, remove, setValue, setTime and moveKeys
// edit a window of keys (the keys they sync plus one neighbour each side; for moveKeys from
// the first to the last moved key) through Spline::replaceKnots, which patches the
// evaluation table over the touched segments; the curve's data is changed in place when
// nothing else shares it, and a change record then stores only the replaced keys. So
// setTime on a 100,000-key curve costs microseconds, recorded or not (plus a move of the
// vectors' tails when a key is added or removed; a full rebuild with inner loops). The
// other edits (tangents, types, flags, infinity, setKeys, addKeys, editSpline) rebuild the
// curve: O(n). An edit of a curve whose data is shared with a copy (a snapshot the caller
// holds) copies that data once first (copy on write).

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/InfinityType.h"
#include "core/animcurve/MayaTangent.h"
#include "core/animcurve/MayaTangentType.h"
#include "core/base/Result.h"
#include "core/base/Status.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

class Spline;

namespace detail {
struct AnimCurveWork;
}

/// Everything about one key, for bulk reads and writes (AnimCurveFn::key, setKeys).
struct MayaKey {
    double time = 0.0;  ///< time code
    double value = 0.0; ///< value units
    MayaTangentType inType = MayaTangentType::Global;
    MayaTangentType outType = MayaTangentType::Global;
    /// Used by setKeys only when the side's type is Fixed; key() reports the current
    /// tangent of every side.
    MayaTangent inTangent;
    MayaTangent outTangent;
    bool tangentsLocked = true;
    bool weightsLocked = false;
    bool isBreakdown = false;

    bool operator==(const MayaKey &) const = default;
};

class AnimCurveFn {
public:
    /// Attaches to `curve`, which must outlive the function set.
    explicit AnimCurveFn(AnimCurve &curve);

    /// The curve this function set is attached to.
    AnimCurve &curve() const { return *m_curve; }

    /// What MayaTangentType::Global means for new keys and type changes (Maya's
    /// preference). Default Auto / Auto, like Maya 2026 (see realdata .anim). Global
    /// itself is ignored here.
    void setGlobalTangentTypes(MayaTangentType inType, MayaTangentType outType);
    MayaTangentType globalInTangentType() const { return m_globalIn; }
    MayaTangentType globalOutTangentType() const { return m_globalOut; }

    // ---- queries -----------------------------------------------------------------
    /// Number of keys (MFnAnimCurve::numKeys).
    std::size_t numKeys() const;
    /// Index of the key exactly at `time`, nullopt when there is none (MFnAnimCurve::find).
    std::optional<std::size_t> find(double time) const;
    /// Index of the key nearest to `time`; on a tie the earlier key. Error without keys
    /// or for a non-finite time.
    Result<std::size_t> findClosest(double time) const;
    /// Key time in time codes; error when `index` >= numKeys() (as every indexed call).
    Result<double> time(std::size_t index) const;
    /// Key value (the key's own value, also for step-next keys).
    Result<double> value(std::size_t index) const;
    /// Tangent types of the key's sides (never Global).
    Result<MayaTangentType> inTangentType(std::size_t index) const;
    Result<MayaTangentType> outTangentType(std::size_t index) const;
    /// Tangent vector (x, y) of one side (MFnAnimCurve::getTangent(x, y)); unit length on
    /// non-weighted curves.
    Result<MayaTangent> getTangent(std::size_t index, TangentSide side) const;
    /// Tangent as (angle, weight) (MFnAnimCurve::getTangent(angle, weight)): angle =
    /// atan(y / x), weight = x / (3·cos(angle)). On non-weighted curves the weight comes
    /// from the unit vector (1/3) and has no effect.
    Result<MayaTangentAngleWeight> getTangentAngleWeight(std::size_t index, TangentSide side) const;
    /// Lock and breakdown flags of a key (MayaKeyInfo).
    Result<bool> tangentsLocked(std::size_t index) const;
    Result<bool> weightsLocked(std::size_t index) const;
    Result<bool> isBreakdown(std::size_t index) const;
    /// All data of one key.
    Result<MayaKey> key(std::size_t index) const;
    /// Behaviour before the first / after the last key.
    InfinityType preInfinityType() const;
    InfinityType postInfinityType() const;
    /// Weighted tangents (Bezier) or not (Hermite).
    bool isWeighted() const;
    /// True when the curve has the same value at every time (MFnAnimCurve::isStatic: all
    /// key values equal, flat tangents, flat extrapolation); also for a curve without keys.
    bool isStatic() const;
    /// AnimCurve::evaluate (Maya rules).
    Result<double> evaluate(double time) const;

    // ---- key edits -----------------------------------------------------------------
    /// Adds a key and returns its index. When a key already exists at `time`, its value and
    /// tangent types are replaced instead (locks and breakdown kept). Global types resolve
    /// to the preference; a Fixed side of a new key starts with the Smooth tangent.
    /// Errors: non-finite time or value.
    Result<std::size_t> addKey(double time, double value, MayaTangentType inType = MayaTangentType::Global,
                               MayaTangentType outType = MayaTangentType::Global,
                               AnimCurveChange *change = nullptr);
    /// Adds many keys in one pass (motion capture): the knot vector is built and committed
    /// once. `times` need not be sorted but must be distinct and finite, `values` finite
    /// and of the same length. keepExistingKeys = false first removes the existing keys in
    /// [min(times), max(times)]; true keeps them, except where a new key has the same time
    /// (the new key replaces it). Empty input: no-op.
    Status addKeys(const std::vector<double> &times, const std::vector<double> &values,
                   MayaTangentType inType = MayaTangentType::Global,
                   MayaTangentType outType = MayaTangentType::Global, bool keepExistingKeys = false,
                   AnimCurveChange *change = nullptr);
    /// Replaces all keys with `keys` (any order; distinct finite times; finite values;
    /// Fixed sides take their tangent from the MayaKey, which must pass
    /// validateMayaTangent). Infinity types, weighting and name are kept. One commit.
    Status setKeys(std::vector<MayaKey> keys, AnimCurveChange *change = nullptr);
    /// Removes a key; its neighbours' computed tangents follow.
    Status remove(std::size_t index, AnimCurveChange *change = nullptr);
    /// Changes a key's value (finite); its and its neighbours' computed tangents follow.
    Status setValue(std::size_t index, double value, AnimCurveChange *change = nullptr);
    /// Moves a key in time. Fails when `time` is not strictly between the neighbours'
    /// times (the keys would need reordering).
    Status setTime(std::size_t index, double time, AnimCurveChange *change = nullptr);
    /// Moves the keys at `indices` (distinct, any order) by `timeOffset` and
    /// `valueOffset` in one commit (a drag). Fails when the keys would need reordering.
    Status moveKeys(const std::vector<std::size_t> &indices, double timeOffset, double valueOffset,
                    AnimCurveChange *change = nullptr);

    // ---- tangents --------------------------------------------------------------------
    /// Sets one side's tangent type (Global resolves to the preference). Setting Fixed
    /// freezes the current tangent. Changing the out type decides the segment after the key
    /// (step, step-next, linear with a linear next in type, curve).
    Status setInTangentType(std::size_t index, MayaTangentType type, AnimCurveChange *change = nullptr);
    Status setOutTangentType(std::size_t index, MayaTangentType type, AnimCurveChange *change = nullptr);
    /// Sets a tangent vector (MFnAnimCurve::setTangent(x, y)); the side becomes Fixed.
    /// Non-weighted curves keep only the direction. With locked tangents the other side
    /// gets the same direction and becomes Fixed too; on weighted curves it keeps its own
    /// weight unless the weights are locked as well. Errors: see validateMayaTangent.
    Status setTangent(std::size_t index, MayaTangent tangent, TangentSide side,
                      AnimCurveChange *change = nullptr);
    /// setTangent from (angle, weight): x = 3·weight·cos(angle), y = 3·weight·sin(angle).
    /// Angle must lie in [−π/2, π/2], weight >= 0 (non-weighted curves ignore it).
    Status setTangent(std::size_t index, double angle, double weight, TangentSide side,
                      AnimCurveChange *change = nullptr);
    /// Changes only the angle (the weight is kept); lock rules as setTangent.
    Status setAngle(std::size_t index, double angle, TangentSide side, AnimCurveChange *change = nullptr);
    /// Changes only the weight (the angle is kept); with locked weights the other side's
    /// weight changes too (keeping its angle). Error on non-weighted curves.
    Status setWeight(std::size_t index, double weight, TangentSide side, AnimCurveChange *change = nullptr);
    /// Flags only: locking does not change the tangents now, it ties later edits
    /// (setTangent, setAngle, setWeight). The breakdown flag is kept and written to files;
    /// Knotline does not move breakdown keys with their neighbours.
    Status setTangentsLocked(std::size_t index, bool locked, AnimCurveChange *change = nullptr);
    Status setWeightsLocked(std::size_t index, bool locked, AnimCurveChange *change = nullptr);
    Status setIsBreakdown(std::size_t index, bool isBreakdown, AnimCurveChange *change = nullptr);

    // ---- curve ---------------------------------------------------------------------------
    /// Sets the infinity type of one side; its extrapolation becomes the type's image
    /// (extrapolationForInfinity; Linear follows the end key's outward tangent), also when
    /// a Ts-style edit had authored it.
    Status setPreInfinityType(InfinityType type, AnimCurveChange *change = nullptr);
    Status setPostInfinityType(InfinityType type, AnimCurveChange *change = nullptr);
    /// Weighted (Bezier) or not (Hermite). Turning weighting off resets the inner tangent
    /// lengths to a third of each segment (Hermite), so turning it on again gives Maya's
    /// default weights.
    Status setIsWeighted(bool isWeighted, AnimCurveChange *change = nullptr);
    /// Renames the curve (no effect on evaluation).
    Status setName(std::string name, AnimCurveChange *change = nullptr);

    /// Ts-style edit of the curve's spline (setKnot, removeKnot, setInnerLoopParams,
    /// setPre/PostExtrapolation, breakdown, adjustRegressiveTangents …), recorded like any
    /// other edit. `edit` receives a copy of the spline; when it fails, nothing changes.
    /// Afterwards the Maya data is brought in line: keys are matched to knots by time;
    /// a key whose knot tangent side changed gets type Fixed on that side; a changed next
    /// interpolation sets the out type (held → step, linear → linear with a linear next in
    /// type, curve → fixed; a value block is kept as a Ts-only feature); new knots get
    /// Fixed types (step / linear from their interpolation), locks set when both slopes
    /// agree. A side whose extrapolation the edit changed becomes Ts-authored (kept as
    /// set, evaluated by Ts rules, its infinity type describing it; setPre/PostInfinityType
    /// makes it Maya again); on the other sides Maya's linear infinity keeps following the
    /// end tangent. Then computed tangents and the step-next encoding are refreshed.
    /// Computed tangent sides a Curve segment uses whose recomputation would change the
    /// edited tangent become Fixed, so the edited shape is kept (e.g. a breakdown's
    /// neighbours). Ts-only features (inner loops, dual values, value blocks, loop
    /// boundaries) are kept, and so is the spline's authoring anti-regression mode.
    Status editSpline(const std::function<Status(Spline &)> &edit, AnimCurveChange *change = nullptr);

    /// A curve holding `spline`: keys as editSpline derives them for new knots, infinity
    /// types from the extrapolation modes.
    static Result<AnimCurve> fromSpline(const Spline &spline);

private:
    Status checkIndex(std::size_t index) const;
    Status checkChange(const AnimCurveChange *change) const;
    MayaTangentType resolve(MayaTangentType type, bool inSide) const;
    /// Builds the spline for `work` (value type, time-valued flag and inner loops taken
    /// from `settings`), replaces the curve and records the edit.
    Status commit(detail::AnimCurveWork &work, const Spline &settings, AnimCurveChange *change);
    /// Incremental commit: `window` holds the new keys (knots, key data) that replace the
    /// `oldCount` keys at [first, first + oldCount); everything else of `window` but its
    /// extrapolations' Maya linear slopes is ignored (the curve's own settings stay).
    /// Spline::replaceKnots patches the spline (anti-regression None, as commit); the
    /// result equals commit() of the whole edited key list. Edits the curve's data in
    /// place when nothing else shares it and no change is recorded (O(window)); otherwise
    /// copies it first (O(n) copies, no evaluation-table rebuild) and records a snapshot.
    Status commitWindow(detail::AnimCurveWork &window, std::size_t first, std::size_t oldCount,
                        AnimCurveChange *change);
    /// Replaces only the key flags and the name (the spline is shared, not rebuilt).
    Status commitKeyData(std::vector<MayaKeyInfo> keys, std::string name, AnimCurveChange *change);

    AnimCurve *m_curve;
    MayaTangentType m_globalIn = MayaTangentType::Auto;
    MayaTangentType m_globalOut = MayaTangentType::Auto;
};

} // namespace knotline
