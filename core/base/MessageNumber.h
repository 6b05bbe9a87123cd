#pragma once
// A number as a message argument: the shortest text that reads back as the same double
// ("0.1", "24", "1e-12", "nan", "inf"). For core folders below core/io, which has the file
// formats' own number writers (core/io/NumberFormat.h). This header includes no Qt.

#include <string>

namespace knotline {

/// Shortest round-trip decimal form of `v` (std::to_chars); "nan", "inf", "-inf".
std::string messageNumber(double v);

} // namespace knotline
