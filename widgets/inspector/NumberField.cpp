#include "widgets/inspector/NumberField.h"

#include "widgets/models/NumberText.h"

#include <QLineEdit>
#include <QVariant>

namespace knotline {

namespace {
constexpr const char *kExact = "knotlineExactValue";
constexpr const char *kShown = "knotlineShownText";
} // namespace

QLineEdit *newNumberEdit(QWidget *parent)
{
    return new QLineEdit(parent);
}

void showNumber(QLineEdit *edit, double value)
{
    const QString text = formatDisplayNumber(value);
    edit->setText(text);
    edit->setProperty(kExact, value);
    edit->setProperty(kShown, text);
}

void clearNumber(QLineEdit *edit)
{
    edit->clear();
    edit->setProperty(kExact, QVariant());
    edit->setProperty(kShown, QVariant());
}

std::optional<double> readNumber(const QLineEdit *edit)
{
    const QVariant exact = edit->property(kExact);
    if (exact.isValid() && edit->text() == edit->property(kShown).toString())
        return exact.toDouble();
    return parseNumber(edit->text());
}

EditNumber readEditNumber(const QLineEdit *edit)
{
    return checkEditNumber(readNumber(edit), edit->text().trimmed());
}

} // namespace knotline
