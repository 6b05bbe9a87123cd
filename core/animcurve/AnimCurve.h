#pragma once
// AnimCurve: a Maya-style anim curve (MFnAnimCurve's data) held as a Ts spline plus the
// Maya data the spline has no place for. A cheap value type (shared, immutable data):
// copying is O(1), so change records keep whole before/after copies.
//
// Read it directly; change it only through AnimCurveFn (the one mutator), which keeps
// the spline and the per-key Maya data consistent:
// - spline().knots()[i] is key i (keys sorted by strictly increasing time);
// - keyInfo()[i] holds key i's tangent types, locks and breakdown flag;
// - weighted ⇔ Bezier curve type, non-weighted ⇔ Hermite (MayaConversions.h);
// - a key's in/out tangents are the knot's pre/post tangents (width = x / 3,
//   slope = y / x); computed tangent types are kept recomputed (MayaTangentAlgorithms.h);
// - the segment after key i is Linear / Held / Curve by segmentInterpolation();
// - step-next (hold the NEXT key's value from just after the key) is encoded with a
//   dual-valued knot: pre-value = the key's own value, value = the next key's value,
//   next interpolation Held. The spline then evaluates like Maya everywhere except
//   exactly at such a key's time, where Ts answers the post value (the next key's
//   value) and Maya the key's own value; evaluate() applies Maya's rule there;
// - the extrapolations are the images of the infinity types (extrapolationForInfinity),
//   with Maya's linear-infinity slope kept equal to the end key's outward tangent slope,
//   unless a Ts-style edit (AnimCurveFn::editSpline) authored that side's extrapolation:
//   it is then kept as authored, evaluates by Ts rules, and the infinity type only
//   describes it (infinityForExtrapolation) until setPre/PostInfinityType is called;
// - AnimCurveFn's edits store tangents as authored, whatever the spline's authoring
//   anti-regression mode (None for new curves; fromSpline keeps the source's), which only
//   applies inside Ts-style edits (editSpline). Evaluation de-regresses Bezier segments
//   with Keep Ratio (Ts rule 7); Maya/AnimX keep the start tangent instead, so regressive
//   weighted segments can evaluate slightly differently from Maya.
//
// Units: times are time codes; values are value units; tangent x in time codes, y in
// value units. This header includes no Qt.

#include "core/animcurve/InfinityType.h"
#include "core/animcurve/MayaTangent.h"
#include "core/animcurve/MayaTangentType.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/spline/Spline.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace knotline {

/// The Maya data of one key that the spline knot does not hold.
struct MayaKeyInfo {
    MayaTangentType inType = MayaTangentType::Auto;  ///< never Global
    MayaTangentType outType = MayaTangentType::Auto; ///< never Global
    /// In and out tangents move together (Maya's default for new keys).
    bool tangentsLocked = true;
    /// In and out weights move together (weighted curves). Maya writes 0 for new keys.
    bool weightsLocked = false;
    bool isBreakdown = false;
    /// Representation state, maintained by AnimCurveFn: the knot currently holds the
    /// step-next encoding (see above). True exactly when outType is StepNext and a next
    /// key exists.
    bool stepNextEncoded = false;

    bool operator==(const MayaKeyInfo &) const = default;
};

class AnimCurve {
public:
    /// No keys, not weighted (Hermite spline), constant infinity on both sides.
    AnimCurve();

    /// The Ts image of the curve (what views sample and exporters write).
    const Spline &spline() const;
    /// Number of keys (= spline().knotCount()).
    std::size_t numKeys() const;
    /// Parallel to spline().knots().
    const std::vector<MayaKeyInfo> &keyInfo() const;
    /// Key time in time codes. Precondition: index < numKeys().
    double keyTime(std::size_t index) const;
    /// The key's Maya value (decodes step-next). Precondition: index < numKeys().
    double keyValue(std::size_t index) const;
    /// The key's Maya tangent vector on `side`: (3·width, 3·width·slope) of the knot's
    /// tangent, scaled to unit length on non-weighted curves. Precondition: index < numKeys().
    MayaTangent keyTangent(std::size_t index, TangentSide side) const;
    /// Weighted ⇔ the spline's curve type is Bezier.
    bool isWeighted() const;
    /// Maya infinity types of both sides.
    InfinityType preInfinityType() const;
    InfinityType postInfinityType() const;
    /// True when the pre (post) extrapolation was authored by a Ts-style spline edit and
    /// is kept as it is (see above).
    bool isPreExtrapolationTsAuthored() const;
    bool isPostExtrapolationTsAuthored() const;
    /// Free-form name (e.g. the Maya anim curve node or "node.attribute").
    const std::string &name() const;

    /// Value at time code `time` by Maya's rules (MFnAnimCurve::evaluate; AnimX with the
    /// corrections of semantics-notes rule 8), defined in AnimCurveEvaluate.cpp:
    /// - exactly at a key: the key's value (also for step-next keys);
    /// - between keys: the spline (linear, held, step-next, Hermite or Bezier segments);
    /// - outside the keys with a cycling infinity (not Ts-authored) and at least two keys: the time is
    ///   mapped into the key range like Maya (at an iteration boundary the post side maps
    ///   to the first key, the pre side to the last key), cycleRelative adds
    ///   n × (last − first key value) per iteration; one key: the key's value;
    /// - otherwise outside the keys: the spline's extrapolation (constant = held, linear =
    ///   sloped along the end key's outward tangent, also for a single key).
    /// Features only Ts has (inner loops, loop boundaries, value blocks, Ts linear
    /// extrapolation), reachable through AnimCurveFn::editSpline, evaluate by Ts rules.
    /// Errors: no keys; non-finite time; no value (value block).
    Result<double> evaluate(double time) const;

    /// Same content: spline (bitwise), key data, infinity types and name.
    bool operator==(const AnimCurve &other) const;
    bool operator!=(const AnimCurve &other) const { return !(*this == other); }

    /// Checks the invariants listed above (for tests and debugging); O(n).
    Status checkConsistency() const;

private:
    friend class AnimCurveFn;
    friend class AnimCurveChange;
    struct Data {
        Spline spline;
        std::vector<MayaKeyInfo> keys;
        InfinityType pre = InfinityType::Constant;
        InfinityType post = InfinityType::Constant;
        bool preTsAuthored = false;
        bool postTsAuthored = false;
        std::string name;
        /// Identifies the content: a new number for every new or changed state (from
        /// newRevision()); equal numbers mean equal content (not the converse). Change
        /// records use it to check cheaply that a curve is in the state they expect.
        std::uint64_t revision = 0;
    };
    explicit AnimCurve(std::shared_ptr<const Data> data);
    static std::uint64_t newRevision();
    std::uint64_t revision() const { return d->revision; }
    /// The data, for in-place edits by the friends: copied first when shared (copy on write).
    Data &mutableData();
    std::shared_ptr<const Data> d;
};

} // namespace knotline
