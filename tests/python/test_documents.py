# knotline.OpenDocument (usda with sublayers) and knotline.ReadAnimFile (.anim): curves by
# path, errors as knotline.Error, value resolution, and Info as `knotline info` prints it.
# Uses the bundled sample scene, shared real files and small files written to
# a temporary directory.
import os
import pathlib
import subprocess

import pytest

import knotline as kl

PROJECT_ROOT = pathlib.Path(__file__).resolve().parents[2]
SAMPLE = PROJECT_ROOT / "resources" / "sample_scene.usda"


def test_open_sample_scene():
    doc = kl.OpenDocument(SAMPLE)               # os.PathLike accepted
    paths = doc.GetSplinePaths()
    assert "/Ball.translateY" in paths and "/Ball.translateX" in paths
    s = doc.GetSpline("/Ball.translateY")
    assert s.GetKnotCount() == 8
    assert s.Eval(1) == 9 and s.Eval(13) == 0
    x = doc.GetSpline("/Ball.translateX")
    assert x.GetPostExtrapolation().mode == kl.ExtrapSloped
    assert x.Eval(60) == pytest.approx(7.5 + 0.02 * 10)
    assert doc.GetSpline("/Ball.nothing") is None
    assert set(doc.GetSplines()) == set(paths)
    assert doc.GetProblems() == []
    assert repr(doc).startswith("knotline.Document(")


def test_sublayer_is_retimed(tmp_path):
    (tmp_path / "sub.usda").write_text('#usda 1.0\ndef "A"\n{\n    double x.spline = {\n'
                                       '        0: 0; post linear,\n        10: 10,\n    }\n}\n')
    (tmp_path / "root.usda").write_text('#usda 1.0\n(\n    subLayers = [\n'
                                        '        @./sub.usda@ (offset = 5)\n    ]\n)\n')
    doc = kl.OpenDocument(str(tmp_path / "root.usda"))
    s = doc.GetSpline("/A.x")
    assert [k.GetTime() for k in s.GetKnots()] == [5, 15]
    assert len(doc.GetLayerPaths()) == 2


def test_value_resolution_across_layers(tmp_path):
    # The sublayer (offset 5, scale 2) has a linear spline 0 -> 10 over its time codes 0 … 10
    # and a timecode default 4; the root has time samples for /A.y that hide the sublayer's
    # spline there, and nothing for /A.x.
    (tmp_path / "sub.usda").write_text(
        '#usda 1.0\ndef "A"\n{\n    double x.spline = {\n        0: 0; post linear,\n        10: 10,\n    }\n'
        '    double y.spline = {\n        0: 1,\n    }\n    timecode t = 4\n}\n')
    (tmp_path / "root.usda").write_text(
        '#usda 1.0\n(\n    subLayers = [\n        @./sub.usda@ (offset = 5; scale = 2)\n    ]\n)\n'
        'over "A"\n{\n    double y.timeSamples = {\n        0: 7,\n    }\n}\n')
    doc = kl.OpenDocument(str(tmp_path / "root.usda"))
    # Root time 15 is the sublayer's time 5, halfway along the line: 5.
    assert doc.GetValue("/A.x", 15.0) == 5.0
    info = doc.GetResolveInfo("/A.x")
    assert (info["source"], info["layerIndex"], info["layerOffsetToRoot"], info["typeName"]) == \
        ("spline", 1, (5.0, 2.0), "double")
    assert info["layer"] == str(tmp_path / "sub.usda") and info["shadowed"] == []
    # The root's time samples beat the sublayer's spline, which they shadow.
    assert doc.GetValue("/A.y", 100.0) == 7.0
    y = doc.GetResolveInfo("/A.y")
    assert y["source"] == "time samples" and y["layerIndex"] == 0
    assert [(o["source"], o["layerIndex"]) for o in y["shadowed"]] == [("spline", 1)]
    # A timecode value from the sublayer is mapped like a time: 5 + 2 * 4.
    assert doc.GetValue("/A.t", 0.0) == 13.0
    # No opinion: None and source "none".
    assert doc.GetValue("/A.nothing", 0.0) is None
    assert doc.GetResolveInfo("/A.nothing")["source"] == "none"
    assert doc.GetResolveInfo("/A.nothing")["typeName"] is None


