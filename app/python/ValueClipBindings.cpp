// Binds value resolution over a usda layer stack with value clips
// (core/valueclips/ValueClipStage.h, spec/timeline.md §3): knotline.ValueClipStage(path)
// opens the root layer with its sublayers (core/io/DocumentLoader.h openDocument) and
// answers what a USD stage answers for the arcs Knotline composes: an attribute's value at
// a time (UsdAttribute::Get), its time samples (GetTimeSamples), and where the value comes
// from (a layer's spline, time samples or default, or a clip set with its active clip and
// clip time: the editor's value-source panel).
//
// Units: times are the root layer's time codes; clip times are the clip layer's.

#include "app/python/Bindings.h"

#include "core/document/Document.h"
#include "core/io/DocumentLoader.h"
#include "core/valueclips/ValueClipStage.h"

#include <pybind11/stl.h>

#include <memory>

namespace knotline::python {

namespace {

/// The document and the stage over it (the stage keeps a reference to the document:
/// both live on the heap, so the Python object may move).
struct PyValueClipStage {
    std::unique_ptr<Document> document;
    std::unique_ptr<ValueClipStage> stage;
    std::vector<std::string> problems; ///< what opening the layer stack reported
};

PyValueClipStage openStage(const py::object &path)
{
    PyValueClipStage out;
    out.document = std::make_unique<Document>(unwrap(openDocument(pathArgument(path))));
    out.problems = out.document->problems;
    out.stage = std::make_unique<ValueClipStage>(*out.document);
    return out;
}

py::object optionalNumber(const std::optional<double> &value)
{
    return value ? py::object(py::float_(*value)) : py::object(py::none());
}

} // namespace

void bindValueClips(py::module_ &m)
{
    py::class_<PyValueClipStage>(m, "ValueClipStage",
                                 "A usda layer stack with its value clips, resolved as a USD stage resolves them "
                                 "(spec/timeline.md §3). Times are the root layer's time codes.")
        .def(py::init(&openStage), py::arg("path"),
             "Opens the root layer at `path` with its sublayers; clip layers are read when first asked for. A "
             "layer that cannot be read raises knotline.Error (file:line:column: …).")
        .def("GetValue",
             [](PyValueClipStage &s, const std::string &attribute, double time) {
                 return optionalNumber(s.stage->value(attribute, timeArgument(time)));
             },
             py::arg("attribute"), py::arg("time"),
             "The value of `attribute` (\"/Prim.attr\") at `time` as UsdAttribute::Get gives it, or None where "
             "nothing is authored or a value block holds.")
        .def("GetValueSource",
             [](PyValueClipStage &s, const std::string &attribute, double time) {
                 const ValueSource source = s.stage->valueSource(attribute, timeArgument(time));
                 py::dict d;
                 d["kind"] = valueSourceKindName(source.kind);
                 d["value"] = optionalNumber(source.value);
                 d["layer"] = source.layerFile;
                 if (source.kind == ValueSourceKind::ClipSet) {
                     d["clipSet"] = source.clipSetName;
                     d["clipSetPrim"] = source.clipSetPrimPath;
                     d["clipIndex"] = source.clipIndex;
                     d["clipAssetPath"] = source.clipAssetPath;
                     d["clipFile"] = source.clipFile;
                     d["clipTime"] = source.clipTime;
                     d["clipSpline"] = source.clipSpline;
                 }
                 return d;
             },
             py::arg("attribute"), py::arg("time"),
             "Where the value at `time` comes from: a dict with kind (\"spline\", \"time samples\", \"default\", "
             "\"clip set\" or \"none\"), value and layer (the file holding the opinion, or the clip set's anchor), "
             "and for a clip set clipSet, clipSetPrim, clipIndex, clipAssetPath, clipFile, clipTime (clip time "
             "codes) and clipSpline (the clip's spline gave it).")
        .def("GetTimeSamples",
             [](PyValueClipStage &s, const std::string &attribute) { return s.stage->timeSamples(attribute); },
             py::arg("attribute"),
             "The attribute's time samples in root time, increasing, as UsdAttribute::GetTimeSamples lists them "
             "(with clips: activations, the times entries' stage times and every clip sample mapped).")
        .def("GetClipDrivenAttributes", [](PyValueClipStage &s) { return s.stage->clipDrivenAttributes(); },
             "Every attribute whose strongest opinion is a clip set, sorted.")
        .def("GetWarnings", [](const PyValueClipStage &s) { return s.stage->warnings(); },
             "\"file:line:column: warning: …\" for each clip set dropped, then each clip layer or manifest that "
             "could not be read so far.")
        .def("GetProblems", [](const PyValueClipStage &s) { return s.problems; },
             "What opening the layer stack reported without refusing (a sublayer not found, …).")
        .def("__repr__", [](const PyValueClipStage &s) {
            return "knotline.ValueClipStage(layers=" + std::to_string(s.document->layers.size()) + ", clip sets on "
                + std::to_string(s.stage->primClipSets().size()) + " prims)";
        }, "knotline.ValueClipStage(layers=…, clip sets on … prims).");
}

} // namespace knotline::python
