#include "core/document/TimeSampleSpline.h"

namespace knotline {

bool hasScalarTimeSamples(const std::string &typeName, const TimeSamples &samples)
{
    if (typeName.find('[') != std::string::npos)
        return false;
    for (const TimeSample &s : samples)
        if (!s.value.isNone() && !scalarSampleValue(s.value))
            return false;
    return true;
}

Result<Spline> splineFromTimeSamples(const std::string &typeName, const TimeSamples &samples)
{
    if (!hasScalarTimeSamples(typeName, samples))
        return Result<Spline>::error(MessageId::TimeSamplesNotScalar, typeName);
    const Interpolation between =
        sampleInterpolationFor(typeName) != SampleInterpolation::Held ? Interpolation::Linear : Interpolation::Held;
    std::vector<Knot> knots;
    knots.reserve(samples.size());
    double previous = 0.0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const TimeSample &s = samples[i];
        const std::optional<double> v = scalarSampleValue(s.value);
        Interpolation next = between;
        if (!v)
            next = Interpolation::ValueBlock;
        else if (i + 1 < samples.size() && samples[i + 1].value.isNone())
            next = Interpolation::Held; // a None upper sample holds this value
        previous = v.value_or(previous);
        knots.push_back(makeKnot(s.time, previous, next));
    }
    Spline spline;
    if (typeName == "float" || typeName == "half") {
        if (Status st = spline.setValueType(typeName == "float" ? ValueType::Float : ValueType::Half); !st)
            return Result<Spline>(st);
    }
    spline.setTimeValued(typeName == "timecode");
    if (Status st = spline.setKnots(std::move(knots)); !st)
        return Result<Spline>(st);
    return spline;
}

} // namespace knotline
