#pragma once
// KnotPainter: the keys of a channel and the handles the user grabs.
// - Keys: squares in the channel's colour; selected keys white; breakdown keys diamonds;
//   keys of read-only or locked channels hollow; keys shadowed by an inner loop's echoes
//   (Ts ignores them) hollow as well. While a channel shows more than one key per
//   kMinPixelsPerDrawnKnot pixels only its selected keys get markers.
// - Dual-valued knots: a hollow circle at the pre-value joined to the key by a dotted line.
// - Tangent handles of selected keys (CanvasOptions::showTangents): a line from the key (or
//   its pre-value) to the handle; weighted (Bezier) handles are filled dots at the control
//   point (length = width), non-weighted (Hermite) handles hollow dots at a fixed length
//   (slope only).
// (The ⚠ markers of regressive segments are RegressionPainter's.)
// The item under the pointer (hover) is drawn slightly larger.

#include "core/editor/ChannelId.h"
#include "widgets/canvas/CanvasHitTester.h"

#include <cstddef>

class QPainter;

namespace knotline {

struct CanvasContext;

namespace knots {

void paintChannelKnots(QPainter &painter, const CanvasContext &context, ChannelId channel,
                       const CanvasHit &hover);
void paintTangentHandles(QPainter &painter, const CanvasContext &context, const CanvasHit &hover);

} // namespace knots
} // namespace knotline
