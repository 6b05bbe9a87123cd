# knotline.Spline.EvalArray (and the pre-value / derivative variants): NumPy in, NumPy out,
# bit-identical to per-time Eval, sorted (cursor) or not, NaN where there is no value.
import numpy as np
import pytest

import knotline as kl


def looping_spline():
    s = kl.Spline()
    s.SetKnots([kl.Knot(time=0, value=0, nextInterp=kl.InterpCurve, postTanWidth=1, postTanSlope=2),
                kl.Knot(time=3, value=2, nextInterp=kl.InterpHeld, preTanWidth=1, preTanSlope=-1),
                kl.Knot(time=4, value=1, preValue=5, nextInterp=kl.InterpValueBlock),
                kl.Knot(time=5, value=3, nextInterp=kl.InterpLinear),
                kl.Knot(time=8, value=0)])
    s.SetPreExtrapolation(kl.Extrapolation(kl.ExtrapLoopOscillate))
    s.SetPostExtrapolation(kl.Extrapolation(kl.ExtrapLoopRepeat))
    return s


def per_time(fn, times):
    return np.array([np.nan if (v := fn(float(t))) is None else v for t in times.ravel()]).reshape(times.shape)


@pytest.mark.parametrize("method,single", [("EvalArray", "Eval"), ("EvalPreValueArray", "EvalPreValue"),
                                           ("EvalDerivativeArray", "EvalDerivative")])
def test_sorted_and_unsorted_match_per_time_eval(method, single):
    s = looping_spline()
    times = np.linspace(-20, 30, 5001)
    times = np.concatenate([times, [0, 3, 4, 5, 8]])
    sorted_times = np.sort(times)
    rng = np.random.default_rng(7)
    shuffled = rng.permutation(times)
    for t in (sorted_times, shuffled):
        got = getattr(s, method)(t)
        want = per_time(getattr(s, single), t)
        assert got.dtype == np.float64 and got.shape == t.shape
        np.testing.assert_array_equal(got, want)   # bit for bit, NaN = no value


def test_value_block_is_nan_and_shapes_are_kept():
    s = looping_spline()
    assert np.isnan(s.EvalArray(np.array([4.5]))[0])
    grid = np.arange(12, dtype=np.float64).reshape(3, 4)
    assert s.EvalArray(grid).shape == (3, 4)
    assert s.EvalArray([1, 2, 3]).shape == (3,)            # lists and ints are converted
    assert s.EvalArray(np.array([], dtype=np.float64)).shape == (0,)
    assert np.isnan(s.EvalArray(np.array([np.nan, 1.0]))[0])
    assert np.all(np.isnan(kl.Spline().EvalArray(np.linspace(0, 1, 5))))


def test_non_contiguous_input():
    s = looping_spline()
    t = np.linspace(0, 10, 200)[::3]
    np.testing.assert_array_equal(s.EvalArray(t), per_time(s.Eval, t))


def test_benchmark_baseline_evaluates_the_same_times():
    # knotline._bench.CursorLoop (the C++ baseline of tests/benchmarks/bench_python.py)
    # walks numpy.linspace's times; its sum is EvalArray's, value blocks left out.
    s = looping_spline()
    seconds, total = kl._bench.CursorLoop(s, -20.0, 30.0, 5001)
    assert seconds >= 0
    assert total == pytest.approx(float(np.nansum(s.EvalArray(np.linspace(-20, 30, 5001)))), rel=1e-12)
    with pytest.raises(kl.Error, match="at least 2"):
        kl._bench.CursorLoop(s, 0.0, 1.0, 1)
