# knotline.KnotDragSession / TangentDragSession (app/python/DragSessionBindings.cpp): the
# contract of the canvas drag sessions as scripts see it, with hand-computed values. Key
# drags stop a minimum gap (default 1e-3 time codes) before unmoved neighbours, snap the
# anchor onto whole time codes, honour axis locks and recompute every move from the press;
# Drag and Apply record into change= or the open ChangeBlock and undo bit for bit; a tangent
# handle at (t + w, v + s*w) (out) or (t - w, v_pre - s*w) (in) maps to width w and slope
# s; refusals raise knotline.Error naming the call. The drags against Ts's interactive
# regression preventer are checked by test_golden_drag_baselines.py.
import math

import pytest

import knotline as kl

Fn = kl.AnimCurveFn
GAP = 1e-3  # KnotDragSession::kDefaultMinimumGap


def make_curve(times=(0.0, 10.0, 20.0), values=(0.0, 5.0, 0.0)):
    """A weighted curve with flat keys (slopes 0, widths a third of the segment)."""
    curve = kl.AnimCurve()
    fn = Fn(curve)
    fn.setIsWeighted(True)
    for t, v in zip(times, values):
        fn.addKey(t, v, Fn.kTangentFlat, Fn.kTangentFlat)
    return curve, fn


def state(curve):
    """Every number of the curve as float.hex (bit for bit), with its types and flags."""
    fn = Fn(curve)
    knots = tuple((k.GetTime().hex(), k.GetValue().hex(), k.IsDualValued(), k.GetPreValue().hex(),
                   k.GetPreTanWidth().hex(), k.GetPreTanSlope().hex(), k.GetPostTanWidth().hex(),
                   k.GetPostTanSlope().hex(), k.GetNextInterpolation(), k.GetPreTanAlgorithm(),
                   k.GetPostTanAlgorithm()) for k in curve.spline().GetKnots())
    keys = tuple((k["inType"], k["outType"], tuple(x.hex() for x in k["inTangent"] + k["outTangent"]),
                  k["tangentsLocked"], k["weightsLocked"], k["isBreakdown"]) for k in fn.getKeys())
    return knots, keys, fn.preInfinityType(), fn.postInfinityType(), fn.isWeighted(), curve.name()


# ---- key drags -------------------------------------------------------------------------

def test_a_key_drag_stops_a_minimum_gap_before_its_neighbour():
    curve, fn = make_curve(times=(0.0, 10.25, 20.0))
    drag = kl.KnotDragSession(curve, keys=[1], anchor=1)
    assert drag.GetKeys() == [1] and drag.GetAnchor() == 1
    assert (drag.GetAnchorTime(), drag.GetAnchorValue()) == (10.25, 5.0)
    assert drag.GetAntiRegressionMode() == kl.AntiRegressionKeepRatio
    # (previous + gap - t, next - gap - t), in the core's order of operations.
    lo, hi = (0.0 + GAP) - 10.25, (20.0 - GAP) - 10.25
    assert drag.AllowedTimeOffsets() == (lo, hi)
    assert drag.AllowedTimeOffsets(0.5) == (-9.75, 9.25)
    assert drag.AllowedTimeOffsets(minimumGap=0.0) == (-10.25, 9.75)
    # A proposal past the neighbour stops at the gap; Drag returns the offset it applied.
    assert drag.Drag(fn, 15.0) == hi
    assert fn.time(1) == pytest.approx(20.0 - GAP, abs=1e-12) and fn.time(1) < 20.0
    assert drag.Drag(fn, -50.0) == lo
    assert fn.time(1) == pytest.approx(GAP, abs=1e-12)
    assert [fn.time(0), fn.time(2)] == [0.0, 20.0]   # the neighbours do not move
    # Inside the range the proposal is applied as it is; each move starts from the press.
    for dt in (0.1, 0.5, 0.4):
        assert drag.Drag(fn, dt) == dt
    assert fn.time(1) == 10.25 + 0.4
    # A non-finite proposal gives 0 (NaN is no time at all).
    assert drag.Drag(fn, math.inf) == 0.0 and fn.time(1) == 10.25
    with pytest.raises(ValueError):
        drag.Drag(fn, math.nan)


