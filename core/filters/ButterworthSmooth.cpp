#include "core/filters/ButterworthSmooth.h"

#include "core/base/ShortestNumber.h"
#include "core/filters/ButterworthDesign.h"
#include "core/filters/FilterRange.h"
#include "core/filters/SmoothedValues.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace knotline {

namespace {

Status checkOptions(const ButterworthSmoothOptions &o)
{
    if (!std::isfinite(o.timeCodesPerSecond) || o.timeCodesPerSecond <= 0.0)
        return Status::error(MessageId::FilterFrameRateInvalid, shortestNumber(o.timeCodesPerSecond));
    if (o.samplesPerFrame < 1 || o.samplesPerFrame > kMaxButterworthSamplesPerFrame)
        return Status::error(MessageId::FilterSamplesInvalid, std::to_string(o.samplesPerFrame),
                             std::to_string(kMaxButterworthSamplesPerFrame));
    if (o.order < 1 || o.order > kMaxButterworthOrder)
        return Status::error(MessageId::FilterOrderInvalid, std::to_string(o.order),
                             std::to_string(kMaxButterworthOrder));
    const double nyquist = o.timeCodesPerSecond * o.samplesPerFrame / 2.0;
    if (!std::isfinite(o.cutoffHz) || o.cutoffHz <= 0.0 || o.cutoffHz >= nyquist)
        return Status::error(MessageId::FilterCutoffInvalid, shortestNumber(o.cutoffHz), shortestNumber(nyquist));
    if (!std::isfinite(o.blendFrames) || o.blendFrames < 0.0)
        return Status::error(MessageId::FilterBlendInvalid, shortestNumber(o.blendFrames));
    return Status::ok();
}

/// `curve` at `count` times start + j · step; a time without a value holds the value before
/// it (the first value after it, at the start). Empty when it has no value at any of them.
std::vector<double> sampleHeld(const AnimCurve &curve, double start, double step, std::size_t count)
{
    std::vector<std::optional<double>> raw(count);
    std::optional<double> firstValue;
    for (std::size_t j = 0; j < count; ++j) {
        const Result<double> v = curve.evaluate(start + static_cast<double>(j) * step);
        if (v) {
            raw[j] = v.value();
            if (!firstValue)
                firstValue = v.value();
        }
    }
    if (!firstValue)
        return {};
    std::vector<double> samples(count);
    double held = *firstValue;
    for (std::size_t j = 0; j < count; ++j) {
        if (raw[j])
            held = *raw[j];
        samples[j] = held;
    }
    return samples;
}

} // namespace

Result<SmoothReport> butterworthSmoothCurve(AnimCurveFn &fn, const ButterworthSmoothOptions &options,
                                            AnimCurveChange *change)
{
    if (const Status st = checkOptions(options); !st)
        return st;
    const auto range = detail::filterKeyRange(fn.curve(), options.keyRange, 1);
    if (!range)
        return range.status();
    const AnimCurve original = fn.curve();
    const std::size_t keyCount = original.numKeys();
    const auto [firstKey, lastKey] = range.value();

    // The span sampled: the range with 3 cutoff periods on each side, within the curve.
    const double margin = 3.0 / options.cutoffHz * options.timeCodesPerSecond; // time codes
    const double start = std::max(original.keyTime(0), original.keyTime(firstKey) - margin);
    const double end = std::min(original.keyTime(keyCount - 1), original.keyTime(lastKey) + margin);
    // Equal steps of at most 1 / samplesPerFrame from `start` to exactly `end`, so the last
    // sample is the span's end (no extrapolation enters).
    const double intervals = std::max(1.0, std::ceil((end - start) * options.samplesPerFrame));
    if (!(intervals + 1.0 <= kMaxButterworthSamples))
        return Result<SmoothReport>::error(MessageId::FilterTooManySamples,
                                           std::to_string(static_cast<long long>(std::min(intervals + 1.0, 1e18))),
                                           std::to_string(static_cast<long long>(kMaxButterworthSamples)));
    const auto count = static_cast<std::size_t>(intervals) + 1;
    if (!(end > start))
        return SmoothReport{}; // a curve of one key: nothing to smooth
    const double step = (end - start) / intervals;
    std::vector<double> samples = sampleHeld(original, start, step, count);
    if (samples.empty())
        return SmoothReport{};

    // The actual rate: at least timeCodesPerSecond · samplesPerFrame, so the cutoff checked
    // against that Nyquist frequency is below this one too.
    const double sampleRate = options.timeCodesPerSecond / step;
    const std::vector<Biquad> sections = butterworthSections(options.order, options.cutoffHz, sampleRate);
    const double reach = std::ceil(3.0 * sampleRate / options.cutoffHz); // may be huge: clamped as a double
    const auto padding = static_cast<std::size_t>(std::min(reach, static_cast<double>(count - 1)));
    const std::vector<double> smooth = zeroPhaseFilter(sections, samples, padding);

    std::vector<std::optional<double>> filtered;
    filtered.reserve(lastKey - firstKey + 1);
    for (std::size_t i = firstKey; i <= lastKey; ++i) {
        const double x = (original.keyTime(i) - start) / step;
        const auto j = std::min(static_cast<std::size_t>(std::max(0.0, std::floor(x))), count - 2);
        const double f = std::clamp(x - static_cast<double>(j), 0.0, 1.0);
        filtered.push_back(f == 0.0 ? smooth[j] : std::lerp(smooth[j], smooth[j + 1], f));
    }
    return detail::setSmoothedValues(fn, original, range.value(), filtered, options.blendFrames, options.tangentType,
                                     change);
}

} // namespace knotline
