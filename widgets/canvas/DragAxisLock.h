#pragma once
// DragAxisLock: the axis lock of pointer drags that move keys (KnotsCanvasDrag,
// GhostKeyCanvasDrag): with Shift held at the press or now, the drag keeps only the
// component the pointer moved most along, in pixels (ties: time). Header-only.

#include "core/edit/KnotDragSession.h"

#include <QPointF>

#include <cmath>

namespace knotline {

/// The axis a key drag moved by `delta` (widget pixels since the press) is locked to.
inline DragAxis lockedDragAxis(const QPointF &delta, Qt::KeyboardModifiers now, Qt::KeyboardModifiers atPress)
{
    if (!((now | atPress) & Qt::ShiftModifier))
        return DragAxis::Free;
    return std::abs(delta.x()) >= std::abs(delta.y()) ? DragAxis::TimeOnly : DragAxis::ValueOnly;
}

} // namespace knotline
