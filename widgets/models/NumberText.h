#pragma once
// NumberText: how the item views write and read numbers (times, values, slopes, widths)
// — in the user's locale, shortest text that reads back to the same double.

#include <QString>
#include <QVariant>

#include <optional>

namespace knotline {

/// Shortest text in the default QLocale that parses back to exactly `value`.
QString formatNumber(double value);

/// Reads a number typed by the user: the default QLocale first, then the C locale
/// ("1.5" works in a German locale too). Surrounding spaces are ignored. nullopt for
/// empty or unreadable text and for non-finite results (nan, inf).
std::optional<double> parseNumber(const QString &text);

/// A number handed to a model's setData: a double (or anything QVariant converts to a
/// double without a string parse) or a text read with parseNumber. nullopt when it is
/// neither or not finite.
std::optional<double> numberFromVariant(const QVariant &value);

} // namespace knotline
