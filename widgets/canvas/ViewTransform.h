#pragma once
// ViewTransform: maps curve space (time codes, attribute values) to widget pixels and
// back. A small value class with no widget, so it can be unit-tested on its own. Its x
// half is a TimeAxis (widgets/axis/TimeAxis.h, shared with the other time views); the y
// half maps values the same way, downwards, with the same rules (widgets/axis/AxisMath.h).
//
// Formulas (x grows to the right, y grows downwards as in Qt):
//
//     x = xOffset + t * pixelsPerTime          t = (x - xOffset) / pixelsPerTime
//     y = yOffset - v * pixelsPerValue         v = (yOffset - y) / pixelsPerValue
//
// with pixelsPerTime > 0 and pixelsPerValue > 0 (larger values are drawn higher up).
//
// frame(timeMin, timeMax, valueMin, valueMax, size, margins) picks the transform that
// maps [timeMin, timeMax] onto the plot rectangle's width and [valueMin, valueMax] onto
// its height, where the plot rectangle is the widget rectangle (0, 0, size) less the
// margins:
//
//     plotLeft  = margins.left()      plotWidth  = size.width()  - left - right
//     plotTop   = margins.top()       plotHeight = size.height() - top  - bottom
//     pixelsPerTime  = plotWidth  / (timeMax - timeMin)
//     pixelsPerValue = plotHeight / (valueMax - valueMin)
//     xOffset = plotLeft - timeMin * pixelsPerTime
//     yOffset = plotTop  + valueMax * pixelsPerValue
//
// so timeMin -> plotLeft, timeMax -> plotLeft + plotWidth, valueMax -> plotTop and
// valueMin -> plotTop + plotHeight. Degenerate input is made usable rather than refused:
// an empty, reversed, non-finite or tiny (< 1e-9) range is replaced by a span of 1 around its centre
// (or around 0 when the centre is not finite), and a plot rectangle smaller than one
// pixel in either direction is treated as one pixel.
//
// zoomedAbout(pixel, timeFactor, valueFactor) scales about a fixed pixel (px, py): the
// curve point under it stays under it.
//
//     pixelsPerTime'  = pixelsPerTime  * timeFactor     xOffset' = px - (px - xOffset) * timeFactor
//     pixelsPerValue' = pixelsPerValue * valueFactor    yOffset' = py - (py - yOffset) * valueFactor
//
// (factors > 1 zoom in). The scales are kept within [kMinScale, kMaxScale]; a factor that
// would leave that range is reduced so the scale lands on the limit, and the fixed pixel
// stays fixed. panned(dx, dy) moves the content by (dx, dy) pixels: xOffset' = xOffset + dx,
// yOffset' = yOffset + dy.

#include "widgets/axis/TimeAxis.h"

#include <QMarginsF>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace knotline {

class ViewTransform {
public:
    /// Identity-like transform: one pixel per time code and per value unit, origin at (0, 0).
    ViewTransform() = default;
    /// Explicit transform; non-positive or non-finite scales are replaced by 1.
    ViewTransform(double xOffset, double pixelsPerTime, double yOffset, double pixelsPerValue);
    /// `time` for x, and the value mapping of the explicit constructor for y.
    ViewTransform(const TimeAxis &time, double yOffset, double pixelsPerValue);

    /// The transform that shows the given time and value ranges in the plot rectangle of a
    /// widget of `size` less `margins` (see the formulas above).
    static ViewTransform frame(double timeMin, double timeMax, double valueMin, double valueMax,
                               const QSizeF &size, const QMarginsF &margins);
    /// Same with the same margin (pixels) on all four sides.
    static ViewTransform frame(double timeMin, double timeMax, double valueMin, double valueMax,
                               const QSizeF &size, double margin);

    /// Limits of pixelsPerTime and pixelsPerValue kept by zoomedAbout().
    static constexpr double kMinScale = axis::kMinScale;
    static constexpr double kMaxScale = axis::kMaxScale;

    /// The transform zoomed about `pixel` (see the formulas above). Non-finite or
    /// non-positive factors count as 1; a factor of 1 (also after limiting) or a
    /// non-finite coordinate leaves that axis exactly as it is (TimeAxis::zoomedAbout).
    ViewTransform zoomedAbout(const QPointF &pixel, double timeFactor, double valueFactor) const;
    /// The transform with the content moved by (dx, dy) pixels (non-finite counts as 0).
    ViewTransform panned(double dx, double dy) const;
    /// The curve-space rectangle shown by the pixel rectangle `pixels`: x = time, y = value,
    /// left = the time at pixels.left(), top = the value at pixels.bottom() (the smallest),
    /// so width and height are positive.
    QRectF curveRect(const QRectF &pixels) const;

    double timeToX(double time) const { return m_time.timeToX(time); }
    double valueToY(double value) const { return m_yOffset - value * m_pixelsPerValue; }
    double xToTime(double x) const { return m_time.xToTime(x); }
    double yToValue(double y) const { return (m_yOffset - y) / m_pixelsPerValue; }

    QPointF toPixels(double time, double value) const { return {timeToX(time), valueToY(value)}; }
    /// The curve-space point (x = time, y = value) at pixel position `pixel`.
    QPointF toCurve(const QPointF &pixel) const { return {xToTime(pixel.x()), yToValue(pixel.y())}; }

    /// The x half: time codes ↔ x pixels.
    const TimeAxis &timeAxis() const { return m_time; }
    /// This transform with `time` as its x half (the value mapping unchanged).
    ViewTransform withTimeAxis(const TimeAxis &time) const { return ViewTransform(time, m_yOffset, m_pixelsPerValue); }

    double xOffset() const { return m_time.xOffset(); }
    double yOffset() const { return m_yOffset; }
    /// Pixels per time code (> 0).
    double pixelsPerTime() const { return m_time.pixelsPerTime(); }
    /// Pixels per value unit (> 0).
    double pixelsPerValue() const { return m_pixelsPerValue; }

    bool operator==(const ViewTransform &) const = default;

private:
    TimeAxis m_time;
    double m_yOffset = 0.0;
    double m_pixelsPerValue = 1.0;
};

} // namespace knotline
