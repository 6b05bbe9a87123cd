#pragma once
// CanvasStyle: the colours and sizes the curve canvas draws with, in one place.
// Sizes are device-independent pixels.

#include <QColor>

namespace knotline::canvas_style {

// ---- background, grid, rulers ------------------------------------------------------
inline QColor outsideBackground() { return QColor(0x1f, 0x20, 0x23); }
inline QColor plotBackground() { return QColor(0x2a, 0x2b, 0x2f); }
inline QColor rulerBackground() { return QColor(0x24, 0x25, 0x29); }
inline QColor frameLine() { return QColor(0x31, 0x33, 0x38); }
inline QColor majorLine() { return QColor(0x41, 0x44, 0x4b); }
inline QColor zeroLine() { return QColor(0x62, 0x66, 0x70); }
inline QColor labelText() { return QColor(0xb8, 0xbc, 0xc4); }
inline QColor dimText() { return QColor(0x8c, 0x91, 0x9b); }
inline QColor currentTime() { return QColor(0x5a, 0xa9, 0xff); }
inline QColor playbackRangeShade() { return QColor(0x2f, 0x30, 0x35); }

// ---- curves ----------------------------------------------------------------------------
constexpr double kCurveWidth = 2.0; ///< authored span (echoes and extrapolation: 1 px)
constexpr double kEchoAlpha = 0.6;
constexpr double kExtrapolationAlpha = 0.7;
inline QColor regressionGlow() { return QColor(0xff, 0x3b, 0x3b, 0x70); }
inline QColor regressionBadge() { return QColor(0xe5, 0x39, 0x35); }
constexpr double kRegressionGlowWidth = 9.0;
constexpr double kBadgeRadius = 7.0;

// ---- knots and handles -------------------------------------------------------------
constexpr double kKnotSize = 7.0;          ///< side of a knot square
constexpr double kBreakdownSize = 9.0;     ///< diagonal of a breakdown diamond
constexpr double kPreValueRadius = 3.5;    ///< hollow circle at a dual-valued knot's pre-value
constexpr double kHandleRadius = 3.0;      ///< tangent handle dot
constexpr double kHermiteHandleLength = 40.0; ///< Hermite handles: fixed length (slope only)
constexpr double kKnotHitRadius = 7.0;     ///< hit radii, larger than the drawn sizes
constexpr double kHandleHitRadius = 7.0;
constexpr double kSegmentHitRadius = 4.0;
constexpr double kCursorHitRadius = 4.0;
/// Unselected knot markers are drawn only while a channel shows at most one knot per this
/// many pixels of plot width (denser knots would merge into a solid bar; selected knots
/// are always drawn).
constexpr double kMinPixelsPerDrawnKnot = 3.0;
inline QColor knotOutline() { return QColor(0x10, 0x10, 0x12); }
inline QColor selectedKnot() { return QColor(0xff, 0xff, 0xff); }
inline QColor handleLine() { return QColor(0xc8, 0xcc, 0xd4); }
inline QColor selectionBoxFill() { return QColor(0xff, 0xff, 0xff, 0x18); }
inline QColor selectionBoxLine() { return QColor(0xe8, 0xea, 0xee); }
/// The region tool's box and handles (RegionBox.h): a warm yellow, apart from the keys' white.
inline QColor regionBoxLine() { return QColor(0xf2, 0xc9, 0x4c); }

} // namespace knotline::canvas_style
