# Value clips through the Python module (knotline.ValueClipStage): every case of
# <golden>/clips/expected*.jsonl (README: a value passes when |got - want| <= 1e-9 *
# max(1, |want|), null must be no value; a time-sample list has the same length and each
# time within the same tolerance), as tests/valueclips/tst_value_clips_golden.cpp compares
# them: every sample and every list, counted; no case may warn. Then the value source of a
# clip-driven attribute, and bad input raising knotline.Error.
import glob
import json
import os

import pytest

import knotline as kl
from conftest import GOLDEN_COUNTS

PROJECT_ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
GOLDEN_ROOT = os.environ.get("KNOTLINE_GOLDEN_DIR") or os.path.join(PROJECT_ROOT, "..", "shared", "golden")
CLIPS = os.path.join(GOLDEN_ROOT, "clips")


def close_enough(got, want):
    if got is None or want is None:
        return got is None and want is None
    return abs(got - want) <= 1e-9 * max(1.0, abs(want))


def load_cases():
    cases = []
    for path in sorted(glob.glob(os.path.join(CLIPS, "expected*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            cases += [json.loads(line) for line in f if line.strip()]
    return cases


def test_golden_value_clips():
    cases = load_cases()
    assert cases, f"no value-clip case in {CLIPS} (set KNOTLINE_GOLDEN_DIR?)"
    values = lists = times = 0
    failures = []
    for case in cases:
        stage = kl.ValueClipStage(os.path.join(CLIPS, case["root"]))
        assert stage.GetProblems() == [] and stage.GetWarnings() == [], case["id"]
        for s in case["samples"]:
            got = stage.GetValue(s["attr"], s["time"])
            values += 1
            if not close_enough(got, s["value"]):
                failures.append(f"{case['id']}: {s['attr']} at {s['time']!r}: got {got!r}, want {s['value']!r}")
        for attr, want in case["timeSamples"].items():
            got = stage.GetTimeSamples(attr)
            lists += 1
            times += len(want)
            if len(got) != len(want) or not all(close_enough(g, w) for g, w in zip(got, want)):
                failures.append(f"{case['id']}: time samples of {attr}: got {got}, want {want}")
    assert not failures, "\n".join(failures[:20])
    assert values == sum(len(c["samples"]) for c in cases)
    GOLDEN_COUNTS["golden value clips"] = (f"compared {len(cases)} cases, {values} values, {lists} time-sample "
                                           f"lists ({times} times)")


def test_value_source_of_a_clip_driven_attribute():
    # multi_two_clips_jump: its attributes are driven by the clip set "default".
    cases = {c["id"]: c for c in load_cases()}
    case = cases["multi_two_clips_jump"]
    stage = kl.ValueClipStage(os.path.join(CLIPS, case["root"]))
    driven = stage.GetClipDrivenAttributes()
    assert driven and driven == sorted(driven)
    sample = next(s for s in case["samples"] if s["value"] is not None and s["attr"] in driven)
    source = stage.GetValueSource(sample["attr"], sample["time"])
    assert source["kind"] == "clip set"
    assert close_enough(source["value"], sample["value"])
    assert source["clipFile"].endswith(".usda") and os.path.isabs(source["clipFile"])
    assert source["clipSet"] == "default"
    assert repr(stage).startswith("knotline.ValueClipStage(layers=")
    with pytest.raises(ValueError):
        stage.GetValue(sample["attr"], float("nan"))
    with pytest.raises(ValueError):
        stage.GetValueSource(sample["attr"], float("nan"))


def test_bad_layers_raise(tmp_path):
    bad = tmp_path / "bad.usda"
    bad.write_text("#usda 1.0\ndef Xform \"A\" {\n    double x = \n}\n")
    with pytest.raises(kl.Error) as e:
        kl.ValueClipStage(bad)
    assert "bad.usda:" in str(e.value)
    with pytest.raises(kl.Error):
        kl.ValueClipStage(tmp_path / "missing.usda")
