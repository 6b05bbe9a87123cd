#pragma once
// Number text for usda files: the shortest decimal text that reads back to the same value
// (what OpenUSD's TfStringify writes: `6`, `0.57`, `1.1656754249492378`), per value type.
// This header includes no Qt.

#include "core/spline/SplineTypes.h"

#include <string>

namespace knotline {

/// Shortest round-trip text of a double: fixed notation for decimal exponents -6 … 14
/// (`0.000001`, `123.5`, `-0`), scientific outside (`1e-07`, `1e+15`); `inf`, `-inf`, `nan`.
std::string formatDouble(double v);
/// Shortest text that reads back (as a double, then rounded to float) to the same float.
/// Precondition: `v` is a float value (already rounded).
std::string formatFloat(double v);
/// Shortest text that reads back (rounded to IEEE binary16) to the same half.
/// Precondition: `v` is a half value (already rounded).
std::string formatHalf(double v);
/// formatDouble / formatFloat / formatHalf by `type`.
std::string formatValue(double v, ValueType type);

/// Appends formatDouble(v) to `out` without a temporary string.
void appendDouble(std::string &out, double v);
/// Appends formatValue(v, type) to `out`.
void appendValue(std::string &out, double v, ValueType type);

} // namespace knotline
