#include "widgets/canvas/CurveNameTag.h"

#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/session/EditorSession.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

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

} // namespace knotline::nametag
