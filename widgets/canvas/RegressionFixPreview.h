#pragma once
// RegressionFixPreview: the regression inspector on a regressive segment's fix menu
// (RegressionFixMenu). Hovering a strategy shows its result as a ghost curve on the canvas
// (PreviewCurves) before anything is applied: the per-segment strategies preview the fix
// of that segment, and a submenu "Fix All Regressive Segments of This Curve With" (of the
// N Selected Curves, when other curves are selected in the channel tree:
// RegressionFixTargets.h) offers every strategy for all regressive segments of those
// curves (each choice one undo step over all of them, core/edit/RegressionFix.h) with the
// same previews, a ghost for every curve the choice changes. Leaving the strategies or closing the
// menu removes the ghost.

#include "core/editor/ChannelId.h"

#include <cstddef>

namespace knotline {

class CurveCanvas;
class EditorSession;
class RegressionFixMenu;

namespace regression_preview {

/// Object name of the "all segments" submenu (tests find it by it).
inline constexpr const char *kAllSegmentsMenuName = "fixAllRegressiveWith";

/// Adds the "all segments" submenu to `menu` (opened for segment `start` of `channel`) and
/// connects the hover previews to `canvas`.
void attach(RegressionFixMenu *menu, EditorSession *session, CurveCanvas *canvas, ChannelId channel,
            std::size_t start);

} // namespace regression_preview
} // namespace knotline
