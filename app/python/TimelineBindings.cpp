// Binds timelines of placed clips (spec/timeline.md §1) for scripts: read from a compiled
// timeline JSON document (core/io/CompiledTimelineReader.h) or an OpenTimelineIO cut
// (core/io/OtioReader.h, compiledTimelineOf), evaluated as the editor's pose view does
// (core/timeline/EvaluateTimeline.h; TimelineCursor for many sorted times, the same poses
// bit for bit), and written back as a compiled timeline (CompiledTimelineWriter.h) or an
// OTIO cut (OtioWriter.h).
//
// Units: timeline seconds throughout (a placement's start, end, trim in and blends, the
// times a pose is asked at). A pose is a dict from "target:property" (the golden data's
// key form) to the value: a float for numeric channels, a str or bool for step channels.
// A key at rest, or in a value block of its winning placement, is absent.
//
// Everything returned is a copy; a Timeline object is a value (copy.copy gives an
// independent one).

#include "app/python/Bindings.h"

#include "core/io/CompiledTimelineReader.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/io/OtioReader.h"
#include "core/io/OtioWriter.h"
#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/TimelineCursor.h"

#include <pybind11/stl.h>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace knotline::python {

namespace {

/// A Python value made of dicts, lists, str, numbers, bools and None, as a QJsonValue
/// (through the json module: what json.dumps writes, QJsonDocument reads).
QJsonValue jsonArgument(const py::object &value)
{
    const std::string text = py::str(py::module_::import("json").attr("dumps")(py::make_tuple(value)));
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).array().at(0);
}

/// Text given as str (UTF-8) or bytes; TypeError for anything else (a dict is not JSON
/// text: json.dumps it).
QByteArray textArgument(const py::object &text)
{
    if (py::isinstance<py::bytes>(text))
        return QByteArray::fromStdString(std::string(py::bytes(text)));
    if (py::isinstance<py::str>(text))
        return QByteArray::fromStdString(std::string(py::str(text)));
    throw py::type_error("expected the JSON text as str or bytes, not " + std::string(py::str(py::type::of(text).attr("__name__"))));
}


py::object poseValue(const PoseValue &value)
{
    if (const double *number = std::get_if<double>(&value))
        return py::float_(*number);
    if (const QString *text = std::get_if<QString>(&value))
        return py::str(text->toStdString());
    return py::bool_(std::get<bool>(value));
}

std::string stateKey(const ChannelKey &key)
{
    return (key.target + QLatin1Char(':') + key.property).toStdString();
}

py::dict poseDict(const Pose &pose)
{
    py::dict out;
    for (const PoseEntry &e : pose.entries())
        out[py::str(stateKey(e.key()))] = poseValue(e.value);
    return out;
}

/// knotline.Timeline: the document (timeline and animations) and what reading it said.
struct PyTimeline {
    CompiledTimeline document;
    std::vector<std::string> warnings; ///< an OTIO cut's: unmapped clips, unread animation files
};

TimelinePoseMode poseModeFromName(const std::string &name)
{
    if (name == "raw")
        return TimelinePoseMode::Raw;
    if (name == "blended")
        return TimelinePoseMode::Blended;
    throw py::value_error("pose mode must be \"raw\" or \"blended\", not \"" + name + "\"");
}

PyTimeline fromOtio(const OtioImport &read)
{
    PyTimeline out{compiledTimelineOf(read), read.warnings};
    for (const OtioPlacementInfo &p : read.placements)
        if (!p.mapped)
            out.warnings.push_back(p.jsonPath + ": clip \"" + p.name.toStdString() + "\" names no animation (a placeholder)");
    return out;
}

PyTimeline openTimeline(const py::object &path)
{
    const QString file = pathArgument(path);
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("otio"))
        return fromOtio(unwrap(readOtioFile(file)));
    if (suffix == QLatin1String("json"))
        return PyTimeline{unwrap(readCompiledTimelineFile(file)), {}};
    throw Error(file.toStdString() + ": not a timeline (expected .json or .otio)");
}

CompiledWriteOptions writeOptions(const PyTimeline &t, bool bake, std::optional<double> rate)
{
    CompiledWriteOptions options;
    options.bakeToKeyframes = bake;
    options.bakeRate = rate ? *rate : t.document.frameRate > 0 ? t.document.frameRate : 24.0;
    if (!(options.bakeRate > 0))
        throw py::value_error("rate must be > 0 samples per second");
    return options;
}

} // namespace

