// Binds knotline::Knot (core/spline/Knot.h), one control point of a spline, as
// knotline.Knot. Mirrors pxr.Ts.Knot: keyword construction (time=, value=, nextInterp=,
// preValue=, preTanWidth=, preTanSlope=, postTanWidth=, postTanSlope=, customData=) and the
// Get/Set accessors (GetTime, SetValue, GetPreTanSlope, IsDualValued, ...). A Knot is a
// value: Spline.GetKnots() returns copies, and changing one does not change the spline
// until it is stored again with Spline.SetKnot.
//
// Units: time in time codes, values in the attribute's units, tangent widths in time
// codes, tangent slopes in value units per time code.

#include "app/python/Bindings.h"

#include <pybind11/operators.h>
#include <pybind11/stl.h>

namespace knotline::python {

std::string describeKnot(const Knot &k)
{
    std::string s = "knotline.Knot(time=" + formatDouble(k.time) + ", value=" + formatDouble(k.value);
    if (k.preValue)
        s += ", preValue=" + formatDouble(*k.preValue);
    s += std::string(", nextInterp=") + interpolationName(k.nextInterp);
    s += ", preTanWidth=" + formatDouble(k.pre.width) + ", preTanSlope=" + formatDouble(k.pre.slope);
    s += ", postTanWidth=" + formatDouble(k.post.width) + ", postTanSlope=" + formatDouble(k.post.slope);
    if (k.pre.algorithm != TangentAlgorithm::None)
        s += std::string(", preTanAlgorithm=") + tangentAlgorithmName(k.pre.algorithm);
    if (k.post.algorithm != TangentAlgorithm::None)
        s += std::string(", postTanAlgorithm=") + tangentAlgorithmName(k.post.algorithm);
    if (!k.customData.empty())
        s += ", customData=" + std::string(py::repr(py::cast(k.customData)));
    return s + ")";
}

void bindKnot(py::module_ &m)
{
    py::class_<Knot>(m, "Knot",
                     "One knot of a spline (Ts TsKnot): time (time code), value, optional "
                     "pre-value (a dual-valued knot jumps at its time), the interpolation of "
                     "the segment after it, and pre / post tangents (width in time codes, slope "
                     "in value units per time code).")
        .def(py::init([](double time, double value, Interpolation nextInterp,
                         std::optional<double> preValue, double preTanWidth, double preTanSlope,
                         double postTanWidth, double postTanSlope, TangentAlgorithm preTanAlgorithm,
                         TangentAlgorithm postTanAlgorithm, CustomData customData) {
                 Knot k;
                 k.time = time;
                 k.value = value;
                 k.nextInterp = nextInterp;
                 k.preValue = preValue;
                 k.pre = Tangent{preTanWidth, preTanSlope, preTanAlgorithm};
                 k.post = Tangent{postTanWidth, postTanSlope, postTanAlgorithm};
                 k.customData = std::move(customData);
                 return k;
             }),
             py::arg("time") = 0.0, py::arg("value") = 0.0,
             py::arg("nextInterp") = Interpolation::Held, py::arg("preValue") = py::none(),
             py::arg("preTanWidth") = 0.0, py::arg("preTanSlope") = 0.0,
             py::arg("postTanWidth") = 0.0, py::arg("postTanSlope") = 0.0,
             py::arg("preTanAlgorithm") = TangentAlgorithm::None,
             py::arg("postTanAlgorithm") = TangentAlgorithm::None,
             py::arg("customData") = CustomData{},
             "Knot(time=0, value=0, nextInterp=InterpHeld, preValue=None, preTanWidth=0, "
             "preTanSlope=0, postTanWidth=0, postTanSlope=0, preTanAlgorithm=TangentAlgorithmNone, "
             "postTanAlgorithm=TangentAlgorithmNone, customData={}), usually with keywords. Time and widths in time codes, "
             "slopes in value units per time code. Values are checked when the knot is stored in "
             "a spline.")
        .def(py::init<const Knot &>(), py::arg("other"), "A copy of `other`.")
        .def("GetTime", [](const Knot &k) { return k.time; }, "The knot's time, a time code.")
        .def("SetTime", [](Knot &k, double t) { k.time = t; }, py::arg("time"),
             "Sets the time (time code).")
        .def("GetValue", [](const Knot &k) { return k.value; },
             "The value at and after the knot's time (value units).")
        .def("SetValue", [](Knot &k, double v) { k.value = v; }, py::arg("value"),
             "Sets the value (value units).")
        .def("IsDualValued", &Knot::isDualValued, "True when a pre-value is authored.")
        .def("GetPreValue", [](const Knot &k) { return k.authoredPreValue(); },
             "The value seen from the left as authored: the pre-value when dual-valued, else the "
             "value.")
        .def("SetPreValue", [](Knot &k, double v) { k.preValue = v; }, py::arg("value"),
             "Authors a pre-value (value units): the knot becomes dual-valued.")
        .def("ClearPreValue", [](Knot &k) { k.preValue.reset(); },
             "Removes the pre-value: the knot is single-valued again.")
        .def("GetNextInterpolation", [](const Knot &k) { return k.nextInterp; },
             "Interpolation of the segment after this knot.")
        .def("SetNextInterpolation", [](Knot &k, Interpolation i) { k.nextInterp = i; },
             py::arg("interp"), "Sets the interpolation of the segment after this knot.")
        .def("GetPreTanWidth", [](const Knot &k) { return k.pre.width; },
             "Pre-tangent width, in time codes.")
        .def("SetPreTanWidth", [](Knot &k, double w) { k.pre.width = w; }, py::arg("width"),
             "Sets the pre-tangent width (time codes, >= 0).")
        .def("GetPreTanSlope", [](const Knot &k) { return k.pre.slope; },
             "Pre-tangent slope, in value units per time code.")
        .def("SetPreTanSlope", [](Knot &k, double s) { k.pre.slope = s; }, py::arg("slope"),
             "Sets the pre-tangent slope (value units per time code).")
        .def("GetPostTanWidth", [](const Knot &k) { return k.post.width; },
             "Post-tangent width, in time codes.")
        .def("SetPostTanWidth", [](Knot &k, double w) { k.post.width = w; }, py::arg("width"),
             "Sets the post-tangent width (time codes, >= 0).")
        .def("GetPostTanSlope", [](const Knot &k) { return k.post.slope; },
             "Post-tangent slope, in value units per time code.")
        .def("SetPostTanSlope", [](Knot &k, double s) { k.post.slope = s; }, py::arg("slope"),
             "Sets the post-tangent slope (value units per time code).")
        .def("GetPreTanAlgorithm", [](const Knot &k) { return k.pre.algorithm; },
             "Algorithm computing the pre-tangent.")
        .def("SetPreTanAlgorithm", [](Knot &k, TangentAlgorithm a) { k.pre.algorithm = a; },
             py::arg("algorithm"), "Sets the algorithm computing the pre-tangent.")
        .def("GetPostTanAlgorithm", [](const Knot &k) { return k.post.algorithm; },
             "Algorithm computing the post-tangent.")
        .def("SetPostTanAlgorithm", [](Knot &k, TangentAlgorithm a) { k.post.algorithm = a; },
             py::arg("algorithm"), "Sets the algorithm computing the post-tangent.")
        .def("GetCustomData", [](const Knot &k) { return k.customData; },
             "The knot's custom data, a dict of str to bool / int / float / str (a copy).")
        .def("SetCustomData", [](Knot &k, CustomData d) { k.customData = std::move(d); },
             py::arg("customData"), "Replaces the knot's custom data.")
        .def(py::self == py::self)
        .def(py::self != py::self)
        .def("__copy__", [](const Knot &k) { return k; }, "A copy.")
        .def("__deepcopy__", [](const Knot &k, py::dict) { return k; }, py::arg("memo"), "A copy.")
        .def("__repr__", &describeKnot, "A stable description.");
}

} // namespace knotline::python
