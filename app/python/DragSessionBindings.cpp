// Binds the interactive drag sessions of the curve canvas (core/edit/KnotDragSession.h,
// TangentDragSession.h) for scripts: the edits an animator makes by dragging keys and
// tangent handles, with the live anti-regression the canvas applies (Ts's interactive
// regression preventer, TsRegressionPreventer, with its modes). Each move recomputes the
// curve from the state at the press, so a drag of many moves is one edit:
//
//   fn = knotline.AnimCurveFn(curve)
//   drag = knotline.KnotDragSession(curve, keys=[2], anchor=2)
//   with knotline.ChangeBlock() as block:   # one undo step back to the press
//       for dt in (0.1, 0.5, 0.4):          # the mouse wandering; the last move stays
//           drag.Drag(fn, dt)
//
// Units: time codes and value units; tangent handles are positions in curve space (time
// code, value). The session keeps its own copy of the curve at the press.

#include "app/python/AnimCurveHandles.h"

#include "core/edit/KnotDragSession.h"
#include "core/edit/TangentDragSession.h"

#include <pybind11/stl.h>

namespace knotline::python {

namespace {

TangentSide sideOf(bool isInTangent)
{
    return isInTangent ? TangentSide::In : TangentSide::Out;
}

} // namespace

void bindDragSessions(py::module_ &m)
{
    py::enum_<DragAxis>(m, "DragAxis", "Which components of a key drag's offset apply (a canvas axis lock).")
        .value("DragAxisFree", DragAxis::Free, "Time and value.")
        .value("DragAxisTimeOnly", DragAxis::TimeOnly, "The value offset is ignored.")
        .value("DragAxisValueOnly", DragAxis::ValueOnly, "The time offset is ignored.")
        .export_values();

    const auto noChange = py::arg("change") = py::none();

    py::class_<KnotDragSession>(m, "KnotDragSession",
                                "A drag of keys of one curve, as the curve canvas makes it: moved "
                                "keys stop a minimum gap before unmoved neighbours (Maya's stop), "
                                "computed tangents follow, the inner loop follows, and the live "
                                "anti-regression adjusts the segments the keys touch.")
        .def(py::init([](const AnimCurve &before, std::vector<std::size_t> keys, std::size_t anchor) {
                 return unwrap(KnotDragSession::create(before, std::move(keys), anchor), "KnotDragSession");
             }),
             py::arg("curve"), py::arg("keys"), py::arg("anchor"),
             "A session moving the keys at `keys` (0-based indices, distinct) of `curve` as it "
             "is now; `anchor` (one of them) is the key under the mouse, which frame snapping "
             "puts on whole time codes. Raises knotline.Error for no keys, an index out of "
             "range or given twice, or an anchor not among the keys.")
        .def("GetKeys", &KnotDragSession::keys, "The moved keys' indices, ascending.")
        .def("GetAnchor", &KnotDragSession::anchor, "The anchor key's index.")
        .def("GetAnchorTime", &KnotDragSession::anchorTime, "The anchor key's time code at the press.")
        .def("GetAnchorValue", &KnotDragSession::anchorValue, "The anchor key's value at the press.")
        .def("SetAntiRegressionMode", &KnotDragSession::setAntiRegressionMode, py::arg("mode"),
             "The live anti-regression (default AntiRegressionKeepRatio; AntiRegressionNone turns "
             "it off; the interactive modes LimitActive / LimitOpposite take the moved keys' "
             "side as active, as Ts's regression preventer does).")
        .def("GetAntiRegressionMode", &KnotDragSession::antiRegressionMode, "The live anti-regression mode.")
        .def("AllowedTimeOffsets", &KnotDragSession::allowedTimeOffsets,
             py::arg("minimumGap") = KnotDragSession::kDefaultMinimumGap,
             "(lo, hi): the time offsets (time codes) that keep every moved key at least "
             "`minimumGap` from its unmoved neighbours; lo <= 0 <= hi, +-inf on a side without "
             "neighbours.")
        .def(
            "Drag",
            [](const KnotDragSession &s, FnHandle &h, double proposedTimeOffset, double valueOffset, DragAxis axis,
               bool snapToFrames, ChangeRecordPtr r) {
                const double applied = axis == DragAxis::ValueOnly
                    ? 0.0
                    : KnotDragSession::resolveTimeOffset(timeArgument(proposedTimeOffset), s.anchorTime(),
                                                         s.allowedTimeOffsets(), snapToFrames);
                recorded(h, r, [&](AnimCurveChange *c) {
                    check(s.apply(h.fn, applied, timeArgument(valueOffset), axis, c), "Drag");
                    return 0;
                });
                return applied;
            },
            py::arg("fn"), py::arg("timeOffset"), py::arg("valueOffset") = 0.0, py::arg("axis") = DragAxis::Free,
            py::arg("snapToFrames") = false, noChange,
            "One move of the drag, as the canvas makes it (KnotDragSession::drag): the proposed "
            "time offset from the press is stopped at the neighbours and, with snapToFrames, put "
            "on a whole time code (a proposal that is not finite gives 0); then fn's curve becomes "
            "the curve at the press with the keys moved. Returns the time offset applied. Each move is recorded into `change` or the "
            "open ChangeBlock as one step from the curve as it was: record every move of a drag "
            "into one change (or drag inside a ChangeBlock) and its undo returns to the press. "
            "fn must edit the curve the session was made from.")
        .def(
            "Apply",
            [](const KnotDragSession &s, FnHandle &h, double timeOffset, double valueOffset, DragAxis axis,
               ChangeRecordPtr r) {
                recorded(h, r, [&](AnimCurveChange *c) {
                    check(s.apply(h.fn, timeArgument(timeOffset), timeArgument(valueOffset), axis, c), "Apply");
                    return 0;
                });
            },
            py::arg("fn"), py::arg("timeOffset"), py::arg("valueOffset") = 0.0, py::arg("axis") = DragAxis::Free,
            noChange,
            "Sets fn's curve to the curve at the press with the keys moved by exactly "
            "(timeOffset, valueOffset) (no stops, no snapping: resolve them with "
            "AllowedTimeOffsets), recorded as Drag records. An offset that would reorder keys "
            "raises knotline.Error and leaves fn's curve as it was before the call.");

    py::class_<TangentDragSession>(m, "TangentDragSession",
                                   "A drag of one tangent handle of one key, as the curve canvas "
                                   "makes it: the handle's position in curve space gives the "
                                   "tangent's width and slope (Maya / Ts handle geometry), locks "
                                   "are honoured and the live anti-regression adjusts the "
                                   "segments it touches.")
        .def(py::init([](const AnimCurve &before, std::size_t key, bool isInTangent) {
                 return unwrap(TangentDragSession::create(before, key, sideOf(isInTangent)), "TangentDragSession");
             }),
             py::arg("curve"), py::arg("key"), py::arg("isInTangent"),
             "A session dragging the in (isInTangent=True) or out handle of key `key` of "
             "`curve` as it is now. Raises knotline.Error for a key out of range or a side "
             "without a handle (HasHandle).")
        .def_static(
            "HasHandle",
            [](const AnimCurve &curve, std::size_t key, bool isInTangent) {
                return TangentDragSession::hasHandle(curve, key, sideOf(isInTangent));
            },
            py::arg("curve"), py::arg("key"), py::arg("isInTangent"),
            "True when that side of the key has a draggable tangent: a curve segment uses it, "
            "or it is the outer tangent a linear infinity follows.")
        .def("GetKey", &TangentDragSession::key, "The key's index.")
        .def(
            "IsInTangent", [](const TangentDragSession &s) { return s.side() == TangentSide::In; },
            "True for the in handle, False for the out handle.")
        .def("SetAntiRegressionMode", &TangentDragSession::setAntiRegressionMode, py::arg("mode"),
             "The live anti-regression (default AntiRegressionKeepRatio; AntiRegressionNone turns "
             "it off; LimitActive / LimitOpposite take the dragged side as active).")
        .def("GetAntiRegressionMode", &TangentDragSession::antiRegressionMode, "The live anti-regression mode.")
        .def("MinimumWidth", &TangentDragSession::minimumWidth,
             "The smallest tangent width a drag produces (time codes): 1e-4 of the adjacent segment.")
        .def(
            "WidthAndSlope",
            [](const TangentDragSession &s, double handleTime, double handleValue) {
                double width = 0.0;
                double slope = 0.0;
                s.widthAndSlope(timeArgument(handleTime), timeArgument(handleValue), &width, &slope);
                return py::make_tuple(width, slope);
            },
            py::arg("handleTime"), py::arg("handleValue"),
            "(width, slope): what the handle at (handleTime, handleValue) in curve space maps to, "
            "before locks and anti-regression (width in time codes, slope in value units per "
            "time code).")
        .def(
            "Apply",
            [](const TangentDragSession &s, FnHandle &h, double handleTime, double handleValue, ChangeRecordPtr r) {
                recorded(h, r, [&](AnimCurveChange *c) {
                    check(s.apply(h.fn, timeArgument(handleTime), timeArgument(handleValue), c), "Apply");
                    return 0;
                });
            },
            py::arg("fn"), py::arg("handleTime"), py::arg("handleValue"), noChange,
            "One move of the drag: fn's curve becomes the curve at the press with the handle at "
            "(handleTime, handleValue), locks honoured, segments de-regressed; recorded into "
            "`change` or the open ChangeBlock as one step from the curve as it was (record every "
            "move of a drag into one change and its undo returns to the press). fn must edit the "
            "curve the session was made from.");
}

} // namespace knotline::python
