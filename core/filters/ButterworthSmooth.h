#pragma once
// ButterworthSmooth: removes the fast wobble of dense (e.g. motion-captured) curves while
// keeping their slow motion, as Blender's Graph Editor Key ▸ Butterworth Smooth does: the
// ORIGINAL curve (AnimCurve::evaluate, Maya rules) is sampled `samplesPerFrame` times a
// frame (in equal steps of at most 1 / samplesPerFrame that end exactly at the span's
// last time), the samples are low-pass filtered with a Butterworth filter of `order` and
// `cutoffHz` forward and backward (zero phase: no lag; ButterworthDesign.h), and each key in
// the range takes the filtered signal at its time (linear between the two samples around
// it). The range's ends are blended back to the original over `blendFrames` (EdgeBlend.h),
// so a smoothed selection meets the untouched curve without a step.
//
// What is sampled: the curve from 3 / cutoffHz seconds before the range's first key to as
// long after its last key, clipped to the curve's first and last key (the extrapolation
// does not enter). The sampled span's first and last samples keep their values (the line
// through them is taken out before filtering, ButterworthDesign.h), so the curve's first
// and last key stay where they are when the range reaches them.
// Where the curve has no value (a value block) the last value before it is held (the first
// value after it, at the start). Key times are kept, and tangent types too unless the
// options name one (tangentType); computed tangents follow the new values
// (AnimCurveFn::setValue). Differs from Blender in reading the curve
// between keys (Blender samples the F-curve too, but pads by repeating the end values) and
// in keeping the span's ends, which keeps a straight line straight up to the ends.
// This header includes no Qt.
//
// Units: times and blendFrames are time codes (frames); cutoffHz is in Hz (cycles per
// second of real time, seconds = time codes / timeCodesPerSecond); values value units.

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/filters/ButterworthDesign.h"
#include "core/filters/CurveSmooth.h"

#include <cstddef>
#include <optional>
#include <utility>

namespace knotline {

struct ButterworthSmoothOptions {
    double cutoffHz = 3.0;             ///< Hz, > 0 and below half the sample rate
    int order = 4;                     ///< 1 … kMaxButterworthOrder (ButterworthDesign.h)
    int samplesPerFrame = 4;           ///< 1 … kMaxButterworthSamplesPerFrame
    double timeCodesPerSecond = 24.0;  ///< the document's frame rate (time codes per second), > 0
    double blendFrames = 0.0;          ///< time codes, >= 0: fade back to the original at the range's ends
    /// Keys [first, last] (inclusive) that change; nullopt: every key. The curve around
    /// the range still enters the filter.
    std::optional<std::pair<std::size_t, std::size_t>> keyRange;
    /// Re-derived tangents: the keys whose value changed get this tangent type on both sides
    /// (Auto or Clamped keep a smoothed curve from overshooting between its keys, as Maya's
    /// Clamped does); nullopt keeps their tangent types.
    std::optional<MayaTangentType> tangentType;
};

/// The most samples per frame ButterworthSmoothOptions accepts.
constexpr int kMaxButterworthSamplesPerFrame = 64;
/// The most samples one filtering may take (a few hundred MB of working memory at the
/// limit: the samples, their values and the filter's buffers).
constexpr double kMaxButterworthSamples = 1.0e7;

/// Smooths `fn`'s curve as described above, recorded in `change`. Errors (nothing
/// changed): a frame rate that is not a positive finite number (FilterFrameRateInvalid);
/// samples per frame outside 1 … 64 (FilterSamplesInvalid); an order outside 1 … 8
/// (FilterOrderInvalid); a cutoff that is not finite, not positive or not below half the
/// sample rate, timeCodesPerSecond · samplesPerFrame / 2 (FilterCutoffInvalid); blendFrames
/// negative or not finite (FilterBlendInvalid); a bad key range (FilterKeyRangeInvalid); an
/// empty curve (FilterTooFewKeys); a span needing more than kMaxButterworthSamples samples
/// (FilterTooManySamples). A curve with no value anywhere in the span, or with one key,
/// changes nothing.
Result<SmoothReport> butterworthSmoothCurve(AnimCurveFn &fn, const ButterworthSmoothOptions &options,
                                            AnimCurveChange *change = nullptr);

} // namespace knotline
