#pragma once
// CanvasOptions: what the curve canvas shows and how drags behave (View menu toggles).
// View state only: not undone, not saved in the document (the main window persists them).

#include "core/animcurve/MayaTangentType.h"
#include "widgets/canvas/CanvasKeymap.h"
#include "widgets/canvas/CurveKeyInsertion.h"

#include <Qt>

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
    /// codes) (View ▸ Snapping); key drags not while Alt is held (snapsWhileDragging).
    bool snapping = true;
    /// Key drags put the grabbed key on a whole value (View ▸ Snap to Whole Values, Maya's
    /// value snap); not while Alt is held (valueSnapStep).
    bool valueSnapping = false;
    /// Frame All frames one copy of each looping extrapolation before and after the keys
    /// too (when extrapolation is shown), so that loops are seen (View ▸ Frame All Includes
    /// Loops). Inner-loop copies are always framed.
    bool frameLoops = true;
    /// The Insert Key tool (Key ▸ Insert Key Tool): a left click on a curve segment puts a
    /// key there (CurveKeyInsertion.h) instead of selecting.
    bool insertKeyTool = false;
    /// The region tool (Key ▸ Region Scale Tool, R): with two or more keys selected, a box
    /// around them whose edge and corner handles scale the keys in time and value about the
    /// opposite edge (RegionBox.h, RegionScaleCanvasDrag.h).
    bool regionTool = false;
    /// How the Insert Key tool makes its keys (Key ▸ Inserted Keys).
    KeyInsertShape insertShape = KeyInsertShape::KeepShape;
    /// The tangent type of keys the Insert Key tool makes with KeyInsertShape::DefaultTangent
    /// (Key ▸ Default Tangent Type).
    MayaTangentType defaultTangentType = MayaTangentType::Auto;
    /// A timeline clip's channels shown mapped into timeline time through the placement
    /// (View ▸ Clip Channels in Timeline Time): resampled, read-only (PlacementMarks.h).
    /// Off: in clip time, editable.
    bool clipChannelsInTimelineTime = false;
    /// Which buttons and keys pan, zoom and move the selection (View ▸ Keymap,
    /// CanvasKeymap.h).
    CanvasKeymap keymap = CanvasKeymap::Maya;

    bool operator==(const CanvasOptions &) const = default;
};

/// Whether a key drag snaps now: snapping is on and Alt (the no-snap modifier, as in the
/// dope sheet) is not held at this pointer move.
inline bool snapsWhileDragging(const CanvasOptions &options, Qt::KeyboardModifiers modifiers)
{
    return options.snapping && !(modifiers & Qt::AltModifier);
}

/// The value step a key drag snaps the grabbed key's value to now: 1 (whole values) when
/// value snapping is on and Alt is not held, else 0 (no value snapping).
inline double valueSnapStep(const CanvasOptions &options, Qt::KeyboardModifiers modifiers)
{
    return options.valueSnapping && !(modifiers & Qt::AltModifier) ? 1.0 : 0.0;
}

} // namespace knotline
