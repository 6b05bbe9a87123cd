# Golden anti-regression strategies through the Python module: every case of
# <golden>/ts/regression*.jsonl (format: ../shared/golden/README.md), as
# tests/spline/tst_spline_regression_golden.cpp checks them: the spline built as
# GoldenData.cpp splineFromJson builds it (anti-regression off, knots last), then
# - HasRegressiveTangents of the unadjusted spline equals hasRegressiveTangents;
# - for each strategy (none, contain, keepRatio, keepStart) a copy adjusted with
#   AdjustRegressiveTangents(mode) has the knots of adjusted[strategy]: time, value,
#   preValue (absent = none), both widths and slopes, each within the tolerance, and the
#   same nextInterp; after contain nothing is regressive;
# - every sample (evaluation of the unadjusted spline, where Keep Ratio applies at
#   evaluation time) equals Eval.
# Tolerance (README): |got - want| <= 1e-9 * max(1, |want|); null = no value. The golden
# root is $KNOTLINE_GOLDEN_DIR or <project root>/../shared/golden; the test fails when it
# finds no case, and reports every failing value.
import knotline as kl
from conftest import GOLDEN_COUNTS
from ts_reference import GOLDEN_ROOT, close_enough, describe, golden_files, pre_value, read_jsonl, spline_from_json

TOLERANCE = 1e-9
STRATEGIES = (("none", kl.AntiRegressionNone), ("contain", kl.AntiRegressionContain),
              ("keepRatio", kl.AntiRegressionKeepRatio), ("keepStart", kl.AntiRegressionKeepStart))
INTERP_NAME = {kl.InterpHeld: "held", kl.InterpLinear: "linear", kl.InterpCurve: "curve",
               kl.InterpValueBlock: "valueBlock"}


def test_golden_ts_regression():
    cases = read_jsonl(golden_files("ts", "regression*.jsonl"))
    assert cases, f"no golden anti-regression cases in {GOLDEN_ROOT}/ts/regression*.jsonl (set KNOTLINE_GOLDEN_DIR?)"
    failures = []
    n_flags = n_knot_fields = n_interps = n_contain = n_samples = 0
    max_knot_dev = max_sample_dev = 0.0

    def track(got, want):
        return abs(got - want) / max(1.0, abs(want)) if got is not None and want is not None else 0.0

    for where, case in cases:
        cid = case.get("id", where)
        spline = spline_from_json(case["spline"])

        want_regressive = case["hasRegressiveTangents"]
        n_flags += 1
        if spline.HasRegressiveTangents() != want_regressive:
            failures.append(f"{cid} hasRegressiveTangents: expected {want_regressive} got {not want_regressive}")

        for key, mode in STRATEGIES:
            want = case["adjusted"].get(key)
            if not isinstance(want, list):
                failures.append(f"{cid} {key}: no adjusted knot list in the golden case")
                continue
            copy = kl.Spline(spline)
            try:
                copy.AdjustRegressiveTangents(mode)
            except kl.Error as e:
                failures.append(f"{cid} {key}: AdjustRegressiveTangents failed: {e}")
                continue
            got = copy.GetKnots()
            if len(got) != len(want):
                failures.append(f"{cid} {key}: expected {len(want)} knots got {len(got)}")
                continue
            for i, (g, w) in enumerate(zip(got, want)):
                for name, gv, wv in (("time", g.GetTime(), w.get("time")), ("value", g.GetValue(), w.get("value")),
                                     ("preValue", pre_value(g), w.get("preValue")),
                                     ("preTanWidth", g.GetPreTanWidth(), w.get("preTanWidth")),
                                     ("preTanSlope", g.GetPreTanSlope(), w.get("preTanSlope")),
                                     ("postTanWidth", g.GetPostTanWidth(), w.get("postTanWidth")),
                                     ("postTanSlope", g.GetPostTanSlope(), w.get("postTanSlope"))):
                    n_knot_fields += 1
                    max_knot_dev = max(max_knot_dev, track(gv, wv))
                    if not close_enough(gv, wv, TOLERANCE):
                        failures.append(f"{cid} {key} knot {i} {name}: expected {describe(wv)} got {describe(gv)}")
                n_interps += 1
                if INTERP_NAME[g.GetNextInterpolation()] != w.get("nextInterp"):
                    failures.append(f"{cid} {key} knot {i} nextInterp: expected {w.get('nextInterp')} "
                                    f"got {INTERP_NAME[g.GetNextInterpolation()]}")
            # Contain leaves every normalized width <= 1: nothing can stay regressive.
            if mode == kl.AntiRegressionContain:
                n_contain += 1
                if copy.HasRegressiveTangents():
                    failures.append(f"{cid} {key}: still regressive after adjustment")

        samples = case["samples"]
        assert samples, f"{cid}: no samples"
        for t, want in samples:
            got = spline.Eval(t)
            n_samples += 1
            max_sample_dev = max(max_sample_dev, track(got, want))
            if not close_enough(got, want, TOLERANCE):
                failures.append(f"{cid} sample t={t!r} value: expected {describe(want)} got {describe(got)}")

    expected_knots = sum(len(c["adjusted"][k]) for _, c in cases for k, _ in STRATEGIES if k in c["adjusted"])
    expected_samples = sum(len(c["samples"]) for _, c in cases)
    GOLDEN_COUNTS["golden ts regression"] = (
        f"compared {len(cases)} cases: {n_flags} regressive flags, {n_knot_fields} knot fields and {n_interps} "
        f"interpolations over 4 strategies (max relative deviation {max_knot_dev:.3g}), {n_contain} contain "
        f"results not regressive, {n_samples} samples (max relative deviation {max_sample_dev:.3g}); "
        f"{len(failures)} failures")
    print(GOLDEN_COUNTS["golden ts regression"])
    assert n_flags == len(cases)
    assert n_knot_fields == 7 * expected_knots and n_interps == expected_knots
    assert n_samples == expected_samples
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures)
