// Binds sync-point warps (spec/timeline.md §2, core/timeline/SyncPointWarp.h) for scripts:
// the warp SmartBody's scheduler makes of one placed clip from its seven raw sync times and
// the times a BML request asks for them.
//
//   w = knotline.ComputeSyncWarp(raw={"start": 0, "stroke": 0.6, "end": 1.2}, duration=1.2,
//                                speed=1.0, now=2.0, requests={"stroke": 3.0})
//   w.knots["stroke"]      # 3.0, timeline seconds
//   w.Evaluate(2.5)        # the clip time (clip-local seconds) playing at 2.5 s
//   w.EvalArray(times)     # the same over a NumPy array
//
// Units: raw sync times and what the warp returns are clip-local seconds; now, requests,
// knots, blends and the times the warp is asked at are timeline seconds.

#include "app/python/Bindings.h"

#include "core/base/MessageId.h"
#include "core/timeline/SyncPointWarp.h"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <cmath>

namespace knotline::python {

namespace {

std::string pointName(SyncPoint point)
{
    return std::string(syncPointName(point));
}

/// The SyncPoint called `name` ("stroke_start"), or ValueError naming the seven.
SyncPoint pointArgument(const std::string &name)
{
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (name == syncPointName(SyncPoint(i)))
            return SyncPoint(i);
    throw py::value_error("unknown sync point '" + name
                          + "' (expected start, ready, stroke_start, stroke, stroke_end, relax or end)");
}

/// Sync times given as a dict {name: seconds or None} or a sequence of seven entries (float
/// or None, in the points' order).
SyncTimes syncTimesArgument(const py::object &value, const char *what)
try {
    SyncTimes out;
    if (value.is_none())
        return out;
    if (py::isinstance<py::dict>(value)) {
        for (const auto &[key, time] : py::reinterpret_borrow<py::dict>(value)) {
            const SyncPoint p = pointArgument(py::cast<std::string>(key));
            if (!time.is_none())
                out[std::size_t(p)] = py::cast<double>(time);
        }
        return out;
    }
    const auto list = py::cast<std::vector<std::optional<double>>>(value);
    if (list.size() != kSyncPointCount)
        throw py::value_error(std::string(what) + ": expected 7 entries (start … end), got "
                              + std::to_string(list.size()));
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        out[i] = list[i];
    return out;
} catch (const py::cast_error &) {
    throw py::type_error(std::string(what) + ": expected a dict {point name: seconds or None} or seven "
                         "entries of seconds or None");
}

py::dict warningDict(const SyncWarpWarning &w)
{
    py::dict out;
    out["message_id"] = static_cast<int>(w.id);
    out["message"] = w.message();
    out["points"] = w.id == MessageId::SyncRequestDropped ? py::make_tuple(pointName(w.first))
        : w.id == MessageId::SyncRequestsIgnoredForLoop   ? py::tuple()
                                                          : py::make_tuple(pointName(w.first), pointName(w.second));
    return out;
}

std::string describeWarp(const SyncWarp &w)
{
    std::string out = "knotline.SyncWarp(knots={";
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        out += (i ? ", '" : "'") + pointName(SyncPoint(i)) + "': " + formatDouble(w.knots[i]);
    return out + "}, blendIn=" + formatDouble(w.blendIn) + ", blendOut=" + formatDouble(w.blendOut)
        + ", warnings=" + std::to_string(w.warnings.size()) + ")";
}

} // namespace

void bindSyncWarp(py::module_ &m)
{
    py::tuple names(kSyncPointCount);
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        names[i] = pointName(SyncPoint(i));
    m.attr("SyncPointNames") = names;

    py::class_<SyncWarp>(m, "SyncWarp",
                         "A sync-point warp (spec/timeline.md §2): the seven knots on the timeline "
                         "and the map from timeline seconds to clip-local seconds "
                         "(right-continuous, clamped to the clip). Made by ComputeSyncWarp; a value.")
        .def_property_readonly(
            "knots",
            [](const SyncWarp &w) {
                py::dict out;
                for (std::size_t i = 0; i < kSyncPointCount; ++i)
                    out[py::str(pointName(SyncPoint(i)))] = w.knots[i];
                return out;
            },
            "The seven knots, timeline seconds, as a dict by point name in the points' order "
            "(points the clip lacks included, at their fixed-up times).")
        .def_readonly("blendIn", &SyncWarp::blendIn,
                      "knots['ready'] - knots['start'], timeline seconds (negative when reversed).")
        .def_readonly("blendOut", &SyncWarp::blendOut,
                      "knots['end'] - knots['relax'], timeline seconds (negative when reversed).")
        .def_property_readonly(
            "warnings",
            [](const SyncWarp &w) {
                py::list out;
                for (const SyncWarpWarning &x : w.warnings)
                    out.append(warningDict(x));
                return out;
            },
            "What the user is told about, in the order found: a list of dicts with message_id, "
            "message (the English text) and points (the point names it is about).")
        .def_property_readonly(
            "dropped",
            [](const SyncWarp &w) {
                py::list out;
                for (const SyncWarpWarning &x : w.warnings)
                    if (x.id == MessageId::SyncRequestDropped)
                        out.append(pointName(x.first));
                return out;
            },
            "Names of the points whose requests were dropped (the clip lacks them), in order.")
        .def(
            "Evaluate", [](const SyncWarp &w, double t) { return w.warp.evaluate(timeArgument(t)); }, py::arg("time"),
            "The clip-local time (seconds) playing at timeline time `time` (seconds).")
        .def(
            "EvalArray",
            [](const SyncWarp &w, const py::array_t<double, py::array::c_style | py::array::forcecast> &times) {
                py::array_t<double> result(std::vector<py::ssize_t>(times.shape(), times.shape() + times.ndim()));
                const py::ssize_t n = times.size();
                const double *in = times.data();
                double *out = result.mutable_data();
                bool sorted = true;
                for (py::ssize_t i = 0; i < n; ++i) {
                    if (std::isnan(in[i]))
                        throw py::value_error("a time must be a number, not NaN");
                    sorted = sorted && (i == 0 || in[i] >= in[i - 1]);
                }
                py::gil_scoped_release release;
                if (sorted) {
                    TimeMap::Cursor cursor(w.warp);
                    for (py::ssize_t i = 0; i < n; ++i)
                        out[i] = cursor.evaluate(in[i]);
                } else {
                    for (py::ssize_t i = 0; i < n; ++i)
                        out[i] = w.warp.evaluate(in[i]);
                }
                return result;
            },
            py::arg("times"),
            "Evaluate over an array of timeline times (any shape, float64), as an array of the "
            "same shape. Sorted times are walked with a cursor; the same numbers bit for bit.")
        .def("__repr__", &describeWarp, "A stable description: the knots, blends and the number of warnings.");

    m.def(
        "ComputeSyncWarp",
        [](const py::object &raw, double duration, double speed, double now, const py::object &requests, bool loop) {
            SyncWarpInput in;
            in.raw = syncTimesArgument(raw, "raw");
            in.duration = duration;
            in.speed = speed;
            in.now = now;
            in.requests = syncTimesArgument(requests, "requests");
            in.loop = loop;
            return unwrap(computeSyncWarp(in));
        },
        py::arg("raw"), py::arg("duration"), py::arg("speed") = 1.0, py::arg("now") = 0.0,
        py::arg("requests") = py::none(), py::arg("loop") = false,
        "The sync-point warp of one placed clip, as a SyncWarp. raw: the clip's sync times (clip-local seconds) as a dict {name: seconds} or "
        "seven entries in SyncPointNames order (None: the clip lacks the point); duration: the "
        "clip's length (the clip time of its end key); speed > 0; now: the placement's start "
        "(timeline seconds); requests: {name: timeline seconds} (or seven entries) the points "
        "should fall on; loop: a looping clip ignores its requests and plays unwarped. Follows "
        "SmartBody's constant-speed scheduler as spec/timeline.md §2 states it. Raises "
        "knotline.Error for speed <= 0 or a time that is not finite, ValueError for an unknown "
        "point name.");
}

} // namespace knotline::python
