# Shared helpers of the golden tests that read ../shared/golden/ts and ts-reference through
# the Python module (not a test module: pytest collects test_*.py only). Python
# counterparts of tests/support/GoldenData.cpp (golden root, JSON spline schema,
# splineFromJson: settings first, knots last, anti-regression off), TsBaseline.cpp (Ts's
# printed spline dump and TsTest baseline files, exactTsTestSampleTime) and
# RegressionBaseline.cpp (file-name modes, knot comparison).
import glob
import json
import math
import os

import knotline as kl

PROJECT_ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED_ROOT = os.environ.get("KNOTLINE_SHARED_DIR") or os.path.join(PROJECT_ROOT, "..", "shared")
GOLDEN_ROOT = os.environ.get("KNOTLINE_GOLDEN_DIR") or os.path.join(PROJECT_ROOT, "..", "shared", "golden")
TS_REFERENCE = os.path.join(GOLDEN_ROOT, "ts-reference")

INTERP = {"held": kl.InterpHeld, "linear": kl.InterpLinear, "curve": kl.InterpCurve,
          "valueBlock": kl.InterpValueBlock}
EXTRAP = {"valueBlock": kl.ExtrapValueBlock, "held": kl.ExtrapHeld, "linear": kl.ExtrapLinear,
          "sloped": kl.ExtrapSloped, "loopRepeat": kl.ExtrapLoopRepeat, "loopReset": kl.ExtrapLoopReset,
          "loopOscillate": kl.ExtrapLoopOscillate}
ALGORITHM = {"autoEase": kl.TangentAlgorithmAutoEase}
MODE_BY_NAME = {"None": kl.AntiRegressionNone, "Contain": kl.AntiRegressionContain,
                "KeepRatio": kl.AntiRegressionKeepRatio, "KeepStart": kl.AntiRegressionKeepStart,
                "LimitActive": kl.AntiRegressionLimitActive, "LimitOpposite": kl.AntiRegressionLimitOpposite}


# ---- numbers ---------------------------------------------------------------------------

def close_enough(got, want, tol):
    """|got - want| <= tol * max(1, |want|); None (no value) matches only None."""
    if got is None or want is None:
        return (got is None) == (want is None)
    return abs(got - want) <= tol * max(1.0, abs(want))


def describe(v):
    return "none" if v is None else repr(v)


def c_round(x):
    """std::round: halves away from zero (Python's round() rounds halves to even)."""
    return math.copysign(math.floor(abs(x) + 0.5), x)


# ---- golden JSON -----------------------------------------------------------------------

def read_jsonl(paths):
    """(where, object) for every non-blank line of the JSON Lines files."""
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if line.strip():
                    out.append((f"{os.path.basename(path)}:{number}", json.loads(line)))
    return out


def golden_files(subdir, pattern):
    return sorted(glob.glob(os.path.join(GOLDEN_ROOT, subdir, pattern)))


def knot_from_json(k):
    return kl.Knot(time=k["time"], value=k["value"], preValue=k.get("preValue"),
                   nextInterp=INTERP.get(k.get("nextInterp"), kl.InterpHeld),
                   preTanWidth=k.get("preTanWidth", 0.0), preTanSlope=k.get("preTanSlope", 0.0),
                   postTanWidth=k.get("postTanWidth", 0.0), postTanSlope=k.get("postTanSlope", 0.0),
                   preTanAlgorithm=ALGORITHM.get(k.get("preTanAlgorithm"), kl.TangentAlgorithmNone),
                   postTanAlgorithm=ALGORITHM.get(k.get("postTanAlgorithm"), kl.TangentAlgorithmNone))


def extrapolation_from_json(o):
    return kl.Extrapolation(EXTRAP.get(o.get("mode"), kl.ExtrapHeld), slope=o.get("slope", 0.0),
                            loopBoundary=o.get("loopBoundary"))


def spline_from_json(s, value_type="double"):
    """GoldenData.cpp splineFromJson: value type, anti-regression off, curve type,
    extrapolation, loop parameters, then the knots."""
    spline = kl.Spline(value_type)
    spline.SetAntiRegressionMode(kl.AntiRegressionNone)
    spline.SetCurveType(kl.CurveTypeHermite if s.get("curveType") == "hermite" else kl.CurveTypeBezier)
    spline.SetPreExtrapolation(extrapolation_from_json(s.get("pre", {})))
    spline.SetPostExtrapolation(extrapolation_from_json(s.get("post", {})))
    if "loop" in s:
        lp = s["loop"]
        spline.SetInnerLoopParams(kl.LoopParams(lp["protoStart"], lp["protoEnd"], lp["numPreLoops"],
                                                lp["numPostLoops"], lp["valueOffset"]))
    spline.SetKnots([knot_from_json(k) for k in s["knots"]])
    return spline


def load_museum():
    """name -> spline object of ts-reference/museum.jsonl, in file order."""
    out = {}
    for _, o in read_jsonl([os.path.join(TS_REFERENCE, "museum.jsonl")]):
        out[o["name"]] = o["spline"]
    return out


