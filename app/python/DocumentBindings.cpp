// Binds files of curves, opened and saved: a usda document with its sublayer stack
// (core/io/DocumentLoader.h openDocument; the composed spline attributes of
// core/document/Document.h, re-timed into the root layer's time; saved with
// core/io/LayerFile.h saveLayerFile) and a Maya .anim file (core/io/AnimFile.h readAnimFile,
// writeAnimFile; core/io/AnimToUsda.h for its curves as a usda layer). Mirrors the pipeline
// use of pxr in the minimal form a script needs: knotline.OpenDocument(path)
// .GetSpline("/Prim.attr") like Usd.Stage.Open then attribute.GetSpline(); SetSpline
// authors on the root layer (the stage's edit target), Save / ExportToString like
// Sdf.Layer.Save / Export / ExportToString; knotline.ReadAnimFile(path).GetCurve(
// "node.attribute"), SetCurve, Save like Maya's animExport of those curves.
// Everything returned is a copy (a value): editing it changes neither the file nor the
// document until it is set back and saved.
//
// Units: times are the root layer's time codes (usda) or the file's time unit (.anim).

#include "app/python/Bindings.h"

#include "app/cli/InfoReport.h"

#include "core/animcurve/AnimCurve.h"
#include "core/document/Document.h"
#include "core/document/ValueResolution.h"
#include "core/io/AnimFile.h"
#include "core/io/AnimToUsda.h"
#include "core/io/BakeExport.h"
#include "core/io/DocumentLoader.h"
#include "core/io/LayerFile.h"
#include "core/io/RoundTripCheck.h"
#include "core/io/UsdaWriter.h"

#include <pybind11/stl.h>

#include <QString>

#include <algorithm>
#include <cctype>
#include <string_view>

namespace knotline::python {

QString pathArgument(const py::object &path)
{
    // (os.fsdecode: a bytes path is decoded as the file system encodes names, not written
    // as its repr.)
    const std::string text = py::str(py::module_::import("os").attr("fsdecode")(path));
    if (text.find('\0') != std::string::npos)
        throw py::value_error("a path may not contain a NUL character");
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

namespace {

/// knotline.Document: an opened usda layer stack, or a new layer.
struct PyDocument {
    Document document;
    std::vector<std::string> warnings;
};

/// A usda identifier: a letter or '_', then letters, digits, '_'.
bool isIdentifier(std::string_view name)
{
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name.front())))
        return false;
    for (const char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return false;
    return true;
}

/// True for "/A/B.name" where every prim name is an identifier and the attribute name is
/// identifiers joined by ':' (namespaced, "xformOp:rotateX").
bool isAuthorableAttributePath(const std::string &path, std::string_view *primPath, std::string_view *name)
{
    if (!splitAttributePath(path, primPath, name) || primPath->size() < 2)
        return false;
    for (std::string_view rest = primPath->substr(1);;) {
        const std::size_t slash = rest.find('/');
        if (!isIdentifier(rest.substr(0, slash)))
            return false;
        if (slash == std::string_view::npos)
            break;
        rest = rest.substr(slash + 1);
    }
    for (std::string_view rest = *name;;) {
        const std::size_t colon = rest.find(':');
        if (!isIdentifier(rest.substr(0, colon)))
            return false;
        if (colon == std::string_view::npos)
            return true;
        rest = rest.substr(colon + 1);
    }
}

/// Authors `spline` on the root layer at `path` ("/Prim.attr"): on the root's attribute
/// when it has one (its other opinions kept, its spline replaced), else on a new attribute
/// (the type of the sublayers' attribute of that path, or the spline's value type; `over`
/// prims when a sublayer defines the attribute, `def` ones otherwise).
void setRootSpline(Document &document, const std::string &path, const Spline &spline)
{
    std::string_view primPath, name;
    if (!isAuthorableAttributePath(path, &primPath, &name))
        throw Error("SetSpline: '" + path + "' is not an attribute path such as \"/Prim.attr\" "
                    "(identifiers: letters, digits, '_')");
    Layer &root = document.root();
    Attribute *attribute = root.findAttribute(path);
    if (!attribute) {
        const std::optional<ComposedAttribute> below = findComposedSplineAttribute(document, path);
        Prim &prim = findOrAddPrim(root, primPath, below ? Specifier::Over : Specifier::Def);
        Attribute created;
        created.name = std::string(name);
        created.typeName = below ? below->attribute.typeName : valueTypeName(spline.valueType());
        created.custom = !below;
        prim.attributes.push_back(std::move(created));
        attribute = &prim.attributes.back();
    }
    if (!isSplineValueTypeName(attribute->typeName))
        throw Error("SetSpline: the attribute '" + path + "' is of type " + attribute->typeName
                    + ", which cannot hold a spline");
    AttributeSpline authored;
    authored.spline = spline;
    attribute->spline = std::move(authored);
}

/// The root layer of `document` baked in place (core/io/BakeExport.h), and its report.
py::dict bakeRoot(Document &document, const std::string &target, std::optional<double> start,
                  std::optional<double> end, double stride, const std::vector<std::string> &attributes)
{
    BakeOptions options;
    if (target == "samples")
        options.target = BakeTarget::Samples;
    else if (target == "interchange")
        options.target = BakeTarget::Interchange;
    else
        throw py::value_error("target must be \"samples\" or \"interchange\", not \"" + target + "\"");
    options.start = start;
    options.end = end;
    options.stride = stride;
    options.attributePaths = attributes;
    const BakeReport report = unwrap(bakeLayer(document.root(), options), "Bake");
    py::list perAttribute;
    for (const BakedAttributeReport &a : report.attributes) {
        py::dict d;
        d["path"] = a.path;
        d["samples"] = a.samples;
        d["jumpSamples"] = a.jumpSamples;
        d["maxError"] = a.maxError;
        d["maxErrorTime"] = a.maxErrorTime;
        perAttribute.append(d);
    }
    py::dict out;
    out["target"] = target;
    out["start"] = report.start;
    out["end"] = report.end;
    out["stride"] = report.stride;
    out["attributes"] = perAttribute;
    out["maxError"] = report.maxError;
    out["maxErrorPath"] = report.maxErrorPath;
    out["maxErrorTime"] = report.maxErrorTime;
    out["text"] = formatBakeReport(report);
    return out;
}

} // namespace

