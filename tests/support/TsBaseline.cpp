#include "tests/support/TsBaseline.h"

#include <QFile>
#include <QRegularExpression>
#include <cmath>

namespace knotline::test {

namespace {

bool toNumber(const QString &text, double *out)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (ok)
        *out = v;
    return ok;
}

std::optional<ExtrapolationMode> extrapolationModeFromDump(const QString &name)
{
    if (name == QLatin1String("Held"))
        return ExtrapolationMode::Held;
    if (name == QLatin1String("Linear"))
        return ExtrapolationMode::Linear;
    if (name == QLatin1String("Sloped"))
        return ExtrapolationMode::Sloped;
    if (name == QLatin1String("LoopRepeat"))
        return ExtrapolationMode::LoopRepeat;
    if (name == QLatin1String("LoopReset"))
        return ExtrapolationMode::LoopReset;
    if (name == QLatin1String("LoopOscillate"))
        return ExtrapolationMode::LoopOscillate;
    if (name == QLatin1String("ValueBlock") || name == QLatin1String("None"))
        return ExtrapolationMode::ValueBlock;
    return std::nullopt;
}

std::optional<Interpolation> interpolationFromDump(const QString &name)
{
    if (name == QLatin1String("Held"))
        return Interpolation::Held;
    if (name == QLatin1String("Linear"))
        return Interpolation::Linear;
    if (name == QLatin1String("Curve"))
        return Interpolation::Curve;
    if (name == QLatin1String("ValueBlock"))
        return Interpolation::ValueBlock;
    return std::nullopt;
}

// "Sloped 0.57" / "LoopRepeat" → Extrapolation.
bool parseExtrapolation(const QString &text, Extrapolation *out)
{
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return false;
    const std::optional<ExtrapolationMode> mode = extrapolationModeFromDump(parts.front());
    if (!mode)
        return false;
    out->mode = *mode;
    if (parts.size() >= 2 && !toNumber(parts.at(1), &out->slope))
        return false;
    return true;
}

// "start 137, end 155, numPreLoops 1, numPostLoops 1, valueOffset 20.2"
bool parseLoop(const QString &text, LoopParams *out)
{
    int found = 0;
    for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = item.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (kv.size() != 2)
            return false;
        double v = 0.0;
        if (!toNumber(kv.at(1), &v))
            return false;
        const QString &key = kv.at(0);
        if (key == QLatin1String("start"))
            out->protoStart = v;
        else if (key == QLatin1String("end"))
            out->protoEnd = v;
        else if (key == QLatin1String("numPreLoops"))
            out->numPreLoops = int(v);
        else if (key == QLatin1String("numPostLoops"))
            out->numPostLoops = int(v);
        else if (key == QLatin1String("valueOffset"))
            out->valueOffset = v;
        else
            return false;
        ++found;
    }
    return found == 5;
}

// Knot fields: "time 1", "pre-tan width 0.5", "next interp Curve", ...
bool applyKnotField(const QString &field, Knot *k)
{
    static const QRegularExpression re(QStringLiteral("^(value type|time|value|preValue|next interp|"
                                                      "pre-tan width|pre-tan slope|post-tan width|"
                                                      "post-tan slope|pre-tan algorithm|"
                                                      "post-tan algorithm) (.+)$"));
    const QRegularExpressionMatch m = re.match(field);
    if (!m.hasMatch())
        return false;
    const QString key = m.captured(1);
    const QString val = m.captured(2);
    if (key == QLatin1String("value type"))
        return true;
    if (key == QLatin1String("next interp")) {
        const std::optional<Interpolation> i = interpolationFromDump(val);
        if (i)
            k->nextInterp = *i;
        return i.has_value();
    }
    if (key.endsWith(QLatin1String("algorithm"))) {
        TangentAlgorithm a;
        if (val == QLatin1String("AutoEase"))
            a = TangentAlgorithm::AutoEase;
        else if (val == QLatin1String("None"))
            a = TangentAlgorithm::None;
        else
            return false;
        (key.startsWith(QLatin1String("pre")) ? k->pre : k->post).algorithm = a;
        return true;
    }
    double v = 0.0;
    if (!toNumber(val, &v))
        return false;
    if (key == QLatin1String("time"))
        k->time = v;
    else if (key == QLatin1String("value"))
        k->value = v;
    else if (key == QLatin1String("preValue"))
        k->preValue = v;
    else if (key == QLatin1String("pre-tan width"))
        k->pre.width = v;
    else if (key == QLatin1String("pre-tan slope"))
        k->pre.slope = v;
    else if (key == QLatin1String("post-tan width"))
        k->post.width = v;
    else if (key == QLatin1String("post-tan slope"))
        k->post.slope = v;
    return true;
}

} // namespace