def test_allowed_offsets_are_unbounded_without_unmoved_neighbours():
    curve, _ = make_curve()
    assert kl.KnotDragSession(curve, [0], 0).AllowedTimeOffsets() == (-math.inf, (10.0 - GAP) - 0.0)
    assert kl.KnotDragSession(curve, [2], 2).AllowedTimeOffsets() == ((10.0 + GAP) - 20.0, math.inf)
    # Keys moved together do not stop each other: keys 1 and 2 stop only at key 0.
    assert kl.KnotDragSession(curve, [1, 2], 2).AllowedTimeOffsets() == ((0.0 + GAP) - 10.0, math.inf)
    # Keys 0 and 2 each stop at key 1; the keys come back ascending.
    both = kl.KnotDragSession(curve, [2, 0], 0)
    assert both.GetKeys() == [0, 2]
    assert both.AllowedTimeOffsets() == ((10.0 + GAP) - 20.0, (10.0 - GAP) - 0.0)


def test_snap_to_frames_puts_the_anchor_on_a_whole_time_code():
    curve, fn = make_curve(times=(0.0, 10.25, 20.0))
    drag = kl.KnotDragSession(curve, [1], 1)
    assert drag.Drag(fn, 2.6) == 2.6 and fn.time(1) == 12.85
    # 10.25 + 2.6 = 12.85 rounds to 13: offset 2.75.
    assert drag.Drag(fn, 2.6, snapToFrames=True) == 2.75 and fn.time(1) == 13.0
    assert drag.Drag(fn, -3.4, snapToFrames=True) == -3.25 and fn.time(1) == 7.0
    # 20.15 rounds to 20, beyond the stop at 19.999: the whole time code before it, 19.
    assert drag.Drag(fn, 9.9, snapToFrames=True) == 8.75 and fn.time(1) == 19.0
    # With two keys moved, the other keeps its distance to the anchor.
    curve, fn = make_curve(times=(0.0, 10.25, 12.5, 30.0))
    drag = kl.KnotDragSession(curve, [1, 2], 1)
    assert drag.Drag(fn, 2.6, snapToFrames=True) == 2.75
    assert (fn.time(1), fn.time(2)) == (13.0, 15.25)


def test_axis_locks_drop_one_component():
    curve, fn = make_curve()
    drag = kl.KnotDragSession(curve, [1], 1)
    assert drag.Drag(fn, 2.0, 3.0) == 2.0
    assert (fn.time(1), fn.value(1)) == (12.0, 8.0)
    assert drag.Drag(fn, 2.0, 3.0, axis=kl.DragAxisTimeOnly) == 2.0
    assert (fn.time(1), fn.value(1)) == (12.0, 5.0)
    assert drag.Drag(fn, 2.0, 3.0, axis=kl.DragAxisValueOnly) == 0.0
    assert (fn.time(1), fn.value(1)) == (10.0, 8.0)
    drag.Apply(fn, 2.0, 3.0, kl.DragAxisValueOnly)
    assert (fn.time(1), fn.value(1)) == (10.0, 8.0)
    drag.Apply(fn, 2.0, 3.0, axis=kl.DragAxisTimeOnly)
    assert (fn.time(1), fn.value(1)) == (12.0, 5.0)
    # Apply takes the offset as it is: no stops and no snapping.
    drag.Apply(fn, 9.9999, 0.0)
    assert fn.time(1) == 10.0 + 9.9999


def test_apply_with_a_change_undoes_bit_for_bit_to_the_press():
    curve, fn = make_curve(times=(0.0, 10.25, 20.0))
    press, press_state = kl.AnimCurve(curve), state(curve)
    drag = kl.KnotDragSession(curve, [1], 1)
    change = kl.AnimCurveChange()
    drag.Apply(fn, 1.5, -2.0, change=change)
    assert not change.isEmpty()
    assert (fn.time(1), fn.value(1)) == (11.75, 3.0)
    after = state(curve)
    change.undoIt()
    assert state(curve) == press_state and curve == press
    change.redoIt()
    assert state(curve) == after


