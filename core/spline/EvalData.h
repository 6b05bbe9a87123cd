#pragma once
// Internal: the resolved form of a spline that evaluation, sampling and baking walk.
// Built once per edit (O(n)), or patched over the touched segments by incremental
// edits without inner loops; evaluation is then a binary search plus one segment.
//
// - Inner loops are expanded: prototype knots are echoed, shadowed authored knots are
//   dropped, and a copy of the prototype start knot closes the looped interval.
// - Bezier Curve segments are de-regressed with Keep Ratio (semantics rule 7); the
//   authored knots are not changed.
// - Extrapolation is simplified (invalid loop boundary → value block; boundary at the
//   near end or a single knot → held) and its slope / repeat offset precomputed.

#include "core/spline/CursorPiece.h"
#include "core/spline/Extrapolation.h"
#include "core/spline/HotSegment.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace knotline::detail {

/// Where a resolved knot (and the segment after it) comes from.
enum class KnotSource : std::uint8_t {
    Authored,      ///< an authored knot outside any inner loop
    Prototype,     ///< an authored knot inside the inner-loop prototype region
    PreEcho,       ///< a copy made by an inner pre-loop
    PostEcho,      ///< a copy made by an inner post-loop (including the closing copy)
};

struct EvalKnot {
    double time = 0.0;
    double value = 0.0;
    double preValue = 0.0; ///< authored pre-value (= value when not dual-valued)
    double preWidth = 0.0, preSlope = 0.0;   ///< de-regressed for Bezier Curve segments
    double postWidth = 0.0, postSlope = 0.0; ///< de-regressed for Bezier Curve segments
    Interpolation nextInterp = Interpolation::Held;
    KnotSource source = KnotSource::Authored;
    bool dualValued = false;
    /// The Curve segment starting here was de-regressed (Keep Ratio) for evaluation.
    bool deRegressed = false;
    /// Inner loops: the value shift of this knot's iteration (k · valueOffset; 0 for
    /// knots outside the loop). Ts computes derivatives on unshifted prototype values, so a
    /// segment whose ends lie in different iterations gets its derivative as if both ends
    /// were unshifted.
    double shift = 0.0;
    std::int32_t authoredIndex = -1; ///< index into Spline::knots(), -1 for echoes
};

/// Inner loops only. Ts answers queries exactly at an authored knot's time (or its echo)
/// from the authored knots and their authored neighbours, even when a neighbour is
/// shadowed by the loop: the post-side derivative and the pre-side value come from here.
struct KnotTimeAnswer {
    bool present = false; ///< false: the resolved segments answer as usual
    std::optional<double> postDerivative;
    std::optional<double> preValue;
    std::optional<double> preDerivative;
    bool postValueBlocked = false; ///< the last authored knot with value-block post extrapolation
};

/// Extrapolation on one side after simplification.
struct ResolvedExtrapolation {
    ExtrapolationMode mode = ExtrapolationMode::Held;
    double slope = 0.0;          ///< Linear / Sloped: value units per time code
    /// The derivative reported there; differs from `slope` only when an inner loop's
    /// value offset feeds a Linear slope (see EvalKnot::shift).
    double derivativeSlope = 0.0;
    std::size_t loopStart = 0;   ///< looping: index of the first knot of the looped region
    std::size_t loopEnd = 0;     ///< looping: index of the last knot of the looped region
    double repeatOffset = 0.0;   ///< LoopRepeat: value change over one iteration
    double anchorValue = 0.0;    ///< Held / Linear / Sloped: value at the end knot
    bool isLooping() const
    {
        return mode == ExtrapolationMode::LoopRepeat || mode == ExtrapolationMode::LoopReset
            || mode == ExtrapolationMode::LoopOscillate;
    }
};

struct EvalData {
    CurveType curveType = CurveType::Bezier;
    std::vector<double> times;   ///< resolved knot times, strictly increasing
    std::vector<EvalKnot> knots; ///< parallel to `times`
    /// Parallel to `times`: hot[i] is the compact record of the segment from knot i to
    /// i + 1 (the last entry is unused). See HotSegment.h.
    std::vector<HotSegment> hot;
    /// Parallel to `knots` when innerLoops, else empty (kept out of EvalKnot so that the
    /// common case stays small).
    std::vector<KnotTimeAnswer> knotAnswers;
    /// Time index for searches without a hint: the knot range is cut into
    /// `timeBuckets.size() - 1` equal buckets; timeBuckets[b] is the first resolved knot
    /// whose bucket is >= b (see bucketOf). Empty for small splines (binary search).
    std::vector<std::uint32_t> timeBuckets;
    double bucketScale = 0.0; ///< buckets per time code

    /// The bucket of time `t` (clamped to the index's range); monotone in t.
    std::size_t bucketOf(double t) const
    {
        const double x = (t - times.front()) * bucketScale;
        const double last = static_cast<double>(timeBuckets.size() - 2);
        return static_cast<std::size_t>(x <= 0.0 ? 0.0 : (x >= last ? last : x));
    }
    ResolvedExtrapolation pre, post;
    /// Whether a query exactly at the first (last) resolved knot on its outer side is
    /// extrapolation. False when an inner loop's copy is the end knot and that side does
    /// not loop: the copy then answers for itself (Ts behaviour).
    bool preAtFirstIsExtrapolation = true;
    bool postAtLastIsExtrapolation = true;
    bool innerLoops = false;
    double protoStart = 0.0, protoEnd = 0.0;   ///< valid when innerLoops
    double loopedStart = 0.0, loopedEnd = 0.0; ///< valid when innerLoops

