#include "widgets/canvas/CurveNameTag.h"

#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/session/EditorSession.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace knotline::nametag {

namespace {
constexpr double kPadX = 6.0;
constexpr double kPadY = 3.0;
constexpr double kOffset = 14.0; ///< from the pointer, so the tag does not hide the curve there
} // namespace

QRectF tagRect(const QFontMetricsF &metrics, const QString &text, const QPointF &pointer, const QRectF &plot)
{
    const QSizeF size(metrics.horizontalAdvance(text) + 2 * kPadX, metrics.height() + 2 * kPadY);
    QRectF r(QPointF(pointer.x() + kOffset, pointer.y() - kOffset - size.height()), size);
    if (r.right() > plot.right())
        r.moveRight(pointer.x() - kOffset);
    if (r.top() < plot.top())
        r.moveTop(pointer.y() + kOffset);
    if (r.left() < plot.left())
        r.moveLeft(plot.left());
    return r;
}

void paint(QPainter &painter, const CanvasContext &context, ChannelId channel, const QPointF &pointer)
{
    const QString text = QString::fromStdString(context.session->document()->channel(channel).path);
    const QFontMetricsF metrics(painter.font());
    const QRectF r = tagRect(metrics, text, pointer, context.plot);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QColor back = canvas_style::outsideBackground();
    back.setAlpha(0xe0);
    const QColor colour = context.session->display(channel).color;
    painter.setPen(QPen(colour, 1.0));
    painter.setBrush(back);
    painter.drawRoundedRect(r, 3.0, 3.0);
    painter.setPen(colour.lighter(125));
    painter.drawText(r, Qt::AlignCenter, text);
    painter.restore();
}

QRectF legendRect(const QFontMetricsF &metrics, double widest, std::size_t count, const QRectF &plot,
                  const std::vector<QPointF> &keys)
{
    constexpr double kSwatch = 18.0;
    constexpr double kInset = 8.0;
    const double w = widest + kSwatch + 3 * kPadX;
    const double h = double(count) * metrics.height() + 2 * kPadY;
    const double left = plot.left() + kInset;
    const double right = plot.right() - kInset - w;
    const double top = plot.top() + kInset;
    const double bottom = plot.bottom() - kInset - h;
    const QRectF corners[] = {QRectF(left, top, w, h), QRectF(right, top, w, h), QRectF(left, bottom, w, h),
                              QRectF(right, bottom, w, h)};
    const double grow = canvas_style::kKnotSize;
    QRectF best = corners[0];
    std::size_t fewest = keys.size() + 1;
    for (const QRectF &corner : corners) {
        const QRectF hit = corner.adjusted(-grow, -grow, grow, grow);
        const auto covered = std::size_t(std::count_if(keys.begin(), keys.end(),
                                                       [&](const QPointF &p) { return hit.contains(p); }));
        if (covered < fewest) {
            fewest = covered;
            best = corner;
        }
    }
    return best;
}

std::vector<QPointF> legendKeyPixels(const CanvasContext &context, const std::vector<ChannelId> &channels)
{
    std::vector<QPointF> pixels;
    for (ChannelId ch : channels) {
        const AnimCurve &curve = context.session->document()->channel(ch).curve;
        const auto [first, last] = knotRange(curve, context.visibleTimeMin(), context.visibleTimeMax());
        for (std::size_t k = first; k < last; ++k) {
            const QPointF p = keyPixel(curve, k, context.view);
            if (context.plot.contains(p))
                pixels.push_back(p);
        }
    }
    return pixels;
}

QRectF paintLegend(QPainter &painter, const CanvasContext &context, const std::vector<ChannelId> &channels)
{
    if (channels.empty() || channels.size() > kLegendMax)
        return {};
    const EditorSession &session = *context.session;
    std::vector<ChannelId> order = channels;
    if (const std::optional<ChannelId> current = session.currentChannel()) {
        const auto it = std::find(order.begin(), order.end(), *current);
        if (it != order.end())
            std::rotate(order.begin(), it, it + 1);
    }
    QFont bold = painter.font();
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    double widest = 0.0;
    std::vector<QString> names;
    for (ChannelId ch : order) {
        names.push_back(QString::fromStdString(session.document()->channel(ch).path));
        widest = std::max(widest, metrics.horizontalAdvance(names.back()));
    }
    const QRectF r = legendRect(metrics, widest, order.size(), context.plot, legendKeyPixels(context, order));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QColor back = canvas_style::outsideBackground();
    back.setAlpha(0xc0);
    painter.setPen(Qt::NoPen);
    painter.setBrush(back);
    painter.drawRoundedRect(r, 3.0, 3.0);
    const QFont normal = painter.font();
    for (std::size_t i = 0; i < order.size(); ++i) {
        const bool current = session.currentChannel() == order[i];
        const double y = r.top() + kPadY + (double(i) + 0.5) * metrics.height();
        const QColor colour = emphasis::colourOf(context, order[i]);
        painter.setPen(QPen(colour, current ? 3.0 : 2.0, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(r.left() + kPadX, y), QPointF(r.left() + kPadX + 14.0, y));
        painter.setFont(current ? bold : normal);
        painter.setPen(current ? canvas_style::selectedKnot() : canvas_style::labelText());
        painter.drawText(QRectF(r.left() + 2 * kPadX + 18.0, y - metrics.height() / 2, widest + kPadX, metrics.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, names[i]);
    }
    painter.restore();
    return r;
}

} // namespace knotline::nametag
