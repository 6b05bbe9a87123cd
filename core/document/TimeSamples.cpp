#include "core/document/TimeSamples.h"

#include <algorithm>

namespace knotline {

SampleInterpolation sampleInterpolationFor(const std::string &typeName)
{
    if (typeName == "double" || typeName == "float" || typeName == "half" || typeName == "timecode")
        return SampleInterpolation::Linear;
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

std::optional<double> evalTimeSamples(const TimeSamples &samples, double t, SampleInterpolation interpolation)
{
    if (samples.empty())
        return std::nullopt;
    const auto numeric = scalarSampleValue;
    const auto upper = std::upper_bound(samples.begin(), samples.end(), t,
                                        [](double time, const TimeSample &s) { return time < s.time; });
    if (upper == samples.begin())
        return numeric(samples.front().value);
    const TimeSample &lo = *(upper - 1);
    if (upper == samples.end() || lo.time == t || lo.value.isNone() || interpolation == SampleInterpolation::Held)
        return numeric(lo.value);
    const TimeSample &hi = *upper;
    const std::optional<double> a = numeric(lo.value);
    if (hi.value.isNone() || !a)
        return a;
    const std::optional<double> b = numeric(hi.value);
    if (!b)
        return std::nullopt;
    const double u = (t - lo.time) / (hi.time - lo.time);
    return *a + (*b - *a) * u;
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
