#include "widgets/canvas/CanvasKeymap.h"

namespace knotline {

CanvasPress canvasPress(CanvasKeymap keymap, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    const bool alt = modifiers & Qt::AltModifier;
    const bool ctrl = modifiers & Qt::ControlModifier;
    switch (button) {
    case Qt::LeftButton:
        return CanvasPress::Primary;
    case Qt::MiddleButton:
        if (keymap == CanvasKeymap::Maya)
            return alt ? CanvasPress::Pan : CanvasPress::MoveSelection;
        return ctrl ? CanvasPress::Zoom : CanvasPress::Pan;
    case Qt::RightButton:
        if (keymap == CanvasKeymap::Maya && alt)
            return CanvasPress::Zoom;
        return CanvasPress::ContextMenu;
    default:
        return CanvasPress::None;
    }
}

bool isGrabKey(CanvasKeymap keymap, int key, Qt::KeyboardModifiers modifiers)
{
    return keymap == CanvasKeymap::Blender && key == Qt::Key_G
        && (modifiers & ~Qt::KeypadModifier) == Qt::NoModifier;
}

QString keymapSettingsName(CanvasKeymap keymap)
{
    return keymap == CanvasKeymap::Blender ? QStringLiteral("blender") : QStringLiteral("maya");
}

std::optional<CanvasKeymap> keymapFromSettingsName(const QString &name)
{
    if (name == QLatin1String("maya"))
        return CanvasKeymap::Maya;
    if (name == QLatin1String("blender"))
        return CanvasKeymap::Blender;
    return std::nullopt;
}

} // namespace knotline
