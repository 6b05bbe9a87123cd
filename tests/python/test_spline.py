# knotline.Spline / Knot / enums: construction, knot editing, extrapolation, inner loops,
# anti-regression mode, errors as knotline.Error, value semantics and str()/repr().
import copy
import math

import pytest

import knotline as kl


def curve_spline():
    s = kl.Spline()
    s.SetKnot(kl.Knot(time=0, value=0, nextInterp=kl.InterpCurve, postTanWidth=1, postTanSlope=0))
    s.SetKnot(kl.Knot(time=3, value=3, nextInterp=kl.InterpLinear, preTanWidth=1, preTanSlope=0))
    s.SetKnot(kl.Knot(time=5, value=5))
    return s


def test_enums_have_ts_names():
    assert kl.Interpolation.InterpCurve == kl.InterpCurve
    assert {kl.InterpValueBlock, kl.InterpHeld, kl.InterpLinear, kl.InterpCurve} == set(
        kl.Interpolation.__members__.values())
    assert len(kl.ExtrapolationMode.__members__) == 7
    assert kl.ExtrapLoopOscillate.name == "ExtrapLoopOscillate"
    assert kl.CurveTypeHermite != kl.CurveTypeBezier
    assert kl.AntiRegressionKeepRatio.name == "AntiRegressionKeepRatio"
    assert issubclass(kl.Error, RuntimeError)


def test_empty_spline():
    s = kl.Spline()
    assert s.IsEmpty()
    assert s.GetKnots() == []
    assert s.Eval(0.0) is None
    assert s.EvalDerivative(1.0) is None
    assert s.GetCurveType() == kl.CurveTypeBezier
    assert s.GetValueTypeName() == "double"
    assert s.GetAntiRegressionMode() == kl.AntiRegressionKeepRatio


def test_knot_accessors():
    k = kl.Knot(time=2, value=4, nextInterp=kl.InterpCurve, preTanWidth=0.5, preTanSlope=1.5,
                postTanWidth=0.25, postTanSlope=-2, customData={"tag": "a", "n": 3})
    assert (k.GetTime(), k.GetValue(), k.GetNextInterpolation()) == (2, 4, kl.InterpCurve)
    assert (k.GetPreTanWidth(), k.GetPreTanSlope()) == (0.5, 1.5)
    assert (k.GetPostTanWidth(), k.GetPostTanSlope()) == (0.25, -2)
    assert not k.IsDualValued() and k.GetPreValue() == 4
    k.SetPreValue(1)
    assert k.IsDualValued() and k.GetPreValue() == 1
    k.ClearPreValue()
    assert not k.IsDualValued()
    assert k.GetCustomData() == {"n": 3, "tag": "a"}
    k2 = copy.copy(k)
    k2.SetTime(7)
    assert k.GetTime() == 2 and k2 != k


def test_set_knot_and_eval():
    s = curve_spline()
    assert [k.GetTime() for k in s.GetKnots()] == [0, 3, 5]
    assert s.GetKnotCount() == 3
    assert s.Eval(0) == 0 and s.Eval(3) == 3
    assert s.Eval(4) == pytest.approx(4)             # linear segment
    assert s.EvalDerivative(4) == pytest.approx(1)
    assert s.Eval(6) == 5                            # held extrapolation
    assert 0 < s.Eval(1.5) < 3                       # Bezier segment
    assert s.GetKnot(3).GetValue() == 3
    assert s.GetKnot(2.5) is None
    s.RemoveKnot(3)
    assert [k.GetTime() for k in s.GetKnots()] == [0, 5]
    s.ClearKnots()
    assert s.IsEmpty()


def test_dual_valued_knot_pre_value_and_pre_derivative():
    s = kl.Spline()
    s.SetKnots([kl.Knot(time=0, value=0, nextInterp=kl.InterpLinear),
                kl.Knot(time=2, value=10, preValue=2, nextInterp=kl.InterpLinear),
                kl.Knot(time=4, value=10)])
    assert s.Eval(2) == 10
    assert s.EvalPreValue(2) == 2
    assert s.EvalPreDerivative(2) == pytest.approx(1)
    assert s.EvalDerivative(2) == pytest.approx(0)


def test_errors_raise_and_leave_spline_unchanged():
    s = curve_spline()
    before = kl.Spline(s)
    with pytest.raises(kl.Error):
        s.SetKnot(kl.Knot(time=math.nan, value=1))
    with pytest.raises(kl.Error):
        s.SetKnot(kl.Knot(time=1, value=1, preTanWidth=-1))
    with pytest.raises(kl.Error):
        s.SetKnots([kl.Knot(time=1), kl.Knot(time=1)])
    with pytest.raises(kl.Error, match="RemoveKnot"):
        s.RemoveKnot(42)
    with pytest.raises(kl.Error):
        s.SetInnerLoopParams(kl.LoopParams(protoStart=3, protoEnd=1, numPostLoops=1))
    with pytest.raises(kl.Error):
        s.SetPreExtrapolation(kl.Extrapolation(kl.ExtrapSloped, slope=math.inf))
    with pytest.raises(kl.Error):
        kl.Spline("quad")
    with pytest.raises(TypeError):
        s.SetKnot("not a knot")
    assert s == before


def test_eval_with_odd_times_does_not_crash():
    s = curve_spline()
    assert s.Eval(math.nan) is None
    assert s.Eval(math.inf) == 5
    assert s.Eval(-math.inf) == 0


