#pragma once
// PlacementMarks: what the curve canvas draws of the placement it maps a clip's channels
// through (PlacementClipTime.h), issue 15 "with the placement's window, loop cycles and
// warp drawn", in either of its two views of a timeline clip's channels:
//
// - clip time (the default; the curves are editable): the clip time the placement plays
//   shaded as it is, the rest of the plot darker; dashed lines at clip time 0 and at the
//   end of what it plays (its window, or the clip's end for a loop or ping-pong, labelled
//   with how many cycles it plays); the clip's sync points at their clip times with their
//   names, and, for points the placement requests at a timeline time, that time.
// - timeline time (View ▸ Clip Channels in Timeline Time; read-only): the clip's curves
//   resampled through the placement's time map — v(t) = curve(map(t)) per pixel column,
//   so a hold is flat, a loop repeats, a ping-pong is mirrored and the sync warp bends
//   the curve — broken where the map jumps (a loop boundary); the time before the
//   placement's start (at rest) is not drawn, the held tail after its end is drawn faded;
//   dashed lines at the start, each cycle boundary (every key of the map inside it) and
//   the end; the requested sync times as markers with the points' names; and the pose:
//   what the timeline gives the current channel's key at each time (evaluateTimeline
//   through a TimelineCursor, raw or blended as the document says), a light dashed line
//   labelled "pose", so a crossfade, an additive layer or a muted track shows against the
//   clip's own curve.
//
// Painting only: nothing here changes the document or the view.

#include "core/editor/ChannelId.h"
#include "widgets/canvas/CanvasPlacement.h"

#include <vector>

class QPainter;

namespace knotline {

struct CanvasContext;

namespace placementmarks {

/// The clip-time view's marks (above), clipped to the plot; drawn under the curves.
void paintClipTimeMarks(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement);

/// The timeline-time view's marks (above), clipped to the plot; drawn under the curves.
void paintTimelineTimeMarks(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement);

/// The curves of `shown` (clip channels of the placement's clip; others are skipped)
/// resampled through the placement, one polyline per pixel column, in the channels'
/// colours (the current channel in full, the others dimmed when context.dimOthers).
void paintMappedCurves(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement,
                       const std::vector<ChannelId> &shown);

/// The pose line of clip channel `channel` (its key: target and property) over the plot,
/// one vertex per pixel column, absent where the key is at rest (timeline-time view).
void paintPoseCurve(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement,
                    ChannelId channel);

/// The value channel `channel` shows at timeline time code `timelineTimeCode` in the
/// timeline-time view: its curve at the mapped clip time; nullopt before the placement's
/// start (at rest) or where the curve has no value. Used by paintMappedCurves and tests.
std::optional<double> mappedValue(const CanvasContext &context, const PlacementClipTime &placement,
                                  ChannelId channel, double timelineTimeCode);

} // namespace placementmarks
} // namespace knotline
