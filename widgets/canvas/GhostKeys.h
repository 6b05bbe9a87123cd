#pragma once
// GhostKeys: the echoes of a channel's keys (KnotEchoes.h) — copies in inner-loop
// iterations and in looping pre/post-extrapolation — drawn on the curve canvas as hollow,
// dimmed diamonds and hit-testable, so the user can grab one and edit the key it echoes
// (GhostKeyCanvasDrag). Inner-loop echoes are always shown (the copies are part of the
// curve); extrapolation echoes only while extrapolation is shown (CanvasOptions). A
// channel shows at most kMaxGhostKeys echoes, and none while they would be denser than
// kMinPixelsPerDrawnKnot (they would merge into a bar). No echo is drawn where a real
// key sits. The echoes of a selected key are outlined in the selection colour, so the
// user sees every place the key reappears.

#include "core/editor/ChannelId.h"
#include "core/spline/KnotEchoes.h"
#include "widgets/canvas/CanvasHitTester.h"

#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

class QPainter;

namespace knotline {

struct CanvasContext;

namespace ghosts {

/// The most ghost keys drawn (and hit) per channel.
inline constexpr std::size_t kMaxGhostKeys = 400;

/// The echoes of `channel`'s keys shown in the plot now (sorted by time; empty while
/// too dense, or when the channel has no loops).
std::vector<KnotEcho> shownEchoes(const CanvasContext &context, ChannelId channel);

/// The echo of `channel` at `echoTime` (within a pixel), if one is shown.
std::optional<KnotEcho> shownEchoAt(const CanvasContext &context, ChannelId channel, double echoTime);

/// Pixel where an echo is drawn.
QPointF echoPixel(const CanvasContext &context, const KnotEcho &echo);

/// Draws the ghost keys of `channel`; the one `hover` names (HitKind::GhostKey) larger.
void paintGhostKeys(QPainter &painter, const CanvasContext &context, ChannelId channel, const CanvasHit &hover);

/// The nearest ghost key within the key hit radius of `pos` over the hittable channels
/// (shown, not locked): a HitKind::GhostKey hit naming the echoed key (`knot`) and the
/// echo's time (`echoTime`); nullopt when none.
std::optional<CanvasHit> hitGhostKey(const CanvasContext &context, const QPointF &pos);

/// The status-bar text for a ghost-key hit ("…: copy of key 3 in iteration 2 …").
QString describe(const CanvasContext &context, const CanvasHit &hit);

} // namespace ghosts
} // namespace knotline
