#pragma once
// NumberField: the inspector's number line edits show a value rounded for reading
// (formatDisplayNumber, e.g. "2.667") yet hand back the exact value while the user has
// not changed the text — so applying a panel whose other field was edited never rounds
// this one. Text the user typed is read with parseNumber and stored exactly as typed.
// The exact value is kept on the QLineEdit itself (dynamic properties).

#include <QString>

#include <optional>

class QLineEdit;

namespace knotline {

/// Shows `value` in `edit` as display text and remembers it exactly.
void showNumber(QLineEdit *edit, double value);
/// Empties `edit` and forgets its remembered value.
void clearNumber(QLineEdit *edit);
/// The number in `edit`: the value given to showNumber while the text is still the one it
/// set, else the typed text read with parseNumber (nullopt for empty or unreadable text).
std::optional<double> readNumber(const QLineEdit *edit);

} // namespace knotline