def test_extrapolation():
    s = curve_spline()
    s.SetPostExtrapolation(kl.Extrapolation(kl.ExtrapSloped, slope=2))
    assert s.GetPostExtrapolation().mode == kl.ExtrapSloped
    assert s.GetPostExtrapolation().slope == 2
    assert s.Eval(7) == pytest.approx(9)
    s.SetPreExtrapolation(kl.Extrapolation(kl.ExtrapValueBlock))
    assert s.Eval(-1) is None
    s.SetPostExtrapolation(kl.Extrapolation(kl.ExtrapLoopReset))
    assert s.GetPostExtrapolation().IsLooping()
    assert s.Eval(5 + 4) == pytest.approx(s.Eval(4))
    e = s.GetPostExtrapolation()
    e.mode = kl.ExtrapHeld                      # a copy: the spline is unchanged
    assert s.GetPostExtrapolation().mode == kl.ExtrapLoopReset


def test_inner_loops():
    s = kl.Spline()
    s.SetKnots([kl.Knot(time=0, value=0, nextInterp=kl.InterpLinear),
                kl.Knot(time=1, value=1, nextInterp=kl.InterpLinear)])
    s.SetInnerLoopParams(kl.LoopParams(protoStart=0, protoEnd=2, numPostLoops=2, valueOffset=1))
    assert s.HasInnerLoops()
    assert s.GetInnerLoopParams().GetLoopedInterval() == (0, 6)
    assert s.Eval(2.5) == pytest.approx(s.Eval(0.5) + 1)
    baked = s.GetKnotsWithInnerLoopsBaked()
    assert len(baked) > 2
    s2 = kl.Spline(s)
    s2.BakeInnerLoops()
    assert not s2.HasInnerLoops()
    for t in (0.25, 1.5, 2.5, 4.75, 5.5):
        assert s2.Eval(t) == s.Eval(t)


def test_curve_type_and_anti_regression():
    s = kl.Spline()
    s.SetAntiRegressionMode(kl.AntiRegressionNone)
    s.SetKnots([kl.Knot(time=0, value=0, nextInterp=kl.InterpCurve, postTanWidth=3, postTanSlope=1),
                kl.Knot(time=1, value=1, preTanWidth=3, preTanSlope=1)])
    assert s.GetAntiRegressionMode() == kl.AntiRegressionNone
    assert s.HasRegressiveTangents()
    assert s.AdjustRegressiveTangents(kl.AntiRegressionKeepRatio) is True
    assert not s.HasRegressiveTangents()
    s.SetCurveType(kl.CurveTypeHermite)
    assert s.GetCurveType() == kl.CurveTypeHermite
    assert s.GetKnots()[0].GetPostTanWidth() == pytest.approx(1 / 3)


def test_value_semantics():
    s = curve_spline()
    for c in (kl.Spline(s), copy.copy(s), copy.deepcopy(s)):
        assert c == s
        c.SetKnot(kl.Knot(time=10, value=1))
        assert c != s
        assert s.GetKnot(10) is None
    knots = s.GetKnots()
    knots[0].SetValue(100)
    assert s.Eval(0) == 0


def test_str_and_repr_are_stable():
    s = kl.Spline()
    s.SetKnot(kl.Knot(time=1, value=0.1, nextInterp=kl.InterpLinear))
    text = repr(s)
    assert text == str(s) == repr(kl.Spline(s))
    assert text == (
        "knotline.Spline(valueType=double, curveType=CurveTypeBezier, "
        "preExtrapolation=knotline.Extrapolation(ExtrapHeld), "
        "postExtrapolation=knotline.Extrapolation(ExtrapHeld), "
        "knots=[knotline.Knot(time=1, value=0.1, nextInterp=InterpLinear, preTanWidth=0, "
        "preTanSlope=0, postTanWidth=0, postTanSlope=0)])")
    assert repr(kl.Knot(time=2, value=3, preValue=1)).startswith("knotline.Knot(time=2, value=3, preValue=1,")
    assert "protoEnd=2" in repr(kl.LoopParams(protoEnd=2))


def test_float_value_type_rounds():
    s = kl.Spline("float")
    s.SetKnot(kl.Knot(time=0, value=0.1))
    assert s.GetValueTypeName() == "float"
    assert s.Eval(0) != 0.1 and s.Eval(0) == pytest.approx(0.1)


def has_prose(doc):
    # pybind11 puts the signature first; a docstring adds lines of prose after it.
    lines = [l for l in (doc or "").splitlines() if l.strip()]
    return any(" -> " not in l and l != "Overloaded function." for l in lines)


def test_docstrings_everywhere():
    missing = []
    for name, obj in vars(kl).items():
        if name.startswith("_") or obj is kl.Error:
            continue
        if isinstance(obj, type):
            if hasattr(obj, "__members__"):         # enums: pybind11 documents the values
                continue
            for member_name, member in vars(obj).items():
                if member_name.startswith("__") and member_name not in (
                        "__init__", "__copy__", "__deepcopy__", "__repr__", "__enter__", "__exit__"):
                    continue
                if callable(member) and not has_prose(member.__doc__):
                    missing.append(f"{name}.{member_name}")
        elif callable(obj) and not has_prose(obj.__doc__):
            missing.append(name)
    assert missing == []
