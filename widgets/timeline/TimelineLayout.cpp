#include "widgets/timeline/TimelineLayout.h"

#include <cmath>

namespace knotline {

TimelineLayout::TimelineLayout(TimeAxis axis, double timeCodesPerSecond, QSizeF size, double scrollY)
    : m_axis(axis)
    , m_fps(std::isfinite(timeCodesPerSecond) && timeCodesPerSecond > 0.0 ? timeCodesPerSecond : 24.0)
    , m_size(size)
    , m_scrollY(std::isfinite(scrollY) && scrollY > 0.0 ? scrollY : 0.0)
{
}

QRectF TimelineLayout::headerRect(std::size_t track) const
{
    return {0.0, kRulerHeight + kRowHeight * double(track) - m_scrollY, kHeaderWidth, kRowHeight};
}

QRectF TimelineLayout::rowRect(std::size_t track) const
{
    return {kHeaderWidth, kRulerHeight + kRowHeight * double(track) - m_scrollY, plotWidth(), kRowHeight};
}

QRectF TimelineLayout::nameRect(std::size_t track) const
{
    const QRectF h = headerRect(track);
    return {h.left() + 10.0, h.top(), muteRect(track).left() - h.left() - 14.0, h.height()};
}

QRectF TimelineLayout::buttonRect(std::size_t track, int fromRight) const
{
    const QRectF h = headerRect(track);
    const double gap = 4.0;
    const double x = h.right() - (kButtonSize + gap) * double(fromRight + 1);
    return {x, h.center().y() - kButtonSize / 2.0, kButtonSize, kButtonSize};
}

std::optional<std::size_t> TimelineLayout::rowAt(double y) const
{
    const double inRows = y - kRulerHeight + m_scrollY;
    if (!(y >= kRulerHeight) || !(inRows >= 0.0))
        return std::nullopt;
    return static_cast<std::size_t>(std::floor(inRows / kRowHeight));
}

QRectF TimelineLayout::barRect(std::size_t track, double start, double end) const
{
    const QRectF row = rowRect(track);
    const double x0 = xOfSeconds(start);
    const double x1 = std::max(xOfSeconds(end), x0 + 1.0);
    return {x0, row.top() + kBarInset, x1 - x0, row.height() - 2.0 * kBarInset};
}

} // namespace knotline
