# OpenUSD's TsRegressionPreventer baselines through the Python module
# (<golden>/ts-reference/regression/*_TsTestBaseline.txt, 2025 format, and the TsTest
# framework baseline framework/tsTest_TsFramework_test_Baseline_TsTestBaseline.txt; formats:
# ts-reference/SOURCES.md), the checks of tests/spline/tst_spline_regression_baselines_golden.cpp
# that the module can express:
# - samples: the printed spline (built as TsBaseline.cpp splineFromDump: anti-regression
#   None, so "None" baselines stay regressive and evaluation applies Keep Ratio) evaluated
#   with Eval at the exact TsTest sample times (exactTsTestSampleTime) must match every
#   printed sample within the README's 1e-6 (|got - want| <= 1e-6 * max(1, |want|);
#   golden/README.md, ts-reference/: "Compare with 1e-6 (the baselines print 6 decimals)"),
#   with the one exemption the C++ test makes, ported rule for rule:
#   * A spline is at the regression limit when one of its Curve segments, with the widths
#     evaluation uses (Keep Ratio applied to regressive segments), has a time cubic that is
#     nearly a perfect cube (hasNearPerfectCubeSegment: |p| < 1e-3 in the depressed form
#     u^3 + p*u + q of x(u) normalized to [0, 1]), the single vertical where Keep Ratio /
#     Keep Start / Limit leave a segment. Those widths are read from the module: a copy of
#     the spline given AdjustRegressiveTangents(KeepRatio), which runs the same per-segment
#     Keep Ratio (adjustSegmentWidths) as the C++ test's evaluatedWidths on the same knots
#     (GetKnots itself returns the authored knots, still regressive for "None" baselines).
#   * In such a spline every sample strictly inside the knot range that falls in a Curve
#     segment is compared with an independent bisection solve of x(u) = t on that segment
#     (bisectBezier); the module's value must match it to 1e-9 or the sample fails, whatever
#     its distance from Ts's printed value.
#   * A sample beyond 1e-6 of Ts's printed value is excused only when that check applied
#     and passed; any other sample beyond 1e-6 fails. The number excused per file must equal
#     the C++ test's pinned excusedPerFile() map (EXCUSED_PER_FILE below, the same numbers:
#     343 in 10 files) and be 0 in every other file, so a fix or a new deviation shows.
#   Ground: golden/README.md, "ts/eval.jsonl" section: the reference's "closed-form cubic
#   solution loses up to half the digits near the single vertical where Keep Ratio leaves
#   such segments", while values from "a precise solve of x(u) = t on the Keep Ratio
#   tangents" are exact; and ts-reference/SOURCES.md (InitiallyRegressive caution: such a
#   spline "sits exactly at the regression limit, where sampled values are ill-conditioned.
#   Don't use those samples with tight tolerances"). The README's ts-reference/ section
#   itself states no exemption; the rule and counts are the C++ test's (kPreciseTolerance,
#   excusedPerFile in tests/spline/tst_spline_regression_baselines_golden.cpp).
# - setKnot / batch: for the authoring modes (None, Contain, KeepRatio, KeepStart) and the
#   cases that are not regressive before the edit, the museum spline with the case's knot
#   removed and the edited knot stored with SetKnot under the mode, and the same edit made
#   with anti-regression None then AdjustRegressiveTangents(mode), must both have the
#   printed knots (time, value, pre-value when either has one, widths, slopes within 1e-9;
#   interpolation and tangent algorithms exactly), as Ts's own test requires.
# Every baseline file name must name a known case and mode. The interactive preventer
# (drag sessions, Limit Active / Limit Opposite, the result block) is checked by
# test_golden_drag_baselines.py, as tests/edit/tst_drag_regression_baselines_golden.cpp
# checks it. Every failing value is reported.
import glob
import os

import knotline as kl
from conftest import GOLDEN_COUNTS
from ts_reference import (MODE_BY_NAME, TS_REFERENCE, close_enough, compare_knots, describe,
                          exact_ts_test_sample_time, knot_field_count, load_museum, read_ts_test_baseline,
                          spline_from_dump, spline_from_json)

