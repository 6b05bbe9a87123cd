#pragma once
// KeySliders: the animator's "key slider" operators (issue 34; the Graph Editor sliders of
// Blender 4.x, Unreal's curve editor tools and tweenMachine-style breakdowns), as pure
// functions of one curve. Each operator gives the selected keys new VALUES (their times
// stay) from one slider factor f in [-1, 1] (the slider's -100 % … +100 %).
//
// Runs and neighbours: the selected keys are split into runs of consecutive keys, and
// each run is handled on its own, between its own neighbours: L, the key just before the
// run, and R, the key just after it (both unselected, as runs are maximal). A run that
// starts at the curve's first key has no L; the operators then use the run's own first
// key in L's place (its original time and value), and likewise the run's own last key for
// a missing R; only MatchSlope refuses instead (it needs a segment beyond the neighbour).
// In the formulas below, t and v are a selected key's original time and value,
// (L.t, L.v) and (R.t, R.v) the neighbours (or the run's end keys standing in for them),
// line(t) = the straight line through L and R at time t (L.v when L.t == R.t), and
// lerp(a, b, w) = a + w·(b − a), exact at w = 0 and w = 1 (std::lerp).
//
// Purity: the new values are computed from the curve as it is passed (every key, also a
// selected key of another run, counts with its original value), so a live slider drag
// recomputes from the state at the press for each new factor, never from the previous
// step. Every operator with f = 0 leaves the values exactly as they are, except Tween and
// Ease, whose f = 0 is a shape of its own (see there).
//
// Tangents: applyKeySlider changes values only, through AnimCurveFn::setValue, so keys
// with computed tangent types (Auto, Smooth, Clamped, Linear, Flat, Plateau, …) get their
// tangents recomputed by the editing API, and Fixed tangents keep their vectors (slope
// and weight). Step and step-next keys keep their types.
//
// Not done here (issue 34, later): the GUI slider, copies of the keys made by inner loops
// or cycling extrapolation (only authored keys move), and dual-valued knots (a key's
// value is its Maya value, AnimCurve::keyValue; Ts pre-values are not slid separately).
//
// Units: times are time codes, values (and the default value) value units; the factor and
// the sharpness have none. This header includes no Qt.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"

#include <cstddef>
#include <vector>

namespace knotline {

/// The operators. Each entry says what it computes, which tool it follows and where it
/// differs. f is the factor, w = |f|.
enum class KeySliderOp {
    /// Breakdown between the neighbours' values: v' = lerp(L.v, R.v, (f + 1) / 2); every key
    /// of the run gets the same value: L.v at f = -1, the neighbours' midpoint value at
    /// f = 0, R.v at f = +1. Follows tweenMachine's and Blender's Breakdown slider (the
    /// value between the neighbours' values, not the straight line at the key's time; for
    /// that, use PushPull at -100 %). The key's own value is not used.
    Tween,
    /// Toward one neighbour's value from the key's own: f > 0: v' = lerp(v, R.v, f);
    /// f < 0: v' = lerp(v, L.v, w). At ±100 % the keys land exactly on R.v / L.v.
    /// Follows Blender's Blend to Neighbor.
    BlendToNeighbour,
    /// Toward (f > 0) or away from (f < 0) KeySliderParams::defaultValue (the attribute's
    /// rest value, 0 when there is none): v' = lerp(v, d, f) = v + f·(d − v); at +100 % the
    /// keys land on d, at -100 % their distance from d doubles. Follows Blender's Blend to
    /// Default for f >= 0; differs in giving the negative half a meaning (away from d).
    BlendToDefault,
    /// Exaggerates (f > 0) or flattens (f < 0) the keys relative to line(t):
    /// v' = line(t) + (1 + f)·(v − line(t)), computed as v + f·(v − line(t)) so f = 0 is
    /// exact; at -100 % the keys lie on the line, at +100 % their distance from it doubles.
    /// Follows Blender's Push Pull.
    PushPull,
    /// Replaces the run by an S-shaped ease from L to R: v' = lerp(L.v, R.v, keySliderEase(x,
    /// f, sharpness)) with x = (t − L.t) / (R.t − L.t) (0 when L.t == R.t). f is the ease
    /// bias: -1 eases in (starts slowly at L, fastest at R), 0 is a symmetric ease in-out,
    /// +1 eases out (fastest at L, settles into R). The key's own value is not used, so
    /// f = 0 is the symmetric ease, not the identity. Follows Blender's Ease slider in
    /// purpose; differs in the curve, which is Knotline's own (keySliderEase: two
    /// power-law halves joined at a point the bias moves).
    Ease,
    /// Blends the keys from where they are toward the ease of Ease at full bias: f > 0 toward
    /// the ease out e₊(t) = lerp(L.v, R.v, keySliderEase(x, +1, sharpness)), f < 0 toward the
    /// ease in e₋(t) = lerp(L.v, R.v, keySliderEase(x, −1, sharpness)), x as for Ease:
    /// v' = lerp(v, e±(t), w). At ±100 % the keys lie on that ease; f = 0 is the identity.
    /// Follows Blender's Blend to Ease; differs in the ease curve, which is keySliderEase.
    BlendToEase,
    /// Moves the run as a whole (its shape kept) by one offset: f < 0: by w·(L.v − v_first),
    /// so the run's first key moves toward L.v by w of the gap; f > 0: by f·(R.v − v_last),
    /// the last key toward R.v. At ±100 % that end key lands on the neighbour's value. A
    /// missing neighbour gives no offset. Follows Blender's Blend Offset.
    BlendOffset,
    /// Scales each run's values about their average a (the mean of the run's original
    /// values) by (1 + f): v' = a + (1 + f)·(v − a), computed as v + f·(v − a); -100 %
    /// flattens the run onto a. Neighbours are not used. Follows Blender's Scale Average.
    ScaleAverage,
    /// Scales the run's values away from one neighbour's value p by (1 + w): p = R.v for
    /// f > 0, L.v for f < 0; v' = p + (1 + w)·(v − p), computed as v + w·(v − p). Both
    /// halves exaggerate; scaling toward a neighbour by (1 − w) is BlendToNeighbour. Follows
    /// Blender's Scale from Neighbor; differs in that the factor's sign picks the
    /// neighbour (Blender has an option for it), so flattening is left to BlendToNeighbour.
    ScaleFromNeighbour,
    /// Adds a ramp with the neighbours' own slope s = (R.v − L.v) / (R.t − L.t), anchored
    /// at one neighbour's time: f > 0: v' = v + f·s·(t − L.t) (L's end fixed, the keys
    /// toward R move by up to f·(R.v − L.v)); f < 0: v' = v − w·s·(R.t − t) (R's end fixed,
    /// the keys toward L move by up to w·(L.v − R.v)). No change when L.t == R.t. Follows
    /// Blender's Shear Keys; differs in that the factor's sign picks the anchor (Blender
    /// has an option for it).
    Shear,
    /// Slides the values along the curve: each key takes the original curve's value
    /// (AnimCurve::evaluate) at t + f·D, D = R.t − L.t, wrapped into (L.t, R.t] (a shifted
    /// time beyond R.t comes back by D; the range is closed at R.t, so a key at L.t with no
    /// L and f = 0 keeps its place). f = ±1 shifts by the full length D: the identity.
    /// Keys keep their times. Follows Blender's Time Offset (values read off the curve at
    /// shifted times); Knotline's choices: the wrap range is each run's own neighbours,
    /// values are Maya-rule evaluations of the original curve, and a time where the curve
    /// has no value (a value block) fails with evaluate's error.
    TimeOffset,
    /// Continues the slope of the segment beyond a neighbour: f > 0 the segment from R to
    /// the key after R, m = (v(R+1) − R.v) / (t(R+1) − R.t), target(t) = R.v + m·(t − R.t);
    /// f < 0 the segment from the key before L to L, target(t) = L.v + m·(t − L.t); then
    /// v' = lerp(v, target(t), w). The slope is the two keys' chord, not their tangents.
    /// Refused (SliderNoSlopeAfter / SliderNoSlopeBefore, naming the run) when a run has
    /// fewer than two keys on the chosen side; f = 0 needs nothing and changes nothing.
    /// Follows Blender's Match Slope.
    MatchSlope,
};

struct KeySliderParams {
    KeySliderOp op = KeySliderOp::Tween;
    double factor = 0.0;       ///< in [-1, 1] (the slider's -100 % … +100 %)
    double defaultValue = 0.0; ///< value units; BlendToDefault only (must then be finite)
    double sharpness = 2.0;    ///< Ease and BlendToEase only: finite, >= 1 (1 = straight line)

