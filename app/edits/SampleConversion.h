#pragma once
// Curve ▸ Convert Time Samples to Spline: makes the time-sample channels the user chose
// editable splines (EditorDocument::convertTimeSamplesToSpline), as one undo step.

#include "widgets/session/EditorSession.h"

#include <vector>

namespace knotline {

/// The channels the command acts on: those holding selected keys when any key is
/// selected, else the current channel; of these only the ones showing time samples
/// (Channel::valueSource). In row order.
std::vector<ChannelId> timeSampleTargets(const EditorSession &session);

/// Converts every timeSampleTargets() channel into an editable spline of the root layer
/// (linear knots at the samples, held for types that do not interpolate), as one undo
/// step "Convert Time Samples to Spline"; saving then removes those time samples from the
/// root layer, since they would beat the spline (OpenUSD). The first converted channel
/// becomes the current one. Errors, changing nothing: no such channel ("select a channel
/// that shows time samples"), or the first channel that cannot be converted (its path
/// and why; the conversions done are reverted).
Status convertTimeSamplesToSplines(EditorSession &session, std::vector<ChannelId> *converted = nullptr);

} // namespace knotline
