# Golden evaluation through the Python module: every sample of every case in
# <golden>/ts/eval*.jsonl (value, pre-value and derivative where given) at the tolerance of
# ../shared/golden/README.md: |got - want| <= tol * max(1, |want|), tol = 1e-9, and 1e-6
# outside the knot range of the Hermite (AnimX) cases; null = no value. Splines are built
# as the C++ golden test builds them (tests/support/GoldenData.cpp splineFromJson: settings
# first, knots last, anti-regression off; ts_reference.spline_from_json). EvalArray over
# each case's sorted times must equal per-time Eval bit for bit. The golden root is $KNOTLINE_GOLDEN_DIR or
# <project root>/../shared/golden; the test fails when it finds no case.
import glob
import json
import os

import numpy as np

from conftest import GOLDEN_COUNTS
from ts_reference import GOLDEN_ROOT, close_enough, spline_from_json


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
