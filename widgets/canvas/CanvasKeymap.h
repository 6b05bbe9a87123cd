#pragma once
// CanvasKeymap: which mouse buttons and keys navigate the curve canvas and move the
// selection, in the style of the editor an animator comes from (a preference, as
// Blender's "industry compatible" keymap is). The rest of the canvas's gestures (click
// and drag with the left button, the wheel, the canvas keys) are the same in both.
//
// - Maya-style (the default), as in Maya's Graph Editor: Alt+middle-drag pans,
//   Alt+right-drag zooms, a middle-drag anywhere moves the selected keys.
// - Blender-style, as in Blender's Graph Editor: middle-drag pans, Ctrl+middle-drag
//   zooms, G moves the selected keys with the pointer until a click or Enter confirms
//   (right-click or Esc cancels).
//
// The controls sheet (app/help/ControlsSheet.cpp) lists each keymap's rows from the
// same names.

#include <QString>
#include <Qt>

#include <optional>

namespace knotline {

enum class CanvasKeymap {
    Maya,
    Blender,
};

/// What a mouse press starts in the curve canvas.
enum class CanvasPress {
    None,          ///< nothing (a button the keymap does not use)
    Primary,       ///< the left button: select, drag a key or handle, box-select, scrub
    Pan,           ///< pan the view while the button is held
    Zoom,          ///< zoom about the press point while the button is held
    MoveSelection, ///< move the selected keys from wherever the pointer is (Maya: middle-drag)
    ContextMenu,   ///< the right button: the regressive-segment fix menu
};

/// The gesture a press of `button` with `modifiers` held starts under `keymap`.
CanvasPress canvasPress(CanvasKeymap keymap, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);

/// Whether `key` with `modifiers` starts a pointer-following move of the selected keys
/// (Blender-style: G with no modifier; never under Maya-style).
bool isGrabKey(CanvasKeymap keymap, int key, Qt::KeyboardModifiers modifiers);

/// The keymap's settings name: "maya" or "blender".
QString keymapSettingsName(CanvasKeymap keymap);

/// The keymap a settings name names; nullopt for anything else.
std::optional<CanvasKeymap> keymapFromSettingsName(const QString &name);

} // namespace knotline
