#include "widgets/canvas/CanvasHitTester.h"

#include "widgets/session/ChannelFocus.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/ChannelCaches.h"
#include "widgets/canvas/GhostKeys.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/canvas/RegressionMarkers.h"
#include "widgets/session/EditorSession.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

namespace cs = canvas_style;

QRectF loopGripRect(const CanvasContext &context, double time)
{
    const double x = context.view.timeToX(time);
    return QRectF(x - 6.0, context.plot.top(), 12.0, 11.0);
}

QRectF extrapolationGripRect(const CanvasContext &context, double time, ExtrapolationSide side)
{
    const double x = context.view.timeToX(time);
    const double w = 10.0;
    const double h = 12.0;
    return QRectF(side == ExtrapolationSide::Pre ? x - w : x, context.plot.bottom() - h, w, h);
}

namespace {

double distance(const QPointF &a, const QPointF &b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

/// Distance from p to the segment ab.
double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = ab.x() * ab.x() + ab.y() * ab.y();
    double u = len2 > 0.0 ? ((p.x() - a.x()) * ab.x() + (p.y() - a.y()) * ab.y()) / len2 : 0.0;
    u = std::clamp(u, 0.0, 1.0);
    return distance(p, a + u * ab);
}

/// Keeps the nearest candidate of one priority class.
struct Best {
    CanvasHit hit;
    double distance = std::numeric_limits<double>::infinity();
    void offer(const CanvasHit &h, double d, double radius)
    {
        if (d <= radius && d <= distance) { // later channels are drawn on top: they win ties
            hit = h;
            distance = d;
        }
    }
    bool found() const { return hit.kind != HitKind::None; }
};

bool channelHittable(const EditorSession &s, ChannelId ch)
{
    return s.channelFocus()->shows(ch) && !s.display(ch).locked;
}

} // namespace

QPointF regressionBadgePixel(const CanvasContext &context, ChannelId channel, std::size_t start)
{
    const AnimCurve &curve = context.session->document()->channel(channel).curve;
    const auto &knots = curve.spline().knots();
    const double t = 0.5 * (knots[start].time + knots[start + 1].time);
    const std::optional<double> v = curve.spline().eval(t);
    const double value = v ? *v : 0.5 * (knots[start].value + knots[start + 1].authoredPreValue());
    return context.view.toPixels(t, value);
}