void bindDocuments(py::module_ &m)
{
    py::class_<PyDocument>(m, "Document",
                           "A usda file opened with its sublayers (knotline.OpenDocument). Its "
                           "spline attributes are read as the root layer sees them: the strongest "
                           "opinion per attribute path, sublayer splines re-timed into the root's "
                           "time codes.")
        .def(py::init([] { return PyDocument{documentFromLayer(Layer{}), {}}; }),
             "Document(): a new, empty usda layer (24 time codes per second) without a file; "
             "author splines with SetSpline and write it with Save(path).")
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
        .def("SetSpline",
             [](PyDocument &d, const std::string &path, const Spline &spline) {
                 setRootSpline(d.document, path, spline);
             },
             py::arg("attributePath"), py::arg("spline"),
             "Authors `spline` (a copy; times in the root's time codes) on the root layer at "
             "`attributePath` (\"/Prim.attr\"), creating the prims and a custom attribute of the "
             "spline's value type when the root has none (an `over` of a sublayer's attribute "
             "takes its type). Replaces the root's spline there and keeps its other opinions. "
             "Raises knotline.Error for a path that is not an attribute path of identifiers or "
             "an attribute whose type cannot hold a spline.")
        .def(
            "GetValue",
            [](const PyDocument &d, const std::string &path, double time) -> py::object {
                const std::optional<double> v = evalResolvedAttribute(resolveAttribute(d.document, path),
                                                                      timeArgument(time));
                return v ? py::object(py::float_(*v)) : py::object(py::none());
            },
            py::arg("attributePath"), py::arg("time"),
            "The value of `attributePath` (\"/Prim.attr\") at root time code `time` by value "
            "resolution over the layer stack without value clips (core/document/ValueResolution.h, "
            "OpenUSD's rule: the strongest layer with an opinion; time samples beat a spline in "
            "one layer, both beat the default): a float, or None where nothing gives a single "
            "number (no opinion, a value block, a non-numeric value). A sublayer's times and its "
            "timecode values are mapped into the root's time codes. ValueClipStage adds clips.")
        .def(
            "GetResolveInfo",
            [](const PyDocument &d, const std::string &path) {
                const ResolvedAttribute r = resolveAttribute(d.document, path);
                const auto opinion = [&d](const ValueOpinion &o) {
                    py::dict out;
                    out["source"] = valueSourceKindName(o.kind);
                    const LayerStackEntry &layer = d.document.layers[o.layerIndex];
                    out["layer"] = layer.filePath;
                    out["layerIndex"] = o.layerIndex;
                    out["layerOffsetToRoot"] = py::make_tuple(layer.toRoot.offset, layer.toRoot.scale);
                    return out;
                };
                py::dict out = opinion(r.inEffect);
                out["typeName"] = r.attribute ? py::object(py::str(r.attribute->typeName)) : py::object(py::none());
                py::list shadowed;
                for (const ValueOpinion &o : r.shadowed)
                    shadowed.append(opinion(o));
                out["shadowed"] = shadowed;
                return out;
            },
            py::arg("attributePath"),
            "Where `attributePath`'s value comes from (OpenUSD's UsdResolveInfo for a layer stack): "
            "a dict with source (\"spline\", \"time samples\", \"default\" or \"none\"), layer (its "
            "file), layerIndex (strongest first), layerOffsetToRoot ((offset, scale): root time code = "
            "offset + scale * the layer's), typeName (the attribute's usda type, None without an "
            "opinion) and shadowed (the animated opinions it hides, strongest first, each a dict of "
            "the same source / layer keys). A path no layer has gives source \"none\".")
        .def(
            "Info",
            [](const PyDocument &d, const std::optional<py::object> &displayPath) {
                const QString name = displayPath ? pathArgument(*displayPath)
                                                 : QString::fromStdString(d.document.layers.front().filePath);
                return cli::describeDocument(d.document, name);
            },
            py::arg("displayPath") = py::none(),
            "What `knotline info FILE.usda` prints for this layer stack, as one str: the root "
            "layer's version and time metadata, the sublayers and their mapping into the root's "
            "time codes, every spline attribute (type, knots, extrapolation, loops, regressive "
            "segments, whether it is in effect), the time-sampled attributes and the value-clip "
            "sets. `displayPath` is the name on the first line (default: the root layer's file). "
            "The value-clip warnings the command prints to stderr are ValueClipStage.GetWarnings.")
        .def("GetTimeCodesPerSecond",
             [](const PyDocument &d) { return d.document.layers.front().timeCodesPerSecond; },
             "Time codes per second of the root layer (timeCodesPerSecond, else framesPerSecond, "
             "else 24).")
        .def("ExportToString", [](const PyDocument &d) { return writeUsda(d.document.root()); },
             "The root layer as usda text (the canonical form Save writes; sublayers are not "
             "included, only named).")
        .def("Save",
             [](const PyDocument &d, const std::optional<py::object> &path) {
                 QString target = QString::fromStdString(d.document.layers.front().filePath);
                 if (path)
                     target = pathArgument(*path);
                 if (target.isEmpty())
                     throw Error("Save: the document has no file yet; give a path");
                 check(saveLayerFile(d.document.root(), target));
             },
             py::arg("path") = py::none(),
             "Writes the root layer as usda to `path` (default: the file it was opened from), "
             "atomically: on failure the old file is intact. Sublayer paths are written as "
             "authored, so a relative one resolves from the new file's folder. The document "
             "keeps its own path. Raises knotline.Error when the file cannot be written.")
        .def("Bake",
             [](PyDocument &d, const std::string &target, std::optional<double> start, std::optional<double> end,
                double stride, const std::vector<std::string> &attributes) {
                 return bakeRoot(d.document, target, start, end, stride, attributes);
             },
             py::arg("target") = "samples", py::arg("start") = py::none(), py::arg("end") = py::none(),
             py::arg("stride") = 1.0, py::arg("attributes") = std::vector<std::string>(),
             "Bakes the root layer's splines in place, as `knotline bake` does (core/io/BakeExport.h): "
             "target \"samples\" writes .timeSamples (plain usda any USD reader takes), \"interchange\" "
             "splines without inner loops, looping extrapolation, dual values or tangent algorithms. "
             "`start`/`end` (time codes; default the layer's startTimeCode/endTimeCode, else the splines' "
             "knot spans), `stride` (time codes between samples), `attributes` (\"/Prim.attr\" paths; "
             "default every spline). Returns the error report: a dict with target, start, end, stride, "
             "maxError (value units), maxErrorPath, maxErrorTime, attributes (each path, samples, "
             "jumpSamples, maxError, maxErrorTime) and text (the command line's report). Save writes the "
             "baked layer. Raises knotline.Error (the layer unchanged) for a path that names no spline, a bad "
             "range or stride; ValueError for another target.")
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
        .def(py::init<>(),
             "AnimFile(): an empty .anim file (film: 24 time codes per second, centimetres, "
             "degrees); add curves with SetCurve.")
        .def("SetCurve",
             [](AnimFile &f, const std::string &path, const AnimCurve &curve) {
                 for (AnimFileEntry &e : f.entries)
                     if (e.hasCurve && (e.path() == path || &e == f.find(path))) {
                         e.curve = curve;
                         return;
                     }
                 const std::size_t dot = path.find('.');
                 const bool wordy = std::none_of(path.begin(), path.end(), [](char c) {
                     return std::isspace(static_cast<unsigned char>(c)) || c == ';' || c == '{' || c == '}';
                 });
                 if (dot == 0 || dot == std::string::npos || dot + 1 == path.size() || !wordy)
                     throw Error("SetCurve: '" + path + "' is not a 'node.attribute' path (no "
                                 "spaces, ';' or braces)");
                 f.entries.push_back(AnimFileEntry::forPath(path, curve));
             },
             py::arg("path"), py::arg("curve"),
             "Sets the curve (a copy; times in the file's time unit) at 'node.attribute': "
             "replaces the curve of that entry (full attribute path or leaf name), else adds an "
             "entry at the end.")
        .def("ExportToString", &formatAnimFile, "The .anim text Save writes.")
        .def("Save",
             [](const AnimFile &f, const py::object &path) { check(writeAnimFile(f, pathArgument(path))); },
             py::arg("path"),
             "Writes the file as .anim to `path` atomically (on failure the old file is intact). "
             "Curves with Ts-only features are written as their Maya view. Raises knotline.Error "
             "when the file cannot be written.")
        .def("ToDocument",
             [](const AnimFile &f) {
                 return PyDocument{documentFromLayer(animFileToUsdaLayer(f).layer), {}};
             },
             "The curves as a new usda Document (not yet saved): each 'node.attribute' curve is "
             "the spline attribute /node.leafAttribute (see GetUsdaPaths), its Ts image "
             "(weighted: Bezier, else Hermite); time codes are the file's frames "
             "(timeCodesPerSecond = the time unit's rate).")
        .def("CheckRoundTrip",
             [](const AnimFile &f, int subdivisions) {
                 if (subdivisions < 1)
                     throw py::value_error("subdivisions must be >= 1");
                 const RoundTripReport report = unwrap(checkAnimRoundTrip(f, subdivisions), "CheckRoundTrip");
                 py::list curves;
                 for (const CurveRoundTrip &c : report.curves) {
                     py::dict d;
                     d["animPath"] = c.animPath;
                     d["usdaPath"] = c.usdaPath;
                     d["keys"] = c.keys;
                     d["start"] = c.t0;
                     d["end"] = c.t1;
                     d["usdDifference"] = c.usd.largest;
                     d["usdDifferenceTime"] = c.usd.time;
                     d["backDifference"] = c.back.largest;
                     d["backDifferenceTime"] = c.back.time;
                     d["verdict"] = roundTripVerdictName(c.verdict);
                     d["problem"] = c.problem;
                     curves.append(d);
                 }
                 py::dict out;
                 out["curves"] = curves;
                 out["samples"] = report.samples;
                 return out;
             },
             py::arg("subdivisions") = kDeviationSubdivisions,
             "The round trip `knotline roundtrip` checks (core/io/RoundTripCheck.h): each curve converted to a "
             "usda spline through the file format and back, compared with the original (Maya's rules) at every "
             "frame, `subdivisions` sub-frames per frame and every key, over the keys' span widened by that span "
             "each side. Returns {samples, curves: [{animPath, usdaPath, keys, start, end, usdDifference, "
             "usdDifferenceTime (the spline by Ts rules), backDifference, backDifferenceTime (converted back, "
             "Maya rules), verdict (\"exact\", \"rounding\", \"differs\"), problem}]}; times are the file's "
             "frames, differences its value units.")
        .def("GetUsdaPaths",
             [](const AnimFile &f) {
                 py::dict out;
                 for (const AnimUsdaAttribute &a : animFileToUsdaLayer(f).attributes)
                     out[py::str(a.animPath)] = a.usdaPath;
                 return out;
             },
             "A dict of 'node.attribute' curve path to the usda attribute path ToDocument gives it.")
        .def(
            "Info",
            [](const AnimFile &f, const std::optional<py::object> &displayPath) {
                return cli::describeAnimFile(displayPath ? pathArgument(*displayPath) : QString(), f);
            },
            py::arg("displayPath") = py::none(),
            "What `knotline info FILE.anim` prints for this file, as one str: the header, every "
            "curve (keys, their span in the file's frames, output unit, weighting, infinity) and "
            "the nodes without a curve. `displayPath` is the name on the first line (default: none).")
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
