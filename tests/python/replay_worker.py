# Child process of test_fuzz_corpora.py: reads files with the knotline module's readers and
# reports one JSON line per file, so that a crash of the interpreter names the file it was
# reading (the parent sees the "start" line without its "done" line) instead of killing
# pytest. Not a test module (pytest collects test_*.py only).
#
# stdin: a JSON list of [reader, path] with reader "usda" (knotline.OpenDocument) or "anim"
# (knotline.ReadAnimFile). stdout: {"start": path, "reader": reader} before each read, then
# {"done": path, "reader": reader, "outcome": "read" | "Error" | "<other exception type>", "message": text,
# "curves": how many curves were evaluated}.
import json
import sys

import knotline as kl

TIMES = (-1e6, -1.0, 0.0, 0.5, 1.0, 7.25, 24.0, 1e6)


def use_document(doc):
    """Touches what a script would: every spline, evaluated at a few times."""
    doc.GetLayerPaths()
    doc.GetProblems()
    splines = doc.GetSplines()
    for s in splines.values():
        for t in TIMES:
            s.Eval(t)
            s.EvalPreValue(t)
            s.EvalDerivative(t)
        s.EvalArray(list(TIMES))
        repr(s)
    return len(splines)


def use_anim_file(f):
    count = 0
    for path in f.GetCurvePaths():
        curve = f.GetCurve(path)
        if curve.numKeys() == 0:   # evaluate() refuses a curve without keys, as Maya does
            continue
        for t in TIMES:
            curve.evaluate(t)
        count += 1
    return count


def main():
    jobs = json.load(sys.stdin)
    for reader, path in jobs:
        print(json.dumps({"start": path, "reader": reader}), flush=True)
        result = {"done": path, "reader": reader, "outcome": "read", "message": "", "curves": 0}
        try:
            if reader == "usda":
                result["curves"] = use_document(kl.OpenDocument(path))
            else:
                result["curves"] = use_anim_file(kl.ReadAnimFile(path))
        except kl.Error as e:
            result["outcome"], result["message"] = "Error", str(e)
        except Exception as e:  # another Python exception is allowed, and reported
            result["outcome"], result["message"] = type(e).__name__, str(e)
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
