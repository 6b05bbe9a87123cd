#pragma once
// The controls sheet: every mouse gesture and key of the editor, in one table, with the
// entries that differ between the Maya-style and Blender-style keymaps (View ▸ Keymap)
// marked. It is the only source of that list: Help ▸ Keyboard and Mouse shows the chosen
// keymap's entries translated (ControlsDialog), and README.md holds controlsMarkdown()
// between the markers kControlsBegin / kControlsEnd, which tests/app/tst_main_window.cpp
// compares, so the two cannot drift. The strings are marked with QT_TRANSLATE_NOOP in the context "Controls"
// (Qt Linguist, translations/knotline_<lang>.ts).
//
// An entry documents what the code does: the canvas handlers are in
// widgets/canvas/CurveCanvas.cpp (mouse, wheel, keyPressEvent, KnotsCanvasDrag for the axis
// lock), the menu shortcuts in app/actions/*.cpp.

#include "widgets/canvas/CanvasKeymap.h"

#include <QString>

#include <span>
#include <vector>

namespace knotline {

/// The keymaps an entry belongs to (bits; CanvasKeymap.h).
enum ControlKeymaps : unsigned char {
    kMayaKeymap = 1,
    kBlenderKeymap = 2,
    kEveryKeymap = kMayaKeymap | kBlenderKeymap,
};

struct ControlEntry {
    const char *section;                  ///< heading (QT_TRANSLATE_NOOP, context "Controls")
    const char *input;                    ///< the gesture or key, e.g. "Shift+drag keys"
    const char *action;                   ///< what it does
    unsigned char keymaps = kEveryKeymap; ///< ControlKeymaps bits: where the entry holds
};

/// The whole sheet, every keymap's entries, grouped by section in display order (entries
/// of a section are adjacent).
std::span<const ControlEntry> controlsSheet();

/// The entries that hold under `keymap`, in the sheet's order.
std::vector<ControlEntry> controlsSheet(CanvasKeymap keymap);

/// The translation context of the sheet's strings.
inline constexpr char kControlsContext[] = "Controls";

/// README.md markers around the sheet's Markdown.
inline constexpr char kControlsBegin[] = "<!-- controls sheet: begin (generated from app/help/ControlsSheet.cpp) -->";
inline constexpr char kControlsEnd[] = "<!-- controls sheet: end -->";

/// The English sheet as Markdown, every keymap's entries (what README.md holds between the
/// markers): one "### section" heading and a two-column table per section; an entry of one
/// keymap only has " (Maya-style)" or " (Blender-style)" after its input.
QString controlsMarkdown();

/// The entries of `keymap` translated with the installed translators, as HTML (headings
/// and tables): what Help ▸ Keyboard and Mouse shows for the chosen keymap.
QString controlsHtml(CanvasKeymap keymap);

} // namespace knotline
