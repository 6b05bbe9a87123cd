# Timelines through the Python module (knotline.ReadTimeline / OpenTimeline / ReadOtio):
# the golden timeline vectors of <golden>/timeline (README: numbers pass when
# |got - want| <= 1e-9 * max(1, |got|, |want|), strings and booleans equal, the set of keys
# equal) evaluated as the C++ golden tests evaluate them (tests/timeline/
# tst_timeline_an_vectors_golden.cpp, tst_timeline_random_vectors_golden.cpp): every sample
# compared, an's exact states applied where its Bezier solver did not converge, the README's
# one 1e-6 sample, the unsupported an cases refused; Poses over sorted times equal Pose at
# each bit for bit; OpenTimelineIO samples open; bad input raises knotline.Error.
import copy
import glob
import json
import math
import os

import pytest

import knotline as kl
from conftest import GOLDEN_COUNTS

PROJECT_ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED_ROOT = os.path.join(PROJECT_ROOT, "..", "shared")
GOLDEN_ROOT = os.environ.get("KNOTLINE_GOLDEN_DIR") or os.path.join(SHARED_ROOT, "golden")
TIMELINE = os.path.join(GOLDEN_ROOT, "timeline")

# The an cases Knotline refuses (as tst_timeline_an_vectors_golden.cpp lists them) and a
# word the refusal names.
REFUSED = {"number-linear-and-log": "log", "angle": "angle", "vector-and-quaternion": "pos:",
           "color": "channel", "color-srgb": "channel", "orbit": "channel",
           "discrete-and-undeclared": "discrete", "per-field-timing": "angle", "loop": "angle",
           "orbit-overshoot": "channel", "manim-rate-functions": "easing"}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def readme_absolute_tolerance(case, t):
    """The README's one exception (rule 4): an-large-magnitude-bezier one nanosecond before
    its segments end is compared within 1e-6; 0 (the relative rule) elsewhere."""
    if case["name"] != "an-large-magnitude-bezier":
        return 0.0
    channels = [c for a in case["document"]["animations"].values() for c in a["channels"]]
    if not channels or any(not c.get("keyframes") for c in channels):
        return 0.0
    if all(abs(c["keyframes"][-1]["time"] - 1e-9 - t) <= 1e-15 for c in channels):
        return 1e-6
    return 0.0


def mismatch(pose, state, absolute):
    out = []
    for key, got in pose.items():
        if key not in state:
            out.append(f"{key} is in the pose but should be absent")
            continue
        want = state[key]
        if isinstance(got, float):
            tol = absolute if absolute > 0 else 1e-9 * max(1.0, abs(got), abs(want))
            if isinstance(want, bool) or not isinstance(want, (int, float)) or not abs(got - want) <= tol:
                out.append(f"{key}: got {got!r}, want {want!r}")
        elif got != want or type(got) is not type(want):
            out.append(f"{key}: got {got!r}, want {want!r}")
    out += [f"{key} is absent from the pose" for key in state if key not in pose]
    return "; ".join(out)


def compare_case(case, states, counts):
    timeline = kl.ReadTimeline(json.dumps(case["document"]), space=case.get("space"))
    exported = kl.ReadTimeline(timeline.ExportToString())
    times = [s["t"] for s in case["samples"]]
    for t, state in zip(times, states):
        absolute = readme_absolute_tolerance(case, t)
        counts["widened"] += absolute > 0
        pose = timeline.Pose(t)
        problem = mismatch(pose, state, absolute)
        assert not problem, f"{case['name']} at t={t!r}: {problem}"
        assert exported.Pose(t) == pose, f"{case['name']} at t={t!r}: the exported document evaluates differently"
        counts["samples"] += 1
        counts["values"] += len(state)
    # The cursor (sorted times) gives the same poses, bit for bit (== on floats).
    ordered = sorted(times)
    assert timeline.Poses(ordered) == [timeline.Pose(t) for t in ordered], case["name"]


