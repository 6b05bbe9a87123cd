#include "widgets/canvas/KnotPainter.h"

#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/session/ChannelFocus.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/ChannelCaches.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/session/EditorSession.h"

#include <QPainter>
#include <QPolygonF>

#include <cmath>
#include <vector>

namespace knotline::knots {

namespace cs = canvas_style;

namespace {

bool isShadowed(const Spline &spline, double time)
{
    if (!spline.hasInnerLoops())
        return false;
    const LoopParams &loop = spline.innerLoopParams();
    return (time >= loop.loopedStart() && time < loop.protoStart)
        || (time >= loop.protoEnd && time <= loop.loopedEnd()); // a knot at protoEnd too (rule 11)
}

QRectF square(const QPointF &centre, double size)
{
    // Whole pixels, so the squares are crisp without antialiasing.
    const double half = std::round(size) / 2.0;
    return QRectF(std::round(centre.x() - half), std::round(centre.y() - half), std::round(size), std::round(size));
}

QPolygonF diamond(const QPointF &c, double size)
{
    const double h = size / 2.0 + 0.5;
    return QPolygonF({QPointF(c.x(), c.y() - h), QPointF(c.x() + h, c.y()), QPointF(c.x(), c.y() + h),
                      QPointF(c.x() - h, c.y())});
}

} // namespace

void paintChannelKnots(QPainter &painter, const CanvasContext &context, ChannelId channel, const CanvasHit &hover)
{
    const EditorSession &session = *context.session;
    const Channel &ch = session.document()->channel(channel);
    const AnimCurve &curve = ch.curve;
    if (curve.numKeys() == 0)
        return;
    const ViewTransform &view = context.view;
    const double margin = cs::kKnotSize;
    const auto [first, last] = knotRange(curve, view.xToTime(context.plot.left() - margin),
                                         view.xToTime(context.plot.right() + margin));
    const bool dense = double(last - first) > context.plot.width() / cs::kMinPixelsPerDrawnKnot;
    ChannelDisplay display = session.display(channel);
    display.color = emphasis::colourOf(context, channel);
    const bool hollowChannel = display.locked || ch.readOnly;
    const KnotSelection &selection = *session.selection();
    const Spline &spline = curve.spline();

    std::vector<QRectF> filled, selected, hollow;
    std::vector<QPolygonF> filledDiamonds, selectedDiamonds, hollowDiamonds;
    painter.save();
    painter.setClipRect(context.plot.adjusted(-margin, -margin, margin, margin));
    // Dense: only the selected keys (no per-key lookups over the whole range).
    std::vector<std::size_t> indices;
    if (dense) {
        for (std::size_t i : selection.knotsOf(channel))
            if (i >= first && i < last)
                indices.push_back(i);
    }
    const std::size_t count = dense ? indices.size() : last - first;
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t i = dense ? indices[n] : first + n;
        const bool isSelected = dense || selection.contains(KnotRef{channel, i});
        const QPointF p = keyPixel(curve, i, view);
        const bool hovered = hover.kind == HitKind::Knot && hover.channel == channel && hover.knot == i;
        const double size = cs::kKnotSize + (hovered ? 2.0 : 0.0);
        if (const std::optional<QPointF> pre = preValuePixel(curve, i, view)) {
            QPen dotted(display.color, 1.0, Qt::DotLine);
            painter.setPen(dotted);
            painter.setRenderHint(QPainter::Antialiasing, false);
            painter.drawLine(p, *pre);
            painter.setRenderHint(QPainter::Antialiasing, true);
            const bool preHovered = hover.kind == HitKind::PreValue && hover.channel == channel && hover.knot == i;
            painter.setPen(QPen(isSelected ? cs::selectedKnot() : display.color, 1.5));
            painter.setBrush(cs::plotBackground());
            const double r = cs::kPreValueRadius + (preHovered ? 1.5 : 0.0);
            painter.drawEllipse(*pre, r, r);
        }
        const bool isHollow = hollowChannel || isShadowed(spline, curve.keyTime(i));
        if (curve.keyInfo()[i].isBreakdown) {
            (isSelected ? selectedDiamonds : (isHollow ? hollowDiamonds : filledDiamonds))
                .push_back(diamond(p, cs::kBreakdownSize + (hovered ? 2.0 : 0.0)));
        } else {
            (isSelected ? selected : (isHollow ? hollow : filled)).push_back(square(p, size));
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(cs::knotOutline(), 1.0));
    painter.setBrush(display.color);
    painter.drawRects(filled.data(), int(filled.size()));
    painter.setBrush(cs::selectedKnot());
    painter.drawRects(selected.data(), int(selected.size()));
    painter.setPen(QPen(display.color, 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRects(hollow.data(), int(hollow.size()));
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(cs::knotOutline(), 1.0));
    painter.setBrush(display.color);
    for (const QPolygonF &d : filledDiamonds)
        painter.drawPolygon(d);
    painter.setBrush(cs::selectedKnot());
    for (const QPolygonF &d : selectedDiamonds)
        painter.drawPolygon(d);
    painter.setPen(QPen(display.color, 1.0));
    painter.setBrush(Qt::NoBrush);
    for (const QPolygonF &d : hollowDiamonds)
        painter.drawPolygon(d);
    painter.restore();
}

void paintTangentHandles(QPainter &painter, const CanvasContext &context, const CanvasHit &hover)
{
    if (!context.options.showTangents)
        return;
    const EditorSession &session = *context.session;
    const EditorDocument &doc = *session.document();
    const ViewTransform &view = context.view;
    const QRectF area = context.plot.adjusted(-200, -200, 200, 200);
    painter.save();
    painter.setClipRect(context.plot);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const KnotRef &ref : session.selection()->knots()) {
        if (!session.channelFocus()->shows(ref.channel))
            continue;
        const AnimCurve &curve = doc.channel(ref.channel).curve;
        if (ref.knot >= curve.numKeys() || !area.contains(keyPixel(curve, ref.knot, view)))
            continue;
        const QColor colour = session.display(ref.channel).color;
        for (TangentSide side : {TangentSide::In, TangentSide::Out}) {
            const std::optional<QPointF> handle = tangentHandlePixel(curve, ref.knot, side, view);
            if (!handle)
                continue;
            const QPointF anchor = handleAnchorPixel(curve, ref.knot, side, view);
            painter.setPen(QPen(cs::handleLine(), 1.0));
            painter.drawLine(anchor, *handle);
            const bool hovered = hover.kind == HitKind::TangentHandle && hover.channel == ref.channel
                && hover.knot == ref.knot && hover.side == side;
            const double r = cs::kHandleRadius + (hovered ? 1.5 : 0.0);
            if (curve.isWeighted()) {
                painter.setPen(QPen(cs::knotOutline(), 1.0));
                painter.setBrush(colour.lighter(130));
            } else {
                painter.setPen(QPen(colour.lighter(130), 1.5));
                painter.setBrush(cs::plotBackground());
            }
            painter.drawEllipse(*handle, r, r);
        }
    }
    painter.restore();
}

} // namespace knotline::knots
