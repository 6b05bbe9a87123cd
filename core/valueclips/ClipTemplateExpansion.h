#pragma once
// Expanding a template clip set into clips, activations and time pairs, exactly as
// ../shared/spec/timeline.md §3.2 states OpenUSD's rule (Usd_ClipSetDefinition for
// template metadata). Times are time codes of the layer that authors the template (the
// caller maps the stage components into root time afterwards). This header includes no Qt.

#include "core/base/Result.h"
#include "core/valueclips/ClipSet.h"

#include <functional>
#include <string>
#include <vector>

namespace knotline {

struct ExpandedClipTemplate {
    std::vector<std::string> assetPaths;   ///< the existing clips, in time order
    std::vector<std::string> missingPaths; ///< expanded paths whose file does not exist
    std::vector<ClipActivation> active;    ///< (τ + activeOffset, clip index) per clip
    /// (τ, τ) per clip; with an authored activeOffset also (start − |offset|, same) first
    /// and (end + |offset|, same) last.
    std::vector<ClipTimePair> times;
};

/// The asset path for template time `time`: the `#` group(s) of `templateAssetPath`
/// replaced by the truncated integer part zero-padded to the first group's width and, with
/// a second group, the digits after the point of `time` printed with that group's width of
/// decimals (rounded): 15.5 in "./c.###.###.usda" gives "./c.015.500.usda".
/// Precondition: checkClipTemplatePattern(templateAssetPath) succeeded.
std::string clipTemplatePathAt(const std::string &templateAssetPath, double time);

/// Checks the `#` groups: exactly one group, or two groups joined by one '.'. Error
/// MessageId::ClipTemplatePattern naming the path.
Status checkClipTemplatePattern(const std::string &templateAssetPath);

/// Expands `fields`: template times run from startTime while ≤ endTime in steps of stride,
/// computed on integers (times × 10⁴, truncated, as OpenUSD does), so endTime is included
/// only when a step hits it exactly. `exists(assetPath)` says whether the clip file of an
/// expanded path exists; only those become clips (clip indices count them).
/// Errors (nothing expanded): a bad pattern (ClipTemplatePattern), start after end
/// (ClipTemplateStartAfterEnd), stride ≤ 0 (ClipTemplateStrideNotPositive),
/// |activeOffset| > stride (ClipTemplateOffsetBeyondStride), non-finite numbers
/// (ClipTemplateNotFinite); more than 10,000,000 template times (ClipTemplateTooManyTimes);
/// a start or end beyond ±1e14 or a stride above it (ClipTemplateTimeBeyondRange: the
/// integers would overflow; OpenUSD's own conversion is undefined there).
Result<ExpandedClipTemplate> expandClipTemplate(const ClipTemplate &fields,
                                                const std::function<bool(const std::string &)> &exists);

} // namespace knotline
