#include "widgets/timeline/TimelineLayout.h"

#include <algorithm>
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

namespace {
constexpr double kUpperLine = 20.0; ///< height of a header's upper line (name, toggles)
constexpr double kModeWidth = 30.0; ///< the replace / additive switch
} // namespace

QRectF TimelineLayout::nameRect(std::size_t track) const
{
    const QRectF h = headerRect(track);
    return {h.left() + 10.0, h.top(), muteRect(track).left() - h.left() - 14.0, kUpperLine + 2.0};
}

QRectF TimelineLayout::buttonRect(std::size_t track, int fromRight) const
{
    const QRectF h = headerRect(track);
    const double gap = 4.0;
    const double x = h.right() - (kButtonSize + gap) * double(fromRight + 1);
    return {x, h.top() + 3.0, kButtonSize, kButtonSize};
}

QRectF TimelineLayout::blendModeRect(std::size_t track) const
{
    const QRectF h = headerRect(track);
    return {h.right() - 4.0 - kModeWidth, h.top() + kUpperLine + 3.0, kModeWidth, kRowHeight - kUpperLine - 7.0};
}

QRectF TimelineLayout::weightRect(std::size_t track) const
{
    const QRectF h = headerRect(track);
    const QRectF mode = blendModeRect(track);
    return {h.left() + 10.0, mode.center().y() - 3.0, mode.left() - h.left() - 18.0, 6.0};
}

double TimelineLayout::weightAtX(std::size_t track, double x) const
{
    const QRectF r = weightRect(track);
    const double w = r.width() > 0.0 ? (x - r.left()) / r.width() : 1.0;
    return std::round(std::clamp(w, 0.0, 1.0) * 100.0) / 100.0;
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
