# knotline.AnimCurve / AnimCurveFn (MFnAnimCurve-like editing), AnimCurveChange undo/redo
# and the ChangeBlock context manager.
import copy
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
