#pragma once
// TimelineDrag: what a drag in the timeline view makes of the timeline it started from —
// the gesture's rules, without the widget. Made on the press (from the hit under the
// pointer and the timeline then), asked on every move for the new timeline, computed from
// that starting timeline each time (never from the previous move).
//
//   Bar       move the dragged placements by the pointer's time offset and row offset
//             (snapped: whichever of the grabbed bar's start and end is nearer a target)
//   StartEdge / EndEdge   trim the window (trimPlacementStart / End), or with `stretch`
//             (Ctrl held on the press) change the speed (stretchPlacementStart / End)
//   BlendIn / BlendOut    the ramp's length from the start / to the end
//   SyncMarker            request the marker's point at the pointer's time
//
// Times follow the pointer relative to where it grabbed (grabbing a bar 3 px right of its
// edge keeps it 3 px), then snap (TimelineSnapping.h) unless `snapping` is false; the
// snap tolerance is kSnapPixels at the layout's zoom.

#include "widgets/timeline/PlacementShape.h"
#include "widgets/timeline/TimelineEdits.h"
#include "widgets/timeline/TimelineHitTester.h"
#include "widgets/timeline/TimelineLayout.h"

#include <QPointF>
#include <QString>

#include <set>

namespace knotline {

class TimelineDrag {
public:
    static constexpr double kSnapPixels = 8.0;

    /// A drag of `hit` (a hit on a placement: Bar, an edge, a blend handle or a sync
    /// marker) pressed at `pos` on `before`. `moving`: the placements a Bar drag moves
    /// (the selection; the hit placement is added). `locked`: tracks nothing may move
    /// into or out of.
    TimelineDrag(const Timeline &before, const TimelineHit &hit, QPointF pos, const TimelineLayout &layout,
                 std::set<PlacementIndex> moving, bool stretch, std::set<std::size_t> locked = {});

    /// The timeline for the pointer at `pos`, with the placements to select. `layout`
    /// maps the pointer (the view may have scrolled); `currentSeconds` is a snap target.
    /// Errors as the edit functions'; a row offset that would leave the tracks or enter
    /// a locked one is held at the last allowed offset.
    Result<TimelineEditResult> update(QPointF pos, const TimelineLayout &layout, bool snapping,
                                      double currentSeconds) const;

    TimelineHitKind kind() const { return m_kind; }
    /// The undo text of this drag ("Move Clips", "Trim Clip", ...), translated.
    QString text() const;

private:
    int allowedTrackDelta(int wanted) const;

    Timeline m_before;
    TimelineHitKind m_kind;
    PlacementIndex m_anchor;
    PlacementShape m_shape;
    SyncPoint m_point = SyncPoint::Start;
    std::set<PlacementIndex> m_moving;
    std::set<std::size_t> m_locked;
    double m_grabOffset = 0.0; ///< seconds: the grabbed feature's time minus the pointer's
    double m_pressSeconds = 0.0;
    std::size_t m_pressRow = 0;
    bool m_stretch = false;
};

} // namespace knotline
