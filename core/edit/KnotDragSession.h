#pragma once
// KnotDragSession: one channel's part of an interactive knot drag (the canvas moving the
// selected keys with the mouse), testable without widgets. This header includes no Qt
// widgets (Qt Core only through AnimCurveFn's includes: none).
//
// A drag is a sequence of ABSOLUTE proposals relative to the curve as it was when the drag
// started (before()): each apply() starts again from before() and moves the keys by the
// whole offset so far, so rounding never accumulates and the gesture is one undo step
// (EditGesture records before() → last state).
//
// Knots dragged past a neighbour: like Maya's Graph Editor, a moved key STOPS at the next
// unmoved key (it keeps at least `minimumGap` time codes from it) instead of jumping over
// it; keys never reorder, so key indices — and the selection — stay valid during the
// drag. (Blender reorders keys on release instead; Maya's stop is what AnimCurveFn's
// index-based keys need.) With several channels the canvas intersects every session's
// allowedTimeOffsets() so all selected keys move by the same offset.
//
// Snapping moves the grabbed (anchor) key onto a whole time code (a frame), and value
// snapping onto a multiple of a value step; the other keys keep their distances to it.
// Axis locks drop one component of the offset.
//
// Live anti-regression: on weighted (Bezier) curves the segments between a moved and an
// unmoved key change length; any that would become regressive are adjusted with the
// session's anti-regression mode (Keep Ratio by default, Ts's default authoring mode),
// the moved key's side being the active one, as Ts's TsRegressionPreventer does
// interactively: a segment that was regressive before the drag first has its unmoved
// side repaired (Ts's initial pass, Contain or Limit Opposite), then the mode adjusts it
// (SegmentDeregression.h). Checked against Ts's MoveStart* baselines
// (tests/edit/tst_drag_regression_baselines_golden). Deliberate differences from Ts:
// - anti-regression runs only for steps that move the keys in time: a value-only step,
//   or a step back to the press point (apply(0, 0) is exactly before()), changes no
//   tangent, so a segment that was regressive before the drag stays as it was (Ts
//   repairs it on its first Set even when the knot is not moved); the canvas's one-click
//   fix repairs it;
// - keys stop at unmoved neighbours (above), so Ts's Reorder / Replace edits (a knot
//   dragged across or onto another) have no counterpart;
// - Contain adjusts only regressive segments (Ts's Contain also clamps a tangent longer
//   than its segment on a segment that is not regressive), and Limit Active keeps a
//   short active side where Ts leaves the segment regressive (Regression.h).
//
// Inner loops: when the key at the inner loop's prototype start moves in time, the
// prototype start moves with it (Ts needs a knot at protoStart for the loop to apply),
// and so does the prototype end when it sits on a moved key; a move that would make the
// prototype empty stops the loop edit but not the key move.
//
// Units: times and time offsets in time codes, values in value units.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace knotline {

/// Which components of a drag offset apply.
enum class DragAxis {
    Free,      ///< time and value
    TimeOnly,  ///< the value offset is ignored
    ValueOnly, ///< the time offset is ignored
};

class KnotDragSession {
public:
    /// Smallest distance, in time codes, a moved key keeps from an unmoved neighbour.
    static constexpr double kDefaultMinimumGap = 1e-3;

    /// A session moving keys `keys` (distinct, any order) of `before`; `anchor` is the key
    /// under the mouse (snapping puts it on whole time codes) and must be one of `keys`.
    /// Errors: no keys, an index out of range or given twice, anchor not among the keys.
    static Result<KnotDragSession> create(const AnimCurve &before, std::vector<std::size_t> keys,
                                          std::size_t anchor);

    const AnimCurve &before() const { return m_before; }
    /// The moved keys, ascending.
    const std::vector<std::size_t> &keys() const { return m_keys; }
    std::size_t anchor() const { return m_anchor; }
    /// Time of the anchor key in before().
    double anchorTime() const;
    /// Value of the anchor key in before() (AnimCurve::keyValue).
    double anchorValue() const;

    /// Anti-regression strategy for the live adjustment (default KeepRatio; None turns it
    /// off). The interactive modes name the moved key's side as active.
    void setAntiRegressionMode(AntiRegressionMode mode) { m_mode = mode; }
    AntiRegressionMode antiRegressionMode() const { return m_mode; }

    /// The closed range of time offsets that keep every moved key at least `minimumGap`
    /// from its unmoved neighbours: lo <= 0 <= hi; ±infinity on a side without neighbours.
    /// When two keys are already closer than `minimumGap`, the side is 0.
    std::pair<double, double> allowedTimeOffsets(double minimumGap = kDefaultMinimumGap) const;

    /// The time offset a proposal becomes: clamped to `allowed` (neighbour stops), then,
    /// when `snapToFrames`, chosen so that anchorTime + offset is the whole number nearest
    /// to the proposal inside the allowed range (when no whole number fits, the clamped
    /// offset is kept). Non-finite proposals give 0.
    static double resolveTimeOffset(double proposed, double anchorTime,
                                    std::pair<double, double> allowed, bool snapToFrames);

    /// The value offset a proposal becomes with value snapping (Maya's Graph Editor value
    /// snap): when `step` > 0, chosen so that anchorValue + offset is the multiple of `step`
    /// nearest to anchorValue + proposed; `step` <= 0 or not finite: `proposed` as it is.
    /// Non-finite proposals give 0. Units: value units.
    static double resolveValueOffset(double proposed, double anchorValue, double step);

    /// Sets fn.curve() to before() with the keys moved by exactly (timeOffset, valueOffset)
    /// after the axis lock (AnimCurveFn::moveKeys: tangents of computed types follow), the
    /// inner loop following, and the live anti-regression. The offset must already be
    /// resolved (resolveTimeOffset); an offset that would reorder keys is an error and
    /// leaves fn.curve() as it was before the call. `change`, when given, gets one record of
    /// the step from the curve as it was to the result. Precondition: fn's curve is the
    /// channel the session was made for (before() or a state of this drag).
    Status apply(AnimCurveFn &fn, double timeOffset, double valueOffset, DragAxis axis = DragAxis::Free,
                 AnimCurveChange *change = nullptr) const;

    /// Single-channel convenience: resolves the proposed time offset against this
    /// session's own neighbour stops and snapping, then apply(). Returns the status; the
    /// applied time offset is written to `appliedTimeOffset` when given.
    Status drag(AnimCurveFn &fn, double proposedTimeOffset, double valueOffset, DragAxis axis,
                bool snapToFrames, double *appliedTimeOffset = nullptr) const;

private:
    KnotDragSession(AnimCurve before, std::vector<std::size_t> keys, std::size_t anchor);
    Status followInnerLoop(AnimCurveFn &fn, double timeOffset, AnimCurveChange *change) const;

    AnimCurve m_before;
    std::vector<std::size_t> m_keys;
    std::vector<bool> m_moved; ///< per key of before(): part of the drag
    std::size_t m_anchor = 0;
    AntiRegressionMode m_mode = AntiRegressionMode::KeepRatio;
};

} // namespace knotline
