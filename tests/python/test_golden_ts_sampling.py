# Ts's own Sample() output for the museum splines through the Python module
# (<golden>/ts-reference/testTsSplineSampling.txt, its "Testing SampleWithSources" half: 129
# cases, each a museum spline sampled with a value type over an interval at a time / value
# scale and a pixel tolerance), compared as the tsBaseline test of
# tests/spline/tst_spline_sample.cpp compares them. The README: "a sample() that meets its
# tolerance contract lies within that tolerance of these vertices' curve, not necessarily on
# them". Per case, with the museum spline built in the case's value type (GoldenData.cpp
# splineFromJson) and Spline.Sample over the case's interval:
# - the case's interval, scales and tolerance follow Ts's recipe (ts-algorithms.md §1) to
#   1e-5 relative, else that is a failure and the header's scales are used;
# - our polylines meet the tolerance contract: each has >= 2 vertices, in time order inside
#   the interval, each within the tolerance (pixels) of the curve (Eval / EvalPreValue at
#   the polyline's ends), and 2000 probes of the curve lie within the tolerance of them
#   (slack 1e-9 * max(1, tol)); a value-blocked probe is covered by no polyline;
# - every Ts vertex lies within the tolerance of our polylines (sampled 4 tol/timeScale
#   wider: Ts clips its end chords to the interval), and every one of our vertices within
#   the tolerance of Ts's polylines, each allowance widened by 1.01 x the pixel error of
#   rounding a vertex to the case's vector type (Ts prints float / half vertices);
# - the polylines have the same sources in the same order (Ts's degenerate one-point
#   polylines dropped).
# As in C++, Ts's post Loop Repeat copies of a spline whose first knot is dual-valued are
# moved onto ../shared/spec/semantics-notes.md rule 2 / 10 (the README's corrected reference
# defect: Ts's evaluator offsets by last value - first pre-value) before comparing, and at
# least one vertex must have been moved. The number of cases (129) is asserted as in C++.
# Every failing vertex and probe is reported.
import bisect
import math
import os
import re

import knotline as kl
from conftest import GOLDEN_COUNTS
from ts_reference import TS_REFERENCE, describe, load_museum, spline_from_json

SAMPLING = os.path.join(TS_REFERENCE, "testTsSplineSampling.txt")
INF = math.inf
SOURCES = {"TsSourcePreExtrap": kl.SampleSource.PreExtrapolation,
           "TsSourcePreExtrapLoop": kl.SampleSource.PreExtrapolationLoop,
           "TsSourceKnotInterp": kl.SampleSource.Knots,
           "TsSourceInnerLoopProto": kl.SampleSource.InnerLoopPrototype,
           "TsSourceInnerLoopPreEcho": kl.SampleSource.InnerLoopPreEcho,
           "TsSourceInnerLoopPostEcho": kl.SampleSource.InnerLoopPostEcho,
           "TsSourcePostExtrapLoop": kl.SampleSource.PostExtrapolationLoop,
           "TsSourcePostExtrap": kl.SampleSource.PostExtrapolation}
HEADER = re.compile(r"^Test Case (\d+): SampleWithSources<([^,]+), [^>]+>\(\[([^,]+), ([^\]]+)\], ([^,]+), ([^,]+), "
                    r"([^)]+)\)$")
SPLINE_NAME = re.compile(r"^Spline: (\S+)$")
POLYLINE = re.compile(r"^(\d+): \((\w+)\)$")
VERTEX = re.compile(r"^\s+\(([^,]+), ([^)]+)\)$")


class Polyline:
    def __init__(self, source, vertices):
        self.source = source
        self.vertices = vertices  # [[time, value], ...]
        self.times = [v[0] for v in vertices]


def ours(polylines):
    return [Polyline(p.source, p.vertices.tolist()) for p in polylines]


