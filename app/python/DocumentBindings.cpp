// Binds opening files to get their curves: a usda document with its sublayer stack
// (core/io/DocumentLoader.h openDocument; the composed spline attributes of
// core/document/Document.h, re-timed into the root layer's time) and a Maya .anim file
// (core/io/AnimFile.h readAnimFile). Mirrors the pipeline use of pxr (Usd.Stage.Open, then
// attribute.GetSpline()) in the minimal form a script needs: knotline.OpenDocument(path)
// .GetSpline("/Prim.attr") and knotline.ReadAnimFile(path).GetCurve("node.attribute").
// Everything returned is a copy (a value): editing it does not change the file or the
// document; there is no saving yet.
//
// Units: times are the root layer's time codes (usda) or the file's time unit (.anim).

#include "app/python/Bindings.h"

#include "core/animcurve/AnimCurve.h"
#include "core/document/Document.h"
#include "core/io/AnimFile.h"
#include "core/io/DocumentLoader.h"

#include <pybind11/stl.h>

#include <QString>

namespace knotline::python {

namespace {

/// A str or os.PathLike as a QString (UTF-8).
QString pathArgument(const py::object &path)
{
    const std::string text = py::str(py::module_::import("os").attr("fspath")(path));
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

/// knotline.Document: an opened usda layer stack.
struct PyDocument {
    Document document;
    std::vector<std::string> warnings;
};

} // namespace

void bindDocuments(py::module_ &m)
{
    py::class_<PyDocument>(m, "Document",
                           "A usda file opened with its sublayers (knotline.OpenDocument). Its "
                           "spline attributes are read as the root layer sees them: the strongest "
                           "opinion per attribute path, sublayer splines re-timed into the root's "
                           "time codes.")
        .def("GetSplinePaths",
             [](const PyDocument &d) {
                 std::vector<std::string> paths;
                 for (const ComposedAttribute &a : composedSplineAttributes(d.document))
                     paths.push_back(a.path);
                 return paths;
             },
             "Paths (\"/Prim.attr\") of the attributes holding a spline, root layer first.")
        .def("GetSpline",
             [](const PyDocument &d, const std::string &path) -> std::optional<Spline> {
                 if (std::optional<ComposedAttribute> a = findComposedSplineAttribute(d.document, path))
                     return a->attribute.spline->spline;
                 return std::nullopt;
             },
             py::arg("attributePath"),
             "The spline of the attribute at `attributePath` (\"/Prim.attr\") in the root's "
             "time codes (a copy), or None when it has no spline.")
        .def("GetSplines",
             [](const PyDocument &d) {
                 py::dict out;
                 for (const ComposedAttribute &a : composedSplineAttributes(d.document))
                     out[py::str(a.path)] = a.attribute.spline->spline;
                 return out;
             },
             "A dict of attribute path to Spline (copies) for every spline attribute.")
        .def("GetLayerPaths",
             [](const PyDocument &d) {
                 std::vector<std::string> paths;
                 for (const LayerStackEntry &e : d.document.layers)
                     paths.push_back(e.filePath);
                 return paths;
             },
             "File paths of the layer stack, strongest (the root) first.")
        .def("GetProblems", [](const PyDocument &d) { return d.document.problems; },
             "Problems met while opening that did not stop it (missing sublayers, cycles, ...), "
             "each 'file:line:column: message'.")
        .def("GetWarnings", [](const PyDocument &d) { return d.warnings; },
             "Reader warnings (legacy headers, ...).")
        .def("__repr__",
             [](const PyDocument &d) {
                 return "knotline.Document(" + std::string(py::repr(py::str(d.document.layers.front().filePath)))
                     + ", layers=" + std::to_string(d.document.layers.size()) + ")";
             },
             "A short description.");

    m.def("OpenDocument",
          [](const py::object &path) {
              PyDocument d;
              d.document = unwrap(openDocument(pathArgument(path), &d.warnings));
              return d;
          },
          py::arg("path"),
          "Opens a usda file and the sublayers it names. Raises knotline.Error when the root "
          "layer cannot be read or parsed (the message names file, line and column).");

    py::class_<AnimFile>(m, "AnimFile",
                         "A Maya .anim file read with knotline.ReadAnimFile: its anim curves by "
                         "'node.attribute' path. Key times are in the file's time unit.")
        .def("GetCurvePaths",
             [](const AnimFile &f) {
                 std::vector<std::string> paths;
                 for (const AnimFileEntry &e : f.entries)
                     if (e.hasCurve)
                         paths.push_back(e.path());
                 return paths;
             },
             "'node.attribute' paths of the file's curves, in file order.")
        .def("GetCurve",
             [](const AnimFile &f, const std::string &path) -> std::optional<AnimCurve> {
                 if (const AnimFileEntry *e = f.find(path))
                     return e->curve;
                 return std::nullopt;
             },
             py::arg("path"),
             "The curve at 'node.attribute' (full attribute path or leaf name; a copy), or None.")
        .def("GetTimeCodesPerSecond", &AnimFile::timeCodesPerSecond,
             "Time codes per second of the key times (the file's time unit).")
        .def_readonly("warnings", &AnimFile::warnings, "Reader warnings, 'file:line:column: message'.")
        .def("__repr__",
             [](const AnimFile &f) {
                 return "knotline.AnimFile(entries=" + std::to_string(f.entries.size()) + ")";
             },
             "A short description.");

    m.def("ReadAnimFile",
          [](const py::object &path) { return unwrap(readAnimFile(pathArgument(path))); },
          py::arg("path"),
          "Reads a Maya .anim file (times kept in its time unit). Raises knotline.Error when the "
          "file cannot be read or parsed.");
}

} // namespace knotline::python
