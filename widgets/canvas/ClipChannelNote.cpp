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

void paintClipChannelNote(QPainter &painter, const QRectF &plot, const EditorDocument &document,
                          std::optional<ChannelId> channel)
{
    const QString note = clipChannelNote(document, channel);
    if (note.isEmpty())
        return;
    painter.save();
    painter.setPen(canvas_style::dimText());
    painter.drawText(plot.adjusted(8, 6, -8, 0), Qt::AlignTop | Qt::AlignLeft, note);
    painter.restore();
}

} // namespace knotline
