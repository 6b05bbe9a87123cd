#pragma once
// PoseValue: the value one channel gives: a number (numeric channels, splines), a string
// or a boolean (step channels). spec/timeline.md §1.1.

#include <QString>

#include <variant>

namespace knotline {

using PoseValue = std::variant<double, QString, bool>;

} // namespace knotline
