#pragma once
// EditNumber: the one rule every editor of numbers applies (the key table's cells, the
// inspector's slope, loop boundary and inner-loop fields): a time, value, pre-value,
// slope, width or offset the user gives must be a finite number of magnitude at most
// kMaxEditMagnitude (1e15, NumberText.h), because beyond it a curve cannot be drawn.
// Anything else is refused with a message for the status bar or the inspector's
// message line (issue 17 item 14).

#include <QString>
#include <QVariant>

#include <optional>

namespace knotline {

struct EditNumber {
    enum class Problem {
        None,       ///< `value` holds the number
        NotANumber, ///< empty, unreadable ("abc", "1e") or not finite ("nan", "inf")
        TooLarge,   ///< finite, but beyond ±kMaxEditMagnitude
    };
    std::optional<double> value; ///< set only when problem is None
    Problem problem = Problem::None;
    /// Translated reason when refused, e.g. `"abc" is not a finite number.` or
    /// `"1e+308" is too large: times, values, slopes and widths must lie between -1e15
    /// and 1e15.`; empty when accepted.
    QString refusal;

    bool isOk() const { return problem == Problem::None; }
};

/// Checks `number` (nullopt: the input was no finite number) given as `shownText` (how
/// the message quotes the input, e.g. the typed text).
EditNumber checkEditNumber(std::optional<double> number, const QString &shownText);

/// Checks a value handed to a model's setData: a double or a text (numberFromVariant). A
/// text is quoted as typed (trimmed); a number with 6 significant digits ("1e+308").
EditNumber checkEditNumber(const QVariant &input);

} // namespace knotline
