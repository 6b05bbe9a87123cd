# The canvas drag sessions through the Python module (knotline.KnotDragSession,
# knotline.TangentDragSession; app/python/DragSessionBindings.cpp) against Ts's interactive
# regression preventer, on OpenUSD's testTsRegressionPreventer baselines
# (<golden>/ts-reference/regression/<Case><Mode>_TsTestBaseline.txt; formats:
# ts-reference/SOURCES.md). A port of tests/edit/tst_drag_regression_baselines_golden.cpp,
# checking exactly what it checks:
# - each baseline is one (case, mode) of testTsRegressionPreventer.py: one knot of a museum
#   spline (built as GoldenData.cpp splineFromJson: anti-regression off, knots last; the
#   starting curve is AnimCurve.FromSpline of it, the C++ test's AnimCurveFn::fromSpline)
#   edited as the canvas drag for the same edit, fed through several moves (CASES: the
#   mouse wanders, overshoots and comes back), the session's anti-regression mode being
#   the file's mode:
#   * MoveStart: key 0 of NearCenterVertical dragged 0.4 later (KnotDragSession.Drag with
#     time offsets from the press, no snapping, axis DragAxisFree);
#   * PreRegressive / PostRegressive: key 0's out / key 1's in handle dragged out to width
#     0.8 + 0.5 along its slope (TangentDragSession.Apply with absolute handle positions:
#     out (t + w, v + s*w), in (t - w, v_pre - s*w));
#   * InitiallyRegressive (RegressiveS key 156's out handle) and Noop (NearCenterVertical
#     key 0's out handle): the handle is grabbed, moved and put back where it was;
# - the last move is Ts's proposal; its result must have the printed knots: time, value,
#   pre-value (when either knot has one), both tangents' widths and slopes, each within
#   the golden README's 1e-6 for printed baselines (|got - want| <= 1e-6 * max(1, |want|);
#   golden/README.md, ts-reference/: "Compare with 1e-6 (the baselines print 6 decimals)"),
#   and the same interpolation and tangent algorithms;
# - the result block ("TsRegressionPreventer::SetResult:"): havePreSegment /
#   havePostSegment must equal whether the segments before / after the dragged key are
#   Curve segments, and for each segment both have, the active and opposite widths (the
#   dragged key's side and the neighbour's) must match the printed ones within 1e-6. The
#   "...Adjusted" flags are not compared (Ts's record of which widths its solver wrote; the
#   sessions report no such flags, and the widths they stand for are compared);
# - as Ts's own test requires, no regressive segment after any mode but None
#   (Spline.HasRegressiveTangents, the C++ test's regressiveSegments().empty());
# - coverage: the baselines a Knotline drag session deliberately does not make are
#   skipped with the reason (SKIPPED, the C++ test's kSkipped); every skipped file must
#   exist, every baseline file of the folder must be compared or skipped (not both), and
#   the numbers of baselines, steps (one Set per baseline) and values compared must be
#   what the compared files hold (the C++ test's counts: 21 baselines, 21 steps, 78 drag
#   moves, 294 values; 6 skipped).
# The golden root is $KNOTLINE_GOLDEN_DIR or <project root>/../shared/golden; the test
# fails when it finds no baseline, and reports every failing value.
import os

import pytest

import knotline as kl
from conftest import GOLDEN_COUNTS
from ts_reference import (MODE_BY_NAME, TS_REFERENCE, close_enough, compare_knots, knot_field_count, load_museum,
                          read_ts_test_baseline, spline_from_json)

TOLERANCE = 1e-6  # golden/README.md, ts-reference/: the baselines print 6 decimals
SUFFIX = "_TsTestBaseline.txt"
REGRESSION_DIR = os.path.join(TS_REFERENCE, "regression")
MUSEUM = os.path.join(TS_REFERENCE, "museum.jsonl")

