#include "core/io/TimelineBake.h"

#include "core/io/NumberFormat.h"
#include "core/timeline/EvaluateTimeline.h"

#include <QStringList>

#include <cmath>
#include <map>
#include <vector>

namespace knotline {

namespace {

constexpr double kMaxSamples = 50'000'000.0;

std::string usdIdentifier(const QString &name)
{
    std::string out;
    for (QChar c : name) {
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_');
        out += ok ? static_cast<char>(c.unicode()) : '_';
    }
    if (out.empty() || (out[0] >= '0' && out[0] <= '9'))
        out.insert(out.begin(), '_');
    return out;
}

const char *typeNameOf(const PoseValue &v)
{
    if (std::holds_alternative<double>(v))
        return "double";
    if (std::holds_alternative<QString>(v))
        return "string";
    return "bool";
}

UsdValue usdValueOf(const PoseValue &v)
{
    if (const double *d = std::get_if<double>(&v))
        return UsdValue::atom(formatDouble(*d));
    if (const QString *s = std::get_if<QString>(&v))
        return UsdValue::string(s->toStdString());
    return UsdValue::atom(std::get<bool>(v) ? "1" : "0");
}

/// The prim for `target` (its '/'-separated parts, each made an identifier), created on
/// first use. `owner` remembers which target made each prim path so that a clash is found.
Result<Prim *> primFor(Layer &layer, const QString &target, std::map<std::string, QString> &owner)
{
    std::vector<Prim> *level = &layer.rootPrims;
    Prim *prim = nullptr;
    std::string path;
    for (const QString &part : target.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        const std::string name = usdIdentifier(part);
        path += "/" + name;
        prim = nullptr;
        for (Prim &p : *level)
            if (p.name == name)
                prim = &p;
        if (!prim) {
            level->push_back(Prim{});
            prim = &level->back();
            prim->name = name;
        }
        level = &prim->children;
    }
    if (!prim) { // an empty target
        const std::string name = usdIdentifier(target);
        return primFor(layer, QString::fromStdString(name), owner);
    }
    const auto [it, inserted] = owner.emplace(path, target);
    if (!inserted && it->second != target)
        return Result<Prim *>::error(MessageId::TimelineBakeNameClash, it->second.toStdString(), target.toStdString(), path);
    return prim;
}

} // namespace

Result<TimelineBakeResult> bakeTimeline(const Timeline &timeline, const TimelineBakeOptions &options)
{
    using R = Result<TimelineBakeResult>;
    if (!std::isfinite(options.fps) || !(options.fps > 0.0))
        return R::error(MessageId::TimelineBakeBadFps);
    if (!std::isfinite(options.start) || !std::isfinite(options.end) || !(options.start <= options.end))
        return R::error(MessageId::TimelineBakeBadRange);
    const double steps = std::floor((options.end - options.start) * options.fps);
    if (!(steps + 2.0 <= kMaxSamples))
        return R::error(MessageId::TimelineBakeTooManySamples, formatDouble(steps + 2.0));
    std::vector<double> times;
    for (double k = 0; k <= steps; ++k) {
        const double t = options.start + k / options.fps;
        if (t <= options.end)
            times.push_back(t);
    }
    if (times.empty() || times.back() < options.end)
        times.push_back(options.end);

    // Samples per key, in key order (the pose's order).
    struct KeySamples {
        const char *typeName = nullptr;
        TimeSamples samples;
    };
    std::map<ChannelKey, KeySamples> keys;
    std::size_t sampleCount = 0;
    for (double t : times) {
        const Pose pose = evaluateTimeline(timeline, t);
        for (const PoseEntry &e : pose.entries()) {
            KeySamples &k = keys[e.key()];
            const char *type = typeNameOf(e.value);
            if (k.typeName && std::string(k.typeName) != type)
                return R::error(MessageId::TimelineBakeMixedTypes,
                                (e.key().target + QLatin1Char(':') + e.key().property).toStdString());
            k.typeName = type;
            k.samples.push_back(TimeSample{t * options.fps, usdValueOf(e.value)});
            if (++sampleCount > kMaxSamples)
                return R::error(MessageId::TimelineBakeTooManySamples, formatDouble(static_cast<double>(sampleCount)));
        }
    }

    TimelineBakeResult out;
    out.layer.timeCodesPerSecond = options.fps;
    out.layer.framesPerSecond = options.fps;
    out.layer.startTimeCode = options.start * options.fps;
    out.layer.endTimeCode = options.end * options.fps;
    out.times = times.size();
    out.samples = sampleCount;
    std::map<std::string, QString> primOwner;
    std::map<std::string, ChannelKey> attributeOwner;
    for (auto &[key, k] : keys) {
        Result<Prim *> prim = primFor(out.layer, key.target, primOwner);
        if (!prim.isOk())
            return prim.status();
        Attribute a;
        a.name = usdIdentifier(key.property);
        a.typeName = k.typeName;
        a.custom = true;
        a.timeSamples = std::move(k.samples);
        std::string path;
        for (const QString &part : key.target.split(QLatin1Char('/'), Qt::SkipEmptyParts))
            path += "/" + usdIdentifier(part);
        path += "." + a.name;
        const auto [it, inserted] = attributeOwner.emplace(path, key);
        if (!inserted)
            return R::error(MessageId::TimelineBakeNameClash, (it->second.target + QLatin1Char(':') + it->second.property).toStdString(),
                            (key.target + QLatin1Char(':') + key.property).toStdString(), path);
        prim.value()->attributes.push_back(std::move(a));
    }
    return out;
}

} // namespace knotline