def pre_value(knot):
    """The knot's authored pre-value, None when it is not dual-valued."""
    return knot.GetPreValue() if knot.IsDualValued() else None


# ---- Ts's printed spline dump (TsBaseline.cpp) -----------------------------------------

DUMP_EXTRAP = {"Held": kl.ExtrapHeld, "Linear": kl.ExtrapLinear, "Sloped": kl.ExtrapSloped,
               "LoopRepeat": kl.ExtrapLoopRepeat, "LoopReset": kl.ExtrapLoopReset,
               "LoopOscillate": kl.ExtrapLoopOscillate, "ValueBlock": kl.ExtrapValueBlock,
               "None": kl.ExtrapValueBlock}
DUMP_INTERP = {"Held": kl.InterpHeld, "Linear": kl.InterpLinear, "Curve": kl.InterpCurve,
               "ValueBlock": kl.InterpValueBlock}
DUMP_ALGORITHM = {"AutoEase": kl.TangentAlgorithmAutoEase, "None": kl.TangentAlgorithmNone}
KNOT_FIELDS = ("value type", "time", "value", "preValue", "next interp", "pre-tan width", "pre-tan slope",
               "post-tan width", "post-tan slope", "pre-tan algorithm", "post-tan algorithm")


class DumpError(ValueError):
    pass


class TsSplineDump:
    def __init__(self):
        self.value_type = "double"
        self.time_valued = False
        self.curve_type = kl.CurveTypeBezier
        self.pre = kl.Extrapolation()
        self.post = kl.Extrapolation()
        self.loop = None
        self.knots = []  # kl.Knot, in printed order


def _parse_extrapolation(text):
    parts = text.split()
    if not parts or parts[0] not in DUMP_EXTRAP:
        raise DumpError("bad extrapolation")
    e = kl.Extrapolation(DUMP_EXTRAP[parts[0]])
    if len(parts) >= 2:
        e.slope = float(parts[1])
    return e


def _parse_loop(text):
    p = kl.LoopParams()
    found = 0
    for item in text.split(","):
        kv = item.split()
        if len(kv) != 2:
            raise DumpError("bad loop parameters")
        key, v = kv[0], float(kv[1])
        if key == "start":
            p.protoStart = v
        elif key == "end":
            p.protoEnd = v
        elif key == "numPreLoops":
            p.numPreLoops = int(v)
        elif key == "numPostLoops":
            p.numPostLoops = int(v)
        elif key == "valueOffset":
            p.valueOffset = v
        else:
            raise DumpError("bad loop parameters")
        found += 1
    if found != 5:
        raise DumpError("bad loop parameters")
    return p


def _apply_knot_field(field, k):
    for key in KNOT_FIELDS:
        if field.startswith(key + " ") and len(field) > len(key) + 1:
            val = field[len(key) + 1:]
            break
    else:
        raise DumpError("unknown knot field")
    if key == "value type":
        return
    if key == "next interp":
        if val not in DUMP_INTERP:
            raise DumpError("unknown interpolation")
        k.SetNextInterpolation(DUMP_INTERP[val])
        return
    if key.endswith("algorithm"):
        if val not in DUMP_ALGORITHM:
            raise DumpError("unknown tangent algorithm")
        (k.SetPreTanAlgorithm if key.startswith("pre") else k.SetPostTanAlgorithm)(DUMP_ALGORITHM[val])
        return
    v = float(val)
    {"time": k.SetTime, "value": k.SetValue, "preValue": k.SetPreValue, "pre-tan width": k.SetPreTanWidth,
     "pre-tan slope": k.SetPreTanSlope, "post-tan width": k.SetPostTanWidth,
     "post-tan slope": k.SetPostTanSlope}[key](v)


def parse_ts_spline_dump(lines, pos):
    """Parses the dump whose "Spline:" header is lines[pos]; returns (dump, position after it).
    Raises DumpError naming the (1-based) line."""
    i = pos
    try:
        if i >= len(lines) or lines[i] != "Spline:":
            raise DumpError("expected 'Spline:'")
        dump = TsSplineDump()
        block = "spline"
        i += 1
        while i < len(lines):
            line = lines[i]
            if line == "Knot:":
                dump.knots.append(kl.Knot())
                block = "knot"
            elif line == "Loop:":
                dump.loop = kl.LoopParams()
                block = "loop"
            elif not line.startswith("  "):
                break
            else:
                field = line.strip()
                if block == "knot":
                    _apply_knot_field(field, dump.knots[-1])
                elif block == "loop":
                    dump.loop = _parse_loop(field)
                elif field.startswith("value type "):
                    dump.value_type = field[11:]
                elif field.startswith("time valued "):
                    dump.time_valued = field[12:] == "1"
                elif field.startswith("curve type "):
                    t = field[11:]
                    if t not in ("Bezier", "Hermite"):
                        raise DumpError("unknown curve type")
                    dump.curve_type = kl.CurveTypeHermite if t == "Hermite" else kl.CurveTypeBezier
                elif field.startswith("pre extrap "):
                    dump.pre = _parse_extrapolation(field[11:])
                elif field.startswith("post extrap "):
                    dump.post = _parse_extrapolation(field[12:])
                else:
                    raise DumpError("unknown spline field")
            i += 1
        return dump, i
    except (DumpError, ValueError) as e:
        raise DumpError(f"line {i + 1}: {e}: {lines[i] if i < len(lines) else ''!r}") from None


