#include "widgets/canvas/RegressionMarkers.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasHitTester.h"
#include "widgets/canvas/ChannelCaches.h"
#include "widgets/session/EditorSession.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <unordered_map>

namespace knotline {

namespace {

constexpr double kViewMargin = 10.0; // marker centres this far outside the plot still count

QPointF curvePixel(const CanvasContext &context, const Spline &spline, double time, double fallbackValue)
{
    const std::optional<double> v = spline.eval(time);
    return context.view.toPixels(time, v ? *v : fallbackValue);
}

/// One channel's markers: runs of spans whose middles lie within kRegressionGroupWidth
/// of the run's first middle, each run's end found by binary search.
void channelMarkers(const CanvasContext &context, ChannelId channel, std::vector<RegressionMarker> &out)
{
    const Spline &spline = context.session->document()->channel(channel).curve.spline();
    const RegressiveSpans &spans = context.caches->regressiveSpans(channel, spline);
    if (spans.empty())
        return;
    const ViewTransform &view = context.view;
    const QRectF area = context.plot.adjusted(-kViewMargin, -kViewMargin, kViewMargin, kViewMargin);
    auto [i, end] = spans.middlesWithin(view.xToTime(area.left()), view.xToTime(area.right()));
    const auto &knots = spline.knots();
    while (i < end) {
        const double x0 = view.timeToX(spans.middle(i));
        const std::size_t next =
            std::max(i + 1, spans.firstMiddleFrom(view.xToTime(x0 + kRegressionGroupWidth), i, end));
        RegressionMarker m;
        m.channel = channel;
        m.count = next - i;
        m.start = spans.start(i);
        m.timeMin = spans.timeMin(i);
        m.timeMax = spans.timeMax(next - 1);
        if (m.count == 1) {
            m.centre = regressionBadgePixel(context, channel, m.start);
        } else {
            // On the curve at the middle of the group's middle segment.
            const std::size_t mid = i + m.count / 2;
            m.centre = curvePixel(context, spline, spans.middle(mid), knots[spans.start(mid)].value);
        }
        if (area.contains(m.centre))
            out.push_back(m);
        i = next;
    }
}

/// Merges markers that fall on one another (closer than kRegressionGroupWidth across and
/// kRegressionGroupHeight up or down), through a grid of cells that size: a marker joins
/// the first earlier one within reach in its own or a neighbouring cell.
std::vector<RegressionMarker> mergeCrowded(const std::vector<RegressionMarker> &markers)
{
    std::vector<RegressionMarker> merged;
    std::unordered_map<std::uint64_t, std::vector<std::size_t>> cells;
    auto cellKey = [](std::int64_t cx, std::int64_t cy) {
        return (std::uint64_t(std::uint32_t(cx)) << 32) | std::uint64_t(std::uint32_t(cy));
    };
    for (const RegressionMarker &m : markers) {
        const auto cx = std::int64_t(std::floor(m.centre.x() / kRegressionGroupWidth));
        const auto cy = std::int64_t(std::floor(m.centre.y() / kRegressionGroupHeight));
        RegressionMarker *target = nullptr;
        for (std::int64_t dx = -1; dx <= 1 && !target; ++dx)
            for (std::int64_t dy = -1; dy <= 1 && !target; ++dy) {
                const auto it = cells.find(cellKey(cx + dx, cy + dy));
                if (it == cells.end())
                    continue;
                for (std::size_t k : it->second) {
                    const QPointF d = merged[k].centre - m.centre;
                    if (std::abs(d.x()) < kRegressionGroupWidth && std::abs(d.y()) < kRegressionGroupHeight) {
                        target = &merged[k];
                        break;
                    }
                }
            }
        if (target) {
            target->count += m.count;
            target->timeMin = std::min(target->timeMin, m.timeMin);
            target->timeMax = std::max(target->timeMax, m.timeMax);
            continue;
        }
        cells[cellKey(cx, cy)].push_back(merged.size());
        merged.push_back(m);
    }
    return merged;
}

} // namespace

std::vector<RegressionMarker> regressionMarkers(const CanvasContext &context, const std::vector<ChannelId> &channels)
{
    if (!context.options.highlightRegressive || !context.caches || !context.session)
        return {};
    std::vector<RegressionMarker> markers;
    for (ChannelId ch : channels)
        channelMarkers(context, ch, markers);
    return mergeCrowded(markers);
}

} // namespace knotline
