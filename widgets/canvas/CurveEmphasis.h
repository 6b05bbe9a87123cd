#pragma once
// CurveEmphasis: how strongly the canvas draws each shown curve, so the one being worked
// on stands out among many (Maya's Graph Editor highlights the active curve; Blender dims
// unselected ones). With more than one curve shown:
// - the current channel (EditorSession::currentChannel) is drawn in its full colour, on
//   top of the others and always 2 px wide;
// - channels holding selected keys are drawn at kActiveAlpha;
// - every other shown channel is dimmed to kDimmedAlpha (curve, knots and loop marks).
// With one curve shown it is drawn in full. Locked and read-only channels are faded on
// top of that (× kLockedAlpha), as before.

#include "core/editor/ChannelId.h"

#include <QColor>

#include <vector>

namespace knotline {

struct CanvasContext;

namespace emphasis {

constexpr double kActiveAlpha = 0.85;
constexpr double kDimmedAlpha = 0.4;
constexpr double kLockedAlpha = 0.6;

/// The alpha factor of `channel` under the rules above (1 for the current channel).
double alphaOf(const CanvasContext &context, ChannelId channel);
/// The channel's display colour with alphaOf applied.
QColor colourOf(const CanvasContext &context, ChannelId channel);
/// `channels` reordered for drawing: the current channel last (on top), others in order.
std::vector<ChannelId> paintOrder(const CanvasContext &context, std::vector<ChannelId> channels);

} // namespace emphasis
} // namespace knotline
