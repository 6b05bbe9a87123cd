#pragma once
// DopeSheetLayout: where the dope sheet draws what — a time ruler band across the top, a
// name column on the left (the rows' labels, indented like the channel tree), and the rows
// below the ruler, one fixed height each, scrolled vertically by `scrollY` pixels.
// Time runs along x through the window's shared TimeAxis (widgets/axis/TimeAxis.h) framed
// onto the plot's left and right edges, so a time sits at the same x in the ruler and in
// every row. Pixels are widget pixels; times are time codes. A value class: no widget.

#include "widgets/axis/TimeAxis.h"

#include <QRectF>
#include <QSizeF>

#include <cstddef>
#include <optional>

namespace knotline {

class DopeSheetLayout {
public:
    static constexpr double kRulerHeight = 24.0;
    static constexpr double kRowHeight = 20.0;
    static constexpr double kNameWidth = 200.0;
    static constexpr double kIndent = 14.0;
    /// Half the width of a key diamond; also the hit tolerance of a tick, in pixels.
    static constexpr double kTickRadius = 5.0;

    /// A layout of `rowCount` rows in a widget of `size`, showing `visibleTimes` across the
    /// plot (made usable as TimeAxis::framed does), scrolled down by `scrollY` (>= 0).
    DopeSheetLayout(std::size_t rowCount, QSizeF size, TimeInterval visibleTimes, double scrollY = 0.0);

    const TimeAxis &axis() const { return m_axis; }
    double timeToX(double time) const { return m_axis.timeToX(time); }
    double xToTime(double x) const { return m_axis.xToTime(x); }

    /// The band of the time ruler (above the plot, right of the name column).
    QRectF rulerRect() const;
    /// Where the rows' ticks are drawn (right of the name column, below the ruler).
    QRectF plotRect() const;
    /// The name column, below the ruler.
    QRectF nameRect() const;
    /// Row `row` across the whole width (name column and plot); may lie outside the widget.
    QRectF rowRect(std::size_t row) const;
    /// The row at widget y `y` (below the ruler); nullopt above the rows, in the ruler or
    /// below the last row.
    std::optional<std::size_t> rowAt(double y) const;
    /// The y of row `row`'s centre line.
    double rowCenterY(std::size_t row) const;
    /// Total height of the rows (for the vertical scroll range).
    double contentHeight() const { return double(m_rowCount) * kRowHeight; }
    std::size_t rowCount() const { return m_rowCount; }

private:
    std::size_t m_rowCount;
    QSizeF m_size;
    double m_scrollY;
    TimeAxis m_axis;
};

} // namespace knotline
