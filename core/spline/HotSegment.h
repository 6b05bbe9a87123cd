#pragma once
// Internal: the compact per-segment record that value-only evaluation reads.
//
// One record per resolved segment (EvalData::hot[i] describes the segment from resolved
// knot i to i + 1), 128 bytes in two cache lines: the first holds everything Held, Linear
// and Hermite segments and the value of a Bezier segment need; the second holds the
// starting guess for solving a Bezier segment's time cubic. Evaluation of a 100,000-knot
// spline then touches the `times` array and two adjacent cache lines per query instead of
// a 200-byte resolved knot and its successor.

#include "core/base/ForceInline.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace knotline::detail {

struct EvalData;

/// How the value of a segment is computed from its HotSegment.
enum class HotKind : std::uint32_t {
    ValueBlock, ///< no value
    Held,       ///< the start value
    Linear,     ///< start value + slope · (t − start time); slope in vy[2]
    Bezier,     ///< solve the time cubic tx for u, then the value cubic vy
    Hermite,    ///< value cubic vy in u = (t − start time) / span
    General,    ///< none of the above applies: use the full segment evaluation
};

/// Curve parameters of the starting guess's breakpoints: closer together near the ends,
/// where the inverse of the time cubic bends most.
inline constexpr double kGuessNodes[5] = {0.0, 0.15, 0.5, 0.85, 1.0};