std::optional<TsSplineDump> parseTsSplineDump(const QStringList &lines, qsizetype *pos, QString *error)
{
    qsizetype i = *pos;
    auto fail = [&](const QString &why) {
        *error = QStringLiteral("line %1: %2: '%3'").arg(i + 1).arg(why, i < lines.size() ? lines.at(i) : QString());
        return std::optional<TsSplineDump>();
    };
    if (i >= lines.size() || lines.at(i) != QLatin1String("Spline:"))
        return fail(QStringLiteral("expected 'Spline:'"));
    TsSplineDump dump;
    enum class Block { Spline, Loop, Knot } block = Block::Spline;
    for (++i; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line == QLatin1String("Knot:")) {
            dump.knots.emplace_back();
            block = Block::Knot;
            continue;
        }
        if (line == QLatin1String("Loop:")) {
            dump.loop = LoopParams{};
            block = Block::Loop;
            continue;
        }
        if (!line.startsWith(QLatin1String("  ")))
            break; // end of the dump
        const QString field = line.trimmed();
        if (block == Block::Knot) {
            if (!applyKnotField(field, &dump.knots.back()))
                return fail(QStringLiteral("unknown knot field"));
        } else if (block == Block::Loop) {
            if (!parseLoop(field, &*dump.loop))
                return fail(QStringLiteral("bad loop parameters"));
        } else if (field.startsWith(QLatin1String("value type "))) {
            dump.valueType = field.mid(11);
        } else if (field.startsWith(QLatin1String("time valued "))) {
            dump.timeValued = field.mid(12) == QLatin1String("1");
        } else if (field.startsWith(QLatin1String("curve type "))) {
            const QString t = field.mid(11);
            if (t != QLatin1String("Bezier") && t != QLatin1String("Hermite"))
                return fail(QStringLiteral("unknown curve type"));
            dump.curveType = t == QLatin1String("Hermite") ? CurveType::Hermite : CurveType::Bezier;
        } else if (field.startsWith(QLatin1String("pre extrap "))) {
            if (!parseExtrapolation(field.mid(11), &dump.pre))
                return fail(QStringLiteral("bad pre-extrapolation"));
        } else if (field.startsWith(QLatin1String("post extrap "))) {
            if (!parseExtrapolation(field.mid(12), &dump.post))
                return fail(QStringLiteral("bad post-extrapolation"));
        } else {
            return fail(QStringLiteral("unknown spline field"));
        }
    }
    *pos = i;
    return dump;
}

std::optional<Spline> splineFromDump(const TsSplineDump &dump, QString *error)
{
    Spline spline;
    spline.setAntiRegressionMode(AntiRegressionMode::None);
    auto fail = [&](const Status &st) {
        *error = QString::fromStdString(st.message());
        return std::optional<Spline>();
    };
    const ValueType vt = dump.valueType == QLatin1String("float") ? ValueType::Float
        : dump.valueType == QLatin1String("half")                 ? ValueType::Half
                                                                  : ValueType::Double;
    if (Status st = spline.setValueType(vt); !st)
        return fail(st);
    spline.setTimeValued(dump.timeValued);
    if (Status st = spline.setCurveType(dump.curveType); !st)
        return fail(st);
    if (Status st = spline.setPreExtrapolation(dump.pre); !st)
        return fail(st);
    if (Status st = spline.setPostExtrapolation(dump.post); !st)
        return fail(st);
    if (dump.loop) {
        if (Status st = spline.setInnerLoopParams(*dump.loop); !st)
            return fail(st);
    }
    if (Status st = spline.setKnots(dump.knots); !st)
        return fail(st);
    return spline;
}

std::optional<TsTestBaseline> readTsTestBaseline(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot open %1").arg(path);
        return std::nullopt;
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    TsTestBaseline out;
    qsizetype i = 0;
    // Optional result block, then "-----".
    while (i < lines.size() && lines.at(i) != QLatin1String("-----") && lines.at(i) != QLatin1String("Spline:"))
        out.resultBlock << lines.at(i++);
    if (i < lines.size() && lines.at(i) == QLatin1String("-----"))
        ++i;
    QString dumpError;
    const std::optional<TsSplineDump> dump = parseTsSplineDump(lines, &i, &dumpError);
    if (!dump) {
        *error = path + QLatin1String(": ") + dumpError;
        return std::nullopt;
    }
    out.spline = *dump;
    if (i >= lines.size() || lines.at(i) != QLatin1String("-----")) {
        *error = QStringLiteral("%1: line %2: expected '-----' after the spline").arg(path).arg(i + 1);
        return std::nullopt;
    }
    for (++i; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        double t = 0.0;
        double v = 0.0;
        if (parts.size() != 2 || !toNumber(parts.at(0), &t) || !toNumber(parts.at(1), &v)) {
            *error = QStringLiteral("%1: line %2: bad sample '%3'").arg(path).arg(i + 1).arg(line);
            return std::nullopt;
        }
        out.samples.emplace_back(t, v);
    }
    return out;
}

double exactTsTestSampleTime(double printed, double firstKnotTime, double lastKnotTime)
{
    const double span = lastKnotTime - firstKnotTime;
    if (!(span > 0.0))
        return printed;
    constexpr double kPrintSlack = 5.1e-7; // half a unit of the 6th decimal, plus rounding
    const double candidates[] = {firstKnotTime - 0.2 * span, lastKnotTime + 0.2 * span, lastKnotTime};
    for (double c : candidates)
        if (std::abs(c - printed) <= kPrintSlack)
            return c;
    const double step = span / 201.0;
    const double i = std::round((printed - firstKnotTime) / step);
    const double exact = firstKnotTime + i * step;
    if (i >= 0.0 && i <= 201.0 && std::abs(exact - printed) <= kPrintSlack)
        return exact;
    return printed;
}

} // namespace knotline::test
