#include "core/valueclips/SampleInterpolation.h"

#include <algorithm>

namespace knotline {

TypedSampleInterpolation sampleInterpolationForType(const std::string &typeName)
{
    if (typeName == "double" || typeName == "timecode" || typeName == "duration")
        return TypedSampleInterpolation::Double;
    if (typeName == "float" || typeName == "half")
        return TypedSampleInterpolation::Float;
    return TypedSampleInterpolation::Held;
}

std::optional<double> sampleNumber(const UsdValue &value, TypedSampleInterpolation kind)
{
    double v = 0.0;
    if (value.isNone() || !value.toDouble(&v))
        return std::nullopt;
    if (kind == TypedSampleInterpolation::Float)
        v = static_cast<double>(static_cast<float>(v));
    return v;
}

double interpolateSample(TypedSampleInterpolation kind, double alpha, double lower, double upper)
{
    switch (kind) {
    case TypedSampleInterpolation::Double:
        return (1.0 - alpha) * lower + alpha * upper;
    case TypedSampleInterpolation::Float:
        return static_cast<double>(static_cast<float>((1.0 - alpha) * lower + alpha * upper));
    case TypedSampleInterpolation::Held:
        break;
    }
    return lower;
}

std::optional<double> evalSamples(const TimeSamples &samples, double t, TypedSampleInterpolation kind)
{
    if (samples.empty())
        return std::nullopt;
    const auto upper = std::lower_bound(samples.begin(), samples.end(), t,
                                        [](const TimeSample &s, double time) { return s.time < time; });
    if (upper == samples.end())
        return sampleNumber(samples.back().value, kind);
    if (upper->time == t || upper == samples.begin())
        return sampleNumber(upper->value, kind);
    const TimeSample &a = *(upper - 1);
    const std::optional<double> lo = sampleNumber(a.value, kind);
    if (!lo)
        return std::nullopt;
    const std::optional<double> hi = sampleNumber(upper->value, kind);
    if (!hi)
        return lo;
    return interpolateSample(kind, (t - a.time) / (upper->time - a.time), *lo, *hi);
}

} // namespace knotline