def parse_ts_baseline():
    cases = []
    in_sources = False
    spline = None
    with open(SAMPLING, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw[:-1] if raw.endswith("\n") else raw
            if line == "Testing SampleWithSources":
                in_sources = True
                continue
            if not in_sources:
                continue
            if m := SPLINE_NAME.match(line):
                spline = m.group(1)
            elif m := HEADER.match(line):
                cases.append({"number": int(m.group(1)), "spline": spline, "valueType": m.group(2),
                              "tMin": float(m.group(3)), "tMax": float(m.group(4)),
                              "timeScale": float(m.group(5)), "valueScale": float(m.group(6)),
                              "tolerance": float(m.group(7)), "polylines": []})
            elif m := POLYLINE.match(line):
                assert cases and m.group(2) in SOURCES, f"{SAMPLING}:{number}: unexpected polyline line"
                cases[-1]["polylines"].append((SOURCES[m.group(2)], []))
            elif (m := VERTEX.match(line)) and cases and cases[-1]["polylines"]:
                cases[-1]["polylines"][-1][1].append([float(m.group(1)), float(m.group(2))])
    for c in cases:
        # Ts's degenerate polylines (every vertex equal) are dropped.
        c["polylines"] = [Polyline(src, vx) for src, vx in c["polylines"] if any(v != vx[0] for v in vx)]
    return cases


def value_type_from_ts(name):
    return "float" if name == "float" else "half" if "half" in name else "double"


# ---- geometry (tst_spline_sample.cpp) -----------------------------------------------------

def distance_to_polylines(pls, t, v, ts, vs, window):
    """Pixel distance from (t, v) to the nearest polyline segment or vertex whose time range
    meets [t - window, t + window]; infinity when none does."""
    best = INF
    for p in pls:
        vx = p.vertices
        if not vx or vx[-1][0] < t - window or vx[0][0] > t + window:
            continue
        k = bisect.bisect_left(p.times, t - window)
        k = 0 if k == 0 else k - 1
        while k < len(vx):
            px, py = (t - vx[k][0]) * ts, (v - vx[k][1]) * vs
            best = min(best, math.hypot(px, py))
            if k + 1 < len(vx):
                dx, dy = (vx[k + 1][0] - vx[k][0]) * ts, (vx[k + 1][1] - vx[k][1]) * vs
                len2 = dx * dx + dy * dy
                if len2 > 0.0:
                    s = min(max((px * dx + py * dy) / len2, 0.0), 1.0)
                    best = min(best, math.hypot(px - s * dx, py - s * dy))
            if vx[k][0] > t + window:
                break
            k += 1
    return best


def covered(pls, t):
    return any(p.vertices and p.vertices[0][0] < t < p.vertices[-1][0] for p in pls)


def check_contract(s, t_min, t_max, ts, vs, tol, pls, probes, fail):
    """Both directions of the Sample() contract against the spline's own evaluator."""
    slack = 1e-9 * max(1.0, tol)
    last_time = -INF
    for pi, p in enumerate(pls):
        vx = p.vertices
        if len(vx) < 2:
            fail(f"polyline {pi} has {len(vx)} vertices")
        for k, (t, v) in enumerate(vx):
            if t < t_min or t > t_max or t < last_time:
                fail(f"vertex time {t!r} out of order or outside [{t_min}, {t_max}]")
            last_time = t
            first, last = k == 0, k + 1 == len(vx)
            nudge = 1e-10 * max(1.0, abs(t))
            candidates = []
            if not last:
                candidates.append(s.Eval(t))
                if first:
                    candidates.append(s.Eval(t + nudge))
            if not first:
                candidates.append(s.EvalPreValue(t))
                if last:
                    candidates.append(s.Eval(t - nudge))
            dev = min((abs(v - e) * vs for e in candidates if e is not None), default=INF)
            if not dev <= tol + slack:
                fail(f"vertex ({t!r}, {v!r}) of polyline {pi} is {dev} px off the curve "
                     f"(eval {describe(s.Eval(t))}, evalPreValue {describe(s.EvalPreValue(t))})")
    phase = 0.3819660112501051
    window = 4.0 * tol / ts
    for j in range(probes):
        t = t_min + (j + phase) / probes * (t_max - t_min)
        v = s.Eval(t)
        if v is None:
            if covered(pls, t):
                fail(f"t={t!r} is a value block but a polyline covers it")
            continue
        d = distance_to_polylines(pls, t, v, ts, vs, window)
        if not d <= tol + slack:
            fail(f"curve point ({t!r}, {v!r}) is {d} px from the polylines")


# ---- Ts's recipe and its one different rule ---------------------------------------------

def ts_recipe(dbl, post_copy_shift=0.0):
    """(spanMin, spanMax, timeScale, valueScale) of Ts's sampling test for a museum spline."""
    knots = dbl.GetKnots()
    first, last = knots[0].GetTime(), knots[-1].GetTime()
    span_min, span_max = first, last
    if dbl.HasInnerLoops():
        lo, hi = dbl.GetInnerLoopParams().GetLoopedInterval()
        span_min, span_max = min(span_min, lo), max(span_max, hi)
    # Values as Ts evaluates them at the knots: the last knot's time starts the first post
    # copy, where Ts's value is post_copy_shift higher (ts_post_repeat_shift).
    lo, hi = INF, -INF
    span = last - first
    for k in knots:
        v = dbl.Eval(k.GetTime())
        if v is not None:
            ts_value = v + (post_copy_shift if span > 0.0 and k.GetTime() >= first + span else 0.0)
            lo, hi = min(lo, ts_value), max(hi, ts_value)
    return span_min, span_max, 500.0 / max(span_max - span_min, 1.0), 500.0 / max(hi - lo, 1.0)


def interval_for_type(span_min, span_max, value_type):
    size = span_max - span_min
    if value_type == "float":
        return span_min, span_max, 1.0
    if value_type == "half":
        return span_min - 1.5 * size, span_max + 1.5 * size, 10.0
    return span_min + 0.25 * size, span_max - 0.25 * size, 0.5


def rounding_pixels(value_type, t, v, ts, vs):
    """Upper bound of the pixel error from rounding a vertex to the case's vector type."""
    rel = 2.0 ** -11 if value_type == "half" else 2.0 ** -24 if value_type == "float" else 0.0
    floor = 2.0 ** -25 if value_type == "half" else 0.0
    return math.hypot((abs(t) * rel + floor) * ts, (abs(v) * rel + floor) * vs)


def rel_close(a, b, rel):
    return abs(a - b) <= rel * max(1.0, abs(b))


def ts_post_repeat_shift(spline):
    """(per copy, first knot time, span) by which Ts's post Loop Repeat copies lie above ours
    (Ts: last value - first pre-value; Knotline, rule 2: last value - first value), or None."""
    knots = spline.GetKnots()
    if (len(knots) < 2 or spline.GetPostExtrapolation().mode != kl.ExtrapLoopRepeat or not knots[0].IsDualValued()
            or spline.HasInnerLoops()):
        return None
    return (knots[0].GetValue() - knots[0].GetPreValue(), knots[0].GetTime(), knots[-1].GetTime() - knots[0].GetTime())


def apply_post_repeat_shift(polylines, shift):
    """Ts's polylines with post copy k >= 1 moved down by k x shift; pieces of one source that
    then meet without a jump are joined. Returns (polylines, vertices moved)."""
    per_copy, first, span = shift
    moved = 0
    shifted = []
    for p in polylines:
        vx = [list(v) for v in p.vertices]
        if vx:
            k = max(0.0, math.floor((vx[0][0] - first) / span + 1e-9))
            if k >= 1.0:
                for v in vx:
                    v[1] -= k * per_copy
                    moved += 1
        shifted.append(Polyline(p.source, vx))
    merged = []
    for p in shifted:
        if (merged and moved > 0 and merged[-1].source == p.source and merged[-1].vertices and p.vertices
                and merged[-1].vertices[-1] == p.vertices[0]):
            merged[-1] = Polyline(p.source, merged[-1].vertices + p.vertices[1:])
            continue
        merged.append(p)
    return merged, moved


def test_ts_sampling_baseline():
    museum = load_museum()
    assert len(museum) >= 40, f"museum.jsonl not found or short in {TS_REFERENCE} (set KNOTLINE_GOLDEN_DIR?)"
    cases = parse_ts_baseline()
    assert len(cases) == 129, f"expected 129 SampleWithSources cases in {SAMPLING}, found {len(cases)}"
    failures = []
    n_cases = n_ts_vertices = n_our_vertices = n_shifted = 0
    max_ts_to_ours = max_ours_to_ts = 0.0
    for c in cases:
        where = f"{c['spline']} (case {c['number']}, {c['valueType']})"
        if c["spline"] not in museum:
            failures.append(f"{where}: not in museum.jsonl")
            continue
        value_type = value_type_from_ts(c["valueType"])
        dbl = spline_from_json(museum[c["spline"]])
        s = spline_from_json(museum[c["spline"]], value_type)

        def fail(message):
            failures.append(f"{where}: {message}")

        shift = ts_post_repeat_shift(dbl)
        span_min, span_max, ts, vs = ts_recipe(dbl, shift[0] if shift else 0.0)
        t_min, t_max, tol = interval_for_type(span_min, span_max, value_type)
        if not (rel_close(t_min, c["tMin"], 1e-5) and rel_close(t_max, c["tMax"], 1e-5) and tol == c["tolerance"]
                and rel_close(ts, c["timeScale"], 1e-5) and rel_close(vs, c["valueScale"], 1e-5)):
            fail(f"recipe [{t_min}, {t_max}] scales {ts}, {vs} tol {tol} differ from the header")
            ts, vs = c["timeScale"], c["valueScale"]

        our = ours(s.Sample(t_min, t_max, ts, vs, tol))
        check_contract(s, t_min, t_max, ts, vs, tol, our, 2000, fail)

        window = 4.0 * tol / ts
        our_wide = ours(s.Sample(t_min - window, t_max + window, ts, vs, tol))
        ts_polylines = c["polylines"]
        if shift:
            ts_polylines, moved = apply_post_repeat_shift(ts_polylines, shift)
            n_shifted += moved
        # Every Ts vertex (on Ts's curve, up to rounding to the vector type) is within the
        # tolerance of our polylines.
        for p in ts_polylines:
            for t, v in p.vertices:
                allow = tol + 1.01 * rounding_pixels(value_type, t, v, ts, vs)
                d = distance_to_polylines(our_wide, t, v, ts, vs, window + allow / ts)
                max_ts_to_ours = max(max_ts_to_ours, d / tol)
                n_ts_vertices += 1
                if not d <= allow:
                    fail(f"Ts vertex ({t!r}, {v!r}) is {d} px from our polylines; our eval {describe(s.Eval(t))} "
                         f"/ pre {describe(s.EvalPreValue(t))}")
        # Every one of our vertices (on our curve) is within the tolerance of Ts's polylines.
        for p in our:
            for t, v in p.vertices:
                allow = tol + 1.01 * rounding_pixels(value_type, t, v, ts, vs)
                d = distance_to_polylines(ts_polylines, t, v, ts, vs, window + allow / ts)
                max_ours_to_ts = max(max_ours_to_ts, d / tol)
                n_our_vertices += 1
                if not d <= allow:
                    fail(f"our vertex ({t!r}, {v!r}) is {d} px from Ts's polylines")
        # Same discontinuity structure.
        ts_sources = [p.source for p in ts_polylines]
        our_sources = [p.source for p in our]
        if ts_sources != our_sources:
            fail(f"polylines differ: Ts {[str(x) for x in ts_sources]} | ours {[str(x) for x in our_sources]}")
        n_cases += 1
    GOLDEN_COUNTS["golden Ts sampling"] = (
        f"compared {n_cases} Sample() cases: {n_ts_vertices} Ts vertices ({n_shifted} moved onto rule 2's post "
        f"Loop Repeat offset) and {n_our_vertices} of ours, 2000 contract probes each; max distance Ts->ours "
        f"{max_ts_to_ours:.4f} tol, ours->Ts {max_ours_to_ts:.4f} tol; {len(failures)} failures")
    print(GOLDEN_COUNTS["golden Ts sampling"])
    assert n_cases == len(cases)
    assert n_ts_vertices > 0 and n_our_vertices > 0
    # The one museum spline rule 2 applies to (ExtrapLoopRepeatDualValued) has post copies
    # in the baseline: the shift must have been used.
    assert n_shifted > 0
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures)
