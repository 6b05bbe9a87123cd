#pragma once
// TimelineDragSession: one drag in a timeline, testable without widgets (the timeline
// half's counterpart of KnotDragSession). Made on the press from what was grabbed and the
// timeline then (before()); each update() is an ABSOLUTE proposal — the pointer's time in
// timeline seconds and the track under it — computed from before() every time, so
// rounding never accumulates; the last proposal's timeline is the gesture's one change
// (change(), recorded as one undo step). The view converts the pointer to seconds once
// and hands it over; snapping is here (TimelineSnapping.h), in seconds.
//
// Kinds and what a proposal at pointer time p does (g = the grabbed feature's time minus
// the press time, so a feature grabbed 3 px right of its edge stays 3 px off):
//   Move           the placements by p − press (snapped: whichever of the grabbed bar's
//                  a and e is nearer a target), and by the track offset under the pointer
//                  (held at the last allowed one; never into or out of a locked track)
//   TrimStart/End  trimPlacementStart / trimPlacementEnd at p + g (content kept)
//   StretchStart/End  stretchPlacementStart / End: the speed changes, a or e kept
//   RippleTrimStart/End  rippleTrimStart / rippleTrimEnd: later clips on the track follow
//   Roll           rollCut: the cut between the placement and its next neighbour
//   Slip           slipPlacement by p − press (snapped to whole frames)
//   Slide          slidePlacement by p − press (snapped as Move)
//   BlendIn/Out    the ramp's length from a / to e
//   SyncPoint      requestSyncPoint of the grabbed point at p + g
// Units: timeline seconds; tracks are 0-based indices.

#include "core/base/Result.h"
#include "core/timeline/TimelineEdits.h"
#include "core/timeline/TimelineSnapping.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <set>
#include <utility>

namespace knotline {

enum class TimelineDragKind {
    Move,
    TrimStart,
    TrimEnd,
    StretchStart,
    StretchEnd,
    RippleTrimStart,
    RippleTrimEnd,
    Roll,
    Slip,
    Slide,
    BlendIn,
    BlendOut,
    SyncPoint,
};

/// How a proposal snaps: to the other placements' edges and the current time within
/// `tolerance` seconds, else to whole frames (TimelineSnapping.h); nothing when disabled.
struct TimelineDragSnap {
    bool enabled = true;
    double tolerance = 0.0;       ///< seconds (the view passes a few pixels' worth)
    double framesPerSecond = 24.0;
    double currentSeconds = 0.0;  ///< the current time, a snap target
};

/// The timeline a drag has made so far: before → after, and what to select.
struct TimelineChange {
    Timeline before;
    Timeline after;
    std::set<PlacementIndex> selection;
};

class TimelineDragSession {
public:
    /// A drag of kind `kind` grabbing the placement `anchor` of `before` at time
    /// `pressSeconds` on track `pressTrack`. `moving`: the placements a Move or the
    /// selection carries (the anchor is added). `point`: the grabbed sync point (SyncPoint
    /// kind). `locked`: tracks nothing may move into or out of. Errors: no such placement,
    /// a press time that is not finite, a Roll with no next neighbour, a locked anchor.
    static Result<TimelineDragSession> create(const Timeline &before, TimelineDragKind kind, PlacementIndex anchor,
                                              double pressSeconds, std::size_t pressTrack,
                                              std::set<PlacementIndex> moving = {}, SyncPoint point = SyncPoint::Start,
                                              std::set<std::size_t> locked = {});

    /// The timeline for the pointer at `pointerSeconds` over track `pointerTrack` (nullopt:
    /// no track row, the track offset is kept at 0), snapped as `snap` says. Errors as the
    /// edit functions'; the session is unchanged either way (proposals are absolute).
    Result<TimelineEditResult> propose(double pointerSeconds, std::optional<std::size_t> pointerTrack,
                                       const TimelineDragSnap &snap) const;
    /// Proposes and keeps the result as the gesture's change; on error the last good
    /// proposal stays.
    Status update(double pointerSeconds, std::optional<std::size_t> pointerTrack, const TimelineDragSnap &snap);

    const Timeline &before() const { return m_before; }
    /// before() → the last accepted proposal (before() itself until one was accepted).
    const TimelineChange &change() const { return m_change; }
    /// Moves the last proposal's timeline out of change().after (which is then empty until
    /// the next update): for a caller that applies each step elsewhere and would otherwise
    /// copy a long timeline on every step (the timeline view hands it to its gesture).
    Timeline takeProposal() { return std::exchange(m_change.after, Timeline()); }
    TimelineDragKind kind() const { return m_kind; }
    PlacementIndex anchor() const { return m_anchor; }
    /// The undo text of this drag ("Move Clips", "Trim Clip", "Slip Clip", ...), translated.
    QString text() const;

private:
    TimelineDragSession() = default;
    int allowedTrackDelta(int wanted) const;
    /// snapTargets(before(), excluded, snap's current time and frame rate), made once per
    /// current time and frame rate (excluded is the same for every proposal of a session):
    /// collecting and sorting every edge of a long timeline on each step would cost more
    /// than the step.
    const SnapTargets &snapTargetsFor(const std::set<PlacementIndex> &excluded, const TimelineDragSnap &snap) const;

    Timeline m_before;
    TimelineChange m_change;
    TimelineDragKind m_kind = TimelineDragKind::Move;
    PlacementIndex m_anchor;
    SyncPoint m_point = SyncPoint::Start;
    std::set<PlacementIndex> m_moving;
    std::set<std::size_t> m_locked;
    double m_grabOffset = 0.0; ///< seconds: the grabbed feature's time minus the press time
    double m_pressSeconds = 0.0;
    std::size_t m_pressTrack = 0;
    double m_barStart = 0.0; ///< the anchor's a and e at the press
    double m_barEnd = 0.0;
    struct CachedTargets {
        double currentSeconds = 0.0;
        double framesPerSecond = 0.0;
        SnapTargets targets;
    };
    mutable std::optional<CachedTargets> m_snapTargets;
};

} // namespace knotline
