#pragma once
// CanvasContext: everything one paint or one hit test of the curve canvas looks at — the
// session (document, selection, channel display, current time), the view transform, the
// widget's layout (plot area and rulers), the options and the per-channel caches. A plain
// bundle the canvas fills in; painters and the hit tester read it and do not keep it.

#include "core/edit/ExtrapolationBoundaryDragSession.h"
#include "core/edit/LoopBoundaryDragSession.h"
#include "widgets/canvas/CanvasOptions.h"
#include "widgets/canvas/CanvasPlacement.h"
#include "widgets/canvas/ViewTransform.h"

#include <QRectF>

#include <cstddef>

namespace knotline {

class ChannelCaches;
class EditorSession;

struct CanvasContext {
    const EditorSession *session = nullptr;
    ViewTransform view;
    QRectF plot;       ///< where curves are drawn
    QRectF timeRuler;  ///< band above the plot: frame numbers, current-time flag
    QRectF valueRuler; ///< band left of the plot: value labels
    CanvasOptions options;
    ChannelCaches *caches = nullptr; ///< filled on paint (polylines of the visible range)
    /// Sampling time (ms) one paint spends before drawing the remaining channels from
    /// drafts (curves::prepareChannels).
    double refineBudgetMs = 5.0;
    /// More than one curve is shown: all but the current one are dimmed (CurveEmphasis.h).
    bool dimOthers = false;
    /// The placement a timeline clip's channels are mapped through (PlacementClipTime.h);
    /// nullopt for other documents or when no placement plays the shown clip.
    std::optional<PlacementClipTime> placement;
    /// The curves are a placement's clip channels resampled into timeline time
    /// (options.clipChannelsInTimelineTime with a placement): read-only.
    bool timelineTimeView = false;
    /// Where the current-time line is drawn, in the canvas's time codes: the session's
    /// current time, mapped into clip time through `placement` in the clip-time view.
    double currentTime = 0.0;

    /// Time codes shown across the plot.
    double visibleTimeMin() const { return view.xToTime(plot.left()); }
    double visibleTimeMax() const { return view.xToTime(plot.right()); }
};

/// Where the grip of an inner-loop prototype boundary is drawn: a small tab hanging from
/// the top edge of the plot at the boundary's time.
QRectF loopGripRect(const CanvasContext &context, double time);

/// Where the grip of a looping extrapolation's loop boundary is drawn: a small flag
/// standing on the bottom edge of the plot at the boundary's time, on the side of the
/// looped region (pre: left of the boundary, post: right), so both fit at one key.
QRectF extrapolationGripRect(const CanvasContext &context, double time, ExtrapolationSide side);

} // namespace knotline
