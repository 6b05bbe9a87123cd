# Golden Maya anim curves through the Python module: every case of
# <golden>/animx/curves*.jsonl (format and tolerance: ../shared/golden/README.md) built with
# AnimCurveFn as tests/animcurve/tst_animcurve_golden.cpp builds it (keys added with their
# tangent types, fixed sides unlocked and set from the file's tangent vectors, then the
# infinity types), and then
# - every key's in / out tangent (getTangent) compared with the file's at 1e-9;
# - every sample compared with AnimCurve.evaluate: |got - want| <= tol * max(1, |want|),
#   tol = 1e-9, 1e-6 in cycled infinity regions (Maya rounds cycled times to its tick).
# The README's one documented defect of the reference is handled as the C++ test does: a
# one-key curve with linear infinity answers 0 outside its key in the reference, where
# Maya's linear infinity is the ray along the key's tangent; such samples are checked
# against that ray and counted. The golden root is $KNOTLINE_GOLDEN_DIR or
# <project root>/../shared/golden; the test fails when it finds no case.
import glob
import json
import os

import knotline as kl
from conftest import GOLDEN_COUNTS

PROJECT_ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
GOLDEN_ROOT = os.environ.get("KNOTLINE_GOLDEN_DIR") or os.path.join(PROJECT_ROOT, "..", "shared", "golden")

Fn = kl.AnimCurveFn
TANGENT = {"fixed": Fn.kTangentFixed, "linear": Fn.kTangentLinear, "flat": Fn.kTangentFlat,
           "step": Fn.kTangentStep, "stepnext": Fn.kTangentStepNext, "spline": Fn.kTangentSmooth,
           "clamped": Fn.kTangentClamped, "plateau": Fn.kTangentPlateau, "auto": Fn.kTangentAuto,
           "automix": Fn.kTangentAutoMix, "autoease": Fn.kTangentAutoEase}
INFINITY = {"constant": Fn.kConstant, "linear": Fn.kLinear, "cycle": Fn.kCycle,
            "cycleRelative": Fn.kCycleRelative, "oscillate": Fn.kOscillate}
CYCLING = {Fn.kCycle, Fn.kCycleRelative, Fn.kOscillate}


def close(got, want, tol):
    return abs(got - want) <= tol * max(1.0, abs(want))


def load_cases():
    cases = []
    for path in sorted(glob.glob(os.path.join(GOLDEN_ROOT, "animx", "curves*.jsonl"))):
        with open(path) as f:
            for number, line in enumerate(f, 1):
                if line.strip():
                    cases.append((f"{os.path.basename(path)}:{number}", json.loads(line)))
    return cases


def build_curve(case):
    curve = kl.AnimCurve()
    fn = Fn(curve)
    fn.setIsWeighted(case["weighted"])
    for k in case["keys"]:
        fn.addKey(k["time"], k["value"], TANGENT[k["inTangentType"]], TANGENT[k["outTangentType"]])
    for i, k in enumerate(case["keys"]):
        fixed_in, fixed_out = k["inTangentType"] == "fixed", k["outTangentType"] == "fixed"
        if fixed_in or fixed_out:
            fn.setTangentsLocked(i, False)
        if fixed_in:
            fn.setTangent(i, *k["inTangent"], True)
        if fixed_out:
            fn.setTangent(i, *k["outTangent"], False)
    fn.setPreInfinityType(INFINITY[case["preInfinity"]])
    fn.setPostInfinityType(INFINITY[case["postInfinity"]])
    return curve, fn


def test_golden_animx_curves():
    cases = load_cases()
    assert cases, f"no golden anim-curve cases in {GOLDEN_ROOT}/animx/curves*.jsonl (set KNOTLINE_GOLDEN_DIR?)"
    failures = []
    n_tangents = n_samples = n_defect = 0
    for where, case in cases:
        cid = case.get("id", where)
        curve, fn = build_curve(case)
        keys = case["keys"]
        assert fn.numKeys() == len(keys), cid
        for i, k in enumerate(keys):
            for is_in, name in ((True, "inTangent"), (False, "outTangent")):
                want = k[name]
                got = fn.getTangent(i, is_in)
                n_tangents += 1
                if not (close(got[0], want[0], 1e-9) and close(got[1], want[1], 1e-9)):
                    failures.append(f"{cid} key {i} {name}: expected {want} got {got}")
        first, last = keys[0]["time"], keys[-1]["time"]
        pre, post = INFINITY[case["preInfinity"]], INFINITY[case["postInfinity"]]
        for t, want in case["samples"]:
            outside = t < first or t > last
            region = pre if t < first else post
            if len(keys) == 1 and outside and region == Fn.kLinear and want == 0.0:
                x, y = keys[0]["inTangent" if t < first else "outTangent"]
                want = keys[0]["value"] + (y / x if x != 0 else 0.0) * (t - keys[0]["time"])
                n_defect += 1
            tol = 1e-6 if outside and region in CYCLING else 1e-9
            got = curve.evaluate(t)
            n_samples += 1
            if not close(got, want, tol):
                failures.append(f"{cid} t={t!r}: expected {want!r} got {got!r}")
    expected = sum(len(c["samples"]) for _, c in cases)
    GOLDEN_COUNTS["golden animx"] = (f"compared {len(cases)} cases, {n_tangents} tangents, {n_samples} samples "
                                     f"({n_defect} of the documented one-key linear-infinity defect checked "
                                     f"against the tangent ray); {len(failures)} failures")
    print(GOLDEN_COUNTS["golden animx"])
    assert n_samples == expected
    assert not failures, f"{len(failures)} mismatches, first ones:\n" + "\n".join(failures[:20])
