#pragma once
// TimelineBake: a timeline baked into a usda layer of time samples (issue 13, "Bake").
//
// The pose (evaluateTimeline, spec/timeline.md §1.4) is evaluated at start + k / fps
// seconds for k = 0, 1, … while <= end (the end itself is added when the stride misses
// it). Each target becomes one prim (a target "rig/hand" the prim /rig/hand), each
// property one custom attribute on it: `double` for numbers, `string` for strings, `bool`
// for booleans (written 1 and 0, as OpenUSD does), with one time sample per evaluated time
// at which the key is in the pose; a key absent at a time (at rest, or a value block) gets
// no sample there. Time codes are seconds · fps, and the layer says so
// (timeCodesPerSecond = framesPerSecond = fps, start and end time codes). Names that are
// not USD identifiers are made into ones: every character other than a letter, digit or
// '_' becomes '_', and a leading digit gets a '_' in front ("viseme@happy" →
// "viseme_happy").
//
// Errors (nothing made): fps not finite or <= 0 (TimelineBakeBadFps), a range that is not
// finite or runs backwards (TimelineBakeBadRange), more than 50,000,000 samples in all
// (TimelineBakeTooManySamples), two targets or properties that become one USD name
// (TimelineBakeNameClash), a key whose values change type (TimelineBakeMixedTypes).

#include "core/base/Result.h"
#include "core/document/Layer.h"
#include "core/timeline/Timeline.h"

#include <cstddef>

namespace knotline {

struct TimelineBakeOptions {
    double start = 0.0; ///< seconds
    double end = 0.0;   ///< seconds, >= start
    double fps = 24.0;  ///< evaluations per second (> 0)
};

struct TimelineBakeResult {
    Layer layer;
    std::size_t times = 0;   ///< times evaluated
    std::size_t samples = 0; ///< time samples written
};

Result<TimelineBakeResult> bakeTimeline(const Timeline &timeline, const TimelineBakeOptions &options);

} // namespace knotline
