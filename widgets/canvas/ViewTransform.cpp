#include "widgets/canvas/ViewTransform.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

double positiveOrOne(double scale)
{
    return (std::isfinite(scale) && scale > 0.0) ? scale : 1.0;
}

/// Makes [lo, hi] a finite range with hi > lo (see the header for the rule).
void sanitizeRange(double &lo, double &hi)
{
    // Spans below kMinSpan would give scales beyond what pixels can show.
    constexpr double kMinSpan = 1e-9;
    if (std::isfinite(lo) && std::isfinite(hi) && std::isfinite(hi - lo) && hi - lo >= kMinSpan)
        return;
    double centre = 0.5 * (lo + hi);
    if (!std::isfinite(centre))
        centre = std::isfinite(lo) ? lo : (std::isfinite(hi) ? hi : 0.0);
    lo = centre - 0.5;
    hi = centre + 0.5;
}

} // namespace

ViewTransform::ViewTransform(double xOffset, double pixelsPerTime, double yOffset,
                             double pixelsPerValue)
    : m_xOffset(std::isfinite(xOffset) ? xOffset : 0.0)
    , m_pixelsPerTime(positiveOrOne(pixelsPerTime))
    , m_yOffset(std::isfinite(yOffset) ? yOffset : 0.0)
    , m_pixelsPerValue(positiveOrOne(pixelsPerValue))
{
}

ViewTransform ViewTransform::frame(double timeMin, double timeMax, double valueMin,
                                   double valueMax, const QSizeF &size,
                                   const QMarginsF &margins)
{
    sanitizeRange(timeMin, timeMax);
    sanitizeRange(valueMin, valueMax);
    const double plotWidth = std::max(1.0, size.width() - margins.left() - margins.right());
    const double plotHeight = std::max(1.0, size.height() - margins.top() - margins.bottom());
    const double pixelsPerTime = plotWidth / (timeMax - timeMin);
    const double pixelsPerValue = plotHeight / (valueMax - valueMin);
    return ViewTransform(margins.left() - timeMin * pixelsPerTime, pixelsPerTime,
                         margins.top() + valueMax * pixelsPerValue, pixelsPerValue);
}

ViewTransform ViewTransform::frame(double timeMin, double timeMax, double valueMin,
                                   double valueMax, const QSizeF &size, double margin)
{
    return frame(timeMin, timeMax, valueMin, valueMax, size,
                 QMarginsF(margin, margin, margin, margin));
}

namespace {

double limitedFactor(double scale, double factor)
{
    if (!std::isfinite(factor) || factor <= 0.0)
        return 1.0;
    const double target = std::clamp(scale * factor, ViewTransform::kMinScale, ViewTransform::kMaxScale);
    return target / scale;
}

} // namespace

ViewTransform ViewTransform::zoomedAbout(const QPointF &pixel, double timeFactor, double valueFactor) const
{
    const double fx = limitedFactor(m_pixelsPerTime, timeFactor);
    const double fy = limitedFactor(m_pixelsPerValue, valueFactor);
    return ViewTransform(pixel.x() - (pixel.x() - m_xOffset) * fx, m_pixelsPerTime * fx,
                         pixel.y() - (pixel.y() - m_yOffset) * fy, m_pixelsPerValue * fy);
}

ViewTransform ViewTransform::panned(double dx, double dy) const
{
    ViewTransform out = *this;
    if (std::isfinite(dx))
        out.m_xOffset += dx;
    if (std::isfinite(dy))
        out.m_yOffset += dy;
    return out;
}

QRectF ViewTransform::curveRect(const QRectF &pixels) const
{
    const double t0 = xToTime(pixels.left());
    const double t1 = xToTime(pixels.right());
    const double v0 = yToValue(pixels.bottom());
    const double v1 = yToValue(pixels.top());
    return QRectF(QPointF(t0, v0), QPointF(t1, v1));
}

} // namespace knotline
