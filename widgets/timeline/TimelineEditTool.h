#pragma once
// TimelineEditTool: what a drag on a placed clip does in the timeline view, as in video
// editors (Premiere's and Kdenlive's tool keys) — the gesture is core's
// (TimelineDragSession.h); the tool and the modifiers only choose its kind:
//
//   tool (key)      on the body          on an edge
//   Select (V)      move                 trim (content kept); Ctrl: speed; Shift: ripple trim
//   Ripple (B)      move                 ripple trim (later clips on the track follow)
//   Roll (N)        move                 roll the cut with the neighbour on that side
//   Slip (Y)        slip (content moves under a fixed range)
//   Slide (U)       slide (neighbours absorb the move)
// Blend handles and sync markers are dragged the same way with every tool.

#include "core/timeline/TimelineDragSession.h"
#include "widgets/timeline/TimelineHitTester.h"

#include <Qt>

#include <optional>

namespace knotline {

enum class TimelineEditTool { Select, Ripple, Roll, Slip, Slide };

/// The drag kind for a press on `hit` (a placement part) with `tool` and `modifiers`, and
/// for Roll on a start edge the placement whose cut it is (the previous neighbour): that
/// placement becomes the session's anchor. nullopt: the press starts no drag (a Roll with
/// no neighbour on that side).
struct ToolDrag {
    TimelineDragKind kind = TimelineDragKind::Move;
    PlacementIndex anchor;
};
std::optional<ToolDrag> toolDrag(const Timeline &timeline, const TimelineHit &hit, TimelineEditTool tool,
                                 Qt::KeyboardModifiers modifiers);

/// The tool a key chooses (V, B, N, Y, U without modifiers), if any.
std::optional<TimelineEditTool> toolForKey(int key);
/// The tool's name for menus and the status bar ("Slip Tool"), translated.
const char *toolName(TimelineEditTool tool);

} // namespace knotline
