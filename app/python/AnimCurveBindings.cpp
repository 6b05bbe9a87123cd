// Binds the Maya-style anim curve (core/animcurve): AnimCurve (the curve's data, a value),
// AnimCurveFn (the function set that queries and edits one curve, AnimCurveFn.h),
// AnimCurveChange (the undo/redo record, AnimCurveChange.h) and ChangeBlock, a context
// manager that records every AnimCurveFn edit made inside it into one change.
//
// Mirrors Maya's MFnAnimCurve / MAnimCurveChange Python API (OpenMayaAnim): lowerCamel
// methods addKey, remove, setValue, setTime, find, findClosest, evaluate, numKeys,
// addKeys, moveKeys, inTangentType / setInTangentType, getTangent / setTangent (x, y and
// isInTangent), getTangentAngleWeight / setTangentAngleWeight / setAngle / setWeight
// (angles in radians), tangentsLocked / weightsLocked / isBreakdown and their setters,
// pre/postInfinityType, isWeighted; an optional `change` argument records an edit;
// AnimCurveChange.undoIt() / redoIt(). The tangent and infinity types are the enums
// AnimCurveFn.TangentType (kTangentSmooth, ...) and AnimCurveFn.InfinityType (kConstant,
// ...), also reachable as attributes of AnimCurveFn as in Maya.
//
// Lifetimes: an AnimCurveFn keeps its curve alive, and a change keeps the curve it recorded
// alive, so undo after the script dropped its other references is safe.
//
// Units: times are time codes, values value units, tangent (x, y) in (time codes, value
// units).

#include "app/python/AnimCurveHandles.h"
#include "app/python/Bindings.h"

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/spline/Spline.h"

#include <pybind11/operators.h>
#include <pybind11/stl.h>

#include <exception>
#include <memory>
#include <set>
#include <type_traits>
#include <vector>

