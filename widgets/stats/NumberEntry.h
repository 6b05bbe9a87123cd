#pragma once
// NumberEntry: what the user typed into a number box that applies to many items at once
// (the stats line's time and value boxes, as in Maya's Graph Editor): a plain number sets
// every item to it; "+=5", "-=5", "*=2", "/=2" change each item relative to its own
// current number ("+=" adds, "-=" subtracts, "*=" multiplies, "/=" divides).

#include <QString>

#include <optional>

class QLocale;

namespace knotline {

struct NumberEntry {
    enum class Op { Set, Add, Subtract, Multiply, Divide };
    Op op = Op::Set;
    double operand = 0.0;

    /// The new number for an item whose number is `current`.
    double apply(double current) const;
    bool operator==(const NumberEntry &) const = default;
};

/// Parses `text`: optional white space, an optional operator ("+=", "-=", "*=", "/="),
/// white space, a finite number (in `locale`'s notation — "1,5" in German — or in C
/// notation "1.5"; a sign is allowed, so "-=-2" adds 2). Nullopt for anything else: empty
/// text, a missing or non-finite number, trailing characters, and "/=0" (no division by
/// zero).
std::optional<NumberEntry> parseNumberEntry(const QString &text, const QLocale &locale);

} // namespace knotline
