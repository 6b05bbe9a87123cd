#pragma once
// Test support for the timeline golden vectors (../shared/golden/timeline/README.md):
// reading a vectors file and comparing an evaluated pose with a sample's state.
//
// A state maps "target:property" to a value. Numbers pass when |got − want| <= 1e-9 ·
// max(1, |got|, |want|); strings and booleans must be equal; the set of keys must be the
// pose's set of keys (an absent key is at rest).

#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/Pose.h"
#include "core/timeline/Timeline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace knotline::test {

/// The JSON document in `path`, or an empty object with `error` set.
inline QJsonObject readJsonFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = path + QStringLiteral(": ") + parse.errorString();
        return {};
    }
    return doc.object();
}

/// The README's one exception to its tolerance (rule 4): "an-large-magnitude-bezier one
/// nanosecond before its segments end (values falling from 1e9 to 0, below one ulp of the
/// span there); compare those three keys within 1e-6". Returns 1e-6 for that sample (every
/// key of it), found from the case's document: a time 1e-9 before the last key of each of its
/// channels; 0 (the README's relative tolerance) for every other sample.
inline double readmeAbsoluteTolerance(const QString &caseName, const QJsonObject &document, double t)
{
    if (caseName != QLatin1String("an-large-magnitude-bezier"))
        return 0.0;
    const QJsonObject animations = document.value(QStringLiteral("animations")).toObject();
    bool any = false;
    for (auto a = animations.begin(); a != animations.end(); ++a) {
        for (const QJsonValue &channel : a.value().toObject().value(QStringLiteral("channels")).toArray()) {
            const QJsonArray keys = channel.toObject().value(QStringLiteral("keyframes")).toArray();
            if (keys.isEmpty())
                return 0.0;
            const double segmentEnd = keys.last().toObject().value(QStringLiteral("time")).toDouble();
            if (!(std::abs(segmentEnd - 1e-9 - t) <= 1e-15))
                return 0.0;
            any = true;
        }
    }
    return any ? 1e-6 : 0.0;
}

inline QString stateKey(const ChannelKey &key) { return key.target + QLatin1Char(':') + key.property; }

/// Empty when `pose` matches `state` (numbers within `absTolerance` when it is > 0, else
/// the README's 1e-9 · max(1, |got|, |want|)), else every difference, separated by "; ".
inline QString poseMismatch(const Pose &pose, const QJsonObject &state, double absTolerance = 0.0)
{
    auto text = [](double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); };
    QSet<QString> seen;
    QStringList out;
    for (const PoseEntry &e : pose.entries()) {
        const QString key = stateKey(e.key());
        seen.insert(key);
        const QJsonValue want = state.value(key);
        if (want.isUndefined()) {
            out << QStringLiteral("%1 is in the pose but should be absent").arg(key);
        } else if (const double *got = std::get_if<double>(&e.value)) {
            const double w = want.toDouble();
            const double tolerance =
                absTolerance > 0.0 ? absTolerance : 1e-9 * std::max({1.0, std::abs(*got), std::abs(w)});
            if (!want.isDouble())
                out << QStringLiteral("%1: got the number %2").arg(key, text(*got));
            else if (!(std::abs(*got - w) <= tolerance))
                out << QStringLiteral("%1: got %2, want %3").arg(key, text(*got), text(w));
        } else if (const QString *str = std::get_if<QString>(&e.value)) {
            if (!want.isString() || want.toString() != *str)
                out << QStringLiteral("%1: got '%2'").arg(key, *str);
        } else {
            const bool b = std::get<bool>(e.value);
            if (!want.isBool() || want.toBool() != b)
                out << QStringLiteral("%1: got %2").arg(key, b ? QStringLiteral("true") : QStringLiteral("false"));
        }
    }
    for (auto it = state.begin(); it != state.end(); ++it)
        if (!seen.contains(it.key()))
            out << QStringLiteral("%1 is absent from the pose").arg(it.key());
    return out.join(QStringLiteral("; "));
}

/// One golden sample of case `caseName` (document `document`) at time `t`: compares the
/// pose of `timeline` at t with `state` (the README's tolerance, readmeAbsoluteTolerance
/// where the README gives another; a sample with one adds 1 to *widened), and the pose of
/// `exported` (the same document written and read back) with that pose, bit for bit.
/// Empty when both agree, else what differs, naming case and time.
inline QString sampleMismatch(const QString &caseName, const QJsonObject &document, double t, const QJsonObject &state,
                              const Timeline &timeline, const Timeline &exported, int *widened)
{
    const double absTolerance = readmeAbsoluteTolerance(caseName, document, t);
    if (absTolerance > 0.0)
        ++*widened;
    const QString where = QStringLiteral("%1 at t=%2: ").arg(caseName).arg(t, 0, 'g', 17);
    const Pose pose = evaluateTimeline(timeline, t);
    if (const QString mismatch = poseMismatch(pose, state, absTolerance); !mismatch.isEmpty())
        return where + mismatch;
    if (!identicalPoses(evaluateTimeline(exported, t), pose))
        return where + QStringLiteral("the exported document evaluates differently");
    return {};
}

} // namespace knotline::test
