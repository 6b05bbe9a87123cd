#pragma once
// One step of a boundary drag session: the curve goes back to its state before the drag,
// then gets this step's edit, so every step is relative to the drag's start.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Status.h"

namespace knotline {

/// Puts `before` into `fn`, runs `edit()` (returns Status; may leave the curve as it is),
/// and when `change` is given and the curve differs from what it was before this step,
/// records the step in `change`. On any error the curve is what it was before this step
/// and nothing is recorded; the error is returned.
template <class Edit>
Status applyDragStep(AnimCurveFn &fn, const AnimCurve &before, AnimCurveChange *change, Edit &&edit)
{
    const AnimCurve previous = fn.curve();
    fn.curve() = before;
    Status st = edit();
    if (st && change && fn.curve() != previous)
        st = change->record(fn.curve(), previous);
    if (!st)
        fn.curve() = previous;
    return st;
}

} // namespace knotline
