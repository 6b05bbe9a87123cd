#pragma once
// RoundTripCheck: does a Maya curve survive the trip to an OpenUSD spline and back? For
// each curve of a Maya .anim file the check
//   1. converts the file to a usda layer (core/io/AnimToUsda.h), writes it as usda text and
//      reads that text back (so the numbers go through the file format, as in a pipeline);
//   2. evaluates the spline read back with Ts rules (Spline::eval) — what OpenUSD shows;
//   3. converts that spline back to a Maya curve (AnimCurveFn::fromSpline) and evaluates it
//      with Maya's rules (AnimCurve::evaluate) — what a re-import into Maya shows;
// and compares both with the original curve evaluated by Maya's rules, at every frame and
// sub-frame of CurveDeviation (core/filters/CurveDeviation.h) and at every key, over the
// keys' span widened by that span on each side (one cycle of a cycling infinity; at least one
// frame), so infinity and extrapolation are compared too. This header includes no Qt.
//
// Units: the file's own (times are its frames, values its linear / angular units).

#include "core/filters/CurveDeviation.h"
#include "core/io/AnimFile.h"

#include <cstddef>
#include <string>
#include <vector>

namespace knotline {

/// How a curve fared.
enum class RoundTripVerdict {
    Exact,    ///< both differences are 0 at every sample
    Rounding, ///< within kRoundTripRounding (floating-point noise of the conversions)
    Differs,  ///< a larger difference somewhere
};

/// Differences up to this, relative to max(1, largest |value| of the curve's keys), count as
/// rounding.
constexpr double kRoundTripRounding = 1e-9;

struct CurveRoundTrip {
    std::string animPath; ///< "node.attribute" of the .anim entry
    std::string usdaPath; ///< "/node.attribute" of the usda attribute
    std::size_t keys = 0;
    double t0 = 0.0, t1 = 0.0; ///< the compared span, time codes
    Deviation usd;             ///< original (Maya rules) vs the usda spline (Ts rules)
    Deviation back;            ///< original vs the curve converted back (Maya rules)
    RoundTripVerdict verdict = RoundTripVerdict::Exact;
    /// Set when the curve could not make the trip (the spline was missing after reading,
    /// or fromSpline refused it); verdict Differs then.
    std::string problem;
};

struct RoundTripReport {
    std::vector<CurveRoundTrip> curves; ///< in file order, curve entries only
    std::size_t samples = 0;            ///< sample times compared, over all curves and both checks
};

/// The check above for every curve entry of `file`, with `subdivisions` sub-frames per frame
/// (>= 1). Errors: the usda text written for the file cannot be read back (its message).
Result<RoundTripReport> checkAnimRoundTrip(const AnimFile &file, int subdivisions = kDeviationSubdivisions);

/// "exact", "rounding" or "differs".
const char *roundTripVerdictName(RoundTripVerdict verdict);

} // namespace knotline
