# OpenUSD's named test splines through the Python module: <golden>/ts-reference/museum.jsonl
# (the raw knot records of tsTest_Museum, README: ../shared/golden/README.md and
# ts-reference/SOURCES.md), checked as tests/spline/tst_spline_museum_golden.cpp checks them:
# - every museum spline loads (built as GoldenData.cpp splineFromJson: anti-regression
#   off, knots last) with its knot times and values, curve type and extrapolation modes,
#   and has a value at its first knot (unless that knot starts a value block);
# - every spline that testTsSplineSampling.txt prints (its first dump per name) equals
#   Ts's printed post-conversion spline: curve type, both extrapolations and the inner
#   loop parameters exactly, every knot's time, value, pre-value, widths and slopes within
#   1e-12 relative (floor 1) and its interpolation and tangent algorithms exactly (loading
#   recomputes auto-ease and Hermite tangents as Ts's museum conversion does);
# - TwoKnotBezierAutoEase gets inward widths 4/3 and slopes 0 (1e-15), keeps its outward
#   zero tangents and is the symmetric ease (1.5 at t=3, flat at t=1; 1e-12);
# - TwoKnotHermite and FourKnotHermite get widths of a third of their intervals (1e-15)
#   and keep their authored slopes.
# The tolerances are the C++ test's (tighter than the README's 1e-6 for printed baselines:
# the dump prints all digits). MarginalN converted to half (SetValueTypeName) gets the
# clamped slopes and rescaled widths. Every failing field is reported.
import os

import knotline as kl
from conftest import GOLDEN_COUNTS
from ts_reference import (EXTRAP, TS_REFERENCE, close_enough, describe, load_museum, parse_ts_spline_dump,
                          pre_value, spline_from_json)

TOLERANCE = 1e-12
SAMPLING = os.path.join(TS_REFERENCE, "testTsSplineSampling.txt")


def sampling_dumps():
    """Spline dumps of testTsSplineSampling.txt by museum name (first occurrence)."""
    with open(SAMPLING, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = {}
    i = 0
    while i + 1 < len(lines):
        if not lines[i].startswith("Spline: "):
            i += 1
            continue
        name = lines[i][8:].strip()
        dump, pos = parse_ts_spline_dump(lines, i + 1)
        out.setdefault(name, dump)
        i = pos
    return out


def test_museum_splines_load():
    museum = load_museum()
    assert museum, f"no museum splines in {TS_REFERENCE}/museum.jsonl (set KNOTLINE_GOLDEN_DIR?)"
    failures = []
    n_knots = 0
    for name, spec in museum.items():
        try:
            s = spline_from_json(spec)
        except kl.Error as e:
            failures.append(f"{name}: refused: {e}")
            continue
        knots = s.GetKnots()
        if len(knots) != len(spec["knots"]):
            failures.append(f"{name}: expected {len(spec['knots'])} knots got {len(knots)}")
            continue
        for i, (g, w) in enumerate(zip(knots, spec["knots"])):
            n_knots += 1
            if g.GetTime() != w["time"] or g.GetValue() != w["value"]:
                failures.append(f"{name} knot {i}: expected ({w['time']!r}, {w['value']!r}) "
                                f"got ({g.GetTime()!r}, {g.GetValue()!r})")
        if (s.GetCurveType() == kl.CurveTypeHermite) != (spec.get("curveType") == "hermite"):
            failures.append(f"{name}: curve type {s.GetCurveType()}")
        for side, got in (("pre", s.GetPreExtrapolation()), ("post", s.GetPostExtrapolation())):
            want = EXTRAP.get(spec.get(side, {}).get("mode"), kl.ExtrapHeld)
            if got.mode != want:
                failures.append(f"{name}: {side} extrapolation {got.mode}, expected {want}")
        if s.Eval(knots[0].GetTime()) is None and knots[0].GetNextInterpolation() != kl.InterpValueBlock:
            failures.append(f"{name}: no value at the first knot")
    GOLDEN_COUNTS["golden museum load"] = f"loaded {len(museum)} museum splines ({n_knots} knots); {len(failures)} failures"
    assert n_knots == sum(len(spec["knots"]) for spec in museum.values())
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures)


