#pragma once
// NumberField: the inspector's number line edits show a value rounded for reading
// (formatDisplayNumber, e.g. "2.667") yet hand back the exact value while the user has
// not changed the text — so applying a panel whose other field was edited never rounds
// this one. Text the user typed is read with parseNumber and stored exactly as typed.
// The exact value is kept on the QLineEdit itself (dynamic properties).

#include "widgets/models/EditNumber.h"

#include <QString>

#include <optional>

class QLineEdit;
class QWidget;

namespace knotline {

/// A new line edit for a number field, without a validator: whatever is typed reaches
/// readEditNumber(), which refuses it with a message (a validator would swallow "abc"
/// or "1e" without a word).
QLineEdit *newNumberEdit(QWidget *parent);
/// Shows `value` in `edit` as display text and remembers it exactly.
void showNumber(QLineEdit *edit, double value);
/// Empties `edit` and forgets its remembered value.
void clearNumber(QLineEdit *edit);
/// The number in `edit`: the value given to showNumber while the text is still the one it
/// set, else the typed text read with parseNumber (nullopt for empty or unreadable text).
std::optional<double> readNumber(const QLineEdit *edit);
/// readNumber() checked by the editing rule (EditNumber.h: finite, within ±1e15); a
/// refusal quotes the field's text as typed (trimmed).
EditNumber readEditNumber(const QLineEdit *edit);

} // namespace knotline
