#pragma once
// Hit testing of the curve canvas, in screen space (widget pixels), with hit radii larger
// than the drawn sizes (CanvasStyle.h). Priority, highest first (within one class the
// nearest wins):
//   1. the time ruler band (scrubbing the current time),
//   2. inner-loop prototype grips and loop-boundary grips of looping pre/post
//      extrapolation (when extrapolation and loops are shown),
//   3. ⚠ markers of regressive segments and their group markers (when highlighted;
//      RegressionMarkers.h),
//   4. tangent handles of selected keys (when tangents are shown),
//   5. pre-value markers of dual-valued knots,
//   6. keys, then ghost keys (echoes in loop copies and looping extrapolation; GhostKeys.h),
//   7. curve segments (authored span and inner-loop prototype only),
//   8. the current-time line.
// Hidden channels are never hit; locked channels are drawn but not hit (except the time
// ruler and cursor, which belong to no channel).

#include "core/editor/ChannelId.h"
#include "core/animcurve/MayaTangent.h"
#include "core/edit/ExtrapolationBoundaryDragSession.h"
#include "core/edit/LoopBoundaryDragSession.h"

#include <QPointF>

#include <cstddef>

namespace knotline {

struct CanvasContext;

enum class HitKind {
    None,
    TimeRuler,
    LoopGrip,
    ExtrapolationGrip,
    RegressionBadge,
    RegressionGroup,
    TangentHandle,
    PreValue,
    Knot,
    GhostKey,
    Segment,
    TimeCursor,
};

struct CanvasHit {
    HitKind kind = HitKind::None;
    ChannelId channel = {};
    /// Knot / key index (TangentHandle, PreValue, Knot), segment start key (Segment,
    /// RegressionBadge).
    std::size_t knot = 0;
    TangentSide side = TangentSide::Out;        ///< TangentHandle
    LoopBoundary boundary = LoopBoundary::Start; ///< LoopGrip
    ExtrapolationSide extrapolation = ExtrapolationSide::Post; ///< ExtrapolationGrip
    /// RegressionGroup: how many regressive segments the group marker stands for, and the
    /// time codes they cover (`channel` is the first channel of the group).
    std::size_t groupCount = 0;
    double groupTimeMin = 0.0;
    double groupTimeMax = 0.0;
    /// GhostKey: the time of the echo (`knot` is the key it echoes).
    double echoTime = 0.0;
    bool operator==(const CanvasHit &) const = default;
};

/// What is under `pos` (widget pixels). `context.caches` supplies the polylines for
/// segment hits (segments of channels not painted yet are not hit).
CanvasHit hitTest(const CanvasContext &context, const QPointF &pos);

/// Pixel of the ⚠ marker of regressive segment `start` of `channel` (on the curve at the
/// segment's middle time).
QPointF regressionBadgePixel(const CanvasContext &context, ChannelId channel, std::size_t start);

} // namespace knotline
