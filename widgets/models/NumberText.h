#pragma once
// NumberText: how the item views write and read numbers (times, values, slopes, widths)
// in the user's locale. Two forms, as in Maya's and Blender's graph editors:
// - display text (formatDisplayNumber): rounded to a few decimals, trailing zeros trimmed
//   ("2.667", "10", "-0.5"), for cells and labels;
// - edit text (formatNumber): the shortest text that reads back to exactly the same
//   double, for editors, so opening and confirming an editor never changes a value.

#include <QString>
#include <QVariant>

#include <optional>

namespace knotline {

/// Shortest text in the default QLocale that parses back to exactly `value`.
QString formatNumber(double value);

/// Number of decimals formatDisplayNumber shows by default.
constexpr int kDisplayDecimals = 3;

/// Text for showing `value` (not for editing it) in the default QLocale: rounded to
/// `decimals` decimals (0..15) with trailing zeros and a trailing decimal point removed
/// ("2.667", "10", "0.5"; never "-0"). A non-zero value that would round to 0, and a
/// value of magnitude 1e15 or more, are shown with `decimals` significant digits in
/// scientific form instead ("1.23e-05"), so small slopes do not read as zero. nan and
/// infinities give the locale's text for them.
QString formatDisplayNumber(double value, int decimals = kDisplayDecimals);

/// Largest magnitude the key table accepts for a time, value, pre-value, slope or width.
/// Beyond it a curve can no longer be drawn or edited sensibly: the view's pixel
/// arithmetic overflows into nan and inf (1e308 made the curve vanish in drawing
/// warnings), and doubles stop holding fractional time codes well before (integers are
/// exact only up to 2^53 ≈ 9e15). Larger numbers are refused with a message.
constexpr double kMaxEditMagnitude = 1e15;

/// Reads a number typed by the user: the default QLocale first, then the C locale
/// ("1.5" works in a German locale too). Surrounding spaces are ignored. nullopt for
/// empty or unreadable text and for non-finite results (nan, inf).
std::optional<double> parseNumber(const QString &text);

/// A number handed to a model's setData: a double (or anything QVariant converts to a
/// double without a string parse) or a text read with parseNumber. nullopt when it is
/// neither or not finite.
std::optional<double> numberFromVariant(const QVariant &value);

} // namespace knotline
