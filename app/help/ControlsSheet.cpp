#include "app/help/ControlsSheet.h"

#include <QCoreApplication>

namespace knotline {

namespace {


constexpr const char *kMouse = QT_TRANSLATE_NOOP("Controls", "Mouse in the curve canvas");
constexpr const char *kWheel = QT_TRANSLATE_NOOP("Controls", "Wheel in the curve canvas");
constexpr const char *kCanvasKeys = QT_TRANSLATE_NOOP("Controls", "Keys in the curve canvas");
constexpr const char *kSliderBar = QT_TRANSLATE_NOOP("Controls", "Key slider bar (Key ▸ Sliders, T)");
constexpr const char *kTimelineMouse = QT_TRANSLATE_NOOP("Controls", "Mouse in the timeline");
constexpr const char *kTimelineKeys = QT_TRANSLATE_NOOP("Controls", "Keys in the timeline");
constexpr const char *kMenuKeys = QT_TRANSLATE_NOOP("Controls", "Menu shortcuts");
constexpr const char *kGraph = QT_TRANSLATE_NOOP("Controls", "Channel tree and stats line");

constexpr const char *kZoomAction = QT_TRANSLATE_NOOP(
    "Controls", "Zoom about the pointer: right and left zoom time in and out, up and down zoom values in and out");

constexpr ControlEntry kSheet[] = {
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click a key"), QT_TRANSLATE_NOOP("Controls", "Select the key")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click a curve segment"), QT_TRANSLATE_NOOP("Controls", "Select the two keys of the segment")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Shift+click"), QT_TRANSLATE_NOOP("Controls", "Add to the selection")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Ctrl+click"), QT_TRANSLATE_NOOP("Controls", "Toggle in the selection")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click empty space"), QT_TRANSLATE_NOOP("Controls", "Clear the selection")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag from empty space or from a curve segment"),
     QT_TRANSLATE_NOOP("Controls", "Box-select keys (Shift adds to the selection, Ctrl toggles); a left-drag moves keys "
             "only when it starts on a key or a handle")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag a key"),
     QT_TRANSLATE_NOOP("Controls", "Select it if it is not, and move the selected keys, with live anti-regression; "
             "times snap to frames when View ▸ Snap to Frames is on, values to whole values when View ▸ Snap to Whole "
             "Values is on")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Middle-drag anywhere"),
     QT_TRANSLATE_NOOP("Controls", "Move the selected keys, as dragging one of them would (the selected key nearest "
             "the pointer snaps to frames)"), kMayaKeymap},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Shift+drag a key"),
     QT_TRANSLATE_NOOP("Controls", "Axis lock: move in time only or in value only, whichever way the pointer moved "
             "further")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Alt held while dragging keys"),
     QT_TRANSLATE_NOOP("Controls", "Move them freely: no snapping to whole frames or values (as in the dope sheet)")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag an edge or corner handle of the region box (Region Scale Tool on, R)"),
     QT_TRANSLATE_NOOP("Controls", "Scale the selected keys about the opposite edge: left and right edges in time, top and "
             "bottom in value, corners both")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag a tangent handle"), QT_TRANSLATE_NOOP("Controls", "Change that tangent of the key")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag the pre-value of a dual-valued key"), QT_TRANSLATE_NOOP("Controls", "Change the value from the left")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag an inner-loop grip"), QT_TRANSLATE_NOOP("Controls", "Move the start or end of the inner-loop prototype")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Drag an extrapolation loop grip"), QT_TRANSLATE_NOOP("Controls", "Move the loop boundary (it snaps to keys)")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click or drag in the time ruler or on the time cursor"),
     QT_TRANSLATE_NOOP("Controls", "Set the current time (scrub)")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Alt+middle-drag"), QT_TRANSLATE_NOOP("Controls", "Pan the view"), kMayaKeymap},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Middle-drag"), QT_TRANSLATE_NOOP("Controls", "Pan the view"), kBlenderKeymap},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Alt+right-drag"), kZoomAction, kMayaKeymap},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Ctrl+middle-drag"), kZoomAction, kBlenderKeymap},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Click a curve with the Insert Key tool on (K)"),
     QT_TRANSLATE_NOOP("Controls", "Insert a key there, keeping the curve's shape or with the default tangent type (Key ▸ Inserted Keys)")},
    {kMouse, QT_TRANSLATE_NOOP("Controls", "Point at a curve"), QT_TRANSLATE_NOOP("Controls", "Show its name by the pointer")},
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
    {kCanvasKeys, QT_TRANSLATE_NOOP("Controls", "G, then move the pointer"),
     QT_TRANSLATE_NOOP("Controls", "Move the selected keys with the pointer: a click or Enter confirms, a right-click or "
             "Esc cancels"), kBlenderKeymap},
    {kCanvasKeys, QT_TRANSLATE_NOOP("Controls", "Esc"), QT_TRANSLATE_NOOP("Controls", "Cancel the drag in progress")},
    {kSliderBar, QT_TRANSLATE_NOOP("Controls", "Move the pointer left or right, or drag the slider"),
     QT_TRANSLATE_NOOP("Controls", "Set the slider, -100 % to +100 %: the selected keys of every shown curve follow live")},
    {kSliderBar, QT_TRANSLATE_NOOP("Controls", "Type a number (digits, ., -; Backspace)"), QT_TRANSLATE_NOOP("Controls", "Set the percentage")},
    {kSliderBar, QT_TRANSLATE_NOOP("Controls", "A, S, D"),
     QT_TRANSLATE_NOOP("Controls", "25 %, 50 %, 100 % (with Shift: -25 %, -50 %, -100 %)")},
    {kSliderBar, QT_TRANSLATE_NOOP("Controls", "Left, Right"), QT_TRANSLATE_NOOP("Controls", "One percent less or more (with Shift: ten)")},
    {kSliderBar, QT_TRANSLATE_NOOP("Controls", "Up, Down"), QT_TRANSLATE_NOOP("Controls", "The previous or next slider (tween, blend, push/pull, ease, …)")},
    {kSliderBar, QT_TRANSLATE_NOOP("Controls", "Enter, or click"), QT_TRANSLATE_NOOP("Controls", "Apply the slider as one undo step")},
    {kSliderBar, QT_TRANSLATE_NOOP("Controls", "Esc, or right-click"), QT_TRANSLATE_NOOP("Controls", "Cancel: the keys are as they were")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Click a clip"), QT_TRANSLATE_NOOP("Controls", "Select the clip")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Shift+click a clip"), QT_TRANSLATE_NOOP("Controls", "Add the clip to the selection")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Ctrl+click a clip"), QT_TRANSLATE_NOOP("Controls", "Toggle the clip in the selection")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Drag from empty space"), QT_TRANSLATE_NOOP("Controls", "Box-select clips (Shift adds to the selection)")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Drag a clip"), QT_TRANSLATE_NOOP("Controls", "Move the selected clips in time, and to another track by dragging up or down")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Drag the left or right edge of a clip"), QT_TRANSLATE_NOOP("Controls", "Trim the clip; its content stays where it is (trimming the start hides the clip's head)")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Ctrl+drag an edge of a clip"), QT_TRANSLATE_NOOP("Controls", "Change the clip's speed: it plays the same frames over the new length, the other edge stays")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Shift+drag an edge of a clip"), QT_TRANSLATE_NOOP("Controls", "Ripple trim: the later clips on the track follow")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Slip tool (Y): drag a clip"), QT_TRANSLATE_NOOP("Controls", "Slip: the content moves under the clip's fixed start and end")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Slide tool (U): drag a clip"), QT_TRANSLATE_NOOP("Controls", "Slide: the clip moves and its neighbours on the track absorb the change")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Roll tool (N): drag a cut between two clips"), QT_TRANSLATE_NOOP("Controls", "Roll: the cut moves, one clip ends later as the other starts later")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Ripple tool (B): drag an edge"), QT_TRANSLATE_NOOP("Controls", "Ripple trim, as Shift+drag")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Drag along a track header's weight bar"), QT_TRANSLATE_NOOP("Controls", "Set the track's weight in the blended pose (0 to 1)")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Click Rep / Add in a track header"), QT_TRANSLATE_NOOP("Controls", "Switch the track between replace and additive (blended pose)")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Right-click a clip"), QT_TRANSLATE_NOOP("Controls", "The clip menu: split, duplicate, delete, ripple delete, enable or disable, make unique, properties")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Drag a blend handle (square on the clip's top corner)"), QT_TRANSLATE_NOOP("Controls", "Change the blend-in or blend-out ramp")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Drag a sync marker (diamond on the clip's bottom edge)"), QT_TRANSLATE_NOOP("Controls", "Request that sync point at the new time; the warp follows live")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Alt held while dragging"), QT_TRANSLATE_NOOP("Controls", "No snapping (otherwise times snap to other clips' edges, the current time and whole frames)")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Click M, S or L in a track header"), QT_TRANSLATE_NOOP("Controls", "Mute, solo or lock the track: a muted track plays nothing, a soloed one plays alone, a locked one cannot be edited")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Click or drag in the time ruler"), QT_TRANSLATE_NOOP("Controls", "Set the current time")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Wheel"), QT_TRANSLATE_NOOP("Controls", "Zoom time about the pointer (over the track headers: scroll the tracks)")},
    {kTimelineMouse, QT_TRANSLATE_NOOP("Controls", "Middle-drag"), QT_TRANSLATE_NOOP("Controls", "Pan the view")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "Left, Right"), QT_TRANSLATE_NOOP("Controls", "Nudge the selected clips by one frame (with Shift: ten frames)")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "Up, Down"), QT_TRANSLATE_NOOP("Controls", "Move the selected clips to the track above or below")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "Delete, Backspace"), QT_TRANSLATE_NOOP("Controls", "Delete the selected clips")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "Shift+Delete"), QT_TRANSLATE_NOOP("Controls", "Ripple delete: delete the selected clips and close the gaps")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "E"), QT_TRANSLATE_NOOP("Controls", "Enable or disable the selected clips (a disabled clip plays nothing)")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "V, B, N, Y, U"), QT_TRANSLATE_NOOP("Controls", "Edit tool: select, ripple, roll, slip, slide (Timeline ▸ Edit Tool)")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "A, F"), QT_TRANSLATE_NOOP("Controls", "Frame all clips, frame the selected clips")},
    {kTimelineKeys, QT_TRANSLATE_NOOP("Controls", "Esc"), QT_TRANSLATE_NOOP("Controls", "Cancel the drag in progress")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "A"), QT_TRANSLATE_NOOP("Controls", "Frame all curves (View ▸ Frame All)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "F"), QT_TRANSLATE_NOOP("Controls", "Frame the selected keys and their tangent handles (View ▸ Frame Selected)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Shift+A"), QT_TRANSLATE_NOOP("Controls", "Show all curves, not only the selected channels' (View ▸ Show All Curves)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Shift+H"), QT_TRANSLATE_NOOP("Controls", "Isolate the selected channels' curves, or end the isolation (View ▸ Isolate Curves)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "S"), QT_TRANSLATE_NOOP("Controls", "Set a key at the current time (Key ▸ Set Key)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "I"), QT_TRANSLATE_NOOP("Controls", "Insert a breakdown key at the current time (Key ▸ Insert Breakdown Key)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "K"), QT_TRANSLATE_NOOP("Controls", "Insert Key tool on or off (Key ▸ Insert Key Tool)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "R"), QT_TRANSLATE_NOOP("Controls", "Region Scale tool on or off (Key ▸ Region Scale Tool)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "T"), QT_TRANSLATE_NOOP("Controls", "Tween the selected keys with the key slider bar (Key ▸ Sliders ▸ Tween; the other sliders are in that menu)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Alt+1, Alt+2, Alt+3, Alt+4, Alt+5, Alt+6, Alt+7, Alt+8, Alt+9, Alt+0, Alt+-"),
     QT_TRANSLATE_NOOP("Controls", "Tangent type of the selected keys: Auto, Spline, Clamped, Linear, Flat, Stepped, Stepped Next, Plateau, Fixed, Auto Ease, Auto Mix (Key ▸ Tangents, Tangents toolbar)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Alt+B, Alt+U"), QT_TRANSLATE_NOOP("Controls", "Break or unify the selected keys' tangents")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Alt+W, Alt+Shift+W"), QT_TRANSLATE_NOOP("Controls", "Weighted or non-weighted tangents on the selected keys' curves")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Alt+L, Alt+Shift+L"), QT_TRANSLATE_NOOP("Controls", "Lock or free the selected keys' tangent weights")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Delete, Backspace"), QT_TRANSLATE_NOOP("Controls", "Delete the selected keys")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+X, Ctrl+C, Ctrl+V"), QT_TRANSLATE_NOOP("Controls", "Cut, copy, paste keys (paste at the current time)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+A"), QT_TRANSLATE_NOOP("Controls", "Select all keys")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Z"), QT_TRANSLATE_NOOP("Controls", "Undo")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Shift+Z, Ctrl+Y"), QT_TRANSLATE_NOOP("Controls", "Redo")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+N, Ctrl+O"), QT_TRANSLATE_NOOP("Controls", "New document, open a file")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Shift+N"), QT_TRANSLATE_NOOP("Controls", "Add an empty curve to the document (Curve ▸ Add Curve…)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+S, Ctrl+Shift+S"), QT_TRANSLATE_NOOP("Controls", "Save, save as")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+E"), QT_TRANSLATE_NOOP("Controls", "Export a baked layer")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Q"), QT_TRANSLATE_NOOP("Controls", "Quit")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+D"), QT_TRANSLATE_NOOP("Controls", "Duplicate the selected clips after themselves (Timeline ▸ Duplicate Clips)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+K"), QT_TRANSLATE_NOOP("Controls", "Split the selected clips (none selected: all) at the current time (Timeline ▸ Split at Current Time)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+U"), QT_TRANSLATE_NOOP("Controls", "Give the selected clips their own copy of a shared clip (Timeline ▸ Make Clip Unique)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+T"), QT_TRANSLATE_NOOP("Controls", "Add a track after the current one (Timeline ▸ Add Track)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Shift+Up, Ctrl+Shift+Down"), QT_TRANSLATE_NOOP("Controls", "Move the current track up or down")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Space"), QT_TRANSLATE_NOOP("Controls", "Play or pause (Playback ▸ Play); lists, tables and text fields keep the key")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Left, Right"),
     QT_TRANSLATE_NOOP("Controls", "Previous or next frame (Playback ▸ Previous Frame, Next Frame); lists, tables, text "
             "fields and the curve canvas with keys selected keep these keys")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Ctrl+Left, Ctrl+Right"),
     QT_TRANSLATE_NOOP("Controls", "Go to the start or the last frame of the playback range (Playback ▸ Go to Start, Go to End)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "Home"),
     QT_TRANSLATE_NOOP("Controls", "Frame the playback range in the time views (Playback ▸ Frame Playback Range)")},
    {kMenuKeys, QT_TRANSLATE_NOOP("Controls", "F1"), QT_TRANSLATE_NOOP("Controls", "This sheet (Help ▸ Keyboard and Mouse)")},
    {kGraph, QT_TRANSLATE_NOOP("Controls", "Click, Ctrl+click, Shift+click channel rows"),
     QT_TRANSLATE_NOOP("Controls", "Choose the curves the canvas shows (a prim row stands for all its channels; with none selected all are shown)")},
    {kGraph, QT_TRANSLATE_NOOP("Controls", "Type in the Time or Value box above the canvas, then Enter"),
     QT_TRANSLATE_NOOP("Controls", "Set every selected key: a number sets them all; +=, -=, *=, /= and a number change each key by it")},
};

QString translated(const char *text)
{
    return QCoreApplication::translate(kControlsContext, text);
}

bool inKeymap(const ControlEntry &e, CanvasKeymap keymap)
{
    return e.keymaps & (keymap == CanvasKeymap::Blender ? kBlenderKeymap : kMayaKeymap);
}

} // namespace

std::span<const ControlEntry> controlsSheet()
{
    return kSheet;
}

std::vector<ControlEntry> controlsSheet(CanvasKeymap keymap)
{
    std::vector<ControlEntry> rows;
    for (const ControlEntry &e : kSheet)
        if (inKeymap(e, keymap))
            rows.push_back(e);
    return rows;
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
        QString input = QString::fromUtf8(e.input);
        if (e.keymaps == kMayaKeymap)
            input += QStringLiteral(" (Maya-style)");
        else if (e.keymaps == kBlenderKeymap)
            input += QStringLiteral(" (Blender-style)");
        out += QStringLiteral("| %1 | %2 |\n").arg(input, QString::fromUtf8(e.action));
    }
    return out;
}

QString controlsHtml(CanvasKeymap keymap)
{
    QString out;
    const char *section = nullptr;
    for (const ControlEntry &e : controlsSheet(keymap)) {
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
