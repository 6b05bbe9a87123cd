#pragma once
// KnotEchoes: where the knots of a spline reappear as copies — in inner-loop iterations
// (semantics rule 11) and in looping extrapolation (repeat, reset, oscillate; rules 1, 2,
// 6) — and how a move of an echo maps back onto the authored knot it copies. The curve
// canvas draws echoes as ghost keys and lets the user drag them (GhostKeyCanvasDrag).
//
// Units: times are time codes, values attribute units. This header includes no Qt.
//
// Forward map (the echo of authored knot i in one iteration), for the spline as it is:
//   echoTime  = timeScale · knots[i].time + timeShift      (timeScale = ±1)
//   echoValue = knots[i].value + valueShift
// with, for an iteration k of the inner loop (span = protoEnd − protoStart):
//   timeScale = +1, timeShift = k·span, valueShift = k·valueOffset (rounded to the value
//   type as the baked copy is; the closing copy at loopedEnd is iteration numPostLoops + 1);
// and for hop h >= 1 of looping extrapolation over the looped region [A, B] of the
// resolved knots (inner loops baked; S = B − A; the resolved knot j itself an authored
// knot or an inner-loop copy, whose own map is composed with this one):
//   post, repeat / reset, and oscillate with h even:  time T_j + h·S
//   post, oscillate with h odd (mirrored):            time A + B − T_j + h·S
//   pre,  repeat / reset, and oscillate with h even:  time T_j − h·S
//   pre,  oscillate with h odd (mirrored):            time A + B − T_j − h·S
//   value: V_j, plus h·(V_B − V_A) post / − h·(PV_B − PV_A) pre for repeat (rule 2: the
//   pre side offsets by pre-values), unchanged for reset and oscillate.
//
// Inverse map (a drag of the echo by (dt, dv) in the canvas): the authored knot moves by
// (dt / timeGain, dv / valueGain). For a knot strictly inside the looped region the gains
// are timeScale (= −1 in a mirrored copy: the time delta is negated) and 1 (the offset of
// an iteration does not depend on the knot, so the same value delta applies). The gains
// differ where the knot also defines the iteration: moving A or B changes S (and under
// repeat the offset V_B − V_A), so its echo h iterations away moves h times that change on
// top; moving the inner loop's prototype start knot moves protoStart with it
// (KnotDragSession) and so changes span: its copy in iteration k moves by (1 − k)·dt.
// In general, with a_x = d(T_x)/d(T_i) and b_x = d(V_x)/d(V_i) for the resolved knots x
// when authored knot i moves (a_x = [x copies i] − k_x·[i is the prototype start knot],
// k_x the inner-loop iteration of x; b_x = [x copies i]; pre-values move with values):
//   timeGain  = a_j + s·h·(a_B − a_A)             (s = +1 post, −1 pre)
//             = a_A + a_B − a_j + s·h·(a_B − a_A)   in a mirrored copy
//   valueGain = b_j + s·h·(b_B − b_A) for repeat, b_j for reset and oscillate;
// inner-loop echoes have timeGain a_j and valueGain 1.
// A gain of 0 means the echo cannot move along that axis by moving its knot (it stays
// put; the drag then leaves that component alone): locked.
//
// Echoes are listed only where no effective key sits at the same time (an authored knot
// not shadowed by the inner loop: a real key is drawn there; a shadowed knot is not on the
// curve, so the echo that replaces it is listed), and where two iterations meet at one time only the later iteration's
// echo is kept (rule 6: the post side belongs to the later iteration).

#include "core/spline/Spline.h"

#include <cstddef>
#include <vector>

namespace knotline {

enum class EchoKind {
    InnerLoop,         ///< a copy made by an inner pre or post loop
    PreExtrapolation,  ///< a copy in looping pre-extrapolation
    PostExtrapolation, ///< a copy in looping post-extrapolation
};

struct KnotEcho {
    EchoKind kind = EchoKind::InnerLoop;
    std::size_t knot = 0; ///< the authored knot it echoes (index into Spline::knots())
    /// Inner loop: the iteration k (negative: pre loops; numPostLoops + 1: the closing copy).
    /// Extrapolation: the hop h >= 1 (iterations away from the looped region).
    int iteration = 0;
    double time = 0.0;  ///< where it sits, time codes
    double value = 0.0; ///< its value (post side), value units
    double timeScale = 1.0; ///< −1 in a mirrored (oscillated) copy
    double timeShift = 0.0;
    double valueShift = 0.0;
    double timeGain = 1.0;  ///< d(echo time) / d(knot time); 0: locked
    double valueGain = 1.0; ///< d(echo value) / d(knot value); 0: locked

    /// The echo time of a knot time (forward map, loop fixed).
    double echoTime(double knotTime) const { return timeScale * knotTime + timeShift; }
    /// The knot time an echo time comes from (inverse of echoTime).
    double knotTime(double echoTime) const { return (echoTime - timeShift) * timeScale; }
    /// The knot's time offset that moves this echo by `echoTimeDelta` (0 when locked).
    double knotTimeDelta(double echoTimeDelta) const { return timeGain != 0.0 ? echoTimeDelta / timeGain : 0.0; }
    /// The knot's value offset that moves this echo by `echoValueDelta` (0 when locked).
    double knotValueDelta(double echoValueDelta) const
    {
        return valueGain != 0.0 ? echoValueDelta / valueGain : 0.0;
    }
};

/// The echoes of `spline`'s knots with time in [t0, t1] (time codes; t0 <= t1), sorted by
/// time, at most `maxCount` of them (the ones nearest the knots first: iterations are
/// walked outwards from the looped region, so a cut drops the far ones). Empty when the
/// spline has no inner loops and no looping extrapolation, or when the range is empty.
/// Inner-loop echoes come from the baked knots (rule 11), so they sit exactly where
/// evaluation puts the copies. O(echoes returned + knots).
std::vector<KnotEcho> knotEchoes(const Spline &spline, double t0, double t1, std::size_t maxCount);

} // namespace knotline
