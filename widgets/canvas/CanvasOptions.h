#pragma once
// CanvasOptions: what the curve canvas shows and how drags behave (View menu toggles).
// View state only: not undone, not saved in the document (the main window persists them).

namespace knotline {

struct CanvasOptions {
    /// Tangent handles of selected keys (View ▸ Show Tangents).
    bool showTangents = true;
    /// Extrapolation before/after the keys, looping-extrapolation iteration marks and the
    /// inner loop's prototype boundaries (View ▸ Show Extrapolation and Loops). Inner-loop
    /// echoes are part of the curve and are always drawn (faded).
    bool showExtrapolation = true;
    /// Regressive Bezier segments drawn with a red glow and a ⚠ marker whose menu fixes
    /// them (View ▸ Highlight Regressive Segments).
    bool highlightRegressive = true;
    /// Knot drags, loop-end drags and the current-time cursor snap to whole frames (time
    /// codes) (View ▸ Snapping).
    bool snapping = true;

    bool operator==(const CanvasOptions &) const = default;
};

} // namespace knotline
