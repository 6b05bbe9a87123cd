#pragma once
// A count with its noun in English ("1 placement", "2 placements"), for the command
// line's reports, which are English only (the GUI uses Qt's numerus translations,
// translations/knotline_en.ts, instead).

#include <cstddef>
#include <string>
#include <string_view>

namespace knotline {

/// `n` followed by `singular` when n == 1, else by `plural` (0 takes the plural, as in
/// "0 clips"). Never fails.
std::string englishCount(std::size_t n, std::string_view singular, std::string_view plural);

} // namespace knotline