void bindTimeline(py::module_ &m)
{
    py::class_<PyTimeline>(m, "Timeline",
                           "A timeline of placed clips (spec/timeline.md §1) with its animations, read from a compiled "
                           "timeline (.json) or an OpenTimelineIO cut (.otio). Times are timeline seconds.")
        .def("GetDuration", [](const PyTimeline &t) { return t.document.timeline.duration(); },
             "The timeline's duration, seconds.")
        .def("GetFrameRate", [](const PyTimeline &t) { return t.document.frameRate; },
             "Frames per second for snapping (0 when the document gives none).")
        .def("GetPoseMode",
             [](const PyTimeline &t) {
                 return t.document.timeline.poseMode() == TimelinePoseMode::Blended ? "blended" : "raw";
             },
             "\"raw\" (spec/timeline.md §1.4: the latest playing clip wins) or \"blended\" (§1.7: ramps, "
             "weights, additive tracks).")
        .def("SetPoseMode",
             [](PyTimeline &t, const std::string &mode) { t.document.timeline.setPoseMode(poseModeFromName(mode)); },
             py::arg("mode"), "Sets the pose mode, \"raw\" or \"blended\"; other names raise ValueError.")
        .def("GetTrackNames",
             [](const PyTimeline &t) {
                 std::vector<std::string> out;
                 for (const Track &track : t.document.timeline.tracks())
                     out.push_back(track.name.toStdString());
                 return out;
             },
             "The tracks' names, in evaluation order.")
        .def("GetPlacements",
             [](const PyTimeline &t) {
                 py::list out;
                 const std::vector<Track> &tracks = t.document.timeline.tracks();
                 for (std::size_t i = 0; i < tracks.size(); ++i)
                     for (std::size_t k = 0; k < tracks[i].placedClips.size(); ++k) {
                         const PlacedClip &p = tracks[i].placedClips[k];
                         py::dict d;
                         d["track"] = i;
                         d["index"] = k;
                         d["animation"] = p.clip->label().toStdString();
                         d["start"] = p.start;
                         d["activeStart"] = p.activeStart();
                         d["end"] = p.end();
                         d["speed"] = p.speed;
                         d["trimIn"] = p.trimIn;
                         d["blendIn"] = p.blendIn;
                         d["blendOut"] = p.blendOut;
                         d["enabled"] = p.enabled;
                         out.append(d);
                     }
                 return out;
             },
             "Every placed clip as a dict: track and index (0-based), animation (its name), start (the anchor "
             "s), activeStart (s + trim in), end (e), speed, trimIn, blendIn, blendOut (seconds), enabled.")
        .def("GetAnimationNames",
             [](const PyTimeline &t) {
                 std::vector<std::string> out;
                 for (const std::shared_ptr<const Clip> &clip : t.document.clips)
                     out.push_back(clip->label().toStdString());
                 return out;
             },
             "The animations of the document, in order.")
        .def("Pose",
             [](const PyTimeline &t, double time) {
                 return poseDict(evaluateTimeline(t.document.timeline, timeArgument(time)));
             },
             py::arg("time"),
             "The pose at `time` (seconds) in the timeline's pose mode: {\"target:property\": value}; keys at "
             "rest are absent. NaN raises ValueError.")
        .def("PoseSources",
             [](const PyTimeline &t, double time) {
                 const Pose pose = evaluateTimeline(t.document.timeline, timeArgument(time));
                 py::dict out;
                 for (const PoseEntry &e : pose.entries())
                     out[py::str(stateKey(e.key()))] = py::make_tuple(
                         poseValue(e.value), e.source.state == PoseState::Active ? "active" : "held",
                         e.source.placement.track, e.source.placement.clip, e.source.writtenAt);
                 return out;
             },
             py::arg("time"),
             "Where each key of the pose at `time` comes from: {\"target:property\": (value, \"active\" or "
             "\"held\", track, index, writtenAt)}, writtenAt being `time` when active and the placement's end "
             "when held (the pose inspector's provenance).")
        .def("Poses",
             [](const PyTimeline &t, const std::vector<double> &times) {
                 TimelineCursor cursor(t.document.timeline);
                 Pose pose;
                 py::list out;
                 for (const double time : times) {
                     cursor.evaluate(timeArgument(time), pose);
                     out.append(poseDict(pose));
                 }
                 return out;
             },
             py::arg("times"),
             "The poses at each of `times` (seconds; fastest sorted, as playback asks), the same as Pose at each, "
             "bit for bit.")
        .def("GetWarnings", [](const PyTimeline &t) { return t.warnings; },
             "What reading said without refusing: an OTIO cut's clips that name no animation (placeholders) and "
             "animation files it could not read.")
        .def("ExportToString",
             [](const PyTimeline &t, bool bake, std::optional<double> rate) {
                 return unwrap(writeCompiledTimeline(t.document, writeOptions(t, bake, rate))).toStdString();
             },
             py::arg("bake") = false, py::arg("rate") = py::none(),
             "The compiled timeline JSON text. A curve the format cannot hold (inner loops, looping "
             "extrapolation, value blocks, regressive segments) raises knotline.Error naming it, unless `bake`: "
             "then it is sampled into linear keyframes at `rate` per second (default: the frame rate, else 24).")
        .def("Save",
             [](const PyTimeline &t, const py::object &path, bool bake, std::optional<double> rate) {
                 const QString file = pathArgument(path);
                 const QString suffix = QFileInfo(file).suffix().toLower();
                 if (suffix != QLatin1String("otio") && suffix != QLatin1String("json"))
                     throw Error(file.toStdString() + ": a timeline is saved as .json or .otio");
                 if (suffix == QLatin1String("otio")) {
                     OtioWriteOptions options;
                     options.frameRate = t.document.frameRate > 0 ? t.document.frameRate : 24.0;
                     options.animations = t.document.clips;
                     options.bakeAnimations = bake;
                     options.name = QFileInfo(file).completeBaseName();
                     check(saveOtioFile(t.document.timeline, file, options));
                 } else {
                     check(saveCompiledTimelineFile(t.document, file, writeOptions(t, bake, rate)));
                 }
             },
             py::arg("path"), py::arg("bake") = false, py::arg("rate") = py::none(),
             "Writes the timeline atomically: an OpenTimelineIO cut for .otio (its animations embedded), a "
             "compiled timeline for .json (another extension raises knotline.Error); `bake` and `rate` as for ExportToString. On error knotline.Error, and the old "
             "file is unchanged.")
        .def("__copy__", [](const PyTimeline &t) { return t; }, "An independent copy (a Timeline is a value).")
        .def("__deepcopy__", [](const PyTimeline &t, py::dict) { return t; }, py::arg("memo"),
             "An independent copy (a Timeline is a value).")
        .def("__repr__", [](const PyTimeline &t) {
            std::size_t placements = 0;
            for (const Track &track : t.document.timeline.tracks())
                placements += track.placedClips.size();
            return "knotline.Timeline(duration=" + formatDouble(t.document.timeline.duration()) + ", tracks="
                + std::to_string(t.document.timeline.trackCount()) + ", placements=" + std::to_string(placements)
                + ")";
        }, "knotline.Timeline(duration=…, tracks=…, placements=…).");

    m.def("ReadTimeline",
          [](const py::object &text, const py::object &space) {
              CompiledReadOptions options;
              if (!space.is_none())
                  options.space = jsonArgument(space);
              return PyTimeline{unwrap(readCompiledTimeline(textArgument(text), options)), {}};
          },
          py::arg("text"), py::arg("space") = py::none(),
          "A compiled timeline from its JSON text (str or bytes). `space`: the property space to evaluate in, as "
          "the golden vectors name it (\"stage.node\", \"value-typed\", \"independent\" or an inline space dict); "
          "None: the document's own. Bad input raises knotline.Error with the JSON path.");
    m.def("ReadOtio", [](const py::object &text) { return fromOtio(unwrap(readOtio(textArgument(text)))); },
          py::arg("text"),
          "An OpenTimelineIO cut from its JSON text (str or bytes): its clips play the animations embedded "
          "under metadata.knotline, else placeholders (see GetWarnings). Bad input raises knotline.Error with "
          "the JSON path.");
    m.def("OpenTimeline", &openTimeline, py::arg("path"),
          "A timeline from a file: a compiled timeline (.json) or an OpenTimelineIO cut (.otio, whose "
          "animation files are read relative to it). Errors raise knotline.Error (\"file: …\").");
}

} // namespace knotline::python
