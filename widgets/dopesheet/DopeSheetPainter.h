#pragma once
// DopeSheetPainter: draws the dope sheet from its layout, rows and ticks — the time ruler
// with frame labels (steps of 1, 2, 5 × 10ⁿ frames at least 60 px apart, the curve
// canvas' rule), alternating row bands with summary rows darker, the names indented like
// the channel tree (read-only rows italic, hidden ones dimmed, a swatch of the channel's
// colour), frame lines where frames are 6 px apart or more, a diamond per tick (summary
// ticks larger; breakdowns smaller and cyan, as Blender draws them; selected ticks filled
// yellow, partly selected ones outlined yellow), the playback range shaded lighter, the
// box selection, the scale grips of the selection and the current-time line with its
// frame flag in the ruler. Ruler labels the flag would cover are left out (the flag names
// the current frame itself). Colours from the curve canvas' style (CanvasStyle.h).

#include "widgets/dopesheet/DopeSheetHitTester.h"
#include "widgets/dopesheet/DopeSheetLayout.h"
#include "widgets/dopesheet/DopeSheetRows.h"

#include <QColor>
#include <QRectF>

#include <optional>
#include <vector>

class QFontMetricsF;
class QPainter;

namespace knotline {

struct DopeSheetScene {
    const std::vector<DopeSheetRow> *rows = nullptr;
    const std::vector<std::vector<DopeSheetTick>> *ticks = nullptr; ///< parallel to rows
    std::vector<QColor> rowColors;     ///< parallel to rows: the channel's colour (invalid for summaries)
    double currentTime = 0.0;          ///< time code
    TimeInterval playbackRange;        ///< time codes
    std::optional<QRectF> box;         ///< box selection in progress (widget pixels)
    std::optional<DopeSheetSelectionSpan> span; ///< scale grips
};

/// Where the current-time flag (the frame number in the ruler's upper half) is drawn for
/// `currentTime` (time code) with a font of `metrics`; nullopt when the time lies outside
/// the plot (no flag is drawn then).
std::optional<QRectF> currentTimeFlagRect(const DopeSheetLayout &layout, double currentTime, const QFontMetricsF &metrics);

/// The times (time codes, multiples of `step` across the ruler, ascending) whose ruler
/// label is drawn: every one whose text, in a font of `metrics`, would not overlap `flag`
/// horizontally (2 px apart at least). `step` > 0.
std::vector<double> rulerLabelTimes(const DopeSheetLayout &layout, double step, const QFontMetricsF &metrics,
                                    const std::optional<QRectF> &flag);

void paintDopeSheet(QPainter &painter, const DopeSheetLayout &layout, const DopeSheetScene &scene);

} // namespace knotline
