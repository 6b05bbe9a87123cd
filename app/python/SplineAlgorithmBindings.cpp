// Binds the spline algorithms of core/spline as methods of knotline.Spline: Sample
// (Sample.h; pxr.Ts TsSpline::Sample, polylines within a pixel tolerance), Breakdown
// (Breakdown.h; TsSpline::Breakdown), Diff (Diff.h; where two splines evaluate
// differently), the loop bakes (Bake.h; TsSpline::GetKnotsWithInnerLoopsBaked,
// GetKnotsWithLoopsBaked, BakeInnerLoops) and the regression queries (Regression.h;
// TsSpline::HasRegressiveTangents, AdjustRegressiveTangents). Also binds SampleSource and
// SamplePolyline. Each wraps one core call; failures raise knotline.Error.
//
// Units: times are time codes, values value units; Sample's timeScale / valueScale are
// pixels per time code / per value unit and its tolerance is in pixels.

#include "app/python/Bindings.h"

#include "core/spline/Bake.h"
#include "core/spline/Breakdown.h"
#include "core/spline/Diff.h"
#include "core/spline/Regression.h"
#include "core/spline/Sample.h"
#include "core/spline/Spline.h"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <cstring>

namespace knotline::python {

namespace {

/// (N, 2) float64 array of (time code, value) vertices.
py::array_t<double> verticesArray(const SamplePolyline &p)
{
    py::array_t<double> a({py::ssize_t(p.vertices.size()), py::ssize_t(2)});
    if (!p.vertices.empty())
        std::memcpy(a.mutable_data(), p.vertices.data(), p.vertices.size() * 2 * sizeof(double));
    return a;
}

} // namespace

void bindSplineAlgorithms(py::module_ &m)
{
    py::enum_<SampleSource>(m, "SampleSource",
                            "Which part of a spline a sampled polyline comes from (Ts "
                            "TsSplineSampleSource).")
        .value("PreExtrapolation", SampleSource::PreExtrapolation)
        .value("PreExtrapolationLoop", SampleSource::PreExtrapolationLoop)
        .value("Knots", SampleSource::Knots)
        .value("InnerLoopPrototype", SampleSource::InnerLoopPrototype)
        .value("InnerLoopPreEcho", SampleSource::InnerLoopPreEcho)
        .value("InnerLoopPostEcho", SampleSource::InnerLoopPostEcho)
        .value("PostExtrapolationLoop", SampleSource::PostExtrapolationLoop)
        .value("PostExtrapolation", SampleSource::PostExtrapolation);

    py::class_<SamplePolyline>(m, "SamplePolyline",
                               "One connected piece of a sampled spline: its source and its "
                               "vertices, (time code, value) pairs in time order.")
        .def_readonly("source", &SamplePolyline::source, "The SampleSource of the piece.")
        .def_property_readonly("vertices", &verticesArray,
                               "The vertices as an (N, 2) float64 array of (time code, value).")
        .def("__len__", [](const SamplePolyline &p) { return p.vertices.size(); },
             "Number of vertices.")
        .def("__repr__",
             [](const SamplePolyline &p) {
                 return std::string("knotline.SamplePolyline(source=") + sampleSourceName(p.source)
                     + ", vertices=" + std::to_string(p.vertices.size()) + ")";
             },
             "A short description.");

    const py::object splineClass = m.attr("Spline");
    auto spline = py::reinterpret_borrow<py::class_<Spline>>(splineClass);
    spline
        .def("Sample",
             [](const Spline &s, double startTime, double endTime, double timeScale,
                double valueScale, double tolerance, bool heldRisers) {
                 std::vector<SamplePolyline> out;
                 SampleOptions options;
                 options.heldRisers = heldRisers;
                 check(sample(s, startTime, endTime, timeScale, valueScale, tolerance, options, &out),
                       "Sample");
                 return out;
             },
             py::arg("startTime"), py::arg("endTime"), py::arg("timeScale") = 1.0,
             py::arg("valueScale") = 1.0, py::arg("tolerance") = 1.0, py::arg("heldRisers") = false,
             "Polylines approximating the spline over [startTime, endTime] (time codes): after "
             "scaling times by timeScale (pixels per time code) and values by valueScale (pixels "
             "per value unit), the curve and the polylines are within `tolerance` pixels of each "
             "other. Pieces break at discontinuities, value blocks and source changes. "
             "heldRisers=True closes held jumps with vertical pieces, for drawing. Returns a "
             "list of SamplePolyline; raises knotline.Error for a bad interval or scale.")
        .def("Breakdown", [](Spline &s, double time) { check(breakdown(s, time), "Breakdown"); },
             py::arg("time"),
             "Inserts a knot at time code `time` keeping the curve's shape (neighbouring tangents "
             "are adjusted). Raises knotline.Error (spline unchanged) for an empty spline, an "
             "existing knot there, a time in an inner-loop echo or in looping extrapolation.")
        .def("Diff", [](const Spline &a, const Spline &b) { return diff(a, b); }, py::arg("other"),
             "Closed intervals [(start, end), ...] in time codes, sorted and disjoint, outside "
             "of which this spline and `other` evaluate identically (ends may be -inf / inf). "
             "Empty when they evaluate the same everywhere.")
        .def("GetKnotsWithInnerLoopsBaked", [](const Spline &s) { return knotsWithInnerLoopsBaked(s); },
             "The knots with inner loops written out as ordinary knots (echo values shifted by "
             "the loop offset); the authored knots when there are no inner loops.")
        .def("GetKnotsWithLoopsBaked",
             [](const Spline &s, double startTime, double endTime) {
                 std::vector<Knot> out;
                 check(knotsWithLoopsBaked(s, startTime, endTime, &out), "GetKnotsWithLoopsBaked");
                 return out;
             },
             py::arg("startTime"), py::arg("endTime"),
             "Knots that reproduce the spline on [startTime, endTime] (time codes) with inner "
             "and extrapolating loops written out. Raises knotline.Error for a bad interval, an "
             "infinite end on a looping side, or too many segments.")
        .def("BakeInnerLoops", [](Spline &s) { check(bakeInnerLoops(s), "BakeInnerLoops"); },
             "Replaces the knots by GetKnotsWithInnerLoopsBaked() and clears the inner loop "
             "parameters (the spline evaluates the same).")
        .def("HasRegressiveTangents", [](const Spline &s) { return hasRegressiveTangents(s); },
             "True when an authored Bezier segment's tangents make it go back in time.")
        .def("AdjustRegressiveTangents",
             [](Spline &s, std::optional<AntiRegressionMode> mode) {
                 bool changed = false;
                 check(adjustRegressiveTangents(s, mode.value_or(s.antiRegressionMode()), &changed),
                       "AdjustRegressiveTangents");
                 return changed;
             },
             py::arg("mode") = py::none(),
             "Shortens the tangents of every regressive segment with `mode` (default: the "
             "spline's anti-regression mode). Returns True when a tangent changed.");
}

} // namespace knotline::python