def test_golden_an_timing_vectors():
    vectors = load(os.path.join(TIMELINE, "an-timing-vectors.json"))
    exact = load(os.path.join(TIMELINE, "an-timing-exact.json"))["samples"]
    counts = {"cases": 0, "samples": 0, "values": 0, "widened": 0, "exact": 0, "refused": 0}
    for case in vectors["cases"]:
        if case["name"] in REFUSED:
            with pytest.raises(kl.Error) as refused:
                kl.ReadTimeline(json.dumps(case["document"]), space=case.get("space"))
            text = str(refused.value)
            assert REFUSED[case["name"]] in text and text.startswith("animations."), f"{case['name']}: {text}"
            counts["refused"] += 1
            continue
        states = []
        for s in case["samples"]:
            state = s["state"]
            for x in exact:
                if x["case"] == case["name"] and x["t"] == s["t"]:
                    state = x["exact"]
                    counts["exact"] += 1
            states.append(state)
        compare_case(case, states, counts)
        counts["cases"] += 1
    assert counts["cases"] == len(vectors["cases"]) - len(REFUSED)
    assert counts["refused"] == len(REFUSED)
    assert counts["exact"] == len(exact)  # every exact state names a sample
    assert counts["widened"] == 1  # the README's one sample within 1e-6
    GOLDEN_COUNTS["golden timeline an"] = (
        f"compared {counts['cases']} cases, {counts['samples']} samples, {counts['values']} values "
        f"({counts['exact']} exact states applied, {counts['widened']} sample within 1e-6); {counts['refused']} refused")


def test_golden_random_timeline_vectors():
    files = sorted(glob.glob(os.path.join(TIMELINE, "random-vectors*.json")))
    assert files, f"no random-vectors*.json in {TIMELINE} (set KNOTLINE_GOLDEN_DIR?)"
    counts = {"cases": 0, "samples": 0, "values": 0, "widened": 0}
    expected = 0
    for path in files:
        for case in load(path)["cases"]:
            expected += len(case["samples"])
            compare_case(case, [s["state"] for s in case["samples"]], counts)
            counts["cases"] += 1
    assert counts["samples"] == expected
    assert counts["widened"] == 0  # the README widens no sample of these files
    GOLDEN_COUNTS["golden timeline random"] = (
        f"compared {counts['cases']} cases, {counts['samples']} samples, {counts['values']} values")


TINY = {
    "timeline": {"duration": 4, "tracks": [
        {"clips": [{"animation_id": "idle", "start_time": 0}]},
        {"clips": [{"animation_id": "walk", "start_time": 1, "duration": None, "speed": 2, "blend_in": 0.5}]}]},
    "animations": {"idle": {"duration": 4, "channels": [
        {"target": "hips", "property": "x", "keyframes": [{"time": 0, "value": 100}]}]},
        "walk": {"duration": 2, "channels": [
        {"target": "hips", "property": "x", "keyframes": [{"time": 0, "value": 0}, {"time": 2, "value": 10}]},
        {"target": "hips", "property": "mode", "keyframes": [{"time": 0, "value": "walk"}]}]}},
}


def test_pose_sources_placements_and_modes():
    t = kl.ReadTimeline(json.dumps(TINY))
    assert len(t.GetTrackNames()) == 2
    assert t.GetAnimationNames() == ["idle", "walk"]
    idle, walk = t.GetPlacements()
    assert (idle["track"], idle["animation"], idle["start"], idle["end"]) == (0, "idle", 0.0, 4.0)
    assert (walk["track"], walk["index"], walk["animation"], walk["start"], walk["end"], walk["speed"],
            walk["blendIn"]) == (1, 0, "walk", 1.0, 2.0, 2.0, 0.5)
    # Raw (§1.4): at 1.25 s walk plays clip time 0.5 s and wins: x = 2.5.
    assert t.GetPoseMode() == "raw"
    assert t.Pose(0.5) == {"hips:x": 100.0}
    assert t.Pose(1.25) == {"hips:x": 2.5, "hips:mode": "walk"}
    # After walk's end (2 s) idle, still playing, wins x; walk holds the mode it ended with.
    assert t.PoseSources(3.0)["hips:x"] == (100.0, "active", 0, 0, 3.0)
    assert t.PoseSources(3.0)["hips:mode"] == ("walk", "held", 1, 0, 2.0)
    assert t.PoseSources(5.0)["hips:x"] == (100.0, "held", 0, 0, 4.0)  # the latest end wins
    # Blended (§1.7): walk's 0.5 s blend in weighs it 0.5 at 1.25 s over idle's 100:
    # 100 + 0.5 * (2.5 - 100) = 51.25.
    blended = copy.copy(t)
    blended.SetPoseMode("blended")
    assert t.GetPoseMode() == "raw"  # a copy is independent
    assert blended.Pose(1.25)["hips:x"] == 51.25
    assert blended.Pose(1.5)["hips:x"] == 5.0  # fully in
    with pytest.raises(ValueError):
        blended.SetPoseMode("mixed")
    assert repr(t) == "knotline.Timeline(duration=4, tracks=2, placements=2)"


