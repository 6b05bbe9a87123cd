#pragma once
// Spline: a cheap value type (shared data, copy on write) holding knots, curve type,
// extrapolation and inner-loop parameters, with OpenUSD Ts evaluation semantics
// (../shared/seeds/openusd-time-and-animated-values.txt, "Using Splines", and
// ../shared/spec/semantics-notes.md where the references disagree).
//
// Units: times are time codes, values are attribute units, slopes are value units per
// time code, tangent widths are time codes.
//
// Every edit is all-or-nothing: a failing edit returns an error Status and leaves the
// spline exactly as it was. This header includes no Qt.

#include "core/base/Status.h"
#include "core/spline/Extrapolation.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

namespace knotline {

namespace detail {
struct EvalData;
}

/// The most knots inner loops may write out (authored knots plus every copy of the
/// prototype's knots plus the closing copy of its start knot); Spline edits refuse more.
inline constexpr std::size_t kMaxInnerLoopKnots = 2'000'000;

/// The check every Spline edit makes on inner loops: ok when `lp` does not apply to
/// `knots` (sorted by time; see Spline::hasInnerLoops) or would write out at most
/// kMaxInnerLoopKnots knots, all with finite times and values; otherwise an error that
/// says why. O(knots).
Status checkInnerLoopSize(const std::vector<Knot> &knots, const LoopParams &lp);

class Spline {
public:
    /// An empty Bezier spline of doubles, held extrapolation both sides, no inner loop,
    /// authoring anti-regression Keep Ratio. Evaluates to no value everywhere.
    Spline();
    ~Spline();
    Spline(const Spline &);
    Spline &operator=(const Spline &);
    Spline(Spline &&) noexcept;
    Spline &operator=(Spline &&) noexcept;

    // ---- queries ---------------------------------------------------------------
    ValueType valueType() const;
    /// Time-valued splines (usda `timecode`) have their values mapped by layer offsets.
    bool isTimeValued() const;
    CurveType curveType() const;
    /// Authored knots sorted by strictly increasing time.
    const std::vector<Knot> &knots() const;
    std::size_t knotCount() const;
    bool isEmpty() const;
    /// Index of the knot exactly at `time`, if any (binary search, O(log n)).
    std::optional<std::size_t> knotIndexAt(double time) const;
    const Extrapolation &preExtrapolation() const;
    const Extrapolation &postExtrapolation() const;
    const LoopParams &innerLoopParams() const;
    /// True when the inner-loop parameters take effect: protoStart < protoEnd, at least
    /// one pre or post loop, and a knot at protoStart (matches Ts "loops are valid").
    bool hasInnerLoops() const;
    /// Anti-regression strategy applied by knot edits (setKnot, setKnots, setCurveType).
    AntiRegressionMode antiRegressionMode() const;

