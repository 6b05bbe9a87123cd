#pragma once
// PreValueDragSession: interactive drag of the pre-value of a dual-valued knot (the value
// the curve arrives with from the left, drawn as a second marker at the knot's time),
// testable without widgets. This header includes no Qt.
//
// Each apply() sets the pre-value to an absolute value on a copy of the curve as it was
// when the drag started (before()), through AnimCurveFn::editSpline (Ts-style edit: the
// key's time and value, tangents and the rest of the curve are unchanged; the incoming
// Curve segment keeps its tangent, which is anchored at the pre-value, so it follows).
//
// Units: values in value units.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"

#include <cstddef>

namespace knotline {

class PreValueDragSession {
public:
    /// True when key `key` of `curve` has a pre-value the user may drag: the knot is
    /// dual-valued and is not a Maya step-next key (whose pre-value IS the key's value and
    /// moves with it).
    static bool hasDraggablePreValue(const AnimCurve &curve, std::size_t key);

    /// Errors: key out of range or without a draggable pre-value.
    static Result<PreValueDragSession> create(const AnimCurve &before, std::size_t key);

    const AnimCurve &before() const { return m_before; }
    std::size_t key() const { return m_key; }

    /// Sets fn.curve() to before() with the key's pre-value = `preValue`. Errors: a
    /// non-finite value (fn.curve() is then left as it was).
    Status apply(AnimCurveFn &fn, double preValue, AnimCurveChange *change = nullptr) const;

private:
    PreValueDragSession(AnimCurve before, std::size_t key);

    AnimCurve m_before;
    std::size_t m_key = 0;
};

} // namespace knotline
