#include "core/io/OtioValues.h"

#include "core/io/CompiledJsonPath.h"
#include "core/io/NumberFormat.h"
#include "core/timeline/SyncPoint.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline::detail {

std::optional<std::size_t> syncPointNamed(const QString &name)
{
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        const std::string_view n = syncPointName(static_cast<SyncPoint>(i));
        if (name == QLatin1String(n.data(), static_cast<qsizetype>(n.size())))
            return i;
    }
    return std::nullopt;
}

QJsonObject knotlineMetadata(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject().value(QLatin1String("knotline")).toObject();
}

Status otioAt(const std::string &path, Status status)
{
    return atJsonPath(path, status);
}

std::string otioMember(const std::string &path, const char *key)
{
    return jsonMember(path, QLatin1String(key));
}

double otioTimeTolerance(double relative, double b)
{
    const double scale = std::max(1.0, std::abs(b));
    const double ulp = std::nextafter(scale, std::numeric_limits<double>::infinity()) - scale;
    return std::max(std::min(relative * scale, 1e-3), 64 * ulp);
}

OtioSchema otioSchemaOf(const QJsonObject &o)
{
    OtioSchema s;
    s.full = o.value(QLatin1String("OTIO_SCHEMA")).toString();
    const qsizetype dot = s.full.lastIndexOf(QLatin1Char('.'));
    s.name = dot < 0 ? s.full : s.full.left(dot);
    s.version = dot < 0 ? 0 : s.full.mid(dot + 1).toInt();
    return s;
}

Result<QJsonObject> otioObjectAt(const QJsonValue &v, const std::string &path)
{
    if (!v.isObject())
        return otioAt(path, Status::error(MessageId::CompiledExpectedObject));
    return v.toObject();
}

/// An object whose OTIO_SCHEMA must be present (a string).
Result<OtioSchema> otioSchemaAt(const QJsonObject &o, const std::string &path)
{
    const QJsonValue v = o.value(QLatin1String("OTIO_SCHEMA"));
    if (v.isUndefined())
        return otioAt(path, Status::error(MessageId::CompiledMissingMember, "OTIO_SCHEMA"));
    if (!v.isString())
        return otioAt(otioMember(path, "OTIO_SCHEMA"), Status::error(MessageId::CompiledExpectedString));
    return otioSchemaOf(o);
}

Result<double> otioFiniteAt(const QJsonObject &o, const char *key, const std::string &path)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return otioAt(path, Status::error(MessageId::CompiledMissingMember, key));
    if (!v.isDouble())
        return otioAt(otioMember(path, key), Status::error(MessageId::CompiledExpectedNumber));
    const double x = v.toDouble();
    if (!std::isfinite(x))
        return otioAt(otioMember(path, key), Status::error(MessageId::CompiledNumberNotFinite));
    return x;
}

Result<OtioRational> otioRationalAt(const QJsonValue &v, const std::string &path)
{
    Result<QJsonObject> o = otioObjectAt(v, path);
    if (!o)
        return o.status();
    Result<OtioSchema> schema = otioSchemaAt(*o, path);
    if (!schema)
        return schema.status();
    if (schema->name != QLatin1String("RationalTime"))
        return otioAt(path, Status::error(MessageId::OtioSchemaExpected, "RationalTime.1", schema->full.toStdString()));
    Result<double> value = otioFiniteAt(*o, "value", path);
    if (!value)
        return value.status();
    Result<double> rate = otioFiniteAt(*o, "rate", path);
    if (!rate)
        return rate.status();
    if (!(*rate > 0))
        return otioAt(otioMember(path, "rate"), Status::error(MessageId::CompiledNumberNotPositive, formatDouble(*rate)));
    return OtioRational{*value, *rate};
}

Result<OtioRange> otioRangeAt(const QJsonValue &v, const std::string &path)
{
    Result<QJsonObject> o = otioObjectAt(v, path);
    if (!o)
        return o.status();
    Result<OtioSchema> schema = otioSchemaAt(*o, path);
    if (!schema)
        return schema.status();
    if (schema->name != QLatin1String("TimeRange"))
        return otioAt(path, Status::error(MessageId::OtioSchemaExpected, "TimeRange.1", schema->full.toStdString()));
    if (!o->contains(QLatin1String("start_time")))
        return otioAt(path, Status::error(MessageId::CompiledMissingMember, "start_time"));
    if (!o->contains(QLatin1String("duration")))
        return otioAt(path, Status::error(MessageId::CompiledMissingMember, "duration"));
    Result<OtioRational> start = otioRationalAt(o->value(QLatin1String("start_time")), otioMember(path, "start_time"));
    if (!start)
        return start.status();
    Result<OtioRational> duration = otioRationalAt(o->value(QLatin1String("duration")), otioMember(path, "duration"));
    if (!duration)
        return duration.status();
    if (duration->value < 0)
        return otioAt(otioMember(otioMember(path, "duration"), "value"),
                  Status::error(MessageId::CompiledNumberNegative, formatDouble(duration->value)));
    return OtioRange{*start, *duration};
}

/// An optional TimeRange otioMember (absent or null: nullopt).
Result<std::optional<OtioRange>> otioOptionalRange(const QJsonObject &o, const char *key, const std::string &path)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return std::optional<OtioRange>();
    Result<OtioRange> r = otioRangeAt(v, otioMember(path, key));
    if (!r)
        return r.status();
    return std::optional<OtioRange>(*r);
}

} // namespace knotline::detail
