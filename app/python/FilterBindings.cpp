// Binds the curve filters and key scaling (core/filters, core/edit/KeyScale.h) as module
// functions over a knotline.AnimCurveFn, as the editor's Curve menu runs them: each edit
// is recorded into `change` (an AnimCurveChange), else into the innermost open ChangeBlock,
// so it undoes as one step; a refusal raises knotline.Error and changes nothing (its text
// is the editor's, which numbers keys from 1 where the arguments count from 0). Each
// returns its report as a dict.
//
// Units: times, windows, sigmas, blends and strides are time codes; values, tolerances and
// differences value units; the Butterworth cutoff is in Hz of `timeCodesPerSecond`.

#include "app/python/AnimCurveHandles.h"
#include "app/python/Bindings.h"

#include "core/edit/KeyScale.h"
#include "core/filters/ButterworthSmooth.h"
#include "core/filters/CurveResample.h"
#include "core/filters/CurveSimplify.h"
#include "core/filters/CurveSmooth.h"
#include "core/filters/EulerFilter.h"
#include "core/filters/GaussianSmooth.h"

#include <pybind11/stl.h>

#include <optional>
#include <utility>

namespace knotline::python {

namespace {

using KeyRange = std::optional<std::pair<std::size_t, std::size_t>>;

py::dict smoothReport(const SmoothReport &r)
{
    py::dict d;
    d["keysChanged"] = r.keysChanged;
    d["largestChange"] = r.largestChange;
    return d;
}

void addDeviation(py::dict &d, const Deviation &deviation)
{
    d["largestDifference"] = deviation.largest;
    d["largestDifferenceTime"] = deviation.time;
    d["samplesCompared"] = deviation.samples;
}

AngleUnit angleUnit(const std::string &name)
{
    if (name == "degrees")
        return AngleUnit::Degrees;
    if (name == "radians")
        return AngleUnit::Radians;
    throw py::value_error("unit must be \"degrees\" or \"radians\", not \"" + name + "\"");
}

} // namespace

void bindFilters(py::module_ &m)
{
    const auto fnArg = py::arg("fn");
    const auto keyRangeArg = py::arg("keyRange") = py::none();
    const auto tangentArg = py::arg("tangentType") = py::none();
    const auto changeArg = py::arg("change") = py::none();

    m.def("EulerFilter",
          [](FnHandle &h, const std::string &unit, KeyRange keyRange, ChangeRecordPtr r) {
              const EulerFilterReport report =
                  recorded(h, r, [&](AnimCurveChange *c) { return unwrap(eulerFilter(h.fn, angleUnit(unit), keyRange, c), "EulerFilter"); });
              py::dict d;
              d["keysChanged"] = report.keysChanged;
              d["largestShift"] = report.largestShift;
              return d;
          },
          fnArg, py::arg("unit") = "degrees", keyRangeArg, changeArg,
          "Unwraps the curve's keys (all, or keys keyRange = (first, last), 0-based inclusive): each key moves "
          "by whole turns (360 degrees or 2π radians) to lie closest to the key before, as Maya's Euler filter "
          "does for one channel. Returns {keysChanged, largestShift}.");
    m.def("SmoothCurve",
          [](FnHandle &h, double window, KeyRange keyRange, std::optional<MayaTangentType> tangent, ChangeRecordPtr r) {
              SmoothOptions options;
              options.window = window;
              options.keyRange = keyRange;
              options.tangentType = tangent;
              return smoothReport(recorded(h, r, [&](AnimCurveChange *c) { return unwrap(smoothCurve(h.fn, options, c), "SmoothCurve"); }));
          },
          fnArg, py::arg("window") = 3.0, keyRangeArg, tangentArg, changeArg,
          "Sets each key (all, or keyRange) to the mean of the curve over `window` time codes around it (the "
          "editor's Smooth). tangentType (e.g. AnimCurveFn.TangentType.kTangentClamped) re-derives the changed "
          "keys' tangents so the curve does not overshoot. Returns {keysChanged, largestChange}.");
    m.def("GaussianSmoothCurve",
          [](FnHandle &h, double sigma, double blendFrames, KeyRange keyRange, std::optional<MayaTangentType> tangent,
             ChangeRecordPtr r) {
              GaussianSmoothOptions options;
              options.sigma = sigma;
              options.blendFrames = blendFrames;
              options.keyRange = keyRange;
              options.tangentType = tangent;
              return smoothReport(recorded(h, r, [&](AnimCurveChange *c) { return unwrap(gaussianSmoothCurve(h.fn, options, c), "GaussianSmoothCurve"); }));
          },
          fnArg, py::arg("sigma") = 1.0, py::arg("blendFrames") = 0.0, keyRangeArg, tangentArg, changeArg,
          "Gaussian smoothing (standard deviation `sigma` time codes) of the keys (all, or keyRange), fading back "
          "to the original over `blendFrames` at the range's ends. Returns {keysChanged, largestChange}.");
    m.def("ButterworthSmoothCurve",
          [](FnHandle &h, double cutoffHz, int order, int samplesPerFrame, double timeCodesPerSecond,
             double blendFrames, KeyRange keyRange, std::optional<MayaTangentType> tangent, ChangeRecordPtr r) {
              ButterworthSmoothOptions options;
              options.cutoffHz = cutoffHz;
              options.order = order;
              options.samplesPerFrame = samplesPerFrame;
              options.timeCodesPerSecond = timeCodesPerSecond;
              options.blendFrames = blendFrames;
              options.keyRange = keyRange;
              options.tangentType = tangent;
              return smoothReport(recorded(h, r, [&](AnimCurveChange *c) { return unwrap(butterworthSmoothCurve(h.fn, options, c), "ButterworthSmoothCurve"); }));
          },
          fnArg, py::arg("cutoffHz") = 3.0, py::arg("order") = 4, py::arg("samplesPerFrame") = 4,
          py::arg("timeCodesPerSecond") = 24.0, py::arg("blendFrames") = 0.0, keyRangeArg, tangentArg, changeArg,
          "Zero-phase Butterworth low-pass (cutoff in Hz at `timeCodesPerSecond`, order 1 … 8) of the keys (all, "
          "or keyRange), sampled `samplesPerFrame` times a frame, fading back to the original over `blendFrames`, "
          "as Blender's Butterworth smoothing. Returns {keysChanged, largestChange}.");
    m.def("SimplifyCurve",
          [](FnHandle &h, double tolerance, KeyRange keyRange, ChangeRecordPtr r) {
              SimplifyOptions options;
              options.tolerance = tolerance;
              options.keyRange = keyRange;
              const SimplifyReport report =
                  recorded(h, r, [&](AnimCurveChange *c) { return unwrap(simplifyCurve(h.fn, options, c), "SimplifyCurve"); });
              py::dict d;
              d["keysBefore"] = report.keysBefore;
              d["keysAfter"] = report.keysAfter;
              d["removedTimes"] = report.removedTimes;
              addDeviation(d, report.deviation);
              return d;
          },
          fnArg, py::arg("tolerance") = 0.01, keyRangeArg, changeArg,
          "Removes keys (all but the ends, or within keyRange) while the curve stays within `tolerance` of the "
          "original. Returns {keysBefore, keysAfter, removedTimes, largestDifference, largestDifferenceTime, "
          "samplesCompared}.");
    m.def("ResampleCurve",
          [](FnHandle &h, double stride, std::optional<double> start, std::optional<double> end,
             MayaTangentType tangent, ChangeRecordPtr r) {
              ResampleOptions options;
              options.stride = stride;
              options.start = start;
              options.end = end;
              options.tangentType = tangent;
              const ResampleReport report =
                  recorded(h, r, [&](AnimCurveChange *c) { return unwrap(resampleCurve(h.fn, options, c), "ResampleCurve"); });
              py::dict d;
              d["keysBefore"] = report.keysBefore;
              d["keysAfter"] = report.keysAfter;
              addDeviation(d, report.deviation);
              return d;
          },
          fnArg, py::arg("stride") = 1.0, py::arg("start") = py::none(), py::arg("end") = py::none(),
          py::arg("tangentType") = MayaTangentType::Auto, changeArg,
          "Replaces the keys in [start, end] (default: the first and last key) with keys every `stride` time "
          "codes on the curve, of `tangentType`. Returns {keysBefore, keysAfter, largestDifference, "
          "largestDifferenceTime, samplesCompared}.");
    m.def("ScaleKeys",
          [](FnHandle &h, const std::vector<std::size_t> &indices, double timeScale, double valueScale,
             double timePivot, double valuePivot, bool ripple, ChangeRecordPtr r) {
              if (indices.empty())
                  throw py::value_error("ScaleKeys: no key indices given");
              KeyScaleParams params;
              params.timeScale = timeScale;
              params.valueScale = valueScale;
              params.timePivot = timePivot;
              params.valuePivot = valuePivot;
              params.ripple = ripple;
              recorded(h, r, [&](AnimCurveChange *c) {
                  check(scaleKeys(h.fn, indices, params, c), "ScaleKeys");
                  return 0;
              });
          },
          fnArg, py::arg("indices"), py::arg("timeScale") = 1.0, py::arg("valueScale") = 1.0,
          py::arg("timePivot") = 0.0, py::arg("valuePivot") = 0.0, py::arg("ripple") = false, changeArg,
          "Scales the keys at `indices` about (timePivot, valuePivot) as Maya's Scale Keys: t → pivot + timeScale "
          "· (t − pivot), likewise values; a negative timeScale reverses a run of keys; `ripple` moves the later "
          "keys by the change of the scaled keys' end. Raises knotline.Error for keys that would pass unscaled "
          "ones (its messages number keys from 1, as the editor does), ValueError for no indices.");
}

} // namespace knotline::python
