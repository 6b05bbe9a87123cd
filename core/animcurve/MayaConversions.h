#pragma once
// The one place where Maya anim-curve notions are converted to the Ts spline model and
// back. This header includes no Qt.
//
// Units: times and tangent x are time codes; values and tangent y are value units;
// slopes are value units per time code; Ts tangent widths are time codes; angles are
// radians measured in the (time code, value) plane.
//
// Mapping (../shared/spec/semantics-notes.md rule 8, MFnAnimCurve reference):
// - a weighted curve is a Bezier spline, a non-weighted one a Hermite spline;
// - Maya tangent vector (x, y) = 3 × (control point − key) ↔ Ts width = x / 3 and
//   slope = y / x (so the control point is key + (width, width · slope) on either model);
// - (angle, weight) ↔ (x, y): x = 3·weight·cos(angle), y = 3·weight·sin(angle);
//   angle = atan(y / x), weight = x / (3·cos(angle)) (= |(x, y)| / 3);
// - infinity constant / linear / cycle / cycleRelative / oscillate ↔ extrapolation held /
//   sloped (Maya's linear infinity follows the end key's outward tangent, which is not
//   Ts's "linear" rule) / loop reset / loop repeat / loop oscillate.

#include "core/animcurve/InfinityType.h"
#include "core/animcurve/MayaTangent.h"
#include "core/animcurve/MayaTangentType.h"
#include "core/base/Status.h"
#include "core/spline/Extrapolation.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

namespace knotline {

/// Ok when `v` can be stored on a key: finite, x >= 0, and not vertical (x == 0 with
/// y != 0: Ts tangents need a finite slope). The message names the problem.
Status validateMayaTangent(MayaTangent v);

/// Ts tangent side for a Maya tangent vector: width = x / 3, slope = y / x (0 when
/// x == 0). Algorithm None. Precondition: validateMayaTangent(v) is ok.
Tangent tsTangentFromMaya(MayaTangent v);

/// Maya tangent vector for a Ts tangent side: (3·width, 3·width·slope). With
/// `unitLength` (non-weighted curves) the vector is scaled to length 1; a zero vector
/// stays zero.
MayaTangent mayaTangentFromTs(const Tangent &tangent, bool unitLength);

/// (angle, weight) → vector: x = 3·weight·cos(angle), y = 3·weight·sin(angle).
MayaTangent mayaTangentFromAngleWeight(double angle, double weight);

/// Vector → (angle, weight): angle = atan2(y, x) (= atan(y / x) for x > 0; ±π/2 for a
/// zero x), weight = |(x, y)| / 3 (= x / (3·cos(angle))).
MayaTangentAngleWeight angleWeightFromMayaTangent(MayaTangent v);

/// The Ts extrapolation that represents a Maya infinity type. `linearSlope` (value units
/// per time code) is used by Linear only: the slope of the end key's outward tangent.
Extrapolation extrapolationForInfinity(InfinityType type, double linearSlope);

/// The Maya infinity type that best describes a Ts extrapolation: held and value block →
/// Constant, linear and sloped → Linear, loop reset → Cycle, loop repeat →
/// CycleRelative, loop oscillate → Oscillate.
InfinityType infinityForExtrapolation(const Extrapolation &extrapolation);

/// True when `extrapolation` is exactly the image of `type` (same mode, no loop boundary;
/// for Linear: Sloped, with any slope). Maya evaluation rules apply only then.
bool isMayaImage(const Extrapolation &extrapolation, InfinityType type);

/// Ts interpolation of the segment after a key: Linear when its out type and the next
/// key's in type are both Linear; Held for an out type Step or StepNext (step-next is
/// encoded with a dual-valued knot, see AnimCurve.h); Curve otherwise. For the last key
/// (`hasNext` false) only Step/StepNext → Held, else Curve.
Interpolation segmentInterpolation(MayaTangentType outType, MayaTangentType nextInType, bool hasNext);

} // namespace knotline
