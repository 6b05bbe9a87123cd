#pragma once
// TangentDragSession: interactive drag of one tangent handle of one key (the canvas's
// tangent handles), testable without widgets. This header includes no Qt.
//
// The user drags the handle's control point; each apply() takes the proposed absolute
// position of that control point in curve space and recomputes the tangent from the key
// as it was when the drag started (before()), so a drag is one undo step and nothing
// accumulates.
//
// Mapping (Maya / Ts handle geometry): the out (post) handle sits at
// (t + w, v + s·w), the in (pre) handle at (t − w, v_pre − s·w), where w is the tangent
// width (time codes), s the slope (value units per time code), v the key's value and
// v_pre its pre-value (= v unless dual-valued). So for a proposed control point (ht, hv):
//   out: w = ht − t,  s = (hv − v) / w        in: w = t − ht,  s = (v_pre − hv) / w
// A handle cannot cross its key: w is clamped to at least minimumWidth() (the slope then
// gets steep, never vertical). The result goes through AnimCurveFn::setTangent with the
// Maya vector (3w, 3w·s), which honours the key's locks: locked tangents turn the other
// side to the same direction (and, with locked weights on a weighted curve, the same
// length); the edited sides become Fixed. Non-weighted (Hermite) curves keep only the
// direction — their handles have no length, the canvas draws them at a fixed pixel
// length — so only the slope changes.
//
// Live anti-regression (weighted curves), as Ts's TsRegressionPreventer does it
// interactively: the segments on both sides of the key are first given Ts's initial pass
// (a segment regressive before the drag has its neighbour's side repaired with Contain or
// Limit Opposite), then, after setTangent, adjusted with the session's mode (Keep Ratio by
// default; the edited key's side is the active one), so the dragged segment never becomes
// regressive (SegmentDeregression.h). Every step does this, also one that puts the handle
// back where it was. Checked against Ts's PreRegressive*, PostRegressive*,
// InitiallyRegressive* and Noop* baselines (tests/edit/tst_drag_regression_baselines_golden).
// Deliberate differences from Ts: Contain adjusts only regressive segments (Ts's Contain
// also clamps a tangent longer than its segment on a segment that is not regressive), and
// Limit Active keeps a short active side where Ts leaves the segment regressive
// (Regression.h); locked tangents turn the other side too (Maya; Ts knots have no locks).
//
// Outer handles of the end keys: the first key's in (pre) tangent and the last key's out
// (post) tangent face no segment, so they matter only where the extrapolation reads them.
// In Knotline that is Maya's linear infinity (AnimCurve keeps the sloped extrapolation's
// slope equal to the end key's outward tangent slope — AnimCurveSync), so those handles
// exist exactly when that side's infinity is Maya Linear (not Ts-authored). Ts Linear
// extrapolation uses the inward tangent (semantics-notes rule 5), Ts Sloped has its own
// slope, and looping or held extrapolation never reads the outer tangent: no handle
// there, as dragging it would change nothing on screen. Dragging an outer handle works
// like any other (setTangent, locks honoured: a locked tangent turns the inward side too,
// and the inward segment is de-regressed); its minimum width is taken from the inward
// segment (1e-4 time codes for a single key).
//
// Units: times and widths in time codes, values in value units.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/animcurve/MayaTangent.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/spline/SplineTypes.h"

#include <cstddef>

namespace knotline {

class TangentDragSession {
public:
    /// A session dragging `side` of key `key` of `before`. Errors: key out of range; the
    /// side has no handle (hasHandle()).
    static Result<TangentDragSession> create(const AnimCurve &before, std::size_t key, TangentSide side);

    /// True when `side` of key `key` of `curve` has a draggable tangent: a Curve segment
    /// uses it (in: the previous segment is Curve; out: the key's segment is Curve), or it
    /// is an outer handle (hasOuterHandle()). What create() requires; the canvas draws
    /// handles only there.
    static bool hasHandle(const AnimCurve &curve, std::size_t key, TangentSide side);
    /// True for the in side of the first key when the pre infinity is Maya Linear, and the
    /// out side of the last key when the post infinity is Maya Linear (not Ts-authored):
    /// the outer tangents the extrapolation follows (see the header comment).
    static bool hasOuterHandle(const AnimCurve &curve, std::size_t key, TangentSide side);

    const AnimCurve &before() const { return m_before; }
    std::size_t key() const { return m_key; }
    TangentSide side() const { return m_side; }

    void setAntiRegressionMode(AntiRegressionMode mode) { m_mode = mode; }
    AntiRegressionMode antiRegressionMode() const { return m_mode; }

    /// Smallest tangent width a drag produces: 1e-4 of the adjacent segment on the
    /// handle's side (outer handles: of the inward segment; 1e-4 for a single key), in
    /// time codes.
    double minimumWidth() const;

    /// The (width, slope) the handle position (handleTime, handleValue) maps to (see the
    /// header comment), before locks and anti-regression.
    void widthAndSlope(double handleTime, double handleValue, double *width, double *slope) const;

    /// Sets fn.curve() to before() with the handle moved to (handleTime, handleValue),
    /// locks honoured, segments de-regressed. Errors: non-finite input (fn.curve() is then
    /// left as it was). Precondition: fn's curve is this drag's channel.
    Status apply(AnimCurveFn &fn, double handleTime, double handleValue,
                 AnimCurveChange *change = nullptr) const;

private:
    TangentDragSession(AnimCurve before, std::size_t key, TangentSide side);

    AnimCurve m_before;
    std::size_t m_key = 0;
    TangentSide m_side = TangentSide::Out;
    AntiRegressionMode m_mode = AntiRegressionMode::KeepRatio;
};

} // namespace knotline
