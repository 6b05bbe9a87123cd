#pragma once
// Easing: the curve a compiled-timeline keyframe gives the segment leaving it, as the
// compiled JSON spells it (spec/timeline.md §1.5): progress e(p) for p in [0, 1) of the
// segment, value = a + (b − a) · e(p).
//
// Supported forms (every other name is refused):
// - null, "linear": e(p) = p.
// - [x1, y1, x2, y2] and "cubic-bezier(x1, y1, x2, y2)", x1 and x2 in [0, 1]: the cubic
//   Bezier (0,0) (x1,y1) (x2,y2) (1,1), y at the parameter whose x is p (solved exactly).
// - "step", "step-end": held (e = 0 while p < 1).
// - an's quadratics (not CSS): "ease_in" p², "ease_out" 1 − (1 − p)², "ease_in_out" and
//   "ease" 2p² below ½ and 1 − 2(1 − p)² from ½.
// - CSS "ease-in", "ease-out", "ease-in-out": cubic-bezier(0.42,0,1,1), (0,0,0.58,1),
//   (0.42,0,0.58,1).
// - CSS "step-start" (= steps(1, jump-start)) and "steps(n[, position])" with position
//   jump-start | jump-end | jump-none | jump-both | start (= jump-start) | end (= jump-end,
//   the default); n >= 1, n >= 2 for jump-none, n <= kMaxEasingSteps.

#include "core/base/Result.h"

#include <string_view>

namespace knotline {

/// The most steps a steps() easing may have (each step is a knot).
inline constexpr int kMaxEasingSteps = 100000;

enum class EasingKind {
    Linear,      ///< e(p) = p
    Held,        ///< e(p) = 0 for p < 1
    CubicBezier, ///< control points x1, y1, x2, y2
    QuadIn,      ///< p²
    QuadOut,     ///< 1 − (1 − p)²
    QuadInOut,   ///< 2p² below ½, 1 − 2(1 − p)² from ½
    Steps,       ///< CSS steps(steps, jump)
};

/// Where a CSS steps() easing jumps (CSS Easing Functions Level 1, "step position").
enum class StepJump { Start, End, None, Both };

struct Easing {
    EasingKind kind = EasingKind::Linear;
    double x1 = 0.0, y1 = 0.0, x2 = 1.0, y2 = 1.0; ///< CubicBezier control points
    int steps = 1;                                  ///< Steps: number of steps
    StepJump jump = StepJump::End;                  ///< Steps: step position

    bool operator==(const Easing &) const = default;
};

/// The easing a compiled keyframe's string names (see the header comment), e.g. "ease_in",
/// "cubic-bezier(0.25, 0.1, 0.25, 1)", "steps(3, jump-none)". Spaces around the
/// parenthesised arguments are allowed. Errors: EasingUnsupported naming `name` (an unknown
/// name, e.g. a manim rate function), EasingBezierXOutOfRange, EasingStepsInvalid.
Result<Easing> easingFromName(std::string_view name);

/// The cubic-Bezier easing [x1, y1, x2, y2]. Errors: a number that is not finite or an x
/// outside [0, 1] (EasingBezierXOutOfRange).
Result<Easing> easingFromControlPoints(double x1, double y1, double x2, double y2);

/// CSS steps(): the number of the step that shows at progress p in [0, 1) (the CSS
/// "current step", clamped to [0, jumps]), and the number of jumps the output divides by.
/// Progress output = step / jumps. Preconditions: e.kind == Steps, e.steps valid.
int easingStepAt(const Easing &e, double p);
int easingStepJumps(const Easing &e);

} // namespace knotline
