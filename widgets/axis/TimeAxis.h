#pragma once
// TimeAxis: the mapping between widget x pixels and time codes that every time view uses
// (the curve canvas through its ViewTransform, the velocity chart, the timeline view), so
// zooming, panning and framing in time follow one set of rules. A small value class of
// plain doubles with no widget (this header includes no Qt), unit-tested on its own.
//
// Units: times are time codes (unitless doubles, core/time/TimeCode.h); x and dx are
// pixels of the widget the axis belongs to, growing to the right.
//
//     x = xOffset + t * pixelsPerTime          t = (x - xOffset) / pixelsPerTime
//
// with xOffset finite and kMinScale <= pixelsPerTime <= kMaxScale once zoomed (the
// constructor only requires > 0). Later times are always further right.
//
// framed(tMin, tMax, left, right) maps [tMin, tMax] onto the pixel span [left, right]:
//
//     width = max(1, right - left)    pixelsPerTime = width / (tMax - tMin)
//     xOffset = left - tMin * pixelsPerTime
//
// An empty, reversed, tiny (< 1e-9) or non-finite time range is replaced by a span of 1
// around its centre (axis::usableRange in AxisMath.h); a span narrower than one pixel
// (or reversed) counts as one pixel; a non-finite `left` counts as 0.
//
// zoomedAbout(x, factor) scales about the pixel x: the time under x stays under x.
//
//     pixelsPerTime' = pixelsPerTime * factor     xOffset' = x - (x - xOffset) * factor
//
// (factor > 1 zooms in). The scale is kept within [kMinScale, kMaxScale]: a factor that
// would leave that range is reduced so the scale lands on the limit, and x stays fixed. A
// non-finite or non-positive factor counts as 1; a factor of 1 (also after limiting) and a
// non-finite x leave the axis exactly as it is.
// panned(dx) moves the content by dx pixels: xOffset' = xOffset + dx (non-finite: 0).

#include "widgets/axis/AxisMath.h"

namespace knotline {

/// A closed time interval in time codes, [min, max].
struct TimeInterval {
    double min = 0.0;
    double max = 0.0;
    bool operator==(const TimeInterval &) const = default;
};

class TimeAxis {
public:
    /// Limits of pixelsPerTime kept by zoomedAbout().
    static constexpr double kMinScale = axis::kMinScale;
    static constexpr double kMaxScale = axis::kMaxScale;

    /// One pixel per time code, time 0 at x = 0.
    TimeAxis() = default;
    /// Explicit axis; a non-finite offset is replaced by 0, a non-positive or non-finite
    /// scale by 1.
    TimeAxis(double xOffset, double pixelsPerTime);

    /// The axis that shows [timeMin, timeMax] across the pixels [left, right] (see the
    /// formulas above).
    static TimeAxis framed(double timeMin, double timeMax, double left, double right);

    /// The axis zoomed by `factor` about pixel `x` (see above).
    TimeAxis zoomedAbout(double x, double factor) const;
    /// The axis with the content moved right by `dx` pixels (see above).
    TimeAxis panned(double dx) const;

    double timeToX(double time) const { return m_xOffset + time * m_pixelsPerTime; }
    double xToTime(double x) const { return (x - m_xOffset) / m_pixelsPerTime; }
    /// The times shown at the pixels `left` and `right` ({xToTime(left), xToTime(right)};
    /// min <= max when left <= right).
    TimeInterval visibleRange(double left, double right) const { return {xToTime(left), xToTime(right)}; }

    /// Pixel of time code 0.
    double xOffset() const { return m_xOffset; }
    /// Pixels per time code (> 0).
    double pixelsPerTime() const { return m_pixelsPerTime; }

    bool operator==(const TimeAxis &) const = default;

private:
    double m_xOffset = 0.0;
    double m_pixelsPerTime = 1.0;
};

} // namespace knotline
