#pragma once
// Internal to the `knotline` Python module (app/python): the C++ objects behind
// knotline.AnimCurveChange, knotline.ChangeBlock and knotline.AnimCurveFn, shared by the
// anim-curve bindings (AnimCurveBindings.cpp) and the curve filters (FilterBindings.cpp),
// and `recorded`, which runs one edit into the change a call names or the innermost open
// ChangeBlock.

#include "app/python/Bindings.h"

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"

#include <memory>
#include <vector>

namespace knotline::python {

/// knotline.AnimCurveChange: the core change record plus a reference to the Python curve
/// object it recorded edits of (the core record holds a plain pointer to it).
struct ChangeRecord {
    AnimCurveChange change;
    py::object target;
};
using ChangeRecordPtr = std::shared_ptr<ChangeRecord>;

/// The open ChangeBlocks, innermost last. Never destroyed (no Python objects released
/// after the interpreter has finalized).
inline std::vector<ChangeRecordPtr> &openBlocks()
{
    static auto *blocks = new std::vector<ChangeRecordPtr>();
    return *blocks;
}

/// knotline.ChangeBlock: a context manager over one ChangeRecord.
struct ChangeBlock {
    ChangeRecordPtr record = std::make_shared<ChangeRecord>();
    bool open = false;
};

/// knotline.AnimCurveFn: the core function set plus the Python curve object it edits.
struct FnHandle {
    /// `c` is held by a Python AnimCurve object: casting its address finds that object.
    explicit FnHandle(AnimCurve &c)
        : curveObj(py::cast(&c, py::return_value_policy::reference)), curve(&c), fn(c)
    {
    }
    py::object curveObj;
    AnimCurve *curve;
    AnimCurveFn fn;
};

/// Runs one AnimCurveFn edit recorded into `record`, or into the innermost open ChangeBlock
/// when `record` is None, or unrecorded when there is neither.
template <typename Edit>
auto recorded(FnHandle &h, ChangeRecordPtr record, Edit edit)
{
    if (!record && !openBlocks().empty())
        record = openBlocks().back();
    AnimCurveChange *change = record ? &record->change : nullptr;
    auto result = edit(change);
    if (record && record->change.target() == h.curve && !record->target)
        record->target = h.curveObj;
    return result;
}

} // namespace knotline::python