def test_museum_matches_ts_dumps():
    museum = load_museum()
    dumps = sampling_dumps()
    assert museum, f"no museum splines in {TS_REFERENCE} (set KNOTLINE_GOLDEN_DIR?)"
    assert dumps, f"no spline dumps in {SAMPLING}"
    failures = []
    n_splines = n_fields = 0
    for name in sorted(dumps):
        dump = dumps[name]
        if name not in museum:
            failures.append(f"{name}: not in museum.jsonl")
            continue
        s = spline_from_json(museum[name])
        n_splines += 1
        if s.GetCurveType() != dump.curve_type:
            failures.append(f"{name}: curve type {s.GetCurveType()} expected {dump.curve_type}")
        if s.GetPreExtrapolation() != dump.pre:
            failures.append(f"{name}: pre extrapolation {s.GetPreExtrapolation()!r} expected {dump.pre!r}")
        if s.GetPostExtrapolation() != dump.post:
            failures.append(f"{name}: post extrapolation {s.GetPostExtrapolation()!r} expected {dump.post!r}")
        want_loop = dump.loop if dump.loop is not None else kl.LoopParams()
        if s.GetInnerLoopParams() != want_loop:
            failures.append(f"{name}: inner loops {s.GetInnerLoopParams()!r} expected {want_loop!r}")
        got = s.GetKnots()
        if len(got) != len(dump.knots):
            failures.append(f"{name}: expected {len(dump.knots)} knots got {len(got)}")
            continue
        for i, (g, w) in enumerate(zip(got, dump.knots)):
            for field, gv, wv in (("time", g.GetTime(), w.GetTime()), ("value", g.GetValue(), w.GetValue()),
                                  ("preValue", pre_value(g), pre_value(w)),
                                  ("preTanWidth", g.GetPreTanWidth(), w.GetPreTanWidth()),
                                  ("preTanSlope", g.GetPreTanSlope(), w.GetPreTanSlope()),
                                  ("postTanWidth", g.GetPostTanWidth(), w.GetPostTanWidth()),
                                  ("postTanSlope", g.GetPostTanSlope(), w.GetPostTanSlope())):
                n_fields += 1
                if not close_enough(gv, wv, TOLERANCE):
                    failures.append(f"{name} knot {i} {field}: expected {describe(wv)} got {describe(gv)}")
            if (g.GetNextInterpolation() != w.GetNextInterpolation() or g.GetPreTanAlgorithm() != w.GetPreTanAlgorithm()
                    or g.GetPostTanAlgorithm() != w.GetPostTanAlgorithm()):
                failures.append(f"{name} knot {i}: interpolation or tangent algorithm differs")
    GOLDEN_COUNTS["golden museum vs Ts dumps"] = (f"compared {n_splines} of {len(museum)} museum splines with Ts's "
                                                  f"dumps, {n_fields} knot fields; {len(failures)} failures")
    print(GOLDEN_COUNTS["golden museum vs Ts dumps"])
    assert n_splines == len(dumps)
    assert n_fields == 7 * sum(len(d.knots) for d in dumps.values())
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures)


def test_two_knot_bezier_auto_ease():
    s = spline_from_json(load_museum()["TwoKnotBezierAutoEase"])
    k = s.GetKnots()
    assert len(k) == 2
    # Inward sides: end knots are discontinuities -> slope 0, width (5 - 1)/3.
    assert close_enough(k[0].GetPostTanWidth(), 4.0 / 3.0, 1e-15), k[0]
    assert k[0].GetPostTanSlope() == 0.0
    assert close_enough(k[1].GetPreTanWidth(), 4.0 / 3.0, 1e-15), k[1]
    assert k[1].GetPreTanSlope() == 0.0
    # Outward sides face extrapolation and keep their authored (zero) tangents.
    assert k[0].GetPreTanWidth() == 0.0
    assert k[1].GetPostTanWidth() == 0.0
    # The symmetric ease: 1.5 in the middle, flat at the ends.
    assert close_enough(s.Eval(3.0), 1.5, 1e-12), s.Eval(3.0)
    assert close_enough(s.EvalDerivative(1.0), 0.0, 1e-12), s.EvalDerivative(1.0)


def test_hermite_widths_are_thirds():
    museum = load_museum()
    failures = []
    for name in ("TwoKnotHermite", "FourKnotHermite"):
        s = spline_from_json(museum[name])
        assert s.GetCurveType() == kl.CurveTypeHermite, name
        authored = museum[name]["knots"]
        k = s.GetKnots()
        assert len(k) == len(authored), name
        for i, (g, a) in enumerate(zip(k, authored)):
            pre = (g.GetTime() - k[i - 1].GetTime()) / 3.0 if i > 0 else a["preTanWidth"]
            post = (k[i + 1].GetTime() - g.GetTime()) / 3.0 if i + 1 < len(k) else a["postTanWidth"]
            if not close_enough(g.GetPreTanWidth(), pre, 1e-15):
                failures.append(f"{name} knot {i} pre width {g.GetPreTanWidth()!r}, expected {pre!r}")
            if not close_enough(g.GetPostTanWidth(), post, 1e-15):
                failures.append(f"{name} knot {i} post width {g.GetPostTanWidth()!r}, expected {post!r}")
            # Slopes are authored and kept.
            if g.GetPreTanSlope() != a["preTanSlope"] or g.GetPostTanSlope() != a["postTanSlope"]:
                failures.append(f"{name} knot {i} slopes ({g.GetPreTanSlope()!r}, {g.GetPostTanSlope()!r}), "
                                f"expected ({a['preTanSlope']!r}, {a['postTanSlope']!r})")
    assert not failures, "\n".join(failures)


def test_marginal_n_as_half():
    # As tst_spline_museum_golden.cpp marginalNAsHalf: MarginalN has slopes 1e12 with widths
    # 5e-12 (tangent height 5); as a half spline the slopes are clamped to the largest half,
    # 65504, and the widths rescaled so the tangent end points stay: 5 / 65504
    # (ts-algorithms.md §2).
    s = spline_from_json(load_museum()["MarginalN"])
    s.SetValueTypeName("half")
    assert s.GetValueTypeName() == "half"
    k = s.GetKnots()
    assert k[0].GetPostTanSlope() == 65504.0
    assert k[1].GetPreTanSlope() == 65504.0
    assert close_enough(k[0].GetPostTanWidth(), 5.0 / 65504.0, 1e-12), k[0]
    assert close_enough(k[1].GetPreTanWidth(), 5.0 / 65504.0, 1e-12), k[1]
    assert close_enough(k[0].GetPostTanWidth() * k[0].GetPostTanSlope(), 5.0, 1e-12), k[0]