    bool operator==(const KeySliderParams &) const = default;
};

/// The ease curve of KeySliderOp::Ease at x in [0, 1] (clamped), with bias `bias` in
/// [-1, 1] and sharpness s >= 1: two power-law halves joined at c = (1 − bias) / 2:
/// E(x) = c·(x / c)^s for x <= c, E(x) = 1 − (1 − c)·((1 − x) / (1 − c))^s for x > c.
/// E(0) = 0, E(c) = c, E(1) = 1, monotonic, with slope s at c from both sides (so C1),
/// flat at the ends (for s > 1). bias -1 (c = 1): x^s, an ease in; bias +1 (c = 0):
/// 1 − (1 − x)^s, an ease out; bias 0, s = 2: the quadratic ease in-out (0.125 at x = 0.25).
double keySliderEase(double x, double bias, double sharpness);

/// The new values of the keys at `keys` (indices into `curve`, any order; a repeated
/// index gets the same value twice), in the order of `keys`, by `params` (the operators'
/// formulas above), computed from `curve` as it is. Errors (nothing computed): a factor
/// that is not finite or outside [-1, 1] (SliderFactorOutOfRange); no keys (SliderNoKeys);
/// an index out of range (KeyIndexOutOfRange); BlendToDefault with a non-finite default
/// value (SliderDefaultNotFinite); Ease or BlendToEase with a sharpness that is not finite or below 1
/// (SliderSharpnessInvalid); MatchSlope without two keys on the chosen side of a run
/// (SliderNoSlopeBefore / SliderNoSlopeAfter); TimeOffset where the curve has no value
/// (evaluate's error); a new value that is not finite (SliderValueNotFinite, overflow).
Result<std::vector<double>> keySliderValues(const AnimCurve &curve, const std::vector<std::size_t> &keys,
                                            const KeySliderParams &params);

/// Applies keySliderValues to `fn`'s curve: one AnimCurveFn::setValue per selected key
/// (distinct keys, in time order), all recorded in `change` (undoing it restores the
/// curve bit for bit). All or nothing: the errors of keySliderValues, and a change record
/// of another curve (AnimCurveFn's error), leave the curve unchanged and record nothing.
Status applyKeySlider(AnimCurveFn &fn, const std::vector<std::size_t> &keys, const KeySliderParams &params,
                      AnimCurveChange *change = nullptr);

} // namespace knotline
