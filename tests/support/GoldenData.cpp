#include "tests/support/GoldenData.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <cmath>

namespace knotline::test {

QString sharedRoot()
{
    const QByteArray env = qgetenv("KNOTLINE_SHARED_DIR");
    if (!env.isEmpty())
        return QString::fromLocal8Bit(env);
    return QDir::cleanPath(QStringLiteral(KNOTLINE_SOURCE_DIR) + QStringLiteral("/../shared"));
}

QString realData(const char *name)
{
    return sharedRoot() + QStringLiteral("/realdata/") + QLatin1String(name);
}

QString goldenRoot()
{
    const QByteArray env = qgetenv("KNOTLINE_GOLDEN_DIR");
    if (!env.isEmpty())
        return QString::fromLocal8Bit(env);
    return sharedRoot() + QStringLiteral("/golden");
}

QString missingSharedPaths(const QStringList &paths)
{
    QStringList missing;
    for (const QString &p : paths) {
        const QString full = p.startsWith(QLatin1String("golden/")) ? goldenRoot() + p.mid(6)
                                                                    : sharedRoot() + QLatin1Char('/') + p;
        if (!QFileInfo::exists(full))
            missing << full;
    }
    if (missing.isEmpty())
        return {};
    return QStringLiteral("missing shared file(s): %1 (../shared must sit beside the project; "
                          "KNOTLINE_SHARED_DIR or KNOTLINE_GOLDEN_DIR name another place)")
        .arg(missing.join(QLatin1String(", ")));
}

QStringList goldenFiles(const QString &subdir, const QString &pattern)
{
    QDir dir(goldenRoot() + QLatin1Char('/') + subdir);
    QStringList out;
    for (const QString &name : dir.entryList({pattern}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

std::vector<QJsonObject> readJsonLines(const QStringList &files, QString *error)
{
    std::vector<QJsonObject> out;
    for (const QString &path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot open %1").arg(path);
            return out;
        }
        int line = 0;
        while (!f.atEnd()) {
            const QByteArray bytes = f.readLine();
            ++line;
            if (bytes.trimmed().isEmpty())
                continue;
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
            if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
                *error = QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(pe.errorString());
                return out;
            }
            out.push_back(doc.object());
        }
    }
    return out;
}

Interpolation interpolationFromJson(const QString &name)
{
    if (name == QLatin1String("linear"))
        return Interpolation::Linear;
    if (name == QLatin1String("curve"))
        return Interpolation::Curve;
    if (name == QLatin1String("valueBlock"))
        return Interpolation::ValueBlock;
    return Interpolation::Held;
}

ExtrapolationMode extrapolationModeFromJson(const QString &name)
{
    if (name == QLatin1String("valueBlock"))
        return ExtrapolationMode::ValueBlock;
    if (name == QLatin1String("linear"))
        return ExtrapolationMode::Linear;
    if (name == QLatin1String("sloped"))
        return ExtrapolationMode::Sloped;
    if (name == QLatin1String("loopRepeat"))
        return ExtrapolationMode::LoopRepeat;
    if (name == QLatin1String("loopReset"))
        return ExtrapolationMode::LoopReset;
    if (name == QLatin1String("loopOscillate"))
        return ExtrapolationMode::LoopOscillate;
    return ExtrapolationMode::Held;
}

static TangentAlgorithm algorithmFromJson(const QJsonValue &v)
{
    return v.toString() == QLatin1String("autoEase") ? TangentAlgorithm::AutoEase
                                                     : TangentAlgorithm::None;
}

Knot knotFromJson(const QJsonObject &k)
{
    Knot knot;
    knot.time = k.value(QLatin1String("time")).toDouble();
    knot.value = k.value(QLatin1String("value")).toDouble();
    if (k.contains(QLatin1String("preValue")) && !k.value(QLatin1String("preValue")).isNull())
        knot.preValue = k.value(QLatin1String("preValue")).toDouble();
    knot.nextInterp = interpolationFromJson(k.value(QLatin1String("nextInterp")).toString());
    knot.pre.width = k.value(QLatin1String("preTanWidth")).toDouble();
    knot.pre.slope = k.value(QLatin1String("preTanSlope")).toDouble();
    knot.pre.algorithm = algorithmFromJson(k.value(QLatin1String("preTanAlgorithm")));
    knot.post.width = k.value(QLatin1String("postTanWidth")).toDouble();
    knot.post.slope = k.value(QLatin1String("postTanSlope")).toDouble();
    knot.post.algorithm = algorithmFromJson(k.value(QLatin1String("postTanAlgorithm")));
    return knot;
}

std::vector<Knot> knotsFromJson(const QJsonArray &a)
{
    std::vector<Knot> out;
    out.reserve(a.size());
    for (const QJsonValue &v : a)
        out.push_back(knotFromJson(v.toObject()));
    return out;
}

static Extrapolation extrapolationFromJson(const QJsonObject &o)
{
    Extrapolation e;
    e.mode = extrapolationModeFromJson(o.value(QLatin1String("mode")).toString());
    e.slope = o.value(QLatin1String("slope")).toDouble();
    if (o.contains(QLatin1String("loopBoundary")) && !o.value(QLatin1String("loopBoundary")).isNull())
        e.loopBoundary = o.value(QLatin1String("loopBoundary")).toDouble();
    return e;
}

std::optional<Spline> splineFromJson(const QJsonObject &s, QString *error, ValueType valueType)
{
    Spline spline;
    spline.setAntiRegressionMode(AntiRegressionMode::None);
    auto fail = [&](const Status &st) {
        *error = QString::fromStdString(st.message());
        return std::optional<Spline>();
    };
    if (Status st = spline.setValueType(valueType); !st)
        return fail(st);
    const CurveType type = s.value(QLatin1String("curveType")).toString() == QLatin1String("hermite")
        ? CurveType::Hermite
        : CurveType::Bezier;
    if (Status st = spline.setCurveType(type); !st)
        return fail(st);
    if (Status st = spline.setPreExtrapolation(extrapolationFromJson(s.value(QLatin1String("pre")).toObject())); !st)
        return fail(st);
    if (Status st = spline.setPostExtrapolation(extrapolationFromJson(s.value(QLatin1String("post")).toObject())); !st)
        return fail(st);
    if (s.contains(QLatin1String("loop"))) {
        const QJsonObject l = s.value(QLatin1String("loop")).toObject();
        LoopParams lp;
        lp.protoStart = l.value(QLatin1String("protoStart")).toDouble();
        lp.protoEnd = l.value(QLatin1String("protoEnd")).toDouble();
        lp.numPreLoops = l.value(QLatin1String("numPreLoops")).toInt();
        lp.numPostLoops = l.value(QLatin1String("numPostLoops")).toInt();
        lp.valueOffset = l.value(QLatin1String("valueOffset")).toDouble();
        if (Status st = spline.setInnerLoopParams(lp); !st)
            return fail(st);
    }
    if (Status st = spline.setKnots(knotsFromJson(s.value(QLatin1String("knots")).toArray())); !st)
        return fail(st);
    return spline;
}

std::optional<Spline> museumSpline(const QString &name, QString *error)
{
    const std::vector<QJsonObject> all = readJsonLines(
        {goldenRoot() + QStringLiteral("/ts-reference/museum.jsonl")}, error);
    for (const QJsonObject &o : all)
        if (o.value(QLatin1String("name")).toString() == name)
            return splineFromJson(o.value(QLatin1String("spline")).toObject(), error);
    if (error->isEmpty())
        *error = QStringLiteral("museum spline %1 not found").arg(name);
    return std::nullopt;
}

std::optional<double> optionalNumber(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    return v.toDouble();
}

bool closeEnough(std::optional<double> got, std::optional<double> want, double tol)
{
    if (!got || !want)
        return got.has_value() == want.has_value();
    return std::abs(*got - *want) <= tol * std::max(1.0, std::abs(*want));
}

QString describe(std::optional<double> v)
{
    return v ? QString::number(*v, 'g', 17) : QStringLiteral("none");
}

} // namespace knotline::test