SAMPLE_TOLERANCE = 1e-6  # golden/README.md, ts-reference/: the baselines print 6 decimals
# A sample of a spline at the regression limit is checked against the bisection reference
# with this tolerance (the C++ test's kPreciseTolerance).
PRECISE_TOLERANCE = 1e-9
# Per baseline file, how many samples are beyond 1e-6 of Ts's printed value while the
# module's match the bisection reference; every other file: 0. The same numbers as the C++
# test's excusedPerFile() (tests/spline/tst_spline_regression_baselines_golden.cpp).
EXCUSED_PER_FILE = {
    "InitiallyRegressiveKeepRatio_TsTestBaseline.txt": 101,
    "InitiallyRegressiveKeepStart_TsTestBaseline.txt": 88,
    "InitiallyRegressiveLimitOpposite_TsTestBaseline.txt": 88,
    "InitiallyRegressiveNone_TsTestBaseline.txt": 26,
    "MoveStartKeepStart_TsTestBaseline.txt": 2,
    "MoveStartLimitActive_TsTestBaseline.txt": 1,
    "PostRegressiveKeepStart_TsTestBaseline.txt": 1,
    "PostRegressiveLimitOpposite_TsTestBaseline.txt": 18,
    "PreRegressiveLimitActive_TsTestBaseline.txt": 1,
    "PreRegressiveLimitOpposite_TsTestBaseline.txt": 17,
}
KNOT_TOLERANCE = 1e-9
SUFFIX = "_TsTestBaseline.txt"
REGRESSION_DIR = os.path.join(TS_REFERENCE, "regression")
FRAMEWORK = os.path.join(TS_REFERENCE, "framework", "tsTest_TsFramework_test_Baseline_TsTestBaseline.txt")

# One edit of testTsRegressionPreventer.py: (name, museum spline, knot time, knot time delta,
# pre width delta, post width delta, regressive before the edit).
EDIT_CASES = (
    ("Noop", "NearCenterVertical", 0.0, 0.0, 0.0, 0.0, False),
    ("InitiallyRegressive", "RegressiveS", 156.0, 0.0, 0.0, 0.0, True),
    ("PreRegressive", "NearCenterVertical", 0.0, 0.0, 0.0, 0.5, False),
    ("PostRegressive", "NearCenterVertical", 1.0, 0.0, 0.5, 0.0, False),
    ("MoveStart", "NearCenterVertical", 0.0, 0.4, 0.0, 0.0, False),
    ("Replace", "FourKnotBezier", 2.0, 1.0, 0.0, 0.0, False),
    ("Reorder", "FourKnotBezier", 2.0, 1.2, 0.0, 0.0, False),
)


def baseline_files():
    return sorted(glob.glob(os.path.join(REGRESSION_DIR, "*" + SUFFIX)))


def split_baseline_name(path):
    """(edit case, mode name) a baseline file stands for, or None."""
    stem = os.path.basename(path)[:-len(SUFFIX)]
    for c in EDIT_CASES:
        if stem.startswith(c[0]) and stem[len(c[0]):] in MODE_BY_NAME:
            return c, stem[len(c[0]):]
    return None


def evaluated_knots(spline):
    """The knots with the widths evaluation uses: a copy given Keep Ratio on its regressive
    segments (the C++ test's evaluatedWidths: keepRatio on each segment of spline.knots();
    AdjustRegressiveTangents runs the same adjustSegmentWidths(KeepRatio) per Curve segment
    of a Bezier spline and leaves every other field as it is)."""
    copy = kl.Spline(spline)
    copy.AdjustRegressiveTangents(kl.AntiRegressionKeepRatio)
    return copy.GetKnots()


def has_near_perfect_cube_segment(knots):
    """The C++ test's hasNearPerfectCubeSegment: True when a Curve segment's time cubic,
    normalized to [0, 1], has |p| < 1e-3 in its depressed form (a near-perfect cube).
    `knots` carry the evaluated widths (evaluated_knots)."""
    for k0, k1 in zip(knots, knots[1:]):
        if k0.GetNextInterpolation() != kl.InterpCurve:
            continue
        span = k1.GetTime() - k0.GetTime()
        x1 = k0.GetPostTanWidth() / span
        x2 = 1.0 - k1.GetPreTanWidth() / span
        a = 3.0 * x1 - 3.0 * x2 + 1.0
        b = -6.0 * x1 + 3.0 * x2
        c = 3.0 * x1
        if abs(a) < 1e-9:
            continue
        p = c / a - b * b / (3.0 * a * a)
        if abs(p) < 1e-3:
            return True
    return False


def _cubic(p, u):
    v = 1.0 - u
    return v * v * v * p[0] + 3.0 * v * v * u * p[1] + 3.0 * v * u * u * p[2] + u * u * u * p[3]


