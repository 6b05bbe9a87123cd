#pragma once
// EdgeBlend: how a smoothing filter that works on a range of keys meets the untouched curve
// on both sides of it. Over `blendFrames` time codes at each end of the range the result
// fades from the original value (weight 0 at the range's first and last key) to the
// filtered one (weight 1), so the edited range joins its neighbours without a step, as
// Blender's Butterworth smoothing does with its blend-in/out frames. This header includes
// no Qt.
//
// Units: times and blendFrames are time codes (frames); the weight has none.

namespace knotline {

/// The share of the filtered value a key at time code `t` takes, for a range of keys from
/// `first` to `last` (time codes, first <= last): min(t − first, last − t) / blendFrames,
/// clamped to [0, 1]; 1 everywhere when blendFrames is 0 (no blend). Preconditions:
/// blendFrames finite and >= 0 (the filters check it: FilterBlendInvalid).
double edgeBlendWeight(double t, double first, double last, double blendFrames);

/// `original` + weight · (`filtered` − `original`), exact at weight 0 and 1.
double blendedValue(double original, double filtered, double weight);

} // namespace knotline