    bool empty() const { return knots.empty(); }
    /// The knot-time answer of resolved knot i, or nullptr when the segments answer.
    const KnotTimeAnswer *answerAt(std::size_t i) const
    {
        return i < knotAnswers.size() && knotAnswers[i].present ? &knotAnswers[i] : nullptr;
    }
};

/// Builds the resolved form. `loopsValid` must be Spline::hasInnerLoops().
EvalData buildEvalData(const std::vector<Knot> &knots, CurveType curveType,
                       const Extrapolation &pre, const Extrapolation &post,
                       const LoopParams &loop, bool loopsValid);

/// (Re)builds `d.timeBuckets` from `d.times` (O(n)); call after any change of the times.
void buildTimeIndex(EvalData &d);

/// Updates `d.timeBuckets` after only the times at [first, end) changed (same knot count,
/// order kept): O(knots and buckets between times[first − 1] and times[end]); falls back
/// to buildTimeIndex when the range touches either end of the spline.
void updateTimeIndex(EvalData &d, std::size_t first, std::size_t end);

/// Everything derived per resolved segment, for the segments starting at resolved knots
/// first..last (clamped to the valid range): Keep Ratio de-regression of Bezier Curve
/// segments (sets deRegressed and the two widths facing the segment) and the compact
/// segment records `hot` (HotSegment.h; hot[last + 1] too when that is the last knot).
/// `d.hot` must already have one entry per resolved knot. Precondition: the start knot's postWidth and the end knot's preWidth are the
/// authored (not yet de-regressed) widths. buildEvalData runs it over every segment,
/// patchEvalData over the segments an edit touched.
void prepareSegments(EvalData &d, std::size_t first, std::size_t last);

/// Resolves the pre and post extrapolation of `d` (mode simplification, slopes, loop
/// region indices, repeat offsets, anchor values) from its resolved knots. Part of
/// buildEvalData; re-run alone when only the extrapolation or the end knots changed.
/// Without inner loops only (with them buildEvalData also anchors on shadowed ends).
void resolveExtrapolations(EvalData &d, const Extrapolation &pre, const Extrapolation &post,
                           bool loopsValid);

/// Updates `d`, built by buildEvalData from a knot vector without inner loops, after an
/// edit that replaced the `oldCount` knots at [first, first + oldCount) by the `newCount`
/// knots now at knots[first, first + newCount); every other knot of `knots` is unchanged
/// (only shifted when the counts differ). The result equals buildEvalData(knots, …) bit
/// for bit. Cost: O(newCount) plus a move of the table's tail when the counts differ.
/// Preconditions: no inner loops before or after (loopsValid false), knots non-empty
/// before and after.
void patchEvalData(EvalData &d, const std::vector<Knot> &knots, std::size_t first, std::size_t oldCount,
                   std::size_t newCount, const Extrapolation &pre, const Extrapolation &post);

/// Result of evaluating one side of a time.
struct EvalResult {
    std::optional<double> value;
    std::optional<double> derivative;
    /// Index of the resolved knot starting the segment that produced the answer; -1 when
    /// it came from extrapolation or from a knot itself.
    std::ptrdiff_t segment = -1;
};

/// Evaluates the resolved spline at time code `t` on `side`. `hint`, when given, is a
/// segment index remembered between calls (sequential evaluation); it is read and updated.
/// With `withDerivative` false the derivative is left empty (faster).
EvalResult evaluate(const EvalData &data, double t, Side side, std::size_t *hint = nullptr,
                    bool withDerivative = true);

/// Value only: evaluate(data, t, side, hint, false).value, bit for bit, with NaN meaning
/// "no value". The fast path for drawing, baking and EvalCursor: segments are read from
/// the compact HotSegment records and no EvalResult is built.
/// `piece`, when given, receives the stretch of query times around t that the same segment
/// answers through the same time map (CursorPiece.h), or a piece without a segment when the
/// answer did not come from a segment's interior (knot times, extrapolation other than
/// looping, General segments).
double evaluateValue(const EvalData &data, double t, Side side, std::size_t *hint = nullptr,
                     CursorPiece *piece = nullptr);

/// evaluateValue's NaN as the public API's "no value".
inline std::optional<double> valueOrNone(double v)
{
    return v == v ? std::optional<double>(v) : std::nullopt;
}

/// Value and derivative of a single Bezier Curve segment (already non-regressive) at `t`,
/// t0 <= t <= t1. Control points: (t0, v0), (t0 + w0, v0 + w0·s0), (t1 − w1, v1 − w1·s1),
/// (t1, v1). Also returns the curve parameter u when `uOut` is given.
EvalResult evalBezierSegment(double t0, double v0, double w0, double s0, double t1, double v1,
                             double w1, double s1, double t, double *uOut = nullptr);

/// Solves x(u) = t on [0, 1] for a monotonic Bezier time cubic with control x values
/// x0 <= .. <= x3 (non-regressive). Full double precision (safeguarded Newton).
double solveBezierTime(double x0, double x1, double x2, double x3, double t);

/// Value and derivative of a Hermite Curve segment at `t` (Ts _EvalHermite): widths are
/// not used; v1 is the end knot's pre-value.
EvalResult evalHermiteSegment(double t0, double v0, double m0, double t1, double v1, double m1,
                              double t);

} // namespace knotline::detail
