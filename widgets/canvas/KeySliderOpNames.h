#pragma once
// The key slider operators (core/edit/KeySliders.h) as the user sees them: their order in
// menus and in the slider bar, their names, the word that names their actions and the
// extra parameter an operator has (the ease's sharpness, the default value to blend to).

#include "core/edit/KeySliders.h"

#include <QString>

#include <vector>

namespace knotline {

/// Every operator, in menu order (the most used first, as Blender's Key ▸ menus list them).
const std::vector<KeySliderOp> &keySliderOps();
/// The operator's name, translated ("Tween", "Blend to Neighbour", …).
QString keySliderOpName(KeySliderOp op);
/// The operator's name with a menu accelerator ("&Tween").
QString keySliderOpMenuText(KeySliderOp op);
/// A lower-case ASCII word for object names and settings ("tween", "blendToNeighbour").
QString keySliderOpWord(KeySliderOp op);
/// What the slider does at its two ends, translated, for tooltips and status tips.
QString keySliderOpTip(KeySliderOp op);

/// The extra parameter of an operator: none, the ease's sharpness
/// (KeySliderParams::sharpness) or the value blended to (KeySliderParams::defaultValue).
enum class KeySliderExtra { None, Sharpness, DefaultValue };
KeySliderExtra keySliderExtra(KeySliderOp op);

} // namespace knotline