# One case of testTsRegressionPreventer.py as a canvas drag: (name, museum spline, knot
# time, kind, isInTangent, moves). `moves` are the proposals in order: for a knot drag the
# time offset from the press, for a tangent drag the change of the handle's width from its
# width at the press (the handle stays on the tangent's line, so the slope is kept). The
# last move is the edit Ts makes. (The C++ test's cases().)
KNOT, TANGENT = "knot", "tangent"
CASES = (
    ("MoveStart", "NearCenterVertical", 0.0, KNOT, False, (0.1, 0.25, 0.55, 0.4)),
    ("PreRegressive", "NearCenterVertical", 0.0, TANGENT, False, (0.1, 0.3, 0.7, 0.5)),
    ("PostRegressive", "NearCenterVertical", 1.0, TANGENT, True, (0.1, 0.3, 0.7, 0.5)),
    ("InitiallyRegressive", "RegressiveS", 156.0, TANGENT, False, (1.0, -2.0, 0.0)),
    ("Noop", "NearCenterVertical", 0.0, TANGENT, False, (0.2, -0.2, 0.0)),
)

# Baselines of the folder that no drag session makes, with the reason (the C++ test's
# kSkipped).
REORDER = ("Ts moves knot 2 of FourKnotBezier past knot 3 (to 3.2) and re-sorts the knots; a Knotline knot "
           "drag stops minimumGap before the unmoved neighbour and never reorders keys (deliberate, "
           "KnotDragSession.h: Maya's stop, so key indices and the selection stay valid)")
REPLACE = ("Ts moves knot 2 of FourKnotBezier exactly onto knot 3, replacing it; a Knotline knot drag stops "
           "minimumGap before the unmoved neighbour and never replaces a key (deliberate, KnotDragSession.h)")
SKIPPED = {
    "ReorderContain_TsTestBaseline.txt": REORDER,
    "ReorderKeepRatio_TsTestBaseline.txt": REORDER,
    "ReorderKeepStart_TsTestBaseline.txt": REORDER,
    "ReorderLimitOpposite_TsTestBaseline.txt": REORDER,
    "ReorderNone_TsTestBaseline.txt": REORDER,
    "ReplaceLimitActive_TsTestBaseline.txt": REPLACE,
}


def baseline_names():
    """The baseline files of the folder (files only, sorted by name)."""
    if not os.path.isdir(REGRESSION_DIR):
        return []
    return sorted(n for n in os.listdir(REGRESSION_DIR)
                  if n.endswith(SUFFIX) and os.path.isfile(os.path.join(REGRESSION_DIR, n)))


def case_of(name):
    """(case, mode) the file name stands for, or None when it names none of CASES."""
    if not name.endswith(SUFFIX):
        return None
    stem = name[:-len(SUFFIX)]
    for c in CASES:
        if stem.startswith(c[0]) and stem[len(c[0]):] in MODE_BY_NAME:
            return c, MODE_BY_NAME[stem[len(c[0]):]]
    return None


class SetResultError(ValueError):
    pass


def parse_ts_set_result(block):
    """RegressionBaseline.cpp parseTsSetResult: the result block's segment flags and the four
    widths (time codes, printed with 6 decimals; the "...Adjusted" flags are not kept).
    Raises SetResultError naming a missing or malformed field."""
    fields = {}
    for line in block:
        colon = line.find(":")
        if colon > 0:
            fields[line[:colon].strip()] = line[colon + 1:].strip()

    def flag(name):
        if fields.get(name) not in ("true", "false"):
            raise SetResultError(f"result block: no flag {name}")
        return fields[name] == "true"

    def number(name):
        try:
            return float(fields[name])
        except (KeyError, ValueError):
            raise SetResultError(f"result block: no number {name}") from None

    return {"havePreSegment": flag("havePreSegment"),
            "preActiveWidth": number("preActiveAdjustedWidth"),
            "preOppositeWidth": number("preOppositeAdjustedWidth"),
            "havePostSegment": flag("havePostSegment"),
            "postActiveWidth": number("postActiveAdjustedWidth"),
            "postOppositeWidth": number("postOppositeAdjustedWidth")}


def knot_deviation(got, want):
    """The largest |got - want| over the fields compare_knots compares (both present)."""
    if len(got) != len(want):
        return 0.0
    dev = 0.0
    for g, w in zip(got, want):
        pairs = [(g.GetTime(), w.GetTime()), (g.GetValue(), w.GetValue()),
                 (g.GetPreTanWidth(), w.GetPreTanWidth()), (g.GetPreTanSlope(), w.GetPreTanSlope()),
                 (g.GetPostTanWidth(), w.GetPostTanWidth()), (g.GetPostTanSlope(), w.GetPostTanSlope())]
        if g.IsDualValued() and w.IsDualValued():
            pairs.append((g.GetPreValue(), w.GetPreValue()))
        dev = max([dev] + [abs(a - b) for a, b in pairs])
    return dev


