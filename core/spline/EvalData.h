#pragma once
// Internal: the resolved form of a spline that evaluation, sampling and baking walk.
// Built once per edit (O(n)), or patched over the touched segments by incremental
// edits without inner loops; evaluation is then a binary search plus one segment.
//
// - Inner loops are baked into ordinary knots (semantics rule 11): prototype knots are
//   echoed, shadowed authored knots are dropped, and a copy of the prototype start knot
//   closes the looped interval. From then on the table is evaluated like any spline
//   without inner loops; no rule below depends on where a knot came from.
// - Bezier Curve segments are de-regressed with Keep Ratio (semantics rule 7); the
//   authored knots are not changed.
// - Extrapolation is simplified (invalid loop boundary → value block; boundary at the
//   near end or a single knot → held) and its slope / repeat offset precomputed.

#include "core/spline/CursorPiece.h"
#include "core/spline/Extrapolation.h"
#include "core/spline/HotSegment.h"
#include "core/spline/InnerLoopKnots.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace knotline::detail {

struct EvalKnot {
    double time = 0.0;
    double value = 0.0;
    double preValue = 0.0; ///< authored pre-value (= value when not dual-valued)
    double preWidth = 0.0, preSlope = 0.0;   ///< de-regressed for Bezier Curve segments
    double postWidth = 0.0, postSlope = 0.0; ///< de-regressed for Bezier Curve segments
    Interpolation nextInterp = Interpolation::Held;
    KnotSource source = KnotSource::Authored; ///< InnerLoopKnots.h
    bool dualValued = false;
    /// The Curve segment starting here was de-regressed (Keep Ratio) for evaluation.
    bool deRegressed = false;
    std::int32_t authoredIndex = -1; ///< index into Spline::knots(), -1 for echoes
};

/// Extrapolation on one side after simplification.
struct ResolvedExtrapolation {
    ExtrapolationMode mode = ExtrapolationMode::Held;
    double slope = 0.0;          ///< Linear / Sloped: value units per time code
    std::size_t loopStart = 0;   ///< looping: index of the first knot of the looped region
    std::size_t loopEnd = 0;     ///< looping: index of the last knot of the looped region
    double repeatOffset = 0.0;   ///< LoopRepeat: value change over one iteration
    /// Held / Linear / Sloped: the end knot's value (post side) or pre-value (pre side).
    double anchorValue = 0.0;
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
    /// The table holds baked inner loops (where its knots came from: KnotSource). Sampling's
    /// source labels, breakdown's refusals and SplineQueries read it; evaluation does not.
    bool innerLoops = false;
    double protoStart = 0.0, protoEnd = 0.0;   ///< valid when innerLoops
    double loopedStart = 0.0, loopedEnd = 0.0; ///< valid when innerLoops

    bool empty() const { return knots.empty(); }
};

/// Builds the resolved form. `loopsValid` must be Spline::hasInnerLoops(); `valueType`
/// rounds the values of inner-loop copies (bakeInnerLoopKnots).
EvalData buildEvalData(const std::vector<Knot> &knots, CurveType curveType,
                       const Extrapolation &pre, const Extrapolation &post,
                       const LoopParams &loop, bool loopsValid, ValueType valueType);

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
/// region indices, repeat offsets, anchor values) from its resolved knots, the end knots
/// of the baked spline when there are inner loops (semantics rules 1, 2, 5, 11). Part of
/// buildEvalData; re-run alone when only the extrapolation or the end knots changed.
/// `loopsValid` (Spline::hasInnerLoops()) makes a loop boundary inert (Ts: the two are
/// never combined).
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
/// x0 <= .. <= x3 (non-regressive). Full double precision (safeguarded Newton). 0 for
/// t <= x0; 1 for t >= x3 and for a t whose offset t − x0 rounds onto the span x3 − x0
/// (a hair before the end: that is the end, also where the cubic ends vertically).
double solveBezierTime(double x0, double x1, double x2, double x3, double t);

/// Value and derivative of a Hermite Curve segment at `t` (Ts _EvalHermite): widths are
/// not used; v1 is the end knot's pre-value.
EvalResult evalHermiteSegment(double t0, double v0, double m0, double t1, double v1, double m1,
                              double t);

} // namespace knotline::detail
