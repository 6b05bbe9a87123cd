#include "widgets/dopesheet/DopeSheetLayout.h"

#include <algorithm>
#include <cmath>

namespace knotline {

DopeSheetLayout::DopeSheetLayout(std::size_t rowCount, QSizeF size, TimeInterval visibleTimes, double scrollY)
    : m_rowCount(rowCount)
    , m_size(size)
    , m_scrollY(std::isfinite(scrollY) ? std::max(0.0, scrollY) : 0.0)
    , m_axis(TimeAxis::framed(visibleTimes.min, visibleTimes.max, kNameWidth, std::max(kNameWidth + 1.0, size.width())))
{
}

QRectF DopeSheetLayout::rulerRect() const
{
    return QRectF(kNameWidth, 0.0, std::max(0.0, m_size.width() - kNameWidth), kRulerHeight);
}

QRectF DopeSheetLayout::plotRect() const
{
    return QRectF(kNameWidth, kRulerHeight, std::max(0.0, m_size.width() - kNameWidth),
                  std::max(0.0, m_size.height() - kRulerHeight));
}

QRectF DopeSheetLayout::nameRect() const
{
    return QRectF(0.0, kRulerHeight, kNameWidth, std::max(0.0, m_size.height() - kRulerHeight));
}

QRectF DopeSheetLayout::rowRect(std::size_t row) const
{
    return QRectF(0.0, kRulerHeight + double(row) * kRowHeight - m_scrollY, m_size.width(), kRowHeight);
}

std::optional<std::size_t> DopeSheetLayout::rowAt(double y) const
{
    if (!std::isfinite(y) || y < kRulerHeight)
        return std::nullopt;
    const double r = std::floor((y - kRulerHeight + m_scrollY) / kRowHeight);
    if (r < 0.0 || r >= double(m_rowCount))
        return std::nullopt;
    return std::size_t(r);
}

double DopeSheetLayout::rowCenterY(std::size_t row) const
{
    return rowRect(row).center().y();
}

} // namespace knotline