struct alignas(64) HotSegment {
    // ---- first cache line ----
    double value = 0.0; ///< value at the segment start (resolved knot i)
    /// Bezier: time offset from the segment start as ((tx[0]·u + tx[1])·u + tx[2])·u, in
    /// time codes, for curve parameter u in [0, 1].
    double tx[3] = {0.0, 0.0, 0.0};
    /// Bezier: value − start value as ((vy[0]·u + vy[1])·u + vy[2])·u. Hermite: the same
    /// with u = normalized time (Ts _EvalHermite's cubic). Linear: vy[2] is the slope in
    /// value units per time code.
    double vy[3] = {0.0, 0.0, 0.0};
    HotKind kind = HotKind::General;
    // ---- second cache line: Bezier starting guess ----
    /// Where the guess pieces start: time offsets from the segment start (time codes) at
    /// u = kGuessNodes[0..3]; guessStart[0] = 0.
    float guessStart[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    /// Piecewise cubic Hermite interpolant of the inverse of the time cubic between the
    /// guess nodes: u ≈ kGuessNodes[k] + d·c[k][0] + d²·(c[k][1] + d·c[k][2]) with d the
    /// time (time codes) from the start of piece k. Within 1e-2 of the root (mostly 1e-3
    /// to 1e-5) on segments whose tangents are not nearly vertical; single precision is
    /// plenty for a guess.
    float guessCoef[4][3] = {{0.0f}};
};
static_assert(sizeof(HotSegment) == 128, "HotSegment must stay two cache lines");

/// (Re)computes `d.hot` for the segments starting at resolved knots [first, last); `d.hot`
/// must already have one entry per resolved knot (the last one is unused). Reads the
/// resolved knots' final (de-regressed) tangents.
void prepareHotSegments(EvalData &d, std::size_t first, std::size_t last);

/// Root in [0, 1] of ((a·u + b)·u + c)·u = target for a non-decreasing time cubic with
/// 0 <= target <= a + b + c: Halley iterations from `guess` inside a shrinking bracket with
/// a bisection fallback; full double precision in u where the cubic's slope is not nearly
/// zero. Judges convergence only after two steps (next to a nearly double root the steps
/// shrink only linearly), so it also converges there, as far as double precision allows.
double solveMonotonicCubic(double a, double b, double c, double target, double guess);

/// The starting guess of guess piece k at d time codes after the piece start, from that
/// piece's coefficients (HotSegment::guessCoef[k]): u ≈ kGuessNodes[k] + d·c0 +
/// d²·(c1 + d·c2), in Estrin's form. Not clamped (refineBezierRoot clamps).
KNOTLINE_FORCE_INLINE double guessFromPiece(int k, double d, double c0, double c1, double c2)
{
    return (kGuessNodes[k] + d * c0) + (d * d) * (c1 + d * c2);
}

/// Root of ((a·u + b)·u + c)·u = target near `guess`, for a non-decreasing time cubic
/// with 0 < target < a + b + c (time codes); a3 = 3·a and b2 = 2·b. Two Halley steps from
/// the guess, and the safeguarded solveMonotonicCubic only when the second step was not
/// already tiny. Within about 1e-13 of the exact root (usually to the last bit); may lie an
/// ulp outside [0, 1] when the root is at an end. The test on the second step assumes the
/// cubic convergence that holds where the time cubic's slope stays away from zero: records
/// of nearly vertical segments (least slope below 1e-3 of the span) are HotKind::General
/// and never come here. The guess is clamped to [0, 1] first (with branches: they are
/// always predicted and keep the clamp off the dependency chain).
KNOTLINE_FORCE_INLINE double refineBezierRoot(double a, double b, double cc, double a3, double b2, double target,
                                              double guess)
{
    const double g = guess < 0.0 ? 0.0 : (guess > 1.0 ? 1.0 : guess);
    // Halley step f·f' / (f'² − f·f''/2), the polynomials in Estrin's form (shorter
    // dependency chains than Horner's).
    auto halley = [&](double x) {
        const double x2 = x * x;
        const double f = (a * x + b) * x2 + (cc * x - target);
        const double df = a3 * x2 + (b2 * x + cc);
        const double halfDdf = a3 * x + b;
        return f * df / (df * df - f * halfDdf);
    };
    // The guess is within 1e-2 of the root on well-shaped segments; two Halley steps then
    // reach full precision (the error after a step is of the order of the step cubed).
    const double u1 = g - halley(g);
    const double step = halley(u1);
    if (std::abs(step) <= 1e-5) [[likely]]
        return u1 - step;
    return solveMonotonicCubic(a, b, cc, target, g);
}

/// Curve parameter u of the Bezier segment from t0 with record h at time x strictly inside
/// the segment (t0 < x < t1): the piecewise guess refined by refineBezierRoot. The guess
/// piece k is the number of piece start times t0 + guessStart[1..3] (summed in double)
/// that are <= x, and the guess is a polynomial in d = x − (t0 + guessStart[k]). Both
/// compare and subtract x itself, so a caller that knows t0 in advance (UnpackedBezier)
/// sums the start times once, and the piece and the guess follow from x directly. The
/// result is within about 1e-13 of the exact root (usually to the last bit) and may lie
/// an ulp outside [0, 1] when the root is at an end. The segment's time cubic must be
/// non-decreasing (it is de-regressed). UnpackedBezier::solve gives the same result, bit
/// for bit.
KNOTLINE_FORCE_INLINE double solveHotBezierInterior(const HotSegment &h, double t0, double x)
{
    // The piece by summed comparisons, without branches: for times in random order.
    const double start1 = t0 + double(h.guessStart[1]), start2 = t0 + double(h.guessStart[2]),
                 start3 = t0 + double(h.guessStart[3]);
    const int k = int(x >= start1) + int(x >= start2) + int(x >= start3);
    const float *c = h.guessCoef[k];
    const double guess =
        guessFromPiece(k, x - (t0 + double(h.guessStart[k])), double(c[0]), double(c[1]), double(c[2]));
    const double a = h.tx[0], b = h.tx[1];
    return refineBezierRoot(a, b, h.tx[2], 3.0 * a, 2.0 * b, x - t0, guess);
}

/// Curve parameter u in [0, 1] of the Bezier segment from t0 to t0 + span with record h at
/// time x: 0 when x − t0 <= 0, 1 when x − t0 >= span, otherwise solveHotBezierInterior
/// clamped to [0, 1].
inline double solveHotBezier(const HotSegment &h, double t0, double span, double x)
{
    const double target = x - t0;
    if (target <= 0.0)
        return 0.0;
    if (target >= span)
        return 1.0;
    return std::min(std::max(solveHotBezierInterior(h, t0, x), 0.0), 1.0);
}

/// Value of a Bezier HotSegment at curve parameter u (Estrin's form of the value cubic).
KNOTLINE_FORCE_INLINE double hotBezierValue(const HotSegment &h, double u)
{
    return (h.vy[0] * u + h.vy[1]) * (u * u) + (h.vy[2] * u + h.value);
}

/// Value of a segment from `t0` to `t1` at time t with t0 < t < t1, read from its
/// HotSegment; NaN in a value block. Bit-identical to the full segment evaluation.
/// Precondition: h.kind != HotKind::General.
KNOTLINE_FORCE_INLINE double hotSegmentValue(const HotSegment &h, double t0, double t1, double t)
{
    switch (h.kind) {
    case HotKind::Held:
        return h.value;
    case HotKind::Linear:
        return h.value + h.vy[2] * (t - t0);
    case HotKind::Bezier: {
        return hotBezierValue(h, solveHotBezierInterior(h, t0, t));
    }
    case HotKind::Hermite: {
        const double u = (t - t0) / (t1 - t0);
        return ((h.vy[0] * u + h.vy[1]) * u + h.vy[2]) * u + h.value;
    }
    case HotKind::ValueBlock:
    case HotKind::General:
        break;
    }
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace knotline::detail
