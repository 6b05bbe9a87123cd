#pragma once
// TangentTypeIcon: the Tangents toolbar's pictogram of a tangent type, drawn by hand (as
// Maya's tangent buttons are) so that the eleven can be told apart at a glance: each
// exaggerates what its type does to the curve around its keys.
//
// - Auto: a smooth rise through three keys, the middle handle along the rise.
// - Spline: rises to two equal keys and overshoots above them.
// - Clamped: the same keys, dead flat between the equal ones.
// - Linear: straight lines meeting at a corner.
// - Flat: up and down with a level handle at every key.
// - Step: holds each key's value, then jumps (└┐ stairs).
// - Step Next: jumps right after each key, then holds (┌┘ stairs).
// - Plateau: a hill with a flat top between two equal keys.
// - Fixed: handles at set angles, pinned (square ends), the curve following them.
// - Auto Ease: one slow-in, slow-out S between two keys, level handles.
// - Auto Mix: the Auto rise over a faint eased one (a blend of the two).
// The three Auto kinds carry a letter (A, E, M) in the top-left corner too.

#include "core/animcurve/MayaTangentType.h"

#include <QColor>
#include <QIcon>
#include <QImage>

namespace knotline {

/// A 24 × 18 (device-independent) icon of `type` in `colour`, drawn at twice that size
/// for sharp high-dpi display. Global gets the Auto pictogram.
QIcon tangentTypeIcon(MayaTangentType type, const QColor &colour);

/// The icon's picture as a 48 × 36 ARGB image (device pixel ratio 2), for tests.
QImage tangentTypePictogram(MayaTangentType type, const QColor &colour);

} // namespace knotline
