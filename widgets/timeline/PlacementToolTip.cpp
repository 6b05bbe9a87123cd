#include "widgets/timeline/PlacementToolTip.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace knotline {

QString placementToolTip(const Timeline &timeline, PlacementIndex index)
{
    const PlacedClip &p = timeline.placedClip(index);
    const QLocale locale;
    auto num = [&](double v) { return locale.toString(v, 'g', 4); };
    QStringList lines;
    lines << (p.clip->label().isEmpty() ? QCoreApplication::translate("PlacementToolTip", "(unnamed clip)") : p.clip->label());
    QString mode;
    switch (p.clip->loopMode()) {
    case LoopMode::Once:
        mode = QCoreApplication::translate("PlacementToolTip", "plays once");
        break;
    case LoopMode::Loop:
        mode = QCoreApplication::translate("PlacementToolTip", "loops");
        break;
    case LoopMode::PingPong:
        mode = QCoreApplication::translate("PlacementToolTip", "ping-pong");
        break;
    }
    lines << QCoreApplication::translate("PlacementToolTip", "%1 s – %2 s on the timeline, speed %3, %4").arg(num(p.activeStart()), num(p.end()), num(p.speed), mode);
    if (p.trimIn > 0.0)
        lines << QCoreApplication::translate("PlacementToolTip", "trimmed: its first %1 s are hidden (clip time 0 at %2 s)")
                     .arg(num(p.trimIn), num(p.start));
    if (!p.enabled)
        lines << QCoreApplication::translate("PlacementToolTip", "disabled: it plays nothing");
    const int shared = int(timeline.playCount(p.clip.get()));
    lines << QCoreApplication::translate("PlacementToolTip",
                                       "%n placement(s) play this clip: editing its channels changes all of them",
                                       nullptr, shared);
    return lines.join(QLatin1Char('\n'));
}

} // namespace knotline
