#pragma once
// CanvasContext: everything one paint or one hit test of the curve canvas looks at — the
// session (document, selection, channel display, current time), the view transform, the
// widget's layout (plot area and rulers), the options and the per-channel caches. A plain
// bundle the canvas fills in; painters and the hit tester read it and do not keep it.

#include "core/edit/LoopBoundaryDragSession.h"
#include "widgets/canvas/CanvasOptions.h"
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

    /// Time codes shown across the plot.
    double visibleTimeMin() const { return view.xToTime(plot.left()); }
    double visibleTimeMax() const { return view.xToTime(plot.right()); }
};

/// Where the grip of an inner-loop prototype boundary is drawn: a small tab hanging from
/// the top edge of the plot at the boundary's time.
QRectF loopGripRect(const CanvasContext &context, double time);

} // namespace knotline
