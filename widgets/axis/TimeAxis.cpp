#include "widgets/axis/TimeAxis.h"

#include <cmath>

namespace knotline {

TimeAxis::TimeAxis(double xOffset, double pixelsPerTime)
    : m_xOffset(std::isfinite(xOffset) ? xOffset : 0.0)
    , m_pixelsPerTime(axis::positiveOrOne(pixelsPerTime))
{
}

TimeAxis TimeAxis::framed(double timeMin, double timeMax, double left, double right)
{
    axis::usableRange(timeMin, timeMax);
    if (!std::isfinite(left))
        left = 0.0;
    // !(>=) so that a non-finite `right` also gives one pixel.
    const double width = right - left >= 1.0 ? right - left : 1.0;
    const double pixelsPerTime = width / (timeMax - timeMin);
    return TimeAxis(left - timeMin * pixelsPerTime, pixelsPerTime);
}

TimeAxis TimeAxis::zoomedAbout(double x, double factor) const
{
    if (!std::isfinite(x))
        return *this;
    const double f = axis::limitedZoomFactor(m_pixelsPerTime, factor);
    if (f == 1.0) // exactly unchanged: x - (x - xOffset) may differ from xOffset by rounding
        return *this;
    return TimeAxis(x - (x - m_xOffset) * f, m_pixelsPerTime * f);
}

TimeAxis TimeAxis::panned(double dx) const
{
    TimeAxis out = *this;
    if (std::isfinite(dx))
        out.m_xOffset += dx;
    return out;
}

} // namespace knotline
