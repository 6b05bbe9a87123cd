#include "widgets/timeline/TimelineEditTool.h"

#include "core/timeline/EditorialEdits.h"

#include <QCoreApplication>

namespace knotline {

std::optional<ToolDrag> toolDrag(const Timeline &timeline, const TimelineHit &hit, TimelineEditTool tool,
                                 Qt::KeyboardModifiers modifiers)
{
    if (!hit.placement)
        return std::nullopt;
    const PlacementIndex index = *hit.placement;
    const bool start = hit.kind == TimelineHitKind::StartEdge;
    const bool edge = start || hit.kind == TimelineHitKind::EndEdge;
    switch (hit.kind) {
    case TimelineHitKind::BlendIn:
        return ToolDrag{TimelineDragKind::BlendIn, index};
    case TimelineHitKind::BlendOut:
        return ToolDrag{TimelineDragKind::BlendOut, index};
    case TimelineHitKind::SyncMarker:
        return ToolDrag{TimelineDragKind::SyncPoint, index};
    default:
        break;
    }
    if (tool == TimelineEditTool::Slip)
        return ToolDrag{TimelineDragKind::Slip, index};
    if (tool == TimelineEditTool::Slide)
        return ToolDrag{edge ? (start ? TimelineDragKind::TrimStart : TimelineDragKind::TrimEnd) : TimelineDragKind::Slide,
                        index};
    if (!edge)
        return ToolDrag{TimelineDragKind::Move, index};
    if (tool == TimelineEditTool::Roll) {
        if (!start)
            return nextNeighbour(timeline, index) ? std::optional(ToolDrag{TimelineDragKind::Roll, index}) : std::nullopt;
        const std::optional<PlacementIndex> previous = previousNeighbour(timeline, index);
        return previous ? std::optional(ToolDrag{TimelineDragKind::Roll, *previous}) : std::nullopt;
    }
    const bool ripple = tool == TimelineEditTool::Ripple || (modifiers & Qt::ShiftModifier);
    if (ripple)
        return ToolDrag{start ? TimelineDragKind::RippleTrimStart : TimelineDragKind::RippleTrimEnd, index};
    if (modifiers & Qt::ControlModifier)
        return ToolDrag{start ? TimelineDragKind::StretchStart : TimelineDragKind::StretchEnd, index};
    return ToolDrag{start ? TimelineDragKind::TrimStart : TimelineDragKind::TrimEnd, index};
}

std::optional<TimelineEditTool> toolForKey(int key)
{
    switch (key) {
    case Qt::Key_V:
        return TimelineEditTool::Select;
    case Qt::Key_B:
        return TimelineEditTool::Ripple;
    case Qt::Key_N:
        return TimelineEditTool::Roll;
    case Qt::Key_Y:
        return TimelineEditTool::Slip;
    case Qt::Key_U:
        return TimelineEditTool::Slide;
    default:
        return std::nullopt;
    }
}

const char *toolName(TimelineEditTool tool)
{
    switch (tool) {
    case TimelineEditTool::Select:
        return QT_TRANSLATE_NOOP("TimelineEditTool", "Select Tool");
    case TimelineEditTool::Ripple:
        return QT_TRANSLATE_NOOP("TimelineEditTool", "Ripple Tool");
    case TimelineEditTool::Roll:
        return QT_TRANSLATE_NOOP("TimelineEditTool", "Roll Tool");
    case TimelineEditTool::Slip:
        return QT_TRANSLATE_NOOP("TimelineEditTool", "Slip Tool");
    case TimelineEditTool::Slide:
        return QT_TRANSLATE_NOOP("TimelineEditTool", "Slide Tool");
    }
    return "";
}

} // namespace knotline
