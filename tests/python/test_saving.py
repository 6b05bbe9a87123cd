# Saving: Document.SetSpline / Save / ExportToString (usda), AnimFile.SetCurve / Save
# (.anim) and AnimFile.ToDocument (.anim curves as a usda layer). Round trips are checked
# by value: what is read back evaluates as what was written.
import os
import pathlib

import numpy as np
import pytest

import knotline as kl

PROJECT_ROOT = pathlib.Path(__file__).resolve().parents[2]
SAMPLE = PROJECT_ROOT / "resources" / "sample_scene.usda"
SHARED = pathlib.Path(os.environ.get("KNOTLINE_SHARED_DIR") or PROJECT_ROOT.parent / "shared")
MAYA_ANIM = SHARED / "realdata" / "maya_try_weighted_fixed_ssbh_editor.anim"

ANIM_TEXT = """animVersion 1.1;
mayaVersion 2026;
timeUnit ntsc;
linearUnit cm;
angularUnit deg;
startTime 1;
endTime 30;
anim translate.translateX translateX ball 0 1 0;
animData {
  input time;
  output linear;
  weighted 1;
  preInfinity constant;
  postInfinity cycle;
  keys {
    1 0 fixed fixed 1 0 0 30 2 -30 3;
    12 5 auto auto 1 0 0;
    30 -2 linear step 1 0 0;
  }
}
anim rotate.rotateY rotateY ball 0 1 1;
animData {
  input time;
  output angular;
  weighted 0;
  keys {
    1 10 spline spline 1 0 0;
    20 90 flat flat 1 0 0;
  }
}
"""


def curve_spline():
    s = kl.Spline()
    s.SetKnots([kl.Knot(time=0, value=1, nextInterp=kl.InterpCurve, postTanWidth=2, postTanSlope=0.5),
                kl.Knot(time=10, value=4, nextInterp=kl.InterpLinear, preTanWidth=3, preTanSlope=-1),
                kl.Knot(time=20, value=0)])
    s.SetPostExtrapolation(kl.Extrapolation(kl.ExtrapLoopOscillate))
    return s


def test_new_document_saved_and_opened(tmp_path):
    doc = kl.Document()
    assert doc.GetSplinePaths() == [] and doc.GetTimeCodesPerSecond() == 24
    doc.SetSpline("/Rig/arm.rotate:x", curve_spline())
    half = kl.Spline("float")
    half.SetKnot(kl.Knot(time=3, value=0.5))
    doc.SetSpline("/Rig.weight", half)
    with pytest.raises(kl.Error, match="no file yet"):
        doc.Save()
    path = tmp_path / "new.usda"
    doc.Save(path)
    assert path.read_text() == doc.ExportToString()
    back = kl.OpenDocument(path)
    assert sorted(back.GetSplinePaths()) == ["/Rig.weight", "/Rig/arm.rotate:x"]
    times = np.linspace(-5, 70, 301)
    np.testing.assert_array_equal(back.GetSpline("/Rig/arm.rotate:x").EvalArray(times),
                                  curve_spline().EvalArray(times))
    assert back.GetSpline("/Rig/arm.rotate:x") == curve_spline()
    assert back.GetSpline("/Rig.weight").GetValueTypeName() == "float"
    text = doc.ExportToString()
    assert "custom float weight\n" in text and "float weight.spline = {" in text


def test_set_spline_refusals():
    doc = kl.Document()
    for bad in ["Rig.x", "/Rig", "/Rig.", "/1Rig.x", "/Rig.a b", "/Ri g.x", "/Rig.x:"]:
        with pytest.raises(kl.Error, match="not an attribute path"):
            doc.SetSpline(bad, curve_spline())
    assert doc.GetSplinePaths() == []


def test_edit_sample_scene_and_save_elsewhere(tmp_path):
    doc = kl.OpenDocument(SAMPLE)
    s = doc.GetSpline("/Ball.translateY")
    s.SetKnot(kl.Knot(time=45, value=3, nextInterp=kl.InterpLinear))
    doc.SetSpline("/Ball.translateY", s)
    copy = tmp_path / "scene.usda"
    doc.Save(copy)
    back = kl.OpenDocument(copy)
    assert back.GetSpline("/Ball.translateY").Eval(45) == 3
    assert back.GetSpline("/Ball.translateY") == s
    # Everything else unchanged.
    for path in doc.GetSplinePaths():
        if path != "/Ball.translateY":
            assert back.GetSpline(path) == kl.OpenDocument(SAMPLE).GetSpline(path)
    assert kl.OpenDocument(SAMPLE).GetSpline("/Ball.translateY").Eval(45) != 3   # the file is untouched


def test_spline_over_a_sublayer_attribute(tmp_path):
    (tmp_path / "sub.usda").write_text('#usda 1.0\ndef "A"\n{\n    float x.spline = {\n'
                                       '        0: 0; post linear,\n        10: 10,\n    }\n}\n')
    (tmp_path / "root.usda").write_text('#usda 1.0\n(\n    subLayers = [\n        @./sub.usda@\n    ]\n)\n')
    doc = kl.OpenDocument(tmp_path / "root.usda")
    s = kl.Spline("float")
    s.SetKnot(kl.Knot(time=0, value=7))
    doc.SetSpline("/A.x", s)
    doc.Save()
    text = (tmp_path / "root.usda").read_text()
    assert 'over "A"' in text and "float x.spline" in text and "custom" not in text
    assert kl.OpenDocument(tmp_path / "root.usda").GetSpline("/A.x").Eval(100) == 7
    assert "0: 0; post linear" in (tmp_path / "sub.usda").read_text()


