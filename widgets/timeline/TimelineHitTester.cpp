#include "widgets/timeline/TimelineHitTester.h"

#include <algorithm>
#include <cmath>

namespace knotline {

bool showsBlendHandles(const QRectF &bar)
{
    return bar.width() >= 4.0 * TimelineLayout::kHandleSize;
}

QRectF blendHandleRect(const TimelineLayout &layout, const QRectF &bar, const PlacementShape &shape, bool in)
{
    const double s = TimelineLayout::kHandleSize;
    const double x = in ? layout.xOfSeconds(shape.start + shape.blendIn) : layout.xOfSeconds(shape.end - shape.blendOut);
    return {x - s / 2.0, bar.top() - s / 2.0 + 1.0, s, s};
}

QRectF syncMarkerRect(const TimelineLayout &layout, const QRectF &bar, double time)
{
    const double s = TimelineLayout::kHandleSize;
    return {layout.xOfSeconds(time) - s / 2.0, bar.bottom() - s / 2.0 - 1.0, s, s};
}

TimelineHit hitTimeline(const TimelineLayout &layout, std::size_t trackCount, const std::vector<PlacementShape> &shapes,
                        QPointF pos)
{
    TimelineHit hit;
    if (pos.y() < TimelineLayout::kRulerHeight) {
        if (pos.x() >= TimelineLayout::kHeaderWidth)
            hit.kind = TimelineHitKind::Ruler;
        return hit;
    }
    const std::optional<std::size_t> row = layout.rowAt(pos.y());
    if (!row)
        return hit;
    if (*row >= trackCount) {
        hit.kind = pos.x() >= TimelineLayout::kHeaderWidth ? TimelineHitKind::BelowTracks : TimelineHitKind::None;
        return hit;
    }
    hit.track = *row;
    if (pos.x() < TimelineLayout::kHeaderWidth) {
        hit.kind = layout.muteRect(*row).contains(pos)        ? TimelineHitKind::MuteButton
                   : layout.soloRect(*row).contains(pos)      ? TimelineHitKind::SoloButton
                   : layout.lockRect(*row).contains(pos)      ? TimelineHitKind::LockButton
                   : layout.blendModeRect(*row).contains(pos) ? TimelineHitKind::BlendModeButton
                   : layout.weightRect(*row).adjusted(-3.0, -5.0, 3.0, 5.0).contains(pos) ? TimelineHitKind::WeightBar
                                                                                           : TimelineHitKind::Header;
        return hit;
    }
    hit.kind = TimelineHitKind::EmptyRow;
    const double grip = TimelineLayout::kEdgeGrip;
    for (auto it = shapes.rbegin(); it != shapes.rend(); ++it) {
        const PlacementShape &shape = *it;
        if (shape.index.track != *row)
            continue;
        const QRectF bar = layout.barRect(*row, shape.start, shape.end);
        if (!bar.adjusted(-grip, -TimelineLayout::kHandleSize, grip, TimelineLayout::kHandleSize).contains(pos))
            continue;
        hit.placement = shape.index;
        const bool compact = bar.width() < TimelineLayout::kCompactBarWidth; // drawn without markers
        for (const SyncMarker &m : shape.syncMarkers) {
            if (!compact && syncMarkerRect(layout, bar, m.time).adjusted(-1, -1, 1, 1).contains(pos)) {
                hit.kind = TimelineHitKind::SyncMarker;
                hit.syncPoint = m.point;
                return hit;
            }
        }
        const bool handles = showsBlendHandles(bar);
        if (handles && blendHandleRect(layout, bar, shape, true).adjusted(-1, -1, 1, 1).contains(pos)) {
            hit.kind = TimelineHitKind::BlendIn;
            return hit;
        }
        if (handles && blendHandleRect(layout, bar, shape, false).adjusted(-1, -1, 1, 1).contains(pos)) {
            hit.kind = TimelineHitKind::BlendOut;
            return hit;
        }
        if (pos.y() >= bar.top() && pos.y() <= bar.bottom()) {
            // On a narrow bar the edges split the bar between them rather than hide the body.
            const double reach = std::min(grip, bar.width() / 4.0);
            if (std::abs(pos.x() - bar.left()) <= std::max(reach, 1.0) && !shape.warped)
                hit.kind = TimelineHitKind::StartEdge;
            else if (std::abs(pos.x() - bar.right()) <= std::max(reach, 1.0) && !shape.warped)
                hit.kind = TimelineHitKind::EndEdge;
            else if (pos.x() >= bar.left() && pos.x() <= bar.right())
                hit.kind = TimelineHitKind::Bar;
            else {
                hit.placement.reset();
                continue;
            }
            return hit;
        }
        hit.placement.reset();
    }
    return hit;
}

} // namespace knotline
