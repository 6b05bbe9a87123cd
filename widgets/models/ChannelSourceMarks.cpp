#include "widgets/models/ChannelSourceMarks.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>
#include <QStringList>

namespace knotline {

namespace {

/// "the spline in the root layer", "time samples in sublayer 2".
QString opinionText(const ValueOpinion &o)
{
    QString what;
    switch (o.kind) {
    case ValueSourceKind::TimeSamples:
        what = QCoreApplication::translate("ChannelSourceMarks", "the time samples");
        break;
    case ValueSourceKind::Default:
        what = QCoreApplication::translate("ChannelSourceMarks", "the default value");
        break;
    case ValueSourceKind::Spline:
    case ValueSourceKind::ClipSet: // a clip set is never shadowed by a channel's opinion
    case ValueSourceKind::None:
        what = QCoreApplication::translate("ChannelSourceMarks", "the spline");
        break;
    }
    return o.layerIndex == 0 ? QCoreApplication::translate("ChannelSourceMarks", "%1 in the root layer").arg(what)
                             : QCoreApplication::translate("ChannelSourceMarks", "%1 in sublayer %2").arg(what).arg(o.layerIndex);
}

/// A 16×16 icon drawn in code (no resource needed) by `paint`.
template <class Paint>
QIcon drawnIcon(Paint &&paint)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    paint(p);
    p.end();
    return QIcon(pm);
}

/// A small padlock, for read-only channels.
QIcon padlockIcon()
{
    static const QIcon icon = drawnIcon([](QPainter &p) {
        p.setPen(QPen(QColor(150, 150, 150), 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawArc(QRectF(4.5, 1.5, 7, 8), 0, 180 * 16);
        p.drawLine(QPointF(4.5, 5.5), QPointF(4.5, 7.5));
        p.drawLine(QPointF(11.5, 5.5), QPointF(11.5, 7.5));
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(150, 150, 150));
        p.drawRoundedRect(QRectF(2.5, 7, 11, 8), 1.5, 1.5);
    });
    return icon;
}

/// Four sample points joined by straight lines: time samples.
QIcon samplesIcon()
{
    static const QIcon icon = drawnIcon([](QPainter &p) {
        const QPointF points[] = {{2.5, 12.5}, {6, 6}, {10, 9}, {13.5, 3.5}};
        p.setPen(QPen(QColor(150, 150, 150), 1.2));
        p.drawPolyline(points, 4);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(150, 150, 150));
        for (const QPointF &pt : points)
            p.drawRect(QRectF(pt.x() - 1.8, pt.y() - 1.8, 3.6, 3.6));
    });
    return icon;
}

/// A strip of film (three frames between sprocket rows): value clips.
QIcon clipSetIcon()
{
    static const QIcon icon = drawnIcon([](QPainter &p) {
        const QColor c(0xe0, 0xa4, 0x3a);
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawRoundedRect(QRectF(1.5, 3, 13, 10), 1.5, 1.5);
        p.setBrush(QColor(0x2a, 0x2b, 0x2f));
        for (int i = 0; i < 3; ++i) {
            p.drawRect(QRectF(2.8 + i * 4.2, 5.6, 2.6, 4.8));
            p.drawRect(QRectF(3.2 + i * 4.2, 3.7, 1.2, 1.0));
            p.drawRect(QRectF(3.2 + i * 4.2, 11.3, 1.2, 1.0));
        }
    });
    return icon;
}

} // namespace

QString channelSourceNote(const Channel &channel)
{
    QStringList lines;
    if (channel.source == ChannelSource::ClipChannel) {
        lines << QCoreApplication::translate("ChannelSourceMarks",
                                             "Clip channel in clip time: %n placement(s) play this clip; editing the curve changes all of them",
                                             nullptr, int(channel.clipPlacements));
        if (channel.readOnly)
            lines << QCoreApplication::translate("ChannelSourceMarks", "Strings or booleans: read-only, shown as held keys");
        return lines.join(QLatin1Char('\n'));
    }
    switch (channel.valueSource) {
    case ValueSourceKind::TimeSamples:
        lines << QCoreApplication::translate("ChannelSourceMarks", "Time samples: read-only (Curve ▸ Convert Time Samples to Spline makes them an editable spline)");
        break;
    case ValueSourceKind::ClipSet:
        lines << QCoreApplication::translate("ChannelSourceMarks", "Value clips: driven by clip set '%1' of %2, read-only (the curve shows the values resolved from its clips)")
                     .arg(QString::fromStdString(channel.clipSetName), QString::fromStdString(channel.clipSetPrimPath));
        break;
    case ValueSourceKind::Spline:
    case ValueSourceKind::Default:
    case ValueSourceKind::None:
        if (channel.readOnly)
            lines << QCoreApplication::translate("ChannelSourceMarks", "From sublayer: read-only");
        break;
    }
    QStringList shadowed;
    for (const ValueOpinion &o : channel.shadowed)
        shadowed << opinionText(o);
    if (!shadowed.isEmpty())
        lines << QCoreApplication::translate("ChannelSourceMarks", "Not in effect (shadowed): %1").arg(shadowed.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

QIcon channelSourceIcon(const Channel &channel)
{
    if (channel.valueSource == ValueSourceKind::TimeSamples)
        return samplesIcon();
    if (channel.valueSource == ValueSourceKind::ClipSet)
        return clipSetIcon();
    return channel.readOnly ? padlockIcon() : QIcon();
}

} // namespace knotline
