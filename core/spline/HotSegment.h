#pragma once
// Internal: the compact per-segment record that value-only evaluation reads.
//
// One record per resolved segment (EvalData::hot[i] describes the segment from resolved
// knot i to i + 1), 128 bytes in two cache lines: the first holds everything Held, Linear
// and Hermite segments and the value of a Bezier segment need; the second holds the
// starting guess for solving a Bezier segment's time cubic. Evaluation of a 100,000-knot
// spline then touches the `times` array and two adjacent cache lines per query instead of
// a 200-byte resolved knot and its successor.

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
    float invSpan = 0.0f; ///< 1 / span (time codes⁻¹), only for the starting guess
    HotKind kind = HotKind::General;
    // ---- second cache line: Bezier starting guess ----
    /// Normalized time s = (t − start) / span at u = kGuessNodes[0..3].
    float guessBreak[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    /// Piecewise cubic Hermite interpolant of the inverse u(s) between the guess nodes:
    /// u ≈ kGuessNodes[k] + d·(c[k][0] + d·(c[k][1] + d·c[k][2])), d = s − guessBreak[k],
    /// k the piece holding s. Within 1e-2 of the root (mostly 1e-3 to 1e-5) on segments
    /// whose tangents are not nearly vertical; single precision is plenty for a guess.
    float guessCoef[4][3] = {{0.0f}};
};
static_assert(sizeof(HotSegment) == 128, "HotSegment must stay two cache lines");

/// (Re)computes `d.hot` for the segments starting at resolved knots [first, last); `d.hot`
/// must already have one entry per resolved knot (the last one is unused). Reads the
/// resolved knots' final (de-regressed) tangents and their `shift`.
void prepareHotSegments(EvalData &d, std::size_t first, std::size_t last);

/// Root in [0, 1] of ((a·u + b)·u + c)·u = target for a non-decreasing time cubic with
/// 0 <= target <= a + b + c: Halley iterations from `guess` inside a shrinking bracket with
/// a bisection fallback; full double precision in u.
double solveMonotonicCubic(double a, double b, double c, double target, double guess);

/// Curve parameter u in [0, 1] of a Bezier HotSegment at time offset `target` (time codes
/// from the segment start) on a segment of length `span`: the piecewise guess, two Halley
/// steps, and the safeguarded iteration only when the second step was not already tiny (so the
/// answer is within about 1e-15 of the exact root either way). The segment's time cubic
/// must be non-decreasing (it is de-regressed).
inline double solveHotBezier(const HotSegment &h, double span, double target)
{
    if (target <= 0.0)
        return 0.0;
    if (target >= span)
        return 1.0;
    const double s = target * static_cast<double>(h.invSpan);
    const int k = int(s >= double(h.guessBreak[1])) + int(s >= double(h.guessBreak[2]))
        + int(s >= double(h.guessBreak[3]));
    const double d = s - double(h.guessBreak[k]);
    const float *c = h.guessCoef[k];
    double g = kGuessNodes[k] + d * (double(c[0]) + d * (double(c[1]) + d * double(c[2])));
    g = g < 0.0 ? 0.0 : (g > 1.0 ? 1.0 : g);
    const double a = h.tx[0], b = h.tx[1], cc = h.tx[2];
    auto halley = [&](double x) {
        const double f = ((a * x + b) * x + cc) * x - target;
        const double df = (3.0 * a * x + 2.0 * b) * x + cc;
        const double ddf = 6.0 * a * x + 2.0 * b;
        return 2.0 * f * df / (2.0 * df * df - f * ddf);
    };
    // The guess is within 1e-2 of the root on well-shaped segments; two Halley steps then
    // reach full precision (the error after a step is of the order of the step cubed).
    const double u1 = g - halley(g);
    const double step = halley(u1);
    const double u = u1 - step;
    if (std::abs(step) <= 1e-5 && u >= 0.0 && u <= 1.0)
        return u;
    return solveMonotonicCubic(a, b, cc, target, g);
}

/// Value of a segment from `t0` to `t1` at time t with t0 < t < t1, read from its
/// HotSegment; NaN in a value block. Bit-identical to the full segment evaluation.
/// Precondition: h.kind != HotKind::General.
inline double hotSegmentValue(const HotSegment &h, double t0, double t1, double t)
{
    switch (h.kind) {
    case HotKind::Held:
        return h.value;
    case HotKind::Linear:
        return h.value + h.vy[2] * (t - t0);
    case HotKind::Bezier: {
        const double u = solveHotBezier(h, t1 - t0, t - t0);
        return ((h.vy[0] * u + h.vy[1]) * u + h.vy[2]) * u + h.value;
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