def test_several_applies_in_a_change_block_are_one_undo():
    curve, fn = make_curve(times=(0.0, 10.25, 20.0))
    press, press_state = kl.AnimCurve(curve), state(curve)
    drag = kl.KnotDragSession(curve, [1], 1)
    with kl.ChangeBlock() as block:
        drag.Apply(fn, 1.0, 0.0)
        drag.Apply(fn, 2.0, 1.0)
        drag.Apply(fn, 3.0, -1.0)
    assert (fn.time(1), fn.value(1)) == (13.25, 4.0)
    last = state(curve)
    block.undo()
    assert state(curve) == press_state and curve == press
    with pytest.raises(kl.Error):
        block.undo()          # one step: already at the press
    block.redo()
    assert state(curve) == last


def test_drag_moves_in_a_change_block_undo_to_the_press():
    # Every move of a drag recorded: one undo goes back to the press, not to the last move.
    curve, fn = make_curve()
    press, press_state = kl.AnimCurve(curve), state(curve)
    drag = kl.KnotDragSession(curve, [1], 1)
    with kl.ChangeBlock() as block:
        for dt in (1.0, 3.0, 2.0):
            drag.Drag(fn, dt)
    assert fn.time(1) == 12.0
    last = state(curve)
    block.undo()
    assert state(curve) == press_state and curve == press
    block.redo()
    assert state(curve) == last
    # Unrecorded moves then one recorded move: its undo goes back only to the move before.
    drag.Drag(fn, 1.0)
    change = kl.AnimCurveChange()
    drag.Drag(fn, 4.0, change=change)
    change.undoIt()
    assert fn.time(1) == 11.0


def test_an_offset_that_would_reorder_keys_raises_and_changes_nothing():
    curve, fn = make_curve()
    press_state = state(curve)
    drag = kl.KnotDragSession(curve, [1], 1)
    change = kl.AnimCurveChange()
    with pytest.raises(kl.Error) as e:
        drag.Apply(fn, 15.0, 0.0, change=change)     # key 1 to 25, past key 2 at 20
    assert e.value.message_context == ("Apply",)
    assert state(curve) == press_state
    assert change.isEmpty()
    # From a state of the drag, the curve stays as it was before the call.
    drag.Drag(fn, 2.0)
    moved = state(curve)
    with pytest.raises(kl.Error):
        drag.Apply(fn, -12.0, 0.0)                   # key 1 to -2, before key 0
    assert state(curve) == moved


def test_live_anti_regression_of_a_key_drag():
    # Key 1's out and key 2's in tangent 6 time codes long (Maya vector (18, 0)); dragging
    # key 1 8 later leaves a 2 time code segment under them.
    def dragged(mode):
        curve, fn = make_curve()
        fn.setTangentsLocked(1, False)
        fn.setTangentsLocked(2, False)
        fn.setTangent(1, 18.0, 0.0, False)
        fn.setTangent(2, 18.0, 0.0, True)
        drag = kl.KnotDragSession(curve, [1], 1)
        drag.SetAntiRegressionMode(mode)
        assert drag.GetAntiRegressionMode() == mode
        assert drag.Drag(fn, 8.0) == 8.0
        knots = curve.spline().GetKnots()
        return (knots[1].GetPostTanWidth(), knots[2].GetPreTanWidth()), curve.spline().HasRegressiveTangents()

    assert dragged(kl.AntiRegressionNone) == ((6.0, 6.0), True)
    assert dragged(kl.AntiRegressionContain) == ((2.0, 2.0), False)   # each clamped to the segment
    (w1, w2), regressive = dragged(kl.AntiRegressionKeepRatio)
    assert not regressive and w1 == w2 and 0.0 < w1 <= 2.0          # the 1:1 ratio kept


