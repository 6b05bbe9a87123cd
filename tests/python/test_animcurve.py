# knotline.AnimCurve / AnimCurveFn (MFnAnimCurve-like editing), AnimCurveChange undo/redo
# and the ChangeBlock context manager.
import copy
import math
import gc

import pytest

import knotline as kl

Fn = kl.AnimCurveFn


def keyed_curve():
    curve = kl.AnimCurve()
    fn = Fn(curve)
    for t, v in ((0, 0), (10, 5), (20, 0)):
        fn.addKey(t, v, Fn.kTangentLinear, Fn.kTangentLinear)
    return curve, fn


def test_add_query_evaluate():
    curve, fn = keyed_curve()
    assert fn.numKeys() == curve.numKeys() == 3
    assert [fn.time(i) for i in range(3)] == [0, 10, 20]
    assert fn.value(1) == 5
    assert fn.find(10) == 1 and fn.find(11) is None
    assert fn.findClosest(14) == 1
    assert fn.inTangentType(1) == Fn.kTangentLinear
    assert fn.evaluate(5) == pytest.approx(2.5)
    assert curve.evaluate(15) == pytest.approx(2.5)
    assert curve.spline().Eval(5) == pytest.approx(2.5)
    assert not fn.isWeighted() and not fn.isStatic()
    assert fn.preInfinityType() == Fn.kConstant
    x, y = fn.getTangent(0, False)
    assert y / x == pytest.approx(0.5)


def test_edits_and_errors():
    curve, fn = keyed_curve()
    fn.setValue(1, 7)
    fn.setTime(1, 12)
    assert (fn.time(1), fn.value(1)) == (12, 7)
    with pytest.raises(kl.Error):
        fn.setTime(1, 25)                     # would reorder the keys
    with pytest.raises(kl.Error):
        fn.value(3)                           # index out of range
    with pytest.raises(kl.Error):
        kl.AnimCurve().evaluate(0)            # no keys
    with pytest.raises(TypeError):
        fn.remove(-1)                         # indices are unsigned
    fn.setOutTangentType(0, Fn.kTangentStep)
    assert fn.evaluate(5) == 0
    fn.setPostInfinityType(Fn.kCycle)
    assert fn.postInfinityType() == Fn.kCycle
    fn.remove(2)
    assert fn.numKeys() == 2


def test_change_record_undo_redo():
    curve, fn = keyed_curve()
    before = kl.AnimCurve(curve)
    change = kl.AnimCurveChange()
    assert change.isEmpty()
    fn.setValue(1, 9, change=change)
    fn.addKey(30, 1, change=change)
    assert not change.isEmpty()
    after = kl.AnimCurve(curve)
    change.undoIt()
    assert curve == before
    change.redoIt()
    assert curve == after
    assert change.affectedIntervals()
    with pytest.raises(kl.Error):
        change.redoIt()                       # not in the before state
    with pytest.raises(kl.Error):
        kl.AnimCurveChange().undoIt()         # empty


def test_change_block_context_manager():
    curve, fn = keyed_curve()
    before = kl.AnimCurve(curve)
    with kl.ChangeBlock() as block:
        fn.setValue(0, 3)
        fn.setTime(2, 25)
        fn.remove(1)
    fn.addKey(40, 4)                           # outside the block: not recorded
    assert not block.change.isEmpty()
    fn.remove(fn.find(40))
    edited = kl.AnimCurve(curve)
    block.undo()
    assert curve == before
    block.redo()
    assert curve == edited


def test_change_block_keeps_its_curve_alive():
    def make():
        curve, fn = keyed_curve()
        with kl.ChangeBlock() as block:
            fn.setValue(1, 2)
        return block
    block = make()
    gc.collect()
    block.undo()                               # the curve is still referenced by the change
    block.redo()


def test_change_of_another_curve_is_refused():
    a, fa = keyed_curve()
    b, fb = keyed_curve()
    change = kl.AnimCurveChange()
    fa.setValue(0, 1, change=change)
    with pytest.raises(kl.Error):
        fb.setValue(0, 1, change=change)
    assert fb.value(0) == 0


def test_edit_spline_and_exceptions():
    curve, fn = keyed_curve()
    fn.editSpline(lambda s: s.SetPostExtrapolation(kl.Extrapolation(kl.ExtrapSloped, slope=1)))
    assert curve.evaluate(30) == pytest.approx(10)

    def bad(s):
        s.SetKnot(kl.Knot(time=5, value=1))
        raise ValueError("stop")
    snapshot = kl.AnimCurve(curve)
    with pytest.raises(ValueError):
        fn.editSpline(bad)
    assert curve == snapshot


def test_value_semantics_and_repr():
    curve, fn = keyed_curve()
    c2 = copy.deepcopy(curve)
    Fn(c2).setValue(0, 100)
    assert fn.value(0) == 0
    fn.setName("Lamp.intensity")
    assert curve.name() == "Lamp.intensity"
    assert repr(curve) == "knotline.AnimCurve(name='Lamp.intensity', weighted=False, keys=[(0, 0), (10, 5), (20, 0)])"
    from_spline = kl.AnimCurve.FromSpline(curve.spline())
    assert from_spline.numKeys() == 3


