// Binds knotline::Spline (core/spline/Spline.h) as knotline.Spline: knot editing, curve
// type, extrapolation, inner loops, anti-regression authoring mode and evaluation, plus
// EvalArray, which evaluates a NumPy array of times with the core's EvalCursor
// (core/spline/EvalCursor.h) when they are sorted. Mirrors pxr.Ts.Spline: GetKnots /
// SetKnot / RemoveKnot / ClearKnots, Get/SetCurveType, Get/SetPre/PostExtrapolation,
// Get/SetInnerLoopParams, Eval / EvalPreValue / EvalDerivative / EvalPreDerivative (None
// where the spline has no value), IsEmpty. Where Ts returns False for a refused edit this
// module raises knotline.Error with the core's message.
//
// Value semantics: Spline(other), copy.copy and copy.deepcopy give independent splines
// (the core shares the data until one of them is edited).
//
// Units: times are time codes, values value units, derivatives value units per time code.

#include "app/python/Bindings.h"

#include "core/spline/EvalCursor.h"
#include "core/spline/Spline.h"

#include <pybind11/numpy.h>
#include <pybind11/operators.h>
#include <pybind11/stl.h>

#include <cmath>
#include <limits>

namespace knotline::python {

namespace {

std::string describeSpline(const Spline &s)
{
    std::string out = std::string("knotline.Spline(valueType=") + valueTypeName(s.valueType())
        + ", curveType=" + curveTypeName(s.curveType())
        + ", preExtrapolation=" + describeExtrapolation(s.preExtrapolation())
        + ", postExtrapolation=" + describeExtrapolation(s.postExtrapolation());
    if (!s.innerLoopParams().isDefault())
        out += ", innerLoopParams=" + describeLoopParams(s.innerLoopParams());
    out += ", knots=[";
    bool first = true;
    for (const Knot &k : s.knots()) {
        if (!first)
            out += ", ";
        first = false;
        out += describeKnot(k);
    }
    return out + "])";
}

Spline makeSpline(const std::string &valueType, CurveType curveType)
{
    const std::optional<ValueType> type = valueTypeFromName(valueType);
    if (!type)
        throw Error("unknown value type name '" + valueType + "' (expected double, float or half)");
    Spline s;
    check(s.setValueType(*type));
    check(s.setCurveType(curveType));
    return s;
}

/// Writes value(i) of every time into out[i], NaN where there is none; `Which` is the
/// evaluation (value, pre-value, derivative), a template argument so that the loop holds
/// one inlined call and no per-time choice.
template <int Which>
void evalInto(const Spline &spline, const double *in, double *out, py::ssize_t n, bool sorted)
{
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    if (sorted) {
        EvalCursor cursor(spline);
        for (py::ssize_t i = 0; i < n; ++i) {
            const std::optional<double> v = Which == 0 ? cursor.eval(in[i])
                : Which == 1                           ? cursor.evalPreValue(in[i])
                                                       : cursor.evalDerivative(in[i]);
            out[i] = v.value_or(none);
        }
    } else {
        for (py::ssize_t i = 0; i < n; ++i) {
            const std::optional<double> v = Which == 0 ? spline.eval(in[i])
                : Which == 1                           ? spline.evalPreValue(in[i])
                                                       : spline.evalDerivative(in[i]);
            out[i] = v.value_or(none);
        }
    }
}

/// Evaluates every element of `times` (any shape) into an array of the same shape; NaN
/// where the spline has no value. `Which`: 0 value, 1 pre-value, 2 derivative.
template <int Which>
py::array_t<double> evalArray(const Spline &spline, const py::array_t<double, py::array::c_style | py::array::forcecast> &times)
{
    py::array_t<double> result(std::vector<py::ssize_t>(times.shape(), times.shape() + times.ndim()));
    const py::ssize_t n = times.size();
    const double *in = times.data();
    double *out = result.mutable_data();
    // The cursor refers to the spline's data: evaluate a copy (cheap, shared) so that a
    // Python thread editing the original while the GIL is released cannot disturb it.
    const Spline snapshot = spline;
    bool sorted = true;
    for (py::ssize_t i = 0; i < n && sorted; ++i)
        sorted = !std::isnan(in[i]) && (i == 0 || in[i] >= in[i - 1]);
    {
        py::gil_scoped_release release;
        evalInto<Which>(snapshot, in, out, n, sorted);
    }
    return result;
}

} // namespace

void bindSpline(py::module_ &m)
{
    py::class_<Spline>(m, "Spline",
                       "A spline with OpenUSD Ts semantics (Ts TsSpline): knots, curve type, "
                       "extrapolation on both sides, optional inner loops. Times are time codes, "
                       "values value units. A value: copies are independent.")
        .def(py::init(&makeSpline), py::arg("valueTypeName") = "double",
             py::arg("curveType") = CurveType::Bezier,
             "Spline(valueTypeName='double', curveType=CurveTypeBezier): an empty spline "
             "(no value anywhere), held extrapolation, no inner loops, anti-regression "
             "AntiRegressionKeepRatio. valueTypeName is 'double', 'float' or 'half'; knot values "
             "are rounded to it.")
        .def(py::init<const Spline &>(), py::arg("other"), "An independent copy of `other`.")
        // ---- queries ----
        .def("GetValueTypeName", [](const Spline &s) { return valueTypeName(s.valueType()); },
             "'double', 'float' or 'half'.")
        .def(
            "SetValueTypeName",
            [](Spline &s, const std::string &name) {
                const std::optional<ValueType> type = valueTypeFromName(name);
                if (!type)
                    throw Error("unknown value type name '" + name + "' (expected double, float or half)");
                check(s.setValueType(*type), "SetValueTypeName");
            },
            py::arg("valueTypeName"),
            "Changes the value type to 'double', 'float' or 'half': knot values and slopes are "
            "rounded to it (half: IEEE binary16, slopes clamped to its finite range, widths "
            "rescaled so the tangents' end points stay; ts-algorithms.md §2).")
        .def("IsTimeValued", &Spline::isTimeValued,
             "True for timecode-valued splines (values are mapped by layer offsets).")
        .def("SetTimeValued", &Spline::setTimeValued, py::arg("timeValued"),
             "Marks the spline's values as time codes (or not).")
        .def("IsEmpty", &Spline::isEmpty, "True when the spline has no knots.")
        .def("GetKnots", [](const Spline &s) { return s.knots(); },
             "The knots sorted by time (copies: edit them and store them with SetKnot).")
        .def("GetKnotCount", &Spline::knotCount, "Number of authored knots.")
        .def("GetKnot",
             [](const Spline &s, double time) -> std::optional<Knot> {
                 if (const std::optional<std::size_t> i = s.knotIndexAt(time))
                     return s.knots()[*i];
                 return std::nullopt;
             },
             py::arg("time"), "The knot exactly at time code `time` (a copy), or None.")
        .def("GetCurveType", &Spline::curveType, "CurveTypeBezier or CurveTypeHermite.")
        .def("SetCurveType", [](Spline &s, CurveType t) { check(s.setCurveType(t), "SetCurveType"); },
             py::arg("curveType"),
             "Changes the curve type; tangents are recomputed (Hermite widths become a third of "
             "the segment) and regressive segments adjusted with the anti-regression mode.")
        .def("GetPreExtrapolation", &Spline::preExtrapolation, "Extrapolation before the first knot (a copy).")
        .def("SetPreExtrapolation",
             [](Spline &s, const Extrapolation &e) { check(s.setPreExtrapolation(e), "SetPreExtrapolation"); },
             py::arg("extrapolation"),
             "Sets the extrapolation before the first knot. Raises knotline.Error for a non-finite "
             "slope or boundary, or a loop boundary while inner loops are authored.")
        .def("GetPostExtrapolation", &Spline::postExtrapolation, "Extrapolation after the last knot (a copy).")
        .def("SetPostExtrapolation",
             [](Spline &s, const Extrapolation &e) { check(s.setPostExtrapolation(e), "SetPostExtrapolation"); },
             py::arg("extrapolation"), "Sets the extrapolation after the last knot (as SetPreExtrapolation).")
        .def("GetInnerLoopParams", &Spline::innerLoopParams, "The inner loop parameters (a copy).")
        .def("SetInnerLoopParams",
             [](Spline &s, const LoopParams &p) { check(s.setInnerLoopParams(p), "SetInnerLoopParams"); },
             py::arg("params"),
             "Sets the inner loop parameters (times in time codes). Raises knotline.Error for "
             "negative counts, non-finite fields, protoStart >= protoEnd (all zero clears the loop), "
             "a loop boundary on an extrapolation, or loops too large to write out.")
        .def("HasInnerLoops", &Spline::hasInnerLoops,
             "True when the inner loops take effect (valid interval, at least one copy, a knot at "
             "protoStart).")
        .def("GetAntiRegressionMode", &Spline::antiRegressionMode,
             "The anti-regression strategy knot edits apply.")
        .def("SetAntiRegressionMode", &Spline::setAntiRegressionMode, py::arg("mode"),
             "Sets the anti-regression strategy later knot edits apply (does not change the "
             "current knots; see AdjustRegressiveTangents).")
        // ---- edits ----
        .def("SetKnot", [](Spline &s, const Knot &k) { check(s.setKnot(k), "SetKnot"); }, py::arg("knot"),
             "Inserts `knot`, or replaces the knot at its time. Tangent algorithms of it and its "
             "neighbours are recomputed and touched segments de-regressed with the "
             "anti-regression mode. Raises knotline.Error for non-finite numbers or negative widths.")
        .def("SetKnots",
             [](Spline &s, std::vector<Knot> knots) { check(s.setKnots(std::move(knots)), "SetKnots"); },
             py::arg("knots"),
             "Replaces all knots (any order, distinct times). All or nothing: raises "
             "knotline.Error and leaves the spline unchanged when a knot is refused.")
        .def("RemoveKnot", [](Spline &s, double time) { check(s.removeKnot(time), "RemoveKnot"); },
             py::arg("time"), "Removes the knot at exactly time code `time`; knotline.Error if none.")
        .def("ClearKnots", [](Spline &s) { check(s.setKnots({}), "ClearKnots"); },
             "Removes every knot (extrapolation and loop parameters are kept).")
        // ---- evaluation ----
        .def("Eval", [](const Spline &s, double t) { return s.eval(t); }, py::arg("time"),
             "Value at time code `time` (after any jump there), or None where the spline has "
             "no value (value blocks, empty spline).")
        .def("EvalPreValue", &Spline::evalPreValue, py::arg("time"),
             "Limit of the value from the left at time code `time`, or None.")
        .def("EvalDerivative", [](const Spline &s, double t) { return s.evalDerivative(t); },
             py::arg("time"),
             "Derivative from the right at time code `time`, in value units per time code, or None.")
        .def("EvalPreDerivative", &Spline::evalPreDerivative, py::arg("time"),
             "Derivative from the left at time code `time` (value units per time code), or None.")
        .def("EvalArray",
             [](const Spline &s, const py::array_t<double, py::array::c_style | py::array::forcecast> &t) {
                 return evalArray<0>(s, t);
             },
             py::arg("times"),
             "Values at an array of time codes (any shape, converted to float64), as a float64 "
             "array of the same shape with NaN where there is no value. Times sorted ascending "
             "are walked with an evaluation cursor (no search per time); others are evaluated "
             "one by one. Same results as Eval, bit for bit.")
        .def("EvalPreValueArray",
             [](const Spline &s, const py::array_t<double, py::array::c_style | py::array::forcecast> &t) {
                 return evalArray<1>(s, t);
             },
             py::arg("times"), "EvalPreValue over an array of time codes (as EvalArray).")
        .def("EvalDerivativeArray",
             [](const Spline &s, const py::array_t<double, py::array::c_style | py::array::forcecast> &t) {
                 return evalArray<2>(s, t);
             },
             py::arg("times"),
             "EvalDerivative over an array of time codes (value units per time code; as EvalArray).")
        // ---- value semantics ----
        .def(py::self == py::self)
        .def(py::self != py::self)
        .def("__copy__", [](const Spline &s) { return s; }, "An independent copy.")
        .def("__deepcopy__", [](const Spline &s, py::dict) { return s; }, py::arg("memo"),
             "An independent copy.")
        .def("__repr__", &describeSpline, "A stable description of the whole spline.");
}

} // namespace knotline::python