def spline_from_dump(dump):
    """TsBaseline.cpp splineFromDump: anti-regression None, value type before the knots."""
    spline = kl.Spline({"float": "float", "half": "half"}.get(dump.value_type, "double"))
    spline.SetAntiRegressionMode(kl.AntiRegressionNone)
    spline.SetTimeValued(dump.time_valued)
    spline.SetCurveType(dump.curve_type)
    spline.SetPreExtrapolation(dump.pre)
    spline.SetPostExtrapolation(dump.post)
    if dump.loop is not None:
        spline.SetInnerLoopParams(dump.loop)
    spline.SetKnots(dump.knots)
    return spline


class TsTestBaseline:
    def __init__(self):
        self.result_block = []  # lines before the first "-----"
        self.spline = None      # TsSplineDump
        self.samples = []       # (printed time, printed value)


def read_ts_test_baseline(path):
    """TsBaseline.cpp readTsTestBaseline; raises DumpError for a malformed file."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = TsTestBaseline()
    i = 0
    while i < len(lines) and lines[i] not in ("-----", "Spline:"):
        out.result_block.append(lines[i])
        i += 1
    if i < len(lines) and lines[i] == "-----":
        i += 1
    try:
        out.spline, i = parse_ts_spline_dump(lines, i)
    except DumpError as e:
        raise DumpError(f"{path}: {e}") from None
    if i >= len(lines) or lines[i] != "-----":
        raise DumpError(f"{path}: line {i + 1}: expected '-----' after the spline")
    for i in range(i + 1, len(lines)):
        line = lines[i].strip()
        if not line:
            continue
        parts = line.split()
        try:
            if len(parts) != 2:
                raise ValueError
            out.samples.append((float(parts[0]), float(parts[1])))
        except ValueError:
            raise DumpError(f"{path}: line {i + 1}: bad sample {line!r}") from None
    return out


def exact_ts_test_sample_time(printed, first, last):
    """TsBaseline.cpp exactTsTestSampleTime: the TsTest "standard time" (first + i·span/201,
    or 20% of the span before / after) a 6-decimal printed time stands for."""
    span = last - first
    if not span > 0.0:
        return printed
    slack = 5.1e-7
    for c in (first - 0.2 * span, last + 0.2 * span, last):
        if abs(c - printed) <= slack:
            return c
    step = span / 201.0
    i = c_round((printed - first) / step)
    exact = first + i * step
    if 0.0 <= i <= 201.0 and abs(exact - printed) <= slack:
        return exact
    return printed


def compare_knots(what, got, want, tol, failures):
    """RegressionBaseline.cpp compareKnots: time, value, pre-value (when either knot has one),
    widths and slopes with close_enough(tol), interpolation and tangent algorithms exactly.
    Appends one line per mismatch to `failures`; returns the number of numeric fields compared."""
    if len(got) != len(want):
        failures.append(f"{what}: expected {len(want)} knots got {len(got)}")
        return 0
    compared = 0
    for i, (g, w) in enumerate(zip(got, want)):
        fields = [("time", g.GetTime(), w.GetTime()), ("value", g.GetValue(), w.GetValue())]
        if g.IsDualValued() or w.IsDualValued():
            fields.append(("preValue", pre_value(g), pre_value(w)))
        fields += [("preTanWidth", g.GetPreTanWidth(), w.GetPreTanWidth()),
                   ("preTanSlope", g.GetPreTanSlope(), w.GetPreTanSlope()),
                   ("postTanWidth", g.GetPostTanWidth(), w.GetPostTanWidth()),
                   ("postTanSlope", g.GetPostTanSlope(), w.GetPostTanSlope())]
        for name, gv, wv in fields:
            compared += 1
            if not close_enough(gv, wv, tol):
                failures.append(f"{what} knot {i} {name}: expected {describe(wv)} got {describe(gv)}")
        if (g.GetNextInterpolation() != w.GetNextInterpolation() or g.GetPreTanAlgorithm() != w.GetPreTanAlgorithm()
                or g.GetPostTanAlgorithm() != w.GetPostTanAlgorithm()):
            failures.append(f"{what} knot {i}: interpolation or tangent algorithm differs")
    return compared


def knot_field_count(want):
    """RegressionBaseline.cpp knotFieldCount: 7 fields per dual-valued knot, else 6."""
    return sum(7 if k.IsDualValued() else 6 for k in want)