def test_open_errors(tmp_path):
    with pytest.raises(kl.Error):
        kl.OpenDocument(str(tmp_path / "missing.usda"))
    bad = tmp_path / "bad.usda"
    bad.write_text("#usda 1.0\ndef \"A\" {\n")
    with pytest.raises(kl.Error, match="bad.usda"):
        kl.OpenDocument(bad)
    with pytest.raises(kl.Error):
        kl.ReadAnimFile(tmp_path / "missing.anim")


def test_read_anim_file(tmp_path):
    text = """animVersion 1.1;
mayaVersion 2026;
timeUnit film;
linearUnit cm;
angularUnit deg;
startTime 1;
endTime 10;
anim translate.translateX translateX joint2 0 1 0;
animData {
  input time;
  output linear;
  weighted 0;
  preInfinity constant;
  postInfinity constant;
  keys {
    1 0 linear linear 1 0 0;
    10 9 linear linear 1 0 0;
  }
}
"""
    path = tmp_path / "a.anim"
    path.write_text(text)
    f = kl.ReadAnimFile(path)
    assert f.GetCurvePaths() == ["joint2.translate.translateX"]
    assert f.GetTimeCodesPerSecond() == 24
    curve = f.GetCurve("joint2.translateX")
    assert curve.numKeys() == 2
    assert curve.evaluate(5.5) == pytest.approx(4.5)
    assert kl.AnimCurveFn(curve).inTangentType(0) == kl.AnimCurveFn.kTangentLinear
    assert f.GetCurve("joint9.rotateZ") is None


def test_error_quoting_bytes_that_are_not_utf8(tmp_path):
    # The parser quotes the offending text; bytes that are not UTF-8 come out escaped, and
    # the message (file:line:column) is kept.
    bad = tmp_path / "bytes.usda"
    bad.write_bytes(b'#usda 1.0\ndef "A"\n{\n    "\xca\xfe"\n}\n')
    with pytest.raises(kl.Error) as caught:
        kl.OpenDocument(bad)
    assert str(caught.value).startswith(str(bad) + ":4:5: ")
    assert str(caught.value).endswith("found '\"\\xca\\xfe\"'")


def test_anim_round_trip_check_matches_the_command_line():
    # knotline.AnimFile.CheckRoundTrip is `knotline roundtrip`'s check: every curve of the
    # real Maya file makes the trip to a usda spline and back within rounding.
    path = PROJECT_ROOT.parent / "shared" / "realdata" / "maya_example_ssbh_editor.anim"
    anim = kl.ReadAnimFile(path)
    report = anim.CheckRoundTrip()
    curves = report["curves"]
    assert len(curves) == len(anim.GetCurvePaths())
    assert report["samples"] > len(curves)
    # `knotline roundtrip` on this file: "summary: 20 exact, 0 rounding, 0 differ; 2440 samples compared".
    assert len(curves) == 20 and report["samples"] == 2440
    assert {c["verdict"] for c in curves} == {"exact"}
    assert all(c["problem"] == "" and c["start"] < c["end"] for c in curves)
    assert {c["usdaPath"] for c in curves} == set(anim.GetUsdaPaths().values())
    with pytest.raises(ValueError):
        anim.CheckRoundTrip(subdivisions=0)


def knotline_executable():
    """The command line the Info reports are compared with: $KNOTLINE_EXECUTABLE (CTest sets
    it), else build/app/knotline of this checkout."""
    path = os.environ.get("KNOTLINE_EXECUTABLE") or os.path.join(PROJECT_ROOT, "build", "app", "knotline")
    assert os.path.exists(path), f"no knotline executable at {path} (set KNOTLINE_EXECUTABLE)"
    return path


@pytest.mark.parametrize("name", ["resources/sample_scene.usda", "../shared/realdata/maya_example_ssbh_editor.anim",
                                  "../shared/realdata/clips/testUsdValueClips/layerOffsets/root.usda"])
def test_info_is_what_the_command_line_prints(name):
    path = os.path.normpath(os.path.join(PROJECT_ROOT, name))
    assert os.path.exists(path), path
    printed = subprocess.run([knotline_executable(), "info", path], capture_output=True, text=True,
                             env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), check=True).stdout
    info = (kl.ReadAnimFile(path).Info(path) if path.endswith(".anim") else kl.OpenDocument(path).Info())
    assert info == printed
    assert info.startswith(f"file: {path}\n")