def test_save_and_read_back(tmp_path):
    t = kl.ReadTimeline(json.dumps(TINY).encode())
    for name in ("tiny.json", "tiny.otio"):
        path = tmp_path / name
        t.Save(path)
        back = kl.OpenTimeline(path)
        for time in (1.0, 1.3, 2.0, 3.5):
            assert back.Pose(time) == t.Pose(time), (name, time)
        assert back.GetWarnings() == []


def test_otio_samples_open():
    samples = sorted(glob.glob(os.path.join(SHARED_ROOT, "realdata", "*.otio")))
    assert len(samples) == 7
    for path in samples:
        t = kl.OpenTimeline(path)
        assert t.GetPlacements(), path
        # Their clips name media, not animations: placeholders, each said.
        assert len(t.GetWarnings()) >= 1, path
        assert all(t.Pose(x) == {} for x in (0.0, 1.0)), path


@pytest.mark.parametrize("text, where", [
    ("not json", ""),
    ('{"timeline": {"duration": 1, "tracks": [{"clips": [{"animation": "x", "start_time": 0}]}]}, '
     '"animations": {}}', "timeline.tracks[0].clips[0]"),
    ('{"timeline": {"duration": -1, "tracks": []}, "animations": {}}', "timeline.duration"),
])
def test_bad_compiled_timelines_raise(text, where):
    with pytest.raises(kl.Error) as e:
        kl.ReadTimeline(text)
    assert where in str(e.value)


def test_arguments_checked(tmp_path):
    # Found by an attack: bytes paths were written as their repr, a dict was read as the text
    # of its str(), NaN times gave an empty pose, other extensions were saved as JSON.
    t = kl.ReadTimeline(json.dumps(TINY))
    path = tmp_path / "tiny.json"
    t.Save(path)
    assert kl.OpenTimeline(os.fsencode(path)).Pose(1.25) == t.Pose(1.25)
    with pytest.raises(TypeError, match="str or bytes, not dict"):
        kl.ReadTimeline(TINY)
    with pytest.raises(TypeError):
        kl.ReadOtio(None)
    with pytest.raises(ValueError):
        t.Pose(float("nan"))
    with pytest.raises(ValueError):
        t.Poses([1.0, float("nan")])
    with pytest.raises(kl.Error, match="saved as .json or .otio"):
        t.Save(tmp_path / "tiny.usda")
    assert not (tmp_path / "tiny.usda").exists()
    with pytest.raises(ValueError):
        kl.OpenTimeline(str(tmp_path) + "/a\x00b.json")


def test_bad_files_raise(tmp_path):
    bad = tmp_path / "bad.otio"
    bad.write_text('{"OTIO_SCHEMA": "Timeline.1", "tracks": {"OTIO_SCHEMA": "Stack.1", "children": '
                   '[{"OTIO_SCHEMA": "Track.1", "children": [{"OTIO_SCHEMA": "Gap.1"}]}]}}')
    with pytest.raises(kl.Error) as e:
        kl.OpenTimeline(bad)
    assert "bad.otio: tracks.children[0].children[0]" in str(e.value)
    with pytest.raises(kl.Error):
        kl.OpenTimeline(tmp_path / "missing.json")
    with pytest.raises(kl.Error):
        kl.OpenTimeline(tmp_path / "scene.usda")
    with pytest.raises(kl.Error):
        kl.ReadOtio(b'{"OTIO_SCHEMA": "Clip.1"}')