def test_anim_file_edit_and_save(tmp_path):
    src = tmp_path / "in.anim"
    src.write_text(ANIM_TEXT)
    f = kl.ReadAnimFile(src)
    assert f.GetTimeCodesPerSecond() == 30
    curve = f.GetCurve("ball.translateX")
    fn = kl.AnimCurveFn(curve)
    fn.setValue(1, 6.5)
    f.SetCurve("ball.translateX", fn.curve())
    f.SetCurve("ball.scale.scaleZ", kl.AnimCurve.FromSpline(curve_spline()))
    with pytest.raises(kl.Error, match="node.attribute"):
        f.SetCurve("nodot", curve)
    out = tmp_path / "out.anim"
    f.Save(out)
    assert out.read_text() == f.ExportToString()
    back = kl.ReadAnimFile(out)
    assert back.GetCurvePaths() == ["ball.translate.translateX", "ball.rotate.rotateY", "ball.scale.scaleZ"]
    assert back.GetTimeCodesPerSecond() == 30
    x = back.GetCurve("ball.translateX")
    assert x.evaluate(12) == 6.5
    bfn, ofn = kl.AnimCurveFn(x), kl.AnimCurveFn(f.GetCurve("ball.translateX"))
    for i in range(3):
        assert (bfn.time(i), bfn.value(i)) == (ofn.time(i), ofn.value(i))
        assert (bfn.inTangentType(i), bfn.outTangentType(i)) == (ofn.inTangentType(i), ofn.outTangentType(i))
    for t in np.linspace(-10, 100, 221):   # fixed tangents go through angle text: ulps
        assert x.evaluate(t) == pytest.approx(f.GetCurve("ball.translateX").evaluate(t), rel=1e-12, abs=1e-12)
    z = back.GetCurve("ball.scaleZ")
    for t in np.linspace(-5, 60, 131):
        assert z.evaluate(t) == pytest.approx(curve_spline().Eval(t), rel=1e-12, abs=1e-12)


def check_anim_to_usda(anim, usda):
    """Converts `anim` to usda, saves and opens it, and compares every curve: the spline read
    back evaluates bit for bit as the curve's Ts image (AnimCurve.spline()) at its keys,
    between them and outside them, and as Maya's evaluate() inside the key range off the
    keys (at a key, and where cycling maps onto one, Maya and Ts may pick different sides:
    tests/animcurve/tst_animcurve_golden.cpp). Returns (curves, samples compared)."""
    anim.ToDocument().Save(usda)
    back = kl.OpenDocument(usda)
    paths = anim.GetUsdaPaths()
    assert sorted(back.GetSplinePaths()) == sorted(paths.values())
    assert back.GetTimeCodesPerSecond() == anim.GetTimeCodesPerSecond()
    samples = 0
    for anim_path, usda_path in paths.items():
        curve, spline = anim.GetCurve(anim_path), back.GetSpline(usda_path)
        fn = kl.AnimCurveFn(curve)
        keys = np.array([fn.time(i) for i in range(fn.numKeys())])
        lo, hi = keys[0], keys[-1]
        times = np.sort(np.concatenate([keys, np.linspace(lo - (hi - lo) - 1, hi + (hi - lo) + 1, 401)]))
        np.testing.assert_array_equal(spline.EvalArray(times), curve.spline().EvalArray(times), err_msg=anim_path)
        inside = np.concatenate([(keys[:-1] + keys[1:]) / 2, np.linspace(lo, hi, 203)[1:-1]])
        inside = inside[~np.isin(inside, keys)]
        for t, v in zip(inside, spline.EvalArray(inside)):
            assert v == pytest.approx(curve.evaluate(float(t)), rel=1e-9, abs=1e-9), (anim_path, t)
        samples += len(times) + len(inside)
    return len(paths), samples


def test_anim_to_usda_round_trip(tmp_path):
    src = tmp_path / "ball.anim"
    src.write_text(ANIM_TEXT)
    anim = kl.ReadAnimFile(src)
    assert anim.GetUsdaPaths() == {"ball.translate.translateX": "/ball.translateX",
                                   "ball.rotate.rotateY": "/ball.rotateY"}
    assert check_anim_to_usda(anim, tmp_path / "ball.usda") == (2, (3 + 401 + 2 + 201) + (2 + 401 + 1 + 201))


@pytest.mark.skipif(not MAYA_ANIM.is_file(), reason="needs ../shared/realdata")
def test_maya_anim_to_usda_round_trip(tmp_path):
    anim = kl.ReadAnimFile(MAYA_ANIM)
    curves, samples = check_anim_to_usda(anim, tmp_path / "maya.usda")
    assert curves == len(anim.GetCurvePaths()) > 10
