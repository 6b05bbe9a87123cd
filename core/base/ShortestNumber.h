#pragma once
// A double as the shortest decimal text that reads back as the same double ("0.1", "24",
// "1e-12", "nan", "inf"): the one number formatter for message arguments and for text
// values in the folders below core/io. The file formats' writers, whose notation rules
// differ per format (OpenUSD's fixed range, no "-0" in .anim), are in core/io
// (NumberFormat.h). This header includes no Qt.

#include <string>

namespace knotline {

/// Shortest round-trip decimal form of `v` (std::to_chars, so the exponent form where it is
/// shorter: 1e+15); "nan", "inf", "-inf"; -0.0 gives "-0". Never fails.
std::string shortestNumber(double v);

} // namespace knotline
