#include "app/help/ControlsSheet.h"

#include <QCoreApplication>

namespace knotline {

namespace {


constexpr const char *kMouse = QT_TRANSLATE_NOOP("Controls", "Mouse in the curve canvas");
constexpr const char *kWheel = QT_TRANSLATE_NOOP("Controls", "Wheel in the curve canvas");
constexpr const char *kCanvasKeys = QT_TRANSLATE_NOOP("Controls", "Keys in the curve canvas");
constexpr const char *kMenuKeys = QT_TRANSLATE_NOOP("Controls", "Menu shortcuts");

constexpr ControlEntry kSheet[] = {
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click a key"), QT_TRANSLATE_NOOP("Controls", "Select the key")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click a curve segment"), QT_TRANSLATE_NOOP("Controls", "Select the two keys of the segment")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Shift+click"), QT_TRANSLATE_NOOP("Controls", "Add to the selection")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Ctrl+click"), QT_TRANSLATE_NOOP("Controls", "Toggle in the selection")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click empty space"), QT_TRANSLATE_NOOP("Controls", "Clear the selection")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag from empty space"),
     QT_TRANSLATE_NOOP("Controls", "Box-select keys (Shift adds to the selection, Ctrl toggles)")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag a key or segment"),
     QT_TRANSLATE_NOOP("Controls", "Move the selected keys, with live anti-regression; times snap to frames when "
             "View ▸ Snap to Frames is on")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Shift+drag a key"),
     QT_TRANSLATE_NOOP("Controls", "Axis lock: move in time only or in value only, whichever way the pointer moved "
             "further")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag a tangent handle"), QT_TRANSLATE_NOOP("Controls", "Change that tangent of the key")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag the pre-value of a dual-valued key"), QT_TRANSLATE_NOOP("Controls", "Change the value from the left")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag an inner-loop grip"), QT_TRANSLATE_NOOP("Controls", "Move the start or end of the inner-loop prototype")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag an extrapolation loop grip"), QT_TRANSLATE_NOOP("Controls", "Move the loop boundary (it snaps to keys)")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click or drag in the time ruler or on the time cursor"),
     QT_TRANSLATE_NOOP("Controls", "Set the current time (scrub)")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Middle-drag"), QT_TRANSLATE_NOOP("Controls", "Pan the view")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click a regression badge or right-click a regressive segment"),
     QT_TRANSLATE_NOOP("Controls", "Menu of fixes for the regressive segment")},
    {kWheel, QT_TRANSLATE_NOOP("Controls", "Wheel"), QT_TRANSLATE_NOOP("Controls", "Zoom time and value about the pointer")},
    {kWheel, QT_TRANSLATE_NOOP("Controls", "Ctrl+wheel, or wheel over the time ruler (top)"), QT_TRANSLATE_NOOP("Controls", "Zoom time only")},
    {kWheel, QT_TRANSLATE_NOOP("Controls", "Shift+wheel, or wheel over the value ruler (left)"), QT_TRANSLATE_NOOP("Controls", "Zoom value only")},
    {kCanvasKeys, QT_TRANSLATE_NOOP("Controls", "Left, Right"),
     QT_TRANSLATE_NOOP("Controls", "Nudge the selected keys by one frame (with Shift: ten frames); with no key selected, step "
             "the current time by a frame")},
    {kCanvasKeys, QT_TRANSLATE_NOOP("Controls", "Up, Down"),
     QT_TRANSLATE_NOOP("Controls", "Nudge the selected keys' values by a tenth of the value grid step (with Shift: one step)")},
    {kCanvasKeys, QT_TRANSLATE_NOOP("Controls", "Esc"), QT_TRANSLATE_NOOP("Controls", "Cancel the drag in progress")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "A"), QT_TRANSLATE_NOOP("Controls", "Frame all curves (View ▸ Frame All)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "F"), QT_TRANSLATE_NOOP("Controls", "Frame the selected keys (View ▸ Frame Selected)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "S"), QT_TRANSLATE_NOOP("Controls", "Set a key at the current time (Key ▸ Set Key)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "I"), QT_TRANSLATE_NOOP("Controls", "Insert a breakdown key at the current time (Key ▸ Insert Breakdown Key)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Delete, Backspace"), QT_TRANSLATE_NOOP("Controls", "Delete the selected keys")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+X, Ctrl+C, Ctrl+V"), QT_TRANSLATE_NOOP("Controls", "Cut, copy, paste keys (paste at the current time)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+A"), QT_TRANSLATE_NOOP("Controls", "Select all keys")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Z"), QT_TRANSLATE_NOOP("Controls", "Undo")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Shift+Z, Ctrl+Y"), QT_TRANSLATE_NOOP("Controls", "Redo")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+N, Ctrl+O"), QT_TRANSLATE_NOOP("Controls", "New document, open a file")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+S, Ctrl+Shift+S"), QT_TRANSLATE_NOOP("Controls", "Save, save as")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+E"), QT_TRANSLATE_NOOP("Controls", "Export a baked layer")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Q"), QT_TRANSLATE_NOOP("Controls", "Quit")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Space"), QT_TRANSLATE_NOOP("Controls", "Play or pause (Playback ▸ Play); lists, tables and text fields keep the key")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Left, Right"),
     QT_TRANSLATE_NOOP("Controls", "Previous or next frame (Playback ▸ Previous Frame, Next Frame); lists, tables, text "
             "fields and the curve canvas with keys selected keep these keys")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Left, Ctrl+Right"),
     QT_TRANSLATE_NOOP("Controls", "Go to the start or the last frame of the playback range (Playback ▸ Go to Start, Go to End)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Home"),
     QT_TRANSLATE_NOOP("Controls", "Frame the playback range in the time views (Playback ▸ Frame Playback Range)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "F1"), QT_TRANSLATE_NOOP("Controls", "This sheet (Help ▸ Keyboard and Mouse)")},
};

QString translated(const char *text)
{
    return QCoreApplication::translate(kControlsContext, text);
}

} // namespace

std::span<const ControlEntry> controlsSheet()
{
    return kSheet;
}

QString controlsMarkdown()
{
    QString out;
    const char *section = nullptr;
    for (const ControlEntry &e : kSheet) {
        if (e.section != section) {
            if (section)
                out += QLatin1Char('\n');
            section = e.section;
            out += QStringLiteral("### %1\n\n| input | action |\n| --- | --- |\n").arg(QString::fromUtf8(section));
        }
        out += QStringLiteral("| %1 | %2 |\n").arg(QString::fromUtf8(e.input), QString::fromUtf8(e.action));
    }
    return out;
}

QString controlsHtml()
{
    QString out;
    const char *section = nullptr;
    for (const ControlEntry &e : kSheet) {
        if (e.section != section) {
            if (section)
                out += QStringLiteral("</table>");
            section = e.section;
            out += QStringLiteral("<h3>%1</h3><table cellspacing=\"0\" cellpadding=\"3\">").arg(translated(section).toHtmlEscaped());
        }
        out += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                   .arg(translated(e.input).toHtmlEscaped(), translated(e.action).toHtmlEscaped());
    }
    if (section)
        out += QStringLiteral("</table>");
    return out;
}

} // namespace knotline
