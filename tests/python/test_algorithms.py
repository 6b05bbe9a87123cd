# Sample, Breakdown, Diff and loop baking through knotline.Spline.
import math

import numpy as np
import pytest

import knotline as kl


def spline():
    s = kl.Spline()
    s.SetKnots([kl.Knot(time=0, value=0, nextInterp=kl.InterpCurve, postTanWidth=1, postTanSlope=3),
                kl.Knot(time=4, value=2, nextInterp=kl.InterpHeld, preTanWidth=1, preTanSlope=0),
                kl.Knot(time=6, value=-1, nextInterp=kl.InterpLinear),
                kl.Knot(time=9, value=1)])
    return s


def test_sample_polylines_lie_on_the_curve():
    s = spline()
    lines = s.Sample(-2, 12, timeScale=100, valueScale=100, tolerance=0.5)
    assert len(lines) >= 3
    sources = {p.source for p in lines}
    assert kl.SampleSource.Knots in sources and kl.SampleSource.PostExtrapolation in sources
    for p in lines:
        v = p.vertices
        assert v.shape == (len(p), 2) and v.dtype == np.float64
        assert np.all(np.diff(v[:, 0]) >= 0)
        for t, y in v[1:-1]:
            assert s.Eval(t) == pytest.approx(y, abs=1e-9)
    assert lines[0].vertices[0, 0] == -2 and lines[-1].vertices[-1, 0] == 12
    assert "SamplePolyline(source=" in repr(lines[0])


def test_sample_bad_arguments_raise():
    s = spline()
    with pytest.raises(kl.Error):
        s.Sample(5, 1)
    with pytest.raises(kl.Error):
        s.Sample(0, 1, tolerance=0)
    with pytest.raises(kl.Error):
        s.Sample(0, math.nan)
    assert kl.Spline().Sample(0, 1) == []


def test_breakdown_keeps_the_shape():
    s = spline()
    before = kl.Spline(s)
    s.Breakdown(1.5)
    assert s.GetKnot(1.5) is not None and s.GetKnotCount() == 5
    for t in np.linspace(-1, 10, 111):
        assert s.Eval(t) == pytest.approx(before.Eval(t), abs=1e-9)
    with pytest.raises(kl.Error):
        s.Breakdown(1.5)                 # a knot is already there
    with pytest.raises(kl.Error):
        kl.Spline().Breakdown(1)


def test_diff():
    a = spline()
    b = kl.Spline(a)
    assert a.Diff(b) == []
    b.SetKnot(kl.Knot(time=6, value=0, nextInterp=kl.InterpLinear))
    intervals = a.Diff(b)
    assert intervals and all(lo <= hi for lo, hi in intervals)
    # The held segment [4, 6) keeps knot 4's value; only the linear segment [6, 9] moves.
    assert intervals == [(6, 9)]
    assert kl.Spline().Diff(a) == [(-math.inf, math.inf)]


def test_knots_with_loops_baked():
    s = spline()
    s.SetPostExtrapolation(kl.Extrapolation(kl.ExtrapLoopRepeat))
    knots = s.GetKnotsWithLoopsBaked(0, 30)
    assert knots[-1].GetTime() >= 30
    with pytest.raises(kl.Error):
        s.GetKnotsWithLoopsBaked(0, math.inf)
