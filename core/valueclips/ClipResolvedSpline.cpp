#include "core/valueclips/ClipResolvedSpline.h"

#include "core/document/TimeSampleSpline.h"
#include "core/io/NumberFormat.h"
#include "core/valueclips/ValueClipStage.h"

#include <algorithm>

namespace knotline {

namespace {

/// The sample value for `value`: its shortest round-trip spelling, `None` for no value.
UsdValue sampleValue(const std::optional<double> &value)
{
    return value ? UsdValue::atom(formatDouble(*value)) : UsdValue::none();
}

} // namespace

bool isScalarClipTypeName(const std::string &typeName)
{
    static const char *const kTypes[] = {"bool", "uchar", "int", "uint", "int64", "uint64",
                                         "half", "float", "double", "timecode"};
    for (const char *t : kTypes)
        if (typeName == t)
            return true;
    return false;
}

Result<Spline> resolvedClipSpline(ValueClipStage &stage, const std::string &attributePath)
{
    if (!stage.isClipDriven(attributePath))
        return Result<Spline>::error(MessageId::ClipBakeNotClipDriven, attributePath);
    const std::string typeName = stage.typeName(attributePath);
    if (!isScalarClipTypeName(typeName))
        return Status::error(MessageId::TimeSamplesNotScalar, typeName).withContext(attributePath);
    const std::vector<double> times = stage.timeSamples(attributePath);
    TimeSamples samples;
    samples.reserve(times.size());
    bool fromSpline = false;
    for (double t : times) {
        const ValueSource v = stage.valueSource(attributePath, t);
        fromSpline = fromSpline || v.clipSpline;
        if (!samples.empty() && samples.back().time >= t)
            continue; // increasing (timeSamples is sorted; equal times are one sample)
        samples.push_back({t, sampleValue(v.value)});
    }
    if (fromSpline && samples.size() > 1) {
        // A clip spline is a curve between its knots: ask the stage in between as well.
        TimeSamples dense;
        for (std::size_t i = 0; i + 1 < samples.size(); ++i) {
            dense.push_back(samples[i]);
            const double a = samples[i].time;
            const double b = samples[i + 1].time;
            for (int k = 1; k < kClipSplineSubdivisions; ++k) {
                const double t = a + (b - a) * k / kClipSplineSubdivisions;
                if (t > dense.back().time && t < b)
                    dense.push_back({t, sampleValue(stage.value(attributePath, t))});
            }
        }
        dense.push_back(samples.back());
        samples = std::move(dense);
    }
    if (std::all_of(samples.begin(), samples.end(), [](const TimeSample &s) { return s.value.isNone(); }))
        return Spline(); // no value anywhere (a lone block would read as 0)
    return splineFromTimeSamples(typeName, samples);
}

} // namespace knotline
