# Golden evaluation through the Python module: every sample of every case in
# <golden>/ts/eval*.jsonl (value, pre-value and derivative where given) at the tolerance of
# ../shared/golden/README.md: |got - want| <= tol * max(1, |want|), tol = 1e-9, and 1e-6
# outside the knot range of the Hermite (AnimX) cases; null = no value. Splines are built
# as the C++ golden test builds them (tests/support/GoldenData.cpp splineFromJson: settings
# first, knots last, anti-regression off). EvalArray over each case's sorted times must
# equal per-time Eval bit for bit. The golden root is $KNOTLINE_GOLDEN_DIR or
# <project root>/../shared/golden; the test fails when it finds no case.
import glob
import json
import math
import os

import numpy as np
import pytest

import knotline as kl
from conftest import GOLDEN_COUNTS

PROJECT_ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
GOLDEN_ROOT = os.environ.get("KNOTLINE_GOLDEN_DIR") or os.path.join(PROJECT_ROOT, "..", "shared", "golden")

INTERP = {"held": kl.InterpHeld, "linear": kl.InterpLinear, "curve": kl.InterpCurve,
          "valueBlock": kl.InterpValueBlock}
EXTRAP = {"valueBlock": kl.ExtrapValueBlock, "held": kl.ExtrapHeld, "linear": kl.ExtrapLinear,
          "sloped": kl.ExtrapSloped, "loopRepeat": kl.ExtrapLoopRepeat, "loopReset": kl.ExtrapLoopReset,
          "loopOscillate": kl.ExtrapLoopOscillate}
ALGORITHM = {"autoEase": kl.TangentAlgorithmAutoEase}


def extrapolation(o):
    return kl.Extrapolation(EXTRAP.get(o.get("mode"), kl.ExtrapHeld), slope=o.get("slope", 0.0),
                            loopBoundary=o.get("loopBoundary"))


def spline_from_json(s):
    spline = kl.Spline(curveType=kl.CurveTypeHermite if s.get("curveType") == "hermite" else kl.CurveTypeBezier)
    spline.SetAntiRegressionMode(kl.AntiRegressionNone)
    spline.SetPreExtrapolation(extrapolation(s.get("pre", {})))
    spline.SetPostExtrapolation(extrapolation(s.get("post", {})))
    if "loop" in s:
        lp = s["loop"]
        spline.SetInnerLoopParams(kl.LoopParams(lp["protoStart"], lp["protoEnd"], lp["numPreLoops"],
                                                lp["numPostLoops"], lp["valueOffset"]))
    spline.SetKnots([kl.Knot(time=k["time"], value=k["value"], preValue=k.get("preValue"),
                             nextInterp=INTERP.get(k.get("nextInterp"), kl.InterpHeld),
                             preTanWidth=k.get("preTanWidth", 0.0), preTanSlope=k.get("preTanSlope", 0.0),
                             postTanWidth=k.get("postTanWidth", 0.0), postTanSlope=k.get("postTanSlope", 0.0),
                             preTanAlgorithm=ALGORITHM.get(k.get("preTanAlgorithm"), kl.TangentAlgorithmNone),
                             postTanAlgorithm=ALGORITHM.get(k.get("postTanAlgorithm"), kl.TangentAlgorithmNone))
                     for k in s["knots"]])
    return spline


def close_enough(got, want, tol):
    if got is None or want is None:
        return (got is None) == (want is None)
    return abs(got - want) <= tol * max(1.0, abs(want))


def load_cases():
    files = sorted(glob.glob(os.path.join(GOLDEN_ROOT, "ts", "eval*.jsonl")))
    cases = []
    for path in files:
        with open(path) as f:
            for number, line in enumerate(f, 1):
                if line.strip():
                    cases.append((f"{os.path.basename(path)}:{number}", json.loads(line)))
    return cases


def test_golden_ts_eval():
    cases = load_cases()
    assert cases, f"no golden evaluation cases in {GOLDEN_ROOT}/ts/eval*.jsonl (set KNOTLINE_GOLDEN_DIR?)"
    failures = []
    n_cases = n_samples = n_checks = 0
    for where, case in cases:
        cid = case.get("id", where)
        spline = spline_from_json(case["spline"])
        knots = spline.GetKnots()
        first = knots[0].GetTime() if knots else 0.0
        last = knots[-1].GetTime() if knots else 0.0
        hermite_file = "hermite" in cid
        samples = case["samples"]
        assert samples, f"{cid}: no samples"
        for sample in samples:
            t = sample[0]
            tol = 1e-6 if hermite_file and (t < first or t > last) else 1e-9
            checks = [("value", spline.Eval)]
            if len(sample) >= 3:
                checks.append(("preValue", spline.EvalPreValue))
            if len(sample) >= 4:
                checks.append(("derivative", spline.EvalDerivative))
            for column, (what, fn) in enumerate(checks, 1):
                got = fn(t)
                n_checks += 1
                if not close_enough(got, sample[column], tol):
                    failures.append(f"{cid} t={t!r} {what}: expected {sample[column]!r} got {got!r}")
            n_samples += 1
        # The array path (evaluation cursor over sorted times) agrees with Eval bit for bit.
        times = np.sort(np.array([s[0] for s in samples], dtype=np.float64))
        want = np.array([np.nan if (v := spline.Eval(float(t))) is None else v for t in times])
        if not np.array_equal(spline.EvalArray(times), want, equal_nan=True):
            failures.append(f"{cid}: EvalArray differs from Eval")
        n_cases += 1
    expected_checks = sum(min(len(s), 4) - 1 for _, c in cases for s in c["samples"])
    GOLDEN_COUNTS["golden ts eval"] = (f"compared {n_cases} cases, {n_samples} samples, {n_checks} "
                                      f"values / pre-values / derivatives; {len(failures)} failures")
    print(GOLDEN_COUNTS["golden ts eval"])
    assert n_checks == expected_checks
    assert not failures, f"{len(failures)} mismatches, first ones:\n" + "\n".join(failures[:20])
