// The `knotline` Python module: the entry point that creates the module and calls the bind
// function of each concept file (Bindings.h). Shaped like OpenUSD's pxr.Ts for splines
// (Spline, Knot, Extrapolation, LoopParams, the Interp* / Extrap* / CurveType* /
// AntiRegression* values as module attributes) and like Maya's MFnAnimCurve for anim
// curves (AnimCurve, AnimCurveFn, AnimCurveChange, ChangeBlock), and opening usda / .anim
// files to get their splines and curves (OpenDocument, ReadAnimFile); knotline._bench holds
// the benchmark's C++ baseline.

#include "app/python/Bindings.h"

PYBIND11_MODULE(knotline, m)
{
    m.doc() = "Knotline splines for pipelines: OpenUSD Ts spline semantics (Spline, Knot, "
              "evaluation, sampling, breakdown, loop baking) and Maya-style anim curves "
              "(AnimCurve, AnimCurveFn, undoable changes). Times are time codes; tangent widths "
              "are time codes and slopes value units per time code. Refused operations raise "
              "knotline.Error.";
    using namespace knotline::python;
    bindStatus(m);
    bindTypes(m);
    bindKnot(m);
    bindSpline(m);
    bindSplineAlgorithms(m);
    bindAnimCurve(m);
    bindDragSessions(m);
    bindFilters(m);
    bindDocuments(m);
    bindTimeline(m);
    bindValueClips(m);
    bindSyncWarp(m);
    bindBenchmarkHelpers(m);
}