CanvasHit hitTest(const CanvasContext &context, const QPointF &pos)
{
    if (!context.session)
        return {};
    const EditorSession &session = *context.session;
    const EditorDocument &doc = *session.document();
    const ViewTransform &view = context.view;
    if (context.timeRuler.contains(pos))
        return {HitKind::TimeRuler};
    if (!context.plot.adjusted(-cs::kKnotHitRadius, -cs::kKnotHitRadius, cs::kKnotHitRadius, cs::kKnotHitRadius)
             .contains(pos))
        return {};
    if (context.timelineTimeView) { // resampled curves: no key, tangent or grip to hit
        if (context.plot.contains(pos) && std::abs(view.timeToX(context.currentTime) - pos.x()) <= cs::kCursorHitRadius)
            return {HitKind::TimeCursor};
        return {};
    }

    const double tMin = view.xToTime(pos.x() - cs::kKnotHitRadius);
    const double tMax = view.xToTime(pos.x() + cs::kKnotHitRadius);

    // 2. Loop grips.
    if (context.options.showExtrapolation) {
        Best best;
        for (ChannelId ch : doc.channelIds()) {
            if (!channelHittable(session, ch))
                continue;
            const LoopParams &loop = doc.channel(ch).curve.spline().innerLoopParams();
            if (loop.isDefault())
                continue;
            for (LoopBoundary b : {LoopBoundary::Start, LoopBoundary::End}) {
                const QRectF grip = loopGripRect(context, b == LoopBoundary::Start ? loop.protoStart : loop.protoEnd);
                if (grip.adjusted(-2, -2, 2, 2).contains(pos))
                    best.offer({HitKind::LoopGrip, ch, 0, TangentSide::Out, b}, distance(pos, grip.center()),
                               std::numeric_limits<double>::infinity());
            }
        }
        for (ChannelId ch : doc.channelIds()) {
            if (!channelHittable(session, ch))
                continue;
            const AnimCurve &curve = doc.channel(ch).curve;
            for (ExtrapolationSide side : {ExtrapolationSide::Pre, ExtrapolationSide::Post}) {
                if (!ExtrapolationBoundaryDragSession::hasBoundary(curve, side))
                    continue;
                const Extrapolation &e = side == ExtrapolationSide::Pre ? curve.spline().preExtrapolation()
                                                                        : curve.spline().postExtrapolation();
                const QRectF grip = extrapolationGripRect(context, *e.loopBoundary, side);
                if (grip.adjusted(-2, -2, 2, 2).contains(pos)) {
                    CanvasHit hit{HitKind::ExtrapolationGrip, ch};
                    hit.extrapolation = side;
                    best.offer(hit, distance(pos, grip.center()), std::numeric_limits<double>::infinity());
                }
            }
        }
        if (best.found())
            return best.hit;
    }

    // 3. Regression markers (those in view, grouped as drawn).
    if (context.options.highlightRegressive && context.caches) {
        std::vector<ChannelId> hittable;
        for (ChannelId ch : doc.channelIds())
            if (channelHittable(session, ch))
                hittable.push_back(ch);
        Best best;
        for (const RegressionMarker &m : regressionMarkers(context, hittable)) {
            CanvasHit hit{HitKind::RegressionBadge, m.channel, m.start};
            if (m.isGroup()) {
                hit = CanvasHit{HitKind::RegressionGroup, m.channel};
                hit.groupCount = m.count;
                hit.groupTimeMin = m.timeMin;
                hit.groupTimeMax = m.timeMax;
            }
            best.offer(hit, distance(pos, m.centre), cs::kBadgeRadius + 2.0);
        }
        if (best.found())
            return best.hit;
    }

    // 4. Tangent handles of selected keys.
    if (context.options.showTangents) {
        Best best;
        for (const KnotRef &ref : session.selection()->knots()) {
            if (!doc.contains(ref.channel) || !channelHittable(session, ref.channel))
                continue;
            const AnimCurve &curve = doc.channel(ref.channel).curve;
            if (ref.knot >= curve.numKeys())
                continue;
            for (TangentSide side : {TangentSide::In, TangentSide::Out}) {
                const std::optional<QPointF> handle = tangentHandlePixel(curve, ref.knot, side, view);
                if (!handle)
                    continue;
                // A handle on top of its key would hide the key: the key wins then.
                if (distance(*handle, handleAnchorPixel(curve, ref.knot, side, view)) < 3.0)
                    continue;
                best.offer({HitKind::TangentHandle, ref.channel, ref.knot, side}, distance(pos, *handle),
                           cs::kHandleHitRadius);
            }
        }
        if (best.found())
            return best.hit;
    }

    // 5 and 6. Pre-values and keys near the pointer's time.
    {
        Best preValues;
        Best keys;
        for (ChannelId ch : doc.channelIds()) {
            if (!channelHittable(session, ch))
                continue;
            const AnimCurve &curve = doc.channel(ch).curve;
            const auto [first, last] = knotRange(curve, std::min(tMin, tMax), std::max(tMin, tMax));
            for (std::size_t i = first; i < last; ++i) {
                if (const std::optional<QPointF> pre = preValuePixel(curve, i, view))
                    preValues.offer({HitKind::PreValue, ch, i}, distance(pos, *pre), cs::kKnotHitRadius);
                keys.offer({HitKind::Knot, ch, i}, distance(pos, keyPixel(curve, i, view)), cs::kKnotHitRadius);
            }
        }
        // A pre-value marker very close to its key: the key (the more common target) wins.
        if (preValues.found() && !(keys.found() && keys.distance <= preValues.distance))
            return preValues.hit;
        if (keys.found())
            return keys.hit;
    }
    if (const std::optional<CanvasHit> ghost = ghosts::hitGhostKey(context, pos))
        return *ghost;

    // 7. Segments of the authored span.
    if (context.caches) {
        Best best;
        const double sMin = view.xToTime(pos.x() - cs::kSegmentHitRadius);
        const double sMax = view.xToTime(pos.x() + cs::kSegmentHitRadius);
        for (ChannelId ch : doc.channelIds()) {
            if (!channelHittable(session, ch))
                continue;
            const AnimCurve &curve = doc.channel(ch).curve;
            double nearest = std::numeric_limits<double>::infinity();
            double nearestTime = 0.0;
            // Normally painted already; sampled here when not (e.g. before the first paint).
            // A draft the paint shows (zoom in progress or being refined) is hit as drawn.
            context.caches->polylines(ch).updateForView(curve.spline(), sMin, sMax, view.pixelsPerTime(),
                                                        view.pixelsPerValue());
            context.caches->polylines(ch).forEach(sMin, sMax, [&](const SamplePolyline &p) {
                if (p.source != SampleSource::Knots && p.source != SampleSource::InnerLoopPrototype)
                    return;
                for (std::size_t i = 0; i + 1 < p.vertices.size(); ++i) {
                    if (p.vertices[i + 1][0] < sMin || p.vertices[i][0] > sMax)
                        continue;
                    const QPointF a = view.toPixels(p.vertices[i][0], p.vertices[i][1]);
                    const QPointF b = view.toPixels(p.vertices[i + 1][0], p.vertices[i + 1][1]);
                    const double d = distanceToSegment(pos, a, b);
                    if (d < nearest) {
                        nearest = d;
                        nearestTime = view.xToTime(pos.x());
                    }
                }
            });
            if (!std::isfinite(nearest))
                continue;
            const auto &knots = curve.spline().knots();
            const auto after = std::upper_bound(knots.begin(), knots.end(), nearestTime,
                                                [](double t, const Knot &k) { return t < k.time; });
            if (after == knots.begin() || after == knots.end())
                continue;
            const std::size_t start = static_cast<std::size_t>(after - knots.begin()) - 1;
            best.offer({HitKind::Segment, ch, start}, nearest, cs::kSegmentHitRadius);
        }
        if (best.found())
            return best.hit;
    }

    // 8. The current-time line.
    if (context.plot.contains(pos)
        && std::abs(view.timeToX(context.currentTime) - pos.x()) <= cs::kCursorHitRadius)
        return {HitKind::TimeCursor};
    return {};
}

} // namespace knotline