    // ---- edits (all-or-nothing) -----------------------------------------------
    // Every edit that leaves inner loops applying (hasInnerLoops()) is refused when the
    // loops would write out more than 2,000,000 knots (the evaluation table holds them
    // all) or knots whose times or values are not finite.
    //
    // Computed tangents (tangent algorithms) are rounded to the value type like authored
    // ones, so knots() stored again with setKnots give the same spline.
    /// Replaces all knots. Refuses non-finite times/values/slopes, negative or non-finite
    /// widths and duplicate times. Knots need not be sorted. Tangent algorithms and the
    /// Hermite width rule are applied to every knot, then regressive segments are adjusted
    /// with the authoring anti-regression mode (matches Ts SetKnots).
    Status setKnots(std::vector<Knot> knots);
    /// Incremental edit: replaces the `count` knots at indices [first, first + count) by
    /// `replacement` (sorted by strictly increasing time, strictly between the knots at
    /// first − 1 and first + count). Validation and rounding as setKnots, for the new knots
    /// only. Tangent algorithms and the Hermite width rule are re-applied to the new knots
    /// and their two neighbours, and the Curve segments touching those are adjusted with
    /// `mode` (the authoring anti-regression mode when nullopt) — Ts SetKnot for a range of
    /// knots, so the result equals setKnots(all knots with the range replaced) whenever
    /// the knots outside the range already satisfy the tangent rules and the mode (they
    /// do after any edit of this class, with the same mode).
    ///
    /// Cost: O(count + replacement.size()) plus a move of the tail when the counts differ;
    /// the evaluation table is patched over the touched segments (rebuilt, O(n), with inner
    /// loops or when the spline becomes or was empty). When the spline's data is shared
    /// with a copy it is copied first (O(n), copy on write). Errors: range out of bounds,
    /// invalid or unordered knots; the spline is then unchanged.
    Status replaceKnots(std::size_t first, std::size_t count, std::vector<Knot> replacement,
                        std::optional<AntiRegressionMode> mode = std::nullopt);
    /// replaceKnots storing `replacement` exactly as given: no rounding, no tangent update,
    /// no anti-regression (for undo records restoring knots an earlier edit produced).
    /// Same checks, cost and errors.
    Status restoreKnots(std::size_t first, std::size_t count, std::vector<Knot> replacement);
    /// Inserts `knot`, or replaces the knot at the same time. Recomputes tangents of the
    /// knot and its neighbours and de-regresses the (at most two) touched segments with the
    /// authoring mode (matches Ts SetKnot).
    Status setKnot(const Knot &knot);
    /// Removes the knot at exactly `time`; error when there is none. Neighbours' computed
    /// tangents are recomputed (matches Ts RemoveKnot).
    Status removeKnot(double time);
    /// Removes the knot at `index`; error when out of range.
    Status removeKnotAt(std::size_t index);
    /// Changes the curve type; switching recomputes tangents (Hermite widths become one
    /// third of the neighbouring interval) and de-regresses with the authoring mode.
    Status setCurveType(CurveType type);
    /// Changes the value type; knot values and slopes are rounded to it (half: IEEE
    /// binary16, slopes clamped to its finite range).
    Status setValueType(ValueType type);
    void setTimeValued(bool timeValued);
    /// Refuses a non-finite slope or boundary, and a loop boundary while inner loops are
    /// authored (Ts treats that combination as invalid).
    Status setPreExtrapolation(const Extrapolation &extrapolation);
    Status setPostExtrapolation(const Extrapolation &extrapolation);
    /// Refuses negative loop counts, non-finite fields, protoStart >= protoEnd (unless all
    /// fields are zero, which clears the loop), inner loops while an extrapolation has a
    /// loop boundary, and loops too large to write out (see above).
    Status setInnerLoopParams(const LoopParams &params);
    void setAntiRegressionMode(AntiRegressionMode mode);

    // ---- evaluation (pure functions of the spline and the time) ---------------
    // With inner loops (hasInnerLoops()) every query below answers exactly as the spline
    // with knotsWithInnerLoopsBaked() and no inner loops does (semantics rule 11).
    /// Value at time code `t` (the post side at a discontinuity); nullopt in value-block
    /// regions and for an empty spline.
    std::optional<double> eval(double t) const;
    /// Limit from the left at `t` (USD PreTime); equals eval(t) where the spline is
    /// continuous.
    std::optional<double> evalPreValue(double t) const;
    /// Derivative (value units per time code) at `t`, from the right; nullopt where eval is.
    std::optional<double> evalDerivative(double t) const;
    /// Derivative from the left at `t`.
    std::optional<double> evalPreDerivative(double t) const;
    /// Value on the chosen side of `t`.
    std::optional<double> eval(double t, Side side) const;
    /// Derivative on the chosen side of `t`.
    std::optional<double> evalDerivative(double t, Side side) const;

    /// Same authored content (knots, curve type, extrapolation, loops, value type,
    /// time-valued flag and authoring mode). Bitwise comparison of doubles.
    bool operator==(const Spline &other) const;
    bool operator!=(const Spline &other) const { return !(*this == other); }

    /// Internal: the resolved segment table evaluation, sampling and baking walk
    /// (inner loops baked into knots, regressive tangents de-regressed with Keep Ratio).
    const detail::EvalData &evalData() const;

private:
    struct Data;
    std::shared_ptr<Data> d;
    Data &mutableData();
    /// Data and evaluation table this spline alone refers to (copied when shared).
    Data &uniqueDataAndEval(detail::EvalData *&eval);
    Status spliceKnots(std::size_t first, std::size_t count, std::vector<Knot> replacement,
                       bool applyRules, std::optional<AntiRegressionMode> mode);
    void reresolveExtrapolation();
    Status commit(std::shared_ptr<Data> next);
};

} // namespace knotline
