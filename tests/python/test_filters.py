# The curve filters and key scaling through the Python module (knotline.EulerFilter,
# SmoothCurve, GaussianSmoothCurve, ButterworthSmoothCurve, SimplifyCurve, ResampleCurve,
# ScaleKeys): hand-computed results on small curves, each edit undone bit for bit through
# its change (or a ChangeBlock), and refusals raising knotline.Error with the curve unchanged.
import math

import pytest

import knotline as kl

Fn = kl.AnimCurveFn


def curve_of(keys, tangent=Fn.kTangentLinear):
    curve = kl.AnimCurve()
    fn = Fn(curve)
    for t, v in keys:
        fn.addKey(t, v, tangent, tangent)
    return curve, fn


def keys_of(fn):
    return [(fn.time(i), fn.value(i)) for i in range(fn.numKeys())]


def test_euler_filter_unwraps_and_undoes():
    curve, fn = curve_of([(0, 170), (1, -175), (2, -160), (3, 200)])
    before = repr(curve)
    change = kl.AnimCurveChange()
    report = kl.EulerFilter(fn, change=change)
    # -175 → 185, -160 → 200, 200 stays (closest to 200).
    assert keys_of(fn) == [(0, 170), (1, 185), (2, 200), (3, 200)]
    assert report == {"keysChanged": 2, "largestShift": 360.0}
    change.undoIt()
    assert repr(curve) == before
    with pytest.raises(ValueError):
        kl.EulerFilter(fn, unit="turns")
    radians = curve_of([(0, 3.0), (1, -3.0)])[1]
    assert kl.EulerFilter(radians, unit="radians")["keysChanged"] == 1
    assert radians.value(1) == pytest.approx(-3.0 + 2 * math.pi)


def test_smooth_averages_a_spike():
    # A linear curve with one spike: a 2-frame window around the spike at 2 averages the
    # triangle from 1 to 3 (mean of the curve over [1, 3]) = 0 + 10 / 2 = 5.
    curve, fn = curve_of([(0, 0), (1, 0), (2, 10), (3, 0), (4, 0)])
    with kl.ChangeBlock() as block:
        report = kl.SmoothCurve(fn, window=2.0, keyRange=(2, 2))
    assert report["keysChanged"] == 1
    assert fn.value(2) == pytest.approx(5.0)
    assert report["largestChange"] == pytest.approx(5.0)
    block.undo()
    assert fn.value(2) == 10


def test_gaussian_and_butterworth_flatten_noise():
    keys = [(t, (1.0 if t % 2 else -1.0)) for t in range(40)]
    for smooth in (lambda fn: kl.GaussianSmoothCurve(fn, sigma=2.0),
                   lambda fn: kl.ButterworthSmoothCurve(fn, cutoffHz=2.0, timeCodesPerSecond=24.0)):
        curve, fn = curve_of(keys)
        report = smooth(fn)
        assert report["keysChanged"] > 30
        middle = [abs(fn.value(i)) for i in range(10, 30)]
        assert max(middle) < 0.2, middle  # the ±1 alternation is mostly gone
    with pytest.raises(kl.Error):
        kl.GaussianSmoothCurve(curve_of(keys)[1], sigma=0)
    with pytest.raises(kl.Error):
        kl.ButterworthSmoothCurve(curve_of(keys)[1], cutoffHz=20.0, samplesPerFrame=1)  # above Nyquist


def test_simplify_removes_collinear_keys():
    curve, fn = curve_of([(t, 2.0 * t) for t in range(11)])
    change = kl.AnimCurveChange()
    report = kl.SimplifyCurve(fn, tolerance=1e-9, change=change)
    assert keys_of(fn) == [(0, 0), (10, 20)]
    assert report["keysBefore"] == 11 and report["keysAfter"] == 2
    assert report["removedTimes"] == [float(t) for t in range(1, 10)]
    assert report["largestDifference"] <= 1e-9
    change.undoIt()
    assert fn.numKeys() == 11
    with pytest.raises(kl.Error):
        kl.SimplifyCurve(fn, tolerance=-1)
    assert fn.numKeys() == 11


def test_resample_keys_every_stride():
    curve, fn = curve_of([(0, 0), (10, 10)])
    report = kl.ResampleCurve(fn, stride=2.5, tangentType=Fn.kTangentLinear)
    assert keys_of(fn) == [(0, 0), (2.5, 2.5), (5, 5), (7.5, 7.5), (10, 10)]
    assert report["keysBefore"] == 2 and report["keysAfter"] == 5
    assert report["largestDifference"] == pytest.approx(0.0, abs=1e-12)
    with pytest.raises(kl.Error):
        kl.ResampleCurve(fn, stride=0)


def test_scale_keys_about_a_pivot():
    curve, fn = curve_of([(0, 0), (10, 10), (20, 0)])
    change = kl.AnimCurveChange()
    kl.ScaleKeys(fn, [1, 2], timeScale=2.0, valueScale=0.5, timePivot=10, valuePivot=0, change=change)
    assert keys_of(fn) == [(0, 0), (10, 5), (30, 0)]
    change.undoIt()
    assert keys_of(fn) == [(0, 0), (10, 10), (20, 0)]
    with pytest.raises(kl.Error):  # key 1 would pass key 0
        kl.ScaleKeys(fn, [1], timeScale=-3.0, timePivot=5)
    with pytest.raises(ValueError, match="no key indices"):
        kl.ScaleKeys(fn, [], timeScale=2.0)
    assert keys_of(fn) == [(0, 0), (10, 10), (20, 0)]
