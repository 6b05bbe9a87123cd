#pragma once
// TimelineHitTester: what lies under a pixel of the timeline view, from the same layout and
// shapes the painter draws. Later placements of a track are drawn over earlier ones and are
// hit first; within a bar, sync markers (a diamond on the bar's top edge) beat the blend
// handles (squares on the top corners of the ramps), which beat the edges (kEdgeGrip pixels
// either side), which beat the body. A warped bar (sync requests) offers no edges: its
// start and end follow its sync markers.

#include "widgets/timeline/PlacementShape.h"
#include "widgets/timeline/TimelineLayout.h"

#include <QPointF>

#include <optional>
#include <vector>

namespace knotline {

enum class TimelineHitKind {
    None,        ///< the corner above the headers, or outside the widget
    Ruler,       ///< the time ruler
    Header,      ///< a track header, not on a toggle
    MuteButton,
    SoloButton,
    LockButton,
    WeightBar,   ///< a track header's weight bar
    BlendModeButton, ///< a track header's replace / additive switch
    Bar,         ///< a placement's body
    StartEdge,   ///< a placement's left edge
    EndEdge,     ///< a placement's right edge
    BlendIn,     ///< the blend-in handle
    BlendOut,    ///< the blend-out handle
    SyncMarker,  ///< a sync-point marker
    EmptyRow,    ///< a track row where no bar is
    BelowTracks, ///< the plot below the last track
};

struct TimelineHit {
    TimelineHitKind kind = TimelineHitKind::None;
    std::optional<std::size_t> track;         ///< headers, rows and bars
    std::optional<PlacementIndex> placement;  ///< bars and their parts
    SyncPoint syncPoint = SyncPoint::Start;   ///< SyncMarker only

    bool onPlacement() const { return placement.has_value(); }
};

/// The hit at `pos`. `shapes` are placementShapes() of the timeline with `trackCount` tracks.
TimelineHit hitTimeline(const TimelineLayout &layout, std::size_t trackCount, const std::vector<PlacementShape> &shapes,
                        QPointF pos);

/// Whether a bar this wide shows (and offers) its blend handles: a narrow bar keeps its
/// edges for trimming instead (its ramps are still drawn).
bool showsBlendHandles(const QRectF &bar);

/// The rectangle of a blend handle (`in`: blend-in) or of a sync marker at `time` (seconds)
/// on `bar`; the painter draws them there.
QRectF blendHandleRect(const TimelineLayout &layout, const QRectF &bar, const PlacementShape &shape, bool in);
QRectF syncMarkerRect(const TimelineLayout &layout, const QRectF &bar, double time);

} // namespace knotline
