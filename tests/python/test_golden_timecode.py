# Timecode-valued attributes through layer offsets, through the Python module, against
# <golden>/timecode/expected*.jsonl (its README: the clips format; tolerance 1e-9 relative,
# floor 1; null = no value), as tests/io/tst_timecode_golden.cpp checks them where the
# module reaches: each case's root layer opens with its sublayers (knotline.OpenDocument:
# no problem, more than one layer) and knotline.ValueClipStage over it must give every
# listed sample (GetValue, |got - want| <= 1e-9 * max(1, |want|)) and every attribute's
# time-sample list (GetTimeSamples: same length, each time within the same tolerance); the
# numbers of cases, samples and lists compared equal what the data holds. Also OpenUSD's own
# value-clip layer with a sublayer offset (../shared/realdata/clips/testUsdValueClips/
# layerOffsets). Each sample is also resolved a second way, as the C++ test does: value
# resolution over the layer stack (Document.GetValue, core/document/ValueResolution.h), at
# the same tolerance; and values of timecode attributes from a layer behind an offset
# (Document.GetResolveInfo: typeName "timecode", layerOffsetToRoot not (0, 1)) are counted
# and must exist. Every failure is reported.
import glob
import os

import knotline as kl
from conftest import GOLDEN_COUNTS
from ts_reference import GOLDEN_ROOT, SHARED_ROOT, close_enough, describe, read_jsonl

TIMECODE = os.path.join(GOLDEN_ROOT, "timecode")
TOLERANCE = 1e-9


def test_golden_timecode():
    cases = [c for _, c in read_jsonl(sorted(glob.glob(os.path.join(TIMECODE, "expected*.jsonl"))))]
    assert cases, f"no timecode case in {TIMECODE} (set KNOTLINE_GOLDEN_DIR?)"
    failures = []
    n_cases = n_values = n_lists = n_times = n_mapped = 0
    for c in cases:
        root = os.path.join(TIMECODE, c["root"])
        doc = kl.OpenDocument(root)
        assert doc.GetProblems() == [], f"{c['id']}: {doc.GetProblems()}"
        assert len(doc.GetLayerPaths()) > 1, f"{c['id']}: each case composes sublayers"
        stage = kl.ValueClipStage(root)
        assert stage.GetProblems() == [], f"{c['id']}: {stage.GetProblems()}"
        assert c["samples"], f"{c['id']}: no samples"
        for s in c["samples"]:
            got = stage.GetValue(s["attr"], s["time"])
            n_values += 1
            if not close_enough(got, s["value"], TOLERANCE):
                failures.append(f"{c['id']}: {s['attr']} at {s['time']!r} (value-clip stage): got {describe(got)}, "
                                f"want {describe(s['value'])}")
            resolved = doc.GetValue(s["attr"], s["time"])
            if not close_enough(resolved, s["value"], TOLERANCE):
                failures.append(f"{c['id']}: {s['attr']} at {s['time']!r} (value resolution): got "
                                f"{describe(resolved)}, want {describe(s['value'])}")
            info = doc.GetResolveInfo(s["attr"])
            if s["value"] is not None and info["typeName"] == "timecode" and info["layerOffsetToRoot"] != (0.0, 1.0):
                n_mapped += 1
        assert c["timeSamples"], f"{c['id']}: no time-sample lists"
        for attr, want in c["timeSamples"].items():
            got = stage.GetTimeSamples(attr)
            n_lists += 1
            n_times += len(want)
            if len(got) != len(want) or not all(close_enough(g, w, TOLERANCE) for g, w in zip(got, want)):
                failures.append(f"{c['id']}: time samples of {attr}: got {got}, want {want}")
        n_cases += 1
    GOLDEN_COUNTS["golden timecode"] = (f"compared {n_cases} cases, {n_values} values through the value-clip stage "
                                        f"and value resolution ({n_mapped} timecode values behind a layer offset) "
                                        f"and {n_lists} time-sample lists ({n_times} times); {len(failures)} failures")
    print(GOLDEN_COUNTS["golden timecode"])
    assert n_cases == len(cases)
    assert n_values == sum(len(c["samples"]) for c in cases)
    assert n_lists == sum(len(c["timeSamples"]) for c in cases)
    assert n_mapped > 0
    assert not failures, f"{len(failures)} mismatches:\n" + "\n".join(failures)


def test_openusd_clip_layer_with_offset():
    # /Model_2's clip `times` are authored in a sublayer with offset 20, so stage 20 plays clip
    # time 0, where the clip's timecode sample holds -5; OpenUSD resolves -5 + (20 - 0) = 15
    # (the float /Model_2.size beside it stays -5).
    root = os.path.join(SHARED_ROOT, "realdata", "clips", "testUsdValueClips", "layerOffsets", "root.usda")
    assert os.path.exists(root), f"missing shared file {root} (set KNOTLINE_SHARED_DIR?)"
    stage = kl.ValueClipStage(root)
    assert "/Model_2.time" in stage.GetClipDrivenAttributes()
    assert stage.GetValue("/Model_2.time", 20.0) == 15.0
    assert stage.GetValue("/Model_2.size", 20.0) == -5.0
    assert stage.GetTimeSamples("/Model_2.time") == [20, 25, 30, 35, 40]