namespace knotline::python {

namespace {

void undoRecord(ChangeRecord &r)
{
    if (r.change.isEmpty())
        throw Error("undo: the change is empty (nothing was recorded)");
    check(r.change.undoIt(), "undo");
}

void redoRecord(ChangeRecord &r)
{
    if (r.change.isEmpty())
        throw Error("redo: the change is empty (nothing was recorded)");
    check(r.change.redoIt(), "redo");
}

std::string describeAnimCurve(const AnimCurve &c)
{
    std::string s = "knotline.AnimCurve(name=" + std::string(py::repr(py::str(c.name())))
        + ", weighted=" + (c.isWeighted() ? "True" : "False") + ", keys=[";
    for (std::size_t i = 0; i < c.numKeys(); ++i) {
        if (i)
            s += ", ";
        s += "(" + formatDouble(c.keyTime(i)) + ", " + formatDouble(c.keyValue(i)) + ")";
    }
    return s + "])";
}

} // namespace

void bindAnimCurve(py::module_ &m)
{
    py::class_<AnimCurve>(m, "AnimCurve",
                          "A Maya-style anim curve (MFnAnimCurve's data): keys with tangent types, "
                          "infinity types, weighting, a name; held as a Ts spline. A value: copies "
                          "are independent. Edit it with AnimCurveFn.")
        .def(py::init<>(), "An empty, non-weighted curve with constant infinity.")
        .def(py::init<const AnimCurve &>(), py::arg("other"), "An independent copy of `other`.")
        .def_static("FromSpline",
                    [](const Spline &s) { return unwrap(AnimCurveFn::fromSpline(s), "FromSpline"); },
                    py::arg("spline"),
                    "A curve holding `spline`: keys derived from its knots, infinity types from its "
                    "extrapolation.")
        .def("numKeys", &AnimCurve::numKeys, "Number of keys.")
        .def("name", &AnimCurve::name, "The curve's name.")
        .def("isWeighted", &AnimCurve::isWeighted, "True for weighted (Bezier) tangents.")
        .def("spline", [](const AnimCurve &c) { return c.spline(); },
             "The curve's Ts spline (a copy).")
        .def("evaluate", [](const AnimCurve &c, double t) { return unwrap(c.evaluate(t), "evaluate"); },
             py::arg("time"),
             "Value at time code `time` by Maya's rules. Raises knotline.Error without keys, for "
             "a non-finite time, or where the curve has no value.")
        .def(py::self == py::self)
        .def(py::self != py::self)
        .def("__copy__", [](const AnimCurve &c) { return c; }, "An independent copy.")
        .def("__deepcopy__", [](const AnimCurve &c, py::dict) { return c; }, py::arg("memo"),
             "An independent copy.")
        .def("__repr__", &describeAnimCurve, "A stable description (name, weighting, (time, value) keys).");

    py::class_<ChangeRecord, ChangeRecordPtr>(m, "AnimCurveChange",
                                              "The undo/redo record of AnimCurveFn edits of one "
                                              "curve (MAnimCurveChange). Pass it as `change=` to "
                                              "AnimCurveFn edits, or use a ChangeBlock.")
        .def(py::init([] { return std::make_shared<ChangeRecord>(); }), "An empty change.")
        .def("isEmpty", [](const ChangeRecord &r) { return r.change.isEmpty(); },
             "True before the first recorded edit.")
        .def("undoIt", &undoRecord,
             "Restores the curve to its state before the recorded edits. Raises knotline.Error "
             "when the change is empty or the curve was edited since without recording.")
        .def("redoIt", &redoRecord,
             "Reapplies the recorded edits. Raises knotline.Error when the change is empty or the "
             "curve is not in its state before them.")
        .def("affectedIntervals",
             [](const ChangeRecord &r) { return r.change.affectedIntervals(); },
             "Closed time-code intervals [(start, end), ...] outside of which the curve evaluates "
             "the same before and after the recorded edits.");

    py::class_<ChangeBlock>(m, "ChangeBlock",
                            "Context manager recording every AnimCurveFn edit made inside it "
                            "(without an explicit change=) into one AnimCurveChange; undo() and "
                            "redo() then revert and reapply them together. Blocks may nest; the "
                            "innermost records.")
        .def(py::init<>(), "A block with an empty change.")
        .def("__enter__",
             [](ChangeBlock &b) -> ChangeBlock & {
                 if (b.open)
                     throw Error("ChangeBlock: already entered");
                 openBlocks().push_back(b.record);
                 b.open = true;
                 return b;
             },
             py::return_value_policy::reference_internal, "Starts recording.")
        .def("__exit__",
             [](ChangeBlock &b, py::object, py::object, py::object) {
                 auto &blocks = openBlocks();
                 for (auto it = blocks.rbegin(); it != blocks.rend(); ++it) {
                     if (*it == b.record) {
                         blocks.erase(std::next(it).base());
                         break;
                     }
                 }
                 b.open = false;
                 return false;
             },
             py::arg("excType"), py::arg("excValue"), py::arg("traceback"),
             "Stops recording (an exception inside the block propagates; recorded edits stay).")
        .def_property_readonly("change", [](const ChangeBlock &b) { return b.record; },
                               "The AnimCurveChange holding the recorded edits.")
        .def("undo", [](ChangeBlock &b) { undoRecord(*b.record); },
             "Reverts every edit recorded in the block (AnimCurveChange.undoIt).")
        .def("redo", [](ChangeBlock &b) { redoRecord(*b.record); },
             "Reapplies the block's edits (AnimCurveChange.redoIt).");

    py::class_<FnHandle> fn(m, "AnimCurveFn",
                            "MFnAnimCurve-style function set: queries and edits one AnimCurve. Keys "
                            "are addressed by 0-based index in time order. Every edit takes an "
                            "optional change= (AnimCurveChange) and is all-or-nothing; a refused "
                            "edit raises knotline.Error.");

    py::enum_<MayaTangentType>(fn, "TangentType", "Maya tangent types (MFnAnimCurve::TangentType).")
        .value("kTangentGlobal", MayaTangentType::Global, "The preference default (resolved when set).")
        .value("kTangentFixed", MayaTangentType::Fixed, "An authored tangent.")
        .value("kTangentLinear", MayaTangentType::Linear, "Points at the neighbouring key.")
        .value("kTangentFlat", MayaTangentType::Flat, "Slope 0.")
        .value("kTangentSmooth", MayaTangentType::Smooth, "Maya 'spline': the neighbours' chord slope.")
        .value("kTangentStep", MayaTangentType::Step, "Out side: hold the value until the next key.")
        .value("kTangentStepNext", MayaTangentType::StepNext, "Out side: jump to the next key's value.")
        .value("kTangentClamped", MayaTangentType::Clamped, "Smooth, flat next to an equal neighbour.")
        .value("kTangentPlateau", MayaTangentType::Plateau, "Smooth, flat at extremes and ends.")
        .value("kTangentAuto", MayaTangentType::Auto, "Maya auto (no overshoot).")
        .value("kTangentAutoMix", MayaTangentType::AutoMix, "Maya auto mix.")
        .value("kTangentAutoEase", MayaTangentType::AutoEase, "Maya auto ease.")
        .export_values();
    py::enum_<InfinityType>(fn, "InfinityType", "Maya infinity types (MFnAnimCurve::InfinityType).")
        .value("kConstant", InfinityType::Constant, "Hold the end key's value.")
        .value("kLinear", InfinityType::Linear, "Straight line along the end key's tangent.")
        .value("kCycle", InfinityType::Cycle, "Repeat the keyed range.")
        .value("kCycleRelative", InfinityType::CycleRelative, "Repeat, offset by the value change.")
        .value("kOscillate", InfinityType::Oscillate, "Repeat, every other copy mirrored in time.")
        .export_values();

    auto side = [](bool isInTangent) { return isInTangent ? TangentSide::In : TangentSide::Out; };
    const auto noChange = py::arg("change") = py::none();

    fn.def(py::init<AnimCurve &>(), py::arg("curve"),
           "Attaches to `curve` (an AnimCurve), which the function set keeps alive.")
        .def("curve", [](const FnHandle &h) { return h.curveObj; }, "The AnimCurve this set edits.")
        .def("numKeys", [](const FnHandle &h) { return h.fn.numKeys(); }, "Number of keys.")
        .def("find", [](const FnHandle &h, double t) { return h.fn.find(t); }, py::arg("time"),
             "Index of the key exactly at time code `time`, or None.")
        .def("findClosest",
             [](const FnHandle &h, double t) { return unwrap(h.fn.findClosest(t), "findClosest"); },
             py::arg("time"), "Index of the key nearest time code `time` (the earlier on a tie).")
        .def("time", [](const FnHandle &h, std::size_t i) { return unwrap(h.fn.time(i), "time"); },
             py::arg("index"), "Time code of key `index`.")
        .def("value", [](const FnHandle &h, std::size_t i) { return unwrap(h.fn.value(i), "value"); },
             py::arg("index"), "Value of key `index` (value units).")
        .def("inTangentType",
             [](const FnHandle &h, std::size_t i) { return unwrap(h.fn.inTangentType(i), "inTangentType"); },
             py::arg("index"), "In tangent type of key `index`.")
        .def("outTangentType",
             [](const FnHandle &h, std::size_t i) { return unwrap(h.fn.outTangentType(i), "outTangentType"); },
             py::arg("index"), "Out tangent type of key `index`.")
        .def("getTangent",
             [side](const FnHandle &h, std::size_t i, bool isInTangent) {
                 const MayaTangent t = unwrap(h.fn.getTangent(i, side(isInTangent)), "getTangent");
                 return std::make_pair(t.x, t.y);
             },
             py::arg("index"), py::arg("isInTangent"),
             "Tangent (x, y) of one side of key `index`, x in time codes and y in value units "
             "(unit length on non-weighted curves).")
        .def("getKeys",
             [](const FnHandle &h) {
                 py::list out;
                 for (std::size_t i = 0; i < h.fn.numKeys(); ++i) {
                     const MayaKey k = unwrap(h.fn.key(i), "getKeys");
                     py::dict d;
                     d["time"] = k.time;
                     d["value"] = k.value;
                     d["inType"] = k.inType;
                     d["outType"] = k.outType;
                     d["inTangent"] = std::make_pair(k.inTangent.x, k.inTangent.y);
                     d["outTangent"] = std::make_pair(k.outTangent.x, k.outTangent.y);
                     d["tangentsLocked"] = k.tangentsLocked;
                     d["weightsLocked"] = k.weightsLocked;
                     d["isBreakdown"] = k.isBreakdown;
                     out.append(d);
                 }
                 return out;
             },
             "Every key as a dict: time (time codes), value, inType, outType, inTangent and outTangent ((x, y) "
             "as getTangent gives them), tangentsLocked, weightsLocked, isBreakdown. setKeys takes the same.")
        .def("setKeys",
             [](FnHandle &h, const py::list &keys, ChangeRecordPtr r) {
                 static const std::set<std::string> members = {"time", "value", "inType", "outType",
                                                               "inTangent", "outTangent", "tangentsLocked",
                                                               "weightsLocked", "isBreakdown"};
                 std::vector<MayaKey> out;
                 for (std::size_t i = 0; i < keys.size(); ++i) {
                     const std::string where = "setKeys: key " + std::to_string(i);
                     if (!py::isinstance<py::dict>(keys[i]))
                         throw py::type_error(where + " is not a dict");
                     const py::dict d = py::cast<py::dict>(keys[i]);
                     for (const auto &member : d)
                         if (!members.count(py::str(member.first)))
                             throw py::value_error(where + ": unknown member '" + std::string(py::str(member.first))
                                                   + "'");
                     // One member as T, or TypeError naming it.
                     const auto get = [&](const char *name, auto *into) {
                         if (!d.contains(name))
                             return false;
                         try {
                             *into = py::cast<std::remove_pointer_t<decltype(into)>>(d[name]);
                         } catch (const py::cast_error &) {
                             throw py::type_error(where + ": '" + name + "' has the wrong type");
                         }
                         return true;
                     };
                     MayaKey k;
                     if (!get("time", &k.time) || !get("value", &k.value))
                         throw py::key_error(where + " needs 'time' and 'value'");
                     get("inType", &k.inType);
                     get("outType", &k.outType);
                     std::pair<double, double> tangent;
                     if (get("inTangent", &tangent))
                         k.inTangent = MayaTangent{tangent.first, tangent.second};
                     if (get("outTangent", &tangent))
                         k.outTangent = MayaTangent{tangent.first, tangent.second};
                     get("tangentsLocked", &k.tangentsLocked);
                     get("weightsLocked", &k.weightsLocked);
                     get("isBreakdown", &k.isBreakdown);
                     out.push_back(k);
                 }
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setKeys(std::move(out), c), "setKeys");
                     return 0;
                 });
             },
             py::arg("keys"), noChange,
             "Replaces all keys in one change with `keys` (dicts as getKeys gives; only time and value are "
             "required, types default to kTangentGlobal, tangents are used for Fixed sides): any order, distinct "
             "finite times. Infinity types, weighting and name are kept. Raises knotline.Error and changes "
             "nothing on a bad key; KeyError for a missing time or value, ValueError for an unknown member, "
             "TypeError for a member of the wrong type (each naming the key's index).")
        .def("getTangentAngleWeight",
             [side](const FnHandle &h, std::size_t i, bool isInTangent) {
                 const MayaTangentAngleWeight t =
                     unwrap(h.fn.getTangentAngleWeight(i, side(isInTangent)), "getTangentAngleWeight");
                 return std::make_pair(t.angle, t.weight);
             },
             py::arg("index"), py::arg("isInTangent"),
             "Tangent of one side as (angle, weight): angle in radians in the (time code, value) "
             "plane, within [-pi/2, pi/2]; weight the handle length |(x, y)| / 3 (1/3 of the "
             "unit vector on non-weighted curves, where it has no effect).")
        .def("tangentsLocked",
             [](const FnHandle &h, std::size_t i) { return unwrap(h.fn.tangentsLocked(i), "tangentsLocked"); },
             py::arg("index"), "True when the in and out tangents of key `index` turn together.")
        .def("weightsLocked",
             [](const FnHandle &h, std::size_t i) { return unwrap(h.fn.weightsLocked(i), "weightsLocked"); },
             py::arg("index"), "True when the in and out weights of key `index` change together.")
        .def("isBreakdown",
             [](const FnHandle &h, std::size_t i) { return unwrap(h.fn.isBreakdown(i), "isBreakdown"); },
             py::arg("index"), "The breakdown flag of key `index` (kept and written to files).")
        .def("isWeighted", [](const FnHandle &h) { return h.fn.isWeighted(); }, "True for weighted tangents.")
        .def("isStatic", [](const FnHandle &h) { return h.fn.isStatic(); },
             "True when the curve has the same value at every time.")
        .def("preInfinityType", [](const FnHandle &h) { return h.fn.preInfinityType(); },
             "Infinity type before the first key.")
        .def("postInfinityType", [](const FnHandle &h) { return h.fn.postInfinityType(); },
             "Infinity type after the last key.")
        .def("evaluate", [](const FnHandle &h, double t) { return unwrap(h.fn.evaluate(t), "evaluate"); },
             py::arg("time"), "Value at time code `time` by Maya's rules (AnimCurve.evaluate).")
        .def("addKey",
             [](FnHandle &h, double t, double v, MayaTangentType in, MayaTangentType out, ChangeRecordPtr r) {
                 return recorded(h, r, [&](AnimCurveChange *c) {
                     return unwrap(h.fn.addKey(t, v, in, out, c), "addKey");
                 });
             },
             py::arg("time"), py::arg("value"), py::arg("tangentInType") = MayaTangentType::Global,
             py::arg("tangentOutType") = MayaTangentType::Global, noChange,
             "Adds a key at time code `time` with `value` and returns its index; an existing key "
             "there gets the value and types instead.")
        .def("addKeys",
             [](FnHandle &h, const std::vector<double> &times, const std::vector<double> &values,
                MayaTangentType in, MayaTangentType out, bool keepExistingKeys, ChangeRecordPtr r) {
                 if (times.size() != values.size())
                     throw Error("addKeys: " + std::to_string(times.size()) + " times but "
                                 + std::to_string(values.size()) + " values");
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.addKeys(times, values, in, out, keepExistingKeys, c), "addKeys");
                     return 0;
                 });
             },
             py::arg("times"), py::arg("values"), py::arg("tangentInType") = MayaTangentType::Global,
             py::arg("tangentOutType") = MayaTangentType::Global, py::arg("keepExistingKeys") = false,
             noChange,
             "Adds many keys in one edit (time codes, any order, distinct; values finite; equal "
             "lengths). keepExistingKeys=False first removes the keys between the smallest and "
             "largest of `times`; True keeps them except where a new key has the same time.")
        .def("moveKeys",
             [](FnHandle &h, const std::vector<std::size_t> &indices, double dt, double dv, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.moveKeys(indices, dt, dv, c), "moveKeys");
                     return 0;
                 });
             },
             py::arg("indices"), py::arg("timeOffset"), py::arg("valueOffset"), noChange,
             "Moves the keys at `indices` (distinct, any order) by `timeOffset` time codes and "
             "`valueOffset` value units in one edit, as a drag does. Refused when keys would "
             "need reordering.")
        .def("remove",
             [](FnHandle &h, std::size_t i, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) { check(h.fn.remove(i, c), "remove"); return 0; });
             },
             py::arg("index"), noChange, "Removes key `index`.")
        .def("setValue",
             [](FnHandle &h, std::size_t i, double v, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) { check(h.fn.setValue(i, v, c), "setValue"); return 0; });
             },
             py::arg("index"), py::arg("value"), noChange, "Sets the value of key `index`.")
        .def("setTime",
             [](FnHandle &h, std::size_t i, double t, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) { check(h.fn.setTime(i, t, c), "setTime"); return 0; });
             },
             py::arg("index"), py::arg("time"), noChange,
             "Moves key `index` to time code `time`, which must lie strictly between its "
             "neighbours' times.")
        .def("setInTangentType",
             [](FnHandle &h, std::size_t i, MayaTangentType t, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setInTangentType(i, t, c), "setInTangentType");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("tangentType"), noChange, "Sets the in tangent type of key `index`.")
        .def("setOutTangentType",
             [](FnHandle &h, std::size_t i, MayaTangentType t, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setOutTangentType(i, t, c), "setOutTangentType");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("tangentType"), noChange,
             "Sets the out tangent type of key `index` (Step / StepNext / Linear also choose the "
             "segment after the key).")
        .def("setTangent",
             [side](FnHandle &h, std::size_t i, double x, double y, bool isInTangent, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setTangent(i, MayaTangent{x, y}, side(isInTangent), c), "setTangent");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("x"), py::arg("y"), py::arg("isInTangent"), noChange,
             "Sets one side's tangent to (x, y) (x time codes >= 0, y value units); the side "
             "becomes kTangentFixed. Locked tangents move together.")
        .def("setTangentAngleWeight",
             [side](FnHandle &h, std::size_t i, double angle, double weight, bool isInTangent, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setTangent(i, angle, weight, side(isInTangent), c), "setTangentAngleWeight");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("angle"), py::arg("weight"), py::arg("isInTangent"), noChange,
             "setTangent from an angle in radians, within [-pi/2, pi/2], and a weight >= 0 "
             "(MFnAnimCurve.setTangent with an MAngle): x = 3 weight cos(angle), y = 3 weight "
             "sin(angle). Non-weighted curves ignore the weight.")
        .def("setAngle",
             [side](FnHandle &h, std::size_t i, double angle, bool isInTangent, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setAngle(i, angle, side(isInTangent), c), "setAngle");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("angle"), py::arg("isInTangent"), noChange,
             "Sets only the angle (radians) of one side, keeping its weight; locks as setTangent.")
        .def("setWeight",
             [side](FnHandle &h, std::size_t i, double weight, bool isInTangent, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setWeight(i, weight, side(isInTangent), c), "setWeight");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("weight"), py::arg("isInTangent"), noChange,
             "Sets only the weight of one side, keeping its angle; with locked weights the other "
             "side's weight follows. Refused on non-weighted curves.")
        .def("setTangentsLocked",
             [](FnHandle &h, std::size_t i, bool locked, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setTangentsLocked(i, locked, c), "setTangentsLocked");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("locked"), noChange,
             "Locks or unlocks the tangents of key `index` (a flag: later tangent edits turn both "
             "sides; the tangents do not change now).")
        .def("setWeightsLocked",
             [](FnHandle &h, std::size_t i, bool locked, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setWeightsLocked(i, locked, c), "setWeightsLocked");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("locked"), noChange, "Locks or unlocks the weights of key `index` (a flag).")
        .def("setIsBreakdown",
             [](FnHandle &h, std::size_t i, bool isBreakdown, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setIsBreakdown(i, isBreakdown, c), "setIsBreakdown");
                     return 0;
                 });
             },
             py::arg("index"), py::arg("isBreakdown"), noChange,
             "Sets the breakdown flag of key `index` (kept and written to files; Knotline does not "
             "move breakdown keys with their neighbours).")
        .def("setPreInfinityType",
             [](FnHandle &h, InfinityType t, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setPreInfinityType(t, c), "setPreInfinityType");
                     return 0;
                 });
             },
             py::arg("infinityType"), noChange, "Sets the infinity type before the first key.")
        .def("setPostInfinityType",
             [](FnHandle &h, InfinityType t, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) {
                     check(h.fn.setPostInfinityType(t, c), "setPostInfinityType");
                     return 0;
                 });
             },
             py::arg("infinityType"), noChange, "Sets the infinity type after the last key.")
        .def("setIsWeighted",
             [](FnHandle &h, bool w, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) { check(h.fn.setIsWeighted(w, c), "setIsWeighted"); return 0; });
             },
             py::arg("isWeighted"), noChange, "Weighted (Bezier) or non-weighted (Hermite) tangents.")
        .def("setName",
             [](FnHandle &h, std::string name, ChangeRecordPtr r) {
                 recorded(h, r, [&](AnimCurveChange *c) { check(h.fn.setName(std::move(name), c), "setName"); return 0; });
             },
             py::arg("name"), noChange, "Renames the curve.")
        .def("editSpline",
             [](FnHandle &h, py::function edit, ChangeRecordPtr r) {
                 std::exception_ptr raised;
                 recorded(h, r, [&](AnimCurveChange *c) {
                     const Status st = h.fn.editSpline(
                         [&](Spline &s) -> Status {
                             // The Python function gets its own copy (it may keep it); the
                             // copy's final state is taken back. No exception crosses the core.
                             try {
                                 py::object copy = py::cast(Spline(s));
                                 edit(copy);
                                 s = copy.cast<Spline>();
                                 return Status();
                             } catch (...) {
                                 raised = std::current_exception();
                                 return Status::error("editSpline: the edit function raised");
                             }
                         },
                         c);
                     if (raised)
                         std::rethrow_exception(raised);
                     check(st, "editSpline");
                     return 0;
                 });
             },
             py::arg("edit"), noChange,
             "Ts-style edit: calls edit(spline) with a copy of the curve's Spline, then stores "
             "the edited spline and brings the Maya key data in line. If the function raises, "
             "nothing changes and the exception propagates.");
}

} // namespace knotline::python
