#include "app/actions/TangentTypeIcon.h"

#include <QFont>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <vector>

namespace knotline {

namespace {

constexpr int kWidth = 24, kHeight = 18, kScale = 2;

/// What a pictogram is made of, in the 24 × 18 box (y down).
struct Pictogram {
    QPainterPath curve;            ///< the curve, drawn solid
    QPainterPath faint;            ///< a second curve drawn faint behind it (Auto Mix)
    std::vector<QPointF> keys;     ///< key dots
    std::vector<QLineF> handles;   ///< tangent handles, thin, with round ends
    bool pinnedHandles = false;    ///< square handle ends (Fixed)
    char badge = 0;                ///< a letter in the top-left corner (the Auto kinds)
};

QPainterPath polyline(std::initializer_list<QPointF> points)
{
    QPainterPath path;
    bool first = true;
    for (const QPointF &p : points) {
        if (first)
            path.moveTo(p);
        else
            path.lineTo(p);
        first = false;
    }
    return path;
}

/// A handle of half-length `reach` through `key` along (dx, dy).
QLineF handle(QPointF key, double dx, double dy, double reach)
{
    const QLineF unit = QLineF(QPointF(0, 0), QPointF(dx, dy)).unitVector();
    const QPointF d(unit.dx() * reach, unit.dy() * reach);
    return QLineF(key - d, key + d);
}

/// Auto's smooth rise through (3, 15), (12, 8) and (21, 4), no overshoot.
QPainterPath autoRise()
{
    QPainterPath path;
    path.moveTo(3, 15);
    path.cubicTo(6, 15, 9, 10, 12, 8);
    path.cubicTo(15, 6, 18, 4, 21, 4);
    return path;
}

Pictogram pictogram(MayaTangentType type)
{
    Pictogram p;
    switch (type) {
    case MayaTangentType::Global:
    case MayaTangentType::Auto:
        p.curve = autoRise();
        p.keys = {{3, 15}, {12, 8}, {21, 4}};
        p.handles = {handle({12, 8}, 3, -2, 4.5)};
        p.badge = 'A';
        break;
    case MayaTangentType::Smooth:
        p.curve.moveTo(3, 16);
        p.curve.cubicTo(6, 11, 8, 6, 11, 6);
        p.curve.cubicTo(14, 6, 15, 1.5, 18, 2);
        p.curve.cubicTo(20, 2.3, 20.5, 5, 21, 6);
        p.keys = {{3, 16}, {11, 6}, {21, 6}};
        break;
    case MayaTangentType::Clamped:
        p.curve.moveTo(3, 16);
        p.curve.cubicTo(6, 11, 8, 6, 11, 6);
        p.curve.lineTo(21, 6);
        p.keys = {{3, 16}, {11, 6}, {21, 6}};
        p.handles = {QLineF(8, 6, 14, 6)};
        break;
    case MayaTangentType::Linear:
        p.curve = polyline({{3, 15}, {12, 3}, {21, 12}});
        p.keys = {{3, 15}, {12, 3}, {21, 12}};
        break;
    case MayaTangentType::Flat:
        p.curve.moveTo(3, 14);
        p.curve.cubicTo(7, 14, 8, 4, 12, 4);
        p.curve.cubicTo(16, 4, 17, 14, 21, 14);
        p.keys = {{3, 14}, {12, 4}, {21, 14}};
        p.handles = {QLineF(1, 14, 5.5, 14), QLineF(8.5, 4, 15.5, 4), QLineF(18.5, 14, 23, 14)};
        break;
    case MayaTangentType::Step:
        p.curve = polyline({{3, 15}, {11, 15}, {11, 9}, {19, 9}, {19, 3}, {22, 3}});
        p.keys = {{3, 15}, {11, 9}, {19, 3}};
        break;
    case MayaTangentType::StepNext:
        p.curve = polyline({{3, 15}, {3, 9}, {11, 9}, {11, 3}, {22, 3}});
        p.keys = {{3, 15}, {11, 9}, {19, 3}};
        break;
    case MayaTangentType::Plateau:
        p.curve.moveTo(2, 15);
        p.curve.cubicTo(5, 15, 6, 5, 9, 5);
        p.curve.lineTo(15, 5);
        p.curve.cubicTo(18, 5, 19, 15, 22, 15);
        p.keys = {{2, 15}, {9, 5}, {15, 5}, {22, 15}};
        break;
    case MayaTangentType::Fixed:
        p.curve.moveTo(4, 14);
        p.curve.cubicTo(7, 4, 15, 16, 20, 5);
        p.keys = {{4, 14}, {20, 5}};
        p.handles = {QLineF(4, 14, 7, 5), QLineF(20, 5, 17.5, 11.5)};
        p.pinnedHandles = true;
        break;
    case MayaTangentType::AutoEase:
        p.curve.moveTo(3, 15);
        p.curve.cubicTo(12, 15, 12, 4, 21, 4);
        p.keys = {{3, 15}, {21, 4}};
        p.handles = {QLineF(3, 15, 8, 15), QLineF(16, 4, 21, 4)};
        p.badge = 'E';
        break;
    case MayaTangentType::AutoMix:
        p.curve = autoRise();
        p.faint.moveTo(3, 15);
        p.faint.cubicTo(12, 15, 12, 4, 21, 4);
        p.faint.moveTo(3, 15);
        p.faint.lineTo(21, 4);
        p.keys = {{3, 15}, {12, 8}, {21, 4}};
        p.badge = 'M';
        break;
    }
    return p;
}

} // namespace

QImage tangentTypePictogram(MayaTangentType type, const QColor &colour)
{
    const Pictogram pic = pictogram(type);
    QImage image(kWidth * kScale, kHeight * kScale, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.scale(kScale, kScale);
    p.setBrush(Qt::NoBrush);
    if (!pic.faint.isEmpty()) {
        QColor faint = colour;
        faint.setAlphaF(0.45f);
        p.setPen(QPen(faint, 1.0, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(pic.faint);
    }
    p.setPen(QPen(colour, 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(pic.curve);
    QColor handleColour = colour;
    handleColour.setAlphaF(0.8f);
    for (const QLineF &h : pic.handles) {
        p.setPen(QPen(handleColour, 0.8));
        p.drawLine(h);
        p.setPen(Qt::NoPen);
        p.setBrush(handleColour);
        for (const QPointF &end : {h.p1(), h.p2()}) {
            if (pic.pinnedHandles)
                p.drawRect(QRectF(end - QPointF(1.2, 1.2), QSizeF(2.4, 2.4)));
            else
                p.drawEllipse(end, 0.9, 0.9);
        }
        p.setBrush(Qt::NoBrush);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    for (const QPointF &k : pic.keys)
        p.drawEllipse(k, 1.6, 1.6);
    if (pic.badge) {
        QFont font = p.font();
        font.setPixelSize(7);
        font.setBold(true);
        p.setFont(font);
        p.setPen(colour);
        p.drawText(QRectF(0, 0, 8, 8), Qt::AlignLeft | Qt::AlignTop, QString(QLatin1Char(pic.badge)));
    }
    p.end();
    image.setDevicePixelRatio(kScale);
    return image;
}

QIcon tangentTypeIcon(MayaTangentType type, const QColor &colour)
{
    return QIcon(QPixmap::fromImage(tangentTypePictogram(type, colour)));
}

} // namespace knotline
