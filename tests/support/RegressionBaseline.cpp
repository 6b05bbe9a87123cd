#include "tests/support/RegressionBaseline.h"

#include "tests/support/GoldenData.h"

#include <QtGlobal>
#include <algorithm>
#include <cmath>
#include <map>

namespace knotline::test {

std::optional<AntiRegressionMode> antiRegressionModeFromName(const QString &name)
{
    static const std::map<QString, AntiRegressionMode> modes = {
        {QStringLiteral("None"), AntiRegressionMode::None},
        {QStringLiteral("Contain"), AntiRegressionMode::Contain},
        {QStringLiteral("KeepRatio"), AntiRegressionMode::KeepRatio},
        {QStringLiteral("KeepStart"), AntiRegressionMode::KeepStart},
        {QStringLiteral("LimitActive"), AntiRegressionMode::LimitActive},
        {QStringLiteral("LimitOpposite"), AntiRegressionMode::LimitOpposite},
    };
    const auto it = modes.find(name);
    if (it == modes.end())
        return std::nullopt;
    return it->second;
}

std::optional<TsSetResult> parseTsSetResult(const QStringList &block, QString *error)
{
    std::map<QString, QString> fields;
    for (const QString &line : block) {
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon > 0)
            fields[line.left(colon).trimmed()] = line.mid(colon + 1).trimmed();
    }
    bool ok = true;
    auto flag = [&](const char *name) {
        const auto it = fields.find(QLatin1String(name));
        if (it == fields.end() || (it->second != QLatin1String("true") && it->second != QLatin1String("false"))) {
            *error = QStringLiteral("result block: no flag %1").arg(QLatin1String(name));
            ok = false;
            return false;
        }
        return it->second == QLatin1String("true");
    };
    auto number = [&](const char *name) {
        const auto it = fields.find(QLatin1String(name));
        bool parsed = false;
        const double v = it == fields.end() ? 0.0 : it->second.toDouble(&parsed);
        if (!parsed) {
            *error = QStringLiteral("result block: no number %1").arg(QLatin1String(name));
            ok = false;
        }
        return v;
    };
    TsSetResult r;
    r.havePreSegment = flag("havePreSegment");
    r.preActiveWidth = number("preActiveAdjustedWidth");
    r.preOppositeWidth = number("preOppositeAdjustedWidth");
    r.havePostSegment = flag("havePostSegment");
    r.postActiveWidth = number("postActiveAdjustedWidth");
    r.postOppositeWidth = number("postOppositeAdjustedWidth");
    if (!ok)
        return std::nullopt;
    return r;
}

int knotFieldCount(const std::vector<Knot> &want)
{
    int n = 0;
    for (const Knot &k : want)
        n += k.preValue ? 7 : 6;
    return n;
}

int compareKnots(const QString &what, const std::vector<Knot> &got, const std::vector<Knot> &want,
                 double tolerance, int *compared, double *maxDeviation)
{
    if (got.size() != want.size()) {
        qWarning("%s: expected %zu knots got %zu", qPrintable(what), want.size(), got.size());
        return 1;
    }
    int failures = 0;
    for (std::size_t i = 0; i < want.size(); ++i) {
        const Knot &g = got[i];
        const Knot &w = want[i];
        auto field = [&](const char *name, std::optional<double> gv, std::optional<double> wv) {
            if (compared)
                ++*compared;
            if (maxDeviation && gv && wv)
                *maxDeviation = std::max(*maxDeviation, std::abs(*gv - *wv));
            if (closeEnough(gv, wv, tolerance))
                return;
            ++failures;
            qWarning("%s knot %zu %s: expected %s got %s", qPrintable(what), i, name,
                     qPrintable(describe(wv)), qPrintable(describe(gv)));
        };
        field("time", g.time, w.time);
        field("value", g.value, w.value);
        if (w.preValue || g.preValue)
            field("preValue", g.preValue, w.preValue);
        field("preTanWidth", g.pre.width, w.pre.width);
        field("preTanSlope", g.pre.slope, w.pre.slope);
        field("postTanWidth", g.post.width, w.post.width);
        field("postTanSlope", g.post.slope, w.post.slope);
        if (g.nextInterp != w.nextInterp || g.pre.algorithm != w.pre.algorithm
            || g.post.algorithm != w.post.algorithm) {
            ++failures;
            qWarning("%s knot %zu: interpolation or tangent algorithm differs", qPrintable(what), i);
        }
    }
    return failures;
}

} // namespace knotline::test
