#include "widgets/canvas/GhostKeys.h"

#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QPolygonF>

#include <cmath>
#include <limits>

namespace knotline::ghosts {

namespace cs = canvas_style;

namespace {

/// Translation context of the ghost-key texts.
struct GhostKeys {
    Q_DECLARE_TR_FUNCTIONS(GhostKeys)
};

QPolygonF diamond(const QPointF &c, double size)
{
    const double h = size / 2.0 + 0.5;
    return QPolygonF({QPointF(c.x(), c.y() - h), QPointF(c.x() + h, c.y()), QPointF(c.x(), c.y() + h),
                      QPointF(c.x() - h, c.y())});
}

bool isHovered(const CanvasHit &hover, ChannelId channel, const KnotEcho &e)
{
    return hover.kind == HitKind::GhostKey && hover.channel == channel && hover.knot == e.knot
        && hover.echoTime == e.time;
}

} // namespace

std::vector<KnotEcho> shownEchoes(const CanvasContext &context, ChannelId channel)
{
    const EditorDocument &doc = *context.session->document();
    if (!doc.contains(channel))
        return {};
    const Spline &spline = doc.channel(channel).curve.spline();
    const double margin = cs::kKnotSize / context.view.pixelsPerTime();
    const double t0 = context.visibleTimeMin() - margin;
    const double t1 = context.visibleTimeMax() + margin;
    std::vector<KnotEcho> echoes = knotEchoes(spline, t0, t1, kMaxGhostKeys + 1);
    if (!context.options.showExtrapolation)
        std::erase_if(echoes, [](const KnotEcho &e) { return e.kind != EchoKind::InnerLoop; });
    if (echoes.size() > kMaxGhostKeys || double(echoes.size()) > context.plot.width() / cs::kMinPixelsPerDrawnKnot)
        return {};
    return echoes;
}

std::optional<KnotEcho> shownEchoAt(const CanvasContext &context, ChannelId channel, double echoTime)
{
    const double tolerance = 1.0 / context.view.pixelsPerTime();
    std::optional<KnotEcho> best;
    for (const KnotEcho &e : shownEchoes(context, channel))
        if (std::abs(e.time - echoTime) <= tolerance && (!best || std::abs(e.time - echoTime) < std::abs(best->time - echoTime)))
            best = e;
    return best;
}

QPointF echoPixel(const CanvasContext &context, const KnotEcho &echo)
{
    return context.view.toPixels(echo.time, echo.value);
}

void paintGhostKeys(QPainter &painter, const CanvasContext &context, ChannelId channel, const CanvasHit &hover)
{
    const std::vector<KnotEcho> echoes = shownEchoes(context, channel);
    if (echoes.empty())
        return;
    const KnotSelection &selection = *context.session->selection();
    QColor colour = emphasis::colourOf(context, channel);
    colour.setAlphaF(float(cs::kEchoAlpha * colour.alphaF()));
    QColor selected = cs::selectedKnot();
    selected.setAlphaF(float(cs::kEchoAlpha));
    painter.save();
    painter.setClipRect(context.plot.adjusted(-cs::kKnotSize, -cs::kKnotSize, cs::kKnotSize, cs::kKnotSize));
    painter.setRenderHint(QPainter::Antialiasing, true);
    // A dark fill keeps the curve line from running through the hollow marker.
    painter.setBrush(cs::plotBackground());
    for (const KnotEcho &e : echoes) {
        const bool hovered = isHovered(hover, channel, e);
        const bool ofSelected = selection.contains(KnotRef{channel, e.knot});
        painter.setPen(QPen(ofSelected ? selected : colour, hovered ? 2.0 : 1.25));
        painter.drawPolygon(diamond(echoPixel(context, e), cs::kBreakdownSize + (hovered ? 2.0 : 0.0)));
    }
    painter.restore();
}

std::optional<CanvasHit> hitGhostKey(const CanvasContext &context, const QPointF &pos)
{
    const EditorSession &session = *context.session;
    const EditorDocument &doc = *session.document();
    std::optional<CanvasHit> best;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (ChannelId ch : doc.channelIds()) {
        if (!session.channelFocus()->shows(ch) || session.display(ch).locked)
            continue;
        for (const KnotEcho &e : shownEchoes(context, ch)) {
            const QPointF p = echoPixel(context, e);
            const double d = std::hypot(p.x() - pos.x(), p.y() - pos.y());
            if (d <= cs::kKnotHitRadius && d <= bestDistance) { // later channels are drawn on top
                CanvasHit hit{HitKind::GhostKey, ch, e.knot};
                hit.echoTime = e.time;
                best = hit;
                bestDistance = d;
            }
        }
    }
    return best;
}

QString describe(const CanvasContext &context, const CanvasHit &hit)
{
    const EditorDocument &doc = *context.session->document();
    if (!doc.contains(hit.channel))
        return {};
    const QLocale locale;
    const QString path = QString::fromStdString(doc.channel(hit.channel).path);
    const std::optional<KnotEcho> e = shownEchoAt(context, hit.channel, hit.echoTime);
    if (!e)
        return {};
    const QString where = locale.toString(e->time, 'g', 6);
    const QString number = QString::number(e->knot + 1); // keys are numbered from 1, as the key table shows them
    switch (e->kind) {
    case EchoKind::InnerLoop:
        return GhostKeys::tr("%1: copy of key %2 in inner-loop iteration %3 at frame %4 (drag to edit the key)")
            .arg(path, number)
            .arg(e->iteration)
            .arg(where);
    case EchoKind::PreExtrapolation:
        return GhostKeys::tr("%1: copy of key %2 in loop %3 before the keys, at frame %4 (drag to edit the key)")
            .arg(path, number)
            .arg(e->iteration)
            .arg(where);
    case EchoKind::PostExtrapolation:
        break;
    }
    return GhostKeys::tr("%1: copy of key %2 in loop %3 after the keys, at frame %4 (drag to edit the key)")
        .arg(path, number)
        .arg(e->iteration)
        .arg(where);
}

} // namespace knotline::ghosts
