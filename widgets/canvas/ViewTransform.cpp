#include "widgets/canvas/ViewTransform.h"

#include <algorithm>
#include <cmath>

namespace knotline {

ViewTransform::ViewTransform(double xOffset, double pixelsPerTime, double yOffset,
                             double pixelsPerValue)
    : ViewTransform(TimeAxis(xOffset, pixelsPerTime), yOffset, pixelsPerValue)
{
}

ViewTransform::ViewTransform(const TimeAxis &time, double yOffset, double pixelsPerValue)
    : m_time(time)
    , m_yOffset(std::isfinite(yOffset) ? yOffset : 0.0)
    , m_pixelsPerValue(axis::positiveOrOne(pixelsPerValue))
{
}

ViewTransform ViewTransform::frame(double timeMin, double timeMax, double valueMin,
                                   double valueMax, const QSizeF &size,
                                   const QMarginsF &margins)
{
    const TimeAxis time =
        TimeAxis::framed(timeMin, timeMax, margins.left(), size.width() - margins.right());
    axis::usableRange(valueMin, valueMax);
    const double plotHeight = std::max(1.0, size.height() - margins.top() - margins.bottom());
    const double pixelsPerValue = plotHeight / (valueMax - valueMin);
    return ViewTransform(time, margins.top() + valueMax * pixelsPerValue, pixelsPerValue);
}

ViewTransform ViewTransform::frame(double timeMin, double timeMax, double valueMin,
                                   double valueMax, const QSizeF &size, double margin)
{
    return frame(timeMin, timeMax, valueMin, valueMax, size,
                 QMarginsF(margin, margin, margin, margin));
}

ViewTransform ViewTransform::zoomedAbout(const QPointF &pixel, double timeFactor, double valueFactor) const
{
    const double fy = axis::limitedZoomFactor(m_pixelsPerValue, valueFactor);
    if (!std::isfinite(pixel.y()) || fy == 1.0) // y exactly unchanged, as TimeAxis does for x
        return withTimeAxis(m_time.zoomedAbout(pixel.x(), timeFactor));
    return ViewTransform(m_time.zoomedAbout(pixel.x(), timeFactor),
                         pixel.y() - (pixel.y() - m_yOffset) * fy, m_pixelsPerValue * fy);
}

ViewTransform ViewTransform::panned(double dx, double dy) const
{
    ViewTransform out = *this;
    out.m_time = m_time.panned(dx);
    if (std::isfinite(dy))
        out.m_yOffset += dy;
    return out;
}

QRectF ViewTransform::curveRect(const QRectF &pixels) const
{
    const TimeInterval t = m_time.visibleRange(pixels.left(), pixels.right());
    const double v0 = yToValue(pixels.bottom());
    const double v1 = yToValue(pixels.top());
    return QRectF(QPointF(t.min, v0), QPointF(t.max, v1));
}

} // namespace knotline