def bisect_bezier(k0, k1, t):
    """The C++ test's bisectBezier: independent reference for a non-regressive Bezier
    segment (k0, k1 with evaluated widths, so x(u) is monotonic): solves x(u) = t by
    bisection and returns y(u). `t` inside [k0 time, k1 time]."""
    w_start, w_end = k0.GetPostTanWidth(), k1.GetPreTanWidth()
    x = (k0.GetTime(), k0.GetTime() + w_start, k1.GetTime() - w_end, k1.GetTime())
    bv = k1.GetPreValue() if k1.IsDualValued() else k1.GetValue()  # authoredPreValue()
    y = (k0.GetValue(), k0.GetValue() + w_start * k0.GetPostTanSlope(), bv - w_end * k1.GetPreTanSlope(), bv)
    lo, hi = 0.0, 1.0
    for _ in range(200):
        if not hi - lo > 0.0:
            break
        mid = 0.5 * (lo + hi)
        if mid == lo or mid == hi:
            break
        if _cubic(x, mid) < t:
            lo = mid
        else:
            hi = mid
    return _cubic(y, 0.5 * (lo + hi))


def test_every_baseline_names_a_case():
    files = baseline_files()
    assert files, f"no regression baselines in {REGRESSION_DIR} (set KNOTLINE_GOLDEN_DIR?)"
    unknown = [os.path.basename(p) for p in files if split_baseline_name(p) is None]
    assert not unknown, f"unknown baselines: {unknown}"


def test_regression_baseline_samples():
    files = baseline_files()
    assert files, f"no regression baselines in {REGRESSION_DIR} (set KNOTLINE_GOLDEN_DIR?)"
    assert os.path.exists(FRAMEWORK), f"missing {FRAMEWORK}"
    files.append(FRAMEWORK)
    names = {os.path.basename(p) for p in files}
    missing = sorted(set(EXCUSED_PER_FILE) - names)
    assert not missing, f"pinned baselines not found: {missing}"
    failures = []
    per_file_failures = {}
    excused_per_file = {}
    at_limit_files = []
    n_files = n_samples = n_precise = expected = 0
    max_dev, max_where = 0.0, ""
    max_precise_dev, max_precise_where = 0.0, ""
    for path in files:
        name = os.path.basename(path)
        baseline = read_ts_test_baseline(path)
        assert baseline.samples, f"{name}: no samples"
        expected += len(baseline.samples)
        spline = spline_from_dump(baseline.spline)
        # evaluated_knots relies on AdjustRegressiveTangents, which de-regresses Bezier splines only.
        assert spline.GetCurveType() == kl.CurveTypeBezier, f"{name}: not a Bezier spline"
        knots = evaluated_knots(spline)
        t0, t1 = knots[0].GetTime(), knots[-1].GetTime()
        at_limit = has_near_perfect_cube_segment(knots)
        if at_limit:
            at_limit_files.append(name)
        n_files += 1
        excused = 0
        for printed, want in baseline.samples:
            t = exact_ts_test_sample_time(printed, t0, t1)
            got = spline.Eval(t)
            n_samples += 1
            matches_precise = False
            if at_limit and t0 < t < t1:
                i = 0
                while i + 2 < len(knots) and knots[i + 1].GetTime() <= t:
                    i += 1
                if knots[i].GetNextInterpolation() == kl.InterpCurve:
                    precise = bisect_bezier(knots[i], knots[i + 1], t)
                    n_precise += 1
                    dev = abs(got - precise) if got is not None else float("inf")
                    if dev > max_precise_dev:
                        max_precise_dev, max_precise_where = dev, f"{name} t={t!r}"
                    matches_precise = close_enough(got, precise, PRECISE_TOLERANCE)
                    if not matches_precise:
                        per_file_failures[name] = per_file_failures.get(name, 0) + 1
                        failures.append(f"{name} t={t!r}: bisection reference {precise!r} got {describe(got)} "
                                        f"(|deviation| {dev:.3g} > {PRECISE_TOLERANCE:g})")
            if got is not None and abs(got - want) > max_dev:
                max_dev, max_where = abs(got - want), f"{name} t={t!r}"
            if close_enough(got, want, SAMPLE_TOLERANCE):
                continue
            if matches_precise:
                excused += 1
                continue
            per_file_failures[name] = per_file_failures.get(name, 0) + 1
            failures.append(f"{name} t={t!r}: expected {want:.6f} got {describe(got)} "
                            f"(|deviation| {abs(got - want) if got is not None else float('inf'):.3g})")
        if excused:
            excused_per_file[name] = excused
    wrong_excused = [f"{n}: excused {excused_per_file.get(n, 0)}, pinned {EXCUSED_PER_FILE.get(n, 0)}"
                     for n in sorted(names) if excused_per_file.get(n, 0) != EXCUSED_PER_FILE.get(n, 0)]
    n_excused = sum(excused_per_file.values())
    summary = ", ".join(f"{k}: {v}" for k, v in sorted(per_file_failures.items()))
    excused_summary = ", ".join(f"{k.replace(SUFFIX, '')}: {v}" for k, v in sorted(excused_per_file.items()))
    GOLDEN_COUNTS["golden regression baseline samples"] = (
        f"compared {n_files} baselines, {n_samples} samples at 1e-6, max |deviation| {max_dev:.3g} at {max_where}; "
        f"{len(at_limit_files)} baselines at the regression limit, {n_precise} of their samples checked against "
        f"bisection at 1e-9 (max |deviation| {max_precise_dev:.3g} at {max_precise_where}); "
        f"{n_excused} beyond 1e-6 excused in {len(excused_per_file)} files"
        + (f" ({excused_summary})" if excused_summary else "")
        + f"; {len(failures)} failures" + (f" ({summary})" if summary else "")
        + (f"; excused counts differ from the pinned ones: {'; '.join(wrong_excused)}" if wrong_excused else ""))
    print(GOLDEN_COUNTS["golden regression baseline samples"])
    assert n_samples == expected
    assert not failures and not wrong_excused, (
        (f"{len(failures)} samples differ ({summary}):\n" + "\n".join(failures) + "\n" if failures else "")
        + ("excused counts differ from EXCUSED_PER_FILE (the C++ test's excusedPerFile):\n" + "\n".join(wrong_excused)
           if wrong_excused else ""))


