#pragma once
// Internal to core/timeline: how validation messages spell names (numbers: shortestNumber,
// core/base/ShortestNumber.h).

#include <QString>

#include <string>

namespace knotline::detail {

/// `text` as UTF-8, for a message argument.
std::string timelineText(const QString &text);

} // namespace knotline::detail
