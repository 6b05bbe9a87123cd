#pragma once
// CurvePainter: draws one channel's curve from its cached sample() polylines
// (PolylineCache, never per-pixel evaluation), styled by where each piece comes from:
// - authored segments and the inner-loop prototype: solid, full colour (2 px, see
//   kWideVertexBudget);
// - inner-loop echoes: solid, 1 px and faded;
// - extrapolation rays (held, linear, sloped): dashed, 1 px and faded;
// - looping extrapolation copies: finely dotted, 1 px and faded;
// - held (stepped) segments: with the vertical riser to the next key at its time, as Maya
//   and Blender draw them (SampleOptions::heldRisers);
// - value blocks: nothing (sample() leaves the gap).
// Extrapolation is drawn only when CanvasOptions::showExtrapolation is on. Loop marks
// (when shown): the inner-loop prototype is shaded, bounded by dashed lines with grips to
// drag, and every echo / looping-extrapolation iteration boundary gets a faint line.
// The regressive-segment highlight is RegressionPainter's.

#include "core/editor/ChannelId.h"
#include <cstddef>
#include <vector>

class QPainter;

namespace knotline {

struct CanvasContext;

namespace curves {

/// Samples what is missing of the visible range into the channel's polyline cache.
/// Precondition: context.caches has the channel.
void prepareChannel(const CanvasContext &context, ChannelId channel);
/// prepareChannel for every channel of `channels`; when many need sampling (after a zoom,
/// a new document), the work is split with one helper thread. Each channel's cache is
/// touched by one thread only, and sampling reads the immutable splines, so this is safe
/// while the GUI thread waits for the helper.
///
/// Progressive refinement: once context.refineBudgetMs of sampling is spent in this call
/// (the first pending channel is always sampled), the remaining channels whose caches can
/// serve a draft at this scale (PolylineCache::canDraft: within kDraftSlack of the view's
/// scale) draw their draft and are resampled on later paints; channels with no usable
/// cache are always sampled. Returns true when some channel was left as a draft (the
/// caller paints again soon). So a zoom frame costs the drawing plus about the budget,
/// not a resampling of every channel.
bool prepareChannels(const CanvasContext &context, const std::vector<ChannelId> &channels);
/// Default sampling time one paint spends before leaving draftable channels for the next.
constexpr double kRefineBudgetMs = 3.0;
/// Authored segments are drawn 2 px wide (path stroker) while the authored vertices in view
/// of all `channels` total at most this many; beyond it only the channels with selected
/// keys stay 2 px (within the same budget) and the others are drawn 1 px wide on the
/// raster engine's fast antialiased line path (a level of detail: 50 dense curves at 2 px
/// would cost hundreds of milliseconds a frame).
constexpr std::size_t kWideVertexBudget = 3000;
/// Draws the curves of `channels` from their caches (prepareChannel first), each in its
/// colour, later channels on top.
void paintCurves(QPainter &painter, const CanvasContext &context, const std::vector<ChannelId> &channels);
/// Inner-loop shading, boundaries and grips; with `iterationLines`, also a faint line at
/// every inner-loop echo and looping-extrapolation iteration boundary (the canvas asks for
/// them only for channels in focus, so many looping channels do not hatch the view).
void paintLoopMarks(QPainter &painter, const CanvasContext &context, ChannelId channel, bool iterationLines);

} // namespace curves
} // namespace knotline
