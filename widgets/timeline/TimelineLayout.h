#pragma once
// TimelineLayout: the geometry of the timeline view, a small value class with no widget.
//
//   +------------+----------------------------------------+
//   |  (corner)  | time ruler (kRulerHeight)              |
//   +------------+----------------------------------------+
//   | header 0   | row of track 0 (kRowHeight)            |
//   |  name  MSL |                                        |
//   |  ▬▬weight  R|                                        |
//   | header 1   | row of track 1                         |
//   +------------+----------------------------------------+
//     kHeaderWidth
//
// x: the shared TimeAxis (widgets/axis/TimeAxis.h) maps time codes to widget pixels; the
// timeline's seconds are converted with the document's frame rate (core/time/TimeCode.h:
// time code = seconds · timeCodesPerSecond). y: rows follow the ruler, moved up by
// scrollY pixels. Bars sit in their row inset by kBarInset at top and bottom.

#include "core/time/TimeCode.h"
#include "widgets/axis/TimeAxis.h"

#include <QRectF>
#include <QSizeF>

#include <cstddef>
#include <optional>

namespace knotline {

class TimelineLayout {
public:
    static constexpr double kHeaderWidth = 168.0;
    static constexpr double kRulerHeight = 24.0;
    static constexpr double kRowHeight = 38.0;
    static constexpr double kBarInset = 4.0;
    static constexpr double kButtonSize = 18.0; ///< mute / solo / lock toggles in a header
    static constexpr double kEdgeGrip = 5.0;    ///< pixels either side of a bar's edge that grab it
    static constexpr double kHandleSize = 9.0;  ///< blend handles and sync markers
    /// Bars narrower than this many pixels are drawn as plain blocks (no label, markers or
    /// ramps) and hit as plain bars: a zoomed-out timeline of 100,000 placements puts
    /// dozens in one pixel column.
    static constexpr double kCompactBarWidth = 4.0;

    TimelineLayout() = default;
    /// `axis` in widget pixels; `timeCodesPerSecond` > 0 (else 24 is used); `size` the
    /// widget's size; `scrollY` >= 0 the pixels the rows are scrolled up.
    TimelineLayout(TimeAxis axis, double timeCodesPerSecond, QSizeF size, double scrollY = 0.0);

    const TimeAxis &axis() const { return m_axis; }
    double timeCodesPerSecond() const { return m_fps; }
    QSizeF size() const { return m_size; }
    double scrollY() const { return m_scrollY; }

    QRectF rulerRect() const { return {kHeaderWidth, 0.0, plotWidth(), kRulerHeight}; }
    /// Where bars are drawn: right of the headers, below the ruler.
    QRectF plotRect() const { return {kHeaderWidth, kRulerHeight, plotWidth(), plotHeight()}; }
    /// The header of track `track` (its name and toggles), and its row in the plot.
    QRectF headerRect(std::size_t track) const;
    QRectF rowRect(std::size_t track) const;
    /// The toggles in a header, right-aligned: mute, solo, lock.
    QRectF muteRect(std::size_t track) const { return buttonRect(track, 2); }
    QRectF soloRect(std::size_t track) const { return buttonRect(track, 1); }
    QRectF lockRect(std::size_t track) const { return buttonRect(track, 0); }
    /// Where a track header shows the track's name (left of its toggles, on the header's
    /// upper line); a double click there renames the track.
    QRectF nameRect(std::size_t track) const;
    /// The track's weight bar (the header's lower line): its width is the weight's 0–1
    /// range; a drag along it sets the weight (blended pose, spec §1.7).
    QRectF weightRect(std::size_t track) const;
    /// The weight for a pointer at `x` over weightRect (clamped to 0–1, in steps of 0.01).
    double weightAtX(std::size_t track, double x) const;
    /// The replace / additive switch right of the weight bar.
    QRectF blendModeRect(std::size_t track) const;
    /// The row under y (any y below the ruler, also past the last track: then >= the
    /// track count); nullopt above the rows.
    std::optional<std::size_t> rowAt(double y) const;
    /// The bar of a placement on `track` from `start` to `end` (seconds).
    QRectF barRect(std::size_t track, double start, double end) const;

    double xOfSeconds(double seconds) const { return m_axis.timeToX(secondsToTimeCode(seconds, m_fps)); }
    double secondsAtX(double x) const { return timeCodeToSeconds(m_axis.xToTime(x), m_fps); }
    /// Seconds per pixel at the current zoom.
    double secondsPerPixel() const { return 1.0 / (m_axis.pixelsPerTime() * m_fps); }

    /// Height that shows `tracks` rows without scrolling.
    static double contentHeight(std::size_t tracks) { return kRulerHeight + kRowHeight * double(tracks); }

private:
    double plotWidth() const { return m_size.width() > kHeaderWidth ? m_size.width() - kHeaderWidth : 1.0; }
    double plotHeight() const { return m_size.height() > kRulerHeight ? m_size.height() - kRulerHeight : 1.0; }
    QRectF buttonRect(std::size_t track, int fromRight) const;

    TimeAxis m_axis;
    double m_fps = 24.0;
    QSizeF m_size{640.0, 240.0};
    double m_scrollY = 0.0;
};

} // namespace knotline
