// Binds the spline vocabulary (core/spline/SplineTypes.h, Extrapolation.h): the enums
// Interpolation, ExtrapolationMode, CurveType, AntiRegressionMode and TangentAlgorithm, and
// the value classes Extrapolation and LoopParams. Mirrors pxr.Ts: the enum values are also
// module attributes with Ts's names (knotline.InterpCurve like Ts.InterpCurve,
// knotline.ExtrapLoopRepeat like Ts.ExtrapLoopRepeat), Extrapolation has mode / slope
// attributes and LoopParams protoStart / protoEnd / numPreLoops / numPostLoops /
// valueOffset (TsExtrapolation, TsLoopParams). Times are time codes, slopes value units per
// time code.

#include "app/python/Bindings.h"

#include <pybind11/operators.h>
#include <pybind11/stl.h>

namespace knotline::python {

const char *interpolationName(Interpolation value)
{
    switch (value) {
    case Interpolation::Held: return "InterpHeld";
    case Interpolation::Linear: return "InterpLinear";
    case Interpolation::Curve: return "InterpCurve";
    case Interpolation::ValueBlock: return "InterpValueBlock";
    }
    return "?";
}

const char *extrapolationModeName(ExtrapolationMode value)
{
    switch (value) {
    case ExtrapolationMode::ValueBlock: return "ExtrapValueBlock";
    case ExtrapolationMode::Held: return "ExtrapHeld";
    case ExtrapolationMode::Linear: return "ExtrapLinear";
    case ExtrapolationMode::Sloped: return "ExtrapSloped";
    case ExtrapolationMode::LoopRepeat: return "ExtrapLoopRepeat";
    case ExtrapolationMode::LoopReset: return "ExtrapLoopReset";
    case ExtrapolationMode::LoopOscillate: return "ExtrapLoopOscillate";
    }
    return "?";
}

const char *curveTypeName(CurveType value)
{
    return value == CurveType::Hermite ? "CurveTypeHermite" : "CurveTypeBezier";
}

const char *antiRegressionModeName(AntiRegressionMode value)
{
    switch (value) {
    case AntiRegressionMode::None: return "AntiRegressionNone";
    case AntiRegressionMode::Contain: return "AntiRegressionContain";
    case AntiRegressionMode::KeepRatio: return "AntiRegressionKeepRatio";
    case AntiRegressionMode::KeepStart: return "AntiRegressionKeepStart";
    case AntiRegressionMode::LimitActive: return "AntiRegressionLimitActive";
    case AntiRegressionMode::LimitOpposite: return "AntiRegressionLimitOpposite";
    }
    return "?";
}

const char *tangentAlgorithmName(TangentAlgorithm value)
{
    return value == TangentAlgorithm::AutoEase ? "TangentAlgorithmAutoEase" : "TangentAlgorithmNone";
}

const char *valueTypeName(ValueType value)
{
    switch (value) {
    case ValueType::Double: return "double";
    case ValueType::Float: return "float";
    case ValueType::Half: return "half";
    }
    return "?";
}

std::optional<ValueType> valueTypeFromName(const std::string &name)
{
    if (name == "double")
        return ValueType::Double;
    if (name == "float")
        return ValueType::Float;
    if (name == "half")
        return ValueType::Half;
    return std::nullopt;
}

std::string describeExtrapolation(const Extrapolation &e)
{
    std::string s = "knotline.Extrapolation(";
    s += extrapolationModeName(e.mode);
    if (e.mode == ExtrapolationMode::Sloped || e.slope != 0.0)
        s += ", slope=" + formatDouble(e.slope);
    if (e.loopBoundary)
        s += ", loopBoundary=" + formatDouble(*e.loopBoundary);
    return s + ")";
}

std::string describeLoopParams(const LoopParams &p)
{
    return "knotline.LoopParams(protoStart=" + formatDouble(p.protoStart)
        + ", protoEnd=" + formatDouble(p.protoEnd) + ", numPreLoops=" + std::to_string(p.numPreLoops)
        + ", numPostLoops=" + std::to_string(p.numPostLoops)
        + ", valueOffset=" + formatDouble(p.valueOffset) + ")";
}

void bindTypes(py::module_ &m)
{
    py::enum_<Interpolation>(m, "Interpolation",
                             "Interpolation of the segment that starts at a knot (Ts TsInterpMode).")
        .value("InterpValueBlock", Interpolation::ValueBlock, "No value until the next knot.")
        .value("InterpHeld", Interpolation::Held, "The knot's value is held until the next knot.")
        .value("InterpLinear", Interpolation::Linear, "A straight line to the next knot.")
        .value("InterpCurve", Interpolation::Curve,
               "A Bezier or Hermite curve (the spline's curve type) using the tangents.")
        .export_values();

    py::enum_<ExtrapolationMode>(m, "ExtrapolationMode",
                                 "What a spline does before its first / after its last knot "
                                 "(Ts TsExtrapMode).")
        .value("ExtrapValueBlock", ExtrapolationMode::ValueBlock, "No value outside the knots.")
        .value("ExtrapHeld", ExtrapolationMode::Held, "The end knot's value (the default).")
        .value("ExtrapLinear", ExtrapolationMode::Linear,
               "A straight line with the slope of the end segment.")
        .value("ExtrapSloped", ExtrapolationMode::Sloped,
               "A straight line with the authored slope (value units per time code).")
        .value("ExtrapLoopRepeat", ExtrapolationMode::LoopRepeat,
               "Copies of the knot region, each offset by the region's value change.")
        .value("ExtrapLoopReset", ExtrapolationMode::LoopReset, "Exact copies of the knot region.")
        .value("ExtrapLoopOscillate", ExtrapolationMode::LoopOscillate,
               "Copies of the knot region, every other one mirrored in time.")
        .export_values();

    py::enum_<CurveType>(m, "CurveType", "Curve type of every InterpCurve segment (Ts TsCurveType).")
        .value("CurveTypeBezier", CurveType::Bezier, "Free tangent widths (the default).")
        .value("CurveTypeHermite", CurveType::Hermite,
               "Tangent widths fixed at one third of the segment; only slopes matter.")
        .export_values();

    py::enum_<AntiRegressionMode>(m, "AntiRegressionMode",
                                  "How knot edits shorten tangents that would make a Bezier "
                                  "segment go back in time (Ts TsAntiRegressionMode).")
        .value("AntiRegressionNone", AntiRegressionMode::None, "Keep regressive tangents as authored.")
        .value("AntiRegressionContain", AntiRegressionMode::Contain,
               "Limit every tangent to its segment's interval.")
        .value("AntiRegressionKeepRatio", AntiRegressionMode::KeepRatio,
               "Shorten both tangents, keeping their ratio (the default).")
        .value("AntiRegressionKeepStart", AntiRegressionMode::KeepStart,
               "Keep the start tangent, shorten the end tangent.")
        .value("AntiRegressionLimitActive", AntiRegressionMode::LimitActive,
               "Interactive: shorten the edited side.")
        .value("AntiRegressionLimitOpposite", AntiRegressionMode::LimitOpposite,
               "Interactive: shorten the side opposite the edited one.")
        .export_values();

    py::enum_<TangentAlgorithm>(m, "TangentAlgorithm",
                                "How one side of a knot's tangent is computed (Ts TsTangentAlgorithm).")
        .value("TangentAlgorithmNone", TangentAlgorithm::None, "The authored width and slope are used.")
        .value("TangentAlgorithmAutoEase", TangentAlgorithm::AutoEase,
               "Computed from the neighbouring knots (Ts auto-ease).")
        .export_values();

    py::class_<Extrapolation>(m, "Extrapolation",
                              "Extrapolation of one side of a spline (Ts TsExtrapolation): a mode, "
                              "a slope for ExtrapSloped (value units per time code) and, for looping "
                              "modes, an optional loop boundary (a knot time code).")
        .def(py::init([](ExtrapolationMode mode, double slope, std::optional<double> loopBoundary) {
                 Extrapolation e;
                 e.mode = mode;
                 e.slope = slope;
                 e.loopBoundary = loopBoundary;
                 return e;
             }),
             py::arg("mode") = ExtrapolationMode::Held, py::arg("slope") = 0.0,
             py::arg("loopBoundary") = py::none(),
             "Extrapolation(mode=ExtrapHeld, slope=0.0, loopBoundary=None). The slope (value units "
             "per time code) is used only by ExtrapSloped; loopBoundary (time code) only by looping "
             "modes.")
        .def_readwrite("mode", &Extrapolation::mode, "The ExtrapolationMode.")
        .def_readwrite("slope", &Extrapolation::slope,
                       "Slope of ExtrapSloped, in value units per time code.")
        .def_readwrite("loopBoundary", &Extrapolation::loopBoundary,
                       "Looping modes: the knot time code bounding the looped region, or None for "
                       "the whole knot region.")
        .def("IsLooping", &Extrapolation::isLooping,
             "True for ExtrapLoopRepeat, ExtrapLoopReset and ExtrapLoopOscillate.")
        .def(py::self == py::self)
        .def(py::self != py::self)
        .def("__copy__", [](const Extrapolation &e) { return e; }, "A copy.")
        .def("__deepcopy__", [](const Extrapolation &e, py::dict) { return e; }, py::arg("memo"),
             "A copy.")
        .def("__repr__", &describeExtrapolation, "A stable description.");

    py::class_<LoopParams>(m, "LoopParams",
                           "Inner loop parameters (Ts TsLoopParams): the prototype interval "
                           "[protoStart, protoEnd) in time codes is repeated numPreLoops times before "
                           "and numPostLoops times after itself, each copy's values shifted by "
                           "valueOffset per iteration. All fields zero means no inner loop.")
        .def(py::init([](double protoStart, double protoEnd, int numPreLoops, int numPostLoops,
                         double valueOffset) {
                 LoopParams p;
                 p.protoStart = protoStart;
                 p.protoEnd = protoEnd;
                 p.numPreLoops = numPreLoops;
                 p.numPostLoops = numPostLoops;
                 p.valueOffset = valueOffset;
                 return p;
             }),
             py::arg("protoStart") = 0.0, py::arg("protoEnd") = 0.0, py::arg("numPreLoops") = 0,
             py::arg("numPostLoops") = 0, py::arg("valueOffset") = 0.0,
             "LoopParams(protoStart=0, protoEnd=0, numPreLoops=0, numPostLoops=0, valueOffset=0); "
             "times in time codes, the offset in value units.")
        .def_readwrite("protoStart", &LoopParams::protoStart,
                       "Start of the prototype, a time code (a knot must be there).")
        .def_readwrite("protoEnd", &LoopParams::protoEnd, "End of the prototype, a time code.")
        .def_readwrite("numPreLoops", &LoopParams::numPreLoops, "Copies before the prototype (>= 0).")
        .def_readwrite("numPostLoops", &LoopParams::numPostLoops, "Copies after the prototype (>= 0).")
        .def_readwrite("valueOffset", &LoopParams::valueOffset,
                       "Value shift per iteration, in value units.")
        .def("GetPrototypeInterval",
             [](const LoopParams &p) { return std::make_pair(p.protoStart, p.protoEnd); },
             "(protoStart, protoEnd) in time codes.")
        .def("GetLoopedInterval",
             [](const LoopParams &p) { return std::make_pair(p.loopedStart(), p.loopedEnd()); },
             "(start, end) in time codes of the interval covered by the prototype and its copies.")
        .def(py::self == py::self)
        .def(py::self != py::self)
        .def("__copy__", [](const LoopParams &p) { return p; }, "A copy.")
        .def("__deepcopy__", [](const LoopParams &p, py::dict) { return p; }, py::arg("memo"),
             "A copy.")
        .def("__repr__", &describeLoopParams, "A stable description.");
}

} // namespace knotline::python
