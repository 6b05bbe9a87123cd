#pragma once
// Internal to core/timeline: how validation messages spell numbers and names.

#include <QString>

#include <string>

namespace knotline::detail {

/// The shortest text that reads back as `v` ("0.5", "-1e-300", "inf", "nan").
std::string timelineNumber(double v);
/// `text` as UTF-8, for a message argument.
std::string timelineText(const QString &text);

} // namespace knotline::detail
