#pragma once
// PreviewCurves: ghost curves the canvas draws over the real ones while a dialog previews
// an edit it has not applied yet (Curve ▸ Filters, Key ▸ Scale Keys…): each is a spline
// shown for a channel, drawn dashed in a light tint of the channel's colour with hollow
// marks at its knots, so the artist sees the result against the curve it would replace.
// The canvas only draws them (CurveCanvas::setPreviewCurves); whoever sets them clears them.

#include "core/editor/ChannelId.h"
#include "core/spline/Spline.h"

#include <vector>

class QPainter;

namespace knotline {

struct CanvasContext;

/// One ghost curve: `spline` in the time and value units of `channel`'s curve.
struct PreviewCurve {
    ChannelId channel;
    Spline spline;
};

namespace preview {

/// Draws `curves` over the visible time range of `context` (sampled with sample() to half a
/// pixel each paint: previews are few and short-lived, so they are not cached). Channels the
/// document no longer has are skipped.
void paintPreviewCurves(QPainter &painter, const CanvasContext &context, const std::vector<PreviewCurve> &curves);

} // namespace preview

} // namespace knotline
