# Baked-layer export through the Python module (Document.Bake, core/io/BakeExport.h): the
# sample scene baked to time samples, saved, and resolved again (knotline.ValueClipStage,
# which reads time samples as a USD stage does) gives the original splines' values at every
# sample time; the interchange target keeps splines; the report says what it measured; bad
# arguments raise and leave the layer unchanged.
import pathlib

import pytest

import knotline as kl

PROJECT_ROOT = pathlib.Path(__file__).resolve().parents[2]
SAMPLE = PROJECT_ROOT / "resources" / "sample_scene.usda"


def test_bake_to_time_samples_reads_back(tmp_path):
    doc = kl.OpenDocument(SAMPLE)
    splines = doc.GetSplines()
    assert splines
    report = doc.Bake(stride=1.0)
    assert report["target"] == "samples"
    assert sorted(a["path"] for a in report["attributes"]) == sorted(splines)
    assert all(a["samples"] > 0 for a in report["attributes"])
    # The largest error is measured between the samples (linear interpolation of a curve).
    assert report["maxError"] > 0 and report["maxErrorPath"] in splines
    assert report["start"] <= report["maxErrorTime"] <= report["end"]
    assert report["text"]
    assert doc.GetSplines() == {}  # the root's splines are time samples now
    out = tmp_path / "baked.usda"
    doc.Save(out)
    assert ".timeSamples" in out.read_text() and ".spline" not in out.read_text()
    stage = kl.ValueClipStage(out)
    compared = 0
    t = report["start"]
    while t <= report["end"]:
        for path, spline in splines.items():
            want = spline.Eval(t)
            got = stage.GetValue(path, t)
            assert (got is None) == (want is None), (path, t)
            if want is not None:
                assert abs(got - want) <= 1e-9 * max(1.0, abs(want)), (path, t, got, want)
            compared += 1
        t += report["stride"]
    assert compared >= len(splines) * 2


def test_bake_to_interchange_keeps_splines():
    doc = kl.OpenDocument(SAMPLE)
    before = doc.GetSplines()
    report = doc.Bake(target="interchange")
    after = doc.GetSplines()
    assert sorted(after) == sorted(before)
    assert report["target"] == "interchange"
    for path, spline in before.items():
        for t in (report["start"], (report["start"] + report["end"]) / 2, report["end"]):
            want, got = spline.Eval(t), after[path].Eval(t)
            assert (got is None) == (want is None)
            if want is not None:
                assert abs(got - want) <= 1e-9 * max(1.0, abs(want)), (path, t)


def test_bad_bakes_raise_and_change_nothing():
    doc = kl.OpenDocument(SAMPLE)
    text = doc.ExportToString()
    with pytest.raises(kl.Error):
        doc.Bake(attributes=["/Nowhere.x"])
    with pytest.raises(kl.Error):
        doc.Bake(stride=0)
    with pytest.raises(kl.Error):
        doc.Bake(start=10, end=0)
    with pytest.raises(ValueError):
        doc.Bake(target="frames")
    with pytest.raises(kl.Error):  # NaN is a bad range, not "not given"
        doc.Bake(end=float("nan"))
    assert doc.ExportToString() == text
