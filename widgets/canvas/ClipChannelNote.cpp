#include "widgets/canvas/ClipChannelNote.h"

#include "widgets/canvas/CanvasStyle.h"

#include <QCoreApplication>
#include <QPainter>
#include <QRectF>

namespace knotline {

QString clipChannelNote(const EditorDocument &document, std::optional<ChannelId> channel)
{
    const Channel *c = document.findChannel(channel);
    if (!c || c->source != ChannelSource::ClipChannel)
        return {};
    const QString path = QString::fromStdString(c->path);
    const QString clip = path.left(path.indexOf(QLatin1Char(':')));
    return QCoreApplication::translate("ClipChannelNote", "%1 — clip time; %n placement(s) play this clip: edits change all of them",
                                       nullptr, int(c->clipPlacements))
        .arg(clip);
}

QString placementNote(const EditorDocument &document, const std::optional<PlacementClipTime> &placement,
                      bool timelineTime)
{
    if (!placement || !document.timeline())
        return {};
    const QString where = placement->describe(*document.timeline());
    return timelineTime
               ? QCoreApplication::translate("ClipChannelNote", "Timeline time through %1: read-only").arg(where)
               : QCoreApplication::translate("ClipChannelNote", "Time line mapped through %1").arg(where);
}

void paintClipChannelNote(QPainter &painter, const QRectF &plot, const EditorDocument &document,
                          std::optional<ChannelId> channel, const std::optional<PlacementClipTime> &placement,
                          bool timelineTime)
{
    QString note = clipChannelNote(document, channel);
    const QString second = placementNote(document, placement, timelineTime);
    if (!second.isEmpty())
        note = note.isEmpty() ? second : note + QLatin1Char('\n') + second;
    if (note.isEmpty())
        return;
    painter.save();
    painter.setPen(canvas_style::dimText());
    painter.drawText(plot.adjusted(8, 6, -8, 0), Qt::AlignTop | Qt::AlignLeft, note);
    painter.restore();
}

} // namespace knotline