def test_bad_key_drag_sessions_raise():
    curve, _ = make_curve()
    cases = (([], 0, "knot drag: no keys to move", ()),
             ([5], 5, "knot drag: key %1 does not exist", ("5",)),
             ([1, 1], 1, "knot drag: key %1 is given twice", ("1",)),
             ([0, 1], 2, "knot drag: the anchor key is not among the moved keys", ()))
    for keys, anchor, fmt, args in cases:
        with pytest.raises(kl.Error) as e:
            kl.KnotDragSession(curve, keys, anchor)
        assert e.value.message_context == ("KnotDragSession",)
        assert e.value.message_format == fmt and e.value.message_args == args
    with pytest.raises(TypeError):
        kl.KnotDragSession(curve, [-1], 0)           # indices are unsigned


# ---- tangent drags ---------------------------------------------------------------------

def test_a_handle_position_maps_to_width_and_slope():
    curve, _ = make_curve()                          # key 1 at (10, 5), segments 10 long
    out = kl.TangentDragSession(curve, 1, isInTangent=False)
    assert out.GetKey() == 1 and not out.IsInTangent()
    assert out.GetAntiRegressionMode() == kl.AntiRegressionKeepRatio
    assert out.MinimumWidth() == 1e-4 * 10.0
    # Out handle at (t + w, v + s*w): (13, 6.5) is w = 3, s = 0.5.
    assert out.WidthAndSlope(13.0, 6.5) == (3.0, 0.5)
    assert out.WidthAndSlope(handleTime=12.0, handleValue=4.0) == (2.0, -0.5)
    # A handle behind its key is clamped to the minimum width (steep, never vertical).
    assert out.WidthAndSlope(9.0, 4.0) == (1e-3, (4.0 - 5.0) / 1e-3)
    # In handle at (t - w, v_pre - s*w): (8, 4) is w = 2, s = 0.5.
    inside = kl.TangentDragSession(curve, 1, isInTangent=True)
    assert inside.IsInTangent()
    assert inside.WidthAndSlope(8.0, 4.0) == (2.0, 0.5)
    # The handle where the key's tangent puts it maps back to that tangent.
    k = curve.spline().GetKnots()[1]
    w, s = k.GetPostTanWidth(), k.GetPostTanSlope()
    assert out.WidthAndSlope(k.GetTime() + w, k.GetValue() + s * w) == pytest.approx((w, s), abs=1e-15)


def test_a_tangent_drag_sets_the_tangent():
    curve, fn = make_curve()
    fn.setTangentsLocked(1, False)
    press_state = state(curve)
    drag = kl.TangentDragSession(curve, 1, False)
    change = kl.AnimCurveChange()
    drag.Apply(fn, 13.0, 6.5, change=change)
    k = curve.spline().GetKnots()[1]
    assert (k.GetPostTanWidth(), k.GetPostTanSlope()) == (3.0, 0.5)
    assert (k.GetPreTanWidth(), k.GetPreTanSlope()) == (10.0 / 3.0, 0.0)  # unlocked: the in side stays
    assert fn.getTangent(1, False) == (9.0, 4.5)                        # Maya (3w, 3w*s)
    assert fn.outTangentType(1) == Fn.kTangentFixed and fn.inTangentType(1) == Fn.kTangentFlat
    change.undoIt()
    assert state(curve) == press_state


def test_locked_tangents_turn_the_other_side():
    curve, fn = make_curve()
    assert fn.tangentsLocked(1)
    drag = kl.TangentDragSession(curve, 1, False)
    drag.Apply(fn, 13.0, 6.5)
    # The in side turns to slope 0.5 and keeps its length 10 (weights are not locked).
    x, y = fn.getTangent(1, True)
    assert (x, y) == pytest.approx((10.0 / math.sqrt(1.25), 5.0 / math.sqrt(1.25)), abs=1e-12)
    assert curve.spline().GetKnots()[1].GetPreTanSlope() == pytest.approx(0.5, abs=1e-15)