def test_regression_baseline_set_knot_and_batch():
    museum = load_museum()
    failures = []
    n_baselines = n_fields = expected_fields = 0
    for path in baseline_files():
        name = os.path.basename(path)
        split = split_baseline_name(path)
        assert split is not None, f"unknown baseline {name}"
        (case_name, museum_name, knot_time, knot_delta, pre_delta, post_delta, initially_regressive), mode_name = split
        # Ts's test compares these APIs only for authoring modes and for splines that were not
        # regressive before the edit.
        if mode_name in ("LimitActive", "LimitOpposite") or initially_regressive:
            continue
        mode = MODE_BY_NAME[mode_name]
        baseline = read_ts_test_baseline(path)
        orig = spline_from_json(museum[museum_name])
        knot = orig.GetKnot(knot_time)
        assert knot is not None, f"{museum_name}: no knot at {knot_time}"
        knot.SetTime(knot.GetTime() + knot_delta)
        knot.SetPreTanWidth(knot.GetPreTanWidth() + pre_delta)
        knot.SetPostTanWidth(knot.GetPostTanWidth() + post_delta)
        want = baseline.spline.knots

        # SetKnot under the mode (after removing the edited knot, like Ts's test).
        edit = kl.Spline(orig)
        edit.RemoveKnot(knot_time)
        edit.SetAntiRegressionMode(mode)
        edit.SetKnot(knot)
        n_fields += compare_knots(f"{name} SetKnot", edit.GetKnots(), want, KNOT_TOLERANCE, failures)

        # AdjustRegressiveTangents of the unfiltered edit.
        batch = kl.Spline(orig)
        batch.SetAntiRegressionMode(kl.AntiRegressionNone)
        batch.RemoveKnot(knot_time)
        batch.SetKnot(knot)
        batch.AdjustRegressiveTangents(mode)
        n_fields += compare_knots(f"{name} AdjustRegressiveTangents", batch.GetKnots(), want, KNOT_TOLERANCE,
                                  failures)
        n_baselines += 1
        expected_fields += 2 * knot_field_count(want)
    GOLDEN_COUNTS["golden regression baseline SetKnot/batch"] = (
        f"compared {n_baselines} baselines twice (SetKnot, AdjustRegressiveTangents), {n_fields} knot fields; "
        f"{len(failures)} failures")
    print(GOLDEN_COUNTS["golden regression baseline SetKnot/batch"])
    assert n_baselines > 0
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures)
    assert n_fields == expected_fields
