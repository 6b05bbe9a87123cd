#pragma once
// A pose as one line of text, for readable test comparisons:
// "a:x=5 A0.0@1; a:y='on' H1.2@0.5" (key=value, Active/Held, track.clip, written at).
// Numbers print as the shortest text that reads back, so equal text means equal values.

#include "core/timeline/Pose.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace knotline::test {

/// The shortest text that reads back as `v`.
inline QString numberText(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

inline QString poseValueText(const PoseValue &v)
{
    if (const double *d = std::get_if<double>(&v))
        return numberText(*d);
    if (const QString *s = std::get_if<QString>(&v))
        return QLatin1Char('\'') + *s + QLatin1Char('\'');
    return std::get<bool>(v) ? QStringLiteral("true") : QStringLiteral("false");
}

inline QString poseText(const Pose &pose)
{
    QStringList parts;
    for (const PoseEntry &e : pose.entries()) {
        parts << QStringLiteral("%1:%2=%3 %4%5.%6@%7")
                     .arg(e.key().target, e.key().property, poseValueText(e.value),
                          e.source.state == PoseState::Active ? QStringLiteral("A") : QStringLiteral("H"))
                     .arg(e.source.placement.track)
                     .arg(e.source.placement.clip)
                     .arg(numberText(e.source.writtenAt));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace knotline::test