def drag(case, mode, key, curve):
    """Feeds the case's moves to the real session, as the C++ test's drag(); `curve` ends as
    the last move left it. Raises knotline.Error when the session refuses."""
    _, _, _, kind, is_in, moves = case
    before = kl.AnimCurve(curve)
    fn = kl.AnimCurveFn(curve)
    if kind == KNOT:
        session = kl.KnotDragSession(before, [key], key)
        session.SetAntiRegressionMode(mode)
        for offset in moves:
            session.Drag(fn, offset, 0.0, kl.DragAxisFree, False)
        return
    session = kl.TangentDragSession(before, key, is_in)
    session.SetAntiRegressionMode(mode)
    k = before.spline().GetKnots()[key]
    if is_in:
        width, slope = k.GetPreTanWidth(), k.GetPreTanSlope()
    else:
        width, slope = k.GetPostTanWidth(), k.GetPostTanSlope()
    for width_change in moves:
        # Where the canvas puts the handle: (t + w, v + s*w) out, (t - w, v_pre - s*w) in.
        w = width + width_change
        handle_time = k.GetTime() - w if is_in else k.GetTime() + w
        handle_value = k.GetPreValue() - slope * w if is_in else k.GetValue() + slope * w
        session.Apply(fn, handle_time, handle_value)


def compare_baseline(name, museum, failures):
    """The C++ test's session() for one baseline file. Appends every mismatch to `failures`;
    returns (values compared, moves fed, max knot deviation, max result-block deviation),
    or None when the baseline could not be compared (the reason is in `failures`)."""
    split = case_of(name)
    if split is None:
        failures.append(f"{name}: names no drag case")
        return None
    case, mode = split
    case_name, museum_name, knot_time, _, _, moves = case
    try:
        baseline = read_ts_test_baseline(os.path.join(REGRESSION_DIR, name))
        result = parse_ts_set_result(baseline.result_block)
    except ValueError as e:
        failures.append(f"{name}: {e}")
        return None
    if museum_name not in museum:
        failures.append(f"museum spline {museum_name} not found")
        return None
    try:
        spline = spline_from_json(museum[museum_name])
        start = kl.AnimCurve.FromSpline(spline)
    except kl.Error as e:
        failures.append(f"{name}: {museum_name}: {e}")
        return None
    times = [k.GetTime() for k in spline.GetKnots()]
    if knot_time not in times:
        failures.append(f"{name}: {museum_name}: no knot at {knot_time!r}")
        return None
    key = times.index(knot_time)
    curve = kl.AnimCurve(start)
    try:
        drag(case, mode, key, curve)
    except kl.Error as e:
        failures.append(f"{name}: the drag was refused: {e}")
        return None

    # The knots.
    own = []
    got = curve.spline().GetKnots()
    values = compare_knots(name, got, baseline.spline.knots, TOLERANCE, own)
    deviation = knot_deviation(got, baseline.spline.knots)  # knots, printed with all digits
    width_deviation = 0.0                                    # result block, printed with 6 decimals

    # The result block: the widths on both sides of the dragged key.
    a = key
    have_pre = 0 < a < len(got) and got[a - 1].GetNextInterpolation() == kl.InterpCurve
    have_post = a + 1 < len(got) and got[a].GetNextInterpolation() == kl.InterpCurve

    def width(field, got_width, want):
        nonlocal values, width_deviation
        values += 1
        width_deviation = max(width_deviation, abs(got_width - want))
        if not close_enough(got_width, want, TOLERANCE):
            own.append(f"{name} result {field}: expected {want:.6f} got {got_width!r}")

    if have_pre != result["havePreSegment"] or have_post != result["havePostSegment"]:
        own.append(f"{name} result: segments next to the key differ (pre {int(have_pre)}/"
                   f"{int(result['havePreSegment'])}, post {int(have_post)}/{int(result['havePostSegment'])})")
    if have_pre and result["havePreSegment"]:
        width("preActiveAdjustedWidth", got[a].GetPreTanWidth(), result["preActiveWidth"])
        width("preOppositeAdjustedWidth", got[a - 1].GetPostTanWidth(), result["preOppositeWidth"])
    if have_post and result["havePostSegment"]:
        width("postActiveAdjustedWidth", got[a].GetPostTanWidth(), result["postActiveWidth"])
        width("postOppositeAdjustedWidth", got[a + 1].GetPreTanWidth(), result["postOppositeWidth"])

    # Ts's own test: nothing regressive after a mode other than None.
    if mode != kl.AntiRegressionNone and curve.spline().HasRegressiveTangents():
        own.append(f"{name}: regressive segment left after the drag")

    if own:
        failures.append(f"{name}: {len(own)} of {values} values differ")
        failures.extend(own)
    return values, len(moves), deviation, width_deviation


