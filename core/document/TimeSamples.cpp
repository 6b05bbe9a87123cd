#include "core/document/TimeSamples.h"

#include <algorithm>

namespace knotline {

SampleInterpolation sampleInterpolationFor(const std::string &typeName)
{
    if (typeName == "double" || typeName == "timecode" || typeName == "duration")
        return SampleInterpolation::Linear;
    if (typeName == "float" || typeName == "half")
        return SampleInterpolation::LinearFloat;
    return SampleInterpolation::Held;
}

std::optional<double> scalarSampleValue(const UsdValue &value)
{
    double d = 0.0;
    if (value.toDouble(&d))
        return d;
    if (value.kind == UsdValue::Kind::Atom && (value.text == "true" || value.text == "false"))
        return value.text == "true" ? 1.0 : 0.0;
    return std::nullopt;
}

std::optional<double> sampleNumber(const UsdValue &value, SampleInterpolation interpolation)
{
    if (value.isNone())
        return std::nullopt;
    std::optional<double> v = scalarSampleValue(value);
    if (v && interpolation == SampleInterpolation::LinearFloat)
        v = static_cast<double>(static_cast<float>(*v));
    return v;
}

double interpolateSample(SampleInterpolation interpolation, double alpha, double lower, double upper)
{
    switch (interpolation) {
    case SampleInterpolation::Linear:
        return (1.0 - alpha) * lower + alpha * upper;
    case SampleInterpolation::LinearFloat:
        return static_cast<double>(static_cast<float>((1.0 - alpha) * lower + alpha * upper));
    case SampleInterpolation::Held:
        break;
    }
    return lower;
}

std::optional<double> evalTimeSamples(const TimeSamples &samples, double t, SampleInterpolation interpolation)
{
    if (samples.empty())
        return std::nullopt;
    // The first sample after t; the one before it (if any) is the lower sample.
    const auto upper = std::upper_bound(samples.begin(), samples.end(), t,
                                        [](double time, const TimeSample &s) { return time < s.time; });
    if (upper == samples.begin())
        return sampleNumber(samples.front().value, interpolation);
    const TimeSample &lo = *(upper - 1);
    if (upper == samples.end() || lo.time == t || interpolation == SampleInterpolation::Held)
        return sampleNumber(lo.value, interpolation);
    const std::optional<double> a = sampleNumber(lo.value, interpolation);
    if (!a)
        return std::nullopt; // a block
    if (upper->value.isNone())
        return a; // a block above: the lower value holds
    const std::optional<double> b = sampleNumber(upper->value, interpolation);
    if (!b)
        return std::nullopt; // not a number
    return interpolateSample(interpolation, (t - lo.time) / (upper->time - lo.time), *a, *b);
}

void normalizeTimeSamples(TimeSamples &samples)
{
    std::stable_sort(samples.begin(), samples.end(),
                     [](const TimeSample &a, const TimeSample &b) { return a.time < b.time; });
    TimeSamples out;
    out.reserve(samples.size());
    for (TimeSample &s : samples) {
        if (!out.empty() && out.back().time == s.time)
            out.back() = std::move(s);
        else
            out.push_back(std::move(s));
    }
    samples = std::move(out);
}

} // namespace knotline
