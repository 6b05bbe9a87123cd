#pragma once
// DopeSheetHitTester: what lies under a point of the dope sheet, and which ticks a box
// covers. Priority at a point: a scale handle of the selection (the small grips at the
// selected keys' first and last time, in the ruler band), the time ruler, the current-time
// line (within 4 px, below the ruler), a tick (the nearest within kTickRadius px on the
// row under the point), the row's empty space, the name column.

#include "widgets/dopesheet/DopeSheetLayout.h"
#include "widgets/dopesheet/DopeSheetRows.h"

#include <QPointF>
#include <QRectF>

#include <cstddef>
#include <optional>
#include <vector>

namespace knotline {

struct DopeSheetHit {
    enum class Kind { None, ScaleStart, ScaleEnd, Ruler, CurrentTime, Tick, Row, Name };
    Kind kind = Kind::None;
    std::size_t row = 0;  ///< Tick, Row, Name
    std::size_t tick = 0; ///< Tick: index into the row's ticks
};

/// The selected keys' time span shown by the scale grips; nullopt when fewer than two
/// distinct times are selected (nothing to scale).
struct DopeSheetSelectionSpan {
    double start = 0.0;
    double end = 0.0;
};

/// Where the grips of `span` are: a small rectangle in the ruler band just outside each end.
QRectF scaleGripRect(const DopeSheetLayout &layout, double time, bool atStart);

/// What is at `pos`. `ticks[i]` are the ticks of row i.
DopeSheetHit dopeSheetHitAt(const DopeSheetLayout &layout, const std::vector<std::vector<DopeSheetTick>> &ticks,
                            const QPointF &pos, double currentTime,
                            const std::optional<DopeSheetSelectionSpan> &span);

/// The ticks whose diamonds' centres lie in `box` (widget pixels, normalised), in row order.
std::vector<const DopeSheetTick *> ticksInBox(const DopeSheetLayout &layout,
                                              const std::vector<std::vector<DopeSheetTick>> &ticks,
                                              const QRectF &box);

} // namespace knotline