@pytest.fixture(scope="module")
def compared():
    """Every baseline that names a case compared once (the C++ test's session rows)."""
    assert os.path.isdir(REGRESSION_DIR), f"missing {REGRESSION_DIR} (set KNOTLINE_GOLDEN_DIR?)"
    assert os.path.isfile(MUSEUM), f"missing {MUSEUM} (set KNOTLINE_GOLDEN_DIR?)"
    museum = load_museum()
    stats = {"baselines": 0, "steps": 0, "moves": 0, "values": 0, "max_dev": 0.0, "max_width_dev": 0.0,
             "failures": [], "rows": 0}
    for name in baseline_names():
        if case_of(name) is None:
            continue
        stats["rows"] += 1
        r = compare_baseline(name, museum, stats["failures"])
        if r is None:
            continue
        values, moves, dev, width_dev = r
        stats["baselines"] += 1
        stats["steps"] += 1  # the baseline records the result of one Set: the drag's last move
        stats["moves"] += moves
        stats["values"] += values
        stats["max_dev"] = max(stats["max_dev"], dev)
        stats["max_width_dev"] = max(stats["max_width_dev"], width_dev)
    return stats


def test_drag_sessions_match_the_baselines(compared):
    failures = compared["failures"]
    GOLDEN_COUNTS["golden drag regression baselines"] = (
        f"compared {compared['baselines']} baselines ({compared['steps']} steps, {compared['moves']} drag moves fed), "
        f"{compared['values']} values at {TOLERANCE:g}, max |deviation| {compared['max_dev']:.3g} in the knots, "
        f"{compared['max_width_dev']:.3g} in the result blocks (6 decimals); skipped {len(SKIPPED)}; "
        f"{len(failures)} failures")
    print(GOLDEN_COUNTS["golden drag regression baselines"])
    assert compared["rows"] > 0, f"no drag regression baselines in {REGRESSION_DIR} (set KNOTLINE_GOLDEN_DIR?)"
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures)


def test_every_baseline_is_compared_or_skipped(compared):
    # Every skipped file exists, so the list cannot go stale.
    problems = []
    for name, reason in SKIPPED.items():
        path = os.path.join(REGRESSION_DIR, name)
        if not os.path.isfile(path):
            problems.append(f"skip list names a missing baseline: {path}")
        print(f"skipped {name}: {reason}")
    # Every baseline of the folder is compared or skipped, and the counts are what the
    # compared files hold.
    expected_baselines = expected_values = 0
    for name in baseline_names():
        is_compared = case_of(name) is not None
        if is_compared == (name in SKIPPED):
            problems.append(f"{name} is " + ("both compared and skipped" if is_compared
                                             else "neither compared nor skipped"))
        if not is_compared:
            continue
        try:
            baseline = read_ts_test_baseline(os.path.join(REGRESSION_DIR, name))
            result = parse_ts_set_result(baseline.result_block)
        except ValueError as e:
            problems.append(f"{name}: {e}")
            continue
        expected_baselines += 1
        expected_values += (knot_field_count(baseline.spline.knots) + 2 * int(result["havePreSegment"])
                            + 2 * int(result["havePostSegment"]))
    assert not problems, "\n".join(problems)
    assert expected_baselines > 0, f"no drag regression baselines in {REGRESSION_DIR} (set KNOTLINE_GOLDEN_DIR?)"
    assert compared["baselines"] == expected_baselines
    assert compared["steps"] == expected_baselines
    assert compared["values"] == expected_values
