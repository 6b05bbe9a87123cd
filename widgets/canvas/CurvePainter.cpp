#include "widgets/canvas/CurvePainter.h"

#include "core/edit/ExtrapolationBoundaryDragSession.h"
#include "core/spline/Spline.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/ChannelCaches.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/canvas/PixelPolylines.h"
#include "widgets/canvas/PolylineThinning.h"
#include "widgets/session/EditorSession.h"

#include <QPainter>
#include <QPolygonF>

#include <array>
#include <atomic>
#include <chrono>
#include <set>
#include <thread>
#include <cmath>
#include <vector>

namespace knotline::curves {

namespace cs = canvas_style;

namespace {

enum Bucket { Solid, Echo, Ray, LoopCopy, BucketCount };

Bucket bucketOf(SampleSource source)
{
    switch (source) {
    case SampleSource::Knots:
    case SampleSource::InnerLoopPrototype:
        return Solid;
    case SampleSource::InnerLoopPreEcho:
    case SampleSource::InnerLoopPostEcho:
        return Echo;
    case SampleSource::PreExtrapolation:
    case SampleSource::PostExtrapolation:
        return Ray;
    case SampleSource::PreExtrapolationLoop:
    case SampleSource::PostExtrapolationLoop:
        return LoopCopy;
    }
    return Solid;
}

QColor faded(QColor c, double alpha)
{
    c.setAlphaF(static_cast<float>(c.alphaF() * alpha));
    return c;
}

QColor channelColour(const CanvasContext &context, ChannelId channel)
{
    return emphasis::colourOf(context, channel);
}

/// Visible time range with a little margin, so lines leaving the plot are drawn to its edge.
std::pair<double, double> sampledRange(const CanvasContext &context)
{
    return {context.view.xToTime(context.plot.left() - 2.0), context.view.xToTime(context.plot.right() + 2.0)};
}

} // namespace

void prepareChannel(const CanvasContext &context, ChannelId channel)
{
    const Spline &spline = context.session->document()->channel(channel).curve.spline();
    const auto [t0, t1] = sampledRange(context);
    context.caches->polylines(channel).update(spline, t0, t1, context.view.pixelsPerTime(),
                                              context.view.pixelsPerValue());
}

bool prepareChannels(const CanvasContext &context, const std::vector<ChannelId> &channels)
{
    // Channels whose visible range is not fully sampled.
    const auto [t0, t1] = sampledRange(context);
    const double ts = context.view.pixelsPerTime();
    const double vs = context.view.pixelsPerValue();
    std::vector<ChannelId> pending;
    for (ChannelId ch : channels)
        if (!context.caches->polylines(ch).covers(t0, t1, ts, vs))
            pending.push_back(ch);
    if (pending.empty())
        return false;
    const auto deadline = std::chrono::steady_clock::now()
        + std::chrono::microseconds(static_cast<long long>(context.refineBudgetMs * 1000.0));
    std::atomic<bool> leftDrafts{false};
    // Exact sampling while within the budget (the first pending channel always, so every
    // paint makes progress), else a draft where the cache allows one.
    const ChannelId always = pending.front();
    auto prepare = [&](ChannelId ch) {
        PolylineCache &cache = context.caches->polylines(ch);
        if (ch != always && std::chrono::steady_clock::now() > deadline && cache.canDraft(ts, vs)) {
            const Spline &spline = context.session->document()->channel(ch).curve.spline();
            cache.updateDraft(spline, t0, t1);
            leftDrafts = true;
            return;
        }
        prepareChannel(context, ch);
    };
    constexpr std::size_t kParallelFrom = 8; // below this a thread costs more than it saves
    if (pending.size() < kParallelFrom || std::thread::hardware_concurrency() < 2) {
        for (ChannelId ch : pending)
            prepare(ch);
        return leftDrafts;
    }
    const std::size_t half = pending.size() / 2;
    std::thread helper([&] {
        for (std::size_t i = half; i < pending.size(); ++i)
            prepare(pending[i]);
    });
    for (std::size_t i = 0; i < half; ++i)
        prepare(pending[i]);
    helper.join();
    return leftDrafts;
}

namespace {

/// One channel's visible pieces, by style.
struct ChannelPieces {
    ChannelId channel = {};
    std::array<PixelPolylines, BucketCount> buckets;
};

ChannelPieces collectPieces(const CanvasContext &context, ChannelId channel)
{
    ChannelPieces pieces;
    pieces.channel = channel;
    const auto [t0, t1] = sampledRange(context);
    const PolylineCache &cache = context.caches->polylines(channel);
    // A draft of a zoom-out: the cached polylines are finer than the view's pixel columns;
    // thin them again so the frame draws no more vertices than a resampled one.
    const double timeScale = context.view.pixelsPerTime();
    const bool rethin = cache.timeScale() > timeScale * PolylineCache::kScaleSlack;
    std::vector<SamplePolyline> scratch(1);
    cache.forEach(t0, t1, [&](const SamplePolyline &p) {
        const Bucket b = bucketOf(p.source);
        if ((b == Ray || b == LoopCopy) && !context.options.showExtrapolation)
            return;
        if (rethin && p.vertices.size() > 4) {
            scratch[0].vertices.assign(p.vertices.begin(), p.vertices.end());
            thinToPixelColumns(scratch, timeScale);
            pieces.buckets[b].add(scratch[0], context.view);
            return;
        }
        pieces.buckets[b].add(p, context.view);
    });
    for (PixelPolylines &bucket : pieces.buckets)
        bucket.finish();
    return pieces;
}

void paintPieces(QPainter &painter, const CanvasContext &context, const ChannelPieces &pieces, bool wide)
{
    const QColor colour = channelColour(context, pieces.channel);
    // Width <= 1 pens take the raster engine's fast antialiased line path; wider ones go
    // through the path stroker (about 20 times slower per vertex).
    QPen solid = wide ? QPen(colour, cs::kCurveWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin)
                      : QPen(colour, 1.0, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
    solid.setCosmetic(!wide);
    QPen echo(faded(colour, cs::kEchoAlpha), 1.0, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
    echo.setCosmetic(true);
    QPen ray(faded(colour, cs::kExtrapolationAlpha), 1.0, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    ray.setCosmetic(true);
    ray.setDashPattern({6.0, 4.0});
    QPen loopCopy = ray;
    loopCopy.setDashPattern({2.0, 3.0});
    const std::array<QPen, BucketCount> pens = {solid, echo, ray, loopCopy};
    for (Bucket b : {LoopCopy, Ray, Echo, Solid}) { // faded pieces first, authored on top
        painter.setPen(pens[b]);
        for (const QPolygonF &polygon : pieces.buckets[b].polygons())
            painter.drawPolyline(polygon);
    }
}

} // namespace

void paintCurves(QPainter &painter, const CanvasContext &context, const std::vector<ChannelId> &channels)
{
    std::vector<ChannelPieces> all;
    all.reserve(channels.size());
    std::size_t total = 0;
    for (ChannelId ch : channels) {
        all.push_back(collectPieces(context, ch));
        total += all.back().buckets[Solid].vertexCount();
    }
    // Level of detail: the authored curves are 2 px wide while that is cheap; otherwise
    // only the channels being worked on (with selected keys) are, within the budget.
    std::vector<bool> wide(all.size(), total <= kWideVertexBudget);
    if (total > kWideVertexBudget) {
        std::set<ChannelId> active;
        for (const KnotRef &k : context.session->selection()->knots())
            active.insert(k.channel);
        if (const std::optional<ChannelId> current = context.session->currentChannel())
            active.insert(*current);
        std::size_t spent = 0;
        for (std::size_t i = 0; i < all.size(); ++i) {
            const std::size_t n = all[i].buckets[Solid].vertexCount();
            if (active.count(all[i].channel) && spent + n <= kWideVertexBudget) {
                wide[i] = true;
                spent += n;
            }
        }
    }
    // A curve denser than a vertex per pixel column (thousands of keys in view, drawn as
    // per-column min/max zigzags) stays thin: stroking such a zigzag 2 px wide with round
    // joins makes a self-intersecting outline the raster engine fills in seconds.
    for (std::size_t i = 0; i < all.size(); ++i)
        if (double(all[i].buckets[Solid].vertexCount()) > context.plot.width())
            wide[i] = false;
    for (std::size_t i = 0; i < all.size(); ++i)
        paintPieces(painter, context, all[i], wide[i]);
}

namespace {

/// Faint vertical lines at `origin + k·step` for k = firstK..count (count < 0: unbounded),
/// going in the direction of step's sign, while inside the plot.
void paintIterationLines(QPainter &painter, const CanvasContext &context, double origin, double step, int firstK,
                         int count)
{
    if (!(std::abs(step) * context.view.pixelsPerTime() >= 8.0))
        return; // too dense to mean anything
    const QRectF plot = context.plot;
    constexpr int kMaxLines = 1000;
    // Skip iterations before the plot.
    int k = firstK;
    const double xStart = step > 0 ? plot.left() : plot.right();
    const double kFirst = std::floor((context.view.xToTime(xStart) - origin) / step);
    if (kFirst > k)
        k = static_cast<int>(std::min(kFirst, 1e9));
    for (int drawn = 0; (count < 0 || k <= count) && drawn < kMaxLines; ++k, ++drawn) {
        const double x = context.view.timeToX(origin + k * step);
        if ((step > 0 && x > plot.right()) || (step < 0 && x < plot.left()))
            break;
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
}

} // namespace

void paintLoopMarks(QPainter &painter, const CanvasContext &context, ChannelId channel, bool iterationLines)
{
    if (!context.options.showExtrapolation)
        return;
    const Spline &spline = context.session->document()->channel(channel).curve.spline();
    if (spline.isEmpty())
        return;
    const QColor colour = channelColour(context, channel);
    const QRectF plot = context.plot;
    const ViewTransform &view = context.view;
    painter.save();
    painter.setClipRect(plot);
    QPen faint(faded(colour, 0.28), 1.0, Qt::CustomDashLine);
    faint.setDashPattern({2.0, 3.0});

    const LoopParams &loop = spline.innerLoopParams();
    double regionStart = spline.knots().front().time;
    double regionEnd = spline.knots().back().time;
    if (!loop.isDefault()) {
        const double xs = view.timeToX(loop.protoStart);
        const double xe = view.timeToX(loop.protoEnd);
        painter.fillRect(QRectF(QPointF(xs, plot.top()), QPointF(xe, plot.bottom())).intersected(plot),
                         faded(colour, 0.07));
        painter.setPen(faint);
        if (iterationLines) {
            paintIterationLines(painter, context, loop.protoStart, -loop.protoSpan(), 1, loop.numPreLoops);
            paintIterationLines(painter, context, loop.protoEnd, loop.protoSpan(), 1, loop.numPostLoops);
        }
        QPen edge(faded(colour, 0.75), 1.0, Qt::CustomDashLine);
        edge.setDashPattern({4.0, 3.0});
        painter.setPen(edge);
        for (double x : {xs, xe})
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        // Grips: tabs hanging from the top edge.
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(cs::knotOutline(), 1.0));
        painter.setBrush(colour);
        for (double t : {loop.protoStart, loop.protoEnd}) {
            const QRectF grip = loopGripRect(context, t);
            const QPolygonF tab({grip.topLeft(), grip.topRight(), QPointF(grip.right(), grip.center().y()),
                                 QPointF(grip.center().x(), grip.bottom()), QPointF(grip.left(), grip.center().y())});
            painter.drawPolygon(tab);
        }
        if (spline.hasInnerLoops()) {
            regionStart = std::min(regionStart, loop.loopedStart());
            regionEnd = std::max(regionEnd, loop.loopedEnd());
        }
    }

    // Loop boundaries of looping extrapolation: a dashed line at the boundary key and a
    // flag on the plot's bottom edge pointing into the looped region (dragged to a key).
    const AnimCurve &curve = context.session->document()->channel(channel).curve;
    for (ExtrapolationSide side : {ExtrapolationSide::Pre, ExtrapolationSide::Post}) {
        if (!ExtrapolationBoundaryDragSession::hasBoundary(curve, side))
            continue;
        const Extrapolation &e = side == ExtrapolationSide::Pre ? spline.preExtrapolation() : spline.postExtrapolation();
        const double x = view.timeToX(*e.loopBoundary);
        QPen edge(faded(colour, 0.75), 1.0, Qt::CustomDashLine);
        edge.setDashPattern({4.0, 3.0});
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(edge);
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QRectF grip = extrapolationGripRect(context, *e.loopBoundary, side);
        const double outer = side == ExtrapolationSide::Pre ? grip.left() : grip.right();
        const QPolygonF flag({QPointF(x, grip.bottom()), QPointF(x, grip.top()), QPointF(outer, grip.top() + 3.0),
                              QPointF(outer, grip.bottom())});
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(cs::knotOutline(), 1.0));
        painter.setBrush(colour);
        painter.drawPolygon(flag);
    }

    if (!iterationLines) {
        painter.restore();
        return;
    }
    // Looping extrapolation: a line at every iteration boundary.
    painter.setPen(faint);
    const Extrapolation &pre = spline.preExtrapolation();
    const Extrapolation &post = spline.postExtrapolation();
    if (pre.isLooping() && spline.knotCount() > 1) {
        const double end = pre.loopBoundary.value_or(regionEnd);
        if (end > regionStart)
            paintIterationLines(painter, context, regionStart, -(end - regionStart), 0, -1);
    }
    if (post.isLooping() && spline.knotCount() > 1) {
        const double start = post.loopBoundary.value_or(regionStart);
        if (regionEnd > start)
            paintIterationLines(painter, context, regionEnd, regionEnd - start, 0, -1);
    }
    painter.restore();
}

} // namespace knotline::curves
