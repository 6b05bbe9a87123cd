#pragma once
// Maya's stored form of one side of a key's tangent. This header includes no Qt.

namespace knotline {

/// Which side of a key a tangent belongs to (MFnAnimCurve's `inTangent` flag).
enum class TangentSide {
    In,  ///< the tangent entering the key (Ts pre-tangent)
    Out, ///< the tangent leaving the key (Ts post-tangent)
};

/// Maya tangent vector, as MFnAnimCurve::getTangent(x, y) and Maya ASCII store it, in
/// Knotline units: x in time codes, y in value units. Both sides point forward in time
/// (x >= 0): the out side is 3 × (out control point − key), the in side is
/// 3 × (key − in control point). So a control point sits at key ± (x, y) / 3.
/// Weighted curves use the length (it is 3 × the handle length); non-weighted curves use
/// only the direction and report unit-length vectors.
struct MayaTangent {
    double x = 0.0; ///< time codes, >= 0
    double y = 0.0; ///< value units

    bool operator==(const MayaTangent &) const = default;
};

/// Angle and weight form of a Maya tangent (MFnAnimCurve::getTangent(MAngle&, double&)).
struct MayaTangentAngleWeight {
    double angle = 0.0;  ///< radians, in the (time code, value) plane, within [−π/2, π/2]
    double weight = 0.0; ///< handle length: |(x, y)| / 3
};

} // namespace knotline
