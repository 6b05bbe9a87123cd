# Sync-point warps through the Python module (knotline.ComputeSyncWarp): every case of
# <golden>/timeline/syncwarp*.jsonl (README "Sync-point warps") compared as
# tests/timeline/tst_syncwarp_golden.cpp compares it: the seven knots and every warp sample at
# |got - want| <= 1e-9 * max(1, |got|, |want|), the dropped requests equal; EvalArray over
# the sorted sample times equals Evaluate at each, bit for bit. Then the module's own
# contract: argument forms, refusals with the core's message ids, loops.
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


def close(got, want):
    return abs(got - want) <= 1e-9 * max(1.0, abs(got), abs(want))


def load_cases():
    cases = []
    for path in sorted(glob.glob(os.path.join(GOLDEN_ROOT, "timeline", "syncwarp*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            cases += [json.loads(line) for line in f if line.strip()]
    return cases


def test_golden_sync_warps():
    cases = load_cases()
    assert cases, "no sync warp cases found (set KNOTLINE_GOLDEN_DIR?)"
    failures = []
    knots = samples = 0
    for c in cases:
        warp = kl.ComputeSyncWarp(raw=c["raw"], duration=c["duration"], speed=c["speed"], now=c["now"],
                                  requests=c["requested"])
        got_knots = list(warp.knots.values())
        assert len(got_knots) == 7 and len(c["knots"]) == 7, c["id"]
        for name, got, want in zip(kl.SyncPointNames, got_knots, c["knots"]):
            if not close(got, want):
                failures.append(f"{c['id']} knot {name}: expected {want!r} got {got!r}")
            knots += 1
        assert c["warp"], f"{c['id']}: no warp samples"
        times = np.array([s[0] for s in c["warp"]])
        singles = [warp.Evaluate(t) for t in times]
        for t, got, (_, want) in zip(times, singles, c["warp"]):
            if not close(got, want):
                failures.append(f"{c['id']} warp at t={t!r}: expected {want!r} got {got!r}")
            samples += 1
        order = np.argsort(times, kind="stable")
        assert warp.EvalArray(times[order]).tolist() == [singles[i] for i in order], c["id"]
        if warp.dropped != c.get("dropped", []):
            failures.append(f"{c['id']}: dropped {warp.dropped}, expected {c.get('dropped', [])}")
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures[:50])
    # The counts the golden README states and the C++ test asserts.
    assert len(cases) == 200 and samples == 5379
    GOLDEN_COUNTS["sync warp golden"] = f"{len(cases)} cases, {knots} knots, {samples} warp samples compared"


RAW = {"start": 0.0, "ready": 0.2, "stroke_start": 0.4, "stroke": 0.6, "stroke_end": 0.8, "relax": 1.0,
       "end": 1.2}


def test_a_request_moves_its_point_and_the_clip_follows():
    # Unrequested: the clip plays at speed 2 from now = 5, so stroke (0.6 s) falls at 5.3 s.
    plain = kl.ComputeSyncWarp(raw=RAW, duration=1.2, speed=2.0, now=5.0)
    assert plain.knots["stroke"] == pytest.approx(5.3, abs=1e-12)
    assert plain.Evaluate(5.3) == pytest.approx(0.6, abs=1e-12)
    # The stroke requested at 7 s: the warp passes (7, 0.6) exactly, and keeps its keys sorted.
    warp = kl.ComputeSyncWarp(raw=RAW, duration=1.2, speed=2.0, now=5.0, requests={"stroke": 7.0})
    assert warp.knots["stroke"] == 7.0
    assert warp.Evaluate(7.0) == pytest.approx(0.6, abs=1e-12)
    assert list(warp.knots) == list(kl.SyncPointNames)
    assert warp.blendIn == pytest.approx(warp.knots["ready"] - warp.knots["start"])
    assert "knotline.SyncWarp(knots={'start': " in repr(warp)
    # Seven entries in order are the same as a dict; None is a point the clip lacks.
    as_list = kl.ComputeSyncWarp(raw=list(RAW.values()), duration=1.2, speed=2.0, now=5.0,
                                 requests=[None, None, None, 7.0, None, None, None])
    assert as_list.knots == warp.knots


def test_a_request_on_a_missing_point_is_dropped_with_a_warning():
    raw = dict(RAW, stroke=None)
    warp = kl.ComputeSyncWarp(raw=raw, duration=1.2, requests={"stroke": 3.0})
    assert warp.dropped == ["stroke"]
    assert warp.warnings[0]["points"] == ("stroke",)
    assert warp.warnings[0]["message"] == "the clip has no stroke sync point: its request is dropped"


def test_a_looping_clip_ignores_requests():
    warp = kl.ComputeSyncWarp(raw=RAW, duration=1.2, speed=1.0, now=1.0, requests={"stroke": 9.0}, loop=True)
    assert warp.Evaluate(1.5) == pytest.approx(0.5)
    assert [w["points"] for w in warp.warnings] == [()]


def test_refusals_carry_the_core_message():
    with pytest.raises(kl.Error) as e:
        kl.ComputeSyncWarp(raw=RAW, duration=1.2, speed=0.0)
    assert str(e.value) == "sync warp: the speed must be greater than 0"
    assert e.value.message_format == str(e.value)
    assert e.value.message_id > 0 and e.value.message_args == ()
    with pytest.raises(kl.Error) as e:
        kl.ComputeSyncWarp(raw=RAW, duration=math.inf)
    assert e.value.message_format == "sync warp: the %1 is not a finite number"
    assert len(e.value.message_args) == 1 and e.value.message_args[0] in str(e.value)
    with pytest.raises(ValueError, match="unknown sync point 'strok'"):
        kl.ComputeSyncWarp(raw={"strok": 1.0}, duration=1.2)
    with pytest.raises(TypeError, match="raw: expected a dict"):
        kl.ComputeSyncWarp(raw={1: 1.0}, duration=1.2)
    with pytest.raises(TypeError, match="requests: expected a dict"):
        kl.ComputeSyncWarp(raw=RAW, duration=1.2, requests=["a"] * 7)
    with pytest.raises(ValueError, match="expected 7 entries"):
        kl.ComputeSyncWarp(raw=[0.0, 1.0], duration=1.2)
    warp = kl.ComputeSyncWarp(raw=RAW, duration=1.2)
    with pytest.raises(ValueError, match="NaN"):
        warp.Evaluate(math.nan)
    with pytest.raises(ValueError, match="NaN"):
        warp.EvalArray(np.array([0.0, math.nan]))
