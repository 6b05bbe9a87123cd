#pragma once
// The controls sheet: every mouse gesture and key of the editor, in one table. It is the
// only source of that list: Help ▸ Keyboard and Mouse shows it translated
// (ControlsDialog), and README.md holds controlsMarkdown() between the markers
// kControlsBegin / kControlsEnd, which tests/app/tst_main_window.cpp compares, so the two
// cannot drift. The strings are marked with QT_TRANSLATE_NOOP in the context "Controls"
// (Qt Linguist, translations/knotline_<lang>.ts).
//
// An entry documents what the code does: the canvas handlers are in
// widgets/canvas/CurveCanvas.cpp (mouse, wheel, keyPressEvent, KnotsCanvasDrag for the axis
// lock), the menu shortcuts in app/actions/*.cpp.

#include <QString>

#include <span>

namespace knotline {

struct ControlEntry {
    const char *section; ///< heading (QT_TRANSLATE_NOOP, context "Controls")
    const char *input;   ///< the gesture or key, e.g. "Shift+drag keys"
    const char *action;  ///< what it does
};

/// The sheet, grouped by section in display order (entries of a section are adjacent).
std::span<const ControlEntry> controlsSheet();

/// The translation context of the sheet's strings.
inline constexpr char kControlsContext[] = "Controls";

/// README.md markers around the sheet's Markdown.
inline constexpr char kControlsBegin[] = "<!-- controls sheet: begin (generated from app/help/ControlsSheet.cpp) -->";
inline constexpr char kControlsEnd[] = "<!-- controls sheet: end -->";

/// The English sheet as Markdown: one "### section" heading and a two-column table per
/// section (what README.md holds between the markers).
QString controlsMarkdown();

/// The sheet translated with the installed translators, as HTML (headings and tables).
QString controlsHtml();

} // namespace knotline