def test_several_tangent_moves_in_a_change_block_are_one_undo():
    curve, fn = make_curve()
    press_state = state(curve)
    drag = kl.TangentDragSession(curve, 1, True)
    with kl.ChangeBlock() as block:
        for ht in (9.0, 7.0, 8.0):
            drag.Apply(fn, ht, 4.0)
    assert curve.spline().GetKnots()[1].GetPreTanWidth() == 2.0
    last = state(curve)
    block.undo()
    assert state(curve) == press_state
    block.redo()
    assert state(curve) == last


def test_live_anti_regression_of_a_tangent_drag():
    # Key 1's out handle dragged to width 15 over a 10 time code segment.
    def dragged(mode):
        curve, fn = make_curve()
        fn.setTangentsLocked(1, False)
        drag = kl.TangentDragSession(curve, 1, False)
        drag.SetAntiRegressionMode(mode)
        drag.Apply(fn, 25.0, 5.0)
        return curve.spline().GetKnots()[1].GetPostTanWidth(), curve.spline().HasRegressiveTangents()

    assert dragged(kl.AntiRegressionNone) == (15.0, True)
    width, regressive = dragged(kl.AntiRegressionKeepRatio)
    assert not regressive and width < 15.0


def test_has_handle_needs_a_curve_segment_or_a_linear_infinity():
    curve, fn = make_curve()

    def handles():
        return [kl.TangentDragSession.HasHandle(curve, k, side) for k in range(3) for side in (True, False)]

    # (key 0 in, key 0 out, key 1 in, key 1 out, key 2 in, key 2 out); constant infinity.
    assert handles() == [False, True, True, True, True, False]
    assert not kl.TangentDragSession.HasHandle(curve, 9, False)
    fn.setPreInfinityType(Fn.kLinear)               # the outer tangent the extrapolation follows
    assert handles() == [True, True, True, True, True, False]
    fn.setOutTangentType(0, Fn.kTangentStep)        # segment 0 held: no curve uses either side
    assert handles() == [True, False, False, True, True, False]
    with pytest.raises(kl.Error) as e:
        kl.TangentDragSession(curve, 0, False)
    assert e.value.message_context == ("TangentDragSession",)
    assert e.value.message_format == "tangent drag: no curve segment uses that tangent of key %1"
    assert e.value.message_args == ("0",)


def test_bad_tangent_drags_raise():
    curve, fn = make_curve()
    with pytest.raises(kl.Error) as e:
        kl.TangentDragSession(curve, 7, False)
    assert e.value.message_context == ("TangentDragSession",)
    assert e.value.message_format == "tangent drag: key %1 does not exist" and e.value.message_args == ("7",)
    with pytest.raises(kl.Error) as e:
        kl.TangentDragSession(curve, 2, isInTangent=False)   # constant post infinity
    assert e.value.message_context == ("TangentDragSession",)
    drag = kl.TangentDragSession(curve, 1, False)
    press_state = state(curve)
    with pytest.raises(kl.Error) as e:
        drag.Apply(fn, math.inf, 0.0)
    assert e.value.message_context == ("Apply",)
    assert state(curve) == press_state
    with pytest.raises(ValueError):
        drag.Apply(fn, 13.0, math.nan)


def test_a_step_refused_by_its_change_leaves_the_curve_where_the_drag_had_it():
    # A change recorded on another curve refuses the step; the step back to the press
    # (offset 0) as well as a move leaves the dragged curve as it was.
    curve, fn = make_curve()
    other, other_fn = make_curve(times=(0.0,), values=(0.0,))
    of_other = kl.AnimCurveChange()
    other_fn.setValue(0, 1.0, change=of_other)
    drag = kl.KnotDragSession(curve, [1], 1)
    for dt in (0.0, 0.5):
        drag.Drag(fn, 2.0)
        dragged = state(curve)
        with pytest.raises(kl.Error, match="belongs to another curve"):
            drag.Apply(fn, dt, 0.0, change=of_other)
        assert state(curve) == dragged
