#pragma once
// TimelinePainter: draws the timeline view from its layout and the placements' shapes:
// the time ruler (time codes) with the current-time flag, one header per track (name and
// the mute / solo / lock toggles), and one bar per placed clip in its track's row,
// labelled with the clip's name (a shared clip adds how many placements play it). Inside a
// bar: the cycles of a looping clip (a line where each starts; ping-pong's backward cycles
// hatched), the blend ramps (shaded wedges with a handle on top), the sync-point markers
// (diamonds on the bottom edge, requested ones filled, with their names when there is
// room) and a warning badge for a reversed or collapsed warp. After a bar its held tail,
// faded, up to the next write. Selected bars are outlined brightly; the box of a box
// selection is drawn over everything.

#include "widgets/timeline/PlacementShape.h"
#include "widgets/timeline/TimelineLayout.h"

#include <QCoreApplication>
#include <QRectF>

#include <optional>
#include <set>
#include <vector>

class QPainter;

namespace knotline {

struct TimelinePaintState {
    const Timeline *timeline = nullptr;              ///< never null when painting
    const std::vector<PlacementShape> *shapes = nullptr;
    /// Positions in *shapes of the bars that may be in view (PlacementShapeCache::
    /// candidates), in increasing order; null: every shape. Only these are tested and drawn.
    const std::vector<std::size_t> *visible = nullptr;
    std::set<PlacementIndex> selection;
    std::optional<PlacementIndex> current;
    std::set<std::size_t> lockedTracks;
    std::optional<std::size_t> currentTrack;
    double currentTimeCode = 0.0;
    bool readOnly = false;          ///< value clips: no handles are drawn
    std::optional<QRectF> selectionBox;
};

class TimelinePainter {
    Q_DECLARE_TR_FUNCTIONS(TimelinePainter)

public:
    /// Everything: paintBackdrop, then the current-time line and the selection box.
    static void paint(QPainter &painter, const TimelineLayout &layout, const TimelinePaintState &state);
    /// Everything but the current-time line (rows, ruler, bars, headers) and the
    /// selection box: what the view caches between playback frames.
    static void paintBackdrop(QPainter &painter, const TimelineLayout &layout, const TimelinePaintState &state);
    /// The current-time line at `timeCode` and its flag in the ruler, then the selection box
    /// of `state` (if any).
    static void paintOverlay(QPainter &painter, const TimelineLayout &layout, const TimelinePaintState &state);
    /// The pixels the current-time line at `timeCode` and its flag cover (empty when the
    /// time is outside the plot), for repainting only there.
    static QRectF currentTimeArea(const TimelineLayout &layout, double timeCode, const QFont &font);

    /// The header's title of a track: its name, else its target root, else "Track N".
    static QString trackTitle(const Track &track, std::size_t index);
    /// A bar's label: the clip's label, with "(×N)" when N > 1 placements play it, and
    /// "missing:" before it for a clip without channels (a clip of an OpenTimelineIO cut
    /// that names no animation: it plays nothing until mapped).
    static QString barLabel(const Clip &clip, std::size_t sharedBy);
};

} // namespace knotline
