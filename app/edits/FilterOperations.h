#pragma once
// The Curve ▸ Filters operations and Key ▸ Scale Keys on an EditorSession, without widgets:
// each applies a core filter (core/filters) or KeyScale (core/edit/KeyScale.h) to the
// target channels as one undo step named after the menu item, or previews it on copies of
// the curves (nothing changes) for the canvas's ghost curves (widgets/canvas/PreviewCurves.h).
// A failure changes nothing and says why, prefixed with the channel path.
//
// Which keys: a filter acts on the target channels (targetChannels(): those with selected
// keys, else the current channel); on a channel with selected keys it works on the keys from
// its first to its last selected key, else on the whole curve. Scale Keys acts on the
// selected keys. Times are time codes, values value units.

#include "core/edit/KeyScale.h"
#include "core/filters/CurveResample.h"
#include "core/filters/CurveSimplify.h"
#include "core/filters/ButterworthSmooth.h"
#include "core/filters/CurveSmooth.h"
#include "core/filters/GaussianSmooth.h"
#include "core/filters/EulerFilter.h"
#include "widgets/canvas/PreviewCurves.h"
#include "widgets/session/EditorSession.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace knotline {

/// What a filter did (or would do) over all channels it touched, for the status bar and the
/// dialog's preview line.
struct FilterSummary {
    std::size_t channels = 0;    ///< channels the filter worked on
    std::size_t skipped = 0;     ///< target channels left out (e.g. not a rotation)
    std::size_t keysBefore = 0;  ///< keys of those channels before
    std::size_t keysAfter = 0;   ///< and after
    std::size_t keysChanged = 0; ///< keys whose value changed (Euler filter, the smoothing filters)
    /// Largest deviation (simplify, resample), shift (Euler) or value change (the smoothing
    /// filters), value units.
    double largest = 0.0;
    /// Time code of the largest deviation (simplify, resample); NaN when not measured.
    double largestAt = std::numeric_limits<double>::quiet_NaN();
};

/// Keys [first, last] of a curve (inclusive); nullopt: all keys.
using KeySpan = std::optional<std::pair<std::size_t, std::size_t>>;

/// One channel's filter work: `fn` on the channel's curve (or a copy, for a preview), the
/// keys it may change (nullopt: all), the summary to add to.
using CurveFilterWork = std::function<Status(ChannelId channel, AnimCurveFn &fn, KeySpan keys, FilterSummary &summary)>;

/// Which unit the Euler filter assumes.
enum class EulerUnitChoice {
    FromChannel, ///< rotationUnitOf(); channels that are not rotations are skipped
    Degrees,
    Radians,
};

/// The angle unit of a rotation channel: for a Maya .anim channel with angular output, the
/// file's angularUnit (degrees or radians; arc minutes and seconds: nullopt); for a usda
/// attribute named rotate… or xformOp:rotate… (isRotationName: rotateX, xformOp:rotateXYZ,
/// …), degrees (USD's rotation unit); nullopt for every other channel.
std::optional<AngleUnit> rotationUnitOf(const EditorDocument &document, ChannelId channel);

/// The filters as CurveFilterWork (each documented in its core header). The Euler filter
/// takes the target channels that are the X, Y and Z rotation of one node (rotationAxisOf:
/// rotateX/Y/Z, xformOp:rotateX/Y/Z[:suffix]) and of one unit together, planned when the
/// work is made (core/filters/EulerTripleFilter.h, rotate order XYZ: gimbal flips to the
/// mirrored triple are taken back), and every other rotation channel alone (EulerFilter.h).
CurveFilterWork eulerFilterWork(const EditorSession &session, EulerUnitChoice unit);
CurveFilterWork simplifyWork(double tolerance);
/// The smoothing filters with `options`; each channel's key span replaces options.keyRange.
CurveFilterWork smoothWork(const SmoothOptions &options);
CurveFilterWork gaussianSmoothWork(const GaussianSmoothOptions &options);
/// Also sets options.timeCodesPerSecond to the document's frame rate.
CurveFilterWork butterworthSmoothWork(const EditorDocument &document, ButterworthSmoothOptions options);
CurveFilterWork resampleWork(double stride, MayaTangentType tangentType);

/// Applies `work` to the target channels as one undo step named `text`; fills `*summary`
/// (when given). Errors: no target channel; every target skipped ("no rotation channel");
/// the first channel's failure.
Status applyCurveFilter(EditorSession &session, const QString &text, const CurveFilterWork &work,
                        FilterSummary *summary = nullptr);
/// The result of `work` on copies of the target channels' curves (nothing changes), as
/// ghost curves; fills `*summary`. Errors as applyCurveFilter.
Result<std::vector<PreviewCurve>> previewCurveFilter(const EditorSession &session, const CurveFilterWork &work,
                                                     FilterSummary *summary = nullptr);

/// Where Scale Keys' time pivot is.
enum class TimePivotChoice {
    CurrentTime,    ///< the session's current time
    SelectionStart, ///< the earliest selected key
    Typed,          ///< KeyScaleParams::timePivot as given
};
/// `params` with its time pivot resolved for `choice` (unchanged for Typed, and when nothing
/// is selected for SelectionStart).
KeyScaleParams resolvedScaleParams(const EditorSession &session, KeyScaleParams params, TimePivotChoice choice);

/// Scales the selected keys (scaleKeys per channel) as one undo step "Scale Keys". Errors:
/// nothing selected; a channel's refusal (core/edit/KeyScale.h).
Status scaleSelectedKeys(EditorSession &session, const KeyScaleParams &params);
/// The scaled curves of the channels with selected keys, on copies (nothing changes).
Result<std::vector<PreviewCurve>> previewScaleSelectedKeys(const EditorSession &session, const KeyScaleParams &params);

} // namespace knotline