def test_add_keys_and_move_keys_undo():
    curve, fn = keyed_curve()
    change = kl.AnimCurveChange()
    fn.addKeys([30, 25, 40], [1, 2, 3], Fn.kTangentLinear, Fn.kTangentLinear, change=change)
    assert [fn.time(i) for i in range(fn.numKeys())] == [0, 10, 20, 25, 30, 40]
    assert fn.value(3) == 2 and fn.value(4) == 1
    fn.addKeys([5, 15], [9, 9], keepExistingKeys=False, change=change)   # removes the key at 10
    assert [fn.time(i) for i in range(fn.numKeys())] == [0, 5, 15, 20, 25, 30, 40]
    fn.moveKeys([1, 2], 2, -1, change=change)
    assert (fn.time(1), fn.value(1), fn.time(2), fn.value(2)) == (7, 8, 17, 8)
    with pytest.raises(kl.Error, match="moveKeys"):
        fn.moveKeys([1], 20, 0)                                       # past its neighbours
    with pytest.raises(kl.Error, match="2 times but 1 values"):
        fn.addKeys([50, 60], [1])
    assert fn.numKeys() == 7
    change.undoIt()
    assert [fn.time(i) for i in range(fn.numKeys())] == [0, 10, 20] and fn.value(1) == 5


def test_angle_weight_locks_and_breakdown():
    curve, fn = keyed_curve()
    fn.setIsWeighted(True)
    assert fn.tangentsLocked(1) and not fn.isBreakdown(1)
    angle, weight = fn.getTangentAngleWeight(0, False)
    x, y = fn.getTangent(0, False)
    assert angle == pytest.approx(math.atan2(y, x)) and weight == pytest.approx(math.hypot(x, y) / 3)
    fn.setTangentsLocked(1, False)
    fn.setWeightsLocked(1, False)
    fn.setTangentAngleWeight(1, math.pi / 4, 2.0, False)
    x, y = fn.getTangent(1, False)
    assert (x, y) == pytest.approx((6 * math.cos(math.pi / 4), 6 * math.sin(math.pi / 4)))
    assert fn.outTangentType(1) == Fn.kTangentFixed
    assert fn.getTangent(1, True)[1] / fn.getTangent(1, True)[0] == pytest.approx(0.5)  # unlocked: in kept
    fn.setAngle(1, 0.0, False)
    assert fn.getTangentAngleWeight(1, False) == pytest.approx((0.0, 2.0))
    fn.setWeight(1, 0.5, False)
    assert fn.getTangent(1, False) == pytest.approx((1.5, 0.0))
    fn.setIsBreakdown(1, True)
    assert fn.isBreakdown(1) and not fn.tangentsLocked(1) and not fn.weightsLocked(1)
    with pytest.raises(kl.Error):
        fn.setTangentAngleWeight(1, 2.0, 1.0, False)                  # beyond pi/2
    fn.setIsWeighted(False)
    with pytest.raises(kl.Error, match="setWeight"):
        fn.setWeight(1, 1.0, False)


def test_get_and_set_keys_in_one_change():
    curve, fn = keyed_curve()
    keys = fn.getKeys()
    assert [(k["time"], k["value"], k["inType"]) for k in keys] == [
        (0, 0, Fn.kTangentLinear), (10, 5, Fn.kTangentLinear), (20, 0, Fn.kTangentLinear)]
    before = repr(curve)
    # Shift every key by 5 frames and double it, in any order, as one undoable change.
    moved = [dict(k, time=k["time"] + 5, value=2 * k["value"]) for k in reversed(keys)]
    change = kl.AnimCurveChange()
    fn.setKeys(moved, change=change)
    assert [(fn.time(i), fn.value(i)) for i in range(3)] == [(5, 0), (15, 10), (25, 0)]
    assert fn.getKeys()[1]["outType"] == Fn.kTangentLinear
    change.undoIt()
    assert repr(curve) == before
    # Only time and value are needed; two keys at one time are refused, nothing changed.
    fn.setKeys([{"time": 1, "value": 2}])
    assert fn.numKeys() == 1 and fn.value(0) == 2
    with pytest.raises(kl.Error):
        fn.setKeys([{"time": 1, "value": 2}, {"time": 1, "value": 3}])
    assert fn.numKeys() == 1
    with pytest.raises(KeyError):
        fn.setKeys([{"value": 2}])
    with pytest.raises(ValueError, match="key 0: unknown member 'intype'"):  # a typo is not ignored
        fn.setKeys([{"time": 0, "value": 0, "intype": Fn.kTangentStep}])
    with pytest.raises(TypeError, match="key 1: 'time' has the wrong type"):
        fn.setKeys([{"time": 0, "value": 0}, {"time": "a", "value": 0}])
    with pytest.raises(TypeError, match="key 0 is not a dict"):
        fn.setKeys([(0, 0)])
    assert fn.numKeys() == 1 and fn.value(0) == 2
