#include "widgets/dopesheet/DopeSheetHitTester.h"

#include <cmath>

namespace knotline {

namespace {
constexpr double kGripWidth = 8.0;
constexpr double kCurrentTimeTolerance = 4.0;
} // namespace

QRectF scaleGripRect(const DopeSheetLayout &layout, double time, bool atStart)
{
    const QRectF ruler = layout.rulerRect();
    const double x = layout.timeToX(time);
    const double left = atStart ? x - kGripWidth : x;
    return QRectF(left, ruler.top() + ruler.height() * 0.5, kGripWidth, ruler.height() * 0.5);
}

DopeSheetHit dopeSheetHitAt(const DopeSheetLayout &layout, const std::vector<std::vector<DopeSheetTick>> &ticks,
                            const QPointF &pos, double currentTime,
                            const std::optional<DopeSheetSelectionSpan> &span)
{
    DopeSheetHit hit;
    if (span) {
        if (scaleGripRect(layout, span->start, true).adjusted(-2, -2, 2, 2).contains(pos))
            return {DopeSheetHit::Kind::ScaleStart};
        if (scaleGripRect(layout, span->end, false).adjusted(-2, -2, 2, 2).contains(pos))
            return {DopeSheetHit::Kind::ScaleEnd};
    }
    if (layout.rulerRect().contains(pos))
        return {DopeSheetHit::Kind::Ruler};
    const std::optional<std::size_t> row = layout.rowAt(pos.y());
    if (!row)
        return hit;
    hit.row = *row;
    if (pos.x() < DopeSheetLayout::kNameWidth) {
        hit.kind = DopeSheetHit::Kind::Name;
        return hit;
    }
    if (std::abs(pos.x() - layout.timeToX(currentTime)) <= kCurrentTimeTolerance) {
        // A tick under the line still wins: keys at the current time stay clickable.
        hit.kind = DopeSheetHit::Kind::CurrentTime;
    }
    double best = DopeSheetLayout::kTickRadius + 0.5;
    if (*row < ticks.size()) {
        const std::vector<DopeSheetTick> &rowTicks = ticks[*row];
        for (std::size_t i = 0; i < rowTicks.size(); ++i) {
            const double d = std::abs(layout.timeToX(rowTicks[i].time) - pos.x());
            if (d < best) {
                best = d;
                hit.kind = DopeSheetHit::Kind::Tick;
                hit.tick = i;
            }
        }
    }
    if (hit.kind == DopeSheetHit::Kind::None)
        hit.kind = DopeSheetHit::Kind::Row;
    return hit;
}

std::vector<const DopeSheetTick *> ticksInBox(const DopeSheetLayout &layout,
                                              const std::vector<std::vector<DopeSheetTick>> &ticks,
                                              const QRectF &box)
{
    std::vector<const DopeSheetTick *> hits;
    for (std::size_t r = 0; r < ticks.size(); ++r) {
        const double y = layout.rowCenterY(r);
        if (y < box.top() || y > box.bottom())
            continue;
        for (const DopeSheetTick &tick : ticks[r]) {
            const double x = layout.timeToX(tick.time);
            if (x >= box.left() && x <= box.right())
                hits.push_back(&tick);
        }
    }
    return hits;
}

} // namespace knotline
