# The expected-value table of OpenUSD's testTsSplineEval through the Python module
# (<golden>/ts-reference/eval_expected_testTsSplineEval.json), as
# tests/spline/tst_spline_ts_eval_table_golden.cpp checks it: the five dual-valued knots
# (held, value-block, linear and curve segments) set with SetKnots on a default spline
# (authoring anti-regression Keep Ratio) of value type double, float and half, then the
# curve type set to Bezier or Hermite (6 configurations). The knots must survive unchanged
# (value, pre-value, post slope exactly); at each time of the "nonCurved" rows plus the
# curve type's rows the pre-value, value, pre-side derivative and derivative (EvalPreValue,
# Eval, EvalPreDerivative, EvalDerivative) must match within 1e-12 relative (floor 1;
# null = no value). 1e-12 is the C++ test's tolerance, tighter than the README's 1e-6 for
# printed baselines: every knot number is exact in all three value types and Ts's expected
# numbers are double results. The table's held columns (Ts EvalHeld) are not checked, as in
# C++: the core has no held-evaluation API. Every failing value is reported.
import json
import os

import knotline as kl
from conftest import GOLDEN_COUNTS
from ts_reference import TS_REFERENCE, close_enough, describe, knot_from_json, pre_value

TOLERANCE = 1e-12
TABLE = os.path.join(TS_REFERENCE, "eval_expected_testTsSplineEval.json")
CONFIGS = [(vt, ct) for vt in ("double", "float", "half") for ct in ("bezier", "hermite")]


def test_ts_eval_table():
    assert os.path.exists(TABLE), f"missing {TABLE} (set KNOTLINE_GOLDEN_DIR?)"
    with open(TABLE, encoding="utf-8") as f:
        table = json.load(f)
    assert len(table["knots"]) == 5, "expected the five testTsSplineEval knots"
    assert table["nonCurved"] and table["bezier"] and table["hermite"]
    failures = []
    n_checks = 0
    max_dev = 0.0
    for value_type, curve_type in CONFIGS:
        where = f"{value_type} {curve_type}"
        spline = kl.Spline(value_type)  # default authoring mode (Keep Ratio), like Ts's test
        knots = [knot_from_json(k) for k in table["knots"]]
        spline.SetKnots(knots)
        spline.SetCurveType(kl.CurveTypeHermite if curve_type == "hermite" else kl.CurveTypeBezier)
        got_knots = spline.GetKnots()
        assert len(got_knots) == 5, where
        for i, (g, w) in enumerate(zip(got_knots, knots)):
            if (g.GetValue(), pre_value(g), g.GetPostTanSlope()) != (w.GetValue(), pre_value(w), w.GetPostTanSlope()):
                failures.append(f"{where} knot {i} changed: {g!r}, authored {w!r}")
        for row in table["nonCurved"] + table[curve_type]:
            t = row[0]
            # columns: time, preValue, value, preDerivative, derivative, preHeld, held
            for what, fn, want in (("preValue", spline.EvalPreValue, row[1]), ("value", spline.Eval, row[2]),
                                   ("preDerivative", spline.EvalPreDerivative, row[3]),
                                   ("derivative", spline.EvalDerivative, row[4])):
                got = fn(t)
                n_checks += 1
                if got is not None and want is not None:
                    max_dev = max(max_dev, abs(got - want))
                if not close_enough(got, want, TOLERANCE):
                    failures.append(f"{where} t={t!r} {what}: expected {describe(want)} got {describe(got)}")
    expected = sum(4 * (len(table["nonCurved"]) + len(table[ct])) for _, ct in CONFIGS)
    GOLDEN_COUNTS["golden Ts eval table"] = (f"compared {len(CONFIGS)} configurations, {n_checks} values / "
                                             f"pre-values / derivatives, max |deviation| {max_dev:.3g}; "
                                             f"{len(failures)} failures")
    print(GOLDEN_COUNTS["golden Ts eval table"])
    assert n_checks == expected
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures)
